/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_tui_list.c: the list widget's model and search, and the line
 * field, without a terminal. */
#include "config.h"

#include <locale.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>
#include <ncursesw/curses.h>

#include "tui/list.h"

static void fill(struct list *l)
{
	list_init(l);
	assert_true(list_add(l, "Lección 1: valores", "iplyc", 10, false));
	assert_true(list_add(l, "Voluntad de cinco", "IPLyC 8.4.2.4.1", 11, false));
	assert_true(list_add(l, "Pagos MIDI", "lnse-midi", 12, false));
	assert_true(list_add(l, "roto", "has errors", 13, true));
}

static void type(struct list *l, const char *text)
{
	for (const char *p = text; *p != '\0'; p++)
		assert_int_equal(list_key(l, (unsigned char)*p, false),
				 LIST_CHANGED);
}

/* "seccion" finds "Sección", "LECCION" finds "Lección". */
static void list__search_ignores_case_and_accents(void **state)
{
	(void)state;
	assert_true(list_matches("Lección 1", "leccion"));
	assert_true(list_matches("Lección 1", "LECCIÓN"));
	assert_true(list_matches("Pagos MIDI", "midi"));
	assert_false(list_matches("Pagos MIDI", "punto"));
	assert_true(list_matches("anything", ""));
}

static void list__slash_filters_by_text_and_detail(void **state)
{
	struct list l;

	(void)state;
	fill(&l);
	assert_int_equal(l.n_shown, 4);
	assert_int_equal(list_key(&l, '/', false), LIST_CHANGED);
	assert_true(l.searching);
	type(&l, "midi");
	assert_int_equal(l.n_shown, 1);
	assert_int_equal(list_selected(&l)->tag, 12);
	/* A citation is found too. */
	assert_int_equal(list_key(&l, 21, false), LIST_CHANGED); /* Ctrl-U */
	type(&l, "8.4.2");
	assert_int_equal(l.n_shown, 1);
	assert_int_equal(list_selected(&l)->tag, 11);
	/* Enter keeps the filter and gives the keys back to the list. */
	assert_int_equal(list_key(&l, '\n', false), LIST_CHANGED);
	assert_false(l.searching);
	assert_int_equal(l.n_shown, 1);
	assert_int_equal(list_key(&l, '\n', false), LIST_ACTIVATE);
	/* Esc then drops it, the selection staying on the same item. */
	assert_int_equal(list_key(&l, 27, false), LIST_CHANGED);
	assert_int_equal(l.n_shown, 4);
	assert_int_equal(list_selected(&l)->tag, 11);
	assert_int_equal(list_key(&l, 27, false), LIST_IGNORED);
	list_free(&l);
}

/* The caller's match hook finds what is not on the line (the Rules
 * browser's explanations and regulation texts). */
static bool hidden_text(const struct list_item *it, const char *query,
			const void *ctx)
{
	const char *const *texts = ctx;

	return it->tag == 11 && list_matches(texts[0], query);
}

static void list__match_hook__finds_text_off_the_line(void **state)
{
	static const char *const texts[] = { "recabará la voluntad" };
	struct list l;

	(void)state;
	fill(&l);
	l.match = hidden_text;
	l.match_ctx = texts;
	list_set_query(&l, "recabara");
	assert_int_equal(l.n_shown, 1);
	assert_int_equal(list_selected(&l)->tag, 11);
	/* Text and detail still match as before. */
	list_set_query(&l, "midi");
	assert_int_equal(l.n_shown, 1);
	assert_int_equal(list_selected(&l)->tag, 12);
	/* An item added under the filter is filtered by the hook too. */
	list_set_query(&l, "recabara");
	assert_true(list_add(&l, "Otra", "", 14, false));
	assert_int_equal(l.n_shown, 1);
	list_free(&l);
}

static void list__esc_while_searching_clears(void **state)
{
	struct list l;

	(void)state;
	fill(&l);
	list_key(&l, '/', false);
	type(&l, "zzz");
	assert_int_equal(l.n_shown, 0);
	assert_null(list_selected(&l));
	assert_int_equal(list_key(&l, '\n', false), LIST_CHANGED);
	assert_int_equal(list_key(&l, '\n', false), LIST_CHANGED); /* nothing to open */
	list_key(&l, '/', false);
	assert_int_equal(list_key(&l, 27, false), LIST_CHANGED);
	assert_false(l.searching);
	assert_int_equal(l.n_shown, 4);
	list_free(&l);
}

static void list__moves_clamp(void **state)
{
	struct list l;

	(void)state;
	fill(&l);
	l.rows = 2;
	assert_int_equal(list_key(&l, KEY_UP, true), LIST_CHANGED);
	assert_int_equal(l.sel, 0);
	list_key(&l, KEY_DOWN, true);
	assert_int_equal(l.sel, 1);
	list_key(&l, KEY_NPAGE, true);
	assert_int_equal(l.sel, 2);
	list_key(&l, KEY_END, true);
	assert_int_equal(l.sel, 3);
	list_key(&l, KEY_DOWN, true);
	assert_int_equal(l.sel, 3);
	list_key(&l, KEY_HOME, true);
	assert_int_equal(l.sel, 0);
	assert_int_equal(list_key(&l, KEY_ENTER, true), LIST_ACTIVATE);
	assert_int_equal(list_key(&l, 'x', false), LIST_IGNORED);
	assert_true(list_select_tag(&l, 13));
	assert_true(list_selected(&l)->disabled);
	assert_false(list_select_tag(&l, 99));
	list_free(&l);
}

/* A text longer than the item is cut on a character, not in one. */
static void list__long_text_cut_on_character(void **state)
{
	struct list l;
	char big[LIST_TEXT_MAX * 2];

	(void)state;
	list_init(&l);
	for (size_t i = 0; i + 2 < sizeof big; i += 2)
		memcpy(big + i, "ñ", 2);
	big[sizeof big - 2] = '\0';
	assert_true(list_add(&l, big, "", 0, false));
	assert_true(strlen(l.items[0].text) < LIST_TEXT_MAX);
	assert_int_equal(strlen(l.items[0].text) % 2, 0);
	list_free(&l);
}

static void line_edit__utf8_backspace_and_clear(void **state)
{
	struct line_edit e;

	(void)state;
	line_edit_clear(&e);
	assert_int_equal(line_edit_key(&e, 'a', false), LINE_EDIT_CHANGED);
	assert_int_equal(line_edit_key(&e, L'ñ', false), LINE_EDIT_CHANGED);
	assert_string_equal(e.buf, "añ");
	assert_int_equal(line_edit_key(&e, KEY_BACKSPACE, true), LINE_EDIT_CHANGED);
	assert_string_equal(e.buf, "a");
	assert_int_equal(line_edit_key(&e, 127, false), LINE_EDIT_CHANGED);
	assert_string_equal(e.buf, "");
	assert_int_equal(line_edit_key(&e, 127, false), LINE_EDIT_CHANGED);
	line_edit_set(&e, "x/y.yaml");
	assert_int_equal(line_edit_key(&e, 21, false), LINE_EDIT_CHANGED);
	assert_string_equal(e.buf, "");
	assert_int_equal(line_edit_key(&e, '\r', false), LINE_EDIT_DONE);
	assert_int_equal(line_edit_key(&e, 27, false), LINE_EDIT_CANCEL);
	assert_int_equal(line_edit_key(&e, KEY_F(1), true), LINE_EDIT_IGNORED);
	assert_int_equal(line_edit_key(&e, 1, false), LINE_EDIT_IGNORED);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(list__search_ignores_case_and_accents),
		cmocka_unit_test(list__slash_filters_by_text_and_detail),
		cmocka_unit_test(list__match_hook__finds_text_off_the_line),
		cmocka_unit_test(list__esc_while_searching_clears),
		cmocka_unit_test(list__moves_clamp),
		cmocka_unit_test(list__long_text_cut_on_character),
		cmocka_unit_test(line_edit__utf8_backspace_and_clear),
	};

	/* The search folds accents of UTF-8 text, as the trainer runs. */
	setlocale(LC_ALL, "C.UTF-8");
	return cmocka_run_group_tests(tests, NULL, NULL);
}
