/* SPDX-License-Identifier: GPL-3.0-or-later */
/* procedure_remate.c: the remate of the first bank in the shoe drill: the
 * players' offers drawn from a seed, and the award they call for (IPLyC
 * 7.5.4-7.5.6, 8.7.1.1.12-13); see procedure.h. */
#include "config.h"

#include "engine/procedure.h"

#include <string.h>

/* The situations a drill deals, so that each answer is taught: */
enum remate_kind {
	KIND_BEST,          /* one best offer below the maximum (7.5.4) */
	KIND_TIE_IMPROVED,  /* equal best offers, one improved (7.5.5) */
	KIND_TIE_NONE,      /* equal best offers, none improved (7.5.5) */
	KIND_MAXIMUM,       /* one offer of the maximum (7.5.6) */
	KIND__COUNT
};

/* A seat not yet used among the first n of out. */
static int free_seat(struct rng *r, int seats, const struct remate_offer *out,
		     int n)
{
	for (;;) {
		int seat = 1 + (int)rng_below(r, (uint32_t)seats);
		bool used = false;

		for (int i = 0; i < n; i++)
			used = used || out[i].seat == seat;
		if (!used)
			return seat;
	}
}

enum status procedure_remate_deal(struct procedure_run *run, uint64_t seed)
{
	const struct rules *ru = run->rules;
	int64_t unit, steps, best;
	struct rng r;
	int seats, n, kind;

	if (ru == NULL || ru->table_min <= 0 || ru->table_max < ru->table_min
	    * 4 || ru->seats < 3)
		return STATUS_BAD_ARGUMENT;
	seats = ru->seats < TABLE_SEATS_MAX ? ru->seats : TABLE_SEATS_MAX;
	/* Its own generator: the shoe's moves keep theirs. */
	rng_seed(&r, seed ^ UINT64_C(0x72656d6174650001));
	unit = ru->table_min;
	steps = ru->table_max / unit;     /* offers are whole minimums */
	kind = (int)rng_below(&r, KIND__COUNT);
	n = 2 + (int)rng_below(&r, (uint32_t)(seats < 4 ? seats - 1 : 3));
	run->n_offers = 0;
	run->n_improved = 0;
	run->improve_asked = false;
	run->improve_asked_again = false;
	/* The best amount: below the maximum, room for one improvement. */
	best = unit * (2 + (int64_t)rng_below(&r, (uint32_t)(steps - 3)));
	for (int i = 0; i < n; i++) {
		struct remate_offer *o = &run->offers[i];

		o->seat = free_seat(&r, seats, run->offers, i);
		if (i == 0)
			o->amount = kind == KIND_MAXIMUM ? ru->table_max : best;
		else if (i == 1 && (kind == KIND_TIE_IMPROVED ||
				    kind == KIND_TIE_NONE))
			o->amount = best;
		else
			o->amount = unit * (1 + (int64_t)rng_below(
				&r, (uint32_t)(best / unit - 1)));
		run->n_offers++;
	}
	if (kind == KIND_TIE_IMPROVED) {
		/* One of the players (tied or not) offers more. */
		struct remate_offer *o = &run->improved[0];

		o->seat = run->offers[rng_below(&r, (uint32_t)n)].seat;
		o->amount = best + unit * (1 + (int64_t)rng_below(
			&r, (uint32_t)((ru->table_max - best) / unit)));
		run->n_improved = 1;
	}
	return STATUS_OK;
}

/* The best offer of list: its seat, how many share its amount, and the
 * first of them by the right from seat 1 (the lowest seat; engine/table.h
 * reads 7.5.5 so). */
static int best_of(const struct remate_offer *list, int n, int64_t *amount,
		   int *tied)
{
	int seat = 0;

	*amount = 0;
	*tied = 0;
	for (int i = 0; i < n; i++) {
		if (list[i].amount > *amount) {
			*amount = list[i].amount;
			seat = list[i].seat;
			*tied = 1;
		} else if (list[i].amount == *amount) {
			(*tied)++;
			if (list[i].seat < seat)
				seat = list[i].seat;
		}
	}
	return seat;
}

int procedure_remate_due(const struct procedure_run *run)
{
	int64_t amount, better;
	int tied, seat, t2, s2;

	seat = best_of(run->offers, run->n_offers, &amount, &tied);
	if (seat == 0)
		return PROCEDURE_REMATE_ASK;
	/* 7.5.6: the maximum at once; two at it go by 7.5.5 without asking,
	 * since nobody can offer more. */
	if (amount >= run->rules->table_max)
		return seat;
	/* 8.7.1.1.13: the best announced and an improvement invited. */
	if (!run->improve_asked)
		return PROCEDURE_REMATE_ASK;
	s2 = best_of(run->improved, run->n_improved, &better, &t2);
	if (s2 == 0 || better <= amount)
		return seat;
	/* Improved: at the maximum at once, else invited again. */
	if (better >= run->rules->table_max || run->improve_asked_again)
		return s2;
	return PROCEDURE_REMATE_ASK;
}

enum procedure_remate_why procedure_remate_why(const struct procedure_run *run)
{
	int64_t amount, better;
	int tied, t2, seat, s2;

	seat = best_of(run->offers, run->n_offers, &amount, &tied);
	if (seat == 0 || run->rules == NULL)
		return PROCEDURE_REMATE_WHY_BEST;
	if (amount >= run->rules->table_max)
		return PROCEDURE_REMATE_WHY_MAXIMUM;
	if (!run->improve_asked)
		return tied > 1 ? PROCEDURE_REMATE_WHY_TIE
				: PROCEDURE_REMATE_WHY_INVITE;
	s2 = best_of(run->improved, run->n_improved, &better, &t2);
	if (s2 == 0 || better <= amount)
		return tied > 1 ? PROCEDURE_REMATE_WHY_BY_THE_RIGHT
				: PROCEDURE_REMATE_WHY_BEST;
	if (better >= run->rules->table_max)
		return PROCEDURE_REMATE_WHY_MAXIMUM;
	if (!run->improve_asked_again)
		return t2 > 1 ? PROCEDURE_REMATE_WHY_TIE
			      : PROCEDURE_REMATE_WHY_INVITE;
	return t2 > 1 ? PROCEDURE_REMATE_WHY_BY_THE_RIGHT
		      : PROCEDURE_REMATE_WHY_IMPROVED;
}

const char *procedure_remate_article(enum procedure_remate_why why)
{
	switch (why) {
	case PROCEDURE_REMATE_WHY_MAXIMUM: return "IPLyC 7.5.6";
	case PROCEDURE_REMATE_WHY_TIE:
	case PROCEDURE_REMATE_WHY_BY_THE_RIGHT: return "IPLyC 7.5.5";
	case PROCEDURE_REMATE_WHY_INVITE:
	case PROCEDURE_REMATE_WHY_IMPROVED: return "IPLyC 8.7.1.1.13";
	case PROCEDURE_REMATE_WHY_BEST:
	default: return "IPLyC 7.5.4";
	}
}
