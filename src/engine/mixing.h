/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mixing.h: how well mixed a packet is, against its order before.
 *
 * The trainer shows these after each step of making the shoe, so a trainee
 * who skips a riffle or rushes the "ensalada" sees the order that survived.
 *
 * - Rising sequences (Bayer and Diaconis, 1992): the number of maximal runs
 *   of consecutive original positions that still appear in increasing
 *   order.  An untouched packet has 1; one riffle gives at most 2; k riffles
 *   at most 2^k; a random order of n cards has (n + 1) / 2 on average.
 * - Neighbour pairs kept: cards adjacent before that are still adjacent, in
 *   either order.  An untouched packet keeps n - 1; a random order keeps
 *   2 (n - 1) / n on average, about 2.
 *
 * A shoe holds several copies of each card, so a card's original position
 * is not always known: the k-th copy after is matched with the k-th copy
 * before, as an observer tracking the faces would assume.  The measures are
 * exact for a single deck and a close estimate for a shoe. */
#ifndef ENGINE_MIXING_H
#define ENGINE_MIXING_H

#include <stddef.h>

#include "engine/card.h"
#include "engine/status.h"

struct mixing {
	size_t cards;
	size_t rising_sequences;
	size_t pairs_kept;
};

/* origin[i] = the position in before[] of the card now at after[i].
 * STATUS_BAD_ARGUMENT when the two are not the same cards,
 * STATUS_TOO_MANY_CARDS when n is over SHOE_CARDS_MAX. */
enum status mixing_track(const card_t *before, const card_t *after, size_t n,
			 size_t *origin);

/* The measures, from a permutation origin[0..n) as mixing_track gives. */
size_t mixing_rising_sequences(const size_t *origin, size_t n);
size_t mixing_pairs_kept(const size_t *origin, size_t n);

/* Both measures of after[] against before[]; errors as mixing_track. */
enum status mixing_measure(const card_t *before, const card_t *after, size_t n,
			   struct mixing *out);

#endif
