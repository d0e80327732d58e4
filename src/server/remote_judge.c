/* SPDX-License-Identifier: GPL-3.0-or-later */
/* remote_judge.c: closed attempts taken, read and given their verdict on
 * the results server; see remote_judge.h.  Built with libpq only
 * (remote_none.c otherwise). */
#include "config.h"

#include "server/remote_judge.h"

#include <errno.h>
#include <inttypes.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "server/remote_impl.h"

void remote_work_free(struct remote_work *w)
{
	free(w->answers);
	free(w->exam_body);
	memset(w, 0, sizeof *w);
}

bool remote_judge_may(struct remote *r, bool *may, char *login, size_t size,
		      struct error *err)
{
	PGresult *res;

	*may = false;
	if (size > 0)
		login[0] = '\0';
	res = remote_query(r, "SELECT current_user, pg_catalog.pg_has_role("
			   "current_user, 'crupier_judge', 'MEMBER')", 0,
			   NULL, PGRES_TUPLES_OK, err);
	if (res == NULL)
		return false;
	if (PQntuples(res) == 1) {
		snprintf(login, size, "%s", PQgetvalue(res, 0, 0));
		*may = strcmp(PQgetvalue(res, 0, 1), "t") == 0;
	}
	PQclear(res);
	return true;
}

bool remote_judge_listen(struct remote *r, struct error *err)
{
	return remote_exec(r, "LISTEN crupier_judge", err);
}

/* Every notification that has come, consumed: whether there was one. */
static bool drain(struct remote *r)
{
	PGnotify *n;
	bool any = false;

	while ((n = PQnotifies(r->conn)) != NULL) {
		any = true;
		PQfreemem(n);
	}
	return any;
}

int remote_judge_wait(struct remote *r, int timeout_ms,
		      volatile sig_atomic_t *stop, struct error *err)
{
	struct pollfd p = { .fd = PQsocket(r->conn), .events = POLLIN };
	int got;

	if (p.fd < 0 || !PQconsumeInput(r->conn)) {
		remote_fail(r, err, _("results server"));
		return -1;
	}
	if (drain(r))
		return 1;
	if (stop != NULL && *stop)
		return 0;
	got = poll(&p, 1, timeout_ms);
	if (got < 0 && errno == EINTR)
		return 0;               /* a signal: the caller looks at it */
	if (got < 0) {
		error_set(err, "poll: %s", strerror(errno));
		return -1;
	}
	if (got == 0)
		return 0;
	if (!PQconsumeInput(r->conn)) {
		remote_fail(r, err, _("results server"));
		return -1;
	}
	return drain(r) ? 1 : 0;
}

/* The attempt's columns the judge reads, in this order. */
#define WORK_COLS                                                         \
	"SELECT a.id, t.name, a.scenario, a.scenario_sha256, a.kind,"     \
	" a.exam, a.status, a.timed_out, a.passed,"                       \
	" (extract(epoch FROM a.begun_at) * 1000)::bigint,"               \
	" (extract(epoch FROM a.closed_at) * 1000)::bigint,"              \
	" a.seed_from, a.shoe_seed, a.clock_start_ms, a.ended,"           \
	" coalesce(a.class, 0)"                                           \
	" FROM crupier.attempts a JOIN crupier.trainees t"                \
	" ON t.id = a.trainee"                                            \
	" WHERE a.status <> 'in_progress' AND NOT EXISTS (SELECT 1 FROM"  \
	" crupier.verdicts v WHERE v.attempt = a.id)"
enum {
	W_ID, W_TRAINEE, W_SCENARIO, W_SHA, W_KIND, W_EXAM, W_STATUS,
	W_TIMED_OUT, W_PASSED, W_BEGUN, W_CLOSED, W_SEED_FROM, W_SHOE_SEED,
	W_CLOCK, W_ENDED, W_CLASS
};

static int64_t int_at(const PGresult *res, int row, int col, bool *has)
{
	bool null = PQgetisnull(res, row, col);

	if (has != NULL)
		*has = !null;
	return null ? 0 : strtoll(PQgetvalue(res, row, col), NULL, 10);
}

static void text_at(const PGresult *res, int col, char *out, size_t size)
{
	snprintf(out, size, "%s", PQgetvalue(res, 0, col));
}

static void read_row(const PGresult *res, struct remote_work *w)
{
	w->id = int_at(res, 0, W_ID, NULL);
	text_at(res, W_TRAINEE, w->trainee, sizeof w->trainee);
	text_at(res, W_SCENARIO, w->scenario, sizeof w->scenario);
	text_at(res, W_SHA, w->sha256, sizeof w->sha256);
	text_at(res, W_KIND, w->kind, sizeof w->kind);
	w->exam = int_at(res, 0, W_EXAM, NULL) != 0;
	w->abandoned = strcmp(PQgetvalue(res, 0, W_STATUS), "abandoned") == 0;
	w->claimed_timed_out = int_at(res, 0, W_TIMED_OUT, NULL) != 0;
	w->claimed_passed = int_at(res, 0, W_PASSED,
				   &w->has_claimed_passed) != 0;
	w->begun_ms = int_at(res, 0, W_BEGUN, &w->has_begun);
	w->closed_ms = int_at(res, 0, W_CLOSED, &w->has_closed);
	w->seed_from = int_at(res, 0, W_SEED_FROM, &w->has_seed_from);
	w->shoe_seed = int_at(res, 0, W_SHOE_SEED, &w->has_shoe_seed);
	w->clock_start_ms = int_at(res, 0, W_CLOCK, NULL);
	text_at(res, W_ENDED, w->ended, sizeof w->ended);
	w->class_id = int_at(res, 0, W_CLASS, NULL);
}

/* The attempt's answers, in order. */
static bool read_answers(struct remote *r, struct remote_work *w,
			 struct error *err)
{
	char id[32];
	const char *p[1] = { id };
	PGresult *res;
	int n;

	snprintf(id, sizeof id, "%" PRId64, w->id);
	res = remote_query(r, "SELECT idx, coup, replay, hint, ms, choice_key,"
			   " typed_amount, (extract(epoch FROM received_at)"
			   " * 1000)::bigint, given FROM crupier.actions WHERE"
			   " attempt = $1 ORDER BY idx", 1, p,
			   PGRES_TUPLES_OK, err);
	if (res == NULL)
		return false;
	n = PQntuples(res);
	w->answers = calloc(n > 0 ? (size_t)n : 1, sizeof *w->answers);
	if (w->answers == NULL) {
		PQclear(res);
		error_set(err, "%s", _("out of memory"));
		return false;
	}
	for (int i = 0; i < n; i++) {
		struct remote_answer *a = &w->answers[i];
		const char *key = PQgetvalue(res, i, 5);
		struct game_action given;

		a->idx = (int)int_at(res, i, 0, NULL);
		a->coup = (int)int_at(res, i, 1, NULL);
		a->replay = int_at(res, i, 2, NULL) != 0;
		a->hint = int_at(res, i, 3, NULL) != 0;
		a->ms = int_at(res, i, 4, NULL);
		/* A choice is one key; anything else picks no choice. */
		a->choice_key = strlen(key) == 1 ? key[0] : '\0';
		a->typed_amount = int_at(res, i, 6, NULL);
		a->received_ms = int_at(res, i, 7, &a->has_received);
		/* The chips counted out travel in the given action's text;
		 * the choice and its amount are the answer's own. */
		if (store_action_decode(PQgetvalue(res, i, 8), &given))
			a->chips = given.chips;
	}
	w->n_answers = (size_t)n;
	PQclear(res);
	return true;
}

/* The exam uploaded under the attempt's SHA-256, if any. */
static bool read_exam(struct remote *r, struct remote_work *w,
		      struct error *err)
{
	const char *p[1] = { w->sha256 };
	PGresult *res = remote_query(r, "SELECT body, sealed FROM"
				     " crupier.exams WHERE sha256 = $1", 1, p,
				     PGRES_TUPLES_OK, err);
	unsigned char *body;
	size_t len;

	if (res == NULL)
		return false;
	if (PQntuples(res) == 0) {
		PQclear(res);
		return true;
	}
	body = PQunescapeBytea((const unsigned char *)PQgetvalue(res, 0, 0),
			       &len);
	w->exam_sealed = strcmp(PQgetvalue(res, 0, 1), "t") == 0;
	PQclear(res);
	if (body == NULL) {
		error_set(err, "%s", _("out of memory"));
		return false;
	}
	w->exam_body = malloc(len > 0 ? len : 1);
	if (w->exam_body != NULL)
		memcpy(w->exam_body, body, len);
	PQfreemem(body);
	if (w->exam_body == NULL) {
		error_set(err, "%s", _("out of memory"));
		return false;
	}
	w->exam_len = len;
	w->has_exam = true;
	return true;
}

/* Runs sql (with the id as $1, if any) in a new transaction and reads
 * the attempt it locks. */
static bool take(struct remote *r, const char *sql, const char *id,
		 struct remote_work *w, bool *found, struct error *err)
{
	const char *p[1] = { id };
	PGresult *res;

	memset(w, 0, sizeof *w);
	*found = false;
	if (!remote_exec(r, "BEGIN", err))
		return false;
	res = remote_query(r, sql, id != NULL ? 1 : 0, p, PGRES_TUPLES_OK,
			   err);
	if (res == NULL)
		goto fail;
	if (PQntuples(res) == 0) {
		PQclear(res);
		return remote_exec(r, "COMMIT", err);
	}
	read_row(res, w);
	PQclear(res);
	if (!read_answers(r, w, err) || !read_exam(r, w, err))
		goto fail;
	*found = true;
	return true;
fail:
	remote_work_free(w);
	remote_rollback(r);
	return false;
}

bool remote_judge_take(struct remote *r, struct remote_work *w, bool *found,
		       struct error *err)
{
	return take(r, WORK_COLS " ORDER BY a.id FOR UPDATE OF a SKIP LOCKED"
		    " LIMIT 1", NULL, w, found, err);
}

bool remote_judge_take_id(struct remote *r, int64_t id,
			  struct remote_work *w, bool *found,
			  struct error *err)
{
	char text[32];

	snprintf(text, sizeof text, "%" PRId64, id);
	return take(r, WORK_COLS " AND a.id = $1 FOR UPDATE OF a", text, w,
		    found, err);
}

void remote_judge_release(struct remote *r)
{
	remote_rollback(r);
}
