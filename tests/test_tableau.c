/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_tableau.c: every cell of Punto's and Banca's tables. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "engine/tableau.h"

/* IPLyC 7.4.3: a two-card 8 or 9 defines the pase. */
static void tableau__eight_and_nine_are_naturals__iplyc_7_4_3(void **state)
{
	(void)state;
	for (int t = 0; t <= 9; t++)
		assert_int_equal(tableau_is_natural(t), t >= 8);
}

/* IPLyC 7.4.1: 0-4 draws, 5 voluntad, 6-7 stands. */
static void tableau__punto_table__iplyc_7_4_1(void **state)
{
	struct rules r;

	(void)state;
	rules_init(&r);
	for (int t = 0; t <= 4; t++)
		assert_int_equal(tableau_punto(&r, t), PUNTO_DRAWS);
	assert_int_equal(tableau_punto(&r, 5), PUNTO_VOLUNTAD);
	assert_int_equal(tableau_punto(&r, 6), PUNTO_STANDS);
	assert_int_equal(tableau_punto(&r, 7), PUNTO_STANDS);
	assert_int_equal(tableau_punto(&r, 8), PUNTO_NATURAL);
	assert_int_equal(tableau_punto(&r, 9), PUNTO_NATURAL);
}

/* LNSE-MIDI art. 6: Punto draws on 0-5 and stands on 6-7, no voluntad. */
static void tableau__midi_punto_draws_on_five__lnse_midi_6(void **state)
{
	struct rules r;

	(void)state;
	rules_init_midi(&r);
	for (int t = 0; t <= 5; t++)
		assert_int_equal(tableau_punto(&r, t), PUNTO_DRAWS);
	assert_int_equal(tableau_punto(&r, 6), PUNTO_STANDS);
	assert_int_equal(tableau_punto(&r, 7), PUNTO_STANDS);
}

/* IPLyC 7.4.4: Punto stood (planto on 5, or 6-7): Banca 0-5 draws,
 * 6-7 stands. */
static void tableau__banca_after_punto_stands__iplyc_7_4_4(void **state)
{
	(void)state;
	for (int b = 0; b <= 7; b++)
		assert_int_equal(tableau_banca_draws(b, -1), b <= 5);
}

/* IPLyC 7.4.2, LNSE-MIDI 6: Banca's table cell by cell, written out as the
 * LNSE-MIDI T/P grid (rows Banca 0-7, columns Punto's third card 0-9). */
static void tableau__banca_table_every_cell__iplyc_7_4_2(void **state)
{
	static const char *const grid[8] = {
		"TTTTTTTTTT", /* 0 */
		"TTTTTTTTTT", /* 1 */
		"TTTTTTTTTT", /* 2 */
		"TTTTTTTTPT", /* 3: stands only on 8 */
		"PPTTTTTTPP", /* 4: draws on 2-7 */
		"PPPPTTTTPP", /* 5: draws on 4-7 */
		"PPPPPPTTPP", /* 6: draws on 6-7 */
		"PPPPPPPPPP", /* 7: stands */
	};

	(void)state;
	for (int b = 0; b <= 7; b++)
		for (int t = 0; t <= 9; t++)
			assert_int_equal(tableau_banca_draws(b, t), grid[b][t] == 'T');
}

/* H8-2021 prints Banca 3 "dando 8-0", a misprint (data/rules/h8-2021.yaml
 * says why); the table keeps Banca 3 drawing on a third card of 0 (value
 * of 10 and faces). */
static void tableau__banca_three_draws_on_zero_despite_h8_misprint__iplyc_7_4_2(void **state)
{
	(void)state;
	assert_true(tableau_banca_draws(3, 0));
	assert_false(tableau_banca_draws(3, 8));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(tableau__eight_and_nine_are_naturals__iplyc_7_4_3),
		cmocka_unit_test(tableau__punto_table__iplyc_7_4_1),
		cmocka_unit_test(tableau__midi_punto_draws_on_five__lnse_midi_6),
		cmocka_unit_test(tableau__banca_after_punto_stands__iplyc_7_4_4),
		cmocka_unit_test(tableau__banca_table_every_cell__iplyc_7_4_2),
		cmocka_unit_test(tableau__banca_three_draws_on_zero_despite_h8_misprint__iplyc_7_4_2),
	};

	return cmocka_run_group_tests_name("tableau", tests, NULL, NULL);
}
