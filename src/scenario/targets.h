/* SPDX-License-Identifier: GPL-3.0-or-later */
/* targets.h: mastery and speed targets of a rules profile.
 *
 * A profile may state, beside its options,
 *     targets: {payouts: 8s, drawing: 3s, dealing: 2.5s, ...}
 *     mastery: {attempts: 20, accuracy: 90}
 * A target is the time within which a skill's action should be done (a
 * payment within 8 seconds), written as seconds ("8s", "2.5s"), or
 * milliseconds ("1500ms"), 0.1 s to 10 min.  A skill is mastered when,
 * over its last `attempts` actions (each action of the skill is an
 * attempt at it), the share done right is at least `accuracy` percent
 * and their median time is within the target.  Whatever a profile leaves
 * out keeps the defaults below, the same for every profile (documented
 * in data/rules/iplyc.yaml and crupier-scenario(5)). */
#ifndef SCENARIO_TARGETS_H
#define SCENARIO_TARGETS_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/rules.h"
#include "scenario/diag.h"
#include "scenario/scenario.h"
#include "scenario/yaml_events.h"

#define TARGET_MS_MIN 100
#define TARGET_MS_MAX 600000
#define MASTERY_ATTEMPTS_DEFAULT 20
#define MASTERY_ATTEMPTS_MAX 1000
#define MASTERY_ACCURACY_DEFAULT 90

/* The target time of skill k under profile r, in milliseconds: the
 * profile's, else the default (skill_default_target_ms). */
int64_t skill_target_ms(const struct rules *r, enum skill k);
/* The default target of a skill (the same for every profile). */
int64_t skill_default_target_ms(enum skill k);
/* The mastery window (the last N attempts) and accuracy (percent). */
int rules_mastery_attempts(const struct rules *r);
int rules_mastery_accuracy(const struct rules *r);

/* For rules_load.c: reads the mapping after a `targets:` key into
 * target_ms (indexed by skill), and the one after `mastery:`.  Errors
 * (an unknown skill, a time not written as above or out of range) fill
 * *err with the file, line and column. */
bool targets_read(struct yev_reader *rd, int32_t target_ms[RULES_TARGETS_MAX],
		  struct diag *err);
bool mastery_read(struct yev_reader *rd, int *attempts, int *accuracy,
		  struct diag *err);
/* Parses "8s", "2.5s", "1500ms" (at most three decimals of a second)
 * into *ms; false when text is not written so. */
bool targets_parse_time(const char *text, int64_t *ms);

#endif
