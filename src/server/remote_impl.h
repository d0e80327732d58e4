/* SPDX-License-Identifier: GPL-3.0-or-later */
/* remote_impl.h: what the remote_*.c files share (built with libpq only). */
#ifndef SERVER_REMOTE_IMPL_H
#define SERVER_REMOTE_IMPL_H

#include <stdbool.h>

#include <libpq-fe.h>

#include "server/remote.h"

struct remote_cols;

struct remote {
	PGconn *conn;
	struct remote_cols *cols;       /* remote_push's: attempts, actions,
					   attempt_skills; NULL until asked */
};

/* The columns a table has both locally and on the server, in the local
 * order (remote_columns.c). */
#define REMOTE_COLS_MAX 96
struct remote_cols {
	size_t n;
	char name[REMOTE_COLS_MAX][64];
};

bool remote_common_columns(struct remote *r, struct store *st,
			   const char *table, struct remote_cols *out,
			   struct error *err);
/* The index of column name in c, or -1. */
int remote_col_index(const struct remote_cols *c, const char *name);

/* remote_open, with settings (SQL, e.g. "SET jit = off") run on the
 * connection once it is checked. */
bool remote_open_with(const char *uri, const char *settings,
		      struct remote **out, struct error *err);
/* *err: "what: the server's message"; returns false. */
bool remote_fail(struct remote *r, struct error *err,
		 const char *what);
/* Runs sql (no parameters, no rows wanted); false with *err. */
bool remote_exec(struct remote *r, const char *sql, struct error *err);
/* Runs sql with text parameters; the result when its status is `want`
 * (PGRES_COMMAND_OK or PGRES_TUPLES_OK), else NULL with *err (the caller
 * PQclear()s it). */
PGresult *remote_query(struct remote *r, const char *sql, int n,
		       const char *const *params, ExecStatusType want,
		       struct error *err);
/* A message of libpq's on one line, in place. */
void remote_one_line(char *s);
/* ROLLBACK when a transaction is open (never fails loudly). */
void remote_rollback(struct remote *r);

#endif
