/* SPDX-License-Identifier: GPL-3.0-or-later */
/* remote_judge.h: the results server's side of the judge (crupier server
 * judge, judge/judge_worker.h): closed attempts taken one at a time, read
 * whole with their answers and the exam uploaded for them, and the
 * verdict written, in one transaction, by a login of crupier_judge
 * (remote_referee_rights.c: the one role that writes verdicts and the
 * evaluation of the answers).
 *
 * Work is taken with FOR UPDATE SKIP LOCKED, so several judges share the
 * queue and none waits on another's attempt; the verdict goes in first,
 * ON CONFLICT DO NOTHING, so an attempt is never judged twice even when
 * two judges raced for it.  The judge wakes on LISTEN crupier_judge
 * (attempt_close notifies it).  Nothing here decides anything: the data
 * is what the server holds, the verdict what the caller judged. */
#ifndef SERVER_REMOTE_JUDGE_H
#define SERVER_REMOTE_JUDGE_H

#include <signal.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "server/remote.h"
#include "session/session.h"
#include "store/store.h"

/* One answer as the server holds it: what the trainee did (the client's
 * word) and when it arrived (the server's clock). */
struct remote_answer {
	int idx;
	int coup;
	bool replay, hint;
	int64_t ms;
	char choice_key;                /* '\0': none, or not one key */
	int64_t typed_amount;
	struct chip_count chips;        /* counted out (of its given action;
					   nothing else of that is taken) */
	bool has_received;
	int64_t received_ms;            /* epoch ms, the server's clock */
};

/* A closed attempt to judge. */
struct remote_work {
	int64_t id;
	char trainee[STORE_NAME_MAX];
	char scenario[STORE_NAME_MAX];
	char sha256[STORE_SHA256_HEX];
	char kind[32];
	bool exam;
	bool abandoned;                 /* closed as abandoned */
	bool claimed_timed_out;
	bool has_claimed_passed;        /* what the client said: */
	bool claimed_passed;
	/* The server's clock. */
	bool has_begun, has_closed;
	int64_t begun_ms, closed_ms;
	/* The shoe: the seed the server gave to search from, and the one
	 * the client says it found. */
	bool has_seed_from, has_shoe_seed;
	int64_t seed_from, shoe_seed;
	/* The client's clock: its exam clock's start (epoch ms, 0: none)
	 * and when it says it closed ("" none; to the second). */
	int64_t clock_start_ms;
	char ended[STORE_TIME_MAX];
	int64_t class_id;               /* 0: in no class */
	struct remote_answer *answers;  /* in idx order */
	size_t n_answers;
	/* The exam uploaded for it (crupier.exams), when there is one. */
	bool has_exam;
	bool exam_sealed;
	unsigned char *exam_body;
	size_t exam_len;
};

void remote_work_free(struct remote_work *w);

/* The judged evaluation of one answer (rec NULL: the replay stopped
 * before it, so it counts for nothing). */
struct remote_judged {
	int idx;
	const struct session_record *rec;
	const char *expected_text, *given_text;
};

/* A verdict to write. */
struct remote_verdict {
	const char *status;             /* complete, timed_out, abandoned */
	const struct session_summary *sum;      /* NULL: unjudgeable */
	enum session_fail fail;         /* sum's, or the judge's own reason */
	int64_t elapsed_ms;
	bool late;                      /* answers reached the server late */
	const char *unjudgeable;        /* why no verdict could be reached */
};

/* Whether the login connected may judge (a member of crupier_judge):
 * *may, and the login's name into login (size bytes). */
bool remote_judge_may(struct remote *r, bool *may, char *login, size_t size,
		      struct error *err);
/* Listens on the judge's channel. */
bool remote_judge_listen(struct remote *r, struct error *err);
/* Waits up to timeout_ms for a notification on it: 1 notified, 0 the
 * time ran out or *stop was set (a signal), -1 the connection failed
 * (*err). */
int remote_judge_wait(struct remote *r, int timeout_ms,
		      volatile sig_atomic_t *stop, struct error *err);
/* Takes the next closed attempt without a verdict that no other judge
 * holds: a transaction is open with its row locked, and *w filled
 * (remote_work_free it); *found false (no transaction left open) when
 * there is none. */
bool remote_judge_take(struct remote *r, struct remote_work *w, bool *found,
		       struct error *err);
/* The same for attempt id, whoever holds it (waits for it): to write
 * an attempt's verdict after judging it failed. *found false when it
 * has a verdict already. */
bool remote_judge_take_id(struct remote *r, int64_t id,
			  struct remote_work *w, bool *found,
			  struct error *err);
/* Writes the verdict of the attempt taken, the evaluation of its
 * answers (n of them) and its skills (v->sum's), marks it late, tells
 * its class's live view, and commits.  *written false (rolled back) when
 * another judge wrote its verdict first. */
bool remote_judge_write(struct remote *r, const struct remote_work *w,
			const struct remote_verdict *v,
			const struct remote_judged *acts, size_t n,
			bool *written, struct error *err);
/* Gives the attempt taken back, unjudged (ROLLBACK). */
void remote_judge_release(struct remote *r);

#endif
