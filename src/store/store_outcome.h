/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_outcome.h: one definition of how an attempt ended and whether it
 * passed, for every reader (results list, show, report, export, class
 * report and watch, the trainer's screens) on both back ends, in C and in
 * SQL.
 *
 * Passed: complete (not timed out, not abandoned, not in progress),
 * scored against a pass mark, marked passed, and, for a results server's
 * attempt, judged so by its judge (crupier server judge).  A server's
 * attempt not judged yet is awaiting judgement whatever its client
 * claimed; one the judge could not replay is not judged.  Odd stored
 * values are never a pass: no column is trusted alone (a database may
 * come from an older program, a server edited by hand, a damaged file),
 * so passed is marked exactly 1, the score a number from 0 to 100 (else
 * none), the mark from 1 to 100 (else none), no time limit exceeded, no
 * reason for a failure recorded and the critical errors within those
 * allowed (store_attempt_from_stored).  The SQL is the same C function
 * (crupier_passed, registered on every connection), so the two cannot
 * differ. */
#ifndef STORE_STORE_OUTCOME_H
#define STORE_STORE_OUTCOME_H

#include <stdbool.h>
#include <stddef.h>

#include "store/store.h"

enum store_outcome {
	STORE_OUTCOME_IN_PROGRESS,
	STORE_OUTCOME_ABANDONED,
	STORE_OUTCOME_TIMED_OUT,
	STORE_OUTCOME_UNSCORED,         /* complete, no pass mark */
	STORE_OUTCOME_AWAITING,         /* a server's, not judged yet */
	STORE_OUTCOME_UNJUDGEABLE,      /* a server's the judge could not
					   replay */
	STORE_OUTCOME_PASSED,
	STORE_OUTCOME_NOT_PASSED,
};

enum store_outcome store_outcome(const struct store_attempt *a);
/* store_outcome(a) == STORE_OUTCOME_PASSED. */
bool store_passed(const struct store_attempt *a);
/* Whether the figures are a verdict (own, or judged): not awaiting, not
 * unjudgeable. */
bool store_verdict_final(const struct store_attempt *a);
/* A judged attempt whose client claimed the other verdict. */
bool store_claim_differs(const struct store_attempt *a);

/* The outcome in words ("passed", "awaiting judgement"...): the
 * verdict's reason is the caller's to add. */
const char *store_outcome_words(enum store_outcome o);
/* What a reader says beside a server's verdict, "" when nothing: the
 * claim that differs ("claimed PASS, judged FAIL"), the answers that
 * came late, why the judge could not judge it. */
void store_verdict_remark(const struct store_attempt *a, char *buf,
			  size_t size);
/* The key in CSV and JSON: "final" (this computer's verdict, or the
 * results server's judge's: a file and a server list the same),
 * "awaiting" (the judge's to come), "unjudgeable". */
const char *store_verdict_key(enum store_verdict v);

/* The columns of an attempt (aliased a) that say how it ended, in the
 * order the SQL functions take them. */
#define STORE_OUTCOME_COLUMNS(a)                                           \
	a ".status, " a ".timed_out, " a ".score, " a ".pass_mark, "       \
	a ".passed, " a ".time_exceeded, " a ".fail_reason, "              \
	a ".critical, " a ".max_critical, " a ".verdict"
/* The same definition of passed over a row of attempts aliased a, for a
 * reader that counts in SQL: 1 or 0. */
#define STORE_PASSED_SQL(a)                                                \
	"crupier_passed(" STORE_OUTCOME_COLUMNS(a) ")"
/* The attempt's score as every reader reads it: NULL when it has none
 * from 0 to 100. */
#define STORE_SCORE_SQL(a)                                                 \
	"crupier_score(" STORE_OUTCOME_COLUMNS(a) ")"

#endif
