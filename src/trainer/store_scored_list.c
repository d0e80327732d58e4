/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_scored_list.c: the attempts with their scoring model, one at a
 * time (store_list_scored): what store_scoring_get and store_skills give
 * for one attempt, read for each listed attempt with statements prepared
 * once, and the mistakes counted from the aggregates (store_agg_sql.h),
 * so that listing 100,000 attempts takes constant memory and no scan of
 * their actions. */
#include "config.h"

#include "trainer/store.h"

#include <string.h>

#include "i18n.h"
#include "trainer/store_impl.h"

struct scored_list {
	struct store *st;
	sqlite3_stmt *head, *skills, *mistakes;
	bool (*each)(void *ctx, const struct store_attempt *a,
		     const struct store_scoring *sc,
		     const struct store_skill *skills, size_t n_skills);
	void *ctx;
	bool failed;
	bool unexamined;        /* the attempt has a skill not examined */
	struct store_error err;
};

/* As store_scoring_get's first query. */
static bool read_head(struct scored_list *l, int64_t id,
		      struct store_scoring *out)
{
	sqlite3_stmt *q = l->head;
	int rc;

	sqlite3_reset(q);
	sqlite3_bind_int64(q, 1, id);
	rc = sqlite3_step(q);
	if (rc == SQLITE_ROW) {
		char key[32];
		enum session_fail f;

		store_column_text(q, 0, key, sizeof key);
		f = session_fail_by_key(key);
		out->known = f != SESSION_FAIL__COUNT;
		out->fail = out->known ? f : SESSION_FAIL_NONE;
		store_column_text(q, 1, key, sizeof key);
		out->fail_skill = skill_by_key(key);
		out->critical = sqlite3_column_int(q, 2);
		out->max_critical = sqlite3_column_int(q, 3);
		out->hints = sqlite3_column_int(q, 4);
		out->free_hints = sqlite3_column_int(q, 5);
	}
	return rc == SQLITE_ROW || rc == SQLITE_DONE;
}

/* store_skills and the marks of store_scoring_get, from one query. */
static bool read_skills(struct scored_list *l, int64_t id,
			struct store_scoring *sc,
			struct store_skill out[SKILL__COUNT], size_t *n)
{
	bool have[SKILL__COUNT] = { false };
	struct store_skill got[SKILL__COUNT];
	sqlite3_stmt *q = l->skills;
	int rc;

	*n = 0;
	sqlite3_reset(q);
	sqlite3_bind_int64(q, 1, id);
	while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
		char key[32];
		enum skill k;

		store_column_text(q, 0, key, sizeof key);
		k = skill_by_key(key);
		if (sqlite3_column_type(q, 6) != SQLITE_NULL &&
		    sqlite3_column_int(q, 6) == 0)
			l->unexamined = true;
		if (k == SKILL__COUNT)
			continue;
		have[k] = true;
		memset(&got[k], 0, sizeof got[k]);
		got[k].skill = k;
		got[k].actions = sqlite3_column_int(q, 1);
		got[k].right = sqlite3_column_int(q, 2);
		got[k].accuracy = sqlite3_column_double(q, 3);
		got[k].median_ms = sqlite3_column_int64(q, 4);
		got[k].weight = sqlite3_column_int(q, 5);
		if (sqlite3_column_type(q, 6) == SQLITE_NULL)
			continue;
		sc->skill[k].known = true;
		sc->skill[k].examined = sqlite3_column_int(q, 6) != 0;
		sc->skill[k].pass_mark = sqlite3_column_int(q, 7);
		sc->skill[k].passed = sqlite3_column_int(q, 8) != 0;
		sc->skill[k].critical = sqlite3_column_int(q, 9);
		sc->skill[k].hints = sqlite3_column_int(q, 10);
	}
	for (int k = 0; k < SKILL__COUNT; k++)
		if (have[k])
			out[(*n)++] = got[k];
	return rc == SQLITE_DONE;
}

static bool read_mistakes(struct scored_list *l,
			  const struct store_attempt *a,
			  struct store_scoring *sc)
{
	sqlite3_stmt *q = l->mistakes;
	int rc;

	/* Every skill examined (or not said): all its mistakes, counted
	 * already with the attempt. */
	if (!l->unexamined) {
		sc->mistakes = a->mistakes;
		return true;
	}

	sqlite3_reset(q);
	sqlite3_bind_int64(q, 1, a->id);
	rc = sqlite3_step(q);
	if (rc == SQLITE_ROW)
		sc->mistakes = sqlite3_column_int(q, 0);
	return rc == SQLITE_ROW;
}

static bool one(void *ctx, const struct store_attempt *a)
{
	struct scored_list *l = ctx;
	struct store_skill skills[SKILL__COUNT];
	struct store_scoring sc;
	size_t n = 0;

	memset(&sc, 0, sizeof sc);
	l->unexamined = false;
	sc.fail_skill = SKILL__COUNT;
	sc.max_critical = -1;
	if (!read_head(l, a->id, &sc) ||
	    !read_skills(l, a->id, &sc, skills, &n) ||
	    !read_mistakes(l, a, &sc)) {
		store_db_fail(l->st, &l->err, _("results database"));
		l->failed = true;
		return false;
	}
	return l->each(l->ctx, a, &sc, skills, n);
}

bool store_list_scored(struct store *st, const struct store_filter *f,
		       bool (*each)(void *ctx, const struct store_attempt *a,
				    const struct store_scoring *sc,
				    const struct store_skill *skills,
				    size_t n_skills),
		       void *ctx, struct store_error *err)
{
	struct scored_list l = { .st = st, .each = each, .ctx = ctx };
	bool ok;

	l.head = store_prepare(st, "SELECT fail_reason, fail_skill, critical,"
			       " max_critical, hints, free_hints FROM attempts"
			       " WHERE id = ?1 AND fail_reason IS NOT NULL",
			       err);
	l.skills = store_prepare(st, "SELECT skill, actions, correct,"
				 " accuracy, median_ms, weight, examined,"
				 " pass_mark, passed, critical, hints FROM"
				 " attempt_skills WHERE attempt = ?1", err);
	/* The wrong actions of the skills examined (all of them when the
	 * attempt has no scoring recorded), as count_mistakes. */
	l.mistakes = store_prepare(st, "SELECT coalesce(sum(g.mistakes), 0)"
				   " FROM attempt_agg g WHERE g.attempt = ?1"
				   " AND NOT EXISTS (SELECT 1 FROM"
				   " attempt_skills s WHERE s.attempt ="
				   " g.attempt AND s.skill = g.skill AND"
				   " s.examined = 0)", err);
	ok = l.head != NULL && l.skills != NULL && l.mistakes != NULL &&
	     store_list_each(st, f, one, &l, err);
	sqlite3_finalize(l.head);
	sqlite3_finalize(l.skills);
	sqlite3_finalize(l.mistakes);
	if (l.failed)
		*err = l.err;
	return ok;
}
