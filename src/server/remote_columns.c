/* SPDX-License-Identifier: GPL-3.0-or-later */
/* remote_columns.c: the columns a table has on both back ends.  Pushing
 * and reading copy these by name, so that a column added on one side
 * (the outbox's own bookkeeping locally, an owner on the server) is left
 * alone, and one added on both is copied without touching this code. */
#include "config.h"

#include "server/remote_impl.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "store/store_impl.h"

static bool server_has(PGresult *res, const char *name)
{
	for (int i = 0; i < PQntuples(res); i++)
		if (strcmp(PQgetvalue(res, i, 0), name) == 0)
			return true;
	return false;
}

bool remote_common_columns(struct remote *r, struct store *st,
			   const char *table, struct remote_cols *out,
			   struct error *err)
{
	const char *p[1] = { table };
	sqlite3_stmt *q;
	PGresult *res;
	int rc;

	memset(out, 0, sizeof *out);
	res = remote_query(r, "SELECT column_name::text FROM"
			   " information_schema.columns WHERE table_name = $1"
			   " AND table_schema = current_schema()", 1, p,
			   PGRES_TUPLES_OK, err);
	if (res == NULL)
		return false;
	q = store_prepare(st, "SELECT name FROM pragma_table_info(?1)"
			  " ORDER BY cid", err);
	if (q == NULL) {
		PQclear(res);
		return false;
	}
	store_bind_text(q, 1, table);
	while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
		const char *name = (const char *)sqlite3_column_text(q, 0);

		if (name == NULL || !server_has(res, name))
			continue;
		if (out->n == REMOTE_COLS_MAX ||
		    strlen(name) >= sizeof out->name[0]) {
			error_set(err, _("results server: too many columns"
					  " in %s"), table);
			rc = SQLITE_ERROR;
			break;
		}
		snprintf(out->name[out->n++], sizeof out->name[0], "%s",
			 name);
	}
	sqlite3_finalize(q);
	PQclear(res);
	if (rc == SQLITE_ERROR)
		return false;
	if (rc != SQLITE_DONE)
		return store_db_fail(st, err, _("results database"));
	return true;
}

int remote_col_index(const struct remote_cols *c, const char *name)
{
	for (size_t i = 0; i < c->n; i++)
		if (strcmp(c->name[i], name) == 0)
			return (int)i;
	return -1;
}
