#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# exam_critical.sh: a wrong payment fails an exam that does not examine
# payments.  The anomalies exam of the library (skills: anomalies,
# dealing, voluntad) is played at the terminal from its answer key, all
# right but the first payment: the summary says NOT PASSED with the
# reason (one critical error, none allowed), and the batch, `results
# list` and `results show` count the same one mistake.
. "$top_srcdir/tests/e2e/lib.sh"
. "$top_srcdir/tests/e2e/table_lib.sh"

LANGUAGE=en
XDG_CONFIG_HOME="$tmp/config"; export XDG_CONFIG_HOME
XDG_DATA_HOME="$tmp/share"; export XDG_DATA_HOME
CRUPIER_DB="$tmp/results.db"; export CRUPIER_DB
exam="$lib/iplyc-exam-anomalies.yaml"
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
		amount=$(printf '%s' "$line" | sed -n 's/.*: pays \([0-9]*\)\..*/\1/p')
		do_action "$line" $((amount - 5)) || break
		wrong=yes
		;;
	*)
		do_action "$line" || break
		;;
	esac
done <"$tmp/key"
e2e_wait summary-not-passed "NOT PASSED: 1 critical error, 0 allowed."
e2e_wait summary-one-mistake "1 mistake:"
expect_contains list-one-mistake ",1," sh -c \
	"'$CRUPIER' results list --format csv | tail -n 1"
expect_contains show-one-mistake "Mistakes: 1" "$CRUPIER" results show 1
expect_contains show-verdict "Verdict: NOT PASSED: 1 critical error, 0 allowed." \
	"$CRUPIER" results show 1
expect_contains show-critical "(critical):" "$CRUPIER" results show 1
finish
