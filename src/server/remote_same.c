/* SPDX-License-Identifier: GPL-3.0-or-later */
/* remote_same.c: whether the results server holds an attempt as the
 * outbox does (see remote.h): the answers the trainee gave, in order,
 * and the attempt's status, compared by their digest.  The server hashes
 * its own rows (crupier.answers_digest) and the same text built here
 * from the local rows; only the digests cross. */
#include "config.h"

#include "server/remote.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "server/remote_impl.h"
#include "store/store_impl.h"

/* Appends text to the growing buffer *buf (len, cap); false when out of
 * memory. */
static bool add(char **buf, size_t *len, size_t *cap, const char *text)
{
	size_t n = strlen(text);

	if (*len + n + 1 > *cap) {
		size_t ncap = *cap == 0 ? 4096 : *cap;
		char *m;

		while (*len + n + 1 > ncap)
			ncap *= 2;
		m = realloc(*buf, ncap);
		if (m == NULL)
			return false;
		*buf = m;
		*cap = ncap;
	}
	memcpy(*buf + *len, text, n + 1);
	*len += n;
	return true;
}

/* The answers as crupier.answers_digest joins them: per action, in index
 * order, "idx|coup|replay|hint|ms|choice_key|typed_amount|given", one a
 * line (NULL as empty). */
static bool answers_text(struct store *st, int64_t attempt, char **out,
			 struct error *err)
{
	size_t len = 0, cap = 0;
	char *buf = NULL;
	sqlite3_stmt *q;
	bool ok = true;
	int rc;

	*out = NULL;
	q = store_prepare(st, "SELECT idx || '|' || coup || '|' || replay ||"
			  " '|' || hint || '|' || ms || '|' ||"
			  " coalesce(choice_key, '') || '|' ||"
			  " coalesce(typed_amount, '') || '|' ||"
			  " coalesce(given, '') FROM actions WHERE attempt = ?1"
			  " ORDER BY idx", err);
	if (q == NULL)
		return false;
	sqlite3_bind_int64(q, 1, attempt);
	ok = add(&buf, &len, &cap, "");
	for (int i = 0; ok && (rc = sqlite3_step(q)) == SQLITE_ROW; i++) {
		const char *line = (const char *)sqlite3_column_text(q, 0);

		ok = (i == 0 || add(&buf, &len, &cap, "\n")) &&
		     add(&buf, &len, &cap, line != NULL ? line : "");
	}
	sqlite3_finalize(q);
	if (!ok) {
		free(buf);
		error_set(err, "%s", _("out of memory"));
		return false;
	}
	if (rc != SQLITE_DONE) {
		free(buf);
		return store_db_fail(st, err, _("results database"));
	}
	*out = buf;
	return true;
}

bool remote_attempt_same(struct remote *r, struct store *st, int64_t attempt,
			 bool *same, struct error *err)
{
	char uuid[REMOTE_UUID_MAX], status[16];
	const char *p[3];
	sqlite3_stmt *q;
	PGresult *res;
	char *text;
	int rc;

	*same = false;
	q = store_prepare(st, "SELECT uuid, status FROM attempts WHERE id = ?1",
			  err);
	if (q == NULL)
		return false;
	sqlite3_bind_int64(q, 1, attempt);
	rc = sqlite3_step(q);
	if (rc == SQLITE_ROW) {
		store_column_text(q, 0, uuid, sizeof uuid);
		store_column_text(q, 1, status, sizeof status);
	}
	sqlite3_finalize(q);
	if (rc != SQLITE_ROW) {
		if (rc == SQLITE_DONE) {
			error_set(err, _("there is no attempt %" PRId64),
				  attempt);
			return false;
		}
		return store_db_fail(st, err, _("results database"));
	}
	if (!answers_text(st, attempt, &text, err))
		return false;
	p[0] = uuid;
	p[1] = text;
	p[2] = status;
	res = remote_query(r, "SELECT coalesce(crupier.answers_digest("
			   "$1::uuid) = pg_catalog.encode(pg_catalog.sha256("
			   "pg_catalog.convert_to($2, 'UTF8')), 'hex') || '/'"
			   " || $3, false)", 3, p, PGRES_TUPLES_OK, err);
	free(text);
	if (res == NULL)
		return false;
	*same = strcmp(PQgetvalue(res, 0, 0), "t") == 0;
	PQclear(res);
	return true;
}
