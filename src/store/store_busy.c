/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_busy.c: how a connection waits for another process's write.
 *
 * SQLite's own busy timeout sleeps longer and longer between tries (1, 2,
 * 5, 10, 15, 20, 25, 25, 25, 50, 50, then 100 ms): with thirty trainees
 * of a class committing an action each at once, a waiter often slept on
 * long after the lock was free, worst when the machine was busy.  Trying
 * every millisecond throughout was no better: thirty waiters waking that
 * often took the CPU from the one holding the lock.  This handler sleeps
 * 1, 2, 4 and 8 ms, then 8 ms at a time (varied by under a millisecond,
 * so that waiters do not wake in step).  What is written and when it is
 * committed do not change.  Measured with bench/exams_at_once.sh (thirty
 * exams at once, 6,180 commits), alternating the three: SQLite's 2.9 s,
 * every 1-2 ms 3.3 s, this 2.65 s.
 *
 * How long: SQLite's locks queue nobody, so a waiter that wakes while
 * another holds the lock has lost that try, however long it has waited.
 * Thirty batch exams at once beside a parallel build (load 30 to 40 on 2
 * cores) had 3 to 16 of a try's waiters lose every try for ten seconds
 * (600 to 700 tries) and their exams stopped with "database is locked";
 * no other cause was found (no BUSY_SNAPSHOT, no statement left open
 * across a BEGIN, nothing at the opening).  So a store whose front end
 * gave a store_wait (the recorder's: a trainee's session) waits as long
 * as it takes and tells the front end after STORE_WAIT_NOTICE_MS; any
 * other gives up after STORE_BUSY_TIMEOUT_MS as before. */
#include "config.h"

#include <stdint.h>
#include <time.h>

#include "store/store_impl.h"

static int64_t now_ms(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (int64_t)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

/* Tells the front end of a wait under way; false: give it up. */
static bool tell(struct store *st, int64_t since, int64_t now)
{
	if (!st->wait_told) {
		st->wait_told = true;
		st->wait_since_ms = since;
	}
	st->wait_next_ms = now + 1000;
	return st->wait->waiting(st->wait->ctx, now - st->wait_since_ms,
				 false);
}

bool store_busy_pause(struct store *st, int64_t *since, int tries)
{
	long us = tries < 4 ? 1000L << tries : 8000L;
	struct timespec pause = { 0, (us + (tries * 379) % 1000) * 1000L };
	int64_t now = now_ms();

	if (tries == 0) {
		*since = now;
		if (!st->wait_told)
			st->wait_next_ms = 0;
	}
	if (st->wait == NULL || st->wait->waiting == NULL) {
		if (now - *since >= STORE_BUSY_TIMEOUT_MS)
			return false;
	} else if (now - *since >= STORE_WAIT_NOTICE_MS &&
		   now >= st->wait_next_ms && !tell(st, *since, now)) {
		return false;
	}
	nanosleep(&pause, NULL);
	return true;
}

static int busy_wait(void *ctx, int tries)
{
	struct store *st = ctx;

	return store_busy_pause(st, &st->busy_since_ms, tries);
}

void store_wait_over(struct store *st)
{
	if (!st->wait_told)
		return;
	st->wait_told = false;
	if (st->wait != NULL && st->wait->waiting != NULL)
		st->wait->waiting(st->wait->ctx, now_ms() - st->wait_since_ms,
				  true);
}

void store_set_wait(struct store *st, const struct store_wait *w)
{
	store_wait_over(st);
	st->wait = w;
}

void store_busy_install(struct store *st)
{
	sqlite3_busy_handler(st->db, busy_wait, st);
}
