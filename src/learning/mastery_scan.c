/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mastery_scan.c: judging mastery over a trainee's whole history without
 * reading it all each time.
 *
 * Time to mastery is read off the history from its first action, so the
 * plain way reads every action of the trainee (three million after
 * 100,000 attempts: seconds, for `results progress`, the Progress screen
 * and each lesson of the Lessons menu).  Here the judge runs as a walk
 * (struct walk: the sliding window's last N tries, the counts, the first
 * window that met the targets), and where the walk stopped is kept in
 * table mastery_scan, per trainee, scenario (or all) and targets; the
 * next call reads only the actions added since.  The actions of an
 * attempt resumed from before that point, or an import of older results,
 * would come behind it: so after each walk every skill's count is checked
 * against the history's aggregates, and on any difference the walk starts
 * again from the beginning.  The kept walk is only a shortcut: when it
 * cannot be written (a read-only or busy database) nothing is lost but
 * time. */
#include "config.h"

#include "learning/mastery.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "scenario/targets.h"
#include "store/store_impl.h"

/* The judge of one skill, one try at a time. */
struct walk {
	struct mastery m;
	int64_t practice;
	int right;                      /* in the window */
	size_t w, n_tail, head;         /* the window: the last w tries */
	bool *tail_right;
	int64_t *tail_ms, *scratch;
};

static int cmp_ms(const void *a, const void *b)
{
	int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;

	return (x > y) - (x < y);
}

/* Whether a full window of `right` right answers and that median meets
 * the targets: right/window >= accuracy, in whole numbers. */
static bool meets(const struct mastery *m, int right, int64_t median)
{
	return (int64_t)right * 100 >= (int64_t)m->accuracy_pct * m->window
	       && median <= m->target_ms;
}

/* The median time of the window's tries. */
static int64_t tail_median(struct walk *k)
{
	memcpy(k->scratch, k->tail_ms, k->n_tail * sizeof *k->scratch);
	qsort(k->scratch, k->n_tail, sizeof *k->scratch, cmp_ms);
	return store_median(k->scratch, k->n_tail);
}

static bool walk_init(struct walk *k, const struct rules *r, enum skill s)
{
	memset(k, 0, sizeof *k);
	k->m.skill = s;
	k->m.window = rules_mastery_attempts(r);
	k->m.accuracy_pct = rules_mastery_accuracy(r);
	k->m.target_ms = skill_target_ms(r, s);
	k->w = (size_t)k->m.window;
	k->tail_right = calloc(k->w, sizeof *k->tail_right);
	k->tail_ms = calloc(k->w, sizeof *k->tail_ms);
	k->scratch = calloc(k->w, sizeof *k->scratch);
	return k->tail_right != NULL && k->tail_ms != NULL
	       && k->scratch != NULL;
}

static void walk_free(struct walk *k)
{
	free(k->tail_right);
	free(k->tail_ms);
	free(k->scratch);
}

/* The try after the others: the window slides over it, and the first
 * full window that meets the targets is when mastery was reached. */
static void walk_step(struct walk *k, bool right, int64_t ms, const char *at)
{
	size_t slot;

	if (k->m.seen == 0)
		snprintf(k->m.first_at, sizeof k->m.first_at, "%s", at);
	k->m.seen++;
	k->practice += ms;
	if (k->n_tail < k->w) {
		slot = (k->head + k->n_tail) % k->w;
		k->n_tail++;
	} else {
		slot = k->head;
		k->right -= k->tail_right[slot];
		k->head = (k->head + 1) % k->w;
	}
	k->tail_right[slot] = right;
	k->tail_ms[slot] = ms;
	k->right += right;
	if (!k->m.reached && k->n_tail == k->w &&
	    meets(&k->m, k->right, tail_median(k))) {
		k->m.reached = true;
		k->m.reached_after = k->m.seen;
		k->m.reached_practice_ms = k->practice;
		snprintf(k->m.reached_at, sizeof k->m.reached_at, "%s", at);
	}
}

/* The figures of the last window (or the fewer tries there are). */
static void walk_end(struct walk *k, struct mastery *out)
{
	*out = k->m;
	if (k->m.seen == 0)
		return;
	out->recent = (int)k->n_tail;
	out->recent_right = k->right;
	out->recent_median_ms = tail_median(k);
	out->mastered = k->n_tail == k->w &&
			meets(out, k->right, out->recent_median_ms);
}

void mastery_judge(const struct mastery_try *t, size_t n,
		   const struct rules *r, enum skill k, struct mastery *out)
{
	struct walk w;

	memset(out, 0, sizeof *out);
	if (!walk_init(&w, r, k)) {
		walk_free(&w);
		out->skill = k;
		return;
	}
	for (size_t i = 0; i < n; i++)
		walk_step(&w, t[i].right, t[i].ms, t[i].at);
	walk_end(&w, out);
	walk_free(&w);
}

/* Where a walk stopped: the order key of the last action read. */
struct place {
	char at[STORE_TIME_MAX];
	int64_t attempt, idx;
};

static int place_cmp(const struct place *a, const struct place *b)
{
	int c = strcmp(a->at, b->at);

	if (c != 0)
		return c;
	if (a->attempt != b->attempt)
		return a->attempt < b->attempt ? -1 : 1;
	return (a->idx > b->idx) - (a->idx < b->idx);
}

/* A walk as kept: its counts and its window, "right ms" pairs oldest
 * first.  The times are text as stored (ISO 8601). */
static void walk_save_text(const struct walk *k, char **out)
{
	size_t cap = 64 + k->n_tail * 24, len = 0;
	char *s = malloc(cap);

	*out = s;
	if (s == NULL)
		return;
	for (size_t i = 0; i < k->n_tail; i++) {
		size_t slot = (k->head + i) % k->w;

		len += (size_t)snprintf(s + len, cap - len, "%s%d %" PRId64,
					i == 0 ? "" : ",",
					k->tail_right[slot] ? 1 : 0,
					k->tail_ms[slot]);
	}
	s[len] = '\0';
}

static bool walk_load_text(struct walk *k, const char *text)
{
	const char *p = text;

	while (*p != '\0') {
		char *end;
		long right = strtol(p, &end, 10);
		long long ms;

		if (end == p || (right != 0 && right != 1) || *end != ' ')
			return false;
		p = end + 1;
		ms = strtoll(p, &end, 10);
		if (end == p || k->n_tail == k->w)
			return false;
		k->tail_right[k->n_tail] = right == 1;
		k->tail_ms[k->n_tail] = ms;
		k->right += right == 1;
		k->n_tail++;
		p = *end == ',' ? end + 1 : end;
		if (*end != ',' && *end != '\0')
			return false;
	}
	return true;
}

/* The kept walks of this trainee, scenario and targets, and where they
 * stopped; *found false when there are none (or they do not read). */
static bool load_kept(struct store *st, int64_t trainee, const char *sc,
		      struct walk k[SKILL__COUNT], struct place *at,
		      bool *found, struct error *err)
{
	sqlite3_stmt *q = store_prepare(st,
		"SELECT skill, seen, practice_ms, first_at, reached,"
		" reached_after, reached_practice_ms, reached_at, tail,"
		" last_at, last_attempt, last_idx FROM mastery_scan"
		" WHERE trainee = ?1 AND scenario = ?2 AND span = ?3"
		" AND accuracy = ?4 AND targets = ?5", err);
	char targets[SKILL__COUNT * 24] = "", key[32], tail[32768];
	size_t len = 0;
	int rc, rows = 0;

	*found = false;
	if (q == NULL)
		return false;
	for (int s = 0; s < SKILL__COUNT; s++)
		len += (size_t)snprintf(targets + len, sizeof targets - len,
					"%" PRId64 " ", k[s].m.target_ms);
	sqlite3_bind_int64(q, 1, trainee);
	store_bind_text(q, 2, sc != NULL ? sc : "");
	sqlite3_bind_int(q, 3, k[0].m.window);
	sqlite3_bind_int(q, 4, k[0].m.accuracy_pct);
	store_bind_text(q, 5, targets);
	while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
		struct walk *w;
		enum skill s;

		store_column_text(q, 0, key, sizeof key);
		s = skill_by_key(key);
		if (s == SKILL__COUNT)
			continue;
		w = &k[s];
		w->m.seen = sqlite3_column_int(q, 1);
		w->practice = sqlite3_column_int64(q, 2);
		store_column_text(q, 3, w->m.first_at, sizeof w->m.first_at);
		w->m.reached = sqlite3_column_int(q, 4) != 0;
		w->m.reached_after = sqlite3_column_int(q, 5);
		w->m.reached_practice_ms = sqlite3_column_int64(q, 6);
		store_column_text(q, 7, w->m.reached_at,
				  sizeof w->m.reached_at);
		store_column_text(q, 8, tail, sizeof tail);
		store_column_text(q, 9, at->at, sizeof at->at);
		at->attempt = sqlite3_column_int64(q, 10);
		at->idx = sqlite3_column_int64(q, 11);
		if (!walk_load_text(w, tail)) {
			sqlite3_finalize(q);
			return true;    /* not found: walked again */
		}
		rows++;
	}
	sqlite3_finalize(q);
	if (rc != SQLITE_DONE)
		return store_db_fail(st, err, _("results database"));
	*found = rows > 0;
	return true;
}

/* Keeps the walks (a shortcut only: a failure is not the caller's). */
static void save_kept(struct store *st, int64_t trainee, const char *sc,
		      struct walk k[SKILL__COUNT], const struct place *at)
{
	char targets[SKILL__COUNT * 24] = "";
	struct error err;
	sqlite3_stmt *q;
	size_t len = 0;
	bool ok = true;

	for (int s = 0; s < SKILL__COUNT; s++)
		len += (size_t)snprintf(targets + len, sizeof targets - len,
					"%" PRId64 " ", k[s].m.target_ms);
	if (!store_begin(st, &err))
		return;
	q = store_prepare(st, "DELETE FROM mastery_scan WHERE trainee = ?1"
			  " AND scenario = ?2", &err);
	if (q == NULL) {
		store_rollback(st);
		return;
	}
	sqlite3_bind_int64(q, 1, trainee);
	store_bind_text(q, 2, sc != NULL ? sc : "");
	ok = sqlite3_step(q) == SQLITE_DONE;
	sqlite3_finalize(q);
	q = ok ? store_prepare(st, "INSERT INTO mastery_scan (trainee,"
			       " scenario, span, accuracy, targets, skill,"
			       " seen, practice_ms, first_at, reached,"
			       " reached_after, reached_practice_ms,"
			       " reached_at, tail, last_at, last_attempt,"
			       " last_idx) VALUES (?1, ?2, ?3, ?4, ?5, ?6,"
			       " ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15,"
			       " ?16, ?17)", &err) : NULL;
	for (int s = 0; ok && q != NULL && s < SKILL__COUNT; s++) {
		char *tail;

		if (k[s].m.seen == 0)
			continue;
		walk_save_text(&k[s], &tail);
		if (tail == NULL) {
			ok = false;
			break;
		}
		sqlite3_reset(q);
		sqlite3_bind_int64(q, 1, trainee);
		store_bind_text(q, 2, sc != NULL ? sc : "");
		sqlite3_bind_int(q, 3, k[s].m.window);
		sqlite3_bind_int(q, 4, k[s].m.accuracy_pct);
		store_bind_text(q, 5, targets);
		store_bind_text(q, 6, skill_key((enum skill)s));
		sqlite3_bind_int(q, 7, k[s].m.seen);
		sqlite3_bind_int64(q, 8, k[s].practice);
		store_bind_text(q, 9, k[s].m.first_at);
		sqlite3_bind_int(q, 10, k[s].m.reached);
		sqlite3_bind_int(q, 11, k[s].m.reached_after);
		sqlite3_bind_int64(q, 12, k[s].m.reached_practice_ms);
		store_bind_text(q, 13, k[s].m.reached_at);
		store_bind_text(q, 14, tail);
		store_bind_text(q, 15, at->at);
		sqlite3_bind_int64(q, 16, at->attempt);
		sqlite3_bind_int64(q, 17, at->idx);
		ok = sqlite3_step(q) == SQLITE_DONE;
		free(tail);
	}
	sqlite3_finalize(q);
	if (ok && q != NULL)
		store_commit(st, &err);
	else
		store_rollback(st);
}

/* Walks the actions after `from` (all when from->attempt is 0), in the
 * order they were done; *at becomes the last one read. */
static bool walk_on(struct store *st, int64_t trainee, const char *sc,
		    struct walk k[SKILL__COUNT], struct place *at,
		    struct error *err)
{
	/* Only attempts from the last one read on: the rowid range keeps
	 * an up-to-date walk to a few rows. */
	sqlite3_stmt *q = store_prepare(st,
		"SELECT x.skill, x.correct AND x.hint = 0, x.ms,"
		" coalesce(x.done_at, a.started), a.id, x.idx FROM attempts a"
		" JOIN actions x ON x.attempt = a.id WHERE a.trainee = ?1"
		" AND a.id >= ?2 AND x.replay = 0 AND (?3 IS NULL OR"
		" a.scenario = ?3) ORDER BY coalesce(x.done_at, a.started),"
		" a.id, x.idx", err);
	const struct place from = *at;
	int rc;

	if (q == NULL)
		return false;
	sqlite3_bind_int64(q, 1, trainee);
	sqlite3_bind_int64(q, 2, from.attempt);
	store_bind_text(q, 3, sc);
	while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
		struct place p;
		char key[32];
		enum skill s;

		store_column_text(q, 3, p.at, sizeof p.at);
		p.attempt = sqlite3_column_int64(q, 4);
		p.idx = sqlite3_column_int64(q, 5);
		if (from.attempt != 0 && place_cmp(&p, &from) <= 0)
			continue;
		*at = p;
		store_column_text(q, 0, key, sizeof key);
		s = skill_by_key(key);
		if (s != SKILL__COUNT)
			walk_step(&k[s], sqlite3_column_int(q, 1) != 0,
				  sqlite3_column_int64(q, 2), p.at);
	}
	sqlite3_finalize(q);
	if (rc != SQLITE_DONE)
		return store_db_fail(st, err, _("results database"));
	return true;
}

/* Whether every walk has seen as many actions as the aggregates count
 * (replays left out) for this trainee and scenario. */
static bool counts_agree(struct store *st, int64_t trainee, const char *sc,
			 struct walk k[SKILL__COUNT], bool *agree,
			 struct error *err)
{
	sqlite3_stmt *q = store_prepare(st, sc == NULL
		? "SELECT skill, actions FROM skill_agg WHERE trainee = ?1"
		: "SELECT g.skill, sum(g.actions) FROM attempts a JOIN"
		  " attempt_agg g ON g.attempt = a.id WHERE a.trainee = ?1"
		  " AND a.scenario = ?2 AND g.skill <> '*' GROUP BY g.skill",
		err);
	int counted[SKILL__COUNT] = { 0 };
	int rc;

	*agree = false;
	if (q == NULL)
		return false;
	sqlite3_bind_int64(q, 1, trainee);
	if (sc != NULL)
		store_bind_text(q, 2, sc);
	while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
		char key[32];
		enum skill s;

		store_column_text(q, 0, key, sizeof key);
		s = skill_by_key(key);
		if (s != SKILL__COUNT)
			counted[s] = sqlite3_column_int(q, 1);
	}
	sqlite3_finalize(q);
	if (rc != SQLITE_DONE)
		return store_db_fail(st, err, _("results database"));
	*agree = true;
	for (int s = 0; s < SKILL__COUNT; s++)
		if (counted[s] != k[s].m.seen)
			*agree = false;
	return true;
}

static bool trainee_id(struct store *st, const char *name, int64_t *id,
		       struct error *err)
{
	sqlite3_stmt *q = store_prepare(st, "SELECT id FROM trainees WHERE"
					" name = ?1", err);
	int rc;

	*id = 0;
	if (q == NULL)
		return false;
	store_bind_text(q, 1, name);
	rc = sqlite3_step(q);
	if (rc == SQLITE_ROW)
		*id = sqlite3_column_int64(q, 0);
	sqlite3_finalize(q);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return store_db_fail(st, err, _("results database"));
	return true;
}

static bool walks_init(struct walk k[SKILL__COUNT], const struct rules *r)
{
	bool ok = true;

	for (int s = 0; s < SKILL__COUNT; s++)
		ok = walk_init(&k[s], r, (enum skill)s) && ok;
	return ok;
}

static void walks_free(struct walk k[SKILL__COUNT])
{
	for (int s = 0; s < SKILL__COUNT; s++)
		walk_free(&k[s]);
}

bool store_mastery(struct store *st, const char *trainee,
		   const char *scenario, const struct rules *r,
		   struct mastery out[SKILL__COUNT], struct error *err)
{
	struct walk k[SKILL__COUNT];
	struct place at = { "", 0, 0 }, kept_at;
	bool found = false, agree = false, ok;
	int64_t id;

	memset(out, 0, SKILL__COUNT * sizeof *out);
	if (!trainee_id(st, trainee, &id, err))
		return false;
	ok = walks_init(k, r);
	if (ok && id != 0)
		ok = load_kept(st, id, scenario, k, &at, &found, err);
	kept_at = at;
	if (ok && id != 0 && found)
		ok = walk_on(st, id, scenario, k, &at, err) &&
		     counts_agree(st, id, scenario, k, &agree, err);
	if (ok && id != 0 && !agree) {
		/* First time, or the history changed behind the kept walk:
		 * from the beginning. */
		walks_free(k);
		ok = walks_init(k, r);
		at = (struct place){ "", 0, 0 };
		ok = ok && walk_on(st, id, scenario, k, &at, err);
	}
	if (ok && id != 0 && (!found || !agree || place_cmp(&at, &kept_at)))
		save_kept(st, id, scenario, k, &at);
	for (int s = 0; ok && s < SKILL__COUNT; s++)
		walk_end(&k[s], &out[s]);
	if (!ok && err->message[0] == '\0')
		error_set(err, "%s", strerror(ENOMEM));
	walks_free(k);
	return ok;
}
