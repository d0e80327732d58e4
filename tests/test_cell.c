/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_cell.c: every scored action falls in its situation cell (cell.h):
 * Banca's total by Punto's third card, Punto's total, who turns Punto's
 * cards, the payment by bet and bank, a procedure's step. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "engine/coup.h"
#include "session_fixture.h"
#include "session/cell.h"

/* Plays the session through with the actions due. */
static void play_through(void)
{
	for (int guard = 0; guard < 500 && !session_over(ses); guard++)
		right(0);
	assert_true(session_over(ses));
}

static bool recorded(const char *cell)
{
	for (size_t i = 0; i < session_record_count(ses); i++)
		if (strcmp(session_record(ses, i)->cell, cell) == 0)
			return true;
	return false;
}

/* Coup 1: Punto 3 draws a 7, Banca 6 given a 7 draws (IPLyC 7.4.2);
 * coup 2: Punto 7 stands, Banca 6 stands (7.4.4). */
static void cell__banca_six_given_seven__is_banca_6_p7(void **state)
{
	(void)state;
	scenario("AD 6H 2C 10D 7C 2D  4D QC 3S 6S", 2);
	add_bet(0, BETO, CHANCE_PUNTO, 500);
	add_bet(0, CARLA, CHANCE_BANCA, 500);
	add_bet(1, BETO, CHANCE_PUNTO, 500);
	assert_true(session_init_scenario(ses, &sc, ".", &(struct diag){ 0 }));
	play_through();
	assert_true(recorded("punto.3"));
	assert_true(recorded("banca.6.p7"));
	assert_true(recorded("punto.7"));
	assert_true(recorded("banca.6.none"));
	assert_true(recorded("voluntad.holder.largest"));
	assert_true(recorded("pay.banca.seat"));
	assert_true(recorded("pay.bank.odd.low"));
	assert_true(recorded("collect.punto"));
	assert_true(recorded("dealing.call_no_va_mas"));
	assert_false(recorded("banca.6.p6"));
	/* Every action has its cell, of the action's own skill. */
	for (size_t i = 0; i < session_record_count(ses); i++) {
		const struct session_record *r = session_record(ses, i);

		assert_true(r->cell[0] != '\0');
		assert_int_equal(cell_skill(r->cell), r->skill);
	}
}

/* Nobody seated on Punto: the croupier turns its cards and stands on 5
 * (IPLyC 7.6.4). */
static void cell__no_seated_punto__croupier_and_no_five_7_6_4(void **state)
{
	(void)state;
	/* Punto 2+3 = 5, Banca 4+3 = 7. */
	scenario("2H 4D 3S 3D", 1);
	add_bet(0, HUGO, CHANCE_PUNTO, 500);
	assert_true(session_init_scenario(ses, &sc, ".", &(struct diag){ 0 }));
	play_through();
	assert_true(recorded("voluntad.croupier"));
	assert_true(recorded("voluntad.no_five"));
	assert_true(recorded("banca.7.none"));
}

static void cell__coup_drawing_cells(void **state)
{
	struct rules r;
	char out[CELL_COUP_MAX][CELL_KEY_MAX];
	card_t c[6];
	size_t n = 0, off = 0;

	(void)state;
	rules_init(&r);
	assert_int_equal(card_parse_list("AD 6H 2C 10D 7C 2D", c, 6, &n, &off),
			 STATUS_OK);
	assert_int_equal(cell_coup_drawing(&r, COUP_HOLDER_PLAYER,
					   FIVE_UNDECIDED, c, n, out), 2);
	assert_string_equal(out[0], "punto.3");
	assert_string_equal(out[1], "banca.6.p7");
	/* A natural: no drawing cell. */
	assert_int_equal(card_parse_list("8D 6H 2C 10D", c, 6, &n, &off),
			 STATUS_OK);
	assert_int_equal(cell_coup_drawing(&r, COUP_HOLDER_PLAYER,
					   FIVE_UNDECIDED, c, n, out), 0);
}

static void cell__skill_of_keys(void **state)
{
	char key[CELL_KEY_MAX];

	(void)state;
	assert_int_equal(cell_skill("banca.3.p8"), SKILL_DRAWING);
	assert_int_equal(cell_skill("punto.5"), SKILL_DRAWING);
	assert_int_equal(cell_skill("pay.bank.even.high"), SKILL_PAYOUTS);
	assert_int_equal(cell_skill("anomaly.face_up"), SKILL_ANOMALIES);
	assert_int_equal(cell_skill("nothing"), SKILL__COUNT);
	cell_of_step(PROCEDURE_DECK_CHECK, PROCEDURE_OP_REPORT_FINDINGS, key);
	assert_string_equal(key, "step.deck_check.report");
	assert_int_equal(cell_skill(key), SKILL_DECK_CHECK);
	cell_of_step(PROCEDURE_OPENING, PROCEDURE_OP_CUT, key);
	assert_int_equal(cell_skill(key), SKILL_SHUFFLE);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(
			cell__banca_six_given_seven__is_banca_6_p7, setup,
			teardown),
		cmocka_unit_test_setup_teardown(
			cell__no_seated_punto__croupier_and_no_five_7_6_4,
			setup, teardown),
		cmocka_unit_test(cell__coup_drawing_cells),
		cmocka_unit_test(cell__skill_of_keys),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
