/* SPDX-License-Identifier: GPL-3.0-or-later */
/* rules.h: a rules profile, the options where the regulations differ.
 *
 * A profile is data (data/rules/<name>.yaml, loaded by scenario/); this is
 * its in-memory form.  rules_init() fills every option with the IPLyC value
 * (where the regulations differ, the default is IPLyC's, the most complete
 * of them), so a profile file only states where its regulation differs,
 * and the engine's own tests need no YAML.  Each rule also carries the
 * citation a trainee sees when the trainer explains a mistake; profiles
 * name their own articles. */
#ifndef ENGINE_RULES_H
#define ENGINE_RULES_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/chips.h"

/* Who banks: a seated player with the sabot (traditional) or the house. */
enum banking { BANKING_PLAYER, BANKING_HOUSE };

/* How Banca bets are paid when Banca wins. */
enum banca_pay {
	BANCA_PAY_DISCOUNT,   /* 90% (IPLyC 7.8.1.2) */
	BANCA_PAY_SIX_HALF,   /* 1:1, but 50% when Banca wins with 6 (LNSE-MIDI 5.2) */
	BANCA_PAY_COMMISSION, /* 1:1 less a commission (GUIA-MIDI) */
};

/* Amounts that do not divide evenly (a 90% payment of 15): the regulations
 * state percentages only (IPLyC 7.8.1.2-4; LNSE-MIDI 5.2) and are silent on
 * fractions, so the profile says.  ROUND_DOWN pays the whole units below
 * the exact figure, the house practice of paying in chips it has. */
enum rounding { ROUND_DOWN, ROUND_NEAREST_HALF_UP, ROUND_UP };

/* Whether an ancar counts as a pase for the 100%/90% alternation of the
 * bank.  This project's reading (IPLyC 8.8.1.2, payout.c): it does not. */
enum pase_count { PASE_COUNT_BANCA_WINS, PASE_COUNT_EVERY_DEFINED };

/* How a shoe's first bank is had in a player-banked game: auctioned at the
 * remate (IPLyC 7.5.4; TRAD 5), or begun by the player on the croupier's
 * right, the first occupied seat from seat 1, asked "¿Su banca?" (H8-2021:
 * "comenzará la BANCA por el jugador que este a la derecha del
 * pagador"). */
enum first_bank { FIRST_BANK_REMATE, FIRST_BANK_RIGHT_OF_CROUPIER };

/* The rules a trainee can be cited for.  The list is expanded into the enum
 * and into the key names profiles use for their citations. */
#define RULE_LIST(X)                                                     \
	X(CARD_VALUES, "card_values", "IPLyC 7.2")                       \
	X(TOTALS, "totals", "IPLyC 7.3.6")                               \
	X(SHOE_SIZE, "shoe_size", "IPLyC 7.5.3")                         \
	X(DEAL_ORDER, "deal_order", "IPLyC 7.6.1.1")                     \
	X(NATURAL, "natural", "IPLyC 7.4.3")                             \
	X(PUNTO_TABLE, "punto_table", "IPLyC 7.4.1")                     \
	X(VOLUNTAD, "voluntad", "IPLyC 8.4.2.4.1")                       \
	X(NO_FIVE, "no_five", "IPLyC 7.6.4")                             \
	X(BANCA_TABLE, "banca_table", "IPLyC 7.4.2")                     \
	X(BANCA_AFTER_STAND, "banca_after_stand", "IPLyC 7.4.4")         \
	X(ANNOUNCE, "announce", "IPLyC 8.4.2.3.4")                       \
	X(CALLS, "calls", "IPLyC 8.4.2.1.3")                             \
	X(VOID_PASE, "void_pase", "IPLyC 7.7.4.5")                       \
	X(PUNTO_CARDS_TO, "punto_cards_to", "IPLyC 7.6.2")               \
	X(PUNTO_CARDS_TIE, "punto_cards_tie", "IPLyC 7.6.3")             \
	X(PUNTO_CARDS_REFUSED, "punto_cards_refused", "IPLyC 7.9.3.4")   \
	X(BOTH_CHANCES, "both_chances", "IPLyC 7.8.1.9")                 \
	X(PAY_PUNTO, "pay_punto", "IPLyC 7.8.1.2")                       \
	X(PAY_BANCA, "pay_banca", "IPLyC 7.8.1.2")                       \
	X(PAY_BANK, "pay_bank", "IPLyC 7.8.1.3")                         \
	X(PAY_BANK_HALF_MAX, "pay_bank_half_max", "IPLyC 7.8.1.4")       \
	X(RAISE, "raise", "IPLyC 7.9.2.5")                               \
	X(MARCANDO, "marcando", "IPLyC 7.8.1.5")                         \
	X(EXCESS, "excess", "IPLyC 7.8.1.12")                            \
	X(TIE_BET, "tie_bet", "LNSE-MIDI 5.5")                           \
	X(TABLE_LIMITS, "table_limits", "IPLyC 7.8.1.1")                 \
	X(ONE_MAXIMUM, "one_maximum", "IPLyC 7.8.1.6")                   \
	X(ANCAR, "ancar", "IPLyC 8.12")                                  \
	X(PAY_ORDER_BANCA, "pay_order_banca", "IPLyC 8.4.2.6.3")         \
	X(PAY_ORDER_PUNTO, "pay_order_punto", "IPLyC 8.4.2.6.8")         \
	X(MIN_PLAYERS, "min_players", "IPLyC 7.5.1")                     \
	X(REMATE, "remate", "IPLyC 7.5.4")                               \
	X(CUT, "cut", "IPLyC 7.5.7")                                     \
	X(CUT_SIZE, "cut_size", "IPLyC 7.5.9")                           \
	X(SAFETY_CARD, "safety_card", "IPLyC 7.5.10")                    \
	X(BURN, "burn", "LNSE-MIDI 8.2")                                 \
	X(ROTATION, "rotation", "IPLyC 7.13.1.1")                        \
	X(ONCE_A_ROUND, "once_a_round", "IPLyC 7.9.8.1")                 \
	X(SABOT_WAITS, "sabot_waits", "IPLyC 7.9.8.2")                   \
	X(ALONE, "alone", "IPLyC 7.9.5.4")                               \
	X(CUTTER, "cutter", "IPLyC 7.9.5.3")                             \
	X(RESERVED, "reserved", "IPLyC 7.14.2")                          \
	X(RELIEF, "relief", "IPLyC 8.8.2.7")                             \
	X(FREE_SEAT, "free_seat", "IPLyC 7.9.5.1")                       \
	X(MITAD, "mitad", "IPLyC 7.9.2.4")                               \
	X(SUITE, "suite", "IPLyC 7.11.3.1")                              \
	X(SUITE_GIVER, "suite_giver", "IPLyC 7.11.3.2")                  \
	X(SUITE_STANDING, "suite_standing", "IPLyC 7.11.12")             \
	X(SUITE_END, "suite_end", "IPLyC 7.11.4")                        \
	X(SUITE_OF_SUITE, "suite_of_suite", "IPLyC 7.11.5")              \
	X(SUITE_NOBODY, "suite_nobody", "IPLyC 7.11.8")                  \
	X(SUITE_NO_MITAD, "suite_no_mitad", "IPLyC 7.11.13")             \
	X(SUITE_DISCOUNT, "suite_discount", "IPLyC 7.11.11")             \
	X(SUITE_SHOE_END, "suite_shoe_end", "IPLyC 7.13.2")              \
	X(NEW_SHOE, "new_shoe", "IPLyC 7.13.1")                          \
	X(FACE_UP, "face_up", "IPLyC 7.7.1.1")                           \
	X(CONFUSION, "confusion", "IPLyC 7.7.2.1")                       \
	X(BANKER_TURNS, "banker_turns", "IPLyC 7.7.3")                   \
	X(WRONG_PUNTO_CARD, "wrong_punto_card", "IPLyC 7.7.4.1")         \
	X(WRONG_BANCA_CARD, "wrong_banca_card", "IPLyC 7.7.4.2")         \
	X(WRONG_HOLDER, "wrong_holder", "IPLyC 7.7.4.3")                 \
	X(VOLUNTAD_ERROR, "voluntad_error", "IPLyC 7.7.4.4")             \
	X(CANNOT_FINISH, "cannot_finish", "IPLyC 7.7.5")                 \
	X(FLOOR, "floor", "IPLyC 7.7.6")                                 \
	X(FOREIGN_CARD, "foreign_card", "IPLyC 7.7.7")                   \
	X(EARLY_DRAW, "early_draw", "IPLyC 7.9.2.2")                     \
	X(NO_BANK_UP, "no_bank_up", "IPLyC 7.10.1")                      \
	X(WRONG_BANKER, "wrong_banker", "IPLyC 7.10.2")                  \
	X(LAST_PASE_ANCAR, "last_pase_ancar", "IPLyC 7.12")              \
	X(BURNT_NEVER_BACK, "burnt_never_back", "IPLyC 7.7.7.4")          \
	X(FORGOTTEN, "forgotten", "IPLyC 8.4.2.8")                       \
	X(CLAIMED, "claimed", "IPLyC 7.8.1.13")                          \
	X(CHIPS_PAY, "chips_pay", "IPLyC 8.4.2.6.3.3")                   \
	X(CHIPS_FLOAT, "chips_float", "IPLyC 8.4.2.6.2")                 \
	X(CHANGE, "change", "IPLyC 8.4.2.7.2")                           \
	X(CHIPS_BET, "chips_bet", "IPLyC 7.8.1.8")                       \
	X(LIGHTING, "lighting", "IPLyC 8.11")

enum rule_id {
#define RULE_ENUM(id, key, cite) RULE_##id,
	RULE_LIST(RULE_ENUM)
#undef RULE_ENUM
	RULE__COUNT
};

#define RULES_NAME_MAX 32
/* The profile used where none is named (rules_init() fills its values;
 * data/rules/NAME.yaml is its file). */
#define RULES_DEFAULT_PROFILE "iplyc"
#define RULES_CITE_MAX 40
/* Room for the trainer's skills' target times (scenario/targets.h). */
#define RULES_TARGETS_MAX 16

struct rules {
	char name[RULES_NAME_MAX];      /* "iplyc", "trad", ... */
	enum banking banking;
	int decks;                      /* 6 or 8 */
	int seats;                      /* numbered seats at the table */
	int min_players;                /* seated players needed to start */
	bool voluntad;                  /* Punto's holder chooses on 5 */
	int punto_draws_to;             /* highest total Punto draws on
					   without voluntad (4 trad, 5 MIDI) */
	int64_t table_min, table_max;   /* in whole units */
	/* "El máximo de las apuestas será fijado para cada mesa en 30 a 100
	 * veces el mínimo" (LNSE-MIDI 5.4): a table's maximum lies within
	 * these many minimums; 0 bounds nothing (IPLyC and TRAD set none).
	 * The citation is the option's own article, since no trainee's
	 * action breaks it: only a table written so. */
	int max_minimums_low, max_minimums_high;
	char max_minimums_cite[RULES_CITE_MAX];
	/* The authorised band a table's limits must keep: "no pudiendo en
	 * ningún caso ser inferior al mínimo autorizado" (LNSE-MIDI 5.4),
	 * "de acuerdo a la banda de fluctuación autorizada" (7.2; Anexo II:
	 * 10 to 50,000).  0 bounds nothing (IPLyC and TRAD state none).
	 * Each with the option's own article, as above. */
	int64_t authorised_min, authorised_max;
	char authorised_min_cite[RULES_CITE_MAX];
	char authorised_max_cite[RULES_CITE_MAX];

	/* Payouts, in percent of the stake won. */
	enum banca_pay banca_pay;
	int banca_pct;                  /* seat and standing Banca bets: 90 */
	int banca_six_pct;              /* BANCA_PAY_SIX_HALF: 50 */
	int commission_pct;             /* BANCA_PAY_COMMISSION: 5 */
	int bank_odd_pct, bank_even_pct;/* the banker's bank: 100 / 90 */
	bool half_max_inverts;          /* IPLyC 7.8.1.4 */
	bool raise_restarts;            /* IPLyC 7.9.2.5 */
	enum pase_count pase_count;
	int marcando_pct;               /* 50; 0: no marcando bets */
	bool tie_bet;                   /* a TIE bet exists */
	int tie_pays;                   /* 8 (to 1) */
	int tie_cap_pct;                /* tie bets up to this % of the max */
	enum rounding rounding;

	/* The shoe. */
	int cut_min_cards;              /* a cut leaves more than this: 50 */
	int safety_min, safety_max;     /* cards below the safety cut card */
	/* The safety cut card "anuncia el último pase" (IPLyC 7.5.10,
	 * 8.7.1.1.16; TRAD 11): when it appears the pase under way ends and
	 * one more, the last, is played.  LNSE-MIDI 8.1: its appearance ends
	 * the game after the coup under way ("salvo la que se esté llevando a
	 * cabo"): false. */
	bool safety_announces_last;
	bool burn_first_card;           /* MIDI burn by the first card */
	int face_up_burns_shoe;         /* the n-th face-up card burns the shoe */

	/* The sabot's life (player-banked profiles). */
	bool giver_priority;            /* TRAD 43: giver before standing */
	bool mitad_once;                /* TRAD 35 */
	int suite_discount_pct;         /* 5 after a 100% payment (7.11.11) */
	/* TRAD 38: the giver's discount is suite_discount_pct of the last
	 * pase's win (paid in full), not of the whole bank (7.11.11). */
	bool suite_discount_on_win;
	enum first_bank first_bank;
	/* With one seated player who does not bank, the croupier deals as
	 * Banca (H8-2021: "si el jugador juega a punto, el pagador hará de
	 * banca sacando las cartas"); false: the sabot is offered as a free
	 * seat and waits (IPLyC 7.9.5.1, 7.9.8.2). */
	bool croupier_banks_alone;

	/* Who turns Punto's cards, and rulings on them. */
	/* A player betting both chances may not turn them (IPLyC 7.6.2,
	 * 7.9.4.2; TRAD 47); LNSE-MIDI 8.4 names no such exclusion. */
	bool both_chances_excluded;
	/* A player who loses the right to turn Punto's cards, by refusing
	 * them (IPLyC 7.9.3.4: "deberá ubicar su apuesta en el sector del
	 * tapete destinado a las apuestas de pie"; TRAD 46: "tal derecho
	 * corresponderá al jugador cuya apuesta estuviere en el segundo
	 * lugar") or by betting both chances (IPLyC 7.9.4.2: "colocará su
	 * apuesta en el sector ... de pie"; TRAD 47: "pierde el derecho"),
	 * places his Punto bet in the standing area, paid with the standing
	 * bets (true), or keeps it in his seat, the right alone passing
	 * (false): one reading for both cases. */
	bool lost_right_to_standing;
	/* TRAD 19: a 5 decided by the wrong player who turned the cards
	 * stands ("no habrá lugar a reclamo alguno"); IPLyC 7.7.4.3.2 lets
	 * the right player decide. */
	bool wrong_holder_five_stands;

	/* Where the text reads two ways (each default follows the reading
	 * the wording favours; data/rules/iplyc.yaml cites both). */
	/* 7.9.3.1 ranks the Punto bets; a marcando bet "juega el 50% de su
	 * valor" (7.8.1.5): false ranks it at what it plays, true at face. */
	bool marcando_ranks_face;
	/* 7.11.11's 5% "antes de tirarse el pase siguiente": false, an
	 * ancar thrown in between ends it; true, only a decided pase. */
	bool suite_discount_after_ancar;
	/* Whether a suite's taker goes on with the giver's pase count and
	 * salida for the 100%/90% alternation (true) or starts his own, as
	 * one who "sale con el Sabot" (false). */
	bool suite_count_continues;
	/* A bank given up before its first win is offered again "por el
	 * mismo importe" (IPLyC 7.9.2.7); false: whoever takes it comes out
	 * "con la cantidad que desee dentro de los topes" (TRAD 7). */
	bool given_up_same_amount;
	/* A bank given up before its first win that nobody at all takes:
	 * the sabot goes on to the right and, passed every seat, waits
	 * (IPLyC 7.9.2.7, 7.9.8.2; false), or "se quemará el mazo,
	 * efectuándose un nuevo remate" (TRAD 7; true). */
	bool given_up_burns_shoe;
	char given_up_burns_cite[RULES_CITE_MAX];  /* its own article */
	/* When a payment's excesses over the maximum are handed back, the
	 * bank's first in either reading: before the payments (IPLyC
	 * 8.4.2.6.13: "Entregará en primer término los excedentes"; false),
	 * or after them, in the order they were paid (8.4.2.2.9: "continuando
	 * con los demás en el mismo orden en que fueron pagados"; true). */
	bool excesses_after_payments;

	/* Mastery and speed: read by the trainer through
	 * scenario/targets.h, never by the engine.  target_ms holds each
	 * skill's target time in milliseconds, indexed by the position of
	 * the skill in scenario.h's SKILL_LIST (the engine has no skills);
	 * 0 keeps the default.  mastery_attempts (the last N attempts
	 * judged) and mastery_accuracy (percent): 0 keeps the default. */
	int32_t target_ms[RULES_TARGETS_MAX];
	int mastery_attempts;
	int mastery_accuracy;

	/* The table's chips (chips.h): off unless a scenario or the caller
	 * pays in chips. */
	struct chip_set chips;

	char cite[RULE__COUNT][RULES_CITE_MAX];
};

/* The IPLyC profile (Res. 1452/12): the base every profile file changes. */
void rules_init(struct rules *r);
/* The house-banked MIDI base (LNSE-MIDI 100/2016). */
void rules_init_midi(struct rules *r);
/* The key of a rule in profile files ("banca_table"), or NULL. */
const char *rule_key(enum rule_id id);
/* Looks a rule up by key; returns RULE__COUNT when unknown. */
enum rule_id rule_by_key(const char *key);
/* The citation of a rule in this profile ("IPLyC 7.4.2"). */
const char *rules_cite(const struct rules *r, enum rule_id id);
/* Whether a table of MIN to MAX keeps the profile's band of minimums
 * (LNSE-MIDI 5.4: the maximum 30 to 100 times the minimum). */
bool rules_max_in_minimums(const struct rules *r, int64_t min, int64_t max);
/* The article of that band, or of the table's limits when the band came
 * from a scenario's options: without an article. */
const char *rules_max_minimums_cite(const struct rules *r);
/* Whether a table's minimum (or maximum) keeps the authorised band
 * (LNSE-MIDI 5.4, 7.2, Anexo II). */
bool rules_min_authorised(const struct rules *r, int64_t min);
bool rules_max_authorised(const struct rules *r, int64_t max);
/* Copies a citation into a RULES_CITE_MAX buffer, cut if longer. */
void rules_copy_cite(char dst[RULES_CITE_MAX], const char *cite);
/* The table's chips of the IPLyC and MIDI profiles: the denominations
 * and colours of common Argentine tables, the profiles' defaults (the
 * regulations name none). */
void rules_chips_iplyc(struct chip_set *s);
void rules_chips_midi(struct chip_set *s);
/* Applies the profile's rounding to num/den (den > 0, num >= 0); paying
 * in chips, to whole multiples of the smallest chip (the exact figure
 * 171 is 170 with chips of 5). */
int64_t rules_round(const struct rules *r, int64_t num, int64_t den);

#endif
