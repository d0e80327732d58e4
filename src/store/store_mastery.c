/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_mastery.c: the rows mastery reads and keeps; see
 * store_mastery.h. */
#include "config.h"

#include "store/store_mastery.h"

#include <string.h>

#include "i18n.h"
#include "store/store_impl.h"
#include "store/store_sql.h"

bool store_trainee_find(struct store *st, const char *name, int64_t *id,
			struct error *err)
{
	struct store_sql *q = store_sql_prepare(st, "SELECT id FROM trainees"
						" WHERE name = ?1", err);
	int rc;

	*id = 0;
	if (q == NULL)
		return false;
	store_sql_bind_text(q, 1, name);
	rc = store_sql_step(q, err);
	if (rc == STORE_SQL_ROW)
		*id = store_sql_int64(q, 0);
	store_sql_free(q);
	return rc != STORE_SQL_FAIL;
}

bool store_latest_profile(struct store *st, const char *trainee,
			  char out[RULES_NAME_MAX], struct error *err)
{
	struct store_sql *q;
	int rc;

	out[0] = '\0';
	q = store_sql_prepare(st, "SELECT a.profile FROM attempts a JOIN"
			      " trainees t ON t.id = a.trainee WHERE"
			      " t.name = ?1 ORDER BY a.started DESC, a.id DESC"
			      " LIMIT 1", err);
	if (q == NULL)
		return false;
	store_sql_bind_text(q, 1, trainee);
	rc = store_sql_step(q, err);
	if (rc == STORE_SQL_ROW)
		store_sql_text(q, 0, out, RULES_NAME_MAX);
	store_sql_free(q);
	return rc != STORE_SQL_FAIL;
}

bool store_mastery_kept_each(struct store *st,
			     const struct store_mastery_key *key,
			     bool (*each)(void *ctx,
					  const struct store_mastery_kept *w),
			     void *ctx, struct error *err)
{
	sqlite3_stmt *q;
	struct store_mastery_kept w;
	char name[32], tail[32768];
	int rc;

	/* A results server keeps no walks (what a reader works out is no
	 * reader's to write there): each reading walks from the start. */
	if (!store_is_file(st))
		return true;
	q = store_prepare(st,
		"SELECT skill, seen, practice_ms, first_at, reached,"
		" reached_after, reached_practice_ms, reached_at, tail,"
		" last_at, last_attempt, last_idx FROM mastery_scan"
		" WHERE trainee = ?1 AND scenario = ?2 AND span = ?3"
		" AND accuracy = ?4 AND targets = ?5", err);
	if (q == NULL)
		return false;
	sqlite3_bind_int64(q, 1, key->trainee);
	store_bind_text(q, 2, key->scenario != NULL ? key->scenario : "");
	sqlite3_bind_int(q, 3, key->span);
	sqlite3_bind_int(q, 4, key->accuracy);
	store_bind_text(q, 5, key->targets);
	while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
		memset(&w, 0, sizeof w);
		store_column_text(q, 0, name, sizeof name);
		w.skill = skill_by_key(name);
		if (w.skill == SKILL__COUNT)
			continue;
		w.seen = sqlite3_column_int(q, 1);
		w.practice_ms = sqlite3_column_int64(q, 2);
		store_column_text(q, 3, w.first_at, sizeof w.first_at);
		w.reached = sqlite3_column_int(q, 4) != 0;
		w.reached_after = sqlite3_column_int(q, 5);
		w.reached_practice_ms = sqlite3_column_int64(q, 6);
		store_column_text(q, 7, w.reached_at, sizeof w.reached_at);
		store_column_text(q, 8, tail, sizeof tail);
		w.tail = tail;
		store_column_text(q, 9, w.last_at, sizeof w.last_at);
		w.last_attempt = sqlite3_column_int64(q, 10);
		w.last_idx = sqlite3_column_int64(q, 11);
		if (!each(ctx, &w)) {
			rc = SQLITE_DONE;
			break;
		}
	}
	sqlite3_finalize(q);
	if (rc != SQLITE_DONE)
		return store_db_fail(st, err, _("results database"));
	return true;
}

bool store_mastery_kept_save(struct store *st,
			     const struct store_mastery_key *key,
			     const struct store_mastery_kept *w, size_t n,
			     struct error *err)
{
	const char *sc = key->scenario != NULL ? key->scenario : "";
	sqlite3_stmt *q;
	bool ok;

	if (!store_is_file(st))
		return true;
	if (!store_begin(st, err))
		return false;
	q = store_prepare(st, "DELETE FROM mastery_scan WHERE trainee = ?1"
			  " AND scenario = ?2", err);
	if (q == NULL) {
		store_rollback(st);
		return false;
	}
	sqlite3_bind_int64(q, 1, key->trainee);
	store_bind_text(q, 2, sc);
	ok = sqlite3_step(q) == SQLITE_DONE;
	sqlite3_finalize(q);
	q = ok ? store_prepare(st, "INSERT INTO mastery_scan (trainee,"
			       " scenario, span, accuracy, targets, skill,"
			       " seen, practice_ms, first_at, reached,"
			       " reached_after, reached_practice_ms,"
			       " reached_at, tail, last_at, last_attempt,"
			       " last_idx) VALUES (?1, ?2, ?3, ?4, ?5, ?6,"
			       " ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15,"
			       " ?16, ?17)", err) : NULL;
	for (size_t i = 0; ok && q != NULL && i < n; i++) {
		sqlite3_reset(q);
		sqlite3_bind_int64(q, 1, key->trainee);
		store_bind_text(q, 2, sc);
		sqlite3_bind_int(q, 3, key->span);
		sqlite3_bind_int(q, 4, key->accuracy);
		store_bind_text(q, 5, key->targets);
		store_bind_text(q, 6, skill_key(w[i].skill));
		sqlite3_bind_int(q, 7, w[i].seen);
		sqlite3_bind_int64(q, 8, w[i].practice_ms);
		store_bind_text(q, 9, w[i].first_at);
		sqlite3_bind_int(q, 10, w[i].reached);
		sqlite3_bind_int(q, 11, w[i].reached_after);
		sqlite3_bind_int64(q, 12, w[i].reached_practice_ms);
		store_bind_text(q, 13, w[i].reached_at);
		store_bind_text(q, 14, w[i].tail);
		store_bind_text(q, 15, w[i].last_at);
		sqlite3_bind_int64(q, 16, w[i].last_attempt);
		sqlite3_bind_int64(q, 17, w[i].last_idx);
		ok = sqlite3_step(q) == SQLITE_DONE;
	}
	if (!ok)
		store_db_fail(st, err, _("results database"));
	sqlite3_finalize(q);
	if (ok && q != NULL)
		return store_commit(st, err);
	store_rollback(st);
	return false;
}

bool store_mastery_actions(struct store *st, int64_t trainee,
			   int64_t from_attempt, const char *scenario,
			   void (*each)(void *ctx,
					const struct store_mastery_action *a),
			   void *ctx, struct error *err)
{
	/* Only attempts from the last one read on: the rowid range keeps
	 * an up-to-date walk to a few rows. */
	struct store_sql *q = store_sql_prepare(st,
		"SELECT x.skill, CASE WHEN x.correct <> 0 AND x.hint = 0 THEN 1"
		" ELSE 0 END, x.ms,"
		" coalesce(x.done_at, a.started), a.id, x.idx FROM attempts a"
		" JOIN actions x ON x.attempt = a.id WHERE a.trainee = ?1"
		" AND a.id >= ?2 AND x.replay = 0 AND (?3 IS NULL OR"
		" a.scenario = ?3) ORDER BY coalesce(x.done_at, a.started),"
		" a.id, x.idx", err);
	struct store_mastery_action a;
	char key[32];
	int rc;

	if (q == NULL)
		return false;
	store_sql_bind_int(q, 1, trainee);
	store_sql_bind_int(q, 2, from_attempt);
	store_sql_bind_text(q, 3, scenario);
	while ((rc = store_sql_step(q, err)) == STORE_SQL_ROW) {
		store_sql_text(q, 0, key, sizeof key);
		a.skill = skill_by_key(key);
		a.right = store_sql_int(q, 1) != 0;
		a.ms = store_sql_int64(q, 2);
		store_sql_text(q, 3, a.at, sizeof a.at);
		a.attempt = store_sql_int64(q, 4);
		a.idx = store_sql_int64(q, 5);
		each(ctx, &a);
	}
	store_sql_free(q);
	return rc == STORE_SQL_DONE;
}

bool store_skill_counts(struct store *st, int64_t trainee,
			const char *scenario, int counted[SKILL__COUNT],
			struct error *err)
{
	struct store_sql *q = store_sql_prepare(st, scenario == NULL
		? "SELECT skill, actions FROM skill_agg WHERE trainee = ?1"
		: "SELECT g.skill, sum(g.actions) FROM attempts a JOIN"
		  " attempt_agg g ON g.attempt = a.id WHERE a.trainee = ?1"
		  " AND a.scenario = ?2 AND g.skill <> '*' GROUP BY g.skill",
		err);
	int rc;

	memset(counted, 0, SKILL__COUNT * sizeof *counted);
	if (q == NULL)
		return false;
	store_sql_bind_int(q, 1, trainee);
	if (scenario != NULL)
		store_sql_bind_text(q, 2, scenario);
	while ((rc = store_sql_step(q, err)) == STORE_SQL_ROW) {
		char key[32];
		enum skill s;

		store_sql_text(q, 0, key, sizeof key);
		s = skill_by_key(key);
		if (s != SKILL__COUNT)
			counted[s] = store_sql_int(q, 1);
	}
	store_sql_free(q);
	return rc == STORE_SQL_DONE;
}

bool store_lesson_is_open(struct store *st, const char *trainee,
			  const char *id, bool *out, struct error *err)
{
	sqlite3_stmt *q;
	int rc;

	*out = false;
	q = store_prepare(st, "SELECT 1 FROM lessons_open o JOIN trainees t"
			  " ON t.id = o.trainee WHERE t.name = ?1 AND"
			  " o.scenario = ?2", err);
	if (q == NULL)
		return false;
	store_bind_text(q, 1, trainee);
	store_bind_text(q, 2, id);
	rc = sqlite3_step(q);
	*out = rc == SQLITE_ROW;
	sqlite3_finalize(q);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return store_db_fail(st, err, _("results database"));
	return true;
}

bool store_lesson_open(struct store *st, const char *trainee,
		       const char *id, struct error *err)
{
	char now[STORE_TIME_MAX];
	sqlite3_stmt *q;
	int64_t who;

	if (!store_begin(st, err))
		return false;
	if (!store_trainee_id(st, trainee, &who, err)) {
		store_rollback(st);
		return false;
	}
	q = store_prepare(st, "INSERT OR IGNORE INTO lessons_open (trainee,"
			  " scenario, opened) VALUES (?1, ?2, ?3)", err);
	if (q == NULL) {
		store_rollback(st);
		return false;
	}
	store_now(st, now);
	sqlite3_bind_int64(q, 1, who);
	store_bind_text(q, 2, id);
	store_bind_text(q, 3, now);
	return store_step_commit(st, q, err);
}
