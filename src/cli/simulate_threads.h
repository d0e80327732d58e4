/* SPDX-License-Identifier: GPL-3.0-or-later */
/* simulate_threads.h: a seeded run of shoes on several threads.
 *
 * The threads take the blocks of the run (simulate.h) one at a time from
 * a shared counter, each on its own copy of the simulator, and their
 * counts are added at the end: the same counts as simulate_seeded() on
 * one thread, whatever the number of threads and however the blocks fell
 * to them.  Here, not in the engine, because threads are the front end's
 * business (the engine has no globals and starts nothing). */
#ifndef CLI_SIMULATE_THREADS_H
#define CLI_SIMULATE_THREADS_H

#include <stdint.h>

#include "engine/simulate.h"

/* The most threads --threads accepts. */
#define SIMULATE_MAX_THREADS 256

/* The processors online (sysconf), at least 1, at most
 * SIMULATE_MAX_THREADS. */
int simulate_threads_default(void);

/* Plays shoes shoes of seed seed from the set-up simulator *proto on up
 * to threads threads (1..SIMULATE_MAX_THREADS; never more than there are
 * blocks), adding to *c.  If a thread cannot be started, the threads
 * already running do its share: the counts are the same. */
void simulate_threads_run(const struct simulator *proto, uint64_t seed,
			  uint64_t shoes, int threads,
			  struct simulate_counts *c);

#endif
