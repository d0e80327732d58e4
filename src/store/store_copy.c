/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_copy.c: a store copied whole, into memory or to a file, and the
 * exam attempts of one merged into another; see store_copy.h. */
#include "config.h"

#include "store/store_copy.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "i18n.h"
#include "base/atomic_file.h"
#include "scenario/regular_file.h"
#include "store/store_impl.h"
#include "store/store_sql.h"

/* A kept copy holds the classes, rosters and exam attempts a trainee
 * may see: far less than this. */
#define STORE_COPY_MAX_BYTES ((uint64_t)256 << 20)

/* Copies local's exam attempts (recorded here, not imported) into
 * classes unless it has them (same uuid), their trainees by name. */
bool store_merge_exam_attempts(struct store *classes, struct store *local,
			       struct error *err)
{
	sqlite3_stmt *q, *who = NULL, *ins = NULL;
	bool ok = false;
	int rc;

	q = store_prepare(local, "SELECT t.name, t.created, a.scenario,"
			  " a.scenario_sha256, a.profile, a.kind, a.started,"
			  " a.status, a.uuid FROM attempts a JOIN trainees t"
			  " ON t.id = a.trainee WHERE a.exam = 1 AND"
			  " a.origin = 'local' AND a.uuid IS NOT NULL", err);
	if (q == NULL)
		return false;
	if (!store_begin(classes, err))
		goto done;
	who = store_prepare(classes, "INSERT OR IGNORE INTO trainees (name,"
			    " created) VALUES (?1, ?2)", err);
	ins = store_prepare(classes, "INSERT OR IGNORE INTO attempts"
			    " (trainee, scenario, scenario_sha256, profile,"
			    " kind, exam, started, status, origin, uuid)"
			    " SELECT id, ?2, ?3, ?4, ?5, 1, ?6, ?7, 'local',"
			    " ?8 FROM trainees WHERE name = ?1", err);
	if (who == NULL || ins == NULL) {
		store_rollback(classes);
		goto done;
	}
	while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
		sqlite3_reset(who);
		sqlite3_reset(ins);
		for (int i = 0; i < 2; i++)
			sqlite3_bind_value(who, i + 1,
					   sqlite3_column_value(q, i));
		sqlite3_bind_value(ins, 1, sqlite3_column_value(q, 0));
		for (int i = 2; i < 9; i++)
			sqlite3_bind_value(ins, i, sqlite3_column_value(q, i));
		if (sqlite3_step(who) != SQLITE_DONE ||
		    sqlite3_step(ins) != SQLITE_DONE) {
			store_db_fail(classes, err, _("results database"));
			store_rollback(classes);
			goto done;
		}
	}
	if (rc != SQLITE_DONE) {
		store_db_fail(local, err, _("results database"));
		store_rollback(classes);
		goto done;
	}
	ok = store_commit(classes, err);
done:
	sqlite3_finalize(q);
	sqlite3_finalize(who);
	sqlite3_finalize(ins);
	return ok;
}

/* What store_copy_classes copies: each table's columns, and which of
 * its rows. */
static const struct {
	const char *table, *columns, *where;
	int n;
} copied[] = {
	{ "sites", "id, name, created", "", 3 },
	{ "site_supervisors", "site, login", "", 2 },
	{ "classes", "id, name, site, teacher, created", "", 5 },
	{ "class_members", "class, trainee, login", "", 3 },
	{ "class_exams", "class, exam, opens, closes, attempts", "", 5 },
	{ "trainees", "id, name, created", "", 3 },
	{ "attempts", "id, trainee, scenario, scenario_sha256, profile, kind,"
	  " exam, started, status, origin, uuid", " WHERE exam = 1", 11 },
};

/* Copies one table's rows from from into to (in its transaction). */
static bool copy_rows(struct store *from, struct store *to, size_t t,
		      struct error *err)
{
	char sql[512], ins[512];
	struct store_sql *q;
	sqlite3_stmt *w;
	size_t len;
	int rc;

	snprintf(sql, sizeof sql, "SELECT %s FROM %s%s", copied[t].columns,
		 copied[t].table, copied[t].where);
	len = (size_t)snprintf(ins, sizeof ins, "INSERT INTO %s (%s) VALUES (",
			       copied[t].table, copied[t].columns);
	for (int i = 1; i <= copied[t].n && len < sizeof ins; i++)
		len += (size_t)snprintf(ins + len, sizeof ins - len, "%s?%d",
					i > 1 ? ", " : "", i);
	if (len < sizeof ins)
		snprintf(ins + len, sizeof ins - len, ")");
	q = store_sql_prepare(from, sql, err);
	if (q == NULL)
		return false;
	w = store_prepare(to, ins, err);
	if (w == NULL) {
		store_sql_free(q);
		return false;
	}
	while ((rc = store_sql_step(q, err)) == STORE_SQL_ROW) {
		char value[STORE_PATH_MAX];

		sqlite3_reset(w);
		for (int i = 0; i < copied[t].n; i++) {
			store_sql_text(q, i, value, sizeof value);
			store_bind_text(w, i + 1, store_sql_is_null(q, i)
					? NULL : value);
		}
		if (sqlite3_step(w) != SQLITE_DONE) {
			store_db_fail(to, err, _("results database"));
			rc = STORE_SQL_FAIL;
			break;
		}
	}
	sqlite3_finalize(w);
	store_sql_free(q);
	return rc == STORE_SQL_DONE;
}

bool store_copy_classes(struct store *from, struct store **out,
			struct error *err)
{
	struct store *to;

	*out = NULL;
	if (!store_open(":memory:", &to, err))
		return false;
	/* As the server shows them: a trainee it did not show is no
	 * error. */
	if (sqlite3_exec(to->db, "PRAGMA foreign_keys = OFF", NULL, NULL,
			 NULL) != SQLITE_OK) {
		store_db_fail(to, err, _("results database"));
		store_close(to);
		return false;
	}
	if (!store_begin(to, err)) {
		store_close(to);
		return false;
	}
	for (size_t t = 0; t < sizeof copied / sizeof copied[0]; t++)
		if (!copy_rows(from, to, t, err)) {
			store_rollback(to);
			store_close(to);
			return false;
		}
	if (!store_commit(to, err)) {
		store_close(to);
		return false;
	}
	*out = to;
	return true;
}

bool store_copy_replace(struct store *classes, struct store *fresh,
			struct error *err)
{
	sqlite3_backup *b = sqlite3_backup_init(classes->db, "main",
						fresh->db, "main");
	int rc = b != NULL ? sqlite3_backup_step(b, -1) : SQLITE_ERROR;

	sqlite3_backup_finish(b);
	if (rc != SQLITE_DONE)
		return store_db_fail(classes, err, _("results database"));
	return true;
}

bool store_copy_save(struct store *classes, const char *path,
		     struct error *err)
{
	char tmp[STORE_PATH_MAX + 8];
	struct error why;
	sqlite3_stmt *q;
	int rc;

	if (snprintf(tmp, sizeof tmp, "%s.new", path) >= (int)sizeof tmp) {
		error_set(err, "%s: %s", path, strerror(ENAMETOOLONG));
		return false;
	}
	if (!atomic_file_replaceable(path, &why)) {
		error_set(err, "%s: %s", path, why.message);
		return false;
	}
	(void)unlink(tmp);              /* VACUUM INTO wants no file there */
	q = store_prepare(classes, "VACUUM INTO ?1", err);
	if (q == NULL)
		return false;
	store_bind_text(q, 1, tmp);
	rc = sqlite3_step(q);
	sqlite3_finalize(q);
	if (rc != SQLITE_DONE) {
		(void)unlink(tmp);
		return store_db_fail(classes, err, _("results database"));
	}
	if (!atomic_file_replaceable(path, &why)) {
		error_set(err, "%s: %s", path, why.message);
		(void)unlink(tmp);
		return false;
	}
	if (chmod(tmp, 0600) != 0 || rename(tmp, path) != 0) {
		error_set(err, "%s: %s", path, strerror(errno));
		(void)unlink(tmp);
		return false;
	}
	return true;
}

/* The kept copy's bytes, read through the one door for files (a FIFO
 * or a device named like it is refused unread: SQLite's own open would
 * wait on a FIFO for ever); *buf from sqlite3_malloc64, for
 * sqlite3_deserialize() to own. */
static bool read_kept(const char *path, unsigned char **buf, size_t *len,
		      struct error *err)
{
	const char *why;
	struct stat sb;
	size_t got = 0;
	int fd;

	*buf = NULL;
	fd = regular_file_open(path, &sb, &why);
	if (fd < 0) {
		error_set(err, "%s: %s", path, why);
		return false;
	}
	if (sb.st_size <= 0 || (uint64_t)sb.st_size > STORE_COPY_MAX_BYTES) {
		close(fd);
		error_set(err, _("%s: not a copy of the server's classes"),
			   path);
		return false;
	}
	*buf = sqlite3_malloc64((sqlite3_uint64)sb.st_size);
	if (*buf == NULL) {
		close(fd);
		error_set(err, "%s: %s", path, strerror(ENOMEM));
		return false;
	}
	while (got < (size_t)sb.st_size) {
		ssize_t n = read(fd, *buf + got, (size_t)sb.st_size - got);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			error_set(err, "%s: %s", path, n < 0 ? strerror(errno)
				   : _("the file shrank while it was read"));
			close(fd);
			sqlite3_free(*buf);
			*buf = NULL;
			return false;
		}
		got += (size_t)n;
	}
	close(fd);
	*len = got;
	return true;
}

bool store_copy_load(const char *path, struct store **out,
		     struct error *err)
{
	sqlite3 *kept = NULL;
	sqlite3_backup *b;
	unsigned char *bytes;
	struct stat sb;
	size_t len;
	int rc;

	*out = NULL;
	if (lstat(path, &sb) != 0)
		return true;
	if (!read_kept(path, &bytes, &len, err))
		return false;
	/* Into memory: the copy is only ever replaced whole, never written
	 * in place (the local attempts merged into it stay in this run). */
	if (sqlite3_open_v2(":memory:", &kept, SQLITE_OPEN_READWRITE, NULL)
	    != SQLITE_OK ||
	    sqlite3_deserialize(kept, "main", bytes, (sqlite3_int64)len,
				(sqlite3_int64)len,
				SQLITE_DESERIALIZE_FREEONCLOSE |
				SQLITE_DESERIALIZE_READONLY) != SQLITE_OK) {
		error_set(err, "%s: %s", path, sqlite3_errmsg(kept));
		sqlite3_close(kept);
		return false;
	}
	if (!store_open(":memory:", out, err)) {
		sqlite3_close(kept);
		return false;
	}
	b = sqlite3_backup_init((*out)->db, "main", kept, "main");
	rc = b != NULL ? sqlite3_backup_step(b, -1) : SQLITE_ERROR;
	sqlite3_backup_finish(b);
	if (rc != SQLITE_DONE) {
		error_set(err, "%s: %s", path, sqlite3_errmsg(kept));
		sqlite3_close(kept);
		store_close(*out);
		*out = NULL;
		return false;
	}
	sqlite3_close(kept);
	/* As the server gave them: a trainee it did not show is no error. */
	if (sqlite3_exec((*out)->db, "PRAGMA foreign_keys = OFF", NULL, NULL,
			 NULL) != SQLITE_OK) {
		store_db_fail(*out, err, _("results database"));
		store_close(*out);
		*out = NULL;
		return false;
	}
	return true;
}
