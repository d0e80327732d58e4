#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# table_skills.sh: one drill of the library for each skill of the table,
# played through the screen: drawing (Banca draws by the table), the
# voluntad (the holder and "5 has voluntad!"), rotation and suite (a
# suite awarded, the sabot passed to the right seat) and payouts (each
# payment typed in the amount field, Backspace included), with the time
# of a right action against its skill's target.  Dealing has its own test
# (table_dealing.sh).
. "$top_srcdir/tests/e2e/lib.sh"
. "$top_srcdir/tests/e2e/table_lib.sh"

LANGUAGE=en

# Drawing: coup 2, Punto drew a 9, Banca on 3 draws (IPLyC 7.4.2).
f="$lib/iplyc-drawing-banca-3.yaml"
start_scenario iplyc-drawing-banca-3
play_key "$f" 1 24
e2e_wait drawing-choice-draw "Card for Banca!"
e2e_wait drawing-choice-stand "Banca stands with 3."
e2e_wait drawing-skill "Your action (Drawing: "
do_action "Card for Banca! 5H"
e2e_wait drawing-called "Croupier: Card for Banca! 5H"
e2e_wait drawing-right "Right."
# Speed in a drill: the action's time against the skill's target, and the
# target beside the clock.
e2e_wait drawing-speed "target."
if e2e_screen | head -n 1 | grep -q -E "(target|tgt) [0-9]+\.[0-9] s"; then
	pass drawing-target-by-the-clock
else
	fail drawing-target-by-the-clock "$(e2e_screen | head -n 1)"
fi
# The totals are the trainee's to call: shown only once called.
if e2e_screen | grep -q "total 8"; then
	fail drawing-total-hidden "the total is shown before it is called"
else
	pass drawing-total-hidden
fi
do_action "8 by 3!"
e2e_wait drawing-total "total 8"

# Voluntad: Beto turns Punto's cards and has 5.
f="$lib/iplyc-voluntad-pido.yaml"
start_scenario iplyc-voluntad-pido
play_key "$f" 1 7
e2e_wait voluntad-holder-choice "It is your turn to turn the cards! (seat 2, Beto)"
do_action "It is your turn to turn the cards! (seat 2, Beto)"
e2e_wait voluntad-holder-seat "Beto          cards"
e2e_wait voluntad-choice "5 has voluntad!"
e2e_wait voluntad-skill "Your action (Voluntad of five: "
do_action "5 has voluntad!"
e2e_wait voluntad-called "Croupier: 5 has voluntad!"
do_action "Draws with 5!"
e2e_wait voluntad-ratified "Croupier: Draws with 5!"

# Rotation and suite: Ana gives the suite, Carla takes it for 3000 in
# Ana's seat; Punto wins a later coup and the sabot passes to seat 2.
f="$lib/iplyc-rotation-suite.yaml"
start_scenario iplyc-rotation-suite
play_key "$f" 1 15
e2e_wait suite-offered "Croupier: Suite of 2000! Does anyone wish to see it?"
# The takers are heard; who gets it is the croupier's to call.
e2e_wait suite-taker "Carla (3): I want to see it, raised to 3000!"
e2e_wait suite-not-named "Bank: the next banker is yours to call."
do_action "Awarded! The suite, for 3000. (seat 1, Carla)"
e2e_wait suite-awarded "Croupier: Awarded! The suite, for 3000."
e2e_wait suite-bank-line "Bank: Carla, seat 1 · 3000"
e2e_wait suite-marked "· suite"
play_key "$f" 17 46
e2e_wait sabot-pass-choice "Pass the sabot! (seat 2, Beto)"
do_action "Pass the sabot! (seat 2, Beto)"
e2e_wait sabot-passed "Croupier: Pass the sabot! (seat 2, Beto)"

# Payouts: every Banca bet at 90%, typed.
f="$lib/iplyc-payouts-banca-seats.yaml"
start_scenario iplyc-payouts-banca-seats
play_key "$f" 1 12
press_choice "1000 on Banca: pay how much? (seat 2, Beto)"
e2e_wait payout-field "Amount: _"
e2e_type 9001
e2e_wait payout-typed "Amount: 9001_"
e2e_keys BSpace
e2e_wait payout-erased "Amount: 900_"
e2e_keys Escape
e2e_wait_gone payout-field-closed "Amount: "
before=$(actions_done)
press_choice "1000 on Banca: pay how much? (seat 2, Beto)"
e2e_type 900
e2e_keys Enter
wait_acted "$before"
e2e_wait payout-right "Right."
e2e_wait payout-called "Croupier: 1000 on Banca: pays 900. (seat 2, Beto)"
play_key "$f" 14 20
e2e_wait payout-score "20/20 right"
e2e_wait payout-standing-paid "Croupier: The bank, 2000: pays 2000. (seat 1, Ana)"
finish
