/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_shuffle.c: the physical shuffle moves and the mixing measures. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "engine/mixing.h"
#include "engine/shoe.h"
#include "engine/shuffle.h"

static size_t parse_list(const char *text, card_t *out, size_t max)
{
	size_t n = 0, err = 0;

	assert_int_equal(card_parse_list(text, out, max, &n, &err), STATUS_OK);
	return n;
}

/* Asserts that cards[0..) begin with the cards written in `expected`. */
static void assert_starts_with(const card_t *cards, const char *expected)
{
	card_t want[SHOE_CARDS_MAX];
	size_t n = parse_list(expected, want, SHOE_CARDS_MAX);

	for (size_t i = 0; i < n; i++) {
		char got[CARD_TEXT_MAX], exp[CARD_TEXT_MAX];

		assert_string_equal(card_format(cards[i], got),
				    card_format(want[i], exp));
	}
}

static void fresh(struct shoe *s, int decks)
{
	assert_int_equal(shoe_init(s, decks), STATUS_OK);
}

static struct mixing measure(const card_t *before, const card_t *after, size_t n)
{
	struct mixing m;

	assert_int_equal(mixing_measure(before, after, n, &m), STATUS_OK);
	return m;
}

/* --- determinism ------------------------------------------------------ */

/* Recorded once: the same seed must give these cards on every machine. */
static void shuffle__same_seed_same_cards_everywhere(void **state)
{
	static struct shoe s;
	struct rng rng;
	size_t k = 0;

	(void)state;
	fresh(&s, 8);
	rng_seed(&rng, 20240601);
	shuffle_uniform(&rng, s.cards, 52);
	assert_starts_with(s.cards, "10D AD KD 9S 3S 9C 2D 9D JH QS 2H 5H");

	fresh(&s, 8);
	rng_seed(&rng, 7);
	assert_int_equal(shuffle_riffle(&rng, s.cards, 52, &k), STATUS_OK);
	assert_int_equal(k, 33);
	assert_starts_with(s.cards, "AH 8D 2H 3H 4H 5H 9D 6H 7H 8H 9H 10H");
}

/* IPLyC 7.5.10: recorded once, a whole practice shoe, cut and safety card
 * included, from one seed. */
static void shuffle__same_seed_same_practice_shoe__iplyc_7_5_10(void **state)
{
	static struct shoe s;
	struct rules r;
	struct rng rng;

	(void)state;
	rules_init(&r);
	rng_seed(&rng, 1452);
	assert_int_equal(shuffle_practice_shoe(&rng, &r, &s), STATUS_OK);
	assert_starts_with(s.cards, "7S 6D 5D 7H 7C 6C 9S 3S 7H KS QC KD");
	assert_int_equal(shoe_cards_below_safety(&s), 7);
}

/* IPLyC 8.7.1.1.2-5: recorded once, a wash, three piles and a portion. */
static void shuffle__same_seed_same_procedure__iplyc_8_7_1_1(void **state)
{
	static struct shoe s;
	static struct piles p;
	static card_t out[SHOE_CARDS_MAX];
	struct rng rng;
	size_t n = 0;

	(void)state;
	rng_seed(&rng, 8711);
	fresh(&s, 6);
	assert_int_equal(shuffle_wash(&rng, s.cards, 312, 50), STATUS_OK);
	assert_starts_with(s.cards, "AH 2H 9C 10C JC 4H 5C 5H 2C 3C 6H 7H");
	assert_int_equal(shuffle_piles_init(&p, 3), STATUS_OK);
	assert_int_equal(shuffle_piles_deal(&rng, &p, s.cards, 312), STATUS_OK);
	assert_int_equal(p.n[0], 114);
	assert_int_equal(p.n[1], 97);
	assert_int_equal(p.n[2], 101);
	assert_int_equal(shuffle_piles_take(&rng, &p, 104, out, SHOE_CARDS_MAX, &n),
			 STATUS_OK);
	assert_int_equal(n, 101);
	assert_starts_with(out, "9S 10S 10D 5S 6S JS QS KS QS JC QC KC");
}

/* --- the moves -------------------------------------------------------- */

static void shuffle__uniform_keeps_every_card(void **state)
{
	static struct shoe s;
	struct rng rng;

	(void)state;
	rng_seed(&rng, 1);
	fresh(&s, 8);
	shuffle_uniform(&rng, s.cards, s.count);
	assert_true(shoe_check(&s, NULL));
	shuffle_uniform(&rng, s.cards, 0);
	shuffle_uniform(&rng, s.cards, 1);
	assert_true(shoe_check(&s, NULL));
}

static void shuffle__riffle_keeps_every_card(void **state)
{
	static struct shoe s;
	static card_t many[SHOE_CARDS_MAX + 1];
	struct rng rng;

	(void)state;
	rng_seed(&rng, 2);
	fresh(&s, 8);
	for (int i = 0; i < 10; i++)
		assert_int_equal(shuffle_riffle(&rng, s.cards, s.count, NULL),
				 STATUS_OK);
	assert_true(shoe_check(&s, NULL));
	assert_int_equal(shuffle_riffle(&rng, s.cards, 0, NULL), STATUS_OK);
	assert_int_equal(shuffle_riffle(&rng, many, SHOE_CARDS_MAX + 1, NULL),
			 STATUS_TOO_MANY_CARDS);
}

/* GSR: the cut is binomial(n, 1/2), so about half of two decks. */
static void shuffle__riffle_cuts_near_the_middle(void **state)
{
	static struct shoe s;
	struct rng rng;
	size_t k, sum = 0;

	(void)state;
	rng_seed(&rng, 3);
	fresh(&s, 8);
	for (int i = 0; i < 1000; i++) {
		assert_int_equal(shuffle_riffle(&rng, s.cards, 104, &k), STATUS_OK);
		assert_true(k <= 104);
		sum += k;
	}
	/* Mean 52, standard error 0.16. */
	assert_in_range(sum, 1000 * 51, 1000 * 53);
}

/* IPLyC 8.7.1.1.2: the wash keeps every card; a short one leaves many
 * neighbours together, a full one hardly any. */
static void shuffle__wash_mixes_with_enough_moves__iplyc_8_7_1_1_2(void **state)
{
	static struct shoe s;
	static card_t before[SHOE_CARDS_MAX];
	struct rng rng;
	size_t short_kept = 0, full_kept = 0;
	double random_kept = 0.0;

	(void)state;
	rng_seed(&rng, 4);
	for (int t = 0; t < 20; t++) {
		fresh(&s, 8);
		memcpy(before, s.cards, s.count);
		assert_int_equal(shuffle_wash(&rng, s.cards, s.count, 100), STATUS_OK);
		assert_true(shoe_check(&s, NULL));
		short_kept += measure(before, s.cards, s.count).pairs_kept;
		fresh(&s, 8);
		assert_int_equal(shuffle_wash(&rng, s.cards, s.count,
					      SHUFFLE_WASH_MOVES(s.count)), STATUS_OK);
		full_kept += measure(before, s.cards, s.count).pairs_kept;
		random_kept += mixing_random_face_pairs(before, s.count);
	}
	/* Neighbours counted by their faces (mixing.h): eight new decks in
	 * one order keep about 16 pairs even in a uniform shoe.  A short
	 * wash keeps far more, a full one no more than chance, give or
	 * take. */
	assert_true(short_kept > 20 * 60);
	assert_true((double)full_kept < 1.5 * random_kept);
	assert_true(random_kept < 20 * 30);
	assert_int_equal(shuffle_wash(&rng, s.cards, 1, 10), STATUS_OK);
	assert_int_equal(shuffle_wash(&rng, s.cards, 2, 10), STATUS_OK);
}

/* IPLyC 8.7.1.1.4: "de manera que se conformen únicamente tres pilas". */
static void shuffle__piles_dealt_in_packets_hold_every_card__iplyc_8_7_1_1_4(void **state)
{
	static struct shoe s;
	static struct piles p;
	static card_t all[SHOE_CARDS_MAX];
	struct rng rng;
	size_t n = 0, got;

	(void)state;
	rng_seed(&rng, 5);
	fresh(&s, 8);
	assert_int_equal(shuffle_piles_init(&p, 0), STATUS_BAD_ARGUMENT);
	assert_int_equal(shuffle_piles_init(&p, SHUFFLE_PILES_MAX + 1),
			 STATUS_BAD_ARGUMENT);
	assert_int_equal(shuffle_piles_init(&p, 3), STATUS_OK);
	assert_int_equal(shuffle_piles_deal(&rng, &p, s.cards, s.count), STATUS_OK);
	assert_int_equal(shuffle_piles_total(&p), 416);
	for (size_t i = 0; i < 3; i++)
		assert_in_range(p.n[i], 100, 180);
	for (size_t i = 0; i < 3; i++) {
		assert_int_equal(shuffle_piles_pick_up(&p, i, &all[n],
						       SHOE_CARDS_MAX - n, &got),
				 STATUS_OK);
		n += got;
	}
	assert_int_equal(n, 416);
	assert_int_equal(shuffle_piles_total(&p), 0);
	assert_true(shoe_check_cards(all, n, 8, NULL));
	assert_int_equal(shuffle_piles_deal(&rng, &p, s.cards, s.count), STATUS_OK);
	assert_int_equal(shuffle_piles_deal(&rng, &p, s.cards, 100),
			 STATUS_TOO_MANY_CARDS);
}

/* A packet put on a pile keeps its order and covers what was there. */
static void shuffle__pile_put_and_pick_up_keep_packet_order(void **state)
{
	static struct piles p;
	card_t a[3], b[2], out[5], want[5];
	size_t n = 0;

	(void)state;
	assert_int_equal(shuffle_piles_init(&p, 2), STATUS_OK);
	assert_int_equal(shuffle_piles_put(&p, 1, a, parse_list("AH 2H 3H", a, 3)),
			 STATUS_OK);
	assert_int_equal(shuffle_piles_put(&p, 1, b, parse_list("4H 5H", b, 2)),
			 STATUS_OK);
	assert_int_equal(shuffle_piles_put(&p, 2, b, 2), STATUS_BAD_ARGUMENT);
	assert_int_equal(shuffle_piles_pick_up(&p, 1, out, 4, &n),
			 STATUS_TOO_MANY_CARDS);
	assert_int_equal(shuffle_piles_pick_up(&p, 1, out, 5, &n), STATUS_OK);
	assert_int_equal(n, 5);
	parse_list("4H 5H AH 2H 3H", want, 5);
	assert_memory_equal(out, want, sizeof want);
}

/* IPLyC 8.7.1.1.5-7: portions of "aproximadamente dos barajas", taken
 * "hasta agotar el número total de naipes". */
static void shuffle__portions_of_about_two_decks_use_up_the_piles__iplyc_8_7_1_1_5(void **state)
{
	static struct shoe s;
	static struct piles p;
	static card_t all[SHOE_CARDS_MAX], portion[SHOE_CARDS_MAX];
	struct rng rng;
	size_t total = 0, n, portions = 0;

	(void)state;
	rng_seed(&rng, 6);
	fresh(&s, 8);
	assert_int_equal(shuffle_piles_init(&p, 3), STATUS_OK);
	assert_int_equal(shuffle_piles_deal(&rng, &p, s.cards, s.count), STATUS_OK);
	assert_int_equal(shuffle_piles_take(&rng, &p, 104, portion, 10, &n),
			 STATUS_TOO_MANY_CARDS);
	assert_int_equal(shuffle_piles_total(&p), 416);
	while (shuffle_piles_total(&p) > 0) {
		assert_int_equal(shuffle_piles_take(&rng, &p, 104, portion,
						    SHOE_CARDS_MAX, &n), STATUS_OK);
		assert_true(n > 0);
		/* While every pile is deep: 3 x (34 +- 8) cards. */
		if (portions == 0)
			assert_in_range(n, 78, 126);
		assert_int_equal(shuffle_riffle(&rng, portion, n, NULL), STATUS_OK);
		memcpy(&all[total], portion, n);
		total += n;
		portions++;
	}
	assert_int_equal(total, 416);
	assert_in_range(portions, 3, 6);
	assert_true(shoe_check_cards(all, total, 8, NULL));
}

/* IPLyC 7.5.9: "El corte del mazo deberá ser superior a cincuenta (50)
 * naipes"; the smaller portion is moved (8.7.1.1.15), so both sides. */
static void shuffle__cut_leaves_more_than_fifty_each_side__iplyc_7_5_9(void **state)
{
	static struct shoe s, orig;
	struct rules r;

	(void)state;
	rules_init(&r);
	fresh(&s, 8);
	orig = s;
	assert_int_equal(shuffle_cut(&r, s.cards, 416, 50), STATUS_BAD_CUT);
	assert_int_equal(shuffle_cut(&r, s.cards, 416, 366), STATUS_BAD_CUT);
	assert_int_equal(shuffle_cut(&r, s.cards, 416, 0), STATUS_BAD_CUT);
	assert_int_equal(shuffle_cut(&r, s.cards, 416, 417), STATUS_BAD_CUT);
	assert_memory_equal(s.cards, orig.cards, 416);
	assert_int_equal(shuffle_cut(&r, s.cards, 416, 51), STATUS_OK);
	assert_int_equal(s.cards[0], orig.cards[51]);
	assert_int_equal(s.cards[415 - 50], orig.cards[0]);
	assert_int_equal(s.cards[415], orig.cards[50]);
	assert_true(shoe_check(&s, NULL));
	s = orig;
	assert_int_equal(shuffle_cut(&r, s.cards, 416, 365), STATUS_OK);
	assert_int_equal(s.cards[0], orig.cards[365]);
}

/* IPLyC 7.5.9: a random cut is always a legal one. */
static void shuffle__random_cut_is_legal__iplyc_7_5_9(void **state)
{
	struct rules r;
	struct rng rng;
	size_t at, lo = 1000, hi = 0;

	(void)state;
	rules_init(&r);
	rng_seed(&rng, 7);
	for (int i = 0; i < 2000; i++) {
		assert_int_equal(shuffle_random_cut(&rng, &r, 416, &at), STATUS_OK);
		lo = at < lo ? at : lo;
		hi = at > hi ? at : hi;
	}
	assert_int_equal(lo >= 51 && hi <= 365, 1);
	assert_int_equal(shuffle_random_cut(&rng, &r, 102, &at), STATUS_OK);
	assert_int_equal(at, 51);
	assert_int_equal(shuffle_random_cut(&rng, &r, 101, &at), STATUS_BAD_CUT);
}

/* IPLyC 8.7.1.1.15: after the cut "el corte plástico siempre [queda] al
 * final del mazo"; the safety card is placed afterwards (8.7.1.1.16). */
static void shuffle__cut_shoe_leaves_cut_card_at_the_end__iplyc_8_7_1_1_15(void **state)
{
	static struct shoe s;
	struct rules r;

	(void)state;
	rules_init(&r);
	fresh(&s, 8);
	assert_int_equal(shoe_place_cut_card(&s, 100), STATUS_OK);
	assert_int_equal(shoe_place_safety_card(&s, &r, 9), STATUS_OK);
	assert_int_equal(shuffle_cut_shoe(&r, &s, 40), STATUS_BAD_CUT);
	assert_int_equal(shoe_cards_before_cut(&s), 100);
	assert_int_equal(shuffle_cut_shoe(&r, &s, 200), STATUS_OK);
	assert_int_equal(shoe_cards_before_cut(&s), 416);
	assert_int_equal(shoe_cards_below_safety(&s), SHOE_NO_MARKER);
	assert_int_equal(s.cards[0], card_make(6, SUIT_SPADES));   /* 200: deck 4 */
}

/* IPLyC 7.5.3, 7.5.10; LNSE-MIDI 8.1: practice shoes are whole and carry
 * the safety card where each profile wants it. */
static void shuffle__practice_shoe_is_whole_with_safety_card__iplyc_7_5_10(void **state)
{
	static struct shoe s;
	struct rules r;
	struct rng rng;

	(void)state;
	rng_seed(&rng, 8);
	rules_init(&r);
	for (int i = 0; i < 50; i++) {
		assert_int_equal(shuffle_practice_shoe(&rng, &r, &s), STATUS_OK);
		assert_int_equal(shoe_cards_left(&s), 416);
		assert_true(shoe_check(&s, NULL));
		assert_in_range(shoe_cards_below_safety(&s), 7, 12);
		assert_int_equal(shoe_cards_before_cut(&s), 416);
	}
	rules_init_midi(&r);
	r.decks = 6;
	assert_int_equal(shuffle_practice_shoe(&rng, &r, &s), STATUS_OK);
	assert_int_equal(shoe_cards_left(&s), 312);
	assert_int_equal(shoe_cards_below_safety(&s), 7);
	r.decks = 7;
	assert_int_equal(shuffle_practice_shoe(&rng, &r, &s), STATUS_BAD_DECKS);
}

/* --- mixing ----------------------------------------------------------- */

static void mixing__fresh_deck_is_one_rising_sequence(void **state)
{
	static struct shoe s;
	struct mixing m;

	(void)state;
	fresh(&s, 8);
	m = measure(s.cards, s.cards, 52);
	assert_int_equal(m.cards, 52);
	assert_int_equal(m.rising_sequences, 1);
	assert_int_equal(m.pairs_kept, 51);
	m = measure(s.cards, s.cards, 416);
	assert_int_equal(m.rising_sequences, 1);
	assert_int_equal(m.pairs_kept, 415);
}

static void mixing__reversed_deck_is_all_rising_sequences(void **state)
{
	static struct shoe s;
	card_t rev[52];
	struct mixing m;

	(void)state;
	fresh(&s, 8);
	for (int i = 0; i < 52; i++)
		rev[i] = s.cards[51 - i];
	m = measure(s.cards, rev, 52);
	assert_int_equal(m.rising_sequences, 52);
	assert_int_equal(m.pairs_kept, 51);      /* still neighbours */
}

static void mixing__one_riffle_gives_at_most_two(void **state)
{
	static struct shoe s;
	card_t before[52];
	struct rng rng;
	int two = 0;

	(void)state;
	rng_seed(&rng, 9);
	fresh(&s, 8);
	memcpy(before, s.cards, 52);
	for (int t = 0; t < 200; t++) {
		size_t rs;

		memcpy(s.cards, before, 52);
		assert_int_equal(shuffle_riffle(&rng, s.cards, 52, NULL), STATUS_OK);
		rs = measure(before, s.cards, 52).rising_sequences;
		assert_in_range(rs, 1, 2);
		two += rs == 2;
	}
	assert_true(two > 190);
}

/* Bayer-Diaconis: seven riffles are a 128-shuffle, whose mean number of
 * rising sequences for 52 cards is 24.71 (sum over r of r A(52,r)
 * C(128+52-r, 52) / 128^52); a uniform order has (52 + 1) / 2 = 26.5. */
static void mixing__seven_riffles_near_bayer_diaconis_mean(void **state)
{
	static struct shoe s;
	card_t before[52];
	struct rng rng;
	size_t riffled = 0, uniform = 0;
	const size_t trials = 400;

	(void)state;
	rng_seed(&rng, 10);
	fresh(&s, 8);
	memcpy(before, s.cards, 52);
	for (size_t t = 0; t < trials; t++) {
		memcpy(s.cards, before, 52);
		for (int i = 0; i < 7; i++)
			shuffle_riffle(&rng, s.cards, 52, NULL);
		riffled += measure(before, s.cards, 52).rising_sequences;
		memcpy(s.cards, before, 52);
		shuffle_uniform(&rng, s.cards, 52);
		uniform += measure(before, s.cards, 52).rising_sequences;
	}
	/* Standard deviation about 2.1, so standard error 0.1: +-0.7. */
	assert_in_range(riffled * 100 / trials, 2400, 2540);
	assert_in_range(uniform * 100 / trials, 2580, 2720);
}

/* A uniform order keeps on average 2 (n - 1) / n neighbour pairs. */
static void mixing__uniform_shuffle_keeps_about_two_pairs(void **state)
{
	static struct shoe s;
	card_t before[52];
	struct rng rng;
	size_t kept = 0;
	const size_t trials = 400;

	(void)state;
	rng_seed(&rng, 11);
	fresh(&s, 8);
	memcpy(before, s.cards, 52);
	for (size_t t = 0; t < trials; t++) {
		memcpy(s.cards, before, 52);
		shuffle_uniform(&rng, s.cards, 52);
		kept += measure(before, s.cards, 52).pairs_kept;
	}
	/* Mean 1.96, standard error about 0.07. */
	assert_in_range(kept * 100 / trials, 160, 235);
}

/* A shoe's copies of a card are matched in order. */
static void mixing__copies_matched_in_order(void **state)
{
	card_t before[4], after[4], other[4];
	size_t origin[4];

	(void)state;
	parse_list("AH 2H AH 3H", before, 4);
	parse_list("AH AH 2H 3H", after, 4);
	assert_int_equal(mixing_track(before, after, 4, origin), STATUS_OK);
	assert_int_equal(origin[0], 0);
	assert_int_equal(origin[1], 2);
	assert_int_equal(origin[2], 1);
	assert_int_equal(origin[3], 3);
	assert_int_equal(mixing_rising_sequences(origin, 4), 2);
	assert_int_equal(mixing_pairs_kept(origin, 4), 1);    /* 2H-AH */
	parse_list("AH 2H 2H 3H", other, 4);
	assert_int_equal(mixing_track(before, other, 4, origin), STATUS_BAD_ARGUMENT);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(shuffle__same_seed_same_cards_everywhere),
		cmocka_unit_test(shuffle__same_seed_same_practice_shoe__iplyc_7_5_10),
		cmocka_unit_test(shuffle__same_seed_same_procedure__iplyc_8_7_1_1),
		cmocka_unit_test(shuffle__uniform_keeps_every_card),
		cmocka_unit_test(shuffle__riffle_keeps_every_card),
		cmocka_unit_test(shuffle__riffle_cuts_near_the_middle),
		cmocka_unit_test(shuffle__wash_mixes_with_enough_moves__iplyc_8_7_1_1_2),
		cmocka_unit_test(shuffle__piles_dealt_in_packets_hold_every_card__iplyc_8_7_1_1_4),
		cmocka_unit_test(shuffle__pile_put_and_pick_up_keep_packet_order),
		cmocka_unit_test(shuffle__portions_of_about_two_decks_use_up_the_piles__iplyc_8_7_1_1_5),
		cmocka_unit_test(shuffle__cut_leaves_more_than_fifty_each_side__iplyc_7_5_9),
		cmocka_unit_test(shuffle__random_cut_is_legal__iplyc_7_5_9),
		cmocka_unit_test(shuffle__cut_shoe_leaves_cut_card_at_the_end__iplyc_8_7_1_1_15),
		cmocka_unit_test(shuffle__practice_shoe_is_whole_with_safety_card__iplyc_7_5_10),
		cmocka_unit_test(mixing__fresh_deck_is_one_rising_sequence),
		cmocka_unit_test(mixing__reversed_deck_is_all_rising_sequences),
		cmocka_unit_test(mixing__one_riffle_gives_at_most_two),
		cmocka_unit_test(mixing__seven_riffles_near_bayer_diaconis_mean),
		cmocka_unit_test(mixing__uniform_shuffle_keeps_about_two_pairs),
		cmocka_unit_test(mixing__copies_matched_in_order),
	};

	return cmocka_run_group_tests_name("shuffle", tests, NULL, NULL);
}
