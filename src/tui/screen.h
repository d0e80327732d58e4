/* SPDX-License-Identifier: GPL-3.0-or-later */
/* screen.h: a screen of the trainer as a table of operations.
 *
 * As tig's view_ops and htop's Panel classes: every screen draws itself
 * into the whole terminal, handles a key and says what should happen next.
 * The main loop (app.c) owns the terminal, resizes, signals and the
 * screen stack; screens never call endwin(), exit() or getch(). */
#ifndef TUI_SCREEN_H
#define TUI_SCREEN_H

#include <stdbool.h>

struct app;
struct screen;

/* What a key did (flags; HANDLED alone means "nothing to redraw"). */
enum screen_result {
	SCREEN_HANDLED = 0,
	SCREEN_REDRAW = 1 << 0,   /* draw again */
	SCREEN_POP = 1 << 1,      /* close this screen, back to the one below */
	SCREEN_QUIT = 1 << 2,     /* leave the program */
	SCREEN_UNHANDLED = 1 << 3,/* not a key of this screen */
};

/* One line of the "?" help of a screen: the key as shown and what it
 * does (both N_() strings). */
struct key_help {
	const char *key;
	const char *what;
};

struct screen_ops {
	const char *name;
	/* Draws the whole screen on stdscr, sized LINES x COLS (at least
	 * the minimum size: the loop shows its own message below that). */
	void (*draw)(struct screen *s, struct app *app);
	/* Handles one key (a wint_t from get_wch, or a KEY_ code). */
	int (*key)(struct screen *s, struct app *app, int key, bool is_key_code);
	/* Called about once a second while the screen is shown (timers). */
	int (*tick)(struct screen *s, struct app *app);
	/* Frees the screen. */
	void (*destroy)(struct screen *s);
	/* Whether a text field has the keys now (may be NULL: never): then
	 * '?' is a character to type (an exam code, a search), not help. */
	bool (*typing)(const struct screen *s);
	const struct key_help *keys;   /* terminated by { NULL, NULL } */
};

struct screen {
	const struct screen_ops *ops;
	struct screen *below;          /* the stack, owned by app.c */
};

#endif
