/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bots.h: the players of a practice session.
 *
 * A deterministic population (seeded, rng.h) of seated and standing
 * players who behave plausibly within the table's limits: they bet on
 * Punto or Banca in multiples of the minimum (now and then over the
 * maximum, marcando on Punto, on both chances a minimum apart or more,
 * on the tie where the profile has it), answer the voluntad with "pido"
 * or "planto", bid in the remate, cut, sometimes decline the bank or
 * refuse to turn Punto's cards, give the suite, ask for the mitad or
 * raise the bank, and take a free seat.  They only ever speak through
 * the game's player calls (game_place_bet, game_answer_*), so every bet
 * they make is one the rules accept, and the same seed gives the same
 * table, the same bets and the same answers on every machine.
 *
 * Player ids are 1..n in the order of bots_init(); the seated come first. */
#ifndef SESSION_BOTS_H
#define SESSION_BOTS_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/game.h"
#include "engine/rng.h"
#include "engine/rules.h"
#include "engine/table.h"
#include "session/words.h"

#define BOTS_MAX 24

struct bot {
	int id;                 /* player id, 1.. */
	int seat;               /* 0: standing */
	const char *name;
	int punto_pct;          /* leaning: chance of betting Punto */
	int unit;               /* usual bet, in table minimums */
	bool cautious;          /* declines the bank more often */
};

/* Caller-owned; rules must outlive it. */
struct bots {
	const struct rules *rules;
	struct rng rng;
	struct bot bot[BOTS_MAX];
	int n;
	/* The last remate offers, for the improvement round. */
	struct remate_offer offers[TABLE_SEATS_MAX];
	int n_offers;
	int rejected;           /* bets the game refused (none, if the bots
				   keep to the rules) */
	/* What the last bots_answer() or bots_place_bets() said aloud. */
	struct player_word said;
};

/* n players, as many seated as the profile's seats allow with one seat
 * left free when there are three or more (so the free seat comes up),
 * the rest standing.  STATUS_TOO_FEW_PLAYERS when n is below the
 * profile's minimum of seated players, STATUS_BAD_ARGUMENT when n is over
 * BOTS_MAX or over the table's room. */
enum status bots_init(struct bots *b, const struct rules *r, uint64_t seed,
		      int n);
/* Seats and stands them at table t (initialised for the same profile). */
enum status bots_seat(const struct bots *b, struct table *t);
/* A bot's name, NULL for an unknown id. */
const char *bots_name(const struct bots *b, int player);

/* Right after "¡Hagan juego!": the bots' bets (and refusals to turn
 * Punto's cards).  Returns how many bets were placed; every one is
 * accepted by game_place_bet (a bot that has a bet standing from an
 * ancar leaves it as it is). */
int bots_place_bets(struct bots *b, struct game *g);
/* Answers the question of a GAME_ACT_WAIT (from game_expected). */
enum status bots_answer(struct bots *b, struct game *g,
			const struct game_action *wait);

#endif
