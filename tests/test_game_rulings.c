/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_game_rulings.c: rulings of the game machine that a second reading
 * of the regulations, article by article, found wrong: a bank given up
 * offered again for its amount, the shoe ending on an ancar, the two
 * readings the profiles choose between, H8-2021's opening without a
 * remate.  Each test names its article. */
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

/* IPLyC 7.9.2.7: a bank given up "luego de varios ancares [...] será
 * ofrecida nuevamente por el mismo importe": the free seat is offered for
 * the amount he came out with, its taker banks exactly that (not the
 * table minimum, not an amount of his own). */
static void game__bank_given_up__offered_for_the_same_amount__iplyc_7_9_2_7(void **state)
{
	/* An ancar of seven, then Banca 9 to 7. */
	struct world *w = iplyc("10H 4S 7D 3D  3D 9H 4C KH", 2500);
	struct game *g = &w->g;
	struct game_banker_word word = { .give_up = true };
	struct game_action a;
	int taker[] = { STANDING(0) };

	(void)state;
	fx_do(g, GAME_ACT_PLACE_BETS);
	bet(g, STANDING(1), BET_ON_PUNTO, 400);
	fx_finish_pase(g);
	assert_int_equal(game_result(g), COUP_WINNER_ANCAR);
	fx_expect(g, GAME_ACT_WAIT, COUP_DONE);
	assert_int_equal(game_answer_banker(g, &word), STATUS_OK);
	fx_do(g, GAME_ACT_RETURN_BET);
	a = fx_do(g, GAME_ACT_FREE_SEAT);
	assert_int_equal(a.amount, 2500);
	assert_string_equal(a.article, "IPLyC 7.9.2.7");
	assert_int_equal(game_bank_offered(g), 2500);
	assert_int_equal(game_answer_free_seat(g, taker, 1), STATUS_OK);
	fx_do(g, GAME_ACT_ASK_BANK);
	assert_int_equal(game_answer_bank(g, STANDING(0), true, 100),
			 STATUS_BAD_AMOUNT);
	assert_int_equal(game_answer_bank(g, STANDING(0), true, 2500),
			 STATUS_OK);
	assert_int_equal(game_bank_offered(g), 0);
	assert_int_equal(game_bank(g), 2500);
}

/* IPLyC 7.9.2.7: "En caso de no haber interesados, continuará el Sabot
 * por derecha": the next banker states his own bank. */
static void game__bank_given_up_nobody_interested__next_states_his_own__iplyc_7_9_2_7(void **state)
{
	struct world *w = iplyc("10H 4S 7D 3D  3D 9H 4C KH", 2500);
	struct game *g = &w->g;
	struct game_banker_word word = { .give_up = true };
	struct game_action a;

	(void)state;
	fx_do(g, GAME_ACT_PLACE_BETS);
	bet(g, STANDING(1), BET_ON_PUNTO, 400);
	fx_finish_pase(g);
	fx_expect(g, GAME_ACT_WAIT, COUP_DONE);
	assert_int_equal(game_answer_banker(g, &word), STATUS_OK);
	fx_do(g, GAME_ACT_RETURN_BET);
	fx_do(g, GAME_ACT_FREE_SEAT);
	assert_int_equal(game_answer_free_seat(g, NULL, 0), STATUS_OK);
	assert_int_equal(game_bank_offered(g), 0);
	a = fx_until(g, GAME_ACT_ASK_BANK, COUP_DONE);
	assert_int_equal(a.seat, 2);
	fx_do(g, GAME_ACT_ASK_BANK);
	assert_int_equal(game_answer_bank(g, a.player, true, 300), STATUS_OK);
	assert_int_equal(game_bank(g), 300);
}

/* TRAD 7: after the bidder gives up, "el que salga, podrá hacerlo con la
 * cantidad que desee dentro de los topes establecidos": no amount is
 * bound (given_up_same_amount: false), unlike IPLyC 7.9.2.7. */
static void game__bank_given_up__taker_states_his_own__trad_7(void **state)
{
	struct world *w = iplyc("10H 4S 7D 3D  3D 9H 4C KH", 2500);
	struct game *g = &w->g;
	struct game_banker_word word = { .give_up = true };
	int taker[] = { STANDING(0) };

	(void)state;
	w->r.given_up_same_amount = false;
	fx_do(g, GAME_ACT_PLACE_BETS);
	bet(g, STANDING(1), BET_ON_PUNTO, 400);
	fx_finish_pase(g);
	fx_expect(g, GAME_ACT_WAIT, COUP_DONE);
	assert_int_equal(game_answer_banker(g, &word), STATUS_OK);
	fx_do(g, GAME_ACT_RETURN_BET);
	assert_int_equal(fx_do(g, GAME_ACT_FREE_SEAT).amount, 0);
	assert_int_equal(game_answer_free_seat(g, taker, 1), STATUS_OK);
	fx_do(g, GAME_ACT_ASK_BANK);
	assert_int_equal(game_answer_bank(g, STANDING(0), true, 700),
			 STATUS_OK);
	assert_int_equal(game_bank(g), 700);
}

/* IPLyC 8.4.2.2.10-8.4.2.2.11: the shoe ends on an ancar: the bets are
 * handed back, standing Punto first, then the bank and the Banca bets;
 * "En el supuesto de haber excedente, se entregará primero éste": a
 * standing bet 1000 over the maximum gives its excess back ("¡Su
 * excedente!") before any bet is handed back. */
static void game__shoe_ends_on_ancar__excess_first__iplyc_8_4_2_2_11(void **state)
{
	static struct world w;
	struct game *g = &w.g;
	struct game_action a;

	(void)state;
	rules_init(&w.r);
	fx_table(&w.t, &w.r, four_seats, 2);
	/* Banca 8 natural; the safety card; the last pase an ancar of 7. */
	fx_short_shoe(&w.s, &w.r, "3S 8D 4C KS  10H 4S 7D 3D  5H 6H", 6);
	fx_game(g, &w.r, &w.t, &w.s, P(1), 1000);
	fx_do(g, GAME_ACT_PLACE_BETS);
	fx_until(g, GAME_ACT_LAST_PASE, COUP_DONE);
	fx_do(g, GAME_ACT_LAST_PASE);
	fx_expect(g, GAME_ACT_WAIT, COUP_DONE);
	{
		struct game_banker_word word = { 0 };

		assert_int_equal(game_answer_banker(g, &word), STATUS_OK);
	}
	fx_do(g, GAME_ACT_PLACE_BETS);
	bet(g, P(3), BET_ON_BANCA, 500);
	bet(g, STANDING(0), BET_ON_PUNTO, 11000);
	a = fx_until(g, GAME_ACT_RETURN_EXCESS, COUP_DONE);
	assert_int_equal(game_result(g), COUP_WINNER_ANCAR);
	assert_int_equal(a.player, STANDING(0));
	assert_int_equal(a.amount, 1000);
	assert_string_equal(a.article, "IPLyC 8.4.2.2.11");
	fx_do(g, GAME_ACT_RETURN_EXCESS);
	a = fx_do(g, GAME_ACT_RETURN_BET);
	assert_int_equal(a.player, STANDING(0));
	assert_int_equal(a.amount, 10000);
	assert_string_equal(a.article, "IPLyC 8.4.2.2.10");
	a = fx_do(g, GAME_ACT_RETURN_BET);
	assert_int_equal(a.place, PLACE_BANK);
	a = fx_do(g, GAME_ACT_RETURN_BET);
	assert_int_equal(a.player, P(3));
	assert_int_equal(a.amount, 500);
}

/* H8-2021's opening: no remate, the first bank and the lone player. */
static void h8_rules(struct rules *r)
{
	rules_init(r);
	r->min_players = 1;
	r->first_bank = FIRST_BANK_RIGHT_OF_CROUPIER;
	r->croupier_banks_alone = true;
	rules_copy_cite(r->cite[RULE_ROTATION], "H8-2021 (Como se juega)");
}

/* H8-2021 (Cómo se juega): no remate; "comenzará la BANCA por el jugador
 * que este a la derecha del pagador": seat 1's player, asked "¿Su
 * banca?" after the cut by the player on his left (IPLyC 7.5.7). */
static void game__first_bank_without_remate__seat_one_asked__h8_2021(void **state)
{
	static struct world w;
	static const int seats[] = { 1, 3, 5, 0 };
	struct game *g = &w.g;
	struct game_action a;

	(void)state;
	h8_rules(&w.r);
	fx_table(&w.t, &w.r, seats, 1);
	fx_shoe(&w.s, &w.r, "9H 7C KS JH");
	assert_int_equal(game_init(g, &w.r, &w.t, &w.s, 7), STATUS_OK);
	assert_int_equal(game_start_shoe(g), STATUS_OK);
	a = fx_do(g, GAME_ACT_ASK_CUT);
	assert_int_equal(a.seat, 5);
	assert_int_equal(game_answer_cut(g, true), STATUS_OK);
	fx_do(g, GAME_ACT_SAFETY_CARD);
	a = fx_do(g, GAME_ACT_ASK_BANK);
	assert_int_equal(a.seat, 1);
	assert_int_equal(a.player, P(1));
	assert_string_equal(a.article, "H8-2021 (Como se juega)");
	assert_int_equal(game_answer_bank(g, P(1), true, 1500), STATUS_OK);
	a = fx_do(g, GAME_ACT_PLACE_BETS);
	assert_int_equal(a.amount, 1500);
	assert_int_equal(game_banker(g), P(1));
}

/* IPLyC 7.5.4: with the profile's remate the same table auctions the
 * first bank instead. */
static void game__first_bank__auctioned__iplyc_7_5_4(void **state)
{
	static struct world w;
	static const int seats[] = { 1, 3, 5, 0 };
	struct game_action a;

	(void)state;
	rules_init(&w.r);
	fx_table(&w.t, &w.r, seats, 1);
	fx_shoe(&w.s, &w.r, "9H 7C KS JH");
	assert_int_equal(game_init(&w.g, &w.r, &w.t, &w.s, 7), STATUS_OK);
	assert_int_equal(game_start_shoe(&w.g), STATUS_OK);
	a = fx_expect(&w.g, GAME_ACT_REMATE, COUP_DONE);
	assert_string_equal(a.article, "IPLyC 7.5.4");
}

/* H8-2021 (Cómo se juega): one seated player "deberá salir con el Sabot
 * si apuesta a banca, en cambio si el jugador juega a punto, el pagador
 * hará de banca sacando las cartas": he declines the bank, may not bet
 * Banca from his seat, bets Punto, and the croupier deals on after
 * Punto's win. */
static void game__one_player_on_punto__croupier_deals__h8_2021(void **state)
{
	static struct world w;
	static const int seats[] = { 4, 0 };
	struct game *g = &w.g;
	struct game_action a;
	enum rule_id rule;

	(void)state;
	h8_rules(&w.r);
	fx_table(&w.t, &w.r, seats, 0);
	/* Punto 9 to 7, twice. */
	fx_shoe(&w.s, &w.r, "9H 7C KS JH  9D 7S KC JD");
	assert_int_equal(game_init(g, &w.r, &w.t, &w.s, 7), STATUS_OK);
	assert_int_equal(game_start_shoe(g), STATUS_OK);
	fx_do(g, GAME_ACT_SUPERVISOR_CUTS);
	fx_do(g, GAME_ACT_SAFETY_CARD);
	a = fx_do(g, GAME_ACT_ASK_BANK);
	assert_int_equal(a.player, P(4));
	assert_int_equal(game_answer_bank(g, P(4), false, 0), STATUS_OK);
	a = fx_do(g, GAME_ACT_PLACE_BETS);
	assert_int_equal(a.amount, 0);
	assert_int_equal(game_banker(g), 0);
	assert_int_equal(game_place_bet(g, P(4), BET_ON_BANCA, 500, false,
					&rule), STATUS_NOT_ALLOWED);
	assert_int_equal(rule, RULE_ROTATION);
	bet(g, P(4), BET_ON_PUNTO, 500);
	a = fx_until(g, GAME_ACT_PAY, COUP_DONE);
	assert_int_equal(game_holder_seat(g), 4);
	assert_int_equal(a.player, P(4));
	assert_int_equal(a.amount, 500);
	fx_finish_pase(g);
	/* No "¡Pase el sabot!": the croupier deals the next pase too. */
	a = fx_expect(g, GAME_ACT_PLACE_BETS, COUP_DONE);
	assert_int_equal(a.amount, 0);
	assert_int_equal(game_banker(g), 0);
}

/* H8-2021: the lone player who bets Banca comes out with the sabot. */
static void game__one_player_on_banca__banks_himself__h8_2021(void **state)
{
	static struct world w;
	static const int seats[] = { 4, 0 };
	struct game *g = &w.g;

	(void)state;
	h8_rules(&w.r);
	fx_table(&w.t, &w.r, seats, 0);
	fx_shoe(&w.s, &w.r, "9H 7C KS JH");
	assert_int_equal(game_init(g, &w.r, &w.t, &w.s, 7), STATUS_OK);
	assert_int_equal(game_start_shoe(g), STATUS_OK);
	fx_do(g, GAME_ACT_SUPERVISOR_CUTS);
	fx_do(g, GAME_ACT_SAFETY_CARD);
	fx_do(g, GAME_ACT_ASK_BANK);
	assert_int_equal(game_answer_bank(g, P(4), true, 800), STATUS_OK);
	assert_int_equal(fx_do(g, GAME_ACT_PLACE_BETS).amount, 800);
	assert_int_equal(game_banker(g), P(4));
}

/* IPLyC 8.4.2.2.3: "Cuando el apostador de Banca y/o de Punto de pie
 * solicitara retirar parcialmente su apuesta, al ser entregada ésta, el
 * Pagador deberá comunicarle el importe restante en juego": after the
 * last pase's ancar (7.12.1), a standing player taking back 200 of his
 * 300 is handed 200 and told 100 remains; a seated player's part, or a
 * whole bet, carries no such word. */
static void game__standing_partial_withdrawal__told_what_remains__iplyc_8_4_2_2_3(void **state)
{
	/* Punto 10H 7D = 7, Banca 4S 3D = 7: ancar; then Banca 9 to 7. */
	struct world *w = iplyc("10H 4S 7D 3D  3D 9H 4C KH", 1000);
	struct game *g = &w->g;
	struct game_anomaly an = { .kind = ANOMALY_LAST_PASE_ANCAR,
				   .moment = GAME_AT_END };
	struct game_banker_word word = { 0 };
	struct game_action a;

	(void)state;
	fx_do(g, GAME_ACT_PLACE_BETS);
	bet(g, P(3), BET_ON_BANCA, 500);
	bet(g, STANDING(0), BET_ON_PUNTO, 300);
	bet(g, STANDING(1), BET_ON_BANCA, 400);
	assert_int_equal(game_inject_anomaly(g, &an), STATUS_OK);
	fx_until(g, GAME_ACT_RULING, COUP_DONE);
	fx_do(g, GAME_ACT_RULING);
	fx_expect(g, GAME_ACT_WAIT, COUP_DONE);
	assert_int_equal(game_answer_banker(g, &word), STATUS_OK);
	fx_do(g, GAME_ACT_PLACE_BETS);
	assert_int_equal(game_withdraw_bet(g, STANDING(0), BET_ON_PUNTO, 200,
					   false), STATUS_OK);
	a = fx_do(g, GAME_ACT_RETURN_BET);
	assert_int_equal(a.amount, 200);
	assert_int_equal(a.stake, 100);
	assert_string_equal(a.article, "IPLyC 8.4.2.2.3");
	assert_int_equal(game_withdraw_bet(g, P(3), BET_ON_BANCA, 300, false),
			 STATUS_OK);
	a = fx_do(g, GAME_ACT_RETURN_BET);
	assert_int_equal(a.stake, 0);
	assert_string_equal(a.article, "IPLyC 7.12.1");
	assert_int_equal(game_withdraw_bet(g, STANDING(1), BET_ON_BANCA, 400,
					   false), STATUS_OK);
	a = fx_do(g, GAME_ACT_RETURN_BET);
	assert_int_equal(a.stake, 0);
}

/* TRAD 7: "si no hubiere ningún interesado en salir con la Banca, se
 * quemará el mazo, efectuándose un nuevo remate": the bank given up
 * after the encarte, nobody takes the seat nor banks round the table:
 * the bets standing handed back, the shoe burnt (fresh cards) and a new
 * remate, where IPLyC's sabot waits (7.9.8.2). */
static void game__bank_given_up_nobody_banks__shoe_burnt_new_remate__trad_7(void **state)
{
	/* An ancar of seven. */
	struct world *w = iplyc("10H 4S 7D 3D", 2500);
	struct game *g = &w->g;
	struct game_banker_word word = { .give_up = true };
	struct game_action a;
	size_t left;

	(void)state;
	w->r.given_up_burns_shoe = true;
	rules_copy_cite(w->r.given_up_burns_cite, "TRAD 7");
	fx_do(g, GAME_ACT_PLACE_BETS);
	bet(g, STANDING(1), BET_ON_PUNTO, 400);
	fx_finish_pase(g);
	fx_expect(g, GAME_ACT_WAIT, COUP_DONE);
	assert_int_equal(game_answer_banker(g, &word), STATUS_OK);
	fx_do(g, GAME_ACT_RETURN_BET);
	/* Round the table: every seat declines, nobody takes a free seat. */
	for (int guard = 0; guard < 20; guard++) {
		game_expected(g, &a);
		if (a.kind == GAME_ACT_RETURN_BET)
			break;
		fx_do(g, a.kind);
		if (a.kind == GAME_ACT_FREE_SEAT)
			assert_int_equal(game_answer_free_seat(g, NULL, 0),
					 STATUS_OK);
		else if (a.kind == GAME_ACT_ASK_BANK ||
			 a.kind == GAME_ACT_BANK_AGAIN)
			assert_int_equal(game_answer_bank(g, a.player, false,
							  0), STATUS_OK);
		else
			assert_int_equal(a.kind, GAME_ACT_PASS_SABOT);
	}
	left = game_cards_left(g);
	a = fx_do(g, GAME_ACT_RETURN_BET);
	assert_int_equal(a.amount, 400);
	a = fx_do(g, GAME_ACT_NEW_SHOE);
	assert_int_equal(a.count, 1);
	assert_string_equal(a.article, "TRAD 7");
	assert_true(game_cards_left(g) > left);
	fx_expect(g, GAME_ACT_REMATE, COUP_DONE);
}

int main(void)
{
	static const struct CMUnitTest tests[] = {
		cmocka_unit_test(game__bank_given_up__offered_for_the_same_amount__iplyc_7_9_2_7),
		cmocka_unit_test(game__bank_given_up_nobody_interested__next_states_his_own__iplyc_7_9_2_7),
		cmocka_unit_test(game__bank_given_up__taker_states_his_own__trad_7),
		cmocka_unit_test(game__bank_given_up_nobody_banks__shoe_burnt_new_remate__trad_7),
		cmocka_unit_test(game__shoe_ends_on_ancar__excess_first__iplyc_8_4_2_2_11),
		cmocka_unit_test(game__first_bank_without_remate__seat_one_asked__h8_2021),
		cmocka_unit_test(game__first_bank__auctioned__iplyc_7_5_4),
		cmocka_unit_test(game__one_player_on_punto__croupier_deals__h8_2021),
		cmocka_unit_test(game__one_player_on_banca__banks_himself__h8_2021),
		cmocka_unit_test(game__standing_partial_withdrawal__told_what_remains__iplyc_8_4_2_2_3),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
