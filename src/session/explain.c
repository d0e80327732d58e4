/* SPDX-License-Identifier: GPL-3.0-or-later */
/* explain.c: the explanation that fits the mistake; see explain.h.
 *
 * Each family of steps has its function, which writes what the trainee's
 * action gets wrong, in the rule's terms, with the figures of the case:
 * here the bets' movements at the payment (paid, taken in, handed back,
 * their amounts computed) and the entry points; the coup, the holder,
 * the sabot and the banker's requests are in explain_steps.c. */
#include "config.h"

#include "session/explain.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "session/chips_text.h"
#include "session/explain_impl.h"
#include "session/rule_text.h"

void explain_add(struct text *t, const char *fmt, ...)
{
	va_list ap;
	int w;

	if (t->n >= sizeof t->buf - 1)
		return;
	if (t->n > 0)
		t->buf[t->n++] = ' ';
	va_start(ap, fmt);
	w = vsnprintf(t->buf + t->n, sizeof t->buf - t->n, fmt, ap);
	va_end(ap);
	if (w > 0)
		t->n += (size_t)w < sizeof t->buf - t->n ? (size_t)w
							 : sizeof t->buf - t->n - 1;
	t->buf[t->n] = '\0';
}

void explain_add_rule(struct text *t, const struct rules *r, enum rule_id id)
{
	if ((unsigned)id < RULE__COUNT)
		explain_add(t, "%s", rule_text(r, id));
}

/* The bet a movement is about, as the start of a sentence. */
static const char *bet_name(const struct game_action *a)
{
	if (a->place == PLACE_BANK)
		return _("The bank");
	switch (a->chance) {
	case BET_ON_PUNTO:
		return a->place == PLACE_STANDING ? _("A standing Punto bet")
						  : _("A Punto bet in a seat");
	case BET_ON_BANCA:
		return a->place == PLACE_STANDING ? _("A standing Banca bet")
						  : _("A Banca bet in a seat");
	case BET_ON_TIE:
	default:
		break;
	}
	return _("A tie bet");
}

/* The percentage of stake that amount is under the profile's rounding,
 * among those the profile pays; -1 when none gives it. */
static int percent_of(const struct rules *r, int64_t stake, int64_t amount)
{
	const int pcts[] = { 100, r->banca_pct, r->banca_six_pct,
			     r->bank_odd_pct, r->bank_even_pct, r->marcando_pct,
			     100 - r->commission_pct,
			     r->marcando_pct * r->banca_pct / 100,
			     r->tie_pays * 100 };

	if (stake <= 0)
		return -1;
	for (size_t i = 0; i < sizeof pcts / sizeof pcts[0]; i++)
		if (pcts[i] > 0 && rules_round(r, stake * pcts[i], 100) == amount)
			return pcts[i];
	return -1;
}

/* Which pase of the bank this is, from the percentage it is paid: 100%
 * on the odd pases and 90% on the even ones (7.8.1.3), the other way
 * round after a salida over half the maximum (7.8.1.4). */
static void add_bank_pase(struct text *t, const struct rules *r,
			  const struct game *g, enum rule_id rule, int pct)
{
	bool half = rule == RULE_PAY_BANK_HALF_MAX;
	bool odd = pct == (half ? r->bank_even_pct : r->bank_odd_pct);

	if (half && g != NULL && game_bank_state(g)->salida > 0)
		explain_add(t, _("Its salida, %" PRId64 ", was more than half the table maximum, %" PRId64 "."),
		    game_bank_state(g)->salida, r->table_max / 2);
	else if (half)
		explain_add(t, _("Its salida was more than half the table maximum, %" PRId64 "."),
		    r->table_max / 2);
	explain_add(t, "%s", odd ? _("This is an odd pase of the bank (the 1st, 3rd, 5th...).")
			 : _("This is an even pase of the bank (the 2nd, 4th...)."));
}

/* The payment due, computed: "A Banca bet in a seat: 1000 staked, paid
 * 90%: 900." and the rule of that percentage. */
static void add_payment(struct text *t, const struct rules *r,
			const struct game *g, const struct game_action *e,
			enum rule_id rule)
{
	int pct = percent_of(r, e->stake, e->amount);

	switch (rule) {
	case RULE_MARCANDO:
		explain_add(t, _("A marcando bet of %" PRId64 " plays %d%% of its value: it is paid %" PRId64 "."),
		    e->stake, r->marcando_pct, e->amount);
		break;
	case RULE_TIE_BET:
		explain_add(t, _("A tie bet of %" PRId64 " pays %d to 1: %" PRId64 "."),
		    e->stake, r->tie_pays, e->amount);
		break;
	case RULE_EXCESS:
		explain_add(t, _("Only the table maximum, %" PRId64 ", plays: the winning bet is paid %" PRId64 " and the excess is handed back."),
		    r->table_max, e->amount);
		break;
	default:
		if (pct > 0)
			explain_add(t, _("%s: %" PRId64 " staked, paid %d%%: %" PRId64 "."),
			    bet_name(e), e->stake, pct, e->amount);
		else
			explain_add(t, _("%s: %" PRId64 " staked, paid %" PRId64 "."),
			    bet_name(e), e->stake, e->amount);
		break;
	}
	if ((rule == RULE_PAY_BANK || rule == RULE_PAY_BANK_HALF_MAX) &&
	    r->bank_odd_pct != r->bank_even_pct && pct > 0)
		add_bank_pase(t, r, g, rule, pct);
	explain_add_rule(t, r, rule);
}

/* The rule of a payment's percentage: the verdict's when it is one
 * (session_act() gives it for a wrong amount), else the bet's own. */
static enum rule_id payment_rule(const struct game_action *e,
				 enum rule_id rule)
{
	switch (rule) {
	case RULE_PAY_PUNTO: case RULE_PAY_BANCA: case RULE_PAY_BANK:
	case RULE_PAY_BANK_HALF_MAX: case RULE_MARCANDO: case RULE_EXCESS:
	case RULE_TIE_BET:
		return rule;
	default:
		break;
	}
	if (e->place == PLACE_BANK)
		return RULE_PAY_BANK;
	return e->chance == BET_ON_PUNTO ? RULE_PAY_PUNTO
	       : e->chance == BET_ON_BANCA ? RULE_PAY_BANCA : RULE_TIE_BET;
}

/* Chips the rule does not take: what they should have been and what
 * the rule says (8.4.2.6.3.3, 8.4.2.6.2, 8.4.2.7.2). */
static void add_chips(struct text *t, const struct rules *r,
		      const struct verdict *v)
{
	char why[2 * CHIPS_TEXT_MAX];

	chips_fault_text(&r->chips, v->chips_fault, v->expected.amount,
			 &v->expected.chips, &v->given.chips, why, sizeof why);
	explain_add(t, "%s", why);
	explain_add_rule(t, r, v->rule);
}

/* "¡Cambio!": the chips counted out, or the change left undone. */
static bool explain_change(struct text *t, const struct rules *r,
			   const struct verdict *v)
{
	char chips[CHIPS_TEXT_MAX];

	if (v->expected.kind != GAME_ACT_CHANGE)
		return false;
	if (v->given.kind == GAME_ACT_CHANGE && v->wrong_chips) {
		add_chips(t, r, v);
		return true;
	}
	chips_list_text(&r->chips, &v->expected.chips, chips, sizeof chips);
	explain_add(t, _("A player asked for a change: before the bets close the croupier makes it, %s, one change at a time."),
		    chips);
	explain_add_rule(t, r, RULE_CHANGE);
	return true;
}

/* Whether two movements are about the same bet. */
static bool same_bet(const struct game_action *a, const struct game_action *b)
{
	return a->player == b->player && a->seat == b->seat &&
	       a->chance == b->chance && a->place == b->place;
}

static bool is_movement(enum game_act k)
{
	return k == GAME_ACT_PAY || k == GAME_ACT_COLLECT ||
	       k == GAME_ACT_RETURN_BET || k == GAME_ACT_RETURN_EXCESS;
}

/* The payment, the collection and the bets handed back. */
static bool explain_movement(struct text *t, const struct rules *r,
			     const struct game *g, const struct verdict *v)
{
	const struct game_action *e = &v->expected, *gv = &v->given;
	enum game_act gk = gv->kind;

	if (e->kind == GAME_ACT_RETURN_BET && e->rule == RULE_CLAIMED) {
		/* IPLyC 7.8.1.13 */
		explain_add(t, _("%s is claimed by two players: it may not play until the claim is settled, so the croupier withdraws it from play before \"No more bets!\"; both may go on playing with other chips."),
		    bet_name(e));
		return true;
	}
	if (!is_movement(gk))
		return false;
	if (gk == e->kind && !same_bet(e, gv)) {
		/* The right movement on another bet: the order. */
		if (r->excesses_after_payments)
			/* IPLyC 8.4.2.2.9, read as after the payments. */
			explain_add(t, "%s", _("Not this bet yet: the croupier takes in the losing bets, pays the winning ones in the order of the winning chance, then hands back the excesses, the bank's first, in the order they were paid."));
		else
			explain_add(t, "%s", _("Not this bet yet: the croupier first hands back any excess, then takes in the losing bets, then pays the winning ones in the order of the winning chance."));
		if (g != NULL && e->kind == GAME_ACT_PAY)
			explain_add_rule(t, r, game_result(g) == COUP_WINNER_PUNTO
				 ? RULE_PAY_ORDER_PUNTO : RULE_PAY_ORDER_BANCA);
		else if (e->kind == GAME_ACT_RETURN_BET)
			explain_add(t, "%s", _("At the end of the shoe the bets are handed back in this order: the standing Punto bets, then the bank, the seats' Banca bets from 1 to 7 and the standing Banca bets."));
		return true;
	}
	switch (e->kind) {
	case GAME_ACT_COLLECT:
		if (gk == GAME_ACT_COLLECT) {   /* the amount */
			explain_add(t, _("%s lost: %" PRId64 " is taken in."),
			    bet_name(e), e->amount);
			if (e->amount != e->stake && r->marcando_pct > 0)
				explain_add(t, _("A marcando bet plays %d%% of its value, and loses only that."),
				    r->marcando_pct);
			return true;
		}
		explain_add(t, _("%s lost: a losing bet is taken in, never paid or handed back."),
		    bet_name(e));
		return true;
	case GAME_ACT_PAY:
		if (gk == GAME_ACT_PAY && v->wrong_chips) {
			add_chips(t, r, v);
			return true;
		}
		if (gk == GAME_ACT_COLLECT)
			explain_add(t, _("%s won: it is paid, not taken in."),
			    bet_name(e));
		else if (gk == GAME_ACT_RETURN_BET)
			explain_add(t, _("%s won: it is paid, not just handed back."),
			    bet_name(e));
		add_payment(t, r, g, e, payment_rule(e, v->rule));
		if (r->chips.on && chips_pieces(&r->chips, &e->chips) > 0) {
			char chips[CHIPS_TEXT_MAX];

			chips_words(&r->chips, &e->chips, chips, sizeof chips);
			/* TRANSLATORS: the payment's chips, largest first
			 * (IPLyC 8.4.2.6.3.3): "In chips: 1 of 500 and 4 of
			 * 100." */
			explain_add(t, _("In chips: %s."), chips);
		}
		return true;
	case GAME_ACT_RETURN_BET:
		if (gk == GAME_ACT_RETURN_BET && e->stake > 0) {
			explain_add(t, _("A standing player who takes back part of his bet is handed %" PRId64 " and told what remains in play: %" PRId64 "."),
			    e->amount, e->stake);
			return true;
		}
		if (gk == GAME_ACT_RETURN_BET) {
			explain_add(t, _("The whole bet, %" PRId64 ", is handed back."),
			    e->amount);
			return true;
		}
		explain_add(t, "%s", _("This bet neither won nor lost: its last pase was not decided (an ancar, or a void or burnt pase), and when the shoe ends or is burnt the bets left on the table are handed back to their owners, not taken in or paid."));
		explain_add(t, "%s", _("They go back in this order: the standing Punto bets, then the bank, the seats' Banca bets from 1 to 7 and the standing Banca bets."));
		return true;
	case GAME_ACT_RETURN_EXCESS:
		if (gk == GAME_ACT_RETURN_EXCESS)
			explain_add(t, _("Only the table maximum, %" PRId64 ", plays: the excess handed back is %" PRId64 "."),
			    r->table_max, e->amount);
		else if (r->excesses_after_payments)
			explain_add(t, _("The part of a bet over the table maximum, %" PRId64 ", never plays: the excess, %" PRId64 ", is handed back after the payments, in the order they were paid, whether the bet won or lost."),
			    r->table_max, e->amount);
		else
			explain_add(t, _("The part of a bet over the table maximum, %" PRId64 ", never plays: the excess, %" PRId64 ", is handed back first, whether the bet won or lost."),
			    r->table_max, e->amount);
		return true;
	default:
		break;
	}
	return false;
}

bool explain_mistake(const struct rules *r, const struct game *g,
		     const struct verdict *v, char *buf, size_t size)
{
	static const struct game_action none;
	struct text t;
	bool done;

	if (v->right || size == 0 ||
	    (memcmp(&v->expected, &none, sizeof none) == 0 &&
	     memcmp(&v->given, &none, sizeof none) == 0))
		return false;
	memset(&t, 0, sizeof t);
	if (v->expected.kind == GAME_ACT_CHANGE)
		done = explain_change(&t, r, v);
	else if (is_movement(v->expected.kind))
		done = explain_movement(&t, r, g, v);
	else if (v->expected.kind == GAME_ACT_COUP)
		done = explain_coup(&t, r, g, v);
	else
		done = explain_holder(&t, r, g, v) || explain_sabot(&t, r, v) ||
		       explain_request(&t, r, v);
	if (!done)
		return false;
	/* TRANSLATORS: a rule's explanation and its article. */
	snprintf(buf, size, _("%s (%s)"), t.buf, v->article);
	return true;
}

/* The given action rebuilt from the record: the expected one with the
 * given key's kind (or coup step) and the given amount.  False when the
 * key names the same kind and step without a wrong amount: what differed
 * (a seat, a player, totals) is not in the record. */
static bool given_from_record(const struct session_record *rec,
			      struct game_action *out)
{
	const struct game_action *e = &rec->expected;

	*out = *e;
	out->amount = rec->given_amount;
	if (rec->given_key == NULL)
		return false;
	for (int k = 0; k < GAME_ACT__COUNT; k++) {
		const char *key = game_act_key((enum game_act)k);

		if (k != GAME_ACT_COUP && key != NULL &&
		    strcmp(key, rec->given_key) == 0) {
			out->kind = (enum game_act)k;
			return out->kind != e->kind || rec->wrong_amount;
		}
	}
	for (int c = 0; c < COUP_ACTION__COUNT; c++) {
		const char *key = coup_action_key((enum coup_action)c);

		if (key != NULL && strcmp(key, rec->given_key) == 0) {
			out->kind = GAME_ACT_COUP;
			out->step = (enum coup_action)c;
			return e->kind != GAME_ACT_COUP || out->step != e->step ||
			       rec->wrong_amount;
		}
	}
	return false;
}

bool explain_record(const struct rules *r, const struct session_record *rec,
		    const struct game_action *given, char *buf, size_t size)
{
	struct verdict v;

	if (rec->right || rec->expected_key == NULL)
		return false;
	memset(&v, 0, sizeof v);
	v.expected = rec->expected;
	v.rule = rec->rule;
	v.wrong_amount = rec->wrong_amount;
	v.wrong_chips = rec->wrong_chips;
	v.chips_fault = rec->chips_fault;
	snprintf(v.article, sizeof v.article, "%s", rec->article);
	if (given != NULL)
		v.given = *given;
	else if (!given_from_record(rec, &v.given))
		return false;
	/* The game has moved on: nothing is read from it. */
	return explain_mistake(r, NULL, &v, buf, size);
}
