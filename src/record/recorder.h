/* SPDX-License-Identifier: GPL-3.0-or-later */
/* recorder.h: the one place that ties a session to what remembers it.
 *
 * The recorder is a session observer (session/observer.h): the front end
 * (the table or procedure screen, the batch exam runner) hands it to the
 * session, which tells it of every action.  For each it writes, in that
 * order: the store (the attempt's rows, store/store.h), the trainee's
 * memory of the action's cell (learning/memory.h) in the same
 * transaction, and, once committed, the results server through the
 * outbox (server/outbox.h) when there is one.  Each action is committed
 * the moment it is done, so a kill -9 loses nothing but the action under
 * way, and an exam cut short can be played again up to where it stopped
 * (recorder_replay). */
#ifndef RECORD_RECORDER_H
#define RECORD_RECORDER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/error.h"
#include "server/outbox.h"
#include "session/observer.h"
#include "session/session.h"
#include "store/store.h"

struct recorder {
	struct store *st;
	struct outbox *ob;              /* pushed after each commit; NULL:
					   no results server */
	char trainee[STORE_NAME_MAX];
	char sha256[STORE_SHA256_HEX];  /* of the scenario file; "" practice */
	bool exam;
	int64_t attempt;                /* 0 until started */
	size_t done;                    /* actions in the database */
	bool failed;
	struct error err;               /* why a callback returned false */
	/* How finished(completed = true) closes the attempt: complete
	 * (IN_PROGRESS, the default, or COMPLETE), TIMED_OUT or ABANDONED
	 * (exam/exam_attempt.h); scored the same way each time. */
	enum store_state close_as;
	/* The uuid the attempt is recorded under when it starts ("": a new
	 * one): the one a results server gave it (an exam starts there). */
	char uuid[40];
};

/* A recorder into st, pushing through ob (the outbox of the database as
 * server/outbox_db.h opened it; NULL: none). */
void recorder_init(struct recorder *r, struct store *st, struct outbox *ob,
		   const char *trainee, const char *sha256, bool exam);
/* Goes on with attempt, which has `done` actions recorded already: the
 * front end replays them (recorder_replay) before going on, and the
 * recorder skips those indices. */
void recorder_resume(struct recorder *r, int64_t attempt, size_t done);
/* The observer to hand to the front end (ctx = r). */
struct session_observer recorder_observer(struct recorder *r);

/* Replays the recorded actions of an attempt into a fresh session s (the
 * same scenario), with their recorded times, so that play goes on where
 * it stopped.  Each action must come out as it was recorded (right or
 * wrong, the same expected action): false with a message otherwise (the
 * scenario or the program changed). */
bool recorder_replay(struct session *s, const struct store_action *a,
		     size_t n, struct error *err);

/* An action's words (expected, given) as the record keeps them: the
 * croupier's words with the player's name, or the procedure step as its
 * choice reads, with its figures (the judge writes its own evaluation the
 * same way). */
void recorder_action_words(const struct session *s,
			   const struct session_record *rec,
			   const struct verdict *v,
			   char expected[STORE_TEXT_MAX],
			   char given[STORE_TEXT_MAX]);

#endif
