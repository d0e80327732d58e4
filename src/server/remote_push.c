/* SPDX-License-Identifier: GPL-3.0-or-later */
/* remote_push.c: a local attempt copied to the results server (see
 * remote.h), in one server transaction:
 *
 *   1. the trainee's row, his by his login (one role cannot push under a
 *      name another role holds: row-level security refuses it);
 *   2. the attempt by its uuid: when the server has it closed, nothing
 *      more is done (a closed attempt never changes); when it lacks it,
 *      it is added as open;
 *   3. the actions the server lacks (by index) and the skills, each
 *      added only when missing;
 *   4. the attempt's row set to the local one (its status, score...).
 *
 * A push repeated, or cut off and done again, changes nothing more.  The
 * local attempt row is read first: an action or a close committed while
 * pushing comes with the next push, never half of it now. */
#include "config.h"

#include "server/remote.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "server/remote_impl.h"
#include "store/store_impl.h"

#define SQL_MAX 8192

/* Attempt columns the server keeps itself: its own id, the trainee's id
 * there, who pushed it and where (remote_schema.c), and the hash of the
 * exam code (a local matter, to resume the exam: no need to hand it to
 * the server). */
static bool server_own(const char *col)
{
	static const char *const own[] = {
		"id", "trainee", "owner", "site", "code_hash",
	};

	for (size_t i = 0; i < sizeof own / sizeof own[0]; i++)
		if (strcmp(col, own[i]) == 0)
			return true;
	return false;
}

/* "c1, c2, ..." of c, or "$k, $k+1, ..." when dollars, skipping the
 * attempt columns the server keeps when skip_own. */
static bool list_cols(const struct remote_cols *c, bool skip_own,
		      bool dollars, int first, char *buf, size_t size)
{
	size_t len = strlen(buf);
	int k = first;

	for (size_t i = 0; i < c->n; i++) {
		int n;

		if (skip_own && server_own(c->name[i]))
			continue;
		n = dollars ? snprintf(buf + len, size - len, "%s$%d",
				       k == first ? "" : ", ", k)
			    : snprintf(buf + len, size - len, "%s\"%s\"",
				       k == first ? "" : ", ", c->name[i]);
		if (n < 0 || (size_t)n >= size - len)
			return false;
		len += (size_t)n;
		k++;
	}
	return true;
}

static bool append(char *buf, size_t size, const char *text)
{
	size_t len = strlen(buf);

	if (strlen(text) >= size - len)
		return false;
	memcpy(buf + len, text, strlen(text) + 1);
	return true;
}

/* The local attempt's values of the columns the server takes (malloc'd
 * copies, NULL for SQL NULL) in vals[0..*n). */
struct row {
	size_t n;
	char *vals[REMOTE_COLS_MAX];
};

static void row_free(struct row *w)
{
	for (size_t i = 0; i < w->n; i++)
		free(w->vals[i]);
	w->n = 0;
}

static bool read_attempt(struct store *st, const struct remote_cols *c,
			 int64_t attempt, struct row *w, char *trainee,
			 struct error *err)
{
	char sql[SQL_MAX] = "SELECT t.name";
	sqlite3_stmt *q;
	int rc;

	memset(w, 0, sizeof *w);
	for (size_t i = 0; i < c->n; i++) {
		char col[96];

		if (server_own(c->name[i]))
			continue;
		snprintf(col, sizeof col, ", a.\"%s\"", c->name[i]);
		if (!append(sql, sizeof sql, col))
			goto long_sql;
	}
	if (!append(sql, sizeof sql, " FROM attempts a JOIN trainees t ON"
		    " t.id = a.trainee WHERE a.id = ?1"))
		goto long_sql;
	q = store_prepare(st, sql, err);
	if (q == NULL)
		return false;
	sqlite3_bind_int64(q, 1, attempt);
	rc = sqlite3_step(q);
	if (rc == SQLITE_ROW) {
		store_column_text(q, 0, trainee, STORE_NAME_MAX);
		for (int i = 1; i < sqlite3_column_count(q); i++) {
			const char *v = (const char *)sqlite3_column_text(q, i);

			w->vals[w->n] = v != NULL ? strdup(v) : NULL;
			if (v != NULL && w->vals[w->n] == NULL)
				rc = SQLITE_NOMEM;
			w->n++;
		}
	}
	sqlite3_finalize(q);
	if (rc == SQLITE_DONE) {
		error_set(err, _("there is no attempt %" PRId64), attempt);
		return false;
	}
	if (rc != SQLITE_ROW) {
		row_free(w);
		return store_db_fail(st, err, _("results database"));
	}
	return true;
long_sql:
	error_set(err, "%s", _("results server: statement too long"));
	return false;
}

/* The trainee's id on the server, his row added when new. */
static bool server_trainee(struct remote *r, const char *name,
			   char id[32], struct error *err)
{
	char now[STORE_TIME_MAX];
	const char *p[2] = { name, now };
	PGresult *res;
	time_t t = time(NULL);
	struct tm tm;

	if (gmtime_r(&t, &tm) == NULL ||
	    strftime(now, sizeof now, "%Y-%m-%dT%H:%M:%SZ", &tm) == 0)
		snprintf(now, sizeof now, "1970-01-01T00:00:00Z");
	res = remote_query(r, "INSERT INTO trainees (name, created, login)"
			   " VALUES ($1, $2, current_user) ON CONFLICT (name)"
			   " DO NOTHING", 2, p, PGRES_COMMAND_OK, err);
	if (res == NULL)
		return false;
	PQclear(res);
	res = remote_query(r, "SELECT id FROM trainees WHERE name = $1 AND"
			   " login = current_user", 1, p, PGRES_TUPLES_OK, err);
	if (res == NULL)
		return false;
	if (PQntuples(res) != 1) {
		PQclear(res);
		error_set(err, _("results server: the trainee name '%s'"
				  " belongs to another login there"), name);
		return false;
	}
	snprintf(id, 32, "%s", PQgetvalue(res, 0, 0));
	PQclear(res);
	return true;
}

/* Adds the attempt, open; its id on the server in id. */
static bool insert_attempt(struct remote *r, const struct remote_cols *c,
			   const struct row *w, const char *trainee_id,
			   char id[32], struct error *err)
{
	char sql[SQL_MAX] = "INSERT INTO attempts (";
	const char *p[REMOTE_COLS_MAX + 1];
	int st_i = -1, k = 0;
	PGresult *res;

	for (size_t i = 0; i < c->n; i++) {
		if (server_own(c->name[i]))
			continue;
		if (strcmp(c->name[i], "status") == 0)
			st_i = k;
		p[k] = w->vals[k];
		k++;
	}
	if (st_i >= 0)
		p[st_i] = "in_progress";
	p[k] = trainee_id;
	if (!list_cols(c, true, false, 1, sql, sizeof sql) ||
	    !append(sql, sizeof sql, ", trainee) VALUES (") ||
	    !list_cols(c, true, true, 1, sql, sizeof sql))
		goto long_sql;
	snprintf(sql + strlen(sql), sizeof sql - strlen(sql),
		 ", $%d) RETURNING id", k + 1);
	res = remote_query(r, sql, k + 1, p, PGRES_TUPLES_OK, err);
	if (res == NULL)
		return false;
	snprintf(id, 32, "%s", PQgetvalue(res, 0, 0));
	PQclear(res);
	return true;
long_sql:
	error_set(err, "%s", _("results server: statement too long"));
	return false;
}

/* Sets the server's row to the local one. */
static bool update_attempt(struct remote *r, const struct remote_cols *c,
			   const struct row *w, const char *id,
			   struct error *err)
{
	char sql[SQL_MAX] = "UPDATE attempts SET (";
	const char *p[REMOTE_COLS_MAX + 1];
	PGresult *res;
	size_t k;

	for (k = 0; k < w->n; k++)
		p[k] = w->vals[k];
	p[k] = id;
	if (!list_cols(c, true, false, 1, sql, sizeof sql) ||
	    !append(sql, sizeof sql, ") = ROW (") ||
	    !list_cols(c, true, true, 1, sql, sizeof sql)) {
		error_set(err, "%s", _("results server: statement too long"));
		return false;
	}
	snprintf(sql + strlen(sql), sizeof sql - strlen(sql),
		 ") WHERE id = $%zu", k + 1);
	res = remote_query(r, sql, (int)k + 1, p, PGRES_COMMAND_OK, err);
	if (res == NULL)
		return false;
	PQclear(res);
	return true;
}

/* Copies the rows of table (actions or attempt_skills) of the local
 * attempt the server lacks; idx_after: only actions after that index. */
static bool copy_rows(struct remote *r, struct store *st, const char *table,
		      const struct remote_cols *c, int64_t attempt,
		      const char *id, int64_t idx_after,
		      struct error *err)
{
	char sel[SQL_MAX] = "SELECT ", ins[SQL_MAX];
	const char *p[REMOTE_COLS_MAX];
	int at = remote_col_index(c, "attempt");
	sqlite3_stmt *q;
	bool ok = true;
	int rc;

	snprintf(ins, sizeof ins, "INSERT INTO %s (", table);
	if (at < 0 || !list_cols(c, false, false, 1, sel, sizeof sel) ||
	    !list_cols(c, false, false, 1, ins, sizeof ins) ||
	    !append(ins, sizeof ins, ") VALUES (") ||
	    !list_cols(c, false, true, 1, ins, sizeof ins) ||
	    !append(ins, sizeof ins, ") ON CONFLICT DO NOTHING")) {
		error_set(err, "%s", _("results server: statement too long"));
		return false;
	}
	snprintf(sel + strlen(sel), sizeof sel - strlen(sel),
		 " FROM %s WHERE attempt = ?1%s", table,
		 strcmp(table, "actions") == 0 ? " AND idx > ?2 ORDER BY idx"
					      : "");
	q = store_prepare(st, sel, err);
	if (q == NULL)
		return false;
	sqlite3_bind_int64(q, 1, attempt);
	if (strcmp(table, "actions") == 0)
		sqlite3_bind_int64(q, 2, idx_after);
	while (ok && (rc = sqlite3_step(q)) == SQLITE_ROW) {
		PGresult *res;

		for (size_t i = 0; i < c->n; i++)
			p[i] = (const char *)sqlite3_column_text(q, (int)i);
		p[at] = id;
		res = remote_query(r, ins, (int)c->n, p, PGRES_COMMAND_OK,
				   err);
		ok = res != NULL;
		PQclear(res);
	}
	sqlite3_finalize(q);
	if (ok && rc != SQLITE_DONE)
		return store_db_fail(st, err, _("results database"));
	return ok;
}

/* The highest action index the server has of attempt id (-1: none). */
static bool server_last_idx(struct remote *r, const char *id, int64_t *last,
			    struct error *err)
{
	const char *p[1] = { id };
	PGresult *res = remote_query(r, "SELECT coalesce(max(idx), -1) FROM"
				     " actions WHERE attempt = $1", 1, p,
				     PGRES_TUPLES_OK, err);

	if (res == NULL)
		return false;
	*last = strtoll(PQgetvalue(res, 0, 0), NULL, 10);
	PQclear(res);
	return true;
}

/* The columns of the three tables, asked once a connection: the recorder
 * pushes after every action. */
static bool push_columns(struct remote *r, struct store *st,
			 struct error *err)
{
	static const char *const tables[3] = {
		"attempts", "actions", "attempt_skills",
	};

	if (r->cols != NULL)
		return true;
	r->cols = malloc(3 * sizeof *r->cols);
	if (r->cols == NULL) {
		error_set(err, "%s", strerror(errno));
		return false;
	}
	for (int i = 0; i < 3; i++)
		if (!remote_common_columns(r, st, tables[i], &r->cols[i],
					   err)) {
			free(r->cols);
			r->cols = NULL;
			return false;
		}
	return true;
}

bool remote_push(struct remote *r, struct store *st, int64_t attempt,
		 struct error *err)
{
	const struct remote_cols *ac, *xc, *sc;
	char trainee[STORE_NAME_MAX], trainee_id[32], id[32];
	const char *p[1];
	int uuid_i, k;
	struct row w;
	PGresult *res;
	int64_t last;
	bool closed;

	if (!push_columns(r, st, err))
		return false;
	ac = &r->cols[0];
	xc = &r->cols[1];
	sc = &r->cols[2];
	uuid_i = remote_col_index(ac, "uuid");
	if (uuid_i < 0) {
		error_set(err, "%s", _("the results database has no attempt"
					" uuids (an older schema)"));
		return false;
	}
	if (!read_attempt(st, ac, attempt, &w, trainee, err))
		return false;
	/* Its place among the columns pushed. */
	k = 0;
	for (int i = 0; i < uuid_i; i++)
		if (!server_own(ac->name[i]))
			k++;
	p[0] = w.vals[k];
	if (p[0] == NULL) {
		row_free(&w);
		error_set(err, _("attempt %" PRId64 " has no uuid"), attempt);
		return false;
	}
	if (!remote_exec(r, "BEGIN", err) ||
	    !server_trainee(r, trainee, trainee_id, err))
		goto fail;
	/* Two pushes of one attempt at once (the recorder and `results
	 * sync`): the second waits for the first.  Not FOR UPDATE: row-level
	 * security hides a closed attempt from that (no UPDATE on it). */
	res = remote_query(r, "SELECT pg_advisory_xact_lock(hashtext($1))",
			   1, p, PGRES_TUPLES_OK, err);
	if (res == NULL)
		goto fail;
	PQclear(res);
	res = remote_query(r, "SELECT id, status <> 'in_progress' FROM"
			   " attempts WHERE uuid = $1", 1, p,
			   PGRES_TUPLES_OK, err);
	if (res == NULL)
		goto fail;
	closed = PQntuples(res) == 1 &&
		 strcmp(PQgetvalue(res, 0, 1), "t") == 0;
	if (PQntuples(res) == 1)
		snprintf(id, sizeof id, "%s", PQgetvalue(res, 0, 0));
	else
		id[0] = '\0';
	PQclear(res);
	if (closed) {                   /* the server's copy is final */
		row_free(&w);
		return remote_exec(r, "COMMIT", err);
	}
	if ((id[0] == '\0' &&
	     !insert_attempt(r, ac, &w, trainee_id, id, err)) ||
	    !server_last_idx(r, id, &last, err) ||
	    !copy_rows(r, st, "actions", xc, attempt, id, last, err) ||
	    !copy_rows(r, st, "attempt_skills", sc, attempt, id, -1, err) ||
	    !update_attempt(r, ac, &w, id, err) ||
	    !remote_exec(r, "COMMIT", err))
		goto fail;
	row_free(&w);
	return true;
fail:
	row_free(&w);
	remote_rollback(r);
	return false;
}
