/* SPDX-License-Identifier: GPL-3.0-or-later */
/* review_pay.h: the review generator's payment cells (review.h).
 *
 * A payment cell is brought about by the cards (who wins; Banca with 6
 * under a profile that pays it half, LNSE-MIDI 5.2), by the bets placed
 * (their kind, chance, and an excess over the maximum, IPLyC 7.8.1.12)
 * and, for the banker's bank, by the pase's parity and the salida
 * (7.8.1.3-4).  The generator places the bet the cell needs and searches
 * the cards for the winner; the bank's parity it follows coup by coup
 * as the engine counts pases (payout.c), the salida is the drill's. */
#ifndef LEARNING_REVIEW_PAY_H
#define LEARNING_REVIEW_PAY_H

#include <stdbool.h>

#include "engine/coup.h"
#include "engine/game.h"
#include "engine/rules.h"

/* The bet a payment coup places beside the drill's standing bets. */
struct review_bet {
	bool placed;
	enum bet_chance chance;
	enum bet_kind kind;             /* BET_SEAT, BET_STANDING, BET_MARCANDO */
	bool excess;                    /* over the maximum, on purpose */
};

struct review_pay {
	enum coup_winner winner;        /* COUP_WINNER_NONE: Punto or Banca */
	enum coup_winner not_winner;    /* with NONE: not this one */
	int six;                        /* 1: Banca's total 6; -1: not 6 */
	int bank_parity;                /* 0: no bank; 1 odd; 2 even pase */
	bool bank_high;                 /* the salida over half the max */
	struct review_bet bet;
};

/* Whether cell is a payment cell the generator can set up under r, and
 * what it needs: pay.…, or a payment counted out in chips, chips.pay.…
 * (where the profile's chips fit the drill, review_chips_fit), as its
 * pay.… cell. */
bool review_pay_cell(const struct rules *r, const char *cell,
		     struct review_pay *out);
/* A change cell: 1 chips.change.break, 2 chips.change.up, else 0. */
int review_change_of(const char *cell);
/* Whether the profile's chips pay the drill's bets (whole hundreds) and
 * make its changes (a chip of 1000 into 100s, twelve of 100 into a
 * 1000). */
bool review_chips_fit(const struct rules *r);
/* The exact odds that a coup dealt from these value counts (the croupier
 * turning Punto's cards, or a seated holder who stands on 5: they draw
 * alike) ends as t needs. */
double review_pay_odds(const struct rules *r, const unsigned count[10],
		       const struct review_pay *t);
/* Whether a coup played (res) ends as t needs. */
bool review_pay_has(const struct review_pay *t, const struct coup_result *res,
		    int banca_total);

#endif
