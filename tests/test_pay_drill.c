/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_pay_drill.c: the timed payment drill (session/pay_drill.h): its
 * bets, the paying order it judges by (IPLyC 8.4.2.6.3 and 8.4.2.6.8),
 * the amounts, and a bet paid out of turn. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "session/pay_drill.h"

/* Where a bet comes in the order as the article says it: Banca from
 * seat 1 to 7, Punto from 7 to 1, the standing bets after the seats,
 * row 0 first, each row from 7 to 1. */
static long rank(const struct pay_drill *d, const struct pay_drill_bet *b)
{
	if (b->place == PLACE_SEAT)
		return d->winner == PAYOUT_BANCA ? b->seat : 100 - b->seat;
	return 1000 + b->row * 100 + (100 - b->seat);
}

static void check_order(const struct pay_drill *d)
{
	for (size_t k = 1; k < d->n; k++)
		assert_true(rank(d, &d->bets[d->order[k - 1]]) <
			    rank(d, &d->bets[d->order[k]]));
}

/* Many deals: each bet is once in the order, which is the article's
 * for the chance that won. */
static void pay_drill__order__seats_then_standing_iplyc_8_4_2_6_3(
	void **state)
{
	struct rules r;
	struct pay_drill d;
	int banca = 0, punto = 0;

	(void)state;
	rules_init(&r);
	for (uint64_t seed = 1; seed <= 200; seed++) {
		bool seen[PAY_DRILL_MAX] = { false };

		assert_true(pay_drill_deal(&d, &r, seed, 7, 5000));
		assert_int_equal(d.n, 7);
		assert_int_equal(d.limit_ms, 35000);
		for (size_t k = 0; k < d.n; k++) {
			assert_false(seen[d.order[k]]);
			seen[d.order[k]] = true;
			assert_true(d.bets[d.order[k]].pay > 0);
		}
		check_order(&d);
		if (d.winner == PAYOUT_BANCA) {
			banca++;
			assert_int_equal(d.order_rule, RULE_PAY_ORDER_BANCA);
		} else {
			punto++;
			assert_int_equal(d.order_rule, RULE_PAY_ORDER_PUNTO);
		}
	}
	/* Both chances come up. */
	assert_true(banca > 20 && punto > 20);
}

/* Punto is paid from seat 7 down (8.4.2.6.8): found among the deals. */
static void pay_drill__punto__from_seat_seven_iplyc_8_4_2_6_8(void **state)
{
	struct rules r;
	struct pay_drill d;
	bool found = false;

	(void)state;
	rules_init(&r);
	for (uint64_t seed = 1; seed <= 200 && !found; seed++) {
		assert_true(pay_drill_deal(&d, &r, seed, 5, 5000));
		if (d.winner != PAYOUT_PUNTO ||
		    d.bets[d.order[0]].place != PLACE_SEAT ||
		    d.bets[d.order[1]].place != PLACE_SEAT)
			continue;
		assert_true(d.bets[d.order[0]].seat >
			    d.bets[d.order[1]].seat);
		found = true;
	}
	assert_true(found);
}

/* Paid in order with the amounts due: all in order, all right. */
static void pay_drill__in_order__every_payment_right(void **state)
{
	struct pay_drill_verdict v;
	struct rules r;
	struct pay_drill d;

	(void)state;
	rules_init(&r);
	assert_true(pay_drill_deal(&d, &r, 42, 6, 4000));
	for (size_t k = 0; k < d.n; k++) {
		size_t i = d.order[k];

		assert_int_equal(pay_drill_due(&d), i);
		assert_true(pay_drill_pay(&d, &r, i, d.bets[i].pay, &v));
		assert_true(v.in_order);
		assert_true(v.right_amount);
	}
	assert_true(pay_drill_over(&d));
	assert_int_equal(d.in_order, 6);
	assert_int_equal(d.right_amount, 6);
	/* Nothing is paid twice. */
	assert_false(pay_drill_pay(&d, &r, d.order[0], 1, &v));
}

/* The last bet paid first: out of turn, paid all the same; the first
 * stays due; a wrong amount is counted apart from the order. */
static void pay_drill__out_of_turn__counted_and_paid(void **state)
{
	struct pay_drill_verdict v;
	struct rules r;
	struct pay_drill d;
	size_t first, last;

	(void)state;
	rules_init(&r);
	assert_true(pay_drill_deal(&d, &r, 7, 4, 4000));
	first = d.order[0];
	last = d.order[3];
	assert_true(pay_drill_pay(&d, &r, last, d.bets[last].pay + 5, &v));
	assert_false(v.in_order);
	assert_false(v.right_amount);
	assert_int_equal(v.due, first);
	assert_int_equal(v.pay, d.bets[last].pay);
	assert_int_equal(pay_drill_due(&d), first);
	assert_true(pay_drill_pay(&d, &r, first, d.bets[first].pay, &v));
	assert_true(v.in_order);
	assert_int_equal(d.in_order, 1);
	assert_int_equal(d.right_amount, 1);
	assert_false(pay_drill_over(&d));
}

static void pay_drill__bad_arguments__refused(void **state)
{
	struct rules r;
	struct pay_drill d;

	(void)state;
	rules_init(&r);
	assert_false(pay_drill_deal(&d, &r, 1, 1, 4000));
	assert_false(pay_drill_deal(&d, &r, 1, PAY_DRILL_MAX + 1, 4000));
	assert_false(pay_drill_deal(&d, &r, 1, 5, 0));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(pay_drill__order__seats_then_standing_iplyc_8_4_2_6_3),
		cmocka_unit_test(pay_drill__punto__from_seat_seven_iplyc_8_4_2_6_8),
		cmocka_unit_test(pay_drill__in_order__every_payment_right),
		cmocka_unit_test(pay_drill__out_of_turn__counted_and_paid),
		cmocka_unit_test(pay_drill__bad_arguments__refused),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
