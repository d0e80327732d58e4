/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gen_history.c: makes a results database with a long history, for the
 * benches of progress and listings (bench/README).
 *
 *   gen_history PATH ATTEMPTS [SCHEMA]
 *
 * One trainee ("Ana") with ATTEMPTS attempts of 30 actions each over
 * the six skills of the table, spread over 2 years, 5% free practice,
 * the rest over 20 drills; complete and scored like the recorder leaves
 * them.  The schema is built with the store's own steps up to SCHEMA
 * (default 4, the schema before the aggregates, so that an older crupier
 * reads it and a newer one migrates it).  Everything is written in one
 * transaction with prepared statements: 100,000 attempts take seconds.
 * Deterministic: the same arguments make the same file. */
#include "config.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "store/store_impl.h"

#define ACTIONS 30

static const char *const skills[] = {
	"dealing", "drawing", "voluntad", "rotation", "payouts", "anomalies",
};

static uint64_t state = 0x9e3779b97f4a7c15u;

static uint32_t next(void)
{
	state ^= state << 13;
	state ^= state >> 7;
	state ^= state << 17;
	return (uint32_t)(state >> 16);
}

static int run(sqlite3 *db, const char *sql)
{
	char *msg = NULL;

	if (sqlite3_exec(db, sql, NULL, NULL, &msg) == SQLITE_OK)
		return 0;
	fprintf(stderr, "gen_history: %s\n", msg != NULL ? msg : "?");
	sqlite3_free(msg);
	return 1;
}

static void stamp(int64_t t, char out[STORE_TIME_MAX])
{
	time_t tt = (time_t)t;
	struct tm tm;

	gmtime_r(&tt, &tm);
	strftime(out, STORE_TIME_MAX, "%Y-%m-%dT%H:%M:%SZ", &tm);
}

int main(int argc, char **argv)
{
	const int64_t base = 1735689600; /* 2025-01-01T00:00:00Z */
	sqlite3_stmt *att, *act;
	long attempts, schema = 4;
	char sql[64];
	sqlite3 *db;

	if (argc < 3 || argc > 4) {
		fprintf(stderr, "usage: gen_history PATH ATTEMPTS [SCHEMA]\n");
		return 2;
	}
	attempts = strtol(argv[2], NULL, 10);
	if (argc == 4)
		schema = strtol(argv[3], NULL, 10);
	if (attempts <= 0 || schema < 1 || schema > STORE_SCHEMA_VERSION) {
		fprintf(stderr, "gen_history: bad ATTEMPTS or SCHEMA\n");
		return 2;
	}
	remove(argv[1]);
	if (sqlite3_open(argv[1], &db) != SQLITE_OK)
		return 1;
	if (run(db, "PRAGMA journal_mode = WAL; BEGIN"))
		return 1;
	for (long v = 0; v < schema; v++)
		if (run(db, store_migrations[v]))
			return 1;
	snprintf(sql, sizeof sql, "PRAGMA user_version = %ld", schema);
	if (run(db, sql) ||
	    run(db, "INSERT INTO trainees (id, name, created) VALUES"
		    " (1, 'Ana', '2025-01-01T00:00:00Z')"))
		return 1;
	sqlite3_prepare_v2(db, "INSERT INTO attempts (id, trainee, scenario,"
			   " scenario_sha256, profile, kind, exam, started,"
			   " ended, status, score, pass_mark, passed,"
			   " time_exceeded, fail_reason, critical,"
			   " max_critical, hints, free_hints) VALUES (?1, 1,"
			   " ?2, ?3, 'iplyc', ?4, 0, ?5, ?6, 'complete', ?7,"
			   " 75, ?8, 0, ?9, 0, -1, 0, 0)", -1, &att, NULL);
	sqlite3_prepare_v2(db, "INSERT INTO actions (attempt, idx, coup,"
			   " skill, expected_key, given_key, correct,"
			   " wrong_amount, ms, article, replay, done_at, hint,"
			   " critical) VALUES (?1, ?2, ?3, ?4, 'pay', ?5, ?6,"
			   " 0, ?7, '7.8.1', 0, ?8, ?9, 0)", -1, &act, NULL);
	for (long i = 1; i <= attempts; i++) {
		int64_t t = base + (int64_t)i * (2 * 365 * 86400) / attempts;
		bool practice = next() % 20 == 0;
		char scen[32], sha[65], start[STORE_TIME_MAX], end[STORE_TIME_MAX];
		int right = 0;

		snprintf(scen, sizeof scen, "drill-%02u", next() % 20);
		snprintf(sha, sizeof sha, "%064x", (unsigned)(scen[7] * 7 +
							  scen[6]));
		stamp(t, start);
		for (int k = 0; k < ACTIONS; k++) {
			bool ok = next() % 100 < 92, hint = next() % 50 == 0;
			char at[STORE_TIME_MAX];
			uint32_t ms = 400 + next() % 6000 + (next() % 9 == 0
							     ? next() % 20000 : 0);

			t += ms / 1000 + 1;
			stamp(t, at);
			right += ok && !hint;
			sqlite3_reset(act);
			sqlite3_bind_int64(act, 1, i);
			sqlite3_bind_int(act, 2, k);
			sqlite3_bind_int(act, 3, k / 5 + 1);
			sqlite3_bind_text(act, 4, skills[(k + next() % 2) % 6],
					  -1, SQLITE_STATIC);
			sqlite3_bind_text(act, 5, ok ? "pay" : "collect", -1,
					  SQLITE_STATIC);
			sqlite3_bind_int(act, 6, ok);
			sqlite3_bind_int(act, 7, (int)ms);
			sqlite3_bind_text(act, 8, at, -1, SQLITE_TRANSIENT);
			sqlite3_bind_int(act, 9, hint);
			if (sqlite3_step(act) != SQLITE_DONE)
				return 1;
		}
		stamp(t, end);
		sqlite3_reset(att);
		sqlite3_bind_int64(att, 1, i);
		sqlite3_bind_text(att, 2, practice ? "practice" : scen, -1,
				  SQLITE_TRANSIENT);
		sqlite3_bind_text(att, 3, practice ? "" : sha, -1,
				  SQLITE_TRANSIENT);
		sqlite3_bind_text(att, 4, practice ? "practice" : "drill", -1,
				  SQLITE_STATIC);
		sqlite3_bind_text(att, 5, start, -1, SQLITE_TRANSIENT);
		sqlite3_bind_text(att, 6, end, -1, SQLITE_TRANSIENT);
		sqlite3_bind_double(att, 7, 100.0 * right / ACTIONS);
		sqlite3_bind_int(att, 8, right * 4 >= ACTIONS * 3);
		sqlite3_bind_text(att, 9, right * 4 >= ACTIONS * 3 ? ""
				  : "skill", -1, SQLITE_STATIC);
		if (sqlite3_step(att) != SQLITE_DONE)
			return 1;
	}
	sqlite3_finalize(att);
	sqlite3_finalize(act);
	/* The per-skill scores the recorder writes when an attempt ends. */
	if (run(db, "INSERT INTO attempt_skills (attempt, skill, actions,"
		    " correct, accuracy, median_ms, weight, examined,"
		    " pass_mark, passed, critical, hints) SELECT attempt,"
		    " skill, count(*), sum(correct AND NOT hint),"
		    " 1.0 * sum(correct AND NOT hint) / count(*), 0, 1, 1, 75,"
		    " 4 * sum(correct AND NOT hint) >= 3 * count(*), 0,"
		    " sum(hint) FROM actions GROUP BY attempt, skill") ||
	    run(db, "COMMIT"))
		return 1;
	sqlite3_close(db);
	printf("gen_history: %s: %ld attempts, %ld actions, schema %ld\n",
	       argv[1], attempts, attempts * ACTIONS, schema);
	return 0;
}
