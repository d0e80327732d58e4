#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# exam_critical.sh: a wrong payment fails an exam that does not examine
# payments.  The anomalies exam (skills: anomalies, dealing, voluntad),
# in its stacked copy (the library's deals each attempt its own shoe,
# and a key written beforehand must meet the same cards), is played at
# the terminal from its answer key, all right but the first payment: the summary says NOT PASSED with the
# reason (one critical error, none allowed), and the batch, `results
# list` and `results show` count the same one mistake.  Nothing of the
# key is on the screen: the log shows the payment as the trainee made
# it, the title no running score, the summary no expected action and no
# replay.
. "$top_srcdir/tests/e2e/lib.sh"
. "$top_srcdir/tests/e2e/table_lib.sh"

LANGUAGE=en
XDG_CONFIG_HOME="$tmp/config"; export XDG_CONFIG_HOME
XDG_DATA_HOME="$tmp/share"; export XDG_DATA_HOME
CRUPIER_DB="$tmp/results.db"; export CRUPIER_DB
exam="$top_srcdir/tests/e2e/data/exams/iplyc-exam-anomalies.yaml"
printf 'the supervisor of the tests\n' >"$tmp/code"

e2e_start exam "$exam" --results-dir "$tmp/results" --code-file "$tmp/code"
e2e_wait name-asked "Name or id:"
e2e_type "Ana"
e2e_keys Enter
e2e_wait exam-instructions "Press Enter to start."
e2e_keys Enter
e2e_wait_gone exam-started "Press Enter to start."
judge_key "$exam" >"$tmp/key"
wrong=no
while IFS= read -r line; do
	case $wrong$line in
	no*": pays "*)
		# The first payment one chip short.
		due=$(printf '%s' "$line" | sed -n 's/.*: pays \([0-9]*\)\..*/\1/p')
		do_action "$line" $((due - 5)) || break
		wrong=yes
		e2e_wait log-shows-given "pays $((due - 5))."
		if e2e_screen | grep -qF "pays $due."; then
			fail log-hides-key "the due payment is on the screen"
		else
			pass log-hides-key
		fi
		if e2e_screen | head -n 1 | grep -q "right"; then
			fail title-no-score "$(e2e_screen | head -n 1)"
		else
			pass title-no-score
		fi
		;;
	*)
		do_action "$line" || break
		;;
	esac
done <"$tmp/key"
e2e_wait summary-not-passed "NOT PASSED: 1 critical error, 0 allowed."
e2e_wait summary-one-mistake "1 mistake:"
e2e_wait summary-mistake-where "[CRITICAL] Coup 1 · Payouts"
e2e_wait summary-key-released-later "released it."
for text in "Expected:" "expected:" "r: replay" "You:"; do
	if e2e_screen | grep -qF "$text"; then
		fail "summary-no-key" "'$text' on the summary"
	else
		pass "summary-no-key"
	fi
done
e2e_keys r
e2e_wait no-replay "1 mistake:"
expect_contains list-one-mistake ",1," sh -c \
	"'$CRUPIER' results list --format csv | tail -n 1"
expect_contains show-one-mistake "Mistakes: 1" "$CRUPIER" results show 1
expect_contains show-verdict "Verdict: NOT PASSED: 1 critical error, 0 allowed." \
	"$CRUPIER" results show 1
expect_contains show-critical "(critical):" "$CRUPIER" results show 1
finish
