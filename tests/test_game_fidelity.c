/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_game_fidelity.c: rulings of the game machine that an independent
 * reading of the regulations found wrong once: the bank never
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
#include "engine/holder.h"
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

/* IPLyC 7.9.4.2: "En el caso que un Apostador jugare en ambas chances,
 * perderá el derecho de descubrir los naipes ... colocará su apuesta en el
 * sector del tapete destinado a las apuestas de pie"; 8.4.2.6.8: Punto is
 * paid from seat 7 to 1, then the standing bets.  Under LNSE-MIDI (no
 * exclusion, 8.4) the bet stays in its seat. */
static void game__both_chances__punto_bet_paid_with_standing__iplyc_7_9_4_2(void **state)
{
	/* Punto 9D KH = 9, Banca 2C 4S = 6: Punto wins. */
	struct world *w = iplyc("9D 2C KH 4S", 1000);
	struct game *g = &w->g;
	struct game_action a, pays[8];
	const struct game_bet *bets;
	int n;

	(void)state;
	fx_do(g, GAME_ACT_PLACE_BETS);
	bet(g, P(2), BET_ON_PUNTO, 3000);
	bet(g, P(2), BET_ON_BANCA, 500);
	bet(g, P(3), BET_ON_PUNTO, 1000);
	bet(g, STANDING(0), BET_ON_PUNTO, 300);
	a = fx_until(g, GAME_ACT_REFUSED, COUP_DONE);
	assert_int_equal(a.player, P(2));
	assert_int_equal(a.amount, 3000);
	assert_int_equal(a.place, PLACE_STANDING);
	assert_int_equal(a.rule, RULE_BOTH_CHANCES);
	assert_string_equal(a.article, "IPLyC 7.9.4.2");
	fx_do(g, GAME_ACT_REFUSED);
	a = fx_do(g, GAME_ACT_HOLDER);
	assert_int_equal(a.seat, 3);
	bets = game_bets(g, &n);
	for (int i = 0; i < n; i++)
		if (bets[i].player == P(2) && bets[i].chance == BET_ON_PUNTO)
			assert_int_equal(bets[i].place, PLACE_STANDING);
	assert_int_equal(fx_collect(g, GAME_ACT_PAY, pays, 8), 3);
	assert_int_equal(pays[0].seat, 3);
	assert_int_equal(pays[0].place, PLACE_SEAT);
	assert_int_equal(pays[1].place, PLACE_STANDING);
	assert_int_equal(pays[2].player, P(2));
	assert_int_equal(pays[2].place, PLACE_STANDING);
	assert_int_equal(pays[2].amount, 3000);
	assert_string_equal(pays[2].article, "IPLyC 8.4.2.6.8");
}

/* LNSE-MIDI 8.4 names no exclusion for both chances: with the option off
 * the bet stays in the seat and its player may turn the cards. */
static void game__both_chances_not_excluded__bet_stays_seated__lnse_midi_8_4(void **state)
{
	struct world *w = iplyc("9D 2C KH 4S", 1000);
	struct game *g = &w->g;
	struct game_action a;

	(void)state;
	w->r.both_chances_excluded = false;
	fx_do(g, GAME_ACT_PLACE_BETS);
	bet(g, P(2), BET_ON_PUNTO, 3000);
	bet(g, P(2), BET_ON_BANCA, 500);
	bet(g, P(3), BET_ON_PUNTO, 1000);
	a = fx_until(g, GAME_ACT_HOLDER, COUP_DONE);
	assert_int_equal(a.seat, 2);
	a = fx_until(g, GAME_ACT_PAY, COUP_DONE);
	assert_int_equal(a.seat, 3);
	fx_do(g, GAME_ACT_PAY);
	a = fx_do(g, GAME_ACT_PAY);
	assert_int_equal(a.seat, 2);
	assert_int_equal(a.place, PLACE_SEAT);
}

static void inject_wrong_punto_card(struct game *g, int card)
{
	struct game_anomaly an = { .kind = ANOMALY_WRONG_PUNTO_CARD,
				   .moment = GAME_AT_CARD, .card = card };

	assert_int_equal(game_inject_anomaly(g, &an), STATUS_OK);
}

/* IPLyC 7.7.4.1: a card wrongly asked for Punto "será adjudicado, si lo
 * necesitare, a la Banca, caso contrario se quemará" -- needed by the
 * whole coup: after Punto's own third card, by Banca's table (7.4.2), not
 * as if Punto had stood; and a card not needed never stays in the shoe. */
static void game__wrong_punto_card__needed_by_the_whole_coup__iplyc_7_7_4_1(void **state)
{
	struct world *w;
	struct game *g;
	struct game_action a;
	card_t next;

	(void)state;
	/* Punto 2H 2C = 4 draws the 8S: 2.  Banca 3D KC = 3 with an 8 given
	 * stands: the 9D asked for Punto is burnt (as if Punto had stood,
	 * Banca 3 would have drawn it). */
	w = iplyc("2H 3D 2C KC 8S 9D 5C", 1000);
	g = &w->g;
	inject_wrong_punto_card(g, 6);
	fx_do(g, GAME_ACT_PLACE_BETS);
	bet(g, P(2), BET_ON_PUNTO, 500);
	a = fx_until(g, GAME_ACT_RULING, COUP_DONE);
	assert_int_equal(a.flags & (RULING_BURN_CARD | RULING_CARD_TO_BANCA),
			 RULING_BURN_CARD);
	assert_string_equal(a.article, "IPLyC 7.7.4.1");
	assert_int_equal(a.card, fx_card("9D"));
	fx_do(g, GAME_ACT_RULING);
	fx_finish_pase(g);
	assert_int_equal(game_result(g), COUP_WINNER_BANCA);
	assert_int_equal(game_discards(g), 1);
	/* The next pase opens with the 5C, not with the card asked. */
	assert_int_equal(shoe_peek(game_shoe(g), 0, &next), STATUS_OK);
	assert_int_equal(next, fx_card("5C"));

	/* Punto 2H 2C = 4 draws the 6S: 0.  Banca 6D KC = 6 with a 6 given
	 * draws: the 3H asked for Punto is Banca's (as if Punto had stood,
	 * Banca 6 would have stood and the card been burnt). */
	w = iplyc("2H 6D 2C KC 6S 3H", 1000);
	g = &w->g;
	inject_wrong_punto_card(g, 6);
	fx_do(g, GAME_ACT_PLACE_BETS);
	bet(g, P(2), BET_ON_PUNTO, 500);
	a = fx_until(g, GAME_ACT_RULING, COUP_DONE);
	assert_int_equal(a.flags & (RULING_BURN_CARD | RULING_CARD_TO_BANCA),
			 RULING_CARD_TO_BANCA);
	fx_do(g, GAME_ACT_RULING);
	a = fx_until(g, GAME_ACT_COUP, COUP_BANCA_DRAWS);
	assert_int_equal(a.card, fx_card("3H"));
	fx_finish_pase(g);
	assert_int_equal(game_result(g), COUP_WINNER_BANCA);
	assert_int_equal(coup_banca_total(game_coup(g)), 9);
	assert_int_equal(game_discards(g), 0);

	/* Whole-coup reading, function by function: no card after a
	 * natural on either side (7.4.3). */
	assert_false(anomaly_banca_needs_card_in(8, 4, -1));
	assert_false(anomaly_banca_needs_card_in(4, 9, -1));
	assert_true(anomaly_banca_needs_card_in(6, 4, -1));
	assert_false(anomaly_banca_needs_card_in(4, 3, 8));
	assert_true(anomaly_banca_needs_card_in(4, 6, 6));
}

/* IPLyC 7.12.1: the last pase of the day an ancar, "deberá definirse
 * indefectiblemente la suerte ganadora mediante otro u otros pases. En
 * tal caso los Apostadores podrán modificar sus apuestas total o
 * parcialmente": raised, or taken back (handed back by the croupier,
 * 8.4.2.2.3; a seated Punto bet is the player's own, 8.4.2.2.2).  Not in
 * an ordinary pase, where the ancar's bets stand. */
static void game__last_pase_ancar__bets_may_be_changed__iplyc_7_12_1(void **state)
{
	/* Punto 10H 7D = 7, Banca 4S 3D = 7: ancar; then Banca 9 to 7. */
	struct world *w = iplyc("10H 4S 7D 3D  3D 9H 4C KH", 1000);
	struct game *g = &w->g;
	struct game_anomaly an = { .kind = ANOMALY_LAST_PASE_ANCAR,
				   .moment = GAME_AT_END };
	struct game_action a;
	const struct game_bet *bets;
	int n;

	(void)state;
	fx_do(g, GAME_ACT_PLACE_BETS);
	bet(g, P(2), BET_ON_PUNTO, 500);
	bet(g, P(3), BET_ON_BANCA, 500);
	bet(g, STANDING(0), BET_ON_PUNTO, 300);
	assert_int_equal(game_withdraw_bet(g, P(3), BET_ON_BANCA, 100, false),
			 STATUS_NOT_ALLOWED);
	assert_int_equal(game_inject_anomaly(g, &an), STATUS_OK);
	a = fx_until(g, GAME_ACT_RULING, COUP_DONE);
	assert_true(a.flags & RULING_PLAY_ON_UNTIL_DECIDED);
	assert_true(a.flags & RULING_BETS_MAY_CHANGE);
	fx_do(g, GAME_ACT_RULING);
	assert_int_equal(game_pases(g), 1);
	assert_int_equal(game_result(g), COUP_WINNER_ANCAR);

	nothing_said(g);
	fx_do(g, GAME_ACT_PLACE_BETS);
	assert_int_equal(game_withdraw_bet(g, P(3), BET_ON_BANCA, 600, false),
			 STATUS_BAD_AMOUNT);
	assert_int_equal(game_withdraw_bet(g, P(4), BET_ON_BANCA, 100, false),
			 STATUS_BAD_ARGUMENT);
	assert_int_equal(game_withdraw_bet(g, P(3), BET_ON_BANCA, 300, false),
			 STATUS_OK);
	a = fx_do(g, GAME_ACT_RETURN_BET);
	assert_int_equal(a.player, P(3));
	assert_int_equal(a.amount, 300);
	assert_string_equal(a.article, "IPLyC 7.12.1");
	/* Wholly: the standing Punto bet goes. */
	assert_int_equal(game_withdraw_bet(g, STANDING(0), BET_ON_PUNTO, 300,
					   false), STATUS_OK);
	fx_do(g, GAME_ACT_RETURN_BET);
	/* A seated Punto bet is the player's own: no croupier step. */
	assert_int_equal(game_withdraw_bet(g, P(2), BET_ON_PUNTO, 200, false),
			 STATUS_OK);
	bet(g, P(2), BET_ON_PUNTO, 700);
	fx_expect(g, GAME_ACT_COUP, COUP_CALL_NO_VA_MAS);
	bets = game_bets(g, &n);
	assert_int_equal(n, 2);
	fx_finish_pase(g);
	assert_int_equal(game_result(g), COUP_WINNER_BANCA);
	(void)bets;
}

/* IPLyC 7.11.11: 5% off a suite given after a 100% payment "y antes de
 * tirarse el pase siguiente": an ancar thrown in between ends the case
 * (suite_discount_after_ancar false, the wording's reading); the other
 * reading keeps the 5%. */
static void game__suite_after_ancar__no_five_percent__iplyc_7_11_11(void **state)
{
	/* Banca 9 to 7, then an ancar of seven. */
	static const char cards[] = "3D 9H 4C KH  10H 4S 7D 3D";
	struct game_banker_word word = { .give_suite = true };
	struct game_action a;

	(void)state;
	for (int after = 0; after <= 1; after++) {
		struct world *w = iplyc(cards, 1000);
		struct game *g = &w->g;

		w->r.suite_discount_after_ancar = after != 0;
		fx_do(g, GAME_ACT_PLACE_BETS);
		bet(g, STANDING(0), BET_ON_PUNTO, 400);
		fx_finish_pase(g);
		assert_int_equal(game_bank(g), 2000);
		nothing_said(g);
		fx_do(g, GAME_ACT_PLACE_BETS);
		fx_finish_pase(g);
		assert_int_equal(game_result(g), COUP_WINNER_ANCAR);
		assert_int_equal(game_answer_banker(g, &word), STATUS_OK);
		a = fx_expect(g, GAME_ACT_OFFER_SUITE, COUP_DONE);
		assert_int_equal(a.amount, 2000);
		assert_int_equal(a.stake, after ? 100 : 0);
	}
}

/* The suite's taker and the 100%/90% alternation (7.8.1.3): a count of
 * his own (the default) or the giver's, continued
 * (suite_count_continues). */
static void game__suite_taker_pase_count__by_profile__iplyc_7_8_1_3(void **state)
{
	static const char cards[] = "3D 9H 4C KH  2S 7D JH QC 4H";
	struct game_banker_word word = { .give_suite = true };
	int taker[] = { P(3) };
	struct game_action a;

	(void)state;
	for (int cont = 0; cont <= 1; cont++) {
		struct world *w = iplyc(cards, 1000);
		struct game *g = &w->g;

		w->r.suite_count_continues = cont != 0;
		fx_do(g, GAME_ACT_PLACE_BETS);
		bet(g, STANDING(0), BET_ON_PUNTO, 400);
		fx_finish_pase(g);
		assert_int_equal(game_answer_banker(g, &word), STATUS_OK);
		fx_do(g, GAME_ACT_OFFER_SUITE);
		assert_int_equal(game_answer_suite(g, taker, 1, 0), STATUS_OK);
		fx_do(g, GAME_ACT_AWARD_SUITE);
		fx_do(g, GAME_ACT_CEDE_SEAT);
		fx_do(g, GAME_ACT_PLACE_BETS);
		bet(g, STANDING(0), BET_ON_PUNTO, 400);
		a = fx_until(g, GAME_ACT_PAY, COUP_DONE);
		assert_int_equal(a.place, PLACE_BANK);
		assert_int_equal(a.player, P(3));
		assert_int_equal(a.amount, cont ? 1800 : 2000);
	}
}

/* IPLyC 7.9.3.1 ranks the Punto bets for the cards; a marcando bet
 * "juega el 50% de su valor" (7.8.1.5): at what it plays by default, at
 * face value with marcando_ranks_face. */
static void holder__marcando_rank__half_or_face__iplyc_7_9_3_1(void **state)
{
	const struct holder_bet bets[] = {
		{ .seat = 2, .punto_marcando = 3000 },
		{ .seat = 3, .punto = 2000 },
	};
	const struct holder_table t = { .seats = 7, .sabot_seat = 1 };
	struct holder_result h;
	struct rules r;

	(void)state;
	rules_init(&r);
	assert_int_equal(holder_find(&r, &t, bets, 2, &h), STATUS_OK);
	assert_int_equal(h.seat, 3);
	r.marcando_ranks_face = true;
	assert_int_equal(holder_find(&r, &t, bets, 2, &h), STATUS_OK);
	assert_int_equal(h.seat, 2);
}

/* IPLyC 7.9.2.7: the banker who "luego de varios ancares desistiere de la
 * misma": his bank handed back and the seat offered again; after his
 * first win he may not (he gives a suite instead). */
static void game__banker_gives_up_after_ancar__bank_back_seat_offered__iplyc_7_9_2_7(void **state)
{
	/* An ancar of seven, then Banca 9 to 7. */
	struct world *w = iplyc("10H 4S 7D 3D  3D 9H 4C KH  3D 9H 4C KH", 1000);
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
	a = fx_do(g, GAME_ACT_RETURN_BET);
	assert_int_equal(a.player, P(1));
	assert_int_equal(a.place, PLACE_BANK);
	assert_int_equal(a.amount, 1000);
	assert_string_equal(a.article, "IPLyC 7.9.2.7");
	assert_int_equal(game_bank(g), 0);
	fx_do(g, GAME_ACT_FREE_SEAT);
	assert_int_equal(game_answer_free_seat(g, taker, 1), STATUS_OK);
	fx_do(g, GAME_ACT_ASK_BANK);
	assert_int_equal(game_answer_bank(g, STANDING(0), true, 1000),
			 STATUS_OK);
	a = fx_until(g, GAME_ACT_PLACE_BETS, COUP_DONE);
	assert_int_equal(a.player, STANDING(0));
	assert_int_equal(a.seat, 1);
	fx_do(g, GAME_ACT_PLACE_BETS);
	fx_finish_pase(g);
	assert_int_equal(game_result(g), COUP_WINNER_BANCA);
	/* Having won, he gives a suite, not the bank up. */
	fx_expect(g, GAME_ACT_WAIT, COUP_DONE);
	assert_int_equal(game_answer_banker(g, &word), STATUS_NOT_ALLOWED);
}

/* IPLyC 8.4.2.8.2: an unclaimed bet is paid at most three consecutive
 * pases; it rides with its payment; 8.4.2.8.3: over the maximum, it is
 * withdrawn at once; both into custody with the Inspector's
 * authorisation (7.8.2.1). */
static void game__forgotten_bet__rides_then_custody__iplyc_8_4_2_8(void **state)
{
	/* Punto wins: 9D 2C KH 4S (9 to 6). */
	struct world *w = iplyc("9D 2C KH 4S  9D 2C KH 4S", 1000);
	struct game *g = &w->g;
	struct game_action a;
	const struct game_bet *bets;
	int n;

	(void)state;
	fx_do(g, GAME_ACT_PLACE_BETS);
	bet(g, STANDING(0), BET_ON_PUNTO, 4000);
	assert_int_equal(game_forget_bet(g, STANDING(0), BET_ON_BANCA),
			 STATUS_BAD_ARGUMENT);
	assert_int_equal(game_forget_bet(g, STANDING(0), BET_ON_PUNTO),
			 STATUS_OK);
	a = fx_until(g, GAME_ACT_PAY, COUP_DONE);
	assert_int_equal(a.amount, 4000);
	fx_do(g, GAME_ACT_PAY);
	a = fx_until(g, GAME_ACT_ASK_BANK, COUP_DONE);
	bets = game_bets(g, &n);
	assert_int_equal(n, 1);
	assert_int_equal(bets[0].amount, 8000);
	assert_true(bets[0].unclaimed);

	/* The next win takes it to 16000, over the maximum: withdrawn. */
	fx_do(g, GAME_ACT_ASK_BANK);
	assert_int_equal(game_answer_bank(g, P(2), true, 1000), STATUS_OK);
	fx_do(g, GAME_ACT_PLACE_BETS);
	a = fx_until(g, GAME_ACT_RETURN_BET, COUP_DONE);
	assert_int_equal(a.rule, RULE_FORGOTTEN);
	assert_int_equal(a.amount, 16000);
	assert_string_equal(a.article, "IPLyC 8.4.2.8.3");
	fx_do(g, GAME_ACT_RETURN_BET);
	game_bets(g, &n);
	assert_int_equal(n, 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(game__bank_over_maximum__excess_back_first_suite_on_one_maximum__iplyc_8_4_2_2_9),
		cmocka_unit_test(game__both_chances__punto_bet_paid_with_standing__iplyc_7_9_4_2),
		cmocka_unit_test(game__both_chances_not_excluded__bet_stays_seated__lnse_midi_8_4),
		cmocka_unit_test(game__wrong_punto_card__needed_by_the_whole_coup__iplyc_7_7_4_1),
		cmocka_unit_test(game__last_pase_ancar__bets_may_be_changed__iplyc_7_12_1),
		cmocka_unit_test(game__suite_after_ancar__no_five_percent__iplyc_7_11_11),
		cmocka_unit_test(game__suite_taker_pase_count__by_profile__iplyc_7_8_1_3),
		cmocka_unit_test(holder__marcando_rank__half_or_face__iplyc_7_9_3_1),
		cmocka_unit_test(game__banker_gives_up_after_ancar__bank_back_seat_offered__iplyc_7_9_2_7),
		cmocka_unit_test(game__forgotten_bet__rides_then_custody__iplyc_8_4_2_8),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
