/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game_relief.c: what the end of a pase may add besides the sabot's
 * duties: the relief hand-over (IPLyC 8.8.2.7), the end of the day
 * (8.12) and, under TRAD 7, the shoe burnt for a new remate when nobody
 * takes a bank given up. */
#include "config.h"

#include "engine/game.h"

#include <string.h>

#include "engine/game_impl.h"
#include "engine/payout.h"

void game_queue_burn_for_remate(struct game *g)
{
	struct game_action a;

	game_queue_returns(g, false);
	game_action_init(g, &a, GAME_ACT_NEW_SHOE, RULE_REMATE);
	memcpy(a.article, g->rules->given_up_burns_cite, sizeof a.article);
	a.count = 1;
	game_queue(g, &a);
}

/* 8.8.2.7: what the croupier relieved tells the one coming in, once
 * the pase is paid (8.8.2.2-8.8.2.6). */
void game_queue_relief(struct game *g, enum coup_winner w)
{
	const struct sabot *s = &g->sabot;
	struct game_action a;

	game_action_init(g, &a, GAME_ACT_RELIEF, RULE_RELIEF);
	a.winner = w;
	if (w == COUP_WINNER_PUNTO) {
		/* 8.8.2.7.2: "informará que se trata del primer pase". */
		game_cite(g, &a, RULE_RELIEF, "IPLyC 8.8.2.7.2");
	} else if (g->bank > 0) {
		/* 8.8.2.7.1: "como se efectuará el próximo pago, con o sin
		 * descuento y si ha retirado la mitad". */
		game_cite(g, &a, RULE_RELIEF, "IPLyC 8.8.2.7.1");
		a.count = payout_bank_percent(g->rules, &g->bank_state,
					      g->rules->table_max, NULL);
		a.stake = g->mitad_out;
	}
	if (sabot_suite_depth(s) > 0) {
		/* 8.8.2.7.3: "que apostador la dio y que asiento sale cuando
		 * se termine la misma". */
		int giver_seat, suite_seat;

		sabot_holder_seats(s, &giver_seat, &suite_seat);
		a.player = s->suite.giver;
		a.seat = table_right(&g->table, suite_seat);
		game_cite(g, &a, RULE_RELIEF, "IPLyC 8.8.2.7.3");
	}
	game_queue(g, &a);
}

bool game_queue_day_end(struct game *g, enum coup_winner w)
{
	struct game_action a;

	if (!g->day_last ||
	    (w != COUP_WINNER_PUNTO && w != COUP_WINNER_BANCA))
		return false;
	/* The day's last pase decided (8.12: "¡HA SIDO EL ÚLTIMO PASE!"):
	 * play ends here; an ancar plays on (7.12.1). */
	game_action_init(g, &a, GAME_ACT_END_OF_SHOE, RULE_CALLS);
	game_cite(g, &a, RULE_CALLS, "IPLyC 8.12");
	a.count = 1;
	game_queue(g, &a);
	g->day_over = true;
	return true;
}
