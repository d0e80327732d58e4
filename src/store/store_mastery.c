/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_mastery.c: the rows mastery reads and keeps; see
 * store_mastery.h. */
#include "config.h"

#include "store/store_mastery.h"

#include <stdio.h>
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

/* The kept walks' columns, and where a key's are: a results server
 * holds each login's own (its row-level security shows a login no
 * other's, but its administrator sees every row). */
#define KEPT_COLUMNS "skill, seen, practice_ms, first_at, reached," \
	" reached_after, reached_practice_ms, reached_at, tail, last_at," \
	" last_attempt, last_idx"
#define KEPT_WHERE(login) " WHERE " login "trainee = ?1 AND scenario = ?2"
#define SERVER_LOGIN "login = session_user AND "

bool store_mastery_kept_each(struct store *st,
			     const struct store_mastery_key *key,
			     bool (*each)(void *ctx,
					  const struct store_mastery_kept *w),
			     void *ctx, struct error *err)
{
	struct store_sql *q;
	struct store_mastery_kept w;
	char name[32], tail[32768];
	int rc;

	q = store_sql_prepare(st, store_is_file(st)
		? "SELECT " KEPT_COLUMNS " FROM mastery_scan" KEPT_WHERE("")
		  " AND span = ?3 AND accuracy = ?4 AND targets = ?5"
		: "SELECT " KEPT_COLUMNS " FROM mastery_scan"
		  KEPT_WHERE(SERVER_LOGIN) " AND span = ?3 AND accuracy = ?4"
		  " AND targets = ?5", err);
	if (q == NULL)
		return false;
	store_sql_bind_int(q, 1, key->trainee);
	store_sql_bind_text(q, 2, key->scenario != NULL ? key->scenario : "");
	store_sql_bind_int(q, 3, key->span);
	store_sql_bind_int(q, 4, key->accuracy);
	store_sql_bind_text(q, 5, key->targets);
	while ((rc = store_sql_step(q, err)) == STORE_SQL_ROW) {
		memset(&w, 0, sizeof w);
		store_sql_text(q, 0, name, sizeof name);
		w.skill = skill_by_key(name);
		if (w.skill == SKILL__COUNT)
			continue;
		w.seen = store_sql_int(q, 1);
		w.practice_ms = store_sql_int64(q, 2);
		store_sql_text(q, 3, w.first_at, sizeof w.first_at);
		w.reached = store_sql_int(q, 4) != 0;
		w.reached_after = store_sql_int(q, 5);
		w.reached_practice_ms = store_sql_int64(q, 6);
		store_sql_text(q, 7, w.reached_at, sizeof w.reached_at);
		store_sql_text(q, 8, tail, sizeof tail);
		w.tail = tail;
		store_sql_text(q, 9, w.last_at, sizeof w.last_at);
		w.last_attempt = store_sql_int64(q, 10);
		w.last_idx = store_sql_int64(q, 11);
		if (!each(ctx, &w)) {
			rc = STORE_SQL_DONE;
			break;
		}
	}
	store_sql_free(q);
	return rc == STORE_SQL_DONE;
}

/* The columns of a kept walk after its key's five, as the INSERT
 * names them. */
#define KEPT_INSERT "INSERT INTO mastery_scan (trainee, scenario, span," \
	" accuracy, targets, " KEPT_COLUMNS ") VALUES "
#define KEPT_PER_ROW 12

/* On a results server: the login's walks of the key replaced in one
 * statement (its own transaction, store_sql_keep). */
static bool kept_save_server(struct store *st,
			     const struct store_mastery_key *key,
			     const struct store_mastery_kept *w, size_t n,
			     struct error *err)
{
	char sql[sizeof KEPT_INSERT + 160 + SKILL__COUNT * 96];
	struct store_sql *q;
	size_t len;
	bool ok;

	if (n > SKILL__COUNT)
		n = SKILL__COUNT;
	if (n == 0)
		len = (size_t)snprintf(sql, sizeof sql, "DELETE FROM"
				       " mastery_scan" KEPT_WHERE(SERVER_LOGIN));
	else
		len = (size_t)snprintf(sql, sizeof sql, "WITH gone AS (DELETE"
				       " FROM mastery_scan"
				       KEPT_WHERE(SERVER_LOGIN) ") "
				       KEPT_INSERT);
	for (size_t i = 0; i < n; i++) {
		int p = 6 + (int)i * KEPT_PER_ROW;

		len += (size_t)snprintf(sql + len, sizeof sql - len,
					"%s(?1, ?2, ?3, ?4, ?5", i > 0 ? ", " : "");
		for (int c = 0; c < KEPT_PER_ROW; c++)
			len += (size_t)snprintf(sql + len, sizeof sql - len,
						", ?%d", p + c);
		len += (size_t)snprintf(sql + len, sizeof sql - len, ")");
	}
	q = store_sql_prepare(st, sql, err);
	if (q == NULL)
		return false;
	store_sql_bind_int(q, 1, key->trainee);
	store_sql_bind_text(q, 2, key->scenario != NULL ? key->scenario : "");
	store_sql_bind_int(q, 3, key->span);
	store_sql_bind_int(q, 4, key->accuracy);
	store_sql_bind_text(q, 5, key->targets);
	for (size_t i = 0; i < n; i++) {
		int p = 6 + (int)i * KEPT_PER_ROW;

		store_sql_bind_text(q, p, skill_key(w[i].skill));
		store_sql_bind_int(q, p + 1, w[i].seen);
		store_sql_bind_int(q, p + 2, w[i].practice_ms);
		store_sql_bind_text(q, p + 3, w[i].first_at);
		store_sql_bind_int(q, p + 4, w[i].reached);
		store_sql_bind_int(q, p + 5, w[i].reached_after);
		store_sql_bind_int(q, p + 6, w[i].reached_practice_ms);
		store_sql_bind_text(q, p + 7, w[i].reached_at);
		store_sql_bind_text(q, p + 8, w[i].tail);
		store_sql_bind_text(q, p + 9, w[i].last_at);
		store_sql_bind_int(q, p + 10, w[i].last_attempt);
		store_sql_bind_int(q, p + 11, w[i].last_idx);
	}
	ok = store_sql_keep(q, err);
	store_sql_free(q);
	return ok;
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
		return kept_save_server(st, key, w, n, err);
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
	q = ok ? store_prepare(st, KEPT_INSERT "(?1, ?2, ?3, ?4, ?5, ?6,"
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
