/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_store.c: the results database: its schema and migration from an
 * older version, WAL, every action committed the moment it is done (seen
 * from another connection), an attempt resumed after a crash without
 * duplicates, the per-skill scores, listing filters, importing a result
 * once, and the trainee's progress (per day and attempt, weakest skills,
 * weak spots). */
#include "config.h"

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
#include "store/store.h"
#include "store/store_impl.h"
#include "store/store_result.h"

#define EXAM STORE_TEST_SCENARIO_DIR "/iplyc-exam-traditional.yaml"

static char dir[256];
static char db_path[512];
static struct scenario *sc;
static time_t fake_now = 1772357400;    /* 2026-03-01T09:30:00Z */

static time_t clock_fake(void)
{
	return fake_now;
}

static int setup(void **state)
{
	struct diag_list errs;

	(void)state;
	snprintf(dir, sizeof dir, "/tmp/crupier-store-XXXXXX");
	if (mkdtemp(dir) == NULL)
		return -1;
	snprintf(db_path, sizeof db_path, "%s/data/crupier/results.db", dir);
	sc = calloc(1, sizeof *sc);
	diag_list_init(&errs);
	if (sc == NULL || !scenario_load(EXAM, STORE_TEST_DATA_DIR "/rules",
					 sc, &errs))
		return -1;
	diag_list_free(&errs);
	fake_now = 1772357400;
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
	store_set_clock(st, clock_fake);
	return st;
}

/* A plain connection of our own, as another process would have. */
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

/* One action through the choices, as the batch runner and the screens
 * do: the correct one, or a wrong one when wrong is set.  Each takes
 * 1000 ms more than the one before. */
static void act(struct session *s, struct recorder *r,
		const struct session_observer *o, bool wrong, int64_t ms)
{
	struct choice list[CHOICES_MAX];
	const struct choice *pick = NULL;
	struct game_action e;
	struct verdict v;
	size_t n;

	assert_int_equal(session_choices(s, list, CHOICES_MAX, &n), STATUS_OK);
	assert_int_equal(session_expected(s, &e), STATUS_OK);
	for (size_t i = 0; i < n && pick == NULL; i++)
		if (choice_is(&list[i], &e) != wrong)
			pick = &list[i];
	for (size_t i = 0; i < n && pick == NULL; i++)
		if (choice_is(&list[i], &e))
			pick = &list[i];
	if (pick == NULL) {
		fail_msg("no choice for the expected action");
		return;
	}
	(void)r;  /* the session keeps the choice picked for the recorder */
	session_mark(s, 0);
	assert_int_equal(session_act_choice(s, pick, e.amount, (uint64_t)ms,
					    &v), STATUS_OK);
	assert_true(o->acted(o->ctx, s, session_record_count(s) - 1, &v));
}

/* Plays n actions (every 5th wrong, when a wrong choice exists). */
static void play_some(struct session *s, struct recorder *r,
		      const struct session_observer *o, size_t n)
{
	for (size_t i = 0; i < n && !session_over(s); i++)
		act(s, r, o, i % 5 == 4, 1000 + (int64_t)i);
}

static void store__open__makes_private_dir_schema_and_wal(void **state)
{
	struct store *st;
	struct stat sb;
	char parent[600];
	sqlite3 *db;
	sqlite3_stmt *q;

	(void)state;
	st = open_store();
	assert_int_equal(store_schema_version(st), STORE_SCHEMA_VERSION);
	snprintf(parent, sizeof parent, "%s/data/crupier", dir);
	assert_int_equal(stat(parent, &sb), 0);
	assert_int_equal(sb.st_mode & 0777, 0700);
	store_close(st);
	assert_int_equal(sqlite3_open(db_path, &db), SQLITE_OK);
	assert_int_equal(sqlite3_prepare_v2(db, "PRAGMA journal_mode", -1, &q,
					    NULL), SQLITE_OK);
	assert_int_equal(sqlite3_step(q), SQLITE_ROW);
	assert_string_equal((const char *)sqlite3_column_text(q, 0), "wal");
	sqlite3_finalize(q);
	sqlite3_close(db);
}

static void store__old_version__migrated_keeping_its_rows(void **state)
{
	struct store_attempt *a;
	struct store_action *acts;
	struct error err;
	struct store *st;
	sqlite3 *db;
	size_t n;
	char parent[600];

	(void)state;
	snprintf(parent, sizeof parent, "%s/data", dir);
	mkdir(parent, 0700);
	snprintf(parent, sizeof parent, "%s/data/crupier", dir);
	mkdir(parent, 0700);
	/* A database of schema version 1, as the first release wrote. */
	assert_int_equal(sqlite3_open(db_path, &db), SQLITE_OK);
	assert_int_equal(sqlite3_exec(db, store_migrations[0], NULL, NULL,
				      NULL), SQLITE_OK);
	assert_int_equal(sqlite3_exec(db,
		"PRAGMA user_version = 1;"
		"INSERT INTO trainees VALUES (1, 'Old', '2025-01-01T00:00:00Z');"
		"INSERT INTO attempts (id, trainee, scenario, scenario_sha256,"
		" profile, kind, exam, started, status) VALUES (1, 1, 'x',"
		" 'ab', 'iplyc', 'drill', 0, '2025-01-01T00:00:00Z',"
		" 'in_progress');"
		"INSERT INTO actions VALUES (1, 0, 1, 'dealing', 'place_bets',"
		" 'place_bets', 1, 0, 900, 'IPLyC 8.4.2.1.2', 0);",
		NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(db);

	st = open_store();
	assert_int_equal(store_schema_version(st), STORE_SCHEMA_VERSION);
	assert_true(store_list(st, NULL, &a, &n, &err));
	assert_int_equal(n, 1);
	assert_string_equal(a[0].trainee, "Old");
	assert_int_equal(a[0].state, STORE_IN_PROGRESS);
	assert_int_equal(a[0].actions, 1);
	assert_false(a[0].imported);
	free(a);
	assert_true(store_actions(st, 1, &acts, &n, &err));
	assert_int_equal(n, 1);
	assert_int_equal(acts[0].ms, 900);
	assert_false(acts[0].has_given);
	free(acts);
	store_close(st);
}

static void store__newer_version__refused(void **state)
{
	struct error err;
	struct store *st = open_store();
	sqlite3 *db;

	(void)state;
	store_close(st);
	assert_int_equal(sqlite3_open(db_path, &db), SQLITE_OK);
	sqlite3_exec(db, "PRAGMA user_version = 99", NULL, NULL, NULL);
	sqlite3_close(db);
	assert_false(store_open(db_path, &st, &err));
	assert_non_null(strstr(err.message, "newer"));
	/* Every message about a file names it. */
	assert_non_null(strstr(err.message, db_path));
}

static void store__each_action__committed_as_it_happens(void **state)
{
	struct store *st = open_store();
	struct session *s = new_session();
	struct recorder r;
	struct session_observer o;

	(void)state;
	recorder_init(&r, st, NULL, "Ana", "00ff", true);
	o = recorder_observer(&r);
	assert_true(o.started(o.ctx, s));
	assert_int_equal(count("SELECT count(*) FROM attempts WHERE status"
			       " = 'in_progress'"), 1);
	for (int i = 0; i < 12; i++) {
		act(s, &r, &o, i == 3, 500);
		/* Another connection sees it at once: it is on disk. */
		assert_int_equal(count("SELECT count(*) FROM actions"), i + 1);
	}
	assert_int_equal(count("SELECT correct FROM actions WHERE idx = 3"),
			 0);
	assert_int_equal(count("SELECT count(*) FROM actions WHERE given IS"
			       " NOT NULL AND choice_key IS NOT NULL"), 12);
	/* Each with its situation cell (cell.h). */
	assert_int_equal(count("SELECT count(*) FROM actions WHERE cell IS"
			       " NOT NULL AND cell <> ''"), 12);
	end_session(s);
	store_close(st);
}

/* The recorder prepares its statements once per session: as many are kept
 * after twelve actions as after one, and each action is still on disk
 * before the next (another connection counts it). */
static void store__recorder__statements_kept_for_the_session(void **state)
{
	struct store *st = open_store();
	struct session *s = new_session();
	struct recorder r;
	struct session_observer o;
	size_t kept;

	(void)state;
	recorder_init(&r, st, NULL, "Ana", "00ff", true);
	o = recorder_observer(&r);
	assert_true(o.started(o.ctx, s));
	act(s, &r, &o, false, 500);
	kept = store_stmts_kept(st);
	assert_true(kept >= 1);
	for (int i = 1; i < 12; i++) {
		act(s, &r, &o, i == 5, 500);
		assert_int_equal(count("SELECT count(*) FROM actions"), i + 1);
		assert_int_equal(store_stmts_kept(st), kept);
	}
	assert_int_equal(count("SELECT correct FROM actions WHERE idx = 5"),
			 0);
	end_session(s);
	store_close(st);
}

/* Plays to the end with the correct actions. */
static void play_out(struct session *s, struct recorder *r,
		     const struct session_observer *o)
{
	while (!session_over(s))
		act(s, r, o, false, 700);
}

static void store__resume__after_crash_replays_without_duplicates(void **st_)
{
	struct store *st = open_store();
	struct session *s = new_session();
	struct session_summary sum;
	struct recorder r;
	struct session_observer o;
	struct store_action *acts;
	struct store_attempt a;
	struct error err;
	size_t done, n, total;
	int64_t attempt;
	bool found;

	(void)st_;
	recorder_init(&r, st, NULL, "Ana", "00ff", true);
	o = recorder_observer(&r);
	assert_true(o.started(o.ctx, s));
	play_some(s, &r, &o, 37);
	/* The process dies: nothing more is said to the store. */
	end_session(s);
	store_close(st);

	st = open_store();
	assert_true(store_find_unfinished(st, "Ana", "00ff", true, &attempt,
					  &done, &err));
	assert_int_equal(attempt, r.attempt);
	assert_int_equal(done, 37);
	assert_true(store_actions(st, attempt, &acts, &n, &err));
	s = new_session();
	if (!recorder_replay(s, acts, n, &err))
		fail_msg("%s", err.message);
	free(acts);
	assert_int_equal(session_record_count(s), 37);
	/* The recorded times come back with the actions. */
	assert_int_equal(session_record(s, 36)->ms, 1036);
	recorder_init(&r, st, NULL, "Ana", "00ff", true);
	recorder_resume(&r, attempt, done);
	o = recorder_observer(&r);
	assert_true(o.started(o.ctx, s));
	play_out(s, &r, &o);
	assert_true(o.finished(o.ctx, s, true));
	total = session_record_count(s);
	session_summary(s, &sum);
	assert_int_equal(count("SELECT count(*) FROM actions"), total);
	assert_int_equal(count("SELECT count(DISTINCT idx) FROM actions"),
			 total);
	assert_int_equal(count("SELECT max(idx) FROM actions"), total - 1);
	assert_true(store_get(st, attempt, &a, &found, &err));
	assert_true(found);
	assert_int_equal(a.state, STORE_COMPLETE);
	assert_int_equal(a.mistakes, sum.mistakes);
	assert_true(sum.mistakes >= 7);
	assert_true(a.scored);
	assert_true(a.score > 0 && a.score < 100);
	assert_int_equal(a.pass_mark, 75);
	assert_true(store_find_unfinished(st, "Ana", "00ff", true, &attempt,
					  &done, &err));
	assert_int_equal(attempt, 0);
	end_session(s);
	store_close(st);
}

/* A procedure exam (making the shoe) played on a screen that tells the
 * recorder nothing of the key pressed, as the procedure screen does: the
 * session keeps each step's choice key, the recorder stores it, and a
 * resume does the steps again from it, each once. */
static void store__resume__procedure_steps_by_their_choice_key(void **st_)
{
	struct store *st = open_store();
	struct scenario *shoe = calloc(1, sizeof *shoe);
	struct session *s = calloc(1, sizeof *s);
	struct recorder r;
	struct session_observer o;
	struct store_action *acts;
	struct error err;
	struct diag_list errs;
	struct diag d;
	size_t done, n;
	int64_t attempt;

	(void)st_;
	diag_list_init(&errs);
	assert_non_null(shoe);
	assert_non_null(s);
	assert_true(scenario_load(STORE_TEST_SCENARIO_DIR
				  "/iplyc-shuffle-opening.yaml",
				  STORE_TEST_DATA_DIR "/rules", shoe, &errs));
	diag_list_free(&errs);
	assert_true(session_init_scenario(s, shoe, STORE_TEST_DATA_DIR, &d));
	recorder_init(&r, st, NULL, "Ana", "0abc", true);
	o = recorder_observer(&r);
	assert_true(o.started(o.ctx, s));
	for (int i = 0; i < 6; i++) {
		struct choice list[CHOICES_MAX];
		struct procedure_step step;
		const struct choice *pick = NULL;
		const struct session_record *rec;
		struct verdict v;

		assert_int_equal(session_choices(s, list, CHOICES_MAX, &n),
				 STATUS_OK);
		assert_true(session_expected_step(s, &step, NULL));
		/* The 3rd step wrong: the first choice that is not it. */
		for (size_t k = 0; k < n && pick == NULL; k++)
			if ((list[k].op == step.op &&
			     procedure_params_equal(&list[k].params,
						    &step.params)) != (i == 2))
				pick = &list[k];
		if (pick == NULL) {
			fail_msg("no choice for step %d", i + 1);
			return;
		}
		session_mark(s, 0);
		assert_int_equal(session_act_choice(s, pick, 0,
						    (uint64_t)(1000 + i), &v),
				 STATUS_OK);
		rec = session_record(s, (size_t)i);
		assert_non_null(rec);
		assert_int_equal(rec != NULL ? rec->choice_key : 0,
				 pick->key);
		assert_true(o.acted(o.ctx, s, session_record_count(s) - 1,
				    &v));
	}
	session_free(s);
	store_close(st);

	st = open_store();
	assert_true(store_find_unfinished(st, "Ana", "0abc", true, &attempt,
					  &done, &err));
	assert_int_equal(done, 6);
	assert_true(store_actions(st, attempt, &acts, &n, &err));
	memset(s, 0, sizeof *s);
	assert_true(session_init_scenario(s, shoe, STORE_TEST_DATA_DIR, &d));
	if (!recorder_replay(s, acts, n, &err))
		fail_msg("%s", err.message);
	free(acts);
	assert_int_equal(session_record_count(s), 6);
	assert_non_null(session_record(s, 2));
	assert_non_null(session_record(s, 5));
	assert_false(session_record(s, 2) != NULL &&
		     session_record(s, 2)->right);
	assert_true(session_record(s, 5) != NULL &&
		    session_record(s, 5)->right);
	assert_int_equal(count("SELECT count(*) FROM actions"), 6);
	session_free(s);
	free(s);
	free(shoe);
	store_close(st);
}

static void store__finished__per_skill_scores(void **state)
{
	struct store *st = open_store();
	struct session *s = new_session();
	struct store_skill k[SKILL__COUNT];
	struct session_summary sum;
	struct recorder r;
	struct session_observer o;
	struct error err;
	size_t n;

	(void)state;
	recorder_init(&r, st, NULL, "Beto", "00ff", true);
	o = recorder_observer(&r);
	assert_true(o.started(o.ctx, s));
	play_some(s, &r, &o, 30);
	play_out(s, &r, &o);
	assert_true(o.finished(o.ctx, s, true));
	session_summary(s, &sum);
	assert_true(store_skills(st, r.attempt, k, &n, &err));
	assert_true(n >= 4);
	for (size_t i = 0; i < n; i++) {
		assert_int_equal(k[i].actions, sum.skill[k[i].skill].actions);
		assert_int_equal(k[i].right, sum.skill[k[i].skill].right);
		assert_int_equal(k[i].median_ms,
				 sum.skill[k[i].skill].median_ms);
	}
	end_session(s);
	store_close(st);
}

/* An attempt of n actions for trainee, finished or not. */
static int64_t attempt_of(struct store *st, const char *trainee, size_t n,
			  bool finish)
{
	struct session *s = new_session();
	struct recorder r;
	struct session_observer o;

	recorder_init(&r, st, NULL, trainee, "00ff", true);
	o = recorder_observer(&r);
	assert_true(o.started(o.ctx, s));
	play_some(s, &r, &o, n);
	if (finish) {
		play_out(s, &r, &o);
		assert_true(o.finished(o.ctx, s, true));
	}
	end_session(s);
	return r.attempt;
}

static void store__list__filters_and_states(void **state)
{
	struct store *st = open_store();
	struct store_filter f = { 0 };
	struct store_attempt *a;
	struct error err;
	int64_t open_one;
	size_t n;

	(void)state;
	attempt_of(st, "Ana", 10, true);
	fake_now += 86400;
	open_one = attempt_of(st, "Beto", 10, false);
	fake_now += 86400;
	attempt_of(st, "Carla", 10, false);
	assert_true(store_abandon(st, 3, &err));
	assert_true(store_list(st, NULL, &a, &n, &err));
	assert_int_equal(n, 3);
	assert_int_equal(a[0].state, STORE_COMPLETE);
	assert_int_equal(a[1].state, STORE_IN_PROGRESS);
	assert_int_equal(a[1].id, open_one);
	assert_false(a[1].scored);
	assert_int_equal(a[2].state, STORE_ABANDONED);
	free(a);
	f.trainee = "Beto";
	assert_true(store_list(st, &f, &a, &n, &err));
	assert_int_equal(n, 1);
	free(a);
	f.trainee = NULL;
	f.since = "2026-03-02";
	assert_true(store_list(st, &f, &a, &n, &err));
	assert_int_equal(n, 2);
	free(a);
	f.scenario = "another";
	assert_true(store_list(st, &f, &a, &n, &err));
	assert_int_equal(n, 0);
	free(a);
	store_close(st);
}

/* What store_list_scored handed over, attempt by attempt. */
struct scored_seen {
	struct store *st;
	size_t n;
	int64_t id[8];
	size_t stop_after;
};

static bool scored_check(void *ctx, const struct store_attempt *a,
			 const struct store_scoring *got,
			 const struct store_skill *skills, size_t n_skills)
{
	struct scored_seen *seen = ctx;
	struct store_skill k[SKILL__COUNT];
	struct store_scoring want;
	struct error err;
	size_t n;

	assert_true(seen->n < 8);
	seen->id[seen->n++] = a->id;
	/* Each attempt's own skills and marks, as read one by one. */
	assert_true(store_skills(seen->st, a->id, k, &n, &err));
	assert_int_equal(n_skills, n);
	for (size_t i = 0; i < n; i++) {
		assert_int_equal(skills[i].skill, k[i].skill);
		assert_int_equal(skills[i].actions, k[i].actions);
		assert_int_equal(skills[i].right, k[i].right);
	}
	assert_true(store_scoring_get(seen->st, a->id, &want, &err));
	assert_int_equal(got->known, want.known);
	assert_int_equal(got->fail, want.fail);
	for (int i = 0; i < SKILL__COUNT; i++) {
		assert_int_equal(got->skill[i].known, want.skill[i].known);
		assert_int_equal(got->skill[i].examined,
				 want.skill[i].examined);
		assert_int_equal(got->skill[i].pass_mark,
				 want.skill[i].pass_mark);
	}
	return seen->n != seen->stop_after;
}

/* The attempts and their skills are read side by side: finished ones
 * with their skills around one without any, two started the same
 * second (ordered by id), a filter, and a stop. */
static void store__list_scored__each_attempt_its_own_skills(void **state)
{
	struct store *st = open_store();
	struct scored_seen seen = { .st = st };
	struct store_filter f = { 0 };
	struct error err;
	int64_t id[4];

	(void)state;
	id[0] = attempt_of(st, "Ana", 30, true);
	fake_now += 60;
	id[1] = attempt_of(st, "Beto", 5, false);
	fake_now += 60;
	id[2] = attempt_of(st, "Carla", 30, true);
	id[3] = attempt_of(st, "Dora", 12, true);
	assert_true(store_list_scored(st, NULL, scored_check, &seen, &err));
	assert_int_equal(seen.n, 4);
	for (int i = 0; i < 4; i++)
		assert_int_equal(seen.id[i], id[i]);
	seen.n = 0;
	f.trainee = "Dora";
	assert_true(store_list_scored(st, &f, scored_check, &seen, &err));
	assert_int_equal(seen.n, 1);
	assert_int_equal(seen.id[0], id[3]);
	seen.n = 0;
	seen.stop_after = 2;
	assert_false(store_list_scored(st, NULL, scored_check, &seen, &err));
	assert_int_equal(seen.n, 2);
	store_close(st);
}

static void store__import__same_result_twice_is_a_no_op(void **state)
{
	struct store *st = open_store();
	struct error err;
	struct store_attempt *a;
	char mac[65];
	int64_t id, first, second;
	json_t *result;
	bool dup;
	size_t n;

	(void)state;
	first = attempt_of(st, "Ana", 20, true);
	result = store_result_json(st, first, &err);
	assert_non_null(result);
	memset(mac, 'a', 64);
	mac[64] = '\0';
	assert_true(store_import(st, result, "x.result", mac, &id, &dup, &err));
	assert_false(dup);
	second = id;
	assert_true(store_import(st, result, "x.result", mac, &id, &dup, &err));
	assert_true(dup);
	assert_int_equal(id, second);
	json_decref(result);
	assert_true(store_list(st, NULL, &a, &n, &err));
	assert_int_equal(n, 2);
	assert_true(a[1].imported);
	assert_int_equal(a[1].actions, a[0].actions);
	assert_int_equal(a[1].mistakes, a[0].mistakes);
	assert_true(a[1].score == a[0].score);
	free(a);
	/* An incomplete attempt has no result to seal. */
	assert_null(store_result_json(st, attempt_of(st, "Beto", 3, false),
				      &err));
	store_close(st);
}

/* The scoring model kept: the verdict's reason, the critical errors,
 * each skill's mark and each action's flags and words, in the store, in
 * the sealed result's JSON and back from an import. */
static void store__scoring__kept_sealed_and_imported(void **state)
{
	struct store *st = open_store();
	struct store_skill k[SKILL__COUNT];
	struct store_scoring got, back;
	struct store_action *acts = NULL;
	struct store_attempt a;
	struct error err;
	char mac[65], words[512];
	json_t *result, *sj;
	int64_t id, imported;
	size_t n, n_acts, wrong = 0;
	bool dup, found;

	(void)state;
	/* Every fifth action wrong: an exam allows no critical error. */
	id = attempt_of(st, "Ana", 60, true);
	assert_true(store_scoring_get(st, id, &got, &err));
	assert_true(got.known);
	assert_false(got.fail == SESSION_FAIL_NONE);
	assert_int_equal(got.max_critical, 0);
	assert_true(got.skill[SKILL_PAYOUTS].known);
	assert_true(got.skill[SKILL_PAYOUTS].examined);
	assert_int_equal(got.skill[SKILL_PAYOUTS].pass_mark, 75);
	assert_true(store_actions(st, id, &acts, &n_acts, &err));
	assert_true(store_scoring_flags(st, id, acts, n_acts, &err));
	for (size_t i = 0; i < n_acts; i++) {
		assert_true(acts[i].expected_text[0] != '\0');
		assert_true(acts[i].given_text[0] != '\0');
		if (!acts[i].right)
			wrong++;
		else
			assert_false(acts[i].critical);
	}
	assert_int_equal(got.mistakes, (int)wrong);
	free(acts);
	assert_true(store_get(st, id, &a, &found, &err) && found);
	assert_true(store_skills(st, id, k, &n, &err));
	store_scoring_verdict(&a, k, n, &got, words, sizeof words);
	assert_non_null(strstr(words, "NOT PASSED: "));

	result = store_result_json(st, id, &err);
	assert_non_null(result);
	sj = json_object_get(result, "scoring");
	assert_true(json_is_object(sj));
	assert_string_equal(json_string_value(json_object_get(sj,
		"fail_reason")), session_fail_key(got.fail));
	assert_int_equal(json_integer_value(json_object_get(sj, "critical")),
			 got.critical);
	memset(mac, 'b', 64);
	mac[64] = '\0';
	assert_true(store_import(st, result, "x.result", mac, &imported, &dup,
				 &err));
	assert_false(dup);
	json_decref(result);
	assert_true(store_scoring_get(st, imported, &back, &err));
	assert_true(back.known);
	assert_int_equal(back.fail, got.fail);
	assert_int_equal(back.fail_skill, got.fail_skill);
	assert_int_equal(back.critical, got.critical);
	assert_int_equal(back.max_critical, got.max_critical);
	assert_int_equal(back.mistakes, got.mistakes);
	for (int i = 0; i < SKILL__COUNT; i++) {
		assert_int_equal(back.skill[i].known, got.skill[i].known);
		assert_int_equal(back.skill[i].passed, got.skill[i].passed);
		assert_int_equal(back.skill[i].pass_mark,
				 got.skill[i].pass_mark);
		assert_int_equal(back.skill[i].critical,
				 got.skill[i].critical);
	}
	assert_true(store_actions(st, imported, &acts, &n_acts, &err));
	assert_true(store_scoring_flags(st, imported, acts, n_acts, &err));
	assert_true(n_acts > 0);
	assert_true(acts[0].expected_text[0] != '\0');
	free(acts);
	/* An attempt in progress has no recorded verdict. */
	assert_true(store_scoring_get(st, attempt_of(st, "Beto", 3, false),
				      &got, &err));
	assert_false(got.known);
	store_close(st);
}

static void store__progress__per_day_and_attempt(void **state)
{
	struct store *st = open_store();
	struct store_point *p;
	struct store_skill weak[SKILL__COUNT];
	struct store_spot *spots;
	struct error err;
	size_t n, n_weak, n_spots;

	(void)state;
	attempt_of(st, "Ana", 40, false);
	fake_now += 86400;
	attempt_of(st, "Ana", 40, false);
	attempt_of(st, "Beto", 5, false);
	assert_true(store_progress(st, "Ana", STORE_BY_DAY, &p, &n, &err));
	assert_true(n >= 2);
	assert_string_equal(p[0].label, "2026-03-01");
	assert_string_equal(p[n - 1].label, "2026-03-02");
	for (size_t i = 0; i < n; i++) {
		assert_true(p[i].actions > 0);
		assert_true(p[i].median_ms >= 1000 && p[i].median_ms <= 1040);
	}
	free(p);
	assert_true(store_progress(st, "Ana", STORE_BY_ATTEMPT, &p, &n, &err));
	assert_int_equal(p[0].attempt, 1);
	assert_int_equal(p[n - 1].attempt, 2);
	free(p);
	assert_true(store_weakest(st, "Ana", 1, weak, &n_weak, &err));
	assert_true(n_weak >= 2);
	for (size_t i = 1; i < n_weak; i++)
		assert_true(weak[i - 1].accuracy <= weak[i].accuracy);
	assert_true(weak[0].accuracy < 1.0);
	assert_true(store_weak_spots(st, "Ana", 5, &spots, &n_spots, &err));
	assert_true(n_spots >= 1 && n_spots <= 5);
	assert_string_equal(spots[0].scenario, "iplyc-exam-traditional");
	/* The same coups went wrong in both attempts. */
	assert_true(spots[0].mistakes >= 2);
	assert_true(spots[0].expected_key[0] != '\0');
	assert_true(spots[0].article[0] != '\0');
	for (size_t i = 1; i < n_spots; i++)
		assert_true(spots[i - 1].mistakes - spots[i - 1].right_since >=
			    spots[i].mistakes - spots[i].right_since);
	free(spots);
	store_close(st);
}

/* A procedure step is replayed by the choice picked, so the choice must
 * be kept whatever the front end: the session remembers it
 * (session_act_choice) and the recorder stores it, with nothing for a
 * screen to call (the trainer screen never did, and a procedure exam
 * resumed there could not be replayed). */
static void store__procedure__choice_kept_and_replayed(void **state)
{
	struct scenario *proc = calloc(1, sizeof *proc);
	struct store *st = open_store();
	struct session *s = calloc(1, sizeof *s);
	struct recorder r;
	struct session_observer o;
	struct store_action *acts;
	struct error err;
	struct diag_list errs;
	struct diag derr;
	size_t n, played = 0;

	(void)state;
	assert_non_null(proc);
	assert_non_null(s);
	diag_list_init(&errs);
	assert_true(scenario_load(STORE_TEST_SCENARIO_DIR
				  "/iplyc-shuffle-opening.yaml",
				  STORE_TEST_DATA_DIR "/rules", proc, &errs));
	diag_list_free(&errs);
	assert_true(session_init_scenario(s, proc, STORE_TEST_DATA_DIR, &derr));
	assert_int_equal(session_kind(s), SESSION_PROCEDURE);
	recorder_init(&r, st, NULL, "Ana", "0a0b", true);
	o = recorder_observer(&r);
	assert_true(o.started(o.ctx, s));
	/* The last choice of the list each time: right or wrong alike. */
	for (int i = 0; i < 6 && !session_over(s); i++) {
		struct choice list[CHOICES_MAX];
		struct verdict v;

		assert_int_equal(session_choices(s, list, CHOICES_MAX, &n),
				 STATUS_OK);
		assert_true(n > 0);
		session_mark(s, 0);
		assert_int_equal(session_act_choice(s, &list[n - 1], 0,
						    1000, &v), STATUS_OK);
		assert_int_equal(session_record(s, session_record_count(s)
						- 1)->choice_key,
				 list[n - 1].key);
		assert_true(o.acted(o.ctx, s, session_record_count(s) - 1, &v));
		played++;
	}
	assert_true(played > 0);
	assert_int_equal(count("SELECT count(*) FROM actions WHERE"
			       " choice_key IS NULL"), 0);
	assert_true(store_actions(st, r.attempt, &acts, &n, &err));
	assert_int_equal(n, played);
	session_free(s);
	memset(s, 0, sizeof *s);
	assert_true(session_init_scenario(s, proc, STORE_TEST_DATA_DIR, &derr));
	if (!recorder_replay(s, acts, n, &err))
		fail_msg("%s", err.message);
	assert_int_equal(session_record_count(s), played);
	free(acts);
	end_session(s);
	free(proc);
	store_close(st);
}

static void store__given_action__round_trips_as_text(void **state)
{
	struct game_action a, b;
	char text[256];

	(void)state;
	memset(&a, 0, sizeof a);
	a.kind = GAME_ACT_PAY;
	a.seat = 3;
	a.player = 2;
	a.amount = 900;
	a.stake = 1000;
	a.chance = 1;
	a.flags = 5;
	assert_true(store_action_encode(&a, text, sizeof text));
	assert_true(store_action_decode(text, &b));
	assert_int_equal(b.kind, GAME_ACT_PAY);
	assert_int_equal(b.seat, 3);
	assert_int_equal(b.amount, 900);
	assert_int_equal(b.stake, 1000);
	assert_int_equal(b.flags, 5);
	a.kind = GAME_ACT_COUP;
	a.step = COUP_DEAL_TO_PUNTO;
	assert_true(store_action_encode(&a, text, sizeof text));
	assert_true(store_action_decode(text, &b));
	assert_int_equal(b.step, COUP_DEAL_TO_PUNTO);
	assert_int_equal(b.chips.n[3], 0);
	/* Chips counted out (IPLyC 8.4.2.6.3.3): 1 of 500, 4 of 100. */
	a.kind = GAME_ACT_PAY;
	a.step = COUP_DONE;
	a.chips.n[3] = 4;
	a.chips.n[4] = 1;
	assert_true(store_action_encode(&a, text, sizeof text));
	assert_non_null(strstr(text, " chips 0 0 0 4 1 0 0 0"));
	assert_true(store_action_decode(text, &b));
	assert_int_equal(b.chips.n[3], 4);
	assert_int_equal(b.chips.n[4], 1);
	assert_int_equal(b.amount, 900);
	assert_false(store_action_decode("v1 nonsense - 1", &b));
	assert_false(store_action_decode("v1 pay done 1 2", &b));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(
			store__open__makes_private_dir_schema_and_wal, setup,
			teardown),
		cmocka_unit_test_setup_teardown(
			store__old_version__migrated_keeping_its_rows, setup,
			teardown),
		cmocka_unit_test_setup_teardown(
			store__newer_version__refused, setup, teardown),
		cmocka_unit_test_setup_teardown(
			store__each_action__committed_as_it_happens, setup,
			teardown),
		cmocka_unit_test_setup_teardown(
			store__recorder__statements_kept_for_the_session,
			setup, teardown),
		cmocka_unit_test_setup_teardown(
			store__resume__after_crash_replays_without_duplicates,
			setup, teardown),
		cmocka_unit_test_setup_teardown(
			store__resume__procedure_steps_by_their_choice_key,
			setup, teardown),
		cmocka_unit_test_setup_teardown(
			store__finished__per_skill_scores, setup, teardown),
		cmocka_unit_test_setup_teardown(
			store__list__filters_and_states, setup, teardown),
		cmocka_unit_test_setup_teardown(
			store__import__same_result_twice_is_a_no_op, setup,
			teardown),
		cmocka_unit_test_setup_teardown(
			store__progress__per_day_and_attempt, setup, teardown),
		cmocka_unit_test(store__given_action__round_trips_as_text),
		cmocka_unit_test_setup_teardown(
			store__list_scored__each_attempt_its_own_skills,
			setup, teardown),
		cmocka_unit_test_setup_teardown(
			store__procedure__choice_kept_and_replayed, setup,
			teardown),
		cmocka_unit_test_setup_teardown(
			store__scoring__kept_sealed_and_imported, setup,
			teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
