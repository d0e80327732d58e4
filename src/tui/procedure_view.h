/* SPDX-License-Identifier: GPL-3.0-or-later */
/* procedure_view.h: what the procedure screen shows, worked out without
 * curses so the tests can drive it: how mixed the cards are in plain
 * words and as a fraction for a bar, what leaving a step out would have
 * left, the short names of the steps, and the defect a deck-check drill
 * hides in one deck for the trainee to find (IPLyC 8.9.8). */
#ifndef TUI_PROCEDURE_VIEW_H
#define TUI_PROCEDURE_VIEW_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/procedure.h"
#include "session/deck_defect.h"

/* How mixed, in words (procview_mix_words). */
enum procview_mix {
	PROCVIEW_UNMIXED,      /* the order before, untouched */
	PROCVIEW_ORDERED,      /* still ordered in places */
	PROCVIEW_PARTLY,       /* mixed, some order left */
	PROCVIEW_WELL,         /* as mixed as a random shoe */
};

/* How far each measure has come from the order before (0) to a random
 * shoe (1), clamped: rising sequences from 1 to their random average,
 * neighbour pairs kept from n - 1 down to theirs. */
double procview_rising_fraction(const struct procedure_mixing *m);
double procview_pairs_fraction(const struct procedure_mixing *m);
/* The lesser of the two: the cards are only as mixed as their most
 * ordered measure says. */
double procview_mixed_fraction(const struct procedure_mixing *m);
enum procview_mix procview_mix_level(const struct procedure_mixing *m);
/* "Well mixed." and the like, translated. */
const char *procview_mix_words(enum procview_mix level);

/* How mixed the cards would be now had the rest of the expected step
 * been left out (procedure_skip on a copy of run).  False when the
 * procedure is over or the measure fails. */
bool procview_mixing_if_skipped(const struct procedure_run *run,
				struct procedure_mixing *out);

/* Whether the procedure mixes cards (a deck check does not). */
bool procview_mixes(const struct procedure_def *p);

/* A step's short name for the list ("Riffles", "Ensalada"), translated. */
const char *procview_op_name(enum procedure_op op);

/* The article without its authority, for narrow columns:
 * "IPLyC 8.7.1.1.5-7" gives "8.7.1.1.5-7". */
const char *procview_short_article(const char *article);

#endif
