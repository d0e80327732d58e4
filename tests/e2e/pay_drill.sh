#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# pay_drill.sh: the timed payment drill at 80x24, in Drills by skill,
# Payouts.  Seven bets and the time for them ("Pay these 7 bets in"),
# the clock beside its target in the title; a wrong amount is told with
# what was owed; every bet paid ends with the counts in turn and right
# and a word on the target (the order itself: tests/test_pay_drill.c).
. "$top_srcdir/tests/e2e/lib.sh"

LANGUAGE=en
XDG_CONFIG_HOME="$tmp/config"; export XDG_CONFIG_HOME
XDG_DATA_HOME="$tmp/share"; export XDG_DATA_HOME

e2e_start
e2e_wait menu "Main menu"
e2e_keys d
e2e_wait skills "Choose a skill, then a drill."
n=0
while ! e2e_screen | grep -q "^ > Payouts"; do
	e2e_keys Down
	n=$((n + 1))
	[ $n -gt 12 ] && { fail payouts-chosen "no Payouts in the list"; break; }
	e2e_nap 3
done
e2e_keys Enter
e2e_wait pay-drill-listed "Timed payments: random bets, you choose"
e2e_keys Down
e2e_wait pay-drill-told "paying order of IPLyC"
e2e_keys Enter
e2e_wait drill-open "Pay these 7 bets in"
e2e_wait drill-clock "Timed payments  00:"
e2e_wait drill-keys "a-g: the bet to pay next"
# The bets as drawn: key, where, stake.
e2e_screen | awk '$1 ~ /^[a-g]$/ && NF >= 3' >"$tmp/bets"
check_count=$(wc -l <"$tmp/bets")
[ "$check_count" -eq 7 ] && pass seven-bets || fail seven-bets "$check_count bets"
# g first, with 1: in turn or not, the amount is wrong.
e2e_keys g
e2e_wait typing "Pay bet g: _"
e2e_type 1
e2e_keys Enter
# One word: the verdict wraps where the bets' words put it.
e2e_wait amount-told "owed"
# The rest: every bet left, a to f, each with a figure.
for k in a b c d e f; do
	e2e_keys "$k"
	e2e_wait "typing-$k" "Pay bet $k: _"
	e2e_type 100
	e2e_keys Enter
	e2e_wait_gone "paid-$k" "Pay bet $k: "
done
e2e_wait all-paid "All paid in"
e2e_wait target-word "the target is"
e2e_wait new-drill-key "n: a new drill"
e2e_keys n
e2e_wait new-drill "Pay these 7 bets in"
e2e_keys q
e2e_wait back "Timed payments: random bets, you choose"
finish
