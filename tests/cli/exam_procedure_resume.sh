#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# exam_procedure_resume.sh: a procedure exam (the deck check with its
# planted defect, and making the shoe) resumes like a game exam.
# Killed with SIGKILL, or stopped when its answers run out,
# half-way, it is listed in progress with every action committed; `crupier
# exam --resume` replays those actions on the same shuffle and defect (a
# replay that found another would stop with "cannot be played again") and
# goes on to the end: the attempt holds each action once, as many as an
# attempt played straight through, with the same mistakes.
. "$top_srcdir/tests/lib.sh"

CRUPIER_DB="$tmp/results.db"; export CRUPIER_DB
CRUPIER_TEST_MODE=1; export CRUPIER_TEST_MODE
printf 'el codigo secreto del supervisor\n' >"$tmp/code"
opts="--code-file=$tmp/code --results-dir=$tmp/results"
check() {
	if [ "$2" = "$3" ]; then
		echo "ok $1"
	else
		echo "FAIL $1: got '$2', expected '$3'"
		failures=$((failures + 1))
	fi
}
# column TRAINEE N: column N of the trainee's attempts in results list.
column() {
	"$CRUPIER" results list --trainee "$1" --format csv |
		awk -F, -v c="$2" 'NR > 1 { print $c }' | tr -d '\r' |
		tr '\n' ' ' | sed 's/ $//'
}
actions() {
	"$CRUPIER" results list --trainee "$1" --format csv |
		awk -F, 'NR > 1 { s += $14 } END { print s + 0 }'
}
wait_for() {   # wait_for TRAINEE N: until N actions are committed (10 s)
	k=0
	while [ "$(actions "$1")" != "$2" ] && [ $k -lt 100 ]; do
		sleep 0.1
		k=$((k + 1))
	done
}
# answers N [WRONG]: N answers, the WRONG-th of them wrong, then a pause.
answers() {
	i=1
	while [ $i -le "$1" ]; do
		if [ "$i" = "${2:-0}" ]; then echo wrong; else echo expected; fi
		i=$((i + 1))
	done
	echo "sleep 300"
}
yes expected 2>/dev/null | head -n 400 >"$tmp/rest"

# The shipped procedure drills, sat as exams without hints.
for scn in iplyc-deck-check-defect iplyc-shuffle-opening; do
	sed -e 's/^kind: drill/kind: exam/' -e 's/hints: true/hints: false/' \
		-e "s/^id: .*/id: exam-$scn/" \
		"$top_srcdir/scenarios/$scn.yaml" >"$tmp/$scn.yaml"
	exam="$tmp/$scn.yaml"

	# Straight through, one wrong answer (the 2nd): the reference.
	answers 400 2 | sed '/^sleep/d' >"$tmp/straight"
	"$CRUPIER" exam "$exam" $opts --trainee "Ref$scn" \
		--answers "$tmp/straight" >"$tmp/ref.out" 2>&1
	total=$(actions "Ref$scn")
	check "$scn-straight-complete" "$(column "Ref$scn" 10)" complete

	# Killed after 4 actions (the 2nd wrong), resumed to the end.
	answers 4 2 >"$tmp/first"
	"$CRUPIER" exam "$exam" $opts --trainee "Kill$scn" \
		--answers "$tmp/first" >"$tmp/killed.out" 2>&1 &
	pid=$!
	wait_for "Kill$scn" 4
	kill -KILL $pid
	wait $pid 2>/dev/null
	check "$scn-killed-keeps-actions" "$(actions "Kill$scn")" 4
	check "$scn-killed-in-progress" "$(column "Kill$scn" 10)" in_progress
	status=0
	"$CRUPIER" exam "$exam" $opts --trainee "Kill$scn" --resume \
		--answers "$tmp/rest" >"$tmp/resumed.out" 2>&1 || status=$?
	check "$scn-killed-resumed-status" "$status" 0
	expect_contains "$scn-killed-resumed-sealed" "Result sealed in" \
		cat "$tmp/resumed.out"
	check "$scn-killed-resumed-once" "$(actions "Kill$scn")" "$total"
	check "$scn-killed-resumed-one-attempt" "$(column "Kill$scn" 10)" \
		complete
	check "$scn-killed-resumed-mistakes" "$(column "Kill$scn" 15)" \
		"$(column "Ref$scn" 15)"

	# Its answers run out after 3 (a quit half-way), resumed twice.
	answers 3 2 | sed '/^sleep/d' >"$tmp/three"
	status=0
	"$CRUPIER" exam "$exam" $opts --trainee "Quit$scn" \
		--answers "$tmp/three" >"$tmp/quit.out" 2>&1 || status=$?
	check "$scn-quit-status" "$status" 1
	expect_contains "$scn-quit-in-progress" "stays in progress" \
		cat "$tmp/quit.out"
	"$CRUPIER" exam "$exam" $opts --trainee "Quit$scn" --resume \
		--answers "$tmp/three" >/dev/null 2>&1
	check "$scn-quit-twice-kept" "$(actions "Quit$scn")" 6
	status=0
	"$CRUPIER" exam "$exam" $opts --trainee "Quit$scn" --resume \
		--answers "$tmp/rest" >"$tmp/quit2.out" 2>&1 || status=$?
	check "$scn-quit-resumed-status" "$status" 0
	check "$scn-quit-resumed-once" "$(actions "Quit$scn")" "$total"
	# Two wrong answers: the 2nd of the first run and of the second.
	check "$scn-quit-resumed-mistakes" "$(column "Quit$scn" 15)" \
		"$(($(column "Ref$scn" 15) + 1))"
	echo "# $scn: $total actions in all"
done
if command -v sqlite3 >/dev/null 2>&1; then
	check procedure-resume-no-duplicates "$(sqlite3 "$CRUPIER_DB" \
		'SELECT count(*) FROM (SELECT attempt, idx FROM actions GROUP BY attempt, idx HAVING count(*) > 1)')" 0
fi
finish
