#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# review_tui.sh: "Review" in the trainer.  A
# trainee misses one situation in a drill (Banca 6 against Punto's third
# card 6: he stands); the Review screen lists that situation first, due
# before every situation he never missed; Enter builds the review drill
# from his cells and opens it on the table, its first coup that very
# situation; it is recorded as a drill, never as an exam.
. "$top_srcdir/tests/e2e/lib.sh"
. "$top_srcdir/tests/e2e/table_lib.sh"

LANGUAGE=en
XDG_CONFIG_HOME="$tmp/config"; export XDG_CONFIG_HOME
XDG_DATA_HOME="$tmp/share"; export XDG_DATA_HOME
CRUPIER_DB="$tmp/results.db"; export CRUPIER_DB
USER=e2e-trainee; export USER
drill="$lib/iplyc-drawing-banca-6.yaml"

# 1. The drill, every action right but "Card for Banca!" of coup 1.
e2e_start "$drill"
e2e_wait drill-instructions "Press Enter to start."
e2e_keys Enter
e2e_wait_gone drill-started "Press Enter to start."
play_key "$drill" 1 9
press_choice "Banca stands with 6."
e2e_wait drill-mistake "Not that."
e2e_keys Enter
play_key "$drill" 11 '$'
e2e_wait drill-summary "Score"
e2e_keys q q
e2e_wait_exit drill-left 0

# 2. Review: the missed situation first.
e2e_start
e2e_wait menu "Review"
e2e_keys v
e2e_wait review-title "Review of e2e-trainee"
e2e_wait review-missed "Banca 6, Punto's third card 6"
first=$(e2e_screen | sed -n '6p')
case $first in
*"Banca 6, Punto's third card 6"*"1/2"*) pass review-missed-first ;;
*) fail review-missed-first "the first cell is: $first"
   e2e_screen | sed 's/^/  | /' ;;
esac

# 3. Enter: the review drill, its first coup Banca 6 given a 6.
e2e_keys Enter
e2e_wait review-drill "Press Enter to start."
review=$(ls "$XDG_DATA_HOME"/crupier/reviews/review-*.yaml 2>/dev/null | head -n 1)
if [ -n "$review" ] && grep -q '^#   coup 1: banca\.6\.p6 ' "$review"; then
	pass review-file-coup-1
else
	fail review-file-coup-1 "no review file, or coup 1 is not banca.6.p6"
fi
e2e_keys Enter
e2e_wait_gone review-started "Press Enter to start."
coup1=$(CRUPIER_EXAM_CODE=x "$CRUPIER" judge "$review" |
	awk '/^Coup 2/ { exit } /^  .*\[[^]]*\]$/ { n++ } END { print n }')
# (play_key uses $n itself.)
play_key "$review" 1 "$coup1"
e2e_wait review-coup-played "$coup1/$coup1 right"
e2e_keys q
e2e_wait review-leave "Leave"
e2e_keys y
e2e_keys q q q q
e2e_wait_exit review-quit 0

# Recorded as a drill under its own id, not as an exam.
expect_contains review-recorded-as-drill ",drill,false," \
	sh -c "\"\$CRUPIER\" results list --format csv | grep ',review-'"
finish
