/* SPDX-License-Identifier: GPL-3.0-or-later */
/* payout.c: settling one bet; see payout.h.
 *
 * Amounts are whole units.  The regulations give percentages only
 * (IPLyC 7.8.1.2-5, 7.11.11; LNSE-MIDI 5.2-5.3) and say nothing of the
 * fraction left by 90% of 15 or 50% of 25, so every division goes through
 * rules_round(), the profile's rounding. */
#include "config.h"

#include "engine/payout.h"

#include <stddef.h>

/* A bet wins its stake times pct percent. */
static int64_t pct_of(const struct rules *r, int64_t stake, int pct)
{
	return rules_round(r, stake * pct, 100);
}

void bank_state_init(struct bank_state *b, int64_t salida)
{
	b->salida = salida;
	b->pase = 1;
	b->raised = false;
}

void bank_state_record_banca_win(struct bank_state *b, const struct rules *r)
{
	(void)r;
	b->pase++;
}

/* An ancar (a tie) pays nothing and, in this project's reading of IPLyC
 * 8.8.1.2 (the relief reports "cómo se efectuará el próximo pago" only
 * "habiendo resultado ganadora la Banca"), leaves the next payment as it
 * was; a profile may count it (pase_count). */
void bank_state_record_ancar(struct bank_state *b, const struct rules *r)
{
	if (r->pase_count == PASE_COUNT_EVERY_DEFINED)
		b->pase++;
}

/* IPLyC 7.9.2.5: "podrá aumentar su apuesta en Banca en cualquiera de los
 * pases, percibiendo el noventa por ciento (90%) en el pase inmediato y el
 * cien por cien (100%) en el siguiente y así sucesivamente." */
void bank_state_record_raise(struct bank_state *b, const struct rules *r)
{
	if (!r->raise_restarts)
		return;
	b->pase = 1;
	b->raised = true;
}

int payout_bank_percent(const struct rules *r, const struct bank_state *b,
			int64_t table_max, enum rule_id *rule)
{
	bool odd = b->pase % 2 == 1;
	/* The discounted pases are the odd ones after a raise (7.9.2.5) or
	 * when the salida exceeds half the maximum (7.8.1.4); the even ones
	 * otherwise (7.8.1.3). */
	bool inverted;
	enum rule_id id;

	if (b->raised && r->raise_restarts) {
		inverted = true;
		id = RULE_RAISE;
	} else if (r->half_max_inverts && b->salida * 2 > table_max) {
		inverted = true;
		id = RULE_PAY_BANK_HALF_MAX;
	} else {
		inverted = false;
		id = RULE_PAY_BANK;
	}
	if (rule != NULL)
		*rule = id;
	if (inverted)
		return odd ? r->bank_even_pct : r->bank_odd_pct;
	return odd ? r->bank_odd_pct : r->bank_even_pct;
}

/* Checks that the bet exists under this profile. */
static enum status check_request(const struct rules *r,
				 const struct payout_request *req)
{
	const struct bet *bet = &req->bet;

	if ((unsigned)req->winner > PAYOUT_ANCAR)
		return STATUS_BAD_ARGUMENT;
	if (bet->amount <= 0)
		return STATUS_BAD_AMOUNT;
	if (req->table_max <= 0)
		return STATUS_BAD_ARGUMENT;
	if (bet->chance == BET_ON_TIE && !r->tie_bet)
		return STATUS_NOT_ALLOWED;
	switch (bet->kind) {
	case BET_BANK:
		if (bet->chance != BET_ON_BANCA || r->banking != BANKING_PLAYER)
			return STATUS_NOT_ALLOWED;
		if (req->bank.salida <= 0)
			return STATUS_BAD_AMOUNT;
		if (req->bank.pase < 1)
			return STATUS_BAD_ARGUMENT;
		break;
	case BET_MARCANDO:
		/* 7.8.1.5: "solamente podrán efectuarse en la chance Punto". */
		if (bet->chance != BET_ON_PUNTO || r->marcando_pct <= 0)
			return STATUS_NOT_ALLOWED;
		break;
	case BET_SEAT:
	case BET_STANDING:
		break;
	default:
		return STATUS_BAD_ARGUMENT;
	}
	if (req->winner == PAYOUT_BANCA && bet->chance == BET_ON_BANCA &&
	    r->banca_pay == BANCA_PAY_SIX_HALF &&
	    (req->banca_total < 0 || req->banca_total > 9))
		return STATUS_BAD_ARGUMENT;
	return STATUS_OK;
}

/* The rule that prices a winning Banca bet, and its percentage. */
static int banca_percent(const struct rules *r, const struct payout_request *req,
			 enum rule_id *rule)
{
	int bank_pct, chance_pct;

	*rule = RULE_PAY_BANCA;
	switch (r->banca_pay) {
	case BANCA_PAY_SIX_HALF:
		/* LNSE-MIDI 5.2: "si la BANCA gana con una puntuación de 6
		 * (seis), se pagara el 50% de la apuesta". */
		chance_pct = req->banca_total == 6 ? r->banca_six_pct
						   : r->banca_pct;
		break;
	case BANCA_PAY_COMMISSION:
		/* LNSE-MIDI 5.3: "con una deducción del 5 por 100". */
		chance_pct = 100 - r->commission_pct;
		break;
	case BANCA_PAY_DISCOUNT:
	default:
		/* IPLyC 7.8.1.2: seat and standing Banca bets win 90%; the
		 * bank has its own alternation (7.8.1.3-4). */
		if (req->bet.kind == BET_BANK)
			return payout_bank_percent(r, &req->bank,
						   req->table_max, rule);
		return r->banca_pct;
	}
	if (req->bet.kind != BET_BANK)
		return chance_pct;
	/* The bank is a bet on Banca too: H8-2021 (Apuestas) "Las apuestas
	 * a Banca ... se pagan en cantidad igual a lo apostado, salvo cuando
	 * la banca gana con 6 que paga el 50%", and a house that takes a
	 * commission on Banca (LNSE-MIDI 5.3) takes it on every Banca bet.
	 * The bank wins the lower of its own percentage and the chance's,
	 * citing the rule that sets it. */
	bank_pct = payout_bank_percent(r, &req->bank, req->table_max, rule);
	if (chance_pct < bank_pct) {
		*rule = RULE_PAY_BANCA;
		return chance_pct;
	}
	return bank_pct;
}

/* The rule a bet on this chance lives by, for a loss or a push. */
static enum rule_id chance_rule(const struct payout_request *req)
{
	if (req->bet.kind == BET_MARCANDO)
		return RULE_MARCANDO;
	switch (req->bet.chance) {
	case BET_ON_PUNTO:
		return RULE_PAY_PUNTO;
	case BET_ON_TIE:
		return RULE_TIE_BET;
	case BET_ON_BANCA:
	default:
		return req->bet.kind == BET_BANK ? RULE_PAY_BANK : RULE_PAY_BANCA;
	}
}

enum status payout_compute(const struct rules *r,
			   const struct payout_request *req,
			   struct payout *out)
{
	const struct bet *bet = &req->bet;
	enum status st = check_request(r, req);
	int64_t limit, stake;
	bool wins;

	if (st != STATUS_OK)
		return st;
	out->pay = 0;
	out->returned = 0;
	out->collected = 0;
	out->stands = false;
	out->percent = 0;
	out->rule = chance_rule(req);
	out->excess_rule = RULE_EXCESS;

	/* An ancar decides nothing for Punto and Banca: the bets stand, all
	 * of them, excess included, for the pase that decides them (IPLyC
	 * 7.4; LNSE-MIDI 6.1: "las apuestas podrán ser retiradas"). */
	if (req->winner == PAYOUT_ANCAR && bet->chance != BET_ON_TIE) {
		out->stands = true;
		out->rule = RULE_ANCAR;
		return STATUS_OK;
	}

	/* 7.8.1.12: only the maximum plays; the excess goes back to the
	 * punter whether the bet wins or loses.  Tie bets are capped at
	 * tie_cap_pct of the maximum (LNSE-MIDI 5.5).  The limit applies
	 * to the chips on the table, marcando bets included: 7.8.1.6 limits
	 * the amounts a person puts down. */
	limit = req->table_max;
	if (bet->chance == BET_ON_TIE) {
		limit = req->table_max * r->tie_cap_pct / 100;
		out->excess_rule = RULE_TIE_BET;
	}
	stake = bet->amount;
	if (stake > limit) {
		out->returned = stake - limit;
		stake = limit;
	}

	switch (bet->chance) {
	case BET_ON_BANCA:
		wins = req->winner == PAYOUT_BANCA;
		break;
	case BET_ON_PUNTO:
		wins = req->winner == PAYOUT_PUNTO;
		break;
	case BET_ON_TIE:
	default:
		wins = req->winner == PAYOUT_ANCAR;
		break;
	}

	/* 7.8.1.5: "Las apuestas marcando juegan el cincuenta por ciento
	 * (50%) de su valor": they win and lose half. */
	if (bet->kind == BET_MARCANDO) {
		out->percent = wins ? r->marcando_pct : 0;
		if (wins)
			out->pay = pct_of(r, stake, r->marcando_pct);
		else
			out->collected = pct_of(r, stake, r->marcando_pct);
		return STATUS_OK;
	}
	if (!wins) {
		out->collected = stake;
		return STATUS_OK;
	}
	switch (bet->chance) {
	case BET_ON_BANCA:
		out->percent = banca_percent(r, req, &out->rule);
		break;
	case BET_ON_TIE:
		/* LNSE-MIDI 5.5: "se pagará 8 a 1". */
		out->percent = r->tie_pays * 100;
		break;
	case BET_ON_PUNTO:
	default:
		/* IPLyC 7.8.1.2: Punto wins 100%; LNSE-MIDI 5.2: 1 a 1. */
		out->percent = 100;
		break;
	}
	out->pay = pct_of(r, stake, out->percent);
	return STATUS_OK;
}

/* IPLyC 7.11.11: "En caso de que la apuesta de Banca hubiera sido pagada
 * al cien por cien (100%), y posteriormente y antes de tirarse el pase
 * siguiente el Apostador da la Suite al monto total de la misma se le
 * descontará el cinco por ciento (5%), antes de proceder a su entrega." */
int64_t payout_suite_discount(const struct rules *r, int64_t bank,
			      bool last_paid_in_full, bool whole_bank)
{
	if (!last_paid_in_full || !whole_bank || bank <= 0 ||
	    r->suite_discount_pct <= 0)
		return 0;
	return pct_of(r, bank, r->suite_discount_pct);
}

static enum status fail(enum status st, enum rule_id id, enum rule_id *rule)
{
	if (rule != NULL)
		*rule = id;
	return st;
}

enum status payout_check_bets(const struct rules *r,
			      const struct person_bets *p, int64_t table_min,
			      int64_t table_max, enum rule_id *rule)
{
	const int64_t chances[] = { p->banca, p->punto, p->bank };
	int64_t diff;

	if (rule != NULL)
		*rule = RULE__COUNT;
	if (p->banca < 0 || p->punto < 0 || p->tie < 0 || p->bank < 0 ||
	    table_min <= 0 || table_max < table_min)
		return STATUS_BAD_AMOUNT;
	if (p->bank > 0 && r->banking != BANKING_PLAYER)
		return fail(STATUS_NOT_ALLOWED, RULE_PAY_BANK, rule);
	if (p->tie > 0 && !r->tie_bet)
		return fail(STATUS_NOT_ALLOWED, RULE_TIE_BET, rule);

	/* 7.8.1.1: between the minimum and the maximum.  No rule id names
	 * the table limits yet: RULE__COUNT. */
	for (size_t i = 0; i < sizeof chances / sizeof chances[0]; i++) {
		if (chances[i] > 0 && chances[i] < table_min)
			return fail(STATUS_UNDER_MINIMUM, RULE__COUNT, rule);
		if (chances[i] > table_max)
			return fail(STATUS_OVER_MAXIMUM, RULE__COUNT, rule);
	}
	/* 7.8.1.9: "siempre que medie entre ambas la diferencia de un
	 * mínimo"; the same in LNSE-MIDI 9.7. */
	if (p->banca > 0 && p->punto > 0) {
		diff = p->banca > p->punto ? p->banca - p->punto
					   : p->punto - p->banca;
		if (diff < table_min)
			return fail(STATUS_BOTH_CHANCES_TOO_CLOSE,
				    RULE_BOTH_CHANCES, rule);
	}
	/* 7.8.1.6: one maximum per person, the banker two (his bank and his
	 * seat).  A player-banked rule: LNSE-MIDI 7.1 limits each bet. */
	if (r->banking == BANKING_PLAYER && p->banca + p->punto > table_max)
		return fail(STATUS_OVER_MAXIMUM, RULE__COUNT, rule);
	/* LNSE-MIDI 5.5: "El límite máximo para jugar a TIE será del 10% del
	 * máximo de la mesa." */
	if (p->tie > table_max * r->tie_cap_pct / 100)
		return fail(STATUS_OVER_MAXIMUM, RULE_TIE_BET, rule);
	return STATUS_OK;
}
