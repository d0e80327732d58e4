/* SPDX-License-Identifier: GPL-3.0-or-later */
/* procedure_moves.c: what each operation of a procedure does to the
 * cards, and where the cards lie between operations; see
 * procedure_moves.h. */
#include "config.h"

#include "engine/procedure_moves.h"

#include <string.h>

/* --- where the cards are -------------------------------------------- */

static size_t total_cards(const struct procedure_run *run)
{
	return run->shoe.count + run->npacket + shuffle_piles_total(&run->piles)
	       + shuffle_piles_total(&run->new_piles) + run->nstack;
}

static size_t cards_at(const struct procedure_run *run,
		       enum procedure_place p)
{
	switch (p) {
	case PROCEDURE_AT_SHOE: return run->shoe.count;
	case PROCEDURE_AT_PACKET: return run->npacket;
	case PROCEDURE_AT_PILES: return shuffle_piles_total(&run->piles);
	case PROCEDURE_AT_STACK: return run->nstack;
	case PROCEDURE_AT_NONE:
	default: return 0;
	}
}

static void put_piles(const struct piles *p, card_t *out, size_t *n)
{
	for (size_t i = 0; i < p->k; i++)
		for (size_t j = p->n[i]; j > 0; j--)
			out[(*n)++] = p->cards[i][j - 1];
}

/* Every card in the order it would be picked up, each place from its
 * top: the stack, the new piles, the piles, the packet, the sabot. */
size_t procedure_collect(const struct procedure_run *run, card_t *out)
{
	size_t n = 0;

	memcpy(out, run->stack, run->nstack * sizeof *out);
	n = run->nstack;
	put_piles(&run->new_piles, out, &n);
	put_piles(&run->piles, out, &n);
	memcpy(&out[n], run->packet, run->npacket * sizeof *out);
	n += run->npacket;
	memcpy(&out[n], run->shoe.cards, run->shoe.count * sizeof *out);
	return n + run->shoe.count;
}

static void empty_places(struct procedure_run *run)
{
	run->nstack = 0;
	run->npacket = 0;
	run->new_piles.k = 0;
	memset(run->new_piles.n, 0, sizeof run->new_piles.n);
	memset(run->piles.n, 0, sizeof run->piles.n);
	run->shoe.count = run->shoe.next = 0;
	run->shoe.cut_at = run->shoe.safety_at = SHOE_NO_MARKER;
}

/* Carries every card, unmixed, to place p: what a skipped step leaves for
 * the next one.  Piles get consecutive blocks. */
enum status procedure_move_to(struct procedure_run *run, enum procedure_place p,
			   size_t piles)
{
	card_t all[SHOE_CARDS_MAX];
	size_t n, done = 0;
	enum status st = STATUS_OK;

	if (p == PROCEDURE_AT_NONE)
		return STATUS_OK;
	n = total_cards(run);
	if (cards_at(run, p) == n) {
		run->at = p;
		return STATUS_OK;
	}
	n = procedure_collect(run, all);
	empty_places(run);
	switch (p) {
	case PROCEDURE_AT_PACKET:
		memcpy(run->packet, all, n * sizeof *all);
		run->npacket = n;
		break;
	case PROCEDURE_AT_STACK:
		memcpy(run->stack, all, n * sizeof *all);
		run->nstack = n;
		break;
	case PROCEDURE_AT_PILES:
		st = shuffle_piles_init(&run->piles, piles);
		for (size_t i = 0; st == STATUS_OK && i < piles; i++) {
			size_t size = (n - done) / (piles - i);

			st = shuffle_piles_put(&run->piles, i, &all[done], size);
			done += size;
		}
		break;
	case PROCEDURE_AT_SHOE:
		st = shoe_load(&run->shoe, run->decks, all, n);
		break;
	case PROCEDURE_AT_NONE:
	default:
		break;
	}
	run->at = p;
	return st;
}

/* 8.7.2.1.1: the cards left go to the discard tray, on top of those
 * played, which lie there last-played on top.  This is the order the
 * remade shoe's mixing is measured against. */
void procedure_discard_remaining(struct procedure_run *run)
{
	const struct shoe *s = &run->shoe;
	size_t n = 0;

	for (size_t i = s->next; i < s->count; i++)
		run->packet[n++] = s->cards[i];
	for (size_t i = s->next; i > 0; i--)
		run->packet[n++] = s->cards[i - 1];
	run->npacket = n;
	run->shoe.count = run->shoe.next = 0;
	run->shoe.cut_at = run->shoe.safety_at = SHOE_NO_MARKER;
	run->at = PROCEDURE_AT_PACKET;
	memcpy(run->before, run->packet, n * sizeof *run->packet);
	run->nbefore = n;
}

/* One portion off the piles (8.7.1.1.5, 8.7.1.1.8, 8.7.2.1.5): what is
 * left shared among the portions still to come, so the last one takes
 * the piles up whole ("hasta agotar"). */
static enum status take_portion(struct procedure_run *run, struct rng *rng,
				int left, card_t *out, size_t *n)
{
	size_t have = shuffle_piles_total(&run->piles);

	if (left <= 1) {
		*n = 0;
		for (size_t i = 0; i < run->piles.k; i++) {
			size_t got;
			enum status st = shuffle_piles_pick_up(&run->piles, i,
				&out[*n], SHOE_CARDS_MAX - *n, &got);

			if (st != STATUS_OK)
				return st;
			*n += got;
		}
		return STATUS_OK;
	}
	return shuffle_piles_take(rng, &run->piles, have / (size_t)left, out,
				  SHOE_CARDS_MAX, n);
}

static enum status riffles(struct rng *rng, card_t *cards, size_t n, int times)
{
	enum status st = STATUS_OK;

	for (int i = 0; st == STATUS_OK && i < times; i++)
		st = shuffle_riffle(rng, cards, n, NULL);
	return st;
}

/* 8.7.1.1.5-7, 8.7.2.1.5-7: the inspector's portion, riffled, and the
 * croupier's three new piles from it; after the last portion the new
 * piles are the piles. */
static enum status inspector_portion(struct procedure_run *run,
				     const struct procedure_step *s,
				     struct rng *rng)
{
	card_t portion[SHOE_CARDS_MAX];
	size_t n;
	int left = procedure_repeats(s) - run->rep;
	enum status st;

	if (run->rep == 0) {
		st = shuffle_piles_init(&run->new_piles, (size_t)s->params.piles);
		if (st != STATUS_OK)
			return st;
	}
	st = take_portion(run, rng, left, portion, &n);
	if (st == STATUS_OK)
		st = riffles(rng, portion, n, s->params.riffles);
	if (st == STATUS_OK)
		st = shuffle_piles_deal(rng, &run->new_piles, portion, n);
	if (st == STATUS_OK && left == 1) {
		run->piles = run->new_piles;
		run->new_piles.k = 0;
		memset(run->new_piles.n, 0, sizeof run->new_piles.n);
	}
	return st;
}

/* 8.7.1.1.8, 8.7.2.1.8-9: a final portion, riffled, onto the stack at the
 * centre of the Banca chance. */
static enum status final_portion(struct procedure_run *run,
				 const struct procedure_step *s,
				 struct rng *rng)
{
	card_t portion[SHOE_CARDS_MAX];
	size_t n;
	enum status st = take_portion(run, rng, procedure_repeats(s) - run->rep,
				      portion, &n);

	if (st == STATUS_OK)
		st = riffles(rng, portion, n, s->params.riffles);
	if (st != STATUS_OK)
		return st;
	memmove(&run->stack[n], run->stack, run->nstack * sizeof *portion);
	memcpy(run->stack, portion, n * sizeof *portion);
	run->nstack += n;
	run->at = PROCEDURE_AT_STACK;
	return STATUS_OK;
}

/* 8.7.1.1.1: "Tomará dos barajas por vez y efectuará un baraje": the
 * rep-th packet of `decks` decks of the laid-out cards. */
static enum status riffle_packet(struct procedure_run *run,
				 const struct procedure_step *s,
				 struct rng *rng)
{
	size_t size = (size_t)s->params.decks * SHOE_DECK_CARDS;
	size_t from = (size_t)run->rep * size;

	if (s->params.decks <= 0 || from >= run->npacket)
		return riffles(rng, run->packet, run->npacket,
			       s->params.riffles);
	if (size > run->npacket - from)
		size = run->npacket - from;
	return riffles(rng, &run->packet[from], size, s->params.riffles);
}

static enum status check_deck(struct procedure_run *run)
{
	struct procedure_deck_result *r;
	int d = run->rep;

	if (d >= SHOE_DECKS_MAX)
		return STATUS_OK;
	r = &run->deck_result[d];
	r->checked = true;
	/* 8.9.8.1-3: one deck at a time, card by card: the deck alone must
	 * be exactly one deck. */
	r->ok = shoe_check_cards(run->deck[d], run->deck_cards[d], 1,
				 &r->found);
	return STATUS_OK;
}

static void check_band(struct procedure_run *run,
		       const struct procedure_step *s)
{
	size_t n = 0;
	bool same_back = true;

	/* 8.9.8: the right number of decks and cards, backs of one colour. */
	for (int d = 0; d < SHOE_DECKS_MAX; d++) {
		for (size_t i = 0; i < run->deck_cards[d]; i++)
			if (card_has_foreign_back(run->deck[d][i]))
				same_back = false;
		n += run->deck_cards[d];
	}
	run->band_ok = same_back
		       && n == (size_t)s->params.decks * SHOE_DECK_CARDS;
}

static enum status cut(struct procedure_run *run, size_t choice,
		       struct rng *rng)
{
	size_t at = choice;

	if (at == 0) {
		enum status st = shuffle_random_cut(rng, run->rules,
			shoe_cards_left(&run->shoe), &at);

		if (st != STATUS_OK)
			return st;
	}
	return shuffle_cut_shoe(run->rules, &run->shoe, at);
}

static enum status place_safety(struct procedure_run *run, size_t choice,
				struct rng *rng)
{
	const struct rules *r = run->rules;
	size_t below = choice;

	if (below == 0) {
		if (r->safety_min < 0 || r->safety_max < r->safety_min)
			return STATUS_BAD_ARGUMENT;
		below = (size_t)r->safety_min + rng_below(rng,
			(uint32_t)(r->safety_max - r->safety_min + 1));
	}
	return shoe_place_safety_card(&run->shoe, r, below);
}

/* The moves of one repetition.  On an error nothing may have changed:
 * every operation that can fail checks before it moves a card. */
enum status procedure_perform(struct procedure_run *run,
			   const struct procedure_step *s, size_t choice,
			   struct rng *rng)
{
	switch (s->op) {
	case PROCEDURE_OP_CHECK_BAND:
		check_band(run, s);
		run->band_checked = true;
		return STATUS_OK;
	case PROCEDURE_OP_CHECK_DECK:
		return check_deck(run);
	case PROCEDURE_OP_CHECK_CUT_CARDS:
		run->cut_cards_ok = run->cut_cards == s->params.count;
		run->cut_cards_checked = true;
		return STATUS_OK;
	case PROCEDURE_OP_DISCARD_REMAINING:
		procedure_discard_remaining(run);
		return STATUS_OK;
	case PROCEDURE_OP_RIFFLE:
		return riffle_packet(run, s, rng);
	case PROCEDURE_OP_WASH:
		return shuffle_wash(rng, run->packet, run->npacket,
				    SHUFFLE_WASH_MOVES(run->npacket));
	case PROCEDURE_OP_FORM_PILES: {
		enum status st = shuffle_piles_init(&run->piles,
						    (size_t)s->params.piles);

		if (st == STATUS_OK)
			st = shuffle_piles_deal(rng, &run->piles, run->packet,
						run->npacket);
		if (st == STATUS_OK) {
			run->npacket = 0;
			run->at = PROCEDURE_AT_PILES;
		}
		return st;
	}
	case PROCEDURE_OP_TAKE_PORTIONS:
		return inspector_portion(run, s, rng);
	case PROCEDURE_OP_FINAL_PORTIONS:
		return final_portion(run, s, rng);
	case PROCEDURE_OP_LOAD_SABOT:
		/* 8.7.1.1.9: the whole stack, squared, into the sabot. */
		return procedure_move_to(run, PROCEDURE_AT_SHOE, 0);
	case PROCEDURE_OP_CUT:
		return cut(run, choice, rng);
	case PROCEDURE_OP_PLACE_SAFETY_CARD:
		return place_safety(run, choice, rng);
	case PROCEDURE_OP_LAY_OUT_DECKS:
	case PROCEDURE_OP_PLACE_SABOT:
	case PROCEDURE_OP_GATHER:
	case PROCEDURE_OP_VERIFY_EMPTY:
	case PROCEDURE_OP_PLACE_CUT_CARD:
	case PROCEDURE_OP_REMATE:
	case PROCEDURE_OP_HAND_OVER_SABOT:
	case PROCEDURE_OP_REPORT_FINDINGS:
	case PROCEDURE_OP__COUNT:
	default:
		return STATUS_OK;
	}
}
