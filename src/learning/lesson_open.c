/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lesson_open.c: the chain of lessons; see lesson_open.h. */
#include "config.h"

#include "learning/lesson_open.h"

#include <string.h>

#include "i18n.h"
#include "learning/mastery.h"
#include "store/store_mastery.h"

bool lesson_mastered(struct store *st, const char *trainee, const char *id,
		     const bool *skills, const struct rules *r, bool *out,
		     struct error *err)
{
	struct mastery m[SKILL__COUNT];
	int exercised = 0;

	*out = false;
	if (!store_mastery(st, trainee, id, r, m, err))
		return false;
	/* A skill the file names but its coups never ask for cannot hold
	 * the chain back; one asked for must have reached mastery. */
	for (int k = 0; k < SKILL__COUNT; k++) {
		if (!skills[k] || m[k].seen == 0)
			continue;
		if (!m[k].reached)
			return true;
		exercised++;
	}
	*out = exercised > 0;
	return true;
}

bool lesson_is_recorded(struct store *st, const char *trainee,
			const char *id, bool *out, struct error *err)
{
	return store_lesson_is_open(st, trainee, id, out, err);
}

bool lesson_record_open(struct store *st, const char *trainee,
			const char *id, struct error *err)
{
	return store_lesson_open(st, trainee, id, err);
}

bool lesson_chain(struct store *st, const char *trainee,
		  struct lesson_link *l, size_t n, struct error *err)
{
	for (size_t i = 0; i < n; i++) {
		size_t prev = i;
		bool recorded, mastered;

		/* The one before in the same chain (the caller lists a
		 * profile's lessons together; other chains may sit
		 * between). */
		for (size_t j = i; j > 0; j--)
			if (strcmp(l[j - 1].profile, l[i].profile) == 0) {
				prev = j - 1;
				break;
			}
		l[i].before = prev == i ? -1 : (int)prev;
		if (prev == i || l[i].attempted) {
			l[i].open = true;
			continue;
		}
		l[i].open = false;
		if (st == NULL)         /* no history yet: nothing mastered */
			continue;
		if (!lesson_is_recorded(st, trainee, l[i].id, &recorded, err))
			return false;
		if (recorded) {
			l[i].open = true;
			continue;
		}
		l[i].open = false;
		if (!l[prev].open)
			continue;
		if (!lesson_mastered(st, trainee, l[prev].id, l[prev].skills,
				     l[prev].rules, &mastered, err))
			return false;
		if (mastered) {
			if (!lesson_record_open(st, trainee, l[i].id, err))
				return false;
			l[i].open = true;
		}
	}
	return true;
}
