/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_sql.c: a reader's statement on either back end; see
 * store_sql.h.  On SQLite it is a prepared statement; on a back end its
 * SQL is rewritten once ($N) and run at the first step, its parameters
 * kept as text until then. */
#include "config.h"

#include "store/store_sql.h"

#include <errno.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "store/store_impl.h"

struct store_sql {
	struct store *st;
	sqlite3_stmt *q;                /* SQLite */
	/* A back end's: the statement, its parameters, its cursor. */
	char *sql;
	size_t n_params;
	struct store_param params[STORE_SQL_PARAMS_MAX];
	char *values[STORE_SQL_PARAMS_MAX];
	void *cursor;
	bool started, ended;
};

struct store *store_open_backend(const struct store_backend *be, void *ctx)
{
	struct store *st = calloc(1, sizeof *st);

	if (st == NULL)
		return NULL;
	st->be = be;
	st->be_ctx = ctx;
	return st;
}

bool store_is_file(const struct store *st)
{
	return st->be == NULL;
}

bool store_sql_dollars(const char *sql, char *out, size_t size)
{
	size_t len = 0;
	char quote = '\0';

	for (const char *p = sql; *p != '\0'; p++) {
		char c = *p;

		if (quote != '\0') {
			if (c == quote)
				quote = '\0';
		} else if (c == '\'' || c == '"') {
			quote = c;
		} else if (c == '?' && p[1] >= '0' && p[1] <= '9') {
			c = '$';
		}
		if (len + 1 >= size)
			return false;
		out[len++] = c;
	}
	if (size == 0)
		return false;
	out[len] = '\0';
	return true;
}

struct store_sql *store_sql_prepare(struct store *st, const char *sql,
				    struct error *err)
{
	struct store_sql *q = calloc(1, sizeof *q);
	size_t size;

	if (q == NULL) {
		error_set(err, "%s", strerror(ENOMEM));
		return NULL;
	}
	q->st = st;
	if (st->be == NULL) {
		q->q = store_prepare(st, sql, err);
		if (q->q == NULL) {
			free(q);
			return NULL;
		}
		return q;
	}
	size = strlen(sql) + 1;
	q->sql = malloc(size);
	if (q->sql == NULL || !store_sql_dollars(sql, q->sql, size)) {
		free(q->sql);
		free(q);
		error_set(err, "%s", strerror(ENOMEM));
		return NULL;
	}
	return q;
}

/* Parameter i (1-based) of a back end's statement, its old value freed;
 * false when i is out of range (the statement fails at its step). */
static bool param(struct store_sql *q, int i, enum store_param_kind kind,
		  const char *value)
{
	char *copy = NULL;

	if (i < 1 || i > STORE_SQL_PARAMS_MAX)
		return false;
	if (value != NULL && (copy = strdup(value)) == NULL)
		return false;
	free(q->values[i - 1]);
	q->values[i - 1] = copy;
	q->params[i - 1].kind = kind;
	q->params[i - 1].value = copy;
	if ((size_t)i > q->n_params)
		q->n_params = (size_t)i;
	return true;
}

void store_sql_bind_text(struct store_sql *q, int i, const char *text)
{
	if (q->q != NULL)
		store_bind_text(q->q, i, text);
	else
		(void)param(q, i, STORE_PARAM_TEXT, text);
}

void store_sql_bind_int(struct store_sql *q, int i, int64_t v)
{
	char num[24];

	if (q->q != NULL) {
		sqlite3_bind_int64(q->q, i, v);
		return;
	}
	snprintf(num, sizeof num, "%lld", (long long)v);
	(void)param(q, i, STORE_PARAM_INT, num);
}

int store_sql_step(struct store_sql *q, struct error *err)
{
	const struct store_backend *be = q->st->be;
	int rc;

	if (q->q != NULL) {
		rc = sqlite3_step(q->q);
		if (rc == SQLITE_ROW)
			return STORE_SQL_ROW;
		if (rc == SQLITE_DONE)
			return STORE_SQL_DONE;
		store_db_fail(q->st, err, _("results database"));
		return STORE_SQL_FAIL;
	}
	if (q->ended)
		return STORE_SQL_DONE;
	if (!q->started) {
		q->started = true;
		q->cursor = be->query(q->st->be_ctx, q->sql, q->n_params,
				      q->params, err);
		if (q->cursor == NULL) {
			q->ended = true;
			return STORE_SQL_FAIL;
		}
	}
	rc = be->next(q->cursor, err);
	if (rc > 0)
		return STORE_SQL_ROW;
	q->ended = true;
	return rc == 0 ? STORE_SQL_DONE : STORE_SQL_FAIL;
}

bool store_sql_keep(struct store_sql *q, struct error *err)
{
	const struct store_backend *be = q->st->be;
	int rc;

	if (q->q != NULL) {
		while ((rc = store_sql_step(q, err)) == STORE_SQL_ROW)
			;
		return rc == STORE_SQL_DONE;
	}
	if (be->keep == NULL) {
		error_set(err, "%s", _("the results server keeps nothing of"
					" a reader's"));
		return false;
	}
	return be->keep(q->st->be_ctx, q->sql, q->n_params, q->params, err);
}

/* A back end's cursor ended, read to the end or not. */
static void end_cursor(struct store_sql *q)
{
	if (q->cursor != NULL)
		q->st->be->done(q->cursor);
	q->cursor = NULL;
	q->started = false;
	q->ended = false;
}

void store_sql_reset(struct store_sql *q)
{
	if (q->q != NULL)
		sqlite3_reset(q->q);
	else
		end_cursor(q);
}

void store_sql_free(struct store_sql *q)
{
	if (q == NULL)
		return;
	if (q->q != NULL)
		sqlite3_finalize(q->q);
	end_cursor(q);
	for (size_t i = 0; i < q->n_params; i++)
		free(q->values[i]);
	free(q->sql);
	free(q);
}

/* Column i of a back end's row as text; NULL for SQL NULL. */
static const char *value(struct store_sql *q, int i)
{
	return q->cursor != NULL ? q->st->be->value(q->cursor, i) : NULL;
}

bool store_sql_is_null(struct store_sql *q, int i)
{
	if (q->q != NULL)
		return sqlite3_column_type(q->q, i) == SQLITE_NULL;
	return value(q, i) == NULL;
}

int64_t store_sql_int64(struct store_sql *q, int i)
{
	const char *v;

	if (q->q != NULL)
		return sqlite3_column_int64(q->q, i);
	v = value(q, i);
	/* A boolean reads as SQLite's 1 or 0. */
	if (v == NULL || v[0] == 'f')
		return 0;
	if (v[0] == 't')
		return 1;
	return strtoll(v, NULL, 10);
}

int store_sql_int(struct store_sql *q, int i)
{
	return (int)store_sql_int64(q, i);
}

/* A number as a back end writes it ("87.5", whatever the user's
 * locale calls a decimal point): read in the C locale. */
static double c_strtod_end(const char *v, char **end)
{
	static locale_t c;

	if (c == (locale_t)0)
		c = newlocale(LC_NUMERIC_MASK, "C", (locale_t)0);
	return c != (locale_t)0 ? strtod_l(v, end, c) : strtod(v, end);
}

static double c_strtod(const char *v)
{
	return c_strtod_end(v, NULL);
}

double store_sql_double(struct store_sql *q, int i)
{
	const char *v;

	if (q->q != NULL)
		return sqlite3_column_double(q->q, i);
	v = value(q, i);
	return v != NULL ? c_strtod(v) : 0.0;
}

const char *store_sql_str(struct store_sql *q, int i)
{
	if (q->q != NULL)
		return sqlite3_column_type(q->q, i) == SQLITE_NULL
		       ? NULL : (const char *)sqlite3_column_text(q->q, i);
	return value(q, i);
}

enum store_sql_type store_sql_type(struct store_sql *q, int i)
{
	const char *v;
	char *end;

	if (q->q != NULL) {
		switch (sqlite3_column_type(q->q, i)) {
		case SQLITE_NULL: return STORE_SQL_NULL;
		case SQLITE_INTEGER: return STORE_SQL_INTEGER;
		case SQLITE_FLOAT: return STORE_SQL_FLOAT;
		default: return STORE_SQL_TEXT;
		}
	}
	v = value(q, i);
	if (v == NULL)
		return STORE_SQL_NULL;
	(void)strtoll(v, &end, 10);
	if (end != v && *end == '\0')
		return STORE_SQL_INTEGER;
	(void)c_strtod_end(v, &end);
	if (end != v && *end == '\0')
		return STORE_SQL_FLOAT;
	return STORE_SQL_TEXT;
}

void store_sql_text(struct store_sql *q, int i, char *buf, size_t size)
{
	const char *v;
	size_t n;

	if (q->q != NULL) {
		store_column_text(q->q, i, buf, size);
		return;
	}
	if (size == 0)
		return;
	v = value(q, i);
	n = v != NULL ? strlen(v) : 0;
	if (n >= size)
		n = size - 1;
	if (n > 0)
		memcpy(buf, v, n);
	buf[n] = '\0';
}
