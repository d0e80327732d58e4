/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game.h: the whole table as one step machine.
 *
 * The game composes the finished modules (table, sabot and suite, coup and
 * holder, payout and payorder, shoe, anomaly) without re-implementing any
 * of them.  At every point game_expected() says the croupier's correct
 * next action with the rule and the exact article that require it, and
 * game_apply() advances only when given that very action (otherwise
 * STATUS_WRONG_ACTION and nothing changes).
 *
 * The players speak through explicit calls (game_place_bet, game_answer_*);
 * the engine never decides for them.  When the game needs an answer it has
 * not got, game_expected() returns an action of kind GAME_ACT_WAIT naming
 * the question and the player asked; the caller supplies the answer.
 *
 * One pase, for player-banked profiles:
 *   the sabot's duties (sabot.h): at a new shoe the remate, the cut, the
 *   safety card; "¿Su banca?"; the free seat; the banker's word before
 *   the pase (suite, mitad, raise, or the croupier's refusal) and the
 *   suite's offer and award;
 *   "¡… en banca! ¡Hagan juego!" (8.4.2.1.2); bets (game_place_bet);
 *   the coup (coup.h), with the cards dealt from the game's own shoe and,
 *   after the fourth card, Punto's cards handed to their holder (holder.h:
 *   "¡A Ud. le corresponde descubrir!", or the croupier turns them);
 *   the payments in the order of payorder.h with the amounts of payout.h;
 *   the sabot after the pase ("¡Pase el sabot!"), the safety card's last
 *   pase, the end of the shoe and where the next one starts.
 * House-banked profiles (MIDI) have no bank, suite or mitad, take TIE bets
 * and burn cards at the start of every shoe (shoe_burn).
 *
 * Paying in chips (the profile's chips.on, chips.h): every payment is
 * handed in chips from the float, the carreteles (IPLyC 8.4.2.6.2), and
 * a change asked while the bets are open ("¡Cambio!", 8.4.2.7,
 * game_request_change) is a croupier's action of its own, one at a time
 * and before "¡No va más!" (8.4.2.7.4).  The expected PAY or CHANGE
 * carries the chips due (chips_compose from the float as it is then); a
 * given one is right when its chips keep the profile's rule (chips_check:
 * under a house's rule more than one composition is right), and the
 * float loses what it gives.  Losing bets taken in go to the arrastre,
 * never into the payments of the pase (8.4.2.6.12); when the pase closes
 * the arrastre is sorted into the carreteles (8.4.2.3.6) and the float is
 * made up again as the croupier prepared it (8.4.2.1.1, 8.6.1).  A
 * payment the carreteles cannot make is made after they are made up
 * again, and with the chips it needs if even that is short (the Cofre
 * Guarda-Valores, 8.4.2.7.2).
 *
 * Conventions of this module, where the regulations leave it open:
 * - The bank stays in the "B" box: a winning bank is paid into it
 *   (8.4.2.6.6), so the bank in play grows by each payment, less any
 *   excess over the maximum handed back (7.8.1.12, 8.4.2.2.9).
 * - Bets that stand (an ancar, a void or burnt pase) stay on the table for
 *   the next pase; new bets add to them.  At the end of the shoe the
 *   croupier hands them back in the order of 8.4.2.2.10.
 * - A bet over the maximum is accepted and its excess handed back at the
 *   payment (7.8.1.12); every other breach of payout_check_bets() refuses
 *   the bet.
 * - A standing punter's bet lies behind seat (seats - k) in row 0, k being
 *   his place in the standing order (so the payment sweep of 8.4.2.6.5
 *   meets them in a fixed order).
 * - Shoes after the first are made by the game from its own generator
 *   (shuffle_practice_shoe), so a seed reproduces the whole session.
 * - The cut is a step of the procedure (who cuts, 7.5.7-8); the shoe the
 *   game receives is already cut.
 * - A pase starts where the previous one closed: the sabot's duties
 *   before a pase belong to it (game_pases() counts the closed ones).
 * - An anomaly "at the n-th card" comes where that card would be drawn,
 *   even where the rules draw none (a card wrongly asked for).  It is
 *   about that card (out, counted in cards_out, burnt by BURN_CARD) when
 *   the card comes out face up, is turned or asked wrongly, has another
 *   back, is a joker, comes stuck or extra, or is dropped; the others (a
 *   confusion, a banker who cannot go on...) happen before it.  Cards
 *   drawn before "¡Cartas!" (7.9.2.2) are drawn while the bets are open:
 *   that anomaly is refused at any other moment.
 * - What a ruling leaves to a person (the supervisor decides, a punter
 *   may take his bet back, the decks changed when the supervisor says,
 *   7.7.7.3) is in the ruling's `deferred` flags; the game goes on as the
 *   ruling says.  A failure of the lighting ends play (8.11.2, when the
 *   superiors cease it: the bets handed back; 8.11.3: at once, the bets
 *   kept on the cloth): the pase under way is neither played nor paid,
 *   the sabot does not move and no shoe follows.  After a wrong banker's suerte the game itself sends
 *   the sabot back to the seat it belonged to (7.10.2.1, sabot.h). */
#ifndef ENGINE_GAME_H
#define ENGINE_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/anomaly.h"
#include "engine/card.h"
#include "engine/chips.h"
#include "engine/coup.h"
#include "engine/holder.h"
#include "engine/payorder.h"
#include "engine/payout.h"
#include "engine/rng.h"
#include "engine/rules.h"
#include "engine/sabot.h"
#include "engine/shoe.h"
#include "engine/status.h"
#include "engine/table.h"

/* The croupier's actions.  X(id, key): the key names the action in JSON
 * and files; a coup step (GAME_ACT_COUP) is named by its coup key
 * (coup_action_key) instead, see game_action_key(). */
#define GAME_ACT_LIST(X)                                                  \
	X(REMATE, "remate")                 /* "¡Se remata la primera banca…!" */ \
	X(ASK_IMPROVE, "ask_improve")       /* "¿Alguien mejora la oferta?" */ \
	X(AWARD_BANK, "award_bank")         /* "¡Adjudicada!" (7.5.4) */    \
	X(ASK_CUT, "ask_cut")               /* "¡A Ud. le corresponde cortar!" */ \
	X(SUPERVISOR_CUTS, "supervisor_cuts") /* 7.5.8 */                   \
	X(SAFETY_CARD, "safety_card")       /* count: cards below it */     \
	X(BURN, "burn")                     /* MIDI: card turned, count burnt */ \
	X(ASK_BANK, "ask_bank")             /* "¿Su banca?" */              \
	X(BANK_AGAIN, "bank_again")         /* "¡Puede volver a bancar!" */ \
	X(FREE_SEAT, "free_seat")           /* "¡Asiento libre para bancar!" */ \
	X(PASS_SABOT, "pass_sabot")         /* "¡Pase el sabot!" to seat */ \
	X(SABOT_WAIT, "sabot_wait")         /* "¡Sabot en espera!" */       \
	X(OFFER_SUITE, "offer_suite")       /* "¡Suite de …!" amount, stake: 5% */ \
	X(AWARD_SUITE, "award_suite")       /* "¡Adjudicada!" to player */  \
	X(CEDE_SEAT, "cede_seat")           /* "¡Por favor, le cede el asiento…!" */ \
	X(MITAD, "mitad")                   /* "Por mitad": amount withdrawn */ \
	X(MITAD_BACK, "mitad_back")         /* 7.9.2.6: refused, back in the bank */ \
	X(RAISE, "raise")                   /* the bank raised to amount */ \
	X(DENY, "deny")                     /* a request the rules refuse */ \
	X(PLACE_BETS, "place_bets")         /* "¡… en banca! ¡Hagan juego!" */ \
	X(COUP, "coup")                     /* a step of the coup (step) */ \
	X(REFUSED, "refused")               /* 7.9.3.4: bet to the standing area */ \
	X(HOLDER, "holder")                 /* "¡A Ud. le corresponde descubrir!" */ \
	X(CROUPIER_TURNS, "croupier_turns") /* 7.6.4, 8.4.2.3.3 */          \
	X(RETURN_EXCESS, "return_excess")   /* "¡Su excedente!" */          \
	X(COLLECT, "collect")               /* a losing bet taken in */     \
	X(PAY, "pay")                       /* stake announced, amount paid */ \
	X(CHANGE, "change")                 /* "¡Cambio!": chips for chips */ \
	X(LAST_PASE, "last_pase")           /* the safety card: one pase more;
					       count 1: "esta mesa continúa" */ \
	X(END_OF_SHOE, "end_of_shoe")       /* "¡Ha sido el último pase!";
					       count 1: of the day */ \
	X(RETURN_BET, "return_bet")         /* 8.4.2.2.10 */                \
	X(NEW_SHOE, "new_shoe")             /* the new shoe starts at seat;
					       count 1: burnt, a new remate */ \
	X(CHANGE_SHOE, "change_shoe")       /* the decks are replaced */    \
	X(RELIEF, "relief")                 /* 8.8.2.7: told to the relief */ \
	X(RULING, "ruling")                 /* on an anomaly */             \
	X(WAIT, "wait")                     /* not the croupier's: an answer */ \
	X(OVER, "over")                     /* the game cannot go on */

enum game_act {
#define GAME_ACT_ENUM(id, key) GAME_ACT_##id,
	GAME_ACT_LIST(GAME_ACT_ENUM)
#undef GAME_ACT_ENUM
	GAME_ACT__COUNT
};

/* What a GAME_ACT_WAIT waits for, and the call that answers it. */
#define GAME_QUESTION_LIST(X)                                             \
	X(NONE, "none")                                                   \
	X(REMATE, "remate")       /* offers: game_answer_remate */        \
	X(CUT, "cut")             /* cuts or not: game_answer_cut */      \
	X(BANK, "bank")           /* his bank or no: game_answer_bank */  \
	X(FREE_SEAT, "free_seat") /* who wants it: game_answer_free_seat */ \
	X(BANKER, "banker")       /* suite, mitad, raise: game_answer_banker */ \
	X(SUITE, "suite")         /* who wants it: game_answer_suite */   \
	X(FIVE, "five")           /* pido or planto: game_answer_five */

enum game_question {
#define GAME_QUESTION_ENUM(id, key) GAME_Q_##id,
	GAME_QUESTION_LIST(GAME_QUESTION_ENUM)
#undef GAME_QUESTION_ENUM
	GAME_Q__COUNT
};

/* One action.  Only the fields the kind uses are set; the others are 0
 * (seat 0 is nobody or the croupier, player 0 nobody). */
struct game_action {
	enum game_act kind;
	enum coup_action step;          /* COUP: the coup's step */
	enum game_question question;    /* WAIT */
	enum rule_id rule;
	char article[RULES_CITE_MAX];   /* the exact provision cited */
	int seat;
	int player;                     /* a table player id */
	int64_t amount;                 /* bank, payment, excess, suite ... */
	int64_t stake;                  /* PAY: the bet announced (8.4.2.6.3.1);
					   OFFER_SUITE: the 7.11.11 discount;
					   MITAD: what stays in the bank;
					   MITAD_BACK: the bank again */
	card_t card;                    /* a card dealt, turned or burnt */
	int punto_total, banca_total;
	enum coup_winner winner;
	enum bet_chance chance;         /* RETURN_EXCESS, COLLECT, PAY,
					   RETURN_BET, REFUSED */
	enum bet_place place;           /* ditto: seat, standing or bank */
	enum game_act denied;           /* DENY: MITAD, RAISE or OFFER_SUITE */
	enum anomaly anomaly;           /* RULING */
	unsigned flags;                 /* RULING: enum ruling_flag bits */
	unsigned deferred;              /* RULING: the flags left to a human
					   (supervisor, inspector, punter) */
	int count;                      /* SAFETY_CARD, BURN, offers' depth */
	enum sabot_call call;           /* the sabot's call, where one applies */
	/* Paying in chips: PAY and CHANGE, the chips handed over (the
	 * expected action: the chips due).  A CHANGE's amount is the value
	 * changed and its stake the largest chip the player asked for. */
	struct chip_count chips;
};

/* Where in the pase an injected anomaly happens (scenario.h's steps). */
enum game_moment {
	GAME_AT_NONE,
	GAME_AT_BEFORE_NO_VA_MAS,       /* bets open, before "¡No va más!" */
	GAME_AT_CARD,                   /* before the card-th card of the coup */
	GAME_AT_HOLDER,                 /* Punto's cards handed over, not yet
					   turned (7.7.4.3.1: noticed at once) */
	GAME_AT_TURN_PUNTO,             /* Punto's cards turned */
	GAME_AT_VOLUNTAD,               /* the voluntad settled */
	GAME_AT_TURN_BANCA,             /* Banca's cards turned */
	GAME_AT_PAYMENT,                /* the winner called, before paying */
	GAME_AT_END,                    /* after the payments */
};

struct game_anomaly {
	enum anomaly kind;
	enum game_moment moment;
	int card;                       /* GAME_AT_CARD: 1..6 */
	/* Facts the table cannot know (struct anomaly_context). */
	enum anomaly_dissent dissent;
	bool inspector_settles;
	bool recurring;
	/* A partial failure of the lighting: the superiors order the
	 * tables to cease (IPLyC 8.11.2); false, play goes on. */
	bool stops;
};

enum game_phase {
	GAME_PHASE_SABOT,       /* the sabot's duties before the pase */
	GAME_PHASE_BETS,        /* "¡Hagan juego!" called: bets open */
	GAME_PHASE_COUP,        /* from "¡No va más!" to the winner */
	GAME_PHASE_PAY,         /* the payments */
	GAME_PHASE_END_PASE,    /* the sabot after the pase, end of shoe */
	GAME_PHASE_OVER,        /* the sabot waits: no more play */
};

/* A bet on the table. */
struct game_bet {
	int player;
	enum bet_chance chance;
	enum bet_kind kind;             /* SEAT, STANDING or MARCANDO */
	enum bet_place place;           /* where it lies now */
	int seat, row;                  /* for payorder.h */
	int64_t amount;
	bool unclaimed;                 /* nobody collects it (8.4.2.8) */
	int times;                      /* ... paid so many pases running */
};

/* The banker's word before a pase (game_answer_banker). */
struct game_banker_word {
	int64_t mitad;                  /* asks for this as half; 0: no */
	int64_t raise;                  /* raises the bank to this; 0: no */
	bool give_suite;                /* gives the suite */
	bool give_up;                   /* gives the bank up before his first
					   win, e.g. after ancars (7.9.2.7):
					   handed back, the seat offered */
	bool mitad_refused;             /* desists from the mitad as the
					   croupier hands it over (7.9.2.6):
					   it goes back into the bank */
};

/* Where a game starts when it does not start with a new shoe. */
struct game_start {
	int banker;                     /* player id; he holds the sabot */
	int64_t bank;                   /* his bank in play */
	struct bank_state bank_state;   /* salida, pase, raised */
	bool last_paid_in_full;         /* 7.11.11 */
	int suite_giver;                /* 0: no suite; else the giver, who
					   sits in the sabot's seat */
	int suite_depth;                /* 1: suite, 2: suite of suite ... */
	const int *banked;              /* players who banked this round */
	int n_banked;
	/* Nothing has been dealt from this shoe: a profile that burns cards
	 * at the start (LNSE-MIDI 8.2) burns them before the first pase. */
	bool fresh_shoe;
};

#define GAME_BETS_MAX 48
/* Changes asked and not yet made. */
#define GAME_CHANGES_MAX 8
#define GAME_QUEUE_MAX (2 * GAME_BETS_MAX + 16)
#define GAME_ANOMALIES_MAX 8
#define GAME_HISTORY_MAX 128

/* Caller-owned, about 40 KB; fields are private to game*.c (read them
 * through the functions below).  rules must outlive it. */
struct game {
	const struct rules *rules;
	struct table table;
	struct shoe shoe;
	struct rng rng;
	struct sabot sabot;
	struct coup coup;
	enum game_phase phase;
	enum game_question wait;        /* the question pending */
	int wait_player, wait_seat;
	struct game_action next;        /* what game_expected() returns */

	/* The sabot's duties. */
	bool remate_asked;              /* "¡Se remata…!" / improve said */
	bool resumed;                   /* the remate of play resumed after
					   the sabot waited (7.9.8.3) */
	/* The day's end (IPLyC 8.4.2.10.6, 8.12). */
	bool last_hour;                 /* the day's last hour */
	bool day_last;                  /* the day's last pase is called */
	bool day_over;                  /* ... and was decided: play ends */
	/* A failure of the lighting (IPLyC 8.11.2-3): play ends with the
	 * pase under way; stop_returns: its bets are handed back. */
	bool stopped, stop_returns;
	bool relief_due;                /* relieved after this pase (8.8.2) */
	int64_t mitad_out;              /* the mitad this suerte withdrew */
	bool given_up;                  /* a bank given up, nobody banking
					   since (TRAD 7) */
	struct remate_standing remate_best;  /* the best offer so far */
	bool shoe_prep;                 /* safety card and burn still due */
	bool safety_done;

	/* The bank (player-banked). */
	int bank_owner;                 /* whose bank g->bank is */
	int64_t bank;
	struct bank_state bank_state;
	bool last_paid_in_full, last_win_discounted;
	int64_t last_win;               /* the bank's last win (TRAD 38) */
	int bank_pases;                 /* pases dealt with this bank */
	bool banker_spoke;              /* the banker's word for this pase */
	bool ask_bank_again;            /* 7.10.1.1 */
	int64_t suite_discount;         /* 7.11.11, for the suite on offer */
	int64_t bank_offered;           /* a bank given up before its
					   first win, offered again "por el
					   mismo importe" (7.9.2.7); 0:
					   none */

	/* The bets and the pase. */
	struct game_bet bets[GAME_BETS_MAX];
	int n_bets;
	int refusing[GAME_BETS_MAX];    /* players who will not turn (7.9.3.4) */
	int n_refusing;
	bool holder_done;
	int holder_seat;
	enum game_moment reached;       /* the last moment the pase reached */
	enum coup_winner result;        /* the pase's outcome */
	bool pase_burnt;
	bool pay_built, closing;
	struct payout settle[GAME_BETS_MAX + 1]; /* [n_bets]: the bank */
	bool bank_settled_in;           /* settle[n_bets] is the bank's */

	/* The shoe's life. */
	bool last_pase;                 /* the safety card has shown */
	bool end_shoe, change_shoe, play_on, suite_if_banca, sabot_right;
	int face_ups;                   /* this shoe (7.7.1.1) */
	size_t discards;                /* cards in the discard tray */

	/* Anomalies injected and not yet ruled on. */
	struct game_anomaly pending[GAME_ANOMALIES_MAX];
	int n_pending;
	int missed;                     /* dropped at a pase's end unruled */
	int rulings;                    /* rulings made in this pase */
	unsigned ruling_flags[GAME_ANOMALIES_MAX];
	int ruling_index;               /* next: the pending one ruled on */
	int ruling_cards_out;           /* next: its cards_out */
	bool ruling_at_card;            /* next: at a card, not a step */

	/* Actions due before anything else (payments, calls after an event). */
	struct game_action queue[GAME_QUEUE_MAX];
	int q_head, q_len;

	/* Paying in chips (game_chips.c). */
	struct chip_count chips_float;  /* the carreteles */
	int64_t arrastre;               /* taken in this pase (8.4.2.6.12) */
	struct chip_count change_in[GAME_CHANGES_MAX]; /* the players' chips
					   of the changes asked, in order */
	int change_head, n_changes;

	struct game_action history[GAME_HISTORY_MAX];
	size_t n_history;               /* actions applied, all time */
	int pases;                      /* pases closed */
};

/* The key of a kind ("pass_sabot"), or NULL. */
const char *game_act_key(enum game_act a);
/* The key of an action: the coup's key for a coup step. */
const char *game_action_key(const struct game_action *a);
/* The key of a question ("five"), or NULL. */
const char *game_question_key(enum game_question q);

/* A game over table t (copied) and the shoe s (copied; already cut, with
 * or without its safety card), later shoes made from seed.  Nothing starts
 * until game_start_shoe() or game_start_play().  STATUS_BAD_ARGUMENT when
 * the table's seats differ from the profile's. */
enum status game_init(struct game *g, const struct rules *r,
		      const struct table *t, const struct shoe *s,
		      uint64_t seed);
/* Starts with a new shoe: the remate (house-banked: the first dealer is
 * the first occupied seat from 1), the cut, the safety card, the burn. */
enum status game_start_shoe(struct game *g);
/* Play resumes after the sabot waited (IPLyC 7.9.8.3: "De reanudarse el
 * juego, cualquiera sea la fracción de tiempo transcurrida, se procederá
 * a un nuevo remate de la Banca, sin que medie 'quema' de naipe
 * alguno"): a new remate, then the pase from the shoe as it is, neither
 * burnt nor cut again, with no new safety card.  STATUS_NOT_ALLOWED
 * unless the sabot waits. */
enum status game_resume(struct game *g);
/* Starts in the middle of play: st->banker holds the sabot and deals the
 * next pase.  STATUS_SEAT_EMPTY when the banker (or the suite's giver) is
 * not seated, STATUS_BAD_AMOUNT for a bank that is not positive. */
enum status game_start_play(struct game *g, const struct game_start *st);

/* The day's last hour (IPLyC 8.4.2.10.6: "Durante la última hora de
 * actividad, en el caso de haber finalizado el mazo, comunicará al
 * público apostador con voz clara 'Último pase, esta mesa continúa'"):
 * the safety card's LAST_PASE then carries count 1, the table going on
 * into a new shoe. */
void game_set_last_hour(struct game *g, bool on);
/* Before the pase's bets are called: it is the day's last pase (8.12:
 * "¡Hagan juego para el último pase!", the PLACE_BETS with count 1).
 * Decided, "¡Ha sido el último pase!" (END_OF_SHOE) ends play: no sabot
 * passed, no new shoe; an ancar plays on (7.12.1) with the pases after
 * it called as the last.  STATUS_NOT_ALLOWED once the bets are called. */
enum status game_call_last_pase_of_day(struct game *g);

/* The croupier is relieved after the pase under way (IPLyC 8.8.2): once
 * it is paid, he tells the one coming in (8.8.2.7) in one RELIEF action:
 * winner, the pase's result; after Banca (or an ancar, a void pase) count
 * is the percentage of the bank's next payment, 100 or 90 (8.8.2.7.1,
 * "con o sin descuento"), and stake the mitad the banker withdrew in this
 * suerte (0: none); after Punto, count 0: the next banker's first pase
 * (8.8.2.7.2); in a suite, player is who gave it and seat the seat that
 * goes out when it ends (8.8.2.7.3).  Player-banked profiles only:
 * STATUS_NOT_ALLOWED otherwise, or once the pase is over. */
enum status game_relief_after_pase(struct game *g);

/* The croupier's next action, or a WAIT for an answer, or OVER. */
enum status game_expected(const struct game *g, struct game_action *out);
/* Whether two actions are the same croupier action: the fields that say
 * what the croupier does (those game_apply compares). */
bool game_action_same(const struct game_action *a,
		      const struct game_action *b);
/* Paying in chips: what is wrong with the chips of given, taken as the
 * PAY or CHANGE due now (chips_check against the float; a change's chips
 * must not be the player's own).  CHIPS_FAULT_NONE for any other action
 * or a table that does not pay in chips. */
enum chips_fault game_chips_fault(const struct game *g,
				  const struct game_action *given);
/* Applies the croupier's action when it is the expected one: the same
 * kind and step and the same seat, player, amount, stake, card, totals,
 * winner, ruling flags, count and denied (the rule and the text are not
 * compared), and in chips chips the rule accepts (game_chips_fault).
 * STATUS_WRONG_ACTION (and nothing changes) otherwise. */
enum status game_apply(struct game *g, const struct game_action *given);
/* The expected action applied as it is (for scripts and tests). */
enum status game_apply_expected(struct game *g);

/* The players.  Each returns STATUS_NOT_ALLOWED when the game is not
 * waiting for that answer from that player (STATUS_WRONG_ACTION when it
 * waits for another question), and changes nothing on any error. */

/* A bet while bets are open (after "¡Hagan juego!").  STATUS_NOT_ALLOWED
 * outside that time or for the banker on Punto or a bet the profile lacks
 * (with *rule when not NULL), STATUS_UNDER_MINIMUM,
 * STATUS_BOTH_CHANCES_TOO_CLOSE, STATUS_BAD_AMOUNT,
 * STATUS_BAD_ARGUMENT (a player not at the table). */
enum status game_place_bet(struct game *g, int player, enum bet_chance on,
			   int64_t amount, bool marcando, enum rule_id *rule);
/* While bets are open after the last pase of the day was an ancar (the
 * ruling PLAY_ON_UNTIL_DECIDED, until a pase is decided)
 * (7.12.1: "los Apostadores podrán modificar sus apuestas total o
 * parcialmente"): the player takes back amount of his bet on a chance
 * (marcando: of his marcando bet).  The croupier hands it back (a
 * RETURN_BET citing 7.12.1), telling a standing player who takes back
 * part of it what remains in play (its stake, citing 8.4.2.2.3), except a
 * seated Punto bet, which is the player's own to handle (8.4.2.2.2).  STATUS_NOT_ALLOWED at any
 * other time, STATUS_BAD_AMOUNT for more than the bet or not positive,
 * STATUS_BAD_ARGUMENT when he has no such bet. */
enum status game_withdraw_bet(struct game *g, int player, enum bet_chance on,
			      int64_t amount, bool marcando);
/* While bets are open: the player's bets on a chance are forgotten,
 * nobody there to collect them (IPLyC 8.4.2.8, 7.8.2): a winning one is
 * paid and rides again (forgotten.h), at most three pases running, then,
 * or at once when it goes over the maximum, it is withdrawn into custody
 * (a RETURN_BET of RULE_FORGOTTEN).  STATUS_NOT_ALLOWED outside that
 * time, STATUS_BAD_ARGUMENT when he has no bet on that chance. */
enum status game_forget_bet(struct game *g, int player, enum bet_chance on);
/* While bets are open: claimant claims the player's bet on a chance as
 * his (IPLyC 7.8.1.13): the croupier withdraws it from play until the
 * claim is settled (a RETURN_BET of RULE_CLAIMED for each of the
 * player's bets on that chance, due before "¡No va más!"); it takes no
 * part in the pase.  STATUS_NOT_ALLOWED outside that time,
 * STATUS_BAD_ARGUMENT when he has no bet on that chance or the claimant
 * is himself or not at the table. */
enum status game_claim_bet(struct game *g, int player, enum bet_chance on,
			   int claimant);
/* While bets are open, with the profile paying in chips: the player
 * hands in the chips in and asks for chips of at most into ("¡Cambio!",
 * IPLyC 8.4.2.7); the croupier's CHANGE is due before "¡No va más!".
 * STATUS_NOT_ALLOWED outside that time, without chips or with
 * GAME_CHANGES_MAX pending; STATUS_BAD_ARGUMENT for a player not at the
 * table, no chips or a largest chip the table lacks; STATUS_BAD_AMOUNT
 * when there is nothing to change (chips_change). */
enum status game_request_change(struct game *g, int player,
				const struct chip_count *in, int64_t into);
/* While bets are open: the player will not turn Punto's cards should they
 * come to him (7.9.3.4). */
enum status game_refuse_cards(struct game *g, int player);
/* The amount a bank given up before its first win is offered again for
 * (IPLyC 7.9.2.7: "ésta será ofrecida nuevamente por el mismo importe":
 * the salida, the remate's amount for the shoe's first bank), while the
 * free seat is on offer and its taker has not answered; 0 otherwise.  A
 * taker banks for exactly that amount (game_answer_bank). */
int64_t game_bank_offered(const struct game *g);

/* GAME_Q_REMATE: the seated players' offers (table_remate); none: nobody
 * wants to bank and the sabot waits. */
enum status game_answer_remate(struct game *g,
			       const struct remate_offer *offers, int n);
/* GAME_Q_CUT: the player asked cuts (true) or refuses. */
enum status game_answer_cut(struct game *g, bool cuts);
/* GAME_Q_BANK: the player asked banks for amount (ignored house-banked;
 * within the table limits: STATUS_UNDER_MINIMUM, STATUS_OVER_MAXIMUM),
 * or declines (takes false). */
enum status game_answer_bank(struct game *g, int player, bool takes,
			     int64_t amount);
/* GAME_Q_FREE_SEAT: the players who want to bank from the free seat. */
enum status game_answer_free_seat(struct game *g, const int *players, int n);
/* GAME_Q_BANKER: what the banker does before the pase; all zero: nothing.
 * A request the rules refuse (a mitad too early or a second one under
 * TRAD 35, a raise not above the bank or over the maximum, a suite in a
 * house-banked game) is not an error: the croupier must refuse it, so a
 * DENY action with the rule is expected, and the rest of the word
 * stands.  STATUS_BAD_AMOUNT for a negative amount. */
enum status game_answer_banker(struct game *g,
			       const struct game_banker_word *w);
/* GAME_Q_SUITE: the players who want the suite; raise_to: the taker's
 * raise (0: the amount offered). */
enum status game_answer_suite(struct game *g, const int *players, int n,
			      int64_t raise_to);
/* GAME_Q_FIVE: the holder's "pido" or "planto". */
enum status game_answer_five(struct game *g, int player,
			     enum five_decision five);

/* An anomaly to happen at its moment of the pase under way (or of the
 * next one, if the pase has not begun).  STATUS_BAD_ARGUMENT for an
 * unknown kind or moment, or a moment the anomaly cannot happen at (an
 * early draw after the bets closed), STATUS_TOO_MANY_CARDS when GAME_ANOMALIES_MAX
 * are pending.  A joker or a foreign-back card coming out of the shoe is
 * an anomaly by itself: the game rules on it without being told.
 *
 * Some anomalies at the n-th card need the card drawn there (anomaly.h):
 *   - a joker or a foreign back (7.7.7.1) is planted, a card of its own,
 *     on top of the shoe when the coup draws its n-th card, and comes
 *     out as one; a coup that draws no n-th card never meets it (it is
 *     missed), and no card of the decks is burnt in its place;
 *   - a card wrongly asked for Punto (7.7.4.1) or for Banca (7.7.4.2) is
 *     one the table does not give that hand: not where the n-th card is
 *     Punto's (Banca's) third by the tables.
 * Planted only as it comes out, the card never counts among the cards
 * left before: the shoe shows the count of its decks alone, as a real
 * sabot's would to the croupier, who counts the decks and the cards out
 * and never a joker he has not seen. */
enum status game_inject_anomaly(struct game *g, const struct game_anomaly *a);

/* Reading the table, for front ends. */
static inline enum game_phase game_phase(const struct game *g)
{
	return g->phase;
}
static inline const struct table *game_table(const struct game *g)
{
	return &g->table;
}
static inline const struct shoe *game_shoe(const struct game *g)
{
	return &g->shoe;
}
static inline const struct coup *game_coup(const struct game *g)
{
	return &g->coup;
}
static inline const struct sabot *game_sabot(const struct game *g)
{
	return &g->sabot;
}
/* The bets on the table now. */
const struct game_bet *game_bets(const struct game *g, int *n);
/* Paying in chips: the carreteles now, what was taken in this pase, and
 * the chips the player hands in for the change due (NULL: none due). */
const struct chip_count *game_chips_float(const struct game *g);
int64_t game_arrastre(const struct game *g);
const struct chip_count *game_change_in(const struct game *g);
/* Who banks (0: nobody, or the croupier deals), his seat and bank. */
int game_banker(const struct game *g);
int game_banker_seat(const struct game *g);
int64_t game_bank(const struct game *g);
const struct bank_state *game_bank_state(const struct game *g);
/* The seat turning Punto's cards this pase (0: the croupier or not yet). */
int game_holder_seat(const struct game *g);
size_t game_cards_left(const struct game *g);
bool game_cut_reached(const struct game *g);
bool game_last_pase(const struct game *g);
size_t game_discards(const struct game *g);
/* The pase's outcome once defined (COUP_WINNER_VOID for a void or burnt
 * pase), else COUP_WINNER_NONE. */
enum coup_winner game_result(const struct game *g);
/* Pases closed since the start. */
int game_pases(const struct game *g);
/* Whether play was stopped by a failure of the lighting (IPLyC 8.11.2,
 * the superiors ceasing it, or 8.11.3): the game is over once the pase
 * under way is closed. */
bool game_stopped(const struct game *g);
/* Injected anomalies dropped unruled because their moment never came. */
int game_missed_anomalies(const struct game *g);
/* The ruling flags given in the pase under way (or the last closed one,
 * until the next begins), in order; returns how many. */
int game_rulings(const struct game *g, const unsigned **flags);
/* The history: actions applied, i = 0 the oldest kept.  Returns how many
 * are kept (at most GAME_HISTORY_MAX); NULL past the end. */
size_t game_history_count(const struct game *g);
const struct game_action *game_history(const struct game *g, size_t i);
/* The last action applied, or NULL. */
const struct game_action *game_last_action(const struct game *g);

#endif
