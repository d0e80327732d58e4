/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_game_anomaly.c: anomalies injected into a pase: the ruling the game
 * expects (flags and exact article from anomaly_rule() on the context the
 * table is in) and its effect on the cards, the pase and the shoe. */
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

static void inject(struct game *gm, enum anomaly kind, enum game_moment m,
		   int card)
{
	struct game_anomaly a = { .kind = kind, .moment = m, .card = card };

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

/* IPLyC 7.7.1.1: "Todo naipe del Sabot que apareciese dada vuelta se
 * quema": burnt, and the next card takes its place. */
static void game__face_up_card__burnt_and_next_dealt__iplyc_7_7_1_1(void **state)
{
	struct game *gm = iplyc("9C AH 4H KD 3H");
	struct game_action a;

	(void)state;
	inject(gm, ANOMALY_FACE_UP, GAME_AT_CARD, 2);
	bets_with_holder(gm);
	a = fx_until(gm, GAME_ACT_RULING, COUP_DONE);
	assert_int_equal(a.anomaly, ANOMALY_FACE_UP);
	assert_true(a.flags & RULING_BURN_CARD);
	assert_false(a.flags & RULING_BURN_SHOE);
	assert_string_equal(a.article, "IPLyC 7.7.1.1");
	assert_int_equal(a.card, fx_card("AH"));
	fx_do(gm, GAME_ACT_RULING);
	assert_int_equal(game_discards(gm), 1);
	a = fx_expect(gm, GAME_ACT_COUP, COUP_DEAL_TO_BANCA);
	assert_int_equal(a.card, fx_card("4H"));
	fx_finish_pase(gm);
	assert_int_equal(game_result(gm), COUP_WINNER_PUNTO);
}

/* IPLyC 7.7.1.1: "La tercera vez que se produzca esta anomalía, se quema
 * el mazo": the pase is not played and a new shoe is made. */
static void game__third_face_up__burns_the_shoe__iplyc_7_7_1_1(void **state)
{
	struct game *gm = iplyc("9C AH 2H 5S 4H KD 3H");
	struct game_action a;

	(void)state;
	inject(gm, ANOMALY_FACE_UP, GAME_AT_CARD, 2);
	inject(gm, ANOMALY_FACE_UP, GAME_AT_CARD, 3);
	inject(gm, ANOMALY_FACE_UP, GAME_AT_CARD, 4);
	bets_with_holder(gm);
	fx_until(gm, GAME_ACT_RULING, COUP_DONE);
	fx_do(gm, GAME_ACT_RULING);
	fx_until(gm, GAME_ACT_RULING, COUP_DONE);
	fx_do(gm, GAME_ACT_RULING);
	a = fx_until(gm, GAME_ACT_RULING, COUP_DONE);
	assert_true(a.flags & RULING_BURN_SHOE);
	fx_do(gm, GAME_ACT_RULING);
	a = fx_until(gm, GAME_ACT_NEW_SHOE, COUP_DONE);
	assert_int_equal(a.seat, 1);
	fx_do(gm, GAME_ACT_NEW_SHOE);
	assert_int_equal(game_result(gm), COUP_WINNER_VOID);
	assert_int_equal(game_pases(gm), 1);
	fx_expect(gm, GAME_ACT_ASK_CUT, COUP_DONE);
}

/* IPLyC 7.7.7.1.1: a joker while dealing: "el pase será quemado e
 * inmediatamente se cambiará el mazo"; the game sees the joker itself. */
static void game__joker_while_dealing__pase_burnt_decks_changed__iplyc_7_7_7_1_1(void **state)
{
	struct game *gm = iplyc("9C 4H JOKER KD 3H");
	struct game_action a, pays[4];
	int n;

	(void)state;
	bets_with_holder(gm);
	a = fx_until(gm, GAME_ACT_RULING, COUP_DONE);
	assert_int_equal(a.anomaly, ANOMALY_JOKER);
	assert_int_equal(a.flags & (RULING_BURN_PASE | RULING_CHANGE_SHOE),
			 RULING_BURN_PASE | RULING_CHANGE_SHOE);
	assert_string_equal(a.article, "IPLyC 7.7.7.1.1");
	fx_do(gm, GAME_ACT_RULING);
	assert_int_equal(fx_collect(gm, GAME_ACT_PAY, pays, 4), 0);
	game_bets(gm, &n);
	assert_int_equal(n, 2);
	assert_int_equal(game_discards(gm), 0);
	assert_int_equal(game_result(gm), COUP_WINNER_VOID);
}

/* IPLyC 7.7.7.1.2: a different back at the 5th card "será quemado,
 * reemplazándolo por el siguiente hasta definirse el pase, luego se
 * procederá a cambiar el mazo". */
static void game__foreign_fifth_card__replaced_then_decks_changed__iplyc_7_7_7_1_2(void **state)
{
	struct game *gm = iplyc("2D 7C QH KC ~4S 4S");
	struct game_action a;

	(void)state;
	bets_with_holder(gm);
	a = fx_until(gm, GAME_ACT_RULING, COUP_DONE);
	assert_int_equal(a.anomaly, ANOMALY_FOREIGN_BACK);
	assert_true(a.flags & RULING_REPLACE_CARD);
	assert_string_equal(a.article, "IPLyC 7.7.7.1.2");
	fx_do(gm, GAME_ACT_RULING);
	a = fx_expect(gm, GAME_ACT_COUP, COUP_PUNTO_DRAWS);
	assert_int_equal(a.card, fx_card("4S"));
	a = fx_until(gm, GAME_ACT_CHANGE_SHOE, COUP_DONE);
	fx_do(gm, GAME_ACT_CHANGE_SHOE);
	assert_int_equal(game_cards_left(gm) > 300, true);
}

/* IPLyC 7.7.3.2-3: the banker turns a card not his: burnt before "No Va
 * Mas", valid after. */
static void game__banker_turns_card__burnt_before_no_va_mas__iplyc_7_7_3_2(void **state)
{
	struct game *gm = iplyc("AH 9C 4H KD 3H");
	struct game_action a;

	(void)state;
	inject(gm, ANOMALY_BANKER_TURNS, GAME_AT_BEFORE_NO_VA_MAS, 0);
	bets_with_holder(gm);
	a = fx_do(gm, GAME_ACT_RULING);
	assert_int_equal(a.flags & RULING_BURN_CARD, RULING_BURN_CARD);
	assert_string_equal(a.article, "IPLyC 7.7.3.2");
	assert_int_equal(a.card, fx_card("AH"));
	fx_do(gm, GAME_ACT_COUP);
	fx_do(gm, GAME_ACT_COUP);
	assert_int_equal(fx_expect(gm, GAME_ACT_COUP, COUP_DEAL_TO_PUNTO).card,
			 fx_card("9C"));
	inject(gm, ANOMALY_BANKER_TURNS, GAME_AT_CARD, 1);
	a = fx_expect(gm, GAME_ACT_RULING, COUP_DONE);
	assert_int_equal(a.flags, RULING_CARD_VALID);
	assert_string_equal(a.article, "IPLyC 7.7.3.3");
}

/* IPLyC 7.7.4.3.2: Punto's cards to the wrong player, noticed once turned
 * with a 5: the right player decides; 7.7.4.3.3: after a Banca card, it
 * stands and the croupier's call is final. */
static void game__wrong_holder__by_moment_of_the_pase__iplyc_7_7_4_3(void **state)
{
	struct game *gm = iplyc("5H 4D KS KC 3S 2C");
	struct game_action a;

	(void)state;
	inject(gm, ANOMALY_WRONG_HOLDER, GAME_AT_TURN_PUNTO, 0);
	inject(gm, ANOMALY_WRONG_HOLDER, GAME_AT_TURN_BANCA, 0);
	bets_with_holder(gm);
	a = fx_until(gm, GAME_ACT_RULING, COUP_DONE);
	assert_int_equal(a.flags, RULING_RIGHT_PLAYER_DECIDES);
	assert_string_equal(a.article, "IPLyC 7.7.4.3.2");
	fx_do(gm, GAME_ACT_RULING);
	fx_until(gm, GAME_ACT_WAIT, COUP_DONE);
	assert_int_equal(game_answer_five(gm, P(2), FIVE_PIDO), STATUS_OK);
	a = fx_until(gm, GAME_ACT_RULING, COUP_DONE);
	assert_int_equal(a.flags, RULING_PASE_VALID | RULING_CALL_STANDS);
	assert_string_equal(a.article, "IPLyC 7.7.4.3.3");
}

/* IPLyC 7.7.2.1: a confusion with no solution burns the cards: dealt again
 * after "¡Cartas!"; 7.7.2.3: the banker's dissent burns the pase. */
static void game__confusion__cards_burnt_and_dealt_again__iplyc_7_7_2_1(void **state)
{
	struct game *gm = iplyc("2D 7C QH  9C 4H KD 3H");
	struct game_action a;

	(void)state;
	/* Before the 4th card: the three out are burnt. */
	inject(gm, ANOMALY_CONFUSION, GAME_AT_CARD, 4);
	bets_with_holder(gm);
	a = fx_until(gm, GAME_ACT_RULING, COUP_DONE);
	assert_int_equal(a.flags & RULING_BURN_CARDS, RULING_BURN_CARDS);
	assert_string_equal(a.article, "IPLyC 7.7.2.1");
	fx_do(gm, GAME_ACT_RULING);
	assert_int_equal(game_discards(gm), 3);
	fx_expect(gm, GAME_ACT_COUP, COUP_CALL_CARTAS);
	fx_do(gm, GAME_ACT_COUP);
	assert_int_equal(fx_expect(gm, GAME_ACT_COUP, COUP_DEAL_TO_PUNTO).card,
			 fx_card("9C"));
}

static void game__confusion_banker_dissents__pase_burnt__iplyc_7_7_2_3(void **state)
{
	struct game *gm = iplyc("2D 7C QH KC 4S");
	struct game_anomaly an = {
		.kind = ANOMALY_CONFUSION, .moment = GAME_AT_TURN_BANCA,
		.inspector_settles = true, .dissent = DISSENT_BANKER,
	};
	struct game_action a;

	(void)state;
	assert_int_equal(game_inject_anomaly(gm, &an), STATUS_OK);
	bets_with_holder(gm);
	a = fx_until(gm, GAME_ACT_RULING, COUP_DONE);
	assert_int_equal(a.flags & RULING_BURN_PASE, RULING_BURN_PASE);
	assert_string_equal(a.article, "IPLyC 7.7.2.3");
	fx_finish_pase(gm);
	assert_int_equal(game_result(gm), COUP_WINNER_VOID);
	assert_int_equal(game_discards(gm), 4);
}

/* IPLyC 7.7.4.1: a card wrongly asked for Punto "será adjudicado, si lo
 * necesitare, a la Banca"; 7.7.5.1.1: a banker who cannot go on after
 * the first cards: the pase burnt, "Asiento Libre Para Bancar". */
static void game__wrong_punto_card_and_cannot_finish__rulings__iplyc_7_7_5_1_1(void **state)
{
	struct game *gm = iplyc("6H 4D KS KC 2C");
	struct game_action a;

	(void)state;
	inject(gm, ANOMALY_WRONG_PUNTO_CARD, GAME_AT_TURN_BANCA, 0);
	bets_with_holder(gm);
	a = fx_until(gm, GAME_ACT_RULING, COUP_DONE);
	assert_int_equal(a.flags, RULING_CARD_TO_BANCA);
	assert_string_equal(a.article, "IPLyC 7.7.4.1");
	fx_do(gm, GAME_ACT_RULING);
	fx_expect(gm, GAME_ACT_COUP, COUP_PUNTO_STANDS);
	fx_finish_pase(gm);

	gm = iplyc("6H 4D KS KC 2C");
	inject(gm, ANOMALY_CANNOT_FINISH, GAME_AT_CARD, 2);
	bets_with_holder(gm);
	a = fx_until(gm, GAME_ACT_RULING, COUP_DONE);
	assert_true(a.flags & RULING_BURN_PASE);
	assert_true(a.flags & RULING_FREE_SEAT_TO_BANK);
	assert_string_equal(a.article, "IPLyC 7.7.5.1.1");
	fx_do(gm, GAME_ACT_RULING);
	/* The burnt pase closes at once; the next begins with the offer. */
	assert_int_equal(game_pases(gm), 1);
	a = fx_expect(gm, GAME_ACT_FREE_SEAT, COUP_DONE);
	assert_int_equal(a.seat, 1);
}

/* IPLyC 7.7.4.5: not enough cards: "se considerará nulo a todos los
 * efectos"; the shoe is over. */
static void game__not_enough_cards__pase_void_shoe_ends__iplyc_7_7_4_5(void **state)
{
	struct game *gm = iplyc("2D 7C QH KC 4S");
	struct game_action a;

	(void)state;
	inject(gm, ANOMALY_NOT_ENOUGH_CARDS, GAME_AT_CARD, 5);
	bets_with_holder(gm);
	a = fx_until(gm, GAME_ACT_RULING, COUP_DONE);
	assert_int_equal(a.flags, RULING_PASE_VOID);
	fx_do(gm, GAME_ACT_RULING);
	fx_until(gm, GAME_ACT_END_OF_SHOE, COUP_DONE);
}

/* IPLyC 7.10.1.1: the banker had not put up his bank and won: "se le
 * pedirá al mismo la apuesta para el pase siguiente". */
static void game__no_bank_up_after_banca__bank_asked_again__iplyc_7_10_1_1(void **state)
{
	struct game *gm = iplyc("2D 7C QH KC 4S");
	struct game_action a;

	(void)state;
	inject(gm, ANOMALY_NO_BANK_UP, GAME_AT_END, 0);
	bets_with_holder(gm);
	a = fx_until(gm, GAME_ACT_RULING, COUP_DONE);
	assert_int_equal(a.flags, RULING_ASK_BANK | RULING_FREE_SEAT_TO_BANK);
	assert_string_equal(a.article, "IPLyC 7.10.1.1");
	fx_do(gm, GAME_ACT_RULING);
	a = fx_do(gm, GAME_ACT_ASK_BANK);
	assert_int_equal(a.player, P(1));
	assert_int_equal(game_answer_bank(gm, P(1), true, 500), STATUS_OK);
	assert_int_equal(fx_expect(gm, GAME_ACT_PLACE_BETS, COUP_DONE).amount,
			 500);
}

/* IPLyC 7.10.1: noticed at the payment, the bank never handed over is
 * neither paid nor taken in; 7.10.1.1: asked for it, "De no desear
 * hacerlo, se ofrecerá 'Asiento Libre Para Bancar'. No habiendo
 * interesados el Sabot continuará por derecha." */
static void game__no_bank_up_at_payment__nothing_paid_may_decline__iplyc_7_10_1_1(void **state)
{
	struct game *gm = iplyc("2D 7C QH KC 4S");
	struct game_action pay[4], a;

	(void)state;
	inject(gm, ANOMALY_NO_BANK_UP, GAME_AT_PAYMENT, 0);
	bets_with_holder(gm);
	a = fx_until(gm, GAME_ACT_RULING, COUP_DONE);
	assert_int_equal(a.flags, RULING_ASK_BANK | RULING_FREE_SEAT_TO_BANK);
	assert_int_equal(fx_collect(gm, GAME_ACT_PAY, pay, 4), 1);
	assert_int_equal(pay[0].player, P(3));      /* Banca's seat bet */
	assert_int_equal(pay[0].amount, 360);
	assert_int_equal(game_result(gm), COUP_WINNER_BANCA);
	a = fx_do(gm, GAME_ACT_ASK_BANK);
	assert_int_equal(a.player, P(1));
	assert_int_equal(game_answer_bank(gm, P(1), false, 0), STATUS_OK);
	a = fx_do(gm, GAME_ACT_FREE_SEAT);
	assert_int_equal(a.seat, 1);
	assert_int_equal(game_answer_free_seat(gm, NULL, 0), STATUS_OK);
	assert_int_equal(fx_do(gm, GAME_ACT_PASS_SABOT).seat, 2);
	assert_int_equal(fx_expect(gm, GAME_ACT_ASK_BANK, COUP_DONE).player,
			 P(2));
}

/* IPLyC 7.10.2.1: Carla (seat 3) banked though seat 1 had banked and
 * seat 2 had not: "tendrá derecho a continuar Bancando hasta la
 * finalización de la suerte, el Sabot regresará posteriormente al asiento
 * que corresponda": after her suerte the sabot goes to seat 2, not 4. */
static void game__wrong_banker__sabot_back_to_rightful_seat__iplyc_7_10_2_1(void **state)
{
	static const int banked[] = { P(1) };
	struct game_banker_word word = { 0 };
	struct game_start st;
	struct game_action a, pass[2];

	(void)state;
	rules_init(&r);
	fx_table(&t, &r, four_seats, 1);
	fx_shoe(&s, &r, "2D 7C QH KC 4S  4C 2D 4S 3C");
	memset(&st, 0, sizeof st);
	st.banker = P(3);
	st.bank = 1000;
	bank_state_init(&st.bank_state, 1000);
	st.banked = banked;
	st.n_banked = 1;
	assert_int_equal(game_init(&g, &r, &t, &s, 1), STATUS_OK);
	assert_int_equal(game_start_play(&g, &st), STATUS_OK);
	inject(&g, ANOMALY_WRONG_BANKER, GAME_AT_END, 0);
	fx_do(&g, GAME_ACT_PLACE_BETS);
	assert_int_equal(game_place_bet(&g, P(2), BET_ON_PUNTO, 500, false, NULL),
			 STATUS_OK);
	a = fx_until(&g, GAME_ACT_RULING, COUP_DONE);
	assert_int_equal(a.flags, RULING_KEEP_BANKING |
				  RULING_SABOT_TO_RIGHTFUL_SEAT |
				  RULING_NO_BANK_AGAIN_THIS_ROUND);
	assert_int_equal(a.deferred, 0);        /* the game does it */
	assert_string_equal(a.article, "IPLyC 7.10.2.1");
	fx_finish_pase(&g);
	assert_int_equal(game_result(&g), COUP_WINNER_BANCA);
	/* She banks on until Punto wins. */
	fx_expect(&g, GAME_ACT_WAIT, COUP_DONE);
	assert_int_equal(game_answer_banker(&g, &word), STATUS_OK);
	assert_int_equal(fx_do(&g, GAME_ACT_PLACE_BETS).player, P(3));
	assert_int_equal(game_place_bet(&g, P(2), BET_ON_PUNTO, 500, false, NULL),
			 STATUS_OK);
	assert_int_equal(fx_collect(&g, GAME_ACT_PASS_SABOT, pass, 2), 1);
	assert_int_equal(game_result(&g), COUP_WINNER_PUNTO);
	assert_int_equal(pass[0].seat, 2);
	assert_string_equal(pass[0].article, "IPLyC 7.10.2.1");
	assert_int_equal(fx_expect(&g, GAME_ACT_ASK_BANK, COUP_DONE).player,
			 P(2));
}

/* IPLyC 7.7.7.3: "Para el caso que se detectaran naipes marcados, se
 * cambiará el mazo en el momento que el Supervisor lo determine": the
 * change is left to the supervisor (deferred), not made by the game. */
static void game__marked_cards__change_waits_for_supervisor__iplyc_7_7_7_3(void **state)
{
	struct game *gm = iplyc("2D 7C QH KC 4S");
	struct game_action a, change[2];

	(void)state;
	inject(gm, ANOMALY_MARKED_CARDS, GAME_AT_END, 0);
	bets_with_holder(gm);
	a = fx_until(gm, GAME_ACT_RULING, COUP_DONE);
	assert_int_equal(a.flags,
			 RULING_CHANGE_SHOE | RULING_SUPERVISOR_DECIDES);
	assert_int_equal(a.deferred,
			 RULING_CHANGE_SHOE | RULING_SUPERVISOR_DECIDES);
	assert_string_equal(a.article, "IPLyC 7.7.7.3");
	assert_int_equal(fx_collect(gm, GAME_ACT_CHANGE_SHOE, change, 2), 0);
	assert_int_equal(game_cards_left(gm), 416 - 5);
}

/* IPLyC 7.7.7.5 "Los naipes ingresados en el descartero bajo ningún
 * concepto y / o circunstancia podrán ser extraídos del mismo": the ruling
 * that burns says so, and the game deals on from the sabot: the three
 * cards burnt never come back, to this pase or to the next. */
static void game__burnt_cards__never_leave_the_discard_tray__iplyc_7_7_7_5(void **state)
{
	static const char *const burnt[] = { "2D", "7C", "QH" };
	static const char *const dealt[] = { "9C", "4H", "KD", "3H" };
	struct game *gm = iplyc("2D 7C QH  9C 4H KD 3H  5S 6S AS 8S");
	struct game_action a, steps[16];
	size_t n, k = 0, left;

	(void)state;
	inject(gm, ANOMALY_CONFUSION, GAME_AT_CARD, 4);
	bets_with_holder(gm);
	a = fx_until(gm, GAME_ACT_RULING, COUP_DONE);
	assert_true(a.flags & RULING_BURN_CARDS);
	assert_true(a.flags & RULING_DISCARD_FINAL);
	fx_do(gm, GAME_ACT_RULING);
	assert_int_equal(game_discards(gm), 3);
	left = game_cards_left(gm);
	/* The pase is dealt again from the sabot, in its order. */
	n = fx_collect(gm, GAME_ACT_COUP, steps, 16);
	for (size_t i = 0; i < n; i++) {
		if (!coup_action_takes_card(steps[i].step))
			continue;
		assert_true(k < 4);
		assert_int_equal(steps[i].card, fx_card(dealt[k]));
		for (size_t j = 0; j < 3; j++)
			assert_int_not_equal(steps[i].card, fx_card(burnt[j]));
		k++;
	}
	assert_int_equal(k, 4);
	assert_int_equal(game_cards_left(gm), left - 4);
	assert_true(game_discards(gm) >= 3);
	/* The next pase starts with the next card of the sabot. */
	assert_int_equal(game_result(gm), COUP_WINNER_PUNTO);
	fx_until(gm, GAME_ACT_ASK_BANK, COUP_DONE);
	fx_do(gm, GAME_ACT_ASK_BANK);
	assert_int_equal(game_answer_bank(gm, P(2), true, 1000), STATUS_OK);
	fx_do(gm, GAME_ACT_PLACE_BETS);
	a = fx_until(gm, GAME_ACT_COUP, COUP_DEAL_TO_PUNTO);
	assert_int_equal(a.card, fx_card("5S"));
}

/* IPLyC 7.9.2.2: "no deberá sacar los naipes antes que lo solicite el
 * Pagador": cards drawn early are drawn while the bets are open; at a
 * card of the coup "¡Cartas!" has been called, so the game refuses it
 * there (it would call "¡Cartas!" twice). */
static void game__early_draw__only_before_cartas__iplyc_7_9_2_2(void **state)
{
	struct game *gm = iplyc("KC 2D 8H 4S JH");
	struct game_anomaly at_card = { .kind = ANOMALY_EARLY_DRAW,
					.moment = GAME_AT_CARD, .card = 1 };
	struct game_anomaly later = { .kind = ANOMALY_EARLY_DRAW,
				      .moment = GAME_AT_TURN_PUNTO };
	struct game_action a;

	(void)state;
	assert_int_equal(game_inject_anomaly(gm, &at_card), STATUS_BAD_ARGUMENT);
	assert_int_equal(game_inject_anomaly(gm, &later), STATUS_BAD_ARGUMENT);
	inject(gm, ANOMALY_EARLY_DRAW, GAME_AT_BEFORE_NO_VA_MAS, 0);
	bets_with_holder(gm);
	a = fx_do(gm, GAME_ACT_RULING);
	assert_true(a.flags & RULING_BURN_CARDS);
	assert_string_equal(a.article, "IPLyC 7.9.2.2");
	assert_int_equal(game_discards(gm), 1);
	fx_finish_pase(gm);
	assert_int_equal(game_result(gm), COUP_WINNER_BANCA);
}

/* IPLyC 7.7.6.1.3: cards picked up from the floor by a player: the
 * supervisor decides, which the game leaves to a person. */
static void game__floor_player__left_to_the_supervisor__iplyc_7_7_6_1_3(void **state)
{
	struct game *gm = iplyc("2D 7C QH KC 4S");
	struct game_action a;

	(void)state;
	inject(gm, ANOMALY_FLOOR_PLAYER, GAME_AT_TURN_PUNTO, 0);
	bets_with_holder(gm);
	a = fx_until(gm, GAME_ACT_RULING, COUP_DONE);
	assert_int_equal(a.deferred, RULING_SUPERVISOR_DECIDES);
	fx_finish_pase(gm);
	assert_int_equal(game_result(gm), COUP_WINNER_BANCA);
}

/* An anomaly whose moment never comes (a voluntad where Punto has no 5)
 * is dropped and counted, so a script can say so. */
static void game__anomaly_moment_never_comes__counted_missed__iplyc_7_7_4_4(void **state)
{
	struct game *gm = iplyc("2D 7C QH KC 4S");
	struct game_anomaly bad = { .kind = ANOMALY__COUNT,
				    .moment = GAME_AT_END };

	(void)state;
	assert_int_equal(game_inject_anomaly(gm, &bad), STATUS_BAD_ARGUMENT);
	inject(gm, ANOMALY_VOLUNTAD_ERROR, GAME_AT_VOLUNTAD, 0);
	bets_with_holder(gm);
	fx_finish_pase(gm);
	assert_int_equal(game_missed_anomalies(gm), 1);
}

/* IPLyC 7.7.5.1.2: Punto's cards turned, the supervisor defines the
 * pase, "a cuyo término si gana Banca, se dará Suite". */
static void game__cannot_finish_after_turn__suite_if_banca_wins__iplyc_7_7_5_1_2(void **state)
{
	struct game *gm = iplyc("2D 7C QH KC 4S");
	struct game_action a;

	(void)state;
	inject(gm, ANOMALY_CANNOT_FINISH, GAME_AT_TURN_PUNTO, 0);
	bets_with_holder(gm);
	a = fx_until(gm, GAME_ACT_RULING, COUP_DONE);
	assert_int_equal(a.flags, RULING_SUPERVISOR_COMPLETES |
				  RULING_SUITE_IF_BANCA_WINS);
	assert_string_equal(a.article, "IPLyC 7.7.5.1.2");
	fx_finish_pase(gm);
	assert_int_equal(game_result(gm), COUP_WINNER_BANCA);
	a = fx_expect(gm, GAME_ACT_OFFER_SUITE, COUP_DONE);
	assert_int_equal(a.amount, 2000);
}

/* IPLyC 8.11.2: the lighting fails in part and the superiors cease play:
 * "En tal caso el Sabot pasará al centro del tapete ... debiendo además
 * restituirse a los apostadores las apuestas": nothing is paid, the bets
 * are handed back in the order of 8.4.2.2.10 (the standing Punto bet,
 * the bank, the seats' Banca; a seated Punto bet is its player's own,
 * 8.4.2.2.2) and play ends there. */
static void game__light_partial_superiors_cease__bets_handed_back_play_ends__iplyc_8_11_2(void **state)
{
	struct game *gm = iplyc("2D 7C QH KC 4S");
	struct game_anomaly an = { .kind = ANOMALY_LIGHT_PARTIAL,
				   .moment = GAME_AT_TURN_PUNTO,
				   .stops = true };
	struct game_action a;
	int n;

	(void)state;
	assert_int_equal(game_inject_anomaly(gm, &an), STATUS_OK);
	bets_with_holder(gm);
	assert_int_equal(game_place_bet(gm, STANDING(0), BET_ON_PUNTO, 300,
					false, NULL), STATUS_OK);
	a = fx_until(gm, GAME_ACT_RULING, COUP_DONE);
	assert_int_equal(a.anomaly, ANOMALY_LIGHT_PARTIAL);
	assert_int_equal(a.flags, RULING_SUPERVISOR_DECIDES |
				  RULING_SABOT_TO_CENTRE);
	/* The superiors' word is the file's: nothing waits. */
	assert_int_equal(a.deferred, 0);
	assert_string_equal(a.article, "IPLyC 8.11.2");
	fx_do(gm, GAME_ACT_RULING);
	a = fx_do(gm, GAME_ACT_RETURN_BET);
	assert_int_equal(a.player, STANDING(0));
	assert_int_equal(a.amount, 300);
	assert_string_equal(a.article, "IPLyC 8.11.2");
	a = fx_do(gm, GAME_ACT_RETURN_BET);
	assert_int_equal(a.place, PLACE_BANK);
	assert_int_equal(a.player, P(1));
	assert_int_equal(a.amount, 1000);
	a = fx_do(gm, GAME_ACT_RETURN_BET);
	assert_int_equal(a.player, P(3));
	assert_int_equal(a.amount, 400);
	fx_expect(gm, GAME_ACT_OVER, COUP_DONE);
	assert_true(game_stopped(gm));
	assert_int_equal(game_pases(gm), 1);
	assert_int_equal(game_bank(gm), 0);
	game_bets(gm, &n);
	assert_int_equal(n, 0);
}

/* IPLyC 8.11.2: the superiors let play go on: the ruling is the same,
 * the cesación waits on their word (deferred), and the pase is played
 * and paid as dealt. */
static void game__light_partial_play_goes_on__pase_played__iplyc_8_11_2(void **state)
{
	struct game *gm = iplyc("2D 7C QH KC 4S");
	struct game_action a;

	(void)state;
	inject(gm, ANOMALY_LIGHT_PARTIAL, GAME_AT_BEFORE_NO_VA_MAS, 0);
	bets_with_holder(gm);
	a = fx_until(gm, GAME_ACT_RULING, COUP_DONE);
	assert_int_equal(a.flags, RULING_SUPERVISOR_DECIDES |
				  RULING_SABOT_TO_CENTRE);
	assert_int_equal(a.deferred, RULING_SUPERVISOR_DECIDES |
				     RULING_SABOT_TO_CENTRE);
	fx_finish_pase(gm);
	assert_int_equal(game_result(gm), COUP_WINNER_BANCA);
	assert_false(game_stopped(gm));
	assert_int_not_equal(game_phase(gm), GAME_PHASE_OVER);
}

/* IPLyC 8.11.3: "se paralizará de inmediato toda actividad": two cards
 * out, nothing more is dealt, paid or handed back; the bets stay on the
 * cloth, kept safe, and play is over. */
static void game__light_out__play_stops_at_once_bets_stay__iplyc_8_11_3(void **state)
{
	struct game *gm = iplyc("2D 7C QH KC 4S");
	struct game_action a;
	int n;

	(void)state;
	inject(gm, ANOMALY_LIGHT_OUT, GAME_AT_CARD, 3);
	bets_with_holder(gm);
	a = fx_until(gm, GAME_ACT_RULING, COUP_DONE);
	assert_int_equal(a.flags, RULING_STOP_AT_ONCE);
	assert_int_equal(a.deferred, 0);
	assert_int_equal(a.card, 0);
	assert_string_equal(a.article, "IPLyC 8.11.3");
	fx_do(gm, GAME_ACT_RULING);
	fx_expect(gm, GAME_ACT_OVER, COUP_DONE);
	assert_true(game_stopped(gm));
	assert_int_equal(game_coup(gm)->n_punto + game_coup(gm)->n_banca, 2);
	assert_int_equal(game_discards(gm), 0);
	assert_int_equal(game_bank(gm), 1000);
	game_bets(gm, &n);
	assert_int_equal(n, 2);
}

/* IPLyC 7.12.1: the last pase an ancar: "deberá definirse
 * indefectiblemente la suerte ganadora mediante otro u otros pases". */
static void game__last_pase_ancar__played_on_until_decided__iplyc_7_12_1(void **state)
{
	struct game_action a;

	(void)state;
	rules_init(&r);
	fx_table(&t, &r, four_seats, 1);
	fx_short_shoe(&s, &r, "3S 8D 4C KS  7H 7D JS JC  9C 4H KD 3H", 8);
	fx_game(&g, &r, &t, &s, P(1), 1000);
	fx_do(&g, GAME_ACT_PLACE_BETS);
	fx_until(&g, GAME_ACT_LAST_PASE, COUP_DONE);
	fx_finish_pase(&g);
	assert_int_equal(game_answer_banker(&g, &(struct game_banker_word){ 0 }),
			 STATUS_OK);
	inject(&g, ANOMALY_LAST_PASE_ANCAR, GAME_AT_END, 0);
	fx_do(&g, GAME_ACT_PLACE_BETS);
	a = fx_until(&g, GAME_ACT_RULING, COUP_DONE);
	assert_int_equal(a.flags, RULING_PLAY_ON_UNTIL_DECIDED |
				  RULING_BETS_MAY_CHANGE);
	assert_string_equal(a.article, "IPLyC 7.12.1");
	fx_finish_pase(&g);
	assert_int_equal(game_result(&g), COUP_WINNER_ANCAR);
	assert_true(game_last_pase(&g));
	assert_int_equal(game_answer_banker(&g, &(struct game_banker_word){ 0 }),
			 STATUS_OK);
	fx_do(&g, GAME_ACT_PLACE_BETS);
	fx_until(&g, GAME_ACT_END_OF_SHOE, COUP_DONE);
	assert_int_equal(game_result(&g), COUP_WINNER_PUNTO);
}

/* IPLyC 7.7.6.1.1: cards on the floor while the shoe is made: "éste se
 * cambiará en forma inmediata", before the pase is dealt. */
static void game__floor_while_making_shoe__decks_changed_at_once__iplyc_7_7_6_1_1(void **state)
{
	struct game *gm = iplyc("2D 7C QH KC 4S");
	struct game_action a;

	(void)state;
	inject(gm, ANOMALY_FLOOR_SHUFFLE, GAME_AT_BEFORE_NO_VA_MAS, 0);
	bets_with_holder(gm);
	a = fx_do(gm, GAME_ACT_RULING);
	assert_int_equal(a.flags, RULING_CHANGE_SHOE);
	assert_string_equal(a.article, "IPLyC 7.7.6.1.1");
	fx_do(gm, GAME_ACT_CHANGE_SHOE);
	fx_expect(gm, GAME_ACT_COUP, COUP_CALL_NO_VA_MAS);
	assert_int_equal(game_cards_left(gm), 416);
	assert_true(shoe_cards_below_safety(game_shoe(gm)) >= 7);
}

/* LNSE-MIDI 9.5: the dealer cannot go on: the supervisor draws, then the
 * sabot goes to the player on the right whatever the result. */
static void game__midi_dealer_cannot_finish__sabot_passes_right__lnse_midi_9_5(void **state)
{
	static const int three[] = { 1, 2, 3, 0 };
	struct game_action a;

	(void)state;
	rules_init_midi(&r);
	fx_table(&t, &r, three, 0);
	fx_shoe(&s, &r, "2D 7C QH KC 4S");
	fx_game(&g, &r, &t, &s, P(1), 0);
	inject(&g, ANOMALY_CANNOT_FINISH, GAME_AT_CARD, 3);
	fx_do(&g, GAME_ACT_PLACE_BETS);
	a = fx_until(&g, GAME_ACT_RULING, COUP_DONE);
	assert_int_equal(a.flags, RULING_SUPERVISOR_COMPLETES |
				  RULING_SABOT_TO_RIGHT);
	assert_string_equal(a.article, "LNSE-MIDI 9.5");
	a = fx_until(&g, GAME_ACT_PASS_SABOT, COUP_DONE);
	assert_int_equal(a.seat, 2);
	assert_int_equal(game_result(&g), COUP_WINNER_BANCA);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(game__face_up_card__burnt_and_next_dealt__iplyc_7_7_1_1),
		cmocka_unit_test(game__third_face_up__burns_the_shoe__iplyc_7_7_1_1),
		cmocka_unit_test(game__joker_while_dealing__pase_burnt_decks_changed__iplyc_7_7_7_1_1),
		cmocka_unit_test(game__foreign_fifth_card__replaced_then_decks_changed__iplyc_7_7_7_1_2),
		cmocka_unit_test(game__banker_turns_card__burnt_before_no_va_mas__iplyc_7_7_3_2),
		cmocka_unit_test(game__wrong_holder__by_moment_of_the_pase__iplyc_7_7_4_3),
		cmocka_unit_test(game__confusion__cards_burnt_and_dealt_again__iplyc_7_7_2_1),
		cmocka_unit_test(game__confusion_banker_dissents__pase_burnt__iplyc_7_7_2_3),
		cmocka_unit_test(game__wrong_punto_card_and_cannot_finish__rulings__iplyc_7_7_5_1_1),
		cmocka_unit_test(game__not_enough_cards__pase_void_shoe_ends__iplyc_7_7_4_5),
		cmocka_unit_test(game__no_bank_up_after_banca__bank_asked_again__iplyc_7_10_1_1),
		cmocka_unit_test(game__no_bank_up_at_payment__nothing_paid_may_decline__iplyc_7_10_1_1),
		cmocka_unit_test(game__wrong_banker__sabot_back_to_rightful_seat__iplyc_7_10_2_1),
		cmocka_unit_test(game__marked_cards__change_waits_for_supervisor__iplyc_7_7_7_3),
		cmocka_unit_test(game__burnt_cards__never_leave_the_discard_tray__iplyc_7_7_7_5),
		cmocka_unit_test(game__early_draw__only_before_cartas__iplyc_7_9_2_2),
		cmocka_unit_test(game__floor_player__left_to_the_supervisor__iplyc_7_7_6_1_3),
		cmocka_unit_test(game__anomaly_moment_never_comes__counted_missed__iplyc_7_7_4_4),
		cmocka_unit_test(game__cannot_finish_after_turn__suite_if_banca_wins__iplyc_7_7_5_1_2),
		cmocka_unit_test(game__last_pase_ancar__played_on_until_decided__iplyc_7_12_1),
		cmocka_unit_test(game__floor_while_making_shoe__decks_changed_at_once__iplyc_7_7_6_1_1),
		cmocka_unit_test(game__light_partial_superiors_cease__bets_handed_back_play_ends__iplyc_8_11_2),
		cmocka_unit_test(game__light_partial_play_goes_on__pase_played__iplyc_8_11_2),
		cmocka_unit_test(game__light_out__play_stops_at_once_bets_stay__iplyc_8_11_3),
		cmocka_unit_test(game__midi_dealer_cannot_finish__sabot_passes_right__lnse_midi_9_5),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
