/* SPDX-License-Identifier: GPL-3.0-or-later */
/* payout.h: settling one bet once the pase is decided.
 *
 * What a croupier must hand over on one bet: the payment, the excess over
 * the maximum handed back, what goes to the house, or nothing when the bet
 * stands on an ancar.  Every figure comes from the rules profile
 * (IPLyC 7.8; TRAD 29-39; LNSE-MIDI art. 5; H8-2021), with the article
 * that governs it, so the trainer can cite it when a trainee pays wrong.
 *
 * The banker's own bank ("la apuesta en Banca") pays by the number of the
 * pase: struct bank_state carries that count across pases for the sabot
 * module and the trainer.  It is a bet on Banca all the same: where the
 * profile prices the Banca chance itself (a six paid 50%, a commission:
 * H8-2021 "Apuestas"), the bank wins the lower of the two percentages. */
#ifndef ENGINE_PAYOUT_H
#define ENGINE_PAYOUT_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/rules.h"
#include "engine/status.h"

/* How the pase ended. */
enum payout_winner { PAYOUT_BANCA, PAYOUT_PUNTO, PAYOUT_ANCAR };

/* The chance a bet is on. */
enum bet_chance { BET_ON_BANCA, BET_ON_PUNTO, BET_ON_TIE };

/* Who placed it and how. */
enum bet_kind {
	BET_SEAT,      /* in a numbered seat's box */
	BET_STANDING,  /* a standing punter's bet */
	BET_BANK,      /* the banker's own bank, "la apuesta en Banca" */
	BET_MARCANDO,  /* "apuesta marcando": plays half its value (7.8.1.5) */
};

struct bet {
	enum bet_chance chance;
	enum bet_kind kind;
	int64_t amount;         /* whole units, > 0 */
};

/* The banker's bank across pases.  pase is the number of the pase being
 * played, from 1, counted since the bank started or since its last raise
 * (when the profile restarts the alternation on a raise), as the profile's
 * pase_count says. */
struct bank_state {
	int64_t salida;         /* the bank this banker started with */
	int pase;               /* 1: the first pase */
	bool raised;            /* counting restarted at a raise (7.9.2.5) */
};

struct payout_request {
	enum payout_winner winner;
	struct bet bet;
	struct bank_state bank; /* BET_BANK only */
	int banca_total;        /* Banca's final total (BANCA_PAY_SIX_HALF) */
	int64_t table_max;      /* the table maximum */
};

struct payout {
	int64_t pay;            /* winnings to hand over; 0 if lost or stands */
	int64_t returned;       /* excess over the maximum handed back */
	int64_t collected;      /* what the house takes from a losing bet */
	bool stands;            /* ancar: the bet stays (push) */
	int percent;            /* of the stake in play: 100, 90, 50, 800... */
	enum rule_id rule;      /* the rule for pay, collected or stands */
	enum rule_id excess_rule; /* the rule for returned (when > 0) */
};

/* Settles one bet.  Errors: STATUS_BAD_AMOUNT (amount or salida not
 * positive), STATUS_BAD_ARGUMENT (no table maximum, pase < 1, a Banca
 * total out of 0-9 where it matters), STATUS_NOT_ALLOWED (a bet the
 * profile does not have: the bank not on Banca or in a house-banked game,
 * marcando on Banca or without marcando, tie without tie bets). */
enum status payout_compute(const struct rules *r,
			   const struct payout_request *req,
			   struct payout *out);

/* The percentage the bank wins on the pase in b (7.8.1.3-4, 7.9.2.5). */
int payout_bank_percent(const struct rules *r, const struct bank_state *b,
			int64_t table_max, enum rule_id *rule);

/* The bank's state across pases. */
void bank_state_init(struct bank_state *b, int64_t salida);
/* Banca won the pase: the next payment is on the next pase. */
void bank_state_record_banca_win(struct bank_state *b, const struct rules *r);
/* An ancar: counts as a pase only under PASE_COUNT_EVERY_DEFINED. */
void bank_state_record_ancar(struct bank_state *b, const struct rules *r);
/* The banker raised his bank before the next pase: with raise_restarts
 * the alternation starts again, 90% first (7.9.2.5); without it (TRAD 34)
 * the count goes on. */
void bank_state_record_raise(struct bank_state *b, const struct rules *r);

/* The deduction when the banker gives the suite for the whole bank right
 * after a payment at 100%, before the next pase (7.11.11); 0 otherwise. */
int64_t payout_suite_discount(const struct rules *r, int64_t bank,
			      bool last_paid_in_full, bool whole_bank);

/* One person's bets on one pase, for checking when they are placed. */
struct person_bets {
	int64_t banca, punto, tie;  /* 0: no bet there */
	int64_t bank;               /* the banker's bank; 0 for other people */
};

/* Checks one person's bets: within the table limits (7.8.1.1), one
 * maximum per person except the banker, who may play two, his bank and
 * his seat (7.8.1.6), both chances only a minimum apart (7.8.1.9), tie bets
 * within their cap (LNSE-MIDI 5.5).  *rule (may be NULL) names the rule
 * broken, RULE__COUNT when the profile has no rule id for it. */
enum status payout_check_bets(const struct rules *r,
			      const struct person_bets *p, int64_t table_min,
			      int64_t table_max, enum rule_id *rule);

#endif
