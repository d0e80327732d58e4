#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# results_release.sh: an exam's answer key stays sealed until the
# supervisor releases the reviewed attempt.  A batch exam with one
# payment wrong (the anomalies exam's stacked copy: its answers are
# made from the key of its written shoe): `results show` and `results
# report` print where the mistake is, never the action due or its
# article; `results release`
# refuses an attempt in progress and another exam code than the
# attempt's; once released, show prints the key.
. "$top_srcdir/tests/lib.sh"
. "$top_srcdir/tests/cli/exam_answers.sh"
# The code stays with the supervisor: the trainee's readers lack it.
unset CRUPIER_EXAM_CODE
exam="$top_srcdir/tests/e2e/data/exams/iplyc-exam-anomalies.yaml"

CRUPIER_EXAM_CODE=$(cat "$tmp/code") "$CRUPIER" judge --json "$exam" |
	sed -n 's/^ *"action": "\([a-z_]*\)",*$/\1/p' |
	awk '{ if ($1 == "pay" && !d) { print "wrong"; d = 1 } else print "expected" }' \
	>"$tmp/answers"
"$CRUPIER" exam "$exam" --code-file "$tmp/code" --answers "$tmp/answers" \
	--trainee Ana --results-dir "$tmp/results" >"$tmp/exam.out" 2>&1
expect_contains exam-not-passed "NOT PASSED: 1 critical error, 0 allowed." \
	cat "$tmp/exam.out"

"$CRUPIER" results show 1 >"$tmp/show.out" 2>&1
expect_contains show-where "Step 15, coup 1, Payouts, 0.0 s (critical):" \
	cat "$tmp/show.out"
expect_contains show-sealed "shown once the supervisor has reviewed this exam and released it" \
	cat "$tmp/show.out"
for text in "expected:" "pays 450" "IPLyC 8.4.2.6"; do
	if grep -qF "$text" "$tmp/show.out"; then
		echo "FAIL show-hides-key: '$text' before the release"
		failures=$((failures + 1))
	else
		echo "ok show-hides-key"
	fi
done
"$CRUPIER" results report --trainee Ana >"$tmp/report.out" 2>&1
if grep -qF "pays 450" "$tmp/report.out"; then
	echo "FAIL report-hides-key"
	failures=$((failures + 1))
else
	echo "ok report-hides-key"
fi

# Another code than the attempt's is refused; nothing is released.
printf 'otra clave cualquiera de prueba\n' >"$tmp/other"
golden_status() {
	"$@" >"$tmp/st.out" 2>&1
	echo $?
}
expect_contains release-other-code "started with another exam code" \
	"$CRUPIER" results release 1 --code-file "$tmp/other"
test "$(golden_status "$CRUPIER" results release 1 --code-file "$tmp/other")" = 1 ||
	{ echo "FAIL release-other-status"; failures=$((failures + 1)); }
expect_contains release-no-attempt "no attempt 9" \
	"$CRUPIER" results release 9 --code-file "$tmp/code"

expect_contains release-done "Attempt 1 released" \
	"$CRUPIER" results release 1 --code-file "$tmp/code"
expect_contains release-twice "Attempt 1 was released before." \
	"$CRUPIER" results release 1 --code-file "$tmp/code"
"$CRUPIER" results show 1 >"$tmp/show2.out" 2>&1
expect_contains released-key "expected: 500 on Banca: pays 450. (seat 4, Diego)" \
	cat "$tmp/show2.out"
expect_contains released-article "article:  IPLyC 8.4.2.6" cat "$tmp/show2.out"
expect_contains released-when "Released to the trainee: " cat "$tmp/show2.out"

# An attempt in progress is not released.
printf 'expected\nquit\n' >"$tmp/quit"
"$CRUPIER" exam "$exam" --code-file "$tmp/code" --answers "$tmp/quit" \
	--trainee Beto --results-dir "$tmp/results" >/dev/null 2>&1
expect_contains release-in-progress "is in progress" \
	"$CRUPIER" results release 2 --code-file "$tmp/code"
finish
