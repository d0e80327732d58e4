/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench_simulate.c: millions of coups per second, whole 8-deck shoes with
 * shuffle, cut card and coups, on one core.  Prints figures; never passes
 * or fails (see bench/README). */
#include "config.h"

#include <stdio.h>
#include <time.h>

#include "engine/simulate.h"

#ifndef BENCH_FLAGS
#define BENCH_FLAGS "?"
#endif

static double now_s(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static void bench(const char *label, const struct rules *r,
		  enum odds_five five, uint64_t shoes)
{
	static struct simulator sim;
	const int runs = 5;
	double best = 0;
	struct simulate_counts c;

	simulate_init(&sim, r, 0, five);
	for (int k = 0; k < runs; k++) {
		struct rng rng;
		double t0, rate;

		rng_seed(&rng, (uint64_t)k + 1);
		simulate_counts_clear(&c);
		t0 = now_s();
		simulate_run(&sim, &rng, shoes, &c);
		rate = (double)c.coups / (now_s() - t0) / 1e6;
		if (rate > best)
			best = rate;
	}
	printf("bench_simulate: %-22s %6.1f million coups/s (best of %d x "
	       "%llu shoes, %llu coups each run)\n", label, best, runs,
	       (unsigned long long)shoes, (unsigned long long)c.coups);
	printf("figure: simulate, %s = %.1f M coups/s\n", label, best);
}

int main(void)
{
	struct rules r;

	printf("bench_simulate: compiler %s\n", __VERSION__);
	printf("bench_simulate: flags %s\n", BENCH_FLAGS);
	rules_init(&r);
	bench("iplyc, 8 decks, best", &r, ODDS_FIVE_BEST, 200000);
	rules_init_midi(&r);
	bench("lnse-midi, 8 decks", &r, ODDS_FIVE_PIDO, 200000);
	return 0;
}
