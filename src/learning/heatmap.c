/* SPDX-License-Identifier: GPL-3.0-or-later */
/* heatmap.c: the heat maps of the drawing table and the payments; see
 * heatmap.h. */
#include "config.h"

#include "learning/heatmap.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "scenario/targets.h"
#include "session/cell.h"
#include "store/store_heatmap.h"

/* The accuracy of the two middle levels, in percent. */
#define HEAT_FAIR_PCT 75
#define HEAT_POOR_PCT 50

static void label(char *dst, const char *text)
{
	snprintf(dst, HEAT_LABEL_MAX, "%s", text);
}

static void frame(struct heat_grid *g, const char *title, int rows, int cols)
{
	snprintf(g->title, sizeof g->title, "%s", title);
	g->rows = rows;
	g->cols = cols;
	for (int r = 0; r < rows; r++)
		for (int c = 0; c < cols; c++)
			g->exists[r][c] = true;
}

void heatmap_init(struct heatmap *h)
{
	struct heat_grid *g;

	memset(h, 0, sizeof *h);
	g = &h->grid[HEAT_DRAWING];
	frame(g, _("Drawing: Banca's total by Punto's third card"), 8, 11);
	for (int r = 0; r < 8; r++)
		snprintf(g->row_label[r], HEAT_LABEL_MAX, _("Banca %d"), r);
	/* "-": Punto stood (no third card). */
	label(g->col_label[0], "-");
	for (int c = 1; c < 11; c++)
		snprintf(g->col_label[c], HEAT_LABEL_MAX, "%d", c - 1);

	g = &h->grid[HEAT_PUNTO];
	frame(g, _("Drawing: Punto's total"), 1, 8);
	label(g->row_label[0], _("Punto"));
	for (int c = 0; c < 8; c++)
		snprintf(g->col_label[c], HEAT_LABEL_MAX, "%d", c);

	g = &h->grid[HEAT_PAYOUTS];
	frame(g, _("Payments by chance and bet"), 4, 4);
	label(g->row_label[0], _("Punto"));
	label(g->row_label[1], _("Banca"));
	label(g->row_label[2], _("Banca with 6"));
	label(g->row_label[3], _("Tie"));
	label(g->col_label[0], _("seat"));
	label(g->col_label[1], _("standing"));
	label(g->col_label[2], _("marcando"));
	label(g->col_label[3], _("over max"));

	g = &h->grid[HEAT_BANK];
	frame(g, _("The bank by pase and salida"), 2, 3);
	label(g->row_label[0], _("Bank, odd pase"));
	label(g->row_label[1], _("Bank, even pase"));
	label(g->col_label[0], _("to half"));
	label(g->col_label[1], _("over half"));
	label(g->col_label[2], _("over max"));

	g = &h->grid[HEAT_COLLECT];
	frame(g, _("Losing bets collected"), 1, 3);
	label(g->row_label[0], _("Collected"));
	label(g->col_label[0], _("Punto"));
	label(g->col_label[1], _("Banca"));
	label(g->col_label[2], _("Tie"));

	g = &h->grid[HEAT_BACK];
	frame(g, _("Handed back: the excess over the maximum, a bet"), 1, 4);
	label(g->row_label[0], _("Handed back"));
	label(g->col_label[0], _("seat"));
	label(g->col_label[1], _("standing"));
	label(g->col_label[2], _("marcando"));
	label(g->col_label[3], _("bet"));
}

/* The index of word in words, or -1. */
static int word_at(const char *word, size_t len, const char *const *words)
{
	for (int i = 0; words[i] != NULL; i++)
		if (strlen(words[i]) == len && memcmp(words[i], word, len) == 0)
			return i;
	return -1;
}

/* Splits key at '.' into at most 6 parts. */
static int split(const char *key, const char *part[6], size_t len[6])
{
	int n = 0;
	const char *p = key;

	while (n < 6) {
		const char *dot = strchr(p, '.');

		part[n] = p;
		len[n] = dot != NULL ? (size_t)(dot - p) : strlen(p);
		n++;
		if (dot == NULL)
			return n;
		p = dot + 1;
	}
	return 7;                       /* too many */
}

static bool is(const char *part, size_t len, const char *word)
{
	return strlen(word) == len && memcmp(part, word, len) == 0;
}

/* "0".."9" → 0..9, else -1. */
static int digit(const char *part, size_t len)
{
	return len == 1 && part[0] >= '0' && part[0] <= '9' ? part[0] - '0'
							    : -1;
}

static bool place_pay(const char *part[6], size_t len[6], int n,
		      enum heat_map *map, int *row, int *col)
{
	static const char *const chances[] = { "punto", "banca", "tie", NULL };
	static const char *const kinds[] = { "seat", "standing", "marcando",
					     NULL };
	bool six = false, excess = false;
	int chance, kind, first = 3;

	if (n >= 4 && is(part[1], len[1], "bank")) {
		int parity = is(part[2], len[2], "odd") ? 0
			     : is(part[2], len[2], "even") ? 1 : -1;
		int half = is(part[3], len[3], "low") ? 0
			   : is(part[3], len[3], "high") ? 1 : -1;

		if (parity < 0 || half < 0 || n > 5 ||
		    (n == 5 && !is(part[4], len[4], "excess")))
			return false;
		*map = HEAT_BANK;
		*row = parity;
		*col = n == 5 ? 2 : half;
		return true;
	}
	if (n < 3 || n > 5)
		return false;
	chance = word_at(part[1], len[1], chances);
	kind = word_at(part[2], len[2], kinds);
	if (chance < 0 || kind < 0)
		return false;
	if (n > first && is(part[first], len[first], "six")) {
		six = true;
		first++;
	}
	if (n > first && is(part[first], len[first], "excess")) {
		excess = true;
		first++;
	}
	if (first != n)
		return false;
	*map = HEAT_PAYOUTS;
	*row = chance == 0 ? 0 : chance == 2 ? 3 : six ? 2 : 1;
	*col = excess ? 3 : kind;
	return true;
}

bool heatmap_place(const char *key, enum heat_map *map, int *row, int *col)
{
	static const char *const chances[] = { "punto", "banca", "tie", NULL };
	static const char *const kinds[] = { "seat", "standing", "marcando",
					     NULL };
	const char *part[6];
	size_t len[6];
	int n = split(key, part, len), t, c;

	if (n > 6)
		return false;
	if (n == 2 && is(part[0], len[0], "punto")) {
		t = digit(part[1], len[1]);
		if (t < 0 || t > 7)
			return false;
		*map = HEAT_PUNTO;
		*row = 0;
		*col = t;
		return true;
	}
	if (n == 3 && is(part[0], len[0], "banca")) {
		t = digit(part[1], len[1]);
		if (t < 0 || t > 7)
			return false;
		if (is(part[2], len[2], "none"))
			c = 0;
		else if (len[2] == 2 && part[2][0] == 'p' &&
			 (c = digit(part[2] + 1, 1)) >= 0)
			c++;
		else
			return false;
		*map = HEAT_DRAWING;
		*row = t;
		*col = c;
		return true;
	}
	if (is(part[0], len[0], "pay"))
		return place_pay(part, len, n, map, row, col);
	if (n == 2 && is(part[0], len[0], "collect") &&
	    (c = word_at(part[1], len[1], chances)) >= 0) {
		*map = HEAT_COLLECT;
		*row = 0;
		*col = c;
		return true;
	}
	if (n == 2 && is(part[0], len[0], "excess") &&
	    (c = word_at(part[1], len[1], kinds)) >= 0) {
		*map = HEAT_BACK;
		*row = 0;
		*col = c;
		return true;
	}
	if (n == 1 && is(part[0], len[0], "return_bet")) {
		*map = HEAT_BACK;
		*row = 0;
		*col = 3;
		return true;
	}
	return false;
}

void heatmap_square_key(enum heat_map m, int row, int col, char *key,
		       size_t size)
{
	static const char *const chance[] = { "punto", "banca", "banca", "tie" };
	static const char *const kind[] = { "seat", "standing", "marcando" };
	static const char *const parity[] = { "odd", "even" };

	switch (m) {
	case HEAT_DRAWING:
		if (col == 0)
			snprintf(key, size, "banca.%d.none", row);
		else
			snprintf(key, size, "banca.%d.p%d", row, col - 1);
		break;
	case HEAT_PUNTO:
		snprintf(key, size, "punto.%d", col);
		break;
	case HEAT_PAYOUTS:
		snprintf(key, size, "pay.%s.%s%s", chance[row],
			 col < 3 ? kind[col] : "*", row == 2 ? ".six" : "");
		if (col == 3)
			snprintf(key + strlen(key), size - strlen(key),
				 ".excess");
		break;
	case HEAT_BANK:
		snprintf(key, size, "pay.bank.%s.%s", parity[row],
			 col == 0 ? "low" : col == 1 ? "high" : "*.excess");
		break;
	case HEAT_COLLECT:
		snprintf(key, size, "collect.%s", chance[col == 2 ? 3 : col]);
		break;
	case HEAT_BACK:
		if (col < 3)
			snprintf(key, size, "excess.%s", kind[col]);
		else
			snprintf(key, size, "return_bet");
		break;
	case HEAT__MAPS:
	default:
		key[0] = '\0';
		break;
	}
}

enum heat_level heat_level(const struct heat_cell *c, const struct rules *r)
{
	int64_t pct;

	if (c->seen == 0)
		return HEAT_UNSEEN;
	pct = (int64_t)c->right * 100;
	if (pct >= (int64_t)rules_mastery_accuracy(r) * c->seen)
		return HEAT_GOOD;
	if (pct >= (int64_t)HEAT_FAIR_PCT * c->seen)
		return HEAT_FAIR;
	if (pct >= (int64_t)HEAT_POOR_PCT * c->seen)
		return HEAT_POOR;
	return HEAT_BAD;
}

bool heat_slow(const struct heat_cell *c, const struct rules *r)
{
	return c->seen > 0 && c->median_ms > skill_target_ms(r, c->skill);
}

void heat_symbol(const struct heat_cell *c, const struct rules *r,
		 char out[3])
{
	static const char sym[] = { '.', '#', '+', '-', 'X' };

	out[0] = sym[heat_level(c, r)];
	out[1] = heat_slow(c, r) ? '~' : ' ';
	out[2] = '\0';
}

void heat_legend(const struct rules *r, char *buf, size_t size)
{
	snprintf(buf, size,
		 _("# %d%%+ right  + %d%%+  - %d%%+  X less  . not seen"
		   "  ~ slower than the target"),
		 rules_mastery_accuracy(r), HEAT_FAIR_PCT, HEAT_POOR_PCT);
}

static int weaker_first(const void *pa, const void *pb)
{
	const struct heat_weak *a = pa, *b = pb;
	int64_t l = (int64_t)a->c.right * b->c.seen;
	int64_t r = (int64_t)b->c.right * a->c.seen;

	/* Slower first as the list shows it, to a tenth of a second: a
	 * millisecond more on a loaded machine does not reorder it. */
	int64_t da = a->c.median_ms / 100, db = b->c.median_ms / 100;

	if (l != r)
		return l < r ? -1 : 1;
	if (da != db)
		return da > db ? -1 : 1;
	return strcmp(a->key, b->key);
}

size_t heatmap_weakest(const struct heatmap *h, const struct rules *r,
		       unsigned maps, struct heat_weak *out, size_t max)
{
	struct heat_weak *all;
	size_t n = 0;

	all = malloc(HEAT__MAPS * HEAT_ROWS_MAX * HEAT_COLS_MAX * sizeof *all);
	if (all == NULL)
		return 0;
	for (int m = 0; m < HEAT__MAPS; m++) {
		const struct heat_grid *g = &h->grid[m];

		if (!(maps & (1u << m)))
			continue;
		for (int row = 0; row < g->rows; row++)
			for (int c = 0; c < g->cols; c++) {
				const struct heat_cell *x = &g->cell[row][c];

				if (!g->exists[row][c] || x->seen == 0 ||
				    (heat_level(x, r) == HEAT_GOOD &&
				     !heat_slow(x, r)))
					continue;
				heatmap_square_key((enum heat_map)m, row, c,
						   all[n].key,
						   sizeof all[n].key);
				all[n++].c = *x;
			}
	}
	qsort(all, n, sizeof *all, weaker_first);
	if (n > max)
		n = max;
	memcpy(out, all, n * sizeof *out);
	free(all);
	return n;
}

/* Every square's times, to read medians off: a histogram (time, how
 * many), its equal times added up whenever it fills, so that it holds
 * about as many rows as there are different times, however many
 * actions and trainees it counts. */
struct times {
	struct store_time *ms;
	size_t n, cap;
};

static bool add_time(struct times *t, int64_t ms, int64_t n)
{
	if (t->n == t->cap) {
		size_t c = t->cap > 0 ? t->cap * 2 : 16;
		struct store_time *more;

		t->n = store_times_merge(t->ms, t->n);
		if (t->cap > 0 && t->n * 2 <= t->cap)
			c = t->cap;     /* room enough once merged */
		more = c != t->cap ? realloc(t->ms, c * sizeof *more) : t->ms;
		if (more == NULL)
			return false;
		t->ms = more;
		t->cap = c;
	}
	t->ms[t->n].ms = ms;
	t->ms[t->n++].n = n;
	return true;
}

/* Checks that the class exists. */
static bool class_exists(struct store *st, const char *name,
			 struct error *err)
{
	bool found;

	if (!store_class_exists(st, name, &found, err))
		return false;
	if (!found)
		error_set(err, _("no class named %s"), name);
	return found;
}

/* The names read so far. */
struct names {
	char (*names)[HEAT_CLASS_MAX];
	size_t n, cap;
	bool oom;
};

static bool add_name(void *ctx, const char *name)
{
	struct names *l = ctx;

	if (l->n == l->cap) {
		size_t c = l->cap > 0 ? l->cap * 2 : 8;
		char (*more)[HEAT_CLASS_MAX] =
			realloc(l->names, c * sizeof *l->names);

		if (more == NULL) {
			l->oom = true;
			return false;
		}
		l->names = more;
		l->cap = c;
	}
	snprintf(l->names[l->n++], HEAT_CLASS_MAX, "%s", name);
	return true;
}

bool heatmap_classes(struct store *st, char (**out)[HEAT_CLASS_MAX],
		     size_t *n, struct error *err)
{
	struct names l = { NULL, 0, 0, false };
	bool ok = store_class_names(st, add_name, &l, err);

	*out = NULL;
	*n = 0;
	if (ok && l.oom) {
		error_set(err, "%s", strerror(ENOMEM));
		ok = false;
	}
	if (!ok) {
		free(l.names);
		return false;
	}
	*out = l.names;
	*n = l.n;
	return true;
}

static void free_times(struct times t[HEAT__MAPS][HEAT_ROWS_MAX][HEAT_COLS_MAX])
{
	for (int m = 0; m < HEAT__MAPS; m++)
		for (int r = 0; r < HEAT_ROWS_MAX; r++)
			for (int c = 0; c < HEAT_COLS_MAX; c++)
				free(t[m][r][c].ms);
}

/* Loading: the maps, every square's times, the trainee read last. */
struct loading {
	struct heatmap *h;
	struct times (*t)[HEAT_ROWS_MAX][HEAT_COLS_MAX];
	int64_t last;
	bool oom;
};

static bool add_action(void *ctx, const struct store_cell_action *a)
{
	struct loading *l = ctx;
	struct heatmap *h = l->h;
	enum heat_map m;
	struct heat_cell *c;
	int row, col;

	if (!heatmap_place(a->cell, &m, &row, &col))
		return true;
	if (a->trainee != l->last) {
		h->trainees++;
		l->last = a->trainee;
	}
	c = &h->grid[m].cell[row][col];
	c->skill = cell_skill(a->cell);
	c->seen += (int)a->n;
	c->right += (int)a->right;
	h->actions += (int)a->n;
	if (!add_time(&l->t[m][row][col], a->ms, a->n)) {
		l->oom = true;
		return false;
	}
	return true;
}

bool heatmap_load(struct store *st, const struct heat_scope *scope,
		  struct heatmap *h, struct error *err)
{
	struct store_cell_scope s = {
		scope->trainees, scope->n, scope->class_name
	};
	struct loading l = { h, NULL, -1, false };
	bool ok;

	heatmap_init(h);
	if (scope->n > HEAT_TRAINEES_MAX) {
		error_set(err, _("at most %d trainees at once"),
			   HEAT_TRAINEES_MAX);
		return false;
	}
	if (scope->n == 0 && scope->class_name != NULL &&
	    !class_exists(st, scope->class_name, err))
		return false;
	l.t = calloc(HEAT__MAPS, sizeof *l.t);
	if (l.t == NULL) {
		error_set(err, "%s", strerror(ENOMEM));
		return false;
	}
	ok = store_cell_actions(st, &s, add_action, &l, err);
	for (int m = 0; ok && !l.oom && m < HEAT__MAPS; m++)
		for (int r = 0; r < HEAT_ROWS_MAX; r++)
			for (int c = 0; c < HEAT_COLS_MAX; c++) {
				struct times *x = &l.t[m][r][c];

				x->n = store_times_merge(x->ms, x->n);
				h->grid[m].cell[r][c].median_ms =
					store_times_median(x->ms, x->n);
			}
	free_times(l.t);
	free(l.t);
	if (ok && l.oom) {
		error_set(err, "%s", strerror(ENOMEM));
		return false;
	}
	return ok;
}
