/* SPDX-License-Identifier: GPL-3.0-or-later */
/* shoe.h: the cards in the sabot, the cut card and the safety cut card.
 *
 * A shoe is a caller-owned, fixed-size struct: cards[0] is the top of the
 * shoe, the first card out of the sabot.  Cards dealt stay in the array
 * (before `next`), so the composition of what was loaded can always be
 * checked again and nothing is allocated.
 *
 * New-deck order (shoe_init): deck after deck, each deck as the deck check
 * lays it out with the ace of hearts first (IPLyC 8.9.8.4): hearts A..K,
 * clubs A..K, diamonds A..K, spades A..K (colours alternate, so a skipped
 * step of the shuffle shows at a glance).
 *
 * Two markers can lie between cards, each stored as the index of the card
 * just below it:
 * - the plastic cut card (IPLyC 8.7.1.1.10-15), which the cut leaves at the
 *   end of the shoe; a house may also place it deeper;
 * - the safety cut card announcing the last pase, 7 to 12 cards from the
 *   end (IPLyC 7.5.10), exactly 7 in MIDI (LNSE-MIDI 8.1).
 * A marker is "reached" once every card above it has left the shoe. */
#ifndef ENGINE_SHOE_H
#define ENGINE_SHOE_H

#include <stdbool.h>
#include <stddef.h>

#include "engine/card.h"
#include "engine/rules.h"
#include "engine/status.h"

#define SHOE_DECK_CARDS 52
#define SHOE_DECKS_MAX 8
/* Room for anomaly drills: jokers and foreign-back cards stacked in. */
#define SHOE_EXTRA_MAX 24
#define SHOE_CARDS_MAX (SHOE_DECKS_MAX * SHOE_DECK_CARDS + SHOE_EXTRA_MAX)
/* The index of a marker that has not been placed. */
#define SHOE_NO_MARKER ((size_t)-1)

struct shoe {
	card_t cards[SHOE_CARDS_MAX];
	size_t count;      /* cards loaded, dealt ones included */
	size_t next;       /* index of the next card to deal */
	size_t cut_at;     /* plastic cut card lies above cards[cut_at] */
	size_t safety_at;  /* safety cut card lies above cards[safety_at] */
	int decks;         /* decks the shoe was made of (6 or 8) */
};

/* What the composition check found (IPLyC 8.9.8). */
struct shoe_check {
	size_t missing;       /* cards of the decks not present */
	size_t duplicates;    /* copies beyond the number of decks */
	size_t extras;        /* jokers, foreign backs, non-cards */
	card_t first_missing, first_duplicate, first_extra;  /* 0: none */
};

/* A fresh shoe of `decks` decks (6 or 8: IPLyC 7.5.3, LNSE-MIDI 2.1) in
 * new-deck order, cut card at the end, no safety card.  STATUS_BAD_DECKS
 * otherwise (the shoe is then left empty). */
enum status shoe_init(struct shoe *s, int decks);

/* Loads the sabot with cards[0..n) (cards[0] on top), as made by the
 * shuffle; the cut card goes to the end and the safety card is cleared.
 * STATUS_BAD_DECKS for a bad `decks`, STATUS_TOO_MANY_CARDS when n is over
 * SHOE_CARDS_MAX. */
enum status shoe_load(struct shoe *s, int decks, const card_t *cards, size_t n);

/* Cards not yet dealt. */
static inline size_t shoe_cards_left(const struct shoe *s)
{
	return s->count - s->next;
}

/* Deals the next card into *out; STATUS_SHOE_EMPTY when none is left. */
enum status shoe_deal(struct shoe *s, card_t *out);

/* The i-th card still to come (0: the next), without dealing it;
 * STATUS_SHOE_EMPTY when there are not that many. */
enum status shoe_peek(const struct shoe *s, size_t i, card_t *out);

/* counts[v] = cards not yet dealt with baccarat value v (IPLyC 7.2).  Cards
 * of a real rank count, foreign backs included, since they would be dealt
 * as such; jokers have no value and are left out. */
void shoe_value_counts(const struct shoe *s, unsigned counts[10]);

/* Places the plastic cut card above the at-th card still to come
 * (at = shoe_cards_left(): at the end).  STATUS_BAD_ARGUMENT past the end. */
enum status shoe_place_cut_card(struct shoe *s, size_t at);
/* Cards still to be dealt before the cut card shows; 0 once reached. */
size_t shoe_cards_before_cut(const struct shoe *s);
bool shoe_cut_reached(const struct shoe *s);

/* Places the safety cut card with `below` cards under it, counted from the
 * end of the shoe.  `below` must lie within rules->safety_min..safety_max
 * (IPLyC 7.5.10: 7 to 12; LNSE-MIDI 8.1: 7) and not exceed the cards left;
 * otherwise STATUS_BAD_ARGUMENT (cite RULE_SAFETY_CARD). */
enum status shoe_place_safety_card(struct shoe *s, const struct rules *r,
				   size_t below);
/* Cards still to be dealt before the safety card shows; 0 once reached
 * (the last pase is announced) or when it was never placed. */
size_t shoe_cards_before_safety(const struct shoe *s);
bool shoe_safety_reached(const struct shoe *s);
/* Cards lying under the safety card; SHOE_NO_MARKER when not placed. */
size_t shoe_cards_below_safety(const struct shoe *s);

/* "Cards already played": each given card is taken from the cards still to
 * come (its first copy from the top) and put with the dealt cards, as if it
 * had been played.  The markers stay between the same cards: a card taken
 * from above one brings it a card nearer, a card taken from under it leaves
 * a card fewer below.  All or nothing: STATUS_CARD_NOT_IN_SHOE (and nothing
 * changes) when a card, counting repeats, is not left in the shoe. */
enum status shoe_remove(struct shoe *s, const card_t *cards, size_t n);

/* Stacks cards[0..n) on top of the shoe in that order (cards[0] is dealt
 * next), for scenario files.  A regular card is moved from wherever it is
 * among the cards still to come (its first copy from the top); a joker or a
 * foreign-back card is inserted as an extra card.  The markers keep the
 * number of cards below them.  All or nothing: STATUS_CARD_NOT_IN_SHOE
 * when a regular card is not left, STATUS_BAD_CARD for a non-card,
 * STATUS_TOO_MANY_CARDS when the extras do not fit. */
enum status shoe_stack(struct shoe *s, const card_t *cards, size_t n);

/* The MIDI burn (LNSE-MIDI 8.2), for profiles with rules->burn_first_card:
 * the first card is turned and card_burn_value() of it (10 and faces count
 * 10) further cards are burnt.  *turned is the card turned, *burnt the
 * number of further cards burnt.  All or nothing: STATUS_SHOE_EMPTY when
 * the shoe cannot give the turned card and its burn. */
enum status shoe_burn(struct shoe *s, card_t *turned, size_t *burnt);

/* The composition check (IPLyC 8.9.8): true when cards[0..n) hold every
 * card of `decks` decks exactly once and nothing else (decks 1 checks a
 * single deck, as the croupier does deck by deck).  *out says what was
 * wrong; out may be NULL. */
bool shoe_check_cards(const card_t *cards, size_t n, int decks,
		      struct shoe_check *out);
/* The same over every card loaded in the shoe, dealt ones included. */
bool shoe_check(const struct shoe *s, struct shoe_check *out);

#endif
