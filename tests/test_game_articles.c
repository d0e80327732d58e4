/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_game_articles.c: articles of IPLyC chapter 7 and 8 a croupier
 * meets less often, each played on the game machine: a bet claimed by two
 * players, a mitad refused when handed over, and the others this file
 * names.  Each test names its article. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "engine/anomaly.h"
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

/* A pase of Banca won with nobody on Punto: the croupier turns. */
static void banca_pase(struct game *g, bool asked)
{
	struct game_banker_word none = { 0 };

	if (asked) {
		fx_expect(g, GAME_ACT_WAIT, COUP_DONE);
		assert_int_equal(game_answer_banker(g, &none), STATUS_OK);
	}
	fx_do(g, GAME_ACT_PLACE_BETS);
	bet(g, P(2), BET_ON_BANCA, 200);
	fx_finish_pase(g);
}

/* IPLyC 7.9.2.6: "Cuando el Apostador solicitare la mitad de Banca y
 * desistiere de ella en el momento de alcanzársela el Pagador, será
 * reintegrada a Banca y no se considerará 'Banca aumentada'": the half
 * handed over goes back, the bank is what it was, its next pase pays as
 * its count says (not 90% as a raised bank's would, 7.9.2.5), and no
 * mitad was taken: the next pase he may ask one again. */
static void game__mitad_refused__back_in_the_bank_not_raised__iplyc_7_9_2_6(void **state)
{
	/* Banca 9 to Punto 7, four times. */
	struct world *w = iplyc("3C 9S 4D JD  3H 9D 4S JC  3D 9H 4C JH  "
				"3S 9C 4H JS", 1000);
	struct game *g = &w->g;
	struct game_banker_word word = { .mitad = 1900, .mitad_refused = true };
	struct game_action a, paid[4];
	size_t n;

	(void)state;
	banca_pase(g, false);           /* pase 1: 100%, 2000 */
	banca_pase(g, true);            /* pase 2: 90%, 3800 */
	assert_int_equal(game_bank(g), 3800);
	fx_expect(g, GAME_ACT_WAIT, COUP_DONE);
	assert_int_equal(game_answer_banker(g, &word), STATUS_OK);
	a = fx_do(g, GAME_ACT_MITAD);
	assert_int_equal(a.amount, 1900);
	a = fx_do(g, GAME_ACT_MITAD_BACK);
	assert_int_equal(a.amount, 1900);
	assert_int_equal(a.stake, 3800);
	assert_string_equal(a.article, "IPLyC 7.9.2.6");
	assert_int_equal(game_bank(g), 3800);
	a = fx_do(g, GAME_ACT_PLACE_BETS);
	assert_int_equal(a.amount, 3800);
	bet(g, P(2), BET_ON_BANCA, 200);
	n = fx_collect(g, GAME_ACT_PAY, paid, 4);
	/* Pase 3 of the bank: 100%, as if nothing had been asked. */
	assert_int_equal(n, 2);
	assert_int_equal(paid[1].place, PLACE_BANK);
	assert_int_equal(paid[1].amount, 3800);
	/* No mitad was taken: it may be asked now, and is granted. */
	word.mitad_refused = false;
	word.mitad = 3800;
	fx_expect(g, GAME_ACT_WAIT, COUP_DONE);
	assert_int_equal(game_answer_banker(g, &word), STATUS_OK);
	a = fx_do(g, GAME_ACT_MITAD);
	assert_int_equal(a.amount, 3800);
	assert_int_equal(a.stake, 3800);
}

/* A new shoe, seats 1-4 and one standing player: seat 3 wins the remate
 * and seat 2, on his left, cuts. */
static struct world *remate_to_seat_3(const char *cards)
{
	static struct world w;
	struct remate_offer offer = { .seat = 3, .amount = 2500 };
	struct game_action a;

	rules_init(&w.r);
	fx_table(&w.t, &w.r, four_seats, 1);
	fx_shoe(&w.s, &w.r, cards);
	assert_int_equal(game_init(&w.g, &w.r, &w.t, &w.s, 7), STATUS_OK);
	assert_int_equal(game_start_shoe(&w.g), STATUS_OK);
	fx_do(&w.g, GAME_ACT_REMATE);
	assert_int_equal(game_answer_remate(&w.g, &offer, 1), STATUS_OK);
	fx_do(&w.g, GAME_ACT_ASK_IMPROVE);
	assert_int_equal(game_answer_remate(&w.g, NULL, 0), STATUS_OK);
	fx_until(&w.g, GAME_ACT_ASK_CUT, COUP_DONE);
	a = fx_do(&w.g, GAME_ACT_ASK_CUT);
	assert_int_equal(a.seat, 2);
	assert_int_equal(game_answer_cut(&w.g, true), STATUS_OK);
	fx_do(&w.g, GAME_ACT_SAFETY_CARD);
	return &w;
}

/* Seat 3 gives his bank up, nobody takes the free seat, seats 4 and 1
 * decline: the sabot comes to seat 2, who cut. */
static void round_to_the_cutter(struct game *g)
{
	struct game_banker_word word = { .give_up = true };

	fx_expect(g, GAME_ACT_WAIT, COUP_DONE);
	assert_int_equal(game_answer_banker(g, &word), STATUS_OK);
	fx_do(g, GAME_ACT_RETURN_BET);
	fx_do(g, GAME_ACT_FREE_SEAT);
	assert_int_equal(game_answer_free_seat(g, NULL, 0), STATUS_OK);
	fx_do(g, GAME_ACT_PASS_SABOT);
	fx_do(g, GAME_ACT_ASK_BANK);
	assert_int_equal(game_answer_bank(g, P(4), false, 0), STATUS_OK);
	fx_do(g, GAME_ACT_FREE_SEAT);
	assert_int_equal(game_answer_free_seat(g, NULL, 0), STATUS_OK);
	fx_do(g, GAME_ACT_PASS_SABOT);
	fx_do(g, GAME_ACT_ASK_BANK);
	assert_int_equal(game_answer_bank(g, P(1), false, 0), STATUS_OK);
	fx_do(g, GAME_ACT_FREE_SEAT);
	assert_int_equal(game_answer_free_seat(g, NULL, 0), STATUS_OK);
}

/* IPLyC 7.9.5.3.1: "De haberse producido ancar y no habiendo interesados
 * en tomar el Sabot y le correspondiere Bancar al Apostador que cortó,
 * éste está autorizado a hacerlo": after the first pase's ancar the
 * player who cut is asked for his bank, and banks. */
static void game__cutter_after_ancar__may_bank__iplyc_7_9_5_3_1(void **state)
{
	/* Punto 10H 7D = 7, Banca 4S 3D = 7: ancar. */
	struct world *w = remate_to_seat_3("10H 4S 7D 3D  3D 9H 4C KH");
	struct game *g = &w->g;
	struct game_action a;

	(void)state;
	fx_do(g, GAME_ACT_PLACE_BETS);
	bet(g, STANDING(0), BET_ON_PUNTO, 400);
	fx_finish_pase(g);
	assert_int_equal(game_result(g), COUP_WINNER_ANCAR);
	round_to_the_cutter(g);
	a = fx_do(g, GAME_ACT_PASS_SABOT);
	assert_int_equal(a.seat, 2);
	a = fx_do(g, GAME_ACT_ASK_BANK);
	assert_int_equal(a.player, P(2));
	assert_string_equal(a.article, "IPLyC 7.9.5.3.1");
	assert_int_equal(game_answer_bank(g, P(2), true, 1000), STATUS_OK);
	assert_int_equal(game_banker(g), P(2));
}

/* IPLyC 7.9.5.3.2: "En caso de que todos los Apostadores no desearan
 * Bancar, llegando el Sabot a quién efectuó el corte, no podrá tomar
 * éste el Sabot, procediéndose a colocar el Sabot en el centro del paño
 * sin desarmarse": before any pase he is not asked; the sabot waits. */
static void game__cutter_before_any_pase__sabot_waits__iplyc_7_9_5_3_2(void **state)
{
	/* A card out face up burns the shoe (the profile's count set to
	 * one): the new shoe starts at seat 1, seat 4 on its left cuts. */
	struct world *w = iplyc("5S 9H 4C KH", 1000);
	struct game *g = &w->g;
	struct game_anomaly an = { .kind = ANOMALY_FACE_UP,
				   .moment = GAME_AT_CARD, .card = 1 };
	struct game_action a;

	(void)state;
	w->r.face_up_burns_shoe = 1;
	fx_do(g, GAME_ACT_PLACE_BETS);
	bet(g, STANDING(0), BET_ON_PUNTO, 400);
	assert_int_equal(game_inject_anomaly(g, &an), STATUS_OK);
	a = fx_until(g, GAME_ACT_ASK_CUT, COUP_DONE);
	assert_int_equal(a.seat, 4);
	fx_do(g, GAME_ACT_ASK_CUT);
	assert_int_equal(game_answer_cut(g, true), STATUS_OK);
	fx_do(g, GAME_ACT_SAFETY_CARD);
	a = fx_do(g, GAME_ACT_ASK_BANK);
	assert_int_equal(a.seat, 1);
	for (int seat = 1; seat <= 3; seat++) {
		if (seat > 1) {
			fx_do(g, GAME_ACT_PASS_SABOT);
			fx_do(g, GAME_ACT_ASK_BANK);
		}
		assert_int_equal(game_answer_bank(g, P(seat), false, 0),
				 STATUS_OK);
		fx_do(g, GAME_ACT_FREE_SEAT);
		assert_int_equal(game_answer_free_seat(g, NULL, 0), STATUS_OK);
	}
	a = fx_do(g, GAME_ACT_PASS_SABOT);
	assert_int_equal(a.seat, 4);
	a = fx_do(g, GAME_ACT_SABOT_WAIT);
	assert_string_equal(a.article, "IPLyC 7.9.5.3.2");
	assert_int_equal(game_phase(g), GAME_PHASE_OVER);
}

/* IPLyC 7.9.8.3: "De reanudarse el juego, cualquiera sea la fracción de
 * tiempo transcurrida, se procederá a un nuevo remate de la Banca, sin
 * que medie 'quema' de naipe alguno": after "¡Sabot en espera!" the bank
 * is auctioned again and the pase is dealt from the shoe as it waited,
 * neither burnt nor cut again, with no new safety card. */
static void game__sabot_waited__new_remate_no_burn__iplyc_7_9_8_3(void **state)
{
	/* Punto 8 to Banca 5; then Banca 9 to Punto 7. */
	struct world *w = iplyc("4C 2D 4S 3C  3D 9H 4C KH", 1000);
	struct game *g = &w->g;
	struct remate_offer offer = { .seat = 3, .amount = 1500 };
	struct game_action a;
	size_t left;

	(void)state;
	assert_int_equal(game_resume(g), STATUS_NOT_ALLOWED);
	fx_do(g, GAME_ACT_PLACE_BETS);
	bet(g, STANDING(0), BET_ON_PUNTO, 400);
	fx_finish_pase(g);
	assert_int_equal(game_result(g), COUP_WINNER_PUNTO);
	for (int seat = 2; seat <= 5; seat++) {
		int p = P(seat <= 4 ? seat : 1);

		a = fx_do(g, seat <= 4 ? GAME_ACT_ASK_BANK
				       : GAME_ACT_BANK_AGAIN);
		assert_int_equal(a.player, p);
		assert_int_equal(game_answer_bank(g, p, false, 0), STATUS_OK);
		fx_do(g, GAME_ACT_FREE_SEAT);
		assert_int_equal(game_answer_free_seat(g, NULL, 0), STATUS_OK);
		fx_do(g, GAME_ACT_PASS_SABOT);
	}
	fx_do(g, GAME_ACT_SABOT_WAIT);
	assert_int_equal(game_phase(g), GAME_PHASE_OVER);
	left = game_cards_left(g);
	assert_int_equal(game_resume(g), STATUS_OK);
	a = fx_do(g, GAME_ACT_REMATE);
	assert_string_equal(a.article, "IPLyC 7.9.8.3");
	assert_int_equal(game_answer_remate(g, &offer, 1), STATUS_OK);
	fx_do(g, GAME_ACT_ASK_IMPROVE);
	assert_int_equal(game_answer_remate(g, NULL, 0), STATUS_OK);
	a = fx_do(g, GAME_ACT_AWARD_BANK);
	assert_int_equal(a.player, P(3));
	/* No cut, no safety card, no card burnt: the bets at once. */
	a = fx_do(g, GAME_ACT_PLACE_BETS);
	assert_int_equal(a.amount, 1500);
	assert_int_equal(game_cards_left(g), left);
	fx_finish_pase(g);
	assert_int_equal(game_result(g), COUP_WINNER_BANCA);
}

/* IPLyC 8.4.2.10.6: "Durante la última hora de actividad, en el caso de
 * haber finalizado el mazo, comunicará al público apostador con voz
 * clara 'Último pase, esta mesa continúa'": the safety card's call
 * carries it in the last hour, and not at other times. */
static void game__last_hour_shoe_ends__this_table_continues__iplyc_8_4_2_10_6(void **state)
{
	static struct world w;
	struct game_action a;

	(void)state;
	for (int hour = 0; hour < 2; hour++) {
		rules_init(&w.r);
		fx_table(&w.t, &w.r, four_seats, 1);
		/* Banca 9 to 7, the safety card under the fourth card. */
		fx_short_shoe(&w.s, &w.r, "3D 9C 4H KD  2C 6H KS 10H", 4);
		fx_game(&w.g, &w.r, &w.t, &w.s, P(1), 1000);
		game_set_last_hour(&w.g, hour == 1);
		fx_do(&w.g, GAME_ACT_PLACE_BETS);
		bet(&w.g, STANDING(0), BET_ON_PUNTO, 400);
		a = fx_until(&w.g, GAME_ACT_LAST_PASE, COUP_DONE);
		assert_int_equal(a.count, hour);
		assert_string_equal(a.article, hour == 1 ? "IPLyC 8.4.2.10.6"
							 : "IPLyC 7.5.10");
	}
}

/* IPLyC 8.12: "¡HAGAN JUEGO PARA EL ÚLTIMO PASE!, Es la invitación a
 * efectuar la última apuesta de la jornada" and "¡HA SIDO EL ÚLTIMO
 * PASE!": the day's last pase is called so, and once decided play ends,
 * the sabot passed to nobody; an ancar plays on (7.12.1), the next pase
 * called as the last again. */
static void game__last_pase_of_day__called_then_play_ends__iplyc_8_12(void **state)
{
	/* An ancar of seven, then Punto 9 to Banca 1. */
	struct world *w = iplyc("10H 4S 7D 3D  9C QS JH AS", 1000);
	struct game *g = &w->g;
	struct game_action a;

	(void)state;
	assert_int_equal(game_call_last_pase_of_day(g), STATUS_OK);
	a = fx_do(g, GAME_ACT_PLACE_BETS);
	assert_int_equal(a.count, 1);
	assert_string_equal(a.article, "IPLyC 8.12");
	assert_int_equal(game_call_last_pase_of_day(g), STATUS_NOT_ALLOWED);
	bet(g, STANDING(0), BET_ON_PUNTO, 400);
	fx_finish_pase(g);
	assert_int_equal(game_result(g), COUP_WINNER_ANCAR);
	fx_expect(g, GAME_ACT_WAIT, COUP_DONE);
	{
		struct game_banker_word none = { 0 };

		assert_int_equal(game_answer_banker(g, &none), STATUS_OK);
	}
	a = fx_do(g, GAME_ACT_PLACE_BETS);
	assert_int_equal(a.count, 1);
	a = fx_until(g, GAME_ACT_END_OF_SHOE, COUP_DONE);
	assert_int_equal(a.count, 1);
	assert_string_equal(a.article, "IPLyC 8.12");
	fx_do(g, GAME_ACT_END_OF_SHOE);
	assert_int_equal(game_result(g), COUP_WINNER_PUNTO);
	fx_expect(g, GAME_ACT_OVER, COUP_DONE);
	assert_int_equal(game_phase(g), GAME_PHASE_OVER);
}

/* IPLyC 7.14.1: a reserved seat, "no autorizándose a ningún Apostador a
 * ocupar el asiento reservado o a efectuar en el mismo apuesta alguna";
 * 7.14.2: "En caso de llegar el Sabot al asiento reservado y el
 * Apostador que efectuó la reserva no hubiere regresado, aquel quedará
 * libre para Bancar"; 8.4.2.9.4: "¡Asiento Libre Para Bancar!" there. */
static void game__reserved_seat__no_bet_free_to_bank__iplyc_7_14_1_7_14_2_8_4_2_9_4(void **state)
{
	/* Punto 8 to Banca 5. */
	struct world *w = iplyc("4C 2D 4S 3C", 1000);
	struct game *g = &w->g;
	struct game_action a;
	enum rule_id rule;
	int taker[] = { STANDING(0) };

	(void)state;
	assert_int_equal(table_reserve(&g->table, 2), STATUS_OK);
	fx_do(g, GAME_ACT_PLACE_BETS);
	assert_int_equal(game_place_bet(g, P(2), BET_ON_BANCA, 500, false,
					&rule), STATUS_NOT_ALLOWED);
	assert_int_equal(rule, RULE_RESERVED);
	bet(g, P(3), BET_ON_PUNTO, 400);
	fx_finish_pase(g);
	assert_int_equal(game_result(g), COUP_WINNER_PUNTO);
	a = fx_do(g, GAME_ACT_FREE_SEAT);
	assert_int_equal(a.seat, 2);
	assert_string_equal(a.article, "IPLyC 8.4.2.9.4");
	/* Beto, away, is not the one who takes it. */
	assert_int_equal(game_answer_free_seat(g, taker, 1), STATUS_OK);
	a = fx_do(g, GAME_ACT_ASK_BANK);
	assert_int_equal(a.player, STANDING(0));
	assert_int_equal(a.seat, 2);
	assert_int_equal(table_player(game_table(g), 2), P(2));
}

/* IPLyC 7.14.4: "La terminación del mazo anula las reservas que
 * hubiere": when the shoe ends (here burnt) the player away loses his
 * seat, and the new shoe is prepared with no reservation (7.14.3). */
static void game__shoe_end__annuls_reservations__iplyc_7_14_4(void **state)
{
	struct world *w = iplyc("5S 9H 4C KH", 1000);
	struct game *g = &w->g;
	struct game_anomaly an = { .kind = ANOMALY_FACE_UP,
				   .moment = GAME_AT_CARD, .card = 1 };

	(void)state;
	w->r.face_up_burns_shoe = 1;
	assert_int_equal(table_reserve(&g->table, 2), STATUS_OK);
	fx_do(g, GAME_ACT_PLACE_BETS);
	bet(g, STANDING(0), BET_ON_PUNTO, 400);
	assert_int_equal(game_inject_anomaly(g, &an), STATUS_OK);
	fx_until(g, GAME_ACT_NEW_SHOE, COUP_DONE);
	assert_int_equal(table_player(game_table(g), 2), 0);
	assert_false(table_reserved(game_table(g), 2));
}

int main(void)
{
	static const struct CMUnitTest tests[] = {
		cmocka_unit_test(game__bet_claimed_by_two__withdrawn_from_play__iplyc_7_8_1_13),
		cmocka_unit_test(game__mitad_refused__back_in_the_bank_not_raised__iplyc_7_9_2_6),
		cmocka_unit_test(game__cutter_after_ancar__may_bank__iplyc_7_9_5_3_1),
		cmocka_unit_test(game__cutter_before_any_pase__sabot_waits__iplyc_7_9_5_3_2),
		cmocka_unit_test(game__sabot_waited__new_remate_no_burn__iplyc_7_9_8_3),
		cmocka_unit_test(game__last_hour_shoe_ends__this_table_continues__iplyc_8_4_2_10_6),
		cmocka_unit_test(game__last_pase_of_day__called_then_play_ends__iplyc_8_12),
		cmocka_unit_test(game__reserved_seat__no_bet_free_to_bank__iplyc_7_14_1_7_14_2_8_4_2_9_4),
		cmocka_unit_test(game__shoe_end__annuls_reservations__iplyc_7_14_4),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
