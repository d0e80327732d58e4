#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# table_dealing.sh: a whole drill of the dealing skill played through the
# table screen from its answer key — every card routed to its side, the
# natural, the totals (Banca's first) and the winner called, the payments
# typed — ending on the summary with every action right; closing it and
# the table leaves crupier with status 0.
. "$top_srcdir/tests/e2e/lib.sh"
. "$top_srcdir/tests/e2e/table_lib.sh"

LANGUAGE=en
start_scenario iplyc-dealing-order
e2e_wait table-seats "Sabot: "
e2e_wait table-choices "Your action"
e2e_wait first-call "Place your bets!"

play_key "$lib/iplyc-dealing-order.yaml" 1 3
e2e_wait call-line "Croupier: Cards!"
play_key "$lib/iplyc-dealing-order.yaml" 4 5
e2e_wait cards-drawn "PUNTO   K"
e2e_wait score-so-far "5/5 right"
play_key "$lib/iplyc-dealing-order.yaml" 6 '$'

e2e_wait summary "Summary: Dealing: every card to its side"
e2e_wait summary-score "Score 100%, pass mark 80%: PASSED"
e2e_wait summary-skill "Dealing and calls"
e2e_wait summary-no-mistakes "No mistakes."
e2e_keys q
e2e_wait table-finished "Finished: "
e2e_keys q
e2e_wait_exit leaves-with-0 0
finish
