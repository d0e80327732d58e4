/* SPDX-License-Identifier: GPL-3.0-or-later */
/* memory.c: each trainee's memory of each cell, in the store; see
 * memory.h. */
#include "config.h"

#include "learning/memory.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "i18n.h"
#include "store/store_memory.h"

/* Milliseconds for a right answer, per skill: a call or a card at
 * once, a drawing decision in three seconds, a payment in eight. */
static const int64_t target_ms[SKILL__COUNT] = {
	[SKILL_SHUFFLE] = 10000,
	[SKILL_DECK_CHECK] = 10000,
	[SKILL_DEALING] = 3000,
	[SKILL_DRAWING] = 3000,
	[SKILL_VOLUNTAD] = 4000,
	[SKILL_ROTATION] = 5000,
	[SKILL_PAYOUTS] = 8000,
	[SKILL_ANOMALIES] = 10000,
};

int64_t memory_target_ms(enum skill k)
{
	return (unsigned)k < SKILL__COUNT ? target_ms[k] : 5000;
}

enum fsrs_rating memory_rating(const struct session_record *r)
{
	int64_t target = memory_target_ms(r->skill);

	if (!r->right || r->hint)
		return FSRS_AGAIN;
	if (r->ms > target)
		return FSRS_HARD;
	if (r->ms * 2 <= target)
		return FSRS_EASY;
	return FSRS_GOOD;
}

static time_t parse_time(const char *iso)
{
	struct tm tm;

	memset(&tm, 0, sizeof tm);
	if (sscanf(iso, "%d-%d-%dT%d:%d:%d", &tm.tm_year, &tm.tm_mon,
		   &tm.tm_mday, &tm.tm_hour, &tm.tm_min, &tm.tm_sec) != 6)
		return 0;
	tm.tm_year -= 1900;
	tm.tm_mon -= 1;
	return timegm(&tm);
}

static void format_time(time_t t, char out[STORE_TIME_MAX])
{
	struct tm tm;

	if (gmtime_r(&t, &tm) == NULL ||
	    strftime(out, STORE_TIME_MAX, "%Y-%m-%dT%H:%M:%SZ", &tm) == 0)
		snprintf(out, STORE_TIME_MAX, "1970-01-01T00:00:00Z");
}

bool memory_review(struct store *st, const char *trainee,
		   const struct session_record *rec, struct error *err)
{
	struct fsrs_state m = { 0, 0 };
	enum fsrs_rating rating = memory_rating(rec);
	char now[STORE_TIME_MAX];
	struct store_memory row;
	time_t t_now, t_last;
	unsigned days = 0;
	bool found;

	if (rec->cell[0] == '\0' || rec->replay)
		return true;
	store_now(st, now);
	if (!store_memory_get(st, trainee, rec->cell, &row, &found, err))
		return false;
	if (found) {
		m.stability = (float)row.stability;
		m.difficulty = (float)row.difficulty;
		t_now = parse_time(now);
		t_last = parse_time(row.last_seen);
		/* Whole days, as FSRS counts them; a review the same day is
		 * a short-term one. */
		if (t_now > t_last)
			days = (unsigned)((t_now - t_last) / 86400);
	}
	fsrs_review(fsrs_default_w, &m, days, rating, &m);
	snprintf(row.cell, sizeof row.cell, "%s", rec->cell);
	row.skill = rec->skill;
	row.stability = m.stability;
	row.difficulty = m.difficulty;
	snprintf(row.last_seen, sizeof row.last_seen, "%s", now);
	format_time(parse_time(now) +
			    (time_t)llround(86400.0 *
					    fsrs_interval(fsrs_default_w,
							  m.stability,
							  MEMORY_RETENTION)),
		    row.due);
	return store_memory_put(st, trainee, &row, rating != FSRS_AGAIN, err);
}

/* The cells read so far, and the times of the cell being read. */
struct reading {
	struct memory_cell *cells;
	size_t n, cap;
	struct store_time *ms;          /* in time order */
	size_t n_ms, cap_ms;
	char cur[CELL_KEY_MAX];
	bool oom;                       /* the reading stopped short */
};

static bool add_cell(void *ctx, const struct store_memory *m)
{
	struct reading *r = ctx;
	struct memory_cell *c;

	if (r->n == r->cap) {
		size_t k = r->cap > 0 ? r->cap * 2 : 32;
		struct memory_cell *more = realloc(r->cells, k * sizeof *more);

		if (more == NULL) {
			r->oom = true;
			return false;
		}
		r->cells = more;
		r->cap = k;
	}
	c = &r->cells[r->n++];
	memset(c, 0, sizeof *c);
	snprintf(c->cell, sizeof c->cell, "%s", m->cell);
	c->skill = m->skill;
	c->seen = m->seen;
	c->right = m->right;
	c->stability = m->stability;
	c->difficulty = m->difficulty;
	snprintf(c->due, sizeof c->due, "%s", m->due);
	snprintf(c->last_seen, sizeof c->last_seen, "%s", m->last_seen);
	return true;
}

/* The median of the times of the cell read last, to its cell. */
static void end_cell(struct reading *r)
{
	if (r->n_ms == 0)
		return;
	for (size_t i = 0; i < r->n; i++)
		if (strcmp(r->cells[i].cell, r->cur) == 0)
			r->cells[i].median_ms = store_times_median(r->ms,
								   r->n_ms);
	r->n_ms = 0;
}

static bool add_time(void *ctx, const char *cell, const struct store_time *t)
{
	struct reading *r = ctx;

	if (strcmp(cell, r->cur) != 0)
		end_cell(r);
	if (r->n_ms == r->cap_ms) {
		size_t c = r->cap_ms > 0 ? r->cap_ms * 2 : 64;
		struct store_time *more = realloc(r->ms, c * sizeof *more);

		if (more == NULL) {
			r->oom = true;
			return false;
		}
		r->ms = more;
		r->cap_ms = c;
	}
	snprintf(r->cur, sizeof r->cur, "%s", cell);
	r->ms[r->n_ms++] = *t;
	return true;
}

bool memory_cells(struct store *st, const char *trainee,
		  struct memory_cell **out, size_t *n,
		  struct error *err)
{
	struct reading r;
	bool ok;

	*out = NULL;
	*n = 0;
	memset(&r, 0, sizeof r);
	ok = store_memory_each(st, trainee, add_cell, &r, err);
	/* The median time of each cell's actions on record. */
	if (ok && !r.oom && r.n > 0) {
		ok = store_cell_times(st, trainee, add_time, &r, err);
		if (ok && !r.oom)
			end_cell(&r);
	}
	free(r.ms);
	if (ok && r.oom) {
		error_set(err, "%s", _("out of memory"));
		ok = false;
	}
	if (!ok) {
		free(r.cells);
		return false;
	}
	*out = r.cells;
	*n = r.n;
	return true;
}

bool memory_is_due(struct store *st, const struct memory_cell *c)
{
	char now[STORE_TIME_MAX];

	store_now(st, now);
	return strcmp(c->due, now) <= 0;
}
