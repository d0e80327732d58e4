/* SPDX-License-Identifier: GPL-3.0-or-later */
/* review.h: the review drill ("Repaso"), built on the fly from a
 * trainee's due cells (memory.h).
 *
 * For each coup the generator takes the next due cell the cards can
 * bring about (the drawing cells punto.T and banca.T.*, voluntad.no_five;
 * and, where the profile has the voluntad, voluntad.ask, .pide and
 * .planta, with a seated player betting on Punto who answers so),
 * soonest due first and round again, and searches
 * with the engine: it draws a coup's six cards at random from what is
 * left of a shoe of the profile's decks (seeded), plays them (coup_play) and keeps them
 * when the coup goes through that cell.  The exact odds of the cell for
 * the cards left (every sequence of values enumerated, weighed without
 * replacement) say how rare it is: the search gives up on a cell after
 * the number of tries within which it fails with a chance under one in
 * a billion, and the plan reports the tries made against those expected
 * (1/p) and that bound.
 *
 * The coups found are stacked on top of the shoe of a drill written as a
 * scenario file (crupier-scenario(5)): standing players bet, so the
 * croupier turns Punto's cards (IPLyC 7.6.4), except in a voluntad coup,
 * where the seated player to the right of the banker (followed as the
 * sabot passes) bets on Punto and answers "pido" or "planto"; such a
 * coup must be decided (an ancar would leave his bet standing into the
 * next); hints on; no pass mark.  The same seed and the same due cells
 * give the same file, which `crupier judge` judges like any scenario and
 * the trainer plays and records like any drill (never as an exam).
 *
 * Payment cells (review_pay.h): the coup places the bet the cell needs
 * (a seated player to the banker's right, a standing player, a bet
 * marcando, a bet over the maximum with its excess handed back) and the
 * search wants the winner (Banca with 6 or not, where the profile pays it
 * half); the banker's bank wants Banca to win on a pase of the cell's
 * parity, which the generator follows from coup to coup as the engine
 * counts them (the drill's first pase is chosen for the first coup), and
 * the drill's salida is that of the soonest due bank cell.
 * Paying in chips (chips.pay.… and chips.change.*, session/cell.h): a
 * drill pays in chips or not, so a review does what the soonest due
 * payment cell wants, and lists the payment cells of the other way as
 * not set up.  A chips.pay.… cell is set up as its pay.… cell, the drill
 * paying in the profile's chips (chips: true); a change is any coup with
 * a change asked by the standing player Hugo before the bets close:
 * one of 1000 for chips of 100 (break), twelve of 100 for chips up to
 * 1000 (up), so a profile whose chips lack 100 or 1000, or whose
 * smallest chip does not make 100, sets up no chips cell.
 * Other due cells (return_bet, the bank's excess, rotation, anomalies,
 * procedures, and a bank cell of the other salida) are listed as not set
 * up by the generator. */
#ifndef LEARNING_REVIEW_H
#define LEARNING_REVIEW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/card.h"
#include "engine/rules.h"
#include "session/cell.h"
#include "learning/memory.h"
#include "learning/review_pay.h"

#define REVIEW_COUPS_MAX 24
#define REVIEW_COUPS_DEFAULT 10
#define REVIEW_TARGETS_MAX 64

struct review_coup {
	card_t cards[6];
	size_t n_cards;                 /* the cards the coup uses */
	/* A voluntad coup: the seated player who bets on Punto and so
	 * holds its cards (0: nobody seated does; the croupier turns them),
	 * and his word on 5. */
	int holder_seat;
	enum five_decision five;
	enum coup_winner winner;
	/* A payment coup: the bet it places (by the seated player to the
	 * banker's right, bet_seat, for a seat bet). */
	struct review_bet bet;
	int bet_seat;
	/* A chips.change.* coup: 1 a chip broken, 2 chips coloured up. */
	int change;
	char cell[CELL_KEY_MAX];        /* the due cell it brings */
	double p;                       /* its exact odds per coup */
	long tries, bound;              /* coups dealt to find it; limit */
};

struct review_plan {
	uint64_t seed;
	bool house;                     /* house-banked (MIDI): the shoe is
					   under way, these cards out, so no
					   burn comes first (LNSE-MIDI 8.2) */
	bool chips;                     /* the drill pays in chips */
	int start_pase;                 /* the first coup's pase (1, 2) */
	bool salida_high;               /* the salida over half the max */
	card_t played[8];
	size_t n_played;
	int n_coups;
	struct review_coup coups[REVIEW_COUPS_MAX];
	long tries;                     /* all coups dealt in the search */
	double expected;                /* the sum of 1/p of the coups */
	/* Due cells the cards cannot bring about, or not found in bound. */
	int n_other;
	char other[REVIEW_TARGETS_MAX][CELL_KEY_MAX];
};

/* The exact probability that a coup dealt from a shoe of these value
 * counts (value 0-9) goes through cell as the generator deals it (0 for
 * a cell no coup brings about this way): the croupier turns Punto's
 * cards, or, for voluntad.ask, .pide and .planta, a seated player
 * answers so and the coup is decided; a chips.pay.… cell's are its
 * pay.… cell's, a change's 1 (any coup brings it). */
double review_cell_odds(const struct rules *r, const unsigned count[10],
			const char *cell);
/* Plans a review of the cells (soonest due first, as memory_cells
 * gives them; only those is_due says, or all when none is due) under r,
 * at most max_coups coups.  false when none can be set up. */
bool review_plan(const struct rules *r, const struct memory_cell *cells,
		 size_t n, const bool *is_due, uint64_t seed, int max_coups,
		 struct review_plan *out);
/* The drill as a scenario file (malloc'd text; NULL out of memory):
 * trainee names it in its comments, profile its rules. */
char *review_yaml(const struct review_plan *p, const char *profile,
		  const char *trainee);
/* The same coups as another scenario: its id, kind, skills and title
 * (lesson_practice.h). */
struct review_as {
	const char *id;
	const char *kind;               /* "lesson", "drill" */
	const bool *skills;             /* [SKILL__COUNT] */
	const char *title_es, *title_en;
};
char *review_yaml_as(const struct review_plan *p, const char *profile,
		     const char *trainee, const struct review_as *as);

#endif
