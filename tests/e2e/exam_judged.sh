#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# exam_judged.sh: a trainee's exam started, judged and reported end to
# end through a results server (a private cluster, tests/pg/cluster.sh),
# each person connecting as his own role:
#   - the trainee's settings name the server (db:, as his role); at the
#     terminal, in tmux at 80x24, he picks the exam his teacher assigned
#     to his class, his name from the roster, and plays it through: once
#     every answer right, once paying a bet wrong (the summary on his
#     screen says passed and not passed);
#   - before the judge, his supervisor's `results list` and `results
#     show` say the attempts await judgement, whatever the trainee's
#     computer claimed;
#   - `crupier server judge URL --once` as the judge's role replays both
#     against the exam kept on the server and says each verdict;
#   - the supervisor's `results list` and `results show` then give the
#     judged verdicts, the same the trainee saw, never marked as claimed
#     otherwise.
. "$top_srcdir/tests/e2e/lib.sh"
. "$top_srcdir/tests/e2e/table_lib.sh"

if [ "$CRUPIER_HAVE_POSTGRESQL" != yes ]; then
	echo "built --without-postgresql: skipped"
	exit 77
fi
. "$top_srcdir/tests/pg/cluster.sh"
trap 'e2e_stop; pg_cluster_stop; rm -rf "$tmp"' EXIT

check() {   # check NAME GOT EXPECTED
	if [ "$2" = "$3" ]; then
		pass "$1"
	else
		fail "$1" "got '$2', expected '$3'"
	fi
}

# The school: trainee t07 in tere's class at Rosario, supervised by sofia;
# the exam's file kept on the server by its assignment, for the judge.
"$CRUPIER" server init "$CRUPIER_PG_URI" >/dev/null || exit 99
"$CRUPIER" server grant "$CRUPIER_PG_URI" t07 --trainee >/dev/null || exit 99
"$CRUPIER" server grant "$CRUPIER_PG_URI" tere --teacher >/dev/null || exit 99
"$CRUPIER" server grant "$CRUPIER_PG_URI" sofia --supervisor \
	--site Rosario >/dev/null || exit 99
"$CRUPIER" server grant "$CRUPIER_PG_URI" juez --judge >/dev/null || exit 99
tere=$(pg_uri crupier tere)
sofia=$(pg_uri crupier sofia)
juez=$(pg_uri crupier juez)
exam="$e2e_data/scenarios/e2e-exam.yaml"
code="clave secreta del supervisor"
class="Mañana"
"$CRUPIER" class create "$class" --site Rosario --teacher tere \
	--db "$tere" >/dev/null || exit 99
"$CRUPIER" class add "$class" "Trainee 07" --login t07 --db "$tere" \
	>/dev/null || exit 99
"$CRUPIER" class assign "$class" "$exam" --opens 2000-01-01 \
	--closes 2100-01-01 --attempts 2 --db "$tere" >/dev/null || exit 99

# The trainee's computer: his settings name the server, as his role
# ($CRUPIER_DB unset); his Unix login is the role's name, as the school's
# peer authentication has it (the Exam menu finds his roster line by it).
LANGUAGE=en
NO_COLOR=1; export NO_COLOR
unset CRUPIER_DB
USER=t07; export USER
mkdir -p "$XDG_CONFIG_HOME/crupier" || exit 99
printf 'db: "%s"\n' "$(pg_uri crupier t07)" \
	>"$XDG_CONFIG_HOME/crupier/settings.yaml" || exit 99

# take_exam NAME LEFT [AMOUNT]: the exam from the menu (LEFT: the
# attempts left it shows), every answer by the key, then the summary's
# verdict line in $tmp/NAME.verdict; AMOUNT, when given, paid to Beto's
# bet instead of the key's amount.
take_exam() {
	e2e_start
	e2e_wait "$1-menu" "Main menu" || return 1
	e2e_keys e
	e2e_wait "$1-listed" "Test exam" || return 1
	e2e_wait "$1-window" "until 2100-01-01, $2 left" || return 1
	e2e_keys Down Enter
	e2e_wait "$1-code-asked" "Exam code:" || return 1
	e2e_type "$code"
	e2e_keys Enter
	e2e_wait "$1-roster" "> Trainee 07" || return 1
	e2e_keys Enter
	e2e_wait "$1-instructions" "Press Enter to start." || return 1
	e2e_keys Enter
	e2e_wait_gone "$1-started" "Press Enter to start." || return 1
	if [ -n "${3:-}" ]; then
		play_key "$exam" 1 12 &&
		do_action "500 on Punto: pays 500. (seat 2, Beto)" "$3" &&
		play_key "$exam" 14 '$' || return 1
	else
		play_key "$exam" 1 '$' || return 1
	fi
	e2e_wait "$1-summary" "Score " || return 1
	e2e_screen | sed -n 's/^ *Score .*pass mark [0-9]*%: //p' \
		>"$tmp/$1.verdict"
	# Out of the summary and the table: the exam is over, sealed.
	e2e_keys q
	e2e_wait "$1-finished" "Exam finished: " || return 1
	e2e_keys q
	e2e_wait "$1-sealed" "result is sealed in" || return 1
	e2e_keys Enter
	e2e_wait "$1-back" "Open a file..." || return 1
	e2e_keys q q
	e2e_wait_exit "$1-quit" 0
}

take_exam right 2 || finish
check right-seen-passed "$(cat "$tmp/right.verdict")" "PASSED"
take_exam wrong 1 450 || finish
check wrong-seen-not-passed "$(cat "$tmp/wrong.verdict")" \
	"NOT PASSED: Payouts 50% is below its mark of 80%."

# The server counts both: none left.
e2e_start
e2e_wait none-left-menu "Main menu"
e2e_keys e
e2e_wait none-left "no attempts left"
e2e_keys q q
e2e_wait_exit none-left-quit 0

# The supervisor, before the judge: both await judgement.
"$CRUPIER" results list --db "$sofia" >"$tmp/before.list" 2>&1 ||
	fail before-list "$(cat "$tmp/before.list")"
check before-awaiting "$(grep -c 'Trainee 07  e2e-exam .* awaiting judgement' \
	"$tmp/before.list")" 2
expect_contains before-show "AWAITING JUDGEMENT" \
	"$CRUPIER" results show 1 --db "$sofia"

# The judge's role, once.
"$CRUPIER" server judge "$juez" --once >"$tmp/judge.out" 2>&1 ||
	fail judge-ran "$(cat "$tmp/judge.out")"
expect_contains judge-right "attempt 1, Trainee 07, e2e-exam: PASSED" \
	cat "$tmp/judge.out"
expect_contains judge-wrong "attempt 2, Trainee 07, e2e-exam: NOT PASSED: Payouts 50% is below its mark of 80%." \
	cat "$tmp/judge.out"
expect_contains judge-tally "2 attempts judged: 1 passed, 1 not passed, 0 unjudgeable." \
	cat "$tmp/judge.out"
check judge-wrote "$(pg_sql "SELECT string_agg(attempt || ':' || passed ||
	':' || judge, ' ' ORDER BY attempt) FROM verdicts")" "1:1:juez 2:0:juez"

# The supervisor, after: the judged verdicts, as the trainee saw them.
"$CRUPIER" results list --db "$sofia" >"$tmp/after.list" 2>&1 ||
	fail after-list "$(cat "$tmp/after.list")"
check after-passed "$(grep -c '^1 .* complete  100 *passed ' "$tmp/after.list")" 1
check after-not-passed \
	"$(grep -c '^2 .* complete  75 *not passed: Payouts ' "$tmp/after.list")" 1
check after-not-claimed "$(grep -c 'claimed\|awaiting' "$tmp/after.list")" 0
"$CRUPIER" results show 1 --db "$sofia" >"$tmp/show1" 2>&1
# The supervisor reviews the attempt with the exam's code: its key shown
# (without it, or a release, only where the mistakes are).
CRUPIER_EXAM_CODE="$code" "$CRUPIER" results show 2 --db "$sofia" \
	>"$tmp/show2" 2>&1
check show-right "$(sed -n 's/^Verdict: //p' "$tmp/show1")" \
	"$(cat "$tmp/right.verdict")"
check show-wrong "$(sed -n 's/^Verdict: //p' "$tmp/show2")" \
	"$(cat "$tmp/wrong.verdict")"
expect_contains show-wrong-mistake "given:    500 on Punto: pays 450." \
	cat "$tmp/show2"
finish
