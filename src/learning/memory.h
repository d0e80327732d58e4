/* SPDX-License-Identifier: GPL-3.0-or-later */
/* memory.h: what a trainee remembers of each situation cell (cell.h),
 * scheduled by FSRS-6 (fsrs.h) and kept in the results store
 * (cell_memory), updated by the recorder in each action's own
 * transaction.
 *
 * Each scored action is a review of its cell, rated:
 *   wrong, or done after a hint            Again
 *   right, slower than the cell's target   Hard
 *   right, in at most half the target      Easy
 *   right otherwise                        Good
 * The target is the skill's (memory_target_ms).  A cell falls due when
 * its chance of recall falls to MEMORY_RETENTION; a cell missed is due
 * within hours, one answered right in days, so a miss comes first in
 * the review ("Repaso", review.h). */
#ifndef LEARNING_MEMORY_H
#define LEARNING_MEMORY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "session/cell.h"
#include "learning/fsrs.h"
#include "session/session.h"
#include "store/store.h"

#define MEMORY_RETENTION 0.9f

/* The time a right answer of skill k should take, in ms.  A rules
 * profile states its own targets (scenario/targets.h), which mastery
 * reads; the memory's ratings do not read them yet: this table is where
 * their targets are set. */
int64_t memory_target_ms(enum skill k);
/* The rating of a recorded action. */
enum fsrs_rating memory_rating(const struct session_record *r);
/* The review of rec's cell by trainee (a name in trainees) at the
 * store's clock, inside the caller's transaction. */
bool memory_review(struct store *st, const char *trainee,
		   const struct session_record *rec, struct error *err);

/* A trainee's cell as the memory holds it. */
struct memory_cell {
	enum skill skill;
	char cell[CELL_KEY_MAX];
	int seen, right;
	int64_t median_ms;              /* of its actions on record */
	double stability, difficulty;
	char due[STORE_TIME_MAX];
	char last_seen[STORE_TIME_MAX];
};

/* The trainee's cells, soonest due first (then by cell); *out malloc'd. */
bool memory_cells(struct store *st, const char *trainee,
		  struct memory_cell **out, size_t *n,
		  struct error *err);
/* Whether cell c is due at the store's clock. */
bool memory_is_due(struct store *st, const struct memory_cell *c);

#endif
