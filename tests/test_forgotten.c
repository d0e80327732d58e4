/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_forgotten.c: forgotten bets (IPLyC 7.8.2, 8.4.2.8). */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "engine/forgotten.h"

/* 8.4.2.8.2: "No deberá pagar más de 3 (tres) pases consecutivos una
 * misma postura, sin individualizar a su dueño." The first and second
 * payments leave the bet riding. */
static void forgotten__paid_and_left_twice__iplyc_8_4_2_8_2(void **state)
{
	struct forgotten_ruling f;

	(void)state;
	f = forgotten_rule(1, 500, 500, 10000);
	assert_int_equal(f.action, FORGOTTEN_PAY_AND_LEAVE);
	assert_int_equal(f.left, 1000);
	f = forgotten_rule(2, 1000, 1000, 10000);
	assert_int_equal(f.action, FORGOTTEN_PAY_AND_LEAVE);
	assert_int_equal(f.left, 2000);
	assert_string_equal(f.article, "IPLyC 8.4.2.8.2");
}

/* 7.8.2.1.2: at the third payment with doubts about its owner, the bet
 * goes into the bank. */
static void forgotten__third_payment_withdrawn__iplyc_7_8_2_1_2(void **state)
{
	struct forgotten_ruling f;

	(void)state;
	f = forgotten_rule(3, 2000, 2000, 10000);
	assert_int_equal(f.action, FORGOTTEN_WITHDRAW);
	assert_int_equal(f.withdrawn, 4000);
	assert_int_equal(f.left, 0);
}

/* 8.4.2.8.3: excessive during the three pases: bet and excess withdrawn
 * (7.8.2.1.1: into the bank, in custody). */
static void forgotten__excessive_withdrawn_at_once__iplyc_8_4_2_8_3(void **state)
{
	struct forgotten_ruling f;

	(void)state;
	f = forgotten_rule(2, 6000, 6000, 10000);
	assert_int_equal(f.action, FORGOTTEN_WITHDRAW);
	assert_int_equal(f.withdrawn, 12000);
	assert_string_equal(f.article, "IPLyC 8.4.2.8.3");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(forgotten__paid_and_left_twice__iplyc_8_4_2_8_2),
		cmocka_unit_test(forgotten__third_payment_withdrawn__iplyc_7_8_2_1_2),
		cmocka_unit_test(forgotten__excessive_withdrawn_at_once__iplyc_8_4_2_8_3),
	};

	return cmocka_run_group_tests_name("forgotten", tests, NULL, NULL);
}
