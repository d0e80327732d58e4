/* SPDX-License-Identifier: GPL-3.0-or-later */
/* choices_game.c: the distractors of each croupier action, the mistakes
 * a real croupier makes at that step (see choices.h), and the plausible
 * wrong rulings of an anomaly. */
#include "config.h"

#include "session/choices.h"

#include <string.h>

#include "session/choices_impl.h"

/* The totals on the table now: what the coup puts in any step due now. */
static void coup_alt(struct choice_cands *l, const struct game *g,
		     enum coup_action step, enum coup_winner w)
{
	const struct coup *c = game_coup(g);
	struct game_action a;

	choice_action_init(&a, GAME_ACT_COUP);
	a.step = step;
	a.punto_total = coup_punto_total(c);
	a.banca_total = coup_banca_total(c);
	if (coup_action_takes_card(step) &&
	    shoe_peek(game_shoe(g), 0, &a.card) != STATUS_OK)
		a.card = 0;
	if (step == COUP_ASK_VOLUNTAD || step == COUP_RATIFY_PIDE ||
	    step == COUP_RATIFY_PLANTA) {
		a.seat = game_holder_seat(g);
		a.player = table_player(game_table(g), a.seat);
	}
	if (step == COUP_ANNOUNCE_WINNER)
		a.winner = w;
	else if (step == COUP_VOID_PASE)
		a.winner = COUP_WINNER_VOID;
	choice_cands_add(l, &a, NULL);
}

/* Punto's decision: natural, draw, stand, the voluntad or "¡No 5!". */
static void punto_family(struct choice_cands *l, const struct game *g,
			 const struct rules *r, const struct game_action *e)
{
	const struct coup *c = game_coup(g);
	int p = coup_punto_total(c), b = coup_banca_total(c);
	bool holder = game_holder_seat(g) > 0;

	if (r->banking == BANKING_PLAYER) {
		/* Banca's cards are still face down while Punto decides
		 * (IPLyC 7.6.5): the confused "natural" is Punto's 7, and
		 * names no total of Banca's (on 8 or 9 the natural is the
		 * action due, already offered). */
		if (p == 7 && e->step != COUP_ANNOUNCE_NATURAL) {
			struct choice_cands one;

			memset(&one, 0, sizeof one);
			coup_alt(&one, g, COUP_ANNOUNCE_NATURAL,
				 COUP_WINNER_NONE);
			one.c[0].a.banca_total = 0;
			choice_cands_add(l, &one.c[0].a, NULL);
		}
	} else if (p >= 7 || b >= 7) {
		coup_alt(l, g, COUP_ANNOUNCE_NATURAL, COUP_WINNER_NONE);
	}
	coup_alt(l, g, COUP_PUNTO_DRAWS, COUP_WINNER_NONE);
	coup_alt(l, g, COUP_PUNTO_STANDS, COUP_WINNER_NONE);
	if (!r->voluntad)
		return;
	/* Who turned the cards decides which call is due on 5: the holder's
	 * voluntad or the croupier's forced stand; both are confused. */
	coup_alt(l, g, holder ? COUP_ASK_VOLUNTAD : COUP_CALL_NO_FIVE,
		 COUP_WINNER_NONE);
	if (p == 5)
		coup_alt(l, g, holder ? COUP_CALL_NO_FIVE : COUP_ASK_VOLUNTAD,
			 COUP_WINNER_NONE);
}

static void totals_alt(struct choice_cands *l, int banca, int punto)
{
	struct game_action a;

	choice_action_init(&a, GAME_ACT_COUP);
	a.step = COUP_ANNOUNCE_TOTALS;
	a.banca_total = banca;
	a.punto_total = punto;
	choice_cands_add(l, &a, NULL);
}

static void coup_distractors(const struct game *g, const struct rules *r,
			     const struct game_action *e,
			     struct choice_cands *l)
{
	const struct coup *c = game_coup(g);
	const card_t *cards;
	size_t n;

	switch (e->step) {
	case COUP_CALL_NO_VA_MAS:
		coup_alt(l, g, COUP_CALL_CARTAS, COUP_WINNER_NONE);
		break;
	case COUP_CALL_CARTAS:
		coup_alt(l, g, COUP_CALL_NO_VA_MAS, COUP_WINNER_NONE);
		coup_alt(l, g, COUP_DEAL_TO_PUNTO, COUP_WINNER_NONE);
		break;
	case COUP_DEAL_TO_PUNTO:
	case COUP_DEAL_TO_BANCA:
		coup_alt(l, g, COUP_DEAL_TO_PUNTO, COUP_WINNER_NONE);
		coup_alt(l, g, COUP_DEAL_TO_BANCA, COUP_WINNER_NONE);
		break;
	case COUP_ANNOUNCE_NATURAL:
	case COUP_PUNTO_DRAWS:
	case COUP_PUNTO_STANDS:
	case COUP_ASK_VOLUNTAD:
	case COUP_CALL_NO_FIVE:
		punto_family(l, g, r, e);
		break;
	case COUP_RATIFY_PIDE:
	case COUP_RATIFY_PLANTA:
		coup_alt(l, g, COUP_RATIFY_PIDE, COUP_WINNER_NONE);
		coup_alt(l, g, COUP_RATIFY_PLANTA, COUP_WINNER_NONE);
		/* Drawing or standing at once, the answer never ratified. */
		coup_alt(l, g, e->step == COUP_RATIFY_PIDE ? COUP_PUNTO_DRAWS
							     : COUP_PUNTO_STANDS,
			 COUP_WINNER_NONE);
		break;
	case COUP_BANCA_DRAWS:
	case COUP_BANCA_STANDS:
		coup_alt(l, g, COUP_BANCA_DRAWS, COUP_WINNER_NONE);
		coup_alt(l, g, COUP_BANCA_STANDS, COUP_WINNER_NONE);
		coup_alt(l, g, COUP_ANNOUNCE_TOTALS, COUP_WINNER_NONE);
		break;
	case COUP_ANNOUNCE_TOTALS:
		/* Punto's first (8.4.2.3.4), and a third card forgotten. */
		totals_alt(l, e->punto_total, e->banca_total);
		n = coup_banca_cards(c, &cards);
		if (n == 3)
			totals_alt(l, card_total(cards, 2), e->punto_total);
		n = coup_punto_cards(c, &cards);
		if (n == 3)
			totals_alt(l, e->banca_total, card_total(cards, 2));
		/* The winner called before the totals. */
		coup_alt(l, g, COUP_ANNOUNCE_WINNER, coup_winner(c));
		break;
	case COUP_ANNOUNCE_WINNER:
		coup_alt(l, g, COUP_ANNOUNCE_WINNER, COUP_WINNER_PUNTO);
		coup_alt(l, g, COUP_ANNOUNCE_WINNER, COUP_WINNER_BANCA);
		coup_alt(l, g, COUP_ANNOUNCE_WINNER, COUP_WINNER_ANCAR);
		break;
	case COUP_VOID_PASE:
		coup_alt(l, g, COUP_ANNOUNCE_TOTALS, COUP_WINNER_NONE);
		break;
	case COUP_DONE:
	case COUP_ACTION__COUNT:
	default:
		break;
	}
}

/* An action about a seat: its player is whoever sits there. */
static void seat_alt(struct choice_cands *l, const struct game *g,
		     enum game_act kind, int seat)
{
	struct game_action a;

	if (!table_seat_valid(game_table(g), seat))
		return;
	choice_action_init(&a, kind);
	a.seat = seat;
	a.player = table_player(game_table(g), seat);
	choice_cands_add(l, &a, NULL);
}

static void plain_alt(struct choice_cands *l, enum game_act kind)
{
	struct game_action a;

	choice_action_init(&a, kind);
	choice_cands_add(l, &a, NULL);
}

/* The next occupied seat to the right of seat (0: none). */
static int next_occupied(const struct table *t, int seat)
{
	int s = seat;

	for (int i = 0; i < t->seats; i++) {
		s = table_right(t, s);
		if (s != seat && table_player(t, s) != 0)
			return s;
	}
	return 0;
}

/* Who turns Punto's cards: the seated Punto bets, then the seated
 * players the rules pass over (a bet on both chances, a refusal, only a
 * Banca bet), the seat right of the sabot, or the croupier. */
static void holder_distractors(const struct game *g,
			       struct choice_cands *l)
{
	const struct table *t = game_table(g);
	const struct game_bet *bets;
	int n, seat;

	bets = game_bets(g, &n);
	for (int i = 0; i < n; i++)
		if (bets[i].chance == BET_ON_PUNTO &&
		    bets[i].place == PLACE_SEAT)
			seat_alt(l, g, GAME_ACT_HOLDER, bets[i].seat);
	for (int i = 0; i < n; i++) {
		seat = table_seat_of(t, bets[i].player);
		if (seat > 0 && bets[i].player != game_banker(g))
			seat_alt(l, g, GAME_ACT_HOLDER, seat);
	}
	seat = next_occupied(t, game_banker_seat(g));
	if (seat > 0 && table_player(t, seat) != game_banker(g))
		seat_alt(l, g, GAME_ACT_HOLDER, seat);
	plain_alt(l, GAME_ACT_CROUPIER_TURNS);
}

/* The suite awarded to someone else: the players to the right of its
 * seat in turn, then the standing player nearest the croupier's right. */
static void award_distractors(const struct game *g,
			      const struct game_action *e,
			      struct choice_cands *l)
{
	const struct table *t = game_table(g);
	struct game_action a = *e;
	int seat = e->seat, added = 0;

	for (int i = 0; i < t->seats && added < 2; i++) {
		seat = table_right(t, seat);
		if (table_player(t, seat) == 0 ||
		    table_player(t, seat) == e->player)
			continue;
		a.player = table_player(t, seat);
		choice_cands_add(l, &a, NULL);
		added++;
	}
	if (t->n_standing > 0 && t->standing[0] != e->player) {
		a.player = t->standing[0];
		choice_cands_add(l, &a, NULL);
	}
}

/* The same bet, another movement: paid, collected or handed back. */
static void bet_alt(struct choice_cands *l, const struct game_action *e,
		    enum game_act kind, int64_t amount, int64_t stake)
{
	struct game_action a;

	choice_action_init(&a, kind);
	a.seat = e->seat;
	a.player = e->player;
	a.chance = e->chance;
	a.place = e->place;
	a.amount = amount;
	a.stake = stake;
	choice_cands_add(l, &a, NULL);
}

static void deny_alt(struct choice_cands *l, const struct game_action *e,
		     enum game_act what)
{
	struct game_action a;

	choice_action_init(&a, GAME_ACT_DENY);
	a.seat = e->seat;
	a.player = e->player;
	a.amount = e->amount;
	a.denied = what;
	choice_cands_add(l, &a, NULL);
}

/* A request refused: the croupier grants it instead. */
static void grant_alt(const struct game *g, const struct game_action *e,
		      struct choice_cands *l)
{
	struct game_action a;

	if (e->denied != GAME_ACT_MITAD && e->denied != GAME_ACT_RAISE &&
	    e->denied != GAME_ACT_OFFER_SUITE)
		return;
	choice_action_init(&a, e->denied);
	a.seat = e->seat;
	a.player = e->player;
	a.amount = e->amount;
	if (e->denied == GAME_ACT_MITAD) {
		a.stake = game_bank(g) - e->amount;
	} else if (e->denied == GAME_ACT_OFFER_SUITE) {
		a.count = 1;
	}
	choice_cands_add(l, &a, NULL);
}

static void count_alt(struct choice_cands *l, const struct game_action *e,
		      int count)
{
	struct game_action a = *e;

	if (count < 0)
		return;
	a.count = count;
	choice_cands_add(l, &a, NULL);
}

void choices_distractors(const struct game *g, const struct rules *r,
			 const struct game_action *e, struct choice_cands *l)
{
	const struct table *t = game_table(g);
	int bseat = game_banker_seat(g);
	struct game_action a;

	switch (e->kind) {
	case GAME_ACT_COUP:
		coup_distractors(g, r, e, l);
		break;
	case GAME_ACT_HOLDER:
	case GAME_ACT_CROUPIER_TURNS:
		holder_distractors(g, l);
		break;
	case GAME_ACT_REFUSED:
		seat_alt(l, g, GAME_ACT_HOLDER, e->seat);
		break;
	case GAME_ACT_PASS_SABOT:
		/* One seat too far, the wrong way, or kept. */
		seat_alt(l, g, GAME_ACT_PASS_SABOT, table_right(t, e->seat));
		seat_alt(l, g, GAME_ACT_PASS_SABOT,
			 table_left(t, table_left(t, e->seat)));
		seat_alt(l, g, GAME_ACT_PLACE_BETS, table_left(t, e->seat));
		break;
	case GAME_ACT_ASK_BANK:
		seat_alt(l, g, GAME_ACT_FREE_SEAT, e->seat);
		seat_alt(l, g, GAME_ACT_PASS_SABOT, table_right(t, e->seat));
		/* The player who cut refused after an ancar (7.9.5.3.1). */
		if (e->rule == RULE_CUTTER)
			plain_alt(l, GAME_ACT_SABOT_WAIT);
		break;
	case GAME_ACT_BANK_AGAIN:
		seat_alt(l, g, GAME_ACT_ASK_BANK, e->seat);
		plain_alt(l, GAME_ACT_SABOT_WAIT);
		break;
	case GAME_ACT_FREE_SEAT:
		seat_alt(l, g, GAME_ACT_ASK_BANK, e->seat);
		seat_alt(l, g, GAME_ACT_PASS_SABOT, table_right(t, e->seat));
		break;
	case GAME_ACT_SABOT_WAIT:
		/* The player who cut asked before any pase (7.9.5.3.2). */
		if (e->rule == RULE_CUTTER)
			seat_alt(l, g, GAME_ACT_ASK_BANK, bseat);
		seat_alt(l, g, GAME_ACT_BANK_AGAIN, bseat);
		seat_alt(l, g, GAME_ACT_FREE_SEAT, bseat);
		break;
	case GAME_ACT_PLACE_BETS:
		seat_alt(l, g, GAME_ACT_ASK_BANK, e->seat);
		coup_alt(l, g, COUP_CALL_NO_VA_MAS, COUP_WINNER_NONE);
		/* The day's last pase called as any other (8.12). */
		if (e->count == 1) {
			a = *e;
			a.count = 0;
			choice_cands_add(l, &a, NULL);
		}
		break;
	case GAME_ACT_OFFER_SUITE:
		/* The 7.11.11 discount forgotten, or made where it is not
		 * due; or the suite refused. */
		a = *e;
		a.stake = e->stake > 0 ? 0
			  : rules_round(r, e->amount * r->suite_discount_pct,
					100);
		if (a.stake != e->stake && (e->stake > 0 || a.stake > 0))
			choice_cands_add(l, &a, NULL);
		deny_alt(l, e, GAME_ACT_OFFER_SUITE);
		break;
	case GAME_ACT_AWARD_SUITE:
		award_distractors(g, e, l);
		break;
	case GAME_ACT_CEDE_SEAT:
		seat_alt(l, g, GAME_ACT_PLACE_BETS, e->seat);
		break;
	case GAME_ACT_MITAD:
		deny_alt(l, e, GAME_ACT_MITAD);
		break;
	case GAME_ACT_MITAD_BACK:
		/* The refused mitad taken as a raise (7.9.2.6 forbids it),
		 * or left out of the bank. */
		choice_action_init(&a, GAME_ACT_RAISE);
		a.seat = e->seat;
		a.player = e->player;
		a.amount = e->stake;
		choice_cands_add(l, &a, NULL);
		seat_alt(l, g, GAME_ACT_PLACE_BETS, e->seat);
		break;
	case GAME_ACT_RAISE:
		deny_alt(l, e, GAME_ACT_RAISE);
		break;
	case GAME_ACT_DENY:
		grant_alt(g, e, l);
		break;
	case GAME_ACT_REMATE:
		plain_alt(l, GAME_ACT_SABOT_WAIT);
		break;
	case GAME_ACT_ASK_IMPROVE:
		plain_alt(l, GAME_ACT_REMATE);
		break;
	case GAME_ACT_AWARD_BANK:
		choice_action_init(&a, GAME_ACT_ASK_IMPROVE);
		a.amount = e->amount;
		a.count = 2;
		choice_cands_add(l, &a, NULL);
		break;
	case GAME_ACT_ASK_CUT:
		/* The player to the banker's right instead of his left. */
		seat_alt(l, g, GAME_ACT_ASK_CUT, next_occupied(t, bseat));
		plain_alt(l, GAME_ACT_SUPERVISOR_CUTS);
		break;
	case GAME_ACT_SUPERVISOR_CUTS:
		/* With one player seated (H8-2021), the banker himself. */
		seat_alt(l, g, GAME_ACT_ASK_CUT, next_occupied(t, bseat) != 0
				 ? next_occupied(t, bseat) : bseat);
		break;
	case GAME_ACT_SAFETY_CARD:
		/* Too few or too many cards below it (7.5.10). */
		count_alt(l, e, r->safety_min > 2 ? r->safety_min - 2 : 0);
		count_alt(l, e, r->safety_max + 2);
		break;
	case GAME_ACT_BURN:
		/* Tens and faces counted 0, as in the totals; one off. */
		count_alt(l, e, card_value(e->card));
		count_alt(l, e, e->count + 1);
		count_alt(l, e, e->count - 1);
		break;
	case GAME_ACT_LAST_PASE:
		plain_alt(l, GAME_ACT_END_OF_SHOE);
		/* In the last hour, the table going on left unsaid
		 * (8.4.2.10.6). */
		if (e->count == 1) {
			a = *e;
			a.count = 0;
			choice_cands_add(l, &a, NULL);
		}
		break;
	case GAME_ACT_END_OF_SHOE:
		plain_alt(l, GAME_ACT_LAST_PASE);
		break;
	case GAME_ACT_NEW_SHOE:
		/* TRAD 7's burnt shoe taken for IPLyC's waiting sabot. */
		if (e->count == 1) {
			plain_alt(l, GAME_ACT_SABOT_WAIT);
			break;
		}
		seat_alt(l, g, GAME_ACT_NEW_SHOE, table_right(t, e->seat));
		seat_alt(l, g, GAME_ACT_NEW_SHOE, table_left(t, e->seat));
		break;
	case GAME_ACT_CHANGE_SHOE:
		plain_alt(l, GAME_ACT_END_OF_SHOE);
		break;
	case GAME_ACT_RELIEF:
		choices_relief(g, r, e, l);
		break;
	case GAME_ACT_RETURN_BET:
		if (e->rule == RULE_CLAIMED) {
			/* The claimed bet left in play (7.8.1.13). */
			coup_alt(l, g, COUP_CALL_NO_VA_MAS, COUP_WINNER_NONE);
			break;
		}
		bet_alt(l, e, GAME_ACT_COLLECT, e->amount, e->amount);
		break;
	case GAME_ACT_COLLECT:
		bet_alt(l, e, GAME_ACT_PAY, 0, e->stake);
		break;
	case GAME_ACT_PAY:
		bet_alt(l, e, GAME_ACT_COLLECT, e->stake, e->stake);
		break;
	case GAME_ACT_CHANGE:
		/* The change forgotten: bets closed with it pending. */
		coup_alt(l, g, COUP_CALL_NO_VA_MAS, COUP_WINNER_NONE);
		break;
	case GAME_ACT_RETURN_EXCESS:
		bet_alt(l, e, GAME_ACT_COLLECT, e->amount, 0);
		break;
	case GAME_ACT_RULING:
		choices_rulings(r, e, l);
		break;
	default:
		break;
	}
}
