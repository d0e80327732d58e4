/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_game_sabot.c: the sabot's life through the game: the bank's
 * payments across pases, the suite, the mitad, the raise, the free seat,
 * the remate and the cut of a new shoe, the last pase and the end of the
 * shoe, and the house-banked MIDI game with its burn and tie bets. */
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
static const int three_seats[] = { 1, 2, 3, 0 };

struct world {
	struct rules r;
	struct table t;
	struct shoe s;
	struct game g;
};

static struct world w;

static struct game *iplyc(const char *cards)
{
	rules_init(&w.r);
	fx_table(&w.t, &w.r, four_seats, 1);
	fx_shoe(&w.s, &w.r, cards);
	fx_game(&w.g, &w.r, &w.t, &w.s, P(1), 1000);
	return &w.g;
}

static void nothing_said(struct game *g)
{
	struct game_banker_word word = { 0 };

	fx_expect(g, GAME_ACT_WAIT, COUP_DONE);
	assert_int_equal(game_answer_banker(g, &word), STATUS_OK);
}

/* Two pases won by Banca ("2D 7C QH KC 4S", "3S 8D 4C KS"). */
#define TWO_BANCA "2D 7C QH KC 4S  3S 8D 4C KS"

/* IPLyC 7.8.1.3: "La apuesta en Banca ganará el noventa por ciento (90%),
 * en todos los pases pares y el cien por cien (100%), en todos los pases
 * impares"; the payment goes into the bank (8.4.2.6.6). */
static void game__bank__pays_100_then_90_into_the_bank__iplyc_7_8_1_3(void **state)
{
	struct game *g = iplyc(TWO_BANCA);
	struct game_action pay[2];

	(void)state;
	fx_do(g, GAME_ACT_PLACE_BETS);
	assert_int_equal(fx_collect(g, GAME_ACT_PAY, pay, 2), 1);
	assert_int_equal(pay[0].amount, 1000);
	assert_string_equal(pay[0].article, "IPLyC 8.4.2.6.3");
	nothing_said(g);
	assert_int_equal(fx_do(g, GAME_ACT_PLACE_BETS).amount, 2000);
	assert_int_equal(fx_collect(g, GAME_ACT_PAY, pay, 2), 1);
	assert_int_equal(pay[0].amount, 1800);
	assert_int_equal(game_bank(g), 3800);
}

/* IPLyC 7.11.3: the suite "se ofrecerá por el importe en juego" and goes
 * to the nearest player to the giver's right, who may raise it; 7.11.11:
 * 5% off right after a 100% payment; 8.4.2.5.4: the giver cedes his seat. */
static void game__suite__offered_awarded_raised_seat_ceded__iplyc_7_11_3_1(void **state)
{
	struct game *g = iplyc(TWO_BANCA);
	struct game_banker_word word = { .give_suite = true };
	int takers[] = { P(4), P(3) };
	struct game_action a;

	(void)state;
	fx_do(g, GAME_ACT_PLACE_BETS);
	fx_finish_pase(g);
	assert_int_equal(game_answer_banker(g, &word), STATUS_OK);
	a = fx_expect(g, GAME_ACT_OFFER_SUITE, COUP_DONE);
	assert_int_equal(a.amount, 2000);
	assert_int_equal(a.stake, 100);
	assert_int_equal(a.count, 1);
	assert_string_equal(a.article, "IPLyC 7.11.3.1");
	fx_do(g, GAME_ACT_OFFER_SUITE);
	a = fx_expect(g, GAME_ACT_WAIT, COUP_DONE);
	assert_int_equal(a.question, GAME_Q_SUITE);
	assert_int_equal(game_answer_suite(g, takers, 2, 20000),
			 STATUS_OVER_MAXIMUM);
	assert_int_equal(game_answer_suite(g, takers, 2, 3000), STATUS_OK);
	a = fx_do(g, GAME_ACT_AWARD_SUITE);
	assert_int_equal(a.player, P(3));
	assert_int_equal(a.amount, 3000);
	a = fx_do(g, GAME_ACT_CEDE_SEAT);
	assert_int_equal(a.seat, 1);
	assert_string_equal(a.article, "IPLyC 8.4.2.5.4");
	a = fx_expect(g, GAME_ACT_PLACE_BETS, COUP_DONE);
	assert_int_equal(a.player, P(3));
	assert_int_equal(a.seat, 1);
	assert_int_equal(a.amount, 3000);
}

/* IPLyC 8.4.2.5.1 "Al producirse una Suite, anunciará con voz clara:
 * '¡Suite De...(Monto)!, ¿Alguien Desea Verla?'"; 8.4.2.5.2 "Al producirse
 * una Suite de Suite ... 'Suite de Suite de...(Monto)!, ¿Alguien Desea
 * Verla?'"; 8.4.2.5.3 "anunciará 'Adjudicada'"; 8.4.2.5.4 "¡Por Favor, le
 * Cede el Asiento al Señor/a Para Bancar!": each offer carries its call,
 * the amount in play and its depth. */
static void game__suite_calls__suite_then_suite_of_suite_with_amounts__iplyc_8_4_2_5(void **state)
{
	struct game *g = iplyc(TWO_BANCA "  2D 7C QH KC 4S");
	struct game_banker_word word = { .give_suite = true };
	int taker[] = { P(2) }, next[] = { P(3) };
	struct game_action a;

	(void)state;
	fx_do(g, GAME_ACT_PLACE_BETS);
	fx_finish_pase(g);
	assert_int_equal(game_bank(g), 2000);
	assert_int_equal(game_answer_banker(g, &word), STATUS_OK);
	a = fx_do(g, GAME_ACT_OFFER_SUITE);
	assert_int_equal(a.call, SABOT_CALL_SUITE);
	assert_string_equal(sabot_call_text(a.call),
			    "Suite of %s! Does anyone wish to see it?");
	assert_int_equal(a.amount, 2000);
	assert_int_equal(a.count, 1);
	assert_int_equal(game_answer_suite(g, taker, 1, 0), STATUS_OK);
	a = fx_do(g, GAME_ACT_AWARD_SUITE);
	assert_int_equal(a.call, SABOT_CALL_AWARDED);
	assert_string_equal(sabot_call_text(a.call), "Awarded!");
	assert_int_equal(a.player, P(2));
	assert_int_equal(a.amount, 2000);
	a = fx_do(g, GAME_ACT_CEDE_SEAT);
	assert_int_equal(a.call, SABOT_CALL_CEDE_SEAT);
	assert_string_equal(sabot_call_text(a.call),
			    "Please give up your seat to the player who will bank!");
	assert_string_equal(a.article, "IPLyC 8.4.2.5.4");
	/* The taker wins his pase and gives the suite on. */
	fx_do(g, GAME_ACT_PLACE_BETS);
	fx_finish_pase(g);
	assert_int_equal(game_result(g), COUP_WINNER_BANCA);
	assert_int_equal(game_answer_banker(g, &word), STATUS_OK);
	a = fx_do(g, GAME_ACT_OFFER_SUITE);
	assert_int_equal(a.call, SABOT_CALL_SUITE_OF_SUITE);
	assert_string_equal(sabot_call_text(a.call),
			    "Suite of suite of %s! Does anyone wish to see it?");
	assert_int_equal(a.amount, game_bank(g));
	assert_true(a.amount > 2000);
	assert_int_equal(a.count, 2);
	assert_int_equal(game_answer_suite(g, next, 1, 0), STATUS_OK);
	a = fx_do(g, GAME_ACT_AWARD_SUITE);
	assert_int_equal(a.call, SABOT_CALL_AWARDED);
	assert_int_equal(a.player, P(3));
}

/* IPLyC 7.9.2.4: the mitad after two consecutive pases won; a smaller
 * amount asked as half "debe ser considerado como equivalente a ella"
 * (8.4.2.2.7: "Equivale Por Mitad"; 8.12: "el monto que se le alcanza por
 * mitad de Banca, aun siendo menor a ésta, equivale a la misma"): he is
 * handed the 1000 he asked for and 2800 stay in play; asked too early it
 * is refused and nothing changes. */
static void game__mitad__after_two_wins_half_withdrawn__iplyc_7_9_2_4(void **state)
{
	struct game *g = iplyc(TWO_BANCA);
	struct game_banker_word early = { .mitad = 1000 };
	struct game_banker_word word = { .mitad = 1000 };
	struct game_action a;

	(void)state;
	fx_do(g, GAME_ACT_PLACE_BETS);
	fx_finish_pase(g);
	/* One win at 100%: too early, the croupier refuses. */
	assert_int_equal(game_answer_banker(g, &early), STATUS_OK);
	a = fx_do(g, GAME_ACT_DENY);
	assert_int_equal(a.denied, GAME_ACT_MITAD);
	assert_string_equal(a.article, "IPLyC 7.9.2.4");
	assert_int_equal(fx_do(g, GAME_ACT_PLACE_BETS).amount, 2000);
	fx_finish_pase(g);
	assert_int_equal(game_bank(g), 3800);
	assert_int_equal(game_answer_banker(g, &word), STATUS_OK);
	a = fx_do(g, GAME_ACT_MITAD);
	assert_int_equal(a.amount, 1000);
	assert_int_equal(a.stake, 2800);
	assert_int_equal(a.call, SABOT_CALL_EQUALS_HALF);
	assert_string_equal(a.article, "IPLyC 7.9.2.4");
	assert_int_equal(fx_expect(g, GAME_ACT_PLACE_BETS, COUP_DONE).amount, 2800);
	assert_int_equal(game_bank(g), 2800);
}

/* IPLyC 7.9.2.5: the raised bank is paid "el noventa por ciento (90%) en
 * el pase inmediato"; a raise below the bank is refused. */
static void game__raise__next_pase_pays_90__iplyc_7_9_2_5(void **state)
{
	struct game *g = iplyc(TWO_BANCA "  6C 9H 2C KH");
	struct game_banker_word word = { .raise = 5000 };
	struct game_banker_word low = { .raise = 1500 };
	struct game_action a, pay[2];

	(void)state;
	fx_do(g, GAME_ACT_PLACE_BETS);
	fx_finish_pase(g);
	assert_int_equal(game_answer_banker(g, &low), STATUS_OK);
	a = fx_do(g, GAME_ACT_DENY);
	assert_int_equal(a.denied, GAME_ACT_RAISE);
	assert_int_equal(a.amount, 1500);
	fx_finish_pase(g);
	assert_int_equal(game_bank(g), 3800);
	assert_int_equal(game_answer_banker(g, &word), STATUS_OK);
	a = fx_do(g, GAME_ACT_RAISE);
	assert_int_equal(a.amount, 5000);
	assert_string_equal(a.article, "IPLyC 7.9.2.5");
	fx_do(g, GAME_ACT_PLACE_BETS);
	assert_int_equal(fx_collect(g, GAME_ACT_PAY, pay, 2), 1);
	assert_int_equal(pay[0].amount, 4500);
	assert_string_equal(pay[0].article, "IPLyC 8.4.2.6.3");
}

/* IPLyC 7.9.5.1-2: a seated player who does not bank leaves his seat free
 * to bank; a standing player banks from it (8.12: "¡Asiento libre para
 * bancar!"). */
static void game__declined_bank__free_seat_taken_by_standing_player__iplyc_7_9_5_1(void **state)
{
	struct game *g = iplyc("9C 4H KD 3H");
	int wants[] = { STANDING(0) };
	struct game_action a;

	(void)state;
	fx_do(g, GAME_ACT_PLACE_BETS);
	fx_finish_pase(g);
	fx_do(g, GAME_ACT_ASK_BANK);
	assert_int_equal(game_answer_bank(g, P(2), false, 0), STATUS_OK);
	a = fx_do(g, GAME_ACT_FREE_SEAT);
	assert_int_equal(a.seat, 2);
	assert_string_equal(a.article, "IPLyC 7.9.5.1");
	assert_int_equal(fx_expect(g, GAME_ACT_WAIT, COUP_DONE).question,
			 GAME_Q_FREE_SEAT);
	assert_int_equal(game_answer_free_seat(g, wants, 1), STATUS_OK);
	a = fx_do(g, GAME_ACT_ASK_BANK);
	assert_int_equal(a.player, STANDING(0));
	assert_int_equal(game_answer_bank(g, STANDING(0), true, 700), STATUS_OK);
	a = fx_expect(g, GAME_ACT_PLACE_BETS, COUP_DONE);
	assert_int_equal(a.seat, 2);
	assert_int_equal(a.player, STANDING(0));
}

/* IPLyC 7.5.4-7.5.10, 8.7.1.1.13-16: a new shoe: the remate, an equal top
 * offer asked to improve, the cut by the player to the banker's left (the
 * next one on a refusal), the safety card, then the first pase. */
static void game__new_shoe__remate_cut_safety_card_then_bets__iplyc_7_5_4(void **state)
{
	struct remate_offer tie[] = { { 2, 2000 }, { 3, 2000 } };
	struct remate_offer offers[] = { { 2, 2000 }, { 3, 1500 } };
	struct game *g = &w.g;
	struct game_action a;

	(void)state;
	rules_init(&w.r);
	fx_table(&w.t, &w.r, four_seats, 0);
	fx_shoe(&w.s, &w.r, "9C 4H KD 3H");
	assert_int_equal(game_init(g, &w.r, &w.t, &w.s, 5), STATUS_OK);
	assert_int_equal(game_start_shoe(g), STATUS_OK);
	a = fx_do(g, GAME_ACT_REMATE);
	assert_string_equal(a.article, "IPLyC 7.5.4");
	assert_int_equal(game_answer_remate(g, tie, 2), STATUS_OK);
	a = fx_do(g, GAME_ACT_ASK_IMPROVE);
	assert_string_equal(a.article, "IPLyC 7.5.5");
	assert_int_equal(game_answer_remate(g, offers, 2), STATUS_OK);
	a = fx_do(g, GAME_ACT_AWARD_BANK);
	assert_int_equal(a.seat, 2);
	assert_int_equal(a.amount, 2000);
	a = fx_do(g, GAME_ACT_ASK_CUT);
	assert_int_equal(a.seat, 1);
	assert_string_equal(a.article, "IPLyC 7.5.7");
	assert_int_equal(game_answer_cut(g, false), STATUS_OK);
	a = fx_do(g, GAME_ACT_ASK_CUT);
	assert_int_equal(a.seat, 4);
	assert_int_equal(game_answer_cut(g, true), STATUS_OK);
	a = fx_do(g, GAME_ACT_SAFETY_CARD);
	assert_in_range(a.count, 7, 12);
	assert_int_equal(shoe_cards_below_safety(game_shoe(g)), (size_t)a.count);
	a = fx_expect(g, GAME_ACT_PLACE_BETS, COUP_DONE);
	assert_int_equal(a.seat, 2);
	assert_int_equal(a.amount, 2000);
}

/* IPLyC 7.5.10: the safety card announces the last pase; 8.12 "¡Ha sido
 * el último pase!"; 7.13.1.1: after Banca the new shoe starts where the
 * last one ended. */
static void game__safety_card__last_pase_then_new_shoe__iplyc_7_5_10(void **state)
{
	struct game *g = &w.g;
	struct game_action a;

	(void)state;
	rules_init(&w.r);
	fx_table(&w.t, &w.r, four_seats, 0);
	fx_short_shoe(&w.s, &w.r, "3S 8D 4C KS  2D 7C QH KC 4S 5H", 6);
	fx_game(g, &w.r, &w.t, &w.s, P(1), 1000);
	fx_do(g, GAME_ACT_PLACE_BETS);
	a = fx_until(g, GAME_ACT_LAST_PASE, COUP_DONE);
	assert_string_equal(a.article, "IPLyC 7.5.10");
	fx_do(g, GAME_ACT_LAST_PASE);
	assert_true(game_last_pase(g));
	nothing_said(g);
	fx_do(g, GAME_ACT_PLACE_BETS);
	a = fx_until(g, GAME_ACT_END_OF_SHOE, COUP_DONE);
	assert_string_equal(a.article, "IPLyC 8.12");
	fx_do(g, GAME_ACT_END_OF_SHOE);
	a = fx_do(g, GAME_ACT_NEW_SHOE);
	assert_int_equal(a.seat, 1);
	assert_string_equal(a.article, "IPLyC 7.13.1.1");
	assert_int_equal(game_pases(g), 2);
	assert_false(game_last_pase(g));
	assert_int_equal(game_discards(g), 0);
	a = fx_expect(g, GAME_ACT_ASK_CUT, COUP_DONE);
	assert_int_equal(a.seat, 4);
}

/* IPLyC 7.7.4.5: the cards run out before the pase is defined: "nulo a
 * todos los efectos"; the bets still on the table are handed back in the
 * order of 8.4.2.2.10, the bank first. */
static void game__cards_run_out__void_pase_bets_handed_back__iplyc_7_7_4_5(void **state)
{
	struct game *g = &w.g;
	struct game_action a, back[4];

	(void)state;
	rules_init(&w.r);
	fx_table(&w.t, &w.r, four_seats, 1);
	fx_short_shoe(&w.s, &w.r, "2D 7C QH", 0);
	fx_game(g, &w.r, &w.t, &w.s, P(1), 1000);
	fx_do(g, GAME_ACT_PLACE_BETS);
	assert_int_equal(game_place_bet(g, STANDING(0), BET_ON_BANCA, 300, false,
					NULL), STATUS_OK);
	a = fx_until(g, GAME_ACT_COUP, COUP_VOID_PASE);
	assert_string_equal(a.article, "IPLyC 7.7.4.5");
	assert_int_equal(fx_collect(g, GAME_ACT_RETURN_BET, back, 4), 2);
	assert_int_equal(back[0].place, PLACE_BANK);
	assert_int_equal(back[0].amount, 1000);
	assert_int_equal(back[1].player, STANDING(0));
	assert_string_equal(back[1].article, "IPLyC 8.4.2.2.10");
	assert_int_equal(game_result(g), COUP_WINNER_VOID);
}

/* LNSE-MIDI 8.1-8.2, 5.2, 5.5: the house banks; after the cut the stop
 * card 7 from the end and the burn by the first card; a tie pays 8 to 1
 * and the other bets stand; Banca winning with 6 pays 50%. */
static void game__midi__burn_tie_pays_8_banca_six_pays_half__lnse_midi_5_5(void **state)
{
	struct game *g = &w.g;
	struct game_action a, pays[4];

	(void)state;
	rules_init_midi(&w.r);
	fx_table(&w.t, &w.r, three_seats, 0);
	fx_shoe(&w.s, &w.r, "3H 2C 2D 2S  7H 7D KS KC  KH 3D AS 3C 4C");
	assert_int_equal(game_init(g, &w.r, &w.t, &w.s, 9), STATUS_OK);
	assert_int_equal(game_start_shoe(g), STATUS_OK);
	a = fx_do(g, GAME_ACT_ASK_CUT);
	assert_int_equal(a.seat, 3);
	assert_int_equal(game_answer_cut(g, true), STATUS_OK);
	a = fx_do(g, GAME_ACT_SAFETY_CARD);
	assert_int_equal(a.count, 7);
	assert_string_equal(a.article, "LNSE-MIDI 8.1");
	a = fx_do(g, GAME_ACT_BURN);
	assert_int_equal(a.card, fx_card("3H"));
	assert_int_equal(a.count, 3);
	assert_string_equal(a.article, "LNSE-MIDI 8.2");
	assert_int_equal(game_discards(g), 4);
	a = fx_do(g, GAME_ACT_PLACE_BETS);
	assert_int_equal(a.seat, 1);
	assert_int_equal(a.amount, 0);
	assert_int_equal(game_place_bet(g, P(2), BET_ON_TIE, 100, false, NULL),
			 STATUS_OK);
	assert_int_equal(game_place_bet(g, P(3), BET_ON_PUNTO, 200, false, NULL),
			 STATUS_OK);
	assert_int_equal(game_place_bet(g, P(1), BET_ON_BANCA, 300, false, NULL),
			 STATUS_OK);
	assert_int_equal(fx_collect(g, GAME_ACT_PAY, pays, 4), 1);
	assert_int_equal(pays[0].chance, BET_ON_TIE);
	assert_int_equal(pays[0].amount, 800);
	assert_int_equal(game_result(g), COUP_WINNER_ANCAR);
	/* The Punto and Banca bets stood; Banca wins with 6. */
	fx_do(g, GAME_ACT_PLACE_BETS);
	assert_int_equal(fx_collect(g, GAME_ACT_PAY, pays, 4), 1);
	assert_int_equal(pays[0].player, P(1));
	assert_int_equal(pays[0].amount, 150);
	assert_string_equal(pays[0].article, "IPLyC 8.4.2.6.3");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(game__bank__pays_100_then_90_into_the_bank__iplyc_7_8_1_3),
		cmocka_unit_test(game__suite__offered_awarded_raised_seat_ceded__iplyc_7_11_3_1),
		cmocka_unit_test(game__suite_calls__suite_then_suite_of_suite_with_amounts__iplyc_8_4_2_5),
		cmocka_unit_test(game__mitad__after_two_wins_half_withdrawn__iplyc_7_9_2_4),
		cmocka_unit_test(game__raise__next_pase_pays_90__iplyc_7_9_2_5),
		cmocka_unit_test(game__declined_bank__free_seat_taken_by_standing_player__iplyc_7_9_5_1),
		cmocka_unit_test(game__new_shoe__remate_cut_safety_card_then_bets__iplyc_7_5_4),
		cmocka_unit_test(game__safety_card__last_pase_then_new_shoe__iplyc_7_5_10),
		cmocka_unit_test(game__cards_run_out__void_pase_bets_handed_back__iplyc_7_7_4_5),
		cmocka_unit_test(game__midi__burn_tie_pays_8_banca_six_pays_half__lnse_midi_5_5),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
