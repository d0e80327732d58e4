/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_progress.c: a trainee's progress read from the aggregates
 * (store_agg_sql.h): accuracy and median time per skill per day or
 * attempt, the latest attempts of each skill, the weakest skills, and
 * the situations got wrong most.  A few rows per day, attempt or skill,
 * however long the history. */
#include "config.h"

#include "store/store.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "store/store_impl.h"
#include "store/store_sql.h"

static bool out_of_memory(struct error *err)
{
	error_set(err, "%s", strerror(ENOMEM));
	return false;
}

/* Copies src, cut to fit. */
static void copy_cut(char *dst, size_t size, const char *src)
{
	size_t n = strlen(src);

	if (n >= size)
		n = size - 1;
	memcpy(dst, src, n);
	dst[n] = '\0';
}

/* Column i as a skill key; SKILL__COUNT for one this build does not know
 * (a newer program's), which the caller skips. */
static enum skill column_skill(struct store_sql *q, int i)
{
	char key[32];

	store_sql_text(q, i, key, sizeof key);
	return skill_by_key(key);
}

/* The points of q: label, attempt, skill, actions, right, hints,
 * median; *out malloc'd. */
static bool read_points(struct store_sql *q, struct store_point **out,
			size_t *n, struct error *err)
{
	struct store_point *items = NULL;
	size_t cap = 0;
	int rc;

	*out = NULL;
	*n = 0;
	while ((rc = store_sql_step(q, err)) == STORE_SQL_ROW) {
		struct store_point *p;
		enum skill k = column_skill(q, 2);

		if (k == SKILL__COUNT)
			continue;
		if (*n == cap) {
			size_t c = cap > 0 ? cap * 2 : 64;
			struct store_point *more = realloc(items,
							   c * sizeof *more);

			if (more == NULL) {
				store_sql_free(q);
				free(items);
				*n = 0;
				return out_of_memory(err);
			}
			items = more;
			cap = c;
		}
		p = &items[(*n)++];
		memset(p, 0, sizeof *p);
		store_sql_text(q, 0, p->label, sizeof p->label);
		p->attempt = store_sql_int64(q, 1);
		p->skill = k;
		p->actions = store_sql_int(q, 3);
		p->right = store_sql_int(q, 4);
		p->hints = store_sql_int(q, 5);
		p->median_ms = store_sql_int64(q, 6);
		p->accuracy = p->actions > 0 ? (double)p->right / p->actions
					     : 0.0;
	}
	store_sql_free(q);
	if (rc != STORE_SQL_DONE) {
		free(items);
		*n = 0;
		return false;
	}
	*out = items;
	return true;
}

#define TRAINEE_ID "(SELECT id FROM trainees WHERE name = ?1)"

bool store_progress(struct store *st, const char *trainee,
		    enum store_bucket by, struct store_point **out, size_t *n,
		    struct error *err)
{
	struct store_sql *q;

	*out = NULL;
	*n = 0;
	/* In time order, then by skill key, as the actions were grouped. */
	q = store_sql_prepare(st, by == STORE_BY_DAY
		? "SELECT day, 0, skill, actions, correct, hints, median_ms"
		  " FROM day_agg WHERE trainee = " TRAINEE_ID
		  " ORDER BY day, skill"
		: "SELECT a.started, g.attempt, g.skill, g.actions,"
		  " g.correct, g.hints, g.median_ms FROM attempts a JOIN"
		  " attempt_agg g ON g.attempt = a.id WHERE a.trainee = "
		  TRAINEE_ID " AND g.skill <> '*'"
		  " ORDER BY a.started, a.id, g.skill", err);
	if (q == NULL)
		return false;
	store_sql_bind_text(q, 1, trainee);
	return read_points(q, out, n, err);
}

bool store_progress_recent(struct store *st, const char *trainee,
			   int per_skill, struct store_point **out, size_t *n,
			   struct error *err)
{
	struct store_sql *q;

	*out = NULL;
	*n = 0;
	/* The newest per_skill attempts of each skill (the trainee's
	 * attempts by start walked backwards), then put back in time
	 * order. */
	q = store_sql_prepare(st, "SELECT a.started, g.attempt, g.skill,"
			  " g.actions, g.correct, g.hints, g.median_ms FROM"
			  " skill_agg k JOIN attempt_agg g ON g.skill = k.skill"
			  " AND g.attempt IN (SELECT b.id FROM attempts b JOIN"
			  " attempt_agg h ON h.attempt = b.id AND"
			  " h.skill = k.skill WHERE b.trainee = k.trainee"
			  " ORDER BY b.started DESC, b.id DESC LIMIT ?2)"
			  " JOIN attempts a ON a.id = g.attempt"
			  " WHERE k.trainee = " TRAINEE_ID
			  " ORDER BY a.started, a.id, g.skill", err);
	if (q == NULL)
		return false;
	store_sql_bind_text(q, 1, trainee);
	store_sql_bind_int(q, 2, per_skill);
	return read_points(q, out, n, err);
}

static int weaker_first(const void *pa, const void *pb)
{
	const struct store_skill *a = pa, *b = pb;

	if (a->accuracy != b->accuracy)
		return a->accuracy < b->accuracy ? -1 : 1;
	if (a->median_ms != b->median_ms)
		return a->median_ms > b->median_ms ? -1 : 1;
	return (int)a->skill - (int)b->skill;
}

bool store_weakest(struct store *st, const char *trainee, int min_actions,
		   struct store_skill out[SKILL__COUNT], size_t *n,
		   struct error *err)
{
	struct store_sql *q;
	int rc;

	*n = 0;
	/* Right as the scoring model counts: not after a hint. */
	q = store_sql_prepare(st, "SELECT skill, actions, correct, median_ms,"
			      " hints FROM skill_agg WHERE trainee = "
			      TRAINEE_ID " ORDER BY skill", err);
	if (q == NULL)
		return false;
	store_sql_bind_text(q, 1, trainee);
	while ((rc = store_sql_step(q, err)) == STORE_SQL_ROW &&
	       *n < SKILL__COUNT) {
		enum skill k = column_skill(q, 0);
		struct store_skill *cur;

		if (k == SKILL__COUNT)
			continue;
		cur = &out[(*n)++];
		memset(cur, 0, sizeof *cur);
		cur->skill = k;
		cur->weight = 1;
		cur->actions = store_sql_int(q, 1);
		cur->right = store_sql_int(q, 2);
		cur->median_ms = store_sql_int64(q, 3);
		cur->hints = store_sql_int(q, 4);
		cur->accuracy = cur->actions > 0
			? (double)cur->right / cur->actions : 0.0;
	}
	store_sql_free(q);
	if (rc == STORE_SQL_FAIL) {
		*n = 0;
		return false;
	}
	/* Too few actions say nothing yet. */
	for (size_t i = 0; i < *n;) {
		if (out[i].actions < min_actions) {
			out[i] = out[--*n];
			continue;
		}
		i++;
	}
	qsort(out, *n, sizeof *out, weaker_first);
	return true;
}

bool store_weak_spots(struct store *st, const char *trainee, size_t max,
		      struct store_spot **out, size_t *n,
		      struct error *err)
{
	struct store_spot *items;
	struct store_sql *q;
	int rc;

	*out = NULL;
	*n = 0;
	items = calloc(max > 0 ? max : 1, sizeof *items);
	if (items == NULL)
		return out_of_memory(err);
	/* Per coup of a scenario: every mistake, the right answers given
	 * there after the last one (a spot made good fades, as in spaced
	 * repetition), and the last mistake's action and article. */
	/* A spot whose mistakes have no time sorts after those that
	 * have one, on both back ends (SQLite puts NULL last when sorting
	 * down, PostgreSQL first). */
	q = store_sql_prepare(st, "SELECT scenario, sha, coup, mistakes, last,"
			      " since, expected_key, article, skill FROM spots"
			      " WHERE trainee = " TRAINEE_ID " AND mistakes > 0"
			      " ORDER BY mistakes - since DESC, last IS NULL,"
			      " last DESC, scenario, coup LIMIT ?2", err);
	if (q == NULL) {
		free(items);
		return false;
	}
	store_sql_bind_text(q, 1, trainee);
	store_sql_bind_int(q, 2, (int64_t)max);
	while ((rc = store_sql_step(q, err)) == STORE_SQL_ROW && *n < max) {
		struct store_spot *sp = &items[(*n)++];
		char text[STORE_KEY_MAX + SESSION_ARTICLE_MAX + 40];
		bool whole = !store_sql_is_null(q, 6) &&
			     !store_sql_is_null(q, 7) &&
			     !store_sql_is_null(q, 8);

		store_sql_text(q, 0, sp->scenario, sizeof sp->scenario);
		store_sql_text(q, 1, sp->sha256, sizeof sp->sha256);
		sp->coup = store_sql_int(q, 2);
		sp->mistakes = store_sql_int(q, 3);
		store_sql_text(q, 4, sp->last_mistake,
			       sizeof sp->last_mistake);
		sp->right_since = store_sql_int(q, 5);
		sp->skill = SKILL__COUNT;
		/* As the old query: nothing when a part is missing. */
		if (!whole)
			continue;
		store_sql_text(q, 6, text, sizeof text);
		copy_cut(sp->expected_key, sizeof sp->expected_key, text);
		store_sql_text(q, 7, text, sizeof text);
		copy_cut(sp->article, sizeof sp->article, text);
		store_sql_text(q, 8, text, sizeof text);
		sp->skill = skill_by_key(text);
	}
	store_sql_free(q);
	if (rc == STORE_SQL_FAIL) {
		free(items);
		*n = 0;
		return false;
	}
	*out = items;
	return true;
}
