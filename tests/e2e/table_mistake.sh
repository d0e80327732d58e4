#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# table_mistake.sh: mistakes on the table screen.  A wrong call shows at
# once what was done, the correct action, the rule's explanation and its
# article; play goes on from the correct action after a key.  A payment
# of the wrong amount is explained by its percentage's rule and article,
# with the computation.  The
# summary lists both mistakes with their articles; r replays the coup of
# the one selected (not scored), after which the summary comes back.
# Also the "?" help of the table, and q asking before leaving.
. "$top_srcdir/tests/e2e/lib.sh"
. "$top_srcdir/tests/e2e/table_lib.sh"

LANGUAGE=en
f="$lib/iplyc-lesson-1-values-totals.yaml"
start_scenario iplyc-lesson-1-values-totals

# "?" lists the keys of the table.
e2e_keys '?'
e2e_wait help-overlay "Keys of this screen"
e2e_wait help-amount "type a payment"
e2e_keys Enter
e2e_wait_gone help-closed "Keys of this screen"

# The first call is "¡1000 en banca! ¡Hagan juego!"; "¡No va más!" is wrong.
press_choice "No more bets!"
e2e_wait wrong-shown "Not that. You: No more bets!"
e2e_wait wrong-correct "Correct: 1000 in the bank! Place your bets! (seat 1, Ana)"
e2e_wait wrong-article "(IPLyC 8.4.2.1.2)"
e2e_wait wrong-score "0/1 right"
e2e_keys Enter
e2e_wait wrong-play-goes-on "Croupier: 1000 in the bank! Place your bets!"
e2e_wait wrong-bets-placed "Your action"

# On to the payments of coup 1; Carla's 1000 on Banca pays 900, not 1000.
play_key "$f" 2 12
do_action "1000 on Banca: pays 900. (seat 3, Carla)" 1000
e2e_wait amount-wrong "Wrong amount. You: 1000 on Banca: pays 1000. (seat 3, Carla)"
e2e_wait amount-correct "Correct: 1000 on Banca: pays 900. (seat 3, Carla)"
e2e_wait amount-article "(IPLyC 7.8.1.2)"
# The explanation is the rule of that amount, with the computation.
e2e_wait amount-computation "A Banca bet in a seat: 1000 staked, paid 90%: 900."
e2e_keys Enter
e2e_wait amount-goes-on "Croupier: 1000 on Banca: pays 900."

# q asks first; n stays.
e2e_keys q
e2e_wait leave-asks "Leave this scenario?"
e2e_keys n
e2e_wait_gone leave-stays "Leave this scenario?"

play_key "$f" 14 '$'
e2e_wait summary "Summary: Lesson 1: card values and totals"
e2e_wait summary-mistakes "2 mistakes:"
# The list says where and which skill; the selected one in full below.
e2e_wait summary-first "Coup 1 · IPLyC 8.4.2.1.2 · Dealing and calls"
e2e_wait summary-second "Coup 1 · IPLyC 7.8.1.2 · Payouts"
e2e_wait summary-expected "Expected: 1000 in the bank!"
e2e_wait summary-given "You: No more bets!"
e2e_keys Down
e2e_wait summary-given-amount "You: 1000 on Banca: pays 1000. (seat 3, Carla)"
e2e_wait summary-computation "A Banca bet in a seat: 1000 staked, paid 90%: 900."

# r replays coup 1 on the table, unscored.
e2e_keys r
e2e_wait replay-table "Replaying coup 1: these actions are not scored."
e2e_wait replay-title "REPLAY"
play_key "$f" 1 14
e2e_wait replay-over "Summary: Lesson 1"
e2e_wait replay-not-scored "2 mistakes:"
e2e_keys q
e2e_wait table-finished "Finished: "
e2e_keys q
e2e_wait_exit leaves-with-0 0
finish
