/* SPDX-License-Identifier: GPL-3.0-or-later */
/* script.h: a scenario played through the game, and its answer key.
 *
 * script_init() builds what the scenario describes: the profile with the
 * scenario's table limits, the table (players are numbered from 1 in the
 * order the file lists them: player id = index + 1), the shoe (the seed's
 * shuffle, the played cards taken out, the top stacked, the safety card at
 * a depth drawn from the seed) and the start (a banker in play, or a new
 * shoe with its remate).  script_run() then plays every coup: it places
 * the coup's bets (and asks its changes) when "¡Hagan juego!" is called,
 * answers every question
 * from the coup's `decide` block, injects the coup's anomalies and checks
 * its `expect`, recording every croupier action the game expects: the
 * answer key.
 *
 * A coup's bets are the bets in play for its pase: after an ancar the bets
 * that stood count toward them, only the difference is placed, and a
 * standing bet cannot be lowered.
 *
 * A coup is one pase, from where the previous one closed (so the sabot's
 * duties before a pase, a free seat or a "¿Su banca?", belong to the coup
 * that follows them) to its payments and the sabot's move after it.
 *
 * Defaults where the file is silent: a new banker puts up start.salida
 * (the table minimum if none); the seat asked to cut cuts.  A scenario
 * with a banker and no played cards starts a fresh shoe: a profile that
 * burns (LNSE-MIDI 8.2) burns from the top first; without a banker the
 * shoe starts with the remate (which a scenario cannot answer) or, house-
 * banked, with the first dealer, the cut, the safety card and the burn.  Errors name
 * the coup and its line: a question the scenario does not answer, a bet
 * the rules refuse, an anomaly whose moment never came, a suite, mitad or
 * raise the banker was never in a position to make, and an `expect` the
 * engine disagrees with. */
#ifndef SESSION_SCRIPT_H
#define SESSION_SCRIPT_H

#include <stdbool.h>
#include <stddef.h>

#include "engine/game.h"
#include "scenario/diag.h"
#include "scenario/scenario.h"
#include "session/words.h"

/* The runner: caller-owned (about 45 KB); sc must outlive it. */
struct script {
	const struct scenario *sc;
	struct rules rules;
	struct game game;
	int coup;                       /* the coup being played, from 0 */
	bool bets_placed;
	bool used_suite, used_mitad, used_raise, used_give_up;
	int remate_rounds;              /* remate questions answered */
	int cuts_asked;                 /* cut questions answered */
	/* What the last script_answer() or script_place_bets() had the
	 * players say aloud (words.h). */
	struct player_word said;
	/* The changes asked in the last script_place_bets(), in order. */
	struct player_word said_changes[SCENARIO_CHANGES_MAX];
	int n_said_changes;
	/* Who banks and how he came to (script_why.c): the banker last
	 * seen, the coup he took the bank in (0: the scenario's start), the
	 * action that gave it him, and the pase's result before it. */
	int why_banker, why_coup, why_last_coup;
	struct game_action why_move, why_last_move;
	enum coup_winner why_after, why_last_after;
};

/* One coup of the answer key. */
struct script_coup {
	int number;                     /* from 1 */
	unsigned long line;
	size_t first, count;            /* its actions in key->actions */
	enum coup_winner winner;        /* the pase's result */
	card_t punto[3], banca[3];
	size_t n_punto, n_banca;
	int punto_total, banca_total;
	unsigned rulings[GAME_ANOMALIES_MAX];
	int n_rulings;
};

struct script_key {
	struct game_action *actions;
	size_t n_actions, cap;
	struct script_coup coups[SCENARIO_COUPS_MAX];
	int n_coups;
};

/* Builds the game; false with *err filled when the scenario cannot be
 * set up (a card not in the shoe, a banker not seated ...). */
bool script_init(struct script *s, const struct scenario *sc,
		 struct diag *err);

/* The steps script_run() takes, for a trainer that drives the game
 * itself: the coup's anomalies injected (at its start), its bets and
 * refusals placed (right after "¡Hagan juego!"), a question answered. */
bool script_inject(struct script *s, struct diag *err);
bool script_place_bets(struct script *s, struct diag *err);
bool script_answer(struct script *s, const struct game_action *wait,
		   struct diag *err);

/* Plays every coup into key (initialised zero, freed by the caller with
 * script_key_free); false with *err at the first error. */
bool script_run(struct script *s, struct script_key *key, struct diag *err);
void script_key_free(struct script_key *key);

/* The name of a player id, NULL for 0 or an unknown id. */
const char *script_player_name(const struct scenario *sc, int player);

#endif
