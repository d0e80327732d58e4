/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_mastery.c: mastery of a skill over its last N attempts against
 * the profile's accuracy and target time (mastery.h), time to mastery,
 * and the chain of lessons that opens on mastery and never locks again
 * (lesson_open.h). */
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

#include "scenario/targets.h"
#include "learning/lesson_open.h"
#include "learning/mastery.h"
#include "store/store_impl.h"

static char dir[64];
static char path[96];

static void exec(struct store *st, const char *sql)
{
	char *msg = NULL;

	if (sqlite3_exec(st->db, sql, NULL, NULL, &msg) != SQLITE_OK)
		fail_msg("%s: %s", sql, msg);
}

static struct store *fixture(void)
{
	struct error err;
	struct store *st;

	snprintf(dir, sizeof dir, "/tmp/crupier-mastery.XXXXXX");
	assert_non_null(mkdtemp(dir));
	snprintf(path, sizeof path, "%s/results.db", dir);
	assert_true(store_open(path, &st, &err));
	exec(st, "INSERT INTO trainees (id, name, created) VALUES"
		 " (1, 'Ana', 'x'), (2, 'Beto', 'x')");
	return st;
}

static void teardown(struct store *st)
{
	char f[128];

	store_close(st);
	snprintf(f, sizeof f, "%s-wal", path);
	unlink(f);
	snprintf(f, sizeof f, "%s-shm", path);
	unlink(f);
	unlink(path);
	rmdir(dir);
}

/* An attempt of trainee at scenario, started on day (1-28 of March). */
static void attempt(struct store *st, int id, int trainee,
		    const char *scenario, int day)
{
	char sql[512];

	snprintf(sql, sizeof sql, "INSERT INTO attempts (id, trainee,"
		 " scenario, scenario_sha256, profile, kind, started) VALUES"
		 " (%d, %d, '%s', 'h', 'iplyc', 'lesson',"
		 " '2026-03-%02dT10:00:00Z')", id, trainee, scenario, day);
	exec(st, sql);
}

/* n actions of skill in attempt, right or not, each ms long. */
static void actions(struct store *st, int attempt, const char *skill, int n,
		    bool right, int ms, bool hint, bool replay)
{
	char sql[512];
	static int idx;

	for (int i = 0; i < n; i++) {
		snprintf(sql, sizeof sql, "INSERT INTO actions (attempt, idx,"
			 " coup, skill, expected_key, given_key, correct,"
			 " wrong_amount, ms, article, replay, done_at, hint)"
			 " VALUES (%d, %d, 1, '%s', 'k', 'k', %d, 0, %d, 'a',"
			 " %d, (SELECT started FROM attempts WHERE id = %d),"
			 " %d)", attempt, ++idx, skill, right, ms, replay,
			 attempt, hint);
		exec(st, sql);
	}
}

static void tries(struct mastery_try *t, size_t from, size_t n, bool right,
		  int64_t ms)
{
	for (size_t i = from; i < from + n; i++) {
		t[i].right = right;
		t[i].ms = ms;
		snprintf(t[i].at, sizeof t[i].at, "2026-03-%02zuT10:00:00Z",
			 1 + i / 10);
	}
}

static void mastery__window_right_and_fast__is_mastered(void **state)
{
	struct mastery_try t[40];
	struct mastery m;
	char text[256];
	struct rules r;

	(void)state;
	rules_init(&r);
	tries(t, 0, 20, true, 2000);
	mastery_judge(t, 19, &r, SKILL_DRAWING, &m);
	assert_false(m.mastered);
	assert_false(m.reached);
	mastery_text(&m, text, sizeof text);
	assert_string_equal(text, "1 more action; right 100%, needs 90%;"
			    " median 2.0 s, target 3.0 s");
	mastery_judge(t, 20, &r, SKILL_DRAWING, &m);
	assert_true(m.mastered);
	assert_true(m.reached);
	assert_int_equal(m.reached_after, 20);
	assert_int_equal(m.reached_practice_ms, 40000);
	assert_int_equal(m.target_ms, 3000);
	mastery_text(&m, text, sizeof text);
	assert_string_equal(text, "mastered in 20 actions (40.0 s of"
			    " practice, over 1 day)");
}

/* 90% of 20 is 18 right: 17 is not enough. */
static void mastery__accuracy__needs_the_profile_share(void **state)
{
	struct mastery_try t[20];
	struct mastery m;
	char text[256];
	struct rules r;

	(void)state;
	rules_init(&r);
	tries(t, 0, 17, true, 1000);
	tries(t, 17, 3, false, 1000);
	mastery_judge(t, 20, &r, SKILL_PAYOUTS, &m);
	assert_false(m.mastered);
	mastery_text(&m, text, sizeof text);
	assert_string_equal(text, "right 85%, needs 90%; median 1.0 s,"
			    " target 8.0 s");
	tries(t, 17, 1, true, 1000);
	mastery_judge(t, 20, &r, SKILL_PAYOUTS, &m);
	assert_true(m.mastered);
	/* A profile asking less. */
	r.mastery_accuracy = 80;
	r.mastery_attempts = 5;
	tries(t, 0, 20, false, 1000);
	tries(t, 15, 4, true, 1000);
	mastery_judge(t, 20, &r, SKILL_PAYOUTS, &m);
	assert_true(m.mastered);
	assert_int_equal(m.reached_after, 19);
}

/* Right every time but slower than the target: not mastered. */
static void mastery__median_over_target__is_not_mastered(void **state)
{
	struct mastery_try t[20];
	struct mastery m;
	struct rules r;

	(void)state;
	rules_init(&r);
	r.target_ms[SKILL_PAYOUTS] = 5000;
	tries(t, 0, 20, true, 5001);
	mastery_judge(t, 20, &r, SKILL_PAYOUTS, &m);
	assert_false(m.mastered);
	assert_int_equal(m.recent_median_ms, 5001);
	tries(t, 0, 10, true, 5000);
	mastery_judge(t, 20, &r, SKILL_PAYOUTS, &m);
	assert_true(m.mastered);
}

/* Reached once, then slipping: the time to mastery stays, marked. */
static void mastery__slipped__keeps_time_to_mastery(void **state)
{
	struct mastery_try t[40];
	struct mastery m;
	char text[256];
	struct rules r;

	(void)state;
	rules_init(&r);
	tries(t, 0, 5, false, 2000);
	tries(t, 5, 25, true, 2000);
	tries(t, 30, 10, false, 2000);
	mastery_judge(t, 40, &r, SKILL_DEALING, &m);
	assert_true(m.reached);
	assert_false(m.mastered);
	assert_int_equal(m.reached_after, 23);   /* 2 wrong and 18 right */
	mastery_text(&m, text, sizeof text);
	assert_string_equal(text, "mastered in 23 actions (46.0 s of"
			    " practice, over 2 days); below the targets"
			    " lately");
}

/* From the store: hints count as wrong, replays are left out, other
 * trainees and (when asked) other scenarios too. */
static void mastery__store__hints_wrong_replays_out(void **state)
{
	struct mastery m[SKILL__COUNT];
	struct error err;
	struct rules r;
	struct store *st = fixture();

	(void)state;
	rules_init(&r);
	attempt(st, 1, 1, "lesson-a", 1);
	actions(st, 1, "drawing", 20, true, 1000, false, false);
	actions(st, 1, "drawing", 5, false, 1000, false, true);
	attempt(st, 2, 2, "lesson-a", 1);
	actions(st, 2, "drawing", 5, false, 1000, false, false);
	assert_true(store_mastery(st, "Ana", NULL, &r, m, &err));
	assert_int_equal(m[SKILL_DRAWING].seen, 20);
	assert_true(m[SKILL_DRAWING].mastered);
	assert_int_equal(m[SKILL_PAYOUTS].seen, 0);
	attempt(st, 3, 1, "drill-b", 2);
	actions(st, 3, "drawing", 3, true, 1000, true, false);
	assert_true(store_mastery(st, "Ana", NULL, &r, m, &err));
	assert_int_equal(m[SKILL_DRAWING].recent_right, 17);
	assert_false(m[SKILL_DRAWING].mastered);
	assert_true(store_mastery(st, "Ana", "lesson-a", &r, m, &err));
	assert_true(m[SKILL_DRAWING].mastered);
	teardown(st);
}

/* The judge keeps where it stopped walking (mastery_scan.c): what it says
 * after new actions, and after actions that come before that point (an
 * older attempt imported), is what a walk from the beginning says. */
static void same_judge(const struct mastery *a, const struct mastery *b)
{
	assert_int_equal(a->seen, b->seen);
	assert_int_equal(a->recent, b->recent);
	assert_int_equal(a->recent_right, b->recent_right);
	assert_int_equal(a->recent_median_ms, b->recent_median_ms);
	assert_int_equal(a->mastered, b->mastered);
	assert_int_equal(a->reached, b->reached);
	assert_int_equal(a->reached_after, b->reached_after);
	assert_int_equal(a->reached_practice_ms, b->reached_practice_ms);
	assert_string_equal(a->reached_at, b->reached_at);
	assert_string_equal(a->first_at, b->first_at);
}

static void mastery__kept_walk__same_as_walking_again(void **state)
{
	struct mastery kept[SKILL__COUNT], fresh[SKILL__COUNT];
	struct error err;
	struct rules r;
	struct store *st = fixture();

	(void)state;
	rules_init(&r);
	attempt(st, 1, 1, "lesson-a", 2);
	actions(st, 1, "drawing", 20, true, 1000, false, false);
	assert_true(store_mastery(st, "Ana", NULL, &r, kept, &err));
	assert_true(kept[SKILL_DRAWING].mastered);
	/* New actions: read from where the walk stopped. */
	attempt(st, 2, 1, "lesson-a", 3);
	actions(st, 2, "drawing", 5, false, 1000, false, false);
	actions(st, 2, "payouts", 3, true, 2000, false, false);
	assert_true(store_mastery(st, "Ana", NULL, &r, kept, &err));
	assert_int_equal(kept[SKILL_DRAWING].recent_right, 15);
	exec(st, "DELETE FROM mastery_scan");
	assert_true(store_mastery(st, "Ana", NULL, &r, fresh, &err));
	for (int k = 0; k < SKILL__COUNT; k++)
		same_judge(&kept[k], &fresh[k]);
	/* An older attempt comes in behind the kept walk: walked again. */
	attempt(st, 3, 1, "drill-b", 1);
	actions(st, 3, "drawing", 10, false, 1000, false, false);
	assert_true(store_mastery(st, "Ana", NULL, &r, kept, &err));
	assert_string_equal(kept[SKILL_DRAWING].first_at,
			    "2026-03-01T10:00:00Z");
	/* 10 wrong, then 18 of the 20 right make the first window at 90%. */
	assert_int_equal(kept[SKILL_DRAWING].reached_after, 28);
	exec(st, "DELETE FROM mastery_scan");
	assert_true(store_mastery(st, "Ana", NULL, &r, fresh, &err));
	for (int k = 0; k < SKILL__COUNT; k++)
		same_judge(&kept[k], &fresh[k]);
	/* And per scenario the same. */
	assert_true(store_mastery(st, "Ana", "lesson-a", &r, kept, &err));
	assert_true(store_mastery(st, "Ana", "lesson-a", &r, kept, &err));
	exec(st, "DELETE FROM mastery_scan");
	assert_true(store_mastery(st, "Ana", "lesson-a", &r, fresh, &err));
	for (int k = 0; k < SKILL__COUNT; k++)
		same_judge(&kept[k], &fresh[k]);
	teardown(st);
}

/* Lessons 1-3 of iplyc and one of trad: the first of each chain is
 * open; mastering lesson 1 opens lesson 2 for good. */
static void lesson_chain__opens_on_mastery__never_locks_again(void **state)
{
	static bool drawing[SKILL__COUNT] = { [SKILL_DRAWING] = true };
	struct lesson_link l[4];
	struct error err;
	struct rules r;
	struct store *st = fixture();
	bool rec;

	(void)state;
	rules_init(&r);
	memset(l, 0, sizeof l);
	l[0] = (struct lesson_link){ "l1", "iplyc", drawing, &r, false, false, 0 };
	l[1] = (struct lesson_link){ "l2", "iplyc", drawing, &r, false, false, 0 };
	l[2] = (struct lesson_link){ "t1", "trad", drawing, &r, false, false, 0 };
	l[3] = (struct lesson_link){ "l3", "iplyc", drawing, &r, false, false, 0 };
	assert_true(lesson_chain(st, "Ana", l, 4, &err));
	assert_true(l[0].open);
	assert_false(l[1].open);
	assert_int_equal(l[1].before, 0);
	assert_true(l[2].open);
	assert_int_equal(l[2].before, -1);
	assert_false(l[3].open);
	assert_int_equal(l[3].before, 1);
	/* 19 right: one short. */
	attempt(st, 1, 1, "l1", 1);
	actions(st, 1, "drawing", 19, true, 1000, false, false);
	assert_true(lesson_chain(st, "Ana", l, 4, &err));
	assert_false(l[1].open);
	actions(st, 1, "drawing", 1, true, 1000, false, false);
	assert_true(lesson_chain(st, "Ana", l, 4, &err));
	assert_true(l[1].open);
	assert_false(l[3].open);
	assert_true(lesson_is_recorded(st, "Ana", "l2", &rec, &err));
	assert_true(rec);
	assert_true(lesson_is_recorded(st, "Beto", "l2", &rec, &err));
	assert_false(rec);
	/* Ana then does lesson 1 badly, and the profile asks more: lesson
	 * 2 stays open. */
	attempt(st, 2, 1, "l1", 2);
	actions(st, 2, "drawing", 20, false, 9000, false, false);
	r.mastery_accuracy = 100;
	assert_true(lesson_chain(st, "Ana", l, 4, &err));
	assert_true(l[1].open);
	/* Beto has lesson 2 locked; a lesson attempted is open anyway. */
	assert_true(lesson_chain(st, "Beto", l, 4, &err));
	assert_false(l[1].open);
	l[3].attempted = true;
	assert_true(lesson_chain(st, "Beto", l, 4, &err));
	assert_true(l[3].open);
	teardown(st);
}

int main(void)
{
	static const struct CMUnitTest tests[] = {
		cmocka_unit_test(mastery__window_right_and_fast__is_mastered),
		cmocka_unit_test(mastery__accuracy__needs_the_profile_share),
		cmocka_unit_test(mastery__median_over_target__is_not_mastered),
		cmocka_unit_test(mastery__slipped__keeps_time_to_mastery),
		cmocka_unit_test(mastery__store__hints_wrong_replays_out),
		cmocka_unit_test(mastery__kept_walk__same_as_walking_again),
		cmocka_unit_test(lesson_chain__opens_on_mastery__never_locks_again),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
