/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sabot.c: the sabot's phases: its calls, the start after a remate,
 * what the croupier must do now, the cut and the new shoe.  The moves
 * from seat to seat are in sabot_rotation.c, the banker's suite, mitad
 * and mistakes in sabot_banker.c; the model and the choices where the
 * regulations are silent are in sabot.h. */
#include "config.h"

#include "engine/sabot.h"

#include <string.h>

#include "engine/sabot_impl.h"

/* English msgids; the Spanish catalog gives IPLyC 8.12's words. */
static const char *const call_text[SABOT_CALL__COUNT] = {
	[SABOT_CALL_NONE] = "",
	[SABOT_CALL_REMATE] = N_("The first bank is up for auction: who wishes to bank, and for how much?"),
	[SABOT_CALL_IMPROVE] = N_("Does anyone improve the offer?"),
	[SABOT_CALL_AWARDED] = N_("Awarded!"),
	[SABOT_CALL_CUT] = N_("It is your turn to cut!"),
	[SABOT_CALL_SUPERVISOR_CUTS] = N_("The supervisor cuts."),
	[SABOT_CALL_YOUR_BANK] = N_("Your bank?"),
	[SABOT_CALL_BANK_AGAIN] = N_("You may bank again!"),
	[SABOT_CALL_PASS_SABOT] = N_("Pass the sabot!"),
	[SABOT_CALL_FREE_SEAT] = N_("Free seat to bank!"),
	[SABOT_CALL_PLACE_BETS] = N_("Place your bets!"),
	[SABOT_CALL_CROUPIER_DEALS] = N_("The croupier deals."),
	/* TRANSLATORS: %s is the amount of the suite. */
	[SABOT_CALL_SUITE] = N_("Suite of %s! Does anyone wish to see it?"),
	/* TRANSLATORS: %s is the amount of the suite. */
	[SABOT_CALL_SUITE_OF_SUITE] = N_("Suite of suite of %s! Does anyone wish to see it?"),
	[SABOT_CALL_CEDE_SEAT] = N_("Please give up your seat to the player who will bank!"),
	[SABOT_CALL_BY_HALF] = N_("By half!"),
	[SABOT_CALL_EQUALS_HALF] = N_("It counts as the half!"),
	[SABOT_CALL_WAIT] = N_("Sabot waiting!"),
};

const char *sabot_call_text(enum sabot_call c)
{
	return (unsigned)c < SABOT_CALL__COUNT ? call_text[c] : "";
}

void sabot_init(struct sabot *s)
{
	memset(s, 0, sizeof *s);
	s->phase = SABOT_IDLE;
	s->why = RULE_REMATE;
	s->last = COUP_WINNER_NONE;
}

enum status sabot_start(struct sabot *s, const struct rules *r,
			const struct table *t, int seat)
{
	bool armed = s->phase == SABOT_IDLE && s->armed;
	int cutter = s->cutter;
	bool ancar = s->ancar_since_cut;

	if (!table_seat_valid(t, seat))
		return STATUS_NO_SUCH_SEAT;
	if (table_player(t, seat) == 0)
		return STATUS_SEAT_EMPTY;
	if (table_seated_count(t) < r->min_players)
		return STATUS_TOO_FEW_PLAYERS;
	sabot_init(s);
	s->seat = seat;
	sabot_begin_suerte(s, table_player(t, seat));
	s->phase = SABOT_CUT;
	s->after_cut = SABOT_PLAY;
	s->why = sabot_house(r) ? RULE_ROTATION : RULE_REMATE;
	if (armed) {
		/* 7.9.8.3: the shoe waited armed; it is not cut again. */
		s->phase = SABOT_PLAY;
		s->cutter = cutter;
		s->ancar_since_cut = ancar;
	}
	return STATUS_OK;
}

enum status sabot_resume(struct sabot *s)
{
	if (s->phase != SABOT_WAIT)
		return STATUS_WRONG_ACTION;
	s->phase = SABOT_IDLE;
	s->armed = true;
	s->banker = 0;
	s->croupier = false;
	s->why = RULE_REMATE;
	return STATUS_OK;
}

enum status sabot_start_asking(struct sabot *s, const struct rules *r,
			       const struct table *t, int seat)
{
	enum status st = sabot_start(s, r, t, seat);

	if (st != STATUS_OK)
		return st;
	/* Nobody holds the bank yet: after the cut the seat is asked (at
	 * once when the shoe waited armed, 7.9.8.3). */
	s->banker = 0;
	s->after_cut = SABOT_ASK;
	if (s->phase == SABOT_PLAY)
		s->phase = SABOT_ASK;
	s->asked = table_player(t, seat);
	s->why = RULE_ROTATION;
	return STATUS_OK;
}

static int first_occupied(const struct table *t)
{
	for (int seat = 1; seat <= t->seats; seat++)
		if (t->seat[seat] != 0)
			return seat;
	return 0;
}

enum status sabot_expected(const struct sabot *s, const struct rules *r,
			   const struct table *t, struct sabot_duty *out)
{
	memset(out, 0, sizeof *out);
	out->rule = s->why;
	switch (s->phase) {
	case SABOT_IDLE:
		if (table_seated_count(t) < r->min_players) {
			out->kind = SABOT_DUTY_WAIT;
			out->call = SABOT_CALL_WAIT;
			out->rule = RULE_MIN_PLAYERS;
			return STATUS_TOO_FEW_PLAYERS;
		}
		if (sabot_house(r) ||
		    r->first_bank == FIRST_BANK_RIGHT_OF_CROUPIER) {
			out->kind = SABOT_DUTY_ASK_BANK;
			out->call = SABOT_CALL_YOUR_BANK;
			out->seat = first_occupied(t);
			out->player = table_player(t, out->seat);
			out->rule = RULE_ROTATION;
		} else {
			out->kind = SABOT_DUTY_REMATE;
			out->call = SABOT_CALL_REMATE;
			out->rule = RULE_REMATE;
		}
		break;
	case SABOT_CUT:
		out->seat = table_cut_seat(t, s->seat, s->cut_refusals);
		out->player = table_player(t, out->seat);
		out->kind = out->seat ? SABOT_DUTY_ASK_CUT
				      : SABOT_DUTY_SUPERVISOR_CUTS;
		out->call = out->seat ? SABOT_CALL_CUT
				      : SABOT_CALL_SUPERVISOR_CUTS;
		out->rule = RULE_CUT;
		break;
	case SABOT_ASK:
		out->kind = s->alone ? SABOT_DUTY_BANK_AGAIN
				     : SABOT_DUTY_ASK_BANK;
		out->call = s->alone ? SABOT_CALL_BANK_AGAIN
				     : SABOT_CALL_YOUR_BANK;
		out->seat = s->seat;
		out->player = s->asked;
		break;
	case SABOT_FREE_SEAT:
		out->kind = SABOT_DUTY_OFFER_FREE_SEAT;
		out->call = SABOT_CALL_FREE_SEAT;
		out->seat = s->seat;
		break;
	case SABOT_PLAY:
		out->kind = s->croupier ? SABOT_DUTY_CROUPIER_DEALS
					: SABOT_DUTY_DEAL;
		out->call = s->croupier ? SABOT_CALL_CROUPIER_DEALS
					: SABOT_CALL_PLACE_BETS;
		out->seat = s->seat;
		out->player = s->banker;
		break;
	case SABOT_SUITE_OFFER:
		out->kind = SABOT_DUTY_OFFER_SUITE;
		out->call = s->suite.depth > 1 ? SABOT_CALL_SUITE_OF_SUITE
					       : SABOT_CALL_SUITE;
		out->seat = s->seat;
		out->player = s->suite.last_giver;
		out->amount = s->suite.amount;
		out->depth = s->suite.depth;
		out->discount = s->suite.discount;
		break;
	case SABOT_WAIT:
		out->kind = SABOT_DUTY_WAIT;
		out->call = SABOT_CALL_WAIT;
		break;
	}
	return STATUS_OK;
}

enum status sabot_cut_refused(struct sabot *s, const struct table *t)
{
	if (s->phase != SABOT_CUT ||
	    table_cut_seat(t, s->seat, s->cut_refusals) == 0)
		return STATUS_WRONG_ACTION;
	s->cut_refusals++;
	return STATUS_OK;
}

enum status sabot_cut_done(struct sabot *s, const struct rules *r,
			   const struct table *t)
{
	if (s->phase != SABOT_CUT)
		return STATUS_WRONG_ACTION;
	/* 7.9.5.3: who cut is remembered until a pase is decided. */
	s->cutter = table_player(t, table_cut_seat(t, s->seat,
						   s->cut_refusals));
	s->ancar_since_cut = false;
	s->phase = s->after_cut;
	s->cut_refusals = 0;
	/* The table may have changed while the shoe was made. */
	if (s->phase == SABOT_ASK || s->phase == SABOT_FREE_SEAT)
		sabot_land(s, r, t, s->why);
	return STATUS_OK;
}

enum status sabot_shoe_end(struct sabot *s, const struct rules *r,
			   const struct table *t, struct sabot_move *out)
{
	enum rule_id rule = RULE_NEW_SHOE;
	bool moved = false;

	switch (s->phase) {
	case SABOT_PLAY:
	case SABOT_SUITE_OFFER:
		if (s->suite.depth > 0) {
			/* 7.13.2, TRAD 42. */
			rule = sabot_pass_right(s, r, t, RULE_SUITE_SHOE_END);
			moved = true;
		} else if (s->croupier && !sabot_house(r)) {
			/* The croupier dealt for a lone player (sabot.h): the
			 * new shoe asks him for his bank again. */
			s->croupier = false;
			s->banker = 0;
			sabot_land(s, r, t, RULE_NEW_SHOE);
		} else if (sabot_house(r) && s->last == COUP_WINNER_ANCAR) {
			/* LNSE-MIDI 9.6: only Banca keeps it. */
			sabot_pass_right(s, r, t, RULE_NEW_SHOE);
			moved = true;
		} else {
			/* 7.13.1.1: Banca or ancar, where it ended. */
			s->why = RULE_NEW_SHOE;
		}
		break;
	case SABOT_ASK:
	case SABOT_FREE_SEAT:
		/* Punto won: already to the right of where it ended. */
		s->why = RULE_NEW_SHOE;
		break;
	default:
		return STATUS_WRONG_ACTION;
	}
	sabot_move_out(s, moved, SABOT_CALL_NONE, out);
	out->rule = rule;
	if (s->phase != SABOT_WAIT) {
		s->after_cut = s->phase;
		s->phase = SABOT_CUT;
		s->cut_refusals = 0;
	}
	return STATUS_OK;
}

void sabot_holder_seats(const struct sabot *s, int *sabot_seat,
			int *suite_seat)
{
	*sabot_seat = s->seat;
	*suite_seat = s->suite.depth > 0 ? s->suite.seat : 0;
}
