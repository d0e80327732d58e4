/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game_anomaly.c: anomalies injected into the pase, the croupier's ruling
 * on each (anomaly_rule() on the context the game knows) and its effect
 * on the table.
 *
 * The effects the game carries out (anomaly.h's flags):
 *   BURN_CARD, REPLACE_CARD  the offending card, the next in the shoe, goes
 *                            to the discard tray and the next replaces it;
 *   BURN_CARDS               the pase's cards out so far are burnt (at
 *                            least the one drawn) and the deal starts again;
 *   BURN_PASE                "¡Se quema el pase!": no payment, the bets
 *                            stand for the next pase;
 *   BURN_SHOE                "¡Se quema el mazo!": the pase is not played,
 *                            the shoe ends and a new one is made;
 *   CHANGE_SHOE(_AFTER)      the decks are changed when the pase is over;
 *   PASE_VOID                "¡Pase sin definir!": void, the shoe ends;
 *   CARD_TO_BANCA            nothing to move: the card comes out as
 *                            Banca's third;
 *   FREE_SEAT_TO_BANK        the banker gives up the sabot (sabot_decline);
 *   ASK_BANK                 "¿Su banca?" before the next pase; after a
 *                            bank never put up (7.10.1) nothing of his
 *                            was in play, and he may decline it
 *                            (7.10.1.1: the free seat);
 *   SABOT_TO_RIGHTFUL_SEAT   after a wrong banker's suerte the sabot goes
 *                            back (7.10.2.1, sabot_wrong_banker);
 *   SUITE_IF_BANCA_WINS      the suite is given if Banca wins;
 *   SABOT_TO_RIGHT           the sabot passes after the pase;
 *   PLAY_ON_UNTIL_DECIDED    the last pase is played on after an ancar;
 *   STOP_AT_ONCE             the lighting fails altogether (8.11.3): play
 *                            ends where it is, the bets on the cloth;
 *   SABOT_TO_CENTRE          the lighting fails in part and the superiors
 *                            cease play (8.11.2): the bets are handed back
 *                            and play ends; while they let it go on, it
 *                            is deferred and the pase goes on.
 * The flags that need a person (the supervisor decides, a punter may take
 * his bet back, a change of decks "en el momento que el Supervisor lo
 * determine", 7.7.7.3) are recorded in the action's `deferred` and the
 * game goes on as the ruling says. */
#include "config.h"

#include "engine/game.h"

#include <string.h>

#include "engine/game_impl.h"
#include "engine/tableau.h"

/* Flags whose effect needs a person's decision or a later event the game
 * does not model. */
#define HUMAN_FLAGS (RULING_SUPERVISOR_DECIDES | RULING_WITHDRAW_BET_ALLOWED | \
		     RULING_SABOT_TO_RIGHTFUL_SEAT |                         \
		     RULING_NO_BANK_AGAIN_THIS_ROUND | RULING_BETS_MAY_CHANGE)

/* What of ruling flags f on anomaly an waits for a person. */
static unsigned deferred_of(const struct game *g,
			    const struct game_anomaly *an, unsigned f)
{
	enum anomaly kind = an->kind;
	unsigned d = f & HUMAN_FLAGS;

	/* 7.10.2.1: the game sends the sabot back when the wrong banker's
	 * suerte ends, and he has banked this round (sabot.h): nothing
	 * waits, except a correction before any card, left to the
	 * croupier. */
	if (kind == ANOMALY_WRONG_BANKER && game_player_banks(g) &&
	    !(f & RULING_CORRECT_AT_ONCE))
		d &= ~(unsigned)(RULING_SABOT_TO_RIGHTFUL_SEAT |
				 RULING_NO_BANK_AGAIN_THIS_ROUND);
	/* 7.7.7.3: "se cambiará el mazo en el momento que el Supervisor lo
	 * determine": the change waits for the supervisor's word. */
	if ((f & RULING_SUPERVISOR_DECIDES) && (f & RULING_CHANGE_SHOE))
		d |= RULING_CHANGE_SHOE;
	/* 8.11.2: the superiors decide whether play goes on.  Written in
	 * the scenario (stops), their word is known and carried out: play
	 * ceases; else it goes on and the sabot stays. */
	if (f & RULING_SABOT_TO_CENTRE) {
		if (an->stops)
			d &= ~(unsigned)RULING_SUPERVISOR_DECIDES;
		else
			d |= RULING_SABOT_TO_CENTRE;
	}
	return d;
}

/* 7.9.2.2: cards drawn before "¡Cartas!" can only be drawn while the
 * bets are open; at a card of the coup or later the croupier has called
 * "¡Cartas!" already. */
static bool moment_possible(const struct game_anomaly *a)
{
	return a->kind != ANOMALY_EARLY_DRAW ||
	       a->moment == GAME_AT_BEFORE_NO_VA_MAS;
}

enum status game_inject_anomaly(struct game *g, const struct game_anomaly *a)
{
	if ((unsigned)a->kind >= ANOMALY__COUNT ||
	    a->moment <= GAME_AT_NONE || a->moment > GAME_AT_END ||
	    (a->moment == GAME_AT_CARD && (a->card < 1 || a->card > 6)) ||
	    !moment_possible(a))
		return STATUS_BAD_ARGUMENT;
	if (g->n_pending >= GAME_ANOMALIES_MAX)
		return STATUS_TOO_MANY_CARDS;
	g->pending[g->n_pending++] = *a;
	/* It may be due right now (injected at the moment reached). */
	if (g->next.kind != GAME_ACT_WAIT && g->phase != GAME_PHASE_OVER &&
	    g->q_len == 0)
		game_advance(g);
	return STATUS_OK;
}

static enum anomaly_outcome outcome_of(enum coup_winner w)
{
	switch (w) {
	case COUP_WINNER_BANCA:
		return OUTCOME_BANCA;
	case COUP_WINNER_PUNTO:
		return OUTCOME_PUNTO;
	case COUP_WINNER_ANCAR:
		return OUTCOME_ANCAR;
	default:
		return OUTCOME_NONE;
	}
}

/* The moment of the pase as anomaly.h describes it. */
static void context_fill(const struct game *g, const struct game_anomaly *an,
			 int cards_out, struct anomaly_context *ctx)
{
	const struct coup *c = &g->coup;
	bool four = c->n_punto >= 2 && c->n_banca >= 2;

	anomaly_context_init(ctx);
	ctx->no_va_mas = c->no_va_mas;
	ctx->cards_out = cards_out > 6 ? 6 : cards_out;
	ctx->punto_turned = g->reached >= GAME_AT_TURN_PUNTO;
	ctx->punto_five = four && c->holder == COUP_HOLDER_PLAYER &&
			  tableau_punto(g->rules, card_total(c->punto, 2)) ==
				  PUNTO_VOLUNTAD;
	ctx->five_decided = ctx->punto_five && c->five != FIVE_UNDECIDED;
	ctx->banca_turned = g->reached >= GAME_AT_TURN_BANCA;
	/* 7.7.4.1 "si lo necesitare": by the whole coup so far, Banca
	 * not having drawn yet. */
	ctx->banca_needs_card =
		four && c->n_banca == 2 &&
		anomaly_banca_needs_card_in(
			card_total(c->punto, 2), card_total(c->banca, 2),
			c->n_punto >= 3 ? card_value(c->punto[2]) : -1);
	ctx->face_up_before = g->face_ups;
	ctx->inspector_settles = an->inspector_settles;
	ctx->dissent = an->dissent;
	ctx->recurring = an->recurring;
	ctx->previous_pase = g->bank_pases > 0;
	ctx->outcome = g->reached >= GAME_AT_PAYMENT ? outcome_of(g->result)
						     : OUTCOME_NONE;
}

static void drop(struct game *g, int i)
{
	for (int k = i + 1; k < g->n_pending; k++)
		g->pending[k - 1] = g->pending[k];
	g->n_pending--;
}

/* Cards out in this pase: the coup's, and the offending one at a card. */
static int coup_cards(const struct game *g)
{
	return g->coup.n_punto + g->coup.n_banca;
}

/* Sets g->next to the ruling on pending[i]; false when the profile has no
 * such event (it is dropped and counted as missed). */
static bool ruling_next(struct game *g, int i, bool at_card, int cards_out)
{
	const struct game_anomaly *an = &g->pending[i];
	struct anomaly_context ctx;
	struct ruling rl;
	struct game_action *a = &g->next;

	context_fill(g, an, cards_out, &ctx);
	if (anomaly_rule(g->rules, an->kind, &ctx, &rl) != STATUS_OK) {
		drop(g, i);
		g->missed++;
		return false;
	}
	game_action_init(g, a, GAME_ACT_RULING, rl.rule);
	memcpy(a->article, rl.article, sizeof a->article);
	a->anomaly = an->kind;
	a->flags = rl.flags;
	a->deferred = deferred_of(g, an, rl.flags);
	a->count = cards_out;
	if ((rl.flags & (RULING_BURN_CARD | RULING_REPLACE_CARD)) ||
	    (at_card && (rl.flags & (RULING_BURN_CARDS | RULING_BURN_PASE))))
		shoe_peek(&g->shoe, 0, &a->card);
	g->ruling_index = i;
	g->ruling_cards_out = cards_out;
	g->ruling_at_card = at_card;
	return true;
}

bool game_anomaly_fire(struct game *g)
{
	for (int i = 0; i < g->n_pending; i++) {
		if (g->pending[i].moment == GAME_AT_CARD ||
		    g->pending[i].moment != g->reached)
			continue;
		if (ruling_next(g, i, false, coup_cards(g)))
			return true;
		i--;    /* dropped */
	}
	return false;
}

/* Whether an anomaly "at the n-th card" is about that card itself (it
 * comes out face up, is turned or drawn wrongly, has a foreign back...):
 * then it is out and counts among the pase's cards (anomaly.h:
 * "the offending one included").  The others happen before it is drawn:
 * a confusion among the cards dealt, a banker who cannot go on. */
static bool about_the_card(enum anomaly a)
{
	switch (a) {
	case ANOMALY_FACE_UP:
	case ANOMALY_BANKER_TURNS:
	case ANOMALY_WRONG_PUNTO_CARD:
	case ANOMALY_WRONG_BANCA_CARD:
	case ANOMALY_FOREIGN_BACK:
	case ANOMALY_JOKER:
	case ANOMALY_STUCK_CARDS:
	case ANOMALY_EXTRA_CARD:
	case ANOMALY_EARLY_DRAW:
	case ANOMALY_FLOOR_STAFF:
	case ANOMALY_FLOOR_PLAYER:
		return true;
	default:
		return false;
	}
}

/* A joker or a card of another back (7.7.7.1): a card of its own in the
 * shoe, never a ruling without it. */
static bool planted(enum anomaly a)
{
	return a == ANOMALY_JOKER || a == ANOMALY_FOREIGN_BACK;
}

/* Whether anomaly a can happen at a card whose step is `action`: a card
 * "pedido erróneamente" for Punto (7.7.4.1) is not the third card his
 * table gives him; one for Banca (7.7.4.2) is asked at Banca's turn,
 * after Punto's, and is not the third card her table gives her.  A joker
 * or foreign back comes out only where a card is drawn (it is in the
 * shoe by then). */
static bool fits_step(enum anomaly a, enum coup_action action)
{
	switch (a) {
	case ANOMALY_WRONG_PUNTO_CARD:
		return action != COUP_PUNTO_DRAWS;
	case ANOMALY_WRONG_BANCA_CARD:
		return action != COUP_BANCA_DRAWS &&
		       action != COUP_PUNTO_DRAWS &&
		       action != COUP_PUNTO_STANDS;
	default:
		return !planted(a) || coup_action_takes_card(action);
	}
}

void game_anomaly_plant(struct game *g, int n)
{
	for (int i = 0; i < g->n_pending; i++) {
		const struct game_anomaly *an = &g->pending[i];
		card_t c = CARD_JOKER;

		if (an->moment != GAME_AT_CARD || an->card != n ||
		    !planted(an->kind))
			continue;
		/* A card of another back shows a face like any other: the
		 * face of the card it comes before. */
		if (an->kind == ANOMALY_FOREIGN_BACK &&
		    (shoe_peek(&g->shoe, 0, &c) != STATUS_OK ||
		     !card_is_regular(c)))
			continue;
		if (an->kind == ANOMALY_FOREIGN_BACK)
			c |= CARD_FOREIGN_BACK;
		if (shoe_stack(&g->shoe, &c, 1) != STATUS_OK)
			continue;
		drop(g, i);
		return;
	}
}

bool game_anomaly_fire_card(struct game *g, int n, enum coup_action action)
{
	for (int i = 0; i < g->n_pending; i++) {
		bool card;

		if (g->pending[i].moment != GAME_AT_CARD ||
		    g->pending[i].card != n ||
		    !fits_step(g->pending[i].kind, action))
			continue;
		card = about_the_card(g->pending[i].kind);
		if (ruling_next(g, i, card, card ? n : n - 1))
			return true;
		i--;
	}
	return false;
}

/* Deals n cards from the shoe to the discard tray. */
static void burn(struct game *g, int n)
{
	for (int k = 0; k < n; k++) {
		card_t c;

		if (shoe_deal(&g->shoe, &c) != STATUS_OK)
			break;
		g->discards++;
	}
}

/* The pase ends here without payment; the bets stand. */
static void pase_off(struct game *g, bool burnt)
{
	g->pase_burnt = burnt;
	g->result = COUP_WINNER_VOID;
	g->pay_built = true;
	g->bank_settled_in = false;
	g->phase = GAME_PHASE_END_PASE;
	g->reached = GAME_AT_END;
}

void game_anomaly_applied(struct game *g, const struct game_action *a)
{
	/* What a person decides later is not done now. */
	unsigned f = a->flags & ~(a->deferred & RULING_CHANGE_SHOE);
	bool at_card = g->ruling_at_card;

	if (g->ruling_index >= 0 && g->ruling_index < g->n_pending)
		drop(g, g->ruling_index);
	if (g->rulings < GAME_ANOMALIES_MAX)
		g->ruling_flags[g->rulings++] = a->flags;
	if (a->anomaly == ANOMALY_FACE_UP)
		g->face_ups++;

	if (f & (RULING_BURN_CARD | RULING_REPLACE_CARD))
		burn(g, 1);
	if (f & RULING_BURN_SHOE) {
		/* 8.7.2.1: the sabot is unmade; what is left goes to the
		 * discard tray with the pase's cards. */
		g->discards += (size_t)coup_cards(g);
		g->end_shoe = true;
		pase_off(g, true);
	} else if (f & RULING_BURN_PASE) {
		g->discards += (size_t)coup_cards(g);
		if (at_card)
			burn(g, 1);
		pase_off(g, true);
	} else if (f & RULING_BURN_CARDS) {
		int out = coup_cards(g);

		g->discards += (size_t)out;
		/* The card drawn out of turn, when none of the pase's is. */
		if (at_card || out == 0)
			burn(g, 1);
		game_coup_restart(g);
	} else if (f & RULING_PASE_VOID) {
		pase_off(g, false);
	}
	if ((f & RULING_CHANGE_SHOE) && !(f & (RULING_BURN_PASE | RULING_BURN_SHOE)) &&
	    coup_cards(g) == 0) {
		/* 7.7.6.1.1: changed "en forma inmediata", before any card. */
		struct game_action c;

		game_action_init(g, &c, GAME_ACT_CHANGE_SHOE, a->rule);
		game_queue(g, &c);
	} else if (f & (RULING_CHANGE_SHOE | RULING_CHANGE_SHOE_AFTER)) {
		g->change_shoe = true;
	}
	if (a->anomaly == ANOMALY_NO_BANK_UP && game_player_banks(g)) {
		/* 7.10.1: the bank was never handed over: nothing of his is
		 * paid or taken in (unless the payments are made already),
		 * and he is asked for it before his next pase (7.10.1.1). */
		if (!g->pay_built)
			g->bank = 0;
		g->ask_bank_again = true;
	} else if (f & RULING_ASK_BANK) {
		g->ask_bank_again = true;
	} else if ((f & RULING_FREE_SEAT_TO_BANK) &&
		   sabot_decline(&g->sabot, g->rules, &g->table) == STATUS_OK) {
		/* The bank goes back to the player who cannot go on. */
		g->bank_owner = 0;
		g->bank = 0;
	}
	if ((f & RULING_SABOT_TO_RIGHTFUL_SEAT) &&
	    !(a->deferred & RULING_SABOT_TO_RIGHTFUL_SEAT))
		sabot_wrong_banker(&g->sabot, &g->table);
	if (f & RULING_SUITE_IF_BANCA_WINS)
		g->suite_if_banca = true;
	if (f & RULING_SABOT_TO_RIGHT)
		g->sabot_right = true;
	if (f & RULING_PLAY_ON_UNTIL_DECIDED)
		g->play_on = true;
	/* 8.11.3: everything stops at once, the bets kept on the cloth;
	 * 8.11.2: the superiors cease play, the bets handed back. */
	if (f & RULING_STOP_AT_ONCE)
		game_stop_play(g, false);
	else if ((f & RULING_SABOT_TO_CENTRE) &&
		 !(a->deferred & RULING_SABOT_TO_CENTRE))
		game_stop_play(g, true);
}
