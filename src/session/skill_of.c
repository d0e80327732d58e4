/* SPDX-License-Identifier: GPL-3.0-or-later */
/* skill_of.c: the one table of skills; see skill_of.h. */
#include "config.h"

#include "session/skill_of.h"

#include "i18n.h"

/* Every kind is listed, so a new kind without a skill stands out here.
 * COUP is scored by its step (step_skill). */
static const enum skill act_skill[GAME_ACT__COUNT] = {
	[GAME_ACT_REMATE] = SKILL_ROTATION,
	[GAME_ACT_ASK_IMPROVE] = SKILL_ROTATION,
	[GAME_ACT_AWARD_BANK] = SKILL_ROTATION,
	[GAME_ACT_ASK_CUT] = SKILL_ROTATION,
	[GAME_ACT_SUPERVISOR_CUTS] = SKILL_ROTATION,
	[GAME_ACT_SAFETY_CARD] = SKILL_ROTATION,
	[GAME_ACT_BURN] = SKILL_ROTATION,
	[GAME_ACT_ASK_BANK] = SKILL_ROTATION,
	[GAME_ACT_BANK_AGAIN] = SKILL_ROTATION,
	[GAME_ACT_FREE_SEAT] = SKILL_ROTATION,
	[GAME_ACT_PASS_SABOT] = SKILL_ROTATION,
	[GAME_ACT_SABOT_WAIT] = SKILL_ROTATION,
	[GAME_ACT_OFFER_SUITE] = SKILL_ROTATION,
	[GAME_ACT_AWARD_SUITE] = SKILL_ROTATION,
	[GAME_ACT_CEDE_SEAT] = SKILL_ROTATION,
	[GAME_ACT_MITAD] = SKILL_ROTATION,
	[GAME_ACT_MITAD_BACK] = SKILL_ROTATION,
	[GAME_ACT_RELIEF] = SKILL_ROTATION,
	[GAME_ACT_RAISE] = SKILL_ROTATION,
	[GAME_ACT_DENY] = SKILL_ROTATION,
	/* "¡… en banca! ¡Hagan juego!" opens the pase: a call. */
	[GAME_ACT_PLACE_BETS] = SKILL_DEALING,
	[GAME_ACT_COUP] = SKILL__COUNT,
	[GAME_ACT_REFUSED] = SKILL_VOLUNTAD,
	[GAME_ACT_HOLDER] = SKILL_VOLUNTAD,
	[GAME_ACT_CROUPIER_TURNS] = SKILL_VOLUNTAD,
	[GAME_ACT_RETURN_EXCESS] = SKILL_PAYOUTS,
	[GAME_ACT_COLLECT] = SKILL_PAYOUTS,
	[GAME_ACT_PAY] = SKILL_PAYOUTS,
	/* "¡Cambio!": chips counted out as a payment is. */
	[GAME_ACT_CHANGE] = SKILL_PAYOUTS,
	[GAME_ACT_LAST_PASE] = SKILL_ROTATION,
	[GAME_ACT_END_OF_SHOE] = SKILL_ROTATION,
	[GAME_ACT_RETURN_BET] = SKILL_PAYOUTS,
	[GAME_ACT_NEW_SHOE] = SKILL_ROTATION,
	[GAME_ACT_CHANGE_SHOE] = SKILL_ANOMALIES,
	[GAME_ACT_RULING] = SKILL_ANOMALIES,
	[GAME_ACT_WAIT] = SKILL__COUNT,
	[GAME_ACT_OVER] = SKILL__COUNT,
};

static const enum skill step_skill[COUP_ACTION__COUNT] = {
	[COUP_CALL_NO_VA_MAS] = SKILL_DEALING,
	[COUP_CALL_CARTAS] = SKILL_DEALING,
	[COUP_DEAL_TO_PUNTO] = SKILL_DEALING,
	[COUP_DEAL_TO_BANCA] = SKILL_DEALING,
	[COUP_ASK_VOLUNTAD] = SKILL_VOLUNTAD,
	[COUP_RATIFY_PIDE] = SKILL_VOLUNTAD,
	[COUP_RATIFY_PLANTA] = SKILL_VOLUNTAD,
	[COUP_CALL_NO_FIVE] = SKILL_VOLUNTAD,
	[COUP_ANNOUNCE_NATURAL] = SKILL_DEALING,
	[COUP_PUNTO_DRAWS] = SKILL_DRAWING,
	[COUP_PUNTO_STANDS] = SKILL_DRAWING,
	[COUP_BANCA_DRAWS] = SKILL_DRAWING,
	[COUP_BANCA_STANDS] = SKILL_DRAWING,
	[COUP_ANNOUNCE_TOTALS] = SKILL_DEALING,
	[COUP_ANNOUNCE_WINNER] = SKILL_DEALING,
	[COUP_VOID_PASE] = SKILL_DEALING,
	[COUP_DONE] = SKILL__COUNT,
};

static const char *const skill_names[SKILL__COUNT] = {
	[SKILL_SHUFFLE] = N_("Making the shoe"),
	[SKILL_DECK_CHECK] = N_("Deck check"),
	[SKILL_DEALING] = N_("Dealing and calls"),
	[SKILL_DRAWING] = N_("Drawing"),
	[SKILL_VOLUNTAD] = N_("Voluntad of five"),
	[SKILL_ROTATION] = N_("Sabot and suite"),
	[SKILL_PAYOUTS] = N_("Payouts"),
	[SKILL_ANOMALIES] = N_("Anomalies"),
};

enum skill skill_of_action(const struct game_action *a)
{
	if ((unsigned)a->kind >= GAME_ACT__COUNT)
		return SKILL__COUNT;
	if (a->kind == GAME_ACT_COUP)
		return (unsigned)a->step < COUP_ACTION__COUNT
			       ? step_skill[a->step] : SKILL__COUNT;
	return act_skill[a->kind];
}

enum skill skill_of_procedure(enum procedure p)
{
	switch (p) {
	case PROCEDURE_OPENING:
	case PROCEDURE_DURING_PLAY:
		return SKILL_SHUFFLE;
	case PROCEDURE_DECK_CHECK:
		return SKILL_DECK_CHECK;
	case PROCEDURE_NONE:
		break;
	}
	return SKILL__COUNT;
}

const char *skill_name(enum skill s)
{
	return (unsigned)s < SKILL__COUNT ? _(skill_names[s]) : "-";
}
