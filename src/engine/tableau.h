/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tableau.h: the drawing rules, as pure functions of the totals.
 *
 * These are the whole tableau: every caller (the coup step machine, the
 * exact odds, the simulator, the trainer) asks here, so the tables of
 * IPLyC 7.4.1-7.4.4 and LNSE-MIDI art. 6 are written once. */
#ifndef ENGINE_TABLEAU_H
#define ENGINE_TABLEAU_H

#include <stdbool.h>

#include "engine/rules.h"

enum punto_move {
	PUNTO_DRAWS,     /* 0-4 (0-5 without voluntad) */
	PUNTO_STANDS,    /* 6-7 */
	PUNTO_VOLUNTAD,  /* 5 with voluntad: the holder decides */
	PUNTO_NATURAL,   /* 8-9: the pase is defined */
};

/* A two-card total of 8 or 9 on either side defines the pase (7.4.3). */
static inline bool tableau_is_natural(int total) { return total >= 8; }

/* Punto's move on its two-card total (7.4.1; LNSE-MIDI 6). */
enum punto_move tableau_punto(const struct rules *r, int punto_total);

/* Whether Banca draws.  punto_third is the value 0-9 of Punto's third card,
 * or -1 when Punto stood (7.4.2, 7.4.4). */
bool tableau_banca_draws(int banca_total, int punto_third);

#endif
