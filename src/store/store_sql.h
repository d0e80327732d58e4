/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_sql.h: the store's one interface over its two back ends.
 *
 * A store holds its results either in a SQLite file (store.h) or on a
 * school's PostgreSQL server (server/remote_store.c).  The readers of
 * the history (listings, progress, heat maps, classes) are written once,
 * as SQL that runs unchanged on both: SQLite's placeholders ?1, ?2...
 * (rewritten $1, $2... for PostgreSQL by store_sql_dollars), the
 * relations both schemas hold under the same names, and no construct
 * only one of them reads (a comparison summed as a number, GROUP BY with
 * bare columns, IS between values).  Each reader's statement runs on the
 * back end that holds the data, and its rows are read one at a time: a
 * listing of a million attempts takes the memory of one.
 *
 * The writes (the recorder's, imports, the classes kept locally) are
 * SQLite's only: store_begin on a server's store is refused with a
 * message, never done.
 *
 * A back end other than SQLite is a table of functions (struct
 * store_backend) that a module above the store implements: the store
 * never includes libpq.  Functions return false (or STORE_SQL_FAIL) with
 * *err filled and never print. */
#ifndef STORE_STORE_SQL_H
#define STORE_STORE_SQL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/error.h"
#include "store/store.h"

/* At most this many placeholders in one statement (the heat map's
 * trainees and a few more). */
#define STORE_SQL_PARAMS_MAX 256

/* A parameter as a back end receives it: its kind (so that a server
 * types it without guessing) and its value as text (NULL: SQL NULL). */
enum store_param_kind { STORE_PARAM_TEXT, STORE_PARAM_INT };

struct store_param {
	enum store_param_kind kind;
	const char *value;
};

/* A back end: query runs sql (its placeholders $1... as
 * store_sql_dollars writes them) with params and returns a cursor over
 * its rows (NULL with *err); next moves to the next row (1), or says
 * there is none left (0) or why it failed (-1 with *err); value is
 * column i of the row as text (NULL for SQL NULL), valid until the next
 * call of next; done frees the cursor, read to the end or not; close
 * frees ctx with the store.  keep (NULL when the back end keeps
 * nothing) runs one statement that writes what a reader keeps for
 * itself (mastery's walks, learning/mastery_scan.c), in a transaction of
 * its own, never in one a cursor reads in. */
struct store_backend {
	const char *what;               /* in messages: "results server" */
	void *(*query)(void *ctx, const char *sql, size_t n,
		       const struct store_param *params, struct error *err);
	int (*next)(void *cursor, struct error *err);
	const char *(*value)(void *cursor, int i);
	void (*done)(void *cursor);
	void (*close)(void *ctx);
	bool (*keep)(void *ctx, const char *sql, size_t n,
		     const struct store_param *params, struct error *err);
};

/* A store on a back end (be and ctx owned by the caller until
 * store_close, which calls be->close(ctx)); NULL when out of memory. */
struct store *store_open_backend(const struct store_backend *be, void *ctx);
/* Whether st is a SQLite file (false: a back end's). */
bool store_is_file(const struct store *st);

/* A reader's statement on st's back end: sql in SQLite's dialect with
 * ?N placeholders.  Bind, then step until it says STORE_SQL_DONE;
 * store_sql_reset runs it again with new values; store_sql_free ends
 * it (read to the end or not). */
struct store_sql;

enum { STORE_SQL_FAIL = -1, STORE_SQL_DONE = 0, STORE_SQL_ROW = 1 };

struct store_sql *store_sql_prepare(struct store *st, const char *sql,
				    struct error *err);
/* ?i = text (NULL: SQL NULL), or an integer. */
void store_sql_bind_text(struct store_sql *q, int i, const char *text);
void store_sql_bind_int(struct store_sql *q, int i, int64_t v);
int store_sql_step(struct store_sql *q, struct error *err);
void store_sql_reset(struct store_sql *q);
void store_sql_free(struct store_sql *q);

/* Runs q, a statement that writes what a reader keeps for itself (no
 * rows), to its end: on a file as store_sql_step does, on a back end in
 * a transaction of its own (false with *err when it keeps nothing, or
 * a cursor is open).  The writes of the results stay SQLite's. */
bool store_sql_keep(struct store_sql *q, struct error *err);

/* Column i of the row stepped to.  A NULL reads as 0 or "". */
bool store_sql_is_null(struct store_sql *q, int i);
int64_t store_sql_int64(struct store_sql *q, int i);
int store_sql_int(struct store_sql *q, int i);
double store_sql_double(struct store_sql *q, int i);
/* As text, NULL for SQL NULL, valid until the next step. */
const char *store_sql_str(struct store_sql *q, int i);
/* Column i's type as stored.  A SQLite file says its own (one written
 * by an older program or edited by hand may hold text where a number
 * belongs); a back end's columns are typed, so a value is a number
 * when it reads as one. */
enum store_sql_type {
	STORE_SQL_NULL, STORE_SQL_INTEGER, STORE_SQL_FLOAT, STORE_SQL_TEXT
};
enum store_sql_type store_sql_type(struct store_sql *q, int i);
/* Copied into buf, cut to size - 1 bytes. */
void store_sql_text(struct store_sql *q, int i, char *buf, size_t size);

/* sql with each ?N outside quotes written $N, into out (false when it
 * does not fit): the one dialect difference the readers' SQL has. */
bool store_sql_dollars(const char *sql, char *out, size_t size);

#endif
