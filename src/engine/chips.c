/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chips.c: the table's chips, the float, and a payment or a change
 * composed in chips; see chips.h.
 *
 * Composing is a search from the largest chip down, taking as many of
 * each as can be taken first, so the first composition found of the
 * fewest chips is the one with the larger chips: the order the croupier
 * lays them out in, "de mayor a menor" (IPLyC 8.4.2.6.3.3).  Two bounds
 * keep it short: what the smaller chips can still make (a float holds so
 * many), and the fewest chips the rest needs at best. */
#include "config.h"

#include "engine/chips.h"

#include <string.h>

/* A search that would visit more nodes than this is not a table's: it
 * stops with the best composition found so far. */
#define SEARCH_GUARD 2000000

static const char *const colour_keys[CHIP_COLOUR__COUNT] = {
#define CHIP_COLOUR_KEY(id, key) key,
	CHIP_COLOUR_LIST(CHIP_COLOUR_KEY)
#undef CHIP_COLOUR_KEY
};

const char *chip_colour_key(enum chip_colour c)
{
	return (unsigned)c < CHIP_COLOUR__COUNT ? colour_keys[c] : NULL;
}

enum chip_colour chip_colour_by_key(const char *key)
{
	for (int i = 0; i < CHIP_COLOUR__COUNT; i++)
		if (strcmp(colour_keys[i], key) == 0)
			return (enum chip_colour)i;
	return CHIP_COLOUR__COUNT;
}

enum status chips_set_check(const struct chip_set *s)
{
	if (s->n < 1 || s->n > CHIPS_MAX)
		return STATUS_BAD_ARGUMENT;
	if (s->rule != CHIPS_RULE_FEWEST && s->rule != CHIPS_RULE_MAX_PER_COLOUR)
		return STATUS_BAD_ARGUMENT;
	if (s->rule == CHIPS_RULE_MAX_PER_COLOUR &&
	    (s->max_per_colour < 1 || s->max_per_colour > CHIPS_CARRETEL))
		return STATUS_BAD_ARGUMENT;
	for (int i = 0; i < s->n; i++) {
		const struct chip_denom *d = &s->d[i];

		if (d->value < 1 || d->value > CHIPS_VALUE_MAX ||
		    (i > 0 && d->value <= s->d[i - 1].value))
			return STATUS_BAD_ARGUMENT;
		if ((unsigned)d->colour >= CHIP_COLOUR__COUNT)
			return STATUS_BAD_ARGUMENT;
		if (d->letter < 'A' || d->letter > 'Z')
			return STATUS_BAD_ARGUMENT;
		for (int j = 0; j < i; j++)
			if (s->d[j].letter == d->letter)
				return STATUS_BAD_ARGUMENT;
		if (d->stock < 0 ||
		    d->stock > CHIPS_CARRETELES_MAX * CHIPS_CARRETEL)
			return STATUS_BAD_ARGUMENT;
	}
	return STATUS_OK;
}

int64_t chips_unit(const struct chip_set *s)
{
	return s->n > 0 && s->d[0].value > 0 ? s->d[0].value : 1;
}

int chips_index(const struct chip_set *s, int64_t v)
{
	for (int i = 0; i < s->n; i++)
		if (s->d[i].value == v)
			return i;
	return -1;
}

int chips_by_letter(const struct chip_set *s, char c)
{
	if (c >= 'a' && c <= 'z')
		c = (char)(c - 'a' + 'A');
	for (int i = 0; i < s->n; i++)
		if (s->d[i].letter == c)
			return i;
	return -1;
}

void chips_float_init(const struct chip_set *s, struct chip_count *f)
{
	memset(f, 0, sizeof *f);
	for (int i = 0; i < s->n && i < CHIPS_MAX; i++)
		f->n[i] = s->d[i].stock;
}

int chips_carreteles(int32_t n)
{
	return n <= 0 ? 0 : (n + CHIPS_CARRETEL - 1) / CHIPS_CARRETEL;
}

int64_t chips_total(const struct chip_set *s, const struct chip_count *c)
{
	int64_t sum = 0;

	for (int i = 0; i < s->n; i++)
		sum += (int64_t)c->n[i] * s->d[i].value;
	return sum;
}

int32_t chips_pieces(const struct chip_set *s, const struct chip_count *c)
{
	int32_t sum = 0;

	for (int i = 0; i < s->n; i++)
		sum += c->n[i];
	return sum;
}

bool chips_equal(const struct chip_set *s, const struct chip_count *a,
		 const struct chip_count *b)
{
	for (int i = 0; i < s->n; i++)
		if (a->n[i] != b->n[i])
			return false;
	return true;
}

enum status chips_put(const struct chip_set *s, struct chip_count *f,
		      const struct chip_count *c)
{
	for (int i = 0; i < s->n; i++)
		if (c->n[i] < 0 || f->n[i] > CHIPS_COUNT_MAX - c->n[i])
			return STATUS_BAD_AMOUNT;
	for (int i = 0; i < s->n; i++)
		f->n[i] += c->n[i];
	return STATUS_OK;
}

enum status chips_take(const struct chip_set *s, struct chip_count *f,
		       const struct chip_count *c)
{
	for (int i = 0; i < s->n; i++)
		if (c->n[i] < 0 || c->n[i] > f->n[i])
			return STATUS_BAD_AMOUNT;
	for (int i = 0; i < s->n; i++)
		f->n[i] -= c->n[i];
	return STATUS_OK;
}

static int64_t gcd64(int64_t a, int64_t b)
{
	while (b != 0) {
		int64_t t = a % b;

		a = b;
		b = t;
	}
	return a;
}

struct search {
	const struct chip_set *s;
	int64_t lim[CHIPS_MAX];         /* the most of each chip */
	int64_t reach[CHIPS_MAX];       /* what chips 0..i can make at most
					   (INT64_MAX: unlimited) */
	int64_t gcd[CHIPS_MAX];         /* of the values 0..i */
	struct chip_count cur, best;
	int64_t best_pieces;            /* INT64_MAX: none found */
	long nodes;
};

static void search(struct search *x, int i, int64_t rem, int64_t pieces)
{
	const struct chip_set *s = x->s;
	int64_t v = s->d[i].value, most = rem / v;

	if (most > x->lim[i])
		most = x->lim[i];
	for (int64_t c = most; c >= 0; c--) {
		int64_t left = rem - c * v, at_least;

		if (++x->nodes > SEARCH_GUARD)
			return;
		if (left == 0) {
			if (pieces + c < x->best_pieces) {
				x->cur.n[i] = (int32_t)c;
				for (int j = 0; j < i; j++)
					x->cur.n[j] = 0;
				x->best = x->cur;
				x->best_pieces = pieces + c;
			}
			continue;
		}
		if (i == 0)
			continue;
		/* Fewer of this chip only leaves more for the smaller ones:
		 * once they cannot make it, or cannot beat the best, no
		 * smaller count can. */
		if (x->reach[i - 1] != INT64_MAX && left > x->reach[i - 1])
			break;
		at_least = pieces + c + (left + s->d[i - 1].value - 1) /
						s->d[i - 1].value;
		if (at_least >= x->best_pieces)
			break;
		if (left % x->gcd[i - 1] != 0)
			continue;
		x->cur.n[i] = (int32_t)c;
		search(x, i - 1, left, pieces + c);
	}
}

/* The chip the house's rule does not cap: the largest the payment may
 * use (the float has it, it is within amount and largest); -1: none. */
static int uncapped(const struct chip_set *s, const struct chip_count *f,
		    int64_t amount, int64_t largest)
{
	for (int i = s->n - 1; i >= 0; i--)
		if (s->d[i].value <= amount &&
		    (largest <= 0 || s->d[i].value <= largest) &&
		    (f == NULL || f->n[i] > 0))
			return i;
	return -1;
}

/* The fewest chips for amount from f within largest, each chip but the
 * uncapped one at most cap (0: no cap).  False when none. */
static bool fewest(const struct chip_set *s, const struct chip_count *f,
		   int64_t amount, int64_t largest, int cap,
		   struct chip_count *out)
{
	struct search x;
	int top = uncapped(s, f, amount, largest);

	memset(&x, 0, sizeof x);
	memset(out, 0, sizeof *out);
	if (amount <= 0 || top < 0)
		return false;
	x.s = s;
	x.best_pieces = INT64_MAX;
	for (int i = 0; i <= top; i++) {
		int64_t lim = f != NULL ? f->n[i] : CHIPS_COUNT_MAX;

		if (cap > 0 && i != top && lim > cap)
			lim = cap;
		if (lim > CHIPS_COUNT_MAX)
			lim = CHIPS_COUNT_MAX;
		x.lim[i] = lim;
		x.gcd[i] = i == 0 ? s->d[0].value
				  : gcd64(x.gcd[i - 1], s->d[i].value);
		if (i > 0 && x.reach[i - 1] == INT64_MAX)
			x.reach[i] = INT64_MAX;
		else
			x.reach[i] = (i > 0 ? x.reach[i - 1] : 0) +
				     lim * s->d[i].value;
	}
	if (amount % x.gcd[top] != 0 ||
	    (x.reach[top] != INT64_MAX && amount > x.reach[top]))
		return false;
	search(&x, top, amount, 0);
	if (x.best_pieces == INT64_MAX)
		return false;
	*out = x.best;
	return true;
}

enum status chips_compose(const struct chip_set *s, const struct chip_count *f,
			  int64_t amount, int64_t largest,
			  struct chip_count *out)
{
	int cap = s->rule == CHIPS_RULE_MAX_PER_COLOUR ? s->max_per_colour : 0;

	/* The house's rule first; "de no ser necesario" (8.4.2.6.3.3):
	 * where the float cannot keep it, the fewest chips it can. */
	if (cap > 0 && fewest(s, f, amount, largest, cap, out))
		return STATUS_OK;
	return fewest(s, f, amount, largest, 0, out) ? STATUS_OK
						     : STATUS_BAD_AMOUNT;
}

/* Whether c keeps the house's cap (its uncapped chip excepted). */
static bool within_cap(const struct chip_set *s, const struct chip_count *f,
		       int64_t amount, int64_t largest,
		       const struct chip_count *c)
{
	int top = uncapped(s, f, amount, largest);

	for (int i = 0; i < s->n; i++)
		if (i != top && c->n[i] > s->max_per_colour)
			return false;
	return true;
}

enum chips_fault chips_check(const struct chip_set *s,
			     const struct chip_count *f, int64_t amount,
			     int64_t largest, const struct chip_count *given,
			     struct chip_count *due)
{
	struct chip_count own, capped;
	bool found;

	if (due == NULL)
		due = &own;
	found = chips_compose(s, f, amount, largest, due) == STATUS_OK;
	if (!found)
		memset(due, 0, sizeof *due);
	for (int i = 0; i < s->n; i++)
		if (given->n[i] < 0)
			return CHIPS_FAULT_TOTAL;
	if (chips_total(s, given) != amount)
		return CHIPS_FAULT_TOTAL;
	for (int i = 0; i < s->n; i++)
		if (f != NULL && given->n[i] > f->n[i])
			return CHIPS_FAULT_FLOAT;
	for (int i = 0; i < s->n; i++)
		if (largest > 0 && given->n[i] > 0 && s->d[i].value > largest)
			return CHIPS_FAULT_TOO_LARGE;
	if (!found)
		return CHIPS_FAULT_NONE;
	if (s->rule == CHIPS_RULE_MAX_PER_COLOUR &&
	    fewest(s, f, amount, largest, s->max_per_colour, &capped))
		return within_cap(s, f, amount, largest, given)
			       ? CHIPS_FAULT_NONE : CHIPS_FAULT_OVER_COLOUR;
	return chips_pieces(s, given) > chips_pieces(s, due)
		       ? CHIPS_FAULT_NOT_FEWEST : CHIPS_FAULT_NONE;
}

enum status chips_change(const struct chip_set *s, const struct chip_count *f,
			 const struct chip_count *in, int64_t largest,
			 struct chip_count *out)
{
	int64_t amount = chips_total(s, in);

	for (int i = 0; i < s->n; i++)
		if (in->n[i] < 0)
			return STATUS_BAD_AMOUNT;
	if (amount <= 0 || chips_compose(s, f, amount, largest, out) !=
				   STATUS_OK)
		return STATUS_BAD_AMOUNT;
	return chips_equal(s, in, out) ? STATUS_NOT_ALLOWED : STATUS_OK;
}

enum chips_fault chips_check_change(const struct chip_set *s,
				    const struct chip_count *f,
				    const struct chip_count *in,
				    int64_t largest,
				    const struct chip_count *given,
				    struct chip_count *due)
{
	enum chips_fault fault = chips_check(s, f, chips_total(s, in),
					     largest, given, due);

	if (fault == CHIPS_FAULT_NONE && chips_equal(s, in, given))
		return CHIPS_FAULT_SAME;
	return fault;
}
