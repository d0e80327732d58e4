/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_payorder.c: the order of settling the table (IPLyC 8.4.2.6). */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "engine/payorder.h"

#define MAX_BETS 16

struct table {
	struct rules r;
	enum payout_winner winner;
	struct payorder_bet bets[MAX_BETS];
	size_t n;
	struct payorder_step steps[PAYORDER_MAX_STEPS(MAX_BETS)];
	size_t count;
};

static void table_init(struct table *t, enum payout_winner winner)
{
	rules_init(&t->r);
	t->winner = winner;
	t->n = 0;
	t->count = 0;
}

/* Puts a bet on the table, settled for the table's winner. */
static void put(struct table *t, enum bet_place place, int seat, int row,
		enum bet_chance chance, int64_t amount)
{
	struct payorder_bet *b = &t->bets[t->n++];
	struct payout_request q = {
		.winner = t->winner,
		.bet = { .chance = chance, .amount = amount },
		.banca_total = 7,
		.table_max = t->r.table_max,
	};

	q.bet.kind = place == PLACE_BANK ? BET_BANK
		   : place == PLACE_STANDING ? BET_STANDING : BET_SEAT;
	bank_state_init(&q.bank, amount);
	b->place = place;
	b->seat = seat;
	b->row = row;
	assert_int_equal(payout_compute(&t->r, &q, &b->result), STATUS_OK);
}

static void build(struct table *t)
{
	assert_int_equal(payorder_build(&t->r, t->winner, t->bets, t->n,
					t->steps, PAYORDER_MAX_STEPS(MAX_BETS),
					&t->count),
			 STATUS_OK);
}

/* Asserts step i handles bet index with action. */
static void step_is(const struct table *t, size_t i, size_t index,
		    enum payorder_action action)
{
	assert_true(i < t->count);
	assert_int_equal(t->steps[i].index, index);
	assert_int_equal(t->steps[i].action, action);
}

/* IPLyC 8.4.2.6.3: "Para el pago de la chance Banca, comenzará por las
 * apuestas de los Apostadores sentados desde el casillero 1 al 7";
 * 8.4.2.6.5: "Continuará con las apuestas de pie"; 8.4.2.6.6: "Por
 * último se pagará la postura en Banca". */
static void payorder__banca_wins__seats_up_standing_then_bank__iplyc_8_4_2_6_3(void **state)
{
	struct table t;

	(void)state;
	table_init(&t, PAYOUT_BANCA);
	put(&t, PLACE_BANK, 0, 0, BET_ON_BANCA, 2000);        /* 0 */
	put(&t, PLACE_STANDING, 3, 0, BET_ON_BANCA, 500);     /* 1 */
	put(&t, PLACE_SEAT, 6, 0, BET_ON_BANCA, 300);         /* 2 */
	put(&t, PLACE_SEAT, 2, 0, BET_ON_BANCA, 400);         /* 3 */
	build(&t);
	assert_int_equal(t.count, 4);
	step_is(&t, 0, 3, PAYORDER_PAY);
	assert_int_equal(t.steps[0].amount, 360);
	assert_int_equal(t.steps[0].rule, RULE_PAY_ORDER_BANCA);
	step_is(&t, 1, 2, PAYORDER_PAY);
	step_is(&t, 2, 1, PAYORDER_PAY);
	step_is(&t, 3, 0, PAYORDER_PAY);
	assert_int_equal(t.steps[3].amount, 2000);
}

/* IPLyC 8.4.2.6.8: "Para el pago de la chance punto deberá comenzar con
 * las apuestas pertenecientes a los apostadores sentados, partiendo del
 * casillero 7 hacia el 1, prosiguiendo luego en el mismo orden, con las
 * apuestas de pie." */
static void payorder__punto_wins__seats_down_then_standing__iplyc_8_4_2_6_8(void **state)
{
	struct table t;

	(void)state;
	table_init(&t, PAYOUT_PUNTO);
	put(&t, PLACE_STANDING, 7, 0, BET_ON_PUNTO, 500);     /* 0 */
	put(&t, PLACE_SEAT, 1, 0, BET_ON_PUNTO, 300);         /* 1 */
	put(&t, PLACE_SEAT, 7, 0, BET_ON_PUNTO, 400);         /* 2 */
	put(&t, PLACE_SEAT, 4, 0, BET_ON_PUNTO, 200);         /* 3 */
	build(&t);
	assert_int_equal(t.count, 4);
	step_is(&t, 0, 2, PAYORDER_PAY);
	assert_int_equal(t.steps[0].rule, RULE_PAY_ORDER_PUNTO);
	step_is(&t, 1, 3, PAYORDER_PAY);
	step_is(&t, 2, 1, PAYORDER_PAY);
	step_is(&t, 3, 0, PAYORDER_PAY);
}

/* IPLyC 8.4.2.6.5: standing bets "comenzando por las ubicadas contra el
 * acrílico del 7 al 1 ... siguiendo el mismo orden en las demás filas";
 * for Punto "en el mismo orden" (8.4.2.6.8). */
static void payorder__standing_bets__row_by_row_seven_to_one__iplyc_8_4_2_6_5(void **state)
{
	static const enum payout_winner winners[] = { PAYOUT_BANCA, PAYOUT_PUNTO };
	static const enum bet_chance chances[] = { BET_ON_BANCA, BET_ON_PUNTO };

	(void)state;
	for (size_t w = 0; w < 2; w++) {
		struct table t;

		table_init(&t, winners[w]);
		put(&t, PLACE_STANDING, 2, 1, chances[w], 200);  /* 0 */
		put(&t, PLACE_STANDING, 1, 0, chances[w], 200);  /* 1 */
		put(&t, PLACE_STANDING, 6, 1, chances[w], 200);  /* 2 */
		put(&t, PLACE_STANDING, 5, 0, chances[w], 200);  /* 3 */
		build(&t);
		assert_int_equal(t.count, 4);
		step_is(&t, 0, 3, PAYORDER_PAY);
		step_is(&t, 1, 1, PAYORDER_PAY);
		step_is(&t, 2, 2, PAYORDER_PAY);
		step_is(&t, 3, 0, PAYORDER_PAY);
	}
}

/* IPLyC 8.4.2.6.13: "Entregará en primer término los excedentes";
 * 8.4.2.2.9: "el primero en entregarse será el correspondiente a Banca,
 * continuando con los demás en el mismo orden en que fueron pagados." */
static void payorder__excesses_first_bank_first__iplyc_8_4_2_6_13(void **state)
{
	struct table t;

	(void)state;
	table_init(&t, PAYOUT_BANCA);
	put(&t, PLACE_SEAT, 5, 0, BET_ON_BANCA, 12000);       /* 0 */
	put(&t, PLACE_SEAT, 3, 0, BET_ON_BANCA, 11000);       /* 1 */
	put(&t, PLACE_BANK, 0, 0, BET_ON_BANCA, 10500);       /* 2 */
	build(&t);
	assert_int_equal(t.count, 6);
	step_is(&t, 0, 2, PAYORDER_RETURN_EXCESS);
	assert_int_equal(t.steps[0].amount, 500);
	assert_int_equal(t.steps[0].rule, RULE_EXCESS);
	step_is(&t, 1, 1, PAYORDER_RETURN_EXCESS);
	assert_int_equal(t.steps[1].amount, 1000);
	step_is(&t, 2, 0, PAYORDER_RETURN_EXCESS);
	assert_int_equal(t.steps[2].amount, 2000);
	step_is(&t, 3, 1, PAYORDER_PAY);
	step_is(&t, 4, 0, PAYORDER_PAY);
	step_is(&t, 5, 2, PAYORDER_PAY);
}

/* IPLyC 8.4.2.2.9 read the other way (excesses_after_payments): "el
 * primero en entregarse será el correspondiente a Banca, continuando con
 * los demás en el mismo orden en que fueron pagados": the payments
 * first, then the excesses, the bank's first, the others as paid. */
static void payorder__excesses_after_payments_bank_first__iplyc_8_4_2_2_9(void **state)
{
	struct table t;

	(void)state;
	table_init(&t, PAYOUT_BANCA);
	t.r.excesses_after_payments = true;
	put(&t, PLACE_SEAT, 5, 0, BET_ON_BANCA, 12000);       /* 0 */
	put(&t, PLACE_SEAT, 3, 0, BET_ON_BANCA, 11000);       /* 1 */
	put(&t, PLACE_BANK, 0, 0, BET_ON_BANCA, 10500);       /* 2 */
	put(&t, PLACE_SEAT, 6, 0, BET_ON_PUNTO, 10200);       /* 3 */
	build(&t);
	assert_int_equal(t.count, 8);
	step_is(&t, 0, 3, PAYORDER_COLLECT);
	assert_int_equal(t.steps[0].amount, 10000);
	step_is(&t, 1, 1, PAYORDER_PAY);
	step_is(&t, 2, 0, PAYORDER_PAY);
	step_is(&t, 3, 2, PAYORDER_PAY);
	step_is(&t, 4, 2, PAYORDER_RETURN_EXCESS);
	assert_int_equal(t.steps[4].amount, 500);
	step_is(&t, 5, 1, PAYORDER_RETURN_EXCESS);
	assert_int_equal(t.steps[5].amount, 1000);
	step_is(&t, 6, 0, PAYORDER_RETURN_EXCESS);
	assert_int_equal(t.steps[6].amount, 2000);
	step_is(&t, 7, 3, PAYORDER_RETURN_EXCESS);
	assert_int_equal(t.steps[7].amount, 200);
}

/* IPLyC 8.8.2.2-3: the croupier "haya ingresado las apuestas perdedoras"
 * and "finalizado el pago de las ganadoras"; 8.4.2.6.12: payments never
 * use chips from the arrastre: losing bets are taken in before paying,
 * their excess handed back first (7.8.1.12, 8.4.2.6.13). */
static void payorder__losing_bets_taken_in_before_paying__iplyc_8_8_2_2(void **state)
{
	struct table t;

	(void)state;
	table_init(&t, PAYOUT_PUNTO);
	put(&t, PLACE_SEAT, 1, 0, BET_ON_PUNTO, 1000);        /* 0 */
	put(&t, PLACE_SEAT, 2, 0, BET_ON_BANCA, 10400);       /* 1 */
	put(&t, PLACE_BANK, 0, 0, BET_ON_BANCA, 3000);        /* 2 */
	put(&t, PLACE_SEAT, 6, 0, BET_ON_BANCA, 700);         /* 3 */
	build(&t);
	assert_int_equal(t.count, 5);
	step_is(&t, 0, 1, PAYORDER_RETURN_EXCESS);
	assert_int_equal(t.steps[0].amount, 400);
	step_is(&t, 1, 3, PAYORDER_COLLECT);
	step_is(&t, 2, 1, PAYORDER_COLLECT);
	assert_int_equal(t.steps[2].amount, 10000);
	step_is(&t, 3, 2, PAYORDER_COLLECT);
	step_is(&t, 4, 0, PAYORDER_PAY);
	assert_int_equal(t.steps[4].amount, 1000);
}

/* IPLyC 7.4: on an ancar every Punto and Banca bet stands:
 * nothing to do. */
static void payorder__ancar__standing_bets_take_no_step__iplyc_7_4(void **state)
{
	struct table t;

	(void)state;
	table_init(&t, PAYOUT_ANCAR);
	put(&t, PLACE_SEAT, 1, 0, BET_ON_PUNTO, 1000);
	put(&t, PLACE_BANK, 0, 0, BET_ON_BANCA, 12000);
	build(&t);
	assert_int_equal(t.count, 0);
}

/* LNSE-MIDI 5.5 pays tie bets 8 to 1 and gives no order: from seat 1 up,
 * the Punto and Banca bets standing (6.1). */
static void payorder__midi_tie__tie_bets_paid_seat_one_up__lnse_midi_5_5(void **state)
{
	struct table t;

	(void)state;
	table_init(&t, PAYOUT_ANCAR);
	rules_init_midi(&t.r);
	put(&t, PLACE_SEAT, 9, 0, BET_ON_TIE, 100);           /* 0 */
	put(&t, PLACE_SEAT, 4, 0, BET_ON_PUNTO, 100);         /* 1 */
	put(&t, PLACE_SEAT, 2, 0, BET_ON_TIE, 100);           /* 2 */
	build(&t);
	assert_int_equal(t.count, 2);
	step_is(&t, 0, 2, PAYORDER_PAY);
	assert_int_equal(t.steps[0].amount, 800);
	assert_int_equal(t.steps[0].rule, RULE_TIE_BET);
	step_is(&t, 1, 0, PAYORDER_PAY);
}

/* IPLyC 8.4.2.6.3: seats are 1 to 7 in this profile. */
static void payorder__seat_out_of_table__refused__iplyc_8_4_2_6_3(void **state)
{
	struct table t;
	size_t count;

	(void)state;
	table_init(&t, PAYOUT_BANCA);
	put(&t, PLACE_SEAT, 8, 0, BET_ON_BANCA, 100);
	assert_int_equal(payorder_build(&t.r, t.winner, t.bets, t.n, t.steps,
					PAYORDER_MAX_STEPS(MAX_BETS), &count),
			 STATUS_NO_SUCH_SEAT);
	t.bets[0].seat = 7;
	assert_int_equal(payorder_build(&t.r, t.winner, t.bets, t.n, t.steps,
					0, &count),
			 STATUS_BAD_ARGUMENT);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(payorder__banca_wins__seats_up_standing_then_bank__iplyc_8_4_2_6_3),
		cmocka_unit_test(payorder__punto_wins__seats_down_then_standing__iplyc_8_4_2_6_8),
		cmocka_unit_test(payorder__standing_bets__row_by_row_seven_to_one__iplyc_8_4_2_6_5),
		cmocka_unit_test(payorder__excesses_first_bank_first__iplyc_8_4_2_6_13),
		cmocka_unit_test(payorder__excesses_after_payments_bank_first__iplyc_8_4_2_2_9),
		cmocka_unit_test(payorder__losing_bets_taken_in_before_paying__iplyc_8_8_2_2),
		cmocka_unit_test(payorder__ancar__standing_bets_take_no_step__iplyc_7_4),
		cmocka_unit_test(payorder__midi_tie__tie_bets_paid_seat_one_up__lnse_midi_5_5),
		cmocka_unit_test(payorder__seat_out_of_table__refused__iplyc_8_4_2_6_3),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
