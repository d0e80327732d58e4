/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lesson_practice_open.h: "p" in the Lessons: a lesson practised on
 * fresh coups until mastered (learning/lesson_practice.h), opened on
 * the table like any lesson and recorded under its id. */
#ifndef TUI_LESSON_PRACTICE_OPEN_H
#define TUI_LESSON_PRACTICE_OPEN_H

#include <stdbool.h>
#include <stddef.h>

struct app;
struct catalog_entry;

/* Builds the practice of lesson e and opens it; false with the reason
 * in msg when it cannot be (no skill cards bring about, no rules, no
 * results database). */
bool lesson_practice_open(struct app *app, const struct catalog_entry *e,
			  char *msg, size_t size);

#endif
