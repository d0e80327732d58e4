/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_copy.c: a store copied whole, into memory or to a file, and the
 * exam attempts of one merged into another; see store_copy.h. */
#include "config.h"

#include "store/store_copy.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "i18n.h"
#include "store/store_impl.h"

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
	sqlite3_stmt *q;
	int rc;

	if (snprintf(tmp, sizeof tmp, "%s.new", path) >= (int)sizeof tmp) {
		error_set(err, "%s", strerror(ENAMETOOLONG));
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
	if (chmod(tmp, 0600) != 0 || rename(tmp, path) != 0) {
		error_set(err, "%s: %s", path, strerror(errno));
		(void)unlink(tmp);
		return false;
	}
	return true;
}

bool store_copy_load(const char *path, struct store **out,
		     struct error *err)
{
	sqlite3 *kept = NULL;
	sqlite3_backup *b;
	struct stat sb;
	int rc;

	*out = NULL;
	if (stat(path, &sb) != 0)
		return true;
	/* Into memory: the copy is only ever replaced whole, never written
	 * in place (the local attempts merged into it stay in this run). */
	if (sqlite3_open_v2(path, &kept, SQLITE_OPEN_READONLY, NULL) !=
	    SQLITE_OK) {
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
