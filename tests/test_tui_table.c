/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_tui_table.c: what the table and summary screens compute without a
 * terminal (tui/table_model.h): the bets drawn in each seat's columns and
 * beside each standing punter, the amount field where payments are typed,
 * the timer, the accuracy bars. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "engine/rules.h"
#include "tui/chips_field.h"
#include "tui/table_model.h"

static struct game_bet bet(int player, enum bet_chance on, enum bet_kind kind,
			   enum bet_place place, int seat, int64_t amount)
{
	struct game_bet b;

	memset(&b, 0, sizeof b);
	b.player = player;
	b.chance = on;
	b.kind = kind;
	b.place = place;
	b.seat = seat;
	b.amount = amount;
	return b;
}

/* A seat's box holds its player's bets by chance; a marcando bet (IPLyC
 * 7.8.1.5: "apuesta marcando", on Punto) has its own column. */
static void bets__seat__summed_by_chance_marcando_apart__iplyc_7_8_1_5(void **state)
{
	const struct game_bet bets[] = {
		bet(1, BET_ON_PUNTO, BET_SEAT, PLACE_SEAT, 2, 500),
		bet(1, BET_ON_PUNTO, BET_MARCANDO, PLACE_SEAT, 2, 200),
		bet(1, BET_ON_BANCA, BET_SEAT, PLACE_SEAT, 2, 300),
		bet(2, BET_ON_BANCA, BET_SEAT, PLACE_SEAT, 3, 1000),
		bet(9, BET_ON_PUNTO, BET_STANDING, PLACE_STANDING, 2, 700),
	};
	struct table_bets b;

	(void)state;
	table_bets_of_seat(bets, 5, 2, &b);
	assert_int_equal(b.punto, 500);
	assert_int_equal(b.marcando, 200);
	assert_int_equal(b.banca, 300);
	assert_int_equal(b.tie, 0);
	assert_int_equal(b.count, 3);
	table_bets_of_seat(bets, 5, 3, &b);
	assert_int_equal(b.banca, 1000);
	assert_int_equal(b.count, 1);
	table_bets_of_seat(bets, 5, 4, &b);
	assert_int_equal(b.count, 0);
}

/* A standing punter's bets lie behind a seat (game.h) but are his, not
 * the seat's; a TIE bet (LNSE-MIDI 5.5) has its own column. */
static void bets__standing__by_player_not_seat__midi_5_5(void **state)
{
	const struct game_bet bets[] = {
		bet(9, BET_ON_PUNTO, BET_STANDING, PLACE_STANDING, 7, 700),
		bet(9, BET_ON_TIE, BET_STANDING, PLACE_STANDING, 7, 50),
		bet(8, BET_ON_BANCA, BET_STANDING, PLACE_STANDING, 6, 400),
		bet(1, BET_ON_PUNTO, BET_SEAT, PLACE_SEAT, 7, 100),
	};
	struct table_bets b;

	(void)state;
	table_bets_of_standing(bets, 4, 9, &b);
	assert_int_equal(b.punto, 700);
	assert_int_equal(b.tie, 50);
	assert_int_equal(b.banca, 0);
	table_bets_of_standing(bets, 4, 8, &b);
	assert_int_equal(b.banca, 400);
	table_bets_of_seat(bets, 4, 7, &b);
	assert_int_equal(b.punto, 100);
	assert_int_equal(b.tie, 0);
}

static void type(struct amount_field *f, const char *keys)
{
	for (; *keys != '\0'; keys++)
		amount_field_key(f, (unsigned char)*keys);
}

static void amount__digits_backspace_enter__typed_figure(void **state)
{
	struct amount_field f;
	int64_t v = -1;

	(void)state;
	amount_field_clear(&f);
	assert_false(amount_field_value(&f, &v));
	assert_int_equal(amount_field_key(&f, '9'), AMOUNT_CHANGED);
	type(&f, "001");
	assert_string_equal(f.digits, "9001");
	assert_int_equal(amount_field_key(&f, AMOUNT_KEY_BACKSPACE),
			 AMOUNT_CHANGED);
	assert_int_equal(amount_field_key(&f, AMOUNT_KEY_ENTER), AMOUNT_DONE);
	assert_true(amount_field_value(&f, &v));
	assert_int_equal(v, 900);
}

static void amount__letters_ignored_esc_cancels(void **state)
{
	struct amount_field f;

	(void)state;
	amount_field_clear(&f);
	assert_int_equal(amount_field_key(&f, 'p'), AMOUNT_IGNORED);
	assert_int_equal(amount_field_key(&f, '-'), AMOUNT_IGNORED);
	assert_int_equal(amount_field_key(&f, ' '), AMOUNT_IGNORED);
	assert_int_equal(f.len, 0);
	assert_int_equal(amount_field_key(&f, AMOUNT_KEY_ESC), AMOUNT_CANCEL);
}

static void amount__empty_enter_and_backspace_ignored(void **state)
{
	struct amount_field f;

	(void)state;
	amount_field_clear(&f);
	assert_int_equal(amount_field_key(&f, AMOUNT_KEY_ENTER), AMOUNT_IGNORED);
	assert_int_equal(amount_field_key(&f, '\r'), AMOUNT_IGNORED);
	assert_int_equal(amount_field_key(&f, AMOUNT_KEY_BACKSPACE),
			 AMOUNT_IGNORED);
	assert_int_equal(amount_field_key(&f, '\b'), AMOUNT_IGNORED);
}

static void amount__no_leading_zeros_and_bounded(void **state)
{
	struct amount_field f;
	int64_t v;

	(void)state;
	amount_field_clear(&f);
	type(&f, "0");
	assert_true(amount_field_value(&f, &v));
	assert_int_equal(v, 0);
	type(&f, "07");
	assert_string_equal(f.digits, "7");
	amount_field_clear(&f);
	type(&f, "99999999999999999");
	assert_int_equal(f.len, AMOUNT_DIGITS_MAX);
	assert_true(amount_field_value(&f, &v));
	assert_int_equal(v, INT64_C(999999999999));
}

static void clock__minutes_seconds_and_hours(void **state)
{
	char buf[32];

	(void)state;
	table_clock_text(0, buf, sizeof buf);
	assert_string_equal(buf, "00:00");
	table_clock_text(61999, buf, sizeof buf);
	assert_string_equal(buf, "01:01");
	table_clock_text(-5000, buf, sizeof buf);
	assert_string_equal(buf, "00:00");
	table_clock_text(3723000, buf, sizeof buf);
	assert_string_equal(buf, "1:02:03");
}

static void clock__time_left_counts_down_to_zero(void **state)
{
	(void)state;
	assert_int_equal(table_time_left(0, 5000), -1);
	assert_int_equal(table_time_left(600, 0), 600000);
	assert_int_equal(table_time_left(600, 599000), 1000);
	assert_int_equal(table_time_left(600, 700000), 0);
}

static void bar__rounds_but_full_only_when_all_right(void **state)
{
	char buf[64];

	(void)state;
	table_bar(0.5, 10, "#", ".", buf, sizeof buf);
	assert_string_equal(buf, "#####.....");
	table_bar(1.0, 4, "#", ".", buf, sizeof buf);
	assert_string_equal(buf, "####");
	table_bar(0.99, 4, "#", ".", buf, sizeof buf);
	assert_string_equal(buf, "###.");
	table_bar(-1, 3, "#", ".", buf, sizeof buf);
	assert_string_equal(buf, "...");
	table_bar(0.5, 4, "█", "░", buf, sizeof buf);
	assert_string_equal(buf, "██░░");
}

static void bar__never_overflows_its_buffer(void **state)
{
	char buf[7];

	(void)state;
	table_bar(1.0, 10, "█", "░", buf, sizeof buf);
	assert_string_equal(buf, "██");
	table_bar(1.0, 10, "#", ".", buf, sizeof buf);
	assert_string_equal(buf, "######");
}

static void seconds__one_decimal_rounded(void **state)
{
	char buf[16];

	(void)state;
	table_seconds_text(2449, buf, sizeof buf);
	assert_string_equal(buf, "2.4");
	table_seconds_text(2450, buf, sizeof buf);
	assert_string_equal(buf, "2.5");
	table_seconds_text(0, buf, sizeof buf);
	assert_string_equal(buf, "0.0");
}

/* Counting out a payment in chips (IPLyC 8.4.2.6.3.3): "P" one of 500,
 * "4N" four of 100; Backspace takes back the count being typed, else
 * the last letter's chips; a letter no chip has is ignored. */
static void chips_field__letters_and_counts__iplyc_8_4_2_6_3_3(void **state)
{
	struct chip_set s;
	struct chips_field f;

	(void)state;
	rules_chips_iplyc(&s);
	chips_field_clear(&f);
	assert_int_equal(chips_field_key(&f, &s, AMOUNT_KEY_ENTER),
			 AMOUNT_IGNORED);
	assert_int_equal(chips_field_key(&f, &s, 'p'), AMOUNT_CHANGED);
	assert_int_equal(chips_field_key(&f, &s, '4'), AMOUNT_CHANGED);
	assert_int_equal(chips_field_key(&f, &s, 'N'), AMOUNT_CHANGED);
	assert_int_equal(chips_total(&s, &f.chips), 900);
	assert_int_equal(chips_field_key(&f, &s, 'z'), AMOUNT_IGNORED);
	assert_int_equal(chips_field_key(&f, &s, '1'), AMOUNT_CHANGED);
	assert_int_equal(chips_field_key(&f, &s, '2'), AMOUNT_CHANGED);
	assert_int_equal(f.count, 12);
	assert_int_equal(chips_field_key(&f, &s, AMOUNT_KEY_BACKSPACE),
			 AMOUNT_CHANGED);
	assert_int_equal(f.count, 1);
	assert_int_equal(chips_field_key(&f, &s, AMOUNT_KEY_BACKSPACE),
			 AMOUNT_CHANGED);
	assert_int_equal(chips_field_key(&f, &s, AMOUNT_KEY_BACKSPACE),
			 AMOUNT_CHANGED);
	assert_int_equal(chips_total(&s, &f.chips), 500);
	assert_int_equal(chips_field_key(&f, &s, AMOUNT_KEY_ENTER),
			 AMOUNT_DONE);
	assert_int_equal(chips_field_key(&f, &s, AMOUNT_KEY_BACKSPACE),
			 AMOUNT_CHANGED);
	assert_int_equal(chips_field_key(&f, &s, AMOUNT_KEY_BACKSPACE),
			 AMOUNT_IGNORED);
	assert_int_equal(chips_field_key(&f, &s, AMOUNT_KEY_ESC),
			 AMOUNT_CANCEL);
	for (int i = 0; i < 4; i++)
		chips_field_key(&f, &s, '9');
	assert_int_equal(f.count, 999);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(chips_field__letters_and_counts__iplyc_8_4_2_6_3_3),
		cmocka_unit_test(bets__seat__summed_by_chance_marcando_apart__iplyc_7_8_1_5),
		cmocka_unit_test(bets__standing__by_player_not_seat__midi_5_5),
		cmocka_unit_test(amount__digits_backspace_enter__typed_figure),
		cmocka_unit_test(amount__letters_ignored_esc_cancels),
		cmocka_unit_test(amount__empty_enter_and_backspace_ignored),
		cmocka_unit_test(amount__no_leading_zeros_and_bounded),
		cmocka_unit_test(clock__minutes_seconds_and_hours),
		cmocka_unit_test(clock__time_left_counts_down_to_zero),
		cmocka_unit_test(bar__rounds_but_full_only_when_all_right),
		cmocka_unit_test(bar__never_overflows_its_buffer),
		cmocka_unit_test(seconds__one_decimal_rounded),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
