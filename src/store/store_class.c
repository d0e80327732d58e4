/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_class.c: the class tables on SQLite (sites, classes, rosters and
 * assigned exams); see store_class.h.  A roster's CSV is read in
 * class/class_roster.c, an exam's window judged in class/class_window.c,
 * the live view and the report made in class/class_live.c. */
#include "config.h"

#include "store/store_class.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "base/name_check.h"
#include "scenario/safe_text.h"
#include "store/store_impl.h"
#include "store/store_sql.h"

/* Makes room for item n of an array of *cap items of size bytes. */
static bool grow(void **items, size_t *cap, size_t n, size_t size,
		 struct error *err)
{
	void *p;
	size_t c;

	if (n < *cap)
		return true;
	c = *cap == 0 ? 16 : *cap * 2;
	p = realloc(*items, c * size);
	if (p == NULL) {
		error_set(err, "%s", strerror(ENOMEM));
		return false;
	}
	*items = p;
	*cap = c;
	return true;
}

bool class_id(struct store *st, const char *cls, int64_t *id,
	      struct error *err)
{
	struct store_sql *q = store_sql_prepare(st, "SELECT id FROM classes"
						" WHERE name = ?1", err);
	int rc;

	*id = 0;
	if (q == NULL)
		return false;
	store_sql_bind_text(q, 1, cls);
	rc = store_sql_step(q, err);
	if (rc == STORE_SQL_ROW)
		*id = store_sql_int64(q, 0);
	store_sql_free(q);
	return rc != STORE_SQL_FAIL;
}

/* The class's id, or false with "no class NAME". */
static bool need_class(struct store *st, const char *cls, int64_t *id,
		       struct error *err)
{
	if (!class_id(st, cls, id, err))
		return false;
	if (*id == 0) {
		error_set(err, _("there is no class '%s'"), cls);
		return false;
	}
	return true;
}

bool class_name_ok(const char *what, const char *name,
		   struct error *err)
{
	char buf[160];
	const char *why = name_check_text(name, buf, sizeof buf);

	if (why == NULL)
		return true;
	/* TRANSLATORS: what ("a trainee's name"), the name, why not. */
	error_set(err, _("%s '%s' is refused: %s"), what, safe_text(name),
		   why);
	return false;
}

/* The site's id, made when new (inside a transaction). */
static bool site_id(struct store *st, const char *site, int64_t *id,
		    struct error *err)
{
	char now[STORE_TIME_MAX];
	sqlite3_stmt *q;
	int rc;

	store_now(st, now);
	q = store_prepare(st, "INSERT INTO sites (name, created)"
			  " VALUES (?1, ?2) ON CONFLICT (name) DO NOTHING",
			  err);
	if (q == NULL)
		return false;
	store_bind_text(q, 1, site);
	store_bind_text(q, 2, now);
	rc = sqlite3_step(q);
	sqlite3_finalize(q);
	if (rc != SQLITE_DONE)
		return store_db_fail(st, err, _("results database"));
	q = store_prepare(st, "SELECT id FROM sites WHERE name = ?1", err);
	if (q == NULL)
		return false;
	store_bind_text(q, 1, site);
	rc = sqlite3_step(q);
	*id = sqlite3_column_int64(q, 0);
	sqlite3_finalize(q);
	if (rc != SQLITE_ROW)
		return store_db_fail(st, err, _("results database"));
	return true;
}

bool class_create(struct store *st, const char *name, const char *site,
		  const char *teacher, struct error *err)
{
	char now[STORE_TIME_MAX];
	int64_t id, site_no = 0;
	sqlite3_stmt *q;

	if (!class_name_ok(_("a class's name"), name, err) ||
	    !class_name_ok(_("the teacher's login"), teacher, err) ||
	    (site != NULL && !class_name_ok(_("a site's name"), site, err)))
		return false;
	if (!store_begin(st, err))
		return false;
	if (!class_id(st, name, &id, err))
		goto fail;
	if (id != 0) {
		error_set(err, _("the class '%s' exists already"), name);
		goto fail;
	}
	if (site != NULL && !site_id(st, site, &site_no, err))
		goto fail;
	store_now(st, now);
	q = store_prepare(st, "INSERT INTO classes (name, site, teacher,"
			  " created) VALUES (?1, ?2, ?3, ?4)", err);
	if (q == NULL)
		goto fail;
	store_bind_text(q, 1, name);
	if (site_no != 0)
		sqlite3_bind_int64(q, 2, site_no);
	store_bind_text(q, 3, teacher);
	store_bind_text(q, 4, now);
	return store_step_commit(st, q, err);
fail:
	store_rollback(st);
	return false;
}

bool class_add_in(struct store *st, int64_t cls, const char *cls_name,
		  const char *trainee, const char *login, bool *added,
		  struct error *err)
{
	char have[STORE_NAME_MAX] = "", other[STORE_NAME_MAX] = "";
	int64_t tid;
	sqlite3_stmt *q;
	bool member;
	int rc;

	*added = false;
	if (!class_name_ok(_("a trainee's name"), trainee, err) ||
	    (login != NULL && !class_name_ok(_("a login"), login, err)))
		return false;
	q = store_prepare(st, "SELECT coalesce(login, '') FROM class_members"
			  " WHERE class = ?1 AND trainee = ?2", err);
	if (q == NULL)
		return false;
	sqlite3_bind_int64(q, 1, cls);
	store_bind_text(q, 2, trainee);
	rc = sqlite3_step(q);
	member = rc == SQLITE_ROW;
	if (member)
		store_column_text(q, 0, have, sizeof have);
	sqlite3_finalize(q);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return store_db_fail(st, err, _("results database"));
	if (member && (login == NULL || strcmp(have, login) == 0))
		return true;
	if (member && have[0] != '\0') {
		error_set(err, _("%s is in class '%s' already, bound to the"
				  " login %s"), trainee, cls_name, have);
		return false;
	}
	if (login != NULL) {
		q = store_prepare(st, "SELECT trainee FROM class_members"
				  " WHERE class = ?1 AND login = ?2"
				  " AND trainee <> ?3", err);
		if (q == NULL)
			return false;
		sqlite3_bind_int64(q, 1, cls);
		store_bind_text(q, 2, login);
		store_bind_text(q, 3, trainee);
		rc = sqlite3_step(q);
		if (rc == SQLITE_ROW)
			store_column_text(q, 0, other, sizeof other);
		sqlite3_finalize(q);
		if (rc == SQLITE_ROW) {
			error_set(err, _("the login %s is bound to %s in"
					  " class '%s' already"), login,
				   other, cls_name);
			return false;
		}
	}
	if (!store_trainee_id(st, trainee, &tid, err))
		return false;
	q = store_prepare(st, member
			  ? "UPDATE class_members SET login = ?3"
			    " WHERE class = ?1 AND trainee = ?2"
			  : "INSERT INTO class_members (class, trainee, login)"
			    " VALUES (?1, ?2, ?3)", err);
	if (q == NULL)
		return false;
	sqlite3_bind_int64(q, 1, cls);
	store_bind_text(q, 2, trainee);
	store_bind_text(q, 3, login);
	rc = sqlite3_step(q);
	sqlite3_finalize(q);
	if (rc != SQLITE_DONE)
		return store_db_fail(st, err, _("results database"));
	*added = !member;
	return true;
}

bool class_add(struct store *st, const char *cls, const char *trainee,
	       const char *login, struct error *err)
{
	int64_t id;
	bool added;

	if (!store_begin(st, err))
		return false;
	if (!need_class(st, cls, &id, err) ||
	    !class_add_in(st, id, cls, trainee, login, &added, err))
		goto fail;
	if (!added && login == NULL) {
		error_set(err, _("%s is in class '%s' already"), trainee, cls);
		goto fail;
	}
	return store_commit(st, err);
fail:
	store_rollback(st);
	return false;
}

#define CLASS_COLUMNS                                                   \
	"SELECT c.id, c.name, coalesce(s.name, ''), c.teacher, c.created," \
	" (SELECT count(*) FROM class_members m WHERE m.class = c.id),"   \
	" (SELECT count(*) FROM class_exams e WHERE e.class = c.id)"      \
	" FROM classes c LEFT JOIN sites s ON s.id = c.site"

static void read_class(struct store_sql *q, struct class_info *c)
{
	memset(c, 0, sizeof *c);
	c->id = store_sql_int64(q, 0);
	store_sql_text(q, 1, c->name, sizeof c->name);
	store_sql_text(q, 2, c->site, sizeof c->site);
	store_sql_text(q, 3, c->teacher, sizeof c->teacher);
	store_sql_text(q, 4, c->created, sizeof c->created);
	c->members = store_sql_int(q, 5);
	c->exams = store_sql_int(q, 6);
}

bool class_list(struct store *st, struct class_info **out, size_t *n,
		struct error *err)
{
	struct store_sql *q = store_sql_prepare(st, CLASS_COLUMNS
						" ORDER BY c.name", err);
	size_t cap = 0;
	int rc;

	*out = NULL;
	*n = 0;
	if (q == NULL)
		return false;
	while ((rc = store_sql_step(q, err)) == STORE_SQL_ROW) {
		if (!grow((void **)out, &cap, *n, sizeof **out, err)) {
			store_sql_free(q);
			return false;
		}
		read_class(q, &(*out)[(*n)++]);
	}
	store_sql_free(q);
	return rc == STORE_SQL_DONE;
}

bool class_get(struct store *st, const char *cls, struct class_info *out,
	       bool *found, struct error *err)
{
	struct store_sql *q = store_sql_prepare(st, CLASS_COLUMNS
						" WHERE c.name = ?1", err);
	int rc;

	*found = false;
	if (q == NULL)
		return false;
	store_sql_bind_text(q, 1, cls);
	rc = store_sql_step(q, err);
	if (rc == STORE_SQL_ROW) {
		read_class(q, out);
		*found = true;
	}
	store_sql_free(q);
	return rc != STORE_SQL_FAIL;
}

static bool read_members(struct store_sql *q, struct class_member **out,
			 size_t *n, struct error *err)
{
	size_t cap = 0;
	int rc;

	while ((rc = store_sql_step(q, err)) == STORE_SQL_ROW) {
		struct class_member *m;

		if (!grow((void **)out, &cap, *n, sizeof **out, err)) {
			store_sql_free(q);
			return false;
		}
		m = &(*out)[(*n)++];
		store_sql_text(q, 0, m->class_name, sizeof m->class_name);
		store_sql_text(q, 1, m->trainee, sizeof m->trainee);
		store_sql_text(q, 2, m->login, sizeof m->login);
	}
	store_sql_free(q);
	return rc == STORE_SQL_DONE;
}

bool class_members(struct store *st, const char *cls,
		   struct class_member **out, size_t *n,
		   struct error *err)
{
	struct store_sql *q;

	*out = NULL;
	*n = 0;
	q = store_sql_prepare(st, "SELECT c.name, m.trainee, coalesce(m.login,"
			      " '') FROM class_members m JOIN classes c"
			      " ON c.id = m.class WHERE ?1 IS NULL OR"
			      " c.name = ?1 ORDER BY c.name, m.trainee", err);
	if (q == NULL)
		return false;
	store_sql_bind_text(q, 1, cls);
	return read_members(q, out, n, err);
}

bool class_roster_for(struct store *st, const char *login,
		      struct class_member **out, size_t *n,
		      struct error *err)
{
	struct store_sql *q;

	*out = NULL;
	*n = 0;
	/* Each name once: the class and login columns of the first. */
	q = store_sql_prepare(st, "SELECT min(c.name), m.trainee,"
			      " coalesce(max(m.login), '')"
			      " FROM class_members m JOIN classes c"
			      " ON c.id = m.class"
			      " WHERE NOT EXISTS (SELECT 1 FROM class_members b"
			      "  WHERE b.login = ?1)"
			      " OR m.class IN (SELECT class FROM class_members"
			      "  WHERE login = ?1)"
			      " GROUP BY m.trainee ORDER BY m.trainee", err);
	if (q == NULL)
		return false;
	store_sql_bind_text(q, 1, login != NULL ? login : "");
	return read_members(q, out, n, err);
}

bool class_assign(struct store *st, const char *cls, const char *exam,
		  const char *opens, const char *closes, int attempts,
		  struct error *err)
{
	sqlite3_stmt *q;
	int64_t id;

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
	if (!store_begin(st, err))
		return false;
	if (!need_class(st, cls, &id, err)) {
		store_rollback(st);
		return false;
	}
	q = store_prepare(st, "INSERT INTO class_exams (class, exam, opens,"
			  " closes, attempts) VALUES (?1, ?2, ?3, ?4, ?5)"
			  " ON CONFLICT (class, exam) DO UPDATE SET"
			  " opens = excluded.opens, closes = excluded.closes,"
			  " attempts = excluded.attempts", err);
	if (q == NULL) {
		store_rollback(st);
		return false;
	}
	sqlite3_bind_int64(q, 1, id);
	store_bind_text(q, 2, exam);
	store_bind_text(q, 3, opens);
	store_bind_text(q, 4, closes);
	sqlite3_bind_int(q, 5, attempts);
	return store_step_commit(st, q, err);
}

/* The attempts trainee has begun at exam (abandoned and timed out
 * count: each was a sitting). */
#define USED_ATTEMPTS                                                    \
	"(SELECT count(*) FROM attempts a JOIN trainees t"               \
	" ON t.id = a.trainee WHERE t.name = ?1 AND a.exam = 1"          \
	" AND a.scenario = e.exam AND a.started >= e.opens"              \
	" AND a.origin = 'local')"

static bool read_exams(struct store_sql *q, struct class_exam **out,
		       size_t *n, struct error *err)
{
	size_t cap = 0;
	int rc;

	while ((rc = store_sql_step(q, err)) == STORE_SQL_ROW) {
		struct class_exam *e;

		if (!grow((void **)out, &cap, *n, sizeof **out, err)) {
			store_sql_free(q);
			return false;
		}
		e = &(*out)[(*n)++];
		memset(e, 0, sizeof *e);
		store_sql_text(q, 0, e->class_name, sizeof e->class_name);
		store_sql_text(q, 1, e->exam, sizeof e->exam);
		store_sql_text(q, 2, e->opens, sizeof e->opens);
		store_sql_text(q, 3, e->closes, sizeof e->closes);
		e->attempts = store_sql_int(q, 4);
		e->used = store_sql_int(q, 5);
	}
	store_sql_free(q);
	return rc == STORE_SQL_DONE;
}

bool class_exams(struct store *st, const char *cls, struct class_exam **out,
		 size_t *n, struct error *err)
{
	struct store_sql *q;

	*out = NULL;
	*n = 0;
	q = store_sql_prepare(st, "SELECT c.name, e.exam, e.opens, e.closes,"
			      " e.attempts, 0 FROM class_exams e JOIN classes c"
			      " ON c.id = e.class WHERE c.name = ?1"
			      " ORDER BY e.opens, e.exam", err);
	if (q == NULL)
		return false;
	store_sql_bind_text(q, 1, cls);
	return read_exams(q, out, n, err);
}

bool class_assigned_exams(struct store *st, const char *trainee,
			  const char *exam, const char *now,
			  struct class_exam **out, size_t *n,
			  struct error *err)
{
	struct store_sql *q;

	*out = NULL;
	*n = 0;
	q = store_sql_prepare(st, "SELECT c.name, e.exam, e.opens, e.closes,"
			      " e.attempts, " USED_ATTEMPTS
			      " FROM class_exams e JOIN classes c"
			      " ON c.id = e.class"
			      " JOIN class_members m ON m.class = e.class"
			      " WHERE m.trainee = ?1"
			      " AND (?2 IS NULL OR e.exam = ?2)"
			      " AND (?3 IS NULL OR (e.opens <= ?3"
			      " AND ?3 < e.closes))"
			      " ORDER BY e.closes, e.exam", err);
	if (q == NULL)
		return false;
	store_sql_bind_text(q, 1, trainee);
	store_sql_bind_text(q, 2, exam);
	store_sql_bind_text(q, 3, now);
	return read_exams(q, out, n, err);
}

bool class_trainee_of(struct store *st, const char *login, char *name,
		      size_t size, struct error *err)
{
	struct store_sql *q = store_sql_prepare(st, "SELECT min(trainee) FROM"
						" class_members WHERE"
						" login = ?1", err);
	int rc;

	name[0] = '\0';
	if (q == NULL)
		return false;
	store_sql_bind_text(q, 1, login);
	rc = store_sql_step(q, err);
	if (rc == STORE_SQL_ROW)
		store_sql_text(q, 0, name, size);
	store_sql_free(q);
	return rc == STORE_SQL_ROW;
}
