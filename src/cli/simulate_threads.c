/* SPDX-License-Identifier: GPL-3.0-or-later */
/* simulate_threads.c: blocks of shoes on every core; see
 * simulate_threads.h. */
#include "config.h"

#include "cli/simulate_threads.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <unistd.h>

struct shared {
	const struct simulator *proto;
	uint64_t seed, shoes, blocks;
	atomic_uint_fast64_t next;      /* the next block nobody has taken */
};

struct worker {
	struct shared *sh;
	struct simulator sim;           /* each thread shuffles its own shoe */
	struct simulate_counts c;
	pthread_t thread;
	int started;
};

static void *worker_run(void *arg)
{
	struct worker *w = arg;
	struct shared *sh = w->sh;

	w->sim = *sh->proto;
	for (;;) {
		uint64_t b = atomic_fetch_add(&sh->next, 1);

		if (b >= sh->blocks)
			break;
		simulate_block(&w->sim, sh->seed, sh->shoes, b, &w->c);
	}
	return NULL;
}

int simulate_threads_default(void)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);

	if (n < 1)
		return 1;
	return n > SIMULATE_MAX_THREADS ? SIMULATE_MAX_THREADS : (int)n;
}

static void counts_add(struct simulate_counts *to,
		       const struct simulate_counts *c)
{
	to->shoes += c->shoes;
	to->coups += c->coups;
	to->banca += c->banca;
	to->punto += c->punto;
	to->ancar += c->ancar;
	to->void_pases += c->void_pases;
	to->naturals += c->naturals;
	to->banca_six += c->banca_six;
	to->cards_burnt += c->cards_burnt;
}

void simulate_threads_run(const struct simulator *proto, uint64_t seed,
			  uint64_t shoes, int threads,
			  struct simulate_counts *c)
{
	struct shared sh;
	struct worker *w;
	uint64_t blocks = simulate_blocks(shoes);
	int n;

	if (threads < 1)
		threads = 1;
	if (threads > SIMULATE_MAX_THREADS)
		threads = SIMULATE_MAX_THREADS;
	n = (uint64_t)threads > blocks ? (int)blocks : threads;
	if (n < 1)
		n = 1;
	sh.proto = proto;
	sh.seed = seed;
	sh.shoes = shoes;
	sh.blocks = blocks;
	atomic_init(&sh.next, 0);
	w = calloc((size_t)n, sizeof *w);
	if (w == NULL) {
		/* No memory for the workers: this thread plays every block
		 * (a simulator is small enough for the stack). */
		struct simulator one = *proto;

		simulate_seeded(&one, seed, shoes, c);
		return;
	}
	for (int i = 0; i < n; i++)
		w[i].sh = &sh;
	/* This thread is worker 0; the others run beside it. */
	for (int i = 1; i < n; i++)
		w[i].started = pthread_create(&w[i].thread, NULL, worker_run,
					      &w[i]) == 0;
	worker_run(&w[0]);
	for (int i = 1; i < n; i++)
		if (w[i].started)
			pthread_join(w[i].thread, NULL);
	/* Integer sums: the same in any order; added in worker order. */
	for (int i = 0; i < n; i++)
		counts_add(c, &w[i].c);
	free(w);
}
