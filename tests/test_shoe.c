/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_shoe.c: building, dealing, markers, stacking, burn and deck check. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "engine/shoe.h"

static card_t parse(const char *text)
{
	card_t c = 0;

	assert_int_equal(card_parse(text, strlen(text), &c), STATUS_OK);
	return c;
}

static size_t parse_list(const char *text, card_t *out, size_t max)
{
	size_t n = 0, err = 0;

	assert_int_equal(card_parse_list(text, out, max, &n, &err), STATUS_OK);
	return n;
}

static void fresh(struct shoe *s, int decks)
{
	assert_int_equal(shoe_init(s, decks), STATUS_OK);
}

/* IPLyC 7.5.3: "El Sabot será armado con ocho (8) juegos de barajas de
 * cincuenta y dos (52) naipes cada uno, totalizando cuatrocientos dieciséis
 * (416) naipes." */
static void shoe__eight_decks_make_416_cards__iplyc_7_5_3(void **state)
{
	static struct shoe s;

	(void)state;
	fresh(&s, 8);
	assert_int_equal(s.count, 416);
	assert_int_equal(shoe_cards_left(&s), 416);
	assert_true(shoe_check(&s, NULL));
}

/* LNSE-MIDI 2.1: the MIDI shoe may have 6 or 8 decks. */
static void shoe__six_decks_make_312_cards__lnse_midi_2_1(void **state)
{
	static struct shoe s;

	(void)state;
	fresh(&s, 6);
	assert_int_equal(shoe_cards_left(&s), 312);
	assert_true(shoe_check(&s, NULL));
}

/* IPLyC 7.5.3, LNSE-MIDI 2.1: no other number of decks. */
static void shoe__other_deck_counts_rejected__iplyc_7_5_3(void **state)
{
	static struct shoe s;
	static const int bad[] = { -1, 0, 1, 5, 7, 9 };
	card_t c;

	(void)state;
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		assert_int_equal(shoe_init(&s, bad[i]), STATUS_BAD_DECKS);
		assert_int_equal(shoe_cards_left(&s), 0);
		assert_int_equal(shoe_deal(&s, &c), STATUS_SHOE_EMPTY);
	}
}

/* IPLyC 8.9.8.4: each checked deck lies "con el As de Corazón como primera
 * carta"; the new-deck order follows it: hearts, clubs, diamonds, spades,
 * each A to K. */
static void shoe__new_deck_order_starts_with_ace_of_hearts__iplyc_8_9_8_4(void **state)
{
	static struct shoe s;

	(void)state;
	fresh(&s, 8);
	assert_int_equal(s.cards[0], parse("AH"));
	assert_int_equal(s.cards[12], parse("KH"));
	assert_int_equal(s.cards[13], parse("AC"));
	assert_int_equal(s.cards[26], parse("AD"));
	assert_int_equal(s.cards[51], parse("KS"));
	assert_int_equal(s.cards[52], parse("AH"));
	assert_int_equal(s.cards[415], parse("KS"));
}

static void shoe__deals_from_the_top_until_empty(void **state)
{
	static struct shoe s;
	card_t c = 0;

	(void)state;
	fresh(&s, 6);
	for (size_t i = 0; i < 312; i++) {
		assert_int_equal(shoe_deal(&s, &c), STATUS_OK);
		assert_int_equal(c, s.cards[i]);
		assert_int_equal(shoe_cards_left(&s), 311 - i);
	}
	c = 0;
	assert_int_equal(shoe_deal(&s, &c), STATUS_SHOE_EMPTY);
	assert_int_equal(c, 0);
}

static void shoe__peek_does_not_deal(void **state)
{
	static struct shoe s;
	card_t c = 0;

	(void)state;
	fresh(&s, 8);
	assert_int_equal(shoe_peek(&s, 1, &c), STATUS_OK);
	assert_int_equal(c, parse("2H"));
	assert_int_equal(shoe_cards_left(&s), 416);
	assert_int_equal(shoe_peek(&s, 416, &c), STATUS_SHOE_EMPTY);
	assert_int_equal(shoe_deal(&s, &c), STATUS_OK);
	assert_int_equal(shoe_peek(&s, 0, &c), STATUS_OK);
	assert_int_equal(c, parse("2H"));
}

/* IPLyC 7.2: 10, J, Q, K count 0: 16 of each deck's 52 cards. */
static void shoe__value_counts_of_cards_not_dealt__iplyc_7_2(void **state)
{
	static struct shoe s;
	unsigned counts[10];
	card_t c, extra[2];

	(void)state;
	fresh(&s, 8);
	shoe_value_counts(&s, counts);
	assert_int_equal(counts[0], 8 * 16);
	for (int v = 1; v <= 9; v++)
		assert_int_equal(counts[v], 8 * 4);
	assert_int_equal(shoe_deal(&s, &c), STATUS_OK);          /* AH */
	shoe_value_counts(&s, counts);
	assert_int_equal(counts[1], 31);
	/* A joker has no value; a foreign-back five would be dealt as 5. */
	assert_int_equal(parse_list("JOKER ~5H", extra, 2), 2);
	assert_int_equal(shoe_stack(&s, extra, 2), STATUS_OK);
	shoe_value_counts(&s, counts);
	assert_int_equal(counts[0], 8 * 16);
	assert_int_equal(counts[5], 33);
}

static void shoe__load_takes_the_cards_in_order(void **state)
{
	static struct shoe s;
	static card_t many[SHOE_CARDS_MAX + 1];
	card_t cards[4], c;
	size_t n = parse_list("9S 8D JOKER 2C", cards, 4);

	(void)state;
	assert_int_equal(shoe_load(&s, 8, cards, n), STATUS_OK);
	assert_int_equal(shoe_cards_left(&s), 4);
	assert_int_equal(shoe_cards_before_cut(&s), 4);
	assert_int_equal(shoe_deal(&s, &c), STATUS_OK);
	assert_int_equal(c, parse("9S"));
	assert_false(shoe_check(&s, NULL));
	assert_int_equal(shoe_load(&s, 7, cards, n), STATUS_BAD_DECKS);
	assert_int_equal(shoe_load(&s, 8, many, SHOE_CARDS_MAX + 1),
			 STATUS_TOO_MANY_CARDS);
}

static void shoe__cut_card_reached_after_the_cards_above_it(void **state)
{
	static struct shoe s;
	card_t c;

	(void)state;
	fresh(&s, 8);
	assert_int_equal(shoe_cards_before_cut(&s), 416);   /* at the end */
	assert_int_equal(shoe_place_cut_card(&s, 100), STATUS_OK);
	for (int i = 0; i < 99; i++)
		assert_int_equal(shoe_deal(&s, &c), STATUS_OK);
	assert_int_equal(shoe_cards_before_cut(&s), 1);
	assert_false(shoe_cut_reached(&s));
	assert_int_equal(shoe_deal(&s, &c), STATUS_OK);
	assert_int_equal(shoe_cards_before_cut(&s), 0);
	assert_true(shoe_cut_reached(&s));
	assert_int_equal(shoe_place_cut_card(&s, 317), STATUS_BAD_ARGUMENT);
	assert_int_equal(shoe_place_cut_card(&s, 316), STATUS_OK);
}

/* IPLyC 7.5.10: the croupier places "otro corte, separando un grupo de
 * siete (7) a doce (12) naipes del resto". */
static void shoe__safety_card_seven_to_twelve_from_the_end__iplyc_7_5_10(void **state)
{
	static struct shoe s;
	struct rules r;
	card_t c;

	(void)state;
	rules_init(&r);
	fresh(&s, 8);
	assert_int_equal(shoe_place_safety_card(&s, &r, 6), STATUS_BAD_ARGUMENT);
	assert_int_equal(shoe_place_safety_card(&s, &r, 13), STATUS_BAD_ARGUMENT);
	for (size_t below = 7; below <= 12; below++) {
		assert_int_equal(shoe_place_safety_card(&s, &r, below), STATUS_OK);
		assert_int_equal(shoe_cards_below_safety(&s), below);
	}
	assert_int_equal(shoe_place_safety_card(&s, &r, 10), STATUS_OK);
	assert_int_equal(shoe_cards_before_safety(&s), 406);
	for (int i = 0; i < 405; i++)
		assert_int_equal(shoe_deal(&s, &c), STATUS_OK);
	assert_false(shoe_safety_reached(&s));
	assert_int_equal(shoe_deal(&s, &c), STATUS_OK);
	assert_true(shoe_safety_reached(&s));            /* last pase */
	assert_int_equal(shoe_cards_before_safety(&s), 0);
	assert_int_equal(shoe_cards_left(&s), 10);
}

/* LNSE-MIDI 8.1: the "carta de detención", "cuidando de que por debajo de
 * ella queden siete (7) cartas". */
static void shoe__midi_safety_card_exactly_seven__lnse_midi_8_1(void **state)
{
	static struct shoe s;
	struct rules r;

	(void)state;
	rules_init_midi(&r);
	fresh(&s, 6);
	assert_int_equal(shoe_place_safety_card(&s, &r, 8), STATUS_BAD_ARGUMENT);
	assert_int_equal(shoe_place_safety_card(&s, &r, 6), STATUS_BAD_ARGUMENT);
	assert_int_equal(shoe_place_safety_card(&s, &r, 7), STATUS_OK);
	assert_int_equal(shoe_cards_below_safety(&s), 7);
	assert_int_equal(shoe_cards_before_safety(&s), 305);
}

/* IPLyC 7.5.10: a short shoe cannot hold the safety card deeper than it. */
static void shoe__safety_card_not_below_the_cards_left__iplyc_7_5_10(void **state)
{
	static struct shoe s;
	struct rules r;
	card_t cards[8];
	size_t n = parse_list("AS 2S 3S 4S 5S 6S 7S 8S", cards, 8);

	(void)state;
	rules_init(&r);
	assert_int_equal(shoe_load(&s, 8, cards, n), STATUS_OK);
	assert_false(shoe_safety_reached(&s));
	assert_int_equal(shoe_cards_below_safety(&s), SHOE_NO_MARKER);
	assert_int_equal(shoe_place_safety_card(&s, &r, 9), STATUS_BAD_ARGUMENT);
	assert_int_equal(shoe_place_safety_card(&s, &r, 8), STATUS_OK);
	assert_true(shoe_safety_reached(&s));
}

static void shoe__remove_played_cards_keeps_the_order_of_the_rest(void **state)
{
	static struct shoe s;
	card_t cards[3], c;
	unsigned counts[10];
	size_t n = parse_list("AH AH KS", cards, 3);

	(void)state;
	fresh(&s, 8);
	assert_int_equal(shoe_remove(&s, cards, n), STATUS_OK);
	assert_int_equal(shoe_cards_left(&s), 413);
	shoe_value_counts(&s, counts);
	assert_int_equal(counts[1], 30);
	assert_int_equal(counts[0], 127);
	assert_int_equal(shoe_deal(&s, &c), STATUS_OK);
	assert_int_equal(c, parse("2H"));
	/* The played cards stay in the shoe's record: the deck still checks. */
	assert_true(shoe_check(&s, NULL));
}

static void shoe__remove_unknown_card_changes_nothing(void **state)
{
	static struct shoe s;
	card_t cards[9];
	size_t n = parse_list("AH AH AH AH AH AH AH AH AH", cards, 9);
	card_t joker = CARD_JOKER;

	(void)state;
	fresh(&s, 8);
	assert_int_equal(shoe_remove(&s, cards, n), STATUS_CARD_NOT_IN_SHOE);
	assert_int_equal(shoe_cards_left(&s), 416);
	assert_int_equal(s.cards[0], parse("AH"));
	assert_int_equal(shoe_remove(&s, &joker, 1), STATUS_CARD_NOT_IN_SHOE);
	assert_int_equal(shoe_remove(&s, cards, 8), STATUS_OK);
	assert_int_equal(shoe_remove(&s, cards, 1), STATUS_CARD_NOT_IN_SHOE);
}

/* IPLyC 7.5.10: a card played from above the safety card brings it one
 * card nearer; one from under it leaves one card fewer below. */
static void shoe__remove_moves_the_safety_card_with_the_cards__iplyc_7_5_10(void **state)
{
	static struct shoe s;
	struct rules r;
	card_t cards[20], played[2];
	size_t n = parse_list("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS "
			      "AH 2H 3H 4H 5H 6H 7H", cards, 20);

	(void)state;
	rules_init(&r);
	assert_int_equal(shoe_load(&s, 8, cards, n), STATUS_OK);
	assert_int_equal(shoe_place_safety_card(&s, &r, 7), STATUS_OK);
	assert_int_equal(shoe_cards_before_safety(&s), 13);
	assert_int_equal(parse_list("2S 7H", played, 2), 2);
	assert_int_equal(shoe_remove(&s, &played[0], 1), STATUS_OK);
	assert_int_equal(shoe_cards_before_safety(&s), 12);
	assert_int_equal(shoe_cards_below_safety(&s), 7);
	assert_int_equal(shoe_remove(&s, &played[1], 1), STATUS_OK);
	assert_int_equal(shoe_cards_before_safety(&s), 12);
	assert_int_equal(shoe_cards_below_safety(&s), 6);
	assert_int_equal(shoe_cards_left(&s), 18);
}

static void shoe__stack_puts_named_cards_on_top_in_order(void **state)
{
	static struct shoe s;
	card_t cards[5], c;
	size_t n = parse_list("5H 5H 9S JOKER ~5H", cards, 5);
	struct shoe_check chk;

	(void)state;
	fresh(&s, 8);
	assert_int_equal(shoe_stack(&s, cards, n), STATUS_OK);
	assert_int_equal(shoe_cards_left(&s), 418);      /* two extra cards */
	for (size_t i = 0; i < n; i++) {
		assert_int_equal(shoe_deal(&s, &c), STATUS_OK);
		assert_int_equal(c, cards[i]);
	}
	/* The rest keep their order: AH 2H 3H 4H 6H ... */
	for (int rank = 1; rank <= 6; rank++) {
		if (rank == 5)
			continue;
		assert_int_equal(shoe_deal(&s, &c), STATUS_OK);
		assert_int_equal(c, card_make(rank, SUIT_HEARTS));
	}
	/* The moved cards are not duplicated: only the extras are wrong. */
	assert_false(shoe_check(&s, &chk));
	assert_int_equal(chk.missing, 0);
	assert_int_equal(chk.duplicates, 0);
	assert_int_equal(chk.extras, 2);
}

static void shoe__stack_unavailable_card_changes_nothing(void **state)
{
	static struct shoe s;
	card_t aces[8], cards[2], zero = 0;
	size_t n = parse_list("AH AH AH AH AH AH AH AH", aces, 8);

	(void)state;
	fresh(&s, 8);
	assert_int_equal(shoe_remove(&s, aces, n), STATUS_OK);
	assert_int_equal(parse_list("2C AH", cards, 2), 2);
	assert_int_equal(shoe_stack(&s, cards, 2), STATUS_CARD_NOT_IN_SHOE);
	assert_int_equal(shoe_cards_left(&s), 408);
	assert_int_equal(s.cards[s.next], parse("2H"));
	assert_int_equal(shoe_stack(&s, &zero, 1), STATUS_BAD_CARD);
}

static void shoe__stack_too_many_extras_rejected(void **state)
{
	static struct shoe s;
	card_t jokers[SHOE_EXTRA_MAX + 1];

	(void)state;
	for (size_t i = 0; i < SHOE_EXTRA_MAX + 1; i++)
		jokers[i] = CARD_JOKER;
	fresh(&s, 8);
	assert_int_equal(shoe_stack(&s, jokers, SHOE_EXTRA_MAX + 1),
			 STATUS_TOO_MANY_CARDS);
	assert_int_equal(shoe_cards_left(&s), 416);
	assert_int_equal(shoe_stack(&s, jokers, SHOE_EXTRA_MAX), STATUS_OK);
	assert_int_equal(shoe_cards_left(&s), SHOE_CARDS_MAX);
}

/* IPLyC 7.5.10: stacking keeps the number of cards under the safety card. */
static void shoe__stack_keeps_cards_below_safety__iplyc_7_5_10(void **state)
{
	static struct shoe s;
	struct rules r;
	card_t cards[2];
	size_t n = parse_list("JOKER KS", cards, 2);

	(void)state;
	rules_init(&r);
	fresh(&s, 8);
	assert_int_equal(shoe_place_safety_card(&s, &r, 12), STATUS_OK);
	assert_int_equal(shoe_stack(&s, cards, n), STATUS_OK);
	assert_int_equal(shoe_cards_below_safety(&s), 12);
	assert_int_equal(shoe_cards_before_safety(&s), 405);
	assert_int_equal(shoe_cards_before_cut(&s), 417);
}

/* LNSE-MIDI 8.2: "El valor de aquella determina el número de cartas que
 * serán inutilizadas [...] el valor de las figuras y los dieces será de
 * diez puntos." */
static void shoe__burn_by_first_card_value__lnse_midi_8_2(void **state)
{
	static struct shoe s;
	static const struct {
		const char *first;
		size_t burnt;
	} cases[] = {
		{ "AS", 1 }, { "7C", 7 }, { "9D", 9 }, { "10H", 10 },
		{ "JC", 10 }, { "QD", 10 }, { "KS", 10 },
	};

	(void)state;
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		card_t first = parse(cases[i].first), turned = 0, next;
		size_t burnt = 0;

		fresh(&s, 6);
		assert_int_equal(shoe_stack(&s, &first, 1), STATUS_OK);
		assert_int_equal(shoe_burn(&s, &turned, &burnt), STATUS_OK);
		assert_int_equal(turned, first);
		assert_int_equal(burnt, cases[i].burnt);
		assert_int_equal(shoe_cards_left(&s), 312 - 1 - cases[i].burnt);
		/* The next card dealt is the one after the burnt ones. */
		assert_int_equal(shoe_peek(&s, 0, &next), STATUS_OK);
		assert_int_equal(next, s.cards[1 + cases[i].burnt]);
	}
}

/* LNSE-MIDI 8.2: a shoe too short for the burn is left as it was. */
static void shoe__burn_needs_the_cards__lnse_midi_8_2(void **state)
{
	static struct shoe s;
	card_t cards[5], turned = 0;
	size_t burnt = 0, n = parse_list("9H 2C 3C 4C 5C", cards, 5);

	(void)state;
	assert_int_equal(shoe_load(&s, 8, cards, n), STATUS_OK);
	assert_int_equal(shoe_burn(&s, &turned, &burnt), STATUS_SHOE_EMPTY);
	assert_int_equal(shoe_cards_left(&s), 5);
	assert_int_equal(shoe_load(&s, 8, cards, 0), STATUS_OK);
	assert_int_equal(shoe_burn(&s, &turned, &burnt), STATUS_SHOE_EMPTY);
}

/* IPLyC 8.9.8: the croupier checks "que el mazo esté [...] compuesto por
 * la cantidad de barajas y naipes que correspondan", deck by deck. */
static void shoe__composition_check_finds_missing_and_duplicate__iplyc_8_9_8(void **state)
{
	static struct shoe s;
	struct shoe_check chk;

	(void)state;
	fresh(&s, 8);
	assert_true(shoe_check(&s, &chk));
	assert_int_equal(chk.missing + chk.duplicates + chk.extras, 0);
	s.cards[200] = parse("QS");            /* was 6S of deck 4 */
	assert_false(shoe_check(&s, &chk));
	assert_int_equal(chk.missing, 1);
	assert_int_equal(chk.first_missing, parse("6S"));
	assert_int_equal(chk.duplicates, 1);
	assert_int_equal(chk.first_duplicate, parse("QS"));
	assert_int_equal(chk.extras, 0);
	s.cards[200] = parse("~6S");           /* a foreign back */
	assert_false(shoe_check(&s, &chk));
	assert_int_equal(chk.missing, 1);
	assert_int_equal(chk.duplicates, 0);
	assert_int_equal(chk.extras, 1);
	assert_int_equal(chk.first_extra, parse("~6S"));
}

/* IPLyC 8.9.8.1-2: one deck at a time, card by card. */
static void shoe__single_deck_check__iplyc_8_9_8(void **state)
{
	static struct shoe s;
	struct shoe_check chk;

	(void)state;
	fresh(&s, 8);
	assert_true(shoe_check_cards(&s.cards[52], 52, 1, &chk));
	assert_false(shoe_check_cards(&s.cards[52], 51, 1, &chk));
	assert_int_equal(chk.missing, 1);
	assert_int_equal(chk.first_missing, parse("KS"));
	assert_false(shoe_check_cards(s.cards, 416, 6, &chk));
	assert_int_equal(chk.duplicates, 2 * 52);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(shoe__eight_decks_make_416_cards__iplyc_7_5_3),
		cmocka_unit_test(shoe__six_decks_make_312_cards__lnse_midi_2_1),
		cmocka_unit_test(shoe__other_deck_counts_rejected__iplyc_7_5_3),
		cmocka_unit_test(shoe__new_deck_order_starts_with_ace_of_hearts__iplyc_8_9_8_4),
		cmocka_unit_test(shoe__deals_from_the_top_until_empty),
		cmocka_unit_test(shoe__peek_does_not_deal),
		cmocka_unit_test(shoe__value_counts_of_cards_not_dealt__iplyc_7_2),
		cmocka_unit_test(shoe__load_takes_the_cards_in_order),
		cmocka_unit_test(shoe__cut_card_reached_after_the_cards_above_it),
		cmocka_unit_test(shoe__safety_card_seven_to_twelve_from_the_end__iplyc_7_5_10),
		cmocka_unit_test(shoe__midi_safety_card_exactly_seven__lnse_midi_8_1),
		cmocka_unit_test(shoe__safety_card_not_below_the_cards_left__iplyc_7_5_10),
		cmocka_unit_test(shoe__remove_played_cards_keeps_the_order_of_the_rest),
		cmocka_unit_test(shoe__remove_unknown_card_changes_nothing),
		cmocka_unit_test(shoe__remove_moves_the_safety_card_with_the_cards__iplyc_7_5_10),
		cmocka_unit_test(shoe__stack_puts_named_cards_on_top_in_order),
		cmocka_unit_test(shoe__stack_unavailable_card_changes_nothing),
		cmocka_unit_test(shoe__stack_too_many_extras_rejected),
		cmocka_unit_test(shoe__stack_keeps_cards_below_safety__iplyc_7_5_10),
		cmocka_unit_test(shoe__burn_by_first_card_value__lnse_midi_8_2),
		cmocka_unit_test(shoe__burn_needs_the_cards__lnse_midi_8_2),
		cmocka_unit_test(shoe__composition_check_finds_missing_and_duplicate__iplyc_8_9_8),
		cmocka_unit_test(shoe__single_deck_check__iplyc_8_9_8),
	};

	return cmocka_run_group_tests_name("shoe", tests, NULL, NULL);
}
