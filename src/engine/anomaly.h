/* SPDX-License-Identifier: GPL-3.0-or-later */
/* anomaly.h: the anomalies a drill or an exam injects, and their rulings.
 *
 * An anomaly is an event at the table (a card comes out face up, Punto's
 * cards go to the wrong player, the banker draws before "¡Cartas!"...).
 * anomaly_rule() says what the croupier must do about it, as a set of
 * ruling flags, with the rule and the exact article that requires it
 * (IPLyC 7.7, 7.9.2.2, 7.10, 7.12; TRAD 15, 19-20, 49-51; LNSE-MIDI 9.3,
 * 9.5; IPLyC 8.11, a failure of the lighting).  The ruling depends on the moment of the pase, which the caller
 * describes in a struct anomaly_context.
 *
 * Anomalies and ruling flags have stable keys ("face_up", "burn_pase"):
 * scenario files and the CLI's JSON use them. */
#ifndef ENGINE_ANOMALY_H
#define ENGINE_ANOMALY_H

#include <stdbool.h>

#include "engine/rules.h"
#include "engine/status.h"

/* One entry per anomaly a drill or exam can inject (IPLyC 7.7, 7.9.2.2,
 * 7.10, 7.12, 8.11; TRAD 15, 19-20, 49-51), each with the rule that rules
 * it; the floor, 7.7.6, is three: its three cases are different events;
 * the lighting, 8.11, two: partial (8.11.2) and total (8.11.3).  New
 * entries go at the end: the numbers are recorded with the actions.
 * X(id, key, rule id). */
#define ANOMALY_LIST(X)                                                  \
	X(FACE_UP, "face_up", FACE_UP)                                   \
	X(CONFUSION, "confusion", CONFUSION)                             \
	X(BANKER_TURNS, "banker_turns", BANKER_TURNS)                    \
	X(WRONG_PUNTO_CARD, "wrong_punto_card", WRONG_PUNTO_CARD)        \
	X(WRONG_BANCA_CARD, "wrong_banca_card", WRONG_BANCA_CARD)        \
	X(WRONG_HOLDER, "wrong_holder", WRONG_HOLDER)                    \
	X(VOLUNTAD_ERROR, "voluntad_error", VOLUNTAD_ERROR)              \
	X(NOT_ENOUGH_CARDS, "not_enough_cards", VOID_PASE)               \
	X(CANNOT_FINISH, "cannot_finish", CANNOT_FINISH)                 \
	X(FLOOR_SHUFFLE, "floor_shuffle", FLOOR)                         \
	X(FLOOR_STAFF, "floor_staff", FLOOR)                             \
	X(FLOOR_PLAYER, "floor_player", FLOOR)                           \
	X(FOREIGN_BACK, "foreign_back", FOREIGN_CARD)                    \
	X(JOKER, "joker", FOREIGN_CARD)                                  \
	X(STUCK_CARDS, "stuck_cards", FOREIGN_CARD)                      \
	X(EXTRA_CARD, "extra_card", FOREIGN_CARD)                        \
	X(MARKED_CARDS, "marked_cards", FOREIGN_CARD)                    \
	X(EARLY_DRAW, "early_draw", EARLY_DRAW)                          \
	X(NO_BANK_UP, "no_bank_up", NO_BANK_UP)                          \
	X(WRONG_BANKER, "wrong_banker", WRONG_BANKER)                    \
	X(LAST_PASE_ANCAR, "last_pase_ancar", LAST_PASE_ANCAR)          \
	X(LIGHT_PARTIAL, "light_partial", LIGHTING)                      \
	X(LIGHT_OUT, "light_out", LIGHTING)

enum anomaly {
#define ANOMALY_ENUM(id, key, rule) ANOMALY_##id,
	ANOMALY_LIST(ANOMALY_ENUM)
#undef ANOMALY_ENUM
	ANOMALY__COUNT
};

/* What the croupier must do.  A ruling is a set of these bits; where two
 * are alternatives the comment says which comes first.  New flags go at
 * the end (the bits are recorded with the actions); an unsigned holds 31,
 * and the list is full: a new one needs a wider type.  X(id, key). */
#define RULING_FLAG_LIST(X)                                              \
	/* the offending card goes to the discard tray */                 \
	X(BURN_CARD, "burn_card")                                        \
	/* the cards drawn (the confused or early ones) are burnt */      \
	X(BURN_CARDS, "burn_cards")                                      \
	/* "¡Se quema el pase!": the pase is annulled, its cards burnt */ \
	X(BURN_PASE, "burn_pase")                                        \
	/* "¡Se quema el mazo!": the sabot is unmade (8.7.2.1); a pase   \
	 * under way is not played */                                    \
	X(BURN_SHOE, "burn_shoe")                                        \
	/* the decks are replaced by others, at once */                   \
	X(CHANGE_SHOE, "change_shoe")                                    \
	/* the card wrongly asked for Punto is Banca's third card */      \
	X(CARD_TO_BANCA, "card_to_banca")                                \
	/* the card(s) play in the pase as they are */                    \
	X(CARD_VALID, "card_valid")                                      \
	/* the card is burnt and replaced by the next one, and so on     \
	 * until the pase is defined */                                   \
	X(REPLACE_CARD, "replace_card")                                  \
	/* the decks are replaced once the pase is defined */             \
	X(CHANGE_SHOE_AFTER, "change_shoe_after")                        \
	/* "¡Este pase es correcto!": the pase stands as played */        \
	X(PASE_VALID, "pase_valid")                                      \
	/* "¡Pase sin definir!": null for all purposes */                 \
	X(PASE_VOID, "pase_void")                                        \
	/* the mistake is put right now, with the cards in view (7.6.8) */\
	X(CORRECT_AT_ONCE, "correct_at_once")                            \
	/* the player who should have had Punto's cards decides the 5 */  \
	X(RIGHT_PLAYER_DECIDES, "right_player_decides")                  \
	/* the voluntad the croupier announced stands, unappealable */    \
	X(CALL_STANDS, "call_stands")                                    \
	/* a punter who disagrees may take his bet back */                \
	X(WITHDRAW_BET_ALLOWED, "withdraw_bet_allowed")                  \
	/* the supervisor draws the rest of the pase */                   \
	X(SUPERVISOR_COMPLETES, "supervisor_completes")                  \
	/* the inspector or supervisor decides (whether the cards play,  \
	 * when to change the shoe, a case the articles leave open) */    \
	X(SUPERVISOR_DECIDES, "supervisor_decides")                      \
	/* if Banca wins the supervisor's pase, the suite is given and   \
	 * the bank's money is held in custody for its owner */           \
	X(SUITE_IF_BANCA_WINS, "suite_if_banca_wins")                    \
	/* "¿Su banca?": the banker is asked for his bank for the next   \
	 * pase, within the table limits */                               \
	X(ASK_BANK, "ask_bank")                                          \
	/* "¡Asiento libre para bancar!" (after ASK_BANK: if he declines);\
	 * nobody interested: the sabot goes on to the right (7.9.2.8) */ \
	X(FREE_SEAT_TO_BANK, "free_seat_to_bank")                        \
	/* the sabot passes to the player on the right */                 \
	X(SABOT_TO_RIGHT, "sabot_to_right")                              \
	/* the wrong banker may go on banking until his run ends */       \
	X(KEEP_BANKING, "keep_banking")                                  \
	/* then the sabot goes back to the seat it belonged to */         \
	X(SABOT_TO_RIGHTFUL_SEAT, "sabot_to_rightful_seat")              \
	/* he may not bank again in this round of the sabot */            \
	X(NO_BANK_AGAIN_THIS_ROUND, "no_bank_again_this_round")          \
	/* the pase is played out; rule again on its result */            \
	X(FINISH_PASE, "finish_pase")                                    \
	/* further pases are played until one is decided */               \
	X(PLAY_ON_UNTIL_DECIDED, "play_on_until_decided")                \
	/* players may change their bets, wholly or in part */            \
	X(BETS_MAY_CHANGE, "bets_may_change")                            \
	/* whatever was burnt is never rebuilt; no claim is heard        \
	 * (7.7.7.4: RULE_BURNT_NEVER_BACK) */                            \
	X(NEVER_RECONSTRUCT, "never_reconstruct")                        \
	/* cards in the discard tray never come out again (7.7.7.5) */    \
	X(DISCARD_FINAL, "discard_final")                                \
	/* 8.11.2 "el Sabot pasará al centro del tapete, para su mejor   \
	 * control, debiendo además restituirse a los apostadores las    \
	 * apuestas": play ceases, the bets are handed back */            \
	X(SABOT_TO_CENTRE, "sabot_to_centre")                            \
	/* 8.11.3 "se paralizará de inmediato toda actividad y los        \
	 * componentes del equipo tomarán los recaudos necesarios para el \
	 * resguardo de los valores": play stops, the bets stay, kept     \
	 * safe */                                                        \
	X(STOP_AT_ONCE, "stop_at_once")

enum ruling_bit {
#define RULING_BIT_ENUM(id, key) RULING_BIT_##id,
	RULING_FLAG_LIST(RULING_BIT_ENUM)
#undef RULING_BIT_ENUM
	RULING_BIT__COUNT
};

#define RULING_FLAG_ENUM(id, key) RULING_##id = 1u << RULING_BIT_##id,
enum ruling_flag { RULING_FLAG_LIST(RULING_FLAG_ENUM) };
#undef RULING_FLAG_ENUM

/* Who disagrees with a distribution the inspector judged correct (7.7.2). */
enum anomaly_dissent {
	DISSENT_NOBODY,
	DISSENT_PUNTER,  /* someone of the public (7.7.2.2) */
	DISSENT_BANKER,  /* the player who has the sabot (7.7.2.3) */
};

/* How the pase ended, for the rulings that depend on it (7.10). */
enum anomaly_outcome {
	OUTCOME_NONE,    /* not decided yet */
	OUTCOME_BANCA,
	OUTCOME_PUNTO,
	OUTCOME_ANCAR,
};

/* The moment of the pase.  anomaly_context_init() gives the quiet state
 * (nothing dealt, nothing turned); set what applies.  The fields describe
 * the table, not the remedy: "noticed at once" is the state where Punto's
 * cards are not yet turned, and so on. */
struct anomaly_context {
	bool no_va_mas;          /* "¡No va más!" has been called (7.7.3) */
	int cards_out;           /* cards of this pase drawn, the offending one
				    included: 0-6 (7.7.5, 7.7.7.1: 5th-6th) */
	bool punto_turned;       /* Punto's cards have been turned */
	bool punto_five;         /* Punto has 5 with voluntad (decided or not) */
	bool five_decided;       /* ... and its holder has said pido/planto */
	bool banca_turned;       /* the banker has turned any card of Banca
				    (7.6.5: he turns his after Punto, before
				    any third card) */
	bool banca_needs_card;   /* Banca draws a third card with Punto
				    standing (7.7.4.1): anomaly_banca_needs_card */
	int face_up_before;      /* face-up cards from the sabot earlier in
				    this shoe (7.7.1.1) */
	bool inspector_settles;  /* the inspector judges the distribution
				    correct (7.7.2.2); false: no solution */
	enum anomaly_dissent dissent; /* 7.7.2.2-3 */
	bool recurring;          /* stuck or extra cards keep appearing "en
				    forma considerable" (7.7.7.2) */
	bool previous_pase;      /* the banker has already played a pase with
				    this bank (7.7.5.1.1) */
	enum anomaly_outcome outcome; /* 7.10 */
};

/* The croupier's ruling. */
struct ruling {
	unsigned flags;                 /* enum ruling_flag bits */
	enum rule_id rule;              /* the rule, for rules_cite() */
	char article[RULES_CITE_MAX];   /* the exact provision applied, with
					   its source: "IPLyC 7.7.4.3.2" */
};

void anomaly_context_init(struct anomaly_context *ctx);

/* Rules on an anomaly.  STATUS_BAD_ARGUMENT for an unknown anomaly or a
 * context out of range; STATUS_NOT_ALLOWED when the profile has no such
 * event (a voluntad error without voluntad, a player's bank in a
 * house-banked game).  Articles: the sub-article of IPLyC when the
 * profile cites IPLyC for the rule, else the profile's own citation. */
enum status anomaly_rule(const struct rules *r, enum anomaly a,
			 const struct anomaly_context *ctx, struct ruling *out);

/* Whether Banca takes a card wrongly asked for Punto (7.7.4.1): with
 * Punto standing on two cards, Banca draws on 0-5 (7.4.4), never on a
 * natural.  banca_total is Banca's two-card total. */
bool anomaly_banca_needs_card(int banca_total);
/* The same by the whole coup so far (7.7.4.1 "si lo necesitare"): no
 * card after a natural on either side (7.4.3); after Punto's own third
 * card (punto_third its value, -1 when Punto stood) by Banca's table
 * (7.4.2).  Two-card totals. */
bool anomaly_banca_needs_card_in(int punto_total, int banca_total,
				 int punto_third);

/* Stable key of an anomaly ("face_up"), or NULL. */
const char *anomaly_key(enum anomaly a);
/* Looks an anomaly up by key; ANOMALY__COUNT when unknown. */
enum anomaly anomaly_by_key(const char *key);
/* The rule an anomaly belongs to; RULE__COUNT when unknown. */
enum rule_id anomaly_rule_id(enum anomaly a);
/* Key of one ruling flag ("burn_pase"), or NULL if flag is not one bit. */
const char *ruling_flag_key(unsigned flag);
/* The flag of a key; 0 when unknown. */
unsigned ruling_flag_by_key(const char *key);

#endif
