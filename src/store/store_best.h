/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_best.h: what a trainee has done of each scenario, for the
 * choosers: how many attempts he completed, his best score and whether
 * one passed, and whether one is under way.  Free practice is left out
 * (it is no scenario of the library). */
#ifndef STORE_STORE_BEST_H
#define STORE_STORE_BEST_H

#include <stdbool.h>
#include <stddef.h>

#include "scenario/scenario.h"
#include "store/store.h"

struct store_best {
	char scenario[SCENARIO_ID_MAX];
	int complete;                   /* attempts completed */
	bool has_best;                  /* a completed one was scored */
	double best;                    /* 0..100, its best score */
	bool passed;                    /* a completed one passed */
	bool begun;                     /* an attempt is in progress */
};

/* One row per scenario id the trainee has attempted, in id order;
 * *out malloc'd (free()), NULL when n is 0. */
bool store_best_scores(struct store *st, const char *trainee,
		       struct store_best **out, size_t *n,
		       struct error *err);

#endif
