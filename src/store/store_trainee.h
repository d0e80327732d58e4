/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_trainee.h: the members of a class as a teacher's views read
 * them (class/class_live.c makes their rows): each with his newest
 * attempt and its last mistake (the live view), or with his totals over
 * all his attempts (the report).  Each is one statement, whatever the
 * class's size or history: the live view reads it again at each
 * change. */
#ifndef STORE_STORE_TRAINEE_H
#define STORE_STORE_TRAINEE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/error.h"
#include "store/store.h"

/* A member and his newest attempt. */
struct store_member_newest {
	char trainee[STORE_NAME_MAX];
	char login[STORE_NAME_MAX];     /* "" not bound */
	bool has_attempt;               /* none yet: the rest is zero */
	struct store_attempt a;
	/* Its actions and right answers per skill (replays left out; right
	 * as given, a hint or not); a skill without actions is 0. */
	int skill_actions[SKILL__COUNT], skill_right[SKILL__COUNT];
	char mistake[STORE_TEXT_MAX];   /* the last mistake: what was due
					   (in words, else its key) */
	char article[SESSION_ARTICLE_MAX];
	char last_action[STORE_TIME_MAX]; /* when; "" none */
};

/* Each member of class cls, by name, to each (false stops); *found
 * false when there is no class of that name. */
bool store_class_newest(struct store *st, const char *cls,
			bool (*each)(void *ctx,
				     const struct store_member_newest *m),
			void *ctx, bool *found, struct error *err);

/* A member's totals over all his attempts. */
struct store_member_totals {
	char trainee[STORE_NAME_MAX];
	int attempts, exams, passed;    /* passed: exams (store_outcome.h) */
	bool has_best;
	double best;                    /* the best exam score */
	char last[STORE_TIME_MAX];      /* the newest attempt's start */
	int skill_actions[SKILL__COUNT], skill_right[SKILL__COUNT];
};

/* Each member of class cls, by name, with his totals, to each (false
 * stops); *found false when there is no class of that name. */
bool store_class_totals(struct store *st, const char *cls,
			bool (*each)(void *ctx,
				     const struct store_member_totals *m),
			void *ctx, bool *found, struct error *err);

#endif
