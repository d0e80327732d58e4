/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_explain_session.c: the explanation of a mistake made in a real
 * session (the session fixture's IPLyC table: Ana banks 1000), as the
 * table screen shows it through session_explain(). */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "session_fixture.h"
#include "session/explain.h"
#include "session/session.h"

static char text[2048];

static void has(const char *part)
{
	if (strstr(text, part) == NULL)
		fail_msg("\"%s\" lacks \"%s\"", text, part);
}

static void lacks(const char *part)
{
	if (strstr(text, part) != NULL)
		fail_msg("\"%s\" has \"%s\"", text, part);
}

static void start(void)
{
	struct diag err;

	memset(&err, 0, sizeof err);
	if (!session_init_scenario(ses, &sc, ".", &err))
		fail_msg("%s", err.message);
}

/* "2H 3S KD KC 8C": Punto 2 draws an 8 (0), Banca 3 stands: Banca wins.
 * Beto bets 500 on Punto, Carla 1000 on Banca. */
static void banca_wins(void)
{
	scenario("2H 3S KD KC 8C", 1);
	add_bet(0, BETO, CHANCE_PUNTO, 500);
	add_bet(0, CARLA, CHANCE_BANCA, 1000);
	start();
}

/* The wrong movement given for the bet of the expected one. */
static struct verdict act_as(const struct game_action *e, enum game_act kind,
			     int64_t amount)
{
	struct game_action g = *e;
	struct verdict v;

	g.kind = kind;
	g.amount = amount;
	assert_int_equal(session_act(ses, &g, 0, &v), STATUS_OK);
	assert_false(v.right);
	session_explain(ses, &v, text, sizeof text);
	return v;
}

static void explain_session__losing_punto_bet_paid__taken_in_not_paid_iplyc_7_8_1_2(void **state)
{
	struct game_action e;

	(void)state;
	banca_wins();
	e = until(GAME_ACT_COLLECT, COUP_DONE);
	assert_int_equal(e.player, BETO + 1);
	act_as(&e, GAME_ACT_PAY, 500);
	has("A Punto bet in a seat lost: a losing bet is taken in, never paid");
	lacks("A winning Punto bet is paid");
}

static void explain_session__winning_banca_bet_taken_in__paid_ninety_percent_iplyc_7_8_1_2(void **state)
{
	struct game_action e;

	(void)state;
	banca_wins();
	e = until(GAME_ACT_PAY, COUP_DONE);
	assert_int_equal(e.player, CARLA + 1);
	act_as(&e, GAME_ACT_COLLECT, 1000);
	has("A Banca bet in a seat won: it is paid, not taken in.");
	has("A Banca bet in a seat: 1000 staked, paid 90%: 900.");
	lacks("from 1 to 7");
}

static void explain_session__banca_bet_wrong_amount__computation_iplyc_7_8_1_2(void **state)
{
	struct game_action e;
	struct verdict v;

	(void)state;
	banca_wins();
	e = until(GAME_ACT_PAY, COUP_DONE);
	v = act_as(&e, GAME_ACT_PAY, 1000);
	assert_true(v.wrong_amount);
	assert_string_equal(text, "A Banca bet in a seat: 1000 staked, paid 90%: 900. Winning Banca bets in the seats' boxes and standing are paid 90% of the stake. (IPLyC 7.8.1.2)");
}

static void explain_session__bank_second_pase_wrong_amount__even_pase_iplyc_7_8_1_3(void **state)
{
	struct game_action e;
	struct verdict v;

	(void)state;
	scenario("2H 3S KD KC 8C", 1);
	sc.start.pase = 2;
	start();
	e = until(GAME_ACT_PAY, COUP_DONE);
	assert_int_equal(e.place, PLACE_BANK);
	v = act_as(&e, GAME_ACT_PAY, 1000);
	assert_true(v.wrong_amount);
	has("The bank: 1000 staked, paid 90%: 900.");
	has("This is an even pase of the bank");
	has("(IPLyC 7.8.1.3)");
}

/* The summary's explanation, from the record once the game has moved
 * on: the given action rebuilt from its key and amount, or given whole. */
static void explain_session__record__same_explanation_after_the_game_moved_on_iplyc_7_8_1_2(void **state)
{
	const struct session_record *rec;
	struct game_action e, holder;

	(void)state;
	banca_wins();
	e = until(GAME_ACT_COLLECT, COUP_DONE);
	act_as(&e, GAME_ACT_PAY, 500);
	e = until(GAME_ACT_PAY, COUP_DONE);
	act_as(&e, GAME_ACT_PAY, 1000);
	rec = session_mistake(ses, 0);
	assert_non_null(rec);
	assert_true(explain_record(session_rules(ses), rec, NULL, text,
				   sizeof text));
	has("A Punto bet in a seat lost: a losing bet is taken in");
	rec = session_mistake(ses, 1);
	assert_non_null(rec);
	assert_true(explain_record(session_rules(ses), rec, NULL, text,
				   sizeof text));
	has("A Banca bet in a seat: 1000 staked, paid 90%: 900.");
	/* Another seat for the same kind: the record does not say which,
	 * unless the front end kept the action. */
	holder = rec->expected;
	holder.seat = 2;
	holder.player = BETO + 1;
	holder.amount = rec->expected.amount;
	memset(text, 0, sizeof text);
	assert_true(explain_record(session_rules(ses), rec, &holder, text,
				   sizeof text));
	has("Not this bet yet");
}

static void explain_session__marcando_wrong_amount__plays_half_iplyc_7_8_1_5(void **state)
{
	struct game_action e;
	struct verdict v;

	(void)state;
	scenario("9C 4H KD 3H", 1);
	add_bet(0, BETO, CHANCE_PUNTO, 500);
	add_bet(0, CARLA, CHANCE_PUNTO, 1000);
	sc.coups[0].bets[1].marcando = true;
	start();
	for (;;) {
		e = until(GAME_ACT_PAY, COUP_DONE);
		if (e.player == CARLA + 1)
			break;
		right(0);
	}
	v = act_as(&e, GAME_ACT_PAY, 1000);
	assert_true(v.wrong_amount);
	has("A marcando bet of 1000 plays 50% of its value: it is paid 500.");
	has("(IPLyC 7.8.1.5)");
}

/* Carla's 12000 on Banca, over the 10000 maximum: the excess first. */
static void explain_session__excess_taken_in__handed_back_first_iplyc_7_8_1_12(void **state)
{
	struct game_action e;

	(void)state;
	scenario("2H 3S KD KC 8C", 1);
	add_bet(0, CARLA, CHANCE_BANCA, 12000);
	start();
	e = until(GAME_ACT_RETURN_EXCESS, COUP_DONE);
	assert_int_equal(e.amount, 2000);
	act_as(&e, GAME_ACT_COLLECT, 2000);
	has("The part of a bet over the table maximum, 10000, never plays: the excess, 2000, is handed back first, whether the bet won or lost.");
}

int main(void)
{
	static const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(explain_session__losing_punto_bet_paid__taken_in_not_paid_iplyc_7_8_1_2, setup, teardown),
		cmocka_unit_test_setup_teardown(explain_session__winning_banca_bet_taken_in__paid_ninety_percent_iplyc_7_8_1_2, setup, teardown),
		cmocka_unit_test_setup_teardown(explain_session__banca_bet_wrong_amount__computation_iplyc_7_8_1_2, setup, teardown),
		cmocka_unit_test_setup_teardown(explain_session__bank_second_pase_wrong_amount__even_pase_iplyc_7_8_1_3, setup, teardown),
		cmocka_unit_test_setup_teardown(explain_session__marcando_wrong_amount__plays_half_iplyc_7_8_1_5, setup, teardown),
		cmocka_unit_test_setup_teardown(explain_session__excess_taken_in__handed_back_first_iplyc_7_8_1_12, setup, teardown),
		cmocka_unit_test_setup_teardown(explain_session__record__same_explanation_after_the_game_moved_on_iplyc_7_8_1_2, setup, teardown),
	};

	return cmocka_run_group_tests_name("explain_session", tests, NULL, NULL);
}
