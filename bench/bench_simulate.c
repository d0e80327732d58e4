/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench_simulate.c: millions of coups per second, whole 8-deck shoes with
 * shuffle, cut card and coups, on one thread and on every core (the
 * blocks of `crupier simulate --threads`).  Prints figures; never passes
 * or fails (see bench/README). */
#include "config.h"

#include <stdio.h>
#include <time.h>

#include "cli/simulate_threads.h"
#include "engine/simulate.h"

#ifndef BENCH_FLAGS
#define BENCH_FLAGS "?"
#endif

static double clock_s(clockid_t id)
{
	struct timespec t;

	clock_gettime(id, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* Best of runs runs of shoes shoes on threads threads (0: the plain
 * one-thread loop, simulate_run, as before blocks existed). */
static void bench(const char *label, const struct rules *r,
		  enum odds_five five, uint64_t shoes, int threads)
{
	static struct simulator sim;
	const int runs = 5;
	double best = 0, cores_used = 0, per_cpu = 0;
	struct simulate_counts c;

	simulate_init(&sim, r, 0, five);
	for (int k = 0; k < runs; k++) {
		double t0, cpu0, rate;

		simulate_counts_clear(&c);
		t0 = clock_s(CLOCK_MONOTONIC);
		cpu0 = clock_s(CLOCK_PROCESS_CPUTIME_ID);
		if (threads == 0) {
			struct rng rng;

			rng_seed(&rng, (uint64_t)k + 1);
			simulate_run(&sim, &rng, shoes, &c);
		} else {
			simulate_threads_run(&sim, (uint64_t)k + 1, shoes,
					     threads, &c);
		}
		t0 = clock_s(CLOCK_MONOTONIC) - t0;
		cpu0 = clock_s(CLOCK_PROCESS_CPUTIME_ID) - cpu0;
		rate = (double)c.coups / t0 / 1e6;
		if (rate > best) {
			best = rate;
			cores_used = cpu0 / t0;
			per_cpu = (double)c.coups / cpu0 / 1e6;
		}
	}
	/* Other work on the machine takes cores away: the CPU time shows
	 * how many this run really had. */
	printf("bench_simulate: %-22s %-9s %6.1f million coups/s (best of "
	       "%d x %llu shoes; %.2f cores busy, %.1f M per CPU second)\n",
	       label, threads == 0 ? "1 loop" : "all cores", best, runs,
	       (unsigned long long)shoes, cores_used, per_cpu);
	printf("figure: simulate, %s, %s = %.1f M coups/s\n", label,
	       threads == 0 ? "1 loop" : "all cores", best);
}

int main(void)
{
	struct rules r;
	int cores = simulate_threads_default();

	printf("bench_simulate: compiler %s\n", __VERSION__);
	printf("bench_simulate: flags %s\n", BENCH_FLAGS);
	printf("bench_simulate: %d processor(s) online\n", cores);
	rules_init(&r);
	bench("iplyc, 8 decks, best", &r, ODDS_FIVE_BEST, 200000, 0);
	bench("iplyc, 8 decks, best", &r, ODDS_FIVE_BEST, 400000, cores);
	rules_init_midi(&r);
	bench("lnse-midi, 8 decks", &r, ODDS_FIVE_PIDO, 200000, 0);
	bench("lnse-midi, 8 decks", &r, ODDS_FIVE_PIDO, 400000, cores);
	return 0;
}
