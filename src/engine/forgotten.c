/* SPDX-License-Identifier: GPL-3.0-or-later */
/* forgotten.c: forgotten bets; see forgotten.h. */
#include "config.h"

#include "engine/forgotten.h"

struct forgotten_ruling forgotten_rule(int times, int64_t amount, int64_t pay,
				       int64_t table_max)
{
	struct forgotten_ruling out;
	int64_t total = amount + pay;

	out.action = FORGOTTEN_PAY_AND_LEAVE;
	out.withdrawn = 0;
	out.left = total;
	out.article = "IPLyC 8.4.2.8.2";
	if (total > table_max) {
		/* Excessive while unclaimed: bet and excess are withdrawn
		 * (8.4.2.8.3) and go into custody (7.8.2.1.1). */
		out.action = FORGOTTEN_WITHDRAW;
		out.withdrawn = total;
		out.left = 0;
		out.article = "IPLyC 8.4.2.8.3";
	} else if (times >= 3) {
		/* Never paid more than three consecutive pases without an
		 * owner (8.4.2.8.2, 7.8.2.1.2). */
		out.action = FORGOTTEN_WITHDRAW;
		out.withdrawn = total;
		out.left = 0;
		out.article = "IPLyC 7.8.2.1.2";
	}
	return out;
}
