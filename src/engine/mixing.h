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
 * is not always known.  Rising sequences match the k-th copy after with
 * the k-th copy before, as an observer tracking the faces would assume;
 * that reads a shoe whose packets moved (piles formed from packets of 4
 * to 12 cards) as more mixed than it is.  So the neighbour pairs are
 * counted by their faces: two faces side by side now that lay side by
 * side before, each pair of before counted once; a random order keeps
 * some by chance (mixing_random_face_pairs), few in one deck, more in a
 * shoe of eight.  Both are exact for a single deck. */
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

/* Neighbour pairs of after[] that lay side by side in before[], by
 * their faces, either order; each pair of before counted once. */
size_t mixing_face_pairs_kept(const card_t *before, const card_t *after,
			      size_t n);
/* What a random order of before[] keeps of it, by that count: the mean of
 * MIXING_RANDOM_DRAWS uniform shuffles drawn from a fixed seed. */
#define MIXING_RANDOM_DRAWS 16
double mixing_random_face_pairs(const card_t *before, size_t n);

/* Both measures of after[] against before[] (pairs_kept by the faces);
 * errors as mixing_track. */
enum status mixing_measure(const card_t *before, const card_t *after, size_t n,
			   struct mixing *out);

#endif
