/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_card.c: card values, notation and totals. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "engine/card.h"

static card_t parse(const char *text)
{
	card_t c = 0;

	assert_int_equal(card_parse(text, strlen(text), &c), STATUS_OK);
	return c;
}

/* IPLyC 7.2: ace 1, 2-9 face value, 10 and faces 0. */
static void card__values__iplyc_7_2(void **state)
{
	(void)state;
	assert_int_equal(card_value(parse("AS")), 1);
	for (int r = 2; r <= 9; r++)
		assert_int_equal(card_value(card_make(r, SUIT_HEARTS)), r);
	assert_int_equal(card_value(parse("10D")), 0);
	assert_int_equal(card_value(parse("JC")), 0);
	assert_int_equal(card_value(parse("QH")), 0);
	assert_int_equal(card_value(parse("KS")), 0);
}

/* IPLyC 7.3.6: the total drops the tens. */
static void card__total_is_sum_mod_ten__iplyc_7_3_6(void **state)
{
	card_t hand[3];

	(void)state;
	hand[0] = parse("9H");
	hand[1] = parse("6S");
	assert_int_equal(card_total(hand, 2), 5);
	hand[0] = parse("KD");
	hand[1] = parse("10C");
	assert_int_equal(card_total(hand, 2), 0); /* bacará */
	hand[2] = parse("7C");
	assert_int_equal(card_total(hand, 3), 7);
}

/* LNSE-MIDI 8.2: for the burn, 10 and faces count ten. */
static void card__burn_value_counts_faces_ten__lnse_midi_8_2(void **state)
{
	(void)state;
	assert_int_equal(card_burn_value(parse("KS")), 10);
	assert_int_equal(card_burn_value(parse("10S")), 10);
	assert_int_equal(card_burn_value(parse("AS")), 1);
	assert_int_equal(card_burn_value(parse("7S")), 7);
}

static void card__notation_round_trips(void **state)
{
	static const char *const texts[] = { "AS", "10H", "KD", "5C", "JOKER", "~5H", "~10S" };
	char buf[CARD_TEXT_MAX];

	(void)state;
	for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++)
		assert_string_equal(card_format(parse(texts[i]), buf), texts[i]);
	assert_string_equal(card_format(parse("th"), buf), "10H");
	assert_string_equal(card_format(parse("qs"), buf), "QS");
	assert_true(card_is_joker(parse("joker")));
	assert_true(card_has_foreign_back(parse("~5H")));
	assert_false(card_is_regular(parse("~5H")));
	assert_true(card_is_regular(parse("5H")));
}

static void card__bad_notation_is_rejected(void **state)
{
	card_t c;

	(void)state;
	assert_int_equal(card_parse("1H", 2, &c), STATUS_BAD_RANK);
	assert_int_equal(card_parse("11H", 3, &c), STATUS_BAD_RANK);
	assert_int_equal(card_parse("5X", 2, &c), STATUS_BAD_SUIT);
	assert_int_equal(card_parse("ZZ", 2, &c), STATUS_BAD_CARD);
	assert_int_equal(card_parse("", 0, &c), STATUS_BAD_CARD);
	assert_int_equal(card_parse("10HH", 4, &c), STATUS_BAD_CARD);
	assert_int_equal(card_parse("~", 1, &c), STATUS_BAD_CARD);
}

static void card__list_parses_and_locates_errors(void **state)
{
	card_t cards[4];
	size_t n = 0, off = 0;

	(void)state;
	assert_int_equal(card_parse_list("5H KS 10D  9C", cards, 4, &n, &off), STATUS_OK);
	assert_int_equal(n, 4);
	assert_int_equal(card_value(cards[3]), 9);
	assert_int_equal(card_parse_list("5H KS XD", cards, 4, &n, &off), STATUS_BAD_RANK);
	assert_int_equal(off, 6);
	assert_int_equal(card_parse_list("5H 5H 5H 5H 5H", cards, 4, &n, &off),
			 STATUS_TOO_MANY_CARDS);
	assert_int_equal(off, 12);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(card__values__iplyc_7_2),
		cmocka_unit_test(card__total_is_sum_mod_ten__iplyc_7_3_6),
		cmocka_unit_test(card__burn_value_counts_faces_ten__lnse_midi_8_2),
		cmocka_unit_test(card__notation_round_trips),
		cmocka_unit_test(card__bad_notation_is_rejected),
		cmocka_unit_test(card__list_parses_and_locates_errors),
	};

	return cmocka_run_group_tests_name("card", tests, NULL, NULL);
}
