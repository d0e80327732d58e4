/* SPDX-License-Identifier: GPL-3.0-or-later */
/* odds.h: exact probabilities of a coup for a shoe composition.
 *
 * Full enumeration without replacement of every coup of 4, 5 or 6 cards
 * dealt from a shoe given as counts of cards by baccarat value (IPLyC 7.2:
 * tens and faces are all 0), in the dealing order of IPLyC 7.6.1.1, with
 * the drawing rules asked of tableau.h.  The arithmetic is exact: every
 * coup weighs the product of the counts it draws from, scaled to six cards
 * (a coup of k cards by (N-k)!/(N-6)!), so the weights of all coups sum to
 * N(N-1)...(N-5) in 64-bit integers and the only rounding is the final
 * division.
 *
 * Punto's 5 under voluntad (IPLyC 7.4.1) is a choice, so the caller says
 * which one is made:
 *   ODDS_FIVE_PIDO    the holder always draws (the MIDI rule, LNSE-MIDI 6);
 *   ODDS_FIVE_PLANTO  the holder always stands (also the croupier's "¡No 5!"
 *                     when nobody seated bets Punto, IPLyC 7.6.4);
 *   ODDS_FIVE_BEST    the holder sees Punto's two cards, not Banca's, and
 *                     knows the composition: for each pair of values making
 *                     5 he draws when the expectation of a Punto bet (win
 *                     +1, lose -1, ancar 0) with the shoe less his two cards
 *                     and Banca's two unknown cards is at least as high
 *                     drawing as standing (equality draws).  Banca's
 *                     natural ends the coup before any decision, but it is
 *                     the same under both choices, so it cancels out.
 * Without voluntad (MIDI) Punto draws on 5 whatever the mode. */
#ifndef ENGINE_ODDS_H
#define ENGINE_ODDS_H

#include <stddef.h>
#include <stdint.h>

#include "engine/card.h"
#include "engine/rules.h"
#include "engine/status.h"

#define ODDS_VALUES 10
#define ODDS_MAX_DECKS 8
/* Keeps N(N-1)...(N-5) well inside 64 bits. */
#define ODDS_MAX_CARDS (ODDS_MAX_DECKS * 52)

enum odds_five { ODDS_FIVE_PIDO, ODDS_FIVE_PLANTO, ODDS_FIVE_BEST };

/* A shoe by value, plus the cards of each rank and suit still in it, so
 * that removing a ninth king of hearts from eight decks is refused. */
struct odds_shoe {
	int decks;
	uint32_t count[ODDS_VALUES];
	uint8_t left[52];               /* by (rank - 1) * 4 + suit */
};

struct odds_result {
	/* Exact weights; banca + punto + ancar == total. */
	uint64_t total;                 /* N(N-1)(N-2)(N-3)(N-4)(N-5) */
	uint64_t w_banca, w_punto, w_ancar;
	uint64_t w_banca_six;           /* Banca wins with a final total of 6 */
	uint64_t w_natural;             /* a two-card 8 or 9 on either side */
	double banca, punto, ancar, banca_six, natural;
	/* Punto's 5 by its smaller card value (0+5, 1+4, 2+3, 6+9, 7+8): bit v
	 * set when the holder draws with that pair.  Only pairs present in
	 * the shoe count; without voluntad every bit is set. */
	uint16_t five_draws;
	uint16_t five_pairs;            /* the pairs that were possible */
};

/* The house edge of each bet under a profile's payouts: the expected loss
 * per unit staked, counting an ancar (a push) as a coup played. */
struct odds_edge {
	double banca;                   /* at the profile's banca_pay */
	double punto;                   /* 1:1 (IPLyC 7.8.1.2) */
	double tie;                     /* tie_pays to 1, when has_tie */
	bool has_tie;
};

/* Fills a full shoe of decks (1..ODDS_MAX_DECKS) decks. */
enum status odds_shoe_init(struct odds_shoe *s, int decks);
/* Removes cards; all or none.  A card that is not left (or a joker, or a
 * card with a foreign back) gives STATUS_CARD_NOT_IN_SHOE and *bad is its
 * index in cards. */
enum status odds_shoe_remove(struct odds_shoe *s, const card_t *cards,
			     size_t n, size_t *bad);
/* Cards left in the shoe. */
uint32_t odds_shoe_size(const struct odds_shoe *s);

/* The probabilities for a composition by value.  STATUS_NOT_ENOUGH_CARDS
 * below 6 cards, STATUS_BAD_ARGUMENT above ODDS_MAX_CARDS. */
enum status odds_compute(const struct rules *r,
			 const uint32_t count[ODDS_VALUES],
			 enum odds_five five, struct odds_result *out);

/* The edges of the bets of r given the probabilities. */
void odds_edge_compute(const struct rules *r, const struct odds_result *o,
		       struct odds_edge *e);

/* "pido", "planto", "best"; odds_five_parse returns false if unknown. */
const char *odds_five_name(enum odds_five five);
bool odds_five_parse(const char *text, enum odds_five *out);

#endif
