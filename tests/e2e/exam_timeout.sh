#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# exam_timeout.sh: the endings of an exam in the trainer.
# 1. An exam whose time limit (two seconds from the first action) runs out
#    after two actions: closed as timed out, the summary says so and NOT
#    PASSED, the attempt is listed timed_out and its seal says
#    "status":"timed_out", "passed":false.
# 2. Leaving asks which way: 'a' abandons it (closed for good, listed and
#    sealed as abandoned).
# 3. 'p' pauses it: it stays open, and only the exam code it was started
#    with resumes it.
# 4. A procedure exam whose time runs out: closed as timed out too.
. "$top_srcdir/tests/e2e/lib.sh"
. "$top_srcdir/tests/e2e/table_lib.sh"

LANGUAGE=en
XDG_CONFIG_HOME="$tmp/config"; export XDG_CONFIG_HOME
XDG_DATA_HOME="$tmp/share"; export XDG_DATA_HOME
CRUPIER_DB="$tmp/results.db"; export CRUPIER_DB
timed="$top_srcdir/tests/e2e/data/exams/e2e-exam-timed.yaml"
exam="$e2e_data/scenarios/e2e-exam.yaml"
results="$tmp/results"
printf 'clave secreta del supervisor\n' >"$tmp/code"
printf 'otra clave secreta distinta\n' >"$tmp/other"

check() {
	if [ "$2" = "$3" ]; then
		echo "ok $1"
	else
		echo "FAIL $1: got '$2', expected '$3'"
		failures=$((failures + 1))
	fi
}
# A column of the attempts of one trainee, as `results list` prints it.
field() {
	c=$("$CRUPIER" results list --format csv | head -n 1 | tr -d '\r' |
		tr ',' '\n' | grep -n -x "$1" | cut -d: -f1)
	"$CRUPIER" results list --trainee "$2" --format csv |
		awk -F, -v c="$c" 'NR > 1 { print $c }' | tr -d '\r' |
		tr '\n' ' ' | sed 's/ $//'
}

# 1. Two actions, then the time runs out.
e2e_start exam "$timed" --results-dir "$results" --code-file "$tmp/code" \
	--trainee Ana
e2e_wait timed-instructions "Press Enter to start."
e2e_keys Enter
e2e_wait_gone timed-started "Press Enter to start."
play_key "$timed" 1 2
e2e_wait timed-out-summary "TIMED OUT"
e2e_wait timed-out-not-passed "NOT PASSED"
e2e_keys q
e2e_keys q
e2e_wait timed-out-told "closed as timed out"
e2e_keys Enter
e2e_wait_exit timed-out-status 0
check timed-out-listed "$(field status Ana)" "timed_out"
check timed-out-not-passed-listed "$(field passed Ana)" "false"
sealed=$(ls "$results"/e2e-exam-timed_Ana_*.result 2>/dev/null | head -n 1)
if [ -n "$sealed" ] && head -n 1 "$sealed" |
	grep -q '"passed":false.*"status":"timed_out"'; then
	pass timed-out-sealed
else
	fail timed-out-sealed "no seal saying timed_out: $sealed"
fi
if [ -n "$sealed" ] && "$CRUPIER" results verify --code-file "$tmp/code" \
	"$sealed" >"$tmp/verify.out" 2>&1; then
	pass timed-out-seal-verified
else
	fail timed-out-seal-verified "$(cat "$tmp/verify.out")"
fi

# 2. Leave, and abandon.
e2e_start exam "$exam" --results-dir "$results" --code-file "$tmp/code" \
	--trainee Beto
e2e_wait abandon-instructions "Press Enter to start."
e2e_keys Enter
e2e_wait_gone abandon-started "Press Enter to start."
play_key "$exam" 1 2
e2e_keys q
e2e_wait leave-asks-pause "Enter: pause it."
e2e_wait leave-asks-abandon "Del: abandon it (asked again)."
e2e_wait leave-asks-stay "Esc: back to the exam."
# An action's key does nothing here: the exam is neither left nor
# abandoned by a key meant for the table.
e2e_keys a
e2e_wait still-asked "Leave the exam?"
e2e_keys Escape
e2e_wait_gone back-to-exam "Leave the exam?"
e2e_keys q
e2e_wait asked-again "Leave the exam?"
e2e_keys DC
e2e_wait abandon-asked "Abandon the exam for good?"
e2e_keys Enter
e2e_wait abandon-summary "The exam was left before its end: 2 actions recorded."
e2e_keys q
e2e_keys q
e2e_wait abandon-told "The exam was abandoned"
e2e_keys Enter
e2e_wait_exit abandon-status 0
check abandoned-listed "$(field status Beto)" "abandoned"
if ls "$results"/e2e-exam_Beto_*.result >/dev/null 2>&1; then
	pass abandoned-sealed
else
	fail abandoned-sealed "no sealed result for the abandoned attempt"
fi

# 3. Leave, and pause: it stays open; another code does not resume it.
e2e_start exam "$exam" --results-dir "$results" --code-file "$tmp/code" \
	--trainee Carla
e2e_wait pause-instructions "Press Enter to start."
e2e_keys Enter
e2e_wait_gone pause-started "Press Enter to start."
play_key "$exam" 1 2
e2e_keys q
e2e_wait pause-asked "Enter: pause it."
e2e_keys Enter
e2e_wait pause-summary "The exam was left before its end: 2 actions recorded."
e2e_keys q
e2e_keys q
e2e_wait pause-told "The exam is paused"
e2e_keys Enter
e2e_wait_exit pause-status 1
check paused-listed "$(field status Carla)" "in_progress"
e2e_start exam "$exam" --results-dir "$results" --code-file "$tmp/other" \
	--trainee Carla --resume
e2e_wait other-code-refused "not the exam code this attempt"
e2e_keys Enter
e2e_wait_exit other-code-status 1
check still-paused "$(field status Carla)" "in_progress"

# 4. A procedure exam runs out of time the same way.
cp -R "$top_srcdir/data/procedures" "$e2e_data/" || exit 99
proc="$top_srcdir/tests/e2e/data/exams/e2e-proc-exam-timed.yaml"
e2e_start exam "$proc" --results-dir "$results" --code-file "$tmp/code" \
	--trainee Dora
e2e_wait proc-started "which step comes now?"
e2e_keys d
e2e_wait proc-timed-out-summary "TIMED OUT"
e2e_keys q
e2e_wait proc-back "Press Enter for the summary"
e2e_keys q
e2e_wait proc-timed-out-told "closed as timed out"
e2e_keys Enter
e2e_wait_exit proc-timed-out-status 0
check proc-timed-out-listed "$(field status Dora)" "timed_out"
finish
