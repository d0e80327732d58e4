/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_outbox.c: the local database as the outbox of a results server:
 * every attempt has a UUID v4 (old ones given one by the migration), the
 * recorder pushes after each commit, a server found down is told once
 * and not tried again on every action, what it lacks is pushed by a
 * flush, and nothing is marked pushed that the push did not see.  The
 * server here is a function that counts what it is given (the real one,
 * remote_push, is tested against PostgreSQL by tests/pg/). */
#include "config.h"

#include <regex.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>
#include <sqlite3.h>

#include "record/recorder.h"
#include "scenario/scenario_load.h"
#include "server/outbox.h"
#include "store/store.h"
#include "store/store_impl.h"

#define EXAM STORE_TEST_SCENARIO_DIR "/iplyc-exam-traditional.yaml"

static char dir[256];
static char db_path[512];
static struct scenario *sc;

/* The server: up or down, and what it was given. */
static struct {
	enum outbox_push answer;
	int calls;
	int64_t last_attempt;
	int last_actions;               /* the attempt's actions then */
	int notices;
	char notice[1024];
	int64_t now_ms;
} srv;

static int64_t clock_fake(void)
{
	return srv.now_ms;
}

static int64_t count(const char *sql)
{
	sqlite3 *db;
	sqlite3_stmt *q;
	int64_t n = -1;

	assert_int_equal(sqlite3_open_v2(db_path, &db, SQLITE_OPEN_READONLY,
					 NULL), SQLITE_OK);
	assert_int_equal(sqlite3_prepare_v2(db, sql, -1, &q, NULL), SQLITE_OK);
	if (sqlite3_step(q) == SQLITE_ROW)
		n = sqlite3_column_int64(q, 0);
	sqlite3_finalize(q);
	sqlite3_close(db);
	return n;
}

static enum outbox_push fake_push(void *ctx, struct store *st,
				  int64_t attempt, struct error *err)
{
	char sql[128];

	(void)ctx;
	(void)st;
	srv.calls++;
	srv.last_attempt = attempt;
	snprintf(sql, sizeof sql, "SELECT count(*) FROM actions WHERE"
		 " attempt = %lld", (long long)attempt);
	srv.last_actions = (int)count(sql);
	if (srv.answer != OUTBOX_PUSHED)
		snprintf(err->message, sizeof err->message, "%s",
			 srv.answer == OUTBOX_DOWN ? "connection refused\n"
						   : "permission denied\n");
	return srv.answer;
}

static void fake_notice(void *ctx, const char *message)
{
	(void)ctx;
	srv.notices++;
	snprintf(srv.notice, sizeof srv.notice, "%s", message);
}

static int setup(void **state)
{
	struct diag_list errs;

	(void)state;
	memset(&srv, 0, sizeof srv);
	srv.now_ms = 1000000;
	snprintf(dir, sizeof dir, "/tmp/crupier-outbox-XXXXXX");
	if (mkdtemp(dir) == NULL)
		return -1;
	snprintf(db_path, sizeof db_path, "%s/results.db", dir);
	sc = calloc(1, sizeof *sc);
	diag_list_init(&errs);
	if (sc == NULL || !scenario_load(EXAM, STORE_TEST_DATA_DIR "/rules",
					 sc, &errs))
		return -1;
	diag_list_free(&errs);
	return 0;
}

static int teardown(void **state)
{
	char cmd[600];

	(void)state;
	free(sc);
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	return system(cmd) == 0 ? 0 : -1;
}

static struct store *open_store(void)
{
	struct error err;
	struct store *st = NULL;

	if (!store_open(db_path, &st, &err))
		fail_msg("%s", err.message);
	return st;
}

static void open_outbox(struct outbox *o, struct store *st)
{
	outbox_init(o, st, fake_push, NULL);
	outbox_set_notice(o, fake_notice, NULL);
	o->now_ms = clock_fake;
}

static struct session *new_session(void)
{
	struct session *s = calloc(1, sizeof *s);
	struct diag err;

	assert_non_null(s);
	assert_true(session_init_scenario(s, sc, STORE_TEST_DATA_DIR, &err));
	return s;
}

static void end_session(struct session *s)
{
	session_free(s);
	free(s);
}

/* The correct action through the choices, as the front ends do. */
static void act(struct session *s)
{
	struct choice list[CHOICES_MAX];
	const struct choice *pick = NULL;
	struct game_action e;
	struct verdict v;
	size_t n;

	assert_int_equal(session_choices(s, list, CHOICES_MAX, &n), STATUS_OK);
	assert_int_equal(session_expected(s, &e), STATUS_OK);
	for (size_t i = 0; i < n && pick == NULL; i++)
		if (choice_is(&list[i], &e))
			pick = &list[i];
	if (pick == NULL) {
		fail_msg("no choice for the expected action");
		return;
	}
	session_mark(s, 0);
	assert_int_equal(session_act_choice(s, pick, e.amount, 700, &v),
			 STATUS_OK);
	assert_false(session_record_failed(s));
}

/* An attempt of trainee with n actions, recorded through st (and its
 * outbox, if any); left in progress unless finish. */
static void record(struct store *st, struct outbox *ob, const char *trainee,
		   int n, bool finish)
{
	struct session *s = new_session();
	struct recorder r;
	struct session_observer o;

	recorder_init(&r, st, ob, trainee, "00ff", false);
	o = recorder_observer(&r);
	session_set_observer(s, &o);
	assert_true(o.started(o.ctx, s));
	for (int i = 0; i < n; i++)
		act(s);
	if (finish)
		assert_true(o.finished(o.ctx, s, true));
	end_session(s);
}

static void outbox__uuid__every_attempt_a_distinct_v4(void **state)
{
	char uuid[2][OUTBOX_UUID_MAX];
	struct error err;
	struct store *st = open_store();
	regex_t re;

	(void)state;
	record(st, NULL, "Ana", 1, false);
	record(st, NULL, "Ana", 1, false);
	assert_int_equal(regcomp(&re, "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-"
				 "[89ab][0-9a-f]{3}-[0-9a-f]{12}$",
				 REG_EXTENDED | REG_NOSUB), 0);
	for (int i = 0; i < 2; i++) {
		assert_true(store_outbox_uuid(st, i + 1, uuid[i], &err));
		assert_int_equal(regexec(&re, uuid[i], 0, NULL, 0), 0);
	}
	regfree(&re);
	assert_string_not_equal(uuid[0], uuid[1]);
	store_close(st);
}

static void outbox__old_database__migration_gives_uuids_leaves_to_push(
	void **state)
{
	struct outbox_item *items;
	struct error err;
	struct store *st;
	sqlite3 *db;
	size_t n;

	(void)state;
	/* A database of schema 4 (before the outbox), with two attempts
	 * of its own and one imported. */
	assert_int_equal(sqlite3_open(db_path, &db), SQLITE_OK);
	for (int v = 0; v < 4; v++)
		assert_int_equal(sqlite3_exec(db, store_migrations[v], NULL,
					      NULL, NULL), SQLITE_OK);
	assert_int_equal(sqlite3_exec(db,
		"PRAGMA user_version = 4;"
		"INSERT INTO trainees VALUES (1, 'Old', '2025-01-01T00:00:00Z');"
		"INSERT INTO attempts (id, trainee, scenario, scenario_sha256,"
		" profile, kind, exam, started, status) VALUES"
		" (1, 1, 'x', 'ab', 'iplyc', 'drill', 0, '2025-01-01T00:00:00Z',"
		" 'complete'),"
		" (2, 1, 'x', 'ab', 'iplyc', 'drill', 0, '2025-01-02T00:00:00Z',"
		" 'in_progress');"
		"INSERT INTO attempts (id, trainee, scenario, scenario_sha256,"
		" profile, kind, exam, started, status, origin) VALUES"
		" (3, 1, 'x', 'ab', 'iplyc', 'exam', 1, '2025-01-03T00:00:00Z',"
		" 'complete', 'import');"
		"INSERT INTO actions (attempt, idx, coup, skill, expected_key,"
		" given_key, correct, wrong_amount, ms, article, replay)"
		" VALUES (2, 0, 1, 'dealing', 'place_bets',"
		" 'place_bets', 1, 0, 900, 'IPLyC 8.4.2.1.2', 0);",
		NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(db);

	st = open_store();
	assert_int_equal(store_schema_version(st), STORE_SCHEMA_VERSION);
	assert_int_equal(count("SELECT count(DISTINCT uuid) FROM attempts"
			       " WHERE length(uuid) = 36"), 3);
	assert_true(store_outbox_pending(st, &items, &n, &err));
	/* The imported one is another trainee's: not pushed from here. */
	assert_int_equal(n, 2);
	assert_int_equal(items[0].attempt, 1);
	assert_int_equal(items[1].attempt, 2);
	assert_int_equal(items[1].actions, 1);
	assert_int_equal(items[1].pushed_actions, 0);
	free(items);
	store_close(st);
}

static void outbox__recorder__pushes_after_every_commit(void **state)
{
	struct outbox_item *items;
	struct error err;
	struct store *st = open_store();
	struct outbox o;
	size_t n;

	(void)state;
	srv.answer = OUTBOX_PUSHED;
	open_outbox(&o, st);
	record(st, &o, "Ana", 6, true);
	/* Started, six actions, finished. */
	assert_int_equal(srv.calls, 8);
	assert_int_equal(srv.last_actions, 6);
	assert_int_equal(srv.notices, 0);
	assert_true(store_outbox_pending(st, &items, &n, &err));
	assert_int_equal(n, 0);
	free(items);
	assert_int_equal(count("SELECT pushed_actions FROM attempts"), 6);
	store_close(st);
}

static void outbox__server_down__goes_on_told_once_not_tried_each_action(
	void **state)
{
	struct outbox_tally pushed, left;
	struct error err;
	struct store *st = open_store();
	struct session *s = new_session();
	struct recorder r;
	struct session_observer obs;
	struct outbox o;

	(void)state;
	srv.answer = OUTBOX_DOWN;
	open_outbox(&o, st);
	recorder_init(&r, st, &o, "Ana", "00ff", false);
	obs = recorder_observer(&r);
	session_set_observer(s, &obs);
	assert_true(obs.started(obs.ctx, s));
	assert_int_equal(srv.calls, 1);
	assert_int_equal(srv.notices, 1);
	assert_non_null(strstr(srv.notice, "connection refused"));
	assert_null(strchr(srv.notice, '\n'));
	/* Within the wait: every action committed, the server left be. */
	for (int i = 0; i < 5; i++)
		act(s);
	assert_int_equal(srv.calls, 1);
	assert_int_equal(count("SELECT count(*) FROM actions"), 5);
	/* After it, tried again; still down: not told again, and the next
	 * wait is longer. */
	srv.now_ms += OUTBOX_WAIT_MS;
	act(s);
	assert_int_equal(srv.calls, 2);
	srv.now_ms += OUTBOX_WAIT_MS;
	act(s);
	assert_int_equal(srv.calls, 2);
	srv.now_ms += OUTBOX_WAIT_MS;
	act(s);
	assert_int_equal(srv.calls, 3);
	assert_int_equal(srv.notices, 1);
	assert_int_equal(count("SELECT count(*) FROM actions"), 8);
	/* The server is back: a flush pushes the whole attempt. */
	srv.answer = OUTBOX_PUSHED;
	assert_true(outbox_flush(&o, &pushed, &left, &err));
	assert_int_equal(pushed.attempts, 1);
	assert_int_equal(pushed.actions, 8);
	assert_int_equal(left.attempts, 0);
	assert_int_equal(srv.last_actions, 8);
	assert_false(o.down);
	/* And the next action goes at once. */
	act(s);
	assert_int_equal(srv.calls, 5);
	end_session(s);
	store_close(st);
}

static void outbox__flush__counts_what_is_left_and_pushes_nothing_twice(
	void **state)
{
	struct outbox_tally pushed, left;
	struct error err;
	struct store *st = open_store();
	struct outbox o;

	(void)state;
	/* Recorded with no server in sight (no outbox). */
	record(st, NULL, "Ana", 3, true);
	record(st, NULL, "Ana", 4, false);
	open_outbox(&o, st);
	srv.answer = OUTBOX_DOWN;
	assert_true(outbox_flush(&o, &pushed, &left, &err));
	assert_int_equal(pushed.attempts, 0);
	assert_int_equal(left.attempts, 2);
	assert_int_equal(left.actions, 7);
	/* Found down at the first: the second not tried. */
	assert_int_equal(srv.calls, 1);
	srv.answer = OUTBOX_PUSHED;
	assert_true(outbox_flush(&o, &pushed, &left, &err));
	assert_int_equal(pushed.attempts, 2);
	assert_int_equal(pushed.actions, 7);
	assert_int_equal(left.attempts, 0);
	assert_int_equal(srv.calls, 3);
	/* Nothing left: a second flush sends nothing. */
	assert_true(outbox_flush(&o, &pushed, &left, &err));
	assert_int_equal(pushed.attempts, 0);
	assert_int_equal(srv.calls, 3);
	store_close(st);
}

static void outbox__refused__others_still_pushed_and_it_stays(void **state)
{
	struct outbox_tally pushed, left;
	struct error err;
	struct store *st = open_store();
	struct outbox o;

	(void)state;
	record(st, NULL, "Ana", 2, true);
	record(st, NULL, "Ana", 2, true);
	open_outbox(&o, st);
	srv.answer = OUTBOX_REFUSED;
	assert_true(outbox_flush(&o, &pushed, &left, &err));
	/* Both tried: a refusal is not a server gone. */
	assert_int_equal(srv.calls, 2);
	assert_int_equal(left.attempts, 2);
	assert_int_equal(srv.notices, 0);
	store_close(st);
}

static void outbox__refused_while_recording__told_once_and_waits(
	void **state)
{
	struct store *st = open_store();
	struct session *s = new_session();
	struct recorder r;
	struct session_observer obs;
	struct outbox o;

	(void)state;
	srv.answer = OUTBOX_REFUSED;
	open_outbox(&o, st);
	recorder_init(&r, st, &o, "Ana", "00ff", false);
	obs = recorder_observer(&r);
	session_set_observer(s, &obs);
	assert_true(obs.started(obs.ctx, s));
	for (int i = 0; i < 4; i++)
		act(s);
	assert_int_equal(srv.calls, 1);
	assert_int_equal(srv.notices, 1);
	assert_non_null(strstr(srv.notice, "refused this session"));
	assert_non_null(strstr(srv.notice, "permission denied"));
	assert_int_equal(count("SELECT count(*) FROM actions"), 4);
	end_session(s);
	store_close(st);
}

static void outbox__mark__what_came_after_the_read_stays_to_push(
	void **state)
{
	struct outbox_item it, *items;
	struct error err;
	struct store *st = open_store();
	struct session *s = new_session();
	struct recorder r;
	struct session_observer obs;
	bool found;
	size_t n;

	(void)state;
	recorder_init(&r, st, NULL, "Ana", "00ff", false);
	obs = recorder_observer(&r);
	session_set_observer(s, &obs);
	assert_true(obs.started(obs.ctx, s));
	act(s);
	act(s);
	/* Read (the push sees two actions), then a third is committed
	 * before the mark. */
	assert_true(store_outbox_item(st, 1, &it, &found, &err));
	assert_true(found);
	assert_int_equal(it.actions, 2);
	act(s);
	assert_true(store_outbox_mark(st, &it, &err));
	assert_true(store_outbox_pending(st, &items, &n, &err));
	assert_int_equal(n, 1);
	assert_int_equal(items[0].pushed_actions, 2);
	assert_int_equal(items[0].actions, 3);
	free(items);
	/* Closed after a push of it in progress: pending again. */
	assert_true(store_outbox_item(st, 1, &it, &found, &err));
	assert_true(store_outbox_mark(st, &it, &err));
	assert_true(store_outbox_pending(st, &items, &n, &err));
	assert_int_equal(n, 0);
	free(items);
	assert_true(obs.finished(obs.ctx, s, true));
	assert_true(store_outbox_pending(st, &items, &n, &err));
	assert_int_equal(n, 1);
	assert_string_equal(items[0].state, "complete");
	free(items);
	end_session(s);
	store_close(st);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(
			outbox__uuid__every_attempt_a_distinct_v4, setup,
			teardown),
		cmocka_unit_test_setup_teardown(
			outbox__old_database__migration_gives_uuids_leaves_to_push,
			setup, teardown),
		cmocka_unit_test_setup_teardown(
			outbox__recorder__pushes_after_every_commit, setup,
			teardown),
		cmocka_unit_test_setup_teardown(
			outbox__server_down__goes_on_told_once_not_tried_each_action,
			setup, teardown),
		cmocka_unit_test_setup_teardown(
			outbox__flush__counts_what_is_left_and_pushes_nothing_twice,
			setup, teardown),
		cmocka_unit_test_setup_teardown(
			outbox__refused__others_still_pushed_and_it_stays,
			setup, teardown),
		cmocka_unit_test_setup_teardown(
			outbox__refused_while_recording__told_once_and_waits,
			setup, teardown),
		cmocka_unit_test_setup_teardown(
			outbox__mark__what_came_after_the_read_stays_to_push,
			setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
