/* SPDX-License-Identifier: GPL-3.0-or-later */
/* remote_store.c: the results server as a store's back end
 * (store/store_sql.h): each reader's statement runs on the server, as
 * the connected role (row-level security decides what it sees), and its
 * rows come through a cursor, a batch at a time, so that a reader's
 * memory does not grow with the history.
 *
 * Cursors live in a transaction: when none is open on the connection
 * (the judge's may be), the first statement begins one, REPEATABLE READ
 * and READ ONLY, so that statements read side by side (a listing's
 * attempts and their skills) see the same rows; it ends when the last
 * cursor is done, and the next statement sees what was committed since
 * (the live view reads again when told).  A store that owns its
 * connection (remote_store_open: one command's reading) keeps that one
 * transaction to its end instead, all its statements reading one
 * snapshot.
 *
 * Round trips are what a reader of one trainee or one class costs: each
 * waits for the client and the server to be scheduled again, long on a
 * busy machine.  With libpq's pipelines (PostgreSQL 14's libpq) a
 * statement is one round trip: the BEGIN when one is needed, the cursors
 * done before it closed, its DECLARE and its first FETCH go together. */
#include "config.h"

#include "server/remote.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "server/remote_impl.h"
#include "store/store_sql.h"

/* Rows fetched at first (most readers want a few), then at most. */
#define FIRST_BATCH 256
#define MAX_BATCH 2048

/* The type of each kind of parameter (pg_type's oids of text, int8): a
 * parameter compared with NULL is typed all the same. */
#define OID_TEXT 25
#define OID_INT8 20

/* Cursors done whose CLOSE waits for the next statement, at most. */
#define CLOSING_MAX 16

struct pg_store {
	struct remote *r;
	struct remote **rp;             /* else the connection *rp, which
					   its owner may close and open */
	bool owned;                     /* closed with the store */
	unsigned long cursors;          /* names given */
	int open;                       /* cursors open */
	bool ours;                      /* the transaction is ours */
	int n_closing;                  /* cursors done, closed with the */
	char closing[CLOSING_MAX][32];  /* next statement (owned store) */
};

struct pg_cursor {
	struct pg_store *s;
	char name[32];
	PGresult *res;
	int row, rows;
	long batch;
	bool last;                      /* res is the last batch */
};

/* The transaction ended when the last cursor is: committed when it was
 * ours (a read: nothing to keep, but it frees the snapshot); an owned
 * store's lasts while it reads well. */
static void release(struct pg_store *s)
{
	PGTransactionStatusType t;

	if (--s->open > 0 || !s->ours)
		return;
	t = PQtransactionStatus(s->r->conn);
	if (s->owned && t == PQTRANS_INTRANS)
		return;
	s->ours = false;
	s->n_closing = 0;
	if (t == PQTRANS_INTRANS)
		PQclear(PQexec(s->r->conn, "COMMIT"));
	else
		remote_rollback(s->r);
}

/* *err: the server's message of res (or of the connection). */
static void query_fail(struct pg_store *s, const PGresult *res,
		       struct error *err)
{
	char msg[sizeof err->message];

	snprintf(msg, sizeof msg, "%s", res != NULL
		 ? PQresultErrorMessage(res) : PQerrorMessage(s->r->conn));
	remote_one_line(msg);
	error_set(err, "%s: %s", _("results server"), msg);
}

/* The cursors waiting to be closed, CLOSEd now (one round trip). */
static void close_waiting(struct pg_store *s)
{
	char sql[CLOSING_MAX * 40];
	size_t len = 0;

	for (int i = 0; i < s->n_closing; i++)
		len += (size_t)snprintf(sql + len, sizeof sql - len,
					"CLOSE %s;", s->closing[i]);
	if (s->n_closing > 0)
		PQclear(PQexec(s->r->conn, sql));
	s->n_closing = 0;
}

/* Our transaction, open with no cursor (an owned store's), ended: the
 * cursors waiting closed and COMMIT, in one round trip. */
static void end_ours(struct pg_store *s)
{
	char sql[CLOSING_MAX * 40 + 16];
	size_t len = 0;

	if (!s->ours || s->open > 0 ||
	    PQtransactionStatus(s->r->conn) != PQTRANS_INTRANS)
		return;
	for (int i = 0; i < s->n_closing; i++)
		len += (size_t)snprintf(sql + len, sizeof sql - len,
					"CLOSE %s;", s->closing[i]);
	snprintf(sql + len, sizeof sql - len, "COMMIT");
	PQclear(PQexec(s->r->conn, sql));
	s->n_closing = 0;
	s->ours = false;
}

#ifdef LIBPQ_HAS_PIPELINING
/* BEGIN (when begin), the waiting CLOSEs, the DECLARE and the first
 * FETCH in one pipeline: c->res holds the first batch.  On failure the
 * first error's message. */
static bool declare_fetch(struct pg_cursor *c, bool begin,
			  const char *declare, size_t n, const Oid *types,
			  const char *const *values, struct error *err)
{
	struct pg_store *s = c->s;
	PGconn *conn = s->r->conn;
	PGresult *res, *fetched = NULL, *bad = NULL;
	char fetch[64];
	bool sent;
	int queries = 0;

	snprintf(fetch, sizeof fetch, "FETCH %ld FROM %s", c->batch, c->name);
	sent = PQenterPipelineMode(conn) == 1;
	if (sent && begin) {
		sent = PQsendQueryParams(conn, "BEGIN ISOLATION LEVEL"
					 " REPEATABLE READ READ ONLY", 0,
					 NULL, NULL, NULL, NULL, 0) == 1;
		queries++;
	}
	for (int i = 0; sent && i < s->n_closing; i++) {
		char sql[48];

		snprintf(sql, sizeof sql, "CLOSE %s", s->closing[i]);
		sent = PQsendQueryParams(conn, sql, 0, NULL, NULL, NULL,
					 NULL, 0) == 1;
		queries++;
	}
	s->n_closing = 0;
	sent = sent && PQsendQueryParams(conn, declare, (int)n, types,
					 values, NULL, NULL, 0) == 1 &&
	       PQsendQueryParams(conn, fetch, 0, NULL, NULL, NULL, NULL,
				 0) == 1 &&
	       PQpipelineSync(conn) == 1;
	queries += 2;
	/* Every result read, up to the sync, whatever happened. */
	while (sent) {
		res = PQgetResult(conn);
		if (res == NULL) {
			if (--queries < 0)
				break;
			continue;
		}
		if (PQresultStatus(res) == PGRES_PIPELINE_SYNC) {
			PQclear(res);
			break;
		}
		if (queries == 1 && PQresultStatus(res) == PGRES_TUPLES_OK &&
		    fetched == NULL) {
			fetched = res;
			continue;
		}
		if (bad == NULL && (PQresultStatus(res) == PGRES_FATAL_ERROR ||
				    PQresultStatus(res) ==
				    PGRES_NONFATAL_ERROR)) {
			bad = res;
			continue;
		}
		PQclear(res);
	}
	if (PQexitPipelineMode(conn) != 1 && sent)
		sent = false;
	if (!sent || bad != NULL || fetched == NULL) {
		query_fail(s, bad, err);
		PQclear(bad);
		PQclear(fetched);
		return false;
	}
	c->res = fetched;
	c->rows = PQntuples(fetched);
	c->row = -1;
	c->last = c->rows < c->batch;
	c->batch = c->batch * 4 < MAX_BATCH ? c->batch * 4 : MAX_BATCH;
	return true;
}
#else
/* Without pipelines: BEGIN, the CLOSEs and the DECLARE one by one; the
 * first FETCH is pg_next's. */
static bool declare_fetch(struct pg_cursor *c, bool begin,
			  const char *declare, size_t n, const Oid *types,
			  const char *const *values, struct error *err)
{
	struct pg_store *s = c->s;
	PGresult *res;

	if (begin && !remote_exec(s->r, "BEGIN ISOLATION LEVEL REPEATABLE"
				  " READ READ ONLY", err))
		return false;
	close_waiting(s);
	res = PQexecParams(s->r->conn, declare, (int)n, types, values, NULL,
			   NULL, 0);
	if (res == NULL || PQresultStatus(res) != PGRES_COMMAND_OK) {
		query_fail(s, res, err);
		PQclear(res);
		return false;
	}
	PQclear(res);
	return true;
}
#endif

static void *pg_query(void *ctx, const char *sql, size_t n,
		      const struct store_param *p, struct error *err)
{
	struct pg_store *s = ctx;
	const char *values[STORE_SQL_PARAMS_MAX];
	Oid types[STORE_SQL_PARAMS_MAX];
	struct pg_cursor *c;
	char *declare;
	size_t len;
	bool begin;

	if (s->rp != NULL)
		s->r = *s->rp;
	if (s->r == NULL) {
		error_set(err, "%s", _("the results server cannot be reached"));
		return NULL;
	}
	if (n > STORE_SQL_PARAMS_MAX) {
		error_set(err, "%s", _("results server: too many values"));
		return NULL;
	}
	c = calloc(1, sizeof *c);
	len = strlen(sql) + 64;
	declare = malloc(len);
	if (c == NULL || declare == NULL) {
		free(c);
		free(declare);
		error_set(err, "%s", strerror(ENOMEM));
		return NULL;
	}
	c->s = s;
	c->batch = FIRST_BATCH;
	snprintf(c->name, sizeof c->name, "crupier_c%lu", ++s->cursors);
	snprintf(declare, len, "DECLARE %s NO SCROLL CURSOR FOR %s", c->name,
		 sql);
	for (size_t i = 0; i < n; i++) {
		values[i] = p[i].value;
		types[i] = p[i].kind == STORE_PARAM_INT ? OID_INT8 : OID_TEXT;
	}
	begin = s->open == 0 &&
		PQtransactionStatus(s->r->conn) == PQTRANS_IDLE;
	if (begin)
		s->ours = true;
	else if (s->ours && s->open == 0 &&
		 PQtransactionStatus(s->r->conn) != PQTRANS_INTRANS)
		s->ours = false;
	s->open++;
	if (!declare_fetch(c, begin, declare, n, types, values, err)) {
		release(s);
		goto fail;
	}
	free(declare);
	return c;
fail:
	free(declare);
	free(c);
	return NULL;
}

static int pg_next(void *cursor, struct error *err)
{
	struct pg_cursor *c = cursor;
	char sql[64];

	if (c->res != NULL && ++c->row < c->rows)
		return 1;
	if (c->last)
		return 0;
	PQclear(c->res);
	snprintf(sql, sizeof sql, "FETCH %ld FROM %s", c->batch, c->name);
	c->res = PQexec(c->s->r->conn, sql);
	if (c->res == NULL || PQresultStatus(c->res) != PGRES_TUPLES_OK) {
		query_fail(c->s, c->res, err);
		PQclear(c->res);
		c->res = NULL;
		c->last = true;
		return -1;
	}
	c->rows = PQntuples(c->res);
	c->row = 0;
	c->last = c->rows < c->batch;
	if (c->batch < MAX_BATCH)
		c->batch = c->batch * 4 < MAX_BATCH ? c->batch * 4 : MAX_BATCH;
	return c->rows > 0 ? 1 : 0;
}

static const char *pg_value(void *cursor, int i)
{
	struct pg_cursor *c = cursor;

	if (c->res == NULL || c->row >= c->rows || i < 0 ||
	    i >= PQnfields(c->res) || PQgetisnull(c->res, c->row, i))
		return NULL;
	return PQgetvalue(c->res, c->row, i);
}

static void pg_done(void *cursor)
{
	struct pg_cursor *c = cursor;
	struct pg_store *s = c->s;
	char sql[64];

	PQclear(c->res);
	/* Closed with the transaction when it is the last; an owned
	 * store's with its next statement (at once when too many wait);
	 * else now (a transaction that failed has closed it already). */
	if (PQtransactionStatus(s->r->conn) == PQTRANS_INTRANS &&
	    s->ours && s->owned) {
		if (s->n_closing == CLOSING_MAX)
			close_waiting(s);
		snprintf(s->closing[s->n_closing++], sizeof s->closing[0],
			 "%s", c->name);
	} else if ((s->open > 1 || !s->ours) &&
		   PQtransactionStatus(s->r->conn) == PQTRANS_INTRANS) {
		snprintf(sql, sizeof sql, "CLOSE %s", c->name);
		PQclear(PQexec(s->r->conn, sql));
	}
	release(s);
	free(c);
}

static void pg_close(void *ctx)
{
	struct pg_store *s = ctx;

	/* An owned store's transaction ends as any other: its cursors
	 * closed, committed (the server's end of each statement runs, e.g.
	 * the log of its plan). */
	if (s->owned) {
		end_ours(s);
		remote_close(s->r);
	}
	free(s);
}

/* What a reader keeps for itself (store_sql_keep): one statement, its
 * own transaction.  An owned store's reading transaction, with no cursor
 * open, is committed first (the next statement begins another); one
 * that is not ours, or has cursors open, is left alone and nothing is
 * kept. */
static bool pg_keep(void *ctx, const char *sql, size_t n,
		    const struct store_param *p, struct error *err)
{
	struct pg_store *s = ctx;
	const char *values[STORE_SQL_PARAMS_MAX];
	Oid types[STORE_SQL_PARAMS_MAX];
	PGresult *res;

	if (s->rp != NULL)
		s->r = *s->rp;
	if (s->r == NULL || n > STORE_SQL_PARAMS_MAX || s->open > 0) {
		error_set(err, "%s", _("the results server cannot keep it"
					" now"));
		return false;
	}
	end_ours(s);
	if (PQtransactionStatus(s->r->conn) != PQTRANS_IDLE) {
		error_set(err, "%s", _("the results server cannot keep it"
					" now"));
		return false;
	}
	for (size_t i = 0; i < n; i++) {
		values[i] = p[i].value;
		types[i] = p[i].kind == STORE_PARAM_INT ? OID_INT8 : OID_TEXT;
	}
	res = PQexecParams(s->r->conn, sql, (int)n, types, values, NULL, NULL,
			   0);
	if (res == NULL || PQresultStatus(res) != PGRES_COMMAND_OK) {
		query_fail(s, res, err);
		PQclear(res);
		return false;
	}
	PQclear(res);
	return true;
}

static const struct store_backend pg_backend = {
	.what = N_("results server"),
	.query = pg_query,
	.next = pg_next,
	.value = pg_value,
	.done = pg_done,
	.close = pg_close,
	.keep = pg_keep,
};

static struct store *wrap(struct remote *r, struct remote **rp, bool owned,
			  struct error *err)
{
	struct pg_store *s = calloc(1, sizeof *s);
	struct store *st = s != NULL ? store_open_backend(&pg_backend, s)
				     : NULL;

	if (st == NULL) {
		free(s);
		error_set(err, "%s", strerror(ENOMEM));
		return NULL;
	}
	s->r = r;
	s->rp = rp;
	s->owned = owned;
	return st;
}

struct store *remote_store(struct remote *r, struct error *err)
{
	return wrap(r, NULL, false, err);
}

struct store *remote_store_of(struct remote **rp, struct error *err)
{
	return wrap(*rp, rp, false, err);
}

bool remote_store_open(const char *uri, struct store **out,
		       struct error *err)
{
	struct remote *r;

	*out = NULL;
	/* A reader's statements are short or streamed: compiling them
	 * (PostgreSQL's JIT, past its cost threshold) costs more than it
	 * saves, and a first row late. */
	if (!remote_open_with(uri, "SET jit = off", &r, err))
		return false;
	*out = wrap(r, NULL, true, err);
	if (*out == NULL) {
		remote_close(r);
		return false;
	}
	return true;
}
