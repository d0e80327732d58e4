/* SPDX-License-Identifier: GPL-3.0-or-later */
/* choices_impl.h: what the files of the choices share (private to
 * choices*.c): the candidates before they are ordered, keyed and
 * labelled. */
#ifndef SESSION_CHOICES_IMPL_H
#define SESSION_CHOICES_IMPL_H

#include <stdbool.h>
#include <stddef.h>

#include "session/choices.h"

/* Room for every distractor a step can suggest before the list is cut
 * to the caller's max. */
#define CHOICES_CAND_MAX 16

struct choice_cand {
	struct game_action a;
	bool needs_amount;
	const char *keys;       /* mnemonic keys, best first */
};

/* Candidates in order of plausibility: the expected action first. */
struct choice_cands {
	struct choice_cand c[CHOICES_CAND_MAX];
	size_t n;
};

/* An action of kind with the fields as game_action_init leaves them. */
void choice_action_init(struct game_action *a, enum game_act kind);
/* Adds a candidate unless the same action is already there or the list
 * is full. */
void choice_cands_add(struct choice_cands *l, const struct game_action *a,
		      const char *keys);

/* Gives each choice its first free key of keys[i] (mnemonics, best
 * first), else the first free key of all. */
void choices_assign_keys(struct choice *out, const char *const *keys,
			 size_t n);

/* The distractors of the expected action e (already l->c[0]). */
void choices_distractors(const struct game *g, const struct rules *r,
			 const struct game_action *e, struct choice_cands *l);
/* The plausible wrong rulings for the ruling e. */
void choices_rulings(const struct rules *r, const struct game_action *e,
		     struct choice_cands *l);
/* The wrong reports beside the relief hand-over e (choices_relief.c). */
void choices_relief(const struct game *g, const struct rules *r,
		    const struct game_action *e, struct choice_cands *l);

#endif
