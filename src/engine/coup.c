/* SPDX-License-Identifier: GPL-3.0-or-later */
/* coup.c: the coup step machine; see coup.h for the order of the steps.
 *
 * The expected action is recomputed from the cards on the table and a few
 * "done" flags rather than kept as a stored state, so the routing of every
 * card is decided in one place (expected_step) and by the tableau alone. */
#include "config.h"

#include "engine/coup.h"

#include <string.h>

#include "engine/tableau.h"

static const char *const action_keys[COUP_ACTION__COUNT] = {
#define COUP_ACTION_KEY(id, key) key,
	COUP_ACTION_LIST(COUP_ACTION_KEY)
#undef COUP_ACTION_KEY
};

const char *coup_action_key(enum coup_action a)
{
	return (unsigned)a < COUP_ACTION__COUNT ? action_keys[a] : NULL;
}

enum coup_action coup_action_by_key(const char *key)
{
	for (int i = 0; i < COUP_ACTION__COUNT; i++)
		if (strcmp(action_keys[i], key) == 0)
			return (enum coup_action)i;
	return COUP_ACTION__COUNT;
}

bool coup_action_takes_card(enum coup_action a)
{
	return a == COUP_DEAL_TO_PUNTO || a == COUP_DEAL_TO_BANCA ||
	       a == COUP_PUNTO_DRAWS || a == COUP_BANCA_DRAWS;
}

/* Actions whose words carry the totals or the winner: saying the wrong
 * figure is a wrong action, not a mere slip. */
static bool action_announces(enum coup_action a)
{
	return a == COUP_ANNOUNCE_NATURAL || a == COUP_PUNTO_STANDS ||
	       a == COUP_BANCA_STANDS || a == COUP_ANNOUNCE_TOTALS ||
	       a == COUP_ANNOUNCE_WINNER || a == COUP_VOID_PASE;
}

void coup_init(struct coup *c, const struct rules *rules,
	       enum coup_holder holder)
{
	memset(c, 0, sizeof *c);
	c->rules = rules;
	c->holder = holder;
	c->five = FIVE_UNDECIDED;
}

enum status coup_set_five(struct coup *c, enum five_decision five)
{
	if (five != FIVE_PIDO && five != FIVE_PLANTO)
		return STATUS_BAD_ARGUMENT;
	if (c->five_settled)
		return STATUS_NOT_ALLOWED;
	c->five = five;
	return STATUS_OK;
}

size_t coup_punto_cards(const struct coup *c, const card_t **cards)
{
	*cards = c->punto;
	return c->n_punto;
}

size_t coup_banca_cards(const struct coup *c, const card_t **cards)
{
	*cards = c->banca;
	return c->n_banca;
}

int coup_punto_total(const struct coup *c)
{
	return card_total(c->punto, c->n_punto);
}

int coup_banca_total(const struct coup *c)
{
	return card_total(c->banca, c->n_banca);
}

static bool initial_cards_down(const struct coup *c)
{
	return c->n_punto >= 2 && c->n_banca >= 2;
}

/* Either two-card hand is 8 or 9 (IPLyC 7.4.3). */
static bool is_natural(const struct coup *c)
{
	return tableau_is_natural(card_total(c->punto, 2)) ||
	       tableau_is_natural(card_total(c->banca, 2));
}

enum coup_winner coup_winner(const struct coup *c)
{
	int p, b;

	if (c->out_of_cards)
		return COUP_WINNER_VOID;
	if (!initial_cards_down(c) || !(is_natural(c) || c->banca_done))
		return COUP_WINNER_NONE;
	p = coup_punto_total(c);
	b = coup_banca_total(c);
	if (p == b)
		return COUP_WINNER_ANCAR;
	return p > b ? COUP_WINNER_PUNTO : COUP_WINNER_BANCA;
}

static void step_set(const struct coup *c, struct coup_step *s,
		     enum coup_action action, enum rule_id rule)
{
	s->action = action;
	s->rule = rule;
	s->card = 0;
	s->punto_total = coup_punto_total(c);
	s->banca_total = coup_banca_total(c);
	s->winner = COUP_WINNER_NONE;
}

/* Punto's decision on 5, taken before Banca turns a card: the voluntad
 * (8.4.2.4.1) or the croupier's forced stand (7.6.4).  Returns true when
 * an action of that stage is due. */
static bool five_stage(const struct coup *c, enum punto_move move,
		       struct coup_step *out, enum status *st)
{
	if (move != PUNTO_VOLUNTAD || c->five_settled)
		return false;
	if (c->holder == COUP_HOLDER_CROUPIER) {
		step_set(c, out, COUP_CALL_NO_FIVE, RULE_NO_FIVE);
		return true;
	}
	if (!c->five_asked) {
		step_set(c, out, COUP_ASK_VOLUNTAD, RULE_VOLUNTAD);
		return true;
	}
	if (c->five == FIVE_UNDECIDED) {
		step_set(c, out, COUP_ASK_VOLUNTAD, RULE_VOLUNTAD);
		*st = STATUS_NEED_FIVE_DECISION;
		return true;
	}
	step_set(c, out, c->five == FIVE_PIDO ? COUP_RATIFY_PIDE
					       : COUP_RATIFY_PLANTA,
		 RULE_VOLUNTAD);
	return true;
}

/* Third cards once no natural defined the pase: Punto's (7.4.1), then
 * Banca's (7.4.2 against Punto's third card, 7.4.4 when Punto stood). */
static bool third_card_stage(const struct coup *c, enum punto_move move,
			     struct coup_step *out)
{
	int third;

	if (!c->punto_done) {
		bool draws = move == PUNTO_DRAWS ||
			     (move == PUNTO_VOLUNTAD &&
			      c->holder == COUP_HOLDER_PLAYER &&
			      c->five == FIVE_PIDO);
		if (draws) {
			step_set(c, out, COUP_PUNTO_DRAWS, RULE_PUNTO_TABLE);
			return true;
		}
		/* 6 or 7; a stand on 5 was already called in five_stage. */
		if (move == PUNTO_STANDS) {
			step_set(c, out, COUP_PUNTO_STANDS, RULE_PUNTO_TABLE);
			return true;
		}
	}
	if (c->banca_done)
		return false;
	third = c->n_punto == 3 ? card_value(c->punto[2]) : -1;
	step_set(c, out,
		 tableau_banca_draws(card_total(c->banca, 2), third)
			 ? COUP_BANCA_DRAWS : COUP_BANCA_STANDS,
		 third < 0 ? RULE_BANCA_AFTER_STAND : RULE_BANCA_TABLE);
	return true;
}

static enum status expected_step(const struct coup *c, struct coup_step *out)
{
	enum status st = STATUS_OK;
	enum punto_move move;
	unsigned dealt;

	if (c->out_of_cards) {
		step_set(c, out, c->void_announced ? COUP_DONE : COUP_VOID_PASE,
			 RULE_VOID_PASE);
		out->winner = COUP_WINNER_VOID;
		return st;
	}
	if (!c->no_va_mas) {
		step_set(c, out, COUP_CALL_NO_VA_MAS, RULE_CALLS);
		return st;
	}
	if (!c->cartas) {
		/* The banker must not draw before "¡Cartas!" (7.9.2.2). */
		step_set(c, out, COUP_CALL_CARTAS, RULE_EARLY_DRAW);
		return st;
	}
	dealt = (unsigned)c->n_punto + c->n_banca;
	if (dealt < 4) {
		/* 1st and 3rd to Punto, 2nd and 4th to Banca (7.6.1.1). */
		step_set(c, out, dealt % 2 == 0 ? COUP_DEAL_TO_PUNTO
						 : COUP_DEAL_TO_BANCA,
			 RULE_DEAL_ORDER);
		return st;
	}
	move = tableau_punto(c->rules, card_total(c->punto, 2));
	if (five_stage(c, move, out, &st))
		return st;
	if (is_natural(c)) {
		if (!c->natural_announced) {
			step_set(c, out, COUP_ANNOUNCE_NATURAL, RULE_NATURAL);
			return st;
		}
	} else if (third_card_stage(c, move, out)) {
		return st;
	}
	if (!c->totals_announced) {
		/* Banca's total first, then Punto's (8.4.2.3.4). */
		step_set(c, out, COUP_ANNOUNCE_TOTALS, RULE_ANNOUNCE);
		return st;
	}
	if (!c->winner_announced) {
		enum coup_winner w = coup_winner(c);

		step_set(c, out, COUP_ANNOUNCE_WINNER,
			 w == COUP_WINNER_ANCAR ? RULE_ANCAR : RULE_TOTALS);
		out->winner = w;
		return st;
	}
	step_set(c, out, COUP_DONE, RULE_TOTALS);
	out->winner = coup_winner(c);
	return st;
}

enum status coup_expected(const struct coup *c, struct coup_step *out)
{
	return expected_step(c, out);
}

bool coup_is_done(const struct coup *c)
{
	struct coup_step s;

	return expected_step(c, &s) == STATUS_OK && s.action == COUP_DONE;
}

enum status coup_apply(struct coup *c, const struct coup_step *given)
{
	struct coup_step exp;
	enum status st;

	st = expected_step(c, &exp);
	if (st != STATUS_OK)
		return st;
	if (exp.action == COUP_DONE)
		return STATUS_COUP_OVER;
	if (given->action != exp.action)
		return STATUS_WRONG_ACTION;
	if (coup_action_takes_card(exp.action) && !card_is_regular(given->card))
		return STATUS_BAD_CARD;
	if (action_announces(exp.action) &&
	    (given->punto_total != exp.punto_total ||
	     given->banca_total != exp.banca_total ||
	     given->winner != exp.winner))
		return STATUS_WRONG_ACTION;

	switch (exp.action) {
	case COUP_CALL_NO_VA_MAS: c->no_va_mas = true; break;
	case COUP_CALL_CARTAS: c->cartas = true; break;
	case COUP_DEAL_TO_PUNTO: c->punto[c->n_punto++] = given->card; break;
	case COUP_DEAL_TO_BANCA: c->banca[c->n_banca++] = given->card; break;
	case COUP_ASK_VOLUNTAD: c->five_asked = true; break;
	case COUP_RATIFY_PIDE:
	case COUP_RATIFY_PLANTA:
	case COUP_CALL_NO_FIVE: c->five_settled = true; break;
	case COUP_ANNOUNCE_NATURAL: c->natural_announced = true; break;
	case COUP_PUNTO_DRAWS:
		c->punto[c->n_punto++] = given->card;
		c->punto_done = true;
		break;
	case COUP_PUNTO_STANDS: c->punto_done = true; break;
	case COUP_BANCA_DRAWS:
		c->banca[c->n_banca++] = given->card;
		c->banca_done = true;
		break;
	case COUP_BANCA_STANDS: c->banca_done = true; break;
	case COUP_ANNOUNCE_TOTALS: c->totals_announced = true; break;
	case COUP_ANNOUNCE_WINNER: c->winner_announced = true; break;
	case COUP_VOID_PASE: c->void_announced = true; break;
	case COUP_DONE:
	case COUP_ACTION__COUNT:
		return STATUS_COUP_OVER;
	}
	return STATUS_OK;
}

enum status coup_no_more_cards(struct coup *c)
{
	struct coup_step exp;

	if (expected_step(c, &exp) != STATUS_OK ||
	    !coup_action_takes_card(exp.action) || c->out_of_cards)
		return STATUS_NOT_ALLOWED;
	c->out_of_cards = true;
	return STATUS_OK;
}

static void result_fill(const struct coup *c, size_t used,
			struct coup_result *res)
{
	memcpy(res->punto, c->punto, sizeof res->punto);
	memcpy(res->banca, c->banca, sizeof res->banca);
	res->n_punto = c->n_punto;
	res->n_banca = c->n_banca;
	res->punto_total = coup_punto_total(c);
	res->banca_total = coup_banca_total(c);
	res->winner = coup_winner(c);
	res->cards_used = used;
}

enum status coup_play(const struct rules *rules, enum coup_holder holder,
		      enum five_decision five, const card_t *cards, size_t n,
		      struct coup_result *res)
{
	struct coup c;
	size_t used = 0;
	enum status st = STATUS_OK;

	memset(res, 0, sizeof *res);
	for (size_t i = 0; i < n; i++)
		if (!card_is_regular(cards[i]))
			return STATUS_BAD_CARD;
	coup_init(&c, rules, holder);
	if (five != FIVE_UNDECIDED && coup_set_five(&c, five) != STATUS_OK)
		return STATUS_BAD_ARGUMENT;

	for (;;) {
		struct coup_step s;

		st = expected_step(&c, &s);
		if (st != STATUS_OK || s.action == COUP_DONE)
			break;
		if (coup_action_takes_card(s.action)) {
			if (used == n) {
				coup_no_more_cards(&c);
				continue;
			}
			s.card = cards[used++];
		}
		/* Neither can fail: s is the expected step, and a coup takes
		 * at most 12 steps. */
		if (res->n_steps == COUP_STEPS_MAX)
			break;
		st = coup_apply(&c, &s);
		if (st != STATUS_OK)
			break;
		res->steps[res->n_steps++] = s;
	}
	result_fill(&c, used, res);
	return st;
}
