/* SPDX-License-Identifier: GPL-3.0-or-later */
/* list.c: the scrollable, searchable list and the one-line field; see
 * list.h. */
#include "config.h"

#include "tui/list.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include <wctype.h>

#include <ncursesw/curses.h>

#include "i18n.h"
#include "tui/app.h"
#include "tui/term.h"
#include "base/text_width.h"
#include "tui/keys.h"

/* The length of the first bytes of s, at most max - 1, that end on a
 * character boundary (a UTF-8 continuation byte never starts one). */
static size_t cut_utf8(const char *s, size_t max)
{
	size_t n = strlen(s);

	if (n < max)
		return n;
	n = max - 1;
	while (n > 0 && ((unsigned char)s[n] & 0xc0) == 0x80)
		n--;
	return n;
}

static void copy_cut(char *dst, size_t size, const char *src)
{
	size_t n = cut_utf8(src != NULL ? src : "", size);

	memcpy(dst, src != NULL ? src : "", n);
	dst[n] = '\0';
}

void line_edit_clear(struct line_edit *e)
{
	e->buf[0] = '\0';
	e->len = 0;
}

void line_edit_set(struct line_edit *e, const char *text)
{
	copy_cut(e->buf, sizeof e->buf, text);
	e->len = strlen(e->buf);
}

enum line_edit_result line_edit_key(struct line_edit *e, int key,
				    bool is_code)
{
	char mb[MB_LEN_MAX];
	mbstate_t st;
	size_t n;

	if (is_code) {
		if (key != KEY_BACKSPACE)
			return key == KEY_ENTER ? LINE_EDIT_DONE
				: LINE_EDIT_IGNORED;
	} else if (key == '\n' || key == '\r') {
		return LINE_EDIT_DONE;
	} else if (key == KEY_ESC) {
		return LINE_EDIT_CANCEL;
	} else if (key == KEY_CTRL_U) {
		line_edit_clear(e);
		return LINE_EDIT_CHANGED;
	}
	if (is_code || key == 127 || key == '\b') {
		if (e->len == 0)
			return LINE_EDIT_CHANGED;
		/* Back over one whole UTF-8 character. */
		do
			e->len--;
		while (e->len > 0 && ((unsigned char)e->buf[e->len] & 0xc0) == 0x80);
		e->buf[e->len] = '\0';
		return LINE_EDIT_CHANGED;
	}
	if (!iswprint((wint_t)key))
		return LINE_EDIT_IGNORED;
	memset(&st, 0, sizeof st);
	n = wcrtomb(mb, (wchar_t)key, &st);
	if (n == (size_t)-1 || e->len + n >= sizeof e->buf)
		return LINE_EDIT_CHANGED;
	memcpy(e->buf + e->len, mb, n);
	e->len += n;
	e->buf[e->len] = '\0';
	return LINE_EDIT_CHANGED;
}

void line_edit_draw(const struct line_edit *e, const char *label, int y,
		    int x, int width)
{
	const char *shown = e->buf;
	int lw = text_width(label), room;

	app_draw_text(y, x, width, label);
	room = width - lw - 1;           /* one column for the cursor */
	if (room <= 0)
		return;
	/* A long text shows its end, where the trainee is typing. */
	while (*shown != '\0' && text_width(shown) > room) {
		shown++;
		while (((unsigned char)*shown & 0xc0) == 0x80)
			shown++;
	}
	app_draw_text(y, x + lw, room, shown);
	attron(A_REVERSE);
	mvaddch(y, x + lw + text_width(shown), ' ');
	attroff(A_REVERSE);
}

void list_init(struct list *l)
{
	memset(l, 0, sizeof *l);
}

void list_free(struct list *l)
{
	free(l->items);
	free(l->shown);
	list_init(l);
}

void list_clear(struct list *l)
{
	l->count = 0;
	l->n_shown = 0;
	l->sel = 0;
	l->top = 0;
}

static bool item_matches(const struct list *l, const struct list_item *it);

bool list_add(struct list *l, const char *text, const char *detail, int tag,
	      bool disabled)
{
	struct list_item *it;

	if (l->count == l->cap) {
		size_t cap = l->cap ? l->cap * 2 : 16;
		struct list_item *items = realloc(l->items, cap * sizeof *items);
		size_t *shown;

		if (items == NULL)
			return false;
		l->items = items;
		shown = realloc(l->shown, cap * sizeof *shown);
		if (shown == NULL)
			return false;
		l->shown = shown;
		l->cap = cap;
	}
	it = &l->items[l->count];
	copy_cut(it->text, sizeof it->text, text);
	copy_cut(it->detail, sizeof it->detail, detail);
	it->tag = tag;
	it->disabled = disabled;
	l->count++;
	/* The new item is shown when it passes the filter. */
	if (item_matches(l, it))
		l->shown[l->n_shown++] = l->count - 1;
	return true;
}

/* Lower case without the Spanish accents, so a search needs neither. */
static wchar_t fold(wchar_t c)
{
	static const wchar_t from[] = L"áéíóúüñàèìòùâêîôû";
	static const wchar_t to[] = L"aeiouunaeiouaeiou";
	const wchar_t *p;

	c = (wchar_t)towlower((wint_t)c);
	p = wcschr(from, c);
	return (p != NULL && c != L'\0') ? to[p - from] : c;
}

/* text as folded wide characters into out (max wide characters). */
static size_t fold_text(const char *text, wchar_t *out, size_t max)
{
	mbstate_t st;
	size_t i = 0, len = strlen(text), n_out = 0;

	memset(&st, 0, sizeof st);
	while (i < len && n_out + 1 < max) {
		wchar_t wc;
		size_t n = text_decode(text + i, len - i, &st, &wc);

		if (n == 0)
			break;
		out[n_out++] = fold(wc);
		i += n;
	}
	out[n_out] = L'\0';
	return n_out;
}

bool list_matches(const char *text, const char *query)
{
	wchar_t t[LIST_TEXT_MAX], q[LINE_EDIT_MAX];

	if (query == NULL || *query == '\0')
		return true;
	fold_text(text, t, sizeof t / sizeof t[0]);
	fold_text(query, q, sizeof q / sizeof q[0]);
	return wcsstr(t, q) != NULL;
}

void list_set_query(struct list *l, const char *query)
{
	size_t keep = l->n_shown > 0 ? l->shown[l->sel] : (size_t)-1;

	if (query != l->query.buf)
		line_edit_set(&l->query, query != NULL ? query : "");
	l->n_shown = 0;
	l->sel = 0;
	for (size_t i = 0; i < l->count; i++) {
		const struct list_item *it = &l->items[i];

		if (!item_matches(l, it))
			continue;
		if (i == keep)
			l->sel = l->n_shown;
		l->shown[l->n_shown++] = i;
	}
	if (l->top > l->sel)
		l->top = l->sel;
}

static bool item_matches(const struct list *l, const struct list_item *it)
{
	if (list_matches(it->text, l->query.buf) ||
	    list_matches(it->detail, l->query.buf))
		return true;
	return l->match != NULL && l->match(it, l->query.buf, l->match_ctx);
}

bool list_select_tag(struct list *l, int tag)
{
	for (size_t i = 0; i < l->n_shown; i++)
		if (l->items[l->shown[i]].tag == tag) {
			l->sel = i;
			return true;
		}
	return false;
}

const struct list_item *list_selected(const struct list *l)
{
	return l->n_shown > 0 ? &l->items[l->shown[l->sel]] : NULL;
}

/* Moves the selection by delta rows, clamped to the list. */
static void move_by(struct list *l, long delta)
{
	long sel = (long)l->sel + delta;

	if (l->n_shown == 0)
		return;
	if (sel < 0)
		sel = 0;
	if (sel >= (long)l->n_shown)
		sel = (long)l->n_shown - 1;
	l->sel = (size_t)sel;
}

static enum list_result move_key(struct list *l, int key)
{
	long page = l->rows > 1 ? l->rows - 1 : 1;

	switch (key) {
	case KEY_UP:
		move_by(l, -1);
		return LIST_CHANGED;
	case KEY_DOWN:
		move_by(l, 1);
		return LIST_CHANGED;
	case KEY_PPAGE:
		move_by(l, -page);
		return LIST_CHANGED;
	case KEY_NPAGE:
		move_by(l, page);
		return LIST_CHANGED;
	case KEY_HOME:
		move_by(l, -(long)l->n_shown);
		return LIST_CHANGED;
	case KEY_END:
		move_by(l, (long)l->n_shown);
		return LIST_CHANGED;
	case KEY_ENTER:
		return l->n_shown > 0 ? LIST_ACTIVATE : LIST_CHANGED;
	default:
		return LIST_IGNORED;
	}
}

enum list_result list_key(struct list *l, int key, bool is_code)
{
	if (is_code) {
		enum list_result r = move_key(l, key);

		if (r != LIST_IGNORED || !l->searching || key != KEY_BACKSPACE)
			return r;
	}
	if (l->searching) {
		switch (line_edit_key(&l->query, key, is_code)) {
		case LINE_EDIT_CHANGED:
			list_set_query(l, l->query.buf);
			return LIST_CHANGED;
		case LINE_EDIT_DONE:
			l->searching = false;
			return LIST_CHANGED;
		case LINE_EDIT_CANCEL:
			l->searching = false;
			list_set_query(l, "");
			return LIST_CHANGED;
		default:
			return LIST_IGNORED;
		}
	}
	if (key == '/') {
		l->searching = true;
		return LIST_CHANGED;
	}
	if (key == '\n' || key == '\r')
		return l->n_shown > 0 ? LIST_ACTIVATE : LIST_CHANGED;
	if (key == KEY_ESC && l->query.len > 0) {
		list_set_query(l, "");
		return LIST_CHANGED;
	}
	return LIST_IGNORED;
}

static void draw_item(const struct list_item *it, bool selected, int y,
		      int x, int width, int detail_width)
{
	int attr = selected ? term_attr(STYLE_SELECTED)
		: it->disabled ? term_attr(STYLE_HINT) : (int)A_NORMAL;
	int dcols = it->detail[0] != '\0' ? text_width(it->detail) : 0;
	int text_w;

	if (dcols > detail_width)
		dcols = detail_width;
	text_w = width - 2 - (dcols > 0 ? dcols + 2 : 0);
	attron(attr);
	mvhline(y, x, ' ', width);
	/* The mark says where the selection is without colours or reverse. */
	if (selected)
		mvaddstr(y, x, ">");
	app_draw_text(y, x + 2, text_w, it->text);
	if (dcols > 0)
		app_draw_text(y, x + width - dcols, dcols, it->detail);
	attroff(attr);
}

void list_draw(struct list *l, int y, int x, int height, int width,
	       const char *empty_text)
{
	bool field = l->searching || l->query.len > 0;
	/* The last row holds the field and the position "12/65" when
	 * either is needed. */
	bool status = field || l->n_shown > (size_t)height;
	int rows = height - (status ? 1 : 0);
	int detail_width = l->detail_width > 0 ? l->detail_width : width / 2;

	if (rows < 1)
		return;
	l->rows = rows;
	/* Keep the selection in view. */
	if (l->sel < l->top)
		l->top = l->sel;
	if (l->sel >= l->top + (size_t)rows)
		l->top = l->sel - (size_t)rows + 1;
	if (l->n_shown == 0) {
		attron(term_attr(STYLE_HINT));
		app_draw_text(y, x + 2, width - 2, l->query.len > 0
			      ? _("Nothing matches the search.") : empty_text);
		attroff(term_attr(STYLE_HINT));
	}
	for (int r = 0; r < rows && l->top + (size_t)r < l->n_shown; r++) {
		size_t i = l->top + (size_t)r;

		draw_item(&l->items[l->shown[i]], i == l->sel, y + r, x, width,
			  detail_width);
	}
	if (l->n_shown > (size_t)rows) {
		char pos[48];

		snprintf(pos, sizeof pos, "%zu/%zu", l->sel + 1, l->n_shown);
		attron(term_attr(STYLE_HINT));
		app_draw_text(y + height - 1, x + width - text_width(pos), text_width(pos), pos);
		attroff(term_attr(STYLE_HINT));
	}
	if (field) {
		if (l->searching)
			line_edit_draw(&l->query, _("Search: "), y + height - 1,
				       x, width - 12);
		else
			app_draw_text(y + height - 1, x, width - 12,
				      _("Filtered: Esc shows all, / searches again."));
	}
}
