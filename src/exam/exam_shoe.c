/* SPDX-License-Identifier: GPL-3.0-or-later */
/* exam_shoe.c: an exam attempt's own shoe, from its situations; see
 * exam_shoe.h. */
#include "config.h"

#include "exam/exam_shoe.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sodium.h>

#include "engine/card.h"
#include "i18n.h"

bool exam_shoe_wanted(const struct scenario *sc)
{
	return sc->shoe.n_situations > 0;
}

uint64_t exam_shoe_new_seed(void)
{
	uint64_t seed = 0;

	if (sodium_init() >= 0)
		randombytes_buf(&seed, sizeof seed);
	/* Room for the tries above it, and exact in JSON and SQLite. */
	return (seed & EXAM_SEED_MAX) % (EXAM_SEED_MAX - EXAM_SHOE_TRIES);
}

/* What one coup has shown so far. */
struct coup_seen {
	int banca_cards;
	int banca_total;                /* of Banca's first two cards */
	int punto_third;                /* value; -1 none */
};

static void third_card_rule(const struct coup_seen *c, bool *got)
{
	if (c->punto_third == 7 && c->banca_total == 6)
		got[SITUATION_BANCA_SIX_THIRD_SEVEN] = true;
	if (c->punto_third == 8 && c->banca_total == 3)
		got[SITUATION_BANCA_THREE_THIRD_EIGHT] = true;
}

bool exam_shoe_produces(const struct script_key *key,
			const bool wanted[SITUATION__COUNT])
{
	bool got[SITUATION__COUNT] = { false };
	struct coup_seen c = { 0, 0, -1 };

	for (size_t i = 0; i < key->n_actions; i++) {
		const struct game_action *a = &key->actions[i];

		if (a->kind == GAME_ACT_OFFER_SUITE)
			got[SITUATION_SUITE] = true;
		/* The discount is due only right after a pase paid at 100%
		 * (IPLyC 7.11.11): the offer carries it. */
		if (a->kind == GAME_ACT_OFFER_SUITE && a->stake > 0)
			got[SITUATION_SUITE_AFTER_FULL_PASE] = true;
		if (a->kind != GAME_ACT_COUP)
			continue;
		switch (a->step) {
		case COUP_CALL_NO_VA_MAS:
			memset(&c, 0, sizeof c);
			c.punto_third = -1;
			break;
		case COUP_PUNTO_DRAWS:
			/* "¡Carta para Punto!": the third card. */
			c.punto_third = card_value(a->card);
			break;
		case COUP_DEAL_TO_BANCA:
			if (++c.banca_cards <= 2)
				c.banca_total = (c.banca_total +
						 card_value(a->card)) % 10;
			break;
		case COUP_ASK_VOLUNTAD:
			got[SITUATION_VOLUNTAD] = true;
			break;
		case COUP_ANNOUNCE_NATURAL:
			got[SITUATION_NATURAL] = true;
			break;
		case COUP_BANCA_DRAWS:
		case COUP_BANCA_STANDS:
			third_card_rule(&c, got);
			break;
		default:
			break;
		}
		if (a->winner == COUP_WINNER_ANCAR)
			got[SITUATION_ANCAR] = true;
	}
	for (int k = 0; k < SITUATION__COUNT; k++)
		if (wanted[k] && !got[k])
			return false;
	return true;
}

/* Whether copy, dealt with seed (into copy->shoe.seed), produces the
 * situations its original sc wants; run is room for the play. */
static bool shoe_fits(const struct scenario *sc, struct scenario *copy,
		      struct script *run, uint64_t seed)
{
	struct script_key key;
	struct diag ignored;
	bool fits;

	memset(&key, 0, sizeof key);
	copy->shoe.seed = seed;
	fits = script_init(run, copy, &ignored) &&
	       script_run(run, &key, &ignored) &&
	       exam_shoe_produces(&key, sc->shoe.situations);
	script_key_free(&key);
	return fits;
}

bool exam_shoe_fits(const struct scenario *sc, uint64_t seed)
{
	struct scenario *copy = malloc(sizeof *copy);
	struct script *run = malloc(sizeof *run);
	bool fits = false;

	if (copy != NULL && run != NULL) {
		*copy = *sc;
		fits = shoe_fits(sc, copy, run, seed);
	}
	free(copy);
	free(run);
	return fits;
}

bool exam_shoe_find(const struct scenario *sc, uint64_t from,
		    uint64_t *seed, int *tries, struct diag *err)
{
	struct scenario *copy = malloc(sizeof *copy);
	struct script *run = malloc(sizeof *run);
	bool found = false;

	*tries = 0;
	memset(err, 0, sizeof *err);
	if (copy == NULL || run == NULL) {
		free(copy);
		free(run);
		snprintf(err->message, sizeof err->message, "%s",
			 _("out of memory"));
		return false;
	}
	*copy = *sc;
	for (int k = 0; k < EXAM_SHOE_TRIES && !found; k++) {
		(*tries)++;
		if (shoe_fits(sc, copy, run, from + (uint64_t)k)) {
			*seed = from + (uint64_t)k;
			found = true;
		}
	}
	free(copy);
	free(run);
	if (!found)
		snprintf(err->message, sizeof err->message,
			 _("no shoe in %d tried produces the situations this"
			   " exam names with its coups"), EXAM_SHOE_TRIES);
	return found;
}

bool exam_shoe_first(struct scenario *sc, struct diag *err)
{
	uint64_t seed;
	int tries;

	memset(err, 0, sizeof *err);
	if (!exam_shoe_wanted(sc))
		return true;
	if (!exam_shoe_find(sc, sc->shoe.seed, &seed, &tries, err)) {
		snprintf(err->file, sizeof err->file, "%s", sc->file);
		return false;
	}
	sc->shoe.seed = seed;
	return true;
}
