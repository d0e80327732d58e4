/* SPDX-License-Identifier: GPL-3.0-or-later */
/* deck_defect.h: the defect a deck-check drill hides (IPLyC 8.9.8).
 * Moved from tui/procedure_view.c: the trainer plants it, not the
 * screen. */
#ifndef SESSION_DECK_DEFECT_H
#define SESSION_DECK_DEFECT_H

#include <stdint.h>

#include "engine/card.h"
#include "engine/procedure.h"
#include "engine/status.h"

/* The defect a deck-check drill hides in one deck: the scenario's own
 * (defect:), or, when it names none, one drawn from its seed (the same
 * drill always hides the same defect).  The session plants it
 * (session_init_scenario), the same for the trainer, the exam and the
 * judge; the screens only read it (session_deck_defect). */
enum deck_defect_kind {
	DECK_DEFECT_MISSING,   /* a card short: the band count is off */
	DECK_DEFECT_REPEATED,  /* one card in place of another: the count
				      is right, only the deck check finds it */
	DECK_DEFECT_FOREIGN,   /* a card with a foreign back */
	DECK_DEFECT__COUNT
};

struct deck_defect {
	int deck;                  /* 0-based */
	enum deck_defect_kind kind;
	card_t removed, added;     /* 0: none */
};

/* Plants the defect in run (before its first step).  Statuses of
 * procedure_deck_defect(). */
enum status deck_defect_plant(struct procedure_run *run, uint64_t seed,
				  struct deck_defect *out);

/* The kind of the defect that removes `removed` and adds `added`. */
enum deck_defect_kind deck_defect_kind_of(card_t removed, card_t added);

#endif
