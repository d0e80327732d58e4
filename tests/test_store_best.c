/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_store_best.c: a trainee's progress per scenario for the choosers
 * (store_best.h): attempts completed, the best score, passed, an attempt
 * under way; practice and other trainees left out. */
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

#include "store/store_best.h"
#include "store/store_impl.h"

static char dir[] = "/tmp/crupier-best.XXXXXX";
static char path[64];

static void exec(struct store *st, const char *sql)
{
	char *msg = NULL;

	if (sqlite3_exec(st->db, sql, NULL, NULL, &msg) != SQLITE_OK)
		fail_msg("%s: %s", sql, msg);
}

/* Ana: two complete drills (60, 92.5 passed), one in progress; a lesson
 * begun; practice; Beto's 100 on the same drill. */
static struct store *fixture(void)
{
	struct error err;
	struct store *st;

	assert_non_null(mkdtemp(dir));
	snprintf(path, sizeof path, "%s/results.db", dir);
	assert_true(store_open(path, &st, &err));
	exec(st, "INSERT INTO trainees (id, name, created) VALUES"
		 " (1, 'Ana', 'x'), (2, 'Beto', 'x')");
	exec(st, "INSERT INTO attempts (trainee, scenario, scenario_sha256,"
		 " profile, kind, started, status, score, pass_mark, passed)"
		 " VALUES"
		 " (1, 'drill-a', 'h', 'iplyc', 'drill', 't', 'complete', 60, 75, 0),"
		 " (1, 'drill-a', 'h', 'iplyc', 'drill', 't', 'complete', 92.5, 75, 1),"
		 " (1, 'drill-a', 'h', 'iplyc', 'drill', 't', 'in_progress', NULL, NULL, NULL),"
		 " (1, 'lesson-b', 'h', 'iplyc', 'lesson', 't', 'in_progress', NULL, NULL, NULL),"
		 " (1, 'lesson-c', 'h', 'iplyc', 'lesson', 't', 'abandoned', NULL, NULL, NULL),"
		 " (1, 'practice', '', 'iplyc', 'practice', 't', 'complete', 99, NULL, NULL),"
		 " (2, 'drill-a', 'h', 'iplyc', 'drill', 't', 'complete', 100, 75, 1)");
	return st;
}

static void teardown(struct store *st)
{
	char wal[80];

	store_close(st);
	unlink(path);
	snprintf(wal, sizeof wal, "%s-wal", path);
	unlink(wal);
	snprintf(wal, sizeof wal, "%s-shm", path);
	unlink(wal);
	rmdir(dir);
}

static void store_best__per_scenario_best_passed_and_begun(void **state)
{
	struct store *st = fixture();
	struct store_best *b;
	struct error err;
	size_t n;

	(void)state;
	assert_true(store_best_scores(st, "Ana", &b, &n, &err));
	/* Practice is no scenario of the library. */
	assert_int_equal(n, 3);
	assert_string_equal(b[0].scenario, "drill-a");
	assert_int_equal(b[0].complete, 2);
	assert_true(b[0].has_best);
	assert_true(b[0].best > 92.4 && b[0].best < 92.6);
	assert_true(b[0].passed);
	assert_true(b[0].begun);
	assert_string_equal(b[1].scenario, "lesson-b");
	assert_int_equal(b[1].complete, 0);
	assert_false(b[1].has_best);
	assert_true(b[1].begun);
	/* Abandoned: attempted, neither done nor under way. */
	assert_string_equal(b[2].scenario, "lesson-c");
	assert_int_equal(b[2].complete, 0);
	assert_false(b[2].begun);
	free(b);
	/* Nobody else's results. */
	assert_true(store_best_scores(st, "Carla", &b, &n, &err));
	assert_int_equal(n, 0);
	assert_null(b);
	teardown(st);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(store_best__per_scenario_best_passed_and_begun),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
