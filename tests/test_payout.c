/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_payout.c: settling one bet, rule by rule, with its article. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "engine/payout.h"

/* A request for a bet of amount on chance, kind, decided by winner, at
 * the profile's table maximum. */
static struct payout_request req_of(const struct rules *r,
				    enum payout_winner winner,
				    enum bet_chance chance, enum bet_kind kind,
				    int64_t amount)
{
	struct payout_request q = {
		.winner = winner,
		.bet = { .chance = chance, .kind = kind, .amount = amount },
		.banca_total = 7,
		.table_max = r->table_max,
	};

	bank_state_init(&q.bank, amount);
	return q;
}

static struct payout settle(const struct rules *r,
			    const struct payout_request *q)
{
	struct payout p;

	assert_int_equal(payout_compute(r, q, &p), STATUS_OK);
	return p;
}

/* The bank's payment on pase (1 = first) with salida, at max 10000. */
static struct payout bank_pays(const struct rules *r, int64_t salida,
			       int pase)
{
	struct payout_request q =
		req_of(r, PAYOUT_BANCA, BET_ON_BANCA, BET_BANK, salida);

	q.bank.pase = pase;
	return settle(r, &q);
}

/* IPLyC 7.8.1.2: "... y en Punto el cien por cien (100%) de lo apostado." */
static void payout__punto_wins__pays_hundred_percent__iplyc_7_8_1_2(void **state)
{
	struct rules r;
	struct payout_request q;
	struct payout p;

	(void)state;
	rules_init(&r);
	q = req_of(&r, PAYOUT_PUNTO, BET_ON_PUNTO, BET_SEAT, 1000);
	p = settle(&r, &q);
	assert_int_equal(p.pay, 1000);
	assert_int_equal(p.percent, 100);
	assert_int_equal(p.returned, 0);
	assert_int_equal(p.collected, 0);
	assert_false(p.stands);
	assert_int_equal(p.rule, RULE_PAY_PUNTO);
}

/* IPLyC 7.8.1.2: "Las apuestas de los casilleros en Banca, como asimismo
 * aquellas efectuadas por Apostadores de pie en la misma suerte, ganarán
 * el noventa por ciento (90%)". */
static void payout__banca_seat_and_standing__pay_ninety_percent__iplyc_7_8_1_2(void **state)
{
	struct rules r;
	struct payout_request q;
	struct payout p;

	(void)state;
	rules_init(&r);
	q = req_of(&r, PAYOUT_BANCA, BET_ON_BANCA, BET_SEAT, 1000);
	p = settle(&r, &q);
	assert_int_equal(p.pay, 900);
	assert_int_equal(p.percent, 90);
	assert_int_equal(p.rule, RULE_PAY_BANCA);
	q.bet.kind = BET_STANDING;
	p = settle(&r, &q);
	assert_int_equal(p.pay, 900);
	assert_int_equal(p.rule, RULE_PAY_BANCA);
}

/* IPLyC 7.8.1.3: "La apuesta en Banca ganará el noventa por ciento (90%),
 * en todos los pases pares y el cien por cien (100%), en todos los pases
 * impares." */
static void payout__bank_odd_pases__pay_hundred_percent__iplyc_7_8_1_3(void **state)
{
	struct rules r;
	struct payout p;

	(void)state;
	rules_init(&r);
	for (int pase = 1; pase <= 7; pase += 2) {
		p = bank_pays(&r, 2000, pase);
		assert_int_equal(p.pay, 2000);
		assert_int_equal(p.percent, 100);
		assert_int_equal(p.rule, RULE_PAY_BANK);
	}
}

/* IPLyC 7.8.1.3: 90% "en todos los pases pares". */
static void payout__bank_even_pases__pay_ninety_percent__iplyc_7_8_1_3(void **state)
{
	struct rules r;
	struct payout p;

	(void)state;
	rules_init(&r);
	for (int pase = 2; pase <= 8; pase += 2) {
		p = bank_pays(&r, 2000, pase);
		assert_int_equal(p.pay, 1800);
		assert_int_equal(p.percent, 90);
		assert_int_equal(p.rule, RULE_PAY_BANK);
	}
}

/* IPLyC 7.8.1.4: "Si en cambio en el pase inicial, la apuesta supera la
 * mitad del monto máximo establecido, ganará el noventa por ciento (90%)
 * en éste y en la totalidad de los pases impares y, el cien por
 * cien(100%) en los pases pares." */
static void payout__bank_salida_over_half_max__ninety_on_odd_pases__iplyc_7_8_1_4(void **state)
{
	struct rules r;
	struct payout p;

	(void)state;
	rules_init(&r); /* maximum 10000 */
	p = bank_pays(&r, 6000, 1);
	assert_int_equal(p.pay, 5400);
	assert_int_equal(p.rule, RULE_PAY_BANK_HALF_MAX);
	p = bank_pays(&r, 6000, 2);
	assert_int_equal(p.percent, 100);
	p = bank_pays(&r, 6000, 3);
	assert_int_equal(p.percent, 90);
}

/* IPLyC 7.8.1.4: "supera la mitad": a salida of exactly half the maximum
 * does not invert the alternation. */
static void payout__bank_salida_exactly_half_max__not_inverted__iplyc_7_8_1_4(void **state)
{
	struct rules r;
	struct payout p;

	(void)state;
	rules_init(&r);
	p = bank_pays(&r, 5000, 1);
	assert_int_equal(p.percent, 100);
	assert_int_equal(p.rule, RULE_PAY_BANK);
}

/* IPLyC 7.8.1.4 looks at the salida, not at the bank grown since: a bank
 * of 8000 on the fourth pase from a salida of 1000 is not inverted. */
static void payout__bank_grown_over_half_max__keeps_salida_rule__iplyc_7_8_1_4(void **state)
{
	struct rules r;
	struct payout_request q;
	struct payout p;

	(void)state;
	rules_init(&r);
	q = req_of(&r, PAYOUT_BANCA, BET_ON_BANCA, BET_BANK, 8000);
	q.bank.salida = 1000;
	q.bank.pase = 4;
	p = settle(&r, &q);
	assert_int_equal(p.pay, 7200);
	assert_int_equal(p.rule, RULE_PAY_BANK);
}

/* IPLyC 7.9.2.5: "podrá aumentar su apuesta en Banca en cualquiera de los
 * pases, percibiendo el noventa por ciento (90%) en el pase inmediato y el
 * cien por cien (100%) en el siguiente y así sucesivamente." */
static void payout__bank_raise__restarts_with_ninety__iplyc_7_9_2_5(void **state)
{
	struct rules r;
	struct bank_state b;
	enum rule_id rule;

	(void)state;
	rules_init(&r);
	bank_state_init(&b, 1000);
	assert_int_equal(payout_bank_percent(&r, &b, 10000, &rule), 100);
	bank_state_record_banca_win(&b, &r);
	/* Pase 2 would pay 90%; the banker raises before it. */
	bank_state_record_raise(&b, &r);
	assert_int_equal(payout_bank_percent(&r, &b, 10000, &rule), 90);
	assert_int_equal(rule, RULE_RAISE);
	bank_state_record_banca_win(&b, &r);
	assert_int_equal(payout_bank_percent(&r, &b, 10000, &rule), 100);
	bank_state_record_banca_win(&b, &r);
	assert_int_equal(payout_bank_percent(&r, &b, 10000, &rule), 90);
}

/* TRAD 34: the raised bank suffers "los correspondientes descuentos según
 * el punto 29": a profile without raise_restarts keeps counting. */
static void payout__bank_raise_without_restart__count_goes_on__trad_34(void **state)
{
	struct rules r;
	struct bank_state b;

	(void)state;
	rules_init(&r);
	r.raise_restarts = false;
	bank_state_init(&b, 1000);
	bank_state_record_banca_win(&b, &r);
	bank_state_record_raise(&b, &r);
	assert_int_equal(b.pase, 2);
	assert_false(b.raised);
	assert_int_equal(payout_bank_percent(&r, &b, 10000, NULL), 90);
}

/* IPLyC 8.8.1.2 (this project's reading, payout.c): an ancar leaves the
 * next payment as it was; under PASE_COUNT_EVERY_DEFINED it counts as a
 * pase. */
static void payout__bank_ancar__counts_per_profile__iplyc_8_8_1_2(void **state)
{
	struct rules r;
	struct bank_state b;

	(void)state;
	rules_init(&r);
	bank_state_init(&b, 1000);
	bank_state_record_ancar(&b, &r);
	assert_int_equal(b.pase, 1);
	assert_int_equal(payout_bank_percent(&r, &b, 10000, NULL), 100);
	r.pase_count = PASE_COUNT_EVERY_DEFINED;
	bank_state_record_ancar(&b, &r);
	assert_int_equal(b.pase, 2);
	assert_int_equal(payout_bank_percent(&r, &b, 10000, NULL), 90);
}

/* IPLyC 7.8.1.5: "Las apuestas marcando juegan el cincuenta por ciento
 * (50%), de su valor": they win half and lose half. */
static void payout__marcando_on_punto__plays_half__iplyc_7_8_1_5(void **state)
{
	struct rules r;
	struct payout_request q;
	struct payout p;

	(void)state;
	rules_init(&r);
	q = req_of(&r, PAYOUT_PUNTO, BET_ON_PUNTO, BET_MARCANDO, 1000);
	p = settle(&r, &q);
	assert_int_equal(p.pay, 500);
	assert_int_equal(p.percent, 50);
	assert_int_equal(p.rule, RULE_MARCANDO);
	q.winner = PAYOUT_BANCA;
	p = settle(&r, &q);
	assert_int_equal(p.pay, 0);
	assert_int_equal(p.collected, 500);
	assert_int_equal(p.rule, RULE_MARCANDO);
}

/* IPLyC 7.8.1.5: marcando bets "solamente podrán efectuarse en la chance
 * Punto". */
static void payout__marcando_on_banca__not_allowed__iplyc_7_8_1_5(void **state)
{
	struct rules r;
	struct payout_request q;
	struct payout p;

	(void)state;
	rules_init(&r);
	q = req_of(&r, PAYOUT_BANCA, BET_ON_BANCA, BET_MARCANDO, 1000);
	assert_int_equal(payout_compute(&r, &q, &p), STATUS_NOT_ALLOWED);
}

/* IPLyC 7.8.1.12: "solamente se abonará el monto máximo establecido y el
 * excedente será reintegrado al Apostador." */
static void payout__winning_excess__pays_maximum_returns_rest__iplyc_7_8_1_12(void **state)
{
	struct rules r;
	struct payout_request q;
	struct payout p;

	(void)state;
	rules_init(&r);
	q = req_of(&r, PAYOUT_PUNTO, BET_ON_PUNTO, BET_SEAT, 12500);
	p = settle(&r, &q);
	assert_int_equal(p.pay, 10000);
	assert_int_equal(p.returned, 2500);
	assert_int_equal(p.excess_rule, RULE_EXCESS);
	q.table_max = 5000; /* the table's own maximum wins over the profile */
	p = settle(&r, &q);
	assert_int_equal(p.pay, 5000);
	assert_int_equal(p.returned, 7500);
}

/* IPLyC 7.8.1.12: "Si la apuesta excedida fuera perdidosa dicho
 * excedente será reintegrado al Apostador." */
static void payout__losing_excess__returned__iplyc_7_8_1_12(void **state)
{
	struct rules r;
	struct payout_request q;
	struct payout p;

	(void)state;
	rules_init(&r);
	q = req_of(&r, PAYOUT_PUNTO, BET_ON_BANCA, BET_STANDING, 11000);
	p = settle(&r, &q);
	assert_int_equal(p.pay, 0);
	assert_int_equal(p.collected, 10000);
	assert_int_equal(p.returned, 1000);
}

/* IPLyC 7.1.2: the house pays the winning bets "ingresando a la Banca, las
 * perdedoras". */
static void payout__losing_bet__collected__iplyc_7_1_2(void **state)
{
	struct rules r;
	struct payout_request q;
	struct payout p;

	(void)state;
	rules_init(&r);
	q = req_of(&r, PAYOUT_BANCA, BET_ON_PUNTO, BET_SEAT, 700);
	p = settle(&r, &q);
	assert_int_equal(p.pay, 0);
	assert_int_equal(p.collected, 700);
	assert_int_equal(p.percent, 0);
	q = req_of(&r, PAYOUT_PUNTO, BET_ON_BANCA, BET_BANK, 3000);
	p = settle(&r, &q);
	assert_int_equal(p.collected, 3000);
}

/* IPLyC 7.4: on an ancar Punto and Banca bets stand, excess
 * and all; there is no tie bet. */
static void payout__ancar__bets_stand__iplyc_7_4(void **state)
{
	struct rules r;
	struct payout_request q;
	struct payout p;
	struct payout_request tie;

	(void)state;
	rules_init(&r);
	q = req_of(&r, PAYOUT_ANCAR, BET_ON_BANCA, BET_BANK, 12000);
	p = settle(&r, &q);
	assert_true(p.stands);
	assert_int_equal(p.pay, 0);
	assert_int_equal(p.returned, 0);
	assert_int_equal(p.collected, 0);
	assert_int_equal(p.rule, RULE_ANCAR);
	tie = req_of(&r, PAYOUT_ANCAR, BET_ON_TIE, BET_SEAT, 100);
	assert_int_equal(payout_compute(&r, &tie, &p), STATUS_NOT_ALLOWED);
}

/* The regulations state percentages and are silent on fractions
 * (IPLyC 7.8.1.2): the profile's rounding decides. */
static void payout__fractions__follow_profile_rounding__iplyc_7_8_1_2(void **state)
{
	struct rules r;
	struct payout_request q;

	(void)state;
	rules_init(&r);
	q = req_of(&r, PAYOUT_BANCA, BET_ON_BANCA, BET_SEAT, 115); /* 103.5 */
	assert_int_equal(settle(&r, &q).pay, 103);
	r.rounding = ROUND_NEAREST_HALF_UP;
	assert_int_equal(settle(&r, &q).pay, 104);
	r.rounding = ROUND_UP;
	assert_int_equal(settle(&r, &q).pay, 104);
}

/* LNSE-MIDI 5.2: "Las apuestas en BANCA como en PUNTO se pagaran 1 a 1, a
 * excepción de que si la BANCA gana con una puntuación de 6 (seis), se
 * pagara el 50% de la apuesta." */
static void payout__midi_banca_wins_with_six__pays_half__lnse_midi_5_2(void **state)
{
	struct rules r;
	struct payout_request q;
	struct payout p;

	(void)state;
	rules_init_midi(&r);
	q = req_of(&r, PAYOUT_BANCA, BET_ON_BANCA, BET_SEAT, 1000);
	q.banca_total = 6;
	p = settle(&r, &q);
	assert_int_equal(p.pay, 500);
	assert_int_equal(p.percent, 50);
	q.banca_total = 7;
	assert_int_equal(settle(&r, &q).pay, 1000);
	q = req_of(&r, PAYOUT_PUNTO, BET_ON_PUNTO, BET_STANDING, 1000);
	assert_int_equal(settle(&r, &q).pay, 1000);
}

/* LNSE-MIDI 5.3: "se podrá optar por pagar las apuestas ganadoras a BANCA
 * con una deducción del 5 por 100". */
static void payout__midi_commission__banca_pays_ninety_five__lnse_midi_5_3(void **state)
{
	struct rules r;
	struct payout_request q;
	struct payout p;

	(void)state;
	rules_init_midi(&r);
	r.banca_pay = BANCA_PAY_COMMISSION;
	q = req_of(&r, PAYOUT_BANCA, BET_ON_BANCA, BET_SEAT, 1000);
	q.banca_total = 6; /* no half payment under the commission */
	p = settle(&r, &q);
	assert_int_equal(p.pay, 950);
	assert_int_equal(p.percent, 95);
}

/* H8-2021 (Apuestas): "Las apuestas a Banca y a Punto se pagan en cantidad
 * igual a lo apostado, salvo cuando la banca gana con 6 que paga el 50% de
 * lo apostado."  The banker's bank is a bet on Banca: half on a six.  An
 * H8-like profile: player-banked, no 100%/90% alternation. */
static void payout__h8_bank_banca_wins_with_six__pays_half__h8_2021_apuestas(void **state)
{
	struct rules r;
	struct payout_request q;
	struct payout p;

	(void)state;
	rules_init(&r);
	r.banca_pay = BANCA_PAY_SIX_HALF;
	r.banca_pct = 100;
	r.banca_six_pct = 50;
	r.bank_odd_pct = 100;
	r.bank_even_pct = 100;
	r.half_max_inverts = false;
	q = req_of(&r, PAYOUT_BANCA, BET_ON_BANCA, BET_BANK, 1000);
	q.banca_total = 6;
	p = settle(&r, &q);
	assert_int_equal(p.pay, 500);
	assert_int_equal(p.percent, 50);
	assert_int_equal(p.rule, RULE_PAY_BANCA);
	/* Any other total: the bank's own 100%. */
	q.banca_total = 7;
	p = settle(&r, &q);
	assert_int_equal(p.pay, 1000);
	assert_int_equal(p.rule, RULE_PAY_BANK);
	/* Where the bank alternates, the lower percentage wins: 50 on a six
	 * even on a 100% pase, 90 on an even pase otherwise. */
	r.bank_even_pct = 90;
	q.bank.pase = 2;
	assert_int_equal(settle(&r, &q).percent, 90);
	q.banca_total = 6;
	assert_int_equal(settle(&r, &q).percent, 50);
	/* The total must be known when Banca wins. */
	q.banca_total = -1;
	assert_int_equal(payout_compute(&r, &q, &p), STATUS_BAD_ARGUMENT);
	/* A commission on Banca (LNSE-MIDI 5.3) is taken on the bank too. */
	r.banca_pay = BANCA_PAY_COMMISSION;
	r.bank_even_pct = 100;
	q.banca_total = 6;
	p = settle(&r, &q);
	assert_int_equal(p.percent, 95);
	assert_int_equal(p.pay, 950);
	/* IPLyC: the bank keeps its own alternation, a six is nothing. */
	rules_init(&r);
	q = req_of(&r, PAYOUT_BANCA, BET_ON_BANCA, BET_BANK, 1000);
	q.banca_total = 6;
	assert_int_equal(settle(&r, &q).percent, 100);
}

/* LNSE-MIDI 5.5: "en cuyo caso de resultar ganadora se pagará 8 a 1. El
 * límite máximo para jugar a TIE será del 10% del máximo de la mesa." */
static void payout__midi_tie__pays_eight_to_one_capped__lnse_midi_5_5(void **state)
{
	struct rules r;
	struct payout_request q;
	struct payout p;

	(void)state;
	rules_init_midi(&r); /* maximum 50000: tie cap 5000 */
	q = req_of(&r, PAYOUT_ANCAR, BET_ON_TIE, BET_SEAT, 100);
	p = settle(&r, &q);
	assert_int_equal(p.pay, 800);
	assert_int_equal(p.percent, 800);
	assert_int_equal(p.rule, RULE_TIE_BET);
	q.bet.amount = 6000;
	p = settle(&r, &q);
	assert_int_equal(p.pay, 40000);
	assert_int_equal(p.returned, 1000);
	assert_int_equal(p.excess_rule, RULE_TIE_BET);
	q.winner = PAYOUT_PUNTO;
	p = settle(&r, &q);
	assert_int_equal(p.collected, 5000);
	assert_int_equal(p.returned, 1000);
}

/* LNSE-MIDI 6.1: "En caso de empate, la jugada será considerada nula y las
 * apuestas podrán ser retiradas". */
static void payout__midi_tie__punto_banca_bets_push__lnse_midi_6_1(void **state)
{
	struct rules r;
	struct payout_request q;
	struct payout p;

	(void)state;
	rules_init_midi(&r);
	q = req_of(&r, PAYOUT_ANCAR, BET_ON_PUNTO, BET_SEAT, 1000);
	p = settle(&r, &q);
	assert_true(p.stands);
	assert_int_equal(p.pay, 0);
	assert_int_equal(p.collected, 0);
}

/* LNSE-MIDI 5.1: "El establecimiento se constituye en Banca": no banker's
 * bank, and (no 7.8.1.5 there) no marcando bets. */
static void payout__midi_no_bank_no_marcando__lnse_midi_5_1(void **state)
{
	struct rules r;
	struct payout_request q;
	struct payout p;

	(void)state;
	rules_init_midi(&r);
	q = req_of(&r, PAYOUT_BANCA, BET_ON_BANCA, BET_BANK, 1000);
	assert_int_equal(payout_compute(&r, &q, &p), STATUS_NOT_ALLOWED);
	q = req_of(&r, PAYOUT_PUNTO, BET_ON_PUNTO, BET_MARCANDO, 1000);
	assert_int_equal(payout_compute(&r, &q, &p), STATUS_NOT_ALLOWED);
}

/* IPLyC 7.8.1.3: the bank is "la apuesta en Banca": never on Punto. */
static void payout__bank_on_punto__not_allowed__iplyc_7_8_1_3(void **state)
{
	struct rules r;
	struct payout_request q;
	struct payout p;

	(void)state;
	rules_init(&r);
	q = req_of(&r, PAYOUT_PUNTO, BET_ON_PUNTO, BET_BANK, 1000);
	assert_int_equal(payout_compute(&r, &q, &p), STATUS_NOT_ALLOWED);
	q = req_of(&r, PAYOUT_BANCA, BET_ON_BANCA, BET_BANK, 1000);
	q.bank.pase = 0;
	assert_int_equal(payout_compute(&r, &q, &p), STATUS_BAD_ARGUMENT);
	q = req_of(&r, PAYOUT_BANCA, BET_ON_BANCA, BET_SEAT, 0);
	assert_int_equal(payout_compute(&r, &q, &p), STATUS_BAD_AMOUNT);
}

/* IPLyC 7.11.11: "En caso de que la apuesta de Banca hubiera sido pagada
 * al cien por cien (100%), y posteriormente y antes de tirarse el pase
 * siguiente el Apostador da la Suite al monto total de la misma se le
 * descontará el cinco por ciento (5%)". */
static void payout__suite_after_full_payment__five_percent_off__iplyc_7_11_11(void **state)
{
	struct rules r;

	(void)state;
	rules_init(&r);
	assert_int_equal(payout_suite_discount(&r, 4000, true, true), 200);
	assert_int_equal(payout_suite_discount(&r, 4000, false, true), 0);
	assert_int_equal(payout_suite_discount(&r, 4000, true, false), 0);
	rules_init_midi(&r);
	assert_int_equal(payout_suite_discount(&r, 4000, true, true), 0);
}

/* IPLyC 7.8.1.9: both chances "siempre que medie entre ambas la
 * diferencia de un mínimo". */
static void payout__both_chances__one_minimum_apart__iplyc_7_8_1_9(void **state)
{
	struct rules r;
	struct person_bets p = { .banca = 500, .punto = 450 };
	enum rule_id rule;

	(void)state;
	rules_init(&r); /* minimum 100 */
	assert_int_equal(payout_check_bets(&r, &p, 100, 10000, &rule),
			 STATUS_BOTH_CHANCES_TOO_CLOSE);
	assert_int_equal(rule, RULE_BOTH_CHANCES);
	p.punto = 400;
	assert_int_equal(payout_check_bets(&r, &p, 100, 10000, &rule),
			 STATUS_OK);
}

/* IPLyC 7.8.1.6: "No podrán ser montos superiores al máximo establecido
 * por persona, a excepción del Apostador que sale con el Sabot, que podrá
 * jugar dos (2) máximos, uno en Banca y otro en su casillero." */
static void payout__one_maximum_per_person__banker_two__iplyc_7_8_1_6(void **state)
{
	struct rules r;
	struct person_bets p = { .banca = 6000, .punto = 5000 };

	(void)state;
	rules_init(&r);
	assert_int_equal(payout_check_bets(&r, &p, 100, 10000, NULL),
			 STATUS_OVER_MAXIMUM);
	p = (struct person_bets){ .bank = 10000, .punto = 10000 };
	assert_int_equal(payout_check_bets(&r, &p, 100, 10000, NULL),
			 STATUS_OK);
	p.bank = 10001;
	assert_int_equal(payout_check_bets(&r, &p, 100, 10000, NULL),
			 STATUS_OVER_MAXIMUM);
	p = (struct person_bets){ .punto = 50 };
	assert_int_equal(payout_check_bets(&r, &p, 100, 10000, NULL),
			 STATUS_UNDER_MINIMUM);
}

/* LNSE-MIDI 5.5: tie bets up to 10% of the maximum; IPLyC has none. */
static void payout__tie_bet_cap_checked__lnse_midi_5_5(void **state)
{
	struct rules r;
	struct person_bets p = { .tie = 5001 };
	enum rule_id rule;

	(void)state;
	rules_init_midi(&r);
	assert_int_equal(payout_check_bets(&r, &p, 10, 50000, &rule),
			 STATUS_OVER_MAXIMUM);
	assert_int_equal(rule, RULE_TIE_BET);
	p.tie = 5000;
	assert_int_equal(payout_check_bets(&r, &p, 10, 50000, &rule),
			 STATUS_OK);
	rules_init(&r);
	assert_int_equal(payout_check_bets(&r, &p, 100, 10000, &rule),
			 STATUS_NOT_ALLOWED);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(payout__punto_wins__pays_hundred_percent__iplyc_7_8_1_2),
		cmocka_unit_test(payout__banca_seat_and_standing__pay_ninety_percent__iplyc_7_8_1_2),
		cmocka_unit_test(payout__bank_odd_pases__pay_hundred_percent__iplyc_7_8_1_3),
		cmocka_unit_test(payout__bank_even_pases__pay_ninety_percent__iplyc_7_8_1_3),
		cmocka_unit_test(payout__bank_salida_over_half_max__ninety_on_odd_pases__iplyc_7_8_1_4),
		cmocka_unit_test(payout__bank_salida_exactly_half_max__not_inverted__iplyc_7_8_1_4),
		cmocka_unit_test(payout__bank_grown_over_half_max__keeps_salida_rule__iplyc_7_8_1_4),
		cmocka_unit_test(payout__bank_raise__restarts_with_ninety__iplyc_7_9_2_5),
		cmocka_unit_test(payout__bank_raise_without_restart__count_goes_on__trad_34),
		cmocka_unit_test(payout__bank_ancar__counts_per_profile__iplyc_8_8_1_2),
		cmocka_unit_test(payout__marcando_on_punto__plays_half__iplyc_7_8_1_5),
		cmocka_unit_test(payout__marcando_on_banca__not_allowed__iplyc_7_8_1_5),
		cmocka_unit_test(payout__winning_excess__pays_maximum_returns_rest__iplyc_7_8_1_12),
		cmocka_unit_test(payout__losing_excess__returned__iplyc_7_8_1_12),
		cmocka_unit_test(payout__losing_bet__collected__iplyc_7_1_2),
		cmocka_unit_test(payout__ancar__bets_stand__iplyc_7_4),
		cmocka_unit_test(payout__fractions__follow_profile_rounding__iplyc_7_8_1_2),
		cmocka_unit_test(payout__midi_banca_wins_with_six__pays_half__lnse_midi_5_2),
		cmocka_unit_test(payout__midi_commission__banca_pays_ninety_five__lnse_midi_5_3),
		cmocka_unit_test(payout__h8_bank_banca_wins_with_six__pays_half__h8_2021_apuestas),
		cmocka_unit_test(payout__midi_tie__pays_eight_to_one_capped__lnse_midi_5_5),
		cmocka_unit_test(payout__midi_tie__punto_banca_bets_push__lnse_midi_6_1),
		cmocka_unit_test(payout__midi_no_bank_no_marcando__lnse_midi_5_1),
		cmocka_unit_test(payout__bank_on_punto__not_allowed__iplyc_7_8_1_3),
		cmocka_unit_test(payout__suite_after_full_payment__five_percent_off__iplyc_7_11_11),
		cmocka_unit_test(payout__both_chances__one_minimum_apart__iplyc_7_8_1_9),
		cmocka_unit_test(payout__one_maximum_per_person__banker_two__iplyc_7_8_1_6),
		cmocka_unit_test(payout__tie_bet_cap_checked__lnse_midi_5_5),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
