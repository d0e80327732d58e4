/* SPDX-License-Identifier: GPL-3.0-or-later */
/* class_screen.h: the Class screen, the teacher's live view.
 *
 * Every trainee of a class on one screen, one line each: what he is
 * doing (his newest attempt's scenario), its actions, his accuracy per
 * skill (the skills anyone of the class has done; below 75% marked '*'
 * as well as coloured, so it shows under NO_COLOR), the article of his
 * last mistake, the time and how it stands (running, passed, failed,
 * timed out, left).  The selected trainee's last mistake is spelt out
 * below.  The results database is read again every two seconds (SQLite:
 * polling; each recorder commits every action as it is done), so the
 * view follows the class live.  Up/Down and Page Up/Down scroll (30
 * trainees fit an 80x24 terminal by scrolling), 's' sorts by the
 * weakest skill (weakest first) or back by name.
 *
 * On a results server (PostgreSQL) the screen reads again when the
 * server's trigger notifies channel crupier_live that a trainee acted.
 *
 * From the menu the class is chosen from a list (straight in when there
 * is one); `crupier class watch CLASS` opens it on that class alone. */
#ifndef TUI_CLASS_SCREEN_H
#define TUI_CLASS_SCREEN_H

#include <stdbool.h>

struct app;

/* Pushes the screen: on class cls, or (NULL) its chooser first; false
 * when out of memory. */
bool class_screen_open(struct app *app, const char *cls);
/* The same on class cls of a results server (LISTEN crupier_live done:
 * the screen reads again when notified); the caller closes remote after
 * the screen. */
struct remote;
bool class_screen_open_remote(struct app *app, const char *cls,
			      struct remote *remote);

#endif
