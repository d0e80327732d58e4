/* SPDX-License-Identifier: GPL-3.0-or-later */
/* choices_relief.c: the plausible wrong reports at the relief hand-over
 * (IPLyC 8.8.2.7): what a croupier relieved gets wrong when he tells the
 * one coming in about the bank and the suite. */
#include "config.h"

#include "session/choices.h"

#include "session/choices_impl.h"

void choices_relief(const struct game *g, const struct rules *r,
		    const struct game_action *e, struct choice_cands *l)
{
	const struct table *t = game_table(g);
	struct game_action a;

	/* 8.8.2.7: the next payment's discount told wrong, the
	 * mitad forgotten, a first pase told as a bank going on, the
	 * seat after the suite taken for the giver's own. */
	a = *e;
	if (e->winner == COUP_WINNER_PUNTO) {
		a.winner = COUP_WINNER_BANCA;
		a.count = r->bank_even_pct;
	} else if (e->count > 0) {
		a.count = e->count >= 100 ? r->bank_even_pct
					  : r->bank_odd_pct;
	}
	if (a.count != e->count || a.winner != e->winner)
		choice_cands_add(l, &a, NULL);
	if (e->stake > 0) {
		a = *e;
		a.stake = 0;
		choice_cands_add(l, &a, NULL);
	}
	if (e->seat > 0) {
		a = *e;
		a.seat = table_seat_of(t, e->player) > 0
			 ? table_seat_of(t, e->player)
			 : table_left(t, e->seat);
		if (a.seat != e->seat)
			choice_cands_add(l, &a, NULL);
	}
}
