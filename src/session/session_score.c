/* SPDX-License-Identifier: GPL-3.0-or-later */
/* session_score.c: the trainee's record, the summary per skill (accuracy,
 * median and mean times, the scenario's weights, pass marks, critical
 * errors and time limit) and the explanation of a verdict.
 *
 * The model (crupier-scenario(5)): each examined skill is judged on its
 * own against its mark, so the many mechanical steps of one skill (cards
 * to Punto and Banca, the calls) cannot carry another that fails; a
 * wrong decision of a critical kind counts against max_critical whatever
 * the figures and whichever skills are examined (a wrong payment is
 * wrong money at the table in an exam of anomalies too; `critical:`
 * names fewer kinds); the weighted score is shown but decides nothing.
 * A mistake is every wrong action, of every skill: the one count that
 * the batch, the summary and every reader of the store print. */
#include "config.h"

#include "session/session.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "session/explain.h"
#include "session/procedure_key.h"
#include "session/rule_text.h"
#include "session/explain_procedure.h"
#include "session/session_impl.h"

bool session_record_add(struct session *s, const struct session_record *r)
{
	if (s->n_records == s->cap_records) {
		size_t cap = s->cap_records > 0 ? s->cap_records * 2 : 256;
		struct session_record *more = realloc(s->records,
						      cap * sizeof *more);

		if (more == NULL)
			return false;
		s->records = more;
		s->cap_records = cap;
	}
	s->records[s->n_records++] = *r;
	return true;
}

size_t session_record_count(const struct session *s)
{
	return s->n_records;
}

const struct session_record *session_record(const struct session *s,
					    size_t i)
{
	return i < s->n_records ? &s->records[i] : NULL;
}

const struct session_record *session_mistake(const struct session *s,
					     size_t k)
{
	for (size_t i = 0; i < s->n_records; i++) {
		const struct session_record *r = &s->records[i];

		if (r->replay || r->right)
			continue;
		if (k-- == 0)
			return r;
	}
	return NULL;
}

static int cmp_ms(const void *pa, const void *pb)
{
	int64_t a = *(const int64_t *)pa, b = *(const int64_t *)pb;

	return a < b ? -1 : a > b;
}

/* The median of the skill's times (the mean of the middle two for an
 * even count); ms has room for every record. */
static int64_t median(const struct session *s, enum skill k, int64_t *ms)
{
	size_t n = 0;

	for (size_t i = 0; i < s->n_records; i++)
		if (!s->records[i].replay && s->records[i].skill == k)
			ms[n++] = s->records[i].ms;
	if (n == 0)
		return 0;
	qsort(ms, n, sizeof ms[0], cmp_ms);
	return n % 2 == 1 ? ms[n / 2] : (ms[n / 2 - 1] + ms[n / 2]) / 2;
}

static int weight_of(const struct session *s, enum skill k)
{
	if (s->sc == NULL)
		return 1;
	return s->sc->scoring.weights[k] >= 0 ? s->sc->scoring.weights[k] : 0;
}

/* A skill is examined when the scenario declares it, or declares none
 * (practice, and scenarios without `skills:`). */
static bool examined(const struct session *s, enum skill k)
{
	bool any = false;

	if (s->sc == NULL)
		return true;
	for (int i = 0; i < SKILL__COUNT; i++)
		any = any || s->sc->skills[i];
	return !any || s->sc->skills[k];
}

static int pass_mark_of(const struct session *s, enum skill k)
{
	if (s->sc == NULL)
		return 0;
	return s->sc->scoring.pass_mark_set[k] ? s->sc->scoring.pass_marks[k]
					       : s->sc->scoring.pass_mark;
}

/* The errors allowed: the scenario's max_critical, else none in an
 * exam (a certificate is not given to who paid a bet wrong) and no
 * limit in drills, lessons and practice (they teach). */
static int max_critical_of(const struct session *s)
{
	if (s->sc == NULL)
		return -1;
	if (s->sc->scoring.max_critical_set)
		return s->sc->scoring.max_critical;
	return s->sc->kind == SCENARIO_EXAM ? 0 : -1;
}

bool session_critical_kind(const struct session *s,
			   const struct session_record *r)
{
	unsigned mask = CRITICAL_DEFAULT;
	const struct game_action *e = &r->expected;

	if (s->kind == SESSION_PROCEDURE || r->expected_key == NULL)
		return false;
	if (s->sc != NULL && s->sc->scoring.critical_set)
		mask = s->sc->scoring.critical;
	switch (e->kind) {
	case GAME_ACT_PAY:
	case GAME_ACT_CHANGE:
		return (mask & CRITICAL_PAYMENTS) != 0;
	case GAME_ACT_COLLECT:
		return (mask & CRITICAL_COLLECTIONS) != 0;
	case GAME_ACT_RULING:
		return (mask & CRITICAL_RULINGS) != 0;
	case GAME_ACT_COUP:
		switch (e->step) {
		case COUP_PUNTO_DRAWS:
		case COUP_PUNTO_STANDS:
		case COUP_BANCA_DRAWS:
		case COUP_BANCA_STANDS:
			return (mask & CRITICAL_DRAWING) != 0;
		case COUP_RATIFY_PIDE:
		case COUP_RATIFY_PLANTA:
			return (mask & CRITICAL_RATIFICATION) != 0;
		default:
			return false;
		}
	default:
		return false;
	}
}

void session_set_exam_clock(struct session *s, int64_t wall_ms,
			    bool timed_out)
{
	s->exam_clock_set = true;
	s->exam_wall_ms = wall_ms;
	s->exam_timed_out = timed_out;
}

bool session_time_exceeded(const struct session *s)
{
	int limit = s->sc != NULL ? s->sc->scoring.time_limit : 0;
	int64_t total = 0;

	if (limit <= 0)
		return false;
	for (size_t i = 0; i < s->n_records; i++)
		if (!s->records[i].replay)
			total += s->records[i].ms;
	return total > (int64_t)limit * 1000;
}

void session_hint_shown(struct session *s)
{
	if (s->hints && !session_over(s))
		s->hint_pending = true;
}

/* The counts of each skill: a right action after a hint counts as not
 * right once the free hints are used up (in the order of the record). */
static void count(const struct session *s, struct session_summary *out)
{
	int free_left = out->free_hints;

	for (size_t i = 0; i < s->n_records; i++) {
		const struct session_record *r = &s->records[i];
		struct skill_summary *k;
		bool ok = r->right;

		if (r->replay || (unsigned)r->skill >= SKILL__COUNT)
			continue;
		k = &out->skill[r->skill];
		k->actions++;
		k->mean_ms += (double)r->ms;
		out->total_ms += r->ms;
		if (r->hint) {
			k->hints++;
			if (free_left > 0)
				free_left--;
			else
				ok = false;
		}
		k->right += ok;
		if (!r->right && r->critical)
			k->critical++;
	}
}

/* The verdict: every examined skill at its mark, the critical errors
 * within the limit, complete and in time. */
static void judge(struct session_summary *out)
{
	out->fail = SESSION_FAIL_NONE;
	out->fail_skill = SKILL__COUNT;
	/* An exam closed at its time limit is incomplete too: the time is
	 * the reason. */
	if (out->timed_out)
		out->fail = SESSION_FAIL_TIMED_OUT;
	else if (!out->complete)
		out->fail = SESSION_FAIL_INCOMPLETE;
	else if (out->time_exceeded)
		out->fail = SESSION_FAIL_TIMED_OUT;
	else if (out->actions == 0)
		out->fail = SESSION_FAIL_NO_ACTIONS;
	for (int i = 0; i < SKILL__COUNT && out->fail == SESSION_FAIL_NONE;
	     i++)
		if (out->skill[i].examined && !out->skill[i].passed) {
			out->fail = SESSION_FAIL_SKILL;
			out->fail_skill = (enum skill)i;
		}
	if (out->fail == SESSION_FAIL_NONE && out->max_critical >= 0 &&
	    out->critical > out->max_critical)
		out->fail = SESSION_FAIL_CRITICAL;
	out->passed = out->fail == SESSION_FAIL_NONE;
}

void session_summary(const struct session *s, struct session_summary *out)
{
	int64_t *ms = malloc((s->n_records > 0 ? s->n_records : 1) *
			     sizeof *ms);
	double weighted = 0, weights = 0;
	int wrong = 0;

	memset(out, 0, sizeof *out);
	out->free_hints = s->sc != NULL ? s->sc->scoring.free_hints : 0;
	count(s, out);
	for (int i = 0; i < SKILL__COUNT; i++) {
		struct skill_summary *k = &out->skill[i];

		k->weight = weight_of(s, (enum skill)i);
		k->examined = examined(s, (enum skill)i);
		k->pass_mark = pass_mark_of(s, (enum skill)i);
		if (k->actions > 0) {
			k->accuracy = (double)k->right / k->actions;
			k->mean_ms /= k->actions;
			if (ms != NULL)
				k->median_ms = median(s, (enum skill)i, ms);
		}
		/* Compared in whole numbers: 3 of 4 is exactly 75%. */
		k->passed = k->examined &&
			    (k->actions == 0 ||
			     (int64_t)k->right * 100 >=
				     (int64_t)k->pass_mark * k->actions);
		out->all_actions += k->actions;
		out->all_right += k->right;
		out->critical += k->critical;
		if (!k->examined) {
			out->unexamined += k->actions;
			continue;
		}
		out->actions += k->actions;
		out->right += k->right;
		out->hints += k->hints;
		if (k->actions > 0) {
			weighted += k->weight * k->accuracy;
			weights += k->weight;
		}
	}
	free(ms);
	for (size_t i = 0; i < s->n_records; i++) {
		const struct session_record *r = &s->records[i];

		if (!r->replay && !r->right)
			wrong++;
	}
	out->mistakes = wrong;
	out->accuracy = out->actions > 0 ? (double)out->right / out->actions
					 : 0;
	/* Skills the drill weighs 0 do not count; if all are 0, plain
	 * accuracy.  The score is shown; the verdict is the skills'. */
	out->score = 100.0 * (weights > 0 ? weighted / weights : out->accuracy);
	out->pass_mark = s->sc != NULL ? s->sc->scoring.pass_mark : 0;
	out->time_limit = s->sc != NULL ? s->sc->scoring.time_limit : 0;
	/* An exam's time is its wall clock (session_set_exam_clock): it
	 * runs between the actions too, and across a resume. */
	if (s->exam_clock_set && s->exam_wall_ms > out->total_ms)
		out->total_ms = s->exam_wall_ms;
	out->timed_out = s->exam_timed_out;
	out->time_exceeded = out->time_limit > 0 &&
			     out->total_ms > (int64_t)out->time_limit * 1000;
	if (out->timed_out && out->time_limit > 0)
		out->time_exceeded = true;
	out->max_critical = max_critical_of(s);
	/* An attempt stopped before its end does not pass, however well
	 * it went while it lasted. */
	out->complete = session_over(s);
	judge(out);
}

/* The step of the procedure a verdict is about. */
static const struct procedure_step *step_of(const struct session *s,
					    const struct verdict *v)
{
	for (size_t i = 0; i < s->proc.nsteps; i++) {
		const struct procedure_step *p = &s->proc.steps[i];

		if (p->op == v->expected_op &&
		    strcmp(p->article, v->article) == 0)
			return p;
	}
	return NULL;
}

void session_explain(const struct session *s, const struct verdict *v,
		     char *buf, size_t size)
{
	const struct procedure_step *p;

	char did[1024] = "";
	const char *why;

	/* What the trainee did against what was due (explain.c). */
	if (s->kind != SESSION_PROCEDURE &&
	    explain_mistake(session_rules(s), session_game(s), v, buf, size))
		return;
	/* A procedure step: what was done against the step due first
	 * (explain_procedure.c), then what the step is. */
	if (s->kind == SESSION_PROCEDURE &&
	    explain_procedure_mistake(v, did, sizeof did - 1))
		strcat(did, " ");
	p = s->kind == SESSION_PROCEDURE ? step_of(s, v) : NULL;
	if (v->rule < RULE__COUNT)
		why = rule_text(session_rules(s), v->rule);
	else if (p != NULL)
		why = procedure_key_text(p, procedure_key_lang());
	else
		why = NULL;
	if (why != NULL)
		/* TRANSLATORS: what was done, a rule's or a step's
		 * explanation, and its article. */
		snprintf(buf, size, _("%s%s (%s)"), did, why, v->article);
	else
		snprintf(buf, size, "%s%s", did, v->article);
}
