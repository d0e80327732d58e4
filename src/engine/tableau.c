/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tableau.c: Punto's and Banca's drawing tables. */
#include "config.h"

#include "engine/tableau.h"

enum punto_move tableau_punto(const struct rules *r, int punto_total)
{
	if (tableau_is_natural(punto_total))
		return PUNTO_NATURAL;
	if (punto_total == 5 && r->voluntad)
		return PUNTO_VOLUNTAD;
	return punto_total <= r->punto_draws_to ? PUNTO_DRAWS : PUNTO_STANDS;
}

/* Bit t of row[b] is set when Banca with b draws against a third card of
 * value t (IPLyC 7.4.2; LNSE-MIDI 6, the T/P grid). */
static const unsigned short banca_draw_row[10] = {
	0x3ff,                    /* 0: always */
	0x3ff,                    /* 1: always */
	0x3ff,                    /* 2: always */
	0x3ff & ~(1u << 8),       /* 3: unless 8 */
	0x0fc,                    /* 4: 2-7 */
	0x0f0,                    /* 5: 4-7 */
	0x0c0,                    /* 6: 6-7 */
	0x000,                    /* 7: stands */
	0x000, 0x000,             /* 8-9: natural, never reached */
};

bool tableau_banca_draws(int banca_total, int punto_third)
{
	if (punto_third < 0)
		return banca_total <= 5; /* 7.4.4 */
	return (banca_draw_row[banca_total] >> punto_third) & 1u;
}
