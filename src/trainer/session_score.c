/* session_score.c: the trainee's record, the summary per skill (accuracy,
 * median and mean times, the scenario's weights, pass mark and time
 * limit) and the explanation of a verdict. */
#include "config.h"

#include "trainer/session.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "trainer/procedure_key.h"
#include "trainer/rule_text.h"
#include "trainer/session_impl.h"

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

void session_summary(const struct session *s, struct session_summary *out)
{
	int64_t *ms = malloc((s->n_records > 0 ? s->n_records : 1) *
			     sizeof *ms);
	double weighted = 0, weights = 0;

	memset(out, 0, sizeof *out);
	for (size_t i = 0; i < s->n_records; i++) {
		const struct session_record *r = &s->records[i];
		struct skill_summary *k;

		if (r->replay || (unsigned)r->skill >= SKILL__COUNT)
			continue;
		k = &out->skill[r->skill];
		k->actions++;
		k->right += r->right;
		k->mean_ms += (double)r->ms;
		out->actions++;
		out->right += r->right;
		out->total_ms += r->ms;
	}
	for (int i = 0; i < SKILL__COUNT; i++) {
		struct skill_summary *k = &out->skill[i];

		k->weight = weight_of(s, (enum skill)i);
		if (k->actions == 0)
			continue;
		k->accuracy = (double)k->right / k->actions;
		k->mean_ms /= k->actions;
		if (ms != NULL)
			k->median_ms = median(s, (enum skill)i, ms);
		weighted += k->weight * k->accuracy;
		weights += k->weight;
	}
	free(ms);
	out->mistakes = out->actions - out->right;
	out->accuracy = out->actions > 0 ? (double)out->right / out->actions
					 : 0;
	/* Skills the drill weighs 0 do not count; if all are 0, plain
	 * accuracy. */
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
	/* An attempt stopped before its end does not pass, however well
	 * it went while it lasted. */
	out->complete = session_over(s);
	out->passed = out->complete && out->actions > 0 &&
		      !out->timed_out &&
		      !out->time_exceeded && out->score + 1e-9 >= out->pass_mark;
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

	if (v->rule < RULE__COUNT) {
		/* TRANSLATORS: a rule's explanation and its article. */
		snprintf(buf, size, _("%s (%s)"),
			 rule_text(session_rules(s), v->rule), v->article);
		return;
	}
	p = s->kind == SESSION_PROCEDURE ? step_of(s, v) : NULL;
	if (p != NULL)
		snprintf(buf, size, _("%s (%s)"),
			 procedure_key_text(p, procedure_key_lang()),
			 v->article);
	else
		snprintf(buf, size, "%s", v->article);
}
