/* SPDX-License-Identifier: GPL-3.0-or-later */
/* procedure.c: the step machine of the croupier's procedures; see
 * procedure.h. */
#include "config.h"

#include "engine/procedure.h"

#include <string.h>

#include "engine/procedure_moves.h"

#define D PROCEDURE_PP_DECKS
#define R PROCEDURE_PP_RIFFLES
#define F PROCEDURE_PP_FANS
#define P PROCEDURE_PP_PILES
#define N PROCEDURE_PP_REPEAT
#define C PROCEDURE_PP_COUNT
#define L PROCEDURE_PP_ROWS

/* What each operation takes: its parameters, where its cards must be
 * before it (PROCEDURE_AT_NONE: it moves no card) and where it leaves
 * them, which is where a skip carries them. */
struct op_def {
	const char *key;
	unsigned params;
	enum procedure_place in, out;
};

static const struct op_def ops[PROCEDURE_OP__COUNT] = {
	[PROCEDURE_OP_CHECK_BAND] = { "check_band", D, 0, 0 },
	[PROCEDURE_OP_CHECK_DECK] = { "check_deck", D | P | N, 0, 0 },
	[PROCEDURE_OP_LAY_OUT_DECKS] = { "lay_out_decks", L, 0, 0 },
	[PROCEDURE_OP_CHECK_CUT_CARDS] = { "check_cut_cards", C, 0, 0 },
	[PROCEDURE_OP_DISCARD_REMAINING] = { "discard_remaining", 0,
		PROCEDURE_AT_SHOE, PROCEDURE_AT_PACKET },
	[PROCEDURE_OP_PLACE_SABOT] = { "place_sabot", 0, 0, 0 },
	[PROCEDURE_OP_RIFFLE] = { "riffle", D | R | F | N,
		PROCEDURE_AT_PACKET, PROCEDURE_AT_PACKET },
	[PROCEDURE_OP_WASH] = { "wash", 0,
		PROCEDURE_AT_PACKET, PROCEDURE_AT_PACKET },
	[PROCEDURE_OP_GATHER] = { "gather", 0,
		PROCEDURE_AT_PACKET, PROCEDURE_AT_PACKET },
	[PROCEDURE_OP_FORM_PILES] = { "form_piles", P,
		PROCEDURE_AT_PACKET, PROCEDURE_AT_PILES },
	[PROCEDURE_OP_VERIFY_EMPTY] = { "verify_empty", 0, 0, 0 },
	[PROCEDURE_OP_TAKE_PORTIONS] = { "take_portions", D | R | F | P | N,
		PROCEDURE_AT_PILES, PROCEDURE_AT_PILES },
	[PROCEDURE_OP_FINAL_PORTIONS] = { "final_portions", D | R | F | N,
		PROCEDURE_AT_PILES, PROCEDURE_AT_STACK },
	[PROCEDURE_OP_LOAD_SABOT] = { "load_sabot", 0,
		PROCEDURE_AT_STACK, PROCEDURE_AT_SHOE },
	[PROCEDURE_OP_PLACE_CUT_CARD] = { "place_cut_card", 0, 0, 0 },
	[PROCEDURE_OP_REMATE] = { "remate", 0, 0, 0 },
	[PROCEDURE_OP_CUT] = { "cut", 0, PROCEDURE_AT_SHOE, PROCEDURE_AT_SHOE },
	[PROCEDURE_OP_PLACE_SAFETY_CARD] = { "place_safety_card", 0,
		PROCEDURE_AT_SHOE, PROCEDURE_AT_SHOE },
	[PROCEDURE_OP_HAND_OVER_SABOT] = { "hand_over_sabot", 0, 0, 0 },
	[PROCEDURE_OP_REPORT_FINDINGS] = { "report", 0, 0, 0 },
};

#undef D
#undef R
#undef F
#undef P
#undef N
#undef C
#undef L

static const char *const param_keys[PROCEDURE_PARAM__COUNT] = {
#define PROCEDURE_PARAM_KEY(id, key) key,
	PROCEDURE_PARAM_LIST(PROCEDURE_PARAM_KEY)
#undef PROCEDURE_PARAM_KEY
};

const char *procedure_op_key(enum procedure_op op)
{
	return (unsigned)op < PROCEDURE_OP__COUNT ? ops[op].key : NULL;
}

enum procedure_op procedure_op_by_key(const char *key)
{
	for (int i = 0; i < PROCEDURE_OP__COUNT; i++)
		if (strcmp(ops[i].key, key) == 0)
			return (enum procedure_op)i;
	return PROCEDURE_OP__COUNT;
}

const char *procedure_param_key(enum procedure_param p)
{
	return (unsigned)p < PROCEDURE_PARAM__COUNT ? param_keys[p] : NULL;
}

unsigned procedure_op_params(enum procedure_op op)
{
	return (unsigned)op < PROCEDURE_OP__COUNT ? ops[op].params : 0;
}

bool procedure_params_equal(const struct procedure_params *a,
			    const struct procedure_params *b)
{
	if (a->decks != b->decks || a->riffles != b->riffles ||
	    a->fans != b->fans || a->piles != b->piles ||
	    a->count != b->count || a->nrows != b->nrows)
		return false;
	for (int i = 0; i < a->nrows && i < PROCEDURE_ROWS_MAX; i++)
		if (a->rows[i] != b->rows[i])
			return false;
	return true;
}

/* --- the run ---------------------------------------------------------- */

enum status procedure_run_init(struct procedure_run *run,
			       const struct procedure_def *p,
			       const struct rules *r, const struct shoe *shoe)
{
	if (p->nsteps == 0 || p->nsteps > PROCEDURE_STEPS_MAX
	    || shoe->count == 0)
		return STATUS_BAD_ARGUMENT;
	memset(run, 0, sizeof *run);
	run->proc = p;
	run->rules = r;
	run->shoe = *shoe;
	run->at = PROCEDURE_AT_SHOE;
	run->decks = shoe->decks;
	memcpy(run->before, shoe->cards, shoe->count * sizeof *shoe->cards);
	run->nbefore = shoe->count;
	/* IPLyC 8.9.9: two plastic cut cards come with the shoe. */
	run->cut_cards = 2;
	/* Offers from seed 0 until the caller deals its own; a profile
	 * whose limits allow no drill leaves none. */
	(void)procedure_remate_deal(run, 0);
	for (size_t i = 0; i < shoe->count; i++) {
		size_t d = i / SHOE_DECK_CARDS;

		if (d >= SHOE_DECKS_MAX)
			d = SHOE_DECKS_MAX - 1;
		if (run->deck_cards[d] < PROCEDURE_DECK_ROOM)
			run->deck[d][run->deck_cards[d]++] = shoe->cards[i];
	}
	return STATUS_OK;
}

enum status procedure_deck_defect(struct procedure_run *run, int deck,
				  card_t remove, card_t add)
{
	card_t *cards;
	size_t *n, at = 0;

	if (run->started || deck < 0 || deck >= SHOE_DECKS_MAX)
		return STATUS_BAD_ARGUMENT;
	cards = run->deck[deck];
	n = &run->deck_cards[deck];
	if (remove != 0) {
		while (at < *n && cards[at] != remove)
			at++;
		if (at == *n)
			return STATUS_CARD_NOT_IN_SHOE;
	}
	if (add != 0 && remove == 0 && *n >= PROCEDURE_DECK_ROOM)
		return STATUS_TOO_MANY_CARDS;
	if (remove != 0) {
		memmove(&cards[at], &cards[at + 1],
			(*n - at - 1) * sizeof *cards);
		(*n)--;
	}
	/* The stray card turns up in the middle of the deck, as it would. */
	if (add != 0) {
		size_t mid = *n / 2;

		memmove(&cards[mid + 1], &cards[mid], (*n - mid) * sizeof *cards);
		cards[mid] = add;
		(*n)++;
	}
	return STATUS_OK;
}

bool procedure_done(const struct procedure_run *run)
{
	return run->step >= run->proc->nsteps;
}

bool procedure_found_defect(const struct procedure_run *run)
{
	for (int d = 0; d < SHOE_DECKS_MAX; d++)
		if (run->deck_result[d].checked && !run->deck_result[d].ok)
			return true;
	return (run->band_checked && !run->band_ok) ||
	       (run->cut_cards_checked && !run->cut_cards_ok);
}

/* The step as the run expects it: the file's, with the report's finding
 * filled in from what the check found. */
static void step_now(const struct procedure_run *run,
		     struct procedure_step *out)
{
	*out = run->proc->steps[run->step];
	if (out->op == PROCEDURE_OP_REPORT_FINDINGS)
		out->params.count = procedure_found_defect(run)
			? PROCEDURE_REPORT_DEFECT : PROCEDURE_REPORT_IN_ORDER;
	if (out->op == PROCEDURE_OP_REMATE)
		out->params.count = procedure_remate_due(run);
}

bool procedure_expected(const struct procedure_run *run,
			struct procedure_step *out, int *reps_done)
{
	if (procedure_done(run))
		return false;
	if (out != NULL)
		step_now(run, out);
	if (reps_done != NULL)
		*reps_done = run->rep;
	return true;
}

static bool params_match(const struct procedure_params *want,
			 const struct procedure_params *got)
{
	if (want->decks != got->decks || want->riffles != got->riffles
	    || want->fans != got->fans || want->piles != got->piles
	    || want->count != got->count || want->nrows != got->nrows)
		return false;
	for (int i = 0; i < want->nrows && i < PROCEDURE_ROWS_MAX; i++)
		if (want->rows[i] != got->rows[i])
			return false;
	return true;
}

static void advance(struct procedure_run *run)
{
	run->started = true;
	if (++run->rep >= procedure_repeats(&run->proc->steps[run->step])) {
		run->step++;
		run->rep = 0;
	}
}

/* The piles a step's cards go to when they must be carried there. */
static size_t piles_of(const struct procedure_step *s)
{
	return s->params.piles > 0 ? (size_t)s->params.piles : 3;
}

enum status procedure_apply(struct procedure_run *run, enum procedure_op op,
			    const struct procedure_params *params,
			    size_t choice, struct rng *rng)
{
	const struct procedure_step *s;
	struct procedure_step want;
	enum status st;

	if (procedure_done(run))
		return STATUS_WRONG_ACTION;
	s = &run->proc->steps[run->step];
	step_now(run, &want);
	if (op != s->op || (params != NULL && !params_match(&want.params, params)))
		return STATUS_WRONG_ACTION;
	if (rng == NULL)
		return STATUS_BAD_ARGUMENT;
	/* The cards must be where the step takes them (a repetition goes on
	 * from where the last one left them).  Moving them there cannot
	 * fail once they are in the shoe; the cut and the safety card, the
	 * only choices that can be refused, find them there already. */
	if (run->rep == 0 && ops[op].in != PROCEDURE_AT_NONE) {
		st = procedure_move_to(run, ops[op].in, piles_of(s));
		if (st != STATUS_OK)
			return st;
	}
	st = procedure_perform(run, s, choice, rng);
	if (st != STATUS_OK)
		return st;
	/* Asking for an improvement is part of the remate: the award is
	 * still due, on the improved offers, after which it is asked again
	 * (8.7.1.1.13). */
	if (op == PROCEDURE_OP_REMATE && run->n_offers > 0 &&
	    want.params.count == PROCEDURE_REMATE_ASK) {
		if (run->improve_asked)
			run->improve_asked_again = true;
		run->improve_asked = true;
		run->started = true;
		return STATUS_OK;
	}
	advance(run);
	return STATUS_OK;
}

enum status procedure_skip(struct procedure_run *run)
{
	const struct procedure_step *s;
	enum status st = STATUS_OK;

	if (procedure_done(run))
		return STATUS_WRONG_ACTION;
	s = &run->proc->steps[run->step];
	if (s->op == PROCEDURE_OP_DISCARD_REMAINING) {
		/* It only moves cards: skipped or not, they go to the tray. */
		st = procedure_move_to(run, PROCEDURE_AT_SHOE, 0);
		if (st == STATUS_OK)
			procedure_discard_remaining(run);
	} else if (s->op != PROCEDURE_OP_CUT
		 && s->op != PROCEDURE_OP_PLACE_SAFETY_CARD)
		st = procedure_move_to(run, ops[s->op].out, piles_of(s));
	if (st != STATUS_OK)
		return st;
	run->started = true;
	run->skipped[run->step] = true;
	run->step++;
	run->rep = 0;
	return STATUS_OK;
}

enum status procedure_mixing(const struct procedure_run *run,
			     struct procedure_mixing *out)
{
	card_t now[SHOE_CARDS_MAX];
	size_t n = procedure_collect(run, now);
	enum status st;

	if (n != run->nbefore)
		return STATUS_BAD_ARGUMENT;
	st = mixing_measure(run->before, now, n, &out->now);
	if (st != STATUS_OK)
		return st;
	out->random_rising = ((double)n + 1.0) / 2.0;
	out->random_pairs = mixing_random_face_pairs(run->before, n);
	return STATUS_OK;
}
