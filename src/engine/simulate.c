/* SPDX-License-Identifier: GPL-3.0-or-later */
/* simulate.c: whole shoes at speed; see simulate.h.
 *
 * The time goes into two places: the shuffle (one rng_below per card) and
 * the coup.  The coup is written without data-dependent branches: every
 * decision of the tableau is a byte read from a table that simulate_init()
 * filled by asking tableau.h, and a card that is not drawn is masked to
 * zero instead of skipped, so the processor never guesses whether Punto or
 * Banca draws.  Only the end of the shoe, where fewer than six cards may be
 * left, takes the careful path.
 *
 * Coups follow one another through the index of their first card, so the
 * time of a coup is the chain of loads from its first cards to that index:
 * one table (length) answers it from the first five cards, and the
 * outcome, which nothing waits for, is worked out beside it. */
#include "config.h"

#include "engine/simulate.h"

#include <string.h>

#include "engine/card.h"
#include "engine/tableau.h"

/* Counters of one shoe, kept apart from the caller's struct so they can
 * live in registers. */
struct tally {
	uint64_t result[3];             /* 0 Banca, 1 Punto, 2 ancar */
	uint64_t naturals, six, voids;
};

static inline int mod10(int x)
{
	return x >= 10 ? x - 10 : x;
}

static inline void tally_result(struct tally *t, int pt, int bt, int nat)
{
	t->result[(pt == bt) * 2 + (pt > bt)]++;
	t->six += (bt == 6) & (bt > pt);
	t->naturals += (uint64_t)nat;
}

/* One coup with at least six cards left; returns the cards it took. */
static inline int coup_fast(const struct simulator *s, const uint8_t *v,
			    struct tally *t)
{
	int a = v[0], b = v[1], c = v[2], d = v[3];
	int pt = mod10(a + c), bt = mod10(b + d);
	int length = s->length[a][c][b + d][v[4]];
	int nat = s->natural[pt][bt];
	int pd = s->punto_draws[a][c] & (nat ^ 1);
	int third = v[4];
	int bd = s->banca_draws[bt][(third + 1) & -pd] & (nat ^ 1);
	int bthird;

	pt = mod10(pt + (third & -pd));
	bthird = v[4 + pd];
	bt = mod10(bt + (bthird & -bd));
	tally_result(t, pt, bt, nat);
	/* The same as 4 + pd + bd, but the next coup need not wait for
	 * the three lookups behind them. */
	return length;
}

/* One coup that may run out of cards: then the pase is void (IPLyC
 * 7.7.4.5) and takes what was left. */
static int coup_careful(const struct simulator *s, const uint8_t *v, int left,
			struct tally *t)
{
	int pt, bt, nat, pd, bd, k = 4;

	if (left < 4)
		goto out_of_cards;
	pt = mod10(v[0] + v[2]);
	bt = mod10(v[1] + v[3]);
	nat = s->natural[pt][bt];
	pd = nat ? 0 : s->punto_draws[v[0]][v[2]];
	if (pd) {
		if (left < k + 1)
			goto out_of_cards;
		pt = mod10(pt + v[k]);
		bd = s->banca_draws[bt][v[k] + 1];
		k++;
	} else {
		bd = nat ? 0 : s->banca_draws[bt][0];
	}
	if (bd) {
		if (left < k + 1)
			goto out_of_cards;
		bt = mod10(bt + v[k]);
		k++;
	}
	tally_result(t, pt, bt, nat);
	return k;
out_of_cards:
	t->voids++;
	return left;
}

static inline void tally_flush(const struct tally *t, struct simulate_counts *c)
{
	c->banca += t->result[0];
	c->punto += t->result[1];
	c->ancar += t->result[2];
	c->void_pases += t->voids;
	c->naturals += t->naturals;
	c->banca_six += t->six;
	c->coups += t->result[0] + t->result[1] + t->result[2] + t->voids;
}

/* Kept inline (GCC would not, used twice) so that the shoe loop of
 * simulate_run has no call in it but the rare end of a shoe. */
static inline __attribute__((always_inline)) int
play(const struct simulator *s, const uint8_t *values, int n, int safety,
     struct simulate_counts *c)
{
	struct tally t;
	int i = 0, cut = n - safety;

	memset(&t, 0, sizeof t);
	if (s->burn_first_card && n > 0) {
		/* LNSE-MIDI 8.2: the turned card, then its value in cards. */
		i = 1 + s->burn[values[0]];
		if (i > n)
			i = n;
		c->cards_burnt += (uint64_t)i;
	}
	while (i < cut) {
		if (n - i >= 6)
			i += coup_fast(s, values + i, &t);
		else
			i += coup_careful(s, values + i, n - i, &t);
	}
	if (s->last_after_cut)
		i += coup_careful(s, values + i, n - i, &t);
	tally_flush(&t, c);
	c->shoes++;
	return i;
}

int simulate_play(const struct simulator *s, const uint8_t *values, int n,
		  int safety, struct simulate_counts *c)
{
	return play(s, values, n, safety, c);
}

/* One shoe: shuffle, cut card, play.  Inline for the same reason. */
static inline __attribute__((always_inline)) void
shoe(struct simulator *s, struct rng *rng, struct simulate_counts *c)
{
	uint8_t *v = s->shoe;
	int safety;

	/* Fisher-Yates over the previous order: uniform from any start. */
	for (int i = s->cards - 1; i > 0; i--) {
		int j = (int)rng_below(rng, (uint32_t)i + 1);
		uint8_t x = v[i];

		v[i] = v[j];
		v[j] = x;
	}
	safety = s->safety_min;
	if (s->safety_span > 0)
		safety += (int)rng_below(rng, (uint32_t)s->safety_span + 1);
	play(s, v, s->cards, safety, c);
}

void simulate_run(struct simulator *s, struct rng *rng, uint64_t shoes,
		  struct simulate_counts *c)
{
	/* A local copy of the generator can stay in registers: through the
	 * pointer, every byte stored into the shoe might alias it. */
	struct rng local = *rng;

	for (uint64_t k = 0; k < shoes; k++)
		shoe(s, &local, c);
	*rng = local;
}

uint64_t simulate_blocks(uint64_t shoes)
{
	return shoes / SIMULATE_BLOCK_SHOES +
	       (shoes % SIMULATE_BLOCK_SHOES != 0);
}

void simulate_block(struct simulator *s, uint64_t seed, uint64_t shoes,
		    uint64_t block, struct simulate_counts *c)
{
	uint64_t first = block * SIMULATE_BLOCK_SHOES, n;
	struct rng rng;

	if (first >= shoes)
		return;
	n = shoes - first;
	if (n > SIMULATE_BLOCK_SHOES)
		n = SIMULATE_BLOCK_SHOES;
	memcpy(s->shoe, s->ordered, (size_t)s->cards);
	rng_seed_stream(&rng, seed, block);
	simulate_run(s, &rng, n, c);
}

void simulate_seeded(struct simulator *s, uint64_t seed, uint64_t shoes,
		     struct simulate_counts *c)
{
	uint64_t blocks = simulate_blocks(shoes);

	for (uint64_t b = 0; b < blocks; b++)
		simulate_block(s, seed, shoes, b, c);
}

void simulate_counts_clear(struct simulate_counts *c)
{
	memset(c, 0, sizeof *c);
}

/* Punto's decision on its first two values, with the voluntad policy. */
static uint8_t punto_policy(const struct rules *r, int a, int b,
			    enum odds_five five, uint16_t best_draws)
{
	int lo = a < b ? a : b;

	switch (tableau_punto(r, (a + b) % 10)) {
	case PUNTO_DRAWS:
		return 1;
	case PUNTO_VOLUNTAD:
		if (five == ODDS_FIVE_BEST)
			return (best_draws >> lo) & 1u;
		return five == ODDS_FIVE_PIDO;
	case PUNTO_STANDS:
	case PUNTO_NATURAL:
	default:
		return 0;
	}
}

enum status simulate_init(struct simulator *s, const struct rules *r,
			  int decks, enum odds_five five)
{
	struct odds_shoe full;
	struct odds_result best;
	enum status st;
	int n = 0;

	if (decks == 0)
		decks = r->decks;
	st = odds_shoe_init(&full, decks);
	if (st != STATUS_OK)
		return st;
	memset(s, 0, sizeof *s);
	s->cards = decks * 52;
	if (r->safety_min < 0 || r->safety_max < r->safety_min ||
	    r->safety_max > s->cards - 6)
		return STATUS_BAD_ARGUMENT;
	s->safety_min = r->safety_min;
	s->safety_span = r->safety_max - r->safety_min;
	s->burn_first_card = r->burn_first_card;
	s->last_after_cut = r->safety_announces_last;
	s->five = five;

	best.five_draws = 0;
	if (r->voluntad && five == ODDS_FIVE_BEST) {
		st = odds_compute(r, full.count, ODDS_FIVE_BEST, &best);
		if (st != STATUS_OK)
			return st;
	}
	for (int a = 0; a < 10; a++)
		for (int b = 0; b < 10; b++) {
			s->punto_draws[a][b] =
				punto_policy(r, a, b, five, best.five_draws);
			s->natural[a][b] = tableau_is_natural(a) ||
					   tableau_is_natural(b);
		}
	for (int bt = 0; bt < 10; bt++)
		for (int third = -1; third < 10; third++)
			s->banca_draws[bt][third + 1] =
				!tableau_is_natural(bt) &&
				tableau_banca_draws(bt, third);
	for (int a = 0; a < 10; a++)
		for (int c = 0; c < 10; c++)
			for (int bd2 = 0; bd2 < 19; bd2++)
				for (int x = 0; x < 10; x++) {
					int bt = bd2 % 10;
					int nat = s->natural[(a + c) % 10][bt];
					int pd = s->punto_draws[a][c] && !nat;
					int bd = !nat &&
						 s->banca_draws[bt][pd ? x + 1 : 0];

					s->length[a][c][bd2][x] =
						(uint8_t)(4 + pd + bd);
				}
	/* The compact shoe, and each value's burn (tens and faces 10). */
	for (int rank = 1; rank <= 13; rank++)
		for (int suit = 0; suit < 4; suit++) {
			card_t c = card_make(rank, (enum suit)suit);

			s->burn[card_value(c)] = (uint8_t)card_burn_value(c);
			for (int k = 0; k < decks; k++)
				s->shoe[n++] = (uint8_t)card_value(c);
		}
	memcpy(s->ordered, s->shoe, (size_t)n);
	return STATUS_OK;
}
