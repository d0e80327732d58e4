/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cell_text.c: every situation cell in the user's words (cell.h), so
 * that the heat maps' weakest cells, the Review list and `crupier
 * review` never show a raw key.  Every family of the vocabulary has its
 * words; tests/test_cell.c walks every key the vocabulary can produce. */
#include "config.h"

#include "session/cell.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "session/action_text.h"

/* The steps of the coup, by coup_action_key (dealing.KEY and the
 * voluntad's steps). */
static const char *const coup_words[COUP_ACTION__COUNT] = {
	[COUP_CALL_NO_VA_MAS] = N_("Calling \"No more bets!\""),
	[COUP_CALL_CARTAS] = N_("Calling \"Cards!\""),
	[COUP_DEAL_TO_PUNTO] = N_("Dealing Punto's cards"),
	[COUP_DEAL_TO_BANCA] = N_("Dealing Banca's cards"),
	[COUP_ASK_VOLUNTAD] = N_("Asking the voluntad: \"5 has voluntad!\""),
	[COUP_RATIFY_PIDE] = N_("Ratifying \"Draws with 5!\""),
	[COUP_RATIFY_PLANTA] = N_("Ratifying \"Stands with 5!\""),
	[COUP_CALL_NO_FIVE] = N_("The croupier's obligatory stand on 5"),
	[COUP_ANNOUNCE_NATURAL] = N_("Announcing a natural"),
	[COUP_PUNTO_DRAWS] = N_("Punto draws"),
	[COUP_PUNTO_STANDS] = N_("Punto stands"),
	[COUP_BANCA_DRAWS] = N_("Banca draws"),
	[COUP_BANCA_STANDS] = N_("Banca stands"),
	[COUP_ANNOUNCE_TOTALS] = N_("Announcing the totals"),
	[COUP_ANNOUNCE_WINNER] = N_("Announcing the winner"),
	[COUP_VOID_PASE] = N_("A void pase"),
	[COUP_DONE] = N_("The end of the coup"),
};

/* The croupier's actions, by game_act_key (rotation.KEY,
 * rotation.deny.KEY, dealing.place_bets). */
static const char *const act_words[GAME_ACT__COUNT] = {
	[GAME_ACT_REMATE] = N_("Auctioning the first bank (remate)"),
	[GAME_ACT_ASK_IMPROVE] = N_("Asking for a better offer"),
	[GAME_ACT_AWARD_BANK] = N_("Awarding the bank"),
	[GAME_ACT_ASK_CUT] = N_("Offering the cut"),
	[GAME_ACT_SUPERVISOR_CUTS] = N_("The supervisor cuts"),
	[GAME_ACT_SAFETY_CARD] = N_("Placing the safety card"),
	[GAME_ACT_BURN] = N_("Burning cards"),
	[GAME_ACT_ASK_BANK] = N_("Asking \"Your bank?\""),
	[GAME_ACT_BANK_AGAIN] = N_("Banking again"),
	[GAME_ACT_FREE_SEAT] = N_("A free seat to bank"),
	[GAME_ACT_PASS_SABOT] = N_("Passing the sabot"),
	[GAME_ACT_SABOT_WAIT] = N_("The sabot waiting"),
	[GAME_ACT_OFFER_SUITE] = N_("Offering the suite"),
	[GAME_ACT_AWARD_SUITE] = N_("Awarding the suite"),
	[GAME_ACT_CEDE_SEAT] = N_("Asking for the seat to be ceded"),
	[GAME_ACT_MITAD] = N_("Withdrawing half the bank (mitad)"),
	[GAME_ACT_MITAD_BACK] = N_("A mitad refused, back into the bank"),
	[GAME_ACT_RELIEF] = N_("Telling the croupier who relieves you"),
	[GAME_ACT_RAISE] = N_("Raising the bank"),
	[GAME_ACT_DENY] = N_("Refusing a request"),
	[GAME_ACT_PLACE_BETS] = N_("Opening the bets"),
	[GAME_ACT_COUP] = N_("A step of the coup"),
	[GAME_ACT_REFUSED] = N_("A player who will not turn Punto's cards"),
	[GAME_ACT_HOLDER] = N_("Who turns Punto's cards"),
	[GAME_ACT_CROUPIER_TURNS] = N_("The croupier turns Punto's cards"),
	[GAME_ACT_RETURN_EXCESS] = N_("Handing back an excess"),
	[GAME_ACT_COLLECT] = N_("Taking in a losing bet"),
	[GAME_ACT_PAY] = N_("Paying a bet"),
	[GAME_ACT_CHANGE] = N_("Changing chips"),
	[GAME_ACT_LAST_PASE] = N_("The last pase (the safety card)"),
	[GAME_ACT_END_OF_SHOE] = N_("The end of the shoe"),
	[GAME_ACT_RETURN_BET] = N_("Handing back a bet"),
	[GAME_ACT_NEW_SHOE] = N_("A new shoe"),
	[GAME_ACT_CHANGE_SHOE] = N_("Changing the decks"),
	[GAME_ACT_RULING] = N_("Ruling on an anomaly"),
	[GAME_ACT_WAIT] = N_("Waiting for an answer"),
	[GAME_ACT_OVER] = N_("The game cannot go on"),
};

/* A procedure's steps (the Procedure screen shows the same words). */
static const char *const op_words[PROCEDURE_OP__COUNT] = {
	[PROCEDURE_OP_CHECK_BAND] = N_("The band"),
	[PROCEDURE_OP_CHECK_DECK] = N_("Each deck, card by card"),
	[PROCEDURE_OP_LAY_OUT_DECKS] = N_("Decks laid out"),
	[PROCEDURE_OP_CHECK_CUT_CARDS] = N_("Plastic cut cards"),
	[PROCEDURE_OP_DISCARD_REMAINING] = N_("Cards left to the tray"),
	[PROCEDURE_OP_PLACE_SABOT] = N_("Sabot in its place"),
	[PROCEDURE_OP_RIFFLE] = N_("Riffles"),
	[PROCEDURE_OP_WASH] = N_("Ensalada"),
	[PROCEDURE_OP_GATHER] = N_("Gather into a row"),
	[PROCEDURE_OP_FORM_PILES] = N_("Three piles"),
	[PROCEDURE_OP_VERIFY_EMPTY] = N_("Sabot and tray empty"),
	[PROCEDURE_OP_TAKE_PORTIONS] = N_("Inspector's portions"),
	[PROCEDURE_OP_FINAL_PORTIONS] = N_("Final portions"),
	[PROCEDURE_OP_LOAD_SABOT] = N_("Load the sabot"),
	[PROCEDURE_OP_PLACE_CUT_CARD] = N_("Cut card by sabot"),
	[PROCEDURE_OP_REMATE] = N_("Remate of the bank"),
	[PROCEDURE_OP_CUT] = N_("The cut"),
	[PROCEDURE_OP_PLACE_SAFETY_CARD] = N_("Safety cut card"),
	[PROCEDURE_OP_HAND_OVER_SABOT] = N_("Hand over the sabot"),
	[PROCEDURE_OP_REPORT_FINDINGS] = N_("Report to the inspector"),
};

const char *cell_op_words(enum procedure_op op)
{
	return (unsigned)op < PROCEDURE_OP__COUNT && op_words[op] != NULL
		       ? _(op_words[op]) : NULL;
}

static const char *coup_key_words(const char *key)
{
	for (int i = 0; i < COUP_ACTION__COUNT; i++)
		if (coup_words[i] != NULL &&
		    strcmp(key, coup_action_key((enum coup_action)i)) == 0)
			return _(coup_words[i]);
	return NULL;
}

static const char *act_key_words(const char *key)
{
	for (int i = 0; i < GAME_ACT__COUNT; i++) {
		const char *k = game_act_key((enum game_act)i);

		if (act_words[i] != NULL && k != NULL && strcmp(key, k) == 0)
			return _(act_words[i]);
	}
	return NULL;
}

static bool chance_of(const char *key, size_t *len, enum bet_chance *c)
{
	static const struct { const char *k; enum bet_chance c; } ch[] = {
		{ "punto", BET_ON_PUNTO }, { "banca", BET_ON_BANCA },
		{ "tie", BET_ON_TIE },
	};

	for (size_t i = 0; i < sizeof ch / sizeof ch[0]; i++) {
		*len = strlen(ch[i].k);
		if (strncmp(key, ch[i].k, *len) == 0 &&
		    (key[*len] == '\0' || key[*len] == '.')) {
			*c = ch[i].c;
			return true;
		}
	}
	return false;
}

/* pay.CHANCE.KIND[.six][.excess]. */
static bool pay_text(const char *key, char *buf, size_t size)
{
	enum bet_chance c;
	const char *rest, *on;
	size_t n;

	if (!chance_of(key, &n, &c) || key[n] != '.')
		return false;
	rest = key + n + 1;
	on = action_chance_name(c, PLACE_SEAT);
	if (strncmp(rest, "seat", 4) == 0) {
		snprintf(buf, size, _("Pay a seated bet on %s"), on);
		rest += 4;
	} else if (strncmp(rest, "standing", 8) == 0) {
		snprintf(buf, size, _("Pay a standing bet on %s"), on);
		rest += 8;
	} else if (strncmp(rest, "marcando", 8) == 0) {
		snprintf(buf, size, _("Pay a marcando bet on %s"), on);
		rest += 8;
	} else if (strncmp(rest, "bank", 4) == 0) {
		snprintf(buf, size, _("Pay the banker's bet on %s"), on);
		rest += 4;
	} else {
		return false;
	}
	if (strncmp(rest, ".six", 4) == 0) {
		strncat(buf, _(", Banca with 6"), size - strlen(buf) - 1);
		rest += 4;
	}
	if (strcmp(rest, ".excess") == 0) {
		strncat(buf, _(", over the maximum"), size - strlen(buf) - 1);
		rest += 7;
	}
	return *rest == '\0';
}

/* pay.bank.odd|even.low|high[.excess]. */
static bool bank_text(const char *key, char *buf, size_t size)
{
	static const struct { const char *k; const char *words; } bank[] = {
		{ "odd.low", N_("Pay the bank: an odd pase, the salida up to "
				"half the maximum") },
		{ "even.low", N_("Pay the bank: an even pase, the salida up to "
				 "half the maximum") },
		{ "odd.high", N_("Pay the bank: an odd pase, the salida over "
				 "half the maximum") },
		{ "even.high", N_("Pay the bank: an even pase, the salida over "
				  "half the maximum") },
	};

	for (size_t i = 0; i < sizeof bank / sizeof bank[0]; i++) {
		size_t n = strlen(bank[i].k);

		if (strncmp(key, bank[i].k, n) != 0)
			continue;
		if (key[n] != '\0' && strcmp(key + n, ".excess") != 0)
			return false;
		snprintf(buf, size, "%s%s", _(bank[i].words),
			 key[n] != '\0' ? _(", over the maximum") : "");
		return true;
	}
	return false;
}

static bool family_text(const char *key, char *buf, size_t size);

/* chips.pay.… (a pay. cell in chips), chips.change.break|up. */
static bool chips_cell_text(const char *key, char *buf, size_t size)
{
	char pay[160];

	if (strcmp(key, "change.break") == 0) {
		snprintf(buf, size, "%s", _("A change into smaller chips"));
		return true;
	}
	if (strcmp(key, "change.up") == 0) {
		snprintf(buf, size, "%s", _("A change into larger chips"));
		return true;
	}
	if (strncmp(key, "pay.", 4) != 0 ||
	    !family_text(key, pay, sizeof pay))
		return false;
	/* TRANSLATORS: a payment's cell, counted out in chips: "Pay a
	 * seated bet on Banca, in chips". */
	snprintf(buf, size, _("%s, in chips"), pay);
	return true;
}

static bool voluntad_text(const char *key, char *buf, size_t size)
{
	static const struct { const char *k; const char *words; } v[] = {
		{ "holder.largest", N_("Who turns Punto's cards: the largest "
				       "seated bet on Punto") },
		{ "holder.tie", N_("Who turns Punto's cards: equal bets, the "
				   "first to the right") },
		{ "holder.refused", N_("Who turns Punto's cards after a "
				       "refusal") },
		{ "croupier", N_("The croupier turns Punto's cards") },
		{ "refusal", N_("A player who will not turn Punto's cards") },
	};
	const char *w = NULL;

	for (size_t i = 0; i < sizeof v / sizeof v[0]; i++)
		if (strcmp(key, v[i].k) == 0)
			w = _(v[i].words);
	if (strcmp(key, "ask") == 0)
		w = coup_key_words("ask_voluntad");
	else if (strcmp(key, "pide") == 0)
		w = coup_key_words("ratify_pide");
	else if (strcmp(key, "planta") == 0)
		w = coup_key_words("ratify_planta");
	else if (strcmp(key, "no_five") == 0)
		w = coup_key_words("call_no_five");
	if (w == NULL)
		return false;
	snprintf(buf, size, "%s", w);
	return true;
}

static bool excess_text(const char *key, char *buf, size_t size)
{
	const char *w = strcmp(key, "seat") == 0
				? _("Hand back the excess of a seated bet")
			: strcmp(key, "standing") == 0
				? _("Hand back the excess of a standing bet")
			: strcmp(key, "bank") == 0
				? _("Hand back the bank's excess")
				: NULL;

	if (w == NULL)
		return false;
	snprintf(buf, size, "%s", w);
	return true;
}

static bool step_text(const char *key, char *buf, size_t size)
{
	static const struct { const char *k; const char *words; } proc[] = {
		{ "opening.", N_("Opening the table") },
		{ "during_play.", N_("Shuffling during play") },
		{ "deck_check.", N_("Deck check") },
	};

	for (size_t i = 0; i < sizeof proc / sizeof proc[0]; i++) {
		size_t n = strlen(proc[i].k);
		enum procedure_op op;

		if (strncmp(key, proc[i].k, n) != 0)
			continue;
		op = procedure_op_by_key(key + n);
		if (cell_op_words(op) == NULL)
			return false;
		/* TRANSLATORS: a procedure, then one of its steps. */
		snprintf(buf, size, _("%s: %s"), _(proc[i].words),
			 cell_op_words(op));
		return true;
	}
	return false;
}

static bool family_text(const char *key, char *buf, size_t size)
{
	const char *w;
	enum bet_chance c;
	size_t n;
	enum anomaly a;

	if (strncmp(key, "voluntad.", 9) == 0)
		return voluntad_text(key + 9, buf, size);
	if (strncmp(key, "chips.", 6) == 0)
		return chips_cell_text(key + 6, buf, size);
	if (strncmp(key, "pay.bank.", 9) == 0)
		return bank_text(key + 9, buf, size);
	if (strncmp(key, "pay.", 4) == 0)
		return pay_text(key + 4, buf, size);
	if (strncmp(key, "collect.", 8) == 0) {
		if (!chance_of(key + 8, &n, &c) || key[8 + n] != '\0')
			return false;
		snprintf(buf, size, _("Take in a losing bet on %s"),
			 action_chance_name(c, PLACE_SEAT));
		return true;
	}
	if (strncmp(key, "excess.", 7) == 0)
		return excess_text(key + 7, buf, size);
	if (strcmp(key, "return_bet") == 0)
		w = act_key_words("return_bet");
	else if (strcmp(key, "dealing.place_bets") == 0)
		w = act_key_words("place_bets");
	else if (strncmp(key, "dealing.", 8) == 0)
		w = coup_key_words(key + 8);
	else if (strncmp(key, "rotation.deny.", 14) == 0) {
		w = act_key_words(key + 14);
		if (w == NULL)
			return false;
		snprintf(buf, size, _("Refusing a request: %s"), w);
		return true;
	} else if (strncmp(key, "rotation.", 9) == 0)
		w = act_key_words(key + 9);
	else if (strcmp(key, "anomaly.change_shoe") == 0)
		w = act_key_words("change_shoe");
	else if (strncmp(key, "anomaly.", 8) == 0) {
		a = anomaly_by_key(key + 8);
		w = a < ANOMALY__COUNT ? action_anomaly_name(a) : NULL;
	} else if (strncmp(key, "step.", 5) == 0)
		return step_text(key + 5, buf, size);
	else
		return false;
	if (w == NULL)
		return false;
	snprintf(buf, size, "%s", w);
	return true;
}

void cell_text(const char *key, char *buf, size_t size)
{
	int t, c;
	char tail[8];

	if (size == 0)
		return;
	buf[0] = '\0';
	if (sscanf(key, "banca.%d.p%d", &t, &c) == 2) {
		/* TRANSLATORS: a cell of Banca's drawing table. */
		snprintf(buf, size, _("Banca %d, Punto's third card %d"), t, c);
		return;
	}
	if (sscanf(key, "banca.%d.%7s", &t, tail) == 2 &&
	    strcmp(tail, "none") == 0) {
		snprintf(buf, size, _("Banca %d, Punto stood"), t);
		return;
	}
	if (sscanf(key, "punto.%d", &t) == 1) {
		snprintf(buf, size, _("Punto %d"), t);
		return;
	}
	/* A key no family knows (a newer version's) is shown as it is. */
	if (!family_text(key, buf, size))
		snprintf(buf, size, "%s", key);
}
