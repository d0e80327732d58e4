/* SPDX-License-Identifier: GPL-3.0-or-later */
/* results_report.c: `crupier results report`: a printable report of the
 * results, per trainee (--trainee) or for a whole class (every trainee
 * the filter finds), as plain text or as one self-contained HTML file
 * (its style inline, nothing fetched) that a school can print or mail.
 * For each attempt: the verdict with its reason, each skill against its
 * mark, the critical errors, and every mistake in words (the step, what
 * was expected and what was given, the article, the time taken). */
#include "config.h"

#include "cli/results_print.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/common.h"
#include "cli/html_write.h"
#include "i18n.h"
#include "scenario/safe_text.h"
#include "store/store_outcome.h"
#include "session/skill_of.h"

/* A line of text, or an element holding it. */
static void put(bool html, const char *tag, const char *cls,
		const char *text)
{
	if (!html) {
		printf("%s\n", safe_text(text));
		return;
	}
	html_put_element(tag, cls, text);
}

static const char html_style[] =
	"body{font-family:sans-serif;margin:2em;color:#000}\n"
	"h1{font-size:1.5em}h2{font-size:1.25em;border-bottom:1px solid #000;"
	"page-break-before:auto}h3{font-size:1.05em;margin-bottom:.2em}\n"
	"table{border-collapse:collapse;margin:.4em 0}\n"
	"td,th{border:1px solid #888;padding:.15em .5em;text-align:left}\n"
	".pass{color:#060;font-weight:bold}.fail{color:#a00;font-weight:bold}\n"
	".mistake{margin:.2em 0 .6em 1em}\n"
	"@media print{body{margin:0}h2{page-break-before:always}"
	"h2:first-of-type{page-break-before:avoid}}\n";

struct report_attempt {
	struct store_attempt a;
	struct results_scored x;
	struct store_action *acts;
	size_t n_acts;
};

static void skill_table(bool html, const struct report_attempt *r)
{
	const struct store_scoring *sc = &r->x.sc;
	char line[512], mark[128];

	if (html)
		printf("<table><tr><th>%s</th><th>%s</th><th>%s</th>"
		       "<th>%s</th></tr>\n", _("Skill"), _("Right"),
		       _("Accuracy"), _("Mark"));
	for (size_t i = 0; i < r->x.n_skills; i++) {
		const struct store_skill *k = &r->x.skills[i];
		const struct store_skill_scoring *m = &sc->skill[k->skill];

		if (!m->known)
			snprintf(mark, sizeof mark, "-");
		else if (!m->examined)
			snprintf(mark, sizeof mark, "%s", _("not examined"));
		else
			snprintf(mark, sizeof mark, m->passed
				 ? _("%d%%: reached") : _("%d%%: NOT reached"),
				 m->pass_mark);
		if (!html) {
			snprintf(line, sizeof line, "  %-24s %3d/%-3d %3d%%  %s",
				 skill_name(k->skill), k->right, k->actions,
				 session_percent(k->right, k->actions), mark);
			printf("%s\n", line);
			continue;
		}
		printf("<tr><td>");
		html_put(skill_name(k->skill));
		printf("</td><td>%d/%d</td><td>%d%%</td><td class=\"%s\">",
		       k->right, k->actions,
		       session_percent(k->right, k->actions),
		       m->known && m->examined
			       ? (m->passed ? "pass" : "fail") : "");
		html_put(mark);
		printf("</td></tr>\n");
	}
	if (html)
		printf("</table>\n");
}

static void mistakes(bool html, const struct report_attempt *r)
{
	const struct store_scoring *sc = &r->x.sc;
	char line[STORE_TEXT_MAX * 2 + 256];
	int n = 0;

	for (size_t i = 0; i < r->n_acts; i++)
		n += !r->acts[i].right && !r->acts[i].replay;
	snprintf(line, sizeof line, _("Mistakes: %d"), n);
	if (!html)
		fputs("  ", stdout);
	put(html, "h4", NULL, line);
	for (size_t i = 0; i < r->n_acts; i++) {
		const struct store_action *x = &r->acts[i];
		const struct store_skill_scoring *m =
			x->skill < SKILL__COUNT ? &sc->skill[x->skill] : NULL;
		const char *tag = "";

		if (x->right || x->replay)
			continue;
		/* A critical error counts whichever skills are
		 * examined. */
		if (x->critical)
			tag = _(" (critical)");
		else if (m != NULL && m->known && !m->examined)
			tag = _(" (not scored)");
		if (html)
			printf("<div class=\"mistake\">");
		snprintf(line, sizeof line, _("Step %d, coup %d, %s, %.1f s%s:"),
			 x->index + 1, x->coup,
			 x->skill < SKILL__COUNT ? skill_name(x->skill) : "?",
			 (double)x->ms / 1000.0, tag);
		if (!html)
			fputs("  ", stdout);
		put(html, "b", NULL, line);
		/* An exam's key: released, or to the holder of its code
		 * (as `results show`). */
		if (r->a.exam && r->a.released[0] == '\0' &&
		    getenv("CRUPIER_EXAM_CODE") == NULL) {
			if (html)
				printf("</div>\n");
			continue;
		}
		snprintf(line, sizeof line, _("expected: %s"),
			 x->expected_text[0] != '\0' ? x->expected_text
						     : x->expected_key);
		if (!html)
			fputs("      ", stdout);
		put(html, "div", NULL, line);
		snprintf(line, sizeof line, _("given: %s"),
			 x->given_text[0] != '\0' ? x->given_text
						  : x->given_key);
		if (!html)
			fputs("      ", stdout);
		put(html, "div", NULL, line);
		snprintf(line, sizeof line, _("article: %s"), x->article);
		if (!html)
			fputs("      ", stdout);
		put(html, "div", NULL, line);
		if (html)
			printf("</div>\n");
	}
}

static void attempt(bool html, const struct report_attempt *r)
{
	char line[1024], verdict[512];
	const struct store_scoring *sc = &r->x.sc;

	/* TRANSLATORS: attempt number, scenario, its kind, start. */
	snprintf(line, sizeof line, _("Attempt %" PRId64 ": %s (%s), %s"),
		 r->a.id, r->a.scenario, r->a.kind, r->a.started);
	put(html, "h3", NULL, line);
	store_scoring_verdict(&r->a, r->x.skills, r->x.n_skills, sc, verdict,
			      sizeof verdict);
	if (store_outcome(&r->a) != STORE_OUTCOME_UNSCORED)
		snprintf(line, sizeof line, _("Verdict: %s"), verdict);
	else
		snprintf(line, sizeof line, "%s", _("Verdict: no pass mark"));
	if (!html)
		fputs("  ", stdout);
	put(html, "p", store_passed(&r->a) ? "pass"
		       : store_verdict_final(&r->a) ? "fail" : NULL, line);
	store_verdict_remark(&r->a, verdict, sizeof verdict);
	if (verdict[0] != '\0') {
		snprintf(line, sizeof line, _("Note: %s."), verdict);
		if (!html)
			fputs("  ", stdout);
		put(html, "p", NULL, line);
	}
	if (r->a.scored) {
		if (sc->known && sc->max_critical >= 0)
			snprintf(line, sizeof line,
				 _("Score %d%% · critical errors: %d, %d allowed"),
				 session_score_percent(r->a.score),
				 sc->critical, sc->max_critical);
		else if (sc->known)
			snprintf(line, sizeof line,
				 _("Score %d%% · critical errors: %d"),
				 session_score_percent(r->a.score),
				 sc->critical);
		else
			snprintf(line, sizeof line, _("Score %d%%"),
				 session_score_percent(r->a.score));
		if (!html)
			fputs("  ", stdout);
		put(html, "p", NULL, line);
	}
	skill_table(html, r);
	mistakes(html, r);
}

static int cmp_trainee(const void *pa, const void *pb)
{
	const struct report_attempt *a = pa, *b = pb;
	int c = strcmp(a->a.trainee, b->a.trainee);

	return c != 0 ? c : a->a.id < b->a.id ? -1 : a->a.id > b->a.id;
}

static bool load(struct store *st, struct report_attempt *r,
		 struct error *err)
{
	return store_scoring_get(st, r->a.id, &r->x.sc, err) &&
	       store_skills(st, r->a.id, r->x.skills, &r->x.n_skills, err) &&
	       store_actions(st, r->a.id, &r->acts, &r->n_acts, err) &&
	       store_scoring_flags(st, r->a.id, r->acts, r->n_acts, err);
}

int results_print_report(struct store *st, const struct store_filter *f,
			 bool html)
{
	struct store_attempt *list = NULL;
	struct report_attempt *r;
	struct error err;
	char line[512];
	size_t n = 0, trainees = 0, passed = 0;
	int rc = EXIT_OK;

	if (!store_list(st, f, &list, &n, &err))
		return cli_fail(&err);
	r = calloc(n > 0 ? n : 1, sizeof *r);
	if (r == NULL) {
		free(list);
		cli_error("%s", _("out of memory"));
		return EXIT_ERROR;
	}
	for (size_t i = 0; i < n && rc == EXIT_OK; i++) {
		r[i].a = list[i];
		if (!load(st, &r[i], &err)) {
			cli_error("%s", err.message);
			rc = EXIT_ERROR;
		}
	}
	free(list);
	if (rc != EXIT_OK)
		goto out;
	qsort(r, n, sizeof *r, cmp_trainee);
	for (size_t i = 0; i < n; i++) {
		trainees += i == 0 || strcmp(r[i].a.trainee,
					     r[i - 1].a.trainee) != 0;
		passed += store_passed(&r[i].a);
	}
	if (html)
		html_begin(_("Results report"), html_style);
	put(html, "h1", NULL, f->trainee != NULL
	    ? _("Results report: one trainee") : _("Results report: a class"));
	snprintf(line, sizeof line, _("Trainees: %zu · attempts: %zu · passed: %zu"),
		 trainees, n, passed);
	put(html, "p", NULL, line);
	if (f->scenario != NULL) {
		snprintf(line, sizeof line, _("Scenario: %s"), f->scenario);
		put(html, "p", NULL, line);
	}
	if (f->since != NULL) {
		snprintf(line, sizeof line, _("Since: %s"), f->since);
		put(html, "p", NULL, line);
	}
	for (size_t i = 0; i < n; i++) {
		if (i == 0 || strcmp(r[i].a.trainee, r[i - 1].a.trainee) != 0) {
			if (!html)
				putchar('\n');
			snprintf(line, sizeof line, _("Trainee: %s"),
				 r[i].a.trainee);
			put(html, "h2", NULL, line);
		}
		if (!html)
			putchar('\n');
		attempt(html, &r[i]);
	}
	if (n == 0)
		put(html, "p", NULL, _("(no results)"));
	if (html)
		html_end();
out:
	for (size_t i = 0; i < n; i++)
		free(r[i].acts);
	free(r);
	if (rc == EXIT_OK && fflush(stdout) != 0)
		rc = EXIT_ERROR;
	return rc;
}
