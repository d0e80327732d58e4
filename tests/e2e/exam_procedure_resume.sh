#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# exam_procedure_resume.sh: a procedure exam at a terminal resumes like a
# game exam.  The deck check (its defect drawn from the
# scenario's seed, 203: the queen of clubs with another back in deck 8)
# sat as an exam: five steps, Ctrl-C; `crupier exam --resume` goes on at
# the sixth on the same decks and defect, so the next three keys check
# decks up to the seventh; finished, the attempt holds the twelve actions
# once and its result is sealed.
. "$top_srcdir/tests/e2e/lib.sh"

cp -R "$top_srcdir/data/procedures" "$e2e_data/" || exit 99
LANGUAGE=en
XDG_CONFIG_HOME="$tmp/config"; export XDG_CONFIG_HOME
XDG_DATA_HOME="$tmp/share"; export XDG_DATA_HOME
CRUPIER_DB="$tmp/results.db"; export CRUPIER_DB
results="$tmp/results"
printf 'clave secreta del supervisor\n' >"$tmp/code"
exam="$tmp/deck-check-exam.yaml"
sed -e 's/^kind: drill/kind: exam/' -e 's/hints: true/hints: false/' \
	-e 's/^id: .*/id: e2e-deck-check-exam/' \
	"$top_srcdir/scenarios/iplyc-deck-check.yaml" >"$exam"
# The right step's key at each action (procedure_deck_check.sh).
right_keys="bebdacebdabc"

check() {
	if [ "$2" = "$3" ]; then
		echo "ok $1"
	else
		echo "FAIL $1: got '$2', expected '$3'"
		failures=$((failures + 1))
	fi
}
field() {
	c=$("$CRUPIER" results list --format csv | head -n 1 | tr -d '\r' |
		tr ',' '\n' | grep -n -x "$1" | cut -d: -f1)
	"$CRUPIER" results list --format csv |
		awk -F, -v c="$c" 'NR > 1 { print $c }' | tr -d '\r' |
		tr '\n' ' ' | sed 's/ $//'
}
# wait_actions N: until the attempt holds N actions (10 s at most).
wait_actions() {
	k=0
	while [ "$(field actions)" != "$1" ] && [ $k -lt 100 ]; do
		sleep 0.1
		k=$((k + 1))
	done
	check "actions-$1" "$(field actions)" "$1"
}

# 1. Five steps, then Ctrl-C: in progress, five actions kept.
e2e_start exam "$exam" --results-dir "$results" --code-file "$tmp/code" \
	--trainee Ana
e2e_wait opens "Checking the decks at the opening"
e2e_type "$(echo "$right_keys" | cut -c1-5)"
wait_actions 5
e2e_keys C-c
e2e_wait_exit ctrl-c-status 130
check in-progress "$(field status)" in_progress

# 2. Resumed: the five replayed; keys 6 to 8 finish deck 7 only if the
# session is at step 6 on the same decks.
e2e_start exam "$exam" --results-dir "$results" --code-file "$tmp/code" \
	--trainee Ana --resume
e2e_wait resumed-opens "Checking the decks at the opening"
e2e_type "$(echo "$right_keys" | cut -c6-8)"
e2e_wait resumed-seven "7 decks checked, complete so far."
e2e_wait resumed-same-band "The band: 417 cards, not 416, and a back of another colour"
e2e_type "$(echo "$right_keys" | cut -c9)"
e2e_wait resumed-same-defect "Deck 8: Q♣ with another back"
e2e_type "$(echo "$right_keys" | cut -c10-12)"
e2e_wait summary "12/12"
e2e_keys q
e2e_keys q
e2e_wait sealed-told "result is sealed in"
e2e_keys Enter
e2e_wait_exit sealed-status 0
check complete "$(field status)" complete
check complete-actions-once "$(field actions)" 12
check complete-no-mistakes "$(field mistakes)" 0
finish
