/* SPDX-License-Identifier: GPL-3.0-or-later */
/* coup.h: one coup (pase) as a step machine.
 *
 * At every point the machine answers "what must the croupier do now?"
 * (coup_expected) with the action, its parameters and the rule that
 * requires it, and advances only when it is given that very action
 * (coup_apply).  The trainer compares a trainee's action with the expected
 * one; the CLI and the tests run the machine over a list of cards
 * (coup_play).
 *
 * The order of the steps follows the regulation:
 *   "¡No va más!", "¡Cartas!" (IPLyC 8.4.2.1.3-4, 7.9.2.2);
 *   four cards, 1st and 3rd to Punto, 2nd and 4th to Banca (7.6.1.1);
 *   Punto's decision on 5 before Banca turns any card: the voluntad asked
 *   and ratified (8.4.2.4.1), or "¡No 5!" when the croupier turns Punto's
 *   cards (7.6.4).  TRAD 24 says Banca looks at its cards only after Punto
 *   "haya resuelto su jugada definitivamente", and IPLyC 7.7.4.4 lets a
 *   misread voluntad be corrected until Banca turns a card;
 *   a natural 8 or 9 on either side defines the pase (7.4.3);
 *   otherwise Punto's third card or stand (7.4.1), then Banca's (7.4.2,
 *   7.4.4);
 *   the totals, Banca's first (8.4.2.3.4), then the winner.
 * When the cards run out before the pase is defined the caller says so
 * (coup_no_more_cards) and the pase is void (7.7.4.5).
 *
 * The engine never sees the shoe: a step that takes a card carries the
 * card the caller dealt. */
#ifndef ENGINE_COUP_H
#define ENGINE_COUP_H

#include <stdbool.h>
#include <stddef.h>

#include "engine/card.h"
#include "engine/rules.h"
#include "engine/status.h"

#define COUP_ACTION_LIST(X)                                  \
	X(CALL_NO_VA_MAS, "call_no_va_mas")                  \
	X(CALL_CARTAS, "call_cartas")                        \
	X(DEAL_TO_PUNTO, "deal_to_punto")                    \
	X(DEAL_TO_BANCA, "deal_to_banca")                    \
	X(ASK_VOLUNTAD, "ask_voluntad")                      \
	X(RATIFY_PIDE, "ratify_pide")                        \
	X(RATIFY_PLANTA, "ratify_planta")                    \
	X(CALL_NO_FIVE, "call_no_five")                      \
	X(ANNOUNCE_NATURAL, "announce_natural")              \
	X(PUNTO_DRAWS, "punto_draws")                        \
	X(PUNTO_STANDS, "punto_stands")                      \
	X(BANCA_DRAWS, "banca_draws")                        \
	X(BANCA_STANDS, "banca_stands")                      \
	X(ANNOUNCE_TOTALS, "announce_totals")                \
	X(ANNOUNCE_WINNER, "announce_winner")                \
	X(VOID_PASE, "void_pase")                            \
	X(DONE, "done")

enum coup_action {
#define COUP_ACTION_ENUM(id, key) COUP_##id,
	COUP_ACTION_LIST(COUP_ACTION_ENUM)
#undef COUP_ACTION_ENUM
	COUP_ACTION__COUNT
};

/* Who turns Punto's cards: a seated player (who has the voluntad where the
 * profile gives it) or, with no seated Punto bet, the croupier, who must
 * stand on 5 (IPLyC 7.6.4). */
enum coup_holder { COUP_HOLDER_PLAYER, COUP_HOLDER_CROUPIER };

/* The holder's word on 5 (IPLyC 7.9.4.1: "pido" o "planto"). */
enum five_decision { FIVE_UNDECIDED, FIVE_PIDO, FIVE_PLANTO };

enum coup_winner {
	COUP_WINNER_NONE,  /* not defined yet */
	COUP_WINNER_PUNTO,
	COUP_WINNER_BANCA,
	COUP_WINNER_ANCAR, /* equal totals */
	COUP_WINNER_VOID,  /* cards ran out: 7.7.4.5 */
};

/* One croupier action.  card: for the four actions that take a card
 * (DEAL_TO_PUNTO, DEAL_TO_BANCA, PUNTO_DRAWS, BANCA_DRAWS) the card dealt;
 * 0 in an expected step, where the caller supplies it.  The totals are
 * those on the table when the action is due (before its card); winner is
 * set for ANNOUNCE_WINNER and VOID_PASE. */
struct coup_step {
	enum coup_action action;
	enum rule_id rule;
	card_t card;
	int punto_total, banca_total;
	enum coup_winner winner;
};

/* Caller-owned; fields are private to coup.c. */
struct coup {
	const struct rules *rules;
	enum coup_holder holder;
	enum five_decision five;
	card_t punto[3], banca[3];
	unsigned char n_punto, n_banca;
	bool no_va_mas, cartas;
	bool five_asked, five_settled;
	bool natural_announced;
	bool punto_done, banca_done;
	bool totals_announced, winner_announced;
	bool out_of_cards, void_announced;
};

/* The key of an action ("ratify_pide"), for JSON and scenario files. */
const char *coup_action_key(enum coup_action a);
/* COUP_ACTION__COUNT when unknown. */
enum coup_action coup_action_by_key(const char *key);
/* Whether the action takes a card from the sabot. */
bool coup_action_takes_card(enum coup_action a);

/* A new coup; rules must outlive it. */
void coup_init(struct coup *c, const struct rules *rules,
	       enum coup_holder holder);

/* The holder's decision on 5.  May come at any time until the croupier
 * ratifies it; STATUS_NOT_ALLOWED afterwards, STATUS_BAD_ARGUMENT for
 * FIVE_UNDECIDED or an unknown value. */
enum status coup_set_five(struct coup *c, enum five_decision five);

/* Fills *out with the action due now.  Returns STATUS_NEED_FIVE_DECISION
 * (out: ASK_VOLUNTAD, already done) when the voluntad has been asked and
 * no decision has come; STATUS_OK otherwise. */
enum status coup_expected(const struct coup *c, struct coup_step *out);

/* Advances when given is the expected action: the same action, for a
 * card action a regular card (else STATUS_BAD_CARD), for an announcement
 * (ANNOUNCE_NATURAL, PUNTO_STANDS, BANCA_STANDS, ANNOUNCE_TOTALS,
 * ANNOUNCE_WINNER, VOID_PASE) the same totals and winner.  Otherwise
 * STATUS_WRONG_ACTION and the coup is unchanged; STATUS_COUP_OVER once
 * DONE is due. */
enum status coup_apply(struct coup *c, const struct coup_step *given);

/* The sabot has no card for the card action due now: the pase will be
 * void.  STATUS_NOT_ALLOWED when no card is due. */
enum status coup_no_more_cards(struct coup *c);

/* Accessors. */
size_t coup_punto_cards(const struct coup *c, const card_t **cards);
size_t coup_banca_cards(const struct coup *c, const card_t **cards);
int coup_punto_total(const struct coup *c);
int coup_banca_total(const struct coup *c);
/* COUP_WINNER_NONE until the last card is down (or the pase is void). */
enum coup_winner coup_winner(const struct coup *c);
bool coup_is_done(const struct coup *c);

/* The most steps a coup takes, DONE not counted. */
#define COUP_STEPS_MAX 16

struct coup_result {
	enum coup_winner winner;
	card_t punto[3], banca[3];
	size_t n_punto, n_banca;
	int punto_total, banca_total;
	size_t cards_used;
	/* Every step taken, cards filled in. */
	struct coup_step steps[COUP_STEPS_MAX];
	size_t n_steps;
};

/* Plays one coup over cards[0..n) in sabot order.  five is the holder's
 * decision should Punto have 5 (FIVE_UNDECIDED when not known).
 * STATUS_BAD_CARD if any card is a joker or has a foreign back (anomalies
 * are another module's); STATUS_NEED_FIVE_DECISION when the decision is
 * needed and missing (res holds the steps up to the question); too few
 * cards give STATUS_OK with a void pase. */
enum status coup_play(const struct rules *rules, enum coup_holder holder,
		      enum five_decision five, const card_t *cards, size_t n,
		      struct coup_result *res);

#endif
