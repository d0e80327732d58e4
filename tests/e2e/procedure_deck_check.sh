#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# procedure_deck_check.sh: the deck check at the opening (IPLyC 8.9.8-
# 8.9.9) on the procedure screen.  The drill hides one defect, drawn from
# its seed (203: the queen of clubs with another back in deck 8): the
# band's count finds something wrong, the card-by-card check finds the
# deck, the decks are laid out 4-3-1 with that deck marked; a wrong step
# is explained with its article; the trainee must then act on the defect:
# tell the inspector, never set the card aside and go on (scored); in
# English and in Spanish.
. "$top_srcdir/tests/e2e/lib.sh"

cp -R "$top_srcdir/data/procedures" "$e2e_data/" || exit 99
scenario="$top_srcdir/scenarios/iplyc-deck-check.yaml"

LANGUAGE=en
e2e_start "$scenario"
e2e_wait en-opens "Checking the decks at the opening" &&
e2e_wait en-first "Step 1/5" &&
e2e_wait en-layout "[8" &&
e2e_wait en-layout-base "[1"
# The right step's key at each action, in order (choices.h: a fixed list
# for each step, rotated by an amount fixed by the step).
right_keys="bebdacebdabc"
e2e_keys "$(echo "$right_keys" | cut -c1)"
e2e_wait en-band "The band: 417 cards, not 416, and a back of another colour"
# Decks 1 to 7 are complete.
e2e_type "$(echo "$right_keys" | cut -c2-8)"
e2e_wait en-seven "7 decks checked, complete so far."
e2e_wait_gone en-not-yet "Deck 8:"
# A second pile (e: piles 2): the check must not make one (8.9.8.3).
e2e_keys e
e2e_wait en-wrong "Wrong: Check a deck card by card" &&
e2e_wait en-wrong-correct "The correct step (IPLyC 8.9.8.1-3):" &&
e2e_wait en-wrong-why "second pile or group"
e2e_wait en-wrong-figure "piles where the step asks 1."
# The session checked deck 8 itself: the defect is found.
e2e_wait en-found "Deck 8: Q♣ with another back: tell the inspector (IPLyC 8.9.8)." &&
e2e_wait en-found-marked "[8✗]" &&
e2e_wait en-others-fine "[7✓]"
e2e_type "$(echo "$right_keys" | cut -c10-11)"
# The defect must be acted on (IPLyC 8.9.8): the report is asked for.
e2e_wait en-report-asked "Stop and tell the inspector of the defect" &&
e2e_wait en-report-set-aside "Set the faulty card aside and go on"
# d: setting the card aside is wrong, and explained.
e2e_keys d
e2e_wait en-summary "Summary"
e2e_wait en-report-mistake "IPLyC 8.9.8 · "
e2e_keys Down
e2e_wait en-report-expected "Expected: Tell the inspector"
e2e_keys q
e2e_wait en-report-wrong "Wrong: Set the faulty card aside" &&
e2e_wait en-report-correct "The correct step (IPLyC 8.9.8): Stop"
e2e_wait en-complete "The deck check is complete." &&
e2e_wait en-cut-cards "Plastic cut cards: 2, as they should be (IPLyC 8.9.9)." &&
e2e_wait en-score "10/12 right"
e2e_keys q
e2e_wait_exit en-leaves 0

LANGUAGE=es
e2e_start "$scenario"
e2e_wait es-opens "Control de los naipes en la apertura de mesa" &&
e2e_wait es-first "Paso 1/5"
e2e_type "$(echo "$right_keys" | cut -c1-9)"
e2e_wait es-band "El fajado: 417 naipes, no 416, y un lomo de otro color" &&
e2e_wait es-found "Baraja 8: Q♣ con otro lomo: informe al Inspector (IPLyC 8.9.8)." &&
e2e_wait es-found-marked "[8✗]"
e2e_type "$(echo "$right_keys" | cut -c10)"
e2e_wait es-laid-out "Barajas en pirámide"
e2e_type "$(echo "$right_keys" | cut -c11)"
e2e_wait es-report-asked "informar al Inspector del defecto"
e2e_type "$(echo "$right_keys" | cut -c12)"
e2e_wait es-summary "12/12"
e2e_keys q
e2e_wait es-complete "El control de los naipes está" &&
e2e_wait es-cut-cards "Cortes plásticos: 2, como corresponde (IPLyC 8.9.9)."
e2e_keys q
e2e_wait_exit es-leaves 0
finish
