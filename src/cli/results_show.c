/* SPDX-License-Identifier: GPL-3.0-or-later */
/* results_show.c: `crupier results show`: one attempt with its verdict
 * and reason, each skill against its mark, every action, and each
 * mistake in words; see results_print.h. */
#include "config.h"

#include "cli/results_print.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "cli/common.h"
#include "i18n.h"
#include "scenario/safe_text.h"
#include "store/store_outcome.h"
#include "session/skill_of.h"

/* What was done instead, for results recorded before the words were:
 * another action, or the same one with another amount or other details
 * (a wrong winner, seat or total). */
static const char *given_key_text(const struct store_action *x)
{
	static char buf[STORE_KEY_MAX + 64];

	if (x->wrong_amount)
		return _("given the wrong amount");
	if (strcmp(x->given_key, x->expected_key) == 0)
		return _("given with other details");
	snprintf(buf, sizeof buf, _("given %s"), x->given_key);
	return buf;
}

/* An action's number, coup (none in a procedure) and skill, by its
 * name: the first columns of the list of actions. */
static void put_where(const struct store_action *x)
{
	char coup[32] = "";

	if (x->coup > 0)
		snprintf(coup, sizeof coup, "%s %d", _("coup"), x->coup);
	printf("  %4d  ", x->index + 1);
	results_put_cell(coup, 9, false);
	results_put_cell(results_skill_label(x->skill), RESULTS_SKILL_WIDTH,
			 false);
}

/* The skills against their marks, as the summary showed them. */
static void show_skills(const struct store_skill *skills, size_t n,
			const struct store_scoring *sc)
{
	if (n > 0)
		printf("\n%s\n", _("Skills:"));
	for (size_t i = 0; i < n; i++) {
		const struct store_skill *k = &skills[i];
		const struct store_skill_scoring *m =
			k->skill < SKILL__COUNT ? &sc->skill[k->skill] : NULL;

		fputs("  ", stdout);
		results_put_cell(results_skill_label(k->skill), RESULTS_SKILL_WIDTH, false);
		printf("%3d/%-3d %3d%%  ", k->right, k->actions,
		       session_percent(k->right, k->actions));
		if (m != NULL && m->known && !m->examined)
			printf("%-24s", _("not examined"));
		else if (m != NULL && m->known)
			printf(m->passed ? _("mark %3d%%: reached      ")
			       : _("mark %3d%%: NOT reached  "), m->pass_mark);
		printf(_("median %" PRId64 " ms\n"), k->median_ms);
	}
}

/* One mistake in words: the step, the coup, what was expected and what
 * was given (amounts included), the article and the time it took. */
static void show_mistake(const struct store_action *x,
			 const struct store_scoring *sc, bool key)
{
	const struct store_skill_scoring *m =
		x->skill < SKILL__COUNT ? &sc->skill[x->skill] : NULL;
	const char *tag = "";

	/* A critical error counts whichever skills are examined. */
	if (x->critical)
		tag = _(" (critical)");
	else if (m != NULL && m->known && !m->examined)
		tag = _(" (not scored)");
	if (x->coup > 0)
		/* TRANSLATORS: step number, coup, skill, seconds taken, a
		 * tag. */
		printf(_("  Step %d, coup %d, %s, %.1f s%s:\n"), x->index + 1,
		       x->coup, results_skill_label(x->skill),
		       (double)x->ms / 1000.0, tag);
	else
		/* A procedure: no coup. */
		printf(_("  Step %d, %s, %.1f s%s:\n"), x->index + 1,
		       results_skill_label(x->skill), (double)x->ms / 1000.0,
		       tag);
	if (!key)
		return;
	if (x->expected_text[0] != '\0') {
		printf(_("    expected: %s\n"), safe_text(x->expected_text));
		printf(_("    given:    %s\n"), safe_text(x->given_text));
	} else {
		printf(_("    expected: %s\n"), safe_text(x->expected_key));
		printf(_("    given:    %s\n"), safe_text(given_key_text(x)));
	}
	printf(_("    article:  %s\n"), safe_text(x->article));
}

int results_print_show_scored(const struct store_attempt *a,
			      const struct store_skill *skills,
			      size_t n_skills, const struct store_action *acts,
			      size_t n_acts, const struct store_scoring *sc,
			      bool key)
{
	char verdict[512];
	int mistakes = 0;

	printf(_("Attempt %" PRId64 ": %s, %s (%s%s, rules %s)\n"), a->id,
	       safe_text(a->trainee), safe_text(a->scenario),
	       safe_text(a->kind),
	       a->exam && strcmp(a->kind, "exam") != 0 ? _(", as an exam")
						       : "",
	       safe_text(a->profile));
	printf(_("Scenario file SHA-256: %s\n"), safe_text(a->sha256));
	printf(_("Started: %s\n"), safe_text(a->started));
	printf(_("Ended: %s\n"),
	       a->ended[0] != '\0' ? safe_text(a->ended) : "-");
	printf(_("Status: %s\n"), results_state_text(a));
	if (a->attempt_no > 0)
		printf(_("Attempt number: %d (this trainee's attempts at this"
			 " exam, from 1)\n"), a->attempt_no);
	if (a->has_seed)
		printf(_("Shoe: its own, seed %" PRId64 " ('crupier judge"
			 " --seed %" PRId64 "' deals it again)\n"),
		       a->shoe_seed, a->shoe_seed);
	if (a->scored && a->pass_mark > 0) {
		store_scoring_verdict(a, skills, n_skills, sc, verdict,
				      sizeof verdict);
		printf(_("Verdict: %s\n"), safe_text(verdict));
		printf(_("Score: %d%% (pass mark %d%%)\n"),
		       session_score_percent(a->score), a->pass_mark);
	} else if (a->verdict == STORE_VERDICT_AWAITING ||
		   a->verdict == STORE_VERDICT_UNJUDGEABLE) {
		store_scoring_verdict(a, skills, n_skills, sc, verdict,
				      sizeof verdict);
		printf(_("Verdict: %s\n"), safe_text(verdict));
	} else if (a->scored) {
		printf(_("Score: %d%%\n"), session_score_percent(a->score));
	}
	if (sc->known) {
		if (sc->max_critical >= 0)
			printf(_("Critical errors: %d, %d allowed.\n"),
			       sc->critical, sc->max_critical);
		else {
			/* As the summary says it: an exam file may allow
			 * any number (max_critical: -1). */
			printf(_("Critical errors: %d (no limit)."),
			       sc->critical);
			putchar('\n');
		}
		printf(_("Actions done after a hint: %d (%d free).\n"),
		       sc->hints, sc->free_hints);
	}
	store_verdict_remark(a, verdict, sizeof verdict);
	if (verdict[0] != '\0')
		printf(_("Note: %s.\n"), safe_text(verdict));
	if (a->time_exceeded)
		printf("%s\n", _("The time limit was exceeded."));
	if (a->sealed[0] != '\0')
		printf(_("Sealed result: %s\n"), safe_text(a->sealed));
	if (a->released[0] != '\0')
		printf(_("Released to the trainee: %s\n"),
		       safe_text(a->released));
	show_skills(skills, n_skills, sc);
	if (!key)
		printf("\n%s\n", _("The answer key (each action due, its"
				    " article) is shown once the supervisor"
				    " has reviewed this exam and released it:"
				    " crupier results release ID."));
	printf("\n%s\n", _("Actions:"));
	for (size_t i = 0; i < n_acts; i++) {
		const struct store_action *x = &acts[i];

		put_where(x);
		if (!key) {
			/* Where and how long, never what was due. */
			printf("%-6s %7" PRId64 " ms\n",
			       x->right ? _("right") : _("WRONG"), x->ms);
			mistakes += !x->right && !x->replay;
			continue;
		}
		printf("%-6s %7" PRId64 " ms  %s",
		       x->right ? _("right") : _("WRONG"), x->ms,
		       safe_text(x->expected_text[0] != '\0' ? x->expected_text
							     : x->expected_key));
		if (!x->right && x->expected_text[0] == '\0')
			printf(" (%s)", safe_text(given_key_text(x)));
		if (x->hint)
			printf(" %s", _("(hint)"));
		printf("  [%s]%s\n", safe_text(x->article),
		       x->replay ? _(" replay") : "");
		mistakes += !x->right && !x->replay;
	}
	printf("\n");
	printf(_("Mistakes: %d\n"), mistakes);
	for (size_t i = 0; i < n_acts; i++)
		if (!acts[i].right && !acts[i].replay)
			show_mistake(&acts[i], sc, key);
	return EXIT_OK;
}
