/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_trainee.c: a trainee's figures for the class views; see
 * store_trainee.h. */
#include "config.h"

#include "store/store_trainee.h"

#include <string.h>

#include "i18n.h"
#include "store/store_impl.h"
#include "store/store_outcome.h"

bool store_newest_attempt(struct store *st, const char *trainee,
			  int64_t *id, struct error *err)
{
	sqlite3_stmt *q;
	int rc;

	q = store_prepare(st, "SELECT a.id FROM attempts a JOIN trainees t"
			  " ON t.id = a.trainee WHERE t.name = ?1"
			  " ORDER BY a.started DESC, a.id DESC LIMIT 1", err);
	if (q == NULL)
		return false;
	store_bind_text(q, 1, trainee);
	rc = sqlite3_step(q);
	*id = rc == SQLITE_ROW ? sqlite3_column_int64(q, 0) : 0;
	sqlite3_finalize(q);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return store_db_fail(st, err, _("results database"));
	return true;
}

/* Per-skill counts of an attempt, or of all of a trainee's attempts. */
static bool skill_counts(struct store *st, const char *sql, int64_t id,
			 const char *name, int actions[SKILL__COUNT],
			 int right[SKILL__COUNT], struct error *err)
{
	sqlite3_stmt *q = store_prepare(st, sql, err);
	char key[32];
	int rc;

	if (q == NULL)
		return false;
	if (name != NULL)
		store_bind_text(q, 1, name);
	else
		sqlite3_bind_int64(q, 1, id);
	while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
		enum skill k;

		store_column_text(q, 0, key, sizeof key);
		k = skill_by_key(key);
		if (k >= SKILL__COUNT)
			continue;
		actions[k] = sqlite3_column_int(q, 1);
		right[k] = sqlite3_column_int(q, 2);
	}
	sqlite3_finalize(q);
	if (rc != SQLITE_DONE)
		return store_db_fail(st, err, _("results database"));
	return true;
}

bool store_attempt_skill_counts(struct store *st, int64_t attempt,
				int actions[SKILL__COUNT],
				int right[SKILL__COUNT], struct error *err)
{
	return skill_counts(st, "SELECT skill, count(*), sum(correct)"
			    " FROM actions WHERE attempt = ?1 AND replay = 0"
			    " GROUP BY skill", attempt, NULL, actions, right,
			    err);
}

bool store_trainee_skill_counts(struct store *st, const char *trainee,
				int actions[SKILL__COUNT],
				int right[SKILL__COUNT], struct error *err)
{
	return skill_counts(st, "SELECT ac.skill, count(*), sum(ac.correct)"
			    " FROM actions ac JOIN attempts a"
			    " ON a.id = ac.attempt JOIN trainees t"
			    " ON t.id = a.trainee WHERE t.name = ?1"
			    " AND ac.replay = 0 GROUP BY ac.skill", 0,
			    trainee, actions, right, err);
}

bool store_last_mistake(struct store *st, int64_t attempt, char *due,
			size_t due_size, char *article, size_t article_size,
			struct error *err)
{
	sqlite3_stmt *q;

	q = store_prepare(st, "SELECT coalesce(nullif(expected_text, ''),"
			  " expected_key), article FROM actions"
			  " WHERE attempt = ?1 AND replay = 0 AND correct = 0"
			  " ORDER BY idx DESC LIMIT 1", err);
	if (q == NULL)
		return false;
	sqlite3_bind_int64(q, 1, attempt);
	if (sqlite3_step(q) == SQLITE_ROW) {
		store_column_text(q, 0, due, due_size);
		store_column_text(q, 1, article, article_size);
	}
	sqlite3_finalize(q);
	return true;
}

bool store_last_action_at(struct store *st, int64_t attempt,
			  char out[STORE_TIME_MAX], struct error *err)
{
	sqlite3_stmt *q;

	out[0] = '\0';
	q = store_prepare(st, "SELECT max(done_at) FROM actions"
			  " WHERE attempt = ?1", err);
	if (q == NULL)
		return false;
	sqlite3_bind_int64(q, 1, attempt);
	if (sqlite3_step(q) == SQLITE_ROW)
		store_column_text(q, 0, out, STORE_TIME_MAX);
	sqlite3_finalize(q);
	return true;
}

bool store_trainee_totals(struct store *st, const char *trainee,
			  struct store_trainee_totals *out,
			  struct error *err)
{
	sqlite3_stmt *q;
	int rc;

	memset(out, 0, sizeof *out);
	q = store_prepare(st, "SELECT count(*), coalesce(sum(a.exam), 0),"
			  " coalesce(sum(a.exam = 1 AND " STORE_PASSED_SQL("a")
			  "), 0),"
			  " max(CASE WHEN a.exam = 1 THEN "
			  STORE_SCORE_SQL("a") " END),"
			  " max(a.started)"
			  " FROM attempts a JOIN trainees t ON t.id = a.trainee"
			  " WHERE t.name = ?1", err);
	if (q == NULL)
		return false;
	store_bind_text(q, 1, trainee);
	rc = sqlite3_step(q);
	if (rc == SQLITE_ROW) {
		out->attempts = sqlite3_column_int(q, 0);
		out->exams = sqlite3_column_int(q, 1);
		out->passed = sqlite3_column_int(q, 2);
		out->has_best = sqlite3_column_type(q, 3) != SQLITE_NULL;
		out->best = sqlite3_column_double(q, 3);
		store_column_text(q, 4, out->last, sizeof out->last);
	}
	sqlite3_finalize(q);
	if (rc != SQLITE_ROW)
		return store_db_fail(st, err, _("results database"));
	return true;
}
