/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_game_fidelity.c: rulings of the game machine that an independent
 * reading of the regulations found wrong once (issue 9): the bank never
 * above one maximum, both chances, a card wrongly asked for Punto, the
 * MIDI holder, the last pase ancar.  Each test names its article. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
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

/* IPLyC, seats 1-4 and two standing players, P(1) banks bank. */
static struct world *iplyc(const char *cards, int64_t bank)
{
	static struct world w;

	rules_init(&w.r);
	fx_table(&w.t, &w.r, four_seats, 2);
	fx_shoe(&w.s, &w.r, cards);
	fx_game(&w.g, &w.r, &w.t, &w.s, P(1), bank);
	return &w;
}

/* The banker says nothing before the pase (no mitad, raise or suite). */
static void nothing_said(struct game *g)
{
	struct game_banker_word word = { 0 };

	fx_expect(g, GAME_ACT_WAIT, COUP_DONE);
	assert_int_equal(game_answer_banker(g, &word), STATUS_OK);
}

static void bet(struct game *g, int player, enum bet_chance on, int64_t amount)
{
	assert_int_equal(game_place_bet(g, player, on, amount, false, NULL),
			 STATUS_OK);
}

/* Punto 2D QH = 2 draws 4S: 6; Banca 7C KC = 7 stands: Banca wins. */
#define BANCA_WINS "2D 7C QH KC 4S"

/* IPLyC 7.8.1.6: the banker plays one maximum in Banca; 8.4.2.2.9: "Si se
 * produjeran varios excedentes en Banca, el primero en entregarse será el
 * correspondiente a Banca": a win that takes the bank over the maximum
 * hands the excess back at once, before the other excesses, and the bank
 * announced, the suite offered and its 5% (7.11.3, 7.11.11) are reckoned
 * on one maximum. */
static void game__bank_over_maximum__excess_back_first_suite_on_one_maximum__iplyc_8_4_2_2_9(void **state)
{
	struct world *w = iplyc(BANCA_WINS "  " BANCA_WINS, 6000);
	struct game *g = &w->g;
	struct game_banker_word word = { .give_suite = true };
	struct game_action a;

	(void)state;
	fx_do(g, GAME_ACT_PLACE_BETS);
	bet(g, P(3), BET_ON_BANCA, 12000);
	bet(g, P(2), BET_ON_PUNTO, 500);
	/* A salida over half the maximum wins 90% on the first pase
	 * (7.8.1.4): 6000 + 5400 = 11400, 1400 over. */
	a = fx_until(g, GAME_ACT_RETURN_EXCESS, COUP_DONE);
	assert_int_equal(a.place, PLACE_BANK);
	assert_int_equal(a.player, P(1));
	assert_int_equal(a.amount, 1400);
	assert_string_equal(a.article, "IPLyC 8.4.2.2.9");
	fx_do(g, GAME_ACT_RETURN_EXCESS);
	a = fx_do(g, GAME_ACT_RETURN_EXCESS);
	assert_int_equal(a.seat, 3);
	assert_int_equal(a.amount, 2000);
	assert_string_equal(a.article, "IPLyC 7.8.1.12");
	a = fx_until(g, GAME_ACT_PAY, COUP_DONE);
	assert_int_equal(a.seat, 3);
	assert_int_equal(a.amount, 9000);
	fx_do(g, GAME_ACT_PAY);
	a = fx_do(g, GAME_ACT_PAY);
	assert_int_equal(a.place, PLACE_BANK);
	assert_int_equal(a.stake, 6000);
	assert_int_equal(a.amount, 5400);
	assert_int_equal(game_pases(g), 1);
	assert_int_equal(game_bank(g), 10000);

	/* The second pase pays 100%: 10000 more, all of it excess. */
	nothing_said(g);
	a = fx_do(g, GAME_ACT_PLACE_BETS);
	assert_int_equal(a.amount, 10000);
	bet(g, P(2), BET_ON_PUNTO, 500);
	a = fx_until(g, GAME_ACT_RETURN_EXCESS, COUP_DONE);
	assert_int_equal(a.place, PLACE_BANK);
	assert_int_equal(a.amount, 10000);
	a = fx_until(g, GAME_ACT_PAY, COUP_DONE);
	assert_int_equal(a.place, PLACE_BANK);
	assert_int_equal(a.stake, 10000);
	assert_int_equal(a.amount, 10000);
	fx_finish_pase(g);
	assert_int_equal(game_bank(g), 10000);

	/* Paid at 100%, given for the whole: 5% of one maximum, not of
	 * 20000. */
	assert_int_equal(game_answer_banker(g, &word), STATUS_OK);
	a = fx_expect(g, GAME_ACT_OFFER_SUITE, COUP_DONE);
	assert_int_equal(a.amount, 10000);
	assert_int_equal(a.stake, 500);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(game__bank_over_maximum__excess_back_first_suite_on_one_maximum__iplyc_8_4_2_2_9),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
