/* SPDX-License-Identifier: GPL-3.0-or-later */
/* exam_attempt_begin.c: an exam attempt started, resumed or abandoned,
 * the same for the trainer's screen and the batch; see exam_attempt.h. */
#include "config.h"

#include "exam/exam_attempt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sodium.h>

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

void exam_attempt_on_server(struct exam_attempt *a,
			    const struct exam_server *srv)
{
	a->server = srv;
}

/* The attempt's own shoe, when the exam names situations (exam_shoe.h),
 * searched from the seed the server gave when it started there. */
static bool open_shoe(struct exam_attempt *a, struct scenario *sc,
		      bool resumed, struct error *err)
{
	uint64_t from = a->on_server ? (uint64_t)a->started.shoe_seed
				     : exam_shoe_new_seed();
	struct diag d;
	uint64_t seed;
	int tries;

	if (!exam_shoe_wanted(sc))
		return true;
	if (!resumed) {
		if (!exam_shoe_find(sc, from & EXAM_SEED_MAX, &seed, &tries,
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

/* A new attempt started on the results server, which decides whether
 * it may start (exam_attempt.h): its uuid becomes the local attempt's. */
static bool start_on_server(struct exam_attempt *a, struct scenario *sc,
			    struct error *err)
{
	unsigned char key[16];
	char key_text[REMOTE_UUID_MAX];

	/* The client's own key of the attempt: asked again with it, the
	 * server answers with the same attempt. */
	randombytes_buf(key, sizeof key);
	key[6] = (unsigned char)((key[6] & 0x0f) | 0x40);
	key[8] = (unsigned char)((key[8] & 0x3f) | 0x80);
	snprintf(key_text, sizeof key_text,
		 "%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-"
		 "%02x%02x%02x%02x%02x%02x", key[0], key[1], key[2], key[3],
		 key[4], key[5], key[6], key[7], key[8], key[9], key[10],
		 key[11], key[12], key[13], key[14], key[15]);
	if (!a->server->start(a->server->ctx, key_text, a->rec.trainee,
			      sc->id, a->rec.sha256, sc->rules.name, a->batch,
			      &a->started, err))
		return false;
	a->on_server = true;
	snprintf(a->rec.uuid, sizeof a->rec.uuid, "%s", a->started.uuid);
	return true;
}

bool exam_attempt_open(struct exam_attempt *a, struct scenario *sc,
		       int64_t attempt, size_t done, const char *code,
		       size_t code_len, struct store_action **acts, size_t *n,
		       struct error *err)
{
	*acts = NULL;
	*n = 0;
	/* On a server the server decides whether it may start. */
	if (attempt == 0 && a->server != NULL)
		return start_on_server(a, sc, err) &&
		       open_shoe(a, sc, false, err);
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
