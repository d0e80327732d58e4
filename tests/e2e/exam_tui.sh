#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# exam_tui.sh: `crupier exam FILE` at a terminal.  The supervisor types
# the exam code (never on the screen) and the trainee a name; a few
# actions, then Ctrl-C: the attempt stays in the database, in progress,
# every action kept.  Run again with --resume, the exam goes on from
# where it stopped; finished, its sealed result is accepted by `crupier
# results verify` with the code, refused with another.  Without --resume
# the trainer asks whether to resume.  A results directory that cannot be
# written is told, with the way to seal the result again.  The Exam of the
# menu takes the same way.
. "$top_srcdir/tests/e2e/lib.sh"
. "$top_srcdir/tests/e2e/table_lib.sh"

LANGUAGE=en
XDG_CONFIG_HOME="$tmp/config"; export XDG_CONFIG_HOME
XDG_DATA_HOME="$tmp/share"; export XDG_DATA_HOME
CRUPIER_DB="$tmp/results.db"; export CRUPIER_DB
exam="$e2e_data/scenarios/e2e-exam.yaml"
results="$tmp/results"
code="clave secreta del supervisor"
printf '%s\n' "$code" >"$tmp/code"
printf 'otra clave\n' >"$tmp/wrong"

check() {
	if [ "$2" = "$3" ]; then
		echo "ok $1"
	else
		echo "FAIL $1: got '$2', expected '$3'"
		failures=$((failures + 1))
	fi
}
# The column of the attempts' CSV (1 id, ... as `results list` prints).
column_of() {
	"$CRUPIER" results list --format csv | head -n 1 | tr -d '\r' |
		tr ',' '\n' | grep -n -x "$1" | cut -d: -f1
}
field() {
	c=$(column_of "$1")
	"$CRUPIER" results list --format csv |
		awk -F, -v c="$c" 'NR > 1 { print $c }' | tr -d '\r' |
		tr '\n' ' ' | sed 's/ $//'
}

# 1. Code (not shown), name, two actions, Ctrl-C.
e2e_start exam "$exam" --results-dir "$results"
e2e_wait code-asked "Exam code:"
e2e_type "$code"
e2e_wait typed-code-hidden "Exam code:"
if e2e_screen | grep -qF "secreta"; then
	fail code-not-shown "the code is on the screen"
else
	pass code-not-shown
fi
e2e_keys Enter
e2e_wait name-asked "Name or id:"
e2e_type "Ana Perez"
e2e_wait name-shown "Ana Perez"
e2e_keys Enter
e2e_wait exam-instructions "Press Enter to start."
e2e_keys Enter
e2e_wait_gone exam-started "Press Enter to start."
play_key "$exam" 1 3
e2e_keys C-c
e2e_wait_exit ctrl-c-status 130
e2e_wait stopped-told "resume it with 'crupier exam --resume"
check incomplete-listed "$(field status)" "in_progress"
check incomplete-trainee "$(field trainee)" "Ana Perez"
check incomplete-actions "$(field actions)" "3"

# 2. Without --resume: asked; Esc leaves it as it is.
e2e_start exam "$exam" --results-dir "$results" --code-file "$tmp/code"
e2e_wait name-asked-again "Name or id:"
e2e_type "Ana Perez"
e2e_keys Enter
e2e_wait resume-offered "has an unfinished attempt at this exam, with 3"
e2e_keys Escape
e2e_wait_exit cancelled-status 1
check still-one-attempt "$(field status)" "in_progress"

# 3. --resume: on from action 4 to the end, then sealed.
e2e_start exam "$exam" --results-dir "$results" --code-file "$tmp/code" \
	--trainee "Ana Perez" --resume
e2e_wait resumed-instructions "Press Enter to start."
e2e_keys Enter
# Exams give no right/wrong during play (the articles come at the end):
# the title counts the actions done, the resumed ones included.
e2e_wait resumed-score "3 actions"
play_key "$exam" 4 '$'
e2e_wait summary "Score"
e2e_keys q
# The table, over: leave it, and the exam screen says where the result is.
e2e_keys q
e2e_wait sealed-told "result is sealed in"
e2e_keys Enter
e2e_wait_exit sealed-status 0
check complete-listed "$(field status)" "complete"
check complete-actions "$(field actions)" "14"
sealed=$(ls "$results"/*.result 2>/dev/null | head -n 1)
if [ -n "$sealed" ] &&
   "$CRUPIER" results verify --code-file "$tmp/code" "$sealed" \
	>"$tmp/verify.out" 2>&1; then
	pass sealed-verified
else
	fail sealed-verified "no valid sealed result: $(cat "$tmp/verify.out" 2>/dev/null)"
fi
if [ -n "$sealed" ] &&
   ! "$CRUPIER" results verify --code-file "$tmp/wrong" "$sealed" \
	>/dev/null 2>&1; then
	pass wrong-code-refused
else
	fail wrong-code-refused "a wrong code was accepted"
fi

# 4. A results directory that cannot be made: the exam is complete in
#    the database, and the screen says how to seal it again.
: >"$tmp/not-a-dir"
e2e_start exam "$exam" --results-dir "$tmp/not-a-dir/results" \
	--code-file "$tmp/code" --trainee Carla
e2e_wait unsealed-instructions "Press Enter to start."
e2e_keys Enter
play_key "$exam" 1 '$'
e2e_wait unsealed-summary "Score"
e2e_keys q
e2e_keys q
e2e_wait unsealed-told "could not be sealed"
e2e_wait unsealed-how "crupier results seal"
e2e_keys Enter
e2e_wait_exit unsealed-status 1
id=$("$CRUPIER" results list --trainee Carla --format csv | sed -n '2s/,.*//p')
if "$CRUPIER" results seal --code-file "$tmp/code" \
	--results-dir "$results" "$id" >"$tmp/seal.out" 2>&1; then
	pass sealed-again
else
	fail sealed-again "$(cat "$tmp/seal.out")"
fi

# 5. From the menu: Exam, the chooser, the exam.
e2e_start
e2e_wait menu "Practice"
e2e_keys e
e2e_wait chooser "Test exam"
e2e_keys Down Enter
e2e_wait menu-code-asked "Exam code:"
e2e_type "$code"
e2e_keys Enter
e2e_type "Beto"
e2e_keys Enter
e2e_wait menu-exam-instructions "Press Enter to start."
e2e_keys C-c
e2e_wait_exit menu-ctrl-c 130
check menu-exam-recorded "$(field trainee)" "Ana Perez Carla Beto"
finish
