/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_game.c: the game machine over whole pases: the calls and cards in
 * order, who turns Punto's cards, the bets, the payments in their order
 * and amounts, the questions it waits for, and wrong actions refused. */
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

/* IPLyC, seats 1-4 and one standing player, P(1) banks 1000. */
static struct world *iplyc(const char *cards)
{
	static struct world w;

	rules_init(&w.r);
	fx_table(&w.t, &w.r, four_seats, 1);
	fx_shoe(&w.s, &w.r, cards);
	fx_game(&w.g, &w.r, &w.t, &w.s, P(1), 1000);
	return &w;
}

static void bet(struct game *g, int player, enum bet_chance on, int64_t amount)
{
	assert_int_equal(game_place_bet(g, player, on, amount, false, NULL),
			 STATUS_OK);
}

static void open_bets(struct game *g)
{
	fx_do(g, GAME_ACT_PLACE_BETS);
}

/* IPLyC 8.4.2.1.2-4, 7.6.1.1, 7.6.2, 8.4.2.4.1, 7.4.1-2, 8.4.2.3.4: "Una
 * vez hecho el juego anunciará con voz clara, ¡No Va Mas!  Luego de una
 * breve pausa, anunciará, ¡Cartas!"; the cards 1st and 3rd to Punto; they
 * go to the largest seated Punto bet, who decides the 5. */
static void game__iplyc_pase__calls_cards_holder_voluntad_in_order__iplyc_8_4_2_1(void **state)
{
	struct world *w = iplyc("5H 4D KS KC 3S 2C");
	struct game *g = &w->g;
	struct game_action a;

	(void)state;
	a = fx_expect(g, GAME_ACT_PLACE_BETS, COUP_DONE);
	assert_int_equal(a.amount, 1000);
	assert_int_equal(a.seat, 1);
	assert_int_equal(a.player, P(1));
	assert_string_equal(a.article, "IPLyC 8.4.2.1.2");
	open_bets(g);
	bet(g, P(2), BET_ON_PUNTO, 500);
	bet(g, P(3), BET_ON_BANCA, 1000);
	bet(g, STANDING(0), BET_ON_PUNTO, 300);
	fx_do(g, GAME_ACT_COUP);                      /* ¡No va más! */
	a = fx_expect(g, GAME_ACT_COUP, COUP_CALL_CARTAS);
	assert_string_equal(a.article, "IPLyC 7.9.2.2");
	fx_do(g, GAME_ACT_COUP);
	a = fx_expect(g, GAME_ACT_COUP, COUP_DEAL_TO_PUNTO);
	assert_int_equal(a.card, fx_card("5H"));
	fx_do(g, GAME_ACT_COUP);
	a = fx_expect(g, GAME_ACT_COUP, COUP_DEAL_TO_BANCA);
	assert_int_equal(a.card, fx_card("4D"));
	fx_do(g, GAME_ACT_COUP);
	fx_do(g, GAME_ACT_COUP);
	fx_do(g, GAME_ACT_COUP);
	a = fx_expect(g, GAME_ACT_HOLDER, COUP_DONE);
	assert_int_equal(a.seat, 2);
	assert_int_equal(a.player, P(2));
	assert_string_equal(a.article, "IPLyC 7.6.2");
	fx_do(g, GAME_ACT_HOLDER);
	assert_int_equal(game_holder_seat(g), 2);
	a = fx_expect(g, GAME_ACT_COUP, COUP_ASK_VOLUNTAD);
	assert_string_equal(a.article, "IPLyC 8.4.2.4.1");
	fx_do(g, GAME_ACT_COUP);
	a = fx_expect(g, GAME_ACT_WAIT, COUP_DONE);
	assert_int_equal(a.question, GAME_Q_FIVE);
	assert_int_equal(a.player, P(2));
	assert_int_equal(game_answer_five(g, P(2), FIVE_PIDO), STATUS_OK);
	fx_expect(g, GAME_ACT_COUP, COUP_RATIFY_PIDE);
	fx_do(g, GAME_ACT_COUP);
	a = fx_expect(g, GAME_ACT_COUP, COUP_PUNTO_DRAWS);
	assert_int_equal(a.card, fx_card("3S"));
	fx_do(g, GAME_ACT_COUP);
	a = fx_expect(g, GAME_ACT_COUP, COUP_BANCA_DRAWS);
	assert_string_equal(a.article, "IPLyC 7.4.2");
	fx_do(g, GAME_ACT_COUP);
	a = fx_expect(g, GAME_ACT_COUP, COUP_ANNOUNCE_TOTALS);
	assert_int_equal(a.banca_total, 6);
	assert_int_equal(a.punto_total, 8);
	fx_do(g, GAME_ACT_COUP);
	a = fx_do(g, GAME_ACT_COUP);
	assert_int_equal(a.step, COUP_ANNOUNCE_WINNER);
	assert_int_equal(a.winner, COUP_WINNER_PUNTO);
	assert_int_equal(game_result(g), COUP_WINNER_PUNTO);
}

/* IPLyC 7.9.2.1 "Es prerrogativa exclusiva del Apostador que sale con el
 * Sabot sacar los naipes del Sabot", and 7.9.2.2 only once the croupier
 * asks for them: a card is refused before "¡Cartas!"; the four cards come
 * out of the banker's sabot at his seat, and the player who turns Punto's
 * cards (seat 2) is handed them, he does not draw them. */
static void game__banker_alone_draws_the_cards_after_cartas__iplyc_7_9_2_1(void **state)
{
	static const enum coup_action deals[] = {
		COUP_DEAL_TO_PUNTO, COUP_DEAL_TO_BANCA,
		COUP_DEAL_TO_PUNTO, COUP_DEAL_TO_BANCA,
	};
	struct world *w = iplyc("5H 4D KS KC 3S 2C");
	struct game *g = &w->g;
	static struct game before;
	struct game_action a, early;

	(void)state;
	open_bets(g);
	bet(g, P(2), BET_ON_PUNTO, 500);
	for (int call = 0; call < 2; call++) {
		a = fx_expect(g, GAME_ACT_COUP, call == 0 ? COUP_CALL_NO_VA_MAS
							 : COUP_CALL_CARTAS);
		early = a;
		early.step = COUP_DEAL_TO_PUNTO;
		early.card = fx_card("5H");
		memcpy(&before, g, sizeof before);
		assert_int_equal(game_apply(g, &early), STATUS_WRONG_ACTION);
		assert_memory_equal(&before, g, sizeof before);
		fx_do(g, GAME_ACT_COUP);
	}
	for (int i = 0; i < 4; i++) {
		a = fx_expect(g, GAME_ACT_COUP, deals[i]);
		assert_int_equal(game_banker(g), P(1));
		assert_int_equal(game_banker_seat(g), 1);
		assert_int_equal(sabot_seat(game_sabot(g)), 1);
		assert_int_not_equal(a.player, P(2));
		fx_do(g, GAME_ACT_COUP);
	}
	a = fx_expect(g, GAME_ACT_HOLDER, COUP_DONE);
	assert_int_equal(a.player, P(2));
	assert_int_equal(game_cards_left(g), 416 - 4);
}

/* IPLyC 8.4.2.6.3.1 "Primeramente anunciará con voz clara el monto de la
 * apuesta." 8.4.2.6.3.2 "Luego y en el mismo tono anunciará el importe del
 * pago.": every payment of Banca carries the bet to announce (its stake)
 * and then the amount to pay, seat by seat, the standing bets and the
 * bank. */
static void game__banca_payment__bet_announced_then_payment__iplyc_8_4_2_6_3_1(void **state)
{
	struct world *w = iplyc("2D 7C QH KC 4S");
	struct game *g = &w->g;
	struct game_action pays[8];

	(void)state;
	open_bets(g);
	bet(g, P(2), BET_ON_BANCA, 1000);
	bet(g, P(4), BET_ON_BANCA, 250);
	bet(g, STANDING(0), BET_ON_BANCA, 300);
	bet(g, P(3), BET_ON_PUNTO, 400);
	assert_int_equal(fx_collect(g, GAME_ACT_PAY, pays, 8), 4);
	assert_int_equal(pays[0].seat, 2);
	assert_int_equal(pays[0].stake, 1000);
	assert_int_equal(pays[0].amount, 900);
	assert_int_equal(pays[1].seat, 4);
	assert_int_equal(pays[1].stake, 250);
	assert_int_equal(pays[1].amount, 225);
	assert_int_equal(pays[2].player, STANDING(0));
	assert_int_equal(pays[2].stake, 300);
	assert_int_equal(pays[2].amount, 270);
	/* The bank, first pase: 100% of the 1000 in play. */
	assert_int_equal(pays[3].place, PLACE_BANK);
	assert_int_equal(pays[3].stake, 1000);
	assert_int_equal(pays[3].amount, 1000);
	for (int i = 0; i < 4; i++)
		assert_true(strncmp(pays[i].article, "IPLyC 8.4.2.6", 13) == 0);
}

/* IPLyC 8.4.2.6.8: Punto is paid "partiendo del casillero 7 hacia el 1,
 * prosiguiendo luego en el mismo orden, con las apuestas de pie"; the
 * losing bets, the bank among them, are taken in first (8.8.1.1). */
static void game__punto_wins__collects_then_pays_seats_then_standing__iplyc_8_4_2_6_8(void **state)
{
	struct world *w = iplyc("5H 4D KS KC 3S 2C");
	struct game *g = &w->g;
	struct game_action pays[8], a;

	(void)state;
	open_bets(g);
	bet(g, P(2), BET_ON_PUNTO, 500);
	bet(g, P(4), BET_ON_PUNTO, 200);
	bet(g, P(3), BET_ON_BANCA, 1000);
	bet(g, STANDING(0), BET_ON_PUNTO, 300);
	fx_until(g, GAME_ACT_WAIT, COUP_DONE);
	assert_int_equal(game_answer_five(g, P(2), FIVE_PIDO), STATUS_OK);
	a = fx_until(g, GAME_ACT_COLLECT, COUP_DONE);
	assert_int_equal(a.seat, 3);
	assert_int_equal(a.amount, 1000);
	fx_do(g, GAME_ACT_COLLECT);
	a = fx_do(g, GAME_ACT_COLLECT);
	assert_int_equal(a.place, PLACE_BANK);
	assert_int_equal(a.amount, 1000);
	assert_int_equal(fx_collect(g, GAME_ACT_PAY, pays, 8), 3);
	assert_int_equal(pays[0].seat, 4);
	assert_int_equal(pays[0].amount, 200);
	assert_int_equal(pays[1].seat, 2);
	assert_int_equal(pays[1].stake, 500);
	assert_int_equal(pays[1].amount, 500);
	assert_int_equal(pays[2].player, STANDING(0));
	assert_int_equal(pays[2].place, PLACE_STANDING);
	assert_string_equal(pays[2].article, "IPLyC 8.4.2.6.8");
	assert_int_equal(game_bank(g), 0);
}

/* IPLyC 8.4.2.6.3, .5, .6: Banca from seat 1 to 7, then the standing
 * bets, "Por último se pagará la postura en Banca"; 7.8.1.2: 90%;
 * 7.8.1.3: the bank's first pase 100%, paid into the bank. */
static void game__banca_wins__pays_seats_up_standing_then_bank_last__iplyc_8_4_2_6_3(void **state)
{
	struct world *w = iplyc("2D 7C QH KC 4S");
	struct game *g = &w->g;
	struct game_action pays[8];

	(void)state;
	open_bets(g);
	bet(g, P(4), BET_ON_BANCA, 100);
	bet(g, P(2), BET_ON_BANCA, 200);
	bet(g, STANDING(0), BET_ON_BANCA, 300);
	bet(g, P(3), BET_ON_PUNTO, 400);
	assert_int_equal(fx_collect(g, GAME_ACT_PAY, pays, 8), 4);
	assert_int_equal(pays[0].seat, 2);
	assert_int_equal(pays[0].amount, 180);
	assert_int_equal(pays[1].seat, 4);
	assert_int_equal(pays[1].amount, 90);
	assert_int_equal(pays[2].player, STANDING(0));
	assert_int_equal(pays[2].amount, 270);
	assert_int_equal(pays[3].place, PLACE_BANK);
	assert_int_equal(pays[3].amount, 1000);
	assert_string_equal(pays[3].article, "IPLyC 8.4.2.6.3");
	assert_int_equal(game_bank(g), 2000);
	assert_int_equal(game_bank_state(g)->pase, 2);
}

/* IPLyC 7.8.1.12: "solamente se abonará el monto máximo establecido y el
 * excedente será reintegrado"; 8.4.2.6.13: "Entregará en primer término
 * los excedentes". */
static void game__bet_over_maximum__accepted_excess_returned_first__iplyc_7_8_1_12(void **state)
{
	struct world *w = iplyc("2D 7C QH KC 4S");
	struct game *g = &w->g;
	struct game_action a;

	(void)state;
	open_bets(g);
	bet(g, P(3), BET_ON_BANCA, 12000);
	a = fx_until(g, GAME_ACT_RETURN_EXCESS, COUP_DONE);
	assert_int_equal(a.seat, 3);
	assert_int_equal(a.amount, 2000);
	assert_string_equal(a.article, "IPLyC 7.8.1.12");
	fx_do(g, GAME_ACT_RETURN_EXCESS);
	a = fx_expect(g, GAME_ACT_PAY, COUP_DONE);
	assert_int_equal(a.stake, 10000);
	assert_int_equal(a.amount, 9000);
}

/* IPLyC 7.8.1.1 (limits), 7.8.1.9 ("la diferencia de un mínimo"), 7.8.1.6
 * (one maximum a person), 7.8.1.11 (no bets after "No Va Mas"). */
static void game__bets_breaking_the_limits__refused_unchanged__iplyc_7_8_1_9(void **state)
{
	struct world *w = iplyc("2D 7C QH KC 4S");
	struct game *g = &w->g;
	enum rule_id rule;
	int n;

	(void)state;
	assert_int_equal(game_place_bet(g, P(2), BET_ON_PUNTO, 500, false, NULL),
			 STATUS_NOT_ALLOWED);
	open_bets(g);
	assert_int_equal(game_place_bet(g, P(2), BET_ON_PUNTO, 50, false, NULL),
			 STATUS_UNDER_MINIMUM);
	bet(g, P(2), BET_ON_PUNTO, 500);
	assert_int_equal(game_place_bet(g, P(2), BET_ON_BANCA, 550, false, &rule),
			 STATUS_BOTH_CHANCES_TOO_CLOSE);
	assert_int_equal(rule, RULE_BOTH_CHANCES);
	assert_int_equal(game_place_bet(g, P(2), BET_ON_BANCA, 9600, false, NULL),
			 STATUS_OVER_MAXIMUM);
	assert_int_equal(game_place_bet(g, P(2), BET_ON_TIE, 100, false, &rule),
			 STATUS_NOT_ALLOWED);
	assert_int_equal(rule, RULE_TIE_BET);
	/* The banker plays Banca with his bank: not Punto. */
	assert_int_equal(game_place_bet(g, P(1), BET_ON_PUNTO, 500, false, NULL),
			 STATUS_NOT_ALLOWED);
	assert_int_equal(game_place_bet(g, 99, BET_ON_PUNTO, 500, false, NULL),
			 STATUS_BAD_ARGUMENT);
	game_bets(g, &n);
	assert_int_equal(n, 1);
	fx_do(g, GAME_ACT_COUP);
	assert_int_equal(game_place_bet(g, P(3), BET_ON_BANCA, 500, false, NULL),
			 STATUS_NOT_ALLOWED);
}

/* IPLyC 7.6.4: "No habiendo apuesta alguna en Punto de los Apostadores
 * sentados, los naipes ... serán descubiertos por el Pagador; si el
 * puntaje alcanzado fuere cinco (5), éste deberá plantar". */
static void game__no_seated_punto_bet__croupier_turns_and_stands_on_5__iplyc_7_6_4(void **state)
{
	struct world *w = iplyc("2D KC 3H 4S 3C");
	struct game *g = &w->g;
	struct game_action a;

	(void)state;
	open_bets(g);
	bet(g, STANDING(0), BET_ON_PUNTO, 2000);
	bet(g, P(2), BET_ON_BANCA, 1000);
	a = fx_until(g, GAME_ACT_CROUPIER_TURNS, COUP_DONE);
	assert_string_equal(a.article, "IPLyC 7.6.4");
	fx_do(g, GAME_ACT_CROUPIER_TURNS);
	fx_expect(g, GAME_ACT_COUP, COUP_CALL_NO_FIVE);
	fx_do(g, GAME_ACT_COUP);
	a = fx_expect(g, GAME_ACT_COUP, COUP_BANCA_DRAWS);
	assert_string_equal(a.article, "IPLyC 7.4.4");
}

/* IPLyC 7.9.3.4: "deberá ubicar su apuesta en el sector del tapete
 * destinado a las apuestas de pie"; 7.9.3.5: the next largest turns. */
static void game__holder_refuses__bet_to_standing_next_largest_turns__iplyc_7_9_3_4(void **state)
{
	struct world *w = iplyc("2D 7C QH KC 4S");
	struct game *g = &w->g;
	struct game_action a, col[4];

	(void)state;
	open_bets(g);
	bet(g, P(2), BET_ON_PUNTO, 1000);
	bet(g, P(4), BET_ON_PUNTO, 500);
	assert_int_equal(game_refuse_cards(g, P(2)), STATUS_OK);
	a = fx_until(g, GAME_ACT_REFUSED, COUP_DONE);
	assert_int_equal(a.player, P(2));
	assert_string_equal(a.article, "IPLyC 7.9.3.4");
	fx_do(g, GAME_ACT_REFUSED);
	a = fx_do(g, GAME_ACT_HOLDER);
	assert_int_equal(a.seat, 4);
	assert_string_equal(a.article, "IPLyC 7.9.3.5");
	/* Banca wins: P(2)'s bet is collected from the standing area,
	 * after the seats (the sweep of 8.4.2.6.5). */
	assert_int_equal(fx_collect(g, GAME_ACT_COLLECT, col, 4), 2);
	assert_int_equal(col[0].player, P(4));
	assert_int_equal(col[1].player, P(2));
	assert_int_equal(col[1].place, PLACE_STANDING);
}

/* IPLyC 7.13.1.1 and H8-2021: when Punto wins the sabot passes to the
 * right; 8.4.2.1.2: the new banker is asked for his bank. */
static void game__punto_wins__sabot_passes_right_and_bank_asked__iplyc_7_13_1_1(void **state)
{
	struct world *w = iplyc("9C 4H KD 3H");
	struct game *g = &w->g;
	struct game_action a;

	(void)state;
	open_bets(g);
	a = fx_until(g, GAME_ACT_PASS_SABOT, COUP_DONE);
	assert_int_equal(a.seat, 2);
	assert_int_equal(a.player, P(2));
	assert_string_equal(a.article, "IPLyC 7.13.1.1");
	fx_do(g, GAME_ACT_PASS_SABOT);
	assert_int_equal(game_pases(g), 1);
	a = fx_do(g, GAME_ACT_ASK_BANK);
	assert_int_equal(a.seat, 2);
	a = fx_expect(g, GAME_ACT_WAIT, COUP_DONE);
	assert_int_equal(a.question, GAME_Q_BANK);
	assert_int_equal(game_answer_bank(g, P(2), true, 50), STATUS_UNDER_MINIMUM);
	assert_int_equal(game_answer_bank(g, P(2), true, 800), STATUS_OK);
	a = fx_expect(g, GAME_ACT_PLACE_BETS, COUP_DONE);
	assert_int_equal(a.amount, 800);
	assert_int_equal(a.seat, 2);
	assert_int_equal(game_banker(g), P(2));
}

/* A wrong action changes nothing: the trainer can let the trainee try
 * again (coup.h, game.h). */
static void game__wrong_action__refused_without_state_change__iplyc_7_6_1_1(void **state)
{
	struct world *w = iplyc("5H 4D KS KC 3S 2C");
	struct game *g = &w->g;
	static struct game before;
	struct game_action a;

	(void)state;
	open_bets(g);
	bet(g, P(2), BET_ON_PUNTO, 500);
	fx_do(g, GAME_ACT_COUP);
	fx_do(g, GAME_ACT_COUP);
	a = fx_expect(g, GAME_ACT_COUP, COUP_DEAL_TO_PUNTO);
	memcpy(&before, g, sizeof before);
	a.step = COUP_DEAL_TO_BANCA;
	assert_int_equal(game_apply(g, &a), STATUS_WRONG_ACTION);
	a.step = COUP_DEAL_TO_PUNTO;
	a.card = fx_card("4D");
	assert_int_equal(game_apply(g, &a), STATUS_WRONG_ACTION);
	a.kind = GAME_ACT_PAY;
	assert_int_equal(game_apply(g, &a), STATUS_WRONG_ACTION);
	assert_memory_equal(&before, g, sizeof before);
	/* A payment of the wrong amount. */
	fx_until(g, GAME_ACT_WAIT, COUP_DONE);
	game_answer_five(g, P(2), FIVE_PLANTO);
	a = fx_until(g, GAME_ACT_COLLECT, COUP_DONE);
	memcpy(&before, g, sizeof before);
	a.amount += 100;
	assert_int_equal(game_apply(g, &a), STATUS_WRONG_ACTION);
	assert_memory_equal(&before, g, sizeof before);
}

/* IPLyC 8.4.2.4.1: the voluntad is asked of the holder, who alone answers;
 * the game waits and nothing the croupier does moves it on. */
static void game__voluntad_asked__waits_for_the_holder_only__iplyc_8_4_2_4_1(void **state)
{
	struct world *w = iplyc("5H 4D KS KC 3S 2C");
	struct game *g = &w->g;
	struct game_action a;

	(void)state;
	open_bets(g);
	bet(g, P(2), BET_ON_PUNTO, 500);
	a = fx_until(g, GAME_ACT_WAIT, COUP_DONE);
	assert_int_equal(a.question, GAME_Q_FIVE);
	assert_string_equal(game_question_key(a.question), "five");
	assert_int_equal(game_apply(g, &a), STATUS_WRONG_ACTION);
	assert_int_equal(game_apply_expected(g), STATUS_WRONG_ACTION);
	assert_int_equal(game_answer_five(g, P(3), FIVE_PIDO), STATUS_NOT_ALLOWED);
	assert_int_equal(game_answer_bank(g, P(2), true, 500), STATUS_WRONG_ACTION);
	assert_int_equal(game_answer_five(g, P(2), FIVE_UNDECIDED),
			 STATUS_BAD_ARGUMENT);
	assert_int_equal(game_answer_five(g, P(2), FIVE_PLANTO), STATUS_OK);
	fx_expect(g, GAME_ACT_COUP, COUP_RATIFY_PLANTA);
	/* No question is pending now. */
	assert_int_equal(game_answer_five(g, P(2), FIVE_PIDO), STATUS_NOT_ALLOWED);
}

/* IPLyC 7.4: an ancar decides nothing: the bets stand (payout.h), the
 * bank's count does not move (IPLyC 8.8.1.2, payout.c), and the next
 * pase's bets add to them. */
static void game__ancar__bets_stand_for_the_next_pase__iplyc_7_4(void **state)
{
	struct world *w = iplyc("7H 7D KS KC");
	struct game *g = &w->g;
	struct game_action any[4];
	const struct game_bet *bets;
	int n;

	(void)state;
	open_bets(g);
	bet(g, P(2), BET_ON_PUNTO, 500);
	bet(g, P(3), BET_ON_BANCA, 700);
	assert_int_equal(fx_collect(g, GAME_ACT_PAY, any, 4), 0);
	assert_int_equal(game_result(g), COUP_WINNER_ANCAR);
	bets = game_bets(g, &n);
	assert_int_equal(n, 2);
	assert_int_equal(bets[1].amount, 700);
	assert_int_equal(game_bank_state(g)->pase, 1);
	assert_int_equal(game_bank(g), 1000);
	assert_int_equal(game_answer_banker(g, &(struct game_banker_word){ 0 }),
			 STATUS_OK);
	open_bets(g);
	bet(g, P(3), BET_ON_BANCA, 300);
	bets = game_bets(g, &n);
	assert_int_equal(n, 2);
	assert_int_equal(bets[1].amount, 1000);
}

/* The history keeps the actions applied, the last one last. */
static void game__history__records_applied_actions__iplyc_8_4_2_1_3(void **state)
{
	struct world *w = iplyc("9C 4H KD 3H");
	struct game *g = &w->g;
	const struct game_action *last;

	(void)state;
	assert_null(game_last_action(g));
	open_bets(g);
	fx_do(g, GAME_ACT_COUP);
	assert_int_equal(game_history_count(g), 2);
	assert_int_equal(game_history(g, 0)->kind, GAME_ACT_PLACE_BETS);
	last = game_last_action(g);
	assert_int_equal(last->step, COUP_CALL_NO_VA_MAS);
	assert_null(game_history(g, 2));
	assert_string_equal(game_act_key(GAME_ACT_PASS_SABOT), "pass_sabot");
	assert_string_equal(game_action_key(last), "call_no_va_mas");
	assert_int_equal(game_cards_left(g), 416);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(game__iplyc_pase__calls_cards_holder_voluntad_in_order__iplyc_8_4_2_1),
		cmocka_unit_test(game__punto_wins__collects_then_pays_seats_then_standing__iplyc_8_4_2_6_8),
		cmocka_unit_test(game__banca_wins__pays_seats_up_standing_then_bank_last__iplyc_8_4_2_6_3),
		cmocka_unit_test(game__bet_over_maximum__accepted_excess_returned_first__iplyc_7_8_1_12),
		cmocka_unit_test(game__bets_breaking_the_limits__refused_unchanged__iplyc_7_8_1_9),
		cmocka_unit_test(game__no_seated_punto_bet__croupier_turns_and_stands_on_5__iplyc_7_6_4),
		cmocka_unit_test(game__holder_refuses__bet_to_standing_next_largest_turns__iplyc_7_9_3_4),
		cmocka_unit_test(game__punto_wins__sabot_passes_right_and_bank_asked__iplyc_7_13_1_1),
		cmocka_unit_test(game__wrong_action__refused_without_state_change__iplyc_7_6_1_1),
		cmocka_unit_test(game__voluntad_asked__waits_for_the_holder_only__iplyc_8_4_2_4_1),
		cmocka_unit_test(game__ancar__bets_stand_for_the_next_pase__iplyc_7_4),
		cmocka_unit_test(game__history__records_applied_actions__iplyc_8_4_2_1_3),
		cmocka_unit_test(game__banker_alone_draws_the_cards_after_cartas__iplyc_7_9_2_1),
		cmocka_unit_test(game__banca_payment__bet_announced_then_payment__iplyc_8_4_2_6_3_1),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
