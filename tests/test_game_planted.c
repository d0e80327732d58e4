/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_game_planted.c: anomalies at a card that need the card drawn
 * there, as an exam dealt a fresh shoe meets them: a joker or a card of
 * another back injected at the n-th card is planted in the shoe as that
 * card comes out (and is the card burnt, never one of the decks), not
 * counted among the cards left before; a card wrongly asked for a hand
 * is never one the tables give it. */
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

static struct rules r;
static struct table t;
static struct shoe s;
static struct game g;

static struct game *iplyc(const char *cards)
{
	rules_init(&r);
	fx_table(&t, &r, four_seats, 1);
	fx_shoe(&s, &r, cards);
	fx_game(&g, &r, &t, &s, P(1), 1000);
	return &g;
}

static void inject(struct game *gm, enum anomaly kind, int card)
{
	struct game_anomaly a = { .kind = kind, .moment = GAME_AT_CARD,
				  .card = card };

	assert_int_equal(game_inject_anomaly(gm, &a), STATUS_OK);
}

static void bets_with_holder(struct game *gm)
{
	fx_do(gm, GAME_ACT_PLACE_BETS);
	assert_int_equal(game_place_bet(gm, P(2), BET_ON_PUNTO, 500, false, NULL),
			 STATUS_OK);
	assert_int_equal(game_place_bet(gm, P(3), BET_ON_BANCA, 400, false, NULL),
			 STATUS_OK);
}

/* IPLyC 7.7.7.1.2: a Joker as the 5th card "será quemado, reemplazándolo
 * por el siguiente hasta definirse el pase, luego se procederá a cambiar
 * el mazo".  Planted as Punto draws: the Joker is the card burnt, the
 * card that was due comes next, and the shoe counted the decks alone
 * until then (416 less the cards out, as without the Joker). */
static void game__joker_planted_fifth__burnt_replaced_by_due_card__iplyc_7_7_7_1_2(void **state)
{
	struct game *gm = iplyc("2H 5S KS 2C 3D");
	struct game_action a;
	size_t left = game_cards_left(gm);

	(void)state;
	assert_int_equal(left, 416);
	inject(gm, ANOMALY_JOKER, 5);
	bets_with_holder(gm);
	assert_int_equal(game_cards_left(gm), left);
	a = fx_until(gm, GAME_ACT_RULING, COUP_DONE);
	assert_int_equal(a.anomaly, ANOMALY_JOKER);
	assert_int_equal(a.flags & (RULING_REPLACE_CARD | RULING_CHANGE_SHOE_AFTER),
			 RULING_REPLACE_CARD | RULING_CHANGE_SHOE_AFTER);
	assert_string_equal(a.article, "IPLyC 7.7.7.1.2");
	assert_true(card_is_joker(a.card));
	fx_do(gm, GAME_ACT_RULING);
	/* Four cards of the decks out, the Joker gone to the tray. */
	assert_int_equal(game_discards(gm), 1);
	assert_int_equal(game_cards_left(gm), left - 4);
	a = fx_expect(gm, GAME_ACT_COUP, COUP_PUNTO_DRAWS);
	assert_int_equal(a.card, fx_card("3D"));
	fx_finish_pase(gm);
	assert_int_equal(game_missed_anomalies(gm), 0);
}

/* IPLyC 7.7.7.1.2: the Joker is a card "al extraer el quinto o sexto
 * naipe": a coup that draws no 5th card (Punto 7 and Banca 7 stand)
 * never meets it; it is missed, and no card of the decks is burnt. */
static void game__joker_planted_fifth__no_fifth_card_missed__iplyc_7_7_7_1_2(void **state)
{
	struct game *gm = iplyc("4H 5S 3S 2C 9D");

	(void)state;
	inject(gm, ANOMALY_JOKER, 5);
	bets_with_holder(gm);
	fx_until(gm, GAME_ACT_COUP, COUP_PUNTO_STANDS);
	fx_finish_pase(gm);
	assert_int_equal(game_result(gm), COUP_WINNER_ANCAR);
	assert_int_equal(game_discards(gm), 0);
	assert_int_equal(game_missed_anomalies(gm), 1);
	assert_int_equal(game_cards_left(gm), 416 - 4);
}

/* IPLyC 7.7.7.1.1: a card of another back noticed while dealing: "el
 * pase será quemado e inmediatamente se cambiará el mazo".  Planted as
 * the 2nd card, it shows the face of the card it comes before. */
static void game__foreign_back_planted_in_deal__pase_burnt__iplyc_7_7_7_1_1(void **state)
{
	struct game *gm = iplyc("9C 4H KD 3H");
	struct game_action a;

	(void)state;
	inject(gm, ANOMALY_FOREIGN_BACK, 2);
	bets_with_holder(gm);
	a = fx_until(gm, GAME_ACT_RULING, COUP_DONE);
	assert_int_equal(a.anomaly, ANOMALY_FOREIGN_BACK);
	assert_int_equal(a.flags & (RULING_BURN_PASE | RULING_CHANGE_SHOE),
			 RULING_BURN_PASE | RULING_CHANGE_SHOE);
	assert_string_equal(a.article, "IPLyC 7.7.7.1.1");
	assert_int_equal(a.card, fx_card("4H") | CARD_FOREIGN_BACK);
	fx_do(gm, GAME_ACT_RULING);
	assert_int_equal(game_result(gm), COUP_WINNER_VOID);
}

/* IPLyC 7.7.4.1: a card "pedido erróneamente" for Punto.  Where Punto
 * draws its third card by the table (2+2 = 4 draws), the 5th card is
 * his: asking for it is no mistake, and the anomaly never happens. */
static void game__wrong_punto_card_where_punto_draws__never_happens__iplyc_7_7_4_1(void **state)
{
	struct game *gm = iplyc("2H 3D 2C KC 8S 9D");
	struct game_action a;

	(void)state;
	inject(gm, ANOMALY_WRONG_PUNTO_CARD, 5);
	bets_with_holder(gm);
	a = fx_until(gm, GAME_ACT_COUP, COUP_PUNTO_DRAWS);
	assert_int_equal(a.card, fx_card("8S"));
	fx_finish_pase(gm);
	assert_int_equal(game_missed_anomalies(gm), 1);
	assert_int_equal(game_discards(gm), 0);
}

/* IPLyC 7.7.4.2: a card wrongly asked for Banca is burnt; where Banca
 * draws by the table (Punto 6 stands, Banca 3+K = 3 draws) the card is
 * hers, and the anomaly never happens. */
static void game__wrong_banca_card_where_banca_draws__never_happens__iplyc_7_7_4_2(void **state)
{
	struct game *gm = iplyc("2H 3D 4C KC 8S");
	struct game_action a;

	(void)state;
	inject(gm, ANOMALY_WRONG_BANCA_CARD, 5);
	bets_with_holder(gm);
	a = fx_until(gm, GAME_ACT_COUP, COUP_BANCA_DRAWS);
	assert_int_equal(a.card, fx_card("8S"));
	fx_finish_pase(gm);
	assert_int_equal(game_missed_anomalies(gm), 1);
	assert_int_equal(game_discards(gm), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(game__joker_planted_fifth__burnt_replaced_by_due_card__iplyc_7_7_7_1_2),
		cmocka_unit_test(game__joker_planted_fifth__no_fifth_card_missed__iplyc_7_7_7_1_2),
		cmocka_unit_test(game__foreign_back_planted_in_deal__pase_burnt__iplyc_7_7_7_1_1),
		cmocka_unit_test(game__wrong_punto_card_where_punto_draws__never_happens__iplyc_7_7_4_1),
		cmocka_unit_test(game__wrong_banca_card_where_banca_draws__never_happens__iplyc_7_7_4_2),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
