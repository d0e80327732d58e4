/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_busy.c: how a connection waits for another process's write.
 *
 * SQLite's own busy timeout sleeps longer and longer between tries (1, 2,
 * 5, ... up to 100 ms): with thirty trainees of a class committing an
 * action each at once, a waiter slept on long after the lock was free, and
 * `make check`'s thirty-exam test spent most of its time asleep.  This
 * handler tries again every millisecond or two (a try is one fcntl lock,
 * cheap) until STORE_BUSY_TIMEOUT_MS have passed, measured on the
 * monotonic clock; then SQLite returns SQLITE_BUSY as before.  What is
 * written and when it is committed does not change. */
#include "config.h"

#include <stdint.h>
#include <time.h>

#include "trainer/store_impl.h"

static int64_t now_ms(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (int64_t)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

static int busy_wait(void *ctx, int tries)
{
	struct store *st = ctx;
	/* 1 to 2 ms, varied so that waiters do not wake in step. */
	struct timespec pause = { 0, (1000 + (tries * 379) % 1000) * 1000L };

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
