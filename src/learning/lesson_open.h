/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lesson_open.h: which lessons a trainee may open.
 *
 * The lessons of a rules profile form a chain, in the order the chooser
 * lists them (catalog_order: by file name).  The first of each profile is
 * always open; each next one opens when the one before is mastered (every
 * skill it trains that its actions exercised reached mastery within it,
 * mastery.h).  An opened lesson is recorded (table lessons_open) and
 * never locks again; a lesson already attempted is open too, so nobody
 * loses what he has been doing. */
#ifndef LEARNING_LESSON_OPEN_H
#define LEARNING_LESSON_OPEN_H

#include <stdbool.h>
#include <stddef.h>

#include "engine/rules.h"
#include "scenario/scenario.h"
#include "store/store.h"

struct lesson_link {
	/* In: */
	const char *id;
	const char *profile;            /* the chain it belongs to */
	const bool *skills;             /* [SKILL__COUNT]: what it trains */
	const struct rules *rules;      /* its profile's targets */
	bool attempted;                 /* the trainee has begun or done it */
	/* Out: */
	bool open;
	int before;                     /* the lesson to master first
					   (index), -1 none */
};

/* Decides l[i].open for the trainee, in chain order, and records each
 * newly opened lesson.  st NULL (no results database yet): only the
 * first of each chain and those attempted are open.  False (err filled)
 * on a database error. */
bool lesson_chain(struct store *st, const char *trainee,
		  struct lesson_link *l, size_t n, struct error *err);
/* Whether the trainee masters lesson `id` (its skills within it). */
bool lesson_mastered(struct store *st, const char *trainee, const char *id,
		     const bool *skills, const struct rules *r, bool *out,
		     struct error *err);
/* Records lesson id as open to the trainee (a second time changes
 * nothing); whether it is recorded already. */
bool lesson_record_open(struct store *st, const char *trainee,
			const char *id, struct error *err);
bool lesson_is_recorded(struct store *st, const char *trainee,
			const char *id, bool *out, struct error *err);

#endif
