/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_heatmap.h: the rows the heat maps read (learning/heatmap.c
 * places them on the maps): the scored actions that have a cell, of one
 * trainee, a few, a class or everyone, and the classes' names. */
#ifndef STORE_STORE_HEATMAP_H
#define STORE_STORE_HEATMAP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/error.h"
#include "store/store.h"

#define STORE_CELL_TRAINEES_MAX 200

/* Whose actions: the trainees named (n of them, at most
 * STORE_CELL_TRAINEES_MAX), else the members of class_name, else (NULL)
 * everyone's. */
struct store_cell_scope {
	const char *const *trainees;
	size_t n;
	const char *class_name;
};

/* The actions of one trainee at one cell that took one time (replays
 * left out; one done after a hint is not right): a row of the
 * aggregates' cell_times (store_agg_sql.h). */
struct store_cell_action {
	const char *cell;
	int64_t n, right;               /* how many, how many right */
	int64_t ms;
	int64_t trainee;                /* an id: the rows come by trainee */
};

/* Each row of the actions with a cell of the scope, trainee by
 * trainee (then by cell and time), to each, until each returns
 * false. */
bool store_cell_actions(struct store *st, const struct store_cell_scope *s,
			bool (*each)(void *ctx,
				     const struct store_cell_action *a),
			void *ctx, struct error *err);
/* Whether there is a class of that name (in every store from schema 6
 * on). */
bool store_class_exists(struct store *st, const char *name, bool *found,
			struct error *err);
/* Each class's name, in order, to each, until each returns false. */
bool store_class_names(struct store *st,
		       bool (*each)(void *ctx, const char *name), void *ctx,
		       struct error *err);

#endif
