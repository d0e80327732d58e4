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
 * so that waiters do not wake in step) until STORE_BUSY_TIMEOUT_MS have
 * passed on the monotonic clock; then SQLite returns SQLITE_BUSY as
 * before.  What is written and when it is committed do not change.
 * Measured with bench/exams_at_once.sh (thirty exams at once, 6,180
 * commits), alternating the three: SQLite's 2.9 s, every 1-2 ms 3.3 s,
 * this 2.65 s. */
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

static int busy_wait(void *ctx, int tries)
{
	struct store *st = ctx;
	long us = tries < 4 ? 1000L << tries : 8000L;
	struct timespec pause = { 0, (us + (tries * 379) % 1000) * 1000L };

	if (tries == 0)
		st->busy_since_ms = now_ms();
	else if (now_ms() - st->busy_since_ms >= STORE_BUSY_TIMEOUT_MS)
		return 0;
	nanosleep(&pause, NULL);
	return 1;
}

void store_busy_install(struct store *st)
{
	sqlite3_busy_handler(st->db, busy_wait, st);
}
