/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sabot_banker.c: what the banker does with his bank: the suite (IPLyC
 * 7.11), the mitad (7.9.2.4), and the two mistakes about him, a bank not
 * put up (7.10.1.1) and a banker who was not entitled (7.10.2.1).  See
 * sabot.h for the model. */
#include "config.h"

#include "engine/sabot.h"

#include <string.h>

#include "engine/sabot_impl.h"

enum status sabot_give_suite(struct sabot *s, const struct rules *r,
			     int64_t amount, bool last_paid_in_full,
			     bool whole_bank)
{
	if (sabot_house(r)) {
		s->why = RULE_SUITE;
		return STATUS_NOT_ALLOWED;
	}
	if (s->phase != SABOT_PLAY || s->banker == 0)
		return STATUS_WRONG_ACTION;
	if (amount <= 0)
		return STATUS_BAD_AMOUNT;
	if (s->suite.depth == 0) {
		s->suite.giver = s->banker;
		s->suite.seat = s->seat;
	}
	s->suite.depth++;
	s->suite.last_giver = s->banker;
	s->suite.amount = amount;
	s->suite.discount = suite_discount_applies(r, last_paid_in_full,
						   whole_bank);
	s->phase = SABOT_SUITE_OFFER;
	s->why = s->suite.depth > 1 ? RULE_SUITE_OF_SUITE : RULE_SUITE;
	return STATUS_OK;
}

enum status sabot_award_suite(struct sabot *s, const struct rules *r,
			      const struct table *t, const int *interested,
			      int n, int64_t amount, struct sabot_move *out)
{
	struct suite_award aw;
	enum status st;

	if (s->phase != SABOT_SUITE_OFFER)
		return STATUS_WRONG_ACTION;
	st = suite_pick(t, r, s->suite.seat, s->suite.last_giver,
			s->suite.depth, interested, n, &aw);
	if (st != STATUS_OK)
		return st;
	if (aw.player != 0 && amount != 0) {
		st = suite_check_amount(r, s->suite.amount, amount);
		if (st != STATUS_OK)
			return st;
	}
	if (aw.player == 0) {
		/* 7.11.8-9: right of the original suite's seat. */
		enum rule_id why = sabot_pass_right(s, r, t, RULE_SUITE_NOBODY);

		sabot_move_out(s, true, SABOT_CALL_PASS_SABOT, out);
		out->rule = why;
		return STATUS_OK;
	}
	if (amount == 0)
		amount = s->suite.amount;
	s->phase = SABOT_PLAY;
	if (aw.player == s->suite.last_giver) {
		/* He banks on: the offer lapses. */
		if (--s->suite.depth == 0)
			memset(&s->suite, 0, sizeof s->suite);
	} else {
		sabot_begin_suerte(s, aw.player);     /* the suite stays on */
	}
	s->why = aw.rule;
	sabot_move_out(s, false, SABOT_CALL_AWARDED, out);
	out->amount = amount;
	return STATUS_OK;
}

enum status sabot_mitad(struct sabot *s, const struct rules *r, int64_t bank,
			int64_t asked, bool last_win_discounted,
			struct sabot_mitad *out)
{
	int64_t half;

	memset(out, 0, sizeof *out);
	out->rule = RULE_MITAD;
	if (s->phase != SABOT_PLAY || s->banker == 0)
		return STATUS_WRONG_ACTION;
	if (sabot_house(r))
		return STATUS_NOT_ALLOWED;
	if (s->suite.depth > 0) {
		out->rule = RULE_SUITE_NO_MITAD;    /* 7.11.13 */
		return STATUS_NOT_ALLOWED;
	}
	if (r->mitad_once && s->mitad_taken)
		return STATUS_NOT_ALLOWED;          /* TRAD 35 */
	if (s->wins < 2 && !(s->wins == 1 && last_win_discounted))
		return STATUS_NOT_ALLOWED;          /* 7.9.2.4 */
	if (bank <= 0 || asked <= 0)
		return STATUS_BAD_AMOUNT;
	half = rules_round(r, bank, 2);
	if (asked > half)
		return STATUS_BAD_AMOUNT;
	/* 7.9.2.4, 8.4.2.2.7: less than half, asked as half, "debe ser
	 * considerado como equivalente a ella": he withdraws what he asked
	 * ("el monto que se le alcanza por mitad de Banca, aun siendo menor
	 * a ésta", 8.12), the rest stays in play, and it is his mitad. */
	out->withdrawn = asked;
	out->remains = bank - asked;
	out->call = asked == half ? SABOT_CALL_BY_HALF : SABOT_CALL_EQUALS_HALF;
	s->mitad_taken = true;
	s->wins = 0;
	return STATUS_OK;
}

enum status sabot_bank_not_up(struct sabot *s)
{
	if (s->phase != SABOT_PLAY || s->banker == 0 || s->croupier)
		return STATUS_WRONG_ACTION;
	/* His pases stay dealt (he has banked this round), but none was
	 * won with a bank. */
	s->wins = 0;
	return STATUS_OK;
}

enum status sabot_wrong_banker(struct sabot *s, const struct table *t)
{
	int cur = s->seat;

	if (s->phase != SABOT_PLAY || s->banker == 0 || s->croupier)
		return STATUS_WRONG_ACTION;
	s->rightful = 0;
	/* Leftwards from his seat, the seats the rotation skipped, up to the
	 * last one whose player banked this round. */
	for (int k = 1; k < t->seats; k++) {
		int left = table_left(t, cur);
		int p = table_player(t, left);

		if (p != 0 && p != s->banker && sabot_banked_this_round(s, p)) {
			/* Right next to him: the sabot was his after all. */
			s->rightful = cur == s->seat ? 0 : cur;
			break;
		}
		cur = left;
	}
	return STATUS_OK;
}
