/* SPDX-License-Identifier: GPL-3.0-or-later */
/* judge_replay.c: one attempt's answers played again for its official
 * verdict; see judge_replay.h. */
#include "config.h"

#include "judge/judge_replay.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "i18n.h"
#include "exam/exam_shoe.h"
#include "record/recorder.h"
#include "session/session_answer.h"

bool judge_answers_late(const struct remote_work *w)
{
	int64_t prev = w->begun_ms;

	if (!w->has_begun)
		return false;
	for (size_t i = 0; i < w->n_answers; i++) {
		const struct remote_answer *a = &w->answers[i];

		if (!a->has_received)
			return false;
		if (a->received_ms - prev < a->ms - JUDGE_LATE_SLACK_MS)
			return true;
		prev = a->received_ms;
	}
	return false;
}

/* Whether the server timed every answer (attempts started before it did
 * have no stamps). */
static bool server_timed(const struct remote_work *w)
{
	if (!w->has_begun)
		return false;
	for (size_t i = 0; i < w->n_answers; i++)
		if (!w->answers[i].has_received)
			return false;
	return w->n_answers > 0 || w->has_closed;
}

/* "2026-03-01T09:30:00Z" as epoch ms; -1 when it is not that. */
static int64_t epoch_ms(const char *text)
{
	struct tm tm;
	int used = -1;

	memset(&tm, 0, sizeof tm);
	if (sscanf(text, "%4d-%2d-%2dT%2d:%2d:%2dZ%n", &tm.tm_year,
		   &tm.tm_mon, &tm.tm_mday, &tm.tm_hour, &tm.tm_min,
		   &tm.tm_sec, &used) != 6 || used < 0 || text[used] != '\0')
		return -1;
	tm.tm_year -= 1900;
	tm.tm_mon -= 1;
	return (int64_t)timegm(&tm) * 1000;
}

/* The exam's time: the server's clock, or the client's when the server
 * could not time the answers (late, or from before it stamped them). */
static int64_t exam_elapsed(const struct remote_work *w, bool late,
			    bool over)
{
	int64_t end, ended;

	if (!late && server_timed(w)) {
		end = w->n_answers > 0 && (over || !w->has_closed)
			      ? w->answers[w->n_answers - 1].received_ms
			      : w->closed_ms;
		return end > w->begun_ms ? end - w->begun_ms : 0;
	}
	ended = epoch_ms(w->ended);
	if (w->clock_start_ms <= 0 || ended < 0 || ended < w->clock_start_ms)
		return 0;
	return ended - w->clock_start_ms;
}

/* The shoe of an exam naming situations, into sc->shoe.seed: false when
 * it is not the one the server dealt (out->why says so). */
static bool deal_shoe(struct scenario *sc, const struct remote_work *w,
		      bool late, struct judge_outcome *out)
{
	uint64_t found;
	struct diag d;
	int tries;

	if (!exam_shoe_wanted(sc))
		return true;
	if (w->has_seed_from &&
	    exam_shoe_find(sc, (uint64_t)w->seed_from & EXAM_SEED_MAX, &found,
			   &tries, &d) &&
	    (!w->has_shoe_seed || (uint64_t)w->shoe_seed == found)) {
		sc->shoe.seed = found;
		return true;
	}
	/* Its answers came late (the exam went on without the server), or
	 * the server gave no seed: the client's seed, if it fits. */
	if ((late || !w->has_seed_from) && w->has_shoe_seed &&
	    w->shoe_seed >= 0 && exam_shoe_fits(sc, (uint64_t)w->shoe_seed)) {
		sc->shoe.seed = (uint64_t)w->shoe_seed;
		return true;
	}
	snprintf(out->why, sizeof out->why, "%s",
		 _("the shoe played is not the one the results server dealt"
		   " from its seed"));
	return false;
}

/* The answers played in order, until one does not apply (out->why);
 * false with no reason when out of memory. */
static bool play(const struct remote_work *w, struct judge_outcome *out)
{
	for (size_t i = 0; i < w->n_answers; i++) {
		const struct remote_answer *r = &w->answers[i];
		struct session_answer a = {
			.index = r->idx >= 0 ? (size_t)r->idx : SIZE_MAX,
			.coup = r->coup,
			.replay = r->replay,
			.hint = r->hint,
			.ms = r->ms,
			.choice_key = r->choice_key,
			.typed_amount = r->typed_amount,
			.chips = r->chips,
		};
		enum session_answer_fit fit;
		struct verdict v;

		fit = session_answer(out->s, &a, true, &v);
		if (fit != SESSION_ANSWER_PLAYED) {
			snprintf(out->why, sizeof out->why,
				 _("answer %d does not apply: %s"), r->idx,
				 session_answer_why(fit));
			return false;
		}
		/* Room for its words: as many as were played, never as
		 * many as were sent (an attempt may hold 100,000). */
		if (i == out->cap_texts) {
			size_t cap = out->cap_texts > 0 ? out->cap_texts * 2
							: 256;
			void *more = realloc(out->texts, cap *
					     sizeof *out->texts);

			if (more == NULL)
				return false;
			out->texts = more;
			out->cap_texts = cap;
		}
		out->acts[i].rec = session_record(out->s,
						  session_record_count(out->s)
						  - 1);
		recorder_action_words(out->s, out->acts[i].rec, &v,
				      out->texts[i][0], out->texts[i][1]);
		out->played = i + 1;
	}
	return true;
}

/* The words of the answers played, each its own (texts is final). */
static void point_texts(struct judge_outcome *out)
{
	for (size_t i = 0; i < out->played; i++) {
		out->acts[i].expected_text = out->texts[i][0];
		out->acts[i].given_text = out->texts[i][1];
	}
}

/* The ending the client said. */
static const char *claimed_status(const struct remote_work *w)
{
	return w->abandoned ? "abandoned"
	       : w->claimed_timed_out ? "timed_out" : "complete";
}

static bool alloc(const struct scenario *sc, const struct remote_work *w,
		  struct judge_outcome *out)
{
	size_t n = w->n_answers > 0 ? w->n_answers : 1;

	out->sc = malloc(sizeof *out->sc);
	out->s = calloc(1, sizeof *out->s);
	out->acts = calloc(n, sizeof *out->acts);
	if (out->sc == NULL || out->s == NULL || out->acts == NULL)
		return false;
	*out->sc = *sc;
	for (size_t i = 0; i < w->n_answers; i++)
		out->acts[i].idx = w->answers[i].idx;
	return true;
}

bool judge_replay(const struct scenario *sc, const char *data_dir,
		  const struct remote_work *w, struct judge_outcome *out)
{
	enum session_fail own = SESSION_FAIL_NONE;
	struct diag d;
	bool over;
	int limit;

	memset(out, 0, sizeof *out);
	if (!alloc(sc, w, out)) {
		judge_outcome_free(out);
		return false;
	}
	out->late = judge_answers_late(w);
	if (!deal_shoe(out->sc, w, out->late, out))
		own = SESSION_FAIL_WRONG_SHOE;
	if (!session_init_scenario(out->s, out->sc, data_dir, &d)) {
		char where[DIAG_FILE_MAX + DIAG_MESSAGE_MAX + 64];

		diag_format(&d, where, sizeof where);
		session_free(out->s);
		free(out->s);
		out->s = NULL;
		judge_unjudgeable(w, where, out);
		return true;
	}
	out->judged = true;
	if (own == SESSION_FAIL_NONE && !play(w, out)) {
		if (out->why[0] == '\0') {
			judge_outcome_free(out);
			return false;
		}
		own = SESSION_FAIL_BAD_ANSWER;
	}
	point_texts(out);
	over = session_over(out->s);
	out->elapsed_ms = exam_elapsed(w, out->late, over);
	limit = out->sc->scoring.time_limit;
	if (own != SESSION_FAIL_NONE)
		out->status = claimed_status(w);
	else if (over)
		out->status = "complete";
	else if (w->exam && (w->claimed_timed_out ||
			     (limit > 0 &&
			      out->elapsed_ms >= (int64_t)limit * 1000)))
		out->status = "timed_out";
	else
		out->status = "abandoned";
	/* Drills keep no exam clock: their time is their actions'. */
	if (w->exam)
		session_set_exam_clock(out->s, out->elapsed_ms,
				       strcmp(out->status, "timed_out") == 0);
	session_summary(out->s, &out->sum);
	out->fail = own != SESSION_FAIL_NONE ? own : out->sum.fail;
	out->passed = out->fail == SESSION_FAIL_NONE;
	out->elapsed_ms = out->sum.total_ms;
	return true;
}

void judge_unjudgeable(const struct remote_work *w, const char *why,
		       struct judge_outcome *out)
{
	out->judged = false;
	out->passed = false;
	out->late = judge_answers_late(w);
	out->status = claimed_status(w);
	out->fail = SESSION_FAIL__COUNT;
	snprintf(out->why, sizeof out->why, "%s", why);
}

void judge_outcome_free(struct judge_outcome *out)
{
	if (out->s != NULL)
		session_free(out->s);
	free(out->s);
	free(out->sc);
	free(out->acts);
	free(out->texts);
	memset(out, 0, sizeof *out);
}

void judge_verdict_of(const struct judge_outcome *out,
		      struct remote_verdict *v)
{
	memset(v, 0, sizeof *v);
	v->status = out->status;
	v->sum = out->judged ? &out->sum : NULL;
	v->fail = out->fail;
	v->elapsed_ms = out->elapsed_ms;
	v->late = out->late;
	v->unjudgeable = out->judged ? NULL : out->why;
}
