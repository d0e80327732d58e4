/* SPDX-License-Identifier: GPL-3.0-or-later */
/* exam_attempt.c: one exam attempt's start, clock and end; see
 * exam_attempt.h. */
#include "config.h"

#include "exam/exam_attempt.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include <sodium.h>

#include "i18n.h"
#include "class/class_source.h"
#include "class/class_store.h"
#include "store/store.h"

int64_t exam_wall_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

bool exam_attempt_init(struct exam_attempt *a, struct store *st,
		       struct outbox *ob, const struct scenario *sc,
		       const char *trainee,
		       const char *sha256, const char *code, size_t code_len,
		       bool batch, struct error *err)
{
	memset(a, 0, sizeof *a);
	recorder_init(&a->rec, st, ob, trainee, sha256, true);
	a->inner = recorder_observer(&a->rec);
	a->sc = sc;
	a->batch = batch;
	a->now_ms = exam_wall_ms;
	/* The same costs as a seal's (seal.h): a few tenths of a second
	 * once per attempt. */
	if (sodium_init() < 0 ||
	    crypto_pwhash_str(a->code_hash, code, code_len,
			      crypto_pwhash_OPSLIMIT_INTERACTIVE,
			      crypto_pwhash_MEMLIMIT_INTERACTIVE) != 0) {
		error_set(err, "%s", _("out of memory hashing the exam code"));
		return false;
	}
	return true;
}

bool exam_attempt_may_start(struct store *st, const struct scenario *sc,
			    const char *trainee, struct error *err)
{
	char now[STORE_TIME_MAX], why[512];
	/* On a server, its classes and attempts with the local ones not
	 * yet pushed (class_source.h); else st itself. */
	struct store *classes = class_source(st);
	bool allowed;
	int n;

	/* An exam assigned to the trainee's class: in its window only, and
	 * for the attempts the class allows (class_store.h). */
	store_now(st, now);
	if (!class_exam_gate(classes, trainee, sc->id, now, &allowed, why,
			     sizeof why, err))
		return false;
	if (!allowed) {
		error_set(err, "%s", why);
		return false;
	}
	if (sc->scoring.max_attempts <= 0)
		return true;
	if (!store_exam_count(classes, trainee, sc->id, &n, err))
		return false;
	if (n < sc->scoring.max_attempts)
		return true;
	error_set(err, ngettext("%s has used the %d attempt this exam allows"
				 " (max_attempts): no new attempt can start",
				 "%s has used the %d attempts this exam allows"
				 " (max_attempts): no new attempt can start",
				 (unsigned long)sc->scoring.max_attempts),
		   trainee, sc->scoring.max_attempts);
	return false;
}

bool exam_attempt_resume(struct exam_attempt *a, int64_t attempt,
			 size_t done, const char *code, size_t code_len,
			 struct error *err)
{
	struct store_exam_info info;

	if (!store_exam_info(a->rec.st, attempt, &info, err))
		return false;
	/* The supervisor's code resumes the attempt, no other. */
	if (info.code_hash[0] != '\0' &&
	    crypto_pwhash_str_verify(info.code_hash, code, code_len) != 0) {
		error_set(err, "%s", _("that is not the exam code this attempt"
					" was started with: only the"
					" supervisor's code resumes it"));
		return false;
	}
	a->clock_start_ms = info.clock_start_ms;
	a->has_seed = info.has_seed;
	a->seed = (uint64_t)info.shoe_seed;
	recorder_resume(&a->rec, attempt, done);
	return true;
}

int64_t exam_attempt_elapsed_ms(const struct exam_attempt *a)
{
	int64_t now;

	if (a->clock_start_ms <= 0)
		return 0;
	now = a->now_ms();
	return now > a->clock_start_ms ? now - a->clock_start_ms : 0;
}

bool exam_attempt_out_of_time(const struct exam_attempt *a)
{
	int limit = a->sc != NULL ? a->sc->scoring.time_limit : 0;

	return limit > 0 && a->clock_start_ms > 0 &&
	       exam_attempt_elapsed_ms(a) >= (int64_t)limit * 1000;
}

static bool on_started(void *ctx, const struct session *s)
{
	struct exam_attempt *a = ctx;
	bool fresh = a->rec.attempt == 0;

	if (!a->inner.started(a->inner.ctx, s))
		return false;
	if (fresh && (!store_exam_begin(a->rec.st, a->rec.attempt, a->batch,
					a->code_hash, &a->rec.err) ||
		      (a->on_server && a->started.has_attempt_no &&
		       !store_exam_set_number(a->rec.st, a->rec.attempt,
					      a->started.attempt_no,
					      &a->rec.err)) ||
		      (a->has_seed &&
		       !store_exam_set_seed(a->rec.st, a->rec.attempt,
					    (int64_t)a->seed, &a->rec.err)))) {
		a->rec.failed = true;
		return false;
	}
	return true;
}

static bool on_acted(void *ctx, const struct session *s, size_t index,
		     const struct verdict *v)
{
	struct exam_attempt *a = ctx;
	const struct session_record *rec = session_record(s, index);
	bool fresh = index >= a->rec.done;

	if (!a->inner.acted(a->inner.ctx, s, index, v))
		return false;
	/* The clock starts when the first step was shown: the first
	 * action's time counted back from now. */
	if (fresh && a->clock_start_ms == 0 && rec != NULL && !rec->replay) {
		a->clock_start_ms = a->now_ms() - rec->ms;
		if (a->clock_start_ms <= 0)
			a->clock_start_ms = 1;
		if (!store_exam_set_clock(a->rec.st, a->rec.attempt,
					  a->clock_start_ms, &a->rec.err)) {
			a->rec.failed = true;
			return false;
		}
	}
	return true;
}

static bool on_finished(void *ctx, const struct session *s, bool completed)
{
	struct exam_attempt *a = ctx;
	struct session_summary sum;

	if (completed && a->rec.close_as != STORE_ABANDONED) {
		session_summary(s, &sum);
		a->rec.close_as = sum.timed_out ? STORE_TIMED_OUT
						: STORE_COMPLETE;
	}
	return a->inner.finished(a->inner.ctx, s, completed);
}

static int64_t on_elapsed(void *ctx)
{
	return exam_attempt_elapsed_ms(ctx);
}

static bool on_abandoned(void *ctx, const struct session *s)
{
	struct exam_attempt *a = ctx;

	a->rec.close_as = STORE_ABANDONED;
	return a->inner.finished(a->inner.ctx, s, true);
}

struct session_observer exam_attempt_observer(struct exam_attempt *a)
{
	struct session_observer o = {
		.ctx = a,
		.started = on_started,
		.acted = on_acted,
		.finished = on_finished,
		.elapsed_ms = on_elapsed,
		.abandoned = on_abandoned,
	};

	return o;
}

bool exam_attempt_close(struct exam_attempt *a, struct session *s,
			enum store_state how)
{
	session_set_exam_clock(s, exam_attempt_elapsed_ms(a),
			       how == STORE_TIMED_OUT);
	if (how == STORE_ABANDONED)
		return on_abandoned(a, s);
	return on_finished(a, s, true);
}
