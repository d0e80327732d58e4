/* SPDX-License-Identifier: GPL-3.0-or-later */
/* judge_replay.h: the official verdict of one closed attempt, judged
 * from what the results server holds of it (server/remote_judge.h): the
 * trainee's answers played again, in order, through the same session
 * and scoring that judged them on his screen (session/session_answer.h),
 * against the exam's scenario.  No database here: the worker
 * (judge_worker.h) reads and writes.
 *
 * What the client says is only what the trainee did (the choice picked,
 * the amount typed, the time an answer took); whether it was right, the
 * score and the verdict are the replay's.  Besides:
 *   - an answer that does not apply (a key no choice has at that step, an
 *     index or coup out of place, an answer after the end) ends the
 *     replay: NOT PASSED, "bad_answer", with its reason;
 *   - the shoe of an exam naming situations (exam/exam_shoe.h) is the one
 *     searched from the seed the server gave at its start (seed_from);
 *     the seed the client says it found must be that one.  Only when the
 *     answers reached the server late (below), or it gave no seed (an
 *     attempt from before it did), is the client's seed taken, if its
 *     shoe produces the situations; otherwise NOT PASSED, "wrong_shoe";
 *   - the exam's clock is the server's: from the start it granted
 *     (begun_at) to the last answer's arrival (received_at; to the close
 *     when it did not reach its end).  The answers came late when one
 *     arrived sooner after the one before (after the start, for the
 *     first) than it took by more than JUDGE_LATE_SLACK_MS: they were
 *     given while the server was out of reach and sent afterwards.  Then
 *     the server cannot time them, and the client's clock counts (its
 *     exam clock's start to its close), and the attempt is marked late.
 * How it ended, as judged: complete when the answers reach the scenario's
 * end; else timed out when the client says so or the clock passed the
 * time limit; else abandoned.  An attempt the replay stopped on keeps
 * the ending the client said. */
#ifndef JUDGE_JUDGE_REPLAY_H
#define JUDGE_JUDGE_REPLAY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "scenario/scenario.h"
#include "server/remote_judge.h"
#include "session/session.h"
#include "store/store.h"

/* Answers may arrive this much sooner than they took (network, clocks
 * that differ a little) before they count as sent late. */
#define JUDGE_LATE_SLACK_MS 10000

struct judge_outcome {
	bool judged;                    /* false: unjudgeable (why) */
	const char *status;             /* complete, timed_out, abandoned */
	struct session_summary sum;
	enum session_fail fail;         /* sum.fail, or the judge's own */
	bool passed;
	bool late;
	int64_t elapsed_ms;
	char why[2048];                 /* a reason of the judge's own, or
					   why it is unjudgeable, in words */
	/* The replay: the scenario as dealt and the session with a record
	 * for each answer played (the first `played`), and their words. */
	struct scenario *sc;
	struct session *s;
	size_t played;
	struct remote_judged *acts;     /* one per answer, in order */
	char (*texts)[2][STORE_TEXT_MAX];       /* of those played */
	size_t cap_texts;
};

/* Whether the answers of w reached the server late (see the top). */
bool judge_answers_late(const struct remote_work *w);

/* Judges w against sc (the scenario of its SHA-256; data_dir holds the
 * procedures).  False only when out of memory; an attempt that cannot
 * be judged comes back with judged false and the reason. */
bool judge_replay(const struct scenario *sc, const char *data_dir,
		  const struct remote_work *w, struct judge_outcome *out);
/* An outcome for an attempt judged without a replay (no scenario): */
void judge_unjudgeable(const struct remote_work *w, const char *why,
		       struct judge_outcome *out);
void judge_outcome_free(struct judge_outcome *out);

/* The verdict to write of out (remote_judge_write). */
void judge_verdict_of(const struct judge_outcome *out,
		      struct remote_verdict *v);

#endif
