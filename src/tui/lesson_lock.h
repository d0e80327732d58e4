/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lesson_lock.h: which lessons of the library are locked for the
 * trainee (learning/lesson_open.h: a lesson opens when the one before it
 * in its profile is mastered, and never locks again), marked on the
 * catalog's entries for the Lessons chooser. */
#ifndef TUI_LESSON_LOCK_H
#define TUI_LESSON_LOCK_H

#include "tui/catalog.h"
#include "store/store.h"

/* Marks c's lessons locked or not for trainee; st NULL when there is no
 * results database yet.  profile: the settings' (the chooser's order). */
void lesson_lock_apply(struct catalog *c, struct store *st,
		       const char *trainee, const char *profile);

#endif
