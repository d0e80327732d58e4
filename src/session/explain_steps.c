/* SPDX-License-Identifier: GPL-3.0-or-later */
/* explain_steps.c: the explanation of a mistake in the coup, in who turns
 * Punto's cards, in the sabot's and the shoe's steps and in the banker's
 * requests; see explain_impl.h.  The calls are action_text.c's msgids,
 * so the Spanish says them in the regulation's words. */
#include "config.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "session/explain_impl.h"

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
		explain_add(t, _("Banca has %d and Punto's third card is worth %d: %s, so Banca %s."),
		    e->banca_total, card_value(cards[2]),
		    banca_table_line(e->banca_total),
		    draws ? _("draws") : _("stands"));
	else if (n == 2)
		explain_add(t, _("Punto stood, so Banca draws on 0 to 5 and stands on 6 or 7: Banca has %d and %s."),
		    e->banca_total, draws ? _("draws") : _("stands"));
	else
		explain_add(t, _("Banca has %d: it %s."), e->banca_total,
		    draws ? _("draws") : _("stands"));
}

bool explain_coup(struct text *t, const struct rules *r,
			 const struct game *g, const struct verdict *v)
{
	const struct game_action *e = &v->expected, *gv = &v->given;
	enum coup_action gs = gv->kind == GAME_ACT_COUP ? gv->step
							: COUP_ACTION__COUNT;
	int p = e->punto_total, b = e->banca_total;

	switch (e->step) {
	case COUP_CALL_NO_VA_MAS:
		explain_add(t, _("The bets are closed first with %s; %s comes after a short pause."),
		    _("No more bets!"), _("Cards!"));
		break;
	case COUP_CALL_CARTAS:
		if (gs == COUP_CALL_NO_VA_MAS)
			explain_add(t, _("%s has been called already: now %s, the order to deal."),
			    _("No more bets!"), _("Cards!"));
		else
			explain_add(t, _("No card is dealt before the croupier calls %s."),
			    _("Cards!"));
		break;
	case COUP_DEAL_TO_PUNTO:
	case COUP_DEAL_TO_BANCA:
		explain_add(t, "%s", e->step == COUP_DEAL_TO_PUNTO
		    ? _("This card goes to Punto.") : _("This card goes to Banca."));
		explain_add_rule(t, r, RULE_DEAL_ORDER);
		break;
	case COUP_ANNOUNCE_NATURAL:
		explain_add(t, _("Banca %d, Punto %d: a total of 8 or 9 with the first two cards defines the pase, and nobody draws."),
		    b, p);
		break;
	case COUP_PUNTO_DRAWS:
		explain_add(t, _("Punto has %d: Punto draws on 0 to %d."), p,
		    r->punto_draws_to);
		if (gs == COUP_ASK_VOLUNTAD || gs == COUP_CALL_NO_FIVE)
			explain_add(t, "%s", _("The voluntad, or the croupier's forced stand, is only for a 5."));
		break;
	case COUP_PUNTO_STANDS:
		explain_add(t, _("Punto has %d: Punto stands on 6 and 7."), p);
		break;
	case COUP_ASK_VOLUNTAD:
		explain_add(t, _("Punto has 5 and a seated player turned its cards: the croupier asks him for his voluntad, %s, and neither draws nor stands for him."),
		    _("5 has voluntad!"));
		break;
	case COUP_CALL_NO_FIVE:
		explain_add(t, _("Punto has 5, but no seated player bets on Punto: the croupier turned the cards himself and must stand, %s; nobody has a voluntad."),
		    _("No 5!"));
		break;
	case COUP_RATIFY_PIDE:
	case COUP_RATIFY_PLANTA: {
		bool pide = e->step == COUP_RATIFY_PIDE;
		const char *call = pide ? _("Draws with 5!") : _("Stands with 5!");

		if (gs == COUP_PUNTO_DRAWS || gs == COUP_PUNTO_STANDS)
			explain_add(t, _("The player's answer is ratified aloud, %s, before the game goes on."),
			    call);
		else
			explain_add(t, pide ? _("The player said \"pido\": the croupier ratifies the answer he heard, %s")
				    : _("The player said \"planto\": the croupier ratifies the answer he heard, %s"),
			    call);
		explain_add(t, "%s", _("His answer binds: the croupier never changes it."));
		break;
	}
	case COUP_BANCA_DRAWS:
	case COUP_BANCA_STANDS:
		explain_banca(t, g, e);
		break;
	case COUP_ANNOUNCE_TOTALS:
		if (gs == COUP_ANNOUNCE_WINNER)
			explain_add(t, "%s", _("The totals are announced before the winner: Banca's first, then Punto's."));
		else if (gs == COUP_ANNOUNCE_TOTALS && gv->banca_total == p &&
			 gv->punto_total == b)
			explain_add(t, _("Banca's total is announced first, win or lose, then Punto's: Banca %d, Punto %d."),
			    b, p);
		else
			explain_add(t, _("The totals count every card dealt, a third card too: Banca %d, Punto %d."),
			    b, p);
		break;
	case COUP_ANNOUNCE_WINNER:
		if (e->winner == COUP_WINNER_ANCAR)
			explain_add(t, _("Banca %d, Punto %d: equal totals are an ancar, and neither chance wins."),
			    b, p);
		else
			explain_add(t, e->winner == COUP_WINNER_BANCA
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
bool explain_request(struct text *t, const struct rules *r,
			    const struct verdict *v)
{
	const struct game_action *e = &v->expected, *gv = &v->given;

	if (e->kind == GAME_ACT_MITAD_BACK && gv->kind != e->kind) {
		/* IPLyC 7.9.2.6 */
		explain_add(t, _("The banker refused the mitad as it was handed to him: the %" PRId64 " go back into the bank, %" PRId64 " in play, and it is not a raised bank, so the count of its pases goes on as before."),
		    e->amount, e->stake);
		return true;
	}
	if (e->kind == GAME_ACT_DENY && gv->kind == e->denied) {
		explain_add(t, "%s", _("The rules refuse this request now, so the croupier refuses it."));
		explain_add_rule(t, r, e->rule);
		return true;
	}
	if (gv->kind == GAME_ACT_DENY && gv->denied == e->kind) {
		explain_add(t, "%s", _("The rules allow this request now: the croupier grants it."));
		explain_add_rule(t, r, e->rule);
		return true;
	}
	if (gv->kind != e->kind ||
	    (gv->amount == e->amount && gv->stake == e->stake))
		return false;
	switch (e->kind) {
	case GAME_ACT_MITAD:
		explain_add(t, _("Half the bank is withdrawn: %" PRId64 ", and %" PRId64 " stays in play."),
		    e->amount, e->stake);
		break;
	case GAME_ACT_MITAD_BACK:
		explain_add(t, _("The mitad, %" PRId64 ", goes back into the bank: %" PRId64 " in play."),
		    e->amount, e->stake);
		break;
	case GAME_ACT_OFFER_SUITE:
		if (e->stake > 0)
			explain_add(t, _("The bank was just paid 100%% and the suite is given for the whole of it, %" PRId64 ": %d%% of it, %" PRId64 ", is deducted before it is handed over."),
			    e->amount, r->suite_discount_pct, e->stake);
		else if (gv->stake > 0)
			explain_add(t, _("No discount is due: the bank was not just paid 100%%, or the suite is not given for the whole of it. It is offered for the amount in play: %" PRId64 "."),
			    e->amount);
		else
			explain_add(t, _("The suite is offered for the amount in play: %" PRId64 "."),
			    e->amount);
		break;
	default:
		explain_add(t, _("The amount is %" PRId64 "."), e->amount);
		break;
	}
	explain_add_rule(t, r, e->rule);
	return true;
}

/* A player's seated bets on the chances: what his Punto bets play, in
 * hundredths of a unit (the largest decides who turns, 7.6.2; a marcando
 * bet ranks at the share it plays, 7.8.1.5, unless the profile ranks it
 * at its face), its marcando part at face value, and whether he bets on
 * Banca. */
struct seat_punto {
	int64_t weight;   /* in play on Punto, hundredths */
	int64_t marcando; /* marcando on Punto, at face value */
	bool banca;
};

static void seat_bets(const struct rules *r, const struct game *g, int seat,
		      struct seat_punto *s)
{
	const struct game_bet *bets;
	int n, player = table_player(game_table(g), seat);

	memset(s, 0, sizeof *s);
	bets = game_bets(g, &n);
	for (int i = 0; i < n; i++) {
		if (bets[i].player != player || bets[i].place == PLACE_BANK)
			continue;
		/* A seated player's Punto bet counts where it lies now:
		 * on both chances (7.9.4.2) or refused (7.9.3.4) it was
		 * moved to the standing area, and the reason is his. */
		if (bets[i].chance == BET_ON_PUNTO &&
		    bets[i].kind == BET_MARCANDO) {
			s->marcando += bets[i].amount;
			s->weight += bets[i].amount *
				     (r->marcando_ranks_face ? 100
							     : r->marcando_pct);
		} else if (bets[i].chance == BET_ON_PUNTO) {
			s->weight += bets[i].amount * 100;
		} else if (bets[i].chance == BET_ON_BANCA) {
			s->banca = true;
		}
	}
}

/* The amount in play of hundredths, as the trainee reads it ("1500",
 * "7.50"). */
static void units_text(int64_t hundredths, char *buf, size_t size)
{
	if (hundredths % 100 == 0)
		snprintf(buf, size, "%" PRId64, hundredths / 100);
	else
		snprintf(buf, size, "%" PRId64 ".%02" PRId64, hundredths / 100,
			 hundredths % 100);
}

/* A seat's marcando bet, ranked at the share it plays: said, with its
 * article, so that the trainee sees why the larger chips lost. */
static void explain_marcando_rank(struct text *t, const struct rules *r,
				  int seat, const struct seat_punto *s)
{
	char plays[32];

	if (s->marcando <= 0 || r->marcando_ranks_face)
		return;
	units_text(s->marcando * r->marcando_pct, plays, sizeof plays);
	explain_add(t, _("A marcando bet ranks and is paid at %d%% of its value (%s): seat %d's %" PRId64 " marcando plays %s."),
		    r->marcando_pct, rules_cite(r, RULE_MARCANDO), seat,
		    s->marcando, plays);
}

/* Who turns Punto's cards. */
bool explain_holder(struct text *t, const struct rules *r,
		    const struct game *g, const struct verdict *v)
{
	const struct game_action *e = &v->expected, *gv = &v->given;
	struct seat_punto due, given;

	if (e->kind == GAME_ACT_REFUSED) {
		explain_add(t, _("The player of seat %d does not want to turn Punto's cards: his bet goes to the standing area, and the next largest seated Punto bet turns them."),
		    e->seat);
		return true;
	}
	if (e->kind == GAME_ACT_CROUPIER_TURNS) {
		explain_add(t, "%s", _("No seated player may turn Punto's cards here: the croupier turns them himself."));
		return true;
	}
	if (e->kind != GAME_ACT_HOLDER)
		return false;
	if (gv->kind == GAME_ACT_CROUPIER_TURNS) {
		explain_add(t, _("A seated player bets on Punto: the cards go to him (seat %d), not to the croupier."),
		    e->seat);
		return true;
	}
	if (gv->kind != GAME_ACT_HOLDER || g == NULL)
		return false;
	seat_bets(r, g, e->seat, &due);
	seat_bets(r, g, gv->seat, &given);
	if (given.weight > 0 && given.banca)
		explain_add(t, _("Seat %d bets on both chances and may not turn Punto's cards."),
		    gv->seat);
	else if (given.weight == 0)
		explain_add(t, _("Seat %d has no seated bet on Punto."), gv->seat);
	else if (given.weight == due.weight)
		explain_add(t, _("Seats %d and %d have equal bets on Punto: the first to the right of the sabot turns, seat %d."),
		    e->seat, gv->seat, e->seat);
	else if (given.weight < due.weight) {
		bool halves = !r->marcando_ranks_face &&
			      (given.marcando > 0 || due.marcando > 0);
		char g_plays[32], d_plays[32];

		units_text(given.weight, g_plays, sizeof g_plays);
		units_text(due.weight, d_plays, sizeof d_plays);
		explain_marcando_rank(t, r, gv->seat, &given);
		explain_marcando_rank(t, r, e->seat, &due);
		if (halves)
			explain_add(t, _("Seat %d's bets on Punto play %s, less than seat %d's %s."),
			    gv->seat, g_plays, e->seat, d_plays);
		else
			explain_add(t, _("Seat %d bets %s on Punto, less than seat %d's %s."),
			    gv->seat, g_plays, e->seat, d_plays);
	}
	if (given.weight > due.weight && !given.banca)
		/* A larger bet passed over: its player refused (7.9.3.4). */
		explain_add(t, _("Seat %d may not turn them now: the cards go to seat %d."),
		    gv->seat, e->seat);
	else
		explain_add(t, _("The largest seated bet on Punto turns the cards: seat %d."),
		    e->seat);
	return true;
}

/* The sabot and the shoe: a seat, a count, a moment. */
bool explain_sabot(struct text *t, const struct rules *r,
			  const struct verdict *v)
{
	const struct game_action *e = &v->expected, *gv = &v->given;

	switch (e->kind) {
	case GAME_ACT_PASS_SABOT:
		if (gv->kind == GAME_ACT_PASS_SABOT)
			explain_add(t, _("The sabot goes to seat %d, not to seat %d."),
			    e->seat, gv->seat);
		else
			explain_add(t, _("The banker does not keep the sabot: it goes to seat %d."),
			    e->seat);
		break;
	case GAME_ACT_NEW_SHOE:
		if (e->count == 1) {
			/* TRAD 7 */
			explain_add(t, "%s", _("Nobody takes the bank given up after the ancar: the shoe is burnt and the bank auctioned again, rather than the sabot waiting."));
			return true;
		}
		if (gv->kind != GAME_ACT_NEW_SHOE)
			return false;
		explain_add(t, _("The new shoe starts at seat %d, not at seat %d."),
		    e->seat, gv->seat);
		break;
	case GAME_ACT_SAFETY_CARD:
		if (gv->kind != GAME_ACT_SAFETY_CARD)
			return false;
		explain_add(t, _("%d cards below the cut card is not allowed: between %d and %d."),
		    gv->count, r->safety_min, r->safety_max);
		break;
	case GAME_ACT_BURN:
		if (gv->kind != GAME_ACT_BURN)
			return false;
		explain_add(t, _("The first card's value gives the cards burnt, a ten or a face counting 10 here: %d, not %d."),
		    e->count, gv->count);
		break;
	case GAME_ACT_PLACE_BETS:
		if (gv->kind == GAME_ACT_PLACE_BETS && e->count == 1) {
			/* IPLyC 8.12 */
			explain_add(t, "%s", _("This is the day's last pase: the croupier invites the last bets of the day, \"Place your bets for the last pase!\"."));
			break;
		}
		if (gv->kind == GAME_ACT_COUP)
			explain_add(t, "%s", _("The bets are not open yet: the croupier first announces the bank in play and calls for the bets."));
		else if (gv->kind == GAME_ACT_ASK_BANK)
			explain_add(t, "%s", _("The banker has already answered: the croupier announces his bank and opens the bets."));
		else
			return false;
		return true;    /* the sentence says it all: no rule after */
	case GAME_ACT_RELIEF:
		/* IPLyC 8.8.2.7 */
		if (e->winner == COUP_WINNER_PUNTO)
			explain_add(t, "%s", _("Punto won: the sabot has passed, and the croupier coming in is told that the next pase is the new banker's first."));
		else if (e->count > 0)
			explain_add(t, _("The bank's next payment is %d%%, and the croupier coming in must know it, and whether the banker has withdrawn his mitad."),
			    e->count);
		if (e->seat > 0)
			explain_add(t, _("A suite is being played: he is told who gave it and that seat %d goes out when it ends."),
			    e->seat);
		break;
	case GAME_ACT_FREE_SEAT:
		if (e->rule != RULE_RESERVED)
			return false;
		/* IPLyC 7.14.2, 8.4.2.9.4 */
		explain_add(t, _("Seat %d is reserved and its player has not come back: the seat is free to bank, and goes back to him once the suerte ends."),
		    e->seat);
		break;
	case GAME_ACT_SABOT_WAIT:
		if (e->rule != RULE_CUTTER)
			return false;
		/* IPLyC 7.9.5.3.2 */
		explain_add(t, "%s", _("Nobody else would bank and no pase of this shoe has been dealt: the player who cut may not take the sabot, which waits in the centre, not dismantled."));
		break;
	case GAME_ACT_ASK_BANK:
		if (e->rule != RULE_CUTTER)
			return false;
		/* IPLyC 7.9.5.3.1 */
		explain_add(t, "%s", _("An ancar has been dealt since the cut: the player who cut may bank when his turn comes, and is asked like anybody else."));
		break;
	case GAME_ACT_LAST_PASE:
		explain_add(t, "%s", _("The safety cut card has just come out: one more pase is played, the last."));
		if (e->count == 1)
			/* IPLyC 8.4.2.10.6 */
			explain_add(t, "%s", _("In the day's last hour the croupier also tells the players that the table goes on with a new shoe: \"Last pase, this table continues!\"."));
		break;
	case GAME_ACT_END_OF_SHOE:
		if (e->count == 1) {
			/* IPLyC 8.12: the day's last pase decided. */
			explain_add(t, "%s", _("The day's last pase has been decided: the croupier announces it, \"It has been the last pase!\", and play ends."));
			return true;
		}
		explain_add(t, "%s", _("The last pase has been played: the shoe ends now."));
		break;
	default:
		return false;
	}
	explain_add_rule(t, r, e->rule);
	return true;
}
