/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game_impl.h: what the files of the game share (private to game*.c).
 *
 * game.c holds the machine itself: g->next is always the action due, and
 * every change of state (an applied action, an answer) ends with
 * game_advance(), which runs the automatic transitions until the next
 * croupier action or question is known.  Each phase has its own file:
 *   game_sabot.c   the sabot's duties and the players' answers about it;
 *   game_coup.c    bets, Punto's holder, the coup's steps;
 *   game_pay.c     payments, the end of the pase and of the shoe;
 *   game_anomaly.c anomalies injected, rulings and their effects;
 *   game_returns.c the bets handed back at the end of a shoe, and play
 *                  stopped by a lighting failure;
 *   game_claim.c   a bet two players claim, withdrawn from play;
 *   game_relief.c  the relief hand-over, the day's end, TRAD 7's
 *                  burnt shoe. */
#ifndef ENGINE_GAME_IMPL_H
#define ENGINE_GAME_IMPL_H

#include "engine/game.h"

/* game.c */
/* A blank action of kind with the citation of rule. */
void game_action_init(const struct game *g, struct game_action *a,
		      enum game_act kind, enum rule_id rule);
/* The citation: sub (an IPLyC sub-article such as "IPLyC 8.4.2.1.2") when
 * the profile cites IPLyC for rule, else the profile's own citation. */
void game_cite(const struct game *g, struct game_action *a, enum rule_id rule,
	       const char *sub);
void game_queue(struct game *g, const struct game_action *a);
/* Queues handing the bank in play back to its owner, under rule and sub
 * (game_cite): at a new shoe after an ancar, or when the banker gives
 * it up. */
void game_queue_bank_back(struct game *g, enum rule_id rule,
			  const char *sub);
/* Sets g->next to a question for player (at seat); returns true. */
bool game_ask(struct game *g, enum game_question q, int player, int seat);
void game_advance(struct game *g);
/* Whether the game waits for question q now. */
bool game_waits_for(const struct game *g, enum game_question q);
/* Makes a new shoe from the game's generator (a changed or a new one). */
void game_new_shoe(struct game *g);
bool game_player_banks(const struct game *g);

/* game_sabot.c */
bool game_sabot_next(struct game *g);
void game_sabot_applied(struct game *g, const struct game_action *a);

/* game_coup.c */
bool game_coup_next(struct game *g);
void game_coup_applied(struct game *g, const struct game_action *a);
/* Starts the coup again after the cards were burnt (7.7.2.1, 7.9.2.2). */
void game_coup_restart(struct game *g);

/* game_pay.c */
bool game_pay_next(struct game *g);
bool game_end_pase_next(struct game *g);
void game_pay_applied(struct game *g, const struct game_action *a);
/* Whether a player's bank is in play in the B box. */
bool game_bank_in_play(const struct game *g);

/* game_returns.c */
/* The bets standing handed back in the order of 8.4.2.2.10, the bank
 * with them when bank_too. */
void game_queue_returns(struct game *g, bool bank_too);
/* Play ceases for a partial lighting failure (8.11.2): every bet on the
 * cloth and the bank handed back, in the same order. */
void game_queue_stop_returns(struct game *g);
/* The pase stops where it is for a lighting failure (8.11.2-3): no
 * payment, and play ends with it; returns: the bets are handed back
 * (8.11.2) rather than kept on the cloth (8.11.3). */
void game_stop_play(struct game *g, bool returns);

/* game_relief.c */
/* TRAD 7: the bets standing handed back and the shoe burnt, a new remate
 * to follow (a NEW_SHOE of count 1). */
void game_queue_burn_for_remate(struct game *g);
/* 8.8.2.7: the report to the croupier coming in, after a pase of result
 * w (the sabot already moved). */
void game_queue_relief(struct game *g, enum coup_winner w);
/* The day's last pase decided (8.12): "¡Ha sido el último pase!" queued
 * and play ends after it; false, and nothing queued, otherwise. */
bool game_queue_day_end(struct game *g, enum coup_winner w);

/* game_chips.c */
/* The float prepared for a pase (8.4.2.1.1), nothing taken in yet. */
void game_chips_reset(struct game *g);
/* The chips due on a PAY or CHANGE about to be expected. */
void game_chips_due(struct game *g, struct game_action *a);
/* The float after a PAY, COLLECT or CHANGE applied. */
void game_chips_applied(struct game *g, const struct game_action *a);

/* game_anomaly.c */
/* A pending anomaly due at the moment reached: sets g->next; true. */
bool game_anomaly_fire(struct game *g);
/* One due before the n-th card of the coup (n from 1), where the coup's
 * next step is `action` (game_inject_anomaly: what each needs of it). */
bool game_anomaly_fire_card(struct game *g, int n, enum coup_action action);
/* A joker or foreign back due as the n-th card, put on top of the shoe
 * (the coup draws its n-th card now). */
void game_anomaly_plant(struct game *g, int n);
void game_anomaly_applied(struct game *g, const struct game_action *a);

#endif
