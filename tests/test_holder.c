/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_holder.c: who turns Punto's cards. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "engine/holder.h"

#define N(a) (sizeof(a) / sizeof((a)[0]))

static struct holder_result find(const struct rules *r, int sabot, int suite,
				 const struct holder_bet *bets, size_t n)
{
	struct holder_table t = { .seats = 7, .sabot_seat = sabot,
				  .suite_seat = suite };
	struct holder_result out = { -1, RULE__COUNT };

	assert_int_equal(holder_find(r, &t, bets, n, &out), STATUS_OK);
	return out;
}

/* IPLyC 7.6.2: "Los naipes de Punto serán recibidos por el Apostador que
 * haya efectuado la jugada de mayor monto entre los que están sentados". */
static void holder__largest_seated_punto_bet__iplyc_7_6_2(void **state)
{
	const struct holder_bet bets[] = {
		{ .seat = 2, .punto = 300 },
		{ .seat = 6, .punto = 500 },
		{ .seat = 4, .punto = 100 },
		{ .seat = 5, .banca = 900 },
	};
	struct holder_result h;
	struct rules r;

	(void)state;
	rules_init(&r);
	h = find(&r, 1, 0, bets, N(bets));
	assert_int_equal(h.seat, 6);
	assert_int_equal(h.rule, RULE_PUNTO_CARDS_TO);
}

/* IPLyC 7.6.3: "Habiendo dos apuestas de igual monto, descubrirá los
 * naipes el primer Apostador por derecha del Sabot": n -> n+1, wrapping. */
static void holder__equal_bets__first_to_the_right_of_sabot__iplyc_7_6_3(void **state)
{
	const struct holder_bet bets[] = {
		{ .seat = 2, .punto = 500 },
		{ .seat = 5, .punto = 500 },
	};
	struct holder_result h;
	struct rules r;

	(void)state;
	rules_init(&r);
	h = find(&r, 3, 0, bets, N(bets)); /* 4, 5, ... */
	assert_int_equal(h.seat, 5);
	assert_int_equal(h.rule, RULE_PUNTO_CARDS_TIE);
	h = find(&r, 6, 0, bets, N(bets)); /* 7, 1, 2, ... */
	assert_int_equal(h.seat, 2);
	h = find(&r, 2, 0, bets, N(bets)); /* 3, 4, 5 */
	assert_int_equal(h.seat, 5);
	h = find(&r, 7, 0, bets, N(bets)); /* 1, 2 */
	assert_int_equal(h.seat, 2);
	assert_string_equal(rules_cite(&r, h.rule), "IPLyC 7.6.3");
}

/* IPLyC 7.9.4.2: "En el caso que un Apostador jugare en ambas chances,
 * perderá el derecho de descubrir los naipes, aun estando por su apuesta,
 * habilitado para ello." */
static void holder__both_chances__loses_the_right__iplyc_7_9_4_2(void **state)
{
	const struct holder_bet bets[] = {
		{ .seat = 1, .punto = 1000, .banca = 100 },
		{ .seat = 3, .punto = 200 },
	};
	const struct holder_bet alone[] = {
		{ .seat = 1, .punto = 1000, .banca = 100 },
	};
	struct holder_result h;
	struct rules r;

	(void)state;
	rules_init(&r);
	h = find(&r, 7, 0, bets, N(bets));
	assert_int_equal(h.seat, 3);
	assert_int_equal(h.rule, RULE_PUNTO_CARDS_TO);
	h = find(&r, 7, 0, alone, N(alone));
	assert_int_equal(h.seat, HOLDER_CROUPIER);
}

/* IPLyC 7.9.1.3.2: only seated players may "Descubrir los naipes de Punto";
 * the largest bet standing does not count. */
static void holder__standing_never_turns__iplyc_7_9_1_3(void **state)
{
	const struct holder_bet bets[] = {
		{ .seat = HOLDER_STANDING, .punto = 5000 },
		{ .seat = 4, .punto = 100 },
	};
	struct holder_result h;
	struct rules r;

	(void)state;
	rules_init(&r);
	h = find(&r, 1, 0, bets, N(bets));
	assert_int_equal(h.seat, 4);
	assert_int_equal(h.rule, RULE_PUNTO_CARDS_TO);
}

/* IPLyC 7.9.3.4-5: a player who does not want to turn them moves his bet
 * to the standing area and loses the voluntad; "le corresponderá descubrir
 * los naipes al Apostador que estuviere en segundo término". */
static void holder__refusal_passes_to_next_largest__iplyc_7_9_3_5(void **state)
{
	const struct holder_bet bets[] = {
		{ .seat = 2, .punto = 800, .refuses = true },
		{ .seat = 4, .punto = 300 },
		{ .seat = 6, .punto = 200 },
	};
	struct holder_result h;
	struct rules r;

	(void)state;
	rules_init(&r);
	h = find(&r, 1, 0, bets, N(bets));
	assert_int_equal(h.seat, 4);
	assert_int_equal(h.rule, RULE_PUNTO_CARDS_REFUSED);
	assert_string_equal(rules_cite(&r, h.rule), "IPLyC 7.9.3.4");
}

/* IPLyC 7.6.4: "No habiendo apuesta alguna en Punto de los Apostadores
 * sentados, los naipes ... serán descubiertos por el Pagador". */
static void holder__no_seated_punto_bet__croupier__iplyc_7_6_4(void **state)
{
	const struct holder_bet bets[] = {
		{ .seat = HOLDER_STANDING, .punto = 700 },
		{ .seat = 3, .banca = 400 },
	};
	const struct holder_bet refused[] = {
		{ .seat = 3, .punto = 400, .refuses = true },
	};
	struct holder_result h;
	struct rules r;

	(void)state;
	rules_init(&r);
	h = find(&r, 1, 0, bets, N(bets));
	assert_int_equal(h.seat, HOLDER_CROUPIER);
	assert_int_equal(h.rule, RULE_NO_FIVE);
	h = find(&r, 1, 0, NULL, 0);
	assert_int_equal(h.seat, HOLDER_CROUPIER);
	h = find(&r, 1, 0, refused, N(refused));
	assert_int_equal(h.seat, HOLDER_CROUPIER);
	assert_int_equal(h.rule, RULE_NO_FIVE);
}

/* IPLyC 7.11.6: "al ser otorgados los naipes al Apostador de Punto, se
 * tomará en cuenta la derecha de la Suite original." */
static void holder__suite__right_of_original_suite__iplyc_7_11_6(void **state)
{
	const struct holder_bet bets[] = {
		{ .seat = 4, .punto = 500 },
		{ .seat = 6, .punto = 500 },
	};
	struct holder_result h;
	struct rules r;

	(void)state;
	rules_init(&r);
	h = find(&r, 5, 0, bets, N(bets)); /* from the sabot: 6 first */
	assert_int_equal(h.seat, 6);
	h = find(&r, 5, 2, bets, N(bets)); /* from the suite: 3, 4 first */
	assert_int_equal(h.seat, 4);
	assert_int_equal(h.rule, RULE_PUNTO_CARDS_TIE);
}

/* IPLyC 7.8.1.5: "Las apuestas marcando juegan el cincuenta por ciento
 * (50%) de su valor": they rank at what they play. */
static void holder__marcando_counts_at_what_it_plays__iplyc_7_8_1_5(void **state)
{
	const struct holder_bet under[] = {
		{ .seat = 1, .punto = 100 },
		{ .seat = 2, .punto_marcando = 180 },   /* plays 90 */
	};
	const struct holder_bet over[] = {
		{ .seat = 1, .punto = 100 },
		{ .seat = 2, .punto_marcando = 220 },   /* plays 110 */
	};
	const struct holder_bet even[] = {
		{ .seat = 3, .punto = 100 },
		{ .seat = 2, .punto_marcando = 200 },   /* plays 100 */
	};
	struct holder_result h;
	struct rules r;

	(void)state;
	rules_init(&r);
	assert_int_equal(find(&r, 7, 0, under, N(under)).seat, 1);
	assert_int_equal(find(&r, 7, 0, over, N(over)).seat, 2);
	h = find(&r, 7, 0, even, N(even));
	assert_int_equal(h.seat, 2);
	assert_int_equal(h.rule, RULE_PUNTO_CARDS_TIE);
}

/* IPLyC 7.3.3: Banca is "representada por el Apostador que tiene el
 * Sabot": the banker never turns Punto's cards; where the house banks
 * (LNSE-MIDI 5.1) the player with the sabot may. */
static void holder__banker_never_turns_punto__iplyc_7_3_3(void **state)
{
	const struct holder_bet bets[] = {
		{ .seat = 3, .punto = 900 },
		{ .seat = 5, .punto = 100 },
	};
	struct rules r;

	(void)state;
	rules_init(&r);
	assert_int_equal(find(&r, 3, 0, bets, N(bets)).seat, 5);
	rules_init_midi(&r);
	assert_int_equal(find(&r, 3, 0, bets, N(bets)).seat, 3);
}

/* IPLyC 7.9.3.1: the bet of a seat is the player's whole bet on Punto. */
static void holder__entries_of_one_seat_add_up__iplyc_7_9_3_1(void **state)
{
	const struct holder_bet bets[] = {
		{ .seat = 1, .punto = 300 },
		{ .seat = 4, .punto = 200 },
		{ .seat = 4, .punto = 200 },
	};
	struct rules r;

	(void)state;
	rules_init(&r);
	assert_int_equal(find(&r, 7, 0, bets, N(bets)).seat, 4);
}

/* IPLyC 7.6.2: bad input is refused, never guessed at. */
static void holder__bad_input__refused__iplyc_7_6_2(void **state)
{
	struct holder_bet bet = { .seat = 8, .punto = 100 };
	struct holder_table t = { .seats = 7, .sabot_seat = 1 };
	struct holder_result h;
	struct rules r;

	(void)state;
	rules_init(&r);
	assert_int_equal(holder_find(&r, &t, &bet, 1, &h), STATUS_NO_SUCH_SEAT);
	bet.seat = -1;
	assert_int_equal(holder_find(&r, &t, &bet, 1, &h), STATUS_NO_SUCH_SEAT);
	bet.seat = 2;
	bet.punto = -5;
	assert_int_equal(holder_find(&r, &t, &bet, 1, &h), STATUS_BAD_AMOUNT);
	bet.punto = INT64_MAX;
	assert_int_equal(holder_find(&r, &t, &bet, 1, &h), STATUS_BAD_AMOUNT);
	bet.punto = 0;
	bet.punto_marcando = 100;
	r.marcando_pct = 0;
	assert_int_equal(holder_find(&r, &t, &bet, 1, &h), STATUS_NOT_ALLOWED);
	t.sabot_seat = 0;
	assert_int_equal(holder_find(&r, &t, NULL, 0, &h), STATUS_NO_SUCH_SEAT);
	t.sabot_seat = 1;
	t.suite_seat = 9;
	assert_int_equal(holder_find(&r, &t, NULL, 0, &h), STATUS_NO_SUCH_SEAT);
	t.suite_seat = 0;
	t.seats = HOLDER_SEATS_MAX + 1;
	assert_int_equal(holder_find(&r, &t, NULL, 0, &h), STATUS_BAD_ARGUMENT);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(holder__largest_seated_punto_bet__iplyc_7_6_2),
		cmocka_unit_test(holder__equal_bets__first_to_the_right_of_sabot__iplyc_7_6_3),
		cmocka_unit_test(holder__both_chances__loses_the_right__iplyc_7_9_4_2),
		cmocka_unit_test(holder__standing_never_turns__iplyc_7_9_1_3),
		cmocka_unit_test(holder__refusal_passes_to_next_largest__iplyc_7_9_3_5),
		cmocka_unit_test(holder__no_seated_punto_bet__croupier__iplyc_7_6_4),
		cmocka_unit_test(holder__suite__right_of_original_suite__iplyc_7_11_6),
		cmocka_unit_test(holder__marcando_counts_at_what_it_plays__iplyc_7_8_1_5),
		cmocka_unit_test(holder__banker_never_turns_punto__iplyc_7_3_3),
		cmocka_unit_test(holder__entries_of_one_seat_add_up__iplyc_7_9_3_1),
		cmocka_unit_test(holder__bad_input__refused__iplyc_7_6_2),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
