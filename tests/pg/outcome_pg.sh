#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# outcome_pg.sh: a results server reads passed and the score as a file
# does (store_outcome.h), on a private cluster (tests/pg/cluster.sh).
# crupier_passed and crupier_score (src/server/remote_outcome.c), which
# the readers' SQL calls on the server, give for each row of stored
# values what store_attempt_from_stored gives from a file
# (tests/test_store_outcome.c holds C and SQLite to the same rows): a
# pass only when complete, not timed out, its verdict final, a score from
# 0 to 100, a mark from 1 to 100, marked passed exactly 1, within the
# time limit, no reason for a failure and the critical errors allowed; a
# score only from 0 to 100.  The server's columns are typed: text where
# a number belongs cannot be stored there, NaN and infinities can.
. "$top_srcdir/tests/lib.sh"
if [ "$CRUPIER_HAVE_POSTGRESQL" != yes ]; then
	echo "built --without-postgresql: skipped"
	exit 77
fi
. "$top_srcdir/tests/pg/cluster.sh"
"$CRUPIER" server init "$CRUPIER_PG_URI" >/dev/null || exit 99

# row NAME PASSED SCORE VALUES: VALUES (status, timed_out, score,
# pass_mark, passed, time_exceeded, fail_reason, critical, max_critical,
# verdict) give PASSED (1 or 0) and SCORE (empty: none).
row() {
	got=$(pg_sql "SELECT crupier_passed($4) || '|' ||
		coalesce(crupier_score($4)::text, '')") || exit 99
	if [ "$got" = "$2|$3" ]; then
		pass "$1"
	else
		fail "$1" "got '$got', expected '$2|$3'"
	fi
}
row passed 1 90 "'complete', 0, 90, 75, 1, 0, NULL, NULL, NULL, NULL"
row judged-passed 1 90 "'complete', 0, 90, 75, 1, 0, '', 0, 2, 'judged'"
row not-passed 0 60 "'complete', 0, 60, 75, 0, 0, NULL, NULL, NULL, NULL"
row no-score 0 "" "'complete', 0, NULL, 75, 1, 0, NULL, NULL, NULL, NULL"
row no-mark 0 90 "'complete', 0, 90, 0, 1, 0, NULL, NULL, NULL, NULL"
row timed-out 0 90 "'complete', 1, 90, 75, 1, 0, NULL, NULL, NULL, NULL"
row abandoned 0 90 "'abandoned', 0, 90, 75, 1, 0, NULL, NULL, NULL, NULL"
row in-progress 0 90 "'in_progress', 0, 90, 75, 1, 0, NULL, NULL, NULL,
	NULL"
row awaiting 0 90 "'complete', 0, 90, 75, 1, 0, NULL, NULL, NULL, 'awaiting'"
row unjudgeable 0 90 "'complete', 0, 90, 75, 1, 0, NULL, NULL, NULL,
	'unjudgeable'"
row passed-2 0 90 "'complete', 0, 90, 75, 2, 0, '', 0, 2, NULL"
row score-150 0 "" "'complete', 0, 150, 75, 1, 0, '', 0, 2, NULL"
row score-minus-5 0 "" "'complete', 0, -5, 75, 1, 0, '', 0, 2, NULL"
row score-nan 0 "" "'complete', 0, 'NaN', 75, 1, 0, '', 0, 2, NULL"
row score-infinity 0 "" "'complete', 0, 'Infinity', 75, 1, 0, '', 0, 2,
	NULL"
row mark-101 0 90 "'complete', 0, 90, 101, 1, 0, '', 0, 2, NULL"
row time-exceeded 0 90 "'complete', 0, 90, 75, 1, 1, '', 0, 2, NULL"
row fail-reason 0 90 "'complete', 0, 90, 75, 1, 0, 'skill', 0, 2, NULL"
row too-many-critical 0 90 "'complete', 0, 90, 75, 1, 0, '', 5, 2, NULL"
row no-limit 1 90 "'complete', 0, 90, 75, 1, 0, NULL, 5, NULL, NULL"
row score-0 0 0 "'complete', 0, 0, 75, 0, 0, NULL, NULL, NULL, NULL"
row score-100 1 100 "'complete', 0, 100, 75, 1, 0, NULL, NULL, NULL, NULL"
# A trainee may call them (the readers run as their role).
"$CRUPIER" server grant "$CRUPIER_PG_URI" ana --trainee >/dev/null || exit 99
got=$("$pg_psql" -X -q -At -U ana -d crupier -c "SELECT crupier_passed(
	'complete', 0, 90, 75, 1, 0, NULL, NULL, NULL, NULL)" 2>&1)
if [ "$got" = 1 ]; then
	pass trainee-calls
else
	fail trainee-calls "$got"
fi
finish
