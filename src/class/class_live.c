/* SPDX-License-Identifier: GPL-3.0-or-later */
/* class_live.c: the teacher's live view of a class and the class report
 * (class_store.h), read from what the recorders commit: each trainee's
 * newest attempt, action by action, and all his attempts for the
 * report.  Replays of a resumed exam are left out, as everywhere. */
#include "config.h"

#include "class/class_store.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "i18n.h"
#include "class/class_impl.h"
#include "store/store_trainee.h"
#include "store/store_outcome.h"

int class_live_accuracy(const struct class_live_row *r, enum skill k)
{
	if (k >= SKILL__COUNT || r->skill_actions[k] == 0)
		return -1;
	return (int)(100.0 * r->skill_right[k] / r->skill_actions[k] + 0.5);
}

int class_live_weakest(const struct class_live_row *r, enum skill *k)
{
	int worst = -1;

	*k = SKILL__COUNT;
	for (int s = 0; s < SKILL__COUNT; s++) {
		int a = class_live_accuracy(r, (enum skill)s);

		if (a >= 0 && (worst < 0 || a < worst)) {
			worst = a;
			*k = (enum skill)s;
		}
	}
	return worst;
}

/* "2026-03-01T09:30:00Z" as a time; -1 when it is not one. */
static time_t parse_time(const char *s)
{
	struct tm tm;

	memset(&tm, 0, sizeof tm);
	if (sscanf(s, "%4d-%2d-%2dT%2d:%2d:%2dZ", &tm.tm_year, &tm.tm_mon,
		   &tm.tm_mday, &tm.tm_hour, &tm.tm_min, &tm.tm_sec) != 6)
		return -1;
	tm.tm_year -= 1900;
	tm.tm_mon -= 1;
	return timegm(&tm);
}

/* The newest attempt of the row's trainee, its actions and mistake. */
static bool fill_row(struct store *st, struct class_live_row *r,
		     struct error *err)
{
	struct store_attempt a;
	bool found;
	time_t from, to;

	if (!store_newest_attempt(st, r->trainee, &r->attempt, err))
		return false;
	if (r->attempt == 0)
		return true;
	if (!store_get(st, r->attempt, &a, &found, err))
		return false;
	if (!found)
		return true;
	r->has_attempt = true;
	snprintf(r->doing, sizeof r->doing, "%s", a.scenario);
	snprintf(r->kind, sizeof r->kind, "%s", a.kind);
	r->exam = a.exam;
	r->state = a.state;
	r->scored = a.scored;
	r->passed = store_passed(&a);
	r->unscored = store_outcome(&a) == STORE_OUTCOME_UNSCORED;
	r->awaiting = a.state == STORE_COMPLETE && !store_verdict_final(&a);
	r->score = a.score;
	r->actions = a.actions;
	r->mistakes = a.mistakes;
	snprintf(r->started, sizeof r->started, "%s", a.started);
	if (!store_attempt_skill_counts(st, r->attempt, r->skill_actions,
					r->skill_right, err) ||
	    !store_last_mistake(st, r->attempt, r->mistake,
				sizeof r->mistake, r->article,
				sizeof r->article, err) ||
	    !store_last_action_at(st, r->attempt, r->last, err))
		return false;
	if (a.ended[0] != '\0')
		snprintf(r->last, sizeof r->last, "%s", a.ended);
	from = parse_time(a.started);
	if (a.state == STORE_IN_PROGRESS) {
		char now[STORE_TIME_MAX];

		store_now(st, now);
		to = parse_time(now);
	} else {
		to = parse_time(r->last);
	}
	r->seconds = from >= 0 && to >= from ? (int64_t)(to - from) : 0;
	return true;
}

/* The rows of each member of class cls, in roster order: *rows is an
 * array of n rows of `size` bytes (malloc'd), each filled by fill.
 * *found false when there is no such class. */
static bool member_rows(struct store *st, const char *cls, size_t size,
			void **rows, size_t *n, bool *found,
			bool (*fill)(struct store *st, void *row,
				     const struct class_member *m,
				     struct error *err),
			struct error *err)
{
	struct class_member *m;
	size_t count;
	int64_t id;

	*rows = NULL;
	*n = 0;
	*found = false;
	if (!class_id(st, cls, &id, err))
		return false;
	if (id == 0)
		return true;
	*found = true;
	if (!class_members(st, cls, &m, &count, err))
		return false;
	if (count > 0) {
		*rows = calloc(count, size);
		if (*rows == NULL) {
			free(m);
			return class_oom(err);
		}
	}
	for (size_t i = 0; i < count; i++)
		if (!fill(st, (char *)*rows + i * size, &m[i], err)) {
			free(m);
			free(*rows);
			*rows = NULL;
			return false;
		}
	free(m);
	*n = count;
	return true;
}

static bool live_fill(struct store *st, void *row,
		      const struct class_member *m, struct error *err)
{
	struct class_live_row *r = row;

	snprintf(r->trainee, sizeof r->trainee, "%s", m->trainee);
	snprintf(r->login, sizeof r->login, "%s", m->login);
	return fill_row(st, r, err);
}

bool class_live(struct store *st, const char *cls,
		struct class_live_row **rows, size_t *n, bool *found,
		struct error *err)
{
	void *all;
	bool ok = member_rows(st, cls, sizeof **rows, &all, n, found,
			      live_fill, err);

	*rows = all;
	return ok;
}

static bool report_row(struct store *st, struct class_report_row *r,
		       struct error *err)
{
	struct store_trainee_totals t;

	if (!store_trainee_totals(st, r->trainee, &t, err))
		return false;
	r->attempts = t.attempts;
	r->exams = t.exams;
	r->passed = t.passed;
	r->has_best = t.has_best;
	r->best = t.best;
	snprintf(r->last, sizeof r->last, "%s", t.last);
	return store_trainee_skill_counts(st, r->trainee, r->skill_actions,
					  r->skill_right, err);
}

static bool report_fill(struct store *st, void *row,
			const struct class_member *m, struct error *err)
{
	struct class_report_row *r = row;

	snprintf(r->trainee, sizeof r->trainee, "%s", m->trainee);
	return report_row(st, r, err);
}

bool class_report(struct store *st, const char *cls,
		  struct class_report_row **rows, size_t *n, bool *found,
		  struct error *err)
{
	void *all;
	bool ok = member_rows(st, cls, sizeof **rows, &all, n, found,
			      report_fill, err);

	*rows = all;
	return ok;
}
