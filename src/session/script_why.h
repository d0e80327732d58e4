/* SPDX-License-Identifier: GPL-3.0-or-later */
/* script_why.h: why the game refused what a scenario asked of it, in
 * words a teacher can act on.
 *
 * The engine answers with a bare status ("the rules do not allow that
 * now") and, for bets, the rule broken.  The script knows more: who
 * banks now and how he came to (the sabot passed after Punto won, a suite
 * taken, the scenario's start), whose cards these are, what the table
 * limits are.  These functions put that into one sentence, with the
 * article, for the error `crupier judge` and `crupier check` print and the
 * trainer shows when a scenario cannot be played. */
#ifndef SESSION_SCRIPT_WHY_H
#define SESSION_SCRIPT_WHY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/game.h"
#include "engine/status.h"
#include "session/script.h"

/* Room for any of the sentences below with long names. */
#define SCRIPT_WHY_MAX 400

/* Notes the banker after an action applied or a question answered
 * (script.c calls it), so the sentences can say since when he banks. */
void script_why_note(struct script *s, const struct game_action *done);

/* "Beto holds the bank now (1000): the sabot passed to him after Punto
 * won coup 1 (IPLyC 7.13.1.1)"; "nobody banks now"; empty when the house
 * banks. */
void script_why_banker(const struct script *s, char *buf, size_t size);

/* Why a bet was refused (game_place_bet's status and rule). */
void script_why_bet(const struct script *s, int player, enum bet_chance on,
		    int64_t amount, bool marcando, enum status st,
		    enum rule_id rule, char *buf, size_t size);

/* Why an answer to question q (game_answer_*'s status) was refused. */
void script_why_answer(const struct script *s, enum game_question q,
		       int player, enum status st, char *buf, size_t size);

#endif
