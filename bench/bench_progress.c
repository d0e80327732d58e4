/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench_progress.c: milliseconds from the key to the Progress screen's
 * figures: what the screen reads (progress_load) for trainee "Ana" of a
 * database made by gen_history, median of 9 runs after a first one.
 * Prints figures; never passes or fails (see bench/README).
 *
 *   bench_progress DB
 *
 * Built with -DBENCH_OLD it times what the screen read before the
 * aggregates (every attempt's points, the weakest skills, the weak
 * spots), to be built against an older tree for the figure before. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "store/store.h"
#ifndef BENCH_OLD
#include "tui/progress_model.h"
#endif

static double now_ms(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

static int cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static bool load_once(struct store *st, struct error *err)
{
#ifdef BENCH_OLD
	struct store_point *points = NULL;
	struct store_skill all[SKILL__COUNT];
	struct store_spot *spots = NULL;
	size_t n_points, n_all, n_spots;
	bool ok = store_progress(st, "Ana", STORE_BY_ATTEMPT, &points,
				 &n_points, err) &&
		  store_weakest(st, "Ana", 1, all, &n_all, err) &&
		  store_weak_spots(st, "Ana", 20, &spots, &n_spots, err);

	free(points);
	free(spots);
	return ok;
#else
	struct progress_data d;

	if (!progress_load(st, "Ana", 20, &d, err))
		return false;
	free(d.spots);
	return true;
#endif
}

int main(int argc, char **argv)
{
	double ms[9];
	struct error err;
	struct store *st;

	if (argc != 2) {
		fprintf(stderr, "usage: bench_progress DB\n");
		return 2;
	}
	if (!store_open(argv[1], &st, &err)) {
		fprintf(stderr, "bench_progress: %s\n", err.message);
		return 1;
	}
	if (!load_once(st, &err)) {     /* warms the page cache */
		fprintf(stderr, "bench_progress: %s\n", err.message);
		return 1;
	}
	for (int i = 0; i < 9; i++) {
		double t0 = now_ms();

		load_once(st, &err);
		ms[i] = now_ms() - t0;
	}
	qsort(ms, 9, sizeof ms[0], cmp);
	printf("bench_progress: %s: Progress screen's figures of Ana:"
	       " %.1f ms (median of 9; min %.1f, max %.1f)\n", argv[1], ms[4],
	       ms[0], ms[8]);
	printf("figure: Progress screen's figures, %s = %.1f ms\n",
	       strstr(argv[1], "10000") != NULL ? "10,000 attempts"
					      : "one database", ms[4]);
	store_close(st);
	return 0;
}
