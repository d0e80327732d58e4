/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game_chips.c: paying in chips at the table: the float in the
 * carreteles, the chips due on a payment or a change, the chips given
 * checked, and the float after each movement.  See game.h ("Paying in
 * chips") and chips.h. */
#include "config.h"

#include "engine/game.h"

#include <string.h>

#include "engine/game_impl.h"

static bool in_chips(const struct game *g)
{
	return g->rules->chips.on;
}

void game_chips_reset(struct game *g)
{
	chips_float_init(&g->rules->chips, &g->chips_float);
	g->arrastre = 0;
}

const struct chip_count *game_chips_float(const struct game *g)
{
	return &g->chips_float;
}

int64_t game_arrastre(const struct game *g)
{
	return g->arrastre;
}

/* The change at the head of the queue is the oldest asked. */
const struct chip_count *game_change_in(const struct game *g)
{
	if (g->next.kind != GAME_ACT_CHANGE || g->n_changes == 0)
		return NULL;
	return &g->change_in[g->change_head];
}

enum status game_request_change(struct game *g, int player,
				const struct chip_count *in, int64_t into)
{
	const struct chip_set *s = &g->rules->chips;
	struct chip_count out;
	struct game_action a;
	int seat = table_seat_of(&g->table, player);
	int slot;

	if (!in_chips(g) || g->phase != GAME_PHASE_BETS ||
	    g->n_changes >= GAME_CHANGES_MAX)
		return STATUS_NOT_ALLOWED;
	if (seat == 0 && table_standing_rank(&g->table, player) < 0)
		return STATUS_BAD_ARGUMENT;
	if (chips_index(s, into) < 0 || chips_pieces(s, in) <= 0)
		return STATUS_BAD_ARGUMENT;
	for (int i = 0; i < s->n; i++)
		if (in->n[i] < 0)
			return STATUS_BAD_ARGUMENT;
	/* Nothing to change: his own chips would come back. */
	if (chips_change(s, NULL, in, into, &out) == STATUS_NOT_ALLOWED)
		return STATUS_BAD_AMOUNT;
	slot = (g->change_head + g->n_changes) % GAME_CHANGES_MAX;
	g->change_in[slot] = *in;
	g->n_changes++;
	game_action_init(g, &a, GAME_ACT_CHANGE, RULE_CHANGE);
	a.player = player;
	a.seat = seat;
	a.amount = chips_total(s, in);
	a.stake = into;
	game_queue(g, &a);
	game_advance(g);
	return STATUS_OK;
}

/* Composes a's chips from the float; a float that cannot is made up
 * again as prepared (8.6.1), and what even that lacks comes from the
 * Cofre (8.4.2.7.2): composed without a limit. */
static void compose(struct game *g, const struct chip_count *in,
		    struct game_action *a)
{
	const struct chip_set *s = &g->rules->chips;
	struct chip_count prepared;
	enum status st;

	for (int pass = 0; pass < 3; pass++) {
		const struct chip_count *f = pass < 2 ? &g->chips_float : NULL;

		if (pass == 1) {
			chips_float_init(s, &prepared);
			for (int i = 0; i < s->n; i++)
				if (g->chips_float.n[i] < prepared.n[i])
					g->chips_float.n[i] = prepared.n[i];
		}
		st = in != NULL ? chips_change(s, f, in, a->stake, &a->chips)
				: chips_compose(s, f, a->amount, 0, &a->chips);
		if (st == STATUS_OK)
			return;
	}
	memset(&a->chips, 0, sizeof a->chips);
}

void game_chips_due(struct game *g, struct game_action *a)
{
	if (!in_chips(g))
		return;
	if (a->kind == GAME_ACT_PAY && a->amount > 0)
		compose(g, NULL, a);
	else if (a->kind == GAME_ACT_CHANGE && g->n_changes > 0)
		compose(g, &g->change_in[g->change_head], a);
}

enum chips_fault game_chips_fault(const struct game *g,
				  const struct game_action *given)
{
	const struct chip_set *s = &g->rules->chips;
	const struct chip_count *f = &g->chips_float;
	const struct game_action *e = &g->next;
	enum chips_fault fault = CHIPS_FAULT_NONE;

	if (!in_chips(g) || given->kind != e->kind)
		return CHIPS_FAULT_NONE;
	if (e->kind == GAME_ACT_PAY && e->amount > 0)
		fault = chips_check(s, f, e->amount, 0, &given->chips, NULL);
	else if (e->kind == GAME_ACT_CHANGE && g->n_changes > 0)
		fault = chips_check_change(s, f, &g->change_in[g->change_head],
					   e->stake, &given->chips, NULL);
	/* Chips due from the Cofre (a float short even when made up
	 * again): only those will do. */
	if (fault == CHIPS_FAULT_FLOAT &&
	    chips_equal(s, &e->chips, &given->chips))
		return CHIPS_FAULT_NONE;
	return fault;
}

/* The float loses what it gives; never below nothing (chips from the
 * Cofre). */
static void take(struct game *g, const struct chip_count *c)
{
	const struct chip_set *s = &g->rules->chips;

	for (int i = 0; i < s->n; i++) {
		g->chips_float.n[i] -= c->n[i];
		if (g->chips_float.n[i] < 0)
			g->chips_float.n[i] = 0;
	}
}

void game_chips_applied(struct game *g, const struct game_action *a)
{
	const struct chip_set *s = &g->rules->chips;

	if (!in_chips(g))
		return;
	switch (a->kind) {
	case GAME_ACT_PAY:
		take(g, &a->chips);
		break;
	case GAME_ACT_COLLECT:
		/* 8.4.2.6.12: into the arrastre, not the carreteles. */
		g->arrastre += a->amount;
		break;
	case GAME_ACT_CHANGE:
		if (g->n_changes == 0)
			break;
		take(g, &a->chips);
		/* 8.4.2.7.3: the chips changed go into the carreteles. */
		chips_put(s, &g->chips_float, &g->change_in[g->change_head]);
		g->change_head = (g->change_head + 1) % GAME_CHANGES_MAX;
		g->n_changes--;
		break;
	default:
		break;
	}
}
