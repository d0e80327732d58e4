/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_outcome.c: how an attempt ended and whether it passed, one
 * definition for every reader; see store_outcome.h. */
#include "config.h"

#include "store/store_outcome.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"

enum store_outcome store_outcome(const struct store_attempt *a)
{
	switch (a->state) {
	case STORE_IN_PROGRESS: return STORE_OUTCOME_IN_PROGRESS;
	case STORE_ABANDONED: return STORE_OUTCOME_ABANDONED;
	case STORE_TIMED_OUT: return STORE_OUTCOME_TIMED_OUT;
	case STORE_COMPLETE: break;
	}
	if (a->verdict == STORE_VERDICT_AWAITING)
		return STORE_OUTCOME_AWAITING;
	if (a->verdict == STORE_VERDICT_UNJUDGEABLE)
		return STORE_OUTCOME_UNJUDGEABLE;
	if (!a->scored || a->pass_mark <= 0)
		return STORE_OUTCOME_UNSCORED;
	return a->passed ? STORE_OUTCOME_PASSED : STORE_OUTCOME_NOT_PASSED;
}

bool store_passed(const struct store_attempt *a)
{
	return store_outcome(a) == STORE_OUTCOME_PASSED;
}

bool store_verdict_final(const struct store_attempt *a)
{
	return a->verdict == STORE_VERDICT_OWN ||
	       a->verdict == STORE_VERDICT_JUDGED;
}

bool store_claim_differs(const struct store_attempt *a)
{
	return a->verdict == STORE_VERDICT_JUDGED && a->claimed_scored &&
	       a->claimed_passed != store_passed(a);
}

const char *store_outcome_words(enum store_outcome o)
{
	switch (o) {
	case STORE_OUTCOME_IN_PROGRESS: return _("in progress");
	case STORE_OUTCOME_ABANDONED: return _("abandoned");
	case STORE_OUTCOME_TIMED_OUT: return _("timed out");
	case STORE_OUTCOME_UNSCORED: return _("not scored");
	case STORE_OUTCOME_AWAITING: return _("awaiting judgement");
	case STORE_OUTCOME_UNJUDGEABLE: return _("not judged");
	case STORE_OUTCOME_PASSED: return _("passed");
	case STORE_OUTCOME_NOT_PASSED: return _("not passed");
	}
	return "";
}

/* Appends text to buf, "; " between. */
static void add(char *buf, size_t size, const char *text)
{
	size_t len = strlen(buf);

	if (len < size)
		snprintf(buf + len, size - len, "%s%s", len > 0 ? "; " : "",
			 text);
}

void store_verdict_remark(const struct store_attempt *a, char *buf,
			  size_t size)
{
	char line[512];

	buf[0] = '\0';
	if (store_claim_differs(a))
		add(buf, size, a->claimed_passed
			       ? _("claimed PASS, judged FAIL")
			       : _("claimed FAIL, judged PASS"));
	if (a->verdict == STORE_VERDICT_UNJUDGEABLE &&
	    a->verdict_note[0] != '\0') {
		snprintf(line, sizeof line, _("not judged: %s"),
			 a->verdict_note);
		add(buf, size, line);
	}
	if (a->late)
		add(buf, size, _("its answers reached the server after they"
				 " were given"));
}

const char *store_verdict_key(enum store_verdict v)
{
	switch (v) {
	case STORE_VERDICT_OWN:
	case STORE_VERDICT_JUDGED: return "final";
	case STORE_VERDICT_AWAITING: return "awaiting";
	case STORE_VERDICT_UNJUDGEABLE: return "unjudgeable";
	}
	return "final";
}
