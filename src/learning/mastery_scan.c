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
 * time.  A results server keeps each login's walks apart (what a login
 * may read is his own), in its table of the same name. */
#include "config.h"

#include "learning/mastery.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "scenario/targets.h"
#include "store/store_mastery.h"

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

/* The targets of the walks as kept (one time per skill). */
static void targets_text(const struct walk k[SKILL__COUNT],
			 char out[SKILL__COUNT * 24])
{
	size_t len = 0;

	out[0] = '\0';
	for (int s = 0; s < SKILL__COUNT; s++)
		len += (size_t)snprintf(out + len, SKILL__COUNT * 24 - len,
					"%" PRId64 " ", k[s].m.target_ms);
}

/* Reading the kept walks into k. */
struct loading {
	struct walk *k;
	struct place *at;
	int rows;
	bool bad;
	bool had[SKILL__COUNT];         /* a skill's walk read */
};

static bool load_one(void *ctx, const struct store_mastery_kept *kept)
{
	struct loading *l = ctx;
	struct walk *w = &l->k[kept->skill];

	/* Two walks of one skill (two readings of one login saved at
	 * once on a server): neither is trusted. */
	if (l->had[kept->skill]) {
		l->bad = true;
		return false;
	}
	l->had[kept->skill] = true;
	w->m.seen = kept->seen;
	w->practice = kept->practice_ms;
	snprintf(w->m.first_at, sizeof w->m.first_at, "%s", kept->first_at);
	w->m.reached = kept->reached;
	w->m.reached_after = kept->reached_after;
	w->m.reached_practice_ms = kept->reached_practice_ms;
	snprintf(w->m.reached_at, sizeof w->m.reached_at, "%s",
		 kept->reached_at);
	snprintf(l->at->at, sizeof l->at->at, "%s", kept->last_at);
	l->at->attempt = kept->last_attempt;
	l->at->idx = kept->last_idx;
	if (!walk_load_text(w, kept->tail)) {
		l->bad = true;
		return false;
	}
	l->rows++;
	return true;
}

/* The kept walks of this trainee, scenario and targets, and where they
 * stopped; *found false when there are none (or they do not read). */
static bool load_kept(struct store *st, int64_t trainee, const char *sc,
		      struct walk k[SKILL__COUNT], struct place *at,
		      bool *found, struct error *err)
{
	char targets[SKILL__COUNT * 24];
	struct store_mastery_key key = {
		trainee, sc, k[0].m.window, k[0].m.accuracy_pct, targets
	};
	struct loading l = { k, at, 0, false, { false } };

	*found = false;
	targets_text(k, targets);
	if (!store_mastery_kept_each(st, &key, load_one, &l, err))
		return false;
	*found = l.rows > 0 && !l.bad; /* not found: walked again */
	return true;
}

/* Keeps the walks (a shortcut only: a failure is not the caller's). */
static void save_kept(struct store *st, int64_t trainee, const char *sc,
		      struct walk k[SKILL__COUNT], const struct place *at)
{
	char targets[SKILL__COUNT * 24];
	struct store_mastery_key key = {
		trainee, sc, k[0].m.window, k[0].m.accuracy_pct, targets
	};
	struct store_mastery_kept w[SKILL__COUNT];
	char *tails[SKILL__COUNT] = { NULL };
	struct error err;
	size_t n = 0;
	bool ok = true;

	targets_text(k, targets);
	for (int s = 0; ok && s < SKILL__COUNT; s++) {
		if (k[s].m.seen == 0)
			continue;
		walk_save_text(&k[s], &tails[s]);
		ok = tails[s] != NULL;
		memset(&w[n], 0, sizeof w[n]);
		w[n].skill = (enum skill)s;
		w[n].seen = k[s].m.seen;
		w[n].practice_ms = k[s].practice;
		snprintf(w[n].first_at, sizeof w[n].first_at, "%s",
			 k[s].m.first_at);
		w[n].reached = k[s].m.reached;
		w[n].reached_after = k[s].m.reached_after;
		w[n].reached_practice_ms = k[s].m.reached_practice_ms;
		snprintf(w[n].reached_at, sizeof w[n].reached_at, "%s",
			 k[s].m.reached_at);
		w[n].tail = tails[s];
		snprintf(w[n].last_at, sizeof w[n].last_at, "%s", at->at);
		w[n].last_attempt = at->attempt;
		w[n].last_idx = at->idx;
		n++;
	}
	if (ok)
		(void)store_mastery_kept_save(st, &key, w, n, &err);
	for (int s = 0; s < SKILL__COUNT; s++)
		free(tails[s]);
}

/* Walking on: the actions after `from`. */
struct walking {
	struct walk *k;
	struct place from, *at;
};

static void walk_one(void *ctx, const struct store_mastery_action *a)
{
	struct walking *g = ctx;
	struct place p;

	snprintf(p.at, sizeof p.at, "%s", a->at);
	p.attempt = a->attempt;
	p.idx = a->idx;
	if (g->from.attempt != 0 && place_cmp(&p, &g->from) <= 0)
		return;
	*g->at = p;
	if (a->skill != SKILL__COUNT)
		walk_step(&g->k[a->skill], a->right, a->ms, p.at);
}

/* Walks the actions after `from` (all when from->attempt is 0), in the
 * order they were done; *at becomes the last one read. */
static bool walk_on(struct store *st, int64_t trainee, const char *sc,
		    struct walk k[SKILL__COUNT], struct place *at,
		    struct error *err)
{
	struct walking g = { k, *at, at };

	return store_mastery_actions(st, trainee, g.from.attempt, sc,
				     walk_one, &g, err);
}

/* Whether every walk has seen as many actions as the aggregates count
 * (replays left out) for this trainee and scenario. */
static bool counts_agree(struct store *st, int64_t trainee, const char *sc,
			 struct walk k[SKILL__COUNT], bool *agree,
			 struct error *err)
{
	int counted[SKILL__COUNT];

	*agree = false;
	if (!store_skill_counts(st, trainee, sc, counted, err))
		return false;
	*agree = true;
	for (int s = 0; s < SKILL__COUNT; s++)
		if (counted[s] != k[s].m.seen)
			*agree = false;
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
	if (!store_trainee_find(st, trainee, &id, err))
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
