/* SPDX-License-Identifier: GPL-3.0-or-later */
/* review_pay.c: the payment cells of the review generator; see
 * review_pay.h. */
#include "config.h"

#include "learning/review_pay.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "engine/tableau.h"

static bool chance_of(const char *s, size_t *len, enum bet_chance *c)
{
	static const struct { const char *k; enum bet_chance c; } ch[] = {
		{ "punto", BET_ON_PUNTO }, { "banca", BET_ON_BANCA },
		{ "tie", BET_ON_TIE },
	};

	for (size_t i = 0; i < sizeof ch / sizeof ch[0]; i++) {
		*len = strlen(ch[i].k);
		if (strncmp(s, ch[i].k, *len) == 0 &&
		    (s[*len] == '\0' || s[*len] == '.')) {
			*c = ch[i].c;
			return true;
		}
	}
	return false;
}

static enum coup_winner winner_of(enum bet_chance c)
{
	return c == BET_ON_PUNTO ? COUP_WINNER_PUNTO
	       : c == BET_ON_BANCA ? COUP_WINNER_BANCA : COUP_WINNER_ANCAR;
}

/* pay.CHANCE.KIND[.six][.excess]: the bet of that kind on the chance,
 * and the chance wins (Banca with 6 or not, where the profile pays its
 * 6 half). */
static bool pay_bet(const struct rules *r, const char *s,
		    struct review_pay *t)
{
	enum bet_chance c;
	size_t n;

	if (!chance_of(s, &n, &c) || s[n] != '.')
		return false;
	if (c == BET_ON_TIE && !r->tie_bet)
		return false;
	s += n + 1;
	if (strncmp(s, "seat", 4) == 0) {
		t->bet.kind = BET_SEAT;
		s += 4;
	} else if (strncmp(s, "standing", 8) == 0) {
		t->bet.kind = BET_STANDING;
		s += 8;
	} else if (strncmp(s, "marcando", 8) == 0) {
		/* Punto only (IPLyC 7.8.1.5). */
		if (c != BET_ON_PUNTO || r->marcando_pct <= 0)
			return false;
		t->bet.kind = BET_MARCANDO;
		s += 8;
	} else {
		return false;           /* the bank's kind: pay.bank.* */
	}
	t->bet.placed = true;
	t->bet.chance = c;
	t->winner = winner_of(c);
	if (c == BET_ON_BANCA && r->banca_pay == BANCA_PAY_SIX_HALF)
		t->six = -1;
	if (strncmp(s, ".six", 4) == 0) {
		if (t->six == 0)
			return false;
		t->six = 1;
		s += 4;
	}
	if (strcmp(s, ".excess") == 0) {
		t->bet.excess = true;
		s += 7;
	}
	return *s == '\0';
}

/* pay.bank.odd|even.low|high: Banca wins on a pase of that parity, the
 * salida as said (IPLyC 7.8.1.3-4); the bank over the maximum never is
 * (7.8.1.12: the excess is handed back as soon as a payment makes it). */
static bool pay_bank(const struct rules *r, const char *s,
		     struct review_pay *t)
{
	if (r->banking != BANKING_PLAYER)
		return false;
	if (strcmp(s, "odd.low") == 0 || strcmp(s, "odd.high") == 0)
		t->bank_parity = 1;
	else if (strcmp(s, "even.low") == 0 || strcmp(s, "even.high") == 0)
		t->bank_parity = 2;
	else
		return false;
	t->bank_high = strstr(s, "high") != NULL;
	t->winner = COUP_WINNER_BANCA;
	return true;
}

/* A pay.… cell and what it needs. */
static bool review_pay_target(const struct rules *r, const char *cell,
			      struct review_pay *out)
{
	enum bet_chance c;
	size_t n;

	memset(out, 0, sizeof *out);
	if (strncmp(cell, "pay.bank.", 9) == 0)
		return pay_bank(r, cell + 9, out);
	if (strncmp(cell, "pay.", 4) == 0)
		return pay_bet(r, cell + 4, out);
	if (strncmp(cell, "collect.", 8) == 0) {
		/* A losing bet on the chance, the pase decided otherwise (an
		 * ancar leaves Punto's and Banca's bets standing). */
		if (!chance_of(cell + 8, &n, &c) || cell[8 + n] != '\0' ||
		    (c == BET_ON_TIE && !r->tie_bet))
			return false;
		out->not_winner = winner_of(c);
		if (c == BET_ON_TIE) {
			out->bet.placed = true;
			out->bet.chance = BET_ON_TIE;
			out->bet.kind = BET_STANDING;
		}
		return true;
	}
	if (strcmp(cell, "excess.seat") == 0 ||
	    strcmp(cell, "excess.standing") == 0) {
		/* A Banca bet over the maximum, the pase decided. */
		out->bet.placed = true;
		out->bet.chance = BET_ON_BANCA;
		out->bet.kind = cell[7] == 's' && cell[8] == 'e' ? BET_SEAT
							      : BET_STANDING;
		out->bet.excess = true;
		out->not_winner = COUP_WINNER_ANCAR;
		return true;
	}
	return false;
}

static bool outcome_ok(const struct review_pay *t, enum coup_winner w,
		       int banca)
{
	if (w != COUP_WINNER_PUNTO && w != COUP_WINNER_BANCA &&
	    w != COUP_WINNER_ANCAR)
		return false;
	if (t->winner != COUP_WINNER_NONE && w != t->winner)
		return false;
	if (t->winner == COUP_WINNER_NONE &&
	    (w == COUP_WINNER_ANCAR || w == t->not_winner))
		return false;
	if (t->six == 1 && banca != 6)
		return false;
	if (t->six == -1 && banca == 6)
		return false;
	return true;
}

bool review_pay_has(const struct review_pay *t, const struct coup_result *res,
		    int banca_total)
{
	return outcome_ok(t, res->winner, banca_total);
}

/* The coup of six values as the croupier plays it (IPLyC 7.4; a holder
 * who stands on 5 plays it alike): the winner and Banca's total. */
static enum coup_winner play_values(const struct rules *r, const int v[6],
				    int *banca)
{
	int p = (v[0] + v[2]) % 10, b = (v[1] + v[3]) % 10;

	if (!tableau_is_natural(p) && !tableau_is_natural(b)) {
		if (tableau_punto(r, p) == PUNTO_DRAWS) {
			p = (p + v[4]) % 10;
			if (tableau_banca_draws(b, v[4]))
				b = (b + v[5]) % 10;
		} else if (tableau_banca_draws(b, -1)) {
			b = (b + v[4]) % 10;
		}
	}
	*banca = b;
	return p > b ? COUP_WINNER_PUNTO
	       : b > p ? COUP_WINNER_BANCA : COUP_WINNER_ANCAR;
}

/* Six values enumerated, weighed without replacement. */
static void enumerate(const struct rules *r, unsigned c[10], int depth,
		      int v[6], uint64_t w, const struct review_pay *t,
		      uint64_t *hit)
{
	enum coup_winner winner;
	int banca;

	if (depth == 6) {
		/* Two statements: the winner before Banca's total is read. */
		winner = play_values(r, v, &banca);
		if (outcome_ok(t, winner, banca))
			*hit += w;
		return;
	}
	for (int x = 0; x < 10; x++) {
		if (c[x] == 0)
			continue;
		v[depth] = x;
		c[x]--;
		enumerate(r, c, depth + 1, v, w * (c[x] + 1), t, hit);
		c[x]++;
	}
}

double review_pay_odds(const struct rules *r, const unsigned count[10],
		       const struct review_pay *t)
{
	uint64_t n = 0, total, hit = 0;
	unsigned c[10];
	int v[6];

	memcpy(c, count, sizeof c);
	for (int i = 0; i < 10; i++)
		n += c[i];
	if (n < 6)
		return 0;
	total = n * (n - 1) * (n - 2) * (n - 3) * (n - 4) * (n - 5);
	enumerate(r, c, 0, v, 1, t, &hit);
	return (double)hit / (double)total;
}

int review_change_of(const char *cell)
{
	if (strcmp(cell, "chips.change.break") == 0)
		return 1;
	return strcmp(cell, "chips.change.up") == 0 ? 2 : 0;
}

bool review_chips_fit(const struct rules *r)
{
	return chips_set_check(&r->chips) == STATUS_OK &&
	       100 % chips_unit(&r->chips) == 0 &&
	       chips_index(&r->chips, 100) >= 0 &&
	       chips_index(&r->chips, 1000) >= 0;
}

bool review_pay_cell(const struct rules *r, const char *cell,
		     struct review_pay *out)
{
	if (strncmp(cell, "chips.", 6) == 0) {
		if (!review_chips_fit(r))
			return false;
		cell += 6;
	}
	return review_pay_target(r, cell, out);
}
