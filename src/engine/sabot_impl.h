/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sabot_impl.h: what the files of the sabot share (private to sabot*.c):
 *   sabot.c           its calls, the start, the duty now, the cut, the
 *                     new shoe;
 *   sabot_rotation.c  the moves from seat to seat;
 *   sabot_banker.c    the suite, the mitad and the banker's mistakes. */
#ifndef ENGINE_SABOT_IMPL_H
#define ENGINE_SABOT_IMPL_H

#include "engine/sabot.h"

static inline bool sabot_house(const struct rules *r)
{
	return r->banking == BANKING_HOUSE;
}

/* --- sabot_rotation.c --- */
/* player banks from the sabot's seat now: a new suerte. */
void sabot_begin_suerte(struct sabot *s, int player);
/* The sabot has arrived at s->seat: decides whom the croupier asks. */
void sabot_land(struct sabot *s, const struct rules *r, const struct table *t,
		enum rule_id why);
/* Fills *out with where the sabot is now and who banks there. */
void sabot_move_out(const struct sabot *s, bool moved, enum sabot_call call,
		    struct sabot_move *out);
/* The suerte is over: the sabot passes to the right, or after a wrong
 * banker's suerte goes back to the seat it belonged to (7.10.2.1), as if
 * it had never come further.  Returns the rule that moved it. */
enum rule_id sabot_pass_right(struct sabot *s, const struct rules *r,
			      const struct table *t, enum rule_id why);

#endif
