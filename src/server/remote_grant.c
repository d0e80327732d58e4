/* SPDX-License-Identifier: GPL-3.0-or-later */
/* remote_grant.c: giving a login its part on the results server (crupier
 * server grant): the database role of the same name as the Unix account
 * (peer authentication), made when missing, joins a group role; a
 * supervisor is recorded as supervising his site (with its time zone).
 * Only a person's login takes a part: a group role granted crupier_teacher
 * would make every one of its members a teacher. */
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
	[REMOTE_JUDGE] = "crupier_judge",
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

/* The login role, made when missing; refused when it is no person's
 * login. */
static bool ensure_login(struct remote *r, const char *login,
			 const char *ident, struct error *err)
{
	const char *p[1] = { login };
	char sql[256];
	PGresult *res;
	bool exists, can_login, super;

	if (strncmp(login, "pg_", 3) == 0 ||
	    strncmp(login, "crupier_", 8) == 0) {
		error_set(err, _("'%s' is a role of PostgreSQL's or crupier's,"
				  " not a person's login: nothing granted"),
			  login);
		return false;
	}
	res = remote_query(r, "SELECT rolcanlogin, rolsuper FROM"
			   " pg_catalog.pg_roles WHERE rolname = $1", 1, p,
			   PGRES_TUPLES_OK, err);
	if (res == NULL)
		return false;
	exists = PQntuples(res) > 0;
	can_login = exists && strcmp(PQgetvalue(res, 0, 0), "t") == 0;
	super = exists && strcmp(PQgetvalue(res, 0, 1), "t") == 0;
	PQclear(res);
	if (super) {
		error_set(err, _("'%s' is a superuser, who reads and writes"
				  " everything whatever he is granted: give a"
				  " person's own login instead"), login);
		return false;
	}
	if (exists && !can_login) {
		error_set(err, _("'%s' is a group role (it cannot log in):"
				  " granting it would give the part to every"
				  " one of its members; grant each login"),
			  login);
		return false;
	}
	if (exists)
		return true;
	snprintf(sql, sizeof sql, "CREATE ROLE %s LOGIN", ident);
	return remote_exec(r, sql, err);
}

static bool supervise(struct remote *r, const char *login, const char *site,
		      const char *tz, struct error *err)
{
	char now[STORE_TIME_MAX];
	const char *p[2] = { site, now };
	const char *q[2] = { site, login };
	const char *z[2] = { site, tz };

	now_text(now);
	/* A zone PostgreSQL does not know is refused by the cast. */
	return run(r, "INSERT INTO crupier.sites (name, created) VALUES ($1,"
		   " $2) ON CONFLICT (name) DO NOTHING", 2, p, err) &&
	       (tz == NULL ||
		run(r, "UPDATE crupier.sites SET tz = $2 WHERE name = $1 AND"
		    " pg_catalog.now() AT TIME ZONE $2 IS NOT NULL", 2, z,
		    err)) &&
	       run(r, "INSERT INTO crupier.site_supervisors (site, login)"
		   " SELECT id, $2 FROM crupier.sites WHERE name = $1 ON"
		   " CONFLICT DO NOTHING", 2, q, err);
}

bool remote_grant(struct remote *r, const char *login, enum remote_role role,
		  const char *site, const char *tz, struct error *err)
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
	     (role != REMOTE_SUPERVISOR ||
	      supervise(r, login, site, tz, err)) &&
	     remote_exec(r, "COMMIT", err);
	PQfreemem(ident);
	if (!ok)
		remote_rollback(r);
	return ok;
}
