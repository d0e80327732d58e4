/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_game_articles.c: articles of IPLyC chapter 7 and 8 a croupier
 * meets less often, each played on the game machine: a bet claimed by two
 * players, a mitad refused when handed over, and the others this file
 * names.  Each test names its article. */
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

static void bet(struct game *g, int player, enum bet_chance on, int64_t amount)
{
	assert_int_equal(game_place_bet(g, player, on, amount, false, NULL),
			 STATUS_OK);
}

/* IPLyC 7.8.1.13: "Cuando dos Apostadores reclamen una misma apuesta,
 * ésta será retirada del juego hasta tanto se resuelva la legitimidad
 * del reclamo": the croupier withdraws it before "¡No va más!", and the
 * pase is paid without it; the claimant's own bet plays. */
static void game__bet_claimed_by_two__withdrawn_from_play__iplyc_7_8_1_13(void **state)
{
	/* Punto 3C 4D = 7, Banca 9S JD = 9: Banca. */
	struct world *w = iplyc("3C 9S 4D JD", 2000);
	struct game *g = &w->g;
	struct game_action a, paid[8];
	size_t n;

	(void)state;
	fx_do(g, GAME_ACT_PLACE_BETS);
	bet(g, P(2), BET_ON_BANCA, 500);
	bet(g, P(3), BET_ON_PUNTO, 300);
	bet(g, P(4), BET_ON_BANCA, 400);
	/* Nobody claims a bet that is not there, nor his own. */
	assert_int_equal(game_claim_bet(g, P(2), BET_ON_PUNTO, P(3)),
			 STATUS_BAD_ARGUMENT);
	assert_int_equal(game_claim_bet(g, P(2), BET_ON_BANCA, P(2)),
			 STATUS_BAD_ARGUMENT);
	assert_int_equal(game_claim_bet(g, P(2), BET_ON_BANCA, P(3)),
			 STATUS_OK);
	a = fx_do(g, GAME_ACT_RETURN_BET);
	assert_int_equal(a.player, P(2));
	assert_int_equal(a.amount, 500);
	assert_int_equal(a.chance, BET_ON_BANCA);
	assert_int_equal(a.rule, RULE_CLAIMED);
	assert_string_equal(a.article, "IPLyC 7.8.1.13");
	fx_expect(g, GAME_ACT_COUP, COUP_CALL_NO_VA_MAS);
	n = fx_collect(g, GAME_ACT_PAY, paid, 8);
	/* Diego's 400 at 90% and the bank: Beto's 500 no longer plays. */
	assert_int_equal(n, 2);
	assert_int_equal(paid[0].player, P(4));
	assert_int_equal(paid[0].amount, 360);
	assert_int_equal(paid[1].place, PLACE_BANK);
	/* Outside the bets' time a claim is not heard at the table. */
	assert_int_equal(game_claim_bet(g, P(4), BET_ON_BANCA, P(3)),
			 STATUS_NOT_ALLOWED);
}

int main(void)
{
	static const struct CMUnitTest tests[] = {
		cmocka_unit_test(game__bet_claimed_by_two__withdrawn_from_play__iplyc_7_8_1_13),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
