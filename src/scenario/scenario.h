/* SPDX-License-Identifier: GPL-3.0-or-later */
/* scenario.h: a drill, lesson or exam as the school writes it.
 *
 * The validated, in-memory form of a scenario file (scenarios/NAME.yaml; the
 * format is documented in man/crupier-scenario.5).  scenario_load()
 * fills it; nothing here is read from the file again, so the trainer and
 * the judge never see YAML.  Fixed-size arrays: a scenario is small, and a
 * file that needs more than these limits is refused with its location.
 *
 * The file, in short (keys in English, the game's words in Spanish):
 *
 *   id: iplyc-voluntad-pide          # unique, [a-z0-9-], at most 63 bytes
 *   kind: drill                      # drill | lesson | exam
 *   skills: [voluntad, drawing]      # see enum skill
 *   title: {es: "...", en: "..."}
 *   instructions: {es: "...", en: "..."}
 *   rules: iplyc                     # a profile name or a path
 *   options: {raise_restarts: false} # profile options overridden (plain
 *                                    #  values, keys as in the profile)
 *   chips: true                      # pay in the profile's chips; or a
 *                                    #  mapping (scenario/chips_read.h):
 *                                    #  rule, max_per_colour,
 *                                    #  denominations, float
 *   table: {minimum: 100, maximum: 10000, seats: 7}
 *   players:
 *     - {name: Ana, seat: 1}
 *     - {name: Beto, seat: 3}
 *     - {name: Carla}                # no seat: standing
 *   start:                           # all optional
 *     banker: Beto                   # who holds the sabot (a name)
 *     salida: 1000                   # his bank when it started
 *     pase: 2                        # the bank's next pase (from 1)
 *     raised: false                  # the count restarted at a raise
 *     last_paid_in_full: true        # the last bank payment was 100%
 *     suite: {giver: Ana, depth: 1}  # a suite in progress
 *     banked_this_round: [Ana]
 *     played: "5H KS 10D"            # cards already out of the shoe
 *     remate:                        # no banker: the first bank's auction
 *       offers: [{player: Ana, amount: 2000}]   # [] : nobody, the sabot
 *       improved: [{player: Ana, amount: 2500}] #  waits (7.9.8.2); after
 *                                    #  "¿Alguien mejora la oferta?";
 *                                    #  several rounds: a list of lists
 *     cut_refused: [Beto]            # asked to cut, they refuse (7.5.8)
 *   procedure: opening               # optional: opening | during_play |
 *                                    #  deck_check (data/procedures/)
 *   defect: {deck: 3, missing: 5H}   # deck_check: the defect planted in
 *                                    #  deck 3 (1-based): missing, extra
 *                                    #  (a second copy) and/or foreign
 *                                    #  (a card of another back)
 *   shoe:
 *     decks: 8                       # default: the profile's
 *     seed: 42                       # optional; default 1
 *     top: "5H KS 10D 9C JOKER ~3S"  # stacked on top, in sabot order
 *     situations: [voluntad, banca_six_third_seven]
 *                                    # an exam: each attempt's own shoe
 *                                    #  must produce these
 *   coups:
 *     - bets:
 *         - {player: Ana, on: punto, amount: 500}
 *         - {player: Beto, on: banca, amount: 2000, marcando: false}
 *         - {player: Carla, on: tie, amount: 50}
 *         - {player: Ana, on: banca, amount: 12000, excess: true}
 *                                    # over the maximum on purpose
 *         - {player: Hugo, on: punto, amount: 500, forgotten: true}
 *                                    # nobody collects it (8.4.2.8)
 *       change:                      # with chips: "¡Cambio!" asked while
 *         - {player: Ana, chips: {1000: 1}, into: 100}
 *                                    #  the bets are open: her chips for
 *                                    #  chips of at most 100
 *       decide:                      # what the players answer when asked
 *         five: pido                 # pido | planto
 *         refuse_cards: [Ana]        # will not turn Punto's cards
 *         suite: {give: true, takers: [Carla], raise: 2000}
 *         mitad: 500                 # the banker withdraws this
 *         raise: 3000                # the banker raises his bank to this
 *         decline_bank: [Beto]       # seated players who do not bank
 *         free_seat: [Carla]         # who asks for the asiento libre
 *       anomalies:
 *         - {kind: face_up, card: 3}       # at the 3rd card of the coup
 *         - {kind: wrong_holder, step: turn_punto}
 *         - {kind: light_partial, step: before_no_va_mas, stops: true}
 *       expect:                      # optional pinned outcomes
 *         winner: banca              # punto | banca | ancar | void
 *         ruling: [burn_card]        # anomaly ruling flags, in order
 *   scoring:
 *     hints: true
 *     pass_mark: 80                  # percent
 *     time_limit: 600                # seconds, 0: none
 *     max_attempts: 2                # an exam's, per trainee; 0: any
 *     weights: {voluntad: 2, payouts: 1}
 *     pass_marks: {payouts: 100}     # a skill's own mark (default
 *                                    #  pass_mark)
 *     max_critical: 0                # critical errors allowed (default
 *                                    #  0 in an exam, else no limit)
 *     critical: [payments, drawing, ratification, rulings]
 *     free_hints: 0                  # hints that do not count
 */
#ifndef SCENARIO_SCENARIO_H
#define SCENARIO_SCENARIO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/anomaly.h"
#include "engine/card.h"
#include "engine/chips.h"
#include "engine/coup.h"
#include "engine/rules.h"

#define SCENARIO_ID_MAX 64
#define SCENARIO_TEXT_MAX 2048
#define SCENARIO_NAME_MAX 48
#define SCENARIO_PLAYERS_MAX 24
#define SCENARIO_COUPS_MAX 96
#define SCENARIO_BETS_MAX 24
#define SCENARIO_ANOMALIES_MAX 4
#define SCENARIO_LIST_MAX 8      /* names in a decision list */
#define SCENARIO_CARDS_MAX 440   /* stacked or played cards */
#define SCENARIO_RULINGS_MAX 8
#define SCENARIO_CHANGES_MAX 4   /* changes asked in a coup */

enum scenario_kind { SCENARIO_DRILL, SCENARIO_LESSON, SCENARIO_EXAM };

/* The five skills of the trainer (and the two procedures of the first).
 * Keys in files: shuffle, deck_check, dealing, drawing, voluntad,
 * rotation, payouts, anomalies. */
#define SKILL_LIST(X)                                                    \
	X(SHUFFLE, "shuffle")                                            \
	X(DECK_CHECK, "deck_check")                                      \
	X(DEALING, "dealing")                                            \
	X(DRAWING, "drawing")                                            \
	X(VOLUNTAD, "voluntad")                                          \
	X(ROTATION, "rotation")                                          \
	X(PAYOUTS, "payouts")                                            \
	X(ANOMALIES, "anomalies")
enum skill {
#define SKILL_ENUM(id, key) SKILL_##id,
	SKILL_LIST(SKILL_ENUM)
#undef SKILL_ENUM
	SKILL__COUNT
};

enum procedure { PROCEDURE_NONE, PROCEDURE_OPENING, PROCEDURE_DURING_PLAY,
		 PROCEDURE_DECK_CHECK };

/* Text in both languages; either may be empty, not both. */
struct scenario_text {
	char es[SCENARIO_TEXT_MAX];
	char en[SCENARIO_TEXT_MAX];
};

/* Where a thing was written, for messages about it after loading. */
struct scenario_where {
	unsigned long line, column;
};

struct scenario_player {
	char name[SCENARIO_NAME_MAX];
	int seat;                       /* 1..seats, 0: standing */
	bool reserved;                  /* away, his seat reserved (IPLyC
					   7.14) */
};

enum scenario_chance { CHANCE_PUNTO, CHANCE_BANCA, CHANCE_TIE };

struct scenario_bet {
	int player;                     /* index into players[] */
	enum scenario_chance on;
	int64_t amount;
	bool marcando;                  /* Punto only (IPLyC 7.8.1.5) */
	bool excess;                    /* over the maximum on purpose, to
					   drill IPLyC 7.8.1.12 */
	bool forgotten;                 /* nobody collects it: IPLyC 8.4.2.8 */
	bool claimed;                   /* another player claims it (IPLyC
					   7.8.1.13): */
	int claimed_by;                 /* his index into players[] */
	struct scenario_where where;
};

/* The moment of the coup an anomaly is injected at: before the given card
 * of the coup is dealt (card: 1..6) or at a named step. */
enum anomaly_step {
	ANOMALY_AT_CARD,                /* card number given */
	ANOMALY_BEFORE_NO_VA_MAS,       /* "before_no_va_mas" */
	ANOMALY_AT_TURN_PUNTO,          /* "turn_punto": Punto's cards turned */
	ANOMALY_AT_VOLUNTAD,            /* "voluntad" */
	ANOMALY_AT_TURN_BANCA,          /* "turn_banca" */
	ANOMALY_AT_PAYMENT,             /* "payment" */
	ANOMALY_AT_END,                 /* "end": after the coup */
	ANOMALY_AT_HOLDER,              /* "holder": Punto's cards handed over,
					   not yet turned (IPLyC 7.7.4.3.1) */
};

struct scenario_anomaly {
	enum anomaly kind;
	enum anomaly_step step;
	int card;                       /* ANOMALY_AT_CARD: 1..6 */
	/* The facts a ruling depends on that the table cannot know (see
	 * struct anomaly_context): written in the file when they matter. */
	enum anomaly_dissent dissent;   /* "dissent: banker|punter|none" */
	bool inspector_settles;         /* "inspector_settles: true" */
	bool recurring;                 /* "recurring: true" */
	bool stops;                     /* "stops: true": light_partial, the
					   superiors cease play (IPLyC
					   8.11.2) */
	struct scenario_where where;
};

struct scenario_suite_decision {
	bool give;                      /* the banker gives the suite */
	int takers[SCENARIO_LIST_MAX];  /* players who want it, in the order
					   they speak; indices into players[] */
	int n_takers;
	int64_t raise;                  /* the taker raises it to this; 0: no */
};

struct scenario_decisions {
	enum five_decision five;        /* FIVE_UNDECIDED when not written */
	int refuse_cards[SCENARIO_LIST_MAX];
	int n_refuse_cards;
	struct scenario_suite_decision suite;
	int64_t mitad;                  /* 0: none */
	int64_t raise;                  /* 0: none */
	int decline_bank[SCENARIO_LIST_MAX];
	int n_decline_bank;
	int free_seat[SCENARIO_LIST_MAX];
	int n_free_seat;
	bool give_up;                   /* the banker gives up his bank before
					   this pase (IPLyC 7.9.2.7) */
	bool mitad_refused;             /* he desists from the mitad as it
					   is handed over (IPLyC 7.9.2.6) */
};

struct scenario_expect {
	bool has_winner;
	enum coup_winner winner;
	unsigned rulings[SCENARIO_RULINGS_MAX]; /* ruling flag bits, in order */
	int n_rulings;
};

/* A change asked while the bets are open (IPLyC 8.4.2.7): the player
 * hands in chips for chips of at most `into`. */
struct scenario_change {
	int player;                     /* index into players[] */
	struct chip_count in;           /* by the table's denominations */
	int64_t into;                   /* the largest chip he wants */
	/* As written, resolved against the table's chips once known. */
	int n_written;
	int64_t written_value[CHIPS_MAX];
	int32_t written_count[CHIPS_MAX];
	struct scenario_where written_at[CHIPS_MAX];
	struct scenario_where where, into_at;
};

struct scenario_coup {
	struct scenario_bet bets[SCENARIO_BETS_MAX];
	int n_bets;
	struct scenario_change changes[SCENARIO_CHANGES_MAX];
	int n_changes;
	struct scenario_decisions decide;
	struct scenario_anomaly anomalies[SCENARIO_ANOMALIES_MAX];
	int n_anomalies;
	struct scenario_expect expect;
	bool last_of_day;               /* the day's last pase (IPLyC 8.12) */
	bool relief;                    /* the croupier is relieved after
					   this pase (IPLyC 8.8.2) */
	struct scenario_where where;
};

/* An offer in the remate (IPLyC 7.5.4-7.5.6). */
struct scenario_offer {
	int player;                     /* index into players[] */
	int64_t amount;
};

#define SCENARIO_REMATE_ROUNDS 4    /* rounds of improvements */

/* The offers, then each round of improvements after "¿Alguien mejora la
 * oferta?" (IPLyC 8.7.1.1.13); after the last round written nobody
 * improves. */
struct scenario_remate {
	bool set;                       /* "remate:" was written */
	struct scenario_offer offers[SCENARIO_LIST_MAX];
	int n_offers;
	int n_rounds;
	struct scenario_offer improved[SCENARIO_REMATE_ROUNDS]
				      [SCENARIO_LIST_MAX];
	int n_improved[SCENARIO_REMATE_ROUNDS];
};

/* The deck check's defect (procedure_deck_defect), planted by the file so
 * that judge, exam and trainer play the same one. */
struct scenario_defect {
	bool set;
	int deck;                       /* 0-based */
	card_t removed, added;          /* 0: none */
};

struct scenario_start {
	int banker;                     /* player index, -1: none (remate) */
	bool last_hour;                 /* the day's last hour (IPLyC
					   8.4.2.10.6) */
	int64_t salida;                 /* 0: none yet */
	int pase;                       /* the bank's next pase, >= 1 */
	bool raised;
	bool last_paid_in_full;
	int suite_giver;                /* player index, -1: no suite */
	int suite_depth;                /* 1: suite, 2: suite of suite... */
	int banked_this_round[SCENARIO_PLAYERS_MAX];
	int n_banked_this_round;
	card_t played[SCENARIO_CARDS_MAX];
	size_t n_played;
	struct scenario_remate remate;
	int cut_refused[SCENARIO_LIST_MAX];
	int n_cut_refused;
};

/* Situations an exam's shoe must produce (shoe: situations: [...]):
 * each attempt deals its own shoe, searched from a seed of its own until
 * its coups produce every one of them (exam/exam_shoe.h). */
#define SCENARIO_SITUATION_LIST(X)                                        \
	X(VOLUNTAD, "voluntad")     /* Punto on 5: the voluntad asked */  \
	X(NATURAL, "natural")       /* a natural 8 or 9 announced */      \
	X(BANCA_SIX_THIRD_SEVEN, "banca_six_third_seven")                 \
				    /* Banca on 6, Punto's third card 7 */\
	X(BANCA_THREE_THIRD_EIGHT, "banca_three_third_eight")             \
				    /* Banca on 3, Punto's third card 8 */\
	X(ANCAR, "ancar")           /* equal totals */                    \
	X(SUITE, "suite")           /* a suite offered */                 \
	X(SUITE_AFTER_FULL_PASE, "suite_after_full_pase")                 \
				    /* a suite right after a pase paid at \
				       100%, its 7.11.11 discount due */

enum scenario_situation {
#define SCENARIO_SITUATION_ENUM(id, key) SITUATION_##id,
	SCENARIO_SITUATION_LIST(SCENARIO_SITUATION_ENUM)
#undef SCENARIO_SITUATION_ENUM
	SITUATION__COUNT
};

struct scenario_shoe {
	int decks;
	uint64_t seed;
	card_t top[SCENARIO_CARDS_MAX];
	size_t n_top;
	bool situations[SITUATION__COUNT];
	int n_situations;
};

/* The kinds of croupier decision a scenario may call critical (see
 * scoring.critical in crupier-scenario(5)): a wrong one is a critical
 * error whatever the skill's figures. */
enum scenario_critical {
	CRITICAL_PAYMENTS = 1u << 0,    /* a payment: wrong, or wrong amount */
	CRITICAL_DRAWING = 1u << 1,     /* a draw or stand of Punto or Banca */
	CRITICAL_RATIFICATION = 1u << 2, /* the voluntad ratified */
	CRITICAL_RULINGS = 1u << 3,     /* a ruling on an anomaly */
	CRITICAL_COLLECTIONS = 1u << 4, /* a bet taken in */
};
#define CRITICAL_DEFAULT (CRITICAL_PAYMENTS | CRITICAL_DRAWING | \
			  CRITICAL_RATIFICATION | CRITICAL_RULINGS)

struct scenario_scoring {
	bool hints;
	int pass_mark;                  /* percent, 0-100 */
	int time_limit;                 /* seconds; 0: none */
	int max_attempts;               /* an exam's, per trainee; 0: any */
	int weights[SKILL__COUNT];      /* default 1 each */
	/* Each flag false: the default (so a zeroed struct is the
	 * default).  pass_marks: a skill's own mark (default pass_mark);
	 * max_critical: critical errors allowed (default 0 in an exam,
	 * no limit otherwise; -1 no limit); critical: which decisions are
	 * critical (default CRITICAL_DEFAULT); free_hints: hints that do
	 * not count against the trainee (default 0). */
	int pass_marks[SKILL__COUNT];
	bool pass_mark_set[SKILL__COUNT];
	int max_critical;
	bool max_critical_set;
	unsigned critical;
	bool critical_set;
	int free_hints;
};

struct scenario {
	char file[1024];                /* as given to scenario_load() */
	char id[SCENARIO_ID_MAX];
	enum scenario_kind kind;
	bool skills[SKILL__COUNT];
	struct scenario_text title, instructions;
	char rules_name[256];           /* as written ("iplyc" or a path) */
	struct rules rules;             /* the profile with options applied */
	int64_t table_min, table_max;
	int seats;
	struct scenario_player players[SCENARIO_PLAYERS_MAX];
	int n_players;
	struct scenario_start start;
	enum procedure procedure;
	struct scenario_shoe shoe;
	struct scenario_coup coups[SCENARIO_COUPS_MAX];
	int n_coups;
	/* A coup's resume: play resumed after the sabot waited, with a new
	 * remate (IPLyC 7.9.8.3); resume_coup is that coup's index. */
	struct scenario_remate resume;
	int resume_coup;
	struct scenario_defect defect;
	struct scenario_scoring scoring;
};

const char *skill_key(enum skill s);
enum skill skill_by_key(const char *key);      /* SKILL__COUNT if unknown */
const char *scenario_kind_key(enum scenario_kind k);
/* "opening", "during_play", "deck_check": the key in files, and the name
 * of the procedure's file (data/procedures/KEY.yaml); NULL for none. */
const char *scenario_procedure_key(enum procedure p);

#endif
