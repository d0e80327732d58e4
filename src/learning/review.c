/* SPDX-License-Identifier: GPL-3.0-or-later */
/* review.c: the review drill's generator; see review.h. */
#include "config.h"

#include "learning/review.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/coup.h"
#include "engine/rng.h"
#include "engine/shoe.h"
#include "engine/tableau.h"

/* A search fails on a cell it could find with a chance under this. */
#define REVIEW_MISS 1e-9

/* The voluntad cells a seated holder's word brings about, and that word
 * ("¡5 tiene voluntad!" asked of one who then draws). */
static bool voluntad_target(const char *cell, enum five_decision *five)
{
	if (strcmp(cell, "voluntad.ask") == 0 ||
	    strcmp(cell, "voluntad.pide") == 0) {
		*five = FIVE_PIDO;
		return true;
	}
	if (strcmp(cell, "voluntad.planta") == 0) {
		*five = FIVE_PLANTO;
		return true;
	}
	return false;
}

/* Cells the generator sets up under r: by the cards, or by the bets
 * and the cards (payments), or any coup (a change). */
static bool by_cards(const struct rules *r, const char *cell)
{
	enum five_decision five;
	struct review_pay pay;

	if (review_pay_cell(r, cell, &pay))
		return true;
	if (review_change_of(cell) != 0)
		return review_chips_fit(r);

	if (voluntad_target(cell, &five))
		return r->voluntad && r->banking == BANKING_PLAYER;
	return strncmp(cell, "punto.", 6) == 0 ||
	       strncmp(cell, "banca.", 6) == 0 ||
	       strcmp(cell, "voluntad.no_five") == 0;
}

static bool coup_has(const struct rules *r, const card_t *cards, size_t n,
		     const char *cell)
{
	char out[CELL_COUP_MAX][CELL_KEY_MAX];
	int k = cell_coup_drawing(r, COUP_HOLDER_CROUPIER, FIVE_UNDECIDED,
				  cards, n, out);

	for (int i = 0; i < k; i++)
		if (strcmp(out[i], cell) == 0)
			return true;
	return false;
}

/* A voluntad coup: Punto's holder asked on 5, answering five, and the
 * pase decided (an ancar would leave the seated bet standing). */
static bool voluntad_has(const struct rules *r, enum five_decision five,
			 const card_t *cards, size_t n,
			 struct coup_result *res)
{
	bool asked = false;

	if (coup_play(r, COUP_HOLDER_PLAYER, five, cards, n, res) !=
	    STATUS_OK)
		return false;
	for (size_t i = 0; i < res->n_steps; i++)
		asked = asked || res->steps[i].action == COUP_ASK_VOLUNTAD;
	return asked && (res->winner == COUP_WINNER_PUNTO ||
			 res->winner == COUP_WINNER_BANCA);
}

/* The exact odds of a voluntad coup as voluntad_has() takes it: Punto's
 * first two cards make 5 (IPLyC 7.4.1) and the pase is decided; six
 * values enumerated, weighed without replacement. */
static double voluntad_odds(const unsigned count[10], enum five_decision five)
{
	uint64_t n = 0, total, hit = 0;
	unsigned c[10];

	memcpy(c, count, sizeof c);
	for (int i = 0; i < 10; i++)
		n += c[i];
	if (n < 6)
		return 0;
	total = n * (n - 1) * (n - 2) * (n - 3) * (n - 4) * (n - 5);
	for (int v1 = 0; v1 < 10; v1++) {
		uint64_t w1 = c[v1];

		if (w1 == 0)
			continue;
		c[v1]--;
		for (int v3 = 0; v3 < 10; v3++) {
			uint64_t w3 = w1 * c[v3];

			if (w3 == 0 || (v1 + v3) % 10 != 5)
				continue;
			c[v3]--;
			for (int v2 = 0; v2 < 10; v2++) {
				uint64_t w2 = w3 * c[v2];

				if (w2 == 0)
					continue;
				c[v2]--;
				for (int v4 = 0; v4 < 10; v4++) {
					uint64_t w4 = w2 * c[v4];
					int b = (v2 + v4) % 10;

					if (w4 == 0)
						continue;
					c[v4]--;
					if (tableau_is_natural(b)) {
						hit += w4 * (n - 4) * (n - 5);
					} else if (five == FIVE_PLANTO &&
						   !tableau_banca_draws(b, -1)) {
						hit += w4 * (n - 4) * (n - 5);
					} else {
						for (int v5 = 0; v5 < 10; v5++) {
							uint64_t w5 = w4 * c[v5];
							int p3, b3;

							if (w5 == 0)
								continue;
							c[v5]--;
							if (five == FIVE_PLANTO) {
								/* v5: Banca's third. */
								if ((b + v5) % 10 != 5)
									hit += w5 * (n - 5);
							} else if (!tableau_banca_draws(b, v5)) {
								if ((5 + v5) % 10 != b)
									hit += w5 * (n - 5);
							} else {
								p3 = (5 + v5) % 10;
								for (int v6 = 0; v6 < 10; v6++) {
									b3 = (b + v6) % 10;
									if (c[v6] > 0 && p3 != b3)
										hit += w5 * c[v6];
								}
							}
							c[v5]++;
						}
					}
					c[v4]++;
				}
				c[v2]++;
			}
			c[v3]++;
		}
		c[v1]++;
	}
	return (double)hit / (double)total;
}

/* The cells of a coup by its values, as coup_play() goes through them
 * with the croupier turning Punto's cards (cell_coup_drawing): "¡No 5!"
 * on a Punto 5 under voluntad, before Banca's cards are seen (IPLyC
 * 7.6.4); nothing more after a natural (7.4.3); Punto's cell when he
 * draws or stands (7.4.1), then Banca's by Punto's third card (7.4.2,
 * 7.4.4).  Exact weights: the first four values weigh w4, a cell that
 * needs no fifth card weighs w4 times the cards left. */
struct odds_cell {
	enum { ODDS_NO_FIVE, ODDS_PUNTO, ODDS_BANCA } kind;
	int total;                      /* Punto's or Banca's */
	int third;                      /* ODDS_BANCA: Punto's third, -1 */
};

static bool parse_cell(const char *cell, struct odds_cell *c)
{
	char tail[8];

	memset(c, 0, sizeof *c);
	if (strcmp(cell, "voluntad.no_five") == 0) {
		c->kind = ODDS_NO_FIVE;
		return true;
	}
	if (sscanf(cell, "punto.%d%1s", &c->total, tail) == 1) {
		c->kind = ODDS_PUNTO;
		return c->total >= 0 && c->total <= 9;
	}
	c->kind = ODDS_BANCA;
	if (sscanf(cell, "banca.%d.p%d%1s", &c->total, &c->third, tail) == 2)
		return c->third >= 0 && c->third <= 9;
	c->third = -1;
	return sscanf(cell, "banca.%d.%7s", &c->total, tail) == 2 &&
	       strcmp(tail, "none") == 0;
}

double review_cell_odds(const struct rules *r, const unsigned count[10],
			const char *cell)
{
	uint64_t n = 0, total, hit = 0;
	struct odds_cell want;
	enum five_decision five;
	struct review_pay pay;
	unsigned c[10];
	int v[4];

	if (review_pay_cell(r, cell, &pay))
		return review_pay_odds(r, count, &pay);
	if (review_change_of(cell) != 0)
		return review_chips_fit(r) ? 1 : 0;
	if (voluntad_target(cell, &five))
		return r->voluntad && r->banking == BANKING_PLAYER
			       ? voluntad_odds(count, five) : 0;
	if (!parse_cell(cell, &want))
		return 0;
	memcpy(c, count, sizeof c);
	for (int i = 0; i < 10; i++)
		n += c[i];
	if (n < 6)
		return 0;
	total = n * (n - 1) * (n - 2) * (n - 3) * (n - 4);
	for (v[0] = 0; v[0] < 10; v[0]++) {
		uint64_t w0 = c[v[0]];

		if (w0 == 0)
			continue;
		c[v[0]]--;
		for (v[1] = 0; v[1] < 10; v[1]++) {
			uint64_t w1 = w0 * c[v[1]];

			if (w1 == 0)
				continue;
			c[v[1]]--;
			for (v[2] = 0; v[2] < 10; v[2]++) {
				uint64_t w2 = w1 * c[v[2]];

				if (w2 == 0)
					continue;
				c[v[2]]--;
				for (v[3] = 0; v[3] < 10; v[3]++) {
					uint64_t w4 = w2 * c[v[3]];
					int p = (v[0] + v[2]) % 10;
					int b = (v[1] + v[3]) % 10;
					enum punto_move m;

					if (w4 == 0)
						continue;
					c[v[3]]--;
					m = tableau_punto(r, p);
					if (want.kind == ODDS_NO_FIVE) {
						if (m == PUNTO_VOLUNTAD)
							hit += w4 * (n - 4);
					} else if (tableau_is_natural(p) ||
						   tableau_is_natural(b)) {
						/* defined: no drawing cell */
					} else if (want.kind == ODDS_PUNTO) {
						if (m != PUNTO_VOLUNTAD &&
						    p == want.total)
							hit += w4 * (n - 4);
					} else if (b != want.total) {
						/* another Banca cell */
					} else if (m == PUNTO_DRAWS) {
						if (want.third >= 0)
							hit += w4 *
							       c[want.third];
					} else if (want.third < 0) {
						hit += w4 * (n - 4);
					}
					c[v[3]]++;
				}
				c[v[2]]++;
			}
			c[v[1]]++;
		}
		c[v[0]]++;
	}
	return (double)hit / (double)total;
}

static void value_counts(const card_t *cards, size_t n, unsigned count[10])
{
	memset(count, 0, 10 * sizeof count[0]);
	for (size_t i = 0; i < n; i++)
		count[card_value(cards[i])]++;
}

static void add_other(struct review_plan *p, const char *cell)
{
	for (int i = 0; i < p->n_other; i++)
		if (strcmp(p->other[i], cell) == 0)
			return;
	if (p->n_other < REVIEW_TARGETS_MAX)
		snprintf(p->other[p->n_other++], CELL_KEY_MAX, "%s", cell);
}

/* Whether the seated holder of a coup of these cards (a seated bet on
 * Punto, where the profile gives him the voluntad) is asked on 5; he
 * stands, as the croupier would (IPLyC 7.6.4), so the coup is the same. */
static bool seat_asked(const struct rules *r, const card_t *cards, size_t n)
{
	struct coup_result res;

	if (!r->voluntad || r->banking != BANKING_PLAYER ||
	    coup_play(r, COUP_HOLDER_PLAYER, FIVE_PLANTO, cards, n, &res) !=
		    STATUS_OK)
		return false;
	for (size_t i = 0; i < res.n_steps; i++)
		if (res.steps[i].action == COUP_ASK_VOLUNTAD)
			return true;
	return false;
}

/* A bank cell that waited for a pase of its parity and has it now;
 * -1 when none. */
static int waiting_now(const struct rules *r,
		       char targets[][CELL_KEY_MAX], int nt,
		       const bool *failed, const bool *waited, int pase)
{
	struct review_pay pay;

	for (int t = 0; t < nt; t++)
		if (waited[t] && !failed[t] &&
		    review_pay_cell(r, targets[t], &pay) &&
		    pase % 2 == pay.bank_parity % 2)
			return t;
	return -1;
}

/* Whether a cell is a payment's, and whether in chips. */
static bool is_payment(const struct rules *r, const char *cell, bool *chips)
{
	struct review_pay pay;

	*chips = strncmp(cell, "chips.", 6) == 0;
	return review_change_of(cell) != 0 || review_pay_cell(r, cell, &pay);
}

/* A drill pays in chips or not: as the soonest due payment cell wants;
 * the payment cells of the other way are set aside.  Returns the
 * targets kept, in order. */
static int chips_mode(const struct rules *r, char targets[][CELL_KEY_MAX],
		      int nt, struct review_plan *out)
{
	bool decided = false, chips;
	int kept = 0;

	for (int t = 0; t < nt; t++) {
		if (is_payment(r, targets[t], &chips) && !decided) {
			out->chips = chips;
			decided = true;
		}
		if (is_payment(r, targets[t], &chips) && chips != out->chips)
			add_other(out, targets[t]);
		else
			memmove(targets[kept++], targets[t], CELL_KEY_MAX);
	}
	return kept;
}

static bool planned_cell(const struct review_plan *p, const char *cell)
{
	for (int i = 0; i < p->n_coups; i++)
		if (strcmp(p->coups[i].cell, cell) == 0)
			return true;
	return false;
}

/* Searches the pool (cards[used..n)) for a coup through cell (pay: its
 * payment, or NULL); true with the coup, its cards moved to
 * cards[used..). */
static bool search(const struct rules *r, struct rng *rng, card_t *cards,
		   size_t used, size_t n, const char *cell,
		   const struct review_pay *pay, struct review_coup *out)
{
	enum five_decision five = FIVE_UNDECIDED;
	bool voluntad = pay == NULL && voluntad_target(cell, &five);
	unsigned count[10];
	struct coup_result res;
	double p;

	value_counts(cards + used, n - used, count);
	p = review_cell_odds(r, count, cell);
	memset(out, 0, sizeof *out);
	snprintf(out->cell, sizeof out->cell, "%s", cell);
	out->p = p;
	out->five = five;
	out->change = review_change_of(cell);
	if (pay != NULL)
		out->bet = pay->bet;
	if (p <= 0 || n - used < 6)
		return false;
	out->bound = p >= 1 ? 1 : (long)ceil(log(REVIEW_MISS) / log1p(-p));
	while (out->tries < out->bound) {
		out->tries++;
		/* Six cards at random from the pool: a partial shuffle. */
		for (size_t i = 0; i < 6; i++) {
			size_t j = used + i +
				   rng_below(rng, (uint32_t)(n - used - i));
			card_t t = cards[used + i];

			cards[used + i] = cards[j];
			cards[j] = t;
		}
		if (voluntad) {
			if (!voluntad_has(r, five, cards + used, 6, &res))
				continue;
		} else if (out->change != 0) {
			/* A change comes before the cards: any coup. */
			if (coup_play(r, COUP_HOLDER_CROUPIER, FIVE_UNDECIDED,
				      cards + used, 6, &res) != STATUS_OK)
				continue;
		} else if (pay != NULL) {
			if (coup_play(r, COUP_HOLDER_CROUPIER, FIVE_UNDECIDED,
				      cards + used, 6, &res) != STATUS_OK ||
			    !review_pay_has(pay, &res, res.banca_total))
				continue;
			if (pay->bet.placed && pay->bet.kind == BET_SEAT &&
			    pay->bet.chance == BET_ON_PUNTO &&
			    seat_asked(r, cards + used, 6))
				out->five = FIVE_PLANTO;
		} else if (!coup_has(r, cards + used, 6, cell) ||
			   coup_play(r, COUP_HOLDER_CROUPIER, FIVE_UNDECIDED,
				     cards + used, 6, &res) != STATUS_OK) {
			continue;
		}
		out->n_cards = res.cards_used;
		out->winner = res.winner;
		memcpy(out->cards, cards + used, res.cards_used);
		return true;
	}
	return false;
}

bool review_plan(const struct rules *r, const struct memory_cell *cells,
		 size_t n, const bool *is_due, uint64_t seed, int max_coups,
		 struct review_plan *out)
{
	char targets[REVIEW_TARGETS_MAX][CELL_KEY_MAX];
	bool failed[REVIEW_TARGETS_MAX] = { false };
	bool waited[REVIEW_TARGETS_MAX] = { false };
	bool any_due = false;
	int nt = 0, left;
	struct shoe shoe;
	struct rng rng;
	size_t used = 0;
	int banker = 1;                 /* the seat with the sabot */
	int pase = 1;                   /* its pase, as the engine counts */

	memset(out, 0, sizeof *out);
	out->seed = seed;
	if (max_coups <= 0 || max_coups > REVIEW_COUPS_MAX)
		max_coups = REVIEW_COUPS_DEFAULT;
	for (size_t i = 0; i < n && is_due != NULL; i++)
		any_due = any_due || is_due[i];
	for (size_t i = 0; i < n; i++) {
		if (any_due && !is_due[i])
			continue;
		if (by_cards(r, cells[i].cell) && nt < REVIEW_TARGETS_MAX)
			snprintf(targets[nt++], CELL_KEY_MAX, "%s",
				 cells[i].cell);
		else if (any_due)       /* due, and not for the cards */
			add_other(out, cells[i].cell);
	}
	nt = chips_mode(r, targets, nt, out);
	if (nt == 0 || shoe_init(&shoe, r->decks) != STATUS_OK)
		return false;
	rng_seed(&rng, seed);
	if (r->banking == BANKING_HOUSE) {
		/* A shoe under way: some cards out, the burn long done. */
		out->house = true;
		out->n_played = sizeof out->played;
		for (size_t i = 0; i < out->n_played; i++) {
			size_t j = i + rng_below(&rng,
						 (uint32_t)(shoe.count - i));
			card_t t = shoe.cards[i];

			shoe.cards[i] = shoe.cards[j];
			shoe.cards[j] = t;
			out->played[i] = shoe.cards[i];
		}
		used = out->n_played;
	}
	/* The salida: that of the soonest due bank cell; a bank cell of
	 * the other cannot be set up in the same drill. */
	for (int t = nt - 1; t >= 0; t--) {
		struct review_pay pay;

		if (review_pay_cell(r, targets[t], &pay) && pay.bank_parity)
			out->salida_high = pay.bank_high;
	}
	out->start_pase = 1;
	left = nt;
	for (int k = 0, idle = 0; out->n_coups < max_coups && left > 0 &&
				  idle <= nt; k++) {
		int t = waiting_now(r, targets, nt, failed, waited, pase);
		struct review_coup *c = &out->coups[out->n_coups];
		struct review_pay pay;
		bool is_pay;

		/* A bank cell that waited for this parity goes first; else
		 * the due cells in turn. */
		if (t < 0)
			t = k % nt;
		else
			waited[t] = false;
		is_pay = review_pay_cell(r, targets[t], &pay);

		if (failed[t])
			continue;
		idle++;
		if (is_pay && pay.bank_parity &&
		    pay.bank_high != out->salida_high) {
			failed[t] = true;
			left--;
			add_other(out, targets[t]);
			continue;
		}
		if (is_pay && pay.bank_parity) {
			/* The drill starts on the pase the first coup wants;
			 * later, a bank cell waits for its parity. */
			if (out->n_coups == 0)
				out->start_pase = pase = pay.bank_parity;
			else if (pase % 2 != pay.bank_parity % 2) {
				waited[t] = true;
				continue;
			}
		}
		if (!search(r, &rng, shoe.cards, used, shoe.count, targets[t],
			    is_pay ? &pay : NULL, c)) {
			out->tries += c->tries;
			failed[t] = true;
			left--;
			add_other(out, targets[t]);
			continue;
		}
		idle = 0;
		used += c->n_cards;
		out->tries += c->tries;
		out->expected += 1.0 / c->p;
		out->n_coups++;
		/* The holder, and a seated bettor: the seated player to the
		 * banker's right. */
		if (c->five != FIVE_UNDECIDED)
			c->holder_seat = banker % 7 + 1;
		if (c->bet.placed && c->bet.kind == BET_SEAT)
			c->bet_seat = banker % 7 + 1;
		/* Punto won: the sabot passes to the right (IPLyC 7.13.1.1),
		 * and the new bank starts on its first pase; Banca won: the
		 * next pase (7.8.1.3), an ancar too where the profile counts
		 * it.  The house banks in MIDI: neither matters. */
		if (c->winner == COUP_WINNER_PUNTO) {
			banker = banker % 7 + 1;
			pase = 1;
		} else if (c->winner == COUP_WINNER_BANCA ||
			   (c->winner == COUP_WINNER_ANCAR &&
			    r->pase_count == PASE_COUNT_EVERY_DEFINED)) {
			pase++;
		}
	}
	/* Due cells left waiting for their pase. */
	for (int t = 0; t < nt; t++)
		if (waited[t] && !planned_cell(out, targets[t]))
			add_other(out, targets[t]);
	return out->n_coups > 0;
}
