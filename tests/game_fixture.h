/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game_fixture.h: building games for the tests of the game machine.
 *
 * Players are numbered 10 + their seat (player 13 sits in seat 3);
 * standing players are 101, 102 ... in order from the croupier's right.
 * Shoes are the new-deck order with the test's cards stacked on top, so
 * every card a test deals is one it wrote. */
#ifndef TESTS_GAME_FIXTURE_H
#define TESTS_GAME_FIXTURE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/game.h"

#define P(seat) (10 + (seat))
#define STANDING(k) (101 + (k))

/* A table with the seats of the 0-terminated list occupied and n_standing
 * standing players. */
void fx_table(struct table *t, const struct rules *r, const int *seats,
	      int n_standing);
/* A full shoe with cards (notation) on top and no safety card. */
void fx_shoe(struct shoe *s, const struct rules *r, const char *cards);
/* Only the given cards, then the safety card with `below` cards under it
 * (0: none). */
void fx_short_shoe(struct shoe *s, const struct rules *r, const char *cards,
		   size_t below);

/* A game in play: banker in his seat with bank (player-banked) at pase 1. */
void fx_game(struct game *g, const struct rules *r, const struct table *t,
	     const struct shoe *s, int banker, int64_t bank);

/* The next action, asserting its kind (and coup step when kind is COUP). */
struct game_action fx_expect(const struct game *g, enum game_act kind,
			     enum coup_action step);
/* Applies the expected action, asserting it is of kind. */
struct game_action fx_do(struct game *g, enum game_act kind);
/* Applies expected actions until one of kind (and step, for COUP) is
 * next; fails on a question.  Returns it, not applied. */
struct game_action fx_until(struct game *g, enum game_act kind,
			    enum coup_action step);
/* Applies expected actions until the pase closes; fails on a question. */
void fx_finish_pase(struct game *g);
/* Collects the actions of kind applied from now to the pase's close. */
size_t fx_collect(struct game *g, enum game_act kind, struct game_action *out,
		  size_t max);
/* card notation -> card */
card_t fx_card(const char *text);

#endif
