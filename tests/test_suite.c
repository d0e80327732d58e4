/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_suite.c: suite offers, awards, suite of suite and the return of
 * the sabot (IPLyC 7.11, 7.13.2; TRAD 36-43).
 *
 * Seats 1-7 are occupied by players 10 + seat; standing players are 101,
 * 102 in order from the croupier's right. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "engine/sabot.h"
#include "engine/suite.h"
#include "engine/table.h"

#define P(seat) (10 + (seat))

struct fixture {
	struct rules r;
	struct table t;
	struct sabot s;
};

static void setup_table(struct fixture *f, bool midi)
{
	if (midi)
		rules_init_midi(&f->r);
	else
		rules_init(&f->r);
	assert_int_equal(table_init(&f->t, &f->r), STATUS_OK);
	for (int seat = 1; seat <= 7; seat++)
		assert_int_equal(table_sit(&f->t, seat, P(seat)), STATUS_OK);
	assert_int_equal(table_stand(&f->t, 101), STATUS_OK);
	assert_int_equal(table_stand(&f->t, 102), STATUS_OK);
}

/* The bank at seat, the cut made, Banca has won one pase. */
static void banker_at(struct fixture *f, int seat)
{
	struct sabot_move m;

	sabot_init(&f->s);
	assert_int_equal(sabot_start(&f->s, &f->r, &f->t, seat), STATUS_OK);
	assert_int_equal(sabot_cut_done(&f->s, &f->r, &f->t), STATUS_OK);
	assert_int_equal(sabot_after_pase(&f->s, &f->r, &f->t,
					  COUP_WINNER_BANCA, &m), STATUS_OK);
}

static void give(struct fixture *f, int64_t amount)
{
	assert_int_equal(sabot_give_suite(&f->s, &f->r, amount, false, true),
			 STATUS_OK);
}

static int award(struct fixture *f, const int *who, int n,
		 struct sabot_move *m)
{
	assert_int_equal(sabot_award_suite(&f->s, &f->r, &f->t, who, n, 0, m),
			 STATUS_OK);
	return m->player;
}

static void pase(struct fixture *f, enum coup_winner w, struct sabot_move *m)
{
	assert_int_equal(sabot_after_pase(&f->s, &f->r, &f->t, w, m),
			 STATUS_OK);
}

static const char *cite(const struct fixture *f, enum rule_id id)
{
	return rules_cite(&f->r, id);
}

/* IPLyC 7.11.3: "Ésta se ofrecerá por el importe en juego"; 8.4.2.5.1:
 * "¡Suite De...(Monto)!, ¿Alguien Desea Verla?". */
static void suite__offered_for_the_amount_in_play__iplyc_7_11_3(void **state)
{
	struct sabot_duty d;
	struct fixture f;

	(void)state;
	setup_table(&f, false);
	banker_at(&f, 5);
	give(&f, 1800);
	assert_int_equal(sabot_expected(&f.s, &f.r, &f.t, &d), STATUS_OK);
	assert_int_equal(d.kind, SABOT_DUTY_OFFER_SUITE);
	assert_int_equal(d.call, SABOT_CALL_SUITE);
	assert_int_equal(d.amount, 1800);
	assert_int_equal(d.depth, 1);
	assert_int_equal(d.player, P(5));
	assert_string_equal(sabot_call_text(d.call),
			    "Suite of %s! Does anyone wish to see it?");
	assert_int_equal(sabot_give_suite(&f.s, &f.r, 1800, false, true),
			 STATUS_WRONG_ACTION);
}

/* IPLyC 7.11.3.1: "Al Apostador más próximo a la derecha del que la dio,
 * pudiendo éste aumentarla hasta el monto máximo permitido". */
static void suite__nearest_right_of_giver_may_raise__iplyc_7_11_3_1(void **state)
{
	const int who[] = { P(2), 101, P(7), P(6) };
	struct sabot_move m;
	struct fixture f, g;

	(void)state;
	setup_table(&f, false);
	banker_at(&f, 5);
	give(&f, 1800);
	g = f;
	assert_int_equal(award(&g, who, 4, &m), P(6));
	assert_string_equal(cite(&g, m.rule), "IPLyC 7.11.3.1");
	assert_int_equal(m.call, SABOT_CALL_AWARDED);
	assert_int_equal(m.amount, 1800);
	assert_int_equal(m.seat, 5);    /* banked from the giver's seat */
	assert_int_equal(sabot_banker(&g.s), P(6));
	assert_int_equal(sabot_seat(&g.s), 5);
	g = f;
	assert_int_equal(sabot_award_suite(&g.s, &g.r, &g.t, who, 4, 10001, &m),
			 STATUS_OVER_MAXIMUM);
	assert_int_equal(sabot_award_suite(&g.s, &g.r, &g.t, who, 4, 1000, &m),
			 STATUS_BAD_AMOUNT);
	assert_int_equal(sabot_award_suite(&g.s, &g.r, &g.t, who, 4, 10000, &m),
			 STATUS_OK);
	assert_int_equal(m.amount, 10000);
}

/* IPLyC 7.11.3.2: the giver who changes his mind "deberá esperar que sea
 * ofrecida a los Apostadores presentes, no teniendo prioridad alguna ante
 * cualquier otro interesado, sentado o de pie". */
static void suite__giver_has_no_priority__iplyc_7_11_3_2(void **state)
{
	const int both[] = { P(5), 102 };
	const int alone[] = { P(5) };
	struct sabot_move m;
	struct fixture f, g;

	(void)state;
	setup_table(&f, false);
	banker_at(&f, 5);
	give(&f, 1800);
	g = f;
	assert_int_equal(award(&g, both, 2, &m), 102);
	g = f;
	assert_int_equal(award(&g, alone, 1, &m), P(5));
	assert_string_equal(cite(&g, m.rule), "IPLyC 7.11.3.2");
	assert_int_equal(sabot_suite_depth(&g.s), 0);
	assert_int_equal(sabot_phase(&g.s), SABOT_PLAY);
}

/* TRAD 43: "Si entre éstos [los sentados] no hubiere ningún interesado, el
 * jugador que dio la suite tendrá prioridad respecto de los jugadores de
 * pie" (profile option giver_priority). */
static void suite__giver_before_standing_with_priority__trad_43(void **state)
{
	const int standing[] = { 101, P(5) };
	const int seated[] = { P(5), P(3) };
	struct suite_award aw;
	struct fixture f;

	(void)state;
	setup_table(&f, false);
	f.r.giver_priority = true;
	assert_int_equal(suite_pick(&f.t, &f.r, 5, P(5), 1, standing, 2, &aw),
			 STATUS_OK);
	assert_int_equal(aw.player, P(5));
	assert_int_equal(aw.rule, RULE_SUITE_GIVER);
	assert_int_equal(suite_pick(&f.t, &f.r, 5, P(5), 1, seated, 2, &aw),
			 STATUS_OK);
	assert_int_equal(aw.player, P(3));
}

/* IPLyC 7.11.12: "ofertas simultáneas de Apostadores de pie ... se
 * adjudicara al Apostador ubicado más próximo a la derecha del Pagador". */
static void suite__standing_nearest_croupier_right__iplyc_7_11_12(void **state)
{
	const int who[] = { 102, 101 };
	const int stranger[] = { 999 };
	const int twice[] = { 101, 101 };
	struct suite_award aw;
	struct fixture f;

	(void)state;
	setup_table(&f, false);
	assert_int_equal(suite_pick(&f.t, &f.r, 5, P(5), 1, who, 2, &aw),
			 STATUS_OK);
	assert_int_equal(aw.player, 101);
	assert_string_equal(cite(&f, aw.rule), "IPLyC 7.11.12");
	assert_int_equal(suite_pick(&f.t, &f.r, 5, P(5), 1, stranger, 1, &aw),
			 STATUS_BAD_ARGUMENT);
	assert_int_equal(suite_pick(&f.t, &f.r, 5, P(5), 1, twice, 2, &aw),
			 STATUS_BAD_ARGUMENT);
}

/* IPLyC 7.11.4: "Una vez producida la terminación de una Suite, el Sabot
 * debe volver al lugar originario o sea a la derecha del Apostador que
 * diera dicha Suite"; suite of suite (8.4.2.5.2): 5 gives, 6 takes, 6
 * gives a suite of suite, 1 takes; Punto wins: the sabot goes to 6. */
static void suite__suite_of_suite_ends_right_of_original_giver__iplyc_7_11_4(void **state)
{
	const int six[] = { P(6) };
	const int one[] = { P(1) };
	struct sabot_duty d;
	struct sabot_move m;
	struct fixture f;
	int seat, suite_seat;

	(void)state;
	setup_table(&f, false);
	banker_at(&f, 5);
	give(&f, 1800);
	assert_int_equal(award(&f, six, 1, &m), P(6));
	pase(&f, COUP_WINNER_BANCA, &m);
	pase(&f, COUP_WINNER_ANCAR, &m);
	give(&f, 3600);
	assert_int_equal(sabot_expected(&f.s, &f.r, &f.t, &d), STATUS_OK);
	assert_int_equal(d.call, SABOT_CALL_SUITE_OF_SUITE);
	assert_int_equal(d.depth, 2);
	assert_int_equal(d.player, P(6));
	assert_int_equal(award(&f, one, 1, &m), P(1));
	assert_string_equal(cite(&f, m.rule), "IPLyC 7.11.5");
	sabot_holder_seats(&f.s, &seat, &suite_seat);
	assert_int_equal(seat, 5);
	assert_int_equal(suite_seat, 5);        /* 7.11.6 */
	pase(&f, COUP_WINNER_PUNTO, &m);
	assert_true(m.moved);
	assert_int_equal(m.seat, 6);
	assert_string_equal(cite(&f, m.rule), "IPLyC 7.11.4");
	assert_int_equal(sabot_suite_depth(&f.s), 0);
	assert_int_equal(sabot_expected(&f.s, &f.r, &f.t, &d), STATUS_OK);
	assert_int_equal(d.kind, SABOT_DUTY_ASK_BANK);
	assert_int_equal(d.player, P(6));
}

/* IPLyC 7.11.7: "En la Suite de Suite ... todos los derechos corresponden
 * al Apostador sentado a la derecha del que dio la Suite original": the
 * order is counted from the original seat, whoever gives it now. */
static void suite__suite_of_suite_counts_from_original__iplyc_7_11_7(void **state)
{
	const int three[] = { P(3) };
	const int near[] = { P(4), P(6) };
	const int giver[] = { P(5), P(1) };
	struct sabot_move m;
	struct fixture f, g;

	(void)state;
	setup_table(&f, false);
	banker_at(&f, 5);
	give(&f, 1800);
	assert_int_equal(award(&f, three, 1, &m), P(3));
	give(&f, 1800);
	/* Counted from seat 3, 4 would come first; from seat 5, 6 does. */
	g = f;
	assert_int_equal(award(&g, near, 2, &m), P(6));
	/* The original giver's seat comes last among the seated. */
	g = f;
	assert_int_equal(award(&g, giver, 2, &m), P(1));
}

/* IPLyC 7.11.5: a standing taker of a suite of suite "la misma será tirada
 * en el asiento del que diera la Suite original". */
static void suite__standing_taker_banks_from_original_seat__iplyc_7_11_5(void **state)
{
	const int two[] = { P(2) };
	const int stand[] = { 101 };
	struct sabot_move m;
	struct fixture f;

	(void)state;
	setup_table(&f, false);
	banker_at(&f, 4);
	give(&f, 1000);
	assert_int_equal(award(&f, two, 1, &m), P(2));
	give(&f, 1000);
	assert_int_equal(award(&f, stand, 1, &m), 101);
	assert_int_equal(m.seat, 4);
	assert_string_equal(cite(&f, m.rule), "IPLyC 7.11.5");
	pase(&f, COUP_WINNER_PUNTO, &m);
	assert_int_equal(m.seat, 5);
}

/* IPLyC 7.11.8: "no habiendo Apostadores, sentados o de pie, interesados
 * en la compra de la misma, el Sabot continuará por derecha al asiento
 * siguiente de quien dio la misma". */
static void suite__nobody_wants_it_sabot_right_of_giver__iplyc_7_11_8(void **state)
{
	struct sabot_duty d;
	struct sabot_move m;
	struct fixture f;

	(void)state;
	setup_table(&f, false);
	banker_at(&f, 5);
	give(&f, 1800);
	assert_int_equal(award(&f, NULL, 0, &m), 0);
	assert_true(m.moved);
	assert_int_equal(m.seat, 6);
	assert_string_equal(cite(&f, m.rule), "IPLyC 7.11.8");
	assert_int_equal(sabot_expected(&f.s, &f.r, &f.t, &d), STATUS_OK);
	assert_int_equal(d.kind, SABOT_DUTY_ASK_BANK);
	assert_int_equal(d.seat, 6);
	/* 8.4.2.9.5: and if he does not want to bank, a free seat. */
	assert_int_equal(sabot_decline(&f.s, &f.r, &f.t), STATUS_OK);
	assert_int_equal(sabot_expected(&f.s, &f.r, &f.t, &d), STATUS_OK);
	assert_int_equal(d.kind, SABOT_DUTY_OFFER_FREE_SEAT);
}

/* IPLyC 7.11.9: in a suite of suite nobody wants, "el Sabot continuará por
 * derecha al asiento siguiente de quien dio la Suite original". */
static void suite__nobody_in_suite_of_suite_right_of_original__iplyc_7_11_9(void **state)
{
	const int seven[] = { P(7) };
	struct sabot_move m;
	struct fixture f;

	(void)state;
	setup_table(&f, false);
	banker_at(&f, 5);
	give(&f, 1800);
	assert_int_equal(award(&f, seven, 1, &m), P(7));
	give(&f, 1800);
	assert_int_equal(award(&f, NULL, 0, &m), 0);
	assert_int_equal(m.seat, 6);    /* not 1, right of seat 7 */
}

/* IPLyC 7.13.2: "Al producirse la terminación del mazo durante una Suite
 * se dará por finalizada ésta ... el Sabot volverá al lugar de la derecha
 * del Apostador que la diera" (TRAD 42) -- even when Banca won. */
static void suite__end_of_shoe_ends_suite__iplyc_7_13_2(void **state)
{
	const int two[] = { P(2) };
	struct sabot_duty d;
	struct sabot_move m;
	struct fixture f;

	(void)state;
	setup_table(&f, false);
	banker_at(&f, 5);
	give(&f, 1800);
	assert_int_equal(award(&f, two, 1, &m), P(2));
	pase(&f, COUP_WINNER_BANCA, &m);
	assert_int_equal(sabot_shoe_end(&f.s, &f.r, &f.t, &m), STATUS_OK);
	assert_true(m.moved);
	assert_int_equal(m.seat, 6);
	assert_string_equal(cite(&f, m.rule), "IPLyC 7.13.2");
	assert_int_equal(sabot_suite_depth(&f.s), 0);
	assert_int_equal(sabot_expected(&f.s, &f.r, &f.t, &d), STATUS_OK);
	assert_int_equal(d.kind, SABOT_DUTY_ASK_CUT);
	assert_int_equal(d.seat, 5);
	assert_int_equal(sabot_cut_done(&f.s, &f.r, &f.t), STATUS_OK);
	assert_int_equal(sabot_expected(&f.s, &f.r, &f.t, &d), STATUS_OK);
	assert_int_equal(d.kind, SABOT_DUTY_ASK_BANK);
	assert_int_equal(d.seat, 6);
}

/* IPLyC 7.11.13: "De la chance Banca tomada en Suite o sus variantes, no
 * podrá retirarse mitad" (TRAD 40). */
static void suite__no_mitad_from_suite_bank__iplyc_7_11_13(void **state)
{
	const int six[] = { P(6) };
	struct sabot_mitad mt;
	struct sabot_move m;
	struct fixture f;

	(void)state;
	setup_table(&f, false);
	banker_at(&f, 5);
	give(&f, 1800);
	assert_int_equal(award(&f, six, 1, &m), P(6));
	pase(&f, COUP_WINNER_BANCA, &m);
	pase(&f, COUP_WINNER_BANCA, &m);
	pase(&f, COUP_WINNER_BANCA, &m);
	assert_int_equal(sabot_mitad(&f.s, &f.r, 7200, 3600, true, &mt),
			 STATUS_NOT_ALLOWED);
	assert_string_equal(cite(&f, mt.rule), "IPLyC 7.11.13");
}

/* IPLyC 7.9.8.1: nobody banks twice in a round "salvo en el caso de
 * adquirir una Suite"; and banking a suite does not spend a player's turn
 * (7.11.7). */
static void suite__taken_despite_round_and_keeps_turn__iplyc_7_9_8_1(void **state)
{
	const int three[] = { P(3) };
	const int five[] = { P(5) };
	struct sabot_duty d;
	struct sabot_move m;
	struct fixture f, g;

	(void)state;
	setup_table(&f, false);
	banker_at(&f, 3);
	pase(&f, COUP_WINNER_PUNTO, &m);
	assert_int_equal(sabot_take(&f.s, P(4)), STATUS_OK);
	pase(&f, COUP_WINNER_BANCA, &m);
	give(&f, 1800);
	g = f;
	assert_int_equal(award(&g, three, 1, &m), P(3));
	assert_true(sabot_banked_this_round(&g.s, P(3)));
	g = f;
	assert_int_equal(award(&g, five, 1, &m), P(5));
	pase(&g, COUP_WINNER_PUNTO, &m);
	assert_int_equal(m.seat, 5);
	assert_int_equal(sabot_expected(&g.s, &g.r, &g.t, &d), STATUS_OK);
	assert_int_equal(d.kind, SABOT_DUTY_ASK_BANK);
	assert_false(sabot_banked_this_round(&g.s, P(5)));
}

/* IPLyC 7.11.11: paid at 100% and given for the whole bank before the next
 * pase: 5% is deducted.  Not in house-banked games. */
static void suite__discount_after_full_payment__iplyc_7_11_11(void **state)
{
	struct sabot_duty d;
	struct fixture f;

	(void)state;
	setup_table(&f, false);
	assert_true(suite_discount_applies(&f.r, true, true));
	assert_false(suite_discount_applies(&f.r, true, false));
	assert_false(suite_discount_applies(&f.r, false, true));
	banker_at(&f, 5);
	assert_int_equal(sabot_give_suite(&f.s, &f.r, 2000, true, true),
			 STATUS_OK);
	assert_int_equal(sabot_expected(&f.s, &f.r, &f.t, &d), STATUS_OK);
	assert_true(d.discount);
	setup_table(&f, true);
	assert_false(suite_discount_applies(&f.r, true, true));
}

/* IPLyC 7.11.10: after the mitad and one or more ancars the suite is for
 * the half left in play; with no card moved since, for the whole bank. */
static void suite__amount_after_mitad__iplyc_7_11_10(void **state)
{
	(void)state;
	assert_int_equal(suite_offer_amount(1000, true, true, 2000), 1000);
	assert_int_equal(suite_offer_amount(1000, true, false, 2000), 2000);
	assert_int_equal(suite_offer_amount(1500, false, false, 0), 1500);
}

/* LNSE-MIDI 1.2, 5.1: the house banks; no suite to give. */
static void suite__none_in_house_bank__lnse_midi_5_1(void **state)
{
	struct fixture f;

	(void)state;
	setup_table(&f, true);
	banker_at(&f, 2);
	assert_int_equal(sabot_give_suite(&f.s, &f.r, 100, false, true),
			 STATUS_NOT_ALLOWED);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(suite__offered_for_the_amount_in_play__iplyc_7_11_3),
		cmocka_unit_test(suite__nearest_right_of_giver_may_raise__iplyc_7_11_3_1),
		cmocka_unit_test(suite__giver_has_no_priority__iplyc_7_11_3_2),
		cmocka_unit_test(suite__giver_before_standing_with_priority__trad_43),
		cmocka_unit_test(suite__standing_nearest_croupier_right__iplyc_7_11_12),
		cmocka_unit_test(suite__suite_of_suite_ends_right_of_original_giver__iplyc_7_11_4),
		cmocka_unit_test(suite__suite_of_suite_counts_from_original__iplyc_7_11_7),
		cmocka_unit_test(suite__standing_taker_banks_from_original_seat__iplyc_7_11_5),
		cmocka_unit_test(suite__nobody_wants_it_sabot_right_of_giver__iplyc_7_11_8),
		cmocka_unit_test(suite__nobody_in_suite_of_suite_right_of_original__iplyc_7_11_9),
		cmocka_unit_test(suite__end_of_shoe_ends_suite__iplyc_7_13_2),
		cmocka_unit_test(suite__no_mitad_from_suite_bank__iplyc_7_11_13),
		cmocka_unit_test(suite__taken_despite_round_and_keeps_turn__iplyc_7_9_8_1),
		cmocka_unit_test(suite__discount_after_full_payment__iplyc_7_11_11),
		cmocka_unit_test(suite__amount_after_mitad__iplyc_7_11_10),
		cmocka_unit_test(suite__none_in_house_bank__lnse_midi_5_1),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
