/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chain_fill_sqlite.c: fills a SQLite results file with a school chain's
 * history for bench/chain.sh, the aggregates counted once at the end.
 *
 *   chain_fill_sqlite FILE ATTEMPTS FILL.sql
 *
 * FILE holds the template attempts (made by crupier); FILL.sql
 * (bench/chain_fill_sqlite.sql) multiplies them into ATTEMPTS attempts.
 * The store's triggers keep the aggregates action by action, as the
 * recorder's writes do; through them a million attempts (some ninety
 * million actions) would take most of a day.  So the triggers on
 * actions, and those that keep each member's totals from the attempts
 * and the aggregates, are set aside while the rows go in, the
 * aggregates and the totals are then counted once from the rows by the
 * same statements the store's migrations count them with
 * (store_agg_sql.h, store_member_sql.h), and the triggers are put back
 * as they were: the file ends as the recorder would have left
 * it (bench/chain.sh compares the readers' outputs at a size both ways
 * can fill).  Everything is one transaction.  Prints on stdout how long
 * the rows and the aggregates took. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <sqlite3.h>

#include "store/store_agg_sql.h"
#include "store/store_member_sql.h"

/* Every aggregate the triggers keep (store_agg_sql.h). */
#define AGG_CLEAR                                                          \
	"DELETE FROM attempt_agg; DELETE FROM day_agg; DELETE FROM day_ms;"\
	"DELETE FROM skill_agg; DELETE FROM skill_ms; DELETE FROM spots;"  \
	"DELETE FROM cell_times; DELETE FROM member_totals;"              \
	"DELETE FROM member_skills;"

static sqlite3 *db;

static void run(const char *what, const char *sql)
{
	char *msg = NULL;

	if (sqlite3_exec(db, sql, NULL, NULL, &msg) == SQLITE_OK)
		return;
	fprintf(stderr, "chain_fill_sqlite: %s: %s\n", what,
		msg != NULL ? msg : sqlite3_errmsg(db));
	exit(1);
}

static char *slurp(const char *path)
{
	FILE *f = fopen(path, "rb");
	char *s = NULL;
	long n;

	if (f == NULL || fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) < 0 ||
	    fseek(f, 0, SEEK_SET) != 0 || (s = malloc((size_t)n + 1)) == NULL ||
	    fread(s, 1, (size_t)n, f) != (size_t)n) {
		perror(path);
		exit(1);
	}
	s[n] = '\0';
	fclose(f);
	return s;
}

static double now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

int main(int argc, char **argv)
{
	enum { MAX_TRIGGERS = 32 };
	char *saved[MAX_TRIGGERS], *fill, n_sql[64], drop[128];
	size_t nsaved = 0;
	sqlite3_stmt *q;
	double t0, t1, t2;
	long n;

	if (argc != 4 || (n = strtol(argv[2], NULL, 10)) <= 0) {
		fprintf(stderr, "usage: chain_fill_sqlite FILE ATTEMPTS "
			"FILL.sql\n");
		return 2;
	}
	fill = slurp(argv[3]);
	if (sqlite3_open(argv[1], &db) != SQLITE_OK) {
		fprintf(stderr, "chain_fill_sqlite: %s: %s\n", argv[1],
			sqlite3_errmsg(db));
		return 1;
	}
	/* A bench's file: no journal while it is made (a failure leaves
	 * it to be made again), WAL afterwards as the store keeps it. */
	run("pragmas", "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;"
	    "PRAGMA cache_size = -262144;");
	run("begin", "BEGIN");
	if (sqlite3_prepare_v2(db, "SELECT name, sql FROM sqlite_master "
			       "WHERE type = 'trigger' AND (tbl_name = "
			       "'actions' OR name IN " MEMBER_TRIGGER_NAMES
			       ") ORDER BY name", -1, &q,
			       NULL) != SQLITE_OK) {
		fprintf(stderr, "chain_fill_sqlite: %s\n", sqlite3_errmsg(db));
		return 1;
	}
	while (sqlite3_step(q) == SQLITE_ROW && nsaved < MAX_TRIGGERS) {
		snprintf(drop, sizeof drop, "DROP TRIGGER \"%s\"",
			 (const char *)sqlite3_column_text(q, 0));
		saved[nsaved++] =
			strdup((const char *)sqlite3_column_text(q, 1));
		run("saving the triggers", drop);
	}
	sqlite3_finalize(q);
	snprintf(n_sql, sizeof n_sql,
		 "CREATE TEMP TABLE chain_n AS SELECT %ld AS n", n);
	run("the size", n_sql);
	t0 = now();
	run(argv[3], fill);
	t1 = now();
	run("clearing the aggregates", AGG_CLEAR);
	run("counting the aggregates", AGG_FILL AGG_CELL_FILL MEMBER_FILL);
	for (size_t i = 0; i < nsaved; i++) {
		run("restoring the triggers", saved[i]);
		free(saved[i]);
	}
	run("commit", "COMMIT");
	t2 = now();
	run("analyze", "ANALYZE; PRAGMA journal_mode = WAL;");
	printf("rows %.0f s, aggregates %.0f s\n", t1 - t0, t2 - t1);
	free(fill);
	return sqlite3_close(db) == SQLITE_OK ? 0 : 1;
}
