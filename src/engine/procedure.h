/* SPDX-License-Identifier: GPL-3.0-or-later */
/* procedure.h: the croupier's procedures as data, and a step machine that
 * performs them on real cards.
 *
 * A procedure (a file in data/procedures/, read by scenario/procedure_load)
 * is an ordered list of steps, each an operation with its parameters, the
 * article that requires it and a short description in Spanish and
 * English: making the shoe at the opening (IPLyC 8.7.1.1), remaking it
 * during play (8.7.2.1) and the deck check (8.9.8-8.9.9).
 *
 * A run performs the steps in order with the real moves of shuffle.h, so
 * the simulated shoe is mixed by exactly the steps performed.  A step out
 * of order is refused (STATUS_WRONG_ACTION, nothing changes); a step may
 * be left out only through procedure_skip(), which records it, and
 * procedure_mixing() then shows the order that survived.
 *
 * Where the cards are during a run: in the sabot (the struct shoe), in one
 * packet on the cloth (the laid-out decks, the "ensalada", the discard
 * tray), in three piles (8.7.1.1.4), in the croupier's new piles while the
 * inspector's portions go round (8.7.1.1.6), or in the stack of finished
 * portions at the centre of the Banca chance (8.7.1.1.8).  Each operation
 * takes its cards from where the previous one left them; a skipped step
 * still carries the cards on to where the next step expects them (in whole
 * blocks, never mixing), so only its craft is missing. */
#ifndef ENGINE_PROCEDURE_H
#define ENGINE_PROCEDURE_H

#include <stdbool.h>
#include <stddef.h>

#include "engine/card.h"
#include "engine/mixing.h"
#include "engine/rng.h"
#include "engine/rules.h"
#include "engine/shoe.h"
#include "engine/shuffle.h"
#include "engine/status.h"
#include "engine/table.h"

#define PROCEDURE_STEPS_MAX 32
#define PROCEDURE_NAME_MAX 32
#define PROCEDURE_ARTICLE_MAX 48
#define PROCEDURE_TEXT_MAX 400
#define PROCEDURE_ROWS_MAX 4
#define PROCEDURE_REPEAT_MAX 16

/* The operations: enum name and key in the files.  What each takes and
 * does is in procedure.c (a table) and in the files' descriptions. */
#define PROCEDURE_OP_LIST(X)                                                 \
	X(CHECK_BAND, "check_band")                                          \
	X(CHECK_DECK, "check_deck")                                          \
	X(LAY_OUT_DECKS, "lay_out_decks")                                    \
	X(CHECK_CUT_CARDS, "check_cut_cards")                                \
	X(DISCARD_REMAINING, "discard_remaining")                            \
	X(PLACE_SABOT, "place_sabot")                                        \
	X(RIFFLE, "riffle")                                                  \
	X(WASH, "wash")                                                      \
	X(GATHER, "gather")                                                  \
	X(FORM_PILES, "form_piles")                                          \
	X(VERIFY_EMPTY, "verify_empty")                                      \
	X(TAKE_PORTIONS, "take_portions")                                    \
	X(FINAL_PORTIONS, "final_portions")                                  \
	X(LOAD_SABOT, "load_sabot")                                          \
	X(PLACE_CUT_CARD, "place_cut_card")                                  \
	X(REMATE, "remate")                                                  \
	X(CUT, "cut")                                                        \
	X(PLACE_SAFETY_CARD, "place_safety_card")                            \
	X(HAND_OVER_SABOT, "hand_over_sabot")                                \
	X(REPORT_FINDINGS, "report")

enum procedure_op {
#define PROCEDURE_OP_ENUM(id, key) PROCEDURE_OP_##id,
	PROCEDURE_OP_LIST(PROCEDURE_OP_ENUM)
#undef PROCEDURE_OP_ENUM
	PROCEDURE_OP__COUNT
};

/* The parameters, as bits: which ones an operation takes. */
#define PROCEDURE_PARAM_LIST(X)                                              \
	X(DECKS, "decks")                                                    \
	X(RIFFLES, "riffles")                                                \
	X(FANS, "fans")                                                      \
	X(PILES, "piles")                                                    \
	X(REPEAT, "repeat")                                                  \
	X(COUNT, "count")                                                    \
	X(ROWS, "rows")

enum procedure_param {
#define PROCEDURE_PARAM_ENUM(id, key) PROCEDURE_PARAM_##id,
	PROCEDURE_PARAM_LIST(PROCEDURE_PARAM_ENUM)
#undef PROCEDURE_PARAM_ENUM
	PROCEDURE_PARAM__COUNT
};

#define PROCEDURE_PP_DECKS (1u << PROCEDURE_PARAM_DECKS)
#define PROCEDURE_PP_RIFFLES (1u << PROCEDURE_PARAM_RIFFLES)
#define PROCEDURE_PP_FANS (1u << PROCEDURE_PARAM_FANS)
#define PROCEDURE_PP_PILES (1u << PROCEDURE_PARAM_PILES)
#define PROCEDURE_PP_REPEAT (1u << PROCEDURE_PARAM_REPEAT)
#define PROCEDURE_PP_COUNT (1u << PROCEDURE_PARAM_COUNT)
#define PROCEDURE_PP_ROWS (1u << PROCEDURE_PARAM_ROWS)

/* What one step asks for.  Parameters an operation does not take are 0
 * (repeat: 1). */
struct procedure_params {
	int decks;     /* packet or portion size, in decks ("dos barajas") */
	int riffles;   /* riffles per packet or portion */
	int fans;      /* fans per packet or portion (0: "sin abanico") */
	int piles;     /* piles formed */
	int repeat;    /* times the step is performed, one apply each */
	int count;     /* plastic cut cards to be present (8.9.9) */
	int rows[PROCEDURE_ROWS_MAX];  /* decks per row of the layout */
	int nrows;
};

struct procedure_step {
	enum procedure_op op;
	struct procedure_params params;
	char article[PROCEDURE_ARTICLE_MAX];   /* "IPLyC 8.7.1.1.5" */
	char text_es[PROCEDURE_TEXT_MAX];
	char text_en[PROCEDURE_TEXT_MAX];
};

/* (Not "struct procedure": scenario/scenario.h has an enum of that tag.) */
struct procedure_def {
	char name[PROCEDURE_NAME_MAX];         /* "opening" */
	char article[PROCEDURE_ARTICLE_MAX];   /* of the whole: "IPLyC 8.7.1" */
	char title_es[PROCEDURE_TEXT_MAX];
	char title_en[PROCEDURE_TEXT_MAX];
	size_t nsteps;
	struct procedure_step steps[PROCEDURE_STEPS_MAX];
};

/* The key of an operation or parameter in the files, and back
 * (PROCEDURE_OP__COUNT / PROCEDURE_PARAM__COUNT when unknown). */
const char *procedure_op_key(enum procedure_op op);
enum procedure_op procedure_op_by_key(const char *key);
const char *procedure_param_key(enum procedure_param p);
/* The parameters an operation takes, as PROCEDURE_PP_* bits. */
unsigned procedure_op_params(enum procedure_op op);
/* Whether two steps' parameters are the same choice: all but repeat,
 * which says how often the one choice is applied. */
bool procedure_params_equal(const struct procedure_params *a,
			    const struct procedure_params *b);

/* The deck check's finding for one deck (IPLyC 8.9.8). */
struct procedure_deck_result {
	bool checked;
	bool ok;
	struct shoe_check found;
};

/* Where the cards lie; see the top of this file. */
enum procedure_place {
	PROCEDURE_AT_NONE, PROCEDURE_AT_SHOE, PROCEDURE_AT_PACKET,
	PROCEDURE_AT_PILES, PROCEDURE_AT_STACK
};

#define PROCEDURE_DECK_ROOM (SHOE_DECK_CARDS + SHOE_EXTRA_MAX)

/* One performance of a procedure.  Caller-owned, some kilobytes. */
struct procedure_run {
	const struct procedure_def *proc;  /* must outlive the run */
	const struct rules *rules;         /* ditto: the cut, the safety card */
	size_t step;                       /* the step expected next */
	int rep;                           /* its repetitions done */
	bool skipped[PROCEDURE_STEPS_MAX];

	enum procedure_place at;
	struct shoe shoe;                  /* the sabot */
	card_t packet[SHOE_CARDS_MAX];     /* top first */
	size_t npacket;
	struct piles piles;                /* the three piles */
	struct piles new_piles;            /* piles formed from portions */
	card_t stack[SHOE_CARDS_MAX];      /* finished portions, top first */
	size_t nstack;

	/* The order the mixing is measured against. */
	card_t before[SHOE_CARDS_MAX];
	size_t nbefore;

	/* The deck check: the decks as they come out of their band. */
	int decks;
	card_t deck[SHOE_DECKS_MAX][PROCEDURE_DECK_ROOM];
	size_t deck_cards[SHOE_DECKS_MAX];
	struct procedure_deck_result deck_result[SHOE_DECKS_MAX];
	bool band_ok;                      /* set by check_band */
	int cut_cards;                     /* plastic cut cards in the box */
	bool cut_cards_ok;                 /* set by check_cut_cards */
	bool band_checked, cut_cards_checked;
	bool started;                      /* a step was applied or skipped */

	/* The remate (procedure_remate.c): the players' offers, and those
	 * made after "¿Alguien mejora la oferta?" once it is asked; asked
	 * again after an improvement, nobody improves further. */
	struct remate_offer offers[TABLE_SEATS_MAX];
	int n_offers;
	struct remate_offer improved[TABLE_SEATS_MAX];
	int n_improved;
	bool improve_asked;
	bool improve_asked_again;
};

/* Starts a run of p on the cards of `shoe` as they lie: at the opening
 * and the deck check they are the decks laid out in their order (cards[0]
 * first), during play the sabot with the cards dealt and still to come.
 * The deck check sees consecutive blocks of 52 cards as the decks.
 * STATUS_BAD_ARGUMENT for an empty procedure or a shoe of no cards. */
enum status procedure_run_init(struct procedure_run *run,
			       const struct procedure_def *p,
			       const struct rules *r, const struct shoe *shoe);

/* For a deck-check drill, before the first step: takes one copy of
 * `remove` out of deck `deck` (0-based) and/or adds `add` (0: none) to it.
 * STATUS_CARD_NOT_IN_SHOE when the deck has no such card,
 * STATUS_TOO_MANY_CARDS when no room is left, STATUS_BAD_ARGUMENT for a
 * bad deck or once the run has begun.  check_cut_cards compares
 * run->cut_cards (2 unless the caller changes it) with its count. */
enum status procedure_deck_defect(struct procedure_run *run, int deck,
				  card_t remove, card_t add);

/* Whether the deck check has found a defect so far: a checked deck not
 * exactly one deck, the band's count or a back wrong, a cut card short
 * (IPLyC 8.9.8-8.9.9). */
bool procedure_found_defect(const struct procedure_run *run);

/* report: the croupier tells the inspector what the check
 * found.  Its `count` is never in the file: the run sets it to what the
 * check found, 1 with a defect (the decks stay out of play, the
 * inspector informs the supervisor, who decides: 8.9.8 read with 8.9.2
 * and 7.7.7.3), 0 when all is in order; 2 (setting the faulty card aside
 * and going on) is never right.  procedure_expected() and
 * procedure_apply() use that value. */
#define PROCEDURE_REPORT_IN_ORDER 0
#define PROCEDURE_REPORT_DEFECT 1
#define PROCEDURE_REPORT_SET_ASIDE 2

/* remate: the trainee's choice is in `count`: the seat the bank is
 * awarded to, or PROCEDURE_REMATE_ASK for "¿Alguien mejora la oferta?".
 * The offers are drawn by procedure_remate_deal() from a seed (the same
 * for the trainer, the exam and the judge); procedure_expected() gives
 * the answer they call for (IPLyC 7.5.4-7.5.6, 8.7.1.1.12-13): an offer
 * of the maximum at once; otherwise "anunciará la mayor e invitará a
 * mejorarla" (ask), and after an improvement ask again; with no (more)
 * improvement, "Adjudicada" to the best offer, equal best offers by the
 * right from seat 1 (7.5.5).  Asking leaves the step due (the award still
 * has to be made). */
#define PROCEDURE_REMATE_ASK 0
enum status procedure_remate_deal(struct procedure_run *run, uint64_t seed);
int procedure_remate_due(const struct procedure_run *run);
/* Why the answer due now is right, and the article that says so:
 * the one best offer nobody improved (7.5.4), an offer of the maximum
 * (7.5.6), equal best offers below it (ask: 7.5.5), the best announced and
 * an improvement invited (ask: 8.7.1.1.13), an improved offer nobody
 * bettered (8.7.1.1.13), no improvement of equal offers: by the right
 * from seat 1 (7.5.5). */
enum procedure_remate_why {
	PROCEDURE_REMATE_WHY_BEST,
	PROCEDURE_REMATE_WHY_MAXIMUM,
	PROCEDURE_REMATE_WHY_TIE,
	PROCEDURE_REMATE_WHY_IMPROVED,
	PROCEDURE_REMATE_WHY_BY_THE_RIGHT,
	PROCEDURE_REMATE_WHY_INVITE
};
enum procedure_remate_why procedure_remate_why(const struct procedure_run *run);
const char *procedure_remate_article(enum procedure_remate_why why);

/* The step expected now (a copy into *out) and how many of its
 * repetitions are done; false once the procedure is over. */
bool procedure_expected(const struct procedure_run *run,
			struct procedure_step *out, int *reps_done);

/* Performs one repetition of the expected step.  op must be the expected
 * operation; params, when not NULL, must match its parameters (repeat is
 * not compared): otherwise STATUS_WRONG_ACTION and nothing changes.
 * `choice` is the trainee's choice where one is free: for cut, the cut
 * position (cards above the plastic card; 0: a random legal one), for
 * place_safety_card the cards under it (0: random within the profile's
 * range).  A bad choice gives shuffle_cut's or shoe_place_safety_card's
 * status and nothing changes.  rng is required (STATUS_BAD_ARGUMENT
 * without it). */
enum status procedure_apply(struct procedure_run *run, enum procedure_op op,
			    const struct procedure_params *params,
			    size_t choice, struct rng *rng);

/* Leaves out the rest of the expected step and records it; the cards are
 * carried on, unmixed, to where the next step takes them.  A skipped cut
 * leaves the shoe uncut, a skipped safety card leaves none.
 * STATUS_WRONG_ACTION once the procedure is over. */
enum status procedure_skip(struct procedure_run *run);

/* Whether every step has been performed or skipped. */
bool procedure_done(const struct procedure_run *run);

/* How mixed the cards are now, wherever they lie (read in the order they
 * would be picked up: the stack, the new piles, the piles, the packet,
 * the sabot, each from the top), against the order before: the laid-out
 * decks at the opening, the discard tray when the shoe is remade (taking
 * the cards out of the shoe is not mixing).  `random_*` are the same
 * measures' averages over random orders of as many cards (mixing.h). */
struct procedure_mixing {
	struct mixing now;
	double random_rising;      /* (n + 1) / 2 */
	double random_pairs;       /* mixing_random_face_pairs */
};
enum status procedure_mixing(const struct procedure_run *run,
			     struct procedure_mixing *out);

#endif
