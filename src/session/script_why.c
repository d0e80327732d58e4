/* SPDX-License-Identifier: GPL-3.0-or-later */
/* script_why.c: the reasons behind the game's refusals; see
 * script_why.h. */
#include "config.h"

#include "session/script_why.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "session/action_text.h"
#include "session/script_impl.h"

/* The actions that give a player the sabot.  "¿Su banca?" is not one:
 * it asks the player the sabot has already come to. */
static bool gives_sabot(enum game_act k)
{
	return k == GAME_ACT_PASS_SABOT || k == GAME_ACT_AWARD_SUITE ||
	       k == GAME_ACT_AWARD_BANK || k == GAME_ACT_FREE_SEAT ||
	       k == GAME_ACT_NEW_SHOE;
}

void script_why_note(struct script *s, const struct game_action *done)
{
	int b = game_banker(&s->game);

	if (done != NULL && gives_sabot(done->kind)) {
		s->why_last_move = *done;
		s->why_last_coup = s->coup + 1;
		s->why_last_after = game_result(&s->game);
	}
	if (b == s->why_banker)
		return;
	s->why_banker = b;
	s->why_coup = s->why_last_coup;
	s->why_move = s->why_last_move;
	s->why_after = s->why_last_after;
}

static bool house_banks(const struct script *s)
{
	return s->rules.banking != BANKING_PLAYER;
}

void script_why_banker(const struct script *s, char *buf, size_t size)
{
	const struct game *g = &s->game;
	int b = game_banker(g);
	const char *name = script_name_of(s, b);
	int64_t bank = game_bank(g);
	const char *cite = s->why_move.article;

	if (house_banks(s)) {
		snprintf(buf, size, "%s", "");
		return;
	}
	if (b == 0) {
		snprintf(buf, size, "%s", _("nobody banks now"));
		return;
	}
	if (s->why_coup == 0) {
		snprintf(buf, size,
			 _("%s holds the bank now (%" PRId64 "): the scenario"
			   " starts with this banker (start: banker)"),
			 name, bank);
		return;
	}
	switch (s->why_move.kind) {
	case GAME_ACT_PASS_SABOT:
		if (s->why_after == COUP_WINNER_PUNTO)
			snprintf(buf, size,
				 _("%s holds the bank now (%" PRId64 "): the"
				   " sabot passed to this seat after Punto won"
				   " coup %d (%s)"),
				 name, bank, s->why_coup, cite);
		else
			snprintf(buf, size,
				 _("%s holds the bank now (%" PRId64 "): the"
				   " sabot passed to this seat in coup %d (%s)"),
				 name, bank, s->why_coup, cite);
		break;
	case GAME_ACT_AWARD_SUITE:
		snprintf(buf, size,
			 _("%s holds the bank now (%" PRId64 "): the suite was"
			   " awarded in coup %d (%s)"),
			 name, bank, s->why_coup, cite);
		break;
	case GAME_ACT_AWARD_BANK:
		snprintf(buf, size,
			 _("%s holds the bank now (%" PRId64 "): the first bank"
			   " was awarded in coup %d (%s)"),
			 name, bank, s->why_coup, cite);
		break;
	default:
		snprintf(buf, size,
			 _("%s holds the bank now (%" PRId64 "), since coup %d"
			   " (%s)"),
			 name, bank, s->why_coup, cite);
		break;
	}
}

static const char *cite(const struct script *s, enum rule_id id)
{
	return rules_cite(&s->rules, id);
}

void script_why_bet(const struct script *s, int player, enum bet_chance on,
		    int64_t amount, bool marcando, enum status st,
		    enum rule_id rule, char *buf, size_t size)
{
	const struct rules *r = &s->rules;
	const char *name = script_name_of(s, player);
	char banker[SCRIPT_WHY_MAX];

	(void)amount;
	switch (st) {
	case STATUS_NOT_ALLOWED:
		if (game_phase(&s->game) != GAME_PHASE_BETS) {
			snprintf(buf, size, "%s",
				 _("bets are not open now: they open with"
				   " \"Place your bets!\" and close with \"No"
				   " more bets!\""));
		} else if (rule == RULE_ONE_MAXIMUM) {
			script_why_banker(s, banker, sizeof banker);
			snprintf(buf, size,
				 _("%s; a banker cannot bet on Punto against"
				   " his own bank, which is the Banca chance"
				   " (%s)"),
				 banker, cite(s, RULE_ONE_MAXIMUM));
		} else if (rule == RULE_RESERVED) {
			/* IPLyC 7.14.1 */
			snprintf(buf, size,
				 _("the seat is reserved and its player away: nobody bets from it (%s)"),
				 "IPLyC 7.14.1");
		} else if (rule == RULE_TIE_BET) {
			snprintf(buf, size,
				 _("the profile %s has no tie bet (%s)"),
				 r->name, cite(s, RULE_TIE_BET));
		} else if (rule == RULE_MARCANDO && marcando &&
			   on != BET_ON_PUNTO) {
			snprintf(buf, size,
				 _("a marcando bet is only made on Punto (%s)"),
				 cite(s, RULE_MARCANDO));
		} else if (rule == RULE_MARCANDO) {
			snprintf(buf, size,
				 _("the profile %s has no marcando bets (%s)"),
				 r->name, cite(s, RULE_MARCANDO));
		} else {
			snprintf(buf, size, "%s", script_status_text(st));
		}
		break;
	case STATUS_UNDER_MINIMUM:
		snprintf(buf, size,
			 _("a bet must be at least the table minimum, %" PRId64
			   " (%s)"),
			 r->table_min, cite(s, RULE_TABLE_LIMITS));
		break;
	case STATUS_OVER_MAXIMUM:
		if (rule == RULE_TIE_BET)
			snprintf(buf, size,
				 _("a tie bet may be at most %" PRId64 ", %d%%"
				   " of the table maximum (%s)"),
				 r->table_max * r->tie_cap_pct / 100,
				 r->tie_cap_pct, cite(s, RULE_TIE_BET));
		else
			snprintf(buf, size,
				 _("%s's bets on Banca and Punto together would"
				   " be over the table maximum of %" PRId64
				   ": one maximum per person (%s)"),
				 name, r->table_max, cite(s, RULE_ONE_MAXIMUM));
		break;
	case STATUS_BOTH_CHANCES_TOO_CLOSE:
		snprintf(buf, size,
			 _("%s's bets on Banca and Punto (with what stands from"
			   " an ancar) must differ by at least one table"
			   " minimum, %" PRId64 " (%s)"),
			 name, r->table_min, cite(s, RULE_BOTH_CHANCES));
		break;
	case STATUS_BAD_ARGUMENT:
		snprintf(buf, size,
			 _("%s is not at the table now, neither seated nor"
			   " standing"),
			 name);
		break;
	default:
		snprintf(buf, size, "%s", script_status_text(st));
		break;
	}
}

void script_why_answer(const struct script *s, enum game_question q,
		       int player, enum status st, char *buf, size_t size)
{
	const struct rules *r = &s->rules;
	const char *name = script_name_of(s, player);

	switch (q) {
	case GAME_Q_BANK:
		if (st == STATUS_UNDER_MINIMUM || st == STATUS_OVER_MAXIMUM) {
			snprintf(buf, size,
				 _("%s would bank %" PRId64 " (start: salida),"
				   " but a bank must be within the table limits,"
				   " %" PRId64 " to %" PRId64 " (%s)"),
				 name, script_default_bank(s), r->table_min,
				 r->table_max, cite(s, RULE_TABLE_LIMITS));
			return;
		}
		break;
	case GAME_Q_FREE_SEAT:
		if (st == STATUS_BAD_ARGUMENT) {
			snprintf(buf, size,
				 _("who asks for the free seat must be seated"
				   " and must not have declined the bank nor"
				   " banked in this round (%s)"),
				 cite(s, RULE_FREE_SEAT));
			return;
		}
		break;
	case GAME_Q_SUITE:
		if (st == STATUS_BAD_ARGUMENT || st == STATUS_NOT_ALLOWED ||
		    st == STATUS_OVER_MAXIMUM || st == STATUS_BAD_AMOUNT) {
			snprintf(buf, size,
				 _("the suite's takers must be at the table,"
				   " and a taker's raise above the suite and"
				   " within the maximum of %" PRId64 " (%s)"),
				 r->table_max, cite(s, RULE_SUITE));
			return;
		}
		break;
	case GAME_Q_FIVE:
		snprintf(buf, size,
			 _("%s turns Punto's cards and has 5 with voluntad"
			   " (%s): %s"),
			 name, cite(s, RULE_VOLUNTAD), script_status_text(st));
		return;
	default:
		break;
	}
	snprintf(buf, size, "%s", script_status_text(st));
}
