/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_simulate.c: whole shoes: the statistics, the seed, the burn, the
 * cut card and the void pase. */
#include "config.h"

#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "engine/simulate.h"

/* The simulator is too big for a comfortable stack frame. */
static struct simulator sim;

static void assert_within_sigmas(uint64_t hits, uint64_t n, double p,
				 double sigmas)
{
	double f = (double)hits / (double)n;
	double sd = sqrt(p * (1 - p) / (double)n);

	if (fabs(f - p) > sigmas * sd)
		fail_msg("frequency %.6f is %.1f sd from %.6f", f,
			 fabs(f - p) / sd, p);
}

static void run(const struct rules *r, enum odds_five five, uint64_t seed,
		uint64_t shoes, struct simulate_counts *c)
{
	struct rng rng;

	assert_int_equal(simulate_init(&sim, r, 0, five), STATUS_OK);
	rng_seed(&rng, seed);
	simulate_counts_clear(c);
	simulate_run(&sim, &rng, shoes, c);
}

static void check_against_exact(const struct rules *r, enum odds_five five)
{
	struct simulate_counts c;
	struct odds_shoe s;
	struct odds_result o;

	run(r, five, 20260101, 40000, &c);
	assert_true(c.coups > 3000000);
	assert_int_equal(c.banca + c.punto + c.ancar + c.void_pases, c.coups);
	assert_int_equal(odds_shoe_init(&s, r->decks), STATUS_OK);
	assert_int_equal(odds_compute(r, s.count, five, &o), STATUS_OK);
	assert_within_sigmas(c.banca, c.coups, o.banca, 4);
	assert_within_sigmas(c.punto, c.coups, o.punto, 4);
	assert_within_sigmas(c.ancar, c.coups, o.ancar, 4);
	assert_within_sigmas(c.naturals, c.coups, o.natural, 4);
	assert_within_sigmas(c.banca_six, c.coups, o.banca_six, 4);
}

/* LNSE-MIDI art. 6 (Punto draws on 5), 8.1 (seven cards below the cut
 * card), 8.2 (burn): three million coups agree with the exact odds within
 * four standard deviations. */
static void simulate__midi_shoes__match_exact_odds__lnse_midi_6(void **state)
{
	struct rules r;

	(void)state;
	rules_init_midi(&r);
	check_against_exact(&r, ODDS_FIVE_PIDO);
}

/* IPLyC 7.4.1 and 7.6.4: a holder who always stands on 5 ("¡Planta con
 * 5!", or the croupier's "¡No 5!") changes the odds, and the simulation
 * follows the exact figures for that choice too. */
static void simulate__always_planto__matches_exact_odds__iplyc_7_6_4(void **state)
{
	struct rules r;

	(void)state;
	rules_init(&r);
	check_against_exact(&r, ODDS_FIVE_PLANTO);
}

/* IPLyC 7.5.10 places the safety card 7 to 12 cards from the end; where
 * its appearance ends the shoe after the coup in progress (LNSE-MIDI 8.1),
 * no pase of a fresh shoe runs out of cards. */
static void simulate__safety_card_leaves_enough__iplyc_7_5_10(void **state)
{
	struct rules r;
	struct simulate_counts c;

	(void)state;
	rules_init(&r);
	r.safety_announces_last = false;
	run(&r, ODDS_FIVE_BEST, 7, 2000, &c);
	assert_int_equal(c.shoes, 2000);
	assert_int_equal(c.void_pases, 0);
	assert_int_equal(c.cards_burnt, 0);
	/* 416 cards less 7-12, at 4 to 6 a coup. */
	assert_true(c.coups >= 2000 * 67 && c.coups <= 2000 * 103);
}

/* Same seed, same counts (the generator is defined on 64-bit integer
 * arithmetic alone); another seed, other counts. */
static void simulate__same_seed__same_counts(void **state)
{
	struct rules r;
	struct simulate_counts a, b;

	(void)state;
	rules_init(&r);
	run(&r, ODDS_FIVE_BEST, 42, 500, &a);
	run(&r, ODDS_FIVE_BEST, 42, 500, &b);
	assert_memory_equal(&a, &b, sizeof a);
	run(&r, ODDS_FIVE_BEST, 43, 500, &b);
	assert_true(a.banca != b.banca || a.punto != b.punto ||
		    a.coups != b.coups);
}

/* A pinned figure: if this changes, a shoe of a given seed changed on this
 * machine, and the goldens of `crupier simulate` with it. */
static void simulate__seed_one__pinned_counts(void **state)
{
	struct rules r;
	struct simulate_counts c;

	(void)state;
	rules_init(&r);
	run(&r, ODDS_FIVE_PIDO, 1, 100, &c);
	assert_int_equal(c.coups, 8373);
	assert_int_equal(c.banca, 3829);
	assert_int_equal(c.punto, 3685);
	assert_int_equal(c.ancar, 844);
	/* IPLyC 7.5.10 announces one more pase, which can run out of cards
	 * (7.7.4.5): counted apart, never as a result. */
	assert_int_equal(c.void_pases, 15);
}

/* A run no longer than a block is the plain run of the seed: what
 * `crupier simulate --seed S` counted before runs were cut into blocks. */
static void simulate__one_block__is_the_plain_run(void **state)
{
	struct rules r;
	struct simulate_counts plain, seeded;

	(void)state;
	rules_init(&r);
	run(&r, ODDS_FIVE_BEST, 1, 100, &plain);
	assert_int_equal(simulate_init(&sim, &r, 0, ODDS_FIVE_BEST), STATUS_OK);
	simulate_counts_clear(&seeded);
	simulate_seeded(&sim, 1, 100, &seeded);
	assert_memory_equal(&plain, &seeded, sizeof plain);
	assert_int_equal(simulate_blocks(1), 1);
	assert_int_equal(simulate_blocks(SIMULATE_BLOCK_SHOES), 1);
	assert_int_equal(simulate_blocks(SIMULATE_BLOCK_SHOES + 1), 2);
}

/* Each block starts from the ordered shoe with its own stream of the
 * seed, so the blocks can be played in any order, by any thread, on a
 * simulator that has played anything before: the same counts. */
static void simulate__blocks_in_any_order__same_counts(void **state)
{
	const uint64_t shoes = 2 * SIMULATE_BLOCK_SHOES + 500;
	struct rules r;
	struct simulate_counts forward, backward, first, second;
	struct rng rng;

	(void)state;
	rules_init(&r);
	assert_int_equal(simulate_init(&sim, &r, 0, ODDS_FIVE_BEST), STATUS_OK);
	simulate_counts_clear(&forward);
	simulate_seeded(&sim, 77, shoes, &forward);
	assert_int_equal(forward.shoes, shoes);
	/* Something else played first leaves the shoe in another order. */
	rng_seed(&rng, 5);
	simulate_counts_clear(&backward);
	simulate_run(&sim, &rng, 3, &backward);
	simulate_counts_clear(&backward);
	for (uint64_t b = simulate_blocks(shoes); b-- > 0;)
		simulate_block(&sim, 77, shoes, b, &backward);
	assert_memory_equal(&forward, &backward, sizeof forward);
	/* The blocks are not copies of one another. */
	simulate_counts_clear(&first);
	simulate_counts_clear(&second);
	simulate_block(&sim, 77, shoes, 0, &first);
	simulate_block(&sim, 77, shoes, 1, &second);
	assert_int_equal(first.shoes, second.shoes);
	assert_true(first.banca != second.banca || first.coups != second.coups);
}

/* A pinned figure over several blocks: if this changes, the streams of a
 * seed changed, and with them every run longer than one block. */
static void simulate__three_blocks__pinned_counts(void **state)
{
	struct rules r;
	struct simulate_counts c;

	(void)state;
	rules_init(&r);
	assert_int_equal(simulate_init(&sim, &r, 0, ODDS_FIVE_PIDO), STATUS_OK);
	simulate_counts_clear(&c);
	simulate_seeded(&sim, 3, 2 * SIMULATE_BLOCK_SHOES + 1, &c);
	assert_int_equal(c.shoes, 2 * SIMULATE_BLOCK_SHOES + 1);
	assert_int_equal(c.coups, 1674384);
	assert_int_equal(c.banca, 766268);
	assert_int_equal(c.punto, 747265);
	assert_int_equal(c.ancar, 158507);
}

/* LNSE-MIDI 8.2: the first card is turned and its value in cards burnt,
 * tens and faces counting 10.  The first coup is dealt after them. */
static void simulate__burn_by_first_card__lnse_midi_8_2(void **state)
{
	static const struct { uint8_t first; int burnt; } cases[] = {
		{ 1, 2 }, { 3, 4 }, { 9, 10 }, { 0, 11 },
	};
	struct rules r;

	(void)state;
	rules_init_midi(&r);
	assert_int_equal(simulate_init(&sim, &r, 8, ODDS_FIVE_PIDO), STATUS_OK);
	for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
		uint8_t v[40];
		struct simulate_counts c;
		int b = cases[k].burnt, used;

		/* Burnt cards would give Banca a natural 9 if dealt. */
		memset(v, 9, sizeof v);
		v[0] = cases[k].first;
		for (int i = 1; i < b; i++)
			v[i] = (uint8_t)(i % 2 ? 0 : 9);
		/* Then P 9, B 0, P 0, B 0: Punto's natural 9. */
		v[b] = 9;
		v[b + 1] = 0;
		v[b + 2] = 0;
		v[b + 3] = 0;
		simulate_counts_clear(&c);
		/* The cut card right under the first coup. */
		used = simulate_play(&sim, v, b + 4 + 7, 7, &c);
		assert_int_equal(used, b + 4);
		assert_int_equal(c.cards_burnt, b);
		assert_int_equal(c.coups, 1);
		assert_int_equal(c.punto, 1);
		assert_int_equal(c.naturals, 1);
	}
}

/* LNSE-MIDI 8.1: when the cut card appears no further coup is played but
 * the one in progress.  Forty zeros: every coup is 0 against 0, Punto
 * draws, Banca draws (IPLyC 7.4.2), an ancar of six cards. */
static void simulate__cut_card_ends_after_coup_in_progress__lnse_midi_8_1(void **state)
{
	uint8_t v[40];
	struct rules r;
	struct simulate_counts c;

	(void)state;
	rules_init_midi(&r);
	r.burn_first_card = false;
	assert_int_equal(simulate_init(&sim, &r, 8, ODDS_FIVE_PIDO), STATUS_OK);
	memset(v, 0, sizeof v);
	/* Cut card under card 32: the coup of cards 30-35 shows it. */
	simulate_counts_clear(&c);
	assert_int_equal(simulate_play(&sim, v, 40, 7, &c), 36);
	assert_int_equal(c.coups, 6);
	assert_int_equal(c.ancar, 6);
	/* Cut card under card 29, the last of the fifth coup. */
	simulate_counts_clear(&c);
	assert_int_equal(simulate_play(&sim, v, 40, 10, &c), 30);
	assert_int_equal(c.coups, 5);
}

/* IPLyC 7.7.4.5: if the cards do not suffice to define the pase, it is
 * void.  One more coup after the cut card, with four cards left. */
static void simulate__cards_run_out__void_pase__iplyc_7_7_4_5(void **state)
{
	uint8_t v[40];
	struct rules r;
	struct simulate_counts c;

	(void)state;
	rules_init(&r);
	assert_int_equal(simulate_init(&sim, &r, 8, ODDS_FIVE_PIDO), STATUS_OK);
	sim.last_after_cut = true;
	memset(v, 0, sizeof v);
	simulate_counts_clear(&c);
	assert_int_equal(simulate_play(&sim, v, 40, 7, &c), 40);
	assert_int_equal(c.coups, 7);
	assert_int_equal(c.ancar, 6);
	assert_int_equal(c.void_pases, 1);
	/* With the same shoe a natural needs only four: no void. */
	v[36] = 9;
	simulate_counts_clear(&c);
	assert_int_equal(simulate_play(&sim, v, 40, 7, &c), 40);
	assert_int_equal(c.void_pases, 0);
	assert_int_equal(c.punto, 1);
}

/* IPLyC 7.5.10: a safety range that does not fit the shoe is refused. */
static void simulate__bad_safety_range__refused__iplyc_7_5_10(void **state)
{
	struct rules r;

	(void)state;
	rules_init(&r);
	r.safety_min = 12;
	r.safety_max = 7;
	assert_int_equal(simulate_init(&sim, &r, 8, ODDS_FIVE_PIDO),
			 STATUS_BAD_ARGUMENT);
	rules_init(&r);
	assert_int_equal(simulate_init(&sim, &r, 9, ODDS_FIVE_PIDO),
			 STATUS_BAD_DECKS);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(simulate__midi_shoes__match_exact_odds__lnse_midi_6),
		cmocka_unit_test(simulate__always_planto__matches_exact_odds__iplyc_7_6_4),
		cmocka_unit_test(simulate__safety_card_leaves_enough__iplyc_7_5_10),
		cmocka_unit_test(simulate__same_seed__same_counts),
		cmocka_unit_test(simulate__seed_one__pinned_counts),
		cmocka_unit_test(simulate__one_block__is_the_plain_run),
		cmocka_unit_test(simulate__blocks_in_any_order__same_counts),
		cmocka_unit_test(simulate__three_blocks__pinned_counts),
		cmocka_unit_test(simulate__burn_by_first_card__lnse_midi_8_2),
		cmocka_unit_test(simulate__cut_card_ends_after_coup_in_progress__lnse_midi_8_1),
		cmocka_unit_test(simulate__cards_run_out__void_pase__iplyc_7_7_4_5),
		cmocka_unit_test(simulate__bad_safety_range__refused__iplyc_7_5_10),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
