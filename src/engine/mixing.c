/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mixing.c: rising sequences and neighbour pairs; see mixing.h. */
#include "config.h"

#include "engine/mixing.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>

#include "engine/rng.h"
#include "engine/shoe.h"
#include "engine/shuffle.h"

#define CARD_CODES 256

enum status mixing_track(const card_t *before, const card_t *after, size_t n,
			 size_t *origin)
{
	size_t count[CARD_CODES] = { 0 }, start[CARD_CODES], used[CARD_CODES] = { 0 };
	size_t by_card[SHOE_CARDS_MAX];
	size_t sum = 0;

	if (n > SHOE_CARDS_MAX)
		return STATUS_TOO_MANY_CARDS;
	/* A stable counting sort of the old positions by card: the copies
	 * of each card in the order they lay before. */
	for (size_t i = 0; i < n; i++)
		count[before[i]]++;
	for (size_t c = 0; c < CARD_CODES; c++) {
		start[c] = sum;
		sum += count[c];
	}
	for (size_t i = 0; i < n; i++)
		by_card[start[before[i]] + used[before[i]]++] = i;
	for (size_t c = 0; c < CARD_CODES; c++)
		used[c] = 0;
	for (size_t i = 0; i < n; i++) {
		card_t c = after[i];

		if (used[c] >= count[c])
			return STATUS_BAD_ARGUMENT;
		origin[i] = by_card[start[c] + used[c]++];
	}
	return STATUS_OK;
}

/* where[v] = the position now of the card that was at v. */
static bool invert(const size_t *origin, size_t n, size_t *where)
{
	for (size_t v = 0; v < n; v++)
		where[v] = n;
	for (size_t i = 0; i < n; i++) {
		if (origin[i] >= n || where[origin[i]] != n)
			return false;
		where[origin[i]] = i;
	}
	return true;
}

size_t mixing_rising_sequences(const size_t *origin, size_t n)
{
	size_t where[SHOE_CARDS_MAX];
	size_t runs = 1;

	if (n == 0 || n > SHOE_CARDS_MAX || !invert(origin, n, where))
		return 0;
	/* A new run starts wherever the next card of the old order now lies
	 * above the one before it. */
	for (size_t v = 0; v + 1 < n; v++)
		if (where[v + 1] < where[v])
			runs++;
	return runs;
}

size_t mixing_pairs_kept(const size_t *origin, size_t n)
{
	size_t where[SHOE_CARDS_MAX];
	size_t kept = 0;

	if (n == 0 || n > SHOE_CARDS_MAX || !invert(origin, n, where))
		return 0;
	for (size_t v = 0; v + 1 < n; v++)
		if (where[v + 1] == where[v] + 1 || where[v] == where[v + 1] + 1)
			kept++;
	return kept;
}

/* Two faces side by side, either order, as one number. */
static uint16_t face_pair(card_t a, card_t b)
{
	return a < b ? (uint16_t)(a << 8 | b) : (uint16_t)(b << 8 | a);
}

static int cmp_pair(const void *a, const void *b)
{
	uint16_t x = *(const uint16_t *)a, y = *(const uint16_t *)b;

	return (x > y) - (x < y);
}

size_t mixing_face_pairs_kept(const card_t *before, const card_t *after,
			      size_t n)
{
	uint16_t pairs[SHOE_CARDS_MAX];
	bool used[SHOE_CARDS_MAX] = { false };
	size_t kept = 0;

	if (n < 2 || n > SHOE_CARDS_MAX)
		return 0;
	for (size_t i = 0; i + 1 < n; i++)
		pairs[i] = face_pair(before[i], before[i + 1]);
	qsort(pairs, n - 1, sizeof *pairs, cmp_pair);
	/* Each neighbour pair of before counts once: the first unused
	 * copy of the same two faces. */
	for (size_t i = 0; i + 1 < n; i++) {
		uint16_t want = face_pair(after[i], after[i + 1]);
		size_t lo = 0, hi = n - 1;

		while (lo < hi) {
			size_t mid = lo + (hi - lo) / 2;

			if (pairs[mid] < want)
				lo = mid + 1;
			else
				hi = mid;
		}
		while (lo < n - 1 && pairs[lo] == want && used[lo])
			lo++;
		if (lo < n - 1 && pairs[lo] == want) {
			used[lo] = true;
			kept++;
		}
	}
	return kept;
}

double mixing_random_face_pairs(const card_t *before, size_t n)
{
	card_t shuffled[SHOE_CARDS_MAX];
	struct rng rng;
	size_t sum = 0;

	if (n < 2 || n > SHOE_CARDS_MAX)
		return 0.0;
	/* The same draws every time: the figure is the order's own. */
	rng_seed(&rng, 8713);
	for (int k = 0; k < MIXING_RANDOM_DRAWS; k++) {
		for (size_t i = 0; i < n; i++)
			shuffled[i] = before[i];
		shuffle_uniform(&rng, shuffled, n);
		sum += mixing_face_pairs_kept(before, shuffled, n);
	}
	return (double)sum / MIXING_RANDOM_DRAWS;
}

enum status mixing_measure(const card_t *before, const card_t *after, size_t n,
			   struct mixing *out)
{
	size_t origin[SHOE_CARDS_MAX];
	enum status st = mixing_track(before, after, n, origin);

	if (st != STATUS_OK)
		return st;
	out->cards = n;
	out->rising_sequences = mixing_rising_sequences(origin, n);
	out->pairs_kept = mixing_face_pairs_kept(before, after, n);
	return STATUS_OK;
}
