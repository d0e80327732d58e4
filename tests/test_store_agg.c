/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_store_agg.c: the history's aggregates (store_agg_sql.h): kept by
 * the triggers as each action is inserted, they come out the same as the
 * migration builds them from the same actions (random histories with
 * replays, hints, unknown skills, times out of order, ties and missing
 * times); a hint flag changed afterwards is followed; and a small
 * history reads back with the figures worked out by hand. */
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

static char dir[64];

static int setup(void **state)
{
	(void)state;
	snprintf(dir, sizeof dir, "/tmp/crupier-agg-XXXXXX");
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
	int rc = sqlite3_exec(db, sql, NULL, NULL, &msg);

	if (rc != SQLITE_OK)
		fail_msg("%s: %s", sql, msg != NULL ? msg : "?");
}

static uint32_t rnd(uint64_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 7;
	*s ^= *s << 17;
	return (uint32_t)(*s >> 20);
}

/* The schema the old database of check_agree is made at: 4 (before
 * the aggregates), or 11 (before cell_times), whose actions have a
 * situation cell. */
static int old_schema = 4;

/* Trainees, attempts and, in a shuffled order, their actions. */
static void insert_history(sqlite3 *db, uint64_t seed)
{
	static const char *const cells[] = {
		"NULL", "''", "'c1'", "'c2'", "'c3'",
	};
	static const char *const skills[] = {
		"dealing", "payouts", "drawing", "future_skill",
	};
	static const char *const days[] = {
		"2026-03-01T09:00:00Z", "2026-03-01T09:00:05Z",
		"2026-03-02T10:00:00Z", "2026-03-04T08:30:00Z",
		"2026-02-27T23:59:59Z",
	};
	char sql[640];
	int idx[40] = { 0 };

	exec_ok(db, "BEGIN;"
		"INSERT INTO trainees VALUES (1, 'Ana', '2026-01-01T00:00:00Z');"
		"INSERT INTO trainees VALUES (2, 'Beto', '2026-01-01T00:00:00Z');"
		"INSERT INTO trainees VALUES (3, 'Ceci', '2026-01-01T00:00:00Z');");
	for (int a = 1; a < 40; a++) {
		unsigned sc = rnd(&seed) % 3;

		snprintf(sql, sizeof sql, "INSERT INTO attempts (id, trainee,"
			 " scenario, scenario_sha256, profile, kind, exam,"
			 " started) VALUES (%d, %u, '%s', '%s', 'iplyc',"
			 " 'drill', 0, '%s')", a, 1 + rnd(&seed) % 3,
			 sc == 2 ? "practice" : sc == 1 ? "s1" : "s2",
			 sc == 2 ? "" : rnd(&seed) % 4 == 0 ? "bb" : "aa",
			 days[rnd(&seed) % 5]);
		exec_ok(db, sql);
	}
	for (int i = 0; i < 600; i++) {
		int a = 1 + (int)(rnd(&seed) % 39);
		unsigned t = rnd(&seed) % 21;
		char when[40];

		if (t == 20)
			snprintf(when, sizeof when, "NULL");
		else
			snprintf(when, sizeof when,
				 "'2026-03-0%uT1%u:00:%02uZ'", 1 + t % 4,
				 t % 3, rnd(&seed) % 3);
		snprintf(sql, sizeof sql, "INSERT INTO actions (attempt, idx,"
			 " coup, skill, expected_key, given_key, correct,"
			 " wrong_amount, ms, article, replay, done_at, hint%s)"
			 " VALUES (%d, %d, %u, '%s', 'k%u', 'g', %d, 0, %u,"
			 " 'art %u', %d, %s, %d%s%s)",
			 old_schema >= 8 ? ", cell" : "", a, idx[a]++,
			 1 + rnd(&seed) % 4, skills[rnd(&seed) % 4],
			 rnd(&seed) % 3, rnd(&seed) % 3 != 0,
			 100 * (1 + rnd(&seed) % 7), rnd(&seed) % 2,
			 rnd(&seed) % 10 == 0, when, rnd(&seed) % 9 == 0,
			 old_schema >= 8 ? ", " : "",
			 old_schema >= 8 ? cells[rnd(&seed) % 5] : "");
		exec_ok(db, sql);
	}
	exec_ok(db, "COMMIT");
}

static const char *const tables[] = {
	"attempt_agg", "day_agg", "day_ms", "skill_agg",
	"skill_ms", "spots", "cell_times",
};

/* A table's rows, every column, in a fixed order, as one text. */
static char *dump(sqlite3 *db, const char *table)
{
	char sql[256];
	size_t len = 0, cap = 1 << 16;
	char *out = malloc(cap);
	sqlite3_stmt *q;

	assert_non_null(out);
	out[0] = '\0';
	int cols;

	/* Ordered by every column. */
	snprintf(sql, sizeof sql, "SELECT * FROM %s", table);
	assert_int_equal(sqlite3_prepare_v2(db, sql, -1, &q, NULL), SQLITE_OK);
	cols = sqlite3_column_count(q);
	sqlite3_finalize(q);
	len = (size_t)snprintf(sql, sizeof sql, "SELECT * FROM %s ORDER BY 1",
			       table);
	for (int c = 2; c <= cols; c++)
		len += (size_t)snprintf(sql + len, sizeof sql - len, ", %d", c);
	len = 0;
	assert_int_equal(sqlite3_prepare_v2(db, sql, -1, &q, NULL), SQLITE_OK);
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

/* An old database (the schema before the aggregates) with the history,
 * migrated; and a new one filled through the triggers: the same rows. */
static void check_agree(uint64_t seed, const char *flip)
{
	char old_path[128], new_path[128];
	struct error err;
	struct store *a, *b;
	sqlite3 *db;

	snprintf(old_path, sizeof old_path, "%s/old%d-%llu.db", dir,
		 old_schema, (unsigned long long)seed);
	snprintf(new_path, sizeof new_path, "%s/new%d-%llu.db", dir,
		 old_schema, (unsigned long long)seed);
	assert_int_equal(sqlite3_open(old_path, &db), SQLITE_OK);
	for (int v = 0; v < old_schema; v++)
		exec_ok(db, store_migrations[v]);
	{
		char pragma[40];

		snprintf(pragma, sizeof pragma, "PRAGMA user_version = %d",
			 old_schema);
		exec_ok(db, pragma);
	}
	insert_history(db, seed);
	if (flip != NULL)
		exec_ok(db, flip);
	sqlite3_close(db);
	assert_true(store_open(old_path, &a, &err));
	assert_true(store_open(new_path, &b, &err));
	insert_history(b->db, seed);
	if (flip != NULL)
		exec_ok(b->db, flip);
	for (size_t t = 0; t < sizeof tables / sizeof tables[0]; t++) {
		char *x, *y;

		/* Without cells, cell_times has nothing to compare. */
		if (old_schema < 8 && strcmp(tables[t], "cell_times") == 0)
			continue;
		x = dump(a->db, tables[t]);
		y = dump(b->db, tables[t]);
		assert_true(strlen(x) > 20);
		if (strcmp(x, y) != 0)
			fail_msg("%s differs (seed %llu):\nmigrated:\n%s\n"
				 "triggers:\n%s", tables[t],
				 (unsigned long long)seed, x, y);
		free(x);
		free(y);
	}
	store_close(a);
	store_close(b);
}

static void agg__triggers_and_migration__same_figures(void **state)
{
	(void)state;
	for (uint64_t seed = 1; seed <= 12; seed++)
		check_agree(seed * 0x9e3779b97f4a7c15u, NULL);
}

/* cell_times (schema 13) filled from the actions there, and kept by
 * its triggers from the start, the hint flags changed afterwards too:
 * the same rows. */
static void agg__cell_times__triggers_and_migration_agree(void **state)
{
	(void)state;
	old_schema = 12;
	for (uint64_t seed = 1; seed <= 6; seed++)
		check_agree(seed * 0x9e3779b97f4a7c15u, NULL);
	check_agree(0x7654321u, "UPDATE actions SET hint = 1 - hint"
			       " WHERE (idx + attempt) % 3 = 0");
	old_schema = 4;
}

static void agg__hint_set_afterwards__followed(void **state)
{
	(void)state;
	/* As an import does: the actions first, their hint flags after. */
	check_agree(0x1234567u, "UPDATE actions SET hint = 1 - hint"
			       " WHERE (idx + attempt) % 3 = 0");
}

/* Ana at scenario s, coup 1: a mistake, a right answer, an older
 * mistake recorded late (an import), another right answer; and a replay
 * that counts for nothing. */
static void agg__small_history__figures_by_hand(void **state)
{
	char path[128];
	struct error err;
	struct store_skill weak[SKILL__COUNT];
	struct store_point *p;
	struct store_spot *sp;
	struct store_attempt *list;
	struct store *st;
	size_t n;

	(void)state;
	snprintf(path, sizeof path, "%s/small.db", dir);
	assert_true(store_open(path, &st, &err));
	exec_ok(st->db,
		"INSERT INTO trainees VALUES (1, 'Ana', '2026-01-01T00:00:00Z');"
		"INSERT INTO attempts (id, trainee, scenario, scenario_sha256,"
		" profile, kind, started) VALUES"
		" (1, 1, 's', 'aa', 'iplyc', 'drill', '2026-03-02T10:00:00Z'),"
		" (2, 1, 's', 'aa', 'iplyc', 'drill', '2026-03-01T10:00:00Z');"
		"INSERT INTO actions (attempt, idx, coup, skill, expected_key,"
		" given_key, correct, wrong_amount, ms, article, replay,"
		" done_at, hint) VALUES"
		" (1, 0, 1, 'payouts', 'pay', 'x', 0, 1, 100, 'A1', 0,"
		"  '2026-03-02T10:00:01Z', 0),"
		" (1, 1, 1, 'payouts', 'pay', 'pay', 1, 0, 300, 'A1', 0,"
		"  '2026-03-02T10:00:02Z', 0),"
		" (2, 0, 1, 'payouts', 'collect', 'x', 0, 0, 200, 'A0', 0,"
		"  '2026-03-01T10:00:01Z', 0),"
		" (1, 2, 1, 'payouts', 'pay', 'pay', 1, 0, 400, 'A1', 0,"
		"  '2026-03-02T10:00:03Z', 1),"
		" (1, 3, 1, 'payouts', 'pay', 'x', 0, 0, 9000, 'A1', 1,"
		"  '2026-03-02T10:00:04Z', 0);");
	/* All time: 4 actions (the replay left out), 1 right (the other
	 * after a hint), median of 100 200 300 400. */
	assert_true(store_weakest(st, "Ana", 1, weak, &n, &err));
	assert_int_equal(n, 1);
	assert_int_equal(weak[0].skill, SKILL_PAYOUTS);
	assert_int_equal(weak[0].actions, 4);
	assert_int_equal(weak[0].right, 1);
	assert_int_equal(weak[0].hints, 1);
	assert_int_equal(weak[0].median_ms, 250);
	/* Per day: the 1st (200 alone), the 2nd (100 300 400: 300). */
	assert_true(store_progress(st, "Ana", STORE_BY_DAY, &p, &n, &err));
	assert_int_equal(n, 2);
	assert_string_equal(p[0].label, "2026-03-01");
	assert_int_equal(p[0].median_ms, 200);
	assert_string_equal(p[1].label, "2026-03-02");
	assert_int_equal(p[1].actions, 3);
	assert_int_equal(p[1].median_ms, 300);
	assert_int_equal(p[1].hints, 1);
	free(p);
	/* Per attempt, in start order: attempt 2 first. */
	assert_true(store_progress(st, "Ana", STORE_BY_ATTEMPT, &p, &n, &err));
	assert_int_equal(n, 2);
	assert_int_equal(p[0].attempt, 2);
	assert_int_equal(p[1].attempt, 1);
	assert_int_equal(p[1].right, 1);
	free(p);
	assert_true(store_progress_recent(st, "Ana", 1, &p, &n, &err));
	assert_int_equal(n, 1);
	assert_int_equal(p[0].attempt, 1);
	free(p);
	/* The spot: two mistakes, the last the 2nd's, two right since. */
	assert_true(store_weak_spots(st, "Ana", 5, &sp, &n, &err));
	assert_int_equal(n, 1);
	assert_int_equal(sp[0].coup, 1);
	assert_int_equal(sp[0].mistakes, 2);
	assert_int_equal(sp[0].right_since, 2);
	assert_string_equal(sp[0].last_mistake, "2026-03-02T10:00:01Z");
	assert_string_equal(sp[0].expected_key, "pay");
	assert_string_equal(sp[0].article, "A1");
	free(sp);
	/* Listed: the counts without the replay. */
	assert_true(store_list(st, NULL, &list, &n, &err));
	assert_int_equal(n, 2);
	assert_int_equal(list[1].id, 1);
	assert_int_equal(list[1].actions, 4 - 1);
	assert_int_equal(list[1].mistakes, 1);
	free(list);
	store_close(st);
}

static void count_tick(void *ctx, unsigned ticks)
{
	*(unsigned *)ctx = ticks;
}

/* A long history is brought up to date with the watcher told it goes
 * on; a database already up to date opens without a word. */
static void agg__migration__watched_as_it_goes(void **state)
{
	char path[128];
	unsigned ticks = 0;
	const struct store_open_watch w = { count_tick, &ticks, NULL };
	struct error err;
	struct store *st;
	sqlite3 *db;

	(void)state;
	snprintf(path, sizeof path, "%s/long.db", dir);
	assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
	for (int v = 0; v < 4; v++)
		exec_ok(db, store_migrations[v]);
	exec_ok(db, "PRAGMA user_version = 4;"
		"INSERT INTO trainees VALUES (1, 'Ana', '2026-01-01T00:00:00Z');"
		"WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n"
		" WHERE i < 2000) INSERT INTO attempts (id, trainee, scenario,"
		" scenario_sha256, profile, kind, started) SELECT i, 1, 's',"
		" 'aa', 'iplyc', 'drill', '2026-03-01T10:00:00Z' FROM n;"
		"WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n"
		" WHERE i < 39999) INSERT INTO actions (attempt, idx, coup,"
		" skill, expected_key, given_key, correct, wrong_amount, ms,"
		" article, replay, done_at) SELECT 1 + i / 20, i % 20,"
		" 1 + i % 5, 'payouts', 'pay', 'pay', i % 7 <> 0, 0,"
		" 100 + i % 977, 'A', 0, '2026-03-01T10:00:00Z' FROM n;");
	sqlite3_close(db);
	assert_true(store_open_watched(path, &w, &st, &err));
	assert_int_equal(store_schema_version(st), STORE_SCHEMA_VERSION);
	store_close(st);
	assert_true(ticks > 0);
	ticks = 0;
	assert_true(store_open_watched(path, &w, &st, &err));
	store_close(st);
	assert_int_equal(ticks, 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(agg__triggers_and_migration__same_figures),
		cmocka_unit_test(agg__hint_set_afterwards__followed),
		cmocka_unit_test(agg__cell_times__triggers_and_migration_agree),
		cmocka_unit_test(agg__small_history__figures_by_hand),
		cmocka_unit_test(agg__migration__watched_as_it_goes),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
