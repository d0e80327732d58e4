/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pay_drill.c: the timed payment drill; see pay_drill.h. */
#include "config.h"

#include "session/pay_drill.h"

#include <string.h>

#include "engine/rng.h"

/* The bets' stakes, in the table's usual chips (minimum 100). */
static const int64_t stakes[] = {
	100, 150, 200, 250, 300, 400, 500, 600, 750, 800, 1000, 1200, 1500,
	2000, 2500, 3000,
};

static bool taken(const struct pay_drill *d, enum bet_place place, int seat,
		  int row)
{
	for (size_t i = 0; i < d->n; i++)
		if (d->bets[i].place == place && d->bets[i].seat == seat &&
		    d->bets[i].row == row)
			return true;
	return false;
}

static bool compute(const struct rules *r, const struct pay_drill *d,
		    const struct pay_drill_bet *b, struct payout *out)
{
	struct payout_request req;

	memset(&req, 0, sizeof req);
	req.winner = d->winner;
	req.banca_total = d->banca_total;
	req.table_max = r->table_max > 0 ? r->table_max : 10000;
	req.bet.chance = d->winner == PAYOUT_BANCA ? BET_ON_BANCA
						   : BET_ON_PUNTO;
	req.bet.kind = b->kind;
	req.bet.amount = b->amount;
	return payout_compute(r, &req, out) == STATUS_OK;
}

bool pay_drill_deal(struct pay_drill *d, const struct rules *r,
		    uint64_t seed, size_t n, int64_t target_ms)
{
	struct payorder_bet pb[PAY_DRILL_MAX];
	struct payorder_step steps[PAYORDER_MAX_STEPS(PAY_DRILL_MAX)];
	int seats = r->seats > 0 && r->seats <= 12 ? r->seats : 7;
	size_t count, k = 0;
	int tries = 0;
	struct rng g;

	memset(d, 0, sizeof *d);
	if (n < 2 || n > PAY_DRILL_MAX || target_ms <= 0)
		return false;
	rng_seed(&g, seed);
	d->winner = rng_below(&g, 2) == 0 ? PAYOUT_BANCA : PAYOUT_PUNTO;
	/* Banca wins with 7 to 9 (or 6 now and then, where it pays half);
	 * Punto's win leaves Banca anything under it. */
	d->banca_total = d->winner == PAYOUT_BANCA
		? (int)(6 + rng_below(&g, 4)) : (int)rng_below(&g, 7);
	while (d->n < n && tries++ < 10000) {
		struct pay_drill_bet *b = &d->bets[d->n];
		struct payout out;

		memset(b, 0, sizeof *b);
		/* About a third standing, behind a seat in one of two rows;
		 * now and then a seat's bet marcando (half its value). */
		if (rng_below(&g, 3) == 0) {
			b->place = PLACE_STANDING;
			b->kind = BET_STANDING;
			b->row = (int)rng_below(&g, 2);
		} else {
			b->place = PLACE_SEAT;
			b->kind = rng_below(&g, 6) == 0 ? BET_MARCANDO
							: BET_SEAT;
		}
		b->seat = 1 + (int)rng_below(&g, (uint32_t)seats);
		b->amount = stakes[rng_below(&g, sizeof stakes /
						     sizeof stakes[0])];
		if (taken(d, b->place, b->seat, b->row))
			continue;
		/* A stake the profile pays nothing on (a small bet
		 * marcando) is dealt again. */
		if (!compute(r, d, b, &out) || out.pay <= 0)
			continue;
		b->pay = out.pay;
		pb[d->n].place = b->place;
		pb[d->n].seat = b->seat;
		pb[d->n].row = b->row;
		pb[d->n].result = out;
		d->n++;
	}
	if (d->n < n ||
	    payorder_build(r, d->winner, pb, d->n, steps,
			   sizeof steps / sizeof steps[0], &count) !=
	    STATUS_OK)
		return false;
	for (size_t i = 0; i < count && k < d->n; i++)
		if (steps[i].action == PAYORDER_PAY) {
			d->order[k++] = steps[i].index;
			d->order_rule = steps[i].rule;
		}
	if (k != d->n)
		return false;
	d->limit_ms = (int64_t)n * target_ms;
	return true;
}

size_t pay_drill_due(const struct pay_drill *d)
{
	for (size_t k = 0; k < d->n; k++)
		if (!d->bets[d->order[k]].paid)
			return d->order[k];
	return d->n;
}

bool pay_drill_over(const struct pay_drill *d)
{
	return pay_drill_due(d) == d->n;
}

bool pay_drill_pay(struct pay_drill *d, const struct rules *r, size_t i,
		   int64_t amount, struct pay_drill_verdict *v)
{
	struct payout out;

	memset(v, 0, sizeof *v);
	if (i >= d->n || d->bets[i].paid)
		return false;
	v->due = pay_drill_due(d);
	v->in_order = v->due == i;
	v->pay = d->bets[i].pay;
	v->right_amount = amount == d->bets[i].pay;
	v->amount_rule = compute(r, d, &d->bets[i], &out) ? out.rule
							  : RULE__COUNT;
	d->bets[i].paid = true;
	d->bets[i].given = amount;
	d->done++;
	d->in_order += v->in_order;
	d->right_amount += v->right_amount;
	return true;
}
