/* SPDX-License-Identifier: GPL-3.0-or-later */
/* remote_grant.c: giving a login its part on the results server (crupier
 * server grant): the database role of the same name as the Unix account
 * (peer authentication), made when missing, joins a group role; a
 * supervisor is recorded as supervising his site. */
#include "config.h"

#include "server/remote_schema.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "i18n.h"
#include "server/remote_impl.h"
#include "store/store.h"

static const char *const group_names[] = {
	[REMOTE_TRAINEE] = "crupier_trainee",
	[REMOTE_TEACHER] = "crupier_teacher",
	[REMOTE_SUPERVISOR] = "crupier_supervisor",
};

static bool run(struct remote *r, const char *sql, int n,
		const char *const *params, struct error *err)
{
	PGresult *res = remote_query(r, sql, n, params, PGRES_COMMAND_OK, err);

	if (res == NULL)
		return false;
	PQclear(res);
	return true;
}

static void now_text(char out[STORE_TIME_MAX])
{
	time_t t = time(NULL);
	struct tm tm;

	if (gmtime_r(&t, &tm) == NULL ||
	    strftime(out, STORE_TIME_MAX, "%Y-%m-%dT%H:%M:%SZ", &tm) == 0)
		snprintf(out, STORE_TIME_MAX, "1970-01-01T00:00:00Z");
}

/* The login role, made when missing. */
static bool ensure_login(struct remote *r, const char *login,
			 const char *ident, struct error *err)
{
	const char *p[1] = { login };
	char sql[256];
	PGresult *res;
	bool exists;

	res = remote_query(r, "SELECT 1 FROM pg_roles WHERE rolname = $1", 1,
			   p, PGRES_TUPLES_OK, err);
	if (res == NULL)
		return false;
	exists = PQntuples(res) > 0;
	PQclear(res);
	if (exists)
		return true;
	snprintf(sql, sizeof sql, "CREATE ROLE %s LOGIN", ident);
	return remote_exec(r, sql, err);
}

static bool supervise(struct remote *r, const char *login, const char *site,
		      struct error *err)
{
	char now[STORE_TIME_MAX];
	const char *p[2] = { site, now };
	const char *q[2] = { site, login };

	now_text(now);
	return run(r, "INSERT INTO sites (name, created) VALUES ($1, $2)"
		   " ON CONFLICT (name) DO NOTHING", 2, p, err) &&
	       run(r, "INSERT INTO site_supervisors (site, login) SELECT id,"
		   " $2 FROM sites WHERE name = $1 ON CONFLICT DO NOTHING",
		   2, q, err);
}

bool remote_grant(struct remote *r, const char *login, enum remote_role role,
		  const char *site, struct error *err)
{
	char *ident;
	char sql[256];
	bool ok;

	if (login[0] == '\0' || strlen(login) >= 64) {
		error_set(err, _("'%s' is not a database role name (1 to 63"
				  " bytes)"), login);
		return false;
	}
	if (role == REMOTE_SUPERVISOR && (site == NULL || site[0] == '\0')) {
		error_set(err, "%s", _("a supervisor needs the site he"
					" supervises (--site)"));
		return false;
	}
	ident = PQescapeIdentifier(r->conn, login, strlen(login));
	if (ident == NULL)
		return remote_fail(r, err, _("results server"));
	snprintf(sql, sizeof sql, "GRANT %s TO %s", group_names[role], ident);
	ok = remote_exec(r, "BEGIN", err) &&
	     ensure_login(r, login, ident, err) && remote_exec(r, sql, err) &&
	     (role != REMOTE_SUPERVISOR || supervise(r, login, site, err)) &&
	     remote_exec(r, "COMMIT", err);
	PQfreemem(ident);
	if (!ok)
		remote_rollback(r);
	return ok;
}
