/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game_coup.c: the bets, who turns Punto's cards, and the coup's steps
 * with the cards dealt from the game's shoe.
 *
 * The coup machine (coup.h) is given its holder when "¡No va más!" closes
 * the bets: who turns Punto's cards depends on them alone (holder.h).
 * The croupier hands them over once the four cards are out (7.6.5,
 * 8.4.2.3.3; LNSE-MIDI 8.4), after any refusal (7.9.3.4-5). */
#include "config.h"

#include "engine/game.h"

#include <string.h>

#include "engine/game_impl.h"
#include "engine/tableau.h"

/* A standing punter's place (game.h): behind seat (seats - k), row by row. */
static void standing_place(const struct game *g, int player, int *seat,
			   int *row)
{
	int k = table_standing_rank(&g->table, player);
	int seats = g->table.seats;

	if (k < 0)
		k = 0;
	*seat = seats - k % seats;
	*row = k / seats;
}

static bool refuses(const struct game *g, int player)
{
	for (int i = 0; i < g->n_refusing; i++)
		if (g->refusing[i] == player)
			return true;
	return false;
}

/* The bets as holder.h sees them. */
static size_t holder_bets(const struct game_bet *bets, int n,
			  const bool *passed, struct holder_bet *out)
{
	for (int i = 0; i < n; i++) {
		const struct game_bet *b = &bets[i];

		memset(&out[i], 0, sizeof out[i]);
		out[i].refuses = passed[i];
		out[i].seat = b->place == PLACE_SEAT ? b->seat : HOLDER_STANDING;
		if (b->chance == BET_ON_PUNTO && b->kind == BET_MARCANDO)
			out[i].punto_marcando = b->amount;
		else if (b->chance == BET_ON_PUNTO)
			out[i].punto = b->amount;
		else if (b->chance == BET_ON_BANCA)
			out[i].banca = b->amount;
	}
	return (size_t)n;
}

/* 7.9.4.2: "En el caso que un Apostador jugare en ambas chances, perderá
 * el derecho de descubrir los naipes ... En ese caso colocará su apuesta
 * en el sector del tapete destinado a las apuestas de pie": a seated
 * player's Punto bet, when he also bets Banca, lies with the standing
 * bets and is paid with them, after the seats (8.4.2.6.8).  Not where the
 * profile names no such exclusion (LNSE-MIDI 8.4), nor where it only takes
 * the right (TRAD 47: lost_right_to_standing false). */
static void both_chances_stand(struct game *g, struct game_bet *bets,
			       bool queue)
{
	struct game_action a;

	if (!g->rules->both_chances_excluded ||
	    !g->rules->lost_right_to_standing)
		return;
	for (int i = 0; i < g->n_bets; i++) {
		struct game_bet *b = &bets[i];
		bool banca = false;

		if (b->chance != BET_ON_PUNTO || b->kind != BET_SEAT ||
		    b->place != PLACE_SEAT)
			continue;
		for (int k = 0; k < g->n_bets; k++)
			banca = banca || (bets[k].player == b->player &&
					  bets[k].chance == BET_ON_BANCA);
		if (!banca)
			continue;
		b->place = PLACE_STANDING;
		b->kind = BET_STANDING;
		if (!queue)
			continue;
		game_action_init(g, &a, GAME_ACT_REFUSED, RULE_BOTH_CHANCES);
		game_cite(g, &a, RULE_BOTH_CHANCES, "IPLyC 7.9.4.2");
		a.seat = b->seat;
		a.player = b->player;
		a.amount = b->amount;
		a.chance = b->chance;
		a.place = PLACE_STANDING;
		game_queue(g, &a);
	}
}

/* Who turns Punto's cards, after the refusals (7.9.3.4-5): each refuser
 * chosen in turn puts his Punto bet in the standing area (or, with
 * lost_right_to_standing false, TRAD 46, keeps it in his seat and only
 * the right passes) and the next largest is asked.  With queue, the refusals and the handing over are
 * queued and the bets moved; without, nothing changes. */
static int resolve_holder(struct game *g, bool queue)
{
	struct game_bet bets[GAME_BETS_MAX];
	struct holder_bet hb[GAME_BETS_MAX];
	struct holder_table ht;
	struct holder_result res = { HOLDER_CROUPIER, RULE_NO_FIVE };
	struct game_action a;
	bool passed[GAME_BETS_MAX] = { false };
	bool refused = false;

	memcpy(bets, g->bets, sizeof bets);
	both_chances_stand(g, bets, queue);
	ht.seats = g->table.seats;
	sabot_holder_seats(&g->sabot, &ht.sabot_seat, &ht.suite_seat);
	ht.croupier_banks = sabot_croupier_deals(&g->sabot);
	if (ht.sabot_seat < 1)
		ht.sabot_seat = 1;
	for (int guard = 0; guard <= g->n_bets; guard++) {
		size_t n = holder_bets(bets, g->n_bets, passed, hb);
		int player;

		if (holder_find(g->rules, &ht, hb, n, &res) != STATUS_OK) {
			res.seat = HOLDER_CROUPIER;
			res.rule = RULE_NO_FIVE;
			break;
		}
		player = table_player(&g->table, res.seat);
		if (res.seat == HOLDER_CROUPIER || !refuses(g, player))
			break;
		refused = true;
		for (int i = 0; i < g->n_bets; i++) {
			struct game_bet *b = &bets[i];

			if (b->player != player || b->chance != BET_ON_PUNTO)
				continue;
			if (!g->rules->lost_right_to_standing) {
				/* TRAD 46: only the right passes. */
				passed[i] = true;
				continue;
			}
			b->place = PLACE_STANDING;
			if (b->kind == BET_SEAT)
				b->kind = BET_STANDING;
			if (queue) {
				game_action_init(g, &a, GAME_ACT_REFUSED,
						 RULE_PUNTO_CARDS_REFUSED);
				a.seat = res.seat;
				a.player = player;
				a.amount = b->amount;
				a.chance = b->chance;
				a.place = PLACE_STANDING;
				game_queue(g, &a);
			}
		}
	}
	if (!queue)
		return res.seat;
	memcpy(g->bets, bets, sizeof bets);
	if (res.seat == HOLDER_CROUPIER) {
		/* 7.6.4; 8.4.2.3.3: "será el Pagador el encargado de
		 * descubrirlos con la pala, en el centro del paño". */
		game_action_init(g, &a, GAME_ACT_CROUPIER_TURNS, RULE_NO_FIVE);
	} else {
		game_action_init(g, &a, GAME_ACT_HOLDER,
				 refused ? RULE_PUNTO_CARDS_REFUSED : res.rule);
		if (refused)
			game_cite(g, &a, RULE_PUNTO_CARDS_REFUSED, "IPLyC 7.9.3.5");
		a.seat = res.seat;
		a.player = table_player(&g->table, res.seat);
	}
	game_queue(g, &a);
	g->holder_done = true;
	g->holder_seat = res.seat;
	return res.seat;
}

/* The steps of the five stage (7.6.4, 8.4.2.4.1), after which Banca
 * turns his cards (7.6.5). */
static bool five_stage(enum coup_action a)
{
	return a == COUP_ASK_VOLUNTAD || a == COUP_RATIFY_PIDE ||
	       a == COUP_RATIFY_PLANTA || a == COUP_CALL_NO_FIVE;
}

static void reach(struct game *g, enum game_moment m)
{
	if (g->reached < m)
		g->reached = m;
}

bool game_coup_next(struct game *g)
{
	struct coup_step step;
	enum status st;
	int dealt = g->coup.n_punto + g->coup.n_banca;

	if (game_anomaly_fire(g))
		return true;
	st = coup_expected(&g->coup, &step);
	if (step.action == COUP_DONE) {
		g->result = step.winner;
		g->phase = GAME_PHASE_PAY;
		reach(g, GAME_AT_PAYMENT);
		return false;
	}
	if (dealt == 4 && !g->holder_done && !g->coup.out_of_cards) {
		resolve_holder(g, true);
		return false;
	}
	/* The cards handed over and not turned yet: the moment a wrong
	 * holder is "advertido de inmediato" (7.7.4.3.1); then turned. */
	if (g->reached == GAME_AT_HOLDER) {
		reach(g, GAME_AT_TURN_PUNTO);
		return false;
	}
	if (g->coup.five_settled && g->reached < GAME_AT_VOLUNTAD) {
		reach(g, GAME_AT_VOLUNTAD);
		return false;
	}
	if (dealt >= 4 && !five_stage(step.action) &&
	    g->reached < GAME_AT_TURN_BANCA) {
		reach(g, GAME_AT_TURN_BANCA);
		return false;
	}
	if (st == STATUS_NEED_FIVE_DECISION)
		return game_ask(g, GAME_Q_FIVE,
				table_player(&g->table, g->holder_seat),
				g->holder_seat);
	/* An anomaly at the n-th card comes where that card would be drawn,
	 * even when the rules draw no card there: a card wrongly asked for
	 * (7.7.4.1-2) is one the coup does not take.  A joker or foreign
	 * back due there is planted in the shoe first, and comes out below
	 * as any other would. */
	if (coup_action_takes_card(step.action))
		game_anomaly_plant(g, dealt + 1);
	if ((coup_action_takes_card(step.action) ||
	     (dealt >= 4 && !five_stage(step.action))) &&
	    game_anomaly_fire_card(g, dealt + 1, step.action))
		return true;
	if (coup_action_takes_card(step.action)) {
		card_t c;

		if (shoe_peek(&g->shoe, 0, &c) != STATUS_OK) {
			/* 7.7.4.5: the cards ran out, the pase is void. */
			coup_no_more_cards(&g->coup);
			return false;
		}
		if (!card_is_regular(c)) {
			/* A joker or a foreign back is an anomaly by itself
			 * (7.7.7.1): rule on it before it is dealt. */
			struct game_anomaly an = {
				.kind = card_is_joker(c) ? ANOMALY_JOKER
							 : ANOMALY_FOREIGN_BACK,
				.moment = GAME_AT_CARD,
				.card = dealt + 1,
				.dissent = DISSENT_NOBODY,
			};

			if (g->n_pending == GAME_ANOMALIES_MAX)
				g->n_pending--;
			g->pending[g->n_pending++] = an;
			return game_anomaly_fire_card(g, dealt + 1,
						      step.action);
		}
		step.card = c;
	}
	game_action_init(g, &g->next, GAME_ACT_COUP, step.rule);
	g->next.step = step.action;
	g->next.card = step.card;
	g->next.punto_total = step.punto_total;
	g->next.banca_total = step.banca_total;
	g->next.winner = step.winner;
	if (step.action == COUP_ASK_VOLUNTAD || step.action == COUP_RATIFY_PIDE ||
	    step.action == COUP_RATIFY_PLANTA) {
		g->next.seat = g->holder_seat;
		g->next.player = table_player(&g->table, g->holder_seat);
	}
	return true;
}

/* "¡No va más!": the bets are closed, so the holder is known. */
static void close_bets(struct game *g, const struct coup_step *s)
{
	int seat = resolve_holder(g, false);

	coup_init(&g->coup, g->rules, seat == HOLDER_CROUPIER
					      ? COUP_HOLDER_CROUPIER
					      : COUP_HOLDER_PLAYER);
	coup_apply(&g->coup, s);
	g->phase = GAME_PHASE_COUP;
	reach(g, GAME_AT_CARD);
}

void game_coup_restart(struct game *g)
{
	struct coup_step s;
	bool closed = g->coup.no_va_mas;
	enum coup_holder h = g->coup.holder;

	coup_init(&g->coup, g->rules, h);
	if (closed) {
		coup_expected(&g->coup, &s);
		coup_apply(&g->coup, &s);
	}
	g->holder_done = false;
	g->holder_seat = 0;
	g->reached = closed ? GAME_AT_CARD : GAME_AT_BEFORE_NO_VA_MAS;
}

void game_coup_applied(struct game *g, const struct game_action *a)
{
	struct coup_step s;

	switch (a->kind) {
	case GAME_ACT_PLACE_BETS:
		coup_init(&g->coup, g->rules, COUP_HOLDER_PLAYER);
		g->phase = GAME_PHASE_BETS;
		g->reached = GAME_AT_BEFORE_NO_VA_MAS;
		g->rulings = 0;
		g->n_refusing = 0;
		g->holder_done = false;
		g->holder_seat = 0;
		g->result = COUP_WINNER_NONE;
		break;
	case GAME_ACT_COUP:
		coup_expected(&g->coup, &s);
		if (s.action == COUP_CALL_NO_VA_MAS) {
			close_bets(g, &s);
			break;
		}
		if (coup_action_takes_card(s.action)) {
			shoe_deal(&g->shoe, &s.card);
		}
		coup_apply(&g->coup, &s);
		break;
	case GAME_ACT_HOLDER:
		reach(g, GAME_AT_HOLDER);
		break;
	case GAME_ACT_CROUPIER_TURNS:
		reach(g, GAME_AT_TURN_PUNTO);
		break;
	default:
		break;
	}
}

enum status game_withdraw_bet(struct game *g, int player, enum bet_chance on,
			      int64_t amount, bool marcando)
{
	struct game_action a;
	struct game_bet *b = NULL;

	if (g->phase != GAME_PHASE_BETS || !g->play_on)
		return STATUS_NOT_ALLOWED;
	if (amount <= 0)
		return STATUS_BAD_AMOUNT;
	for (int i = 0; i < g->n_bets && b == NULL; i++)
		if (g->bets[i].player == player && g->bets[i].chance == on &&
		    (g->bets[i].kind == BET_MARCANDO) == marcando)
			b = &g->bets[i];
	if (b == NULL)
		return STATUS_BAD_ARGUMENT;
	if (amount > b->amount)
		return STATUS_BAD_AMOUNT;
	if (!(b->place == PLACE_SEAT && on == BET_ON_PUNTO)) {
		game_action_init(g, &a, GAME_ACT_RETURN_BET,
				 RULE_LAST_PASE_ANCAR);
		game_cite(g, &a, RULE_LAST_PASE_ANCAR, "IPLyC 7.12.1");
		a.player = player;
		a.seat = b->seat;
		a.amount = amount;
		a.chance = on;
		a.place = b->place;
		/* 8.4.2.2.3: a standing player withdrawing part of his bet
		 * "al ser entregada ésta, el Pagador deberá comunicarle el
		 * importe restante en juego". */
		if (b->place == PLACE_STANDING && amount < b->amount) {
			a.stake = b->amount - amount;
			game_cite(g, &a, RULE_LAST_PASE_ANCAR,
				  "IPLyC 8.4.2.2.3");
		}
		game_queue(g, &a);
	}
	b->amount -= amount;
	if (b->amount == 0) {
		int i = (int)(b - g->bets);

		for (int k = i + 1; k < g->n_bets; k++)
			g->bets[k - 1] = g->bets[k];
		g->n_bets--;
	}
	game_advance(g);
	return STATUS_OK;
}

enum status game_forget_bet(struct game *g, int player, enum bet_chance on)
{
	bool found = false;

	if (g->phase != GAME_PHASE_BETS)
		return STATUS_NOT_ALLOWED;
	for (int i = 0; i < g->n_bets; i++)
		if (g->bets[i].player == player && g->bets[i].chance == on) {
			g->bets[i].unclaimed = true;
			found = true;
		}
	return found ? STATUS_OK : STATUS_BAD_ARGUMENT;
}

enum status game_refuse_cards(struct game *g, int player)
{
	if (g->phase != GAME_PHASE_BETS)
		return STATUS_NOT_ALLOWED;
	if (table_seat_of(&g->table, player) == 0 &&
	    table_standing_rank(&g->table, player) < 0)
		return STATUS_BAD_ARGUMENT;
	if (refuses(g, player))
		return STATUS_OK;
	if (g->n_refusing >= GAME_BETS_MAX)
		return STATUS_BAD_ARGUMENT;
	g->refusing[g->n_refusing++] = player;
	return STATUS_OK;
}

static int64_t cap(int64_t v, int64_t max)
{
	return v > max ? max : v;
}

enum status game_place_bet(struct game *g, int player, enum bet_chance on,
			   int64_t amount, bool marcando, enum rule_id *rule)
{
	const struct rules *r = g->rules;
	struct person_bets p = { 0 };
	struct game_bet nb;
	int seat = table_seat_of(&g->table, player);
	int64_t tie_cap = r->table_max * r->tie_cap_pct / 100;
	enum status st;

	if (rule != NULL)
		*rule = RULE__COUNT;
	if (g->phase != GAME_PHASE_BETS)
		return STATUS_NOT_ALLOWED;
	if (amount <= 0)
		return STATUS_BAD_AMOUNT;
	if (seat == 0 && table_standing_rank(&g->table, player) < 0)
		return STATUS_BAD_ARGUMENT;
	if ((unsigned)on > BET_ON_TIE)
		return STATUS_BAD_ARGUMENT;
	/* 7.14.1: nobody bets from a reserved seat while its player is
	 * away. */
	if (table_reserved(&g->table, seat)) {
		if (rule != NULL)
			*rule = RULE_RESERVED;
		return STATUS_NOT_ALLOWED;
	}
	if (on == BET_ON_TIE && !r->tie_bet) {
		if (rule != NULL)
			*rule = RULE_TIE_BET;
		return STATUS_NOT_ALLOWED;
	}
	if (marcando && (on != BET_ON_PUNTO || r->marcando_pct <= 0)) {
		if (rule != NULL)
			*rule = RULE_MARCANDO;
		return STATUS_NOT_ALLOWED;
	}
	/* The banker's bank is the Banca chance itself (7.3.3): he may play a
	 * second maximum in his box (7.8.1.6), not against himself. */
	if (game_player_banks(g) && on == BET_ON_PUNTO &&
	    player == sabot_banker(&g->sabot)) {
		if (rule != NULL)
			*rule = RULE_ONE_MAXIMUM;
		return STATUS_NOT_ALLOWED;
	}
	/* H8-2021: the lone seated player "deberá salir con el Sabot si
	 * apuesta a banca": while the croupier deals for him he may not. */
	if (game_player_banks(g) && on == BET_ON_BANCA && seat != 0 &&
	    sabot_croupier_deals(&g->sabot)) {
		if (rule != NULL)
			*rule = RULE_ROTATION;
		return STATUS_NOT_ALLOWED;
	}
	for (int i = 0; i < g->n_bets; i++) {
		const struct game_bet *b = &g->bets[i];

		if (b->player != player)
			continue;
		if (b->chance == BET_ON_BANCA)
			p.banca += b->amount;
		else if (b->chance == BET_ON_PUNTO)
			p.punto += b->amount;
		else
			p.tie += b->amount;
	}
	if (on == BET_ON_BANCA)
		p.banca += amount;
	else if (on == BET_ON_PUNTO)
		p.punto += amount;
	else
		p.tie += amount;
	/* Each chance over the maximum is accepted, its excess handed back at
	 * the payment (7.8.1.12); checked at the maximum, what remains is
	 * the person's limit (7.8.1.6), the minimum and the both-chances
	 * rule. */
	p.banca = cap(p.banca, r->table_max);
	p.punto = cap(p.punto, r->table_max);
	p.tie = cap(p.tie, tie_cap);
	st = payout_check_bets(r, &p, r->table_min, r->table_max, rule);
	if (st != STATUS_OK)
		return st;

	memset(&nb, 0, sizeof nb);
	nb.player = player;
	nb.chance = on;
	nb.amount = amount;
	if (seat != 0) {
		nb.place = PLACE_SEAT;
		nb.seat = seat;
		nb.kind = BET_SEAT;
	} else {
		nb.place = PLACE_STANDING;
		standing_place(g, player, &nb.seat, &nb.row);
		nb.kind = BET_STANDING;
	}
	if (marcando)
		nb.kind = BET_MARCANDO;
	for (int i = 0; i < g->n_bets; i++) {
		struct game_bet *b = &g->bets[i];

		if (b->player == player && b->chance == on &&
		    b->kind == nb.kind && b->place == nb.place) {
			b->amount += amount;
			return STATUS_OK;
		}
	}
	if (g->n_bets >= GAME_BETS_MAX)
		return STATUS_BAD_ARGUMENT;
	g->bets[g->n_bets++] = nb;
	return STATUS_OK;
}

enum status game_answer_five(struct game *g, int player,
			     enum five_decision five)
{
	enum status st;

	if (!game_waits_for(g, GAME_Q_FIVE))
		return g->next.kind == GAME_ACT_WAIT ? STATUS_WRONG_ACTION
						     : STATUS_NOT_ALLOWED;
	if (player != g->next.player)
		return STATUS_NOT_ALLOWED;
	st = coup_set_five(&g->coup, five);
	if (st != STATUS_OK)
		return st;
	game_advance(g);
	return STATUS_OK;
}
