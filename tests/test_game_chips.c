/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_game_chips.c: paying in chips at the table (game_chips.c): the
 * payment counted out of the carreteles and checked, the chips taken in
 * kept out of the payments, the float made up again, and "¡Cambio!". */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "engine/game.h"
#include "game_fixture.h"

/* The IPLyC profile's chips: 5 10 25 100 500 1000 5000. */
enum { C5, C10, C25, C100, C500, C1000, C5000 };

static const int four_seats[] = { 1, 2, 3, 4, 0 };

struct world {
	struct rules r;
	struct table t;
	struct shoe s;
	struct game g;
};

/* Seats 1-4 and one standing player; P(1) banks 2000; paying in chips
 * with the profile's set (midi: the LNSE-MIDI chips, house's rule), the
 * carretel of 500 holding five hundreds. */
static struct world *table(const char *cards, bool midi, int32_t five_hundreds)
{
	static struct world w;

	rules_init(&w.r);
	if (midi)
		rules_chips_midi(&w.r.chips);
	w.r.chips.on = true;
	w.r.chips.d[C500].stock = five_hundreds;
	fx_table(&w.t, &w.r, four_seats, 1);
	fx_shoe(&w.s, &w.r, cards);
	fx_game(&w.g, &w.r, &w.t, &w.s, P(1), 2000);
	return &w;
}

static struct chip_count of(int c25, int c100, int c500, int c1000)
{
	struct chip_count c;

	memset(&c, 0, sizeof c);
	c.n[C25] = c25;
	c.n[C100] = c100;
	c.n[C500] = c500;
	c.n[C1000] = c1000;
	return c;
}

static void bet(struct game *g, int player, enum bet_chance on, int64_t amount)
{
	assert_int_equal(game_place_bet(g, player, on, amount, false, NULL),
			 STATUS_OK);
}

/* Opens the bets, places P(2) Banca 1000, P(3) Banca 1000, P(4) Punto
 * 500, and deals Punto 7 against Banca's natural 9: Banca wins. */
static void banca_wins(struct game *g)
{
	fx_do(g, GAME_ACT_PLACE_BETS);
	bet(g, P(2), BET_ON_BANCA, 1000);
	bet(g, P(3), BET_ON_BANCA, 1000);
	bet(g, P(4), BET_ON_PUNTO, 500);
}

/* 8.4.2.6.2: paid "utilizando solamente las fichas de los carreteles",
 * laid out as 8.4.2.6.3.3 wants: 900 is 1 of 500 and 4 of 100; nine of
 * 100 is refused, the float untouched; the right chips leave it. */
static void game_chips__payment__from_the_carreteles_fewest__iplyc_8_4_2_6_2(void **state)
{
	struct world *w = table("3C 9S 4D JD", false, 100);
	struct game *g = &w->g;
	struct chip_count want = of(0, 4, 1, 0), nine = of(0, 9, 0, 0);
	struct chip_count before;
	struct game_action a;

	(void)state;
	banca_wins(g);
	a = fx_until(g, GAME_ACT_PAY, COUP_DONE);
	assert_int_equal(a.player, P(2));
	assert_int_equal(a.amount, 900);
	assert_memory_equal(&a.chips, &want, sizeof want);
	before = *game_chips_float(g);
	a.chips = nine;
	assert_int_equal(game_chips_fault(g, &a), CHIPS_FAULT_NOT_FEWEST);
	assert_int_equal(game_apply(g, &a), STATUS_WRONG_ACTION);
	assert_memory_equal(game_chips_float(g), &before, sizeof before);
	a.chips = want;
	assert_int_equal(game_chips_fault(g, &a), CHIPS_FAULT_NONE);
	assert_int_equal(game_apply(g, &a), STATUS_OK);
	assert_int_equal(game_chips_float(g)->n[C500], before.n[C500] - 1);
	assert_int_equal(game_chips_float(g)->n[C100], before.n[C100] - 4);
	/* The history keeps the chips handed over. */
	assert_memory_equal(&game_last_action(g)->chips, &want, sizeof want);
}

/* 8.4.2.6.12: "Para el pago no deberán utilizarse las fichas ingresadas
 * en el arrastre": with one 500 in the carretel, the second 900 is paid
 * in 100s though a 500 was just taken in; the float is made up again for
 * the next pase (8.4.2.1.1, 8.4.2.3.6). */
static void game_chips__arrastre_not_used__iplyc_8_4_2_6_12(void **state)
{
	struct world *w = table("3C 9S 4D JD 2H 4C QH 4H", false, 1);
	struct game *g = &w->g;
	struct chip_count first = of(0, 4, 1, 0), second = of(0, 9, 0, 0);
	struct game_action a;

	(void)state;
	banca_wins(g);
	a = fx_until(g, GAME_ACT_PAY, COUP_DONE);
	assert_int_equal(game_arrastre(g), 500);
	assert_memory_equal(&a.chips, &first, sizeof first);
	fx_do(g, GAME_ACT_PAY);
	a = fx_expect(g, GAME_ACT_PAY, COUP_DONE);
	assert_int_equal(a.player, P(3));
	assert_memory_equal(&a.chips, &second, sizeof second);
	assert_int_equal(game_chips_float(g)->n[C500], 0);
	fx_finish_pase(g);
	assert_int_equal(game_chips_float(g)->n[C500], 1);
	assert_int_equal(game_chips_float(g)->n[C100], 5 * CHIPS_CARRETEL);
	assert_int_equal(game_arrastre(g), 0);
}

/* 8.4.2.7.2-8.4.2.7.4: a change asked while the bets are open is the
 * croupier's before "¡No va más!", one at a time in the order asked; the
 * chips come from the carretel and the player's go into it. */
static void game_chips__change__before_no_va_mas_one_at_a_time__iplyc_8_4_2_7_4(void **state)
{
	struct world *w = table("3C 9S 4D JD", false, 100);
	struct game *g = &w->g;
	struct chip_count thousand = of(0, 0, 0, 1), twelve = of(0, 12, 0, 0);
	struct chip_count ten = of(0, 10, 0, 0), up = of(0, 2, 0, 1), before;
	struct game_action a;

	(void)state;
	/* Not while the bets are closed. */
	assert_int_equal(game_request_change(g, P(2), &thousand, 100),
			 STATUS_NOT_ALLOWED);
	fx_do(g, GAME_ACT_PLACE_BETS);
	assert_int_equal(game_request_change(g, P(2), &thousand, 100),
			 STATUS_OK);
	assert_int_equal(game_request_change(g, STANDING(0), &twelve, 1000),
			 STATUS_OK);
	/* His own chips back: nothing to change. */
	assert_int_equal(game_request_change(g, P(3), &thousand, 1000),
			 STATUS_BAD_AMOUNT);
	assert_int_equal(game_request_change(g, P(3), &thousand, 77),
			 STATUS_BAD_ARGUMENT);
	a = fx_expect(g, GAME_ACT_CHANGE, COUP_DONE);
	assert_int_equal(a.player, P(2));
	assert_int_equal(a.amount, 1000);
	assert_int_equal(a.stake, 100);
	assert_string_equal(a.article, "IPLyC 8.4.2.7.2");
	assert_memory_equal(&a.chips, &ten, sizeof ten);
	assert_memory_equal(game_change_in(g), &thousand, sizeof thousand);
	before = *game_chips_float(g);
	a.chips = of(0, 5, 1, 0);
	assert_int_equal(game_chips_fault(g, &a), CHIPS_FAULT_TOO_LARGE);
	a.chips = thousand;
	assert_int_equal(game_chips_fault(g, &a), CHIPS_FAULT_TOO_LARGE);
	fx_do(g, GAME_ACT_CHANGE);
	assert_int_equal(game_chips_float(g)->n[C100], before.n[C100] - 10);
	assert_int_equal(game_chips_float(g)->n[C1000], before.n[C1000] + 1);
	a = fx_expect(g, GAME_ACT_CHANGE, COUP_DONE);
	assert_int_equal(a.player, STANDING(0));
	assert_memory_equal(&a.chips, &up, sizeof up);
	fx_do(g, GAME_ACT_CHANGE);
	fx_expect(g, GAME_ACT_COUP, COUP_CALL_NO_VA_MAS);
	assert_null(game_change_in(g));
}

/* Without chips there is nothing to change, and no chips are due. */
static void game_chips__off__amounts_only(void **state)
{
	struct world *w = table("3C 9S 4D JD", false, 100);
	struct game *g = &w->g;
	struct chip_count thousand = of(0, 0, 0, 1), none;
	struct game_action a;

	(void)state;
	w->r.chips.on = false;
	memset(&none, 0, sizeof none);
	fx_do(g, GAME_ACT_PLACE_BETS);
	assert_int_equal(game_request_change(g, P(2), &thousand, 100),
			 STATUS_NOT_ALLOWED);
	bet(g, P(2), BET_ON_BANCA, 1000);
	a = fx_until(g, GAME_ACT_PAY, COUP_DONE);
	assert_memory_equal(&a.chips, &none, sizeof none);
	assert_int_equal(game_chips_fault(g, &a), CHIPS_FAULT_NONE);
}

/* The house's rule (LNSE-MIDI 7.1 leaves it to the house): at most four
 * of a colour, any composition that keeps it; and a payment rounded to
 * the smallest chip (90% of 190, 171: 170). */
static void game_chips__house_rule_and_rounding__lnse_midi_7_1(void **state)
{
	struct world *w = table("3C 9S 4D JD", true, 100);
	struct game *g = &w->g;
	struct game_action a;

	(void)state;
	fx_do(g, GAME_ACT_PLACE_BETS);
	bet(g, P(2), BET_ON_BANCA, 1000);
	bet(g, P(3), BET_ON_BANCA, 190);
	a = fx_until(g, GAME_ACT_PAY, COUP_DONE);
	assert_int_equal(a.amount, 900);
	a.chips = of(4, 3, 1, 0);
	assert_int_equal(game_chips_fault(g, &a), CHIPS_FAULT_NONE);
	a.chips = of(0, 9, 0, 0);
	assert_int_equal(game_chips_fault(g, &a), CHIPS_FAULT_OVER_COLOUR);
	a.chips = of(4, 3, 1, 0);
	assert_int_equal(game_apply(g, &a), STATUS_OK);
	a = fx_expect(g, GAME_ACT_PAY, COUP_DONE);
	assert_int_equal(a.amount, 170);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(game_chips__payment__from_the_carreteles_fewest__iplyc_8_4_2_6_2),
		cmocka_unit_test(game_chips__arrastre_not_used__iplyc_8_4_2_6_12),
		cmocka_unit_test(game_chips__change__before_no_va_mas_one_at_a_time__iplyc_8_4_2_7_4),
		cmocka_unit_test(game_chips__off__amounts_only),
		cmocka_unit_test(game_chips__house_rule_and_rounding__lnse_midi_7_1),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
