/* SPDX-License-Identifier: GPL-3.0-or-later */
/* judge_worker.c: the judge's loop over the server's closed attempts;
 * see judge_worker.h. */
#include "config.h"

#include "judge/judge_worker.h"

#include <string.h>

#include "i18n.h"

#define WAIT_MS_DEFAULT 60000

bool judge_claim_differs(const struct remote_work *w,
			 const struct judge_outcome *o)
{
	if (!o->judged)
		return false;
	return !w->has_claimed_passed || w->claimed_passed != o->passed;
}

static void count(const struct judge_worker *o, const struct remote_work *w,
		  const struct judge_outcome *out, struct judge_tally *t)
{
	t->judged++;
	if (!out->judged)
		t->unjudgeable++;
	else if (out->passed)
		t->passed++;
	else
		t->not_passed++;
	if (judge_claim_differs(w, out))
		t->differ++;
	if (out->late)
		t->late++;
	if (o->judged != NULL)
		o->judged(o->ctx, w, out);
}

/* What the judge makes of w: false only when out of memory. */
static bool decide(const struct judge_worker *o, const struct remote_work *w,
		   struct judge_outcome *out)
{
	const struct scenario *sc;
	char why[sizeof out->why];

	memset(out, 0, sizeof *out);
	if (w->sha256[0] == '\0' || strcmp(w->kind, "practice") == 0) {
		judge_unjudgeable(w, _("a practice session: there is no"
				       " scenario to judge it against"), out);
		return true;
	}
	sc = judge_library_find(o->lib, w, why, sizeof why);
	if (sc == NULL) {
		judge_unjudgeable(w, why, out);
		return true;
	}
	return judge_replay(sc, o->data_dir, w, out);
}

/* The verdict of out written; when that fails (something in the
 * attempt the server will not take), the attempt is taken again and
 * written unjudgeable with the reason, so that it never blocks the
 * queue.  *written: a verdict of this judge's is on the server. */
static bool write_verdict(const struct judge_worker *o,
			  struct remote_work *w, struct judge_outcome *out,
			  bool *written, struct error *err)
{
	struct remote_verdict v;
	struct error first;
	int64_t id;
	bool found;

	judge_verdict_of(out, &v);
	if (remote_judge_write(o->r, w, &v, out->acts, w->n_answers,
			       written, &first))
		return true;
	id = w->id;
	judge_outcome_free(out);
	remote_work_free(w);
	if (!remote_judge_take_id(o->r, id, w, &found, err))
		return false;
	if (!found)
		return true;
	judge_unjudgeable(w, first.message, out);
	judge_verdict_of(out, &v);
	return remote_judge_write(o->r, w, &v, NULL, 0, written, err);
}

/* Takes and judges one attempt: *found false when none was waiting. */
static bool judge_next(const struct judge_worker *o, struct judge_tally *t,
		       bool *found, struct error *err)
{
	struct judge_outcome out;
	struct remote_work w;
	bool ok, written = false;

	if (!remote_judge_take(o->r, &w, found, err))
		return false;
	if (!*found)
		return true;
	if (!decide(o, &w, &out)) {
		remote_judge_release(o->r);
		remote_work_free(&w);
		error_set(err, "%s", _("out of memory"));
		return false;
	}
	ok = write_verdict(o, &w, &out, &written, err);
	if (ok && written)
		count(o, &w, &out, t);
	judge_outcome_free(&out);
	remote_work_free(&w);
	return ok;
}

/* Every attempt waiting, judged (until stopped). */
static bool drain(const struct judge_worker *o, struct judge_tally *t,
		  struct error *err)
{
	bool found = true;

	while (found && !(o->stop != NULL && *o->stop))
		if (!judge_next(o, t, &found, err))
			return false;
	return true;
}

bool judge_worker_run(const struct judge_worker *o, struct judge_tally *t,
		      struct error *err)
{
	int wait_ms = o->wait_ms > 0 ? o->wait_ms : WAIT_MS_DEFAULT;

	memset(t, 0, sizeof *t);
	if (o->once)
		return drain(o, t, err);
	/* Listening first: an attempt closed while the queue is read is
	 * heard of after. */
	if (!remote_judge_listen(o->r, err))
		return false;
	while (!(o->stop != NULL && *o->stop)) {
		if (!drain(o, t, err) ||
		    remote_judge_wait(o->r, wait_ms, o->stop, err) < 0)
			return false;
	}
	return true;
}
