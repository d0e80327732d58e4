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
 * (the live view reads again when told). */
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
#define FIRST_BATCH 64
#define MAX_BATCH 2048

/* The type of each kind of parameter (pg_type's oids of text, int8): a
 * parameter compared with NULL is typed all the same. */
#define OID_TEXT 25
#define OID_INT8 20

struct pg_store {
	struct remote *r;
	struct remote **rp;             /* else the connection *rp, which
					   its owner may close and open */
	bool owned;                     /* closed with the store */
	unsigned long cursors;          /* names given */
	int open;                       /* cursors open */
	bool ours;                      /* the transaction is ours */
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
 * ours (a read: nothing to keep, but it frees the snapshot). */
static void release(struct pg_store *s)
{
	if (--s->open > 0 || !s->ours)
		return;
	s->ours = false;
	if (PQtransactionStatus(s->r->conn) == PQTRANS_INTRANS)
		PQclear(PQexec(s->r->conn, "COMMIT"));
	else
		remote_rollback(s->r);
}

static void *pg_query(void *ctx, const char *sql, size_t n,
		      const struct store_param *p, struct error *err)
{
	struct pg_store *s = ctx;
	const char *values[STORE_SQL_PARAMS_MAX];
	Oid types[STORE_SQL_PARAMS_MAX];
	struct pg_cursor *c;
	PGresult *res;
	char *declare;
	size_t len;

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
	if (s->open == 0 && PQtransactionStatus(s->r->conn) == PQTRANS_IDLE) {
		if (!remote_exec(s->r, "BEGIN ISOLATION LEVEL REPEATABLE READ"
				 " READ ONLY", err))
			goto fail;
		s->ours = true;
	}
	s->open++;
	res = PQexecParams(s->r->conn, declare, (int)n, types, values, NULL,
			   NULL, 0);
	if (res == NULL || PQresultStatus(res) != PGRES_COMMAND_OK) {
		char msg[sizeof err->message];

		snprintf(msg, sizeof msg, "%s", res != NULL
			 ? PQresultErrorMessage(res)
			 : PQerrorMessage(s->r->conn));
		remote_one_line(msg);
		error_set(err, "%s: %s", _("results server"), msg);
		PQclear(res);
		release(s);
		goto fail;
	}
	PQclear(res);
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
		char msg[sizeof err->message];

		snprintf(msg, sizeof msg, "%s", c->res != NULL
			 ? PQresultErrorMessage(c->res)
			 : PQerrorMessage(c->s->r->conn));
		remote_one_line(msg);
		error_set(err, "%s: %s", _("results server"), msg);
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
	/* Closed with the transaction when it is the last; else now (a
	 * transaction that failed has closed it already). */
	if ((s->open > 1 || !s->ours) &&
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

	if (s->owned)
		remote_close(s->r);
	free(s);
}

static const struct store_backend pg_backend = {
	.what = N_("results server"),
	.query = pg_query,
	.next = pg_next,
	.value = pg_value,
	.done = pg_done,
	.close = pg_close,
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
	if (!remote_open(uri, &r, err))
		return false;
	/* A reader's statements are short or streamed: compiling them
	 * (PostgreSQL's JIT, past its cost threshold) costs more than it
	 * saves, and a first row late. */
	if (!remote_exec(r, "SET jit = off", err)) {
		remote_close(r);
		return false;
	}
	*out = wrap(r, NULL, true, err);
	if (*out == NULL) {
		remote_close(r);
		return false;
	}
	return true;
}
