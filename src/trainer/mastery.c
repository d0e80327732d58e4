/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mastery.c: mastery of each skill and the time it took; see mastery.h. */
#include "config.h"

#include "trainer/mastery.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "i18n.h"
#include "scenario/targets.h"
#include "trainer/store_impl.h"

static int cmp_ms(const void *a, const void *b)
{
	int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;

	return (x > y) - (x < y);
}

/* The median time of t[from..to), sorted in scratch. */
static int64_t window_median(const struct mastery_try *t, size_t from,
			     size_t to, int64_t *scratch)
{
	size_t n = to - from;

	for (size_t i = 0; i < n; i++)
		scratch[i] = t[from + i].ms;
	qsort(scratch, n, sizeof *scratch, cmp_ms);
	return store_median(scratch, n);
}

/* Whether a full window of `right` right answers and that median meets
 * the targets: right/window >= accuracy, in whole numbers. */
static bool meets(const struct mastery *m, int right, int64_t median)
{
	return (int64_t)right * 100 >= (int64_t)m->accuracy_pct * m->window
	       && median <= m->target_ms;
}

void mastery_judge(const struct mastery_try *t, size_t n,
		   const struct rules *r, enum skill k, struct mastery *out)
{
	size_t w;
	int64_t *scratch;
	int right = 0;
	int64_t practice = 0;

	memset(out, 0, sizeof *out);
	out->skill = k;
	out->window = rules_mastery_attempts(r);
	out->accuracy_pct = rules_mastery_accuracy(r);
	out->target_ms = skill_target_ms(r, k);
	out->seen = (int)n;
	if (n == 0)
		return;
	snprintf(out->first_at, sizeof out->first_at, "%s", t[0].at);
	w = (size_t)out->window;
	scratch = malloc((w < n ? w : n) * sizeof *scratch);
	if (scratch == NULL)
		return;
	/* Slide the window over the history: the first full one that meets
	 * the targets is when mastery was reached. */
	for (size_t i = 0; i < n; i++) {
		right += t[i].right;
		practice += t[i].ms;
		if (i >= w)
			right -= t[i - w].right;
		if (out->reached || i + 1 < w)
			continue;
		if (meets(out, right, window_median(t, i + 1 - w, i + 1,
						    scratch))) {
			out->reached = true;
			out->reached_after = (int)(i + 1);
			out->reached_practice_ms = practice;
			snprintf(out->reached_at, sizeof out->reached_at, "%s",
				 t[i].at);
		}
	}
	out->recent = (int)(n < w ? n : w);
	out->recent_right = right;
	out->recent_median_ms = window_median(t, n - (size_t)out->recent, n,
					      scratch);
	out->mastered = n >= w && meets(out, right, out->recent_median_ms);
	free(scratch);
}

/* A growable array of tries. */
struct tries {
	struct mastery_try *t;
	size_t n, cap;
};

static bool push(struct tries *a, bool right, int64_t ms, const char *at)
{
	if (a->n == a->cap) {
		size_t c = a->cap > 0 ? a->cap * 2 : 64;
		struct mastery_try *more = realloc(a->t, c * sizeof *more);

		if (more == NULL)
			return false;
		a->t = more;
		a->cap = c;
	}
	a->t[a->n].right = right;
	a->t[a->n].ms = ms;
	snprintf(a->t[a->n].at, sizeof a->t[a->n].at, "%s", at);
	a->n++;
	return true;
}

bool store_mastery(struct store *st, const char *trainee,
		   const char *scenario, const struct rules *r,
		   struct mastery out[SKILL__COUNT], struct store_error *err)
{
	struct tries by[SKILL__COUNT];
	sqlite3_stmt *q;
	bool ok = true;
	int rc = SQLITE_DONE;

	memset(by, 0, sizeof by);
	/* Right as the scoring model counts: not after a hint.  In the
	 * order they were done. */
	q = store_prepare(st, "SELECT x.skill, x.correct AND x.hint = 0, x.ms,"
			  " coalesce(x.done_at, a.started) FROM actions x"
			  " JOIN attempts a ON a.id = x.attempt JOIN trainees"
			  " t ON t.id = a.trainee WHERE t.name = ?1 AND"
			  " x.replay = 0 AND (?2 IS NULL OR a.scenario = ?2)"
			  " ORDER BY coalesce(x.done_at, a.started), a.id,"
			  " x.idx", err);
	if (q == NULL)
		return false;
	store_bind_text(q, 1, trainee);
	store_bind_text(q, 2, scenario);
	while (ok && (rc = sqlite3_step(q)) == SQLITE_ROW) {
		char key[32], at[STORE_TIME_MAX];
		enum skill k;

		store_column_text(q, 0, key, sizeof key);
		store_column_text(q, 3, at, sizeof at);
		k = skill_by_key(key);
		if (k != SKILL__COUNT)
			ok = push(&by[k], sqlite3_column_int(q, 1) != 0,
				  sqlite3_column_int64(q, 2), at);
	}
	sqlite3_finalize(q);
	if (ok && rc != SQLITE_DONE) {
		for (int k = 0; k < SKILL__COUNT; k++)
			free(by[k].t);
		return store_db_fail(st, err, _("results database"));
	}
	for (int k = 0; k < SKILL__COUNT; k++) {
		if (ok)
			mastery_judge(by[k].t, by[k].n, r, (enum skill)k,
				      &out[k]);
		free(by[k].t);
	}
	if (!ok)
		store_fail(err, "%s", strerror(ENOMEM));
	return ok;
}

bool store_latest_profile(struct store *st, const char *trainee,
			  char out[RULES_NAME_MAX], struct store_error *err)
{
	sqlite3_stmt *q;
	int rc;

	out[0] = '\0';
	q = store_prepare(st, "SELECT a.profile FROM attempts a JOIN trainees"
			  " t ON t.id = a.trainee WHERE t.name = ?1 ORDER BY"
			  " a.started DESC, a.id DESC LIMIT 1", err);
	if (q == NULL)
		return false;
	store_bind_text(q, 1, trainee);
	rc = sqlite3_step(q);
	if (rc == SQLITE_ROW)
		store_column_text(q, 0, out, RULES_NAME_MAX);
	sqlite3_finalize(q);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return store_db_fail(st, err, _("results database"));
	return true;
}

/* "2.1 s", "850 ms", "6 min". */
static void duration(int64_t ms, char *buf, size_t size)
{
	if (ms < 1000)
		snprintf(buf, size, _("%lld ms"), (long long)ms);
	else if (ms < 60000)
		snprintf(buf, size, _("%.1f s"), (double)ms / 1000.0);
	else if (ms < 3600000)
		snprintf(buf, size, _("%lld min"), (long long)(ms / 60000));
	else
		snprintf(buf, size, _("%.1f h"), (double)ms / 3600000.0);
}

/* Whole days between two ISO 8601 UTC times ("" or unreadable: -1). */
static long days_between(const char *from, const char *to)
{
	struct tm a, b;

	memset(&a, 0, sizeof a);
	memset(&b, 0, sizeof b);
	if (sscanf(from, "%4d-%2d-%2d", &a.tm_year, &a.tm_mon, &a.tm_mday) != 3
	    || sscanf(to, "%4d-%2d-%2d", &b.tm_year, &b.tm_mon,
		      &b.tm_mday) != 3)
		return -1;
	a.tm_year -= 1900;
	b.tm_year -= 1900;
	a.tm_mon--;
	b.tm_mon--;
	return (long)((timegm(&b) - timegm(&a)) / 86400);
}

void mastery_text(const struct mastery *m, char *buf, size_t size)
{
	char spent[32], median[32], target[32];
	size_t len;
	long days;

	if (m->seen == 0) {
		snprintf(buf, size, "%s", _("not tried yet"));
		return;
	}
	if (m->reached) {
		duration(m->reached_practice_ms, spent, sizeof spent);
		days = days_between(m->first_at, m->reached_at);
		len = (size_t)snprintf(buf, size,
			ngettext("mastered in %d attempt (%s of practice",
				 "mastered in %d attempts (%s of practice",
				 (unsigned long)m->reached_after),
			m->reached_after, spent);
		if (len < size && days > 0)
			len += (size_t)snprintf(buf + len, size - len,
				ngettext(", over %ld day", ", over %ld days",
					 (unsigned long)days), days);
		if (len < size)
			len += (size_t)snprintf(buf + len, size - len, ")");
		if (!m->mastered && len < size)
			snprintf(buf + len, size - len, "%s",
				 _("; below the targets lately"));
		return;
	}
	duration(m->recent_median_ms, median, sizeof median);
	duration(m->target_ms, target, sizeof target);
	len = 0;
	buf[0] = '\0';
	if (m->recent < m->window)
		len += (size_t)snprintf(buf, size,
			ngettext("%d more; ", "%d more; ",
				 (unsigned long)(m->window - m->recent)),
			m->window - m->recent);
	if (len < size)
		snprintf(buf + len, size - len,
			 _("right %d%%, needs %d%%; median %s, target %s"),
			 m->recent > 0 ? m->recent_right * 100 / m->recent : 0,
			 m->accuracy_pct, median, target);
}
