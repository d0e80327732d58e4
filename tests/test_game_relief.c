/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_game_relief.c: the relief hand-over (IPLyC 8.8.2.7): what the
 * croupier relieved tells the one coming in, once the pase is paid, after
 * Banca, after Punto and in a suite.  Each test names its article. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "engine/game.h"
#include "game_fixture.h"

static const int four_seats[] = { 1, 2, 3, 4, 0 };

struct world {
	struct rules r;
	struct table t;
	struct shoe s;
	struct game g;
};

/* IPLyC, seats 1-4 and one standing player, P(1) banks bank. */
static struct game *iplyc(const char *cards, int64_t bank)
{
	static struct world w;

	rules_init(&w.r);
	fx_table(&w.t, &w.r, four_seats, 1);
	fx_shoe(&w.s, &w.r, cards);
	fx_game(&w.g, &w.r, &w.t, &w.s, P(1), bank);
	return &w.g;
}

static void punto_bet(struct game *g)
{
	assert_int_equal(game_place_bet(g, STANDING(0), BET_ON_PUNTO, 400,
					false, NULL), STATUS_OK);
}

static void no_word(struct game *g)
{
	struct game_banker_word none = { 0 };

	fx_expect(g, GAME_ACT_WAIT, COUP_DONE);
	assert_int_equal(game_answer_banker(g, &none), STATUS_OK);
}

/* Banca 9 to Punto 7, three times. */
#define THREE_BANCA "3C 9S 4D JD  3H 9D 4S JC  3D 9H 4C JH"

/* IPLyC 8.8.2.7.1: "Habiendo resultado ganadora la Banca, como se
 * efectuará el próximo pago, con o sin descuento y si ha retirado la
 * mitad": after the first pase (paid 100%) the next is 90%, no mitad;
 * after the third, with the mitad withdrawn before it, 90% again and the
 * mitad told. */
static void game__relief_after_banca__next_payment_and_mitad__iplyc_8_8_2_7_1(void **state)
{
	struct game *g = iplyc(THREE_BANCA, 1000);
	struct game_banker_word half = { .mitad = 1000 };
	struct game_action a;

	(void)state;
	assert_int_equal(game_relief_after_pase(g), STATUS_OK);
	fx_do(g, GAME_ACT_PLACE_BETS);
	punto_bet(g);
	a = fx_until(g, GAME_ACT_RELIEF, COUP_DONE);
	assert_int_equal(a.winner, COUP_WINNER_BANCA);
	assert_int_equal(a.count, 90);
	assert_int_equal(a.stake, 0);
	assert_string_equal(a.article, "IPLyC 8.8.2.7.1");
	fx_finish_pase(g);
	no_word(g);
	fx_do(g, GAME_ACT_PLACE_BETS);
	punto_bet(g);
	fx_finish_pase(g);
	/* Two pases won: the mitad, 1900 of 3800; relieved after. */
	half.mitad = 1900;
	fx_expect(g, GAME_ACT_WAIT, COUP_DONE);
	assert_int_equal(game_answer_banker(g, &half), STATUS_OK);
	assert_int_equal(game_relief_after_pase(g), STATUS_OK);
	fx_do(g, GAME_ACT_MITAD);
	fx_do(g, GAME_ACT_PLACE_BETS);
	punto_bet(g);
	a = fx_until(g, GAME_ACT_RELIEF, COUP_DONE);
	assert_int_equal(a.winner, COUP_WINNER_BANCA);
	assert_int_equal(a.count, 90);
	assert_int_equal(a.stake, 1900);
}

/* IPLyC 8.8.2.7.2: "Habiendo resultado ganador el Punto, [...]
 * informará que se trata del primer pase"; and no report is due where
 * the croupier is not relieved. */
static void game__relief_after_punto__first_pase__iplyc_8_8_2_7_2(void **state)
{
	struct game *g = iplyc("4C 2D 4S 3C  3H 9D 4S JC", 1000);
	struct game_action a;

	(void)state;
	assert_int_equal(game_relief_after_pase(g), STATUS_OK);
	fx_do(g, GAME_ACT_PLACE_BETS);
	punto_bet(g);
	a = fx_until(g, GAME_ACT_RELIEF, COUP_DONE);
	assert_int_equal(a.winner, COUP_WINNER_PUNTO);
	assert_int_equal(a.count, 0);
	fx_do(g, GAME_ACT_RELIEF);
	a = fx_do(g, GAME_ACT_PASS_SABOT);
	assert_int_equal(a.seat, 2);
	/* The next pase, not relieved: no report. */
	fx_do(g, GAME_ACT_ASK_BANK);
	assert_int_equal(game_answer_bank(g, P(2), true, 1000), STATUS_OK);
	fx_do(g, GAME_ACT_PLACE_BETS);
	punto_bet(g);
	assert_int_equal(fx_collect(g, GAME_ACT_RELIEF, &a, 1), 0);
}

/* IPLyC 8.8.2.7.3: "Habida una Suite informará que apostador la dio y
 * que asiento sale cuando se termine la misma": P(1) gives the suite,
 * P(3) takes it and banks from seat 1; relieved, the croupier names P(1)
 * and seat 2, the seat right of the original suite. */
static void game__relief_in_suite__giver_and_seat_out__iplyc_8_8_2_7_3(void **state)
{
	struct game *g = iplyc("3C 9S 4D JD  3H 9D 4S JC", 1000);
	struct game_banker_word word = { .give_suite = true };
	int taker[] = { P(3) };
	struct game_action a;

	(void)state;
	fx_do(g, GAME_ACT_PLACE_BETS);
	punto_bet(g);
	fx_finish_pase(g);
	fx_expect(g, GAME_ACT_WAIT, COUP_DONE);
	assert_int_equal(game_answer_banker(g, &word), STATUS_OK);
	fx_do(g, GAME_ACT_OFFER_SUITE);
	assert_int_equal(game_answer_suite(g, taker, 1, 0), STATUS_OK);
	a = fx_until(g, GAME_ACT_PLACE_BETS, COUP_DONE);
	assert_int_equal(a.player, P(3));
	assert_int_equal(game_relief_after_pase(g), STATUS_OK);
	fx_do(g, GAME_ACT_PLACE_BETS);
	punto_bet(g);
	a = fx_until(g, GAME_ACT_RELIEF, COUP_DONE);
	assert_int_equal(a.player, P(1));
	assert_int_equal(a.seat, 2);
	assert_string_equal(a.article, "IPLyC 8.8.2.7.3");
}

int main(void)
{
	static const struct CMUnitTest tests[] = {
		cmocka_unit_test(game__relief_after_banca__next_payment_and_mitad__iplyc_8_8_2_7_1),
		cmocka_unit_test(game__relief_after_punto__first_pase__iplyc_8_8_2_7_2),
		cmocka_unit_test(game__relief_in_suite__giver_and_seat_out__iplyc_8_8_2_7_3),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
