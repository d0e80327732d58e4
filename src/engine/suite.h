/* SPDX-License-Identifier: GPL-3.0-or-later */
/* suite.h: the suite, the banker handing on his bank (IPLyC 7.11).
 *
 * The banker gives the suite before any card of the pase is drawn
 * (7.11.1-2; TRAD 36); the croupier offers it for the amount in play
 * ("¡Suite de ...! ¿Alguien desea verla?", 8.4.2.5.1) and awards it.  The
 * sabot module (sabot.h) runs the sequence; this module holds the suite's
 * state and its rules as pure functions:
 *
 * - Who gets it (suite_pick): interested seated players, nearest to the
 *   right first (7.11.3.1); then standing players, nearest to the
 *   croupier's right first (7.11.12); the giver, if he changed his mind,
 *   last of all (7.11.3.2: no priority over anyone seated or standing),
 *   or right after the seated players under rules->giver_priority (TRAD
 *   43: before standing players).
 * - "Right" is always counted from the seat of the original suite, which
 *   is also where the sabot stays: the taker banks from the giver's seat
 *   (8.4.2.5.4: "¡Por favor, le cede el asiento al señor/a para bancar!";
 *   7.11.5 for a standing taker of a suite of suite), and in a suite of
 *   suite "todos los derechos corresponden al Apostador sentado a la
 *   derecha del que dio la Suite original" (7.11.7).  So the player in the
 *   original seat comes last among the seated, and the current giver,
 *   wherever he sits, is placed by the giver rule above.
 * - When the suite ends (Punto wins), or nobody wants it, or the shoe ends,
 *   the sabot goes to the seat right of the original suite's seat (7.11.4,
 *   7.11.8-9, 7.13.2; TRAD 41-42).
 * - The taker may raise it up to the table maximum (7.11.3.1).  The
 *   regulation gives this to the nearest player to the right; it is silent
 *   on other takers, and this module lets any taker raise.
 * - No mitad from a bank taken in suite (7.11.13; TRAD 40). */
#ifndef ENGINE_SUITE_H
#define ENGINE_SUITE_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/rules.h"
#include "engine/status.h"
#include "engine/table.h"

/* Part of struct sabot; depth 0 means no suite. */
struct suite {
	int depth;          /* 1: a suite, 2: suite of suite, ... */
	int giver;          /* the player who gave the original suite */
	int seat;           /* the seat of the original suite */
	int last_giver;     /* who gave the suite on offer or in play */
	int64_t amount;     /* the amount offered */
	bool discount;      /* 7.11.11 applies to the offer */
};

/* Who gets the suite. */
struct suite_award {
	int player;         /* 0: nobody wants it */
	enum rule_id rule;  /* SUITE (7.11.3.1), SUITE_OF_SUITE (7.11.5,
			       7.11.7), SUITE_STANDING (7.11.12), SUITE_GIVER
			       (7.11.3.2 / TRAD 43) or SUITE_NOBODY (7.11.8) */
};

/* Picks the taker among the interested players (any order: the rule
 * orders them), the suite having been given by giver at depth depth from
 * the original seat.  Errors: STATUS_BAD_ARGUMENT for a player who is
 * neither seated nor standing nor the giver, or named twice. */
enum status suite_pick(const struct table *t, const struct rules *r,
		       int seat, int giver, int depth,
		       const int *interested, int n, struct suite_award *out);

/* Whether the 5% of 7.11.11 is deducted from the suite: the bank was paid
 * at 100% on the last pase and the suite is given for the whole of it,
 * before the next pase.  payout_suite_discount() computes the amount. */
bool suite_discount_applies(const struct rules *r, bool last_paid_in_full,
			    bool whole_bank);

/* The amount the suite is offered for (7.11.3, 7.11.10): the bank in play;
 * but a banker who asked for the mitad and gives the suite before any card
 * has moved since gives it for the bank he had before the mitad.  bank is
 * the bank in play now, before_mitad what it was before the mitad (ignored
 * when mitad is false). */
int64_t suite_offer_amount(int64_t bank, bool mitad, bool cards_since_mitad,
			   int64_t before_mitad);

/* Checks a taker's amount against the offer (7.11.3.1): at least the
 * offer, at most the table maximum.  STATUS_BAD_AMOUNT below the offer,
 * STATUS_OVER_MAXIMUM above the maximum. */
enum status suite_check_amount(const struct rules *r, int64_t offered,
			       int64_t amount);

#endif
