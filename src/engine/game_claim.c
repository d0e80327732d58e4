/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game_claim.c: a bet two players claim, withdrawn from play (IPLyC
 * 7.8.1.13: "Cuando dos Apostadores reclamen una misma apuesta, ésta
 * será retirada del juego hasta tanto se resuelva la legitimidad del
 * reclamo; mientras tanto podrán seguir jugando en la misma mesa con
 * otros valores").  The claim is heard while the bets are open, and the
 * croupier sets the bet aside before "¡No va más!": it takes no part in
 * the pase, and whose it is is the inspector's to settle, not the
 * croupier's. */
#include "config.h"

#include "engine/game.h"

#include "engine/game_impl.h"

enum status game_claim_bet(struct game *g, int player, enum bet_chance on,
			   int claimant)
{
	struct game_action a;
	int kept = 0;
	bool found = false;

	if (g->phase != GAME_PHASE_BETS)
		return STATUS_NOT_ALLOWED;
	if (claimant == player ||
	    (table_seat_of(&g->table, claimant) == 0 &&
	     table_standing_rank(&g->table, claimant) < 0))
		return STATUS_BAD_ARGUMENT;
	for (int i = 0; i < g->n_bets; i++)
		if (g->bets[i].player == player && g->bets[i].chance == on)
			found = true;
	if (!found)
		return STATUS_BAD_ARGUMENT;
	for (int i = 0; i < g->n_bets; i++) {
		const struct game_bet *b = &g->bets[i];

		if (b->player != player || b->chance != on) {
			g->bets[kept++] = *b;
			continue;
		}
		game_action_init(g, &a, GAME_ACT_RETURN_BET, RULE_CLAIMED);
		a.player = player;
		a.seat = b->seat;
		a.amount = b->amount;
		a.chance = on;
		a.place = b->place;
		game_queue(g, &a);
	}
	g->n_bets = kept;
	game_advance(g);
	return STATUS_OK;
}
