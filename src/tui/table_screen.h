/* SPDX-License-Identifier: GPL-3.0-or-later */
/* table_screen.h: the table, where the trainee runs the game.
 *
 * Declared here for the menu and the choosers; implemented by the table
 * screen's own module (table_screen.c).  Both functions push the screen
 * on top of app's stack; the screen pops itself when the trainee leaves,
 * back to the menu or chooser that opened it. */
#ifndef TUI_TABLE_SCREEN_H
#define TUI_TABLE_SCREEN_H

struct app;
struct scenario;
struct session_observer;
struct settings;

/* Opens the scenario sc (a drill, lesson or exam, already loaded and
 * valid).  Ownership of sc passes to the screen, which frees it with
 * free() when it closes (or at once if it cannot open).  obs (NULL:
 * none) is told of every action as it happens (the exam's results
 * store; obs and what it points to outlive the screen).
 * A scenario with `procedure:` opens procedure_screen_open() instead. */
void table_screen_open_observed(struct app *app, struct scenario *sc,
				const struct session_observer *obs);

/* Opens free practice: a random shoe with hints under the settings'
 * rules profile (st is the app's settings and outlives the screen), told
 * to obs as it goes (history_practice_observer(); NULL: unrecorded). */
void table_screen_open_practice(struct app *app, const struct settings *st,
				const struct session_observer *obs);

#endif
