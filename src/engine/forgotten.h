/* SPDX-License-Identifier: GPL-3.0-or-later */
/* forgotten.h: forgotten bets ("apuestas olvidadas", IPLyC 7.8.2, 8.4.2.8).
 *
 * A winning bet that nobody collects stays on the table and rides again.
 * The croupier may pay the same bet at most three consecutive pases
 * without knowing whose it is (8.4.2.8.2); then, with the Inspector's
 * authorisation, he withdraws it.  A forgotten bet that becomes excessive
 * (over the maximum) in one of those pases is withdrawn with its excess
 * at once, again with the Inspector's authorisation (8.4.2.8.3), and a bet
 * paid with an excess that is not taken goes into the bank in custody
 * (7.8.2.1.1).  A bet withdrawn is returned to a claimant who proves it
 * his with the amount it had when withdrawn: later pases do not count
 * (7.8.2.2). */
#ifndef ENGINE_FORGOTTEN_H
#define ENGINE_FORGOTTEN_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/rules.h"

enum forgotten_action {
	FORGOTTEN_PAY_AND_LEAVE,   /* pay it; it rides on the next pase */
	FORGOTTEN_WITHDRAW,        /* withdraw it into custody (Inspector) */
};

struct forgotten_ruling {
	enum forgotten_action action;
	int64_t withdrawn;         /* what goes into custody */
	int64_t left;              /* what stays on the table */
	const char *article;       /* the exact provision, IPLyC numbering */
};

/* The ruling for an unclaimed winning bet of `amount` after its payment
 * `pay`, being paid for the `times`-th consecutive pase (1 = the first
 * payment) with nobody claiming it; table_max is the table maximum. */
struct forgotten_ruling forgotten_rule(int times, int64_t amount, int64_t pay,
				       int64_t table_max);

#endif
