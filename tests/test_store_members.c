/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_store_members.c: each trainee's totals for a class report
 * (store_member_sql.h), kept by triggers, equal the same counted again
 * from the attempts with the store's own crupier_passed and
 * crupier_score and from the aggregates, after every way an attempt
 * moves: started, answered (a replay, a hinted right answer, mistakes),
 * closed, its results server's verdict arriving later, contradicting
 * the claim, unjudgeable, released, abandoned, given to another
 * trainee, deleted; odd stored values (a score as text, a real pass
 * mark) the same as the C functions read them; written by the sqlite3
 * shell, which has no crupier_passed; and an older file's history
 * counted once by the step. */
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
#include <sqlite3.h>

#include "store/store.h"
#include "store/store_impl.h"
#include "store/store_outcome.h"

static char dir[64];

static int setup(void **state)
{
	(void)state;
	snprintf(dir, sizeof dir, "/tmp/crupier-members-XXXXXX");
	return mkdtemp(dir) != NULL ? 0 : -1;
}

static int teardown(void **state)
{
	char cmd[128];

	(void)state;
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	return system(cmd) == 0 ? 0 : -1;
}

static void exec_ok(sqlite3 *db, const char *sql)
{
	char *msg = NULL;

	if (sqlite3_exec(db, sql, NULL, NULL, &msg) != SQLITE_OK)
		fail_msg("%s: %s", sql, msg != NULL ? msg : "?");
}

/* A query's rows as one text. */
static char *rows(sqlite3 *db, const char *sql)
{
	size_t len = 0, cap = 1 << 14;
	char *out = malloc(cap);
	sqlite3_stmt *q;

	assert_non_null(out);
	out[0] = '\0';
	if (sqlite3_prepare_v2(db, sql, -1, &q, NULL) != SQLITE_OK)
		fail_msg("%s: %s", sql, sqlite3_errmsg(db));
	while (sqlite3_step(q) == SQLITE_ROW) {
		for (int c = 0; c < sqlite3_column_count(q); c++) {
			const unsigned char *t = sqlite3_column_text(q, c);
			size_t n = t != NULL ? strlen((const char *)t) : 4;

			if (len + n + 3 > cap) {
				cap *= 2;
				out = realloc(out, cap);
				assert_non_null(out);
			}
			len += (size_t)sprintf(out + len, "%s%c",
					       t != NULL ? (const char *)t
							 : "NULL",
					       c + 1 < sqlite3_column_count(q)
					       ? '|' : '\n');
		}
	}
	sqlite3_finalize(q);
	return out;
}

#define KEPT_TOTALS                                                        \
	"SELECT trainee, attempts, exams, passed, best, last FROM"         \
	" member_totals ORDER BY 1"
#define COUNTED_TOTALS                                                     \
	"SELECT a.trainee, count(*), coalesce(sum(a.exam), 0),"            \
	" sum(CASE WHEN a.exam = 1 AND " STORE_PASSED_SQL("a") " = 1 THEN" \
	" 1 ELSE 0 END), max(CASE WHEN a.exam = 1 THEN "                   \
	STORE_SCORE_SQL("a") " END), max(a.started) FROM attempts a"       \
	" GROUP BY a.trainee ORDER BY 1"
#define KEPT_SKILLS                                                        \
	"SELECT trainee, skill, actions, mistakes FROM member_skills"      \
	" ORDER BY 1, 2"
#define COUNTED_SKILLS                                                     \
	"SELECT a.trainee, x.skill, count(*), sum(x.correct = 0) FROM"     \
	" actions x JOIN attempts a ON a.id = x.attempt WHERE"             \
	" x.replay = 0 GROUP BY 1, 2 ORDER BY 1, 2"

/* The kept totals are those counted again (db: a store's connection,
 * with crupier_passed). */
static void check_same(sqlite3 *db, const char *when)
{
	const char *const kept[] = { KEPT_TOTALS, KEPT_SKILLS };
	const char *const counted[] = { COUNTED_TOTALS, COUNTED_SKILLS };

	for (int i = 0; i < 2; i++) {
		char *x = rows(db, kept[i]);
		char *y = rows(db, counted[i]);

		if (strcmp(x, y) != 0)
			fail_msg("%s: kept\n%s\ncounted again\n%s", when, x, y);
		free(x);
		free(y);
	}
}

static void add_trainees(sqlite3 *db)
{
	exec_ok(db, "INSERT INTO trainees VALUES (1, 'Ana', '2026-01-01');"
		"INSERT INTO trainees VALUES (2, 'Beto', '2026-01-01');"
		"INSERT INTO trainees VALUES (3, 'Ceci', '2026-01-01');");
}

/* Attempt id of trainee, exam or not, started at day. */
static void start(sqlite3 *db, int id, int trainee, int exam, int day)
{
	char sql[512];

	snprintf(sql, sizeof sql, "INSERT INTO attempts (id, trainee,"
		 " scenario, scenario_sha256, profile, kind, exam, started,"
		 " status) VALUES (%d, %d, 's', 'aa', 'iplyc', '%s', %d,"
		 " '2026-03-%02dT10:00:00Z', 'in_progress')", id, trainee,
		 exam ? "exam" : "drill", exam, day);
	exec_ok(db, sql);
}

/* Action idx of attempt: skill, right or not, replay, hint. */
static void act(sqlite3 *db, int attempt, int idx, const char *skill,
		int correct, int replay, int hint)
{
	char sql[512];

	snprintf(sql, sizeof sql, "INSERT INTO actions (attempt, idx, coup,"
		 " skill, expected_key, given_key, correct, wrong_amount, ms,"
		 " article, replay, done_at, hint) VALUES (%d, %d, 1, '%s',"
		 " 'k', 'g', %d, 0, %d, 'a', %d, '2026-03-01T10:00:%02dZ',"
		 " %d)", attempt, idx, skill, correct, 100 + 10 * idx, replay,
		 idx % 60, hint);
	exec_ok(db, sql);
}

/* Closed: score, mark 75, passed as the score says. */
static void close_attempt(sqlite3 *db, int id, const char *score)
{
	char sql[512];

	snprintf(sql, sizeof sql, "UPDATE attempts SET status = 'complete',"
		 " ended = started, score = %s, pass_mark = 75, passed ="
		 " (%s >= 75), time_exceeded = 0, fail_reason = '',"
		 " critical = 0, max_critical = 2 WHERE id = %d", score, score,
		 id);
	exec_ok(db, sql);
}

/* An attempt's life, step by step, checked after each. */
static void live(sqlite3 *db)
{
	add_trainees(db);
	check_same(db, "no attempt");
	start(db, 1, 1, 1, 1);
	check_same(db, "started");
	act(db, 1, 0, "payouts", 1, 0, 0);
	act(db, 1, 1, "payouts", 0, 0, 0);
	act(db, 1, 2, "payouts", 0, 1, 0);      /* a replay */
	act(db, 1, 3, "drawing", 1, 0, 1);      /* hinted, right */
	check_same(db, "answered");
	close_attempt(db, 1, "90");
	check_same(db, "closed passed");
	start(db, 2, 1, 1, 2);
	act(db, 2, 0, "drawing", 0, 0, 0);
	close_attempt(db, 2, "95");
	check_same(db, "a better exam");
	/* A results server's: awaiting its verdict, then judged lower
	 * (the claim contradicted), unjudgeable, judged again. */
	exec_ok(db, "UPDATE attempts SET verdict = 'awaiting',"
		" claimed_score = score, claimed_passed = passed WHERE id = 2");
	check_same(db, "awaiting");
	exec_ok(db, "UPDATE attempts SET verdict = 'judged', score = 40,"
		" passed = 0 WHERE id = 2");
	check_same(db, "judged lower than claimed");
	exec_ok(db, "UPDATE attempts SET verdict = 'unjudgeable',"
		" verdict_note = 'no replay' WHERE id = 2");
	check_same(db, "unjudgeable");
	exec_ok(db, "UPDATE attempts SET verdict = 'judged', score = 97,"
		" passed = 1 WHERE id = 2");
	check_same(db, "judged higher");
	exec_ok(db, "UPDATE attempts SET released = '2026-04-01' WHERE id = 2");
	check_same(db, "released");
	start(db, 3, 2, 0, 3);
	act(db, 3, 0, "payouts", 0, 0, 0);
	exec_ok(db, "UPDATE attempts SET status = 'abandoned' WHERE id = 3");
	check_same(db, "abandoned");
	start(db, 4, 2, 1, 4);
	close_attempt(db, 4, "80");
	exec_ok(db, "UPDATE attempts SET timed_out = 1 WHERE id = 4");
	check_same(db, "timed out");
	/* Odd stored values, as the C functions read them. */
	start(db, 5, 3, 1, 5);
	close_attempt(db, 5, "'90'");
	check_same(db, "score as text");
	exec_ok(db, "UPDATE attempts SET score = 88, pass_mark = 'x' WHERE"
		" id = 5");
	check_same(db, "mark as text");
	exec_ok(db, "UPDATE attempts SET pass_mark = 75, critical = 5,"
		" max_critical = 2 WHERE id = 5");
	check_same(db, "too many critical errors");
	exec_ok(db, "UPDATE attempts SET critical = 0, fail_reason = 'skill'"
		" WHERE id = 5");
	check_same(db, "a reason for a failure");
	exec_ok(db, "UPDATE attempts SET fail_reason = NULL, score = 101"
		" WHERE id = 5");
	check_same(db, "score out of range");
	/* Moved to another trainee, its skills with it. */
	exec_ok(db, "UPDATE attempts SET trainee = 3 WHERE id = 2");
	check_same(db, "moved");
	/* The newest and the best deleted. */
	exec_ok(db, "DELETE FROM actions WHERE attempt = 2;"
		" DELETE FROM attempt_agg WHERE attempt = 2;"
		" DELETE FROM attempts WHERE id = 2");
	check_same(db, "deleted");
	exec_ok(db, "DELETE FROM attempts WHERE id = 5");
	check_same(db, "deleted without its rows");
}

static void members__kept__equal_counted_again(void **state)
{
	char path[128];
	struct error err;
	struct store *st;

	(void)state;
	snprintf(path, sizeof path, "%s/live.db", dir);
	assert_true(store_open(path, &st, &err));
	live(st->db);
	store_close(st);
}

/* The sqlite3 shell (no crupier_passed) writes a file: its triggers
 * need none. */
static void members__written_without_the_store__kept(void **state)
{
	char path[128];
	struct error err;
	struct store *st;
	sqlite3 *db;

	(void)state;
	snprintf(path, sizeof path, "%s/shell.db", dir);
	assert_true(store_open(path, &st, &err));
	store_close(st);
	assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
	add_trainees(db);
	start(db, 1, 1, 1, 1);
	act(db, 1, 0, "payouts", 0, 0, 0);
	close_attempt(db, 1, "90");
	exec_ok(db, "UPDATE attempts SET verdict = 'judged', score = 60,"
		" passed = 0 WHERE id = 1");
	start(db, 2, 1, 1, 2);
	close_attempt(db, 2, "85");
	exec_ok(db, "DELETE FROM attempts WHERE id = 2");
	sqlite3_close(db);
	assert_true(store_open(path, &st, &err));
	check_same(st->db, "written by the shell");
	store_close(st);
}

/* A file of the schema before the step, with a history: counted once
 * by the step, then kept. */
static void members__older_file__counted_once(void **state)
{
	char path[128], pragma[40];
	struct error err;
	struct store *st;
	sqlite3 *db;
	char *t;

	(void)state;
	snprintf(path, sizeof path, "%s/old.db", dir);
	assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
	for (int v = 0; v < STORE_SCHEMA_VERSION - 1; v++)
		exec_ok(db, store_migrations[v]);
	snprintf(pragma, sizeof pragma, "PRAGMA user_version = %d",
		 STORE_SCHEMA_VERSION - 1);
	exec_ok(db, pragma);
	add_trainees(db);
	for (int a = 1; a <= 30; a++) {
		char score[8];

		start(db, a, 1 + a % 3, a % 2, 1 + a % 28);
		for (int i = 0; i < a % 5; i++)
			act(db, a, i, i % 2 ? "payouts" : "drawing",
			    (a + i) % 3 != 0, i == 3, (a + i) % 4 == 0);
		snprintf(score, sizeof score, "%d", 50 + a);
		if (a % 7 != 0)
			close_attempt(db, a, score);
	}
	exec_ok(db, "UPDATE attempts SET verdict = 'awaiting' WHERE id = 9");
	sqlite3_close(db);
	assert_true(store_open(path, &st, &err));
	assert_int_equal(store_schema_version(st), STORE_SCHEMA_VERSION);
	t = rows(st->db, "SELECT sum(attempts) FROM member_totals");
	assert_string_equal(t, "30\n");
	free(t);
	check_same(st->db, "migrated");
	start(st->db, 31, 1, 1, 28);
	act(st->db, 31, 0, "payouts", 0, 0, 0);
	close_attempt(st->db, 31, "99");
	check_same(st->db, "migrated, then kept");
	store_close(st);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(members__kept__equal_counted_again),
		cmocka_unit_test(members__written_without_the_store__kept),
		cmocka_unit_test(members__older_file__counted_once),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
