/* SPDX-License-Identifier: GPL-3.0-or-later */
/* app.c: the main loop, resize, signals, help overlay; see app.h. */
#include "config.h"

#include "tui/app.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include <ncursesw/curses.h>

#include "i18n.h"
#include "scenario/safe_text.h"
#include "base/text_width.h"

void app_push(struct app *app, struct screen *s)
{
	s->below = app->top;
	app->top = s;
}

static void pop(struct app *app)
{
	struct screen *s = app->top;

	if (s == NULL)
		return;
	app->top = s->below;
	if (s->ops->destroy != NULL)
		s->ops->destroy(s);
}

/* Everything drawn goes through the two functions below, which show no
 * control character and no bidi override (safe_text.h): a title or a
 * name from a file must not drive the terminal or run backwards. */
#define CLEAN_MAX 16384

void app_draw_text(int y, int x, int width, const char *text)
{
	char clean[CLEAN_MAX];
	size_t bytes;

	if (width <= 0 || y < 0 || y >= LINES)
		return;
	safe_text_clean(text, clean, sizeof clean, false);
	text = clean;
	text_fit(text, width, &bytes);
	if (bytes >= strlen(text) || width < 2) {
		mvaddnstr(y, x, text, (int)bytes);
		return;
	}
	/* Never cut without saying so: one column less, and the ellipsis
	 * (tests/e2e/screens.sh finds every cut by it). */
	text_fit(text, width - 1, &bytes);
	mvaddnstr(y, x, text, (int)bytes);
	addstr(term_unicode() ? "…" : "~");
}

int app_draw_wrapped(int y, int x, int height, int width, const char *text)
{
	char clean[CLEAN_MAX];
	int line = 0;

	safe_text_clean(text, clean, sizeof clean, true);
	text = clean;

	while (*text != '\0' && line < height) {
		size_t cut = text_wrap_cut(text, width);
		const char *rest = text + cut;

		while (*rest == ' ' || *rest == '\n')
			rest++;
		if (line + 1 == height && *rest != '\0' && width >= 2) {
			/* More than the room: the last line says so. */
			size_t bytes;

			text_fit(text, width - 1, &bytes);
			if (bytes > cut)
				bytes = cut;
			mvaddnstr(y + line, x, text, (int)bytes);
			addstr(term_unicode() ? "…" : "~");
			return line + 1;
		}
		mvaddnstr(y + line, x, text, (int)cut);
		text = rest;
		line++;
	}
	return line;
}

void app_draw_frame(const char *title, const char *hint)
{
	attron(term_attr(STYLE_TITLE));
	mvhline(0, 0, ' ', COLS);
	app_draw_text(0, 1, COLS - 2, title);
	attroff(term_attr(STYLE_TITLE));
	attron(term_attr(STYLE_HINT));
	mvhline(LINES - 1, 0, ' ', COLS);
	app_draw_text(LINES - 1, 1, COLS - 2, hint);
	attroff(term_attr(STYLE_HINT));
}

static void draw_too_small(void)
{
	char msg[160];

	erase();
	snprintf(msg, sizeof msg, _("The terminal is %dx%d; crupier needs at least %dx%d."),
		 COLS, LINES, TERM_MIN_COLS, TERM_MIN_LINES);
	app_draw_wrapped(0, 0, LINES, COLS, msg);
	if (LINES > 2)
		app_draw_wrapped(LINES > 3 ? 2 : 1, 0, LINES - 2, COLS,
				 _("Enlarge the window, or press q to quit."));
}

static void draw_help(const struct screen *s)
{
	const struct key_help *k = s->ops->keys;
	int n = 0, width = 60, top, left, y, kw = 10;

	/* The key column as wide as the longest key in this language
	 * ("Izquierda, Derecha"), up to a third of the box. */
	for (const struct key_help *p = k; p != NULL && p->key != NULL; p++) {
		size_t bytes;
		int w = text_fit(_(p->key), width / 3, &bytes);

		if (w > kw)
			kw = w;
		n++;
	}
	top = (LINES - (n + 4)) / 2;
	left = (COLS - width) / 2;
	if (top < 1)
		top = 1;
	attron(term_attr(STYLE_SELECTED));
	for (y = 0; y < n + 4 && top + y < LINES - 1; y++)
		mvhline(top + y, left, ' ', width);
	app_draw_text(top, left + 2, width - 4, _("Keys of this screen"));
	y = top + 2;
	for (const struct key_help *p = k; p != NULL && p->key != NULL; p++, y++) {
		if (y >= LINES - 2)
			break;
		app_draw_text(y, left + 2, kw, _(p->key));
		app_draw_text(y, left + 4 + kw, width - 6 - kw, _(p->what));
	}
	app_draw_text(top + n + 3 < LINES - 1 ? top + n + 3 : LINES - 2,
		      left + 2, width - 4, _("Press any key to close."));
	attroff(term_attr(STYLE_SELECTED));
}

static void redraw(struct app *app)
{
	erase();
	if (!term_big_enough()) {
		draw_too_small();
	} else {
		app->top->ops->draw(app->top, app);
		if (app->show_help)
			draw_help(app->top);
	}
	/* One update a frame: ncurses sends only the changes (no flicker),
	 * in one write() (term.c); stdscr is the only window. */
	wnoutrefresh(stdscr);
	doupdate();
}

static int handle_key(struct app *app, wint_t ch, bool is_code)
{
	if (app->show_help) {
		app->show_help = false;
		return SCREEN_REDRAW;
	}
	if (!term_big_enough())
		return (!is_code && (ch == 'q' || ch == 'Q')) ? SCREEN_QUIT
			: SCREEN_HANDLED;
	if (!is_code && ch == '?' && !(app->top->ops->typing != NULL
					 && app->top->ops->typing(app->top))) {
		app->show_help = true;
		return SCREEN_REDRAW;
	}
	return app->top->ops->key(app->top, app, (int)ch, is_code);
}

int app_run(struct app *app, const struct term_prefs *prefs)
{
	int sig;
	bool dirty = true;
	int ticks = 0;

	if (!term_open(prefs))
		return 1;
	while (app->top != NULL && !app->quit && term_stop_signal() == 0) {
		wint_t ch;
		int rc, res = SCREEN_HANDLED;

		if (dirty) {
			redraw(app);
			dirty = false;
		}
		rc = get_wch(&ch);
		if (rc == ERR && term_check_hangup()) {
			break;
		} else if (rc == ERR) {
			/* Timeout: about once a second, let the screen tick. */
			if (++ticks >= 4) {
				ticks = 0;
				if (app->top->ops->tick != NULL && term_big_enough())
					res = app->top->ops->tick(app->top, app);
			}
		} else if (rc == KEY_CODE_YES && ch == KEY_RESIZE) {
			res = SCREEN_REDRAW;
		} else {
			res = handle_key(app, ch, rc == KEY_CODE_YES);
		}
		if (res & SCREEN_REDRAW)
			dirty = true;
		if (res & SCREEN_POP) {
			pop(app);
			dirty = true;
		}
		if (res & SCREEN_QUIT)
			app->quit = true;
	}
	term_close();
	sig = term_stop_signal();
	while (app->top != NULL)
		pop(app);
	return sig != 0 ? 128 + sig : 0;
}
