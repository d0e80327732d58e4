/* SPDX-License-Identifier: GPL-3.0-or-later */
/* choices.h: the short list of actions the trainee picks from.
 *
 * At each step the trainee is offered the correct action among the
 * distractors a real croupier could confuse it with: deal to Punto or to
 * Banca; Punto draws, stands, the voluntad asked, "¡No 5!"; Banca draws or
 * stands; the totals (Banca's first) and the winner; the seat that turns
 * Punto's cards or the croupier; the sabot passed to a seat or kept; the
 * free seat; the suite offered and awarded; payments, where the amount
 * is typed (a choice that "needs an amount": the trainee's figure replaces
 * the action's amount, so paying 1000 instead of 900 is wrong), or, when
 * the table pays in chips, counted out in chips (a choice that "needs
 * chips", payments and "¡Cambio!"); the ruling
 * on an anomaly among its plausible rulings; the next step of a procedure.
 *
 * The list is stable and deterministic: the same state gives the same
 * list, in a fixed order of the kinds of action (never by correctness, so
 * the right one is not always first), each choice with a key unique in
 * the list: mnemonic letters (p Punto, b Banca, d draw, s stand, v
 * voluntad, c croupier or collect...) and digits for seats. */
#ifndef SESSION_CHOICES_H
#define SESSION_CHOICES_H

#include <stdbool.h>
#include <stddef.h>

#include "engine/game.h"
#include "engine/procedure.h"
#include "session/action_text.h"

/* The most choices a step offers. */
#define CHOICES_MAX 8
#define CHOICE_LABEL_MAX ACTION_TEXT_MAX

struct choice {
	char key;                       /* unique in the list */
	bool needs_amount;              /* the trainee types the amount */
	bool needs_chips;               /* paying in chips: the trainee
					   counts out the chips (a payment's
					   amount is what they make) */
	bool procedure;                 /* a procedure step (op, params) */
	struct game_action action;      /* !procedure: the action it stands
					   for (its amount is the right one
					   only if it is the right choice) */
	enum procedure_op op;           /* procedure: the operation */
	struct procedure_params params;
	char label[CHOICE_LABEL_MAX];   /* in the user's language; a
					   needs_amount choice's label does
					   not give the amount */
};

/* The name of a player id, for labels (NULL: unknown). */
typedef const char *(*choice_name_fn)(const void *ctx, int player);

/* The choices for the croupier's next action in g (under r, the game's
 * profile), at most max (CHOICES_MAX is enough); returns how many.  0
 * when the game waits for a player or is over.  The expected action is
 * always among them, exactly once. */
size_t choices_game(const struct game *g, const struct rules *r,
		    choice_name_fn name, const void *ctx,
		    struct choice *out, size_t max);

/* The choices for the next step of a procedure run: the expected
 * operation with its parameters, the steps next to it, and the same
 * operation with the parameters a croupier gets wrong.  0 once the
 * procedure is over. */
size_t choices_procedure(const struct procedure_run *run,
			 struct choice *out, size_t max);
/* A procedure step's words as its choice shows them ("Riffle (decks 2,
 * riffles 1, fans 2)"), translated. */
void choices_procedure_label(enum procedure_op op,
			     const struct procedure_params *p, char *buf,
			     size_t size);

/* Whether a is the call of the totals, typed: "¡6 por 9!" is the figures
 * 6 then 9 typed (IPLyC 8.4.2.3.4), so that its key is always t and the
 * trainee says the totals instead of picking them from a list. */
bool choice_totals_typed(const struct game_action *a);
/* The figure typed on choice c for action a: a's amount, or for the
 * totals Banca's then Punto's as two digits (69). */
int64_t choice_typed_figure(const struct choice *c,
			    const struct game_action *a);

/* Whether choice c stands for action a: the fields the game compares,
 * without the amount for a choice that needs one. */
bool choice_is(const struct choice *c, const struct game_action *a);
/* Whether two actions are the same croupier action (the fields
 * game_apply compares). */
bool choice_same_action(const struct game_action *a,
			const struct game_action *b);
/* The choice with key, or NULL. */
const struct choice *choices_find_key(const struct choice *list, size_t n,
				      char key);
/* The action the trainee performs by picking c, with the amount typed
 * (ignored unless c->needs_amount). */
struct game_action choice_action(const struct choice *c, int64_t amount);
/* The same for a choice that needs chips: the chips counted out from
 * the set s (a payment's amount is what they make). */
struct game_action choice_action_chips(const struct choice *c,
				       const struct chip_set *s,
				       const struct chip_count *chips);

#endif
