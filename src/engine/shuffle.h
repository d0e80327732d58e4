/* SPDX-License-Identifier: GPL-3.0-or-later */
/* shuffle.h: the physical operations of making the shoe.
 *
 * Each operation works on a packet, cards[0..n) face down with cards[0] on
 * top, and draws its randomness from a caller-owned struct rng using
 * integer arithmetic only, so the same seed makes the same shoe on every
 * machine.  The steps of IPLyC 8.7.1.1 and 8.7.2.1 (riffles of two decks,
 * the "ensalada", three piles, the inspector's portions, the cut, the
 * safety cut card) are sequenced elsewhere, as data; these are the moves.
 * Packets hold at most SHOE_CARDS_MAX cards (STATUS_TOO_MANY_CARDS). */
#ifndef ENGINE_SHUFFLE_H
#define ENGINE_SHUFFLE_H

#include <stddef.h>

#include "engine/card.h"
#include "engine/rng.h"
#include "engine/rules.h"
#include "engine/shoe.h"
#include "engine/status.h"

/* A full uniform shuffle (Fisher-Yates), for practice shoes. */
void shuffle_uniform(struct rng *rng, card_t *cards, size_t n);

/* One riffle by the Gilbert-Shannon-Reeds model: the packet is cut into
 * two halves of binomial(n, 1/2) and n - k cards, and the halves are
 * interleaved, each next card falling from a half with probability
 * proportional to the cards left in that half.  *cut_at (may be NULL)
 * receives k, the size of the top half. */
enum status shuffle_riffle(struct rng *rng, card_t *cards, size_t n,
			   size_t *cut_at);

/* The "ensalada" (IPLyC 8.7.1.1.2), modelled as `moves` random clump
 * moves: the palms pick up a clump of 1 to SHUFFLE_WASH_CLUMP_MAX cards
 * lying together at a random place in the spread and drop it at a random
 * place among the others, the clump keeping its own order.  A short wash
 * leaves many neighbours together (mixing.h shows it); about
 * SHUFFLE_WASH_MOVES(n) moves mix a shoe thoroughly. */
#define SHUFFLE_WASH_CLUMP_MAX 3
#define SHUFFLE_WASH_MOVES(n) (4 * (n))
enum status shuffle_wash(struct rng *rng, card_t *cards, size_t n,
			 size_t moves);

/* Piles on the cloth (IPLyC 8.7.1.1.4-8), each a packet, top last. */
#define SHUFFLE_PILES_MAX 4
struct piles {
	size_t k;
	size_t n[SHUFFLE_PILES_MAX];
	card_t cards[SHUFFLE_PILES_MAX][SHOE_CARDS_MAX];  /* [0]: bottom */
};

/* k empty piles, 1 <= k <= SHUFFLE_PILES_MAX (else STATUS_BAD_ARGUMENT). */
enum status shuffle_piles_init(struct piles *p, size_t k);
/* Cards in all piles. */
size_t shuffle_piles_total(const struct piles *p);
/* Puts the packet cards[0..n) face down on top of pile i, keeping its
 * order (cards[0] becomes the pile's top card). */
enum status shuffle_piles_put(struct piles *p, size_t i, const card_t *cards,
			      size_t n);
/* Deals cards[0..n) from the top onto the piles in turn, pile 0 first, in
 * packets of SHUFFLE_PACKET_MIN to SHUFFLE_PACKET_MAX cards. */
#define SHUFFLE_PACKET_MIN 4
#define SHUFFLE_PACKET_MAX 12
enum status shuffle_piles_deal(struct rng *rng, struct piles *p,
			       const card_t *cards, size_t n);
/* Takes a portion of about `target` cards (IPLyC 8.7.1.1.5: "aproximadamente
 * dos barajas"): from the top of each pile about target/k cards, give or
 * take a quarter, never more than the pile holds.  The portion of pile 0
 * ends on top.  It is written to out[0..*n) (at most max cards, else
 * STATUS_TOO_MANY_CARDS and nothing moves). */
enum status shuffle_piles_take(struct rng *rng, struct piles *p, size_t target,
			       card_t *out, size_t max, size_t *n);
/* Picks up the whole of pile i into out[0..*n), top first. */
enum status shuffle_piles_pick_up(struct piles *p, size_t i, card_t *out,
				  size_t max, size_t *n);

/* The cut (IPLyC 7.5.7-7.5.9, 8.7.1.1.15): the plastic card goes in above
 * cards[at]; the cards below it come to the top and those above go under
 * them.  Each side must be more than rules->cut_min_cards (50) cards:
 * STATUS_BAD_CUT otherwise, and nothing moves. */
enum status shuffle_cut(const struct rules *r, card_t *cards, size_t n,
			size_t at);
/* A legal cut position chosen uniformly; STATUS_BAD_CUT when the packet is
 * too small to be cut at all. */
enum status shuffle_random_cut(struct rng *rng, const struct rules *r,
			       size_t n, size_t *at);
/* Cuts the cards still to come in the loaded sabot (8.7.1.1.14-15) and
 * leaves the plastic cut card at the end of the shoe.  The safety cut card
 * is taken out: it is placed after the cut (8.7.1.1.16). */
enum status shuffle_cut_shoe(const struct rules *r, struct shoe *s, size_t at);

/* A practice shoe: rules->decks decks, a uniform shuffle, a random legal
 * cut, the safety cut card at a random legal depth (IPLyC 7.5.10). */
enum status shuffle_practice_shoe(struct rng *rng, const struct rules *r,
				  struct shoe *s);

#endif
