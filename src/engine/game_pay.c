/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game_pay.c: the payments of a decided pase, and the end of the pase and
 * of the shoe.
 *
 * Every bet is settled by payout_compute() and the croupier's movements
 * come in the order of payorder_build(): excesses first, then the losing
 * bets taken in, then the winners paid (IPLyC 8.4.2.6, 8.4.2.2.9).  The
 * table changes (bets taken away, the bank's new amount) when the last
 * payment has been made.  Then the sabot moves (sabot_after_pase), the
 * safety card may announce the last pase (7.5.10), and the shoe may end
 * (7.13.1; LNSE-MIDI 8.1, 9.6).  The bets standing are handed back in
 * game_returns.c. */
#include "config.h"

#include "engine/game.h"

#include <string.h>

#include "engine/forgotten.h"
#include "engine/game_impl.h"

static enum payout_winner payout_winner_of(enum coup_winner w)
{
	switch (w) {
	case COUP_WINNER_PUNTO:
		return PAYOUT_PUNTO;
	case COUP_WINNER_BANCA:
		return PAYOUT_BANCA;
	default:
		return PAYOUT_ANCAR;
	}
}

static bool decided(const struct game *g)
{
	return !g->pase_burnt && (g->result == COUP_WINNER_PUNTO ||
				  g->result == COUP_WINNER_BANCA ||
				  g->result == COUP_WINNER_ANCAR);
}

bool game_bank_in_play(const struct game *g)
{
	return game_player_banks(g) && g->bank > 0 &&
	       g->bank_owner == sabot_banker(&g->sabot) && g->bank_owner != 0;
}

static void queue_step(struct game *g, const struct payorder_step *s,
		       const struct payorder_bet *pb)
{
	struct game_action a;
	enum game_act kind = s->action == PAYORDER_RETURN_EXCESS
				     ? GAME_ACT_RETURN_EXCESS
			     : s->action == PAYORDER_COLLECT ? GAME_ACT_COLLECT
							     : GAME_ACT_PAY;
	size_t i = s->index;

	game_action_init(g, &a, kind, s->rule);
	a.amount = s->amount;
	a.place = pb->place;
	if (i == (size_t)g->n_bets) {
		a.player = g->bank_owner;
		a.seat = sabot_seat(&g->sabot);
		a.chance = BET_ON_BANCA;
		/* The bet announced is the bank that played: its own excess
		 * over the maximum (7.8.1.12) is not, what the win takes over
		 * the maximum (bank_growth_excess) still is. */
		a.stake = g->bank - g->settle[i].returned;
		if (kind == GAME_ACT_RETURN_EXCESS &&
		    g->settle[i].returned < pb->result.returned)
			game_cite(g, &a, RULE_ONE_MAXIMUM, "IPLyC 8.4.2.2.9");
	} else {
		const struct game_bet *b = &g->bets[i];

		a.player = b->player;
		a.seat = b->seat;
		a.chance = b->chance;
		a.stake = b->amount - pb->result.returned;
	}
	if (kind == GAME_ACT_RETURN_EXCESS)
		a.stake = 0;
	/* Handed back after the payments, "en el mismo orden en que fueron
	 * pagados" (8.4.2.2.9; excesses_after_payments). */
	if (kind == GAME_ACT_RETURN_EXCESS &&
	    g->rules->excesses_after_payments)
		game_cite(g, &a, a.rule, "IPLyC 8.4.2.2.9");
	game_queue(g, &a);
}

/* 7.8.1.6: the banker plays at most one maximum in Banca, so a win that
 * takes the bank over it hands the excess back at once ("¡Su
 * excedente!", the first of the excesses: 8.4.2.2.9), and the bank
 * announced, the mitad, the suite and its 5% (7.11.3.1, 7.11.11) are
 * reckoned on one maximum at most.  The bank's win over the maximum. */
static int64_t bank_growth_excess(const struct game *g, const struct payout *p)
{
	int64_t after = g->bank - p->returned + p->pay;

	if (g->result != COUP_WINNER_BANCA || after <= g->rules->table_max)
		return 0;
	return after - g->rules->table_max;
}

static void build_payments(struct game *g)
{
	const struct rules *r = g->rules;
	struct payorder_bet pb[GAME_BETS_MAX + 1];
	struct payorder_step steps[PAYORDER_MAX_STEPS(GAME_BETS_MAX + 1)];
	struct payout_request req;
	size_t n = 0, count = 0;

	g->pay_built = true;
	g->bank_settled_in = false;
	if (!decided(g))
		return;
	memset(&req, 0, sizeof req);
	req.winner = payout_winner_of(g->result);
	req.banca_total = coup_banca_total(&g->coup);
	req.table_max = r->table_max;
	for (int i = 0; i < g->n_bets; i++) {
		const struct game_bet *b = &g->bets[i];

		req.bet.chance = b->chance;
		req.bet.kind = b->kind;
		req.bet.amount = b->amount;
		if (payout_compute(r, &req, &g->settle[i]) != STATUS_OK)
			memset(&g->settle[i], 0, sizeof g->settle[i]);
		pb[n].place = b->place;
		pb[n].seat = b->seat;
		pb[n].row = b->row;
		pb[n].result = g->settle[i];
		n++;
	}
	if (game_bank_in_play(g)) {
		req.bet.chance = BET_ON_BANCA;
		req.bet.kind = BET_BANK;
		req.bet.amount = g->bank;
		req.bank = g->bank_state;
		if (payout_compute(r, &req, &g->settle[n]) == STATUS_OK) {
			pb[n].place = PLACE_BANK;
			pb[n].seat = sabot_seat(&g->sabot);
			pb[n].row = 0;
			pb[n].result = g->settle[n];
			pb[n].result.returned +=
				bank_growth_excess(g, &g->settle[n]);
			n++;
			g->bank_settled_in = true;
		}
	}
	if (payorder_build(r, req.winner, pb, n, steps,
			   sizeof steps / sizeof steps[0], &count) != STATUS_OK)
		return;
	for (size_t k = 0; k < count; k++)
		queue_step(g, &steps[k], &pb[steps[k].index]);
}

/* 8.4.2.8: an unclaimed winning bet, paid, rides again (true), or is
 * withdrawn into custody with the Inspector's authorisation (queued). */
static bool forgotten_rides(struct game *g, struct game_bet *b,
			    const struct payout *p)
{
	struct forgotten_ruling fr;
	struct game_action a;

	if (!b->unclaimed || p->pay <= 0)
		return false;
	fr = forgotten_rule(b->times + 1, b->amount - p->returned, p->pay,
			    g->rules->table_max);
	if (fr.action == FORGOTTEN_PAY_AND_LEAVE) {
		b->amount = fr.left;
		b->times++;
		return true;
	}
	game_action_init(g, &a, GAME_ACT_RETURN_BET, RULE_FORGOTTEN);
	game_cite(g, &a, RULE_FORGOTTEN, fr.article);
	a.player = b->player;
	a.seat = b->seat;
	a.amount = fr.withdrawn;
	a.chance = b->chance;
	a.place = b->place;
	game_queue(g, &a);
	return false;
}

/* The payments are made: only the bets that stand stay on the table, and
 * the forgotten winners that ride again (8.4.2.8). */
static void settle(struct game *g)
{
	int kept = 0;

	if (!decided(g))
		return;
	for (int i = 0; i < g->n_bets; i++)
		if (g->settle[i].stands ||
		    forgotten_rides(g, &g->bets[i], &g->settle[i]))
			g->bets[kept++] = g->bets[i];
	g->n_bets = kept;
}

static void settle_bank(struct game *g, const struct payout *p)
{
	const struct rules *r = g->rules;

	switch (g->result) {
	case COUP_WINNER_BANCA:
		/* Paid into the "B" box (8.4.2.6.6); the excess handed back
		 * first (8.4.2.2.9). */
		g->bank = g->bank - p->returned + p->pay -
			  bank_growth_excess(g, p);
		g->last_paid_in_full = p->percent >= 100;
		g->last_win = p->pay;
		g->last_win_discounted = p->percent < 100;
		bank_state_record_banca_win(&g->bank_state, r);
		break;
	case COUP_WINNER_ANCAR:
		bank_state_record_ancar(&g->bank_state, r);
		/* 7.11.11: the 5% applies to a suite given "antes de tirarse
		 * el pase siguiente"; an ancar is a pase thrown. */
		if (!r->suite_discount_after_ancar)
			g->last_paid_in_full = false;
		break;
	case COUP_WINNER_PUNTO:
	default:
		g->bank = 0;
		g->mitad_out = 0;
		g->last_paid_in_full = false;
		g->last_win_discounted = false;
		break;
	}
}

bool game_pay_next(struct game *g)
{
	if (game_anomaly_fire(g))
		return true;
	if (!g->pay_built) {
		build_payments(g);
		return false;
	}
	if (g->bank_settled_in) {
		struct payout bank = g->settle[g->n_bets];

		settle(g);
		settle_bank(g, &bank);
	} else {
		settle(g);
	}
	if (decided(g))
		g->bank_pases++;
	g->phase = GAME_PHASE_END_PASE;
	if (g->reached < GAME_AT_END)
		g->reached = GAME_AT_END;
	return false;
}

static bool shoe_ends(const struct game *g)
{
	const struct rules *r = g->rules;
	bool void_pase = g->result == COUP_WINNER_VOID && !g->pase_burnt;

	if (g->end_shoe || void_pase || shoe_cards_left(&g->shoe) == 0)
		return true;
	/* 7.12: an ancar on the last pase is played on until decided. */
	if (g->last_pase)
		return !(g->result == COUP_WINNER_ANCAR && g->play_on);
	/* LNSE-MIDI 8.1: the stop card ends the game after the coup under
	 * way. */
	return !r->safety_announces_last && shoe_safety_reached(&g->shoe);
}

static void close_pase(struct game *g)
{
	const struct rules *r = g->rules;
	const struct table *t = &g->table;
	enum coup_winner w = g->pase_burnt ? COUP_WINNER_VOID : g->result;
	struct sabot_move mv;
	struct game_action a;
	bool moved = false;

	if (w == COUP_WINNER_NONE)
		w = COUP_WINNER_VOID;
	/* Play stopped by the lighting (8.11.2-3): the sabot stays where
	 * the ruling put it, and no shoe or pase follows. */
	if (g->stopped) {
		if (g->stop_returns)
			game_queue_stop_returns(g);
		return;
	}
	memset(&mv, 0, sizeof mv);
	/* LNSE-MIDI 9.5: after the supervisor's pase "el Sabot se entregado
	 * al jugador que este sentado a su derecha", whoever won; sabot.h
	 * moves it right only when a suerte ends, as a Punto win ends it. */
	if (sabot_phase(&g->sabot) == SABOT_PLAY &&
	    sabot_after_pase(&g->sabot, r, t,
			     g->sabot_right && w != COUP_WINNER_VOID
				     ? COUP_WINNER_PUNTO : w,
			     &mv) == STATUS_OK)
		moved = mv.moved;
	if (moved && g->sabot_right)
		mv.rule = RULE_CANNOT_FINISH;
	/* 7.7.5.1.2: the supervisor's pase won by Banca gives the suite. */
	if (g->suite_if_banca && w == COUP_WINNER_BANCA && game_bank_in_play(g)) {
		g->suite_discount = 0;
		sabot_give_suite(&g->sabot, r, g->bank, false, false);
	}
	if (g->relief_due)
		game_queue_relief(g, w);
	if (game_queue_day_end(g, w))
		return;
	if (shoe_ends(g)) {
		struct sabot_move nm;
		enum rule_id rule = RULE_NEW_SHOE;

		/* 7.14.4: the end of the shoe annuls the reservations. */
		table_end_reservations(&g->table);
		if (!g->end_shoe) {
			game_action_init(g, &a, GAME_ACT_END_OF_SHOE, RULE_CALLS);
			game_cite(g, &a, RULE_CALLS, "IPLyC 8.12");
			game_queue(g, &a);
		}
		/* After Banca the bank goes on into the new shoe with its
		 * banker (7.13.1.1); after an ancar or a void pase it is
		 * handed back with the other bets (8.4.2.2.10). */
		game_queue_returns(g, w == COUP_WINNER_ANCAR ||
				 w == COUP_WINNER_VOID);
		if (sabot_shoe_end(&g->sabot, r, t, &nm) == STATUS_OK)
			rule = nm.rule;
		game_action_init(g, &a, GAME_ACT_NEW_SHOE, rule);
		game_cite(g, &a, rule, rule == RULE_NEW_SHOE ? "IPLyC 7.13.1.1"
				       : rule == RULE_WRONG_BANKER
					       ? "IPLyC 7.10.2.1" : NULL);
		a.seat = sabot_seat(&g->sabot);
		a.player = table_player(t, a.seat);
		game_queue(g, &a);
		return;
	}
	if (moved) {
		game_action_init(g, &a, GAME_ACT_PASS_SABOT, mv.rule);
		/* 7.10.2.1: "el Sabot regresará posteriormente al asiento que
		 * corresponda". */
		if (mv.rule == RULE_WRONG_BANKER)
			game_cite(g, &a, RULE_WRONG_BANKER, "IPLyC 7.10.2.1");
		a.seat = mv.seat;
		a.player = table_player(t, mv.seat);
		a.call = SABOT_CALL_PASS_SABOT;
		game_queue(g, &a);
	}
	if (g->change_shoe) {
		game_action_init(g, &a, GAME_ACT_CHANGE_SHOE, RULE_FOREIGN_CARD);
		game_queue(g, &a);
	}
	if (r->safety_announces_last && !g->last_pase &&
	    shoe_safety_reached(&g->shoe)) {
		/* 7.5.10: the safety card announces the last pase. */
		game_action_init(g, &a, GAME_ACT_LAST_PASE, RULE_SAFETY_CARD);
		if (g->last_hour) {
			/* 8.4.2.10.6: "Último pase, esta mesa continúa". */
			a.count = 1;
			game_cite(g, &a, RULE_SAFETY_CARD, "IPLyC 8.4.2.10.6");
		}
		game_queue(g, &a);
	}
}

/* The pase is closed: what belonged to it is cleared for the next. */
static void pase_reset(struct game *g)
{
	/* 7.12.1: played on "mediante otro u otros pases" until one is
	 * decided; then bets are no longer changed under it. */
	if (g->result == COUP_WINNER_PUNTO || g->result == COUP_WINNER_BANCA)
		g->play_on = false;
	g->missed += g->n_pending;
	g->n_pending = 0;
	g->n_refusing = 0;
	g->holder_done = false;
	g->holder_seat = 0;
	g->reached = GAME_AT_NONE;
	g->pase_burnt = false;
	g->pay_built = false;
	g->closing = false;
	g->banker_spoke = false;
	g->end_shoe = false;
	g->change_shoe = false;
	g->suite_if_banca = false;
	g->sabot_right = false;
	g->pases++;
	g->phase = g->day_over || g->stopped ? GAME_PHASE_OVER
					     : GAME_PHASE_SABOT;
	/* 8.11.2: the bets were handed back as play ceased. */
	if (g->stopped && g->stop_returns)
		g->n_bets = 0;
	/* The arrastre sorted into the carreteles (8.4.2.3.6), made up
	 * again for the next pase (8.4.2.1.1). */
	game_chips_reset(g);
	g->n_changes = 0;
}

bool game_end_pase_next(struct game *g)
{
	if (game_anomaly_fire(g))
		return true;
	if (!g->closing) {
		g->closing = true;
		close_pase(g);
		return false;
	}
	pase_reset(g);
	return false;
}

void game_pay_applied(struct game *g, const struct game_action *a)
{
	switch (a->kind) {
	case GAME_ACT_LAST_PASE:
		g->last_pase = true;
		break;
	case GAME_ACT_RETURN_BET:
		if (a->place == PLACE_BANK)
			g->bank = 0;
		break;
	case GAME_ACT_NEW_SHOE:
		/* The bets still standing were handed back (8.4.2.2.10). */
		g->n_bets = 0;
		game_new_shoe(g);
		g->shoe_prep = true;
		if (a->count == 1) {
			/* TRAD 7: burnt, and the bank auctioned again. */
			sabot_init(&g->sabot);
			g->remate_asked = false;
			memset(&g->remate_best, 0, sizeof g->remate_best);
			g->bank_offered = 0;
		}
		break;
	case GAME_ACT_CHANGE_SHOE:
		game_new_shoe(g);
		break;
	case GAME_ACT_RELIEF:
		g->relief_due = false;
		break;
	default:
		/* Payments: the table changes once all are made. */
		break;
	}
}
