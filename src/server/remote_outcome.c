/* SPDX-License-Identifier: GPL-3.0-or-later */
/* remote_outcome.c: the step of the server's schema (7 -> 8) that gives
 * the readers' SQL the two functions a SQLite file has registered on
 * its connection (store/store_outcome.c): crupier_passed and
 * crupier_score over an attempt's stored columns, in the order of
 * STORE_OUTCOME_COLUMNS (store/store_outcome.h), so that a class report
 * counts passes and best scores on the server as on a file.
 *
 * The same definition as store_attempt_from_stored, on typed columns
 * (no text where a number belongs, as a file may hold): passed when the
 * attempt is complete and not timed out, its verdict final (not
 * awaiting judgement, not unjudgeable), a score from 0 to 100, a mark
 * from 1 to 100, marked passed exactly 1, within the time limit, no
 * reason for a failure recorded and the critical errors within those
 * allowed; a score only from 0 to 100, else none.  NaN and infinities
 * compare above every number in PostgreSQL, so they are no score.
 * Plain SQL with no table read: the planner inlines them. */
#include "config.h"

#include "server/remote_schema.h"

#define OUTCOME_ARGS                                                       \
	"(p_status text, p_timed_out integer, p_score double precision,\n" \
	" p_pass_mark integer, p_passed integer, p_time_exceeded integer,\n" \
	" p_fail_reason text, p_critical integer, p_max_critical integer,\n" \
	" p_verdict text)"
#define OUTCOME_TYPES                                                      \
	"(text, integer, double precision, integer, integer, integer, text," \
	" integer, integer, text)"

const char remote_step_outcome[] =
	"CREATE FUNCTION crupier.crupier_score" OUTCOME_ARGS "\n"
	" RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$\n"
	" SELECT CASE WHEN p_score >= 0 AND p_score <= 100 THEN p_score END\n"
	" $$;\n"
	"CREATE FUNCTION crupier.crupier_passed" OUTCOME_ARGS "\n"
	" RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$\n"
	" SELECT CASE WHEN p_status = 'complete'\n"
	"  AND coalesce(p_timed_out, 0) = 0\n"
	"  AND coalesce(p_verdict, '') NOT IN ('awaiting', 'unjudgeable')\n"
	"  AND p_score >= 0 AND p_score <= 100\n"
	"  AND p_pass_mark BETWEEN 1 AND 100\n"
	"  AND p_passed = 1\n"
	"  AND coalesce(p_time_exceeded, 0) = 0\n"
	"  AND coalesce(p_fail_reason, '') = ''\n"
	"  AND NOT coalesce(p_max_critical >= 0 AND p_critical >"
	" p_max_critical,\n"
	"   false)\n"
	"  THEN 1 ELSE 0 END\n"
	" $$;\n"
	"REVOKE ALL ON FUNCTION crupier.crupier_score" OUTCOME_TYPES ",\n"
	" crupier.crupier_passed" OUTCOME_TYPES " FROM PUBLIC;\n"
	"GRANT EXECUTE ON FUNCTION crupier.crupier_score" OUTCOME_TYPES ",\n"
	" crupier.crupier_passed" OUTCOME_TYPES " TO crupier_trainee,\n"
	" crupier_teacher, crupier_supervisor, crupier_judge;\n";
