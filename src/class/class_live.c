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

/* The rows gathered so far. */
struct rows {
	void *items;
	size_t n, cap, size;
	bool oom;
	struct store *st;               /* its clock: an attempt's time */
};

/* Room for one more row of r (zeroed); NULL when out of memory. */
static void *next_row(struct rows *r)
{
	char *row;

	if (r->n == r->cap) {
		size_t c = r->cap > 0 ? r->cap * 2 : 16;
		void *more = realloc(r->items, c * r->size);

		if (more == NULL) {
			r->oom = true;
			return NULL;
		}
		r->items = more;
		r->cap = c;
	}
	row = (char *)r->items + r->n++ * r->size;
	memset(row, 0, r->size);
	return row;
}

/* The row of a member and his newest attempt. */
static bool live_row(void *ctx, const struct store_member_newest *m)
{
	struct rows *rows = ctx;
	struct class_live_row *r = next_row(rows);
	const struct store_attempt *a = &m->a;
	time_t from, to;

	if (r == NULL)
		return false;
	snprintf(r->trainee, sizeof r->trainee, "%s", m->trainee);
	snprintf(r->login, sizeof r->login, "%s", m->login);
	if (!m->has_attempt)
		return true;
	r->has_attempt = true;
	r->attempt = a->id;
	snprintf(r->doing, sizeof r->doing, "%s", a->scenario);
	snprintf(r->kind, sizeof r->kind, "%s", a->kind);
	r->exam = a->exam;
	r->state = a->state;
	r->scored = a->scored;
	r->passed = store_passed(a);
	r->unscored = store_outcome(a) == STORE_OUTCOME_UNSCORED;
	r->awaiting = a->state == STORE_COMPLETE && !store_verdict_final(a);
	r->score = a->score;
	r->actions = a->actions;
	r->mistakes = a->mistakes;
	snprintf(r->started, sizeof r->started, "%s", a->started);
	memcpy(r->skill_actions, m->skill_actions, sizeof r->skill_actions);
	memcpy(r->skill_right, m->skill_right, sizeof r->skill_right);
	snprintf(r->mistake, sizeof r->mistake, "%s", m->mistake);
	snprintf(r->article, sizeof r->article, "%s", m->article);
	snprintf(r->last, sizeof r->last, "%s", a->ended[0] != '\0'
		 ? a->ended : m->last_action);
	from = parse_time(a->started);
	to = parse_time(r->last);
	if (a->state == STORE_IN_PROGRESS) {
		char now[STORE_TIME_MAX];

		store_now(rows->st, now);
		to = parse_time(now);
	}
	r->seconds = from >= 0 && to >= from ? (int64_t)(to - from) : 0;
	return true;
}

bool class_live(struct store *st, const char *cls,
		struct class_live_row **rows, size_t *n, bool *found,
		struct error *err)
{
	struct rows r = { NULL, 0, 0, sizeof **rows, false, st };
	bool ok = store_class_newest(st, cls, live_row, &r, found, err);

	if (ok && r.oom)
		ok = class_oom(err);
	if (!ok) {
		free(r.items);
		r.items = NULL;
		r.n = 0;
	}
	*rows = r.items;
	*n = r.n;
	return ok;
}

/* The row of a member's totals (the class report). */
static bool report_row(void *ctx, const struct store_member_totals *m)
{
	struct rows *rows = ctx;
	struct class_report_row *r = next_row(rows);

	if (r == NULL)
		return false;
	snprintf(r->trainee, sizeof r->trainee, "%s", m->trainee);
	r->attempts = m->attempts;
	r->exams = m->exams;
	r->passed = m->passed;
	r->has_best = m->has_best;
	r->best = m->best;
	snprintf(r->last, sizeof r->last, "%s", m->last);
	memcpy(r->skill_actions, m->skill_actions, sizeof r->skill_actions);
	memcpy(r->skill_right, m->skill_right, sizeof r->skill_right);
	return true;
}

bool class_report(struct store *st, const char *cls,
		  struct class_report_row **rows, size_t *n, bool *found,
		  struct error *err)
{
	struct rows r = { NULL, 0, 0, sizeof **rows, false, st };
	bool ok = store_class_totals(st, cls, report_row, &r, found, err);

	if (ok && r.oom)
		ok = class_oom(err);
	if (!ok) {
		free(r.items);
		r.items = NULL;
		r.n = 0;
	}
	*rows = r.items;
	*n = r.n;
	return ok;
}
