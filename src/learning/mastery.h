/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mastery.h: whether a trainee masters each skill, and how long it took.
 *
 * Each scored action of a skill is one attempt at it (replays left out;
 * one done after a hint is not right, as the scoring model counts).  A
 * skill is mastered when its last N attempts (the profile's mastery
 * window, scenario/targets.h) were right at least the profile's accuracy
 * and their median time is within the skill's target time.  Time to
 * mastery is read off the history: the first attempt whose window met the
 * targets, how many attempts it took and their time summed, and the days
 * from the first attempt to it; before that, what is still missing. */
#ifndef LEARNING_MASTERY_H
#define LEARNING_MASTERY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/rules.h"
#include "scenario/scenario.h"
#include "store/store.h"
#include "store/store_mastery.h"

struct mastery_try {
	bool right;
	int64_t ms;
	char at[STORE_TIME_MAX];
};

struct mastery {
	enum skill skill;
	int window;                     /* the last N attempts judged */
	int accuracy_pct;               /* the share right they need */
	int64_t target_ms;              /* the median they need, at most */
	int seen;                       /* attempts, all time */
	int recent, recent_right;       /* the last window (or fewer) */
	int64_t recent_median_ms;
	bool mastered;                  /* the last window meets the targets */
	bool reached;                   /* some window met them */
	int reached_after;              /* actions up to the first that did */
	int64_t reached_practice_ms;    /* their times summed */
	char first_at[STORE_TIME_MAX], reached_at[STORE_TIME_MAX];
};

/* Judges the attempts t[0..n) (oldest first) of skill k under profile r. */
void mastery_judge(const struct mastery_try *t, size_t n,
		   const struct rules *r, enum skill k, struct mastery *out);
/* The trainee's mastery of every skill (out[k] for each k, seen 0 for a
 * skill never tried), over all his actions or (scenario not NULL) those
 * of that scenario id. */
bool store_mastery(struct store *st, const char *trainee,
		   const char *scenario, const struct rules *r,
		   struct mastery out[SKILL__COUNT], struct error *err);
/* In words, for progress: "mastered in 34 actions (6 min of practice,
 * 2 days)", or what is missing ("12 more actions; right 85%, needs 90%;
 * median 9.5 s, target 8.0 s": 12 more actions of the skill before the
 * window is full).  Each action of the skill counts once: the words say
 * actions, not attempts at a scenario. */
void mastery_text(const struct mastery *m, char *buf, size_t size);

#endif
