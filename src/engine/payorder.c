/* SPDX-License-Identifier: GPL-3.0-or-later */
/* payorder.c: the order of settling the table; see payorder.h. */
#include "config.h"

#include "engine/payorder.h"

#include <stdbool.h>

/* Standing bets come after every seat, row by row. */
#define KEY_STANDING 1000
#define KEY_ROW 100
#define KEY_LAST 1000000
/* Rows of standing punters a table can hold, far more than any has. */
#define MAX_ROWS 100

/* The position of a bet in the sweep for winner: smaller goes first. */
static long sweep_key(const struct rules *r, enum payout_winner winner,
		      const struct payorder_bet *b)
{
	switch (b->place) {
	case PLACE_SEAT:
		/* 8.4.2.6.8: Punto "partiendo del casillero 7 hacia el 1";
		 * Banca (8.4.2.6.3) and tie bets from 1 up. */
		return winner == PAYOUT_PUNTO ? r->seats + 1 - b->seat : b->seat;
	case PLACE_STANDING:
		/* 8.4.2.6.5: from 7 to 1 in each row, whichever chance won. */
		return KEY_STANDING + (long)b->row * KEY_ROW + r->seats + 1 -
		       b->seat;
	case PLACE_BANK:
	default:
		/* 8.4.2.6.6: "Por último se pagará la postura en Banca". */
		return KEY_LAST;
	}
}

static long step_key(const struct rules *r, enum payout_winner winner,
		     const struct payorder_bet *bets,
		     const struct payorder_step *s)
{
	const struct payorder_bet *b = &bets[s->index];

	/* 8.4.2.2.9: "Si se produjeran varios excedentes en Banca, el
	 * primero en entregarse será el correspondiente a Banca". */
	if (s->action == PAYORDER_RETURN_EXCESS && b->place == PLACE_BANK)
		return -1;
	return sweep_key(r, winner, b);
}

/* Insertion sort of steps[from..to) by key, stable, in place: tables hold
 * a few dozen bets, and the engine allocates nothing. */
static void sort_steps(const struct rules *r, enum payout_winner winner,
		       const struct payorder_bet *bets,
		       struct payorder_step *steps, size_t from, size_t to)
{
	for (size_t i = from + 1; i < to; i++) {
		struct payorder_step s = steps[i];
		long k = step_key(r, winner, bets, &s);
		size_t j = i;

		while (j > from && step_key(r, winner, bets, &steps[j - 1]) > k) {
			steps[j] = steps[j - 1];
			j--;
		}
		steps[j] = s;
	}
}

static bool place_ok(const struct rules *r, const struct payorder_bet *b)
{
	switch (b->place) {
	case PLACE_SEAT:
		return b->seat >= 1 && b->seat <= r->seats;
	case PLACE_STANDING:
		return b->seat >= 1 && b->seat <= r->seats && b->row >= 0 &&
		       b->row < MAX_ROWS;
	case PLACE_BANK:
		return true;
	default:
		return false;
	}
}

/* Appends the steps of one action, in the sweep order. */
static enum status add_pass(const struct rules *r, enum payout_winner winner,
			    const struct payorder_bet *bets, size_t n,
			    enum payorder_action action,
			    struct payorder_step *steps, size_t cap,
			    size_t *count)
{
	size_t from = *count;

	for (size_t i = 0; i < n; i++) {
		const struct payout *p = &bets[i].result;
		struct payorder_step s = { .index = i, .action = action };

		switch (action) {
		case PAYORDER_RETURN_EXCESS:
			s.amount = p->returned;
			s.rule = p->excess_rule;
			break;
		case PAYORDER_COLLECT:
			s.amount = p->collected;
			s.rule = p->rule;
			break;
		case PAYORDER_PAY:
		default:
			s.amount = p->pay;
			s.rule = winner == PAYOUT_BANCA ? RULE_PAY_ORDER_BANCA
			       : winner == PAYOUT_PUNTO ? RULE_PAY_ORDER_PUNTO
			       : p->rule;
			break;
		}
		if (s.amount <= 0 || p->stands)
			continue;
		if (*count >= cap)
			return STATUS_BAD_ARGUMENT;
		steps[(*count)++] = s;
	}
	sort_steps(r, winner, bets, steps, from, *count);
	return STATUS_OK;
}

enum status payorder_build(const struct rules *r, enum payout_winner winner,
			   const struct payorder_bet *bets, size_t n,
			   struct payorder_step *steps, size_t cap,
			   size_t *count)
{
	static const enum payorder_action first[] = {
		PAYORDER_RETURN_EXCESS, PAYORDER_COLLECT, PAYORDER_PAY,
	};
	/* 8.4.2.2.9 read as after the payments: "en el mismo orden en que
	 * fueron pagados" (excesses_after_payments). */
	static const enum payorder_action after[] = {
		PAYORDER_COLLECT, PAYORDER_PAY, PAYORDER_RETURN_EXCESS,
	};
	const enum payorder_action *passes =
		r->excesses_after_payments ? after : first;
	enum status st;

	*count = 0;
	for (size_t i = 0; i < n; i++)
		if (!place_ok(r, &bets[i]))
			return STATUS_NO_SUCH_SEAT;
	for (size_t p = 0; p < sizeof first / sizeof first[0]; p++) {
		st = add_pass(r, winner, bets, n, passes[p], steps, cap, count);
		if (st != STATUS_OK)
			return st;
	}
	return STATUS_OK;
}
