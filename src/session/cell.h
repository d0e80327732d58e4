/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cell.h: situation cells, the vocabulary the trainer remembers by.
 *
 * Every scored action falls in one cell: the situation it answers, finer
 * than its skill and coarser than the coup.  A trainee who misses "Banca
 * 6, Punto's third card 7" has missed the cell banca.6.p7, whatever drill
 * it came in; the memory (memory.h) schedules cells, the heat maps draw
 * them, the store keeps each action's cell (actions.cell).
 *
 * Keys are stable text, documented in crupier-scenario(5) (CELLS):
 *   drawing:   punto.T            Punto's two-card total T (0-7)
 *              banca.T.none       Banca's total T (0-7), Punto stood
 *              banca.T.pC         ... Punto's third card worth C (0-9)
 *   voluntad:  voluntad.holder.largest|tie|refused   who turns Punto's
 *              voluntad.croupier  the croupier turns them (no seated bet)
 *              voluntad.ask       "¡5 tiene voluntad!"
 *              voluntad.pide|planta  the word ratified
 *              voluntad.no_five   the croupier's obligatory stand
 *              voluntad.refusal   a holder who will not turn them
 *   payouts:   pay.CHANCE.KIND[.six][.excess]  CHANCE punto|banca|tie,
 *                                 KIND seat|standing|marcando
 *              pay.bank.odd|even.low|high[.excess]  the banker's bank by
 *                                 pase parity and salida over half the max
 *              collect.CHANCE     a losing bet taken in
 *              excess.KIND        the excess over the maximum handed back
 *              return_bet         a bet handed back
 *              chips.pay.…        a payment counted out in chips (the
 *                                 pay. cells, paying in chips)
 *              chips.change.break|up  "¡Cambio!": into smaller chips, or
 *                                 into larger ones
 *   dealing:   dealing.KEY        the call or step (call_no_va_mas ...)
 *   rotation:  rotation.EVENT     the sabot's event (pass_sabot,
 *                                 offer_suite, mitad, deny.raise ...)
 *   anomalies: anomaly.KIND       the anomaly ruled on (face_up ...),
 *              anomaly.change_shoe
 *   procedures: step.PROC.OP      a procedure's step (step.deck_check.
 *                                 count_deck ...). */
#ifndef SESSION_CELL_H
#define SESSION_CELL_H

#include <stdbool.h>
#include <stddef.h>

#include "engine/game.h"
#include "engine/procedure.h"
#include "scenario/scenario.h"

#define CELL_KEY_MAX 48

/* The cell of e, the action due in g (played under r), read before e is applied (the
 * cards, bets and bank as the croupier sees them then).  "" when the
 * action is no croupier's. */
void cell_of_action(const struct rules *r, const struct game *g,
		    const struct game_action *e, char out[CELL_KEY_MAX]);
/* The cell of a procedure's step. */
void cell_of_step(enum procedure p, enum procedure_op op,
		  char out[CELL_KEY_MAX]);

/* One family of the vocabulary: keys beginning with prefix train skill. */
struct cell_family {
	const char *prefix;
	enum skill skill;
	const char *pattern;            /* as documented */
	const char *what;               /* N_(): what the cell is */
};

/* The vocabulary, in the order of the documentation. */
size_t cell_families(const struct cell_family **out);
/* The skill a key belongs to (SKILL__COUNT: not in the vocabulary).
 * step.* keys belong to the shuffle or the deck check by their procedure. */
enum skill cell_skill(const char *key);
/* The cell in the user's words ("Banca 6, Punto's third card 7"); every
 * key of the vocabulary has words (cell_text.c), a key it does not know
 * is copied as it is. */
void cell_text(const char *key, char *buf, size_t size);
/* A procedure's step in the user's words (NULL: no such step). */
const char *cell_op_words(enum procedure_op op);

/* The cells a coup of these cards decides by its cards alone, in order:
 * voluntad.no_five, then the drawing cells (a two-card natural: none);
 * at most CELL_COUP_MAX keys.  holder and five as coup_play() takes
 * them.  Returns how many; 0 on a bad card. */
#define CELL_COUP_MAX 3
int cell_coup_drawing(const struct rules *r, enum coup_holder holder,
		      enum five_decision five, const card_t *cards, size_t n,
		      char out[CELL_COUP_MAX][CELL_KEY_MAX]);

#endif
