#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# procedure_opening.sh: making the shoe at the opening (IPLyC 8.7.1.1) on
# the procedure screen.  Performed in order, the mixing panel goes from
# "not mixed" through "still ordered in places" (riffles alone) to "well
# mixed", and the summary opens at the end; a wrong step and a step left
# out show the correct step with its article, and what leaving it out
# would have left; in English and in Spanish.
. "$top_srcdir/tests/e2e/lib.sh"

# The procedures the scenario names (data/procedures/).
cp -R "$top_srcdir/data/procedures" "$e2e_data/" || exit 99
scenario="$top_srcdir/scenarios/iplyc-shuffle-opening.yaml"

# The right step's key at each action of this drill, in order: the
# choices are a fixed, deterministic list for each step (choices.h).
# 4 riffles, ensalada, gather, piles, 5 inspector's portions, 4 final
# portions, load, cut card, remate (seed 201: seats 6 and 7 offer 1100
# each, below the maximum: ask for an improvement, nobody improves,
# award to seat 6 by the right from seat 1: IPLyC 7.5.5), cut, safety
# card, hand over.
# (The list is rotated by an amount fixed by the step, so the right key
# moves about; these are the keys for this scenario.)
right_keys="bcdaacbdacebdacebaabba"
last_key=a

LANGUAGE=en
e2e_start "$scenario"
e2e_wait en-opens "Making the shoe at the opening" &&
e2e_wait en-first-step "Step 1/12" &&
e2e_wait en-unmixed "Not mixed at all"
# The four riffles alone: the old order shows through.
e2e_type "$(echo "$right_keys" | cut -c1-4)"
e2e_wait en-riffles-ordered "Still ordered in places."
e2e_wait en-riffles-right "4/4 right"
# On to the remate: the players' offers are on the screen before the
# trainee answers (IPLyC 7.5.4, 8.7.1.1.12).
e2e_type "$(echo "$right_keys" | cut -c5-18)"
e2e_wait en-remate "Step 9/12" &&
e2e_wait en-offers-said "The first bank is up for auction." &&
e2e_wait en-offer-6 'Seat 6: "I offer 1100 for the bank."' &&
e2e_wait en-offer-7 'Seat 7: "I offer 1100 for the bank."' &&
e2e_wait en-ask-choice 'a) Ask: "Does anyone improve the offer?"'
# Asked, nobody improves: the award is still due, on the same step.
e2e_keys a
e2e_wait en-nobody-improves "Nobody improves the offer." &&
e2e_wait en-still-remate "Step 9/12"
# The rest in order, but the last step.
e2e_type "$(echo "$right_keys" | cut -c20-)"
e2e_wait en-before-last "Step 12/12" &&
e2e_wait en-well-mixed "Well mixed: as a random shoe."
e2e_keys "$last_key"
e2e_wait en-summary-opens "Summary"
e2e_keys q
e2e_wait en-shoe-made "The shoe is made and handed over." &&
e2e_wait en-all-right "23/23 right" &&
e2e_wait en-still-well-mixed "Well mixed: as a random shoe."
e2e_keys q
e2e_wait_exit en-leaves 0

# A wrong parameter (no fans) and a step left out (the ensalada at once).
e2e_start "$scenario"
e2e_wait en-again "Step 1/12"
e2e_keys a
e2e_wait en-wrong "Wrong: Riffle (decks 2, riffles 1," &&
e2e_wait en-wrong-correct "The correct step (IPLyC 8.7.1.1.1):" &&
e2e_wait en-wrong-correct-fans "riffles 1, fans 2)"
e2e_type "$(echo "$right_keys" | cut -c2-4)"
e2e_wait en-at-ensalada "Step 2/12"
# b: "Gather the cards into a row", the step after the ensalada.
e2e_keys b
e2e_wait en-skipped "Too early: Gather the cards" &&
e2e_wait en-skipped-correct "The correct step (IPLyC 8.7.1.1.2):" &&
e2e_wait en-skipped-cost "Without it: 8 rising sequences" &&
e2e_wait en-skipped-why "Standing, wash the cards"
e2e_wait en-score "3/5 right"
# Leaving before the end asks first, then shows the summary.
e2e_keys q
e2e_wait en-leave-asks "Press q again to leave"
e2e_keys q
e2e_wait en-left-summary "Summary"
e2e_keys q
e2e_wait en-left "You left before the end."
e2e_keys q
e2e_wait_exit en-left-exits 0

LANGUAGE=es
e2e_start "$scenario"
e2e_wait es-opens "Confección del mazo al inicio de la jornada" &&
e2e_wait es-first-step "Paso 1/12" &&
e2e_wait es-unmixed "Sin mezclar"
e2e_keys a
e2e_wait es-wrong "Incorrecto: Barajar (barajas 2," &&
e2e_wait es-wrong-correct "El paso correcto (IPLyC 8.7.1.1.1):" &&
e2e_wait es-wrong-correct-fans "barajes 1, abanicos 2)"
e2e_type "$(echo "$right_keys" | cut -c2-18)"
# The bank awarded to a tied offer without asking: wrong, explained
# with its article (IPLyC 7.5.5); the request counts as made and the
# award is still due.
e2e_wait es-offer-6 'Asiento 6: «Ofrezco 1100 por la'
e2e_keys b
e2e_wait es-remate-wrong "Incorrecto: Adjudicar la Banca al" &&
e2e_wait es-remate-article "El paso correcto (IPLyC 7.5.5):" &&
e2e_wait es-remate-why "Dos o más apostadores hicieron la"
e2e_type "$(echo "$right_keys" | cut -c20-)"
e2e_wait es-before-last "Paso 12/12" &&
e2e_wait es-well-mixed "Bien mezclado: como un mazo al azar."
e2e_keys "$last_key"
# The summary (its own words are the summary screen's).
e2e_wait es-summary-opens "21/23"
e2e_keys q
e2e_wait es-shoe-made "El mazo está confeccionado" &&
e2e_wait es-score "21/23 bien"
e2e_keys q
e2e_wait_exit es-leaves 0
finish
