/* SPDX-License-Identifier: GPL-3.0-or-later */
/* card.h: French cards, their baccarat value and the card notation.
 *
 * Notation (used by the CLI, scenario files and tests): rank then suit,
 * "AS 10H TH KD 5C"; ranks A 2-9 10 (or T) J Q K, suits S H D C (spades,
 * hearts, diamonds, clubs), case-insensitive.  Two extra kinds of card exist
 * only for anomaly drills: "JOKER", and a card with a foreign back, written
 * with a leading '~' ("~5H": a five of hearts from another deck). */
#ifndef ENGINE_CARD_H
#define ENGINE_CARD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/status.h"

/* bits 0-3: rank 1..13 (A..K), 14 = joker; bits 4-5: suit; bit 6: foreign
 * back.  0 is never a card. */
typedef uint8_t card_t;

enum suit { SUIT_SPADES, SUIT_HEARTS, SUIT_DIAMONDS, SUIT_CLUBS };

#define CARD_RANK_JOKER 14
#define CARD_FOREIGN_BACK 0x40
#define CARD_JOKER ((card_t)CARD_RANK_JOKER)
/* Longest text card_format() writes, with its terminating NUL ("~10H"). */
#define CARD_TEXT_MAX 6

static inline card_t card_make(int rank, enum suit suit)
{
	return (card_t)((rank & 0x0f) | ((int)suit << 4));
}
static inline int card_rank(card_t c) { return c & 0x0f; }
static inline enum suit card_suit(card_t c) { return (enum suit)((c >> 4) & 3); }
static inline bool card_is_joker(card_t c) { return card_rank(c) == CARD_RANK_JOKER; }
static inline bool card_has_foreign_back(card_t c) { return (c & CARD_FOREIGN_BACK) != 0; }
/* A card of the house decks: a real rank, the house back. */
static inline bool card_is_regular(card_t c)
{
	return card_rank(c) >= 1 && card_rank(c) <= 13 && !card_has_foreign_back(c);
}
/* Baccarat value (IPLyC 7.2): ace 1, 2-9 face value, 10 and faces 0. */
static inline int card_value(card_t c)
{
	int r = card_rank(c);
	return r >= 10 ? 0 : r;
}
/* Value for the MIDI burn (LNSE-MIDI 8.2): 10 and faces count 10. */
static inline int card_burn_value(card_t c)
{
	int r = card_rank(c);
	return r >= 10 ? 10 : r;
}
static inline bool card_is_red(card_t c)
{
	return card_suit(c) == SUIT_HEARTS || card_suit(c) == SUIT_DIAMONDS;
}

/* Parses one card from text[0..len); no surrounding blanks allowed. */
enum status card_parse(const char *text, size_t len, card_t *out);

/* Parses a blank-separated list into out[0..max).  On error *err_offset is
 * the byte offset of the offending card in text. */
enum status card_parse_list(const char *text, card_t *out, size_t max,
			    size_t *count, size_t *err_offset);

/* Writes the notation of c ("10H", "JOKER", "~5H") into buf; returns buf. */
char *card_format(card_t c, char buf[CARD_TEXT_MAX]);

/* Total of a hand (IPLyC 7.3.6): sum of values modulo 10. */
int card_total(const card_t *cards, size_t n);

#endif
