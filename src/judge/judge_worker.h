/* SPDX-License-Identifier: GPL-3.0-or-later */
/* judge_worker.h: the results server's judge at work (crupier server
 * judge): closed attempts taken one at a time (server/remote_judge.h),
 * their scenario found (judge_library.h), judged (judge_replay.h) and
 * their verdict written, each in one transaction.  Several workers, on
 * one computer or several, share the queue: none takes an attempt
 * another holds, and none writes a verdict twice.
 *
 * Once (--once): every attempt waiting is judged, then it returns.
 * Otherwise it listens on the server's judge channel, judges what is
 * waiting, and sleeps until an attempt is closed (or a minute passes,
 * should a notification have been missed), until *stop is set. */
#ifndef JUDGE_JUDGE_WORKER_H
#define JUDGE_JUDGE_WORKER_H

#include <signal.h>
#include <stdbool.h>
#include <stddef.h>

#include "base/error.h"
#include "judge/judge_library.h"
#include "judge/judge_replay.h"
#include "server/remote.h"
#include "server/remote_judge.h"

struct judge_worker {
	struct remote *r;
	struct judge_library *lib;
	const char *data_dir;           /* the procedures' */
	bool once;
	volatile sig_atomic_t *stop;    /* set by a signal: stop soon */
	int wait_ms;                    /* between looks when nothing comes;
					   0: a minute */
	/* Told of each verdict written (NULL: nobody). */
	void (*judged)(void *ctx, const struct remote_work *w,
		       const struct judge_outcome *o);
	void *ctx;
};

struct judge_tally {
	size_t judged, passed, not_passed, unjudgeable;
	size_t differ;                  /* judged otherwise than claimed */
	size_t late;
};

/* Judges until done (once) or stopped: false with *err when the server
 * failed under it (the verdicts written so far stay). */
bool judge_worker_run(const struct judge_worker *o, struct judge_tally *t,
		      struct error *err);

/* Whether o's verdict differs from what the client claimed. */
bool judge_claim_differs(const struct remote_work *w,
			 const struct judge_outcome *o);

#endif
