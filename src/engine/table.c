/* SPDX-License-Identifier: GPL-3.0-or-later */
/* table.c: seats, players, the remate and the order of the cut. */
#include "config.h"

#include "engine/table.h"

#include <string.h>

enum status table_init(struct table *t, const struct rules *r)
{
	memset(t, 0, sizeof *t);
	if (r->seats < 1 || r->seats > TABLE_SEATS_MAX)
		return STATUS_BAD_ARGUMENT;
	t->seats = r->seats;
	return STATUS_OK;
}

static bool at_table(const struct table *t, int player)
{
	return table_seat_of(t, player) != 0 ||
	       table_standing_rank(t, player) >= 0;
}

enum status table_sit(struct table *t, int seat, int player)
{
	if (!table_seat_valid(t, seat))
		return STATUS_NO_SUCH_SEAT;
	if (player <= 0 || t->seat[seat] != 0 || at_table(t, player))
		return STATUS_BAD_ARGUMENT;
	t->seat[seat] = player;
	return STATUS_OK;
}

enum status table_leave(struct table *t, int seat)
{
	if (!table_seat_valid(t, seat))
		return STATUS_NO_SUCH_SEAT;
	if (t->seat[seat] == 0)
		return STATUS_SEAT_EMPTY;
	t->seat[seat] = 0;
	t->reserved[seat] = false;
	return STATUS_OK;
}

enum status table_reserve(struct table *t, int seat)
{
	if (!table_seat_valid(t, seat))
		return STATUS_NO_SUCH_SEAT;
	if (t->seat[seat] == 0)
		return STATUS_SEAT_EMPTY;
	t->reserved[seat] = true;
	return STATUS_OK;
}

void table_end_reservations(struct table *t)
{
	for (int seat = 1; seat <= t->seats; seat++)
		if (t->reserved[seat]) {
			t->seat[seat] = 0;
			t->reserved[seat] = false;
		}
}

enum status table_stand(struct table *t, int player)
{
	if (player <= 0 || at_table(t, player) ||
	    t->n_standing >= TABLE_STANDING_MAX)
		return STATUS_BAD_ARGUMENT;
	t->standing[t->n_standing++] = player;
	return STATUS_OK;
}

int table_right(const struct table *t, int seat)
{
	return seat >= t->seats ? 1 : seat + 1;
}

int table_left(const struct table *t, int seat)
{
	return seat <= 1 ? t->seats : seat - 1;
}

int table_player(const struct table *t, int seat)
{
	return table_seat_valid(t, seat) ? t->seat[seat] : 0;
}

int table_seat_of(const struct table *t, int player)
{
	if (player <= 0)
		return 0;
	for (int s = 1; s <= t->seats; s++)
		if (t->seat[s] == player)
			return s;
	return 0;
}

int table_standing_rank(const struct table *t, int player)
{
	if (player <= 0)
		return -1;
	for (int i = 0; i < t->n_standing; i++)
		if (t->standing[i] == player)
			return i;
	return -1;
}

int table_seated_count(const struct table *t)
{
	int n = 0;

	for (int s = 1; s <= t->seats; s++)
		n += t->seat[s] != 0;
	return n;
}

int table_distance_right(const struct table *t, int from, int to)
{
	return ((to - from) % t->seats + t->seats) % t->seats;
}

static enum status check_offer(const struct table *t, const struct rules *r,
			       const struct remate_offer *o)
{
	if (!table_seat_valid(t, o->seat))
		return STATUS_NO_SUCH_SEAT;
	if (t->seat[o->seat] == 0)
		return STATUS_SEAT_EMPTY;
	if (o->amount < r->table_min)
		return STATUS_UNDER_MINIMUM;
	if (o->amount > r->table_max)
		return STATUS_OVER_MAXIMUM;
	return STATUS_OK;
}

enum status table_remate(const struct table *t, const struct rules *r,
			 const struct remate_offer *offers, int n,
			 const struct remate_standing *standing,
			 struct remate_result *out)
{
	bool seen[TABLE_SEATS_MAX + 1] = { false };
	int64_t floor = standing != NULL ? standing->amount : 0;
	int64_t best = 0;
	int best_seat = 0, tied = 0;

	memset(out, 0, sizeof *out);
	out->rule = RULE_REMATE;
	if (table_seated_count(t) < r->min_players) {
		out->rule = RULE_MIN_PLAYERS;
		return STATUS_TOO_FEW_PLAYERS;
	}
	if (n < 0 || (n > 0 && offers == NULL))
		return STATUS_BAD_ARGUMENT;
	for (int i = 0; i < n; i++) {
		enum status st = check_offer(t, r, &offers[i]);

		if (st != STATUS_OK)
			return st;
		if (seen[offers[i].seat])
			return STATUS_BAD_ARGUMENT;
		seen[offers[i].seat] = true;
	}
	/* The best of this round's improvements (all offers in the
	 * first). */
	for (int i = 0; i < n; i++) {
		const struct remate_offer *o = &offers[i];

		if (o->amount <= floor)
			continue;
		if (o->amount > best) {
			best = o->amount;
			best_seat = o->seat;
			tied = 1;
		} else if (o->amount == best) {
			tied++;
			/* Por derecha from seat 1: the lowest seat number. */
			if (o->seat < best_seat)
				best_seat = o->seat;
		}
	}
	if (best == 0) {
		if (floor == 0) {
			out->outcome = REMATE_NO_OFFERS;
			out->why = REMATE_WHY_NONE;
			return STATUS_OK;
		}
		/* Nobody improves: "Adjudicada" to the standing best. */
		out->outcome = REMATE_AWARDED;
		out->amount = floor;
		out->seat = standing->seat;
		out->tied = standing->tied;
		out->why = standing->tied > 1 ? REMATE_WHY_BY_RIGHT
					      : REMATE_WHY_NO_BETTER;
		return STATUS_OK;
	}
	out->amount = best;
	out->tied = tied;
	out->seat = best_seat;
	/* The maximum cannot be improved (7.5.6). */
	if (best >= r->table_max) {
		out->outcome = REMATE_AWARDED;
		out->why = REMATE_WHY_MAXIMUM;
		return STATUS_OK;
	}
	out->outcome = REMATE_ASK_IMPROVE;
	out->why = tied > 1 ? REMATE_WHY_INVITE_TIE : REMATE_WHY_INVITE;
	return STATUS_OK;
}

void remate_result_standing(const struct remate_result *res,
			    struct remate_standing *standing)
{
	standing->amount = res->amount;
	standing->seat = res->seat;
	standing->tied = res->tied;
}

const char *remate_why_article(enum remate_why why)
{
	switch (why) {
	case REMATE_WHY_INVITE_TIE:
	case REMATE_WHY_BY_RIGHT: return "IPLyC 7.5.5";
	case REMATE_WHY_MAXIMUM: return "IPLyC 7.5.6";
	case REMATE_WHY_INVITE:
	case REMATE_WHY_NO_BETTER: return "IPLyC 8.7.1.1.13";
	case REMATE_WHY_NONE:
	default: return "IPLyC 7.5.4";
	}
}

int table_cut_seat(const struct table *t, int bank_seat, int refusals)
{
	int seat = bank_seat;

	if (!table_seat_valid(t, bank_seat) || refusals < 0)
		return 0;
	for (int step = 1; step < t->seats; step++) {
		seat = table_left(t, seat);
		if (t->seat[seat] == 0)
			continue;
		if (refusals-- == 0)
			return seat;
	}
	return 0;
}
