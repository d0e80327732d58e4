/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_store_outcome.c: one definition of passed (store_outcome.h), the
 * same in C (store_passed, over an attempt as every listing reads it)
 * and in SQL (STORE_PASSED_SQL, as the class report and the choosers
 * count), on odd stored values: passed without a score or a mark, passed
 * and timed out, passed and abandoned, a results server's attempt
 * awaiting its judge or judged otherwise than its client claimed. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "class/class_store.h"
#include "store/store_impl.h"
#include "store/store_outcome.h"

static void exec(struct store *st, const char *sql)
{
	char *msg = NULL;

	if (sqlite3_exec(st->db, sql, NULL, NULL, &msg) != SQLITE_OK)
		fail_msg("%s: %s", sql, msg);
}

/* Each row: its values, and whether it passed. */
static const struct {
	const char *values;     /* status, score, pass_mark, passed,
				   timed_out, verdict, claimed_passed */
	bool passed;
	enum store_outcome outcome;
} rows[] = {
	{ "'complete', 90, 75, 1, 0, NULL, NULL", true,
	  STORE_OUTCOME_PASSED },
	{ "'complete', 60, 75, 0, 0, NULL, NULL", false,
	  STORE_OUTCOME_NOT_PASSED },
	{ "'complete', NULL, 75, 1, 0, NULL, NULL", false,
	  STORE_OUTCOME_UNSCORED },
	{ "'complete', 90, 0, 1, 0, NULL, NULL", false,
	  STORE_OUTCOME_UNSCORED },
	{ "'complete', 90, 75, 1, 1, NULL, NULL", false,
	  STORE_OUTCOME_TIMED_OUT },
	{ "'abandoned', 90, 75, 1, 0, NULL, NULL", false,
	  STORE_OUTCOME_ABANDONED },
	{ "'in_progress', 90, 75, 1, 0, NULL, NULL", false,
	  STORE_OUTCOME_IN_PROGRESS },
	{ "'complete', 90, 75, 1, 0, 'awaiting', 1", false,
	  STORE_OUTCOME_AWAITING },
	{ "'complete', 90, 75, 1, 0, 'unjudgeable', 1", false,
	  STORE_OUTCOME_UNJUDGEABLE },
	{ "'complete', 40, 75, 0, 0, 'judged', 1", false,
	  STORE_OUTCOME_NOT_PASSED },
	{ "'complete', 90, 75, 1, 0, 'judged', 0", true,
	  STORE_OUTCOME_PASSED },
};
#define N_ROWS (sizeof rows / sizeof rows[0])

static void outcome__odd_values__c_and_sql_agree(void **state)
{
	struct store *st;
	struct error err;
	char sql[512];
	sqlite3_stmt *q;

	(void)state;
	assert_true(store_open(":memory:", &st, &err));
	exec(st, "INSERT INTO trainees (id, name, created) VALUES"
		 " (1, 'Ana', 'x')");
	for (size_t i = 0; i < N_ROWS; i++) {
		snprintf(sql, sizeof sql, "INSERT INTO attempts (id, trainee,"
			 " scenario, scenario_sha256, profile, kind, exam,"
			 " started, status, score, pass_mark, passed,"
			 " timed_out, verdict, claimed_passed) VALUES (%zu, 1,"
			 " 'x', 'h', 'iplyc', 'exam', 1, 't', %s)", i + 1,
			 rows[i].values);
		exec(st, sql);
	}
	for (size_t i = 0; i < N_ROWS; i++) {
		struct store_attempt a;
		bool found;
		int sql_passed;

		assert_true(store_get(st, (int64_t)i + 1, &a, &found, &err));
		assert_true(found);
		assert_int_equal(store_outcome(&a), rows[i].outcome);
		assert_int_equal(store_passed(&a), rows[i].passed);
		snprintf(sql, sizeof sql, "SELECT " STORE_PASSED_SQL("a")
			 " FROM attempts a WHERE a.id = %zu", i + 1);
		assert_int_equal(sqlite3_prepare_v2(st->db, sql, -1, &q,
						    NULL), SQLITE_OK);
		assert_int_equal(sqlite3_step(q), SQLITE_ROW);
		sql_passed = sqlite3_column_int(q, 0);
		sqlite3_finalize(q);
		assert_int_equal(sql_passed, rows[i].passed);
	}
	store_close(st);
}

/* Stored values that disagree in other ways, from a database written
 * elsewhere: passed 2 or 'yes', a score of 150, -5 or 'abc', a mark of
 * 101, the time limit exceeded, a failure reason recorded, more critical
 * errors than allowed.  Never a pass; a score outside 0-100 is none; C
 * (store_get) and SQL (STORE_PASSED_SQL, STORE_SCORE_SQL) agree. */
static const struct {
	const char *values;     /* score, pass_mark, passed, time_exceeded,
				   fail_reason, critical, max_critical */
	bool passed, scored;
	enum store_outcome outcome;
} disagreeing[] = {
	{ "90, 75, 1, 0, '', 0, 2", true, true, STORE_OUTCOME_PASSED },
	{ "90, 75, 2, 0, '', 0, 2", false, true, STORE_OUTCOME_NOT_PASSED },
	{ "90, 75, 'yes', 0, '', 0, 2", false, true,
	  STORE_OUTCOME_NOT_PASSED },
	{ "150, 75, 1, 0, '', 0, 2", false, false, STORE_OUTCOME_UNSCORED },
	{ "-5, 75, 1, 0, '', 0, 2", false, false, STORE_OUTCOME_UNSCORED },
	{ "'abc', 75, 1, 0, '', 0, 2", false, false,
	  STORE_OUTCOME_UNSCORED },
	{ "90, 101, 1, 0, '', 0, 2", false, true, STORE_OUTCOME_UNSCORED },
	{ "90, 75, 1, 1, '', 0, 2", false, true, STORE_OUTCOME_NOT_PASSED },
	{ "90, 75, 1, 0, 'skill', 0, 2", false, true,
	  STORE_OUTCOME_NOT_PASSED },
	{ "90, 75, 1, 0, 'bogus', 0, 2", false, true,
	  STORE_OUTCOME_NOT_PASSED },
	{ "90, 75, 1, 0, '', 5, 2", false, true, STORE_OUTCOME_NOT_PASSED },
	/* Recorded before the scoring model: no reason, no limit. */
	{ "90, 75, 1, 0, NULL, NULL, NULL", true, true,
	  STORE_OUTCOME_PASSED },
};

static void outcome__stored_values_disagree__never_a_pass(void **state)
{
	size_t n = sizeof disagreeing / sizeof disagreeing[0];
	struct store *st;
	struct error err;
	char sql[512];
	sqlite3_stmt *q;

	struct class_live_row *live;
	struct class_report_row *report;
	size_t rows_n;
	bool class_found;

	(void)state;
	assert_true(store_open(":memory:", &st, &err));
	/* Each row the one attempt of its own trainee (t00, t01...), all of
	 * class K: the class's live view and report read each. */
	assert_true(class_create(st, "K", NULL, "tere", &err));
	for (size_t i = 0; i < n; i++) {
		char name[8];

		snprintf(name, sizeof name, "t%02zu", i);
		assert_true(class_add(st, "K", name, NULL, &err));
		snprintf(sql, sizeof sql, "INSERT INTO attempts (id, trainee,"
			 " scenario, scenario_sha256, profile, kind, exam,"
			 " started, status, score, pass_mark, passed,"
			 " time_exceeded, fail_reason, critical, max_critical)"
			 " SELECT %zu, id, 'x', 'h', 'iplyc', 'exam', 1, 't',"
			 " 'complete', %s FROM trainees WHERE name = '%s'",
			 i + 1, disagreeing[i].values, name);
		exec(st, sql);
	}
	for (size_t i = 0; i < n; i++) {
		struct store_attempt a;
		bool found;

		assert_true(store_get(st, (int64_t)i + 1, &a, &found, &err));
		assert_true(found);
		if (store_outcome(&a) != disagreeing[i].outcome ||
		    store_passed(&a) != disagreeing[i].passed ||
		    a.scored != disagreeing[i].scored)
			fail_msg("row %zu (%s): outcome %d, scored %d", i,
				 disagreeing[i].values, store_outcome(&a),
				 a.scored);
		snprintf(sql, sizeof sql, "SELECT " STORE_PASSED_SQL("a")
			 ", " STORE_SCORE_SQL("a") " FROM attempts a"
			 " WHERE a.id = %zu", i + 1);
		assert_int_equal(sqlite3_prepare_v2(st->db, sql, -1, &q,
						    NULL), SQLITE_OK);
		assert_int_equal(sqlite3_step(q), SQLITE_ROW);
		assert_int_equal(sqlite3_column_int(q, 0),
				 disagreeing[i].passed);
		assert_int_equal(sqlite3_column_type(q, 1) != SQLITE_NULL,
				 disagreeing[i].scored);
		sqlite3_finalize(q);
	}
	/* The class's live view (class watch) and report say the same. */
	assert_true(class_live(st, "K", &live, &rows_n, &class_found, &err));
	assert_int_equal(rows_n, n);
	for (size_t i = 0; i < rows_n; i++)
		assert_int_equal(live[i].passed,
				 disagreeing[atoi(live[i].trainee + 1)].passed);
	free(live);
	assert_true(class_report(st, "K", &report, &rows_n, &class_found,
				 &err));
	assert_int_equal(rows_n, n);
	for (size_t i = 0; i < rows_n; i++)
		assert_int_equal(report[i].passed,
				 disagreeing[atoi(report[i].trainee + 1)].passed);
	free(report);
	store_close(st);
}

static void outcome__judged_otherwise__claim_differs(void **state)
{
	struct store_attempt a;
	char remark[256];

	(void)state;
	memset(&a, 0, sizeof a);
	a.state = STORE_COMPLETE;
	a.scored = true;
	a.score = 40;
	a.pass_mark = 75;
	a.verdict = STORE_VERDICT_JUDGED;
	a.claimed_scored = true;
	a.claimed_passed = true;
	assert_true(store_claim_differs(&a));
	store_verdict_remark(&a, remark, sizeof remark);
	assert_string_equal(remark, "claimed PASS, judged FAIL");
	a.claimed_passed = false;
	assert_false(store_claim_differs(&a));
	a.late = true;
	store_verdict_remark(&a, remark, sizeof remark);
	assert_string_equal(remark, "its answers reached the server after"
			    " they were given");
	/* This computer's own verdict claims nothing. */
	a.verdict = STORE_VERDICT_OWN;
	a.claimed_passed = true;
	assert_false(store_claim_differs(&a));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(outcome__odd_values__c_and_sql_agree),
		cmocka_unit_test(outcome__stored_values_disagree__never_a_pass),
		cmocka_unit_test(outcome__judged_otherwise__claim_differs),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
