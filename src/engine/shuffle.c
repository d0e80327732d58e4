/* SPDX-License-Identifier: GPL-3.0-or-later */
/* shuffle.c: riffle, wash, piles, portions and the cut; see shuffle.h. */
#include "config.h"

#include "engine/shuffle.h"

#include <string.h>

void shuffle_uniform(struct rng *rng, card_t *cards, size_t n)
{
	/* Fisher-Yates from the bottom up: every order equally likely. */
	for (size_t i = n; i > 1; i--) {
		size_t j = rng_below(rng, (uint32_t)i);
		card_t t = cards[i - 1];

		cards[i - 1] = cards[j];
		cards[j] = t;
	}
}

enum status shuffle_riffle(struct rng *rng, card_t *cards, size_t n,
			   size_t *cut_at)
{
	card_t out[SHOE_CARDS_MAX];
	size_t k, a, b, pos;

	if (n > SHOE_CARDS_MAX)
		return STATUS_TOO_MANY_CARDS;
	k = rng_binomial_half(rng, (unsigned)n);
	/* Cards fall from the bottoms of the two halves, so the packet is
	 * built from its bottom up; an integer draw below a + b keeps the
	 * choice exact and the same on every machine. */
	a = k;
	b = n - k;
	for (pos = n; pos > 0; pos--) {
		if (rng_below(rng, (uint32_t)(a + b)) < a)
			out[pos - 1] = cards[--a];
		else
			out[pos - 1] = cards[k + --b];
	}
	if (n > 0)
		memcpy(cards, out, n * sizeof *cards);
	if (cut_at)
		*cut_at = k;
	return STATUS_OK;
}

enum status shuffle_wash(struct rng *rng, card_t *cards, size_t n,
			 size_t moves)
{
	if (n > SHOE_CARDS_MAX)
		return STATUS_TOO_MANY_CARDS;
	if (n < 2)
		return STATUS_OK;
	for (size_t m = 0; m < moves; m++) {
		card_t clump[SHUFFLE_WASH_CLUMP_MAX];
		size_t c = 1 + rng_below(rng, SHUFFLE_WASH_CLUMP_MAX);
		size_t from, to;

		if (c >= n)
			c = n - 1;
		from = rng_below(rng, (uint32_t)(n - c + 1));
		to = rng_below(rng, (uint32_t)(n - c + 1));
		memcpy(clump, &cards[from], c * sizeof *cards);
		/* Close the gap, open one at `to` among the n - c others. */
		memmove(&cards[from], &cards[from + c],
			(n - from - c) * sizeof *cards);
		memmove(&cards[to + c], &cards[to], (n - c - to) * sizeof *cards);
		memcpy(&cards[to], clump, c * sizeof *cards);
	}
	return STATUS_OK;
}

enum status shuffle_piles_init(struct piles *p, size_t k)
{
	if (k < 1 || k > SHUFFLE_PILES_MAX)
		return STATUS_BAD_ARGUMENT;
	memset(p, 0, sizeof *p);
	p->k = k;
	return STATUS_OK;
}

size_t shuffle_piles_total(const struct piles *p)
{
	size_t total = 0;

	for (size_t i = 0; i < p->k; i++)
		total += p->n[i];
	return total;
}

enum status shuffle_piles_put(struct piles *p, size_t i, const card_t *cards,
			      size_t n)
{
	if (i >= p->k)
		return STATUS_BAD_ARGUMENT;
	if (p->n[i] + n > SHOE_CARDS_MAX)
		return STATUS_TOO_MANY_CARDS;
	/* Piles are stored bottom first: the packet's top card goes last. */
	for (size_t j = n; j > 0; j--)
		p->cards[i][p->n[i]++] = cards[j - 1];
	return STATUS_OK;
}

enum status shuffle_piles_deal(struct rng *rng, struct piles *p,
			       const card_t *cards, size_t n)
{
	size_t pos = 0, i = 0;

	if (p->k < 1 || p->k > SHUFFLE_PILES_MAX)
		return STATUS_BAD_ARGUMENT;
	if (shuffle_piles_total(p) + n > SHOE_CARDS_MAX)
		return STATUS_TOO_MANY_CARDS;
	while (pos < n) {
		size_t size = SHUFFLE_PACKET_MIN +
			rng_below(rng, SHUFFLE_PACKET_MAX - SHUFFLE_PACKET_MIN + 1);

		if (size > n - pos)
			size = n - pos;
		/* Cannot fail: the total fits, so every pile does. */
		(void)shuffle_piles_put(p, i, &cards[pos], size);
		pos += size;
		i = (i + 1) % p->k;
	}
	return STATUS_OK;
}

enum status shuffle_piles_take(struct rng *rng, struct piles *p, size_t target,
			       card_t *out, size_t max, size_t *n)
{
	size_t amount[SHUFFLE_PILES_MAX];
	size_t want, jitter, sum = 0, o = 0;

	if (p->k < 1 || p->k > SHUFFLE_PILES_MAX)
		return STATUS_BAD_ARGUMENT;
	want = target / p->k;
	jitter = want / 4;
	for (size_t i = 0; i < p->k; i++) {
		size_t a = want - jitter + rng_below(rng, (uint32_t)(2 * jitter + 1));

		/* Nobody leaves a few stray cards on the cloth: a pile
		 * nearly used up is taken whole. */
		if (a > p->n[i] || p->n[i] - a < SHUFFLE_PACKET_MIN)
			a = p->n[i];
		amount[i] = a;
		sum += a;
	}
	if (sum > max)
		return STATUS_TOO_MANY_CARDS;
	for (size_t i = 0; i < p->k; i++) {
		for (size_t j = 0; j < amount[i]; j++)
			out[o++] = p->cards[i][p->n[i] - 1 - j];
		p->n[i] -= amount[i];
	}
	*n = o;
	return STATUS_OK;
}

enum status shuffle_piles_pick_up(struct piles *p, size_t i, card_t *out,
				  size_t max, size_t *n)
{
	if (i >= p->k)
		return STATUS_BAD_ARGUMENT;
	if (p->n[i] > max)
		return STATUS_TOO_MANY_CARDS;
	for (size_t j = 0; j < p->n[i]; j++)
		out[j] = p->cards[i][p->n[i] - 1 - j];
	*n = p->n[i];
	p->n[i] = 0;
	return STATUS_OK;
}

static size_t cut_min(const struct rules *r)
{
	return r->cut_min_cards > 0 ? (size_t)r->cut_min_cards : 0;
}

enum status shuffle_cut(const struct rules *r, card_t *cards, size_t n,
			size_t at)
{
	card_t top[SHOE_CARDS_MAX];

	if (n > SHOE_CARDS_MAX)
		return STATUS_TOO_MANY_CARDS;
	/* IPLyC 7.5.9: "superior a cincuenta (50) naipes"; the smaller
	 * portion is the one moved (8.7.1.1.15), so both sides must be. */
	if (at > n || at <= cut_min(r) || n - at <= cut_min(r))
		return STATUS_BAD_CUT;
	memcpy(top, cards, at * sizeof *cards);
	memmove(cards, &cards[at], (n - at) * sizeof *cards);
	memcpy(&cards[n - at], top, at * sizeof *cards);
	return STATUS_OK;
}

enum status shuffle_random_cut(struct rng *rng, const struct rules *r,
			       size_t n, size_t *at)
{
	size_t lo = cut_min(r) + 1;

	if (n < 2 * lo)
		return STATUS_BAD_CUT;
	*at = lo + rng_below(rng, (uint32_t)(n - 2 * lo + 1));
	return STATUS_OK;
}

enum status shuffle_cut_shoe(const struct rules *r, struct shoe *s, size_t at)
{
	enum status st = shuffle_cut(r, &s->cards[s->next], shoe_cards_left(s), at);

	if (st != STATUS_OK)
		return st;
	/* 8.7.1.1.15: the plastic card always ends at the end of the shoe;
	 * the safety card comes after the cut (8.7.1.1.16). */
	s->cut_at = s->count;
	s->safety_at = SHOE_NO_MARKER;
	return STATUS_OK;
}

enum status shuffle_practice_shoe(struct rng *rng, const struct rules *r,
				  struct shoe *s)
{
	enum status st = shoe_init(s, r->decks);
	size_t at, below;

	if (st != STATUS_OK)
		return st;
	if (r->safety_min < 0 || r->safety_max < r->safety_min)
		return STATUS_BAD_ARGUMENT;
	shuffle_uniform(rng, s->cards, s->count);
	st = shuffle_random_cut(rng, r, s->count, &at);
	if (st == STATUS_OK)
		st = shuffle_cut_shoe(r, s, at);
	if (st != STATUS_OK)
		return st;
	below = (size_t)r->safety_min +
		rng_below(rng, (uint32_t)(r->safety_max - r->safety_min + 1));
	return shoe_place_safety_card(s, r, below);
}
