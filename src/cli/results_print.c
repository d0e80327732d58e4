/* SPDX-License-Identifier: GPL-3.0-or-later */
/* results_print.c: tables, CSV and JSON of the results; see
 * results_print.h. */
#include "config.h"

#include "cli/results_print.h"

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <wchar.h>


#include "cli/common.h"
#include "cli/csv_write.h"
#include "base/json_write.h"
#include "i18n.h"
#include "scenario/safe_text.h"
#include "session/skill_of.h"
#include "base/text_width.h"
#include "store/store_outcome.h"

/* Columns shared by CSV and JSON, in this order. */
static const char *const columns[] = {
	"id", "trainee", "scenario", "scenario_sha256", "profile", "kind",
	"exam", "started", "ended", "status", "score", "pass_mark", "passed",
	"actions", "mistakes", "origin", "sealed", "attempt", "batch", NULL
};

static double rounded(double score)
{
	return round(score * 100.0) / 100.0;
}

void results_put_cell(const char *s, int width, bool last)
{
	fputs(s, stdout);
	if (last)
		return;
	for (int i = text_width(s); i < width + 2; i++)
		putchar(' ');
}

const char *results_skill_label(enum skill k)
{
	return k < SKILL__COUNT ? skill_name(k) : "?";
}

/* The status in words; a batch run (answers from a file, not typed at
 * the trainer) says so wherever it is listed. */
const char *results_state_text(const struct store_attempt *a)
{
	const char *word =
		a->state == STORE_COMPLETE    ? _("complete")
		: a->state == STORE_TIMED_OUT ? _("timed out")
		: a->state == STORE_ABANDONED ? _("abandoned")
					      : _("incomplete");
	static char buf[96];

	if (!a->batch)
		return word;
	snprintf(buf, sizeof buf, _("%s (batch)"), word);
	return buf;
}

#define TABLE_COLS 9

/* The verdict in a few words: "passed", "not passed: Payouts",
 * "not passed: critical errors"... */
static void short_verdict(const struct store_attempt *a,
			  const struct results_scored *x, char *buf,
			  size_t size)
{
	const struct store_scoring *sc = x != NULL ? &x->sc : NULL;

	if (a->state == STORE_IN_PROGRESS) {
		snprintf(buf, size, "%s", _("not passed: incomplete"));
		return;
	}
	if (a->state == STORE_ABANDONED) {
		snprintf(buf, size, "%s", _("not passed: abandoned"));
		return;
	}
	if (a->state == STORE_TIMED_OUT) {
		snprintf(buf, size, "%s", _("not passed: timed out"));
		return;
	}
	switch (store_outcome(a)) {
	case STORE_OUTCOME_AWAITING:
	case STORE_OUTCOME_UNJUDGEABLE:
		snprintf(buf, size, "%s", store_outcome_words(store_outcome(a)));
		return;
	case STORE_OUTCOME_UNSCORED:
		snprintf(buf, size, "-");
		return;
	case STORE_OUTCOME_PASSED:
		snprintf(buf, size, "%s", store_claim_differs(a)
			 ? _("passed (claimed FAIL)") : _("passed"));
		return;
	default:
		break;
	}
	/* Judged otherwise than its client claimed: said first. */
	if (store_claim_differs(a)) {
		snprintf(buf, size, "%s", _("failed (claimed PASS)"));
		return;
	}
	if (sc == NULL || !sc->known) {
		snprintf(buf, size, "%s", a->time_exceeded
			 ? _("not passed: timed out") : _("failed"));
		return;
	}
	switch (sc->fail) {
	case SESSION_FAIL_SKILL:
		/* TRANSLATORS: the skill that did not reach its mark. */
		snprintf(buf, size, _("not passed: %s"),
			 results_skill_label(sc->fail_skill));
		return;
	case SESSION_FAIL_CRITICAL:
		snprintf(buf, size, "%s", _("not passed: critical errors"));
		return;
	case SESSION_FAIL_TIMED_OUT:
		snprintf(buf, size, "%s", _("not passed: timed out"));
		return;
	case SESSION_FAIL_INCOMPLETE:
		snprintf(buf, size, "%s", _("not passed: incomplete"));
		return;
	case SESSION_FAIL_NO_ACTIONS:
		snprintf(buf, size, "%s", _("not passed: nothing done"));
		return;
	default:
		snprintf(buf, size, "%s", _("failed"));
		return;
	}
}

static void table_row(const struct store_attempt *a,
		      const struct results_scored *x, char cell[][160])
{
	snprintf(cell[0], 160, "%" PRId64, a->id);
	snprintf(cell[1], 160, "%s", safe_text(a->trainee));
	snprintf(cell[2], 160, "%s", safe_text(a->scenario));
	snprintf(cell[3], 160, "%s", safe_text(a->started));
	snprintf(cell[4], 160, "%s", results_state_text(a));
	if (a->scored)
		snprintf(cell[5], 160, "%d", session_score_percent(a->score));
	else
		snprintf(cell[5], 160, "-");
	short_verdict(a, x, cell[6], 160);
	if (a->late) {
		/* Answers that reached the results server only after they
		 * were given: the supervisor reads it on the attempt's line
		 * as in show and report. */
		char verdict[160];

		memcpy(verdict, cell[6], sizeof verdict);
		/* TRANSLATORS: the verdict, then that the attempt's answers
		 * reached the results server late. */
		snprintf(cell[6], 160, _("%s; answers late"), verdict);
	}
	snprintf(cell[7], 160, "%d", a->actions);
	snprintf(cell[8], 160, "%d", x != NULL && x->sc.known
		 ? x->sc.mistakes : a->mistakes);
}

/* The table in two passes over the store (widths, then rows), so that
 * no attempt is held. */
struct table_pass {
	int width[TABLE_COLS];
	bool print;
	size_t n;
};

static bool table_each(void *ctx, const struct store_attempt *a,
		       const struct store_scoring *sc,
		       const struct store_skill *skills, size_t n_skills)
{
	struct table_pass *t = ctx;
	struct results_scored x;
	char cell[TABLE_COLS][160];

	x.sc = *sc;
	memcpy(x.skills, skills, n_skills * sizeof *skills);
	x.n_skills = n_skills;
	table_row(a, &x, cell);
	t->n++;
	for (int c = 0; c < TABLE_COLS; c++) {
		if (t->print)
			results_put_cell(cell[c], t->width[c],
					 c == TABLE_COLS - 1);
		else if (text_width(cell[c]) > t->width[c])
			t->width[c] = text_width(cell[c]);
	}
	if (t->print)
		putchar('\n');
	return true;
}

static bool print_table(struct store *st, const struct store_filter *f,
			struct error *err)
{
	const char *head[TABLE_COLS] = {
		_("ID"), _("TRAINEE"), _("SCENARIO"), _("STARTED"),
		_("STATUS"), _("SCORE"), _("RESULT"), _("ACTIONS"),
		_("MISTAKES"),
	};
	struct table_pass t;

	memset(&t, 0, sizeof t);
	for (int c = 0; c < TABLE_COLS; c++)
		t.width[c] = text_width(head[c]);
	if (!store_list_scored(st, f, table_each, &t, err))
		return false;
	for (int c = 0; c < TABLE_COLS; c++)
		results_put_cell(head[c], t.width[c], c == TABLE_COLS - 1);
	putchar('\n');
	t.print = true;
	t.n = 0;
	if (!store_list_scored(st, f, table_each, &t, err))
		return false;
	if (t.n == 0)
		printf("%s\n", _("(no results)"));
	return true;
}

/* The scoring model's columns, after the others (so their places do not
 * move): the reason, critical errors, hints, one per skill. */
static const char *const scored_columns[] = {
	"fail_reason", "fail_skill", "critical", "max_critical", "hints", NULL
};

/* A skill's cell: its percent (rounded down); -1 (an empty cell) when
 * it had no actions or was not examined. */
static int skill_cell(const struct results_scored *x, enum skill k)
{
	int p = -1;

	if (x == NULL)
		return -1;
	if (x->sc.known && x->sc.skill[k].known && !x->sc.skill[k].examined)
		return -1;
	for (size_t i = 0; i < x->n_skills; i++)
		if (x->skills[i].skill == k && x->skills[i].actions > 0)
			p = session_percent(x->skills[i].right,
					    x->skills[i].actions);
	return p;
}

/* A number, or an empty field when there is none. */
static void csv_int_or_empty(bool have, int64_t v, bool last)
{
	if (have)
		csv_write_int(v, last);
	else
		csv_write_field("", last);
}

static void csv_scored(const struct store_attempt *a,
		       const struct results_scored *x)
{
	const struct store_scoring *sc = x != NULL ? &x->sc : NULL;
	bool known = sc != NULL && sc->known;

	if (a->state == STORE_IN_PROGRESS)
		csv_write_field("incomplete", false);
	else if (a->state == STORE_ABANDONED)
		csv_write_field("abandoned", false);
	else
		csv_write_field(known ? session_fail_key(sc->fail) : "",
				false);
	csv_write_field(known && sc->fail_skill < SKILL__COUNT
			? skill_key(sc->fail_skill) : "", false);
	csv_int_or_empty(known, known ? sc->critical : 0, false);
	csv_int_or_empty(known && sc->max_critical >= 0,
			 known ? sc->max_critical : 0, false);
	csv_int_or_empty(known, known ? sc->hints : 0, false);
	for (int k = 0; k < SKILL__COUNT; k++) {
		int p = skill_cell(x, (enum skill)k);

		csv_int_or_empty(p >= 0, p, false);
	}
	/* Whose verdict it is, what a client claimed, late answers. */
	csv_write_field(store_verdict_key(a->verdict), false);
	/* What a client claimed, when the judge decided otherwise. */
	csv_write_field(!store_claim_differs(a) ? ""
			: a->claimed_passed ? "true" : "false", false);
	csv_write_field(a->late ? "true" : "false", true);
}

/* "true", "false", or "" when the attempt has no verdict (not scored, in
 * progress, awaiting the server's judge): store_outcome.h. */
static const char *passed_key(const struct store_attempt *x)
{
	enum store_outcome o = store_outcome(x);

	if (o == STORE_OUTCOME_PASSED)
		return "true";
	if (!x->scored || o == STORE_OUTCOME_IN_PROGRESS ||
	    o == STORE_OUTCOME_AWAITING || o == STORE_OUTCOME_UNJUDGEABLE)
		return "";
	return "false";
}

static void csv_row(const struct store_attempt *x,
		    const struct results_scored *sx)
{
	char num[64];

	csv_write_int(x->id, false);
	csv_write_field(x->trainee, false);
	csv_write_field(x->scenario, false);
	csv_write_field(x->sha256, false);
	csv_write_field(x->profile, false);
	csv_write_field(x->kind, false);
	csv_write_field(x->exam ? "true" : "false", false);
	csv_write_field(x->started, false);
	csv_write_field(x->ended, false);
	csv_write_field(store_state_key(x->state), false);
	if (x->scored)
		snprintf(num, sizeof num, "%.2f", rounded(x->score));
	else
		num[0] = '\0';
	csv_write_field(num, false);
	csv_int_or_empty(x->scored, x->pass_mark, false);
	csv_write_field(passed_key(x), false);
	csv_write_int(x->actions, false);
	csv_write_int(sx != NULL && sx->sc.known ? sx->sc.mistakes
						  : x->mistakes, false);
	csv_write_field(x->imported ? "import" : "local", false);
	csv_write_field(x->sealed, false);
	csv_int_or_empty(x->attempt_no > 0, x->attempt_no, false);
	csv_write_field(x->batch ? "true" : "false", false);
	csv_scored(x, sx);
}

static bool csv_each(void *ctx, const struct store_attempt *a,
		     const struct store_scoring *sc,
		     const struct store_skill *skills, size_t n_skills)
{
	struct results_scored x;

	(void)ctx;
	x.sc = *sc;
	memcpy(x.skills, skills, n_skills * sizeof *skills);
	x.n_skills = n_skills;
	csv_row(a, &x);
	return !ferror(stdout);
}

static bool print_csv(struct store *st, const struct store_filter *f,
		      struct error *err)
{
	for (int c = 0; columns[c] != NULL; c++)
		csv_write_field(columns[c], false);
	for (int c = 0; scored_columns[c] != NULL; c++)
		csv_write_field(scored_columns[c], false);
	for (int k = 0; k < SKILL__COUNT; k++)
		csv_write_field(skill_key((enum skill)k), false);
	csv_write_field("verdict", false);
	csv_write_field("claimed_passed", false);
	csv_write_field("late", true);
	return store_list_scored(st, f, csv_each, NULL, err);
}

/* An attempt as its JSON object, written as it goes (json_write.h: the
 * bytes jansson's dump of the same object gave; building 100,000
 * objects to dump each took seconds). */
static void attempt_json(struct json_write *j, const struct store_attempt *x,
			 const struct store_scoring *sc)
{
	json_write_int(j, "id", x->id);
	json_write_string(j, "trainee", x->trainee);
	json_write_string(j, "scenario", x->scenario);
	json_write_string(j, "scenario_sha256", x->sha256);
	json_write_string(j, "profile", x->profile);
	json_write_string(j, "kind", x->kind);
	json_write_bool(j, "exam", x->exam);
	json_write_string(j, "started", x->started);
	json_write_string(j, "ended", x->ended[0] != '\0' ? x->ended : NULL);
	json_write_string(j, "status", store_state_key(x->state));
	if (x->scored)
		json_write_real(j, "score", rounded(x->score));
	else
		json_write_null(j, "score");
	if (x->scored)
		json_write_int(j, "pass_mark", x->pass_mark);
	else
		json_write_null(j, "pass_mark");
	if (passed_key(x)[0] != '\0')
		json_write_bool(j, "passed", store_passed(x));
	else
		json_write_null(j, "passed");
	json_write_int(j, "actions", x->actions);
	/* The mistakes of every skill, as the summary counts. */
	json_write_int(j, "mistakes", sc->known ? sc->mistakes : x->mistakes);
	json_write_string(j, "origin", x->imported ? "import" : "local");
	json_write_string(j, "sealed", x->sealed[0] != '\0' ? x->sealed
							    : NULL);
	if (x->attempt_no > 0)
		json_write_int(j, "attempt", x->attempt_no);
	else
		json_write_null(j, "attempt");
	json_write_bool(j, "batch", x->batch);
	json_write_string(j, "verdict", store_verdict_key(x->verdict));
	if (store_claim_differs(x))
		json_write_bool(j, "claimed_passed", x->claimed_passed);
	else
		json_write_null(j, "claimed_passed");
	json_write_bool(j, "late", x->late);
}

static void json_int_or_null(struct json_write *j, const char *key,
			     bool have, int64_t v)
{
	if (have)
		json_write_int(j, key, v);
	else
		json_write_null(j, key);
}

static void json_bool_or_null(struct json_write *j, const char *key,
			      bool have, bool v)
{
	if (have)
		json_write_bool(j, key, v);
	else
		json_write_null(j, key);
}

/* The scoring model's members: null where the attempt has none. */
static void attempt_json_scored(struct json_write *j,
				const struct store_attempt *a,
				const struct store_scoring *sc,
				const struct store_skill *skills,
				size_t n_skills)
{
	json_write_string(j, "fail_reason",
		a->state == STORE_IN_PROGRESS ? "incomplete"
		: a->state == STORE_ABANDONED ? "abandoned"
		: sc->known ? session_fail_key(sc->fail) : NULL);
	json_write_string(j, "fail_skill",
			  sc->known && sc->fail_skill < SKILL__COUNT
			  ? skill_key(sc->fail_skill) : NULL);
	json_int_or_null(j, "critical", sc->known, sc->critical);
	json_int_or_null(j, "max_critical",
			 sc->known && sc->max_critical >= 0, sc->max_critical);
	json_int_or_null(j, "hints", sc->known, sc->hints);
	json_write_object(j, "skills");
	for (size_t i = 0; i < n_skills; i++) {
		const struct store_skill *k = &skills[i];
		const struct store_skill_scoring *m = &sc->skill[k->skill];

		json_write_object(j, skill_key(k->skill));
		json_write_int(j, "actions", k->actions);
		json_write_int(j, "right", k->right);
		json_write_int(j, "percent",
			       session_percent(k->right, k->actions));
		json_bool_or_null(j, "examined", m->known, m->examined);
		json_int_or_null(j, "pass_mark", m->known, m->pass_mark);
		json_bool_or_null(j, "passed", m->known, m->passed);
		json_int_or_null(j, "critical", m->known, m->critical);
		json_write_end(j);
	}
	json_write_end(j);
}

/* The JSON array one element at a time (json_write_item). */
struct json_pass {
	size_t n;
	bool failed;
};

static bool json_each(void *ctx, const struct store_attempt *a,
		      const struct store_scoring *sc,
		      const struct store_skill *skills, size_t n_skills)
{
	struct json_pass *p = ctx;
	struct json_write j;

	json_write_item(&j, stdout, p->n++, 10);
	attempt_json(&j, a, sc);
	attempt_json_scored(&j, a, sc, skills, n_skills);
	json_write_end(&j);
	if (ferror(stdout))
		p->failed = true;
	return !p->failed;
}

int results_print_list(struct store *st, const struct store_filter *f,
		       enum results_format fmt)
{
	struct json_pass p = { 0, false };
	struct error err;
	bool ok;

	switch (fmt) {
	case RESULTS_TABLE:
		ok = print_table(st, f, &err);
		break;
	case RESULTS_CSV:
		ok = print_csv(st, f, &err);
		break;
	default:
		ok = store_list_scored(st, f, json_each, &p, &err);
		if (ok) {
			json_write_items_end(stdout, p.n);
			putchar('\n');
		}
		break;
	}
	if (!ok && !p.failed)
		return cli_fail(&err);
	return !ok || fflush(stdout) != 0 || ferror(stdout) ? EXIT_ERROR
							    : EXIT_OK;
}

/* A percent to one decimal, rounded down like every shown figure:
 * 100.0 only without a mistake. */
static double tenths(int right, int actions)
{
	if (actions <= 0 || right <= 0)
		return 0;
	return (double)((int64_t)right * 1000 / actions) / 10.0;
}

int results_print_progress(const char *trainee,
			   const struct store_point *points, size_t n_points,
			   const struct store_skill *weak, size_t n_weak,
			   const struct store_spot *spots, size_t n_spots)
{
	printf(_("Progress of %s\n"), safe_text(trainee));
	for (size_t i = 0; i < n_points; i++) {
		const struct store_point *p = &points[i];

		if (i == 0 || strcmp(p->label, points[i - 1].label) != 0 ||
		    p->attempt != points[i - 1].attempt)
			printf("%s\n", safe_text(p->label));
		fputs("  ", stdout);
		results_put_cell(results_skill_label(p->skill),
				 RESULTS_SKILL_WIDTH, false);
		printf(_("%3d/%-3d %5.1f%%  median %" PRId64 " ms"),
		       p->right, p->actions, tenths(p->right, p->actions),
		       p->median_ms);
		if (p->hints > 0)
			printf(ngettext("  (%d after a hint)",
					"  (%d after a hint)",
					(unsigned long)p->hints), p->hints);
		putchar('\n');
	}
	if (n_weak > 0)
		printf("\n%s\n", _("Weakest skills:"));
	for (size_t i = 0; i < n_weak; i++) {
		fputs("  ", stdout);
		results_put_cell(results_skill_label(weak[i].skill),
				 RESULTS_SKILL_WIDTH, false);
		printf(_("%5.1f%%  median %" PRId64 " ms\n"),
		       tenths(weak[i].right, weak[i].actions),
		       weak[i].median_ms);
	}
	if (n_spots > 0)
		printf("\n%s\n", _("Weak spots (scenario, coup):"));
	for (size_t i = 0; i < n_spots; i++) {
		/* Where (a procedure has no coup), then the count, the
		 * last mistake's skill by its name, article and time. */
		if (spots[i].coup > 0)
			printf(_("  %s coup %d: "), safe_text(spots[i].scenario),
			       spots[i].coup);
		else
			printf("  %s: ", safe_text(spots[i].scenario));
		printf(ngettext("%d mistake", "%d mistakes",
				(unsigned long)spots[i].mistakes),
		       spots[i].mistakes);
		printf(_(", %d right since; the last in %s (%s) %s\n"),
		       spots[i].right_since,
		       results_skill_label(spots[i].skill),
		       safe_text(spots[i].article),
		       safe_text(spots[i].last_mistake));
	}
	return EXIT_OK;
}
