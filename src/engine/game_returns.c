/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game_returns.c: the bets handed back rather than settled: at the end of
 * the shoe after an ancar (IPLyC 8.4.2.2.10-11), and when play ceases for
 * a failure of the lighting (8.11.2), which also ends play; a total
 * failure (8.11.3) ends it with the bets kept on the cloth.
 *
 * 8.4.2.2.10 is the regulation's one order for handing bets back; 8.11.2
 * ("debiendo además restituirse a los apostadores las apuestas") gives
 * none, so it follows the same, with the excesses first (8.4.2.2.11) and
 * the tie bets (LNSE-MIDI), which never stand to a shoe's end, last. */
#include "config.h"

#include "engine/game.h"

#include "engine/game_impl.h"

/* The passes of a hand-back: 0 standing Punto, 1 the bank, 2 the seats'
 * Banca, 3 the standing Banca, 4 the tie bets. */
#define PASS_BANK 1
#define PASSES_SHOE_END 4
#define PASSES_ALL 5

/* Whether bet b is handed back in pass. */
static bool returned_in_pass(const struct game_bet *b, int pass)
{
	switch (pass) {
	case 0:
		return b->chance == BET_ON_PUNTO && b->place == PLACE_STANDING;
	case 2:
		return b->chance == BET_ON_BANCA && b->place == PLACE_SEAT;
	case 3:
		return b->chance == BET_ON_BANCA && b->place == PLACE_STANDING;
	case 4:
		return b->chance == BET_ON_TIE;
	default:
		return false;
	}
}

/* One hand-back of bet b: its excess over the maximum alone ("¡Su
 * excedente!", 8.4.2.2.11), or what is left of it, cited as sub of rule. */
static void queue_return(struct game *g, const struct game_bet *b,
			 bool excess, enum rule_id rule, const char *sub)
{
	int64_t max = g->rules->table_max;
	int64_t over = b->amount > max ? b->amount - max : 0;
	struct game_action a;

	if (excess && over == 0)
		return;
	game_action_init(g, &a, excess ? GAME_ACT_RETURN_EXCESS
				       : GAME_ACT_RETURN_BET,
			 excess ? RULE_EXCESS : rule);
	game_cite(g, &a, excess ? RULE_EXCESS : rule,
		  excess ? "IPLyC 8.4.2.2.11" : sub);
	a.player = b->player;
	a.seat = b->seat;
	a.amount = excess ? over : b->amount - over;
	a.chance = b->chance;
	a.place = b->place;
	game_queue(g, &a);
}

/* Every excess first, then the bets, pass by pass, seat by seat. */
static void queue_returns(struct game *g, bool bank_too, int passes,
			  enum rule_id rule, const char *sub)
{
	for (int excess = 1; excess >= 0; excess--) {
		for (int pass = 0; pass < passes; pass++) {
			if (pass == PASS_BANK) {
				/* The bank is never above one maximum
				 * (7.8.1.6): no excess of its own. */
				if (!excess && bank_too && game_bank_in_play(g))
					game_queue_bank_back(g, rule, sub);
				continue;
			}
			for (int seat = 1; seat <= g->table.seats; seat++)
				for (int i = 0; i < g->n_bets; i++)
					if (g->bets[i].seat == seat &&
					    returned_in_pass(&g->bets[i],
							     pass))
						queue_return(g, &g->bets[i],
							     excess != 0, rule,
							     sub);
		}
	}
}

/* 8.4.2.2.10: at the end of the shoe after an ancar, the bets are handed
 * back: standing Punto bets, then the bank, the seats' Banca 1 to 7 and the
 * standing Banca bets; 8.4.2.2.11: "En el supuesto de haber excedente, se
 * entregará primero éste": every excess over the maximum first, in that
 * same order (as 8.4.2.6.13 has the excesses before the payments).
 * Seated Punto bets are the players' own to take (8.4.2.2.2); tie bets
 * never stand. */
void game_queue_returns(struct game *g, bool bank_too)
{
	queue_returns(g, bank_too, PASSES_SHOE_END, RULE_NEW_SHOE,
		      "IPLyC 8.4.2.2.10");
}

void game_queue_stop_returns(struct game *g)
{
	queue_returns(g, true, PASSES_ALL, RULE_LIGHTING, "IPLyC 8.11.2");
}

void game_stop_play(struct game *g, bool returns)
{
	g->stopped = true;
	g->stop_returns = returns;
	/* Nothing of the pase is paid or taken in; its cards stay where
	 * they are. */
	g->result = COUP_WINNER_VOID;
	g->pay_built = true;
	g->bank_settled_in = false;
	g->phase = GAME_PHASE_END_PASE;
	g->reached = GAME_AT_END;
}
