/* SPDX-License-Identifier: GPL-3.0-or-later */
/* procedure_screen.h: the trainee makes the shoe (IPLyC 8.7.1 at the
 * opening, 8.7.2 during play) or checks the decks (8.9.8), step by step,
 * seeing how well mixed the shoe is. */
#ifndef TUI_PROCEDURE_SCREEN_H
#define TUI_PROCEDURE_SCREEN_H

struct app;
struct scenario;
struct session_observer;

/* Opens scenario sc, whose `procedure:` is set; ownership of sc passes to
 * the screen (freed with free() when it closes, or at once if it cannot
 * open: then an error screen or message says why).  obs may be NULL. */
void procedure_screen_open(struct app *app, struct scenario *sc,
			   const struct session_observer *obs);

#endif
