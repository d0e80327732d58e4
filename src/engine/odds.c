/* SPDX-License-Identifier: GPL-3.0-or-later */
/* odds.c: exact enumeration of every coup; see odds.h.
 *
 * The sum runs over multisets of card values, not over coups: the weight
 * of six values dealt from the shoe depends only on which values they are
 * (odds_tables.h), and the tables say, once for all shoes, how many
 * orderings of each multiset end in a Punto win, an ancar, a Banca win
 * with 6 or a natural.  So a computation is 5,005 weights, each built from
 * the one before by a multiplication, times four small integers: exact in
 * 64-bit integers as before, the same figures to the last digit.
 *
 * The tables assume Punto draws on 0-4, stands on 6-7, and either draws
 * or stands on 5.  The choice on 5 (and any other move a profile makes)
 * is a correction per Punto pair: for Punto's two values a and b, the
 * change that drawing instead of standing makes is a sum over the 715
 * multisets of the four cards after them (Banca's two, the two thirds),
 * weighed by the shoe less a and b.  The same sum decides ODDS_FIVE_BEST:
 * it is the holder's expectation drawing less standing. */
#include "config.h"

#include "engine/odds.h"

#include <string.h>

#include "engine/odds_tables.h"
#include "engine/tableau.h"

/* The pairs of values that make 5, by their smaller value. */
static const uint8_t five_pair[5][2] = {
	{ 0, 5 }, { 1, 4 }, { 2, 3 }, { 6, 9 }, { 7, 8 },
};

/* Four 32-bit columns of a table row (GCC's and Clang's vector
 * extension: one 16-byte load, one multiply-add for all four). */
typedef uint32_t odds_v4 __attribute__((vector_size(16)));

/* The innermost level of six_sum: the rows of the last value g = v ...
 * 9, each times the cards of g still there: for g == v, c[v] less the
 * `before` copies of v before it and this one; c[g] above. */
static inline odds_v4 six_last(const uint32_t c[10], int v, uint32_t before,
			       const uint32_t (*row)[4])
{
	odds_v4 in, r;

	memcpy(&r, row[0], sizeof r);
	in = (c[v] - before - 1) * r;
	for (int g = v + 1; g < 10; g++) {
		memcpy(&r, row[g - v], sizeof r);
		in += c[g] * r;
	}
	return in;
}

/* Sum over the multisets of six values of their weight drawn from c
 * times the table's row: acc[k] = sum of w(m) * t[m][k].
 *
 * The weight of the multiset v1 <= ... <= v6 is the product of
 * c[v] - (how many v came before), built one level at a time.  Where a
 * value runs out, a factor is 0 and every deeper product with it; the
 * deeper factors may then wrap around in unsigned arithmetic, which a 0
 * still cancels, so nothing is tested but the one skip of a zero block.
 * The innermost sum stays in 32 bits (at most 416 * 720 * 10) and takes
 * the four columns at once in a vector of GCC's (and Clang's) vector
 * extension, a row of the table being one 16-byte load: a third of the
 * time of four scalar sums over 16-bit rows at plain -O2. */
static void six_sum(const uint32_t c[10], const uint32_t (*t)[4],
		    uint64_t acc[4])
{
	const uint32_t (*row)[4] = t;

	for (int a = 0; a < 10; a++) {
		uint64_t w1 = c[a];

		for (int b = a; b < 10; b++) {
			uint32_t mb = b == a;
			uint64_t w2 = w1 * (c[b] - mb);

			for (int d = b; d < 10; d++) {
				uint32_t md = d == b ? mb + 1 : 0;
				uint64_t w3 = w2 * (c[d] - md);

				for (int e = d; e < 10; e++) {
					uint32_t me = e == d ? md + 1 : 0;
					uint64_t w4 = w3 * (c[e] - me);

					for (int f = e; f < 10;
					     row += 10 - f, f++) {
						uint32_t mf = f == e ? me + 1 : 0;
						uint64_t w5 = w4 * (c[f] - mf);
						odds_v4 in;

						if (w5 == 0)
							continue;
						in = six_last(c, f, mf, row);
						for (int k = 0; k < 4; k++)
							acc[k] += w5 * in[k];
					}
				}
			}
		}
	}
}

/* The same over the multisets of four values, with signed rows: every
 * factor that reaches the sums is a count, so nothing overflows (at most
 * 416 * 72 * 10 inside, 416^3 times that outside). */
static void four_sum(const uint32_t c[10], const int32_t (*t)[4],
		     int64_t out[4])
{
	typedef int32_t v4 __attribute__((vector_size(16)));
	const int32_t (*row)[4] = t;

	for (int k = 0; k < 4; k++)
		out[k] = 0;
	for (int a = 0; a < 10; a++) {
		uint64_t w1 = c[a];

		for (int b = a; b < 10; b++) {
			uint32_t mb = b == a;
			uint64_t w2 = w1 * (c[b] - mb);

			for (int d = b; d < 10; d++) {
				uint32_t md = d == b ? mb + 1 : 0;
				uint64_t w3 = w2 * (c[d] - md);
				v4 in, r;

				if (w3 == 0) {
					row += 10 - d;
					continue;
				}
				memcpy(&r, row[0], sizeof r);
				in = (int32_t)(c[d] - md - 1) * r;
				for (int g = d + 1; g < 10; g++) {
					memcpy(&r, row[g - d], sizeof r);
					in += (int32_t)c[g] * r;
				}
				row += 10 - d;
				for (int k = 0; k < 4; k++)
					out[k] += (int64_t)w3 * in[k];
			}
		}
	}
}

/* What drawing instead of standing changes for Punto's pair a, b with
 * total pt, by the ordered pair weight: delta[k] for columns 0-3. */
static void pair_delta(const uint32_t count[10], int a, int b, int pt,
		       int64_t delta[4])
{
	uint32_t c1[10];

	memcpy(c1, count, sizeof c1);
	c1[a]--;
	c1[b]--;
	four_sum(c1, odds_delta[pt], delta);
}

/* Ordered draws of an unordered pair of values from counts c. */
static uint64_t pair_weight(const uint32_t c[10], int a, int b)
{
	if (a == b)
		return (uint64_t)c[a] * (c[a] > 0 ? c[a] - 1 : 0);
	return 2 * (uint64_t)c[a] * c[b];
}

/* Adds (draw) or takes away (stand) a pair's change from the sums. */
static void sums_correct(uint64_t sums[4], const int64_t delta[4],
			 uint64_t wp, bool add)
{
	for (int k = 0; k < 3; k++) {
		uint64_t d = wp * (uint64_t)delta[k];

		sums[k] = add ? sums[k] + d : sums[k] - d;
	}
}

/* Punto's moves on totals other than 5 that differ from the tables'
 * (no profile has one today: punto_draws_to is 4 or 5). */
static void other_totals(const struct rules *r, const uint32_t count[10],
			 uint64_t sums[4])
{
	for (int pt = 0; pt < 8; pt++) {
		bool draws = tableau_punto(r, pt) == PUNTO_DRAWS;

		if (pt == 5 || draws == (pt <= 4))
			continue;
		for (int a = 0; a < 10; a++)
			for (int b = a; b < 10; b++) {
				uint64_t wp = pair_weight(count, a, b);
				int64_t delta[4];

				if (wp == 0 || (a + b) % 10 != pt)
					continue;
				pair_delta(count, a, b, pt, delta);
				sums_correct(sums, delta, wp, draws);
			}
	}
}

enum status odds_compute(const struct rules *r,
			 const uint32_t count[ODDS_VALUES],
			 enum odds_five five, struct odds_result *out)
{
	enum punto_move move5 = tableau_punto(r, 5);
	uint64_t n = 0, sums[4] = { 0, 0, 0, 0 };
	bool base_draws;
	double total;

	for (int v = 0; v < 10; v++)
		n += count[v];
	if (n < 6)
		return STATUS_NOT_ENOUGH_CARDS;
	if (n > ODDS_MAX_CARDS)
		return STATUS_BAD_ARGUMENT;
	memset(out, 0, sizeof *out);
	out->total = n * (n - 1) * (n - 2) * (n - 3) * (n - 4) * (n - 5);

	/* The table nearest the choice on 5: with a full shoe the best
	 * choice is to draw on every pair. */
	if (move5 == PUNTO_VOLUNTAD)
		base_draws = five != ODDS_FIVE_PLANTO;
	else
		base_draws = move5 == PUNTO_DRAWS;
	six_sum(count, odds_six[base_draws], sums);

	for (int i = 0; i < 5; i++) {
		int a = five_pair[i][0], b = five_pair[i][1];
		uint64_t wp = pair_weight(count, a, b);
		int64_t delta[4];
		bool draws, known = false;

		if (wp == 0)
			continue;
		out->five_pairs |= (uint16_t)(1u << a);
		if (move5 != PUNTO_VOLUNTAD) {
			/* No voluntad: 5 draws (LNSE-MIDI 6). */
			draws = move5 == PUNTO_DRAWS;
		} else if (five == ODDS_FIVE_BEST) {
			/* Equality draws. */
			pair_delta(count, a, b, 5, delta);
			known = true;
			draws = delta[ODDS_COL_4TH] >= 0;
		} else {
			draws = five == ODDS_FIVE_PIDO;
		}
		if (draws)
			out->five_draws |= (uint16_t)(1u << a);
		if (draws != base_draws) {
			if (!known)
				pair_delta(count, a, b, 5, delta);
			sums_correct(sums, delta, wp, draws);
		}
	}
	other_totals(r, count, sums);

	out->w_punto = sums[ODDS_COL_PUNTO];
	out->w_ancar = sums[ODDS_COL_ANCAR];
	out->w_banca_six = sums[ODDS_COL_SIX];
	out->w_natural = sums[ODDS_COL_4TH];
	out->w_banca = out->total - out->w_punto - out->w_ancar;
	total = (double)out->total;
	out->banca = (double)out->w_banca / total;
	out->punto = (double)out->w_punto / total;
	out->ancar = (double)out->w_ancar / total;
	out->banca_six = (double)out->w_banca_six / total;
	out->natural = (double)out->w_natural / total;
	return STATUS_OK;
}

void odds_edge_compute(const struct rules *r, const struct odds_result *o,
		       struct odds_edge *e)
{
	double win;

	switch (r->banca_pay) {
	case BANCA_PAY_SIX_HALF:
		/* LNSE-MIDI 5.2: 1:1, but banca_six_pct when winning with 6. */
		win = (o->banca - o->banca_six) +
		      o->banca_six * r->banca_six_pct / 100.0;
		break;
	case BANCA_PAY_COMMISSION:
		/* LNSE-MIDI 5.3: 1:1 less the commission. */
		win = o->banca * (100 - r->commission_pct) / 100.0;
		break;
	case BANCA_PAY_DISCOUNT:
	default:
		/* IPLyC 7.8.1.2: seat and standing bets at banca_pct. */
		win = o->banca * r->banca_pct / 100.0;
		break;
	}
	/* An ancar pushes Punto and Banca bets (IPLyC 7.4; LNSE-MIDI 6.1). */
	e->banca = o->punto - win;
	e->punto = o->banca - o->punto;
	e->has_tie = r->tie_bet;
	e->tie = r->tie_bet ? (1.0 - o->ancar) - o->ancar * r->tie_pays : 0.0;
}

enum status odds_shoe_init(struct odds_shoe *s, int decks)
{
	if (decks < 1 || decks > ODDS_MAX_DECKS)
		return STATUS_BAD_DECKS;
	memset(s, 0, sizeof *s);
	s->decks = decks;
	for (int rank = 1; rank <= 13; rank++)
		for (int suit = 0; suit < 4; suit++) {
			card_t c = card_make(rank, (enum suit)suit);

			s->count[card_value(c)] += (uint32_t)decks;
			s->left[(rank - 1) * 4 + suit] = (uint8_t)decks;
		}
	return STATUS_OK;
}

enum status odds_shoe_remove(struct odds_shoe *s, const card_t *cards,
			     size_t n, size_t *bad)
{
	struct odds_shoe t = *s;

	for (size_t i = 0; i < n; i++) {
		card_t c = cards[i];
		int k = (card_rank(c) - 1) * 4 + (int)card_suit(c);

		if (!card_is_regular(c) || t.left[k] == 0) {
			*bad = i;
			return STATUS_CARD_NOT_IN_SHOE;
		}
		t.left[k]--;
		t.count[card_value(c)]--;
	}
	*s = t;
	return STATUS_OK;
}

uint32_t odds_shoe_size(const struct odds_shoe *s)
{
	uint32_t n = 0;

	for (int v = 0; v < ODDS_VALUES; v++)
		n += s->count[v];
	return n;
}

const char *odds_five_name(enum odds_five five)
{
	switch (five) {
	case ODDS_FIVE_PLANTO: return "planto";
	case ODDS_FIVE_BEST: return "best";
	case ODDS_FIVE_PIDO:
	default: return "pido";
	}
}

bool odds_five_parse(const char *text, enum odds_five *out)
{
	static const enum odds_five all[] = {
		ODDS_FIVE_PIDO, ODDS_FIVE_PLANTO, ODDS_FIVE_BEST,
	};

	for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
		if (strcmp(text, odds_five_name(all[i])) == 0) {
			*out = all[i];
			return true;
		}
	return false;
}
