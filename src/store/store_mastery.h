/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_mastery.h: what judging mastery reads and keeps in the store:
 * the trainee's actions in the order they were done, the skills' counts
 * from the history's aggregates, and the walks kept in table
 * mastery_scan (learning/mastery_scan.c says why and how they are
 * used; the judging is there, not here). */
#ifndef STORE_STORE_MASTERY_H
#define STORE_STORE_MASTERY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/error.h"
#include "engine/rules.h"
#include "scenario/scenario.h"
#include "store/store.h"

/* The trainee's id; 0 when there is none of that name. */
bool store_trainee_find(struct store *st, const char *name, int64_t *id,
			struct error *err);
/* The rules profile of the trainee's latest attempt (whose targets his
 * progress is judged by): "" when he has none. */
bool store_latest_profile(struct store *st, const char *trainee,
			  char out[RULES_NAME_MAX], struct error *err);

/* Which walks: a trainee's, over one scenario id or all (NULL), for one
 * window, accuracy and targets (text, one time per skill). */
struct store_mastery_key {
	int64_t trainee;
	const char *scenario;
	int span, accuracy;
	const char *targets;
};

/* One skill's walk as kept, and where it stopped. */
struct store_mastery_kept {
	enum skill skill;
	int seen;
	int64_t practice_ms;
	char first_at[STORE_TIME_MAX];
	bool reached;
	int reached_after;
	int64_t reached_practice_ms;
	char reached_at[STORE_TIME_MAX];
	const char *tail;               /* the window: "right ms" pairs */
	char last_at[STORE_TIME_MAX];
	int64_t last_attempt, last_idx;
};

/* Each walk kept for key to each (a skill unknown to this crupier left
 * out), until each returns false. */
bool store_mastery_kept_each(struct store *st,
			     const struct store_mastery_key *key,
			     bool (*each)(void *ctx,
					  const struct store_mastery_kept *w),
			     void *ctx, struct error *err);
/* Replaces the walks kept for key's trainee and scenario by w[0..n), in
 * a transaction of its own. */
bool store_mastery_kept_save(struct store *st,
			     const struct store_mastery_key *key,
			     const struct store_mastery_kept *w, size_t n,
			     struct error *err);

/* One scored action as mastery reads it (replays left out; one done
 * after a hint is not right). */
struct store_mastery_action {
	enum skill skill;               /* SKILL__COUNT: unknown */
	bool right;
	int64_t ms;
	char at[STORE_TIME_MAX];        /* when it was done */
	int64_t attempt, idx;
};

/* The trainee's actions of attempts from from_attempt on (0: all), over
 * scenario (NULL: all), in the order they were done, to each. */
bool store_mastery_actions(struct store *st, int64_t trainee,
			   int64_t from_attempt, const char *scenario,
			   void (*each)(void *ctx,
					const struct store_mastery_action *a),
			   void *ctx, struct error *err);
/* The trainee's scored actions of each skill (replays left out), over
 * scenario (NULL: all), from the history's aggregates. */
bool store_skill_counts(struct store *st, int64_t trainee,
			const char *scenario, int counted[SKILL__COUNT],
			struct error *err);

/* Whether the lesson (a scenario id) was recorded open for the trainee,
 * and recording it (now, its trainee added when new): a lesson opened
 * stays open. */
bool store_lesson_is_open(struct store *st, const char *trainee,
			  const char *id, bool *out, struct error *err);
bool store_lesson_open(struct store *st, const char *trainee,
		       const char *id, struct error *err);

#endif
