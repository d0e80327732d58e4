/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pay_drill.h: the timed payment drill.
 *
 * A table after a coup: random bets on the winning chance, in the seats'
 * boxes and standing behind them, each to be paid by the croupier.  The
 * trainee chooses which bet to pay next and types the amount, against
 * the clock ("pay these 7 bets in 40 s": the payouts skill's target time
 * of the profile for each bet).  Each payment is judged twice: its
 * amount (payout_compute) and its place in the paying order of IPLyC
 * 8.4.2.6 (payorder_build: Banca from seat 1 to 7 then the standing
 * bets, Punto from seat 7 to 1 then the standing bets, row by row from
 * 7 to 1).  A bet paid out of turn is paid all the same; the next due
 * is then the first of those left in the order.  No drill with excesses
 * or losing bets: the drill is the paying. */
#ifndef SESSION_PAY_DRILL_H
#define SESSION_PAY_DRILL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/payorder.h"
#include "engine/payout.h"
#include "engine/rules.h"

#define PAY_DRILL_MAX 12

struct pay_drill_bet {
	enum bet_place place;           /* PLACE_SEAT or PLACE_STANDING */
	int seat;                       /* the box, or behind it */
	int row;                        /* standing: 0 against the acrylic */
	enum bet_kind kind;             /* BET_SEAT, BET_STANDING,
					   BET_MARCANDO */
	int64_t amount;
	int64_t pay;                    /* due (payout_compute) */
	bool paid;
	int64_t given;                  /* what the trainee paid */
};

struct pay_drill {
	enum payout_winner winner;      /* PAYOUT_BANCA or PAYOUT_PUNTO */
	int banca_total;                /* Banca's total (a 6 pays half
					   where the profile says so) */
	struct pay_drill_bet bets[PAY_DRILL_MAX];
	size_t n;
	size_t order[PAY_DRILL_MAX];    /* the bets in the paying order */
	enum rule_id order_rule;        /* 8.4.2.6.3 or 8.4.2.6.8 */
	int64_t limit_ms;               /* the time to pay them all */
	int done, in_order, right_amount;
};

/* What one payment was. */
struct pay_drill_verdict {
	bool in_order;                  /* the first unpaid bet in order */
	bool right_amount;
	size_t due;                     /* the bet that was due */
	int64_t pay;                    /* what the paid bet was owed */
	enum rule_id amount_rule;       /* the payout's article */
};

/* Deals n (2..PAY_DRILL_MAX) random bets from seed under r; the time
 * limit is n times the payouts skill's target per action (target_ms).
 * False on bad arguments. */
bool pay_drill_deal(struct pay_drill *d, const struct rules *r,
		    uint64_t seed, size_t n, int64_t target_ms);
/* The trainee pays bet i (not paid yet) with amount: judged into *v.
 * False when i is no unpaid bet. */
bool pay_drill_pay(struct pay_drill *d, const struct rules *r, size_t i,
		   int64_t amount, struct pay_drill_verdict *v);
/* Whether every bet is paid. */
bool pay_drill_over(const struct pay_drill *d);
/* The first unpaid bet in the paying order (d->n when none). */
size_t pay_drill_due(const struct pay_drill *d);

#endif
