/* SPDX-License-Identifier: GPL-3.0-or-later */
/* review_screen.h: "Review" ("Repaso"): the trainee's situation cells
 * (learning/memory.h) sorted by when they fall due, those due now marked,
 * and Enter building the review drill from them (learning/review.h) and
 * opening it on the table, recorded as a drill (never an exam). */
#ifndef TUI_REVIEW_SCREEN_H
#define TUI_REVIEW_SCREEN_H

#include <stdbool.h>

struct app;

/* Pushes the screen; false when out of memory. */
bool review_screen_open(struct app *app);

#endif
