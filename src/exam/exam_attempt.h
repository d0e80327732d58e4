/* SPDX-License-Identifier: GPL-3.0-or-later */
/* exam_attempt.h: one exam attempt, the same for the trainer's screen and
 * the batch (exam_batch.h): started, resumed, timed, closed, and what the
 * results store keeps of it (store_exam.h).
 *
 * Time: the wall clock, from the moment the first step was put before the
 * trainee (the first action's time is counted back from when it was
 * done), kept in the store, so it runs between actions and while the
 * exam is left and resumed: the scenario's time_limit is the time from
 * the first action to the last, whatever happened between.
 *
 * Endings: complete (the last step done), timed out (the time ran out
 * first: closed, scored as it stands, never passed), abandoned (the
 * trainee left for good: closed and sealed), or left to be resumed (in
 * progress: resuming needs the exam code it was started with, checked
 * against the Argon2id hash kept with the attempt). */
#ifndef EXAM_EXAM_ATTEMPT_H
#define EXAM_EXAM_ATTEMPT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "record/recorder.h"
#include "scenario/scenario.h"
#include "server/remote.h"
#include "session/observer.h"
#include "session/session.h"
#include "store/store.h"
#include "store/store_exam.h"

/* A results server, where an exam attempt starts (the front end that
 * opened the database on one sets it: outbox_db_start).  The server
 * checks the trainee's name against the login, the exam's window with its
 * own clock and the attempts left, and gives the attempt its uuid, number
 * and the seed its shoe is searched from; it cannot be reached, the exam
 * does not start. */
struct exam_server {
	bool (*start)(void *ctx, const char *key, const char *trainee,
		      const char *scenario, const char *sha256,
		      const char *profile, bool batch,
		      struct remote_start *out, struct error *err);
	void *ctx;
};

struct exam_attempt {
	struct recorder rec;
	struct session_observer inner;  /* the recorder's */
	const struct scenario *sc;
	bool batch;
	char code_hash[STORE_CODE_HASH_MAX];
	int64_t clock_start_ms;         /* epoch ms; 0: no action yet */
	bool has_seed;                  /* a shoe of its own (exam_shoe.h): */
	uint64_t seed;                  /* recorded when it starts */
	int64_t (*now_ms)(void);        /* the wall clock (tests) */
	const struct exam_server *server;       /* NULL: none */
	bool on_server;                 /* started there: */
	struct remote_start started;    /* what the server said */
};

/* Wall-clock milliseconds since the epoch. */
int64_t exam_wall_ms(void);

/* A new attempt of trainee at sc (the file of this sha256), or one to
 * resume (exam_attempt_resume): false with *err when the code cannot be
 * hashed (out of memory). */
bool exam_attempt_init(struct exam_attempt *a, struct store *st,
		       struct outbox *ob, const struct scenario *sc,
		       const char *trainee,
		       const char *sha256, const char *code, size_t code_len,
		       bool batch, struct error *err);
/* The attempt starts on srv (NULL: none) when it is a new one. */
void exam_attempt_on_server(struct exam_attempt *a,
			    const struct exam_server *srv);
/* Whether trainee may start one more attempt at sc: false with the
 * reason in *err when its max_attempts are used up. */
bool exam_attempt_may_start(struct store *st, const struct scenario *sc,
			    const char *trainee, struct error *err);
/* Goes on with attempt (done actions recorded): false with *err when
 * code is not the one it was started with. */
bool exam_attempt_resume(struct exam_attempt *a, int64_t attempt,
			 size_t done, const char *code, size_t code_len,
			 struct error *err);
/* The observer to hand to the front end: the recorder's, plus the
 * attempt's number and clock, elapsed_ms and abandoned. */
struct session_observer exam_attempt_observer(struct exam_attempt *a);

/* The time used so far (0 before the first action). */
int64_t exam_attempt_elapsed_ms(const struct exam_attempt *a);
/* Whether the scenario's time limit has run out. */
bool exam_attempt_out_of_time(const struct exam_attempt *a);
/* Closes the attempt: STORE_COMPLETE, STORE_TIMED_OUT or STORE_ABANDONED
 * (the session told its clock first, so its summary says how it ended).
 * False with a->rec.err when it could not be recorded. */
bool exam_attempt_close(struct exam_attempt *a, struct session *s,
			enum store_state how);

/* Starting, resuming and abandoning, the same for the trainer's screen
 * and the batch (exam_attempt_begin.c). */

/* A restart: the trainee's unfinished attempt is closed for good as
 * abandoned, and sealed with any other closed but not sealed (their
 * lines appended to msg, of size).  False with *err when it could not be
 * closed. */
bool exam_attempt_abandon(struct store *st, int64_t attempt,
			  const char *trainee, const char *results_dir,
			  const char *code, size_t code_len, char *msg,
			  size_t size, struct error *err);
/* Opens what the front end is to play into a (exam_attempt_init done):
 * attempt 0 a new attempt, when max_attempts allows; else that attempt
 * resumed (the code checked), its recorded actions into *acts and *n for
 * recorder_replay (free() them).  Then the shoe: an exam naming
 * situations deals each attempt its own, the one it was dealt when
 * resuming or a new one found now, into sc->shoe.seed.  False with
 * *err. */
bool exam_attempt_open(struct exam_attempt *a, struct scenario *sc,
		       int64_t attempt, size_t done, const char *code,
		       size_t code_len, struct store_action **acts, size_t *n,
		       struct error *err);

/* Seals the trainee's attempts closed but never sealed (killed while
 * sealing), with code: what was done, one line each, into msg ("" when
 * none).  An attempt started with another code is left, and said so;
 * false then, or when one could not be sealed. */
bool exam_seal_pending(struct store *st, const char *trainee,
		       const char *dir, const char *code, size_t code_len,
		       char *msg, size_t size);

/* The supervisor releases a reviewed attempt (closed) to its trainee,
 * who may then see its answer key (store_exam_release): refused with
 * err when it is in progress, or was started with another exam code
 * than code (an attempt imported from a sealed file was verified with
 * the code then).  *done false when it had been released before. */
bool exam_attempt_release(struct store *st, int64_t attempt,
			  const char *code, size_t code_len, bool *done,
			  struct error *err);

/* Seals a closed attempt into dir (made 0700 when missing) and records
 * the file in the store: how an exam's result is written, and written
 * again after a full disk (`crupier results seal`). */
bool exam_seal(struct store *st, int64_t attempt, const char *dir,
	       const char *code, size_t code_len, char *path, size_t size,
	       struct error *err);

#endif
