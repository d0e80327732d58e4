/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_odds.c: the exact odds against published figures, against a naive
 * enumeration, and their house edges. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "engine/odds.h"
#include "engine/rng.h"
#include "engine/tableau.h"
#include "odds_reference.h"

#define PUBLISHED_TOLERANCE 5e-7

static void compute(const struct rules *r, int decks, enum odds_five five,
		    struct odds_result *o)
{
	struct odds_shoe s;

	assert_int_equal(odds_shoe_init(&s, decks), STATUS_OK);
	assert_int_equal(odds_compute(r, s.count, five, o), STATUS_OK);
}

static void assert_near(double got, double want, double tolerance)
{
	double d = got > want ? got - want : want - got;

	if (d >= tolerance)
		fail_msg("%.9f is not within %g of %.9f", got, tolerance, want);
}

/* LNSE-MIDI art. 6: Punto draws on 0-5; 8 decks (LNSE-MIDI 2.1).  The
 * published figures: Banca 0.458597, Punto 0.446247, ancar 0.095156. */
static void odds__eight_decks_midi__published_figures__lnse_midi_6(void **state)
{
	struct rules r;
	struct odds_result o;

	(void)state;
	rules_init_midi(&r);
	compute(&r, 8, ODDS_FIVE_BEST, &o);
	assert_near(o.banca, 0.458597, PUBLISHED_TOLERANCE);
	assert_near(o.punto, 0.446247, PUBLISHED_TOLERANCE);
	assert_near(o.ancar, 0.095156, PUBLISHED_TOLERANCE);
}

/* IPLyC 7.4.1: with the holder saying "pido" on 5 the game is the MIDI
 * one, so the same published figures hold for 8 decks (IPLyC 7.5.3). */
static void odds__eight_decks_pido__published_figures__iplyc_7_4_1(void **state)
{
	struct rules r;
	struct odds_result o;

	(void)state;
	rules_init(&r);
	compute(&r, 8, ODDS_FIVE_PIDO, &o);
	assert_near(o.banca, 0.458597, PUBLISHED_TOLERANCE);
	assert_near(o.punto, 0.446247, PUBLISHED_TOLERANCE);
	assert_near(o.ancar, 0.095156, PUBLISHED_TOLERANCE);
}

/* LNSE-MIDI 2.1: a MIDI shoe may have 6 decks.  Published: Banca
 * 0.458653, Punto 0.446279, ancar 0.095069. */
static void odds__six_decks__published_figures__lnse_midi_2_1(void **state)
{
	struct rules r;
	struct odds_result o;

	(void)state;
	rules_init_midi(&r);
	compute(&r, 6, ODDS_FIVE_PIDO, &o);
	assert_near(o.banca, 0.458653, PUBLISHED_TOLERANCE);
	assert_near(o.punto, 0.446279, PUBLISHED_TOLERANCE);
	assert_near(o.ancar, 0.095069, PUBLISHED_TOLERANCE);
}

/* IPLyC 7.4: every coup ends Banca, Punto or ancar: the exact weights add
 * up to N(N-1)...(N-5) in every mode and for odd compositions. */
static void odds__weights_sum_to_all_coups__iplyc_7_4(void **state)
{
	static const enum odds_five modes[] = {
		ODDS_FIVE_PIDO, ODDS_FIVE_PLANTO, ODDS_FIVE_BEST,
	};
	struct rules r;
	struct odds_result o;
	uint32_t c[ODDS_VALUES];

	(void)state;
	rules_init(&r);
	for (int decks = 1; decks <= 8; decks++)
		for (size_t m = 0; m < 3; m++) {
			compute(&r, decks, modes[m], &o);
			assert_true(o.w_banca + o.w_punto + o.w_ancar == o.total);
			assert_near(o.banca + o.punto + o.ancar, 1.0, 1e-12);
		}
	for (uint32_t k = 0; k < 30; k++) {
		for (int v = 0; v < ODDS_VALUES; v++)
			c[v] = (k * 7 + (uint32_t)v * 13) % 9;
		for (size_t m = 0; m < 3; m++) {
			assert_int_equal(odds_compute(&r, c, modes[m], &o),
					 STATUS_OK);
			assert_true(o.w_banca + o.w_punto + o.w_ancar == o.total);
		}
	}
}

/* A naive enumeration, card after card in the dealing order of IPLyC
 * 7.6.1.1, for compositions small enough to walk every sequence. */
struct naive {
	const struct rules *r;
	bool five_draws;
	uint32_t c[ODDS_VALUES];
	uint64_t n, total, w[3];        /* Banca, Punto, ancar */
};

static uint64_t naive_rest(uint64_t n, int dealt)
{
	uint64_t w = 1;

	for (int k = dealt; k < 6; k++)
		w *= n - (uint64_t)k;
	return w;
}

static void naive_end(struct naive *z, int p, int b, uint64_t w, int dealt)
{
	w *= naive_rest(z->n, dealt);
	z->w[p > b ? 1 : (p < b ? 0 : 2)] += w;
}

static void naive_deal(struct naive *z, int *cards, int dealt, uint64_t w)
{
	int p, b;

	if (dealt < 4) {
		for (int v = 0; v < ODDS_VALUES; v++) {
			if (z->c[v] == 0)
				continue;
			cards[dealt] = v;
			z->c[v]--;
			naive_deal(z, cards, dealt + 1, w * (z->c[v] + 1));
			z->c[v]++;
		}
		return;
	}
	p = (cards[0] + cards[2]) % 10;
	b = (cards[1] + cards[3]) % 10;
	if (tableau_is_natural(p) || tableau_is_natural(b)) {
		naive_end(z, p, b, w, 4);
		return;
	}
	if (tableau_punto(z->r, p) == PUNTO_DRAWS ||
	    (tableau_punto(z->r, p) == PUNTO_VOLUNTAD && z->five_draws)) {
		for (int t = 0; t < ODDS_VALUES; t++) {
			uint64_t wt = w * z->c[t];

			if (wt == 0)
				continue;
			z->c[t]--;
			if (tableau_banca_draws(b, t)) {
				for (int u = 0; u < ODDS_VALUES; u++)
					if (z->c[u] > 0)
						naive_end(z, (p + t) % 10,
							  (b + u) % 10,
							  wt * z->c[u], 6);
			} else {
				naive_end(z, (p + t) % 10, b, wt, 5);
			}
			z->c[t]++;
		}
		return;
	}
	if (tableau_banca_draws(b, -1)) {
		for (int u = 0; u < ODDS_VALUES; u++)
			if (z->c[u] > 0)
				naive_end(z, p, (b + u) % 10, w * z->c[u], 5);
		return;
	}
	naive_end(z, p, b, w, 4);
}

/* IPLyC 7.4.1-7.4.4, 7.6.1.1: the fast enumeration agrees, weight for
 * weight, with dealing every sequence one card at a time. */
static void odds__agrees_with_naive_enumeration__iplyc_7_4_2(void **state)
{
	static const uint32_t shoes[][ODDS_VALUES] = {
		{ 16, 4, 4, 4, 4, 4, 4, 4, 4, 4 },      /* one deck */
		{ 3, 1, 0, 2, 5, 1, 1, 0, 4, 2 },
		{ 0, 0, 6, 0, 3, 3, 0, 2, 0, 1 },
		{ 1, 1, 1, 1, 1, 1, 0, 0, 0, 0 },
	};
	struct rules r;
	int cards[6];

	(void)state;
	rules_init(&r);
	for (size_t s = 0; s < sizeof shoes / sizeof shoes[0]; s++)
		for (int draw = 0; draw <= 1; draw++) {
			struct naive z;
			struct odds_result o;

			memset(&z, 0, sizeof z);
			z.r = &r;
			z.five_draws = draw;
			memcpy(z.c, shoes[s], sizeof z.c);
			for (int v = 0; v < ODDS_VALUES; v++)
				z.n += z.c[v];
			naive_deal(&z, cards, 0, 1);
			assert_int_equal(odds_compute(&r, shoes[s],
					 draw ? ODDS_FIVE_PIDO : ODDS_FIVE_PLANTO,
					 &o), STATUS_OK);
			assert_true(o.w_banca == z.w[0]);
			assert_true(o.w_punto == z.w[1]);
			assert_true(o.w_ancar == z.w[2]);
		}
}

static void assert_same_result(const struct odds_result *a,
			       const struct odds_result *b)
{
	assert_true(a->total == b->total);
	assert_true(a->w_banca == b->w_banca);
	assert_true(a->w_punto == b->w_punto);
	assert_true(a->w_ancar == b->w_ancar);
	assert_true(a->w_banca_six == b->w_banca_six);
	assert_true(a->w_natural == b->w_natural);
	assert_int_equal(a->five_draws, b->five_draws);
	assert_int_equal(a->five_pairs, b->five_pairs);
	assert_memory_equal(&a->banca, &b->banca, sizeof a->banca);
	assert_memory_equal(&a->punto, &b->punto, sizeof a->punto);
	assert_memory_equal(&a->ancar, &b->ancar, sizeof a->ancar);
	assert_memory_equal(&a->banca_six, &b->banca_six, sizeof a->banca_six);
	assert_memory_equal(&a->natural, &b->natural, sizeof a->natural);
}

/* IPLyC 7.4.1-7.4.4: the sum over multisets of values gives, weight for
 * weight and bit for bit, what the enumeration of Punto's and Banca's
 * pairs gave (tests/odds_reference.c): for full and thinned shoes of one
 * to eight decks down to six cards, every choice on 5 -- including the
 * holder's best choice where it is to stand -- and every Punto table a
 * profile could hold (draws to 3 to 6, with and without voluntad). */
static void odds__multisets_agree_with_pair_enumeration__iplyc_7_4_1(void **state)
{
	static const enum odds_five modes[] = {
		ODDS_FIVE_PIDO, ODDS_FIVE_PLANTO, ODDS_FIVE_BEST,
	};
	struct rng rng;
	int stands = 0;

	(void)state;
	rng_seed(&rng, 2026);
	for (int k = 0; k < 160; k++) {
		struct odds_shoe s;
		struct rules r;
		uint32_t n, left;

		if (k % 4 == 3)
			rules_init_midi(&r);
		else
			rules_init(&r);
		if (k % 16 >= 12) {
			/* Tables no profile has: the general correction. */
			r.punto_draws_to = 3 + k % 4;
			r.voluntad = k % 2;
		}
		assert_int_equal(odds_shoe_init(&s, 1 + k % 8), STATUS_OK);
		n = odds_shoe_size(&s);
		/* From the full shoe (k < 8) down to six cards. */
		left = k < 8 ? n : 6 + rng_below(&rng, n - 5);
		while (n > left) {
			uint32_t at = rng_below(&rng, n), v = 0;

			while (at >= s.count[v])
				at -= s.count[v++];
			s.count[v]--;
			n--;
		}
		for (size_t m = 0; m < sizeof modes / sizeof modes[0]; m++) {
			struct odds_result fast, ref;

			assert_int_equal(odds_compute(&r, s.count, modes[m],
						      &fast), STATUS_OK);
			assert_int_equal(odds_reference_compute(&r, s.count,
						modes[m], &ref), STATUS_OK);
			assert_same_result(&fast, &ref);
			if (r.voluntad && modes[m] == ODDS_FIVE_BEST &&
			    fast.five_draws != fast.five_pairs)
				stands++;
		}
	}
	/* The holder's best choice was to stand somewhere. */
	assert_true(stands > 0);
}

/* IPLyC 7.4.3: a two-card 8 or 9 defines the pase; with forty 8s and
 * forty 9s removed from 8 decks there are fewer naturals. */
static void odds__removed_eights_and_nines__fewer_naturals__iplyc_7_4_3(void **state)
{
	struct rules r;
	struct odds_shoe s;
	struct odds_result full, thin;
	card_t gone[64];
	size_t bad;

	(void)state;
	rules_init(&r);
	compute(&r, 8, ODDS_FIVE_PIDO, &full);
	assert_int_equal(odds_shoe_init(&s, 8), STATUS_OK);
	for (int k = 0; k < 32; k++) {
		gone[2 * k] = card_make(8, (enum suit)(k % 4));
		gone[2 * k + 1] = card_make(9, (enum suit)(k % 4));
	}
	assert_int_equal(odds_shoe_remove(&s, gone, 64, &bad), STATUS_OK);
	assert_int_equal(s.count[8], 0);
	assert_int_equal(s.count[9], 0);
	assert_int_equal(odds_compute(&r, s.count, ODDS_FIVE_PIDO, &thin),
			 STATUS_OK);
	assert_true(thin.natural < full.natural - 0.1);
	assert_true(thin.w_banca + thin.w_punto + thin.w_ancar == thin.total);
}

/* IPLyC 7.5.3: eight decks hold eight kings of hearts; a ninth is not in
 * the shoe, and a refused removal leaves the shoe as it was. */
static void odds__removing_a_card_not_left__refused__iplyc_7_5_3(void **state)
{
	struct odds_shoe s, before;
	card_t kh[9], joker = CARD_JOKER;
	size_t bad = 99;

	(void)state;
	assert_int_equal(odds_shoe_init(&s, 8), STATUS_OK);
	assert_int_equal(odds_shoe_size(&s), 416);
	for (int k = 0; k < 9; k++)
		kh[k] = card_make(13, SUIT_HEARTS);
	before = s;
	assert_int_equal(odds_shoe_remove(&s, kh, 9, &bad),
			 STATUS_CARD_NOT_IN_SHOE);
	assert_int_equal(bad, 8);
	assert_memory_equal(&s, &before, sizeof s);
	assert_int_equal(odds_shoe_remove(&s, kh, 8, &bad), STATUS_OK);
	assert_int_equal(s.count[0], 128 - 8);
	assert_int_equal(odds_shoe_remove(&s, &joker, 1, &bad),
			 STATUS_CARD_NOT_IN_SHOE);
	assert_int_equal(odds_shoe_init(&s, 0), STATUS_BAD_DECKS);
	assert_int_equal(odds_shoe_init(&s, 9), STATUS_BAD_DECKS);
}

/* IPLyC 7.7.4.5: fewer than six cards cannot always finish a pase. */
static void odds__under_six_cards__not_enough__iplyc_7_7_4_5(void **state)
{
	static const uint32_t five[ODDS_VALUES] = { 5 };
	struct rules r;
	struct odds_result o;

	(void)state;
	rules_init(&r);
	assert_int_equal(odds_compute(&r, five, ODDS_FIVE_PIDO, &o),
			 STATUS_NOT_ENOUGH_CARDS);
}

static double punto_expectation(const struct odds_result *o)
{
	return o->punto - o->banca;
}

/* IPLyC 7.4.1, voluntad de cinco: the best choice is at least as good for
 * Punto as always pido or always planto; on a full shoe it is pido, and
 * with the small cards thinned out (16 each of 1-4 gone) it is planto. */
static void odds__best_five__never_worse_for_punto__iplyc_7_4_1(void **state)
{
	struct rules r;
	struct odds_shoe s;
	struct odds_result pido, planto, best;

	(void)state;
	rules_init(&r);
	compute(&r, 8, ODDS_FIVE_BEST, &best);
	compute(&r, 8, ODDS_FIVE_PIDO, &pido);
	assert_int_equal(best.five_pairs, 0xc7);
	assert_int_equal(best.five_draws, 0xc7);
	assert_true(best.w_banca == pido.w_banca);

	assert_int_equal(odds_shoe_init(&s, 8), STATUS_OK);
	for (int v = 1; v <= 4; v++)
		s.count[v] -= 16;
	assert_int_equal(odds_compute(&r, s.count, ODDS_FIVE_PIDO, &pido),
			 STATUS_OK);
	assert_int_equal(odds_compute(&r, s.count, ODDS_FIVE_PLANTO, &planto),
			 STATUS_OK);
	assert_int_equal(odds_compute(&r, s.count, ODDS_FIVE_BEST, &best),
			 STATUS_OK);
	assert_int_equal(planto.five_draws, 0);
	assert_int_equal(best.five_draws, 0);
	assert_true(best.w_punto == planto.w_punto);
	assert_true(punto_expectation(&best) >= punto_expectation(&pido));
	assert_true(punto_expectation(&best) >= punto_expectation(&planto));
}

/* LNSE-MIDI art. 6: without voluntad Punto draws on 5 whatever the mode. */
static void odds__midi_ignores_five_mode__lnse_midi_6(void **state)
{
	struct rules r;
	struct odds_result a, b;

	(void)state;
	rules_init_midi(&r);
	compute(&r, 8, ODDS_FIVE_PLANTO, &a);
	compute(&r, 8, ODDS_FIVE_PIDO, &b);
	assert_true(a.w_banca == b.w_banca && a.w_punto == b.w_punto);
	assert_int_equal(a.five_draws, 0xc7);
}

/* IPLyC 7.8.1.2: Banca bets pay 90%, Punto 100%; an ancar pushes. */
static void odds__traditional_edges__iplyc_7_8_1_2(void **state)
{
	struct rules r;
	struct odds_result o;
	struct odds_edge e;

	(void)state;
	rules_init(&r);
	compute(&r, 8, ODDS_FIVE_PIDO, &o);
	odds_edge_compute(&r, &o, &e);
	assert_near(e.banca, o.punto - 0.9 * o.banca, 1e-12);
	assert_near(e.banca, 0.033509, 1e-6);
	assert_near(e.punto, 0.012351, 1e-6);
	assert_false(e.has_tie);
}

/* LNSE-MIDI 5.2: Banca pays 1:1 but 50% winning with 6 (edge 1.458%);
 * 5.5: TIE pays 8 to 1 (edge 14.36%). */
static void odds__midi_six_half_and_tie_edges__lnse_midi_5_2(void **state)
{
	struct rules r;
	struct odds_result o;
	struct odds_edge e;

	(void)state;
	rules_init_midi(&r);
	compute(&r, 8, ODDS_FIVE_PIDO, &o);
	assert_near(o.banca_six, 0.053864, 1e-6);
	odds_edge_compute(&r, &o, &e);
	assert_near(e.banca, 0.014581, 1e-6);
	assert_near(e.punto, 0.012351, 1e-6);
	assert_true(e.has_tie);
	assert_near(e.tie, 0.143596, 1e-6);
}

/* LNSE-MIDI 5.3: Banca 1:1 less a 5% commission (edge 1.058%). */
static void odds__commission_edge__lnse_midi_5_3(void **state)
{
	struct rules r;
	struct odds_result o;
	struct odds_edge e;

	(void)state;
	rules_init_midi(&r);
	r.banca_pay = BANCA_PAY_COMMISSION;
	compute(&r, 8, ODDS_FIVE_PIDO, &o);
	odds_edge_compute(&r, &o, &e);
	assert_near(e.banca, 0.010579, 1e-6);
}

static void odds__five_names_round_trip(void **state)
{
	enum odds_five f;

	(void)state;
	assert_true(odds_five_parse("best", &f));
	assert_int_equal(f, ODDS_FIVE_BEST);
	assert_true(odds_five_parse("planto", &f));
	assert_int_equal(f, ODDS_FIVE_PLANTO);
	assert_true(odds_five_parse("pido", &f));
	assert_int_equal(f, ODDS_FIVE_PIDO);
	assert_false(odds_five_parse("Pido", &f));
	assert_string_equal(odds_five_name(ODDS_FIVE_BEST), "best");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(odds__eight_decks_midi__published_figures__lnse_midi_6),
		cmocka_unit_test(odds__eight_decks_pido__published_figures__iplyc_7_4_1),
		cmocka_unit_test(odds__six_decks__published_figures__lnse_midi_2_1),
		cmocka_unit_test(odds__weights_sum_to_all_coups__iplyc_7_4),
		cmocka_unit_test(odds__agrees_with_naive_enumeration__iplyc_7_4_2),
		cmocka_unit_test(odds__multisets_agree_with_pair_enumeration__iplyc_7_4_1),
		cmocka_unit_test(odds__removed_eights_and_nines__fewer_naturals__iplyc_7_4_3),
		cmocka_unit_test(odds__removing_a_card_not_left__refused__iplyc_7_5_3),
		cmocka_unit_test(odds__under_six_cards__not_enough__iplyc_7_7_4_5),
		cmocka_unit_test(odds__best_five__never_worse_for_punto__iplyc_7_4_1),
		cmocka_unit_test(odds__midi_ignores_five_mode__lnse_midi_6),
		cmocka_unit_test(odds__traditional_edges__iplyc_7_8_1_2),
		cmocka_unit_test(odds__midi_six_half_and_tie_edges__lnse_midi_5_2),
		cmocka_unit_test(odds__commission_edge__lnse_midi_5_3),
		cmocka_unit_test(odds__five_names_round_trip),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
