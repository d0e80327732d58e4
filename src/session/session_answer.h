/* SPDX-License-Identifier: GPL-3.0-or-later */
/* session_answer.h: an answer recorded earlier played again into a
 * session, the one way both the recorder's resume (record/recorder.c)
 * and the results server's judge (judge/judge_replay.c) do it.
 *
 * An answer is what the trainee did at one step: the choice he picked
 * and the amount he typed or the chips he counted out (or, in records
 * made before choices were kept, the game action given), how long it took, whether a hint was
 * shown, and where it stood (its index in the record, its coup, whether
 * in a replayed coup).  Played again, the session judges it as it judged
 * it the first time: right or wrong, the action due, the article.  An
 * answer that cannot be played at the step the session is at (a key no
 * choice there has, an index or coup that is not the session's, the
 * session already over) is refused with the reason; the caller stops
 * there (the session may have moved on with it). */
#ifndef SESSION_SESSION_ANSWER_H
#define SESSION_SESSION_ANSWER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/game.h"
#include "session/session.h"

struct session_answer {
	size_t index;                   /* its place in the record */
	int coup;                       /* 1.. ; 0 in a procedure */
	bool replay;                    /* done in a replayed coup */
	bool hint;                      /* a hint was shown for it */
	int64_t ms;                     /* the time it took */
	char choice_key;                /* the choice picked; '\0': none */
	int64_t typed_amount;           /* the amount typed with it */
	struct chip_count chips;        /* counted out, for a choice that
					   needs chips (choices.h) */
	/* A record made before choices were kept: the game action given
	 * (used only without a choice key; the judge never sets it). */
	bool has_given;
	struct game_action given;
};

enum session_answer_fit {
	SESSION_ANSWER_PLAYED,          /* recorded, judged */
	SESSION_ANSWER_OVER,            /* the session had ended before it */
	SESSION_ANSWER_INDEX,           /* not the next index of the record */
	SESSION_ANSWER_COUP,            /* not the coup being played */
	SESSION_ANSWER_REPLAY,          /* a coup that cannot be replayed */
	SESSION_ANSWER_NO_CHOICE,       /* no choice of that key there */
	SESSION_ANSWER_REFUSED,         /* the session refused the action */
};

/* Plays answer a at the step s is at, with its recorded time, into *v
 * (NULL: not wanted).  strict: its index and coup must be the session's
 * too (the judge's check of answers it did not see given; a resume
 * trusts its own database and checks the outcome instead). */
enum session_answer_fit session_answer(struct session *s,
				       const struct session_answer *a,
				       bool strict, struct verdict *v);
/* Why an answer did not fit, in words (the user's language). */
const char *session_answer_why(enum session_answer_fit fit);

#endif
