/* SPDX-License-Identifier: GPL-3.0-or-later */
/* exam_batch.h: an exam run without a terminal: the trainee's answers
 * come from a file (or a FIFO: a kiosk, the tests), one per line, each
 * action committed to the store as it is done, and at the end the result
 * sealed into the results directory.
 *
 * The answers, one line per croupier action, from the step where the
 * exam stands (after a resume, the first step not done yet):
 *   KEY [AMOUNT]   the choice with that key (choices.h), with the amount
 *                  typed when the choice needs one;
 *   expected       the correct action;
 *   wrong          the first choice that is not the correct one (for
 *                  tests and demonstrations); refused at a step that
 *                  offers the correct action alone;
 *   wrong-or-expected  the same, or the correct action at a step that
 *                  offers nothing else (answers written without knowing
 *                  the shoe, which an exam naming situations deals each
 *                  attempt afresh);
 *   quit           leave here: the attempt stays in progress (the
 *                  exam code it was started with resumes it);
 *   abandon        leave for good: the attempt is closed as abandoned
 *                  and sealed;
 *   sleep SECONDS  (test mode only, CRUPIER_TEST_MODE=1) wait, so that a
 *                  test can kill the exam half-way;
 * blank lines and lines starting with '#' are skipped; lines left over
 * when the exam ends are ignored.
 *
 * Time is the wall clock (exam_attempt.h): when the scenario's limit has
 * run out, the next answer is not taken and the attempt is closed as
 * timed out, and sealed.  The attempt is marked batch.
 *
 * An exam cut short (the answers run out, "quit", a signal setting *stop,
 * a store that cannot record) stays in the database in progress with
 * every action done; the next run with resume replays those actions
 * (recorder_replay) and goes on.  One unfinished attempt per trainee
 * and scenario file: a new run refuses to start over it unless told to
 * resume it or to abandon it (restart). */
#ifndef EXAM_EXAM_BATCH_H
#define EXAM_EXAM_BATCH_H

#include <signal.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "scenario/scenario.h"
#include "exam/exam_attempt.h"
#include "exam/seal.h"
#include "session/session.h"
#include "store/store.h"

struct exam_batch {
	struct store *st;
	struct outbox *ob;              /* a results server's; NULL none */
	const struct scenario *sc;
	const char *sha256;             /* of the scenario file */
	const char *data_dir;           /* for procedures */
	const char *trainee;
	const char *code;               /* the exam code */
	size_t code_len;
	const char *results_dir;
	FILE *answers;
	bool resume, restart;
	bool test_mode;                 /* "sleep" lines honoured */
	volatile sig_atomic_t *stop;    /* set by a signal handler */
	const struct exam_server *server;       /* new attempts start
						   there; NULL: none */
};

enum exam_outcome {
	EXAM_SEALED,                    /* complete, result file written */
	EXAM_UNSEALED,                  /* complete, the seal failed */
	EXAM_STOPPED,                   /* cut short: in progress */
	EXAM_FAILED,                    /* could not start or go on */
};

struct exam_report {
	enum exam_outcome outcome;
	int64_t attempt;
	size_t resumed;                 /* actions replayed from the store */
	size_t actions;                 /* actions now recorded */
	struct session_summary sum;     /* closed */
	enum store_state ending;        /* closed: complete, timed out or
					   abandoned; else in progress */
	char sealed[STORE_PATH_MAX];
	char message[1024];             /* why it stopped or failed */
	char pending[2048];             /* earlier attempts sealed now */
};

enum exam_outcome exam_batch_run(const struct exam_batch *o,
				 struct exam_report *rep);

/* The words of an answer line above that are not a choice's key. */
enum exam_answer_word {
	EXAM_WORD_NONE,                 /* none of them: a key, or nonsense */
	EXAM_WORD_EXPECTED,
	EXAM_WORD_WRONG,
	EXAM_WORD_WRONG_OR_EXPECTED,
	EXAM_WORD_QUIT,
	EXAM_WORD_SLEEP,
};

/* Which word an answer line's first word is, exactly as written. */
enum exam_answer_word exam_answer_word(const char *word);

#endif
