/* SPDX-License-Identifier: GPL-3.0-or-later */
/* remote.c: the connection to a PostgreSQL server; see remote.h.  Built
 * with libpq only (remote_none.c otherwise). */
#include "config.h"

#include "server/remote.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "server/remote_impl.h"
#include "server/remote_schema.h"
#include "store/store.h"

/* libpq's messages end with a newline (or several lines): one line for
 * ours. */
void remote_one_line(char *s)
{
	size_t n = strlen(s);

	while (n > 0 && (s[n - 1] == '\n' || s[n - 1] == ' '))
		s[--n] = '\0';
	for (char *p = s; *p != '\0'; p++)
		if (*p == '\n' || *p == '\t')
			*p = ' ';
}

bool remote_fail(struct remote *r, struct error *err,
		 const char *what)
{
	char msg[sizeof err->message];

	snprintf(msg, sizeof msg, "%s", r != NULL && r->conn != NULL
		 ? PQerrorMessage(r->conn) : strerror(ENOMEM));
	remote_one_line(msg);
	error_set(err, "%s: %s", what, msg);
	return false;
}

static bool result_fail(PGresult *res, struct error *err,
			const char *what)
{
	char msg[sizeof err->message];

	snprintf(msg, sizeof msg, "%s", res != NULL
		 ? PQresultErrorMessage(res) : strerror(ENOMEM));
	remote_one_line(msg);
	error_set(err, "%s: %s", what, msg);
	PQclear(res);
	return false;
}

PGresult *remote_query(struct remote *r, const char *sql, int n,
		       const char *const *params, ExecStatusType want,
		       struct error *err)
{
	PGresult *res = PQexecParams(r->conn, sql, n, NULL, params, NULL,
				     NULL, 0);

	if (res != NULL && PQresultStatus(res) == want)
		return res;
	if (res == NULL)
		remote_fail(r, err, _("results server"));
	else
		result_fail(res, err, _("results server"));
	return NULL;
}

bool remote_exec(struct remote *r, const char *sql, struct error *err)
{
	PGresult *res = PQexec(r->conn, sql);

	if (res != NULL && (PQresultStatus(res) == PGRES_COMMAND_OK ||
			    PQresultStatus(res) == PGRES_TUPLES_OK)) {
		PQclear(res);
		return true;
	}
	if (res == NULL)
		return remote_fail(r, err, _("results server"));
	return result_fail(res, err, _("results server"));
}

void remote_rollback(struct remote *r)
{
	if (PQtransactionStatus(r->conn) != PQTRANS_IDLE)
		PQclear(PQexec(r->conn, "ROLLBACK"));
}

/* Connected, nothing asked yet.  The client's encoding goes in the
 * start-up message, after the address's own settings so that ours wins
 * (libpq takes the later of two values, and dbname is expanded in
 * place): a round trip fewer than setting it afterwards.  Times and
 * names are text in UTF-8 on both sides. */
static bool connect_only(const char *uri, struct remote **out,
			 struct error *err)
{
	static const char *const keys[] = {
		"connect_timeout", "fallback_application_name", "dbname",
		"client_encoding", NULL,
	};
	const char *values[] = { "10", "crupier", uri, "UTF8", NULL };
	struct remote *r;

	*out = NULL;
	r = calloc(1, sizeof *r);
	if (r == NULL) {
		error_set(err, "%s", strerror(errno));
		return false;
	}
	r->conn = PQconnectdbParams(keys, values, 1);
	if (r->conn == NULL || PQstatus(r->conn) != CONNECTION_OK) {
		remote_fail(r, err, _("cannot reach the results server"));
		remote_close(r);
		return false;
	}
	*out = r;
	return true;
}

/* Every session's settings.  Notices of "already exists" are no news
 * to the user.  A reader reads its cursor to the end (remote_store.c):
 * planned for its first tenth of rows, as PostgreSQL plans a cursor
 * unless told otherwise, one trainee's listing walked every attempt the
 * role may see in the order of their start to find his first few, a
 * cost growing with the whole history, where read by his index it
 * grows with his attempts only (bench/README has the figures). */
#define SESSION_SETTINGS "SET client_min_messages = warning;" \
	" SET cursor_tuple_fraction = 1"

bool remote_connect(const char *uri, struct remote **out,
		    struct error *err)
{
	if (!connect_only(uri, out, err))
		return false;
	if (!remote_exec(*out, SESSION_SETTINGS, err)) {
		remote_close(*out);
		*out = NULL;
		return false;
	}
	return true;
}

/* The schema's version in words when it is not this crupier's. */
static bool version_fits(int v, struct error *err)
{
	if (v == 0)
		error_set(err, "%s", _("the results server is not set up:"
					" run crupier server init with its"
					" address"));
	else if (v > REMOTE_SCHEMA_VERSION)
		error_set(err, _("the results server's schema is of a newer"
				  " version (%d; this crupier knows up to"
				  " %d)"), v, REMOTE_SCHEMA_VERSION);
	else if (v < REMOTE_SCHEMA_VERSION)
		error_set(err, _("the results server's schema is older (%d;"
				  " this crupier needs %d): run crupier"
				  " server init with its address"),
			   v, REMOTE_SCHEMA_VERSION);
	return v == REMOTE_SCHEMA_VERSION;
}

/* Our names are the schema's (remote_schema.h); the client's own
 * temporary tables could only mislead itself. */
#define SEARCH_PATH "SELECT pg_catalog.set_config('search_path', '" \
	REMOTE_SCHEMA "', false)"

/* A server set up since the version table moved to crupier's schema
 * (every one of this crupier's version) answers the settings and the
 * version in one round trip: on a busy machine each round trip waits for
 * both processes to be scheduled again, and a reader's whole work is a
 * few of them.  *fast false when it did not answer so (never set up, or
 * set up by an older crupier): the caller asks the long way. */
static bool open_fast(struct remote *r, const char *settings, bool *fast,
		      int *v)
{
	char sql[512];
	PGresult *res;

	snprintf(sql, sizeof sql, SESSION_SETTINGS "; %s%s" SEARCH_PATH
		 "; SELECT max(version) FROM " REMOTE_SCHEMA ".crupier_schema",
		 settings != NULL ? settings : "",
		 settings != NULL ? "; " : "");
	res = PQexec(r->conn, sql);
	*fast = res != NULL && PQresultStatus(res) == PGRES_TUPLES_OK &&
		PQntuples(res) == 1 && !PQgetisnull(res, 0, 0);
	if (*fast)
		*v = atoi(PQgetvalue(res, 0, 0));
	PQclear(res);
	return *fast;
}

bool remote_open_with(const char *uri, const char *settings,
		      struct remote **out, struct error *err)
{
	bool fast;
	int v = 0;

	if (!connect_only(uri, out, err))
		return false;
	if (open_fast(*out, settings, &fast, &v)) {
		if (version_fits(v, err))
			return true;
		goto fail;
	}
	if (!remote_exec(*out, SESSION_SETTINGS, err) ||
	    !remote_schema_version(*out, &v, err) || !version_fits(v, err))
		goto fail;
	if (remote_exec(*out, SEARCH_PATH, err) &&
	    (settings == NULL || remote_exec(*out, settings, err)))
		return true;
fail:
	remote_close(*out);
	*out = NULL;
	return false;
}

bool remote_open(const char *uri, struct remote **out,
		 struct error *err)
{
	return remote_open_with(uri, NULL, out, err);
}

void remote_close(struct remote *r)
{
	if (r == NULL)
		return;
	PQfinish(r->conn);
	free(r->cols);
	free(r);
}

PGconn *remote_conn(struct remote *r)
{
	return r->conn;
}
