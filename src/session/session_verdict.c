/* SPDX-License-Identifier: GPL-3.0-or-later */
/* session_verdict.c: the figures of a summary as they are shown, and the
 * verdict with its reason in words.  Every front end (the summary screen,
 * `crupier exam`, `results`) says them the same way, so they never
 * contradict each other: a percent is rounded down (100% only without a
 * mistake), and NOT PASSED always comes with its reason. */
#include "config.h"

#include "session/session.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "session/skill_of.h"

int session_percent(int right, int actions)
{
	if (actions <= 0 || right <= 0)
		return 0;
	return (int)((int64_t)right * 100 / actions);
}

int session_score_percent(double score)
{
	/* The epsilon only absorbs the rounding of a mean of exact
	 * fractions: a real mistake costs far more than 1e-9. */
	double f = floor(score + 1e-9);

	return f < 0 ? 0 : f > 100 ? 100 : (int)f;
}

static const char *const fail_keys[SESSION_FAIL__COUNT] = {
	[SESSION_FAIL_NONE] = "",
	[SESSION_FAIL_INCOMPLETE] = "incomplete",
	[SESSION_FAIL_TIMED_OUT] = "timed_out",
	[SESSION_FAIL_NO_ACTIONS] = "no_actions",
	[SESSION_FAIL_SKILL] = "skill",
	[SESSION_FAIL_CRITICAL] = "critical",
	[SESSION_FAIL_BAD_ANSWER] = "bad_answer",
	[SESSION_FAIL_WRONG_SHOE] = "wrong_shoe",
};

const char *session_fail_key(enum session_fail f)
{
	return (unsigned)f < SESSION_FAIL__COUNT ? fail_keys[f] : "";
}

enum session_fail session_fail_by_key(const char *key)
{
	for (int i = 0; i < SESSION_FAIL__COUNT; i++)
		if (strcmp(fail_keys[i], key) == 0)
			return (enum session_fail)i;
	return SESSION_FAIL__COUNT;
}

void session_verdict_text(const struct session_summary *sum, char *buf,
			  size_t size)
{
	const struct skill_summary *k;

	switch (sum->fail) {
	case SESSION_FAIL_NONE:
		snprintf(buf, size, "%s", _("PASSED"));
		return;
	case SESSION_FAIL_INCOMPLETE:
		snprintf(buf, size, "%s", _("NOT PASSED: incomplete, left"
					    " before its end."));
		return;
	case SESSION_FAIL_TIMED_OUT:
		snprintf(buf, size, "%s", _("NOT PASSED: timed out, over the"
					    " time limit."));
		return;
	case SESSION_FAIL_NO_ACTIONS:
		snprintf(buf, size, "%s", _("NOT PASSED: nothing examined was"
					    " done."));
		return;
	case SESSION_FAIL_SKILL:
		k = (unsigned)sum->fail_skill < SKILL__COUNT
			    ? &sum->skill[sum->fail_skill] : NULL;
		if (k == NULL)
			break;
		/* TRANSLATORS: the skill, its percent, its pass mark. */
		snprintf(buf, size, _("NOT PASSED: %s %d%% is below its mark"
				      " of %d%%."), skill_name(sum->fail_skill),
			 session_percent(k->right, k->actions), k->pass_mark);
		return;
	case SESSION_FAIL_CRITICAL:
		snprintf(buf, size, ngettext(
			"NOT PASSED: %d critical error, %d allowed.",
			"NOT PASSED: %d critical errors, %d allowed.",
			(unsigned long)sum->critical), sum->critical,
			 sum->max_critical);
		return;
	case SESSION_FAIL_BAD_ANSWER:
		snprintf(buf, size, "%s", _("NOT PASSED: an answer recorded"
					    " does not apply to the exam as"
					    " it stood."));
		return;
	case SESSION_FAIL_WRONG_SHOE:
		snprintf(buf, size, "%s", _("NOT PASSED: the shoe played is"
					    " not the one the results server"
					    " dealt."));
		return;
	case SESSION_FAIL__COUNT:
		break;
	}
	snprintf(buf, size, "%s", _("NOT PASSED"));
}
