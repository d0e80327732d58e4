/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_memory.h: the table cell_memory, what each trainee remembers of
 * each situation cell, and the times of his actions per cell.  The
 * scheduling (FSRS) and the ratings are learning/memory.c's; here are
 * only the rows. */
#ifndef STORE_STORE_MEMORY_H
#define STORE_STORE_MEMORY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/error.h"
#include "session/cell.h"
#include "store/store.h"

/* A trainee's row of one cell. */
struct store_memory {
	char cell[CELL_KEY_MAX];
	enum skill skill;
	int seen, right;
	double stability, difficulty;
	char due[STORE_TIME_MAX];
	char last_seen[STORE_TIME_MAX];
};

/* The row of trainee's cell (a name in trainees): *found false when he
 * has none yet. */
bool store_memory_get(struct store *st, const char *trainee,
		      const char *cell, struct store_memory *out,
		      bool *found, struct error *err);
/* One more review of the cell, right or not, leaving it with m's
 * stability, difficulty, last_seen and due (its row made when new),
 * inside the caller's transaction. */
bool store_memory_put(struct store *st, const char *trainee,
		      const struct store_memory *m, bool right,
		      struct error *err);
/* Each row of the trainee, soonest due first (then by cell), to each,
 * until each returns false. */
bool store_memory_each(struct store *st, const char *trainee,
		       bool (*each)(void *ctx, const struct store_memory *m),
		       void *ctx, struct error *err);
/* The times of the trainee's actions that have a cell (replays left
 * out): by cell, then time, each time with how many took it, to each,
 * until each returns false. */
bool store_cell_times(struct store *st, const char *trainee,
		      bool (*each)(void *ctx, const char *cell,
				   const struct store_time *t),
		      void *ctx, struct error *err);

#endif
