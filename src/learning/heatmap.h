/* SPDX-License-Identifier: GPL-3.0-or-later */
/* heatmap.h: the heat maps of the drawing table and the payments.
 *
 * The situation cells of the actions (cell.h, actions.cell) are placed
 * on small grids:
 *   drawing  Banca's total 0-7 (rows) by Punto's third card: none, 0-9
 *            (columns): banca.T.none, banca.T.pC;
 *   punto    Punto's two-card total 0-7: punto.T;
 *   payouts  Punto, Banca, Banca with 6 (MIDI), Tie (rows) by seat,
 *            standing, marcando, and any payment over the maximum:
 *            pay.CHANCE.KIND[.six][.excess];
 *   bank     the banker's bank, odd or even pase (rows) by salida up to
 *            or over half the maximum, and over the maximum:
 *            pay.bank.PARITY.low|high[.excess];
 *   collect  losing bets collected: collect.CHANCE;
 *   back     the excess over the maximum handed back (excess.KIND) and
 *            a whole bet handed back (return_bet).
 * Each square gathers its actions (replays left out; one done after a
 * hint is not right) for one trainee, a list of trainees, a class
 * (classes and class_members, when the store has them) or the whole
 * store, and is judged against the profile: its accuracy level (the
 * mastery accuracy, 75%, 50%) and whether its median time is over the
 * target of its skill (scenario/targets.h).  Each level has a symbol,
 * so the map reads without colour:
 *   #  right at least the mastery accuracy (90%)   +  75% or more
 *   -  50% or more   X  below 50%   .  not seen   ~  (after) slow. */
#ifndef LEARNING_HEATMAP_H
#define LEARNING_HEATMAP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/rules.h"
#include "scenario/scenario.h"
#include "store/store.h"
#include "store/store_heatmap.h"

#define HEAT_ROWS_MAX 8
#define HEAT_COLS_MAX 11
#define HEAT_LABEL_MAX 32

enum heat_map { HEAT_DRAWING, HEAT_PUNTO, HEAT_PAYOUTS, HEAT_BANK,
		HEAT_COLLECT, HEAT_BACK, HEAT__MAPS };

enum heat_level { HEAT_UNSEEN, HEAT_GOOD, HEAT_FAIR, HEAT_POOR, HEAT_BAD };

struct heat_cell {
	enum skill skill;
	int seen, right;
	int64_t median_ms;
};

struct heat_grid {
	char title[96];
	int rows, cols;
	char row_label[HEAT_ROWS_MAX][HEAT_LABEL_MAX];
	char col_label[HEAT_COLS_MAX][HEAT_LABEL_MAX];
	bool exists[HEAT_ROWS_MAX][HEAT_COLS_MAX]; /* a square of the map */
	struct heat_cell cell[HEAT_ROWS_MAX][HEAT_COLS_MAX];
};

struct heatmap {
	struct heat_grid grid[HEAT__MAPS];
	int actions;                    /* placed on a map */
	int trainees;                   /* whose actions they are */
};

/* Whose actions: trainees[0..n) when n > 0; else the members of class
 * class_name when not NULL; else every trainee of the store. */
struct heat_scope {
	const char *const *trainees;
	size_t n;
	const char *class_name;
};
#define HEAT_TRAINEES_MAX STORE_CELL_TRAINEES_MAX

/* The maps' frames (titles and labels in the user's language), empty. */
void heatmap_init(struct heatmap *h);
/* Where a cell key goes; false for a cell on no map. */
bool heatmap_place(const char *key, enum heat_map *map, int *row, int *col);
/* The cell key a square gathers, for the list in words ("banca.6.p7";
 * a square gathering several reads with '*': "pay.punto.*.excess"). */
void heatmap_square_key(enum heat_map m, int row, int col, char *key,
			size_t size);
/* Fills h from the store.  A class that does not exist, or a store with
 * no classes, is an error naming it. */
bool heatmap_load(struct store *st, const struct heat_scope *scope,
		  struct heatmap *h, struct error *err);

/* A square below the mark (not right at the mastery accuracy, or
 * slow), for the list of the weakest. */
struct heat_weak {
	char key[48];
	struct heat_cell c;
};
/* The squares seen of the maps in `maps` (bits 1 << enum heat_map) that
 * fall short, weakest first (lowest accuracy, then slowest to a tenth
 * of a second, then key):
 * at most max into out; returns how many. */
size_t heatmap_weakest(const struct heatmap *h, const struct rules *r,
		       unsigned maps, struct heat_weak *out, size_t max);

/* The names of the store's classes, sorted (none when it has no class
 * tables); *out malloc'd, NULL when *n is 0. */
#define HEAT_CLASS_MAX 128
bool heatmap_classes(struct store *st, char (**out)[HEAT_CLASS_MAX],
		     size_t *n, struct error *err);

enum heat_level heat_level(const struct heat_cell *c, const struct rules *r);
/* Its median time over its skill's target. */
bool heat_slow(const struct heat_cell *c, const struct rules *r);
/* Two characters and a NUL: the level's symbol and '~' when slow. */
void heat_symbol(const struct heat_cell *c, const struct rules *r,
		 char out[3]);
/* The legend of the symbols, in the user's language (r: its accuracy). */
void heat_legend(const struct rules *r, char *buf, size_t size);

#endif
