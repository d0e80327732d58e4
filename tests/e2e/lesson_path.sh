#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# lesson_path.sh: a new trainee goes from Lesson 1 to Lesson 3 without
# replaying a written shoe.  The first start puts the cursor on the
# lessons with a line saying what to do, and the lessons' list on Lesson
# 1; each lesson's summary says what comes next; the list shows a lesson
# open as soon as it opens; "p" practises the lesson that holds the next
# one back on fresh coups (a new shoe every time, recorded under the
# lesson) until it is mastered, and Lesson 3 opens.
. "$top_srcdir/tests/e2e/lib.sh"
. "$top_srcdir/tests/e2e/table_lib.sh"

LANGUAGE=en
XDG_CONFIG_HOME="$tmp/config"; export XDG_CONFIG_HOME
XDG_DATA_HOME="$tmp/share"; export XDG_DATA_HOME
unset CRUPIER_DB
# The library: the first three lessons of the IPLyC chain.
rm -f "$e2e_data"/scenarios/*
for n in 1-values-totals 2-dealing-naturals 3-punto-voluntad; do
	cp "$top_srcdir/scenarios/iplyc-lesson-$n.yaml" "$e2e_data/scenarios/" ||
		exit 99
done
reviews="$XDG_DATA_HOME/crupier/reviews"

# play_file FILE: its instructions passed, every action of its key.
play_file() {
	e2e_wait "start-$(basename "$1")" "Press Enter to start." || return 1
	e2e_keys Enter
	e2e_wait_gone "started-$(basename "$1")" "Press Enter to start."
	play_key "$1" 1 '$'
}

e2e_start
e2e_wait welcome "New here? Press Enter: the lessons open with"
e2e_wait welcome-on-lessons "> Lessons"
e2e_keys Enter
e2e_wait lessons "Lesson 1: "
e2e_wait lesson-1-chosen "> Lesson 1: "
e2e_wait lesson-2-locked "locked"
e2e_keys Enter
play_file "$lib/iplyc-lesson-1-values-totals.yaml"
e2e_wait lesson-1-summary "Summary: Lesson 1"
e2e_wait lesson-1-next "is open now"
e2e_keys q
e2e_keys q
e2e_wait back-in-lessons "Lesson 2: "
# Lesson 2 is open at once, without going back to the menu.
if e2e_screen | grep "Lesson 2: " | grep -q locked; then
	fail lesson-2-open-at-once "$(e2e_screen | grep 'Lesson 2: ')"
else
	pass lesson-2-open-at-once
fi
e2e_keys Down
e2e_wait lesson-2-chosen "> Lesson 2: "
e2e_keys Enter
play_file "$lib/iplyc-lesson-2-dealing-naturals.yaml"
e2e_wait lesson-2-summary "Summary: Lesson 2"
e2e_wait lesson-2-next "opens when you master this"
e2e_wait lesson-2-practise-told "p in Lessons practises it on fresh"
e2e_keys q
e2e_keys q
e2e_wait back-in-lessons-2 "Lesson 3: "
e2e_keys Down
e2e_wait lesson-3-chosen "> Lesson 3: "
e2e_wait lesson-3-locked "Locked: it opens when you master"
e2e_wait lesson-3-practise-key "practise it on fresh coups until"

# Practise until Lesson 3 opens: each practice a new file, new cards.
tries=0
while :; do
	tries=$((tries + 1))
	if [ $tries -gt 6 ]; then
		fail practice-masters "Lesson 3 still locked after 6 practices"
		break
	fi
	before=$(ls "$reviews" 2>/dev/null | wc -l)
	e2e_keys p
	e2e_wait "practice-$tries-opens" "Press Enter to start." || break
	file=$(ls -t "$reviews"/*.yaml | head -n 1)
	if [ "$(ls "$reviews" | wc -l)" -le "$before" ]; then
		fail "practice-$tries-new-file" "no new practice file"
	else
		pass "practice-$tries-new-file"
	fi
	play_file "$file" || break
	e2e_wait "practice-$tries-summary" "Summary: Lesson 2"
	if e2e_screen | grep -q "is open now"; then
		e2e_keys q
		e2e_keys q
		break
	fi
	e2e_keys q
	e2e_keys q
	e2e_wait "practice-$tries-back" "> Lesson 3: "
done
e2e_wait lessons-again "Lesson 3: "
if e2e_screen | grep "Lesson 3: " | grep -q locked; then
	fail lesson-3-open "$(e2e_screen | grep 'Lesson 3: ')"
else
	pass lesson-3-open
fi
# No two practices dealt the same cards, and none dealt Lesson 2's
# written shoe.
if [ "$(cat "$reviews"/*.yaml | grep '^  top:' | sort | uniq -d | wc -l)" -eq 0 ]; then
	pass practices-differ
else
	fail practices-differ "two practices dealt the same shoe"
fi
# top_cards FILE...: each file's written cards, quotes and runs of blanks
# dropped.
top_cards() {
	sed -n 's/^  top: *//p' "$@" | tr -d '"' | tr -s ' '
}
written=$(top_cards "$lib/iplyc-lesson-2-dealing-naturals.yaml")
if [ -n "$written" ] && [ -n "$(top_cards "$reviews"/*.yaml)" ] &&
	! top_cards "$reviews"/*.yaml | grep -qxF -- "$written"; then
	pass practices-not-the-written-shoe
else
	fail practices-not-the-written-shoe "a practice dealt Lesson 2's shoe"
fi
# Lesson 3 opens: the cursor is on it and Enter shows its instructions.
e2e_wait lesson-3-chosen-again "> Lesson 3: "
e2e_keys Enter
e2e_wait lesson-3-opens "Press Enter to start."
e2e_wait lesson-3-title "Lesson 3: Punto's table and the voluntad"
finish
