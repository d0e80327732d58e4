/* SPDX-License-Identifier: GPL-3.0-or-later */
/* odds_tables.h: what each multiset of card values does, for odds.c.
 *
 * Every coup is dealt from the first six cards of the shoe in the order
 * P B P B P B (IPLyC 7.6.1.1); a coup that uses four or five of them is
 * counted once for every way the unused ones could be, which is how
 * odds.c scales every coup to six cards.  The weight of a sequence of six
 * values drawn from a shoe of counts c depends only on the multiset of
 * its values (the product of c[v](c[v]-1)... over the values), so the
 * exact odds are a sum over the 5,005 multisets of six values of that
 * weight times how many orderings of the multiset end each way.  Those
 * numbers do not depend on the shoe, only on the tableau: tools/
 * odds_tables_gen.c computes them at build time from tableau.c into
 * odds_tables.c, so a change of the tableau changes them too.
 *
 * Both tables list multisets in lexicographic order of their values
 * sorted upwards (0 0 0 0 0 0, 0 0 0 0 0 1, ..., 9 9 9 9 9 9), the order
 * of nested loops v1 <= v2 <= ... with the last value innermost.  The
 * entries are small, but 32 bits wide so that a row is one vector of
 * four (odds.c); the two tables take 250 KB. */
#ifndef ENGINE_ODDS_TABLES_H
#define ENGINE_ODDS_TABLES_H

#include <stdint.h>

#define ODDS_SIX_SETS 5005      /* multisets of 6 values of 10 */
#define ODDS_FOUR_SETS 715      /* multisets of 4 values of 10 */

/* Columns of both tables. */
enum { ODDS_COL_PUNTO, ODDS_COL_ANCAR, ODDS_COL_SIX, ODDS_COL_4TH };

/* odds_six[d][m]: orderings of six-value multiset m (as P1 B1 P2 B2 P3
 * B3) where Punto wins, the coup is an ancar, Banca wins with a final 6,
 * and (4th column) either side has a natural; Punto draws on 0-4 and on
 * 5 when d is 1, stands on 6-7 (the base policy odds.c corrects from). */
extern const uint32_t odds_six[2][ODDS_SIX_SETS][4];

/* odds_delta[p][m]: for Punto's two cards totalling p (0-7), how the
 * orderings of four-value multiset m as B1 B2 P3 B3 change when Punto
 * draws instead of standing: Punto wins, ancars, Banca wins with 6, and
 * (4th column) Punto's wins less Banca's, the holder's reason to draw. */
extern const int32_t odds_delta[8][ODDS_FOUR_SETS][4];

#endif
