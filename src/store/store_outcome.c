/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_outcome.c: how an attempt ended and whether it passed, one
 * definition for every reader; see store_outcome.h. */
#include "config.h"

#include "store/store_outcome.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "store/store_impl.h"
#include "store/store_sql.h"

void store_attempt_from_stored(const struct store_stored *s,
			       struct store_attempt *a)
{
	const char *status = s->status != NULL ? s->status : "";
	const char *verdict = s->verdict != NULL ? s->verdict : "";
	/* session_fail_key(SESSION_FAIL_NONE) is "". */
	bool reason = s->fail_reason != NULL && s->fail_reason[0] != '\0';
	bool over = s->has_critical && s->max_critical >= 0 &&
		    s->critical > s->max_critical;

	a->state = strcmp(status, "complete") == 0    ? STORE_COMPLETE
		   : strcmp(status, "abandoned") == 0 ? STORE_ABANDONED
						      : STORE_IN_PROGRESS;
	if (a->state == STORE_COMPLETE && s->timed_out)
		a->state = STORE_TIMED_OUT;
	a->scored = s->has_score && isfinite(s->score) && s->score >= 0 &&
		    s->score <= 100;
	a->score = a->scored ? s->score : 0;
	/* No mark (0) unless one from 1 to 100. */
	a->pass_mark = s->has_pass_mark && s->pass_mark >= 1 &&
		       s->pass_mark <= 100 ? (int)s->pass_mark : 0;
	a->time_exceeded = s->time_exceeded;
	/* Marked passed, and nothing stored says otherwise. */
	a->passed = s->has_passed && s->passed == 1 && !s->time_exceeded &&
		    !reason && !over;
	a->verdict = strcmp(verdict, "awaiting") == 0 ? STORE_VERDICT_AWAITING
		     : strcmp(verdict, "judged") == 0 ? STORE_VERDICT_JUDGED
		     : strcmp(verdict, "unjudgeable") == 0
			     ? STORE_VERDICT_UNJUDGEABLE
			     : STORE_VERDICT_OWN;
}

/* One stored value: NULL and the types told apart. */
static void stored_value(sqlite3_value *v, int type, bool *has,
			 int64_t *out)
{
	*has = sqlite3_value_type(v) == type;
	*out = sqlite3_value_int64(v);
}

static void stored_of(sqlite3_value **arg, struct store_stored *s)
{
	int t = sqlite3_value_type(arg[2]);
	bool has_max;

	memset(s, 0, sizeof *s);
	s->status = (const char *)sqlite3_value_text(arg[0]);
	s->timed_out = sqlite3_value_int64(arg[1]) != 0;
	s->has_score = t == SQLITE_INTEGER || t == SQLITE_FLOAT;
	s->score = sqlite3_value_double(arg[2]);
	stored_value(arg[3], SQLITE_INTEGER, &s->has_pass_mark, &s->pass_mark);
	stored_value(arg[4], SQLITE_INTEGER, &s->has_passed, &s->passed);
	s->time_exceeded = sqlite3_value_int64(arg[5]) != 0;
	if (sqlite3_value_type(arg[6]) != SQLITE_NULL)
		s->fail_reason = (const char *)sqlite3_value_text(arg[6]);
	stored_value(arg[7], SQLITE_INTEGER, &s->has_critical, &s->critical);
	stored_value(arg[8], SQLITE_INTEGER, &has_max, &s->max_critical);
	if (!has_max)
		s->max_critical = -1;
	if (sqlite3_value_type(arg[9]) != SQLITE_NULL)
		s->verdict = (const char *)sqlite3_value_text(arg[9]);
}

/* The same from a row of a reader's statement, on either back end: the
 * types as stored (store_sql_type). */
static bool is_integer(struct store_sql *q, int i)
{
	return store_sql_type(q, i) == STORE_SQL_INTEGER;
}

void store_stored_of_row(struct store_sql *q, int i, struct store_stored *s)
{
	enum store_sql_type t = store_sql_type(q, i + 2);

	memset(s, 0, sizeof *s);
	s->status = store_sql_str(q, i);
	s->timed_out = store_sql_int64(q, i + 1) != 0;
	s->has_score = t == STORE_SQL_INTEGER || t == STORE_SQL_FLOAT;
	s->score = store_sql_double(q, i + 2);
	s->has_pass_mark = is_integer(q, i + 3);
	s->pass_mark = store_sql_int64(q, i + 3);
	s->has_passed = is_integer(q, i + 4);
	s->passed = store_sql_int64(q, i + 4);
	s->time_exceeded = store_sql_int64(q, i + 5) != 0;
	s->fail_reason = store_sql_str(q, i + 6);
	s->has_critical = is_integer(q, i + 7);
	s->critical = store_sql_int64(q, i + 7);
	s->max_critical = store_max_critical_of_row(q, i + 8);
	s->verdict = store_sql_str(q, i + 9);
}

int64_t store_max_critical_of_row(struct store_sql *q, int i)
{
	return is_integer(q, i) ? store_sql_int64(q, i) : -1;
}

static void sql_passed(sqlite3_context *cx, int n, sqlite3_value **arg)
{
	struct store_attempt a;
	struct store_stored s;

	(void)n;
	memset(&a, 0, sizeof a);
	stored_of(arg, &s);
	store_attempt_from_stored(&s, &a);
	sqlite3_result_int(cx, store_passed(&a));
}

static void sql_score(sqlite3_context *cx, int n, sqlite3_value **arg)
{
	struct store_attempt a;
	struct store_stored s;

	(void)n;
	memset(&a, 0, sizeof a);
	stored_of(arg, &s);
	store_attempt_from_stored(&s, &a);
	if (a.scored)
		sqlite3_result_double(cx, a.score);
	else
		sqlite3_result_null(cx);
}

bool store_outcome_install(sqlite3 *db)
{
	const int flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC |
			  SQLITE_INNOCUOUS;

	return sqlite3_create_function(db, "crupier_passed", 10, flags, NULL,
				       sql_passed, NULL, NULL) == SQLITE_OK &&
	       sqlite3_create_function(db, "crupier_score", 10, flags, NULL,
				       sql_score, NULL, NULL) == SQLITE_OK;
}

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
