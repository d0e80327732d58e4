/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_trainee.c: a class's members for the teacher's views; see
 * store_trainee.h.  Each view is one statement: its rows come by member
 * (then by skill), and are gathered here into one member at a time. */
#include "config.h"

#include "store/store_trainee.h"

#include <string.h>

#include "i18n.h"
#include "store/store_impl.h"
#include "store/store_outcome.h"
#include "store/store_sql.h"

/* The newest attempt of each member, its figures from the aggregates
 * (one row per skill), its last mistake and its last action.  A class
 * without members is one row without a member; no class, no row. */
#define NEWEST_SQL                                                         \
	"SELECT m.trainee, coalesce(m.login, ''), " STORE_ATTEMPT_COLUMNS  \
	", g.skill, g.actions, g.mistakes,"                                \
	" (SELECT coalesce(nullif(x.expected_text, ''), x.expected_key)"   \
	"  FROM actions x WHERE x.attempt = a.id AND x.replay = 0"         \
	"  AND x.correct = 0 ORDER BY x.idx DESC LIMIT 1),"                \
	" (SELECT x.article FROM actions x WHERE x.attempt = a.id"         \
	"  AND x.replay = 0 AND x.correct = 0 ORDER BY x.idx DESC"         \
	"  LIMIT 1),"                                                      \
	" (SELECT max(x.done_at) FROM actions x WHERE x.attempt = a.id)"   \
	" FROM classes cl LEFT JOIN class_members m ON m.class = cl.id"    \
	" LEFT JOIN attempts_shown a ON a.id = (SELECT b.id FROM attempts" \
	"  b JOIN trainees u ON u.id = b.trainee WHERE u.name = m.trainee" \
	"  ORDER BY b.started DESC, b.id DESC LIMIT 1)"                    \
	" LEFT JOIN trainees t ON t.id = a.trainee"                        \
	" LEFT JOIN attempt_agg c ON c.attempt = a.id AND c.skill = '*'"   \
	" LEFT JOIN attempt_agg g ON g.attempt = a.id AND g.skill <> '*'"  \
	" WHERE cl.name = ?1 ORDER BY m.trainee, g.skill"
#define NEWEST_SKILL (2 + STORE_ATTEMPT_NCOLS)

/* A member's row of a skill: its counts (right as given: the actions
 * less the mistakes). */
static void add_skill(struct store_sql *q, int col, int actions[SKILL__COUNT],
		      int right[SKILL__COUNT])
{
	char key[32];
	enum skill k;

	if (store_sql_is_null(q, col))
		return;
	store_sql_text(q, col, key, sizeof key);
	k = skill_by_key(key);
	if (k >= SKILL__COUNT)
		return;
	actions[k] = store_sql_int(q, col + 1);
	right[k] = actions[k] - store_sql_int(q, col + 2);
}

/* Steps q through one class's rows: member by member (the rows of one
 * member together), calling start on a member's first row and add on
 * each of his rows, and end when he is complete (false stops). */
struct member_walk {
	void (*start)(void *w, struct store_sql *q);
	void (*add)(void *w, struct store_sql *q);
	bool (*end)(void *w);
	void *w;
	const char *name;               /* the member's, in w */
};

static bool walk_members(struct store_sql *q, struct member_walk *w,
			 bool *found, struct error *err)
{
	char name[STORE_NAME_MAX];
	bool open = false;
	int rc;

	*found = false;
	while ((rc = store_sql_step(q, err)) == STORE_SQL_ROW) {
		*found = true;
		if (store_sql_is_null(q, 0))    /* a class without members */
			continue;
		store_sql_text(q, 0, name, sizeof name);
		if (open && strcmp(name, w->name) != 0) {
			open = false;
			if (!w->end(w->w))
				return true;
		}
		if (!open) {
			w->start(w->w, q);
			open = true;
		}
		w->add(w->w, q);
	}
	if (rc != STORE_SQL_DONE)
		return false;
	if (open)
		(void)w->end(w->w);
	return true;
}

struct newest_walk {
	struct store_member_newest m;
	bool (*each)(void *ctx, const struct store_member_newest *m);
	void *ctx;
};

static void newest_start(void *p, struct store_sql *q)
{
	struct store_member_newest *m = &((struct newest_walk *)p)->m;

	memset(m, 0, sizeof *m);
	store_sql_text(q, 0, m->trainee, sizeof m->trainee);
	store_sql_text(q, 1, m->login, sizeof m->login);
	m->has_attempt = !store_sql_is_null(q, 2);
	if (!m->has_attempt)
		return;
	store_read_attempt_at(q, 2, &m->a);
	store_sql_text(q, NEWEST_SKILL + 3, m->mistake, sizeof m->mistake);
	store_sql_text(q, NEWEST_SKILL + 4, m->article, sizeof m->article);
	store_sql_text(q, NEWEST_SKILL + 5, m->last_action,
		       sizeof m->last_action);
}

static void newest_add(void *p, struct store_sql *q)
{
	struct store_member_newest *m = &((struct newest_walk *)p)->m;

	add_skill(q, NEWEST_SKILL, m->skill_actions, m->skill_right);
}

static bool newest_end(void *p)
{
	struct newest_walk *w = p;

	return w->each(w->ctx, &w->m);
}

bool store_class_newest(struct store *st, const char *cls,
			bool (*each)(void *ctx,
				     const struct store_member_newest *m),
			void *ctx, bool *found, struct error *err)
{
	struct newest_walk nw = { .each = each, .ctx = ctx };
	struct member_walk w = {
		newest_start, newest_add, newest_end, &nw, nw.m.trainee,
	};
	struct store_sql *q = store_sql_prepare(st, NEWEST_SQL, err);
	bool ok;

	*found = false;
	if (q == NULL)
		return false;
	store_sql_bind_text(q, 1, cls);
	ok = walk_members(q, &w, found, err);
	store_sql_free(q);
	return ok;
}

/* Each member's totals (kind 0: his attempts; exams passed as every
 * reader says it, store_outcome.h), then his skills' counts (kind 1,
 * one row per skill): both as kept for him (store_member_sql.h; on a
 * results server a row per audience he has attempts in, those the
 * reader may see added up), a row or two per member however long the
 * class's history. */
#define TOTALS_SQL                                                         \
	"SELECT m.trainee, 0, coalesce(sum(k.attempts), 0),"               \
	" coalesce(sum(k.exams), 0), coalesce(sum(k.passed), 0),"          \
	" max(k.best), max(k.last), NULL, 0, 0"                            \
	" FROM classes cl LEFT JOIN class_members m ON m.class = cl.id"    \
	" LEFT JOIN trainees t ON t.name = m.trainee"                      \
	" LEFT JOIN member_totals k ON k.trainee = t.id"                   \
	" WHERE cl.name = ?1 GROUP BY m.trainee"                           \
	" UNION ALL"                                                       \
	" SELECT m.trainee, 1, 0, 0, 0, NULL, NULL, g.skill,"              \
	" sum(g.actions), sum(g.mistakes)"                                 \
	" FROM classes cl JOIN class_members m ON m.class = cl.id"         \
	" JOIN trainees t ON t.name = m.trainee"                           \
	" JOIN member_skills g ON g.trainee = t.id"                        \
	" WHERE cl.name = ?1 GROUP BY m.trainee, g.skill"                  \
	" ORDER BY 1, 2, 8"

struct totals_walk {
	struct store_member_totals m;
	bool (*each)(void *ctx, const struct store_member_totals *m);
	void *ctx;
};

static void totals_start(void *p, struct store_sql *q)
{
	struct store_member_totals *m = &((struct totals_walk *)p)->m;

	memset(m, 0, sizeof *m);
	store_sql_text(q, 0, m->trainee, sizeof m->trainee);
}

static void totals_add(void *p, struct store_sql *q)
{
	struct store_member_totals *m = &((struct totals_walk *)p)->m;

	if (store_sql_int(q, 1) == 1) {
		add_skill(q, 7, m->skill_actions, m->skill_right);
		return;
	}
	m->attempts = store_sql_int(q, 2);
	m->exams = store_sql_int(q, 3);
	m->passed = store_sql_int(q, 4);
	m->has_best = !store_sql_is_null(q, 5);
	m->best = store_sql_double(q, 5);
	store_sql_text(q, 6, m->last, sizeof m->last);
}

static bool totals_end(void *p)
{
	struct totals_walk *w = p;

	return w->each(w->ctx, &w->m);
}

bool store_class_totals(struct store *st, const char *cls,
			bool (*each)(void *ctx,
				     const struct store_member_totals *m),
			void *ctx, bool *found, struct error *err)
{
	struct totals_walk tw = { .each = each, .ctx = ctx };
	struct member_walk w = {
		totals_start, totals_add, totals_end, &tw, tw.m.trainee,
	};
	struct store_sql *q = store_sql_prepare(st, TOTALS_SQL, err);
	bool ok;

	*found = false;
	if (q == NULL)
		return false;
	store_sql_bind_text(q, 1, cls);
	ok = walk_members(q, &w, found, err);
	store_sql_free(q);
	return ok;
}
