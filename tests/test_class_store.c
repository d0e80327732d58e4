/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_class_store.c: classes in the results database (class_store.h):
 * a class and its site, members bound to logins, CSV rosters read whole
 * or not at all (with the error's place), the rosters a login picks from,
 * exams assigned with a window and attempts (the gate every exam start
 * goes through), and the live view and report read from the attempts
 * and actions the recorders commit. */
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

#include "class/class_store.h"
#include "store/store.h"
#include "store/store_impl.h"

static char dir[256];
static struct store *st;
static time_t fake_now = 1772357400;    /* 2026-03-01T09:30:00Z */

static time_t clock_fake(void)
{
	return fake_now;
}

static int setup(void **state)
{
	struct error err;

	(void)state;
	snprintf(dir, sizeof dir, "/tmp/crupier-class-XXXXXX");
	if (mkdtemp(dir) == NULL || !store_open(":memory:", &st, &err))
		return -1;
	store_set_clock(st, clock_fake);
	fake_now = 1772357400;
	return 0;
}

static int teardown(void **state)
{
	char cmd[300];

	(void)state;
	store_close(st);
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	return system(cmd) == 0 ? 0 : -1;
}

static void sql(const char *text)
{
	assert_int_equal(sqlite3_exec(st->db, text, NULL, NULL, NULL),
			 SQLITE_OK);
}

static const char *file(const char *name, const char *text)
{
	static char path[512];
	FILE *f;

	snprintf(path, sizeof path, "%s/%s", dir, name);
	f = fopen(path, "wb");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
	return path;
}

static size_t members(const char *cls)
{
	struct class_member *m;
	struct error err;
	size_t n;

	assert_true(class_members(st, cls, &m, &n, &err));
	free(m);
	return n;
}

static void class_store__create__site_made_once_and_name_unique(void **state)
{
	struct error err;
	struct class_info *c;
	size_t n;

	(void)state;
	assert_true(class_create(st, "A", "Rosario", "ana", &err));
	assert_true(class_create(st, "B", "Rosario", "ana", &err));
	assert_true(class_create(st, "C", NULL, "beto", &err));
	assert_false(class_create(st, "A", NULL, "beto", &err));
	assert_string_equal(err.message, "the class 'A' exists already");
	assert_false(class_create(st, "", NULL, "beto", &err));
	assert_true(class_list(st, &c, &n, &err));
	assert_int_equal(n, 3);
	assert_string_equal(c[0].site, "Rosario");
	assert_string_equal(c[2].site, "");
	assert_string_equal(c[2].teacher, "beto");
	free(c);
	sql("CREATE TEMP TABLE n AS SELECT count(*) AS k FROM sites");
	{
		sqlite3_stmt *q = store_prepare(st, "SELECT k FROM n", &err);

		assert_int_equal(sqlite3_step(q), SQLITE_ROW);
		assert_int_equal(sqlite3_column_int(q, 0), 1);
		sqlite3_finalize(q);
	}
}

static void class_store__add__one_login_per_trainee_in_a_class(void **state)
{
	struct error err;

	(void)state;
	assert_true(class_create(st, "A", NULL, "ana", &err));
	assert_true(class_add(st, "A", "Juan", NULL, &err));
	/* Binding a login later is no second member. */
	assert_true(class_add(st, "A", "Juan", "juan", &err));
	assert_false(class_add(st, "A", "Juan", NULL, &err));
	assert_false(class_add(st, "A", "Juan", "otro", &err));
	assert_string_equal(err.message, "Juan is in class 'A' already,"
			    " bound to the login juan");
	assert_false(class_add(st, "A", "Pedro", "juan", &err));
	assert_string_equal(err.message, "the login juan is bound to Juan"
			    " in class 'A' already");
	assert_false(class_add(st, "Z", "Pedro", NULL, &err));
	assert_string_equal(err.message, "there is no class 'Z'");
	assert_int_equal(members("A"), 1);
}

static void class_store__import_roster__rfc4180_bom_crlf_blank(void **state)
{
	struct class_member *m;
	struct error err;
	size_t added, kept, n;

	(void)state;
	assert_true(class_create(st, "A", NULL, "ana", &err));
	assert_true(class_add(st, "A", "Luis", NULL, &err));
	assert_true(class_import_roster(st, "A", file("r.csv",
		"\xef\xbb\xbfname,login\r\n\"Paz, \"\"Tito\"\"\", tito \r\n"
		"\r\nLuis,luis\r\nEva,\r\n"), &added, &kept, &err));
	assert_int_equal(added, 2);
	assert_int_equal(kept, 1);
	assert_true(class_members(st, "A", &m, &n, &err));
	assert_int_equal(n, 3);
	assert_string_equal(m[0].trainee, "Eva");
	assert_string_equal(m[0].login, "");
	assert_string_equal(m[1].trainee, "Luis");
	assert_string_equal(m[1].login, "luis");
	assert_string_equal(m[2].trainee, "Paz, \"Tito\"");
	assert_string_equal(m[2].login, "tito");
	free(m);
}

static void class_store__import_roster__one_error_adds_nobody(void **state)
{
	static const struct {
		const char *text, *where, *message;
	} bad[] = {
		{ "name,login\nEva,eva\n\"Rita,rita\n", ":3:1: ",
		  "this quote is never closed" },
		{ "name,login\nEva,eva\nEva,x\n", ":3:1: ",
		  "Eva is on line 2 already" },
		{ "name,login\nEva,eva\nRita,eva\n", ":3:6: ",
		  "the login eva is on line 2 already" },
		{ "name\nEva,eva\n", ":2:5: ",
		  "more fields than the header names" },
		{ "login,name\n", ":1:1: ", "the first column must be" },
		{ "name,login\nEva,e\"va\n", ":2:6: ", "a quote inside" },
		{ "name,login\n,eva\n", ":2:1: ", "the trainee's name is empty" },
		{ "name,login\nEva,eva\nJuan,otro\n", ":3:1: ",
		  "Juan is in class 'A' already, bound to the login juan" },
		{ "name,login\nE\x01va,eva\n", ":2:1: ", "control character" },
	};
	struct error err;
	size_t added, kept;
	char name[32], want[600];

	(void)state;
	assert_true(class_create(st, "A", NULL, "ana", &err));
	assert_true(class_add(st, "A", "Juan", "juan", &err));
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		const char *path;

		snprintf(name, sizeof name, "bad%zu.csv", i);
		path = file(name, bad[i].text);
		assert_false(class_import_roster(st, "A", path, &added, &kept,
						 &err));
		snprintf(want, sizeof want, "%s%s", path, bad[i].where);
		if (strncmp(err.message, want, strlen(want)) != 0 ||
		    strstr(err.message, bad[i].message) == NULL)
			fail_msg("roster %zu: %s", i, err.message);
		assert_int_equal(added, 0);
		assert_int_equal(members("A"), 1);
	}
}

/* An attempt of trainee at exam started at `started`; its id. */
static int64_t attempt(const char *trainee, const char *exam,
		       const char *started, const char *status)
{
	struct error err;
	sqlite3_stmt *q;
	int64_t tid;

	assert_true(store_trainee_id(st, trainee, &tid, &err));
	q = store_prepare(st, "INSERT INTO attempts (trainee, scenario,"
			  " scenario_sha256, profile, kind, exam, started,"
			  " status) VALUES (?1, ?2, '', 'iplyc', 'exam', 1, ?3,"
			  " ?4)", &err);
	assert_non_null(q);
	sqlite3_bind_int64(q, 1, tid);
	store_bind_text(q, 2, exam);
	store_bind_text(q, 3, started);
	store_bind_text(q, 4, status);
	assert_int_equal(sqlite3_step(q), SQLITE_DONE);
	sqlite3_finalize(q);
	return sqlite3_last_insert_rowid(st->db);
}

static void gate(const char *trainee, const char *exam, const char *now,
		 bool want, const char *why_part)
{
	struct error err;
	char why[512];
	bool allowed;

	assert_true(class_exam_gate(st, trainee, exam, now, &allowed, why,
				    sizeof why, &err));
	if (allowed != want || strstr(why, why_part) == NULL)
		fail_msg("%s at %s: %d '%s'", trainee, now, allowed, why);
}

static void class_store__assign__window_and_attempts_gate_exams(void **state)
{
	enum class_exam_status status;
	char closes[STORE_TIME_MAX];
	struct class_exam *e;
	struct error err;
	int left;
	size_t n;

	(void)state;
	assert_true(class_create(st, "A", NULL, "ana", &err));
	assert_true(class_add(st, "A", "Juan", NULL, &err));
	assert_false(class_assign(st, "A", "x", "2026-03-02T00:00:00Z",
				  "2026-03-01T00:00:00Z", 1, &err));
	assert_false(class_assign(st, "A", "x", "2026-03-01T00:00:00Z",
				  "2026-03-02T00:00:00Z", 0, &err));
	assert_true(class_assign(st, "A", "x", "2026-03-01T00:00:00Z",
				 "2026-03-02T00:00:00Z", 1, &err));
	/* Assigned again: the new window and attempts. */
	assert_true(class_assign(st, "A", "x", "2026-03-01T00:00:00Z",
				 "2026-03-03T00:00:00Z", 2, &err));
	assert_true(class_exams(st, "A", &e, &n, &err));
	assert_int_equal(n, 1);
	assert_int_equal(e[0].attempts, 2);
	assert_string_equal(e[0].closes, "2026-03-03T00:00:00Z");
	free(e);
	/* Before, in and after the window; closing time excluded. */
	gate("Juan", "x", "2026-02-28T23:59:59Z", false, "not open to Juan");
	gate("Juan", "x", "2026-03-01T00:00:00Z", true, "");
	gate("Juan", "x", "2026-03-03T00:00:00Z", false, "not open");
	/* Other exams, and trainees of no class, are free. */
	gate("Juan", "y", "2026-02-01T00:00:00Z", true, "");
	gate("Nadie", "x", "2026-02-01T00:00:00Z", true, "");
	/* Attempts: an earlier one before the window does not count. */
	attempt("Juan", "x", "2026-02-01T10:00:00Z", "complete");
	attempt("Juan", "x", "2026-03-01T10:00:00Z", "abandoned");
	assert_true(class_exam_status(st, "Juan", "x", "2026-03-01T11:00:00Z",
				      &status, &left, closes, &err));
	assert_int_equal(status, CLASS_EXAM_OPEN);
	assert_int_equal(left, 1);
	assert_string_equal(closes, "2026-03-03T00:00:00Z");
	assert_true(class_open_exams(st, "Juan", "2026-03-01T11:00:00Z", &e,
				     &n, &err));
	assert_int_equal(n, 1);
	assert_int_equal(e[0].used, 1);
	free(e);
	attempt("Juan", "x", "2026-03-01T12:00:00Z", "in_progress");
	gate("Juan", "x", "2026-03-01T13:00:00Z", false,
	     "Juan has used every attempt his class allows at the exam x.");
	assert_true(class_open_exams(st, "Juan", "2026-03-04T00:00:00Z", &e,
				     &n, &err));
	assert_int_equal(n, 0);
	free(e);
}

static void class_store__roster_for__the_logins_classes_else_all(void **state)
{
	struct class_member *m;
	struct error err;
	char name[STORE_NAME_MAX];
	size_t n;

	(void)state;
	assert_true(class_roster_for(st, "juan", &m, &n, &err));
	assert_int_equal(n, 0);
	free(m);
	assert_true(class_create(st, "A", NULL, "ana", &err));
	assert_true(class_create(st, "B", NULL, "ana", &err));
	assert_true(class_add(st, "A", "Juan", "juan", &err));
	assert_true(class_add(st, "A", "Eva", NULL, &err));
	assert_true(class_add(st, "B", "Luis", "luis", &err));
	assert_true(class_add(st, "B", "Juan", NULL, &err));
	assert_true(class_roster_for(st, "juan", &m, &n, &err));
	assert_int_equal(n, 2);
	assert_string_equal(m[0].trainee, "Eva");
	assert_string_equal(m[1].trainee, "Juan");
	assert_string_equal(m[1].login, "juan");
	free(m);
	assert_true(class_roster_for(st, "stranger", &m, &n, &err));
	assert_int_equal(n, 3);
	free(m);
	assert_true(class_trainee_of(st, "luis", name, sizeof name, &err));
	assert_string_equal(name, "Luis");
	assert_true(class_trainee_of(st, "stranger", name, sizeof name, &err));
	assert_string_equal(name, "");
}

static void action(int64_t att, int idx, const char *skill, bool right,
		   const char *text, const char *article)
{
	struct error err;
	sqlite3_stmt *q = store_prepare(st, "INSERT INTO actions (attempt,"
		" idx, coup, skill, expected_key, given_key, correct,"
		" wrong_amount, ms, article, replay, done_at, expected_text)"
		" VALUES (?1, ?2, 1, ?3, 'k', 'k', ?4, 0, 900, ?5, 0,"
		" '2026-03-01T09:31:00Z', ?6)", &err);

	assert_non_null(q);
	sqlite3_bind_int64(q, 1, att);
	sqlite3_bind_int(q, 2, idx);
	store_bind_text(q, 3, skill);
	sqlite3_bind_int(q, 4, right);
	store_bind_text(q, 5, article);
	store_bind_text(q, 6, text);
	assert_int_equal(sqlite3_step(q), SQLITE_DONE);
	sqlite3_finalize(q);
}

static void class_store__live__newest_attempt_per_member(void **state)
{
	struct class_live_row *rows;
	struct class_report_row *rep;
	struct error err;
	enum skill k;
	int64_t old, now;
	size_t n;
	bool found;

	(void)state;
	assert_true(class_create(st, "A", NULL, "ana", &err));
	assert_true(class_add(st, "A", "Juan", NULL, &err));
	assert_true(class_add(st, "A", "Eva", NULL, &err));
	old = attempt("Juan", "old", "2026-03-01T08:00:00Z", "complete");
	action(old, 0, "payouts", false, "old", "IPLyC 1.1");
	now = attempt("Juan", "x", "2026-03-01T09:29:00Z", "in_progress");
	action(now, 0, "dealing", true, "a", "IPLyC 7.3.1");
	action(now, 1, "payouts", false, "Pay 200.", "IPLyC 8.4.2.6.8");
	action(now, 2, "payouts", true, "b", "IPLyC 8.4.2.6.8");
	action(now, 3, "dealing", false, "¡No va más!", "IPLyC 7.3.6");
	action(now, 4, "dealing", true, "c", "IPLyC 7.3.1");
	assert_true(class_live(st, "A", &rows, &n, &found, &err));
	assert_true(found);
	assert_int_equal(n, 2);
	assert_string_equal(rows[0].trainee, "Eva");
	assert_false(rows[0].has_attempt);
	assert_int_equal(class_live_weakest(&rows[0], &k), -1);
	assert_true(rows[1].has_attempt);
	assert_string_equal(rows[1].doing, "x");
	assert_int_equal(rows[1].state, STORE_IN_PROGRESS);
	assert_int_equal(rows[1].actions, 5);
	assert_int_equal(rows[1].mistakes, 2);
	assert_int_equal(class_live_accuracy(&rows[1], SKILL_DEALING), 67);
	assert_int_equal(class_live_accuracy(&rows[1], SKILL_PAYOUTS), 50);
	assert_int_equal(class_live_accuracy(&rows[1], SKILL_VOLUNTAD), -1);
	assert_int_equal(class_live_weakest(&rows[1], &k), 50);
	assert_int_equal(k, SKILL_PAYOUTS);
	assert_string_equal(rows[1].mistake, "¡No va más!");
	assert_string_equal(rows[1].article, "IPLyC 7.3.6");
	/* In progress: the time runs to now (09:30 from 09:29). */
	assert_int_equal(rows[1].seconds, 60);
	free(rows);
	assert_true(class_live(st, "Z", &rows, &n, &found, &err));
	assert_false(found);
	/* The report: every attempt of each member. */
	assert_true(class_report(st, "A", &rep, &n, &found, &err));
	assert_int_equal(n, 2);
	assert_int_equal(rep[1].attempts, 2);
	assert_int_equal(rep[1].skill_actions[SKILL_PAYOUTS], 3);
	assert_int_equal(rep[1].skill_right[SKILL_PAYOUTS], 1);
	assert_int_equal(rep[0].attempts, 0);
	free(rep);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
#define T(f) cmocka_unit_test_setup_teardown(f, setup, teardown)
		T(class_store__create__site_made_once_and_name_unique),
		T(class_store__add__one_login_per_trainee_in_a_class),
		T(class_store__import_roster__rfc4180_bom_crlf_blank),
		T(class_store__import_roster__one_error_adds_nobody),
		T(class_store__assign__window_and_attempts_gate_exams),
		T(class_store__roster_for__the_logins_classes_else_all),
		T(class_store__live__newest_attempt_per_member),
#undef T
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
