/* SPDX-License-Identifier: GPL-3.0-or-later */
/* remote_read.c: the results on the server as a store (see remote.h):
 * the rows the connected role may see (row-level security decides) are
 * copied into an SQLite store in memory, so that every listing, report
 * and progress figure is the same code on both back ends.  One snapshot
 * (REPEATABLE READ): an attempt never comes without its actions. */
#include "config.h"

#include "server/remote.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "server/remote_impl.h"
#include "store/store_impl.h"

#define SQL_MAX 8192

static bool cols_sql(const struct remote_cols *c, bool dollars, char *buf,
		     size_t size)
{
	size_t len = strlen(buf);

	for (size_t i = 0; i < c->n; i++) {
		int n = dollars ? snprintf(buf + len, size - len, "%s?%zu",
					   i == 0 ? "" : ", ", i + 1)
				: snprintf(buf + len, size - len, "%s\"%s\"",
					   i == 0 ? "" : ", ", c->name[i]);

		if (n < 0 || (size_t)n >= size - len)
			return false;
		len += (size_t)n;
	}
	return true;
}

/* Copies the visible rows of table. */
static bool copy_table(struct remote *r, struct store *st, const char *table,
		       struct error *err)
{
	char sel[SQL_MAX] = "SELECT ", ins[SQL_MAX];
	struct remote_cols *c = malloc(sizeof *c);
	sqlite3_stmt *q = NULL;
	PGresult *res = NULL;
	bool ok = false;

	if (c == NULL) {
		error_set(err, "%s", _("out of memory"));
		return false;
	}
	snprintf(ins, sizeof ins, "INSERT INTO %s (", table);
	if (!remote_common_columns(r, st, table, c, err))
		goto done;
	if (!cols_sql(c, false, sel, sizeof sel) ||
	    !cols_sql(c, false, ins, sizeof ins) ||
	    snprintf(sel + strlen(sel), sizeof sel - strlen(sel), " FROM %s",
		     table) <= 0 ||
	    strlen(ins) + 12 >= sizeof ins) {
		error_set(err, "%s", _("results server: statement too long"));
		goto done;
	}
	strcat(ins, ") VALUES (");
	if (!cols_sql(c, true, ins, sizeof ins) || strlen(ins) + 2 >= sizeof ins) {
		error_set(err, "%s", _("results server: statement too long"));
		goto done;
	}
	strcat(ins, ")");
	res = remote_query(r, sel, 0, NULL, PGRES_TUPLES_OK, err);
	if (res == NULL)
		goto done;
	q = store_prepare(st, ins, err);
	if (q == NULL)
		goto done;
	for (int row = 0; row < PQntuples(res); row++) {
		sqlite3_reset(q);
		for (size_t i = 0; i < c->n; i++)
			store_bind_text(q, (int)i + 1,
					PQgetisnull(res, row, (int)i)
					? NULL : PQgetvalue(res, row, (int)i));
		if (sqlite3_step(q) != SQLITE_DONE) {
			store_db_fail(st, err, _("results database"));
			goto done;
		}
	}
	ok = true;
done:
	sqlite3_finalize(q);
	PQclear(res);
	free(c);
	return ok;
}

/* The judge's verdicts over the copied attempts: a closed attempt's
 * score and passed become the judge's (what the client claimed kept
 * beside them), or it is awaiting judgement, or the judge could not
 * judge it (store_outcome.h).  In the snapshot of the copy. */
static bool overlay_verdicts(struct remote *r, struct store *st,
			     struct error *err)
{
	PGresult *res;
	sqlite3_stmt *q;
	bool ok = true;

	res = remote_query(r, "SELECT a.id, v.attempt IS NOT NULL,"
			   " v.unjudgeable, v.status, v.score, v.pass_mark,"
			   " v.passed, v.time_exceeded, v.timed_out,"
			   " v.fail_reason, v.fail_skill, v.critical,"
			   " v.max_critical, v.hints, v.free_hints FROM"
			   " crupier.attempts a LEFT JOIN crupier.verdicts v"
			   " ON v.attempt = a.id WHERE a.status <>"
			   " 'in_progress'", 0, NULL, PGRES_TUPLES_OK, err);
	if (res == NULL)
		return false;
	q = store_prepare(st, "UPDATE attempts SET claimed_score = score,"
			  " claimed_passed = passed, verdict = CASE WHEN ?2 ="
			  " 'f' THEN 'awaiting' WHEN ?3 IS NOT NULL THEN"
			  " 'unjudgeable' ELSE 'judged' END, verdict_note = ?3,"
			  " status = CASE WHEN ?2 = 't' AND ?3 IS NULL THEN"
			  " CASE ?4 WHEN 'abandoned' THEN 'abandoned' ELSE"
			  " 'complete' END ELSE status END,"
			  " score = CASE WHEN ?2 = 't' AND ?3 IS NULL THEN ?5"
			  " ELSE score END,"
			  " pass_mark = CASE WHEN ?2 = 't' AND ?3 IS NULL THEN"
			  " ?6 ELSE pass_mark END,"
			  " passed = CASE WHEN ?2 = 't' AND ?3 IS NULL THEN ?7"
			  " ELSE passed END,"
			  " time_exceeded = CASE WHEN ?2 = 't' AND ?3 IS NULL"
			  " THEN ?8 ELSE time_exceeded END,"
			  " timed_out = CASE WHEN ?2 = 't' AND ?3 IS NULL THEN"
			  " coalesce(?9, 0) ELSE timed_out END,"
			  " fail_reason = CASE WHEN ?2 = 't' AND ?3 IS NULL"
			  " THEN ?10 ELSE fail_reason END,"
			  " fail_skill = CASE WHEN ?2 = 't' AND ?3 IS NULL THEN"
			  " ?11 ELSE fail_skill END,"
			  " critical = CASE WHEN ?2 = 't' AND ?3 IS NULL THEN"
			  " ?12 ELSE critical END,"
			  " max_critical = CASE WHEN ?2 = 't' AND ?3 IS NULL"
			  " THEN ?13 ELSE max_critical END,"
			  " hints = CASE WHEN ?2 = 't' AND ?3 IS NULL THEN ?14"
			  " ELSE hints END,"
			  " free_hints = CASE WHEN ?2 = 't' AND ?3 IS NULL THEN"
			  " ?15 ELSE free_hints END WHERE id = ?1", err);
	if (q == NULL) {
		PQclear(res);
		return false;
	}
	for (int row = 0; ok && row < PQntuples(res); row++) {
		sqlite3_reset(q);
		for (int i = 0; i < 15; i++)
			store_bind_text(q, i + 1, PQgetisnull(res, row, i)
					? NULL : PQgetvalue(res, row, i));
		if (sqlite3_step(q) != SQLITE_DONE)
			ok = store_db_fail(st, err, _("results database"));
	}
	sqlite3_finalize(q);
	PQclear(res);
	return ok;
}

/* Copies tables[0..n) as the role sees them, in one snapshot. */
static bool read_tables(struct remote *r, const char *const *tables,
			size_t n, bool verdicts, struct store **out,
			struct error *err)
{
	struct store *st;

	*out = NULL;
	if (!store_open(":memory:", &st, err))
		return false;
	/* The server's rows are its own: what it lets this role see, as
	 * it is (a supervisor may see attempts and not every trainee). */
	if (sqlite3_exec(st->db, "PRAGMA foreign_keys = OFF", NULL, NULL,
			 NULL) != SQLITE_OK ||
	    !store_begin(st, err))
		goto fail;
	if (!remote_exec(r, "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY",
			 err))
		goto fail;
	for (size_t i = 0; i < n; i++)
		if (!copy_table(r, st, tables[i], err)) {
			remote_rollback(r);
			goto fail;
		}
	if (verdicts && !overlay_verdicts(r, st, err)) {
		remote_rollback(r);
		goto fail;
	}
	remote_rollback(r);             /* read only: nothing to keep */
	if (!store_commit(st, err))
		goto fail;
	*out = st;
	return true;
fail:
	store_rollback(st);
	store_close(st);
	return false;
}

bool remote_read(struct remote *r, struct store **out,
		 struct error *err)
{
	static const char *const tables[] = {
		"trainees", "attempts", "actions", "attempt_skills",
		/* The classes this role may see, for a class's heat maps
		 * and reports. */
		"sites", "site_supervisors", "classes", "class_members",
		"class_exams",
	};

	return read_tables(r, tables, sizeof tables / sizeof tables[0], true,
			   out, err);
}

bool remote_read_classes(struct remote *r, struct store **out,
			 struct error *err)
{
	/* The attempts' rows count the attempts used at an assigned exam;
	 * their actions are not needed for that. */
	static const char *const tables[] = {
		"trainees", "attempts", "sites", "site_supervisors",
		"classes", "class_members", "class_exams",
	};

	return read_tables(r, tables, sizeof tables / sizeof tables[0], false,
			   out, err);
}
