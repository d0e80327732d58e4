/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sabot_rotation.c: the sabot from seat to seat: who is asked for his
 * bank, free seats, once a round, alone at the table, and the pass to the
 * right when a suerte ends.  See sabot.h for the model. */
#include "config.h"

#include "engine/sabot.h"

#include <string.h>

#include "engine/sabot_impl.h"

bool sabot_banked_this_round(const struct sabot *s, int player)
{
	for (int i = 0; i < s->n_banked; i++)
		if (s->banked[i] == player)
			return true;
	return false;
}

static void mark_banked(struct sabot *s, int player)
{
	if (player <= 0 || sabot_banked_this_round(s, player) ||
	    s->n_banked >= SABOT_BANKED_MAX)
		return;
	s->banked[s->n_banked++] = player;
}

/* One seat to the right, closing the round after a full tour
 * (LNSE-MIDI 9.4's definition, see sabot.h). */
static void advance(struct sabot *s, const struct table *t)
{
	s->seat = table_right(t, s->seat);
	s->idle_steps++;
	if (++s->round_steps >= t->seats) {
		s->round_steps = 0;
		s->n_banked = 0;
	}
}

static void skip_empty(struct sabot *s, const struct table *t)
{
	while (table_player(t, s->seat) == 0 && s->idle_steps <= t->seats)
		advance(s, t);
}

void sabot_begin_suerte(struct sabot *s, int player)
{
	s->phase = SABOT_PLAY;
	s->banker = player;
	s->croupier = false;
	s->asked = 0;
	s->decliner = 0;
	s->alone = false;
	s->suerte_pases = 0;
	s->wins = 0;
	s->mitad_taken = false;
	s->last = COUP_WINNER_NONE;
}

static void end_suerte(struct sabot *s)
{
	s->banker = 0;
	s->croupier = false;
	s->suerte_pases = 0;
	s->wins = 0;
	s->mitad_taken = false;
	s->idle_steps = 0;
	memset(&s->suite, 0, sizeof s->suite);
}

void sabot_land(struct sabot *s, const struct rules *r, const struct table *t,
		enum rule_id why)
{
	int occ;

	s->why = why;
	s->alone = false;
	s->asked = 0;
	s->decliner = 0;
	if (sabot_house(r)) {
		skip_empty(s, t);
		if (s->idle_steps > t->seats) {
			sabot_begin_suerte(s, 0);
			s->croupier = true;
			s->why = RULE_ROTATION;
			return;
		}
		s->phase = SABOT_ASK;
		s->asked = table_player(t, s->seat);
		return;
	}
	if (s->idle_steps > t->seats) {
		/* Nobody seated will bank: the sabot waits (7.9.8.2). */
		s->phase = SABOT_WAIT;
		s->why = RULE_SABOT_WAITS;
		return;
	}
	occ = table_player(t, s->seat);
	if (occ != 0 && occ == s->cutter && !s->ancar_since_cut) {
		/* 7.9.5.3.2: nobody else would bank and it comes to the
		 * player who cut: "no podrá tomar éste el Sabot,
		 * procediéndose a colocar el Sabot en el centro del paño sin
		 * desarmarse". */
		s->phase = SABOT_WAIT;
		s->why = RULE_CUTTER;
		return;
	}
	if (occ != 0 && table_reserved(t, s->seat)) {
		/* 7.14.2, 8.4.2.9.4: its player has not come back, "aquel
		 * quedará libre para Bancar"; he may not take it. */
		s->phase = SABOT_FREE_SEAT;
		s->decliner = occ;
		s->why = RULE_RESERVED;
		return;
	}
	if (occ == 0) {
		s->phase = SABOT_FREE_SEAT;
		s->why = RULE_FREE_SEAT;
	} else if (occ == s->last_banker && s->idle_steps > 0) {
		/* Everybody else renounced: 7.9.5.4. */
		s->why = RULE_ALONE;
		if (s->runs >= 2) {
			s->phase = SABOT_WAIT;
			return;
		}
		s->phase = SABOT_ASK;
		s->alone = true;
		s->asked = occ;
	} else if (sabot_banked_this_round(s, occ)) {
		s->phase = SABOT_FREE_SEAT;
		s->decliner = occ;
		s->why = RULE_ONCE_A_ROUND;
	} else {
		s->phase = SABOT_ASK;
		s->asked = occ;
		/* 7.9.5.3.1: after an ancar the player who cut may bank. */
		if (occ == s->cutter)
			s->why = RULE_CUTTER;
	}
}

void sabot_move_out(const struct sabot *s, bool moved, enum sabot_call call,
		    struct sabot_move *out)
{
	memset(out, 0, sizeof *out);
	out->seat = s->seat;
	out->player = s->phase == SABOT_PLAY ? s->banker : 0;
	out->moved = moved;
	out->call = call;
	out->rule = s->why;
}

enum rule_id sabot_pass_right(struct sabot *s, const struct rules *r,
			      const struct table *t, enum rule_id why)
{
	end_suerte(s);
	if (s->rightful != 0) {
		int back = table_distance_right(t, s->rightful, s->seat);

		s->seat = s->rightful;
		s->rightful = 0;
		s->round_steps = s->round_steps > back ? s->round_steps - back
						       : 0;
		sabot_land(s, r, t, RULE_WRONG_BANKER);
		return RULE_WRONG_BANKER;
	}
	advance(s, t);
	sabot_land(s, r, t, why);
	return why;
}

enum status sabot_take(struct sabot *s, int player)
{
	if (s->phase != SABOT_ASK)
		return STATUS_WRONG_ACTION;
	if (player != s->asked || player == 0)
		return STATUS_NOT_ALLOWED;
	sabot_begin_suerte(s, player);
	return STATUS_OK;
}

enum status sabot_decline(struct sabot *s, const struct rules *r,
			  const struct table *t)
{
	int who;

	if (s->phase == SABOT_ASK) {
		who = s->asked;
	} else if (s->phase == SABOT_PLAY && !s->croupier) {
		/* 7.9.2.7-8: before a win he may give it up; after, it is a
		 * suite. */
		if (s->wins > 0 || s->suite.depth > 0) {
			s->why = RULE_SUITE;
			return STATUS_NOT_ALLOWED;
		}
		who = s->banker;
		end_suerte(s);
		/* A wrong banker who gives up leaves the free seat where he
		 * is: the return of 7.10.2.1 follows a suerte played out. */
		s->rightful = 0;
	} else {
		return STATUS_WRONG_ACTION;
	}
	if (!sabot_house(r) && r->croupier_banks_alone &&
	    table_seated_count(t) == 1) {
		/* H8-2021: the one seated player banks only if he bets
		 * Banca; "si el jugador juega a punto, el pagador hará de
		 * banca sacando las cartas". */
		sabot_begin_suerte(s, 0);
		s->croupier = true;
		s->why = RULE_ROTATION;
		return STATUS_OK;
	}
	if (sabot_house(r)) {
		int from = s->seat;

		/* The next seated player to the right is asked; if the sabot
		 * has passed every seat, the croupier deals from here. */
		advance(s, t);
		sabot_land(s, r, t, RULE_ROTATION);
		if (s->croupier)
			s->seat = from;
		return STATUS_OK;
	}
	s->phase = SABOT_FREE_SEAT;
	s->decliner = who;
	s->alone = false;
	s->asked = 0;
	s->why = RULE_FREE_SEAT;
	return STATUS_OK;
}

enum status sabot_free_seat(struct sabot *s, const struct rules *r,
			    const struct table *t, const int *interested,
			    int n, struct sabot_move *out)
{
	int best = 0, best_cls = 0, best_key = 0;

	if (s->phase != SABOT_FREE_SEAT)
		return STATUS_WRONG_ACTION;
	if (n < 0 || (n > 0 && interested == NULL))
		return STATUS_BAD_ARGUMENT;
	for (int i = 0; i < n; i++) {
		int p = interested[i], own, rank, cls, key;

		for (int j = 0; j < i; j++)
			if (interested[j] == p)
				return STATUS_BAD_ARGUMENT;
		own = table_seat_of(t, p);
		rank = table_standing_rank(t, p);
		if (own == 0 && rank < 0)
			return STATUS_BAD_ARGUMENT;
		/* Not eligible: who declined it, who banked this round. */
		if (p == s->decliner || sabot_banked_this_round(s, p))
			continue;
		cls = own == 0 ? 0 : 1;
		key = own == 0 ? rank : table_distance_right(t, s->seat, own);
		if (best == 0 || cls < best_cls ||
		    (cls == best_cls && key < best_key)) {
			best = p;
			best_cls = cls;
			best_key = key;
		}
	}
	if (best != 0) {
		sabot_begin_suerte(s, best);
		s->why = RULE_FREE_SEAT;
		sabot_move_out(s, false, SABOT_CALL_NONE, out);
		return STATUS_OK;
	}
	/* Nobody: on to the right (7.9.5.2), past the empty seats the offer
	 * covered (7.9.7.1). */
	advance(s, t);
	skip_empty(s, t);
	sabot_land(s, r, t, RULE_FREE_SEAT);
	sabot_move_out(s, true, SABOT_CALL_PASS_SABOT, out);
	return STATUS_OK;
}

enum status sabot_after_pase(struct sabot *s, const struct rules *r,
			     const struct table *t, enum coup_winner w,
			     struct sabot_move *out)
{
	if (s->phase != SABOT_PLAY)
		return STATUS_WRONG_ACTION;
	if (w != COUP_WINNER_PUNTO && w != COUP_WINNER_BANCA &&
	    w != COUP_WINNER_ANCAR && w != COUP_WINNER_VOID)
		return STATUS_BAD_ARGUMENT;
	if (w == COUP_WINNER_VOID) {
		/* A void pase changes nothing (7.7.4.5). */
		sabot_move_out(s, false, SABOT_CALL_NONE, out);
		out->rule = RULE_VOID_PASE;
		return STATUS_OK;
	}
	if (s->croupier && !sabot_house(r)) {
		/* The croupier dealing for a lone player holds no suerte: he
		 * deals on, whoever wins (sabot.h). */
		if (w != COUP_WINNER_VOID)
			s->last = w;
		sabot_move_out(s, false, SABOT_CALL_NONE, out);
		return STATUS_OK;
	}
	/* 7.9.5.3: an ancar lets the player who cut bank when nobody else
	 * will; a decided pase ends his case. */
	if (w == COUP_WINNER_ANCAR)
		s->ancar_since_cut = true;
	else
		s->cutter = 0;
	/* His first pase: now he has banked (see sabot.h). */
	if (s->suerte_pases == 0 && s->suite.depth == 0 && !s->croupier &&
	    !sabot_house(r)) {
		mark_banked(s, s->banker);
		s->runs = s->banker == s->last_banker ? s->runs + 1 : 1;
		s->last_banker = s->banker;
	}
	s->suerte_pases++;
	s->last = w;
	if (w == COUP_WINNER_PUNTO) {
		enum rule_id why = s->suite.depth > 0 ? RULE_SUITE_END
						      : RULE_ROTATION;

		why = sabot_pass_right(s, r, t, why);
		sabot_move_out(s, true, SABOT_CALL_PASS_SABOT, out);
		out->rule = why;
		return STATUS_OK;
	}
	if (w == COUP_WINNER_BANCA)
		s->wins++;
	s->why = RULE_ROTATION;
	sabot_move_out(s, false, SABOT_CALL_NONE, out);
	return STATUS_OK;
}
