/* SPDX-License-Identifier: GPL-3.0-or-later */
/* exam_attempt_begin.c: an exam attempt started, resumed or abandoned,
 * the same for the trainer's screen and the batch; see exam_attempt.h. */
#include "config.h"

#include "exam/exam_attempt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "exam/exam_shoe.h"
#include "store/store.h"

bool exam_attempt_abandon(struct store *st, int64_t attempt,
			  const char *trainee, const char *results_dir,
			  const char *code, size_t code_len, char *msg,
			  size_t size, struct error *err)
{
	size_t used = strnlen(msg, size);

	if (!store_abandon(st, attempt, err))
		return false;
	/* Closed for good: sealed as abandoned, so the supervisor sees it
	 * (if it cannot be now, the next start does it). */
	if (used < size)
		exam_seal_pending(st, trainee, results_dir, code, code_len,
				  msg + used, size - used);
	return true;
}

/* The attempt's own shoe, when the exam names situations (exam_shoe.h). */
static bool open_shoe(struct exam_attempt *a, struct scenario *sc,
		      bool resumed, struct error *err)
{
	struct diag d;
	uint64_t seed;
	int tries;

	if (!exam_shoe_wanted(sc))
		return true;
	if (!resumed) {
		if (!exam_shoe_find(sc, exam_shoe_new_seed(), &seed, &tries,
				    &d)) {
			error_set(err, "%s", d.message);
			return false;
		}
		/* Recorded when the attempt starts (exam_attempt.c). */
		a->has_seed = true;
		a->seed = seed;
	}
	if (a->has_seed)
		sc->shoe.seed = a->seed;
	return true;
}

bool exam_attempt_open(struct exam_attempt *a, struct scenario *sc,
		       int64_t attempt, size_t done, const char *code,
		       size_t code_len, struct store_action **acts, size_t *n,
		       struct error *err)
{
	*acts = NULL;
	*n = 0;
	if (attempt == 0)
		return exam_attempt_may_start(a->rec.st, sc, a->rec.trainee,
					      err) &&
		       open_shoe(a, sc, false, err);
	if (!exam_attempt_resume(a, attempt, done, code, code_len, err) ||
	    !store_actions(a->rec.st, attempt, acts, n, err))
		return false;
	/* The recorder skips the actions replayed. */
	recorder_resume(&a->rec, attempt, *n);
	if (!open_shoe(a, sc, true, err)) {
		free(*acts);
		*acts = NULL;
		*n = 0;
		return false;
	}
	return true;
}
