/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lesson_practice.h: "practise until mastered": fresh coups for a
 * lesson's skills, so that its gate (lesson_open.h) can always be
 * reached by practising, never by replaying its written shoe.
 *
 * The coups are found as Review finds its own (review.h): the cells of
 * the lesson's skills that cards bring about (the drawing table, the
 * voluntad's ask, pide, planta and obligatory stand, the payments the
 * generator places), shuffled by the seed so that each practice deals
 * other situations, one per coup.  The drill is written as a scenario
 * file with the lesson's own id, kind and skills (review_yaml_as), so
 * that what it records counts towards the lesson's mastery, which is
 * judged within its id. */
#ifndef LEARNING_LESSON_PRACTICE_H
#define LEARNING_LESSON_PRACTICE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/error.h"
#include "learning/review.h"
#include "scenario/scenario.h"

#define LESSON_PRACTICE_COUPS 10

/* The cells of skills the generator can deal, in an order the seed
 * shuffles; n of them into out (malloc'd).  0 when none of the skills
 * is one cards bring about (shuffle, deck check, rotation, anomalies:
 * those are practised in their drills). */
size_t lesson_practice_cells(const bool skills[SKILL__COUNT],
			     const struct rules *r, uint64_t seed,
			     struct memory_cell **out);

/* Plans the practice of the lesson `as` names (its id, skills and
 * title; kind "lesson") under r (named profile) with seed and writes it
 * to path (NULL: beside the reviews, review_default_path); *planned
 * false (no file) when nothing of its skills can be dealt; false with
 * *err on a file error.  The path written in out_path. */
bool lesson_practice_build(const struct review_as *as, const struct rules *r,
			   const char *profile, const char *trainee,
			   uint64_t seed, const char *path,
			   struct review_plan *plan, bool *planned,
			   char *out_path, size_t size, struct error *err);

#endif
