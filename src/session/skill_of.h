/* SPDX-License-Identifier: GPL-3.0-or-later */
/* skill_of.h: which of the trainer's skills each croupier action trains.
 *
 * One table maps every game action (and every step of the coup) to a
 * skill of scenario.h, so the session scores each action under one skill
 * and a drill's weights apply to it:
 *   dealing:   the calls, card routing, naturals, totals and the winner;
 *   drawing:   Punto's and Banca's third card or stand;
 *   voluntad:  who turns Punto's cards, the voluntad asked and ratified,
 *              "¡No 5!", refusals;
 *   rotation:  the remate, the cut, the safety card, the bank, the free
 *              seat, the sabot passed, suite, mitad, raise, refusals of
 *              the banker's requests, the end of the shoe and the new one;
 *   payouts:   payments, collections, excesses and bets handed back;
 *   anomalies: rulings;
 *   shuffle and deck_check: the steps of a procedure. */
#ifndef SESSION_SKILL_OF_H
#define SESSION_SKILL_OF_H

#include "engine/game.h"
#include "scenario/scenario.h"

/* The skill an action trains; SKILL__COUNT for what is not the
 * croupier's (WAIT, OVER). */
enum skill skill_of_action(const struct game_action *a);
/* The skill of a procedure's steps; SKILL__COUNT for PROCEDURE_NONE. */
enum skill skill_of_procedure(enum procedure p);
/* The skill's name in the user's language ("Payouts"). */
const char *skill_name(enum skill s);

#endif
