/* SPDX-License-Identifier: GPL-3.0-or-later */
/* deck_defect.c: a deck-check drill's defect; see deck_defect.h. */
#include "config.h"

#include "session/deck_defect.h"

#include <string.h>

#include "engine/rng.h"

enum status deck_defect_plant(struct procedure_run *run, uint64_t seed,
				  struct deck_defect *out)
{
	struct rng rng;
	int decks = run->decks > 0 && run->decks <= SHOE_DECKS_MAX
		    ? run->decks : 1;
	struct deck_defect d;
	const card_t *cards;
	size_t n;
	enum status st;

	memset(&d, 0, sizeof d);
	/* Its own stream: the procedure's generator keeps the seed itself. */
	rng_seed(&rng, seed ^ UINT64_C(0x9e3779b97f4a7c15));
	d.deck = (int)rng_below(&rng, (uint32_t)decks);
	d.kind = (enum deck_defect_kind)rng_below(&rng,
						      DECK_DEFECT__COUNT);
	cards = run->deck[d.deck];
	n = run->deck_cards[d.deck];
	if (n < 2)
		return STATUS_BAD_ARGUMENT;
	switch (d.kind) {
	case DECK_DEFECT_MISSING:
		d.removed = cards[rng_below(&rng, (uint32_t)n)];
		break;
	case DECK_DEFECT_REPEATED: {
		/* One card in place of another of the same deck: a second
		 * copy of `added`, and `removed` gone. */
		size_t a = rng_below(&rng, (uint32_t)n);
		size_t b = (a + 1 + rng_below(&rng, (uint32_t)n - 1)) % n;

		d.removed = cards[a];
		d.added = cards[b];
		break;
	}
	case DECK_DEFECT_FOREIGN:
	default:
		d.added = (card_t)(cards[rng_below(&rng, (uint32_t)n)]
				   | CARD_FOREIGN_BACK);
		break;
	}
	st = procedure_deck_defect(run, d.deck, d.removed, d.added);
	if (st == STATUS_OK && out != NULL)
		*out = d;
	return st;
}

enum deck_defect_kind deck_defect_kind_of(card_t removed, card_t added)
{
	(void)removed;
	return card_has_foreign_back(added) ? DECK_DEFECT_FOREIGN
	       : added != 0 ? DECK_DEFECT_REPEATED : DECK_DEFECT_MISSING;
}
