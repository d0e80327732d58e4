/* SPDX-License-Identifier: GPL-3.0-or-later */
/* class_store_pg.c: classes on the results server; see class_store_pg.h.
 * Built with libpq only. */
#include "config.h"

#include "server/class_store_pg.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "i18n.h"
#include "class/class_roster.h"
#include "class/class_store.h"
#include "server/remote_impl.h"
#include "store/store.h"

/* One value of a query with text parameters: *found false when no row;
 * value copied ("" for NULL). */
static bool one(struct remote *r, const char *sql, int n,
		const char *const *params, char *value, size_t size,
		bool *found, struct error *err)
{
	PGresult *res = remote_query(r, sql, n, params, PGRES_TUPLES_OK, err);

	if (res == NULL)
		return false;
	*found = PQntuples(res) > 0;
	snprintf(value, size, "%s", *found && !PQgetisnull(res, 0, 0)
		 ? PQgetvalue(res, 0, 0) : "");
	PQclear(res);
	return true;
}

static bool command(struct remote *r, const char *sql, int n,
		    const char *const *params, struct error *err)
{
	PGresult *res = remote_query(r, sql, n, params, PGRES_COMMAND_OK, err);

	PQclear(res);
	return res != NULL;
}

/* The class's id as text; "" with the message when there is none the
 * role may see. */
static bool need_class(struct remote *r, const char *cls, char id[32],
		       struct error *err)
{
	const char *p[] = { cls };
	bool found;

	if (!one(r, "SELECT id FROM classes WHERE name = $1", 1, p, id, 32,
		 &found, err))
		return false;
	if (!found) {
		error_set(err, _("there is no class '%s'"), cls);
		return false;
	}
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

bool class_pg_create(struct remote *r, const char *name, const char *site,
		     const char *teacher, struct error *err)
{
	char now[STORE_TIME_MAX], site_id[32] = "", id[32];
	bool found;

	if (!class_name_ok(_("a class's name"), name, err) ||
	    (teacher != NULL &&
	     !class_name_ok(_("the teacher's login"), teacher, err)) ||
	    (site != NULL && !class_name_ok(_("a site's name"), site, err)))
		return false;
	if (!remote_exec(r, "BEGIN", err))
		return false;
	{
		const char *p[] = { name };

		if (!one(r, "SELECT id FROM classes WHERE name = $1", 1, p,
			 id, sizeof id, &found, err))
			goto fail;
		if (found) {
			error_set(err, _("the class '%s' exists already"),
				   name);
			goto fail;
		}
	}
	if (site != NULL) {
		const char *p[] = { site };

		if (!one(r, "SELECT id FROM sites WHERE name = $1", 1, p,
			 site_id, sizeof site_id, &found, err))
			goto fail;
		if (!found) {
			error_set(err, _("the server has no site '%s' ('crupier"
					  " server grant URL LOGIN --supervisor"
					  " --site %s' makes it)"), site, site);
			goto fail;
		}
	}
	now_text(now);
	{
		const char *p[] = { name, site != NULL ? site_id : NULL,
				    teacher, now };

		/* The teacher: the connected role unless told (row-level
		 * security refuses a class for someone else). */
		if (!command(r, "INSERT INTO classes (name, site, teacher,"
			     " created) VALUES ($1, $2::bigint,"
			     " coalesce($3, current_user), $4)", 4, p, err))
			goto fail;
	}
	return remote_exec(r, "COMMIT", err);
fail:
	remote_rollback(r);
	return false;
}

/* class_add_in's rules on the server, inside a transaction. */
static bool add_in(struct remote *r, const char *id, const char *cls,
		   const char *trainee, const char *login, bool *added,
		   struct error *err)
{
	char have[STORE_NAME_MAX], other[STORE_NAME_MAX];
	bool member, found;

	*added = false;
	if (!class_name_ok(_("a trainee's name"), trainee, err) ||
	    (login != NULL && !class_name_ok(_("a login"), login, err)))
		return false;
	{
		const char *p[] = { id, trainee };

		if (!one(r, "SELECT coalesce(login, '') FROM class_members"
			 " WHERE class = $1::bigint AND trainee = $2", 2, p,
			 have, sizeof have, &member, err))
			return false;
	}
	if (member && (login == NULL || strcmp(have, login) == 0))
		return true;
	if (member && have[0] != '\0') {
		error_set(err, _("%s is in class '%s' already, bound to the"
				  " login %s"), trainee, cls, have);
		return false;
	}
	if (login != NULL) {
		const char *p[] = { id, login, trainee };

		if (!one(r, "SELECT trainee FROM class_members WHERE class ="
			 " $1::bigint AND login = $2 AND trainee <> $3", 3, p,
			 other, sizeof other, &found, err))
			return false;
		if (found) {
			error_set(err, _("the login %s is bound to %s in"
					  " class '%s' already"), login, other,
				   cls);
			return false;
		}
	}
	{
		const char *p[] = { id, trainee, login };

		if (!command(r, member
			     ? "UPDATE class_members SET login = $3"
			       " WHERE class = $1::bigint AND trainee = $2"
			     : "INSERT INTO class_members (class, trainee,"
			       " login) VALUES ($1::bigint, $2, $3)", 3, p,
			     err))
			return false;
	}
	*added = !member;
	return true;
}

bool class_pg_add(struct remote *r, const char *cls, const char *trainee,
		  const char *login, struct error *err)
{
	char id[32];
	bool added;

	if (!remote_exec(r, "BEGIN", err))
		return false;
	if (!need_class(r, cls, id, err) ||
	    !add_in(r, id, cls, trainee, login, &added, err))
		goto fail;
	if (!added && login == NULL) {
		error_set(err, _("%s is in class '%s' already"), trainee, cls);
		goto fail;
	}
	return remote_exec(r, "COMMIT", err);
fail:
	remote_rollback(r);
	return false;
}

bool class_pg_import_roster(struct remote *r, const char *cls,
			    const char *path, size_t *added, size_t *kept,
			    struct error *err)
{
	struct roster_row *rows;
	char id[32];
	size_t n;
	bool ok;

	*added = *kept = 0;
	if (!class_roster_read(path, &rows, &n, err))
		return false;
	if (!remote_exec(r, "BEGIN", err)) {
		free(rows);
		return false;
	}
	ok = need_class(r, cls, id, err);
	for (size_t i = 0; ok && i < n; i++) {
		bool is_new;

		ok = add_in(r, id, cls, rows[i].f[0].text,
			    class_roster_login(&rows[i]), &is_new, err);
		if (!ok)
			class_roster_blame(path, &rows[i], err);
		else if (is_new)
			(*added)++;
		else
			(*kept)++;
	}
	free(rows);
	if (!ok || !remote_exec(r, "COMMIT", err)) {
		remote_rollback(r);
		*added = *kept = 0;
		return false;
	}
	return true;
}

/* The exam's file into crupier.exams (kept once per text). */
static bool upload(struct remote *r, const char *exam,
		   const struct class_pg_exam *up, struct error *err)
{
	char n[16];
	const char *p[5] = { up->sha256, exam, NULL, up->sealed ? "t" : "f",
			     n };
	int lens[5] = { 0, 0, (int)up->len, 0, 0 };
	int formats[5] = { 0, 0, 1, 0, 0 };
	PGresult *res;

	snprintf(n, sizeof n, "%d", up->max_attempts);
	p[2] = (const char *)up->body;
	res = PQexecParams(remote_conn(r), "SELECT crupier.exam_upload($1, $2,"
			   " $3, $4::boolean, $5::integer)", 5, NULL, p, lens,
			   formats, 0);
	if (res == NULL || PQresultStatus(res) != PGRES_TUPLES_OK) {
		if (res != NULL)
			error_set(err, "%s: %s", _("results server"),
				  PQresultErrorMessage(res));
		else
			remote_fail(r, err, _("results server"));
		PQclear(res);
		remote_one_line(err->message);
		return false;
	}
	PQclear(res);
	return true;
}

/* The window as the server keeps it (UTC text), into opens and
 * closes. */
static bool window_kept(struct remote *r, const char *id, const char *exam,
			char *opens, char *closes, struct error *err)
{
	const char *p[2] = { id, exam };
	PGresult *res = remote_query(r, "SELECT opens, closes FROM"
				     " crupier.class_exams WHERE class ="
				     " $1::bigint AND exam = $2", 2, p,
				     PGRES_TUPLES_OK, err);

	if (res == NULL)
		return false;
	if (PQntuples(res) == 1) {
		snprintf(opens, STORE_TIME_MAX, "%s", PQgetvalue(res, 0, 0));
		snprintf(closes, STORE_TIME_MAX, "%s", PQgetvalue(res, 0, 1));
	}
	PQclear(res);
	return true;
}

bool class_pg_assign(struct remote *r, const char *cls, const char *exam,
		     char *opens, char *closes, int attempts,
		     const struct class_pg_exam *up, struct error *err)
{
	char id[32], n[16];

	if (!class_name_ok(_("an exam's id"), exam, err))
		return false;
	if (strcmp(opens, closes) >= 0) {
		error_set(err, _("the exam must close after it opens"
				  " (%s is not after %s)"), closes, opens);
		return false;
	}
	if (attempts < 1) {
		error_set(err, "%s", _("at least one attempt must be"
					" allowed"));
		return false;
	}
	snprintf(n, sizeof n, "%d", attempts);
	if (!remote_exec(r, "BEGIN", err))
		return false;
	if (!need_class(r, cls, id, err) ||
	    (up != NULL && !upload(r, exam, up, err)))
		goto fail;
	{
		const char *p[] = { id, exam, opens, closes, n };

		if (!command(r, "INSERT INTO class_exams (class, exam, opens,"
			     " closes, attempts) VALUES ($1::bigint, $2, $3,"
			     " $4, $5::integer) ON CONFLICT (class, exam) DO"
			     " UPDATE SET opens = excluded.opens, closes ="
			     " excluded.closes, attempts = excluded.attempts",
			     5, p, err))
			goto fail;
	}
	if (!window_kept(r, id, exam, opens, closes, err))
		goto fail;
	return remote_exec(r, "COMMIT", err);
fail:
	remote_rollback(r);
	return false;
}

bool class_pg_listen(struct remote *r, struct error *err)
{
	return remote_exec(r, "LISTEN crupier_live", err);
}

bool class_pg_notified(struct remote *r, int64_t cls, bool *any,
		       struct error *err)
{
	char id[32];
	PGnotify *n;

	*any = false;
	snprintf(id, sizeof id, "%lld", (long long)cls);
	if (!PQconsumeInput(r->conn))
		return remote_fail(r, err, _("results server"));
	while ((n = PQnotifies(r->conn)) != NULL) {
		/* The payload says which class changed (never who). */
		if (cls == 0 || strcmp(n->extra, id) == 0)
			*any = true;
		PQfreemem(n);
	}
	return true;
}
