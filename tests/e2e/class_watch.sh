#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# class_watch.sh: the teacher's live view at 80x24.  A class of 30 is
# seeded by batch exams and drills with varied mistakes, five of them
# left half-way; `crupier class watch` shows every trainee (scrolling: 18
# rows at a time), with the skills, the article of the last mistake and
# the state, under NO_COLOR with the '*' marks; 's' sorts by the weakest
# skill; a trainee who does a drill while the screen is open shows up
# without a key pressed.  The menu's Class entry opens the same screen.
# Then the classes at the terminal: the Exam menu lists an assigned
# exam only in its window, and the trainee picks his name from the
# roster, the one bound to his login chosen first, on the exam's screen
# and on the Progress screen.
. "$top_srcdir/tests/e2e/lib.sh"
. "$top_srcdir/tests/cli/exam_answers.sh"
. "$top_srcdir/tests/e2e/table_lib.sh"

LANGUAGE=en
NO_COLOR=1; export NO_COLOR
XDG_CONFIG_HOME="$tmp/config"; export XDG_CONFIG_HOME
XDG_DATA_HOME="$tmp/share"; export XDG_DATA_HOME
CRUPIER_DB="$tmp/results.db"; export CRUPIER_DB
USER=teacher; export USER
class="Turno mañana"
sc="$top_srcdir/scenarios"

"$CRUPIER" class create "$class" --site Rosario >/dev/null || exit 99
{
	echo name,login
	for i in $(seq 1 30); do printf 'Trainee %02d,t%02d\n' "$i" "$i"; done
} >"$tmp/roster.csv"
"$CRUPIER" class import-roster "$class" "$tmp/roster.csv" >/dev/null || exit 99

# run TRAINEE SCENARIO EVERY [QUIT_AFTER]: a batch run with every EVERYth
# action wrong, left after QUIT_AFTER actions when given.
run() {
	"$CRUPIER" judge --json "$sc/$2.yaml" |
		sed -n 's/^ *"action": "\([a-z_]*\)",*$/\1/p' |
		awk -v m="$3" '{ print (NR % m == 0) ? "wrong" : "expected" }' \
		>"$tmp/answers"
	if [ -n "${4:-}" ]; then
		head -n "$4" "$tmp/answers" >"$tmp/part"
		echo quit >>"$tmp/part"
		mv "$tmp/part" "$tmp/answers"
	fi
	"$CRUPIER" exam "$sc/$2.yaml" --code-file "$tmp/code" \
		--answers "$tmp/answers" --trainee "$1" \
		--results-dir "$tmp/results" >/dev/null 2>&1
}
for i in $(seq 1 29); do
	case $((i % 3)) in
	0) s=iplyc-payouts-ancar ;;
	1) s=iplyc-dealing-naturals ;;
	*) s=iplyc-exam-traditional ;;
	esac
	if [ $((i % 5)) = 0 ]; then
		run "$(printf 'Trainee %02d' "$i")" $s $((i % 7 + 2)) 20
	else
		run "$(printf 'Trainee %02d' "$i")" $s $((i % 7 + 2))
	fi
done
[ "$("$CRUPIER" results list --format csv | wc -l)" = 30 ] || {
	echo "the seed runs were not all recorded"; exit 99; }

# 1. The whole class at 80x24, by name, scrolling.
e2e_start class watch "$class"
e2e_wait title "Class Turno mañana: 30 trainees, by name, live"
e2e_wait header "Trainee      Doing        Act  Dea Drw Vol Rot Pay Article     Time  State"
# A name too long for its column ends in an ellipsis, never cut in silence.
e2e_wait first-page "1-18 of 30"
e2e_wait a-row "Trainee 01   iplyc-deali…   81"
e2e_wait weak-mark "*"
e2e_wait passed "passed"
e2e_wait failed "failed"
e2e_wait running "running"
e2e_wait article "7.13.1.1"
e2e_wait detail "Last mistake: "
# For the closing note: the screen as the teacher sees it.
capture() {
	[ -n "${CLASS_WATCH_CAPTURE:-}" ] || return 0
	{ echo "== $1 (80x24, NO_COLOR)"; e2e_screen; } >>"$CLASS_WATCH_CAPTURE"
}
capture "crupier class watch '$class': by name"
e2e_keys NPage NPage
e2e_wait last-page "13-30 of 30"
e2e_wait nobody-yet "Trainee 30: nothing done yet."

# 2. Live: Trainee 30 does a drill; his line fills without a key.
run "Trainee 30" iplyc-payouts-ancar 2
e2e_wait live "Trainee 30: "
e2e_wait live-figures "Trainee 30   iplyc-payou…   82"
e2e_wait_gone live-no-longer-empty "Trainee 30: nothing done yet."

# 3. Sorted by the weakest skill: the weakest first, nobody-yet last.
e2e_keys s
e2e_wait sorted "by weakest skill"
e2e_wait sorted-top "1-18 of 30"
capture "after 's': by weakest skill"
top=$(e2e_screen | sed -n '3p')
case $top in
*" 0* "*) pass sorted-weakest-first ;;
*) fail sorted-weakest-first "the first row is '$top'" ;;
esac
e2e_keys End
e2e_wait sorted-last "13-30 of 30"
e2e_keys q
e2e_wait_exit watch-quit 0

# An unknown class is told before the screen opens.
e2e_start class watch Noche
e2e_wait_exit watch-no-class 1
e2e_wait watch-no-class-told "there is no class 'Noche'"

# 4. The menu's Class entry: one class, shown at once.
e2e_start
e2e_wait menu "Class"
e2e_keys c
e2e_wait menu-class "Class Turno mañana: 30 trainees"
e2e_keys q
e2e_wait menu-back "Main menu"
e2e_keys q
e2e_wait_exit menu-quit 0

# 5. Assigned exams: outside its window the exam is not in the Exam
#    menu; in it, with the attempts left; the name picked from the roster.
USER=t07; export USER
"$CRUPIER" class assign "$class" e2e-exam --opens 2000-01-01 \
	--closes 2000-02-01 --attempts 1 >/dev/null || exit 99
e2e_start
e2e_wait exam-menu "Main menu"
e2e_keys e
e2e_wait exam-list "Open a file..."
if e2e_screen | grep -qF "Test exam"; then
	fail exam-hidden-outside-window "the closed exam is listed"
else
	pass exam-hidden-outside-window
fi
e2e_keys q q
e2e_wait_exit closed-quit 0
"$CRUPIER" class assign "$class" e2e-exam --opens 2000-01-01 \
	--closes 2100-01-01 --attempts 1 >/dev/null || exit 99
e2e_start
e2e_wait exam-menu-open "Main menu"
e2e_keys e
e2e_wait exam-listed "Test exam"
e2e_wait exam-window "until 2100-01-01, 1 left"
e2e_keys Down Enter
e2e_wait code-asked "Exam code:"
e2e_type "$CRUPIER_EXAM_CODE"
e2e_keys Enter
e2e_wait roster-offered "choose your name from your class's roster"
e2e_wait roster-bound-first "> Trainee 07"
e2e_keys Enter
e2e_wait exam-starts "Press Enter to start."
e2e_keys C-c
e2e_wait_exit exam-left 130
expect_contains exam-under-picked-name "Trainee 07" \
	"$CRUPIER" results list --trainee "Trainee 07" --scenario e2e-exam

# 5b. Practice by a login bound in the roster is his roster name's.
e2e_start
e2e_wait practice-menu "Main menu"
e2e_keys p
e2e_wait practice-instructions "Free practice on a random shoe"
e2e_keys Enter
e2e_wait practice-choices "Your action"
follow_hint
e2e_keys q
e2e_wait practice-leave "Leave practice?"
e2e_keys y
e2e_wait practice-summary "Summary: practice"
e2e_keys q q
e2e_wait menu-after-practice "Main menu"
e2e_keys q
e2e_wait_exit practice-quit 0
expect_contains practice-under-roster-name ",Trainee 07,practice," \
	"$CRUPIER" results list --format csv --scenario practice

# 6. The Progress screen asks whose progress from the roster too.
e2e_start
e2e_wait progress-menu "Main menu"
e2e_keys g
e2e_wait progress-roster "Choose your name from your class's roster"
e2e_wait progress-bound-first "> Trainee 07"
e2e_keys Up Enter
e2e_wait progress-picked "Progress of Trainee 06"
e2e_keys q q
e2e_wait_exit progress-quit 0
finish
