/* SPDX-License-Identifier: GPL-3.0-or-later */
/* results_server.c: `crupier results list|show|progress|report` on a
 * results server: what the connected role may see there (row-level
 * security), read into a store in memory (remote_read), so that the
 * listings are the same code and the same output on both back ends. */
#include "config.h"

#include "cli/results_print.h"

#include <stdlib.h>

#include "cli/common.h"
#include "trainer/remote.h"

const char *results_db_given(const char *db)
{
	const char *env = getenv("CRUPIER_DB");

	if (db != NULL)
		return db;
	return env != NULL && env[0] != '\0' ? env : NULL;
}

bool results_db_is_server(const char *db)
{
	return remote_is_uri(results_db_given(db));
}

struct store *results_server_read(const char *db)
{
	struct store_error err;
	struct remote *r;
	struct store *st;

	if (!remote_open(results_db_given(db), &r, &err)) {
		cli_error("%s", err.message);
		return NULL;
	}
	if (!remote_read(r, &st, &err)) {
		cli_error("%s", err.message);
		st = NULL;
	}
	remote_close(r);
	return st;
}
