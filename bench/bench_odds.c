/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench_odds.c: microseconds per exact computation of a full 8-deck shoe.
 * Prints figures; never passes or fails (see bench/README). */
#include "config.h"

#include <stdio.h>
#include <time.h>

#include "engine/odds.h"

#ifndef BENCH_FLAGS
#define BENCH_FLAGS "?"
#endif

static double now_us(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec * 1e6 + (double)t.tv_nsec / 1e3;
}

/* Best of several runs of a batch: the least disturbed figure. */
static double time_one(const struct rules *r, const uint32_t *count,
		       enum odds_five five, struct odds_result *o)
{
	const int batch = 200, runs = 15;
	double best = 1e30;

	for (int k = 0; k < runs; k++) {
		double t0 = now_us(), us;

		for (int i = 0; i < batch; i++)
			odds_compute(r, count, five, o);
		us = (now_us() - t0) / batch;
		if (us < best)
			best = us;
	}
	return best;
}

int main(void)
{
	static const enum odds_five modes[] = {
		ODDS_FIVE_PIDO, ODDS_FIVE_PLANTO, ODDS_FIVE_BEST,
	};
	struct rules r;
	struct odds_shoe shoe;
	struct odds_result o;

	printf("bench_odds: compiler %s\n", __VERSION__);
	printf("bench_odds: flags %s\n", BENCH_FLAGS);
	rules_init(&r);
	odds_shoe_init(&shoe, 8);
	for (size_t m = 0; m < sizeof modes / sizeof modes[0]; m++) {
		double us = time_one(&r, shoe.count, modes[m], &o);

		printf("bench_odds: 8 decks, --five %-6s %8.1f us per exact "
		       "computation (best of 15 x 200); Banca %.6f Punto %.6f "
		       "ancar %.6f\n", odds_five_name(modes[m]), us,
		       o.banca, o.punto, o.ancar);
		printf("figure: exact odds, 8 decks, --five %s = %.1f us\n",
		       odds_five_name(modes[m]), us);
	}
	return 0;
}
