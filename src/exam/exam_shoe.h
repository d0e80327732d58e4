/* SPDX-License-Identifier: GPL-3.0-or-later */
/* exam_shoe.h: each exam attempt deals a shoe of its own, built from the
 * situations the scenario names (shoe: situations:, scenario.h).
 *
 * The scenario's coups (bets, the players' answers, anomalies) stay as
 * written; the cards change.  From a seed drawn for the attempt
 * (exam_shoe_new_seed: libsodium's generator, under 2^53 so that JSON
 * and SQLite keep it exact), seeds are tried one after another, each
 * shoe played through by the engine (script_run) exactly as the trainer
 * will play it, until one whose coups produce every situation named and
 * that the scenario's pinned outcomes (expect:) accept.  The seed found
 * is recorded with the attempt and in its seal, so the attempt can be
 * resumed, replayed and judged (crupier judge --seed SEED FILE). */
#ifndef EXAM_EXAM_SHOE_H
#define EXAM_EXAM_SHOE_H

#include <stdbool.h>
#include <stdint.h>

#include "scenario/diag.h"
#include "scenario/scenario.h"
#include "session/script.h"

#define EXAM_SHOE_TRIES 20000
#define EXAM_SEED_MAX ((UINT64_C(1) << 53) - 1)

/* Whether sc names situations (its attempts get shoes of their own). */
bool exam_shoe_wanted(const struct scenario *sc);
/* A new seed to search from. */
uint64_t exam_shoe_new_seed(void);
/* Whether the key's coups produce every situation wanted. */
bool exam_shoe_produces(const struct script_key *key,
			const bool wanted[SITUATION__COUNT]);
/* The first seed from `from` (at most EXAM_SHOE_TRIES tried) whose shoe
 * produces sc's situations, into *seed, with the tries into *tries;
 * false with *err when none was found (the situations cannot come with
 * these coups). */
bool exam_shoe_find(const struct scenario *sc, uint64_t from,
		    uint64_t *seed, int *tries, struct diag *err);

/* Whether the shoe of seed produces sc's situations (a seed a trainee
 * says he was dealt, checked by the results server's judge). */
bool exam_shoe_fits(const struct scenario *sc, uint64_t seed);

/* The shoe an exam naming situations shows when no attempt dealt one
 * (`crupier check`, `crupier judge` without --seed): the first from its
 * written seed (shoe: seed, default 1) that produces them, into
 * sc->shoe.seed; true at once for a scenario naming none.  The written
 * seed alone may not give them (a coup's anomaly pinned to a ruling
 * that asks for a 5, a card drawn...), and an exam must be checked and
 * shown with a shoe it could deal.  False with *err (sc->file, no
 * place) when none was found. */
bool exam_shoe_first(struct scenario *sc, struct diag *err);

#endif
