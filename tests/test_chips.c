/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_chips.c: the table's chips, function by function, with the
 * article each one follows (IPLyC 8.4.2.1.1, 8.4.2.6, 8.4.2.7). */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "engine/chips.h"
#include "engine/payout.h"
#include "engine/rules.h"

/* The IPLyC profile's chips: 5 10 25 100 500 1000 5000. */
enum { C5, C10, C25, C100, C500, C1000, C5000 };

static struct chip_count of(int c5, int c10, int c25, int c100, int c500,
			    int c1000, int c5000)
{
	struct chip_count c;

	memset(&c, 0, sizeof c);
	c.n[C5] = c5;
	c.n[C10] = c10;
	c.n[C25] = c25;
	c.n[C100] = c100;
	c.n[C500] = c500;
	c.n[C1000] = c1000;
	c.n[C5000] = c5000;
	return c;
}

static void assert_chips(const struct chip_set *s, const struct chip_count *a,
			 const struct chip_count *b)
{
	for (int i = 0; i < s->n; i++)
		if (a->n[i] != b->n[i])
			fail_msg("chip %lld: %d, expected %d",
				 (long long)s->d[i].value, (int)a->n[i],
				 (int)b->n[i]);
}

static struct chip_set iplyc(void)
{
	struct chip_set s;

	rules_chips_iplyc(&s);
	return s;
}

/* The profiles' sets are tables' sets. */
static void chips_set_check__profiles_defaults__valid(void **state)
{
	struct chip_set s = iplyc(), m;

	(void)state;
	rules_chips_midi(&m);
	assert_int_equal(chips_set_check(&s), STATUS_OK);
	assert_int_equal(chips_set_check(&m), STATUS_OK);
	assert_int_equal(s.rule, CHIPS_RULE_FEWEST);
	assert_int_equal(m.rule, CHIPS_RULE_MAX_PER_COLOUR);
	assert_int_equal(m.max_per_colour, 4);
	assert_int_equal(chips_unit(&s), 5);
	assert_int_equal(chips_index(&s, 500), C500);
	assert_int_equal(chips_index(&s, 50), -1);
	assert_int_equal(chips_by_letter(&s, 'n'), C100);
	assert_int_equal(chips_by_letter(&s, 'Z'), -1);
	assert_string_equal(chip_colour_key(s.d[C500].colour), "purple");
	assert_int_equal(chip_colour_by_key("light_blue"), CHIP_LIGHT_BLUE);
	assert_int_equal(chip_colour_by_key("mauve"), CHIP_COLOUR__COUNT);
}

/* Values out of order, a letter twice, a cap out of range: refused. */
static void chips_set_check__bad_sets__refused(void **state)
{
	struct chip_set s;

	(void)state;
	s = iplyc();
	s.d[C25].value = 10;
	assert_int_equal(chips_set_check(&s), STATUS_BAD_ARGUMENT);
	s = iplyc();
	s.d[C25].letter = 'N';
	assert_int_equal(chips_set_check(&s), STATUS_BAD_ARGUMENT);
	s = iplyc();
	s.d[C25].letter = 'n';
	assert_int_equal(chips_set_check(&s), STATUS_BAD_ARGUMENT);
	s = iplyc();
	s.rule = CHIPS_RULE_MAX_PER_COLOUR;
	s.max_per_colour = 0;
	assert_int_equal(chips_set_check(&s), STATUS_BAD_ARGUMENT);
	s = iplyc();
	s.d[C5].stock = CHIPS_CARRETELES_MAX * CHIPS_CARRETEL + 1;
	assert_int_equal(chips_set_check(&s), STATUS_BAD_ARGUMENT);
	s = iplyc();
	s.n = 0;
	assert_int_equal(chips_set_check(&s), STATUS_BAD_ARGUMENT);
}

/* 8.4.2.1.1: "Preparará los carreteles ... con aproximadamente veinte
 * (20) fichas cada uno". */
static void chips_float_init__carreteles_of_twenty__iplyc_8_4_2_1_1(void **state)
{
	struct chip_set s = iplyc();
	struct chip_count f;

	(void)state;
	chips_float_init(&s, &f);
	assert_int_equal(f.n[C100], 5 * CHIPS_CARRETEL);
	assert_int_equal(f.n[C5000], 2 * 20);
	assert_int_equal(chips_carreteles(f.n[C100]), 5);
	assert_int_equal(chips_carreteles(0), 0);
	assert_int_equal(chips_carreteles(1), 1);
	assert_int_equal(chips_carreteles(21), 2);
	assert_int_equal(chips_carreteles(40), 2);
}

static void chips_total__value_and_pieces(void **state)
{
	struct chip_set s = iplyc();
	struct chip_count c = of(0, 0, 0, 4, 1, 0, 0);

	(void)state;
	assert_int_equal(chips_total(&s, &c), 900);
	assert_int_equal(chips_pieces(&s, &c), 5);
}

/* 8.4.2.6.3.3: "Evitará, de no ser necesario, la repetición de fichas
 * del mismo valor": 900 is 1 of 500 and 4 of 100. */
static void chips_compose__fewest_chips__iplyc_8_4_2_6_3_3(void **state)
{
	struct chip_set s = iplyc();
	struct chip_count out, want;

	(void)state;
	assert_int_equal(chips_compose(&s, NULL, 900, 0, &out), STATUS_OK);
	want = of(0, 0, 0, 4, 1, 0, 0);
	assert_chips(&s, &out, &want);
	/* 90% of 150: 135 = 100 + 25 + 10. */
	assert_int_equal(chips_compose(&s, NULL, 135, 0, &out), STATUS_OK);
	want = of(0, 1, 1, 1, 0, 0, 0);
	assert_chips(&s, &out, &want);
	/* 95 = 25 25 25 10 10: five chips, none fewer. */
	assert_int_equal(chips_compose(&s, NULL, 95, 0, &out), STATUS_OK);
	want = of(0, 2, 3, 0, 0, 0, 0);
	assert_chips(&s, &out, &want);
	/* 30000: six of the largest, nothing replaces them. */
	assert_int_equal(chips_compose(&s, NULL, 30000, 0, &out), STATUS_OK);
	want = of(0, 0, 0, 0, 0, 0, 6);
	assert_chips(&s, &out, &want);
	/* Not a multiple of the smallest chip: no composition. */
	assert_int_equal(chips_compose(&s, NULL, 903, 0, &out),
			 STATUS_BAD_AMOUNT);
	assert_int_equal(chips_compose(&s, NULL, 0, 0, &out),
			 STATUS_BAD_AMOUNT);
}

/* Denominations where taking the largest first is not the fewest: the
 * search still finds the fewest (40 = 20 + 20, not 25 + 5 + 5 + 5). */
static void chips_compose__not_greedy__still_fewest_iplyc_8_4_2_6_3_3(void **state)
{
	struct chip_set s;
	struct chip_count out;

	(void)state;
	memset(&s, 0, sizeof s);
	s.n = 3;
	s.d[0] = (struct chip_denom){ 5, CHIP_WHITE, 'B', 20 };
	s.d[1] = (struct chip_denom){ 20, CHIP_RED, 'R', 20 };
	s.d[2] = (struct chip_denom){ 25, CHIP_GREEN, 'V', 20 };
	assert_int_equal(chips_compose(&s, NULL, 40, 0, &out), STATUS_OK);
	assert_int_equal(out.n[1], 2);
	assert_int_equal(chips_pieces(&s, &out), 2);
}

/* 8.4.2.6.2: "utilizando solamente las fichas de los carreteles": with
 * no 500 left, 900 is paid in 100s. */
static void chips_compose__from_the_float__iplyc_8_4_2_6_2(void **state)
{
	struct chip_set s = iplyc();
	struct chip_count f, out, want;

	(void)state;
	chips_float_init(&s, &f);
	f.n[C500] = 0;
	assert_int_equal(chips_compose(&s, &f, 900, 0, &out), STATUS_OK);
	want = of(0, 0, 0, 9, 0, 0, 0);
	assert_chips(&s, &out, &want);
	/* Only two chips of 5 and nothing else: 15 cannot be paid. */
	memset(&f, 0, sizeof f);
	f.n[C5] = 2;
	assert_int_equal(chips_compose(&s, &f, 15, 0, &out),
			 STATUS_BAD_AMOUNT);
}

/* The house's rule (a MIDI table's: no more than four of a colour): any
 * composition that keeps it is right; the largest chip is not capped. */
static void chips_compose__house_rule_max_four__lnse_midi_7_1(void **state)
{
	struct chip_set s;
	struct chip_count f, out, want;

	(void)state;
	rules_chips_midi(&s);
	assert_int_equal(chips_compose(&s, NULL, 900, 0, &out), STATUS_OK);
	want = of(0, 0, 0, 4, 1, 0, 0);
	assert_chips(&s, &out, &want);
	assert_int_equal(chips_compose(&s, NULL, 40000, 0, &out), STATUS_OK);
	want = of(0, 0, 0, 0, 0, 0, 8);
	assert_chips(&s, &out, &want);
	/* No 500 in the float: 100 is the largest chip left, uncapped. */
	chips_float_init(&s, &f);
	f.n[C500] = 0;
	assert_int_equal(chips_compose(&s, &f, 900, 0, &out), STATUS_OK);
	want = of(0, 0, 0, 9, 0, 0, 0);
	assert_chips(&s, &out, &want);
}

/* chips_check: the amount, the float, then the rule, each fault named:
 * "900 son 1 de 500 y 4 de 100; usted dio 9 de 100". */
static void chips_check__faults_in_order__iplyc_8_4_2_6_3_3(void **state)
{
	struct chip_set s = iplyc();
	struct chip_count f, given, due, want;

	(void)state;
	chips_float_init(&s, &f);
	given = of(0, 0, 0, 9, 0, 0, 0);
	assert_int_equal(chips_check(&s, &f, 900, 0, &given, &due),
			 CHIPS_FAULT_NOT_FEWEST);
	want = of(0, 0, 0, 4, 1, 0, 0);
	assert_chips(&s, &due, &want);
	given = of(0, 0, 0, 4, 1, 0, 0);
	assert_int_equal(chips_check(&s, &f, 900, 0, &given, NULL),
			 CHIPS_FAULT_NONE);
	given = of(0, 0, 0, 5, 1, 0, 0);
	assert_int_equal(chips_check(&s, &f, 900, 0, &given, NULL),
			 CHIPS_FAULT_TOTAL);
	given = of(0, 0, 0, 4, 1, 0, 0);
	given.n[C100] = -1;
	assert_int_equal(chips_check(&s, &f, 900, 0, &given, NULL),
			 CHIPS_FAULT_TOTAL);
	f.n[C500] = 0;
	given = of(0, 0, 0, 4, 1, 0, 0);
	assert_int_equal(chips_check(&s, &f, 900, 0, &given, NULL),
			 CHIPS_FAULT_FLOAT);
	given = of(0, 0, 0, 9, 0, 0, 0);
	assert_int_equal(chips_check(&s, &f, 900, 0, &given, NULL),
			 CHIPS_FAULT_NONE);
}

/* Under the house's rule a longer composition that keeps it is right;
 * nine of a colour is not. */
static void chips_check__house_rule__any_within_it_lnse_midi_7_1(void **state)
{
	struct chip_set s;
	struct chip_count f, given, due;

	(void)state;
	rules_chips_midi(&s);
	given = of(0, 0, 4, 3, 1, 0, 0);
	assert_int_equal(chips_check(&s, NULL, 900, 0, &given, NULL),
			 CHIPS_FAULT_NONE);
	given = of(0, 0, 0, 9, 0, 0, 0);
	assert_int_equal(chips_check(&s, NULL, 900, 0, &given, NULL),
			 CHIPS_FAULT_OVER_COLOUR);
	/* Where the float cannot keep the rule ("de no ser necesario"),
	 * the fewest chips it can: one 500 and sixteen 25s. */
	memset(&f, 0, sizeof f);
	f.n[C500] = 1;
	f.n[C25] = 40;
	given = of(0, 0, 16, 0, 1, 0, 0);
	assert_int_equal(chips_check(&s, &f, 900, 0, &given, &due),
			 CHIPS_FAULT_NONE);
	assert_chips(&s, &due, &given);
	given = of(0, 0, 36, 0, 0, 0, 0);
	assert_int_equal(chips_check(&s, &f, 900, 0, &given, NULL),
			 CHIPS_FAULT_NOT_FEWEST);
}

/* chips_take / chips_put: a payment leaves the float; a change's chips
 * go into the carretel (8.4.2.7.3); the float never goes below zero. */
static void chips_take_put__float_moves__iplyc_8_4_2_7_3(void **state)
{
	struct chip_set s = iplyc();
	struct chip_count f, c = of(0, 0, 0, 4, 1, 0, 0), before;

	(void)state;
	chips_float_init(&s, &f);
	before = f;
	assert_int_equal(chips_take(&s, &f, &c), STATUS_OK);
	assert_int_equal(f.n[C100], before.n[C100] - 4);
	assert_int_equal(f.n[C500], before.n[C500] - 1);
	assert_int_equal(chips_put(&s, &f, &c), STATUS_OK);
	assert_true(chips_equal(&s, &f, &before));
	c = of(0, 0, 0, 0, 0, 0, 41);
	assert_int_equal(chips_take(&s, &f, &c), STATUS_BAD_AMOUNT);
	assert_true(chips_equal(&s, &f, &before));
	c.n[C5000] = CHIPS_COUNT_MAX;
	assert_int_equal(chips_put(&s, &f, &c), STATUS_BAD_AMOUNT);
	assert_true(chips_equal(&s, &f, &before));
}

/* 8.4.2.7.2: a change ("¡Cambio!") from the carretel: a chip of 1000
 * into chips of 100 is ten of them; twelve of 100 into chips up to 1000,
 * one of 1000 and two of 100. */
static void chips_change__from_the_carretel__iplyc_8_4_2_7_2(void **state)
{
	struct chip_set s = iplyc();
	struct chip_count f, in, out, want;

	(void)state;
	chips_float_init(&s, &f);
	in = of(0, 0, 0, 0, 0, 1, 0);
	assert_int_equal(chips_change(&s, &f, &in, 100, &out), STATUS_OK);
	want = of(0, 0, 0, 10, 0, 0, 0);
	assert_chips(&s, &out, &want);
	in = of(0, 0, 0, 12, 0, 0, 0);
	assert_int_equal(chips_change(&s, &f, &in, 1000, &out), STATUS_OK);
	want = of(0, 0, 0, 2, 0, 1, 0);
	assert_chips(&s, &out, &want);
	/* His own chips back: nothing to change. */
	in = of(0, 0, 0, 0, 1, 0, 0);
	assert_int_equal(chips_change(&s, &f, &in, 500, &out),
			 STATUS_NOT_ALLOWED);
	memset(&in, 0, sizeof in);
	assert_int_equal(chips_change(&s, &f, &in, 100, &out),
			 STATUS_BAD_AMOUNT);
}

/* A change checked: a chip larger than asked, his own chips back, more
 * chips than needed. */
static void chips_check_change__faults__iplyc_8_4_2_7_2(void **state)
{
	struct chip_set s = iplyc();
	struct chip_count f, in = of(0, 0, 0, 0, 0, 1, 0), given;

	(void)state;
	chips_float_init(&s, &f);
	given = of(0, 0, 0, 10, 0, 0, 0);
	assert_int_equal(chips_check_change(&s, &f, &in, 100, &given, NULL),
			 CHIPS_FAULT_NONE);
	given = of(0, 0, 0, 5, 1, 0, 0);
	assert_int_equal(chips_check_change(&s, &f, &in, 100, &given, NULL),
			 CHIPS_FAULT_TOO_LARGE);
	given = of(0, 0, 4, 9, 0, 0, 0);
	assert_int_equal(chips_check_change(&s, &f, &in, 100, &given, NULL),
			 CHIPS_FAULT_NOT_FEWEST);
	given = in;
	assert_int_equal(chips_check_change(&s, &f, &in, 0, &given, NULL),
			 CHIPS_FAULT_SAME);
}

/* Paying in chips, the profile's rounding goes to the smallest chip: 90%
 * of 190 is 171, paid 170 (IPLyC 7.8.1.2 is silent on fractions). */
static void rules_round__in_chips__to_the_smallest_chip__iplyc_7_8_1_2(void **state)
{
	struct rules r;
	struct payout_request q;
	struct payout p;

	(void)state;
	rules_init(&r);
	memset(&q, 0, sizeof q);
	q.winner = PAYOUT_BANCA;
	q.bet.chance = BET_ON_BANCA;
	q.bet.kind = BET_SEAT;
	q.bet.amount = 190;
	q.table_max = r.table_max;
	assert_int_equal(payout_compute(&r, &q, &p), STATUS_OK);
	assert_int_equal(p.pay, 171);
	r.chips.on = true;
	assert_int_equal(payout_compute(&r, &q, &p), STATUS_OK);
	assert_int_equal(p.pay, 170);
	r.rounding = ROUND_UP;
	assert_int_equal(payout_compute(&r, &q, &p), STATUS_OK);
	assert_int_equal(p.pay, 175);
	r.rounding = ROUND_NEAREST_HALF_UP;
	assert_int_equal(payout_compute(&r, &q, &p), STATUS_OK);
	assert_int_equal(p.pay, 170);
}

/* A payment out of reach of a table's float or counts is refused, not
 * searched for ever. */
static void chips_compose__huge_amount__bounded(void **state)
{
	struct chip_set s = iplyc();
	struct chip_count f, out;

	(void)state;
	assert_int_equal(chips_compose(&s, NULL, INT64_C(1000000000), 0, &out),
			 STATUS_BAD_AMOUNT);
	assert_int_equal(chips_compose(&s, NULL, INT64_C(100000000), 0, &out),
			 STATUS_OK);
	assert_int_equal(out.n[C5000], 20000);
	chips_float_init(&s, &f);
	assert_int_equal(chips_compose(&s, &f, INT64_C(100000000), 0, &out),
			 STATUS_BAD_AMOUNT);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(chips_set_check__profiles_defaults__valid),
		cmocka_unit_test(chips_set_check__bad_sets__refused),
		cmocka_unit_test(chips_float_init__carreteles_of_twenty__iplyc_8_4_2_1_1),
		cmocka_unit_test(chips_total__value_and_pieces),
		cmocka_unit_test(chips_compose__fewest_chips__iplyc_8_4_2_6_3_3),
		cmocka_unit_test(chips_compose__not_greedy__still_fewest_iplyc_8_4_2_6_3_3),
		cmocka_unit_test(chips_compose__from_the_float__iplyc_8_4_2_6_2),
		cmocka_unit_test(chips_compose__house_rule_max_four__lnse_midi_7_1),
		cmocka_unit_test(chips_check__faults_in_order__iplyc_8_4_2_6_3_3),
		cmocka_unit_test(chips_check__house_rule__any_within_it_lnse_midi_7_1),
		cmocka_unit_test(chips_take_put__float_moves__iplyc_8_4_2_7_3),
		cmocka_unit_test(chips_change__from_the_carretel__iplyc_8_4_2_7_2),
		cmocka_unit_test(chips_check_change__faults__iplyc_8_4_2_7_2),
		cmocka_unit_test(rules_round__in_chips__to_the_smallest_chip__iplyc_7_8_1_2),
		cmocka_unit_test(chips_compose__huge_amount__bounded),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
