/* SPDX-License-Identifier: GPL-3.0-or-later */
/* recorder.c: a session written to the store, the trainee's memory and
 * the results server as it is played; see recorder.h. */
#include "config.h"

#include "record/recorder.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "learning/memory.h"
#include "session/session_answer.h"

void recorder_init(struct recorder *r, struct store *st, struct outbox *ob,
		   const char *trainee, const char *sha256, bool exam)
{
	memset(r, 0, sizeof *r);
	r->st = st;
	r->ob = ob;
	snprintf(r->trainee, sizeof r->trainee, "%s", trainee);
	snprintf(r->sha256, sizeof r->sha256, "%s", sha256 != NULL ? sha256
								   : "");
	r->exam = exam;
}

void recorder_resume(struct recorder *r, int64_t attempt, size_t done)
{
	r->attempt = attempt;
	r->done = done;
}

/* Committed: the server (when there is one) gets it now, or later from
 * the outbox; either way the action is done. */
static void push(struct recorder *r)
{
	if (r->ob != NULL)
		outbox_after_commit(r->ob, r->attempt);
}

static bool failed(struct recorder *r)
{
	r->failed = true;
	store_rollback(r->st);
	return false;
}

static bool on_started(void *ctx, const struct session *s)
{
	struct recorder *r = ctx;
	const struct scenario *sc = s->sc;
	struct store_new_attempt a = {
		.trainee = r->trainee,
		.scenario = sc != NULL ? sc->id : "practice",
		.sha256 = r->sha256,
		.profile = session_rules(s)->name,
		.kind = sc != NULL && s->kind != SESSION_PRACTICE
				? scenario_kind_key(sc->kind) : "practice",
		.exam = r->exam,
		.uuid = r->uuid,
	};

	if (r->attempt != 0)
		return true;
	if (!store_begin(r->st, &r->err) ||
	    !store_attempt_insert(r->st, &a, &r->attempt, &r->err))
		return failed(r);
	if (!store_commit(r->st, &r->err)) {
		r->attempt = 0;
		return failed(r);
	}
	push(r);
	return true;
}

void recorder_action_words(const struct session *s,
			   const struct session_record *rec,
			   const struct verdict *v,
			   char expected[STORE_TEXT_MAX],
			   char given[STORE_TEXT_MAX])
{
	struct game_action a;

	expected[0] = given[0] = '\0';
	if (session_kind(s) == SESSION_PROCEDURE) {
		/* The steps as the trainee chose among them, with their
		 * figures ("Riffle, 3 times"), never the operation's key. */
		choices_procedure_label(v->expected_op, &v->expected_params,
					expected, STORE_TEXT_MAX);
		choices_procedure_label(v->given_op, &v->given_params, given,
					STORE_TEXT_MAX);
		return;
	}
	session_action_text(s, &rec->expected, expected, STORE_TEXT_MAX);
	a = v->given;
	session_action_text(s, &a, given, STORE_TEXT_MAX);
}

static bool on_acted(void *ctx, const struct session *s, size_t index,
		     const struct verdict *v)
{
	struct recorder *r = ctx;
	const struct session_record *rec = session_record(s, index);
	char words[2][STORE_TEXT_MAX];

	if (index < r->done)            /* replayed on resuming */
		return true;
	if (r->attempt == 0 || rec == NULL) {
		error_set(&r->err, "%s", _("no attempt under way"));
		return failed(r);
	}
	recorder_action_words(s, rec, v, words[0], words[1]);
	if (!store_begin(r->st, &r->err) ||
	    !store_action_insert(r->st, r->attempt, index, rec,
				 session_game(s) != NULL ? &v->given : NULL,
				 words[0], words[1], &r->err))
		return failed(r);
	/* The trainee's memory of the cell, in the same transaction. */
	if (!memory_review(r->st, r->trainee, rec, &r->err) ||
	    !store_commit(r->st, &r->err))
		return failed(r);
	r->done = index + 1;
	push(r);
	return true;
}

static bool on_finished(void *ctx, const struct session *s, bool completed)
{
	struct recorder *r = ctx;
	struct session_summary sum;

	/* Left before its end: it stays in progress, every action kept. */
	if (!completed || r->attempt == 0)
		return true;
	session_summary(s, &sum);
	if (!store_begin(r->st, &r->err) ||
	    !store_attempt_close(r->st, r->attempt, r->close_as, &sum,
				 &r->err) ||
	    !store_commit(r->st, &r->err))
		return failed(r);
	push(r);
	return true;
}

struct session_observer recorder_observer(struct recorder *r)
{
	struct session_observer o = {
		.ctx = r,
		.started = on_started,
		.acted = on_acted,
		.finished = on_finished,
	};

	return o;
}

bool recorder_replay(struct session *s, const struct store_action *a,
		     size_t n, struct error *err)
{
	for (size_t i = 0; i < n; i++) {
		const struct session_record *rec;
		struct session_answer ans = {
			.index = (size_t)a[i].index,
			.coup = a[i].coup,
			.replay = a[i].replay,
			.hint = a[i].hint,
			.ms = a[i].ms,
			.choice_key = a[i].has_input ? a[i].input_key : '\0',
			.typed_amount = a[i].input_amount,
			.chips = a[i].given.chips,
			.has_given = a[i].has_given,
			.given = a[i].given,
		};

		/* The same play as the judge's (session_answer.h), checked
		 * against what this database recorded of it. */
		if (session_answer(s, &ans, false, NULL) !=
		    SESSION_ANSWER_PLAYED)
			goto mismatch;
		rec = session_record(s, session_record_count(s) - 1);
		if (rec == NULL || rec->right != a[i].right ||
		    rec->expected_key == NULL ||
		    strcmp(rec->expected_key, a[i].expected_key) != 0)
			goto mismatch;
		continue;
mismatch:
		error_set(err, _("action %zu of the attempt cannot be played"
				  " again as it was recorded (has the"
				  " scenario or crupier changed?)"), i + 1);
		return false;
	}
	return true;
}
