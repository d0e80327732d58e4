/* SPDX-License-Identifier: GPL-3.0-or-later */
/* table_log.c: what was said at the table (the session's call log,
 * session/call_log.h) drawn on the table screen: a few lines under the
 * seats on a small terminal — the call line — and a whole column beside
 * the table with the coups' history on a large one.  Lines too long for
 * their place end in an ellipsis; the column wraps them whole. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <ncursesw/curses.h>

#include "i18n.h"
#include "tui/app.h"
#include "tui/table_impl.h"
#include "base/text_width.h"

/* The table's own width: the whole screen, or its left part when the
 * call log has a column of its own. */
static int cols_now = TERM_MIN_COLS;

int table_cols(void)
{
	return cols_now;
}

void table_set_cols(int cols)
{
	cols_now = cols;
}

int table_log_column_x(void)
{
	if (COLS < TABLE_WIDE_COLS)
		return 0;
	return COLS / 2 > TERM_MIN_COLS ? COLS / 2 : TERM_MIN_COLS;
}

void table_draw_cut(int y, int x, int width, const char *text)
{
	size_t bytes;
	int used;

	if (width <= 0)
		return;
	used = text_fit(text, width, &bytes);
	if (bytes >= strlen(text)) {
		mvaddnstr(y, x, text, (int)bytes);
		return;
	}
	(void)used;
	/* One column less, and the ellipsis says there is more. */
	text_fit(text, width - 1, &bytes);
	mvaddnstr(y, x, text, (int)bytes);
	addstr("…");
}

static void line_text(const struct table_screen *t, const struct call_line *c,
		      char *buf, size_t size)
{
	call_line_text(c, c->who == CALL_PLAYER
		       ? session_player_name(t->ses, c->player) : NULL,
		       buf, size);
}

static int line_attr(const struct call_line *c, bool fresh)
{
	if (!fresh)
		return term_attr(STYLE_HINT);
	if (c->who == CALL_CROUPIER)
		return term_attr(STYLE_CALL) | A_BOLD;
	return term_attr(STYLE_NORMAL) | A_BOLD;
}

/* The index of the last croupier call (count when there is none): what
 * follows it is what the players said since, which the trainee must act
 * on now. */
static size_t last_call(const struct call_log *l)
{
	size_t n = call_log_count(l);

	for (size_t i = n; i > 0; i--)
		if (call_log_line(l, i - 1)->who == CALL_CROUPIER)
			return i - 1;
	return n;
}

void table_log_draw_lines(const struct table_screen *t, int y, int x,
			  int width, int rows)
{
	const struct call_log *l = session_call_log(t->ses);
	size_t n = call_log_count(l), from, last = last_call(l);
	char text[CALL_TEXT_MAX + 128];

	if (rows <= 0)
		return;
	if (n == 0) {
		attron(term_attr(STYLE_CALL) | A_BOLD);
		table_draw_cut(y, x, width, _("Croupier: -"));
		attroff(term_attr(STYLE_CALL) | A_BOLD);
		return;
	}
	if (rows == 1) {
		/* One line: the last call and the words said since. */
		size_t len = 0;

		from = last < n ? last : n - 1;
		text[0] = '\0';
		for (size_t i = from; i < n && len < sizeof text; i++) {
			char one[CALL_TEXT_MAX + 64];

			line_text(t, call_log_line(l, i), one, sizeof one);
			len += (size_t)snprintf(text + len, sizeof text - len,
						"%s%s", i > from ? " · " : "",
						one);
		}
		attron(term_attr(STYLE_CALL) | A_BOLD);
		table_draw_cut(y, x, width, text);
		attroff(term_attr(STYLE_CALL) | A_BOLD);
		return;
	}
	from = n > (size_t)rows ? n - (size_t)rows : 0;
	for (size_t i = from; i < n; i++, y++) {
		const struct call_line *c = call_log_line(l, i);
		int attr = line_attr(c, last >= n || i >= last);

		line_text(t, c, text, sizeof text);
		attron(attr);
		table_draw_cut(y, x, width, text);
		attroff(attr);
	}
}

/* Lines text takes wrapped to width (as app_draw_wrapped breaks it). */
int table_wrapped_lines(const char *text, int width)
{
	int lines = 0;

	while (*text != '\0') {
		size_t bytes, cut;

		text_fit(text, width, &bytes);
		cut = bytes;
		if (bytes < strlen(text)) {
			while (cut > 0 && text[cut] != ' ')
				cut--;
			if (cut == 0)
				cut = bytes;
		}
		if (cut == 0)
			break;
		text += cut;
		while (*text == ' ')
			text++;
		lines++;
	}
	return lines > 0 ? lines : 1;
}

/* The coups' results, several to a line, the latest last; returns the
 * lines used. */
static int draw_results(const struct table_screen *t, int y, int x,
			int width, int rows)
{
	const struct call_log *l = session_call_log(t->ses);
	size_t n = call_log_result_count(l);
	int per = width / 16 > 0 ? width / 16 : 1;
	size_t shown = (size_t)(rows * per), from;

	if (rows <= 0)
		return 0;
	from = n > shown ? n - shown : 0;
	if (n == 0) {
		attron(term_attr(STYLE_HINT));
		app_draw_text(y, x, width, _("none yet"));
		attroff(term_attr(STYLE_HINT));
		return 1;
	}
	for (size_t i = from; i < n; i++) {
		char text[64];
		int k = (int)(i - from);

		call_result_text(call_log_result_at(l, i), text, sizeof text);
		app_draw_text(y + k / per, x + (k % per) * 16, 15, text);
	}
	return (int)((n - from + (size_t)per - 1) / (size_t)per);
}

void table_log_draw_column(const struct table_screen *t, int y, int x,
			   int height, int width)
{
	const struct call_log *l = session_call_log(t->ses);
	size_t n = call_log_count(l), last = last_call(l);
	int per = width / 16 > 0 ? width / 16 : 1;
	int hist = ((int)call_log_result_count(l) + per - 1) / per, log_h;
	int used = 0;
	char text[CALL_TEXT_MAX + 128];
	int attr = term_attr(STYLE_TITLE) | A_BOLD;

	/* The history as long as it needs, between 1 and a quarter. */
	if (hist > height / 4)
		hist = height / 4;
	if (hist < 1)
		hist = 1;
	for (int r = y; r < y + height; r++)
		mvvline(r, x - 2, ACS_VLINE, 1);
	log_h = height - hist - 2;
	attron(attr);
	app_draw_text(y, x, width, _("What was said"));
	attroff(attr);
	/* The newest at the bottom, each line wrapped whole; older lines
	 * scroll out at the top. */
	{
		size_t from = n;
		int rows = 0;

		while (from > 0) {
			const struct call_line *c = call_log_line(l, from - 1);
			int k;

			line_text(t, c, text, sizeof text);
			k = table_wrapped_lines(text, width - 2);
			if (rows + k > log_h - 1)
				break;
			rows += k;
			from--;
		}
		for (size_t i = from; i < n; i++) {
			const struct call_line *c = call_log_line(l, i);
			int a = line_attr(c, last >= n || i >= last);

			line_text(t, c, text, sizeof text);
			attron(a);
			used += app_draw_wrapped(y + 1 + used, x, log_h - 1 - used,
						 width - 2, text);
			attroff(a);
		}
	}
	attron(attr);
	app_draw_text(y + height - hist - 1, x, width, _("Coups"));
	attroff(attr);
	draw_results(t, y + height - hist, x, width, hist);
}
