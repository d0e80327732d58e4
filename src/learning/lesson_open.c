/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lesson_open.c: the chain of lessons; see lesson_open.h. */
#include "config.h"

#include "learning/lesson_open.h"

#include <string.h>

#include "i18n.h"
#include "learning/mastery.h"
#include "store/store_impl.h"

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
	sqlite3_stmt *q;
	int rc;

	*out = false;
	q = store_prepare(st, "SELECT 1 FROM lessons_open o JOIN trainees t"
			  " ON t.id = o.trainee WHERE t.name = ?1 AND"
			  " o.scenario = ?2", err);
	if (q == NULL)
		return false;
	store_bind_text(q, 1, trainee);
	store_bind_text(q, 2, id);
	rc = sqlite3_step(q);
	*out = rc == SQLITE_ROW;
	sqlite3_finalize(q);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return store_db_fail(st, err, _("results database"));
	return true;
}

bool lesson_record_open(struct store *st, const char *trainee,
			const char *id, struct error *err)
{
	char now[STORE_TIME_MAX];
	sqlite3_stmt *q;
	int64_t who;

	if (!store_begin(st, err))
		return false;
	if (!store_trainee_id(st, trainee, &who, err)) {
		store_rollback(st);
		return false;
	}
	q = store_prepare(st, "INSERT OR IGNORE INTO lessons_open (trainee,"
			  " scenario, opened) VALUES (?1, ?2, ?3)", err);
	if (q == NULL) {
		store_rollback(st);
		return false;
	}
	store_now(st, now);
	sqlite3_bind_int64(q, 1, who);
	store_bind_text(q, 2, id);
	store_bind_text(q, 3, now);
	return store_step_commit(st, q, err);
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
