/* SPDX-License-Identifier: GPL-3.0-or-later */
/* holder.c: who turns Punto's cards; see holder.h for the rules. */
#include "config.h"

#include "engine/holder.h"

#include <string.h>

/* Amounts are compared as hundredths (a marcando bet at 50% of 15 plays
 * 7.5), so each must leave room for the scaling. */
#define AMOUNT_MAX (INT64_MAX / 400)

struct seat_sum {
	int64_t weight;  /* Punto in play, in hundredths of a unit */
	int64_t banca;
	bool refuses;
};

static enum status sum_bets(const struct rules *r, const struct holder_table *t,
			    const struct holder_bet *bets, size_t n,
			    struct seat_sum sums[HOLDER_SEATS_MAX + 1])
{
	memset(sums, 0, sizeof(struct seat_sum) * (HOLDER_SEATS_MAX + 1));
	for (size_t i = 0; i < n; i++) {
		const struct holder_bet *b = &bets[i];
		struct seat_sum *s;

		if (b->seat < 0 || b->seat > t->seats)
			return STATUS_NO_SUCH_SEAT;
		if (b->punto < 0 || b->punto > AMOUNT_MAX ||
		    b->punto_marcando < 0 || b->punto_marcando > AMOUNT_MAX ||
		    b->banca < 0 || b->banca > AMOUNT_MAX)
			return STATUS_BAD_AMOUNT;
		if (b->punto_marcando > 0 && r->marcando_pct <= 0)
			return STATUS_NOT_ALLOWED;
		if (b->seat == HOLDER_STANDING)
			continue; /* standing players never turn the cards */
		s = &sums[b->seat];
		s->weight += b->punto * 100 +
			     b->punto_marcando *
				     (r->marcando_ranks_face ? 100 : r->marcando_pct);
		s->banca += b->banca;
		s->refuses = s->refuses || b->refuses;
	}
	return STATUS_OK;
}

/* The seat to the right of ref by k places: ref+1, ref+2, ... wrapping
 * from the last seat to 1 (table.h: the regulations say only "derecha"). */
static int seat_right_of(int ref, int k, int seats)
{
	return (ref - 1 + k) % seats + 1;
}

/* The largest eligible Punto bet, the first to the right of ref on equal
 * bets (7.6.3); 0 when none.  *tied tells whether another eligible seat
 * had the same amount. */
static int pick(const struct rules *r, const struct holder_table *t,
		const struct seat_sum *sums, bool honour_refusals, bool *tied)
{
	int ref = t->suite_seat > 0 ? t->suite_seat : t->sabot_seat;
	int best = 0;
	int64_t best_weight = 0;

	*tied = false;
	for (int k = 1; k <= t->seats; k++) {
		int seat = seat_right_of(ref, k, t->seats);
		const struct seat_sum *s = &sums[seat];

		if (s->weight <= 0)
			continue; /* no Punto bet */
		if (s->banca > 0 && r->both_chances_excluded)
			continue; /* both chances (7.6.2; not LNSE 8.4) */
		if (honour_refusals && s->refuses)
			continue; /* 7.9.3.4 */
		if (r->banking == BANKING_PLAYER && seat == t->sabot_seat &&
		    !t->croupier_banks)
			continue; /* the banker holds Banca (7.3.3) */
		if (s->weight > best_weight) {
			best = seat;
			best_weight = s->weight;
			*tied = false;
		} else if (s->weight == best_weight) {
			*tied = true;
		}
	}
	return best;
}

enum status holder_find(const struct rules *r, const struct holder_table *t,
			const struct holder_bet *bets, size_t n,
			struct holder_result *out)
{
	struct seat_sum sums[HOLDER_SEATS_MAX + 1];
	bool tied, tied_ignoring;
	enum status st;
	int seat, ignoring;

	if (t->seats < 1 || t->seats > HOLDER_SEATS_MAX)
		return STATUS_BAD_ARGUMENT;
	if (t->sabot_seat < 1 || t->sabot_seat > t->seats ||
	    t->suite_seat < 0 || t->suite_seat > t->seats)
		return STATUS_NO_SUCH_SEAT;
	st = sum_bets(r, t, bets, n, sums);
	if (st != STATUS_OK)
		return st;

	seat = pick(r, t, sums, true, &tied);
	ignoring = pick(r, t, sums, false, &tied_ignoring);
	out->seat = seat;
	if (seat == 0)
		out->rule = RULE_NO_FIVE;
	else if (seat != ignoring)
		out->rule = RULE_PUNTO_CARDS_REFUSED;
	else if (tied)
		out->rule = RULE_PUNTO_CARDS_TIE;
	else
		out->rule = RULE_PUNTO_CARDS_TO;
	return STATUS_OK;
}
