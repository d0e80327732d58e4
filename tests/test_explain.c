/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_explain.c: the explanation fits the mistake, for each kind of
 * (expected, given) pair the choices offer (choices_game.c): the bets'
 * movements, a wrong amount with its computation, the coup's calls and
 * decisions, the banker's requests.  English texts (no setlocale). */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libintl.h>
#include <locale.h>

#include <cmocka.h>

#include "engine/rules.h"
#include "session/explain.h"
#include "game_fixture.h"

static struct rules iplyc;

static int setup(void **state)
{
	(void)state;
	rules_init(&iplyc);
	return 0;
}

static struct game_action bet_action(enum game_act kind, enum bet_chance c,
				     enum bet_place p, int64_t stake,
				     int64_t amount, enum rule_id rule)
{
	struct game_action a;

	memset(&a, 0, sizeof a);
	a.kind = kind;
	a.chance = c;
	a.place = p;
	a.seat = p == PLACE_STANDING ? 7 : 3;
	a.player = 4;
	a.stake = stake;
	a.amount = amount;
	a.rule = rule;
	return a;
}

static struct verdict verdict(const struct game_action *e,
			      const struct game_action *g, enum rule_id rule,
			      const char *article)
{
	struct verdict v;

	memset(&v, 0, sizeof v);
	v.expected = *e;
	v.given = *g;
	v.rule = rule;
	snprintf(v.article, sizeof v.article, "%s", article);
	return v;
}

static const char *explain(const struct verdict *v)
{
	static char buf[2048];

	assert_true(explain_mistake(&iplyc, NULL, v, buf, sizeof buf));
	return buf;
}

static void has(const char *text, const char *part)
{
	if (strstr(text, part) == NULL)
		fail_msg("\"%s\" lacks \"%s\"", text, part);
}

static void lacks(const char *text, const char *part)
{
	if (strstr(text, part) != NULL)
		fail_msg("\"%s\" has \"%s\"", text, part);
}

/* The first case: a losing Punto bet paid. */
static void explain__losing_punto_bet_paid__a_losing_bet_is_taken_in_iplyc_7_8_1_2(void **state)
{
	struct game_action e = bet_action(GAME_ACT_COLLECT, BET_ON_PUNTO,
					  PLACE_SEAT, 1000, 1000,
					  RULE_PAY_PUNTO);
	struct game_action g = bet_action(GAME_ACT_PAY, BET_ON_PUNTO,
					  PLACE_SEAT, 1000, 1000,
					  RULE_PAY_PUNTO);
	struct verdict v = verdict(&e, &g, RULE_PAY_PUNTO, "IPLyC 7.8.1.2");
	const char *t = explain(&v);

	(void)state;
	assert_string_equal(t, "A Punto bet in a seat lost: a losing bet is taken in, never paid or handed back. (IPLyC 7.8.1.2)");
	lacks(t, "A winning Punto bet is paid");
}

/* A winning Banca bet taken in: it won, and what it is paid. */
static void explain__winning_banca_bet_taken_in__it_won_and_is_paid_ninety_percent_iplyc_7_8_1_2(void **state)
{
	struct game_action e = bet_action(GAME_ACT_PAY, BET_ON_BANCA,
					  PLACE_SEAT, 1000, 900,
					  RULE_PAY_ORDER_BANCA);
	struct game_action g = bet_action(GAME_ACT_COLLECT, BET_ON_BANCA,
					  PLACE_SEAT, 1000, 1000,
					  RULE_PAY_ORDER_BANCA);
	struct verdict v = verdict(&e, &g, RULE_PAY_ORDER_BANCA,
				   "IPLyC 8.4.2.6.3");
	const char *t = explain(&v);

	(void)state;
	has(t, "A Banca bet in a seat won: it is paid, not taken in.");
	has(t, "1000 staked, paid 90%: 900.");
	lacks(t, "from 1 to 7");
}

/* Bets handed back at the end of a shoe after an ancar, taken in. */
static void explain__bet_handed_back_taken_in__neither_won_nor_lost_iplyc_8_4_2_2_10(void **state)
{
	struct game_action e = bet_action(GAME_ACT_RETURN_BET, BET_ON_BANCA,
					  PLACE_SEAT, 0, 500, RULE_NEW_SHOE);
	struct game_action g = bet_action(GAME_ACT_COLLECT, BET_ON_BANCA,
					  PLACE_SEAT, 500, 500, RULE_NEW_SHOE);
	struct verdict v = verdict(&e, &g, RULE_NEW_SHOE, "IPLyC 8.4.2.2.10");
	const char *t = explain(&v);

	(void)state;
	has(t, "This bet neither won nor lost");
	has(t, "handed back to their owners");
	has(t, "the standing Punto bets, then the bank, the seats' Banca bets from 1 to 7");
	lacks(t, "The new shoe starts");
	has(t, "(IPLyC 8.4.2.2.10)");
}

/* A wrong amount: the rule of that amount with the computation. */
static void explain__banca_bet_wrong_amount__computation_ninety_percent_iplyc_7_8_1_2(void **state)
{
	struct game_action e = bet_action(GAME_ACT_PAY, BET_ON_BANCA,
					  PLACE_SEAT, 1000, 900,
					  RULE_PAY_ORDER_BANCA);
	struct game_action g = e;
	struct verdict v;

	(void)state;
	g.amount = 1000;
	v = verdict(&e, &g, RULE_PAY_BANCA, "IPLyC 7.8.1.2");
	v.wrong_amount = true;
	assert_string_equal(explain(&v), "A Banca bet in a seat: 1000 staked, paid 90%: 900. Winning Banca bets in the seats' boxes and standing are paid 90% of the stake. (IPLyC 7.8.1.2)");
}

static void explain__marcando_wrong_amount__plays_half_iplyc_7_8_1_5(void **state)
{
	struct game_action e = bet_action(GAME_ACT_PAY, BET_ON_PUNTO,
					  PLACE_SEAT, 1000, 500,
					  RULE_PAY_PUNTO);
	struct game_action g = e;
	struct verdict v;

	(void)state;
	g.amount = 1000;
	v = verdict(&e, &g, RULE_MARCANDO, "IPLyC 7.8.1.5");
	v.wrong_amount = true;
	has(explain(&v), "A marcando bet of 1000 plays 50% of its value: it is paid 500.");
}

static void explain__tie_bet_wrong_amount__eight_to_one_lnse_midi_5_5(void **state)
{
	struct rules midi;
	struct game_action e = bet_action(GAME_ACT_PAY, BET_ON_TIE,
					  PLACE_SEAT, 100, 800,
					  RULE_TIE_BET);
	struct game_action g = e;
	struct verdict v;
	char buf[1024];

	(void)state;
	rules_init_midi(&midi);
	g.amount = 100;
	v = verdict(&e, &g, RULE_TIE_BET, "LNSE-MIDI 5.5");
	v.wrong_amount = true;
	assert_true(explain_mistake(&midi, NULL, &v, buf, sizeof buf));
	has(buf, "A tie bet of 100 pays 8 to 1: 800.");
	/* MIDI's Banca: 1 to 1, 50% when Banca wins with 6. */
	e = bet_action(GAME_ACT_PAY, BET_ON_BANCA, PLACE_SEAT, 1000, 500,
		       RULE_PAY_BANCA);
	g = e;
	g.amount = 1000;
	v = verdict(&e, &g, RULE_PAY_BANCA, "LNSE-MIDI 5.2");
	v.wrong_amount = true;
	assert_true(explain_mistake(&midi, NULL, &v, buf, sizeof buf));
	has(buf, "A Banca bet in a seat: 1000 staked, paid 50%: 500.");
	has(buf, "except when Banca wins with 6: then it is paid 50%");
}

static void explain__bank_wrong_amount__its_percentage_on_this_pase_iplyc_7_8_1_3(void **state)
{
	struct game_action e = bet_action(GAME_ACT_PAY, BET_ON_BANCA,
					  PLACE_BANK, 2000, 1800,
					  RULE_PAY_ORDER_BANCA);
	struct game_action g = e;
	struct verdict v;
	const char *t;

	(void)state;
	g.amount = 2000;
	v = verdict(&e, &g, RULE_PAY_BANK, "IPLyC 7.8.1.3");
	v.wrong_amount = true;
	t = explain(&v);
	has(t, "The bank: 2000 staked, paid 90%: 1800.");
	has(t, "This is an even pase of the bank (the 2nd, 4th...).");
	has(t, "100% on the odd pases");
	/* A salida over half the maximum: 90% on the odd pases. */
	v.rule = RULE_PAY_BANK_HALF_MAX;
	t = explain(&v);
	has(t, "Its salida was more than half the table maximum, 5000.");
	has(t, "This is an odd pase of the bank (the 1st, 3rd, 5th...).");
	has(t, "it wins 90% on that pase and on every odd pase");
}

static void explain__excess__handed_back_with_the_maximum_iplyc_7_8_1_12(void **state)
{
	struct game_action e = bet_action(GAME_ACT_RETURN_EXCESS, BET_ON_BANCA,
					  PLACE_SEAT, 0, 2000, RULE_EXCESS);
	struct game_action g = e;
	struct verdict v;

	(void)state;
	g.amount = 1000;
	v = verdict(&e, &g, RULE_EXCESS, "IPLyC 7.8.1.12");
	v.wrong_amount = true;
	has(explain(&v), "Only the table maximum, 10000, plays: the excess handed back is 2000.");
	g = bet_action(GAME_ACT_COLLECT, BET_ON_BANCA, PLACE_SEAT, 12000,
		       12000, RULE_EXCESS);
	v = verdict(&e, &g, RULE_EXCESS, "IPLyC 7.8.1.12");
	has(explain(&v), "is handed back first, whether the bet won or lost");
}

static void explain__collect_wrong_amount__marcando_loses_half_iplyc_7_8_1_5(void **state)
{
	struct game_action e = bet_action(GAME_ACT_COLLECT, BET_ON_PUNTO,
					  PLACE_SEAT, 1000, 500,
					  RULE_MARCANDO);
	struct game_action g = e;
	struct verdict v;
	const char *t;

	(void)state;
	g.amount = 1000;
	v = verdict(&e, &g, RULE_MARCANDO, "IPLyC 7.8.1.5");
	v.wrong_amount = true;
	t = explain(&v);
	has(t, "A Punto bet in a seat lost: 500 is taken in.");
	has(t, "A marcando bet plays 50% of its value, and loses only that.");
}

/* The right movement on a bet whose turn has not come. */
static void explain__another_bet_first__the_order_of_movements_iplyc_8_4_2_6_3(void **state)
{
	struct game_action e = bet_action(GAME_ACT_PAY, BET_ON_BANCA,
					  PLACE_SEAT, 1000, 900,
					  RULE_PAY_ORDER_BANCA);
	struct game_action g = e;
	struct verdict v;

	(void)state;
	g.seat = 5;
	g.player = 6;
	v = verdict(&e, &g, RULE_PAY_ORDER_BANCA, "IPLyC 8.4.2.6.3");
	has(explain(&v), "Not this bet yet");
}

static struct game_action coup(enum coup_action step, int punto, int banca)
{
	struct game_action a;

	memset(&a, 0, sizeof a);
	a.kind = GAME_ACT_COUP;
	a.step = step;
	a.punto_total = punto;
	a.banca_total = banca;
	return a;
}

static const char *coup_text(enum coup_action want, enum coup_action did,
			     int punto, int banca, enum rule_id rule,
			     const char *article)
{
	struct game_action e = coup(want, punto, banca);
	struct game_action g = coup(did, punto, banca);
	struct verdict v = verdict(&e, &g, rule, article);

	return explain(&v);
}

static void explain__punto_draws_or_stands__the_total_and_the_table_iplyc_7_4_1(void **state)
{
	(void)state;
	has(coup_text(COUP_PUNTO_DRAWS, COUP_PUNTO_STANDS, 3, 2,
		      RULE_PUNTO_TABLE, "IPLyC 7.4.1"),
	    "Punto has 3: Punto draws on 0 to 4.");
	has(coup_text(COUP_PUNTO_DRAWS, COUP_ASK_VOLUNTAD, 4, 2,
		      RULE_PUNTO_TABLE, "IPLyC 7.4.1"),
	    "only for a 5");
	has(coup_text(COUP_PUNTO_STANDS, COUP_PUNTO_DRAWS, 6, 2,
		      RULE_PUNTO_TABLE, "IPLyC 7.4.1"),
	    "Punto has 6: Punto stands on 6 and 7.");
	has(coup_text(COUP_ANNOUNCE_NATURAL, COUP_PUNTO_DRAWS, 3, 8,
		      RULE_NATURAL, "IPLyC 7.4.3"),
	    "Banca 8, Punto 3: a total of 8 or 9 with the first two cards defines the pase");
}

static void explain__voluntad_and_no_five__who_decides_on_five_iplyc_8_4_2_4_1_7_6_4(void **state)
{
	(void)state;
	has(coup_text(COUP_ASK_VOLUNTAD, COUP_PUNTO_STANDS, 5, 2,
		      RULE_VOLUNTAD, "IPLyC 8.4.2.4.1"),
	    "asks him for his voluntad, 5 has voluntad!");
	has(coup_text(COUP_CALL_NO_FIVE, COUP_ASK_VOLUNTAD, 5, 2,
		      RULE_NO_FIVE, "IPLyC 7.6.4"),
	    "no seated player bets on Punto: the croupier turned the cards himself and must stand, No 5!");
}

static void explain__ratification__the_answer_heard_iplyc_8_4_2_4_1(void **state)
{
	const char *t;

	(void)state;
	t = coup_text(COUP_RATIFY_PIDE, COUP_RATIFY_PLANTA, 5, 2,
		      RULE_VOLUNTAD, "IPLyC 8.4.2.4.1");
	has(t, "The player said \"pido\": the croupier ratifies the answer he heard, Draws with 5!");
	t = coup_text(COUP_RATIFY_PLANTA, COUP_RATIFY_PIDE, 5, 2,
		      RULE_VOLUNTAD, "IPLyC 8.4.2.4.1");
	has(t, "The player said \"planto\"");
	has(t, "Stands with 5!");
	t = coup_text(COUP_RATIFY_PIDE, COUP_PUNTO_DRAWS, 5, 2,
		      RULE_VOLUNTAD, "IPLyC 8.4.2.4.1");
	has(t, "is ratified aloud, Draws with 5!, before the game goes on");
}

static void explain__banca_without_the_game__its_total_iplyc_7_4_2(void **state)
{
	(void)state;
	has(coup_text(COUP_BANCA_DRAWS, COUP_BANCA_STANDS, 6, 4,
		      RULE_BANCA_TABLE, "IPLyC 7.4.2"),
	    "Banca has 4: it draws.");
}

static void explain__totals_and_winner__banca_first_and_who_wins_iplyc_8_4_2_3_4(void **state)
{
	struct game_action e = coup(COUP_ANNOUNCE_TOTALS, 4, 9);
	struct game_action g = coup(COUP_ANNOUNCE_TOTALS, 9, 4);
	struct verdict v = verdict(&e, &g, RULE_ANNOUNCE, "IPLyC 8.4.2.3.4");

	(void)state;
	has(explain(&v), "Banca's total is announced first, win or lose, then Punto's: Banca 9, Punto 4.");
	g = coup(COUP_ANNOUNCE_TOTALS, 4, 6);
	v = verdict(&e, &g, RULE_ANNOUNCE, "IPLyC 8.4.2.3.4");
	has(explain(&v), "The totals count every card dealt, a third card too: Banca 9, Punto 4.");
	g = coup(COUP_ANNOUNCE_WINNER, 4, 9);
	v = verdict(&e, &g, RULE_ANNOUNCE, "IPLyC 8.4.2.3.4");
	has(explain(&v), "The totals are announced before the winner");
	e = coup(COUP_ANNOUNCE_WINNER, 4, 9);
	e.winner = COUP_WINNER_BANCA;
	g = e;
	g.winner = COUP_WINNER_PUNTO;
	v = verdict(&e, &g, RULE_TOTALS, "IPLyC 7.3.6");
	has(explain(&v), "Banca 9 against Punto 4: the total nearest 9 wins, Banca.");
	e.punto_total = 9;
	e.winner = COUP_WINNER_ANCAR;
	v = verdict(&e, &g, RULE_ANCAR, "IPLyC 8.12");
	has(explain(&v), "equal totals are an ancar");
}

static void explain__calls_and_deal__no_va_mas_then_cartas_iplyc_8_4_2_1_3_7_6_1_1(void **state)
{
	(void)state;
	has(coup_text(COUP_CALL_NO_VA_MAS, COUP_CALL_CARTAS, 0, 0,
		      RULE_CALLS, "IPLyC 8.4.2.1.3"),
	    "closed first with No more bets!; Cards! comes after a short pause");
	has(coup_text(COUP_CALL_CARTAS, COUP_CALL_NO_VA_MAS, 0, 0,
		      RULE_CALLS, "IPLyC 8.4.2.1.3"),
	    "No more bets! has been called already: now Cards!");
	has(coup_text(COUP_CALL_CARTAS, COUP_DEAL_TO_PUNTO, 0, 0,
		      RULE_CALLS, "IPLyC 8.4.2.1.3"),
	    "No card is dealt before the croupier calls Cards!");
	has(coup_text(COUP_DEAL_TO_BANCA, COUP_DEAL_TO_PUNTO, 0, 0,
		      RULE_DEAL_ORDER, "IPLyC 7.6.1.1"),
	    "This card goes to Banca. The first and third cards go to Punto");
}

static void explain__requests__refused_or_granted_and_amounts_iplyc_7_9_2_4_7_11_11(void **state)
{
	struct game_action e, g;
	struct verdict v;

	(void)state;
	memset(&e, 0, sizeof e);
	e.kind = GAME_ACT_DENY;
	e.denied = GAME_ACT_MITAD;
	e.rule = RULE_SUITE_NO_MITAD;
	memset(&g, 0, sizeof g);
	g.kind = GAME_ACT_MITAD;
	v = verdict(&e, &g, RULE_SUITE_NO_MITAD, "IPLyC 7.11.13");
	has(explain(&v), "The rules refuse this request now");
	has(explain(&v), "No mitad may be withdrawn from a bank taken in a suite.");
	v = verdict(&g, &e, RULE_MITAD, "IPLyC 7.9.2.4");
	v.expected.rule = RULE_MITAD;
	has(explain(&v), "The rules allow this request now");
	memset(&e, 0, sizeof e);
	e.kind = GAME_ACT_MITAD;
	e.amount = 1000;
	e.stake = 1000;
	e.rule = RULE_MITAD;
	g = e;
	g.amount = 900;
	v = verdict(&e, &g, RULE_MITAD, "IPLyC 7.9.2.4");
	has(explain(&v), "Half the bank is withdrawn: 1000, and 1000 stays in play.");
	memset(&e, 0, sizeof e);
	e.kind = GAME_ACT_OFFER_SUITE;
	e.amount = 2000;
	e.stake = 100;
	e.rule = RULE_SUITE_DISCOUNT;
	g = e;
	g.stake = 0;
	g.amount = 1900;
	v = verdict(&e, &g, RULE_SUITE_DISCOUNT, "IPLyC 7.11.11");
	has(explain(&v), "the suite is given for the whole of it, 2000: 5% of it, 100, is deducted before it is handed over.");
	/* The discount made where none is due. */
	g = e;
	e.stake = 0;
	e.amount = 2000;
	g.stake = 100;
	g.amount = 2000;
	e.rule = RULE_SUITE;
	v = verdict(&e, &g, RULE_SUITE, "IPLyC 7.11.3.1");
	has(explain(&v), "No discount is due");
	/* Only the discount forgotten: the amount offered is the same. */
	e.stake = 100;
	g.stake = 0;
	e.rule = RULE_SUITE_DISCOUNT;
	v = verdict(&e, &g, RULE_SUITE_DISCOUNT, "IPLyC 7.11.11");
	has(explain(&v), "5% of it, 100, is deducted");
}

/* Who turns Punto's cards, read from the bets on the table: IPLyC, seats
 * 1-4, P(1) banks; P(2) bets 300 on Punto, P(3) 800 on Punto and 200 on
 * Banca, P(4) only on Banca. */
static void explain__holder__the_largest_seated_punto_bet_not_both_chances_iplyc_7_6_2(void **state)
{
	static const int seats[] = { 1, 2, 3, 4, 0 };
	static struct table t;
	static struct shoe sh;
	static struct game g;
	struct game_action e, given;
	struct verdict v;
	char buf[2048];

	(void)state;
	fx_table(&t, &iplyc, seats, 0);
	fx_shoe(&sh, &iplyc, "5H 4D KS KC 3S 2C");
	fx_game(&g, &iplyc, &t, &sh, P(1), 1000);
	fx_do(&g, GAME_ACT_PLACE_BETS);
	assert_int_equal(game_place_bet(&g, P(2), BET_ON_PUNTO, 300, false,
					NULL), STATUS_OK);
	assert_int_equal(game_place_bet(&g, P(3), BET_ON_PUNTO, 800, false,
					NULL), STATUS_OK);
	assert_int_equal(game_place_bet(&g, P(3), BET_ON_BANCA, 200, false,
					NULL), STATUS_OK);
	assert_int_equal(game_place_bet(&g, P(4), BET_ON_BANCA, 500, false,
					NULL), STATUS_OK);
	e = fx_until(&g, GAME_ACT_HOLDER, COUP_DONE);
	assert_int_equal(e.seat, 2);
	assert_int_equal(game_apply_expected(&g), STATUS_OK);
	given = e;
	given.seat = 3;
	given.player = P(3);
	v = verdict(&e, &given, e.rule, "IPLyC 7.6.2");
	assert_true(explain_mistake(&iplyc, &g, &v, buf, sizeof buf));
	has(buf, "Seat 3 bets on both chances and may not turn Punto's cards.");
	has(buf, "The largest seated bet on Punto turns the cards: seat 2.");
	given.seat = 4;
	given.player = P(4);
	v = verdict(&e, &given, e.rule, "IPLyC 7.6.2");
	assert_true(explain_mistake(&iplyc, &g, &v, buf, sizeof buf));
	has(buf, "Seat 4 has no seated bet on Punto.");
	memset(&given, 0, sizeof given);
	given.kind = GAME_ACT_CROUPIER_TURNS;
	v = verdict(&e, &given, e.rule, "IPLyC 7.6.2");
	assert_true(explain_mistake(&iplyc, &g, &v, buf, sizeof buf));
	has(buf, "A seated player bets on Punto: the cards go to him (seat 2), not to the croupier.");
	v = verdict(&given, &e, RULE_NO_FIVE, "IPLyC 7.6.4");
	assert_true(explain_mistake(&iplyc, &g, &v, buf, sizeof buf));
	has(buf, "the croupier turns them himself.");
}

/* A marcando bet ranks at the half it plays (IPLyC 7.8.1.5): P(2)'s 3000
 * marcando plays 1500, under P(3)'s 2000, and the cards are P(3)'s;
 * choosing P(2) is answered with the half, its article, and who turns. */
static void explain__holder__a_marcando_bet_ranks_at_half_iplyc_7_8_1_5(void **state)
{
	static const int seats[] = { 1, 2, 3, 4, 0 };
	static struct table t;
	static struct shoe sh;
	static struct game g;
	struct game_action e, given;
	struct verdict v;
	char buf[2048];

	(void)state;
	fx_table(&t, &iplyc, seats, 0);
	fx_shoe(&sh, &iplyc, "5H 4D KS KC 3S 2C");
	fx_game(&g, &iplyc, &t, &sh, P(1), 1000);
	fx_do(&g, GAME_ACT_PLACE_BETS);
	assert_int_equal(game_place_bet(&g, P(2), BET_ON_PUNTO, 3000, true,
					NULL), STATUS_OK);
	assert_int_equal(game_place_bet(&g, P(3), BET_ON_PUNTO, 2000, false,
					NULL), STATUS_OK);
	e = fx_until(&g, GAME_ACT_HOLDER, COUP_DONE);
	assert_int_equal(e.seat, 3);
	assert_int_equal(game_apply_expected(&g), STATUS_OK);
	given = e;
	given.seat = 2;
	given.player = P(2);
	v = verdict(&e, &given, e.rule, "IPLyC 7.6.2");
	assert_true(explain_mistake(&iplyc, &g, &v, buf, sizeof buf));
	has(buf, "A marcando bet ranks and is paid at 50% of its value (IPLyC 7.8.1.5): seat 2's 3000 marcando plays 1500.");
	has(buf, "Seat 2's bets on Punto play 1500, less than seat 3's 2000.");
	has(buf, "The largest seated bet on Punto turns the cards: seat 3.");
}

/* The sabot and the shoe: where it goes, the cut card, the burn. */
static void explain__sabot_and_shoe__the_seat_and_the_count_iplyc_7_13_1_1_7_5_10(void **state)
{
	struct game_action e, g;
	struct verdict v;

	(void)state;
	memset(&e, 0, sizeof e);
	e.kind = GAME_ACT_PASS_SABOT;
	e.seat = 2;
	e.rule = RULE_ROTATION;
	g = e;
	g.seat = 3;
	v = verdict(&e, &g, RULE_ROTATION, "IPLyC 7.13.1.1");
	has(explain(&v), "The sabot goes to seat 2, not to seat 3.");
	has(explain(&v), "when Punto wins, the sabot passes to the player on the right");
	g.kind = GAME_ACT_PLACE_BETS;
	v = verdict(&e, &g, RULE_ROTATION, "IPLyC 7.13.1.1");
	has(explain(&v), "The banker does not keep the sabot: it goes to seat 2.");
	memset(&e, 0, sizeof e);
	e.kind = GAME_ACT_SAFETY_CARD;
	e.count = 9;
	e.rule = RULE_SAFETY_CARD;
	g = e;
	g.count = 14;
	v = verdict(&e, &g, RULE_SAFETY_CARD, "IPLyC 7.5.10");
	has(explain(&v), "14 cards below the cut card is not allowed: between 7 and 12.");
	memset(&e, 0, sizeof e);
	e.kind = GAME_ACT_BURN;
	e.count = 10;
	e.rule = RULE_BURN;
	g = e;
	g.count = 0;
	v = verdict(&e, &g, RULE_BURN, "LNSE-MIDI 8.2");
	has(explain(&v), "a ten or a face counting 10 here: 10, not 0.");
	memset(&e, 0, sizeof e);
	e.kind = GAME_ACT_PLACE_BETS;
	e.seat = 1;
	e.rule = RULE_CALLS;
	g = coup(COUP_CALL_NO_VA_MAS, 0, 0);
	v = verdict(&e, &g, RULE_CALLS, "IPLyC 8.4.2.1.2");
	has(explain(&v), "The bets are not open yet");
	memset(&g, 0, sizeof g);
	g.kind = GAME_ACT_ASK_BANK;
	g.seat = 1;
	v = verdict(&e, &g, RULE_CALLS, "IPLyC 8.4.2.1.2");
	has(explain(&v), "The banker has already answered");
	memset(&e, 0, sizeof e);
	e.kind = GAME_ACT_REFUSED;
	e.seat = 2;
	e.rule = RULE_PUNTO_CARDS_REFUSED;
	g = e;
	g.kind = GAME_ACT_HOLDER;
	v = verdict(&e, &g, RULE_PUNTO_CARDS_REFUSED, "IPLyC 7.9.3.4");
	has(explain(&v), "his bet goes to the standing area");
	memset(&e, 0, sizeof e);
	e.kind = GAME_ACT_LAST_PASE;
	e.rule = RULE_SAFETY_CARD;
	memset(&g, 0, sizeof g);
	g.kind = GAME_ACT_END_OF_SHOE;
	v = verdict(&e, &g, RULE_SAFETY_CARD, "IPLyC 7.5.10");
	has(explain(&v), "one more pase is played, the last.");
	v = verdict(&g, &e, RULE_SAFETY_CARD, "IPLyC 7.5.10");
	has(explain(&v), "The last pase has been played: the shoe ends now.");
}

/* Nothing to compare (a verdict rebuilt from the record) or a right one:
 * the rule's own text stays the explanation. */
static void explain__no_actions_or_right__left_to_the_rule_text(void **state)
{
	struct verdict v;
	char buf[256];

	(void)state;
	memset(&v, 0, sizeof v);
	v.rule = RULE_PAY_BANCA;
	assert_false(explain_mistake(&iplyc, NULL, &v, buf, sizeof buf));
	v.expected = bet_action(GAME_ACT_PAY, BET_ON_BANCA, PLACE_SEAT, 1000,
				900, RULE_PAY_BANCA);
	v.given = v.expected;
	v.right = true;
	assert_false(explain_mistake(&iplyc, NULL, &v, buf, sizeof buf));
}

/* In Spanish the computation is translated whole (the amounts are
 * int64 formats: the catalog must carry them as such) and the calls are
 * the regulation's. */
static void explain__spanish__computation_and_calls_translated_iplyc_7_8_1_2(void **state)
{
	const char *dir = getenv("CRUPIER_LOCALEDIR");
	struct game_action e = bet_action(GAME_ACT_PAY, BET_ON_BANCA,
					  PLACE_SEAT, 1000, 900,
					  RULE_PAY_ORDER_BANCA);
	struct game_action g = e;
	struct verdict v;
	const char *t;

	(void)state;
	if (dir == NULL || setlocale(LC_ALL, "C.UTF-8") == NULL)
		skip();
	setenv("LANGUAGE", "es", 1);
	bindtextdomain(PACKAGE, dir);
	textdomain(PACKAGE);
	g.amount = 1000;
	v = verdict(&e, &g, RULE_PAY_BANCA, "IPLyC 7.8.1.2");
	v.wrong_amount = true;
	t = explain(&v);
	has(t, "Una apuesta a Banca de un casillero: apuesta 1000, se paga el 90%: 900.");
	t = coup_text(COUP_RATIFY_PIDE, COUP_RATIFY_PLANTA, 5, 2,
		      RULE_VOLUNTAD, "IPLyC 8.4.2.4.1");
	has(t, "¡Pide con 5!");
	setenv("LANGUAGE", "en", 1);
	setlocale(LC_ALL, "C");
}

int main(void)
{
	static const struct CMUnitTest tests[] = {
		cmocka_unit_test(explain__losing_punto_bet_paid__a_losing_bet_is_taken_in_iplyc_7_8_1_2),
		cmocka_unit_test(explain__winning_banca_bet_taken_in__it_won_and_is_paid_ninety_percent_iplyc_7_8_1_2),
		cmocka_unit_test(explain__bet_handed_back_taken_in__neither_won_nor_lost_iplyc_8_4_2_2_10),
		cmocka_unit_test(explain__banca_bet_wrong_amount__computation_ninety_percent_iplyc_7_8_1_2),
		cmocka_unit_test(explain__marcando_wrong_amount__plays_half_iplyc_7_8_1_5),
		cmocka_unit_test(explain__bank_wrong_amount__its_percentage_on_this_pase_iplyc_7_8_1_3),
		cmocka_unit_test(explain__tie_bet_wrong_amount__eight_to_one_lnse_midi_5_5),
		cmocka_unit_test(explain__excess__handed_back_with_the_maximum_iplyc_7_8_1_12),
		cmocka_unit_test(explain__collect_wrong_amount__marcando_loses_half_iplyc_7_8_1_5),
		cmocka_unit_test(explain__another_bet_first__the_order_of_movements_iplyc_8_4_2_6_3),
		cmocka_unit_test(explain__punto_draws_or_stands__the_total_and_the_table_iplyc_7_4_1),
		cmocka_unit_test(explain__voluntad_and_no_five__who_decides_on_five_iplyc_8_4_2_4_1_7_6_4),
		cmocka_unit_test(explain__ratification__the_answer_heard_iplyc_8_4_2_4_1),
		cmocka_unit_test(explain__banca_without_the_game__its_total_iplyc_7_4_2),
		cmocka_unit_test(explain__totals_and_winner__banca_first_and_who_wins_iplyc_8_4_2_3_4),
		cmocka_unit_test(explain__calls_and_deal__no_va_mas_then_cartas_iplyc_8_4_2_1_3_7_6_1_1),
		cmocka_unit_test(explain__requests__refused_or_granted_and_amounts_iplyc_7_9_2_4_7_11_11),
		cmocka_unit_test(explain__holder__the_largest_seated_punto_bet_not_both_chances_iplyc_7_6_2),
		cmocka_unit_test(explain__holder__a_marcando_bet_ranks_at_half_iplyc_7_8_1_5),
		cmocka_unit_test(explain__sabot_and_shoe__the_seat_and_the_count_iplyc_7_13_1_1_7_5_10),
		cmocka_unit_test(explain__no_actions_or_right__left_to_the_rule_text),
		cmocka_unit_test(explain__spanish__computation_and_calls_translated_iplyc_7_8_1_2),
	};

	return cmocka_run_group_tests_name("explain", tests, setup, NULL);
}
