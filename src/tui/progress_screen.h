/* SPDX-License-Identifier: GPL-3.0-or-later */
/* progress_screen.h: the trainee's progress: accuracy and median
 * response time per skill, over his attempts as sparklines, his weakest
 * skills, and "Practise my weak spots": the coups he got wrong most (not
 * yet made good by right answers since), Enter opening that scenario.
 * The name is asked once (the login name offered) and kept in the
 * settings for the rest of the run; drills are stored under it. */
#ifndef TUI_PROGRESS_SCREEN_H
#define TUI_PROGRESS_SCREEN_H

#include <stdbool.h>

struct app;

/* Pushes the screen; false when out of memory. */
bool progress_screen_open(struct app *app);

#endif
