/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_trainee.h: a trainee's figures as a teacher's views of a class
 * read them (class/class_live.c makes the rows): his newest attempt and
 * its last mistake, his counts per skill, his totals over all attempts. */
#ifndef STORE_STORE_TRAINEE_H
#define STORE_STORE_TRAINEE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/error.h"
#include "store/store.h"

/* The id of the trainee's newest attempt; 0 when he has none. */
bool store_newest_attempt(struct store *st, const char *trainee,
			  int64_t *id, struct error *err);
/* The actions and right answers per skill (replays left out) of one
 * attempt, or (store_trainee_skill_counts) of all the trainee's; a
 * skill without actions is left as it was. */
bool store_attempt_skill_counts(struct store *st, int64_t attempt,
				int actions[SKILL__COUNT],
				int right[SKILL__COUNT], struct error *err);
bool store_trainee_skill_counts(struct store *st, const char *trainee,
				int actions[SKILL__COUNT],
				int right[SKILL__COUNT], struct error *err);
/* The attempt's last mistake: what was due (in words, else its key) and
 * its article; both left as they were when there is none. */
bool store_last_mistake(struct store *st, int64_t attempt, char *due,
			size_t due_size, char *article, size_t article_size,
			struct error *err);
/* When the attempt's last action was done; "" none. */
bool store_last_action_at(struct store *st, int64_t attempt,
			  char out[STORE_TIME_MAX], struct error *err);

struct store_trainee_totals {
	int attempts, exams, passed;    /* passed: exams */
	bool has_best;
	double best;                    /* the best exam score */
	char last[STORE_TIME_MAX];      /* the newest attempt's start */
};

bool store_trainee_totals(struct store *st, const char *trainee,
			  struct store_trainee_totals *out,
			  struct error *err);

#endif
