/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_outbox.c: what the server has of each attempt of the local
 * database, and what it lacks (see outbox.h). */
#include "config.h"

#include "server/outbox.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "store/store_impl.h"

/* Pending: never pushed, pushed with another status, or with fewer
 * actions than it has.  Imported attempts are another trainee's, handed
 * in as sealed files: not this trainee's to push. */
#define ITEM_SELECT                                                     \
	"SELECT a.id, (SELECT count(*) FROM actions WHERE attempt = a.id),"\
	" a.pushed_actions, a.status, a.pushed_state FROM attempts a"

static void read_item(sqlite3_stmt *q, struct outbox_item *it)
{
	char pushed[16];

	memset(it, 0, sizeof *it);
	it->attempt = sqlite3_column_int64(q, 0);
	it->actions = sqlite3_column_int(q, 1);
	it->pushed_actions = sqlite3_column_int(q, 2);
	store_column_text(q, 3, it->state, sizeof it->state);
	store_column_text(q, 4, pushed, sizeof pushed);
	it->pending = sqlite3_column_type(q, 4) == SQLITE_NULL ||
		      strcmp(pushed, it->state) != 0 ||
		      it->pushed_actions < it->actions;
}

bool store_outbox_pending(struct store *st, struct outbox_item **out,
			  size_t *n, struct error *err)
{
	struct outbox_item *list = NULL;
	size_t cap = 0;
	sqlite3_stmt *q;
	int rc;

	*out = NULL;
	*n = 0;
	q = store_prepare(st, ITEM_SELECT " WHERE a.origin = 'local' AND"
			  " (a.pushed_state IS NULL OR a.pushed_state <>"
			  " a.status OR a.pushed_actions < (SELECT count(*)"
			  " FROM actions WHERE attempt = a.id)) ORDER BY"
			  " a.id", err);
	if (q == NULL)
		return false;
	while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
		if (*n == cap) {
			size_t ncap = cap == 0 ? 16 : cap * 2;
			struct outbox_item *m = realloc(list,
							ncap * sizeof *m);

			if (m == NULL) {
				sqlite3_finalize(q);
				free(list);
				error_set(err, "%s", strerror(ENOMEM));
				return false;
			}
			list = m;
			cap = ncap;
		}
		read_item(q, &list[(*n)++]);
	}
	sqlite3_finalize(q);
	if (rc != SQLITE_DONE) {
		free(list);
		*n = 0;
		return store_db_fail(st, err, _("results database"));
	}
	*out = list;
	return true;
}

bool store_outbox_item(struct store *st, int64_t attempt,
		       struct outbox_item *out, bool *found,
		       struct error *err)
{
	sqlite3_stmt *q;
	int rc;

	*found = false;
	q = store_prepare(st, ITEM_SELECT " WHERE a.id = ?1 AND"
			  " a.origin = 'local'", err);
	if (q == NULL)
		return false;
	sqlite3_bind_int64(q, 1, attempt);
	rc = sqlite3_step(q);
	if (rc == SQLITE_ROW) {
		read_item(q, out);
		*found = true;
	}
	sqlite3_finalize(q);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return store_db_fail(st, err, _("results database"));
	return true;
}

bool store_outbox_mark(struct store *st, const struct outbox_item *it,
		       struct error *err)
{
	sqlite3_stmt *q;

	if (!store_begin(st, err))
		return false;
	/* max(): another process may have marked more meanwhile. */
	q = store_prepare(st, "UPDATE attempts SET pushed_actions ="
			  " max(pushed_actions, ?2), pushed_state = ?3"
			  " WHERE id = ?1", err);
	if (q == NULL) {
		store_rollback(st);
		return false;
	}
	sqlite3_bind_int64(q, 1, it->attempt);
	sqlite3_bind_int(q, 2, it->actions);
	store_bind_text(q, 3, it->state);
	return store_step_commit(st, q, err);
}

bool store_outbox_uuid(struct store *st, int64_t attempt,
		       char out[OUTBOX_UUID_MAX], struct error *err)
{
	sqlite3_stmt *q;
	int rc;

	out[0] = '\0';
	q = store_prepare(st, "SELECT uuid FROM attempts WHERE id = ?1", err);
	if (q == NULL)
		return false;
	sqlite3_bind_int64(q, 1, attempt);
	rc = sqlite3_step(q);
	if (rc == SQLITE_ROW)
		store_column_text(q, 0, out, OUTBOX_UUID_MAX);
	sqlite3_finalize(q);
	if (rc != SQLITE_ROW) {
		if (rc == SQLITE_DONE) {
			error_set(err, _("no attempt %lld"),
				   (long long)attempt);
			return false;
		}
		return store_db_fail(st, err, _("results database"));
	}
	return true;
}

bool store_outbox_pushed(struct store *st, int64_t **ids, size_t *n,
			 struct error *err)
{
	int64_t *list = NULL;
	size_t cap = 0;
	sqlite3_stmt *q;
	int rc;

	*ids = NULL;
	*n = 0;
	q = store_prepare(st, "SELECT id FROM attempts WHERE origin = 'local'"
			  " AND pushed_state IS NOT NULL ORDER BY id", err);
	if (q == NULL)
		return false;
	while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
		if (*n == cap) {
			size_t ncap = cap == 0 ? 16 : cap * 2;
			int64_t *m = realloc(list, ncap * sizeof *m);

			if (m == NULL) {
				rc = SQLITE_NOMEM;
				break;
			}
			list = m;
			cap = ncap;
		}
		list[(*n)++] = sqlite3_column_int64(q, 0);
	}
	sqlite3_finalize(q);
	if (rc != SQLITE_DONE) {
		free(list);
		*n = 0;
		if (rc == SQLITE_NOMEM) {
			error_set(err, "%s", strerror(ENOMEM));
			return false;
		}
		return store_db_fail(st, err, _("results database"));
	}
	*ids = list;
	return true;
}

bool store_attempt_set_uuid(struct store *st, int64_t attempt,
			    const char *uuid, struct error *err)
{
	sqlite3_stmt *q;

	if (!store_begin(st, err))
		return false;
	q = store_prepare(st, "UPDATE attempts SET uuid = ?2 WHERE id = ?1",
			  err);
	if (q == NULL) {
		store_rollback(st);
		return false;
	}
	sqlite3_bind_int64(q, 1, attempt);
	store_bind_text(q, 2, uuid);
	return store_step_commit(st, q, err);
}
