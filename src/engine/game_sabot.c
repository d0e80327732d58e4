/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game_sabot.c: the sabot's duties before a pase, as sabot.h lists them,
 * and the players' answers about the sabot: the remate, the cut, the
 * bank, the free seat, the banker's word (suite, mitad, raise) and the
 * suite's takers.  Also the new shoe's preparation: the safety card
 * (7.5.10, 8.7.1.1.16) and the MIDI burn (LNSE-MIDI 8.2). */
#include "config.h"

#include "engine/game.h"

#include <string.h>

#include "engine/game_impl.h"
#include "engine/suite.h"

/* A call of the sabot's duty d, with its seat and player. */
static bool duty_next(struct game *g, enum game_act kind,
		      const struct sabot_duty *d)
{
	game_action_init(g, &g->next, kind, d->rule);
	g->next.seat = d->seat;
	g->next.player = d->player;
	g->next.call = d->call;
	return true;
}

/* After the cut of a new shoe: the safety card, then (MIDI) the burn. */
static void queue_shoe_prep(struct game *g)
{
	const struct rules *r = g->rules;
	struct game_action a;

	game_action_init(g, &a, GAME_ACT_SAFETY_CARD, RULE_SAFETY_CARD);
	if (g->shoe.safety_at == SHOE_NO_MARKER) {
		size_t left = shoe_cards_left(&g->shoe);
		int span = r->safety_max - r->safety_min + 1;

		a.count = r->safety_min +
			  (span > 1 ? (int)rng_below(&g->rng, (uint32_t)span) : 0);
		if ((size_t)a.count > left)
			a.count = (int)left;
	} else {
		a.count = (int)shoe_cards_below_safety(&g->shoe);
	}
	game_queue(g, &a);
	if (r->burn_first_card && shoe_cards_left(&g->shoe) > 0) {
		game_action_init(g, &a, GAME_ACT_BURN, RULE_BURN);
		shoe_peek(&g->shoe, 0, &a.card);
		a.count = card_burn_value(a.card);
		game_queue(g, &a);
	}
	g->shoe_prep = false;
}

/* The sabot is in PLAY: the bank asked for, the banker's word, then
 * "¡Hagan juego!". */
static bool play_next(struct game *g, const struct sabot_duty *d)
{
	int banker = sabot_banker(&g->sabot);

	if (game_player_banks(g) && banker != 0) {
		if (g->bank_owner != banker || g->bank <= 0 ||
		    g->ask_bank_again) {
			/* 8.4.2.1.2: "solicitará el importe correspondiente
			 * al apostador que sale con el Sabot". */
			game_action_init(g, &g->next, GAME_ACT_ASK_BANK, d->rule);
			g->next.seat = d->seat;
			g->next.player = banker;
			g->next.call = SABOT_CALL_YOUR_BANK;
			return true;
		}
		if (g->bank_pases > 0 && !g->banker_spoke)
			return game_ask(g, GAME_Q_BANKER, banker, d->seat);
	}
	game_action_init(g, &g->next, GAME_ACT_PLACE_BETS, RULE_CALLS);
	/* 8.4.2.1.2: the bank announced with "Hagan Juego". */
	game_cite(g, &g->next, RULE_CALLS, "IPLyC 8.4.2.1.2");
	g->next.seat = d->seat;
	g->next.player = banker;
	g->next.amount = game_player_banks(g) ? g->bank : 0;
	g->next.call = SABOT_CALL_PLACE_BETS;
	if (g->day_last) {
		/* 8.12: "¡HAGAN JUEGO PARA EL ÚLTIMO PASE!, Es la
		 * invitación a efectuar la última apuesta de la jornada". */
		g->next.count = 1;
		game_cite(g, &g->next, RULE_CALLS, "IPLyC 8.12");
	}
	return true;
}

bool game_sabot_next(struct game *g)
{
	const struct rules *r = g->rules;
	struct sabot_duty d;
	enum sabot_phase ph = sabot_phase(&g->sabot);

	if (g->shoe_prep && ph != SABOT_IDLE && ph != SABOT_CUT &&
	    ph != SABOT_WAIT) {
		queue_shoe_prep(g);
		return false;
	}
	if (sabot_expected(&g->sabot, r, &g->table, &d) != STATUS_OK)
		return duty_next(g, GAME_ACT_SABOT_WAIT, &d);
	switch (d.kind) {
	case SABOT_DUTY_REMATE:
		if (!g->remate_asked) {
			duty_next(g, GAME_ACT_REMATE, &d);
			if (g->resumed)
				game_cite(g, &g->next, RULE_REMATE,
					  "IPLyC 7.9.8.3");
			return true;
		}
		return game_ask(g, GAME_Q_REMATE, 0, 0);
	case SABOT_DUTY_ASK_BANK:
	case SABOT_DUTY_BANK_AGAIN:
		if (ph == SABOT_IDLE) {
			/* House-banked: the first dealer, the first occupied
			 * seat (sabot.h); he may pass the sabot later.
			 * Player-banked without a remate (H8-2021): that
			 * player is asked for his bank after the cut. */
			enum status st = game_player_banks(g)
				? sabot_start_asking(&g->sabot, r, &g->table,
						     d.seat)
				: sabot_start(&g->sabot, r, &g->table, d.seat);

			if (st != STATUS_OK)
				return duty_next(g, GAME_ACT_SABOT_WAIT, &d);
			return false;
		}
		duty_next(g, d.kind == SABOT_DUTY_BANK_AGAIN
				     ? GAME_ACT_BANK_AGAIN : GAME_ACT_ASK_BANK,
			  &d);
		if (d.rule == RULE_CUTTER)
			game_cite(g, &g->next, RULE_CUTTER, "IPLyC 7.9.5.3.1");
		return true;
	case SABOT_DUTY_ASK_CUT:
		return duty_next(g, GAME_ACT_ASK_CUT, &d);
	case SABOT_DUTY_SUPERVISOR_CUTS:
		return duty_next(g, GAME_ACT_SUPERVISOR_CUTS, &d);
	case SABOT_DUTY_OFFER_FREE_SEAT:
		duty_next(g, GAME_ACT_FREE_SEAT, &d);
		if (d.rule == RULE_RESERVED)
			game_cite(g, &g->next, RULE_RESERVED, "IPLyC 8.4.2.9.4");
		/* 7.9.2.7: a bank given up is offered for its amount. */
		g->next.amount = g->bank_offered;
		if (g->bank_offered > 0)
			game_cite(g, &g->next, RULE_FREE_SEAT, "IPLyC 7.9.2.7");
		return true;
	case SABOT_DUTY_OFFER_SUITE:
		duty_next(g, GAME_ACT_OFFER_SUITE, &d);
		g->next.amount = d.amount;
		g->next.count = d.depth;
		g->next.stake = d.discount ? g->suite_discount : 0;
		return true;
	case SABOT_DUTY_WAIT:
		if (r->given_up_burns_shoe && g->given_up) {
			/* TRAD 7: nobody takes the bank given up: the shoe
			 * is burnt and the bank auctioned again. */
			g->given_up = false;
			game_queue_burn_for_remate(g);
			return false;
		}
		duty_next(g, GAME_ACT_SABOT_WAIT, &d);
		if (d.rule == RULE_CUTTER)
			game_cite(g, &g->next, RULE_CUTTER, "IPLyC 7.9.5.3.2");
		return true;
	case SABOT_DUTY_DEAL:
	case SABOT_DUTY_CROUPIER_DEALS:
	default:
		return play_next(g, &d);
	}
}

void game_sabot_applied(struct game *g, const struct game_action *a)
{
	switch (a->kind) {
	case GAME_ACT_REMATE:
	case GAME_ACT_ASK_IMPROVE:
		g->remate_asked = true;
		g->wait = GAME_Q_REMATE;
		break;
	case GAME_ACT_ASK_CUT:
		g->wait = GAME_Q_CUT;
		g->wait_player = a->player;
		g->wait_seat = a->seat;
		break;
	case GAME_ACT_SUPERVISOR_CUTS:
		sabot_cut_done(&g->sabot, g->rules, &g->table);
		break;
	case GAME_ACT_ASK_BANK:
	case GAME_ACT_BANK_AGAIN:
		g->wait = GAME_Q_BANK;
		g->wait_player = a->player;
		g->wait_seat = a->seat;
		break;
	case GAME_ACT_FREE_SEAT:
		g->wait = GAME_Q_FREE_SEAT;
		g->wait_player = 0;
		g->wait_seat = a->seat;
		break;
	case GAME_ACT_OFFER_SUITE:
		g->wait = GAME_Q_SUITE;
		g->wait_player = 0;
		g->wait_seat = a->seat;
		break;
	case GAME_ACT_SAFETY_CARD:
		if (g->shoe.safety_at == SHOE_NO_MARKER)
			shoe_place_safety_card(&g->shoe, g->rules,
					       (size_t)a->count);
		g->safety_done = true;
		break;
	case GAME_ACT_BURN: {
		card_t turned;
		size_t burnt;

		if (shoe_burn(&g->shoe, &turned, &burnt) == STATUS_OK)
			g->discards += 1 + burnt;
		break;
	}
	case GAME_ACT_SABOT_WAIT:
		g->phase = GAME_PHASE_OVER;
		break;
	default:
		/* AWARD_BANK, PASS_SABOT, AWARD_SUITE, CEDE_SEAT, MITAD,
		 * MITAD_BACK, RAISE: the answer already did what they
		 * announce. */
		break;
	}
}

/* Answers clear the question and let the game go on. */
static enum status answered(struct game *g)
{
	g->wait = GAME_Q_NONE;
	g->wait_player = 0;
	g->wait_seat = 0;
	game_advance(g);
	return STATUS_OK;
}

static enum status check_question(const struct game *g, enum game_question q)
{
	if (game_waits_for(g, q))
		return STATUS_OK;
	return g->next.kind == GAME_ACT_WAIT ? STATUS_WRONG_ACTION
					     : STATUS_NOT_ALLOWED;
}

/* A new bank for player (7.9.2.8: within the table limits). */
static void new_bank(struct game *g, int player, int64_t amount)
{
	g->bank_owner = player;
	g->bank = amount;
	g->mitad_out = 0;
	g->given_up = false;
	bank_state_init(&g->bank_state, amount);
	g->bank_pases = 0;
	g->last_paid_in_full = false;
	g->last_win_discounted = false;
	g->ask_bank_again = false;
	g->banker_spoke = true;
}

static void queue_pass(struct game *g, const struct sabot_move *mv)
{
	struct game_action a;

	game_action_init(g, &a, GAME_ACT_PASS_SABOT, mv->rule);
	if (mv->rule == RULE_CUTTER)
		game_cite(g, &a, RULE_CUTTER,
			  sabot_phase(&g->sabot) == SABOT_WAIT
			  ? "IPLyC 7.9.5.3.2" : "IPLyC 7.9.5.3.1");
	a.seat = mv->seat;
	a.player = table_player(&g->table, mv->seat);
	a.call = SABOT_CALL_PASS_SABOT;
	game_queue(g, &a);
}

enum status game_answer_remate(struct game *g,
			       const struct remate_offer *offers, int n)
{
	struct remate_result res;
	struct game_action a;
	enum status st = check_question(g, GAME_Q_REMATE);

	if (st != STATUS_OK)
		return st;
	st = table_remate(&g->table, g->rules, offers, n, &g->remate_best,
			  &res);
	if (st != STATUS_OK)
		return st;
	switch (res.outcome) {
	case REMATE_AWARDED:
		st = sabot_start(&g->sabot, g->rules, &g->table, res.seat);
		if (st != STATUS_OK)
			return st;
		game_action_init(g, &a, GAME_ACT_AWARD_BANK, res.rule);
		game_cite(g, &a, res.rule, remate_why_article(res.why));
		a.seat = res.seat;
		a.player = table_player(&g->table, res.seat);
		a.amount = res.amount;
		a.call = SABOT_CALL_AWARDED;
		game_queue(g, &a);
		new_bank(g, a.player, res.amount);
		memset(&g->remate_best, 0, sizeof g->remate_best);
		/* 7.9.8.3: after the wait the shoe is played as it is. */
		g->shoe_prep = !g->resumed;
		g->resumed = false;
		break;
	case REMATE_ASK_IMPROVE:
		/* 8.7.1.1.13: the best announced, and the invitation, after
		 * every round that brought one. */
		game_action_init(g, &a, GAME_ACT_ASK_IMPROVE, res.rule);
		game_cite(g, &a, res.rule, remate_why_article(res.why));
		a.amount = res.amount;
		a.count = res.tied;
		if (res.tied == 1) {
			a.seat = res.seat;
			a.player = table_player(&g->table, res.seat);
		}
		a.call = SABOT_CALL_IMPROVE;
		remate_result_standing(&res, &g->remate_best);
		game_queue(g, &a);
		break;
	case REMATE_NO_OFFERS:
	default:
		/* Nobody banks: the sabot waits (7.9.8.2). */
		game_action_init(g, &a, GAME_ACT_SABOT_WAIT, RULE_SABOT_WAITS);
		a.call = SABOT_CALL_WAIT;
		game_queue(g, &a);
		break;
	}
	return answered(g);
}

enum status game_answer_cut(struct game *g, bool cuts)
{
	enum status st = check_question(g, GAME_Q_CUT);

	if (st != STATUS_OK)
		return st;
	st = cuts ? sabot_cut_done(&g->sabot, g->rules, &g->table)
		  : sabot_cut_refused(&g->sabot, &g->table);
	if (st != STATUS_OK)
		return st;
	return answered(g);
}

enum status game_answer_bank(struct game *g, int player, bool takes,
			     int64_t amount)
{
	const struct rules *r = g->rules;
	enum sabot_phase ph = sabot_phase(&g->sabot);
	enum status st = check_question(g, GAME_Q_BANK);

	if (st != STATUS_OK)
		return st;
	if (player != g->next.player)
		return STATUS_NOT_ALLOWED;
	/* 7.10.1.1: asked again for the bank he never put up, he starts
	 * afresh: the pases won without it are forgotten, and if he does not
	 * want to bank "se ofrecerá Asiento Libre Para Bancar". */
	if (ph == SABOT_PLAY && g->ask_bank_again)
		sabot_bank_not_up(&g->sabot);
	if (!takes) {
		st = sabot_decline(&g->sabot, r, &g->table);
		if (st != STATUS_OK)
			return st;
		if (g->bank_owner == player) {
			g->bank_owner = 0;
			g->bank = 0;
		}
		g->ask_bank_again = false;
		g->bank_offered = 0;
		return answered(g);
	}
	if (game_player_banks(g)) {
		if (amount < r->table_min)
			return STATUS_UNDER_MINIMUM;
		if (amount > r->table_max)
			return STATUS_OVER_MAXIMUM;
		/* 7.9.2.7: offered "por el mismo importe". */
		if (g->bank_offered > 0 && amount != g->bank_offered)
			return STATUS_BAD_AMOUNT;
	}
	g->bank_offered = 0;
	if (ph == SABOT_ASK) {
		st = sabot_take(&g->sabot, player);
		if (st != STATUS_OK)
			return st;
	}
	if (game_player_banks(g))
		new_bank(g, player, amount);
	return answered(g);
}

enum status game_answer_free_seat(struct game *g, const int *players, int n)
{
	struct sabot_move mv;
	enum status st = check_question(g, GAME_Q_FREE_SEAT);

	if (st != STATUS_OK)
		return st;
	st = sabot_free_seat(&g->sabot, g->rules, &g->table, players, n, &mv);
	if (st != STATUS_OK)
		return st;
	if (mv.moved) {
		/* 7.9.2.7: "En caso de no haber interesados, continuará el
		 * Sabot por derecha": the next banker states his own bank. */
		g->bank_offered = 0;
		queue_pass(g, &mv);
	}
	return answered(g);
}

int64_t game_bank_offered(const struct game *g)
{
	return g->bank_offered;
}

/* The croupier refuses a request the rules do not allow now. */
static void deny(struct game *g, enum game_act what, enum rule_id rule,
		 int64_t amount)
{
	struct game_action a;

	game_action_init(g, &a, GAME_ACT_DENY, rule);
	a.seat = sabot_seat(&g->sabot);
	a.player = g->bank_owner;
	a.amount = amount;
	a.denied = what;
	game_queue(g, &a);
}

enum status game_answer_banker(struct game *g,
			       const struct game_banker_word *w)
{
	const struct rules *r = g->rules;
	struct sabot_mitad m;
	struct game_action a;
	int64_t bank = g->bank, before = g->bank;
	bool mitad = false, raise = false;
	enum status st;

	if (!game_waits_for(g, GAME_Q_BANKER))
		return check_question(g, GAME_Q_BANKER);
	if (w->mitad < 0 || w->raise < 0)
		return STATUS_BAD_AMOUNT;
	if (w->give_up) {
		/* 7.9.2.7: "luego de varios ancares desistiere de la misma,
		 * ésta será ofrecida nuevamente": his bank is handed back and
		 * the seat offered (sabot_decline: only before his first
		 * win; after it he gives a suite). */
		st = sabot_decline(&g->sabot, r, &g->table);
		if (st != STATUS_OK)
			return st;
		game_queue_bank_back(g, RULE_FREE_SEAT, "IPLyC 7.9.2.7");
		/* "ésta será ofrecida nuevamente por el mismo importe": the
		 * amount he came out with (for the shoe's first bank, the
		 * remate's). */
		if (r->given_up_same_amount &&
		    !sabot_croupier_deals(&g->sabot))
			g->bank_offered = g->bank_state.salida > 0
					  ? g->bank_state.salida : g->bank;
		g->bank_owner = 0;
		g->banker_spoke = true;
		g->given_up = true;
		return answered(g);
	}
	if (w->mitad > 0) {
		struct sabot kept = g->sabot;
		int64_t out_before = g->mitad_out;

		st = sabot_mitad(&g->sabot, r, bank, w->mitad,
				 g->last_win_discounted, &m);
		if (st == STATUS_OK) {
			game_action_init(g, &a, GAME_ACT_MITAD, m.rule);
			a.seat = sabot_seat(&g->sabot);
			a.player = g->bank_owner;
			a.amount = m.withdrawn;
			a.stake = m.remains;
			a.call = m.call;
			game_queue(g, &a);
			bank = m.remains;
			mitad = true;
			g->mitad_out = m.withdrawn;
		}
		if (st == STATUS_OK && w->mitad_refused) {
			/* 7.9.2.6: "desistiere de ella en el momento de
			 * alcanzársela el Pagador, será reintegrada a Banca y
			 * no se considerará 'Banca aumentada'": the bank as
			 * it was, its count untouched (no restart of
			 * 7.9.2.5), and no mitad taken. */
			game_action_init(g, &a, GAME_ACT_MITAD_BACK, RULE_MITAD);
			game_cite(g, &a, RULE_MITAD, "IPLyC 7.9.2.6");
			a.seat = sabot_seat(&g->sabot);
			a.player = g->bank_owner;
			a.amount = m.withdrawn;
			a.stake = before;
			game_queue(g, &a);
			g->sabot = kept;
			bank = before;
			mitad = false;
			g->mitad_out = out_before;
		} else if (st != STATUS_OK) {
			/* 7.9.2.4 (or TRAD 35, 7.11.13): not now. */
			deny(g, GAME_ACT_MITAD, m.rule, w->mitad);
		}
	}
	if (w->raise > 0) {
		if (w->raise <= bank || w->raise > r->table_max) {
			deny(g, GAME_ACT_RAISE, w->raise > r->table_max
				? RULE_TABLE_LIMITS : RULE_RAISE, w->raise);
		} else {
			game_action_init(g, &a, GAME_ACT_RAISE, RULE_RAISE);
			a.seat = sabot_seat(&g->sabot);
			a.player = g->bank_owner;
			a.amount = w->raise;
			game_queue(g, &a);
			bank_state_record_raise(&g->bank_state, r);
			bank = w->raise;
			raise = true;
		}
	}
	if (w->give_suite) {
		/* 7.11.10: given right after a mitad, for the bank before it. */
		int64_t offer = suite_offer_amount(bank, mitad, false, before);
		bool whole = !mitad && !raise;

		st = sabot_give_suite(&g->sabot, r, offer, g->last_paid_in_full,
				      whole);
		/* TRAD 38: the giver's winning bet suffers the discount it
		 * escaped, a percentage of that win, not of the whole bank
		 * (7.11.11). */
		if (st == STATUS_OK)
			g->suite_discount = payout_suite_discount(
				r, r->suite_discount_on_win ? g->last_win : offer,
				g->last_paid_in_full, whole);
		else
			deny(g, GAME_ACT_OFFER_SUITE, RULE_SUITE, offer);
	}
	g->bank = bank;
	g->banker_spoke = true;
	return answered(g);
}

enum status game_answer_suite(struct game *g, const int *players, int n,
			      int64_t raise_to)
{
	const struct table *t = &g->table;
	int giver = g->sabot.suite.last_giver;
	struct sabot_move mv;
	struct game_action a;
	enum status st = check_question(g, GAME_Q_SUITE);

	if (st != STATUS_OK)
		return st;
	st = sabot_award_suite(&g->sabot, g->rules, t, players, n, raise_to,
			       &mv);
	if (st != STATUS_OK)
		return st;
	if (mv.moved) {
		/* Nobody: the giver's bank goes back to him (7.11.8). */
		g->bank_owner = 0;
		g->bank = 0;
		queue_pass(g, &mv);
		return answered(g);
	}
	game_action_init(g, &a, GAME_ACT_AWARD_SUITE, mv.rule);
	a.seat = mv.seat;
	a.player = mv.player;
	a.amount = mv.amount;
	a.call = SABOT_CALL_AWARDED;
	game_queue(g, &a);
	if (mv.player != giver) {
		struct bank_state kept = g->bank_state;
		int64_t offered = g->bank;

		/* 8.4.2.5.4: "¡Por favor, le cede el asiento al señor/a para
		 * bancar!", said to whoever sits in the suite's seat. */
		if (table_player(t, mv.seat) != mv.player) {
			game_action_init(g, &a, GAME_ACT_CEDE_SEAT, RULE_SUITE);
			game_cite(g, &a, RULE_SUITE, "IPLyC 8.4.2.5.4");
			a.seat = mv.seat;
			a.player = mv.player;
			a.call = SABOT_CALL_CEDE_SEAT;
			game_queue(g, &a);
		}
		new_bank(g, mv.player, mv.amount);
		/* suite_count_continues: the taker goes on with the giver's
		 * count and salida; his raise is a raise (7.9.2.5). */
		if (g->rules->suite_count_continues) {
			g->bank_state = kept;
			if (mv.amount > offered)
				bank_state_record_raise(&g->bank_state,
							g->rules);
		}
	}
	return answered(g);
}
