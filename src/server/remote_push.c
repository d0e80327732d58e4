/* SPDX-License-Identifier: GPL-3.0-or-later */
/* remote_push.c: a local attempt reported to the results server (see
 * remote.h), in one server transaction, through the server's own
 * functions (remote_referee.c): the client never writes a table there.
 *
 *   1. crupier.attempt_start, keyed by the local uuid: the server starts
 *      the attempt (checking the name against the login), or, asked
 *      again, answers with the one it started; its uuid replaces the
 *      local one once the transaction is committed;
 *   2. crupier.answer_add for each action the server lacks (by index):
 *      what the trainee did, stamped there with the server's clock;
 *   3. crupier.attempt_close once the local attempt is closed, with what
 *      the client claims of it (score, verdict, skills): the judge
 *      (remote_judge.c) decides the verdict.
 *
 * A push repeated, or cut off and done again, changes nothing more; a
 * closed attempt on the server never changes.  The local attempt row is
 * read first: an action or a close committed while pushing comes with
 * the next push, never half of it now. */
#include "config.h"

#include "server/remote.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "server/outbox.h"
#include "server/remote_impl.h"
#include "store/store_impl.h"

/* The local attempt's columns that go to the server, in this order. */
#define ATTEMPT_COLS                                                      \
	"a.uuid, t.name, a.scenario, a.scenario_sha256, a.profile, a.kind,"\
	" a.exam, a.batch, a.started, a.status, a.ended, a.score,"        \
	" a.pass_mark, a.passed, a.time_exceeded, a.timed_out,"           \
	" a.fail_reason, a.fail_skill, a.critical, a.max_critical,"       \
	" a.hints, a.free_hints, a.clock_start_ms, a.shoe_seed, a.sealed,"\
	" a.mac"
enum {
	A_UUID, A_TRAINEE, A_SCENARIO, A_SHA, A_PROFILE, A_KIND, A_EXAM,
	A_BATCH, A_STARTED, A_STATUS, A_ENDED, A_SCORE, A_PASS_MARK,
	A_PASSED, A_TIME_EXCEEDED, A_TIMED_OUT, A_FAIL_REASON, A_FAIL_SKILL,
	A_CRITICAL, A_MAX_CRITICAL, A_HINTS, A_FREE_HINTS, A_CLOCK,
	A_SHOE_SEED, A_SEALED, A_MAC, A__COUNT
};

struct row {
	char *v[A__COUNT];              /* malloc'd; NULL for SQL NULL */
};

static void row_free(struct row *w)
{
	for (int i = 0; i < A__COUNT; i++)
		free(w->v[i]);
	memset(w, 0, sizeof *w);
}

static bool read_attempt(struct store *st, int64_t attempt, struct row *w,
			 struct error *err)
{
	sqlite3_stmt *q;
	int rc;

	memset(w, 0, sizeof *w);
	q = store_prepare(st, "SELECT " ATTEMPT_COLS " FROM attempts a JOIN"
			  " trainees t ON t.id = a.trainee WHERE a.id = ?1",
			  err);
	if (q == NULL)
		return false;
	sqlite3_bind_int64(q, 1, attempt);
	rc = sqlite3_step(q);
	if (rc == SQLITE_ROW)
		for (int i = 0; i < A__COUNT; i++) {
			const char *v = (const char *)sqlite3_column_text(q, i);

			w->v[i] = v != NULL ? strdup(v) : NULL;
			if (v != NULL && w->v[i] == NULL)
				rc = SQLITE_NOMEM;
		}
	sqlite3_finalize(q);
	if (rc == SQLITE_DONE) {
		error_set(err, _("there is no attempt %" PRId64), attempt);
		return false;
	}
	if (rc != SQLITE_ROW) {
		row_free(w);
		return store_db_fail(st, err, _("results database"));
	}
	if (w->v[A_UUID] == NULL) {
		row_free(w);
		error_set(err, _("attempt %" PRId64 " has no uuid"), attempt);
		return false;
	}
	return true;
}

static const char *flag(const char *v)
{
	return v != NULL && strcmp(v, "0") != 0 ? "true" : "false";
}

/* The attempt started on the server (or found there by its key): its
 * uuid there into uuid, and whether it is closed there. */
static bool start(struct remote *r, const struct row *w,
		  char uuid[REMOTE_UUID_MAX], bool *closed, struct error *err)
{
	struct remote_start s;

	if (!remote_attempt_start(r, w->v[A_UUID], w->v[A_TRAINEE],
				  w->v[A_SCENARIO], w->v[A_SHA],
				  w->v[A_PROFILE], w->v[A_KIND],
				  strcmp(flag(w->v[A_EXAM]), "true") == 0,
				  strcmp(flag(w->v[A_BATCH]), "true") == 0,
				  w->v[A_STARTED], &s, err))
		return false;
	snprintf(uuid, REMOTE_UUID_MAX, "%s", s.uuid);
	*closed = s.closed;
	return true;
}

/* The highest action index the server has of the attempt (-1: none). */
static bool server_last_idx(struct remote *r, const char *uuid,
			    int64_t *last, struct error *err)
{
	const char *p[1] = { uuid };
	PGresult *res = remote_query(r, "SELECT coalesce(max(x.idx), -1)"
				     " FROM crupier.actions x JOIN"
				     " crupier.attempts a ON a.id = x.attempt"
				     " WHERE a.uuid = $1::uuid", 1, p,
				     PGRES_TUPLES_OK, err);

	if (res == NULL)
		return false;
	*last = strtoll(PQgetvalue(res, 0, 0), NULL, 10);
	PQclear(res);
	return true;
}

#define ANSWER_COLS                                                       \
	"idx, coup, skill, expected_key, given_key, correct, wrong_amount,"\
	" ms, article, replay, given, choice_key, typed_amount, done_at,"  \
	" hint, critical, expected_text, given_text, cell"
#define ANSWER_NCOLS 19

/* Each local action after index last, answered in order. */
static bool answers(struct remote *r, struct store *st, int64_t attempt,
		    const char *uuid, int64_t last, struct error *err)
{
	const char *p[ANSWER_NCOLS + 1];
	sqlite3_stmt *q;
	bool ok = true;
	int rc;

	q = store_prepare(st, "SELECT " ANSWER_COLS " FROM actions WHERE"
			  " attempt = ?1 AND idx > ?2 ORDER BY idx", err);
	if (q == NULL)
		return false;
	sqlite3_bind_int64(q, 1, attempt);
	sqlite3_bind_int64(q, 2, last);
	p[0] = uuid;
	while (ok && (rc = sqlite3_step(q)) == SQLITE_ROW) {
		PGresult *res;

		for (int i = 0; i < ANSWER_NCOLS; i++)
			p[i + 1] = (const char *)sqlite3_column_text(q, i);
		res = remote_query(r, "SELECT crupier.answer_add($1::uuid,"
				   " $2::integer, $3::integer, $4, $5, $6,"
				   " $7::integer, $8::integer, $9::bigint, $10,"
				   " $11::integer, $12, $13, $14::bigint, $15,"
				   " $16::integer, $17::integer, $18, $19, $20)",
				   ANSWER_NCOLS + 1, p, PGRES_TUPLES_OK, err);
		ok = res != NULL;
		PQclear(res);
	}
	sqlite3_finalize(q);
	if (ok && rc != SQLITE_DONE)
		return store_db_fail(st, err, _("results database"));
	return ok;
}

/* The local attempt's skills as the JSON array attempt_close takes
 * (built by SQLite: its own quoting). */
static bool skills_json(struct store *st, int64_t attempt, char **out,
			struct error *err)
{
	sqlite3_stmt *q;
	const char *v;
	int rc;

	*out = NULL;
	q = store_prepare(st, "SELECT coalesce(json_group_array(json_object("
			  "'skill', skill, 'actions', actions, 'correct',"
			  " correct, 'accuracy', accuracy, 'median_ms',"
			  " median_ms, 'weight', weight, 'examined', examined,"
			  " 'pass_mark', pass_mark, 'passed', passed,"
			  " 'critical', critical, 'hints', hints)), '[]')"
			  " FROM attempt_skills WHERE attempt = ?1", err);
	if (q == NULL)
		return false;
	sqlite3_bind_int64(q, 1, attempt);
	rc = sqlite3_step(q);
	v = rc == SQLITE_ROW ? (const char *)sqlite3_column_text(q, 0) : NULL;
	*out = strdup(v != NULL ? v : "[]");
	sqlite3_finalize(q);
	if (rc != SQLITE_ROW)
		return store_db_fail(st, err, _("results database"));
	if (*out == NULL) {
		error_set(err, "%s", _("out of memory"));
		return false;
	}
	return true;
}

/* Closes the server's attempt with what the client claims of it. */
static bool close_attempt(struct remote *r, struct store *st,
			  int64_t attempt, const struct row *w,
			  const char *uuid, struct error *err)
{
	const char *p[19];
	char *skills;
	PGresult *res;

	if (!skills_json(st, attempt, &skills, err))
		return false;
	p[0] = uuid;
	p[1] = w->v[A_STATUS];
	p[2] = w->v[A_ENDED];
	p[3] = w->v[A_SCORE];
	p[4] = w->v[A_PASS_MARK];
	p[5] = w->v[A_PASSED];
	p[6] = w->v[A_TIME_EXCEEDED];
	p[7] = w->v[A_TIMED_OUT];
	p[8] = w->v[A_FAIL_REASON];
	p[9] = w->v[A_FAIL_SKILL];
	p[10] = w->v[A_CRITICAL];
	p[11] = w->v[A_MAX_CRITICAL];
	p[12] = w->v[A_HINTS];
	p[13] = w->v[A_FREE_HINTS];
	p[14] = w->v[A_CLOCK];
	p[15] = skills;
	p[16] = w->v[A_SHOE_SEED];
	p[17] = w->v[A_SEALED];
	p[18] = w->v[A_MAC];
	res = remote_query(r, "SELECT crupier.attempt_close($1::uuid, $2, $3,"
			   " $4::double precision, $5::integer, $6::integer,"
			   " $7::integer, $8::integer, $9, $10, $11::integer,"
			   " $12::integer, $13::integer, $14::integer,"
			   " $15::bigint, $16::jsonb, $17::bigint, $18, $19)",
			   19, p, PGRES_TUPLES_OK, err);
	free(skills);
	if (res == NULL)
		return false;
	PQclear(res);
	return true;
}

bool remote_push(struct remote *r, struct store *st, int64_t attempt,
		 struct error *err)
{
	char uuid[REMOTE_UUID_MAX];
	struct row w;
	int64_t last;
	bool closed;

	if (!read_attempt(st, attempt, &w, err))
		return false;
	if (!remote_exec(r, "BEGIN", err) ||
	    !start(r, &w, uuid, &closed, err))
		goto fail;
	if (!closed &&
	    (!server_last_idx(r, uuid, &last, err) ||
	     !answers(r, st, attempt, uuid, last, err) ||
	     (strcmp(w.v[A_STATUS], "in_progress") != 0 &&
	      !close_attempt(r, st, attempt, &w, uuid, err))))
		goto fail;
	if (!remote_exec(r, "COMMIT", err))
		goto fail;
	/* The server's uuid from now on (the local one was only its key). */
	if (strcmp(uuid, w.v[A_UUID]) != 0 &&
	    !store_attempt_set_uuid(st, attempt, uuid, err)) {
		row_free(&w);
		return false;
	}
	row_free(&w);
	return true;
fail:
	row_free(&w);
	remote_rollback(r);
	return false;
}
