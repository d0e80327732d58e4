/* SPDX-License-Identifier: GPL-3.0-or-later */
/* remote_judge_write.c: a judged attempt's verdict, the evaluation of
 * its answers and its skills written on the results server, in the
 * transaction that took it (remote_judge.h).  Rows go as JSON that the
 * server unpacks (jsonb_to_recordset): one statement per table, whatever
 * the number of answers, and no quoting of ours. */
#include "config.h"

#include "server/remote_judge.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "i18n.h"
#include "server/remote_impl.h"

static bool no_memory(struct error *err)
{
	error_set(err, "%s", _("out of memory"));
	return false;
}

/* json_dumps of v (consumed), or NULL. */
static char *dump(json_t *v)
{
	char *s = v != NULL ? json_dumps(v, JSON_COMPACT) : NULL;

	json_decref(v);
	return s;
}

/* The answers' judged evaluation as a JSON array.  An answer the replay
 * did not reach counts for nothing: not right, nothing due; what the
 * client said it was (its skill, the key given) stays. */
static char *actions_json(const struct remote_judged *acts, size_t n)
{
	json_t *a = json_array();

	for (size_t i = 0; a != NULL && i < n; i++) {
		const struct session_record *rec = acts[i].rec;
		json_t *o;

		if (rec == NULL)
			o = json_pack("{s:i, s:n, s:s, s:n, s:i, s:i, s:s, s:i,"
				      " s:n, s:n, s:n}", "idx", acts[i].idx,
				      "skill", "expected_key", "",
				      "given_key", "correct", 0,
				      "wrong_amount", 0, "article", "",
				      "critical", 0, "expected_text",
				      "given_text", "cell");
		else
			o = json_pack("{s:i, s:s, s:s, s:s, s:i, s:i, s:s, s:i,"
				      " s:s, s:s, s:s?}", "idx", acts[i].idx,
				      "skill", skill_key(rec->skill) != NULL
						? skill_key(rec->skill) : "",
				      "expected_key", rec->expected_key != NULL
						? rec->expected_key : "",
				      "given_key", rec->given_key != NULL
						? rec->given_key : "",
				      "correct", rec->right,
				      "wrong_amount", rec->wrong_amount,
				      "article", rec->article,
				      "critical", rec->critical,
				      "expected_text", acts[i].expected_text,
				      "given_text", acts[i].given_text,
				      "cell", rec->cell[0] != '\0' ? rec->cell
								   : NULL);
		if (o == NULL || json_array_append_new(a, o) != 0) {
			json_decref(a);
			return NULL;
		}
	}
	return dump(a);
}

/* The judged skills (those with actions, as the store keeps them). */
static char *skills_json(const struct session_summary *sum)
{
	json_t *a = json_array();

	for (int k = 0; a != NULL && sum != NULL && k < SKILL__COUNT; k++) {
		const struct skill_summary *s = &sum->skill[k];
		json_t *o;

		if (s->actions == 0)
			continue;
		o = json_pack("{s:s, s:i, s:i, s:f, s:I, s:i, s:i, s:i, s:i,"
			      " s:i, s:i}", "skill", skill_key((enum skill)k),
			      "actions", s->actions, "correct", s->right,
			      "accuracy", s->accuracy,
			      "median_ms", (json_int_t)s->median_ms,
			      "weight", s->weight, "examined", s->examined,
			      "pass_mark", s->pass_mark, "passed", s->passed,
			      "critical", s->critical, "hints", s->hints);
		if (o == NULL || json_array_append_new(a, o) != 0) {
			json_decref(a);
			return NULL;
		}
	}
	return dump(a);
}

/* The verdict's row, first: nothing else is written when another judge
 * wrote one already (*written false). */
static bool verdict_row(struct remote *r, const struct remote_work *w,
			const struct remote_verdict *v, bool *written,
			struct error *err)
{
	const struct session_summary *s = v->sum;
	char id[32], score[64], pass_mark[16], passed[4], exceeded[4];
	char timed[4], critical[16], max_critical[16], hints[16];
	char free_hints[16], elapsed[32];
	const char *fs = s != NULL && v->fail == SESSION_FAIL_SKILL
				 ? skill_key(s->fail_skill) : NULL;
	const char *p[15];
	PGresult *res;

	snprintf(id, sizeof id, "%" PRId64, w->id);
	if (s != NULL) {
		snprintf(score, sizeof score, "%.17g", s->score);
		snprintf(pass_mark, sizeof pass_mark, "%d", s->pass_mark);
		snprintf(exceeded, sizeof exceeded, "%d", s->time_exceeded);
		snprintf(critical, sizeof critical, "%d", s->critical);
		snprintf(max_critical, sizeof max_critical, "%d",
			 s->max_critical);
		snprintf(hints, sizeof hints, "%d", s->hints);
		snprintf(free_hints, sizeof free_hints, "%d", s->free_hints);
		snprintf(elapsed, sizeof elapsed, "%" PRId64, v->elapsed_ms);
	}
	snprintf(passed, sizeof passed, "%d",
		 s != NULL && v->fail == SESSION_FAIL_NONE);
	snprintf(timed, sizeof timed, "%d",
		 strcmp(v->status, "timed_out") == 0);
	p[0] = id;
	p[1] = v->status;
	p[2] = s != NULL ? score : NULL;
	p[3] = s != NULL ? pass_mark : NULL;
	p[4] = passed;
	p[5] = s != NULL ? exceeded : NULL;
	p[6] = timed;
	p[7] = s != NULL ? session_fail_key(v->fail) : NULL;
	p[8] = fs;
	p[9] = s != NULL ? critical : NULL;
	p[10] = s != NULL ? max_critical : NULL;
	p[11] = s != NULL ? hints : NULL;
	p[12] = s != NULL ? free_hints : NULL;
	p[13] = s != NULL ? elapsed : NULL;
	p[14] = v->unjudgeable;
	res = remote_query(r, "INSERT INTO crupier.verdicts (attempt, status,"
			   " score, pass_mark, passed, time_exceeded,"
			   " timed_out, fail_reason, fail_skill, critical,"
			   " max_critical, hints, free_hints, elapsed_ms,"
			   " unjudgeable) VALUES ($1::bigint, $2,"
			   " $3::double precision, $4::integer, $5::integer,"
			   " $6::integer, $7::integer, $8, $9, $10::integer,"
			   " $11::integer, $12::integer, $13::integer,"
			   " $14::bigint, $15) ON CONFLICT (attempt) DO"
			   " NOTHING", 15, p, PGRES_COMMAND_OK, err);
	if (res == NULL)
		return false;
	*written = strcmp(PQcmdTuples(res), "1") == 0;
	PQclear(res);
	return true;
}

/* The answers' evaluation and the skills, replaced by the judged. */
static bool evaluation(struct remote *r, const struct remote_work *w,
		       const struct remote_verdict *v,
		       const struct remote_judged *acts, size_t n,
		       struct error *err)
{
	char id[32], *actions = actions_json(acts, n);
	char *skills = skills_json(v->sum);
	const char *p[2] = { id, actions };
	const char *q[2] = { id, skills };
	PGresult *res = NULL;
	bool ok = false;

	snprintf(id, sizeof id, "%" PRId64, w->id);
	if (actions == NULL || skills == NULL) {
		no_memory(err);
		goto out;
	}
	res = remote_query(r, "UPDATE crupier.actions x SET"
			   " skill = coalesce(j.skill, x.skill),"
			   " expected_key = j.expected_key,"
			   " given_key = coalesce(j.given_key, x.given_key),"
			   " correct = j.correct, wrong_amount = j.wrong_amount,"
			   " article = j.article, critical = j.critical,"
			   " expected_text = j.expected_text,"
			   " given_text = j.given_text, cell = j.cell"
			   " FROM jsonb_to_recordset($2::jsonb) AS j(idx"
			   " integer, skill text, expected_key text, given_key"
			   " text, correct integer, wrong_amount integer,"
			   " article text, critical integer, expected_text"
			   " text, given_text text, cell text)"
			   " WHERE x.attempt = $1::bigint AND x.idx = j.idx", 2,
			   p, PGRES_COMMAND_OK, err);
	if (res == NULL)
		goto out;
	PQclear(res);
	res = remote_query(r, "DELETE FROM crupier.attempt_skills WHERE"
			   " attempt = $1::bigint", 1, p, PGRES_COMMAND_OK,
			   err);
	if (res == NULL)
		goto out;
	PQclear(res);
	res = remote_query(r, "INSERT INTO crupier.attempt_skills (attempt,"
			   " skill, actions, correct, accuracy, median_ms,"
			   " weight, examined, pass_mark, passed, critical,"
			   " hints) SELECT $1::bigint, s.skill, s.actions,"
			   " s.correct, s.accuracy, s.median_ms, s.weight,"
			   " s.examined, s.pass_mark, s.passed, s.critical,"
			   " s.hints FROM jsonb_to_recordset($2::jsonb) AS"
			   " s(skill text, actions integer, correct integer,"
			   " accuracy double precision, median_ms bigint,"
			   " weight integer, examined integer, pass_mark"
			   " integer, passed integer, critical integer, hints"
			   " integer)", 2, q, PGRES_COMMAND_OK, err);
	ok = res != NULL;
out:
	PQclear(res);
	free(actions);
	free(skills);
	return ok;
}

/* The attempt marked late or not, and its class's live view told (it
 * re-reads under its own rights: the payload names nobody). */
static bool mark(struct remote *r, const struct remote_work *w,
		 const struct remote_verdict *v, struct error *err)
{
	char id[32], cls[32];
	const char *p[2] = { id, v->late ? "1" : "0" };
	const char *q[1] = { cls };
	PGresult *res;

	snprintf(id, sizeof id, "%" PRId64, w->id);
	if (w->class_id > 0)
		snprintf(cls, sizeof cls, "%" PRId64, w->class_id);
	else
		cls[0] = '\0';
	res = remote_query(r, "UPDATE crupier.attempts SET late = $2::integer"
			   " WHERE id = $1::bigint AND late <> $2::integer", 2,
			   p, PGRES_COMMAND_OK, err);
	if (res == NULL)
		return false;
	PQclear(res);
	res = remote_query(r, "SELECT pg_catalog.pg_notify('crupier_live',"
			   " $1)", 1, q, PGRES_TUPLES_OK, err);
	if (res == NULL)
		return false;
	PQclear(res);
	return true;
}

bool remote_judge_write(struct remote *r, const struct remote_work *w,
			const struct remote_verdict *v,
			const struct remote_judged *acts, size_t n,
			bool *written, struct error *err)
{
	*written = false;
	if (!verdict_row(r, w, v, written, err))
		goto fail;
	if (!*written) {
		remote_rollback(r);
		return true;
	}
	if ((v->sum != NULL && !evaluation(r, w, v, acts, n, err)) ||
	    !mark(r, w, v, err) || !remote_exec(r, "COMMIT", err))
		goto fail;
	return true;
fail:
	*written = false;
	remote_rollback(r);
	return false;
}
