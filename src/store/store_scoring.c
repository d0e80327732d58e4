/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_scoring.c: the scoring model in the results store (schema step
 * 3): what session_summary() decided about a complete attempt, kept so
 * that `results` and the sealed result say the same as the summary did.
 * Kept apart from the attempt's other columns so that results recorded
 * before the model still read (known false). */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "session/skill_of.h"
#include "store/store_impl.h"
#include "store/store_outcome.h"
#include "store/store_sql.h"

bool store_scoring_save(struct store *st, int64_t id,
			const struct session_summary *sum,
			struct error *err)
{
	sqlite3_stmt *q;
	const char *fs = sum->fail == SESSION_FAIL_SKILL
				 ? skill_key(sum->fail_skill) : NULL;
	int rc;

	q = store_prepare(st, "UPDATE attempts SET fail_reason = ?2,"
			  " fail_skill = ?3, critical = ?4, max_critical = ?5,"
			  " hints = ?6, free_hints = ?7 WHERE id = ?1", err);
	if (q == NULL)
		return false;
	sqlite3_bind_int64(q, 1, id);
	store_bind_text(q, 2, session_fail_key(sum->fail));
	store_bind_text(q, 3, fs);
	sqlite3_bind_int(q, 4, sum->critical);
	sqlite3_bind_int(q, 5, sum->max_critical);
	sqlite3_bind_int(q, 6, sum->hints);
	sqlite3_bind_int(q, 7, sum->free_hints);
	rc = sqlite3_step(q);
	sqlite3_finalize(q);
	if (rc != SQLITE_DONE)
		return store_db_fail(st, err, _("results database"));
	q = store_prepare(st, "UPDATE attempt_skills SET examined = ?3,"
			  " pass_mark = ?4, passed = ?5, critical = ?6,"
			  " hints = ?7 WHERE attempt = ?1 AND skill = ?2", err);
	if (q == NULL)
		return false;
	for (int k = 0; k < SKILL__COUNT; k++) {
		const struct skill_summary *s = &sum->skill[k];

		if (s->actions == 0)
			continue;
		sqlite3_reset(q);
		sqlite3_bind_int64(q, 1, id);
		store_bind_text(q, 2, skill_key((enum skill)k));
		sqlite3_bind_int(q, 3, s->examined);
		sqlite3_bind_int(q, 4, s->pass_mark);
		sqlite3_bind_int(q, 5, s->passed);
		sqlite3_bind_int(q, 6, s->critical);
		sqlite3_bind_int(q, 7, s->hints);
		if (sqlite3_step(q) != SQLITE_DONE) {
			sqlite3_finalize(q);
			return store_db_fail(st, err, _("results database"));
		}
	}
	sqlite3_finalize(q);
	return true;
}

static bool read_skills(struct store *st, int64_t id,
			struct store_scoring *out, struct error *err)
{
	struct store_sql *q;
	int rc;

	q = store_sql_prepare(st, "SELECT skill, examined, pass_mark, passed,"
			      " critical, hints FROM attempt_skills WHERE"
			      " attempt = ?1 AND examined IS NOT NULL", err);
	if (q == NULL)
		return false;
	store_sql_bind_int(q, 1, id);
	while ((rc = store_sql_step(q, err)) == STORE_SQL_ROW) {
		char key[32];
		enum skill k;

		store_sql_text(q, 0, key, sizeof key);
		k = skill_by_key(key);
		if (k == SKILL__COUNT)
			continue;
		out->skill[k].known = true;
		out->skill[k].examined = store_sql_int(q, 1) != 0;
		out->skill[k].pass_mark = store_sql_int(q, 2);
		out->skill[k].passed = store_sql_int(q, 3) != 0;
		out->skill[k].critical = store_sql_int(q, 4);
		out->skill[k].hints = store_sql_int(q, 5);
	}
	store_sql_free(q);
	return rc == STORE_SQL_DONE;
}

/* The wrong actions of every skill, as the summary counts them: one
 * count of mistakes everywhere (session_score.c). */
static bool count_mistakes(struct store *st, int64_t id,
			   struct store_scoring *out, struct error *err)
{
	struct store_sql *q;
	int rc;

	q = store_sql_prepare(st, "SELECT count(*) FROM actions x WHERE"
			      " x.attempt = ?1 AND x.replay = 0 AND"
			      " x.correct = 0", err);
	if (q == NULL)
		return false;
	store_sql_bind_int(q, 1, id);
	rc = store_sql_step(q, err);
	if (rc == STORE_SQL_ROW)
		out->mistakes = store_sql_int(q, 0);
	store_sql_free(q);
	return rc == STORE_SQL_ROW;
}

bool store_scoring_get(struct store *st, int64_t id,
		       struct store_scoring *out, struct error *err)
{
	struct store_sql *q;
	int rc;

	memset(out, 0, sizeof *out);
	out->fail_skill = SKILL__COUNT;
	out->max_critical = -1;
	q = store_sql_prepare(st, "SELECT fail_reason, fail_skill, critical,"
			      " max_critical, hints, free_hints FROM"
			      " attempts_shown WHERE id = ?1 AND fail_reason"
			      " IS NOT NULL", err);
	if (q == NULL)
		return false;
	store_sql_bind_int(q, 1, id);
	rc = store_sql_step(q, err);
	if (rc == STORE_SQL_ROW) {
		char key[32];
		enum session_fail f;

		store_sql_text(q, 0, key, sizeof key);
		f = session_fail_by_key(key);
		out->known = f != SESSION_FAIL__COUNT;
		out->fail = out->known ? f : SESSION_FAIL_NONE;
		store_sql_text(q, 1, key, sizeof key);
		out->fail_skill = skill_by_key(key);
		out->critical = store_sql_int(q, 2);
		out->max_critical = (int)store_max_critical_of_row(q, 3);
		out->hints = store_sql_int(q, 4);
		out->free_hints = store_sql_int(q, 5);
	}
	store_sql_free(q);
	if (rc == STORE_SQL_FAIL)
		return false;
	return read_skills(st, id, out, err) &&
	       count_mistakes(st, id, out, err);
}

bool store_scoring_flags(struct store *st, int64_t id,
			 struct store_action *acts, size_t n,
			 struct error *err)
{
	struct store_sql *q;
	size_t i = 0;
	int rc;

	q = store_sql_prepare(st, "SELECT idx, hint, critical, expected_text,"
			      " given_text FROM actions"
			      " WHERE attempt = ?1 ORDER BY idx", err);
	if (q == NULL)
		return false;
	store_sql_bind_int(q, 1, id);
	while ((rc = store_sql_step(q, err)) == STORE_SQL_ROW) {
		int idx = store_sql_int(q, 0);

		/* Both in index order: walk them together. */
		while (i < n && acts[i].index < idx)
			i++;
		if (i < n && acts[i].index == idx) {
			acts[i].hint = store_sql_int(q, 1) != 0;
			acts[i].critical = store_sql_int(q, 2) != 0;
			store_sql_text(q, 3, acts[i].expected_text,
				       sizeof acts[i].expected_text);
			store_sql_text(q, 4, acts[i].given_text,
				       sizeof acts[i].given_text);
		}
	}
	store_sql_free(q);
	return rc == STORE_SQL_DONE;
}

void store_scoring_verdict(const struct store_attempt *a,
			   const struct store_skill *skills, size_t n_skills,
			   const struct store_scoring *sc, char *buf,
			   size_t size)
{
	struct session_summary sum;

	if (a->state == STORE_IN_PROGRESS) {
		snprintf(buf, size, "%s", _("in progress"));
		return;
	}
	if (a->state == STORE_ABANDONED) {
		snprintf(buf, size, "%s", _("NOT PASSED: abandoned."));
		return;
	}
	/* A results server's attempt: the judge's verdict or none yet. */
	if (store_outcome(a) == STORE_OUTCOME_AWAITING) {
		snprintf(buf, size, "%s", _("AWAITING JUDGEMENT by the results"
					    " server's judge."));
		return;
	}
	if (store_outcome(a) == STORE_OUTCOME_UNJUDGEABLE) {
		snprintf(buf, size, _("NOT JUDGED: %s"), a->verdict_note);
		return;
	}
	if (!sc->known) {
		/* Recorded before the model: the verdict as it was. */
		snprintf(buf, size, "%s", store_passed(a) ? _("PASSED")
			 : a->time_exceeded
				 ? _("NOT PASSED: timed out, over the time limit.")
				 : _("NOT PASSED"));
		return;
	}
	/* The words come from the summary's own function, fed with what
	 * was recorded, so they read the same as on the summary. */
	memset(&sum, 0, sizeof sum);
	sum.fail = sc->fail;
	sum.fail_skill = sc->fail_skill;
	sum.critical = sc->critical;
	sum.max_critical = sc->max_critical;
	for (size_t i = 0; i < n_skills; i++) {
		enum skill k = skills[i].skill;

		if ((unsigned)k >= SKILL__COUNT)
			continue;
		sum.skill[k].actions = skills[i].actions;
		sum.skill[k].right = skills[i].right;
		sum.skill[k].pass_mark = sc->skill[k].pass_mark;
	}
	/* Passed is store_passed's word, as for every reader: a row with
	 * no reason recorded that is no pass all the same (passed 2, over
	 * the time limit, too many critical errors, a score out of range)
	 * is worded by what it holds, never PASSED. */
	if (store_passed(a))
		sum.fail = SESSION_FAIL_NONE;
	else if (sum.fail == SESSION_FAIL_NONE) {
		if (a->time_exceeded)
			sum.fail = SESSION_FAIL_TIMED_OUT;
		else if (sc->max_critical >= 0 &&
			 sc->critical > sc->max_critical)
			sum.fail = SESSION_FAIL_CRITICAL;
		else {
			snprintf(buf, size, "%s", _("NOT PASSED"));
			return;
		}
	}
	session_verdict_text(&sum, buf, size);
}
