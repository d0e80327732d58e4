/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_attempt.c: an attempt's rows as the recorder (record/recorder.h)
 * writes them, action by action, and finding or abandoning an unfinished
 * one. */
#include "config.h"

#include "store/store.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "store/store_impl.h"

/* The given action as "v1 KIND STEP n..." (the fields game_apply
 * compares), then, for chips counted out, " chips" and the count of
 * each denomination; the rule and its text are the game's to give. */
#define ACTION_INTS 17

static void action_ints(const struct game_action *a, int64_t v[ACTION_INTS])
{
	int64_t x[ACTION_INTS] = {
		a->seat, a->player, a->amount, a->stake, a->card,
		a->punto_total, a->banca_total, a->winner, a->chance,
		a->place, a->denied, a->anomaly, a->flags, a->deferred,
		a->count, a->call, a->question,
	};

	memcpy(v, x, sizeof x);
}

bool store_action_encode(const struct game_action *a, char *buf, size_t size)
{
	const char *kind = game_act_key(a->kind);
	/* game_apply compares the step of every kind, not only a coup's. */
	const char *step = coup_action_key(a->step);
	int64_t v[ACTION_INTS];
	size_t len;
	int n;

	if (kind == NULL || step == NULL)
		return false;
	n = snprintf(buf, size, "v1 %s %s", kind, step);
	if (n < 0 || (size_t)n >= size)
		return false;
	len = (size_t)n;
	action_ints(a, v);
	for (int i = 0; i < ACTION_INTS; i++) {
		n = snprintf(buf + len, size - len, " %" PRId64, v[i]);
		if (n < 0 || (size_t)n >= size - len)
			return false;
		len += (size_t)n;
	}
	for (int i = 0; i < CHIPS_MAX; i++) {
		if (a->chips.n[i] == 0)
			continue;
		n = snprintf(buf + len, size - len, " chips");
		for (int k = 0; n > 0 && k < CHIPS_MAX; k++) {
			if ((size_t)n >= size - len)
				return false;
			len += (size_t)n;
			n = snprintf(buf + len, size - len, " %" PRId32,
				     a->chips.n[k]);
		}
		if (n < 0 || (size_t)n >= size - len)
			return false;
		break;
	}
	return true;
}

bool store_action_decode(const char *text, struct game_action *a)
{
	char kind[STORE_KEY_MAX], step[STORE_KEY_MAX];
	int64_t v[ACTION_INTS];
	const char *p;
	char *end;
	int used = 0;

	memset(a, 0, sizeof *a);
	if (sscanf(text, "v1 %39s %39s%n", kind, step, &used) != 2)
		return false;
	a->kind = GAME_ACT__COUNT;
	for (int k = 0; k < GAME_ACT__COUNT; k++)
		if (strcmp(kind, game_act_key((enum game_act)k)) == 0)
			a->kind = (enum game_act)k;
	if (a->kind == GAME_ACT__COUNT)
		return false;
	a->step = coup_action_by_key(step);
	if (a->step == COUP_ACTION__COUNT)
		return false;
	p = text + used;
	for (int i = 0; i < ACTION_INTS; i++) {
		v[i] = strtoll(p, &end, 10);
		if (end == p)
			return false;
		p = end;
	}
	if (strncmp(p, " chips", 6) == 0) {
		p += 6;
		for (int k = 0; k < CHIPS_MAX; k++) {
			long long c = strtoll(p, &end, 10);

			if (end == p || c < 0 || c > CHIPS_COUNT_MAX)
				return false;
			a->chips.n[k] = (int32_t)c;
			p = end;
		}
	}
	if (*p != '\0')
		return false;
	a->seat = (int)v[0];
	a->player = (int)v[1];
	a->amount = v[2];
	a->stake = v[3];
	a->card = (card_t)v[4];
	a->punto_total = (int)v[5];
	a->banca_total = (int)v[6];
	a->winner = (enum coup_winner)v[7];
	a->chance = (enum bet_chance)v[8];
	a->place = (enum bet_place)v[9];
	a->denied = (enum game_act)v[10];
	a->anomaly = (enum anomaly)v[11];
	a->flags = (unsigned)v[12];
	a->deferred = (unsigned)v[13];
	a->count = (int)v[14];
	a->call = (enum sabot_call)v[15];
	a->question = (enum game_question)v[16];
	return true;
}

bool store_attempt_insert(struct store *st, const struct store_new_attempt *a,
			  int64_t *id, struct error *err)
{
	char now[STORE_TIME_MAX];
	sqlite3_stmt *q;
	int64_t trainee;
	int rc;

	if (!store_trainee_id(st, a->trainee, &trainee, err))
		return false;
	q = store_stmt(st, "INSERT INTO attempts (trainee, scenario,"
		       " scenario_sha256, profile, kind, exam, started, uuid)"
		       " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)", err);
	if (q == NULL)
		return false;
	store_now(st, now);
	sqlite3_bind_int64(q, 1, trainee);
	store_bind_text(q, 2, a->scenario);
	store_bind_text(q, 3, a->sha256);
	store_bind_text(q, 4, a->profile);
	store_bind_text(q, 5, a->kind);
	sqlite3_bind_int(q, 6, a->exam);
	store_bind_text(q, 7, now);
	/* NULL: the trigger gives it one (store.c). */
	store_bind_text(q, 8, a->uuid != NULL && a->uuid[0] != '\0' ? a->uuid
								 : NULL);
	rc = sqlite3_step(q);
	store_stmt_done(q);
	if (rc != SQLITE_DONE)
		return store_db_fail(st, err, _("results database"));
	*id = sqlite3_last_insert_rowid(st->db);
	return true;
}

bool store_action_insert(struct store *st, int64_t attempt, size_t index,
			 const struct session_record *rec,
			 const struct game_action *given,
			 const char *expected_text, const char *given_text,
			 struct error *err)
{
	const char *skill = skill_key(rec->skill);
	char now[STORE_TIME_MAX], given_enc[512];
	sqlite3_stmt *q;
	int rc;

	q = store_stmt(st, "INSERT INTO actions (attempt, idx, coup,"
		       " skill, expected_key, given_key, correct,"
		       " wrong_amount, ms, article, replay, given,"
		       " choice_key, typed_amount, done_at, hint,"
		       " critical, expected_text, given_text, cell) VALUES"
		       " (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11,"
		       " ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20)", err);
	if (q == NULL)
		return false;
	store_now(st, now);
	sqlite3_bind_int64(q, 1, attempt);
	sqlite3_bind_int64(q, 2, (sqlite3_int64)index);
	sqlite3_bind_int(q, 3, rec->coup);
	store_bind_text(q, 4, skill != NULL ? skill : "");
	store_bind_text(q, 5, rec->expected_key != NULL ? rec->expected_key
							: "");
	store_bind_text(q, 6, rec->given_key != NULL ? rec->given_key : "");
	sqlite3_bind_int(q, 7, rec->right);
	sqlite3_bind_int(q, 8, rec->wrong_amount);
	sqlite3_bind_int64(q, 9, rec->ms);
	store_bind_text(q, 10, rec->article);
	sqlite3_bind_int(q, 11, rec->replay);
	store_bind_text(q, 12, given != NULL &&
			store_action_encode(given, given_enc,
					    sizeof given_enc)
				? given_enc : NULL);
	if (rec->choice_key != '\0') {
		char key[2] = { rec->choice_key, '\0' };

		store_bind_text(q, 13, key);
		sqlite3_bind_int64(q, 14, rec->typed_amount);
	}
	store_bind_text(q, 15, now);
	sqlite3_bind_int(q, 16, rec->hint);
	sqlite3_bind_int(q, 17, rec->critical);
	store_bind_text(q, 18, expected_text);
	store_bind_text(q, 19, given_text);
	store_bind_text(q, 20, rec->cell[0] != '\0' ? rec->cell : NULL);
	rc = sqlite3_step(q);
	store_stmt_done(q);
	if (rc != SQLITE_DONE)
		return store_db_fail(st, err, _("results database"));
	return true;
}

/* The per-skill figures of a complete attempt. */
static bool save_skills(struct store *st, int64_t attempt,
			const struct session_summary *sum, struct error *err)
{
	sqlite3_stmt *q;

	q = store_prepare(st, "INSERT OR REPLACE INTO attempt_skills"
			  " (attempt, skill, actions, correct, accuracy,"
			  " median_ms, weight) VALUES (?1, ?2, ?3, ?4, ?5,"
			  " ?6, ?7)", err);
	if (q == NULL)
		return false;
	for (int k = 0; k < SKILL__COUNT; k++) {
		const struct skill_summary *sk = &sum->skill[k];

		if (sk->actions == 0)
			continue;
		sqlite3_reset(q);
		sqlite3_bind_int64(q, 1, attempt);
		store_bind_text(q, 2, skill_key((enum skill)k));
		sqlite3_bind_int(q, 3, sk->actions);
		sqlite3_bind_int(q, 4, sk->right);
		sqlite3_bind_double(q, 5, sk->accuracy);
		sqlite3_bind_int64(q, 6, sk->median_ms);
		sqlite3_bind_int(q, 7, sk->weight);
		if (sqlite3_step(q) != SQLITE_DONE) {
			sqlite3_finalize(q);
			return store_db_fail(st, err, _("results database"));
		}
	}
	sqlite3_finalize(q);
	return true;
}

bool store_attempt_close(struct store *st, int64_t attempt,
			 enum store_state close_as,
			 const struct session_summary *sum, struct error *err)
{
	char now[STORE_TIME_MAX];
	sqlite3_stmt *q;
	int rc;

	store_now(st, now);
	q = store_prepare(st, "UPDATE attempts SET status = ?7,"
			  " ended = ?2, score = ?3, pass_mark = ?4,"
			  " passed = ?5, time_exceeded = ?6, timed_out = ?8"
			  " WHERE id = ?1", err);
	if (q == NULL)
		return false;
	sqlite3_bind_int64(q, 1, attempt);
	store_bind_text(q, 2, now);
	sqlite3_bind_double(q, 3, sum->score);
	sqlite3_bind_int(q, 4, sum->pass_mark);
	sqlite3_bind_int(q, 5, sum->passed);
	sqlite3_bind_int(q, 6, sum->time_exceeded);
	/* A timed-out attempt is 'complete' with timed_out set (store.c). */
	store_bind_text(q, 7, close_as == STORE_ABANDONED ? "abandoned"
							 : "complete");
	sqlite3_bind_int(q, 8, close_as == STORE_TIMED_OUT);
	rc = sqlite3_step(q);
	sqlite3_finalize(q);
	if (rc != SQLITE_DONE)
		return store_db_fail(st, err, _("results database"));
	return save_skills(st, attempt, sum, err) &&
	       store_scoring_save(st, attempt, sum, err);
}

bool store_find_unfinished(struct store *st, const char *trainee,
			   const char *sha256, bool exam, int64_t *attempt,
			   size_t *actions, struct error *err)
{
	sqlite3_stmt *q;
	int rc;

	*attempt = 0;
	*actions = 0;
	q = store_prepare(st, "SELECT a.id, (SELECT count(*) FROM actions"
			  " WHERE attempt = a.id) FROM attempts a JOIN"
			  " trainees t ON t.id = a.trainee WHERE t.name = ?1"
			  " AND a.scenario_sha256 = ?2 AND a.exam = ?3 AND"
			  " a.status = 'in_progress' ORDER BY a.id DESC"
			  " LIMIT 1", err);
	if (q == NULL)
		return false;
	store_bind_text(q, 1, trainee);
	store_bind_text(q, 2, sha256);
	sqlite3_bind_int(q, 3, exam);
	rc = sqlite3_step(q);
	if (rc == SQLITE_ROW) {
		*attempt = sqlite3_column_int64(q, 0);
		*actions = (size_t)sqlite3_column_int64(q, 1);
	}
	sqlite3_finalize(q);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return store_db_fail(st, err, _("results database"));
	return true;
}

bool store_abandon(struct store *st, int64_t attempt, struct error *err)
{
	return store_attempt_stamp(st, "UPDATE attempts SET status ="
				   " 'abandoned', ended = ?2 WHERE id = ?1 AND"
				   " status = 'in_progress'", attempt, NULL, err);
}
