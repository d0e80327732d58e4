/* SPDX-License-Identifier: GPL-3.0-or-later */
/* explain.c: the explanation that fits the mistake; see explain.h.
 *
 * Each function below takes one family of steps (the bets' movements
 * at the payment, the coup's calls and decisions, the banker's requests)
 * and writes what the trainee's action gets wrong, in the rule's terms,
 * with the figures of the case.  The calls are the catalog's own
 * (action_text.c's msgids), so the Spanish says them in the regulation's
 * words ("¡Pide con 5!", "¡No va más!"). */
#include "config.h"

#include "trainer/explain.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "trainer/rule_text.h"

#define EXPLAIN_MAX 1024

struct text {
	char buf[EXPLAIN_MAX];
	size_t n;
};

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void add(struct text *t, const char *fmt, ...)
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

static void add_rule(struct text *t, const struct rules *r, enum rule_id id)
{
	if ((unsigned)id < RULE__COUNT)
		add(t, "%s", rule_text(r, id));
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
		add(t, _("Its salida, %" PRId64 ", was more than half the table maximum, %" PRId64 "."),
		    game_bank_state(g)->salida, r->table_max / 2);
	else if (half)
		add(t, _("Its salida was more than half the table maximum, %" PRId64 "."),
		    r->table_max / 2);
	add(t, "%s", odd ? _("This is an odd pase of the bank (the 1st, 3rd, 5th...).")
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
		add(t, _("A marcando bet of %" PRId64 " plays %d%% of its value: it is paid %" PRId64 "."),
		    e->stake, r->marcando_pct, e->amount);
		break;
	case RULE_TIE_BET:
		add(t, _("A tie bet of %" PRId64 " pays %d to 1: %" PRId64 "."),
		    e->stake, r->tie_pays, e->amount);
		break;
	case RULE_EXCESS:
		add(t, _("Only the table maximum, %" PRId64 ", plays: the winning bet is paid %" PRId64 " and the excess is handed back."),
		    r->table_max, e->amount);
		break;
	default:
		if (pct > 0)
			add(t, _("%s: %" PRId64 " staked, paid %d%%: %" PRId64 "."),
			    bet_name(e), e->stake, pct, e->amount);
		else
			add(t, _("%s: %" PRId64 " staked, paid %" PRId64 "."),
			    bet_name(e), e->stake, e->amount);
		break;
	}
	if ((rule == RULE_PAY_BANK || rule == RULE_PAY_BANK_HALF_MAX) &&
	    r->bank_odd_pct != r->bank_even_pct && pct > 0)
		add_bank_pase(t, r, g, rule, pct);
	add_rule(t, r, rule);
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

	if (!is_movement(gk))
		return false;
	if (gk == e->kind && !same_bet(e, gv)) {
		/* The right movement on another bet: the order. */
		add(t, "%s", _("Not this bet yet: the croupier first hands back any excess, then takes in the losing bets, then pays the winning ones in the order of the winning chance."));
		if (g != NULL && e->kind == GAME_ACT_PAY)
			add_rule(t, r, game_result(g) == COUP_WINNER_PUNTO
				 ? RULE_PAY_ORDER_PUNTO : RULE_PAY_ORDER_BANCA);
		else if (e->kind == GAME_ACT_RETURN_BET)
			add(t, "%s", _("At the end of the shoe the bets are handed back in this order: the standing Punto bets, then the bank, the seats' Banca bets from 1 to 7 and the standing Banca bets."));
		return true;
	}
	switch (e->kind) {
	case GAME_ACT_COLLECT:
		if (gk == GAME_ACT_COLLECT) {   /* the amount */
			add(t, _("%s lost: %" PRId64 " is taken in."),
			    bet_name(e), e->amount);
			if (e->amount != e->stake && r->marcando_pct > 0)
				add(t, _("A marcando bet plays %d%% of its value, and loses only that."),
				    r->marcando_pct);
			return true;
		}
		add(t, _("%s lost: a losing bet is taken in, never paid or handed back."),
		    bet_name(e));
		return true;
	case GAME_ACT_PAY:
		if (gk == GAME_ACT_COLLECT)
			add(t, _("%s won: it is paid, not taken in."),
			    bet_name(e));
		else if (gk == GAME_ACT_RETURN_BET)
			add(t, _("%s won: it is paid, not just handed back."),
			    bet_name(e));
		add_payment(t, r, g, e, payment_rule(e, v->rule));
		return true;
	case GAME_ACT_RETURN_BET:
		if (gk == GAME_ACT_RETURN_BET) {
			add(t, _("The whole bet, %" PRId64 ", is handed back."),
			    e->amount);
			return true;
		}
		add(t, "%s", _("This bet neither won nor lost: its last pase was not decided (an ancar, or a void or burnt pase), and when the shoe ends or is burnt the bets left on the table are handed back to their owners, not taken in or paid."));
		add(t, "%s", _("They go back in this order: the standing Punto bets, then the bank, the seats' Banca bets from 1 to 7 and the standing Banca bets."));
		return true;
	case GAME_ACT_RETURN_EXCESS:
		if (gk == GAME_ACT_RETURN_EXCESS)
			add(t, _("Only the table maximum, %" PRId64 ", plays: the excess handed back is %" PRId64 "."),
			    r->table_max, e->amount);
		else
			add(t, _("The part of a bet over the table maximum, %" PRId64 ", never plays: the excess, %" PRId64 ", is handed back first, whether the bet won or lost."),
			    r->table_max, e->amount);
		return true;
	default:
		break;
	}
	return false;
}

/* Banca's table for a total b after Punto drew (IPLyC 7.4.2). */
static const char *banca_table_line(int b)
{
	switch (b) {
	case 0: case 1: case 2:
		return _("with 0 to 2 Banca always draws");
	case 3:
		return _("with 3 Banca draws unless Punto's third card is an 8");
	case 4:
		return _("with 4 Banca draws when Punto's third card is 2 to 7");
	case 5:
		return _("with 5 Banca draws when Punto's third card is 4 to 7");
	case 6:
		return _("with 6 Banca draws when Punto's third card is 6 or 7");
	default:
		break;
	}
	return _("with 7 Banca stands");
}

static void explain_banca(struct text *t, const struct game *g,
			  const struct game_action *e)
{
	const card_t *cards;
	size_t n = 0;
	bool draws = e->step == COUP_BANCA_DRAWS;

	if (g != NULL)
		n = coup_punto_cards(game_coup(g), &cards);
	if (n == 3)
		add(t, _("Banca has %d and Punto's third card is worth %d: %s, so Banca %s."),
		    e->banca_total, card_value(cards[2]),
		    banca_table_line(e->banca_total),
		    draws ? _("draws") : _("stands"));
	else if (n == 2)
		add(t, _("Punto stood, so Banca draws on 0 to 5 and stands on 6 or 7: Banca has %d and %s."),
		    e->banca_total, draws ? _("draws") : _("stands"));
	else
		add(t, _("Banca has %d: it %s."), e->banca_total,
		    draws ? _("draws") : _("stands"));
}

static bool explain_coup(struct text *t, const struct rules *r,
			 const struct game *g, const struct verdict *v)
{
	const struct game_action *e = &v->expected, *gv = &v->given;
	enum coup_action gs = gv->kind == GAME_ACT_COUP ? gv->step
							: COUP_ACTION__COUNT;
	int p = e->punto_total, b = e->banca_total;

	switch (e->step) {
	case COUP_CALL_NO_VA_MAS:
		add(t, _("The bets are closed first with %s; %s comes after a short pause."),
		    _("No more bets!"), _("Cards!"));
		break;
	case COUP_CALL_CARTAS:
		if (gs == COUP_CALL_NO_VA_MAS)
			add(t, _("%s has been called already: now %s, the order to deal."),
			    _("No more bets!"), _("Cards!"));
		else
			add(t, _("No card is dealt before the croupier calls %s."),
			    _("Cards!"));
		break;
	case COUP_DEAL_TO_PUNTO:
	case COUP_DEAL_TO_BANCA:
		add(t, "%s", e->step == COUP_DEAL_TO_PUNTO
		    ? _("This card goes to Punto.") : _("This card goes to Banca."));
		add_rule(t, r, RULE_DEAL_ORDER);
		break;
	case COUP_ANNOUNCE_NATURAL:
		add(t, _("Banca %d, Punto %d: a total of 8 or 9 with the first two cards defines the pase, and nobody draws."),
		    b, p);
		break;
	case COUP_PUNTO_DRAWS:
		add(t, _("Punto has %d: Punto draws on 0 to %d."), p,
		    r->punto_draws_to);
		if (gs == COUP_ASK_VOLUNTAD || gs == COUP_CALL_NO_FIVE)
			add(t, "%s", _("The voluntad, or the croupier's forced stand, is only for a 5."));
		break;
	case COUP_PUNTO_STANDS:
		add(t, _("Punto has %d: Punto stands on 6 and 7."), p);
		break;
	case COUP_ASK_VOLUNTAD:
		add(t, _("Punto has 5 and a seated player turned its cards: the croupier asks him for his voluntad, %s, and neither draws nor stands for him."),
		    _("5 has voluntad!"));
		break;
	case COUP_CALL_NO_FIVE:
		add(t, _("Punto has 5, but no seated player bets on Punto: the croupier turned the cards himself and must stand, %s; nobody has a voluntad."),
		    _("No 5!"));
		break;
	case COUP_RATIFY_PIDE:
	case COUP_RATIFY_PLANTA: {
		bool pide = e->step == COUP_RATIFY_PIDE;
		const char *call = pide ? _("Draws with 5!") : _("Stands with 5!");

		if (gs == COUP_PUNTO_DRAWS || gs == COUP_PUNTO_STANDS)
			add(t, _("The player's answer is ratified aloud, %s, before the game goes on."),
			    call);
		else
			add(t, pide ? _("The player said \"pido\": the croupier ratifies the answer he heard, %s")
				    : _("The player said \"planto\": the croupier ratifies the answer he heard, %s"),
			    call);
		add(t, "%s", _("His answer binds: the croupier never changes it."));
		break;
	}
	case COUP_BANCA_DRAWS:
	case COUP_BANCA_STANDS:
		explain_banca(t, g, e);
		break;
	case COUP_ANNOUNCE_TOTALS:
		if (gs == COUP_ANNOUNCE_WINNER)
			add(t, "%s", _("The totals are announced before the winner: Banca's first, then Punto's."));
		else if (gs == COUP_ANNOUNCE_TOTALS && gv->banca_total == p &&
			 gv->punto_total == b)
			add(t, _("Banca's total is announced first, win or lose, then Punto's: Banca %d, Punto %d."),
			    b, p);
		else
			add(t, _("The totals count every card dealt, a third card too: Banca %d, Punto %d."),
			    b, p);
		break;
	case COUP_ANNOUNCE_WINNER:
		if (e->winner == COUP_WINNER_ANCAR)
			add(t, _("Banca %d, Punto %d: equal totals are an ancar, and neither chance wins."),
			    b, p);
		else
			add(t, e->winner == COUP_WINNER_BANCA
			    ? _("Banca %d against Punto %d: the total nearest 9 wins, Banca.")
			    : _("Banca %d against Punto %d: the total nearest 9 wins, Punto."),
			    b, p);
		break;
	default:
		return false;
	}
	return true;
}

/* The banker's requests: granted where the rules refuse, refused where
 * they allow. */
static bool explain_request(struct text *t, const struct rules *r,
			    const struct verdict *v)
{
	const struct game_action *e = &v->expected, *gv = &v->given;

	if (e->kind == GAME_ACT_DENY && gv->kind == e->denied) {
		add(t, "%s", _("The rules refuse this request now, so the croupier refuses it."));
		add_rule(t, r, e->rule);
		return true;
	}
	if (gv->kind == GAME_ACT_DENY && gv->denied == e->kind) {
		add(t, "%s", _("The rules allow this request now: the croupier grants it."));
		add_rule(t, r, e->rule);
		return true;
	}
	if (gv->kind != e->kind ||
	    (gv->amount == e->amount && gv->stake == e->stake))
		return false;
	switch (e->kind) {
	case GAME_ACT_MITAD:
		add(t, _("Half the bank is withdrawn: %" PRId64 ", and %" PRId64 " stays in play."),
		    e->amount, e->stake);
		break;
	case GAME_ACT_OFFER_SUITE:
		if (e->stake > 0)
			add(t, _("The bank was just paid 100%% and the suite is given for the whole of it, %" PRId64 ": %d%% of it, %" PRId64 ", is deducted before it is handed over."),
			    e->amount, r->suite_discount_pct, e->stake);
		else if (gv->stake > 0)
			add(t, _("No discount is due: the bank was not just paid 100%%, or the suite is not given for the whole of it. It is offered for the amount in play: %" PRId64 "."),
			    e->amount);
		else
			add(t, _("The suite is offered for the amount in play: %" PRId64 "."),
			    e->amount);
		break;
	default:
		add(t, _("The amount is %" PRId64 "."), e->amount);
		break;
	}
	add_rule(t, r, e->rule);
	return true;
}

/* A player's seated bets on the chances: the total on Punto (the
 * largest bet decides who turns, 7.6.2) and whether he bets on Banca. */
static void seat_bets(const struct game *g, int seat, int64_t *punto,
		      bool *banca)
{
	const struct game_bet *bets;
	int n, player = table_player(game_table(g), seat);

	*punto = 0;
	*banca = false;
	bets = game_bets(g, &n);
	for (int i = 0; i < n; i++) {
		if (bets[i].player != player || bets[i].place == PLACE_BANK)
			continue;
		if (bets[i].chance == BET_ON_PUNTO &&
		    bets[i].place == PLACE_SEAT)
			*punto += bets[i].amount;
		else if (bets[i].chance == BET_ON_BANCA)
			*banca = true;
	}
}

/* Who turns Punto's cards. */
static bool explain_holder(struct text *t, const struct game *g,
			   const struct verdict *v)
{
	const struct game_action *e = &v->expected, *gv = &v->given;
	int64_t due = 0, given = 0;
	bool due_banca = false, given_banca = false;

	if (e->kind == GAME_ACT_REFUSED) {
		add(t, _("The player of seat %d does not want to turn Punto's cards: his bet goes to the standing area, and the next largest seated Punto bet turns them."),
		    e->seat);
		return true;
	}
	if (e->kind == GAME_ACT_CROUPIER_TURNS) {
		add(t, "%s", _("No seated player may turn Punto's cards here: the croupier turns them himself."));
		return true;
	}
	if (e->kind != GAME_ACT_HOLDER)
		return false;
	if (gv->kind == GAME_ACT_CROUPIER_TURNS) {
		add(t, _("A seated player bets on Punto: the cards go to him (seat %d), not to the croupier."),
		    e->seat);
		return true;
	}
	if (gv->kind != GAME_ACT_HOLDER || g == NULL)
		return false;
	seat_bets(g, e->seat, &due, &due_banca);
	seat_bets(g, gv->seat, &given, &given_banca);
	if (given > 0 && given_banca)
		add(t, _("Seat %d bets on both chances and may not turn Punto's cards."),
		    gv->seat);
	else if (given == 0)
		add(t, _("Seat %d has no seated bet on Punto."), gv->seat);
	else if (given == due)
		add(t, _("Seats %d and %d have equal bets on Punto: the first to the right of the sabot turns, seat %d."),
		    e->seat, gv->seat, e->seat);
	else if (given < due)
		add(t, _("Seat %d bets %" PRId64 " on Punto, less than seat %d's %" PRId64 "."),
		    gv->seat, given, e->seat, due);
	if (given > due && !given_banca)
		/* A larger bet passed over: its player refused (7.9.3.4). */
		add(t, _("Seat %d may not turn them now: the cards go to seat %d."),
		    gv->seat, e->seat);
	else
		add(t, _("The largest seated bet on Punto turns the cards: seat %d."),
		    e->seat);
	return true;
}

/* The sabot and the shoe: a seat, a count, a moment. */
static bool explain_sabot(struct text *t, const struct rules *r,
			  const struct verdict *v)
{
	const struct game_action *e = &v->expected, *gv = &v->given;

	switch (e->kind) {
	case GAME_ACT_PASS_SABOT:
		if (gv->kind == GAME_ACT_PASS_SABOT)
			add(t, _("The sabot goes to seat %d, not to seat %d."),
			    e->seat, gv->seat);
		else
			add(t, _("The banker does not keep the sabot: it goes to seat %d."),
			    e->seat);
		break;
	case GAME_ACT_NEW_SHOE:
		if (gv->kind != GAME_ACT_NEW_SHOE)
			return false;
		add(t, _("The new shoe starts at seat %d, not at seat %d."),
		    e->seat, gv->seat);
		break;
	case GAME_ACT_SAFETY_CARD:
		if (gv->kind != GAME_ACT_SAFETY_CARD)
			return false;
		add(t, _("%d cards below the cut card is not allowed: between %d and %d."),
		    gv->count, r->safety_min, r->safety_max);
		break;
	case GAME_ACT_BURN:
		if (gv->kind != GAME_ACT_BURN)
			return false;
		add(t, _("The first card's value gives the cards burnt, a ten or a face counting 10 here: %d, not %d."),
		    e->count, gv->count);
		break;
	case GAME_ACT_PLACE_BETS:
		if (gv->kind == GAME_ACT_COUP)
			add(t, "%s", _("The bets are not open yet: the croupier first announces the bank in play and calls for the bets."));
		else if (gv->kind == GAME_ACT_ASK_BANK)
			add(t, "%s", _("The banker has already answered: the croupier announces his bank and opens the bets."));
		else
			return false;
		return true;    /* the sentence says it all: no rule after */
	case GAME_ACT_LAST_PASE:
		add(t, "%s", _("The safety cut card has just come out: one more pase is played, the last."));
		break;
	case GAME_ACT_END_OF_SHOE:
		add(t, "%s", _("The last pase has been played: the shoe ends now."));
		break;
	default:
		return false;
	}
	add_rule(t, r, e->rule);
	return true;
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
	if (is_movement(v->expected.kind))
		done = explain_movement(&t, r, g, v);
	else if (v->expected.kind == GAME_ACT_COUP)
		done = explain_coup(&t, r, g, v);
	else
		done = explain_holder(&t, g, v) || explain_sabot(&t, r, v) ||
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
	snprintf(v.article, sizeof v.article, "%s", rec->article);
	if (given != NULL)
		v.given = *given;
	else if (!given_from_record(rec, &v.given))
		return false;
	/* The game has moved on: nothing is read from it. */
	return explain_mistake(r, NULL, &v, buf, size);
}
