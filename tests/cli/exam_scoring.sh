#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# exam_scoring.sh: the scoring model on the real batch exam.  The
# answers are made from the answer key (`crupier judge
# --json` lists the croupier's actions in order): all correct but for one
# kind of decision.  An exam with every payment wrong, one with every
# draw/stand and voluntad ratification wrong, and the face-up anomaly
# drill with every ruling wrong are each NOT PASSED, with the reason
# (the failing skill against its own mark, the critical errors against
# those allowed); the same answers all correct pass.  The verdict and
# its reason are also in the results store (`results list --format csv`).
. "$top_srcdir/tests/lib.sh"
. "$top_srcdir/tests/cli/exam_answers.sh"

# exam NAME SCENARIO WRONG_ACTIONS...: runs the exam as trainee NAME.
exam() {
	name=$1; scenario=$2; shift 2
	answers "$scenario" "$@" >"$tmp/$name.answers"
	"$CRUPIER" exam "$(exam_file "$scenario")" \
		--code-file "$tmp/code" --answers "$tmp/$name.answers" \
		--trainee "$name" --results-dir "$tmp/results" \
		>"$tmp/$name.out" 2>&1
}
check() {
	if [ "$2" = "$3" ]; then
		echo "ok $1"
	else
		echo "FAIL $1: got '$2', expected '$3'"
		failures=$((failures + 1))
	fi
}
has() {     # has NAME TEXT: the exam's output of trainee NAME has TEXT
	expect_contains "$1-$(echo "$2" | tr -c 'a-zA-Z0-9\n' '-' | cut -c1-40)" \
		"$2" cat "$tmp/$1.out"
}
lacks() {
	if grep -qF -- "$2" "$tmp/$1.out"; then
		echo "FAIL $1: output has '$2'"
		cat "$tmp/$1.out"
		failures=$((failures + 1))
	else
		echo "ok $1-lacks"
	fi
}

trad=iplyc-exam-traditional

# The key itself passes: the model does not fail a perfect exam.
exam Perfect "$trad"
has Perfect "Score 100% (pass mark 75%): PASSED"
has Perfect "Critical errors: 0, 0 allowed."

# Every payment wrong: Payouts far below its mark, 28 critical errors.
exam Payer "$trad" pay
has Payer "Payouts: 20/48 (41%), mark 75%: not reached"
has Payer "Dealing and calls: 113/113 (100%), mark 75%: reached"
has Payer "Critical errors: 28, 0 allowed."
has Payer "NOT PASSED: Payouts 41% is below its mark of 75%."
lacks Payer ": PASSED"

# Every draw/stand and every ratification of the voluntad wrong.
exam Decider "$trad" punto_draws punto_stands banca_draws banca_stands \
	ratify_pide ratify_planta
has Decider "Drawing: 0/11 (0%), mark 75%: not reached"
has Decider "Critical errors: 15, 0 allowed."
has Decider "NOT PASSED: Drawing 0% is below its mark of 75%."
lacks Decider ": PASSED"

# Only the ratifications wrong: the voluntad skill still reaches its mark
# (17 of 21), but four critical errors fail an exam that allows none.
exam Ratifier "$trad" ratify_pide ratify_planta
has Ratifier "Voluntad of five: 18/22 (81%), mark 75%: reached"
has Ratifier "NOT PASSED: 4 critical errors, 0 allowed."

# The face-up anomaly drill (skills: [anomalies]) with every ruling
# wrong: only the declared skill is scored, and it fails.
exam Ruler iplyc-anomaly-face-up ruling
has Ruler "Anomalies: 0/3 (0%), mark 80%: not reached"
has Ruler "NOT PASSED: Anomalies 0% is below its mark of 80%."
lacks Ruler ": PASSED"
# ... and the other skills of the drill are not scored: all the
# payments wrong there leave it passed.
exam Drill iplyc-anomaly-face-up pay
has Drill "Anomalies: 3/3 (100%), mark 80%: reached"
has Drill ": PASSED"
lacks Drill "Payouts"

# An exam of anomalies, dealing and voluntad with every payment wrong:
# its examined skills all reach their marks, but a wrong payment is a
# critical error whichever skills are examined.  The batch, `results
# list` and `results show` count the same mistakes.
exam Anomalist iplyc-exam-anomalies pay
has Anomalist "Anomalies: 9/9 (100%), mark 80%: reached"
has Anomalist "Critical errors: 12, 0 allowed."
has Anomalist "NOT PASSED: 12 critical errors, 0 allowed."
has Anomalist "124 actions, 12 mistakes."
lacks Anomalist ": PASSED"
id=$("$CRUPIER" results list --trainee Anomalist --format csv | awk -F, 'NR == 2 { print $1 }')
expect_contains anomalist-list-mistakes ",124,12," \
	"$CRUPIER" results list --trainee Anomalist --format csv
expect_contains anomalist-show-mistakes "Mistakes: 12" \
	"$CRUPIER" results show "$id"

finish
