/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_store_wait.c: a write that finds the database busy (another
 * connection holds its write lock, as another trainee's exam does on a
 * classroom's shared file) with a front end's store_wait (store.h): it
 * is told after STORE_WAIT_NOTICE_MS, waits past STORE_BUSY_TIMEOUT_MS
 * (where a store without one gives up) and writes once the lock is free,
 * then is told the wait is over; or gives up when the front end says so,
 * with "database is locked".  The lock is freed from inside the front
 * end's callback, so nothing here depends on how fast the machine is. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "store/store_impl.h"

static char dir[64];
static char path[96];

/* What the front end was told, and when it frees the lock. */
struct front {
	struct store *holder;           /* holds the write lock */
	int64_t free_after_ms;          /* frees it once told this */
	bool give_up;                   /* answers false */
	int told, over;
	int64_t first_ms, last_ms, over_ms;
};

static bool waiting(void *ctx, int64_t waited_ms, bool over)
{
	struct front *f = ctx;
	struct error err;

	if (over) {
		f->over++;
		f->over_ms = waited_ms;
		return true;
	}
	if (f->told++ == 0)
		f->first_ms = waited_ms;
	f->last_ms = waited_ms;
	if (f->give_up)
		return false;
	if (f->holder != NULL && waited_ms >= f->free_after_ms) {
		assert_true(store_commit(f->holder, &err));
		f->holder = NULL;
	}
	return true;
}

static void open_two(struct store **st, struct store **holder,
		     const struct store_wait *w)
{
	const struct store_open_watch watch = { NULL, NULL, w };
	struct error err;

	snprintf(dir, sizeof dir, "/tmp/crupier-wait.XXXXXX");
	assert_non_null(mkdtemp(dir));
	snprintf(path, sizeof path, "%s/class.db", dir);
	assert_true(store_open_watched(path, &watch, st, &err));
	assert_true(store_open(path, holder, &err));
	assert_true(store_begin(*holder, &err));
}

static int64_t trainees(struct store *st)
{
	sqlite3_stmt *q = NULL;
	int64_t n = -1;

	assert_int_equal(sqlite3_prepare_v2(st->db, "SELECT count(*) FROM"
					    " trainees", -1, &q, NULL),
			 SQLITE_OK);
	if (sqlite3_step(q) == SQLITE_ROW)
		n = sqlite3_column_int64(q, 0);
	sqlite3_finalize(q);
	return n;
}

static void teardown(struct store *st, struct store *holder)
{
	char file[128];

	store_close(holder);
	store_close(st);
	unlink(path);
	snprintf(file, sizeof file, "%s-wal", path);
	unlink(file);
	snprintf(file, sizeof file, "%s-shm", path);
	unlink(file);
	rmdir(dir);
}

static void store_wait__busy_past_the_timeout__told_waits_and_writes(
	void **state)
{
	struct front f = { .free_after_ms = STORE_BUSY_TIMEOUT_MS + 500 };
	const struct store_wait w = { waiting, &f };
	struct store *st, *holder;
	struct error err;
	int64_t id;

	(void)state;
	open_two(&st, &holder, &w);
	f.holder = holder;
	assert_true(store_begin(st, &err));
	assert_true(store_trainee_id(st, "Ana", &id, &err));
	assert_true(store_commit(st, &err));
	/* Told first once it had waited the notice's time, then about
	 * every second, past the time a store without a front end's
	 * store_wait gives up. */
	assert_true(f.first_ms >= STORE_WAIT_NOTICE_MS);
	assert_true(f.first_ms < STORE_BUSY_TIMEOUT_MS);
	assert_true(f.last_ms >= STORE_BUSY_TIMEOUT_MS);
	assert_true(f.told >= 2);
	assert_true(f.told <= 1 + (f.last_ms - f.first_ms) / 1000 + 1);
	/* Then told once that it is over. */
	assert_int_equal(f.over, 1);
	assert_true(f.over_ms >= f.last_ms);
	assert_int_equal(trainees(st), 1);
	teardown(st, holder);
}

static void store_wait__front_end_gives_up__database_is_locked(void **state)
{
	struct front f = { .give_up = true };
	const struct store_wait w = { waiting, &f };
	struct store *st, *holder;
	struct error err;

	(void)state;
	open_two(&st, &holder, &w);
	assert_false(store_begin(st, &err));
	assert_non_null(strstr(err.message, "database is locked"));
	assert_int_equal(f.told, 1);
	/* The notice goes with the write given up. */
	assert_int_equal(f.over, 1);
	assert_true(store_commit(holder, &err));
	assert_int_equal(trainees(st), 0);
	teardown(st, holder);
}

static void store_wait__lock_free__nobody_told(void **state)
{
	struct front f = { 0 };
	const struct store_wait w = { waiting, &f };
	struct store *st, *holder;
	struct error err;
	int64_t id;

	(void)state;
	open_two(&st, &holder, &w);
	assert_true(store_commit(holder, &err));
	assert_true(store_begin(st, &err));
	assert_true(store_trainee_id(st, "Ana", &id, &err));
	assert_true(store_commit(st, &err));
	assert_int_equal(f.told, 0);
	assert_int_equal(f.over, 0);
	teardown(st, holder);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(store_wait__busy_past_the_timeout__told_waits_and_writes),
		cmocka_unit_test(store_wait__front_end_gives_up__database_is_locked),
		cmocka_unit_test(store_wait__lock_free__nobody_told),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
