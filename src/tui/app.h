/* SPDX-License-Identifier: GPL-3.0-or-later */
/* app.h: the trainer's main loop and its screen stack. */
#ifndef TUI_APP_H
#define TUI_APP_H

#include <stdbool.h>
#include <stddef.h>

#include "tui/screen.h"
#include "tui/term.h"

struct app {
	struct screen *top;        /* the screen shown */
	bool show_help;            /* the "?" overlay is up */
	bool quit;
	void *data;                /* the front end's shared state */
};

/* Pushes a screen on top (the app owns it from now on). */
void app_push(struct app *app, struct screen *s);
/* Runs until the last screen is popped, QUIT, or a stop signal.  Opens
 * and always restores the terminal.  Returns 0, or 128 + the signal. */
int app_run(struct app *app, const struct term_prefs *prefs);

/* Drawing helpers shared by screens. */
/* Title bar on line 0 and the key hint on the last line. */
void app_draw_frame(const char *title, const char *hint);
/* Text at y, x clipped to width columns (multibyte aware); never a
 * format: text from files is safe here. */
void app_draw_text(int y, int x, int width, const char *text);
/* Wraps text into the box (y, x, height, width); returns lines used. */
int app_draw_wrapped(int y, int x, int height, int width, const char *text);

#endif
