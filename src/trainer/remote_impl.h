/* SPDX-License-Identifier: GPL-3.0-or-later */
/* remote_impl.h: what the remote_*.c files share (built with libpq only). */
#ifndef TRAINER_REMOTE_IMPL_H
#define TRAINER_REMOTE_IMPL_H

#include <stdbool.h>

#include <libpq-fe.h>

#include "trainer/remote.h"

struct remote {
	PGconn *conn;
};

/* *err: "what: the server's message"; returns false. */
bool remote_fail(struct remote *r, struct store_error *err,
		 const char *what);
/* Runs sql (no parameters, no rows wanted); false with *err. */
bool remote_exec(struct remote *r, const char *sql, struct store_error *err);
/* Runs sql with text parameters; the result when its status is `want`
 * (PGRES_COMMAND_OK or PGRES_TUPLES_OK), else NULL with *err (the caller
 * PQclear()s it). */
PGresult *remote_query(struct remote *r, const char *sql, int n,
		       const char *const *params, ExecStatusType want,
		       struct store_error *err);
/* ROLLBACK when a transaction is open (never fails loudly). */
void remote_rollback(struct remote *r);

#endif
