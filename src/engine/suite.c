/* SPDX-License-Identifier: GPL-3.0-or-later */
/* suite.c: who gets a suite, for how much, with what discount. */
#include "config.h"

#include "engine/suite.h"

#include <string.h>

/* Priority classes, best first. */
enum suite_class {
	CLASS_SEATED,           /* 7.11.3.1 */
	CLASS_GIVER_FIRST,      /* TRAD 43: giver before standing */
	CLASS_STANDING,         /* 7.11.12 */
	CLASS_GIVER_LAST,       /* 7.11.3.2 */
};

/* Class and key (smaller first) of one interested player; false when he
 * is not at the table. */
static bool rank_of(const struct table *t, const struct rules *r, int seat,
		    int giver, int player, int *cls, int *key)
{
	int own, st;

	if (player <= 0)
		return false;
	if (player == giver) {
		*cls = r->giver_priority ? CLASS_GIVER_FIRST : CLASS_GIVER_LAST;
		*key = 0;
		return true;
	}
	own = table_seat_of(t, player);
	if (own != 0) {
		int d = table_distance_right(t, seat, own);

		/* The original seat itself comes last: it is not "to the
		 * right" of the suite, it is the suite. */
		*cls = CLASS_SEATED;
		*key = d == 0 ? t->seats : d;
		return true;
	}
	st = table_standing_rank(t, player);
	if (st >= 0) {
		*cls = CLASS_STANDING;
		*key = st;
		return true;
	}
	return false;
}

enum status suite_pick(const struct table *t, const struct rules *r,
		       int seat, int giver, int depth,
		       const int *interested, int n, struct suite_award *out)
{
	int best_cls = 0, best_key = 0;

	memset(out, 0, sizeof *out);
	out->rule = RULE_SUITE_NOBODY;
	if (!table_seat_valid(t, seat) || n < 0 ||
	    (n > 0 && interested == NULL))
		return STATUS_BAD_ARGUMENT;
	for (int i = 0; i < n; i++) {
		int cls, key;

		for (int j = 0; j < i; j++)
			if (interested[j] == interested[i])
				return STATUS_BAD_ARGUMENT;
		if (!rank_of(t, r, seat, giver, interested[i], &cls, &key))
			return STATUS_BAD_ARGUMENT;
		if (out->player == 0 || cls < best_cls ||
		    (cls == best_cls && key < best_key)) {
			out->player = interested[i];
			best_cls = cls;
			best_key = key;
		}
	}
	if (out->player == 0)
		return STATUS_OK;
	switch (best_cls) {
	case CLASS_SEATED:
		out->rule = depth > 1 ? RULE_SUITE_OF_SUITE : RULE_SUITE;
		break;
	case CLASS_STANDING:
		out->rule = depth > 1 ? RULE_SUITE_OF_SUITE : RULE_SUITE_STANDING;
		break;
	default:
		out->rule = RULE_SUITE_GIVER;
		break;
	}
	return STATUS_OK;
}

bool suite_discount_applies(const struct rules *r, bool last_paid_in_full,
			    bool whole_bank)
{
	return r->banking == BANKING_PLAYER && r->suite_discount_pct > 0 &&
	       last_paid_in_full && whole_bank;
}

int64_t suite_offer_amount(int64_t bank, bool mitad, bool cards_since_mitad,
			   int64_t before_mitad)
{
	/* 7.11.10: after the mitad and one or more ancars, what is left in
	 * play; with no card moved since the mitad, the bank before it. */
	if (mitad && !cards_since_mitad && before_mitad > bank)
		return before_mitad;
	return bank;
}

enum status suite_check_amount(const struct rules *r, int64_t offered,
			       int64_t amount)
{
	if (amount < offered || amount <= 0)
		return STATUS_BAD_AMOUNT;
	if (amount > r->table_max)
		return STATUS_OVER_MAXIMUM;
	return STATUS_OK;
}
