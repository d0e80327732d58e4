/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_tui_settings.c: the trainer's settings without a terminal. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "tui/settings.h"

static void clear_locale_env(void)
{
	unsetenv("LANGUAGE");
	unsetenv("LC_ALL");
	unsetenv("LC_MESSAGES");
	unsetenv("LANG");
}

static void settings__defaults__iplyc_unicode_colour(void **state)
{
	struct settings st;

	(void)state;
	clear_locale_env();
	settings_init(&st);
	assert_string_equal(st.profile, "iplyc");
	assert_int_equal(st.lang, SETTINGS_LANG_EN);
	assert_false(st.ascii_cards);
	assert_false(st.no_colour);
	assert_false(st.exam_lock);
}

/* gettext reads LANGUAGE before the locale: so does the setting. */
static void settings__language_follows_gettext_order(void **state)
{
	struct settings st;

	(void)state;
	clear_locale_env();
	setenv("LANG", "es_AR.UTF-8", 1);
	settings_init(&st);
	assert_int_equal(st.lang, SETTINGS_LANG_ES);
	setenv("LC_ALL", "C.UTF-8", 1);
	settings_init(&st);
	assert_int_equal(st.lang, SETTINGS_LANG_EN);
	setenv("LANGUAGE", "es:en", 1);
	settings_init(&st);
	assert_int_equal(st.lang, SETTINGS_LANG_ES);
	setenv("LANGUAGE", "", 1);     /* empty: not set */
	settings_init(&st);
	assert_int_equal(st.lang, SETTINGS_LANG_EN);
	clear_locale_env();
}

static void settings__apply_language_sets_language(void **state)
{
	struct settings st;

	(void)state;
	clear_locale_env();
	settings_init(&st);
	st.lang = SETTINGS_LANG_ES;
	settings_apply_language(&st);
	assert_string_equal(getenv("LANGUAGE"), "es");
	st.lang = SETTINGS_LANG_EN;
	settings_apply_language(&st);
	assert_string_equal(getenv("LANGUAGE"), "en");
	clear_locale_env();
}

static void settings__language_names_are_their_own(void **state)
{
	(void)state;
	assert_string_equal(settings_lang_code(SETTINGS_LANG_ES), "es");
	assert_string_equal(settings_lang_code(SETTINGS_LANG_EN), "en");
	assert_string_equal(settings_lang_name(SETTINGS_LANG_ES), "Español");
	assert_string_equal(settings_lang_name(SETTINGS_LANG_EN), "English");
}

static void settings__term_prefs_follow(void **state)
{
	struct settings st;
	struct term_prefs p;

	(void)state;
	settings_init(&st);
	st.ascii_cards = true;
	settings_term_prefs(&st, &p);
	assert_true(p.ascii_cards);
	assert_false(p.no_colour);
	st.ascii_cards = false;
	st.no_colour = true;
	settings_term_prefs(&st, &p);
	assert_false(p.ascii_cards);
	assert_true(p.no_colour);
}

/* A scenario's text in the current language, else the other one. */
static void settings__pick_text_falls_back(void **state)
{
	struct settings st;

	(void)state;
	settings_init(&st);
	st.lang = SETTINGS_LANG_ES;
	assert_string_equal(settings_pick_text(&st, "Lección", "Lesson"), "Lección");
	assert_string_equal(settings_pick_text(&st, "", "Lesson"), "Lesson");
	st.lang = SETTINGS_LANG_EN;
	assert_string_equal(settings_pick_text(&st, "Lección", "Lesson"), "Lesson");
	assert_string_equal(settings_pick_text(&st, "Lección", ""), "Lección");
	assert_string_equal(settings_pick_text(&st, NULL, NULL), "");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(settings__defaults__iplyc_unicode_colour),
		cmocka_unit_test(settings__language_follows_gettext_order),
		cmocka_unit_test(settings__apply_language_sets_language),
		cmocka_unit_test(settings__language_names_are_their_own),
		cmocka_unit_test(settings__term_prefs_follow),
		cmocka_unit_test(settings__pick_text_falls_back),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
