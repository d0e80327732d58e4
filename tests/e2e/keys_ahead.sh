#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# keys_ahead.sh: keys typed ahead, before the screen they are meant for
# is drawn, are kept, each for the screen that comes up.  All the keys
# of a burst go to the terminal at once (one tmux send-keys), before the
# trainer has drawn the first screen they change, and the test then
# waits for where they lead:
#   - from the start: Enter (the lessons), Enter (Lesson 1), Enter (past
#     its instructions) and its first two actions, both counted right;
#   - from Lesson 1's summary: q (the finished table), q (the lessons),
#     Down (Lesson 2), Enter, Enter and its first action, counted right.
. "$top_srcdir/tests/e2e/lib.sh"
. "$top_srcdir/tests/e2e/table_lib.sh"

LANGUAGE=en
rm -f "$e2e_data"/scenarios/*
for n in 1-values-totals 2-dealing-naturals; do
	cp "$top_srcdir/scenarios/iplyc-lesson-$n.yaml" "$e2e_data/scenarios/" ||
		exit 99
done
one="$lib/iplyc-lesson-1-values-totals.yaml"

# The keys of the first two actions (the first two of the answer key), as
# Lesson 1's table labels them, read from the screen in a run of its own
# (its own settings and results: the runs below start as new).
XDG_CONFIG_HOME="$tmp/probe/config"; export XDG_CONFIG_HOME
XDG_DATA_HOME="$tmp/probe/share"; export XDG_DATA_HOME
CRUPIER_DB="$tmp/probe/results.db"; export CRUPIER_DB
judge_key "$one" | sed -n 1,2p >"$tmp/first"
e2e_start "$one"
e2e_wait probe-instructions "Press Enter to start."
e2e_keys Enter
e2e_wait probe-table "Your action"
k1=$(choice_key "$(sed -n 1p "$tmp/first")")
k2=$(choice_key "$(sed -n 2p "$tmp/first")")
e2e_stop
if [ -z "$k1" ] || [ -z "$k2" ]; then
	fail probe-keys "no key on the table for: $(cat "$tmp/first")"
	finish
fi

XDG_CONFIG_HOME="$tmp/config"; export XDG_CONFIG_HOME
XDG_DATA_HOME="$tmp/share"; export XDG_DATA_HOME
CRUPIER_DB="$tmp/results.db"; export CRUPIER_DB
# From the start: nothing waited for before the burst.
e2e_start
e2e_keys Enter Enter Enter "$k1" "$k2"
e2e_wait start-burst-lesson-1 "Lesson 1: "
e2e_wait start-burst-both-actions-right "2/2 right"
# The rest of Lesson 1, then the burst from its summary.
play_key "$one" 3 '$'
e2e_wait lesson-1-summary "Summary: Lesson 1"
e2e_keys q q Down Enter Enter "$k1"
e2e_wait summary-burst-lesson-2 "Lesson 2: "
e2e_wait summary-burst-action-right "1/1 right"
finish
