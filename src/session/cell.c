/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cell.c: the one table of situation cells and how an action falls in
 * one; see cell.h. */
#include "config.h"

#include "session/cell.h"

#include <stdio.h>
#include <string.h>

#include "engine/coup.h"
#include "i18n.h"

/* The vocabulary: every key begins with one of these prefixes.  Keep it
 * in step with CELLS in crupier-scenario(5). */
static const struct cell_family families[] = {
	{ "punto.", SKILL_DRAWING, "punto.T",
	  N_("Punto's two-card total T (0-7): draws or stands") },
	{ "banca.", SKILL_DRAWING, "banca.T.none, banca.T.pC",
	  N_("Banca's total T (0-7), Punto stood or gave a third card "
	     "worth C (0-9)") },
	{ "voluntad.", SKILL_VOLUNTAD,
	  "voluntad.holder.largest|tie|refused, voluntad.croupier, "
	  "voluntad.ask, voluntad.pide, voluntad.planta, voluntad.no_five, "
	  "voluntad.refusal",
	  N_("Who turns Punto's cards, the voluntad asked and ratified, the "
	     "obligatory stand") },
	{ "pay.", SKILL_PAYOUTS,
	  "pay.CHANCE.KIND[.six][.excess], "
	  "pay.bank.odd|even.low|high[.excess]",
	  N_("A payment by bet kind; the bank by pase parity and salida over "
	     "half the maximum; Banca's six; an excess over the maximum") },
	{ "collect.", SKILL_PAYOUTS, "collect.CHANCE",
	  N_("A losing bet taken in") },
	{ "excess.", SKILL_PAYOUTS, "excess.KIND",
	  N_("The excess over the maximum handed back") },
	{ "return_bet", SKILL_PAYOUTS, "return_bet",
	  N_("A bet handed back") },
	{ "chips.", SKILL_PAYOUTS,
	  "chips.pay.…, chips.change.break|up",
	  N_("A payment counted out in chips (as pay.…); a change into "
	     "smaller chips or into larger ones") },
	{ "dealing.", SKILL_DEALING, "dealing.STEP",
	  N_("A call or a step of the deal") },
	{ "rotation.", SKILL_ROTATION, "rotation.EVENT",
	  N_("An event of the sabot: remate, cut, bank, suite, mitad...") },
	{ "anomaly.", SKILL_ANOMALIES, "anomaly.KIND",
	  N_("The anomaly ruled on") },
	{ "step.", SKILL__COUNT, "step.PROCEDURE.OP",
	  N_("A step of a procedure") },
};

size_t cell_families(const struct cell_family **out)
{
	*out = families;
	return sizeof families / sizeof families[0];
}

enum skill cell_skill(const char *key)
{
	for (size_t i = 0; i < sizeof families / sizeof families[0]; i++) {
		size_t n = strlen(families[i].prefix);

		if (strncmp(key, families[i].prefix, n) != 0)
			continue;
		if (families[i].skill != SKILL__COUNT)
			return families[i].skill;
		return strncmp(key + n, "deck_check.", 11) == 0
			       ? SKILL_DECK_CHECK : SKILL_SHUFFLE;
	}
	return SKILL__COUNT;
}

static const char *chance_key(enum bet_chance c)
{
	switch (c) {
	case BET_ON_BANCA: return "banca";
	case BET_ON_PUNTO: return "punto";
	case BET_ON_TIE: return "tie";
	}
	return "banca";
}

static const char *kind_key(enum bet_kind k)
{
	switch (k) {
	case BET_SEAT: return "seat";
	case BET_STANDING: return "standing";
	case BET_BANK: return "bank";
	case BET_MARCANDO: return "marcando";
	}
	return "seat";
}

/* The bet an action about a player's bet is about (the one of the
 * stake announced when he has a marcando bet beside it). */
static const struct game_bet *bet_of(const struct game *g,
				     const struct game_action *e)
{
	const struct game_bet *bets, *found = NULL;
	int n;

	bets = game_bets(g, &n);
	for (int i = 0; i < n; i++) {
		if (bets[i].player != e->player ||
		    bets[i].chance != e->chance ||
		    bets[i].place != e->place || bets[i].seat != e->seat)
			continue;
		if (found != NULL && e->stake > 0 && bets[i].amount != e->stake)
			continue;
		found = &bets[i];
	}
	return found;
}

static void cell_pay(const struct rules *r, const struct game *g,
		     const struct game_action *e, char out[CELL_KEY_MAX])
{
	const struct game_bet *b;
	const struct bank_state *bs;
	int64_t amount;

	if (e->place == PLACE_BANK) {
		bs = game_bank_state(g);
		amount = game_bank(g);
		snprintf(out, CELL_KEY_MAX, "pay.bank.%s.%s%s",
			 bs->pase % 2 == 1 ? "odd" : "even",
			 bs->salida * 2 > r->table_max ? "high" : "low",
			 amount > r->table_max ? ".excess" : "");
		return;
	}
	b = bet_of(g, e);
	amount = b != NULL ? b->amount : e->stake;
	snprintf(out, CELL_KEY_MAX, "pay.%s.%s%s%s", chance_key(e->chance),
		 kind_key(b != NULL ? b->kind : BET_SEAT),
		 e->chance == BET_ON_BANCA &&
				 r->banca_pay == BANCA_PAY_SIX_HALF &&
				 coup_banca_total(game_coup(g)) == 6
			 ? ".six" : "",
		 amount > r->table_max ? ".excess" : "");
}

/* Whether a change breaks a chip (into smaller ones) rather than
 * colours up: one of the player's chips is larger than he asks for. */
static bool change_breaks(const struct rules *r, const struct game *g,
			  const struct game_action *e)
{
	const struct chip_count *in = game_change_in(g);

	for (int i = 0; in != NULL && i < r->chips.n; i++)
		if (in->n[i] > 0 && r->chips.d[i].value > e->stake)
			return true;
	return false;
}

/* Banca's drawing cell: its total, and Punto's third card if any. */
static void cell_banca(int banca_total, size_t n_punto, const card_t *punto,
		       char out[CELL_KEY_MAX])
{
	if (n_punto >= 3)
		snprintf(out, CELL_KEY_MAX, "banca.%d.p%d", banca_total,
			 card_value(punto[2]));
	else
		snprintf(out, CELL_KEY_MAX, "banca.%d.none", banca_total);
}

static void cell_coup_step(const struct game *g, const struct game_action *e,
			   char out[CELL_KEY_MAX])
{
	const struct coup *c = game_coup(g);
	const card_t *punto;
	size_t np;

	switch (e->step) {
	case COUP_PUNTO_DRAWS:
	case COUP_PUNTO_STANDS:
		snprintf(out, CELL_KEY_MAX, "punto.%d", coup_punto_total(c));
		return;
	case COUP_BANCA_DRAWS:
	case COUP_BANCA_STANDS:
		np = coup_punto_cards(c, &punto);
		cell_banca(coup_banca_total(c), np, punto, out);
		return;
	case COUP_ASK_VOLUNTAD:
		snprintf(out, CELL_KEY_MAX, "voluntad.ask");
		return;
	case COUP_RATIFY_PIDE:
		snprintf(out, CELL_KEY_MAX, "voluntad.pide");
		return;
	case COUP_RATIFY_PLANTA:
		snprintf(out, CELL_KEY_MAX, "voluntad.planta");
		return;
	case COUP_CALL_NO_FIVE:
		snprintf(out, CELL_KEY_MAX, "voluntad.no_five");
		return;
	default:
		break;
	}
	snprintf(out, CELL_KEY_MAX, "dealing.%s", coup_action_key(e->step));
}

void cell_of_action(const struct rules *r, const struct game *g,
		    const struct game_action *e, char out[CELL_KEY_MAX])
{
	const char *k;

	out[0] = '\0';
	switch (e->kind) {
	case GAME_ACT_COUP:
		cell_coup_step(g, e, out);
		return;
	case GAME_ACT_HOLDER:
		snprintf(out, CELL_KEY_MAX, "voluntad.holder.%s",
			 e->rule == RULE_PUNTO_CARDS_TIE ? "tie"
			 : e->rule == RULE_PUNTO_CARDS_REFUSED ? "refused"
							       : "largest");
		return;
	case GAME_ACT_CROUPIER_TURNS:
		snprintf(out, CELL_KEY_MAX, "voluntad.croupier");
		return;
	case GAME_ACT_REFUSED:
		snprintf(out, CELL_KEY_MAX, "voluntad.refusal");
		return;
	case GAME_ACT_PAY:
		if (r->chips.on) {
			/* The same situation, counted out in chips. */
			char pay[CELL_KEY_MAX];

			cell_pay(r, g, e, pay);
			snprintf(out, CELL_KEY_MAX, "chips.%.*s",
				 CELL_KEY_MAX - 7, pay);
			return;
		}
		cell_pay(r, g, e, out);
		return;
	case GAME_ACT_CHANGE:
		snprintf(out, CELL_KEY_MAX, "chips.change.%s",
			 change_breaks(r, g, e) ? "break" : "up");
		return;
	case GAME_ACT_COLLECT:
		snprintf(out, CELL_KEY_MAX, "collect.%s", chance_key(e->chance));
		return;
	case GAME_ACT_RETURN_EXCESS:
		snprintf(out, CELL_KEY_MAX, "excess.%s",
			 e->place == PLACE_BANK ? "bank"
			 : e->place == PLACE_STANDING ? "standing" : "seat");
		return;
	case GAME_ACT_RETURN_BET:
		snprintf(out, CELL_KEY_MAX, "return_bet");
		return;
	case GAME_ACT_RULING:
		k = anomaly_key(e->anomaly);
		snprintf(out, CELL_KEY_MAX, "anomaly.%s", k != NULL ? k : "?");
		return;
	case GAME_ACT_CHANGE_SHOE:
		snprintf(out, CELL_KEY_MAX, "anomaly.change_shoe");
		return;
	case GAME_ACT_PLACE_BETS:
		snprintf(out, CELL_KEY_MAX, "dealing.place_bets");
		return;
	case GAME_ACT_DENY:
		k = game_act_key(e->denied);
		snprintf(out, CELL_KEY_MAX, "rotation.deny.%s",
			 k != NULL ? k : "?");
		return;
	case GAME_ACT_WAIT:
	case GAME_ACT_OVER:
	case GAME_ACT__COUNT:
		return;
	default:
		break;
	}
	k = game_act_key(e->kind);
	snprintf(out, CELL_KEY_MAX, "rotation.%s", k != NULL ? k : "?");
}

void cell_of_step(enum procedure p, enum procedure_op op,
		  char out[CELL_KEY_MAX])
{
	const char *k = procedure_op_key(op);

	snprintf(out, CELL_KEY_MAX, "step.%s.%s", scenario_procedure_key(p),
		 k != NULL ? k : "?");
}

int cell_coup_drawing(const struct rules *r, enum coup_holder holder,
		      enum five_decision five, const card_t *cards, size_t n,
		      char out[CELL_COUP_MAX][CELL_KEY_MAX])
{
	struct coup_result res;
	int k = 0;

	if (coup_play(r, holder, five, cards, n, &res) != STATUS_OK)
		return 0;
	for (size_t i = 0; i < res.n_steps && k < CELL_COUP_MAX; i++) {
		const struct coup_step *st = &res.steps[i];

		switch (st->action) {
		case COUP_CALL_NO_FIVE:
			snprintf(out[k++], CELL_KEY_MAX, "voluntad.no_five");
			break;
		case COUP_PUNTO_DRAWS:
		case COUP_PUNTO_STANDS:
			snprintf(out[k++], CELL_KEY_MAX, "punto.%d",
				 st->punto_total);
			break;
		case COUP_BANCA_DRAWS:
		case COUP_BANCA_STANDS:
			cell_banca(st->banca_total, res.n_punto, res.punto,
				   out[k++]);
			break;
		default:
			break;
		}
	}
	return k;
}
