/* SPDX-License-Identifier: GPL-3.0-or-later */
/* procedure_moves.h: the moves behind each operation of a procedure, for
 * procedure.c only (not part of the engine's interface).
 *
 * The cards of a run lie in one or two places at a time (procedure.h):
 * these functions move them with the real shuffle.h operations, or carry
 * them unmixed to where the next step takes them. */
#ifndef ENGINE_PROCEDURE_MOVES_H
#define ENGINE_PROCEDURE_MOVES_H

#include <stddef.h>

#include "engine/procedure.h"

/* Times a step is performed (repeat, at least 1). */
static inline int procedure_repeats(const struct procedure_step *s)
{
	return s->params.repeat > 0 ? s->params.repeat : 1;
}

/* Every card into out[], in the order it would be picked up: the stack,
 * the new piles, the piles, the packet, the sabot, each from its top.
 * Returns the number of cards. */
size_t procedure_collect(const struct procedure_run *run, card_t *out);

/* Carries every card, unmixed, to place p (piles: `piles` piles of
 * consecutive blocks); nothing moves when they are all there already. */
enum status procedure_move_to(struct procedure_run *run,
			      enum procedure_place p, size_t piles);

/* IPLyC 8.7.2.1.1: the sabot emptied into the discard tray, which becomes
 * the order the mixing is measured against. */
void procedure_discard_remaining(struct procedure_run *run);

/* One repetition of step s; `choice` as for procedure_apply.  The cards
 * must already be where the step takes them. */
enum status procedure_perform(struct procedure_run *run,
			      const struct procedure_step *s, size_t choice,
			      struct rng *rng);

#endif
