/* SPDX-License-Identifier: GPL-3.0-or-later */
/* odds_reference.c: the exact odds as src/engine/odds.c computed them
 * before it summed over multisets of values (55 Punto pairs against 55
 * Banca pairs, the thirds folded into prefix sums): an independent exact
 * computation that test_odds.c holds the fast one to, weight for weight. */
#include "config.h"

#include "odds_reference.h"

#include <string.h>

#include "engine/tableau.h"

/* The drawing tables as tableau.h answers them, asked once per call so the
 * inner loops read an array instead of calling out. */
struct table {
	enum punto_move punto[10];
	bool banca[10][11];             /* [total][punto_third + 1] */
};

/* Weights of one Punto pair against every Banca pair, scaled to six cards
 * but not yet multiplied by the Punto pair's own weight. */
struct tally {
	uint64_t banca, punto, ancar, six, natural;
};

static void table_fill(struct table *t, const struct rules *r)
{
	for (int v = 0; v < 10; v++) {
		t->punto[v] = tableau_punto(r, v);
		for (int third = -1; third < 10; third++)
			t->banca[v][third + 1] = !tableau_is_natural(v) &&
				tableau_banca_draws(v, third);
	}
}

/* Ordered draws of an unordered pair of values from counts c. */
static inline uint64_t pair_weight(const uint32_t c[10], int a, int b)
{
	if (a == b)
		return (uint64_t)c[a] * (c[a] > 0 ? c[a] - 1 : 0);
	return 2 * (uint64_t)c[a] * c[b];
}

/* Adds weight w of a coup ending punto_total against banca_total. */
static inline void tally_add(uint64_t *l, int p, int b, uint64_t w)
{
	/* l[0] Banca, l[1] Punto, l[2] ancar, l[3] Banca with 6 */
	l[p > b ? 1 : (p < b ? 0 : 2)] += w;
	l[3] += (b == 6 && b > p) ? w : 0;
}

/* Every Banca pair against one Punto pair of total pt; c1 holds the
 * counts without Punto's two cards, n the cards left in the full shoe. */
static void banca_pairs(const struct table *tb, const uint32_t c1[10],
			uint32_t n, int pt, bool punto_draws, struct tally *out)
{
	const uint64_t n4 = n - 4, n5 = n - 5;
	const uint64_t s2 = n4 * n5;
	uint32_t c2[10];

	memset(out, 0, sizeof *out);
	memcpy(c2, c1, sizeof c2);
	for (int x = 0; x < 10; x++) {
		for (int y = x; y < 10; y++) {
			uint64_t wb = pair_weight(c1, x, y);
			uint64_t l[4] = { 0, 0, 0, 0 };
			uint32_t d[10], pre[11];
			int bt = (x + y) % 10;

			if (wb == 0)
				continue;
			if (tableau_is_natural(pt) || tableau_is_natural(bt)) {
				tally_add(l, pt, bt, s2);
				out->natural += wb * s2;
				goto add;
			}
			c2[x]--;
			c2[y]--;
			/* d[v]: cards left that would bring Banca to v. */
			pre[0] = 0;
			for (int v = 0; v < 10; v++) {
				d[v] = c2[(v - bt + 10) % 10];
				pre[v + 1] = pre[v] + d[v];
			}
			if (!punto_draws) {
				if (tb->banca[bt][0]) {
					/* 7.4.4: Punto stood, Banca draws. */
					l[1] += pre[pt] * n5;
					l[2] += d[pt] * n5;
					l[0] += (n4 - pre[pt] - d[pt]) * n5;
					l[3] += pt < 6 ? d[6] * n5 : 0;
				} else {
					tally_add(l, pt, bt, s2);
				}
			} else {
				for (int t = 0; t < 10; t++) {
					uint64_t wt = c2[t];
					int p = (pt + t) % 10;

					if (wt == 0)
						continue;
					if (tb->banca[bt][t + 1]) {
						/* The card t is gone: v0
						 * can no longer be drawn
						 * as often. */
						int v0 = (bt + t) % 10;
						uint64_t pw = pre[p] - (v0 < p);
						uint64_t tie = d[p] - (v0 == p);

						l[1] += wt * pw;
						l[2] += wt * tie;
						l[0] += wt * (n5 - pw - tie);
						if (p < 6)
							l[3] += wt * (d[6] - (v0 == 6));
					} else {
						tally_add(l, p, bt, wt * n5);
					}
				}
			}
			c2[x]++;
			c2[y]++;
add:
			out->banca += wb * l[0];
			out->punto += wb * l[1];
			out->ancar += wb * l[2];
			out->six += wb * l[3];
		}
	}
}

/* Punto's expectation drawing is at least as high as standing. */
static bool draws_better(const struct tally *pido, const struct tally *planto)
{
	/* pido.punto - pido.banca >= planto.punto - planto.banca, unsigned */
	return pido->punto + planto->banca >= planto->punto + pido->banca;
}

static void result_add(struct odds_result *o, const struct tally *t,
		       uint64_t wp)
{
	o->w_banca += wp * t->banca;
	o->w_punto += wp * t->punto;
	o->w_ancar += wp * t->ancar;
	o->w_banca_six += wp * t->six;
	o->w_natural += wp * t->natural;
}

enum status odds_reference_compute(const struct rules *r,
				   const uint32_t count[ODDS_VALUES],
				   enum odds_five five,
				   struct odds_result *out)
{
	struct table tb;
	uint32_t c1[10];
	uint64_t n = 0;
	double total;

	for (int v = 0; v < 10; v++)
		n += count[v];
	if (n < 6)
		return STATUS_NOT_ENOUGH_CARDS;
	if (n > ODDS_MAX_CARDS)
		return STATUS_BAD_ARGUMENT;
	table_fill(&tb, r);
	memset(out, 0, sizeof *out);
	out->total = n * (n - 1) * (n - 2) * (n - 3) * (n - 4) * (n - 5);
	memcpy(c1, count, sizeof c1);

	for (int a = 0; a < 10; a++) {
		for (int b = a; b < 10; b++) {
			uint64_t wp = pair_weight(count, a, b);
			int pt = (a + b) % 10;
			enum punto_move move = tb.punto[pt];
			struct tally t, stand;

			if (wp == 0)
				continue;
			c1[a]--;
			c1[b]--;
			if (move == PUNTO_VOLUNTAD) {
				bool draw = five == ODDS_FIVE_PIDO;

				out->five_pairs |= (uint16_t)(1u << a);
				if (five == ODDS_FIVE_BEST) {
					banca_pairs(&tb, c1, (uint32_t)n, pt,
						    true, &t);
					banca_pairs(&tb, c1, (uint32_t)n, pt,
						    false, &stand);
					draw = draws_better(&t, &stand);
					if (!draw)
						t = stand;
				} else {
					banca_pairs(&tb, c1, (uint32_t)n, pt,
						    draw, &t);
				}
				if (draw)
					out->five_draws |= (uint16_t)(1u << a);
			} else {
				if (pt == 5) {
					/* No voluntad: 5 draws (LNSE-MIDI 6). */
					out->five_pairs |= (uint16_t)(1u << a);
					if (move == PUNTO_DRAWS)
						out->five_draws |=
							(uint16_t)(1u << a);
				}
				banca_pairs(&tb, c1, (uint32_t)n, pt,
					    move == PUNTO_DRAWS, &t);
			}
			c1[a]++;
			c1[b]++;
			result_add(out, &t, wp);
		}
	}

	total = (double)out->total;
	out->banca = (double)out->w_banca / total;
	out->punto = (double)out->w_punto / total;
	out->ancar = (double)out->w_ancar / total;
	out->banca_six = (double)out->w_banca_six / total;
	out->natural = (double)out->w_natural / total;
	return STATUS_OK;
}
