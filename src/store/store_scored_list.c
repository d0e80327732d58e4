/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_scored_list.c: the attempts with their scoring model, one at a
 * time (store_list_scored): what store_scoring_get and store_skills give
 * for one attempt, and the mistakes the aggregates counted
 * (store_agg_sql.h: every skill's, as the summary counts), so that
 * listing 100,000 attempts takes constant memory and no scan of their
 * actions.
 *
 * Two statements go side by side in the same order (the attempts'
 * listing order, a total one): the attempts, one row each, and their
 * skills' rows.  One joined statement would repeat the attempt's 29
 * columns on each of its skills' rows, which made SQLite's work three
 * times what it is (`results list` of 100,000 attempts; bench/README).
 * Both run in one read transaction, so they see the same rows; on a
 * results server, two cursors side by side (server/remote_store.c). */
#include "config.h"

#include "store/store.h"

#include <string.h>

#include "i18n.h"
#include "store/store_impl.h"
#include "store/store_sql.h"

/* The attempt being gathered: one row per skill of attempt_skills. */
struct scored_list {
	struct store_attempt a;
	struct store_scoring sc;
	bool have[SKILL__COUNT];
	struct store_skill got[SKILL__COUNT];
};

#define HEAD STORE_ATTEMPT_NCOLS                /* scoring columns */
#define SKILL 1                 /* attempt_skills' (after the attempt) */

/* As store_scoring_get's first query. */
static void read_head(struct scored_list *l, struct store_sql *q)
{
	struct store_scoring *out = &l->sc;
	char key[32];
	enum session_fail f;

	memset(out, 0, sizeof *out);
	out->fail_skill = SKILL__COUNT;
	out->max_critical = -1;
	memset(l->have, 0, sizeof l->have);
	if (store_sql_is_null(q, HEAD))
		return;
	store_sql_text(q, HEAD, key, sizeof key);
	f = session_fail_by_key(key);
	out->known = f != SESSION_FAIL__COUNT;
	out->fail = out->known ? f : SESSION_FAIL_NONE;
	store_sql_text(q, HEAD + 1, key, sizeof key);
	out->fail_skill = skill_by_key(key);
	out->critical = store_sql_int(q, HEAD + 2);
	out->max_critical = (int)store_max_critical_of_row(q, HEAD + 3);
	out->hints = store_sql_int(q, HEAD + 4);
	out->free_hints = store_sql_int(q, HEAD + 5);
}

/* A row of attempt_skills: store_skills' counts and store_scoring_get's
 * marks.  Not the accuracy, median time, weight or hints, which no
 * listing shows: four columns fewer on each of 600,000 rows. */
static void read_skill(struct scored_list *l, struct store_sql *q)
{
	struct store_skill_scoring *m;
	char key[32];
	enum skill k;

	store_sql_text(q, SKILL, key, sizeof key);
	k = skill_by_key(key);
	if (k == SKILL__COUNT)
		return;
	l->have[k] = true;
	memset(&l->got[k], 0, sizeof l->got[k]);
	l->got[k].skill = k;
	l->got[k].actions = store_sql_int(q, SKILL + 1);
	l->got[k].right = store_sql_int(q, SKILL + 2);
	if (store_sql_is_null(q, SKILL + 3))
		return;
	m = &l->sc.skill[k];
	m->known = true;
	m->examined = store_sql_int(q, SKILL + 3) != 0;
	m->pass_mark = store_sql_int(q, SKILL + 4);
	m->passed = store_sql_int(q, SKILL + 5) != 0;
	m->critical = store_sql_int(q, SKILL + 6);
}

/* The skills' rows of the attempts in the listing's order: the
 * attempt's id, then the columns read_skill reads. */
#define SKILLS_SELECT                                                      \
	"SELECT a.id, s.skill, s.actions, s.correct, s.examined,"          \
	" s.pass_mark, s.passed, s.critical"                               \
	" FROM attempts a JOIN trainees t ON t.id = a.trainee"             \
	" JOIN attempt_skills s ON s.attempt = a.id"

/* Reads into l the skills' rows of the attempt l->a from q, which is on
 * its next row (*rc the last step's code): the rows of attempts the
 * listing has passed are none (the same order), so q stops at the
 * first row of another attempt. */
static void read_skills(struct scored_list *l, struct store_sql *q, int *rc,
			struct error *err)
{
	while (*rc == STORE_SQL_ROW && store_sql_int64(q, 0) == l->a.id) {
		read_skill(l, q);
		*rc = store_sql_step(q, err);
	}
}

static bool list_scored(struct store_sql *q, struct store_sql *qs,
			struct scored_list *l,
			bool (*each)(void *ctx, const struct store_attempt *a,
				     const struct store_scoring *sc,
				     const struct store_skill *skills,
				     size_t n_skills),
			void *ctx, struct error *err)
{
	struct store_skill skills[SKILL__COUNT];
	int rc, rcs = STORE_SQL_ROW;
	bool first = true;
	size_t n;

	while ((rc = store_sql_step(q, err)) == STORE_SQL_ROW) {
		store_read_attempt(q, &l->a);
		read_head(l, q);
		if (first) {
			/* Stepped once the attempts' statement holds the
			 * read transaction: the skills' one shares it. */
			rcs = store_sql_step(qs, err);
			first = false;
		}
		read_skills(l, qs, &rcs, err);
		if (rcs == STORE_SQL_FAIL)
			return false;
		n = 0;
		for (int k = 0; k < SKILL__COUNT; k++)
			if (l->have[k])
				skills[n++] = l->got[k];
		l->sc.mistakes = l->a.mistakes;
		if (!each(ctx, &l->a, &l->sc, skills, n)) {
			error_set(err, "%s", _("stopped"));
			return false;
		}
	}
	return rc == STORE_SQL_DONE;
}

bool store_list_scored(struct store *st, const struct store_filter *f,
		       bool (*each)(void *ctx, const struct store_attempt *a,
				    const struct store_scoring *sc,
				    const struct store_skill *skills,
				    size_t n_skills),
		       void *ctx, struct error *err)
{
	struct scored_list l;
	struct store_sql *q, *qs = NULL;
	bool ok = false;

	q = store_sql_prepare(st, STORE_ATTEMPT_FILTERED(f,
			      STORE_ATTEMPT_SELECT ", a.fail_reason,"
			      " a.fail_skill, a.critical, a.max_critical,"
			      " a.hints, a.free_hints" STORE_ATTEMPT_FROM,
			      " ORDER BY a.started, a.id"), err);
	if (q != NULL)
		qs = store_sql_prepare(st, STORE_ATTEMPT_FILTERED(f,
				       SKILLS_SELECT,
				       " ORDER BY a.started, a.id"), err);
	if (qs != NULL) {
		store_bind_filter(q, f);
		store_bind_filter(qs, f);
		ok = list_scored(q, qs, &l, each, ctx, err);
	}
	store_sql_free(qs);
	store_sql_free(q);
	return ok;
}
