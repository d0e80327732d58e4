#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# exam_crash.sh: an exam killed with SIGKILL half-way keeps every action
# committed before the kill, is listed as incomplete, cannot be started
# over by mistake, and resumes (--resume) to the end with those actions
# replayed, neither lost nor duplicated; SIGTERM and SIGHUP stop an exam
# cleanly, in progress; an exam can also be abandoned (--restart).  The
# answers pause with `sleep` (CRUPIER_TEST_MODE=1) so the kill comes
# between two known actions.
. "$top_srcdir/tests/lib.sh"

exam="$top_srcdir/tests/e2e/data/exams/iplyc-exam-traditional.yaml"
CRUPIER_DB="$tmp/results.db"; export CRUPIER_DB
CRUPIER_TEST_MODE=1; export CRUPIER_TEST_MODE
printf 'el codigo secreto del supervisor\n' >"$tmp/code"
opts="--code-file=$tmp/code --results-dir=$tmp/results"
run() {
	"$CRUPIER" exam "$exam" $opts "$@"
}
# answers N: N correct actions (every 7th wrong), then a long pause.
answers() {
	i=0
	while [ $i -lt "$1" ]; do
		if [ $((i % 7)) = 6 ]; then echo wrong; else echo expected; fi
		i=$((i + 1))
	done
	echo "sleep 300"
}
# actions TRAINEE: the actions recorded for the trainee's attempts.
actions() {
	"$CRUPIER" results list --trainee "$1" --format csv |
		awk -F, 'NR > 1 { s += $14 } END { print s + 0 }'
}
# wait_for TRAINEE N: until N actions are committed (10 s at most).
wait_for() {
	k=0
	while [ "$(actions "$1")" != "$2" ] && [ $k -lt 100 ]; do
		sleep 0.1
		k=$((k + 1))
	done
}
check() {
	if [ "$2" = "$3" ]; then
		echo "ok $1"
	else
		echo "FAIL $1: got '$2', expected '$3'"
		failures=$((failures + 1))
	fi
}

# SIGKILL after 60 actions.
answers 60 >"$tmp/first"
# Started directly, not through a function, so that $! is crupier.
"$CRUPIER" exam "$exam" $opts --trainee Ana --answers "$tmp/first" \
	>"$tmp/killed.out" 2>&1 &
pid=$!
wait_for Ana 60
kill -KILL $pid
wait $pid 2>/dev/null
check exam-killed-keeps-actions "$(actions Ana)" 60
expect_contains exam-killed-listed-incomplete "incomplete" \
	"$CRUPIER" results list --trainee Ana
check exam-killed-mistakes "$("$CRUPIER" results list --trainee Ana --format csv |
	awk -F, 'NR > 1 { print $15 }')" 8

# Not started over by mistake.
printf 'expected\n' >"$tmp/one"
golden_status=0
run --trainee Ana --answers "$tmp/one" >"$tmp/again.out" 2>&1 || golden_status=$?
check exam-unfinished-refused-status "$golden_status" 1
expect_contains exam-unfinished-refused "resume it with --resume" \
	cat "$tmp/again.out"
check exam-unfinished-refused-nothing-added "$(actions Ana)" 60

# Resumed: the 60 replayed, the rest played, sealed.
yes expected 2>/dev/null | head -n 400 >"$tmp/rest"
status=0
run --trainee Ana --resume --answers "$tmp/rest" >"$tmp/resumed.out" 2>&1 || status=$?
check exam-resumed-status "$status" 0
check exam-resumed-all-actions "$(actions Ana)" 206
check exam-resumed-one-attempt "$("$CRUPIER" results list --trainee Ana --format csv |
	awk -F, 'NR > 1 { print $10 }')" complete
check exam-resumed-mistakes-kept "$("$CRUPIER" results list --trainee Ana --format csv |
	awk -F, 'NR > 1 { print $15 }')" 8
if command -v sqlite3 >/dev/null 2>&1; then
	check exam-resumed-no-duplicates "$(sqlite3 "$CRUPIER_DB" \
		'SELECT count(*) = count(DISTINCT idx) AND max(idx) = 205 FROM actions')" 1
fi
expect_contains exam-resumed-sealed "Result sealed in" cat "$tmp/resumed.out"
file=$(ls "$tmp"/results/*.result)
expect_contains exam-resumed-verifies ": valid" \
	"$CRUPIER" results verify --code-file "$tmp/code" "$file"

# Nothing to resume.
status=0
run --trainee Ana --resume --answers "$tmp/rest" >"$tmp/none.out" 2>&1 || status=$?
check exam-resume-nothing-status "$status" 1

# SIGTERM and SIGHUP: a clean stop, in progress, every action kept.
for sig in TERM HUP INT; do
	answers 25 >"$tmp/sig"
	"$CRUPIER" exam "$exam" $opts --trainee "Sig$sig" \
		--answers "$tmp/sig" >"$tmp/sig.out" 2>&1 &
	pid=$!
	wait_for "Sig$sig" 25
	kill -$sig $pid
	status=0
	wait $pid || status=$?
	check "exam-sig$sig-status" "$status" 1
	expect_contains "exam-sig$sig-message" "stays in progress" cat "$tmp/sig.out"
	check "exam-sig$sig-kept" "$(actions "Sig$sig")" 25
done

# Abandoned and started again: the old attempt stays, listed abandoned.
printf 'expected\nexpected\nquit\n' >"$tmp/quit"
run --trainee Beto --answers "$tmp/quit" >/dev/null 2>&1
run --trainee Beto --restart --answers "$tmp/quit" >/dev/null 2>&1
check exam-restart-abandoned "$("$CRUPIER" results list --trainee Beto --format csv |
	awk -F, 'NR > 1 { print $10 }' | tr '\n' ' ')" "abandoned in_progress "
echo "# killed after 60 committed actions; resumed with 60 replayed, 146 played, 206 in all"
finish
