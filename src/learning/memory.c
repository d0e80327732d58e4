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
#include "store/store_impl.h"

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
	char now[STORE_TIME_MAX], due[STORE_TIME_MAX], last[STORE_TIME_MAX];
	time_t t_now, t_last;
	unsigned days = 0;
	sqlite3_stmt *q;
	int rc;

	if (rec->cell[0] == '\0' || rec->replay)
		return true;
	store_now(st, now);
	q = store_prepare(st, "SELECT m.stability, m.difficulty, m.last_seen"
			  " FROM cell_memory m JOIN trainees t ON t.id ="
			  " m.trainee WHERE t.name = ?1 AND m.cell = ?2", err);
	if (q == NULL)
		return false;
	store_bind_text(q, 1, trainee);
	store_bind_text(q, 2, rec->cell);
	rc = sqlite3_step(q);
	if (rc == SQLITE_ROW) {
		m.stability = (float)sqlite3_column_double(q, 0);
		m.difficulty = (float)sqlite3_column_double(q, 1);
		store_column_text(q, 2, last, sizeof last);
		t_now = parse_time(now);
		t_last = parse_time(last);
		/* Whole days, as FSRS counts them; a review the same day is
		 * a short-term one. */
		if (t_now > t_last)
			days = (unsigned)((t_now - t_last) / 86400);
	}
	sqlite3_finalize(q);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return store_db_fail(st, err, _("results database"));
	fsrs_review(fsrs_default_w, &m, days, rating, &m);
	format_time(parse_time(now) +
			    (time_t)llround(86400.0 *
					    fsrs_interval(fsrs_default_w,
							  m.stability,
							  MEMORY_RETENTION)),
		    due);
	q = store_prepare(st, "INSERT INTO cell_memory (trainee, cell, skill,"
			  " seen, correct, lapses, stability, difficulty,"
			  " last_seen, due) SELECT id, ?2, ?3, 1, ?4, ?5, ?6,"
			  " ?7, ?8, ?9 FROM trainees WHERE name = ?1"
			  " ON CONFLICT (trainee, cell) DO UPDATE SET"
			  " seen = seen + 1, correct = correct + ?4,"
			  " lapses = lapses + ?5, stability = ?6,"
			  " difficulty = ?7, last_seen = ?8, due = ?9", err);
	if (q == NULL)
		return false;
	store_bind_text(q, 1, trainee);
	store_bind_text(q, 2, rec->cell);
	store_bind_text(q, 3, skill_key(rec->skill));
	sqlite3_bind_int(q, 4, rating != FSRS_AGAIN);
	sqlite3_bind_int(q, 5, rating == FSRS_AGAIN);
	sqlite3_bind_double(q, 6, m.stability);
	sqlite3_bind_double(q, 7, m.difficulty);
	store_bind_text(q, 8, now);
	store_bind_text(q, 9, due);
	rc = sqlite3_step(q);
	sqlite3_finalize(q);
	if (rc != SQLITE_DONE)
		return store_db_fail(st, err, _("results database"));
	return true;
}

static int cmp_i64(const void *pa, const void *pb)
{
	int64_t a = *(const int64_t *)pa, b = *(const int64_t *)pb;

	return a < b ? -1 : a > b;
}

/* The median time of each cell's actions on record. */
static bool medians(struct store *st, const char *trainee,
		    struct memory_cell *cells, size_t n,
		    struct error *err)
{
	sqlite3_stmt *q;
	int64_t *ms = NULL;
	size_t n_ms = 0, cap = 0;
	char cell[CELL_KEY_MAX], cur[CELL_KEY_MAX] = "";
	int rc;

	q = store_prepare(st, "SELECT a.cell, a.ms FROM actions a JOIN"
			  " attempts t ON t.id = a.attempt JOIN trainees p ON"
			  " p.id = t.trainee WHERE p.name = ?1 AND a.replay ="
			  " 0 AND a.cell IS NOT NULL ORDER BY a.cell", err);
	if (q == NULL)
		return false;
	store_bind_text(q, 1, trainee);
	for (;;) {
		rc = sqlite3_step(q);
		if (rc == SQLITE_ROW)
			store_column_text(q, 0, cell, sizeof cell);
		if (n_ms > 0 && (rc != SQLITE_ROW || strcmp(cell, cur) != 0)) {
			qsort(ms, n_ms, sizeof ms[0], cmp_i64);
			for (size_t i = 0; i < n; i++)
				if (strcmp(cells[i].cell, cur) == 0)
					cells[i].median_ms =
						store_median(ms, n_ms);
			n_ms = 0;
		}
		if (rc != SQLITE_ROW)
			break;
		if (n_ms == cap) {
			size_t c = cap > 0 ? cap * 2 : 64;
			int64_t *more = realloc(ms, c * sizeof *more);

			if (more == NULL)
				break;
			ms = more;
			cap = c;
		}
		snprintf(cur, sizeof cur, "%s", cell);
		ms[n_ms++] = sqlite3_column_int64(q, 1);
	}
	sqlite3_finalize(q);
	free(ms);
	if (rc != SQLITE_DONE) {
		if (rc == SQLITE_ROW)
			error_set(err, "%s", _("out of memory"));
		else
			store_db_fail(st, err, _("results database"));
		return false;
	}
	return true;
}

bool memory_cells(struct store *st, const char *trainee,
		  struct memory_cell **out, size_t *n,
		  struct error *err)
{
	struct memory_cell *cells = NULL;
	size_t count = 0, cap = 0;
	char skill[32];
	sqlite3_stmt *q;
	int rc;

	*out = NULL;
	*n = 0;
	q = store_prepare(st, "SELECT m.cell, m.skill, m.seen, m.correct,"
			  " m.stability, m.difficulty, m.due, m.last_seen"
			  " FROM cell_memory m JOIN trainees t ON t.id ="
			  " m.trainee WHERE t.name = ?1 ORDER BY m.due,"
			  " m.cell", err);
	if (q == NULL)
		return false;
	store_bind_text(q, 1, trainee);
	while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
		struct memory_cell *c;

		if (count == cap) {
			size_t k = cap > 0 ? cap * 2 : 32;
			struct memory_cell *more = realloc(cells,
							   k * sizeof *more);

			if (more == NULL)
				break;
			cells = more;
			cap = k;
		}
		c = &cells[count++];
		memset(c, 0, sizeof *c);
		store_column_text(q, 0, c->cell, sizeof c->cell);
		store_column_text(q, 1, skill, sizeof skill);
		c->skill = skill_by_key(skill);
		c->seen = sqlite3_column_int(q, 2);
		c->right = sqlite3_column_int(q, 3);
		c->stability = sqlite3_column_double(q, 4);
		c->difficulty = sqlite3_column_double(q, 5);
		store_column_text(q, 6, c->due, sizeof c->due);
		store_column_text(q, 7, c->last_seen, sizeof c->last_seen);
	}
	sqlite3_finalize(q);
	if (rc != SQLITE_DONE) {
		free(cells);
		if (rc == SQLITE_ROW)
			error_set(err, "%s", _("out of memory"));
		else
			store_db_fail(st, err, _("results database"));
		return false;
	}
	if (count > 0 && !medians(st, trainee, cells, count, err)) {
		free(cells);
		return false;
	}
	*out = cells;
	*n = count;
	return true;
}

bool memory_is_due(struct store *st, const struct memory_cell *c)
{
	char now[STORE_TIME_MAX];

	store_now(st, now);
	return strcmp(c->due, now) <= 0;
}
