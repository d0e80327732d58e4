/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lesson_next.h: what comes after a lesson, in one line for its
 * summary: the next lesson of its chain, open (just opened, or before)
 * or what mastering this one still needs to open it, with the way to
 * practise until mastered. */
#ifndef TUI_LESSON_NEXT_H
#define TUI_LESSON_NEXT_H

#include <stddef.h>

struct settings;

/* The line after lesson id into buf ("" when id is no lesson of the
 * library). */
void lesson_next_text(struct settings *st, const char *id, char *buf,
		      size_t size);

#endif
