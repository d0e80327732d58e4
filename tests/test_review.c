/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_review.c: the review generator (review.h): the exact odds of the
 * cells agree with the engine's exact odds (odds.h), every coup found
 * goes through its cell within the bound the odds give, a seed gives the
 * same plan, and cells the cards cannot bring about are set aside. */
#include "config.h"

#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "engine/coup.h"
#include "engine/odds.h"
#include "learning/review.h"

static const unsigned full[10] = { 128, 32, 32, 32, 32, 32, 32, 32, 32, 32 };

/* Every coup without a natural goes through exactly one banca.* cell:
 * their odds add up to 1 less the natural's, which the engine's odds
 * compute by another road (IPLyC 7.4.3).  The croupier's "¡No 5!" comes
 * with every Punto 5, before Banca's cards are turned (7.6.4): its odds
 * are those of Punto's first two cards making 5. */
static void review__cell_odds__add_up_to_no_natural_7_4_3(void **state)
{
	struct rules r;
	struct odds_result o;
	uint32_t count[ODDS_VALUES];
	double punto = 0, banca = 0, five = 0;
	char cell[CELL_KEY_MAX];

	(void)state;
	rules_init(&r);
	for (int v = 0; v < 10; v++)
		count[v] = full[v];
	assert_int_equal(odds_compute(&r, count, ODDS_FIVE_PLANTO, &o),
			 STATUS_OK);
	for (int t = 0; t <= 7; t++) {
		snprintf(cell, sizeof cell, "punto.%d", t);
		punto += review_cell_odds(&r, full, cell);
		snprintf(cell, sizeof cell, "banca.%d.none", t);
		banca += review_cell_odds(&r, full, cell);
		for (int c = 0; c <= 9; c++) {
			snprintf(cell, sizeof cell, "banca.%d.p%d", t, c);
			banca += review_cell_odds(&r, full, cell);
		}
	}
	for (int a = 0; a < 10; a++)
		for (int b = 0; b < 10; b++)
			if ((a + b) % 10 == 5)
				five += (double)full[a] *
					(full[b] - (a == b)) / (416.0 * 415.0);
	assert_true(fabs(review_cell_odds(&r, full, "voluntad.no_five") -
			 five) < 1e-12);
	assert_true(review_cell_odds(&r, full, "punto.5") == 0);
	assert_true(punto < 1 - o.natural);
	assert_true(fabs(banca - (1 - o.natural)) < 1e-12);
	/* Banca 3 against an 8 is rarer than Banca 3 against Punto standing. */
	assert_true(review_cell_odds(&r, full, "banca.3.p8") <
		    review_cell_odds(&r, full, "banca.3.none"));
	/* Not the cards' to bring about. */
	assert_true(review_cell_odds(&r, full, "rotation.pass_sabot") == 0);
}

/* The odds by another road: every sequence of five values dealt to the
 * engine's own coup (cell_coup_drawing), weighed the same way. */
static double slow_odds(const struct rules *r, const char *cell)
{
	uint64_t total = 0, hit = 0;
	unsigned c[10];
	card_t cards[6];
	int v[5];

	memcpy(c, full, sizeof c);
	for (v[0] = 0; v[0] < 10; v[0]++)
	for (v[1] = 0; v[1] < 10; v[1]++)
	for (v[2] = 0; v[2] < 10; v[2]++)
	for (v[3] = 0; v[3] < 10; v[3]++)
	for (v[4] = 0; v[4] < 10; v[4]++) {
		char out[CELL_COUP_MAX][CELL_KEY_MAX];
		unsigned left[10];
		uint64_t w = 1;
		int k;

		memcpy(left, c, sizeof left);
		for (int i = 0; i < 5; i++) {
			w *= left[v[i]];
			if (left[v[i]] > 0)
				left[v[i]]--;
			cards[i] = card_make(v[i] == 0 ? 10 : v[i],
					     SUIT_SPADES);
		}
		cards[5] = card_make(10, SUIT_HEARTS);
		if (w == 0)
			continue;
		total += w;
		k = cell_coup_drawing(r, COUP_HOLDER_CROUPIER,
				      FIVE_UNDECIDED, cards, 6, out);
		for (int i = 0; i < k; i++)
			if (strcmp(out[i], cell) == 0)
				hit += w;
	}
	return (double)hit / (double)total;
}

/* The generator's odds agree with the engine's coups, cell by cell, with
 * voluntad (IPLyC 7.4.1) and without (LNSE-MIDI art. 6: Punto draws on
 * 5). */
static void review__cell_odds__as_the_engine_plays_lnse_midi_6(void **state)
{
	static const char *const cells[] = { "banca.3.p8", "banca.6.none",
					     "voluntad.no_five", "punto.5" };
	struct rules r;

	(void)state;
	rules_init(&r);
	for (size_t i = 0; i < sizeof cells / sizeof cells[0]; i++)
		assert_true(fabs(review_cell_odds(&r, full, cells[i]) -
				 slow_odds(&r, cells[i])) < 1e-12);
	r.voluntad = false;
	r.punto_draws_to = 5;
	assert_true(review_cell_odds(&r, full, "punto.5") > 0);
	assert_true(review_cell_odds(&r, full, "voluntad.no_five") == 0);
	for (size_t i = 0; i < sizeof cells / sizeof cells[0]; i++)
		assert_true(fabs(review_cell_odds(&r, full, cells[i]) -
				 slow_odds(&r, cells[i])) < 1e-12);
}

/* A voluntad coup as the engine plays it: Punto's 5 asked of a seated
 * holder who answers five, and the pase decided; six values, those of
 * Punto's first two cards making 5 (the others never ask). */
static double slow_voluntad(const struct rules *r, enum five_decision five)
{
	uint64_t n = 416, total = n * (n - 1) * (n - 2) * (n - 3) * (n - 4) *
				  (n - 5), hit = 0;
	int v[6];

	for (v[0] = 0; v[0] < 10; v[0]++)
	for (v[2] = 0; v[2] < 10; v[2]++) {
		if ((v[0] + v[2]) % 10 != 5)
			continue;
		for (v[1] = 0; v[1] < 10; v[1]++)
		for (v[3] = 0; v[3] < 10; v[3]++)
		for (v[4] = 0; v[4] < 10; v[4]++)
		for (v[5] = 0; v[5] < 10; v[5]++) {
			struct coup_result res;
			unsigned left[10];
			card_t cards[6];
			uint64_t w = 1;
			bool asked = false;

			memcpy(left, full, sizeof left);
			for (int i = 0; i < 6; i++) {
				w *= left[v[i]];
				if (left[v[i]] > 0)
					left[v[i]]--;
				cards[i] = card_make(v[i] == 0 ? 10 : v[i],
						     SUIT_CLUBS);
			}
			if (w == 0 || coup_play(r, COUP_HOLDER_PLAYER, five,
						cards, 6, &res) != STATUS_OK)
				continue;
			for (size_t i = 0; i < res.n_steps; i++)
				asked = asked ||
					res.steps[i].action == COUP_ASK_VOLUNTAD;
			if (asked && (res.winner == COUP_WINNER_PUNTO ||
				      res.winner == COUP_WINNER_BANCA))
				hit += w;
		}
	}
	return (double)hit / (double)total;
}

/* The voluntad asked, "pido" or "planto" (IPLyC 7.4.1, 8.4.2.4.1): the
 * generator's odds as the engine plays those coups. */
static void review__voluntad_odds__as_the_engine_plays_8_4_2_4_1(void **state)
{
	struct rules r;

	(void)state;
	rules_init(&r);
	assert_true(fabs(review_cell_odds(&r, full, "voluntad.pide") -
			 slow_voluntad(&r, FIVE_PIDO)) < 1e-12);
	assert_true(fabs(review_cell_odds(&r, full, "voluntad.planta") -
			 slow_voluntad(&r, FIVE_PLANTO)) < 1e-12);
	assert_true(review_cell_odds(&r, full, "voluntad.ask") ==
		    review_cell_odds(&r, full, "voluntad.pide"));
	/* Without voluntad (MIDI) there is none to set up. */
	r.voluntad = false;
	assert_true(review_cell_odds(&r, full, "voluntad.pide") == 0);
}

static void review__plan__every_coup_through_its_cell(void **state)
{
	struct memory_cell cells[3];
	bool due[3] = { true, true, true };
	struct review_plan *a = malloc(sizeof *a), *b = malloc(sizeof *b);
	struct rules r;

	(void)state;
	rules_init(&r);
	memset(cells, 0, sizeof cells);
	strcpy(cells[0].cell, "banca.3.p8");
	strcpy(cells[1].cell, "voluntad.no_five");
	strcpy(cells[2].cell, "return_bet");
	assert_true(review_plan(&r, cells, 3, due, 42, 4, a));
	assert_int_equal(a->n_coups, 4);
	for (int i = 0; i < a->n_coups; i++) {
		char out[CELL_COUP_MAX][CELL_KEY_MAX];
		int k = cell_coup_drawing(&r, COUP_HOLDER_CROUPIER,
					  FIVE_UNDECIDED, a->coups[i].cards,
					  a->coups[i].n_cards, out);
		bool found = false;

		for (int j = 0; j < k; j++)
			found = found || strcmp(out[j], a->coups[i].cell) == 0;
		assert_true(found);
		assert_true(a->coups[i].tries <= a->coups[i].bound);
		assert_true(a->coups[i].p > 0);
	}
	/* The due cells in turn. */
	assert_string_equal(a->coups[0].cell, "banca.3.p8");
	assert_string_equal(a->coups[1].cell, "voluntad.no_five");
	assert_string_equal(a->coups[2].cell, "banca.3.p8");
	assert_int_equal(a->n_other, 1);
	assert_string_equal(a->other[0], "return_bet");
	/* Seeded. */
	assert_true(review_plan(&r, cells, 3, due, 42, 4, b));
	assert_memory_equal(a, b, sizeof *a);
	free(a);
	free(b);
}

/* A payment cell's odds are those of the winner it needs, as the
 * engine's exact odds count them (the croupier, or a seated holder who
 * stands on 5, IPLyC 7.6.4): Punto's and Banca's payments, the bank's
 * (Banca wins, 7.8.1.3), a losing bet collected (the other chance wins:
 * an ancar leaves the bets standing, 7.8.1.2). */
static void review__pay_odds__the_winners_as_the_engine_counts_7_8_1_3(void **state)
{
	struct rules r;
	struct odds_result o;
	uint32_t count[ODDS_VALUES];

	(void)state;
	rules_init(&r);
	for (int v = 0; v < 10; v++)
		count[v] = full[v];
	assert_int_equal(odds_compute(&r, count, ODDS_FIVE_PLANTO, &o),
			 STATUS_OK);
	assert_true(fabs(review_cell_odds(&r, full, "pay.banca.seat") -
			 o.banca) < 1e-12);
	assert_true(fabs(review_cell_odds(&r, full, "pay.punto.standing") -
			 o.punto) < 1e-12);
	assert_true(fabs(review_cell_odds(&r, full, "pay.punto.marcando") -
			 o.punto) < 1e-12);
	assert_true(fabs(review_cell_odds(&r, full, "pay.bank.even.high") -
			 o.banca) < 1e-12);
	assert_true(fabs(review_cell_odds(&r, full, "collect.punto") -
			 o.banca) < 1e-12);
	assert_true(fabs(review_cell_odds(&r, full, "excess.seat") -
			 (o.banca + o.punto)) < 1e-12);
	/* No tie bet, no Banca 6 paid half, marcando on Punto only. */
	assert_true(review_cell_odds(&r, full, "pay.tie.standing") == 0);
	assert_true(review_cell_odds(&r, full, "pay.banca.seat.six") == 0);
	assert_true(review_cell_odds(&r, full, "pay.banca.marcando") == 0);
}

/* Under MIDI (LNSE-MIDI 5.2, 5.5, 6): Banca with 6 paid half apart from
 * Banca's other wins, the tie, no banker's bank. */
static void review__pay_odds__midi_six_and_tie_lnse_midi_5_2(void **state)
{
	struct rules r;
	struct odds_result o;
	uint32_t count[ODDS_VALUES];

	(void)state;
	rules_init(&r);
	r.voluntad = false;
	r.punto_draws_to = 5;
	r.banking = BANKING_HOUSE;
	r.banca_pay = BANCA_PAY_SIX_HALF;
	r.tie_bet = true;
	for (int v = 0; v < 10; v++)
		count[v] = full[v];
	assert_int_equal(odds_compute(&r, count, ODDS_FIVE_PIDO, &o),
			 STATUS_OK);
	assert_true(fabs(review_cell_odds(&r, full, "pay.banca.seat.six") -
			 o.banca_six) < 1e-12);
	assert_true(fabs(review_cell_odds(&r, full, "pay.banca.standing") -
			 (o.banca - o.banca_six)) < 1e-12);
	assert_true(fabs(review_cell_odds(&r, full, "pay.tie.standing") -
			 o.ancar) < 1e-12);
	assert_true(fabs(review_cell_odds(&r, full, "collect.tie") -
			 (o.banca + o.punto)) < 1e-12);
	assert_true(review_cell_odds(&r, full, "pay.bank.odd.low") == 0);
}

/* The bank's cells: the drill starts on the pase the first wants, and
 * each bank coup is a Banca win on a pase of its parity, as the engine
 * counts them (IPLyC 7.8.1.3: Banca's wins; a Punto win passes the sabot
 * and the next bank starts again); a bank cell of the other salida
 * (7.8.1.4) waits for another drill. */
static void review__plan__bank_cells_on_their_parity_7_8_1_3(void **state)
{
	struct memory_cell cells[4];
	bool due[4] = { true, true, true, true };
	struct review_plan *a = malloc(sizeof *a);
	struct rules r;
	int pase;

	(void)state;
	rules_init(&r);
	memset(cells, 0, sizeof cells);
	strcpy(cells[0].cell, "pay.bank.even.low");
	strcpy(cells[1].cell, "pay.punto.seat");
	strcpy(cells[2].cell, "pay.bank.odd.high");
	strcpy(cells[3].cell, "pay.bank.odd.low");
	assert_true(review_plan(&r, cells, 4, due, 7, 8, a));
	assert_false(a->salida_high);
	assert_int_equal(a->start_pase, 2);
	assert_string_equal(a->coups[0].cell, "pay.bank.even.low");
	pase = a->start_pase;
	for (int i = 0; i < a->n_coups; i++) {
		const struct review_coup *c = &a->coups[i];

		if (strncmp(c->cell, "pay.bank.", 9) == 0) {
			assert_int_equal(c->winner, COUP_WINNER_BANCA);
			assert_int_equal(pase % 2, strstr(c->cell, "odd") ? 1 : 0);
		}
		if (strcmp(c->cell, "pay.punto.seat") == 0) {
			assert_int_equal(c->winner, COUP_WINNER_PUNTO);
			assert_true(c->bet.placed);
			assert_int_equal(c->bet.kind, BET_SEAT);
			assert_true(c->bet_seat >= 1 && c->bet_seat <= 7);
		}
		pase = c->winner == COUP_WINNER_PUNTO ? 1
		       : c->winner == COUP_WINNER_BANCA ? pase + 1 : pase;
	}
	assert_int_equal(a->n_other, 1);
	assert_string_equal(a->other[0], "pay.bank.odd.high");
	free(a);
}

/* Paying in chips (IPLyC 8.4.2.6.3.3, 8.4.2.7): the soonest due payment
 * cell is in chips, so the drill pays in chips: chips.pay.banca.seat is
 * set up as pay.banca.seat, a change is any coup with the change asked;
 * pay.punto.seat (not in chips) is set aside.  The drill's file asks for
 * chips and the changes. */
static void review__plan__chips_cells_8_4_2_6_3_3_8_4_2_7_2(void **state)
{
	struct memory_cell cells[4];
	bool due[4] = { true, true, true, true };
	struct review_plan *a = malloc(sizeof *a);
	struct rules r;
	bool seen[3] = { false, false, false };
	char *yaml;

	(void)state;
	rules_init(&r);
	memset(cells, 0, sizeof cells);
	strcpy(cells[0].cell, "chips.pay.banca.seat");
	strcpy(cells[1].cell, "pay.punto.seat");
	strcpy(cells[2].cell, "chips.change.break");
	strcpy(cells[3].cell, "chips.change.up");
	assert_true(review_plan(&r, cells, 4, due, 9, 6, a));
	assert_true(a->chips);
	assert_int_equal(a->n_other, 1);
	assert_string_equal(a->other[0], "pay.punto.seat");
	for (int i = 0; i < a->n_coups; i++) {
		const struct review_coup *c = &a->coups[i];

		if (strcmp(c->cell, "chips.pay.banca.seat") == 0) {
			seen[0] = true;
			assert_int_equal(c->winner, COUP_WINNER_BANCA);
			assert_true(c->bet.placed);
		} else if (strcmp(c->cell, "chips.change.break") == 0) {
			seen[1] = true;
			assert_int_equal(c->change, 1);
			assert_true(c->p == 1);
		} else if (strcmp(c->cell, "chips.change.up") == 0) {
			seen[2] = true;
			assert_int_equal(c->change, 2);
		}
	}
	assert_true(seen[0] && seen[1] && seen[2]);
	yaml = review_yaml(a, "iplyc", "Ana");
	assert_non_null(yaml);
	assert_non_null(strstr(yaml, "\nchips: true\n"));
	assert_non_null(strstr(yaml, "{player: Hugo, chips: {1000: 1}, into: 100}"));
	assert_non_null(strstr(yaml, "{player: Hugo, chips: {100: 12}, into: 1000}"));
	free(yaml);
	/* Not in chips first: the chips cells are set aside. */
	strcpy(cells[0].cell, "pay.banca.seat");
	assert_true(review_plan(&r, cells, 4, due, 9, 6, a));
	assert_false(a->chips);
	assert_int_equal(a->n_other, 2);
	/* A table whose chips lack 1000: no change is set up. */
	r.chips.n = 4;
	assert_int_equal(review_cell_odds(&r, full, "chips.change.up"), 0);
	free(a);
}

static void review__nothing_by_cards__no_plan(void **state)
{
	struct memory_cell cell;
	bool due = true;
	struct review_plan *p = malloc(sizeof *p);
	struct rules r;

	(void)state;
	rules_init(&r);
	memset(&cell, 0, sizeof cell);
	strcpy(cell.cell, "rotation.pass_sabot");
	assert_false(review_plan(&r, &cell, 1, &due, 1, 4, p));
	free(p);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(
			review__cell_odds__add_up_to_no_natural_7_4_3),
		cmocka_unit_test(
			review__cell_odds__as_the_engine_plays_lnse_midi_6),
		cmocka_unit_test(
			review__voluntad_odds__as_the_engine_plays_8_4_2_4_1),
		cmocka_unit_test(review__plan__every_coup_through_its_cell),
		cmocka_unit_test(
			review__pay_odds__the_winners_as_the_engine_counts_7_8_1_3),
		cmocka_unit_test(review__pay_odds__midi_six_and_tie_lnse_midi_5_2),
		cmocka_unit_test(
			review__plan__bank_cells_on_their_parity_7_8_1_3),
		cmocka_unit_test(review__plan__chips_cells_8_4_2_6_3_3_8_4_2_7_2),
		cmocka_unit_test(review__nothing_by_cards__no_plan),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
