/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench_odds.c: microseconds per exact computation of a full 8-deck shoe.
 * Prints figures; never passes or fails (see bench/README). */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "engine/odds.h"
#include "engine/rng.h"

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

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

/* What the trainer would do if it showed the odds after every card: a
 * shuffled 8-deck shoe dealt card by card down to six cards, the odds
 * (--five best) recomputed after each card.  The median and the 99th
 * percentile of the computations of several shoes (a thinned shoe is
 * quicker: values that ran out cut whole branches of the sum). */
static void after_every_card(const struct rules *r)
{
	enum { SHOES = 5 };
	static double times[SHOES * ODDS_MAX_CARDS];
	struct odds_result o;
	int computed = 0;

	for (int k = 0; k < SHOES; k++) {
		struct odds_shoe shoe;
		uint8_t v[ODDS_MAX_CARDS];
		int n = 0;
		struct rng rng;

		odds_shoe_init(&shoe, 8);
		for (int value = 0; value < ODDS_VALUES; value++)
			for (uint32_t i = 0; i < shoe.count[value]; i++)
				v[n++] = (uint8_t)value;
		rng_seed(&rng, (uint64_t)k + 1);
		for (int i = n - 1; i > 0; i--) {
			int j = (int)rng_below(&rng, (uint32_t)i + 1);
			uint8_t x = v[i];

			v[i] = v[j];
			v[j] = x;
		}
		for (int i = 0; n - i > 6; i++) {
			double t0;

			shoe.count[v[i]]--;
			t0 = now_us();
			odds_compute(r, shoe.count, ODDS_FIVE_BEST, &o);
			times[computed++] = now_us() - t0;
		}
	}
	qsort(times, (size_t)computed, sizeof times[0], cmp_double);
	printf("bench_odds: 8 decks dealt card by card, --five best: median "
	       "%.1f us, 99th percentile %.1f us per computation (%d "
	       "computations, %d shoes)\n", times[computed / 2],
	       times[computed * 99 / 100], computed, SHOES);
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
	after_every_card(&r);
	return 0;
}
