/* SPDX-License-Identifier: GPL-3.0-or-later */
/* explain_impl.h: what explain.c and explain_steps.c share: the text
 * being written and the explanation of each family of steps.  Each
 * explain_* function writes into t and returns true when it knows the
 * pair (expected, given) of v; false, having written nothing, when the
 * rule's own text is the explanation. */
#ifndef SESSION_EXPLAIN_IMPL_H
#define SESSION_EXPLAIN_IMPL_H

#include <stdbool.h>
#include <stddef.h>

#include "session/explain.h"

#define EXPLAIN_MAX 1024

struct text {
	char buf[EXPLAIN_MAX];
	size_t n;
};

#if defined(__GNUC__)
#define EXPLAIN_PRINTF __attribute__((format(printf, 2, 3)))
#else
#define EXPLAIN_PRINTF
#endif

/* Appends a sentence (a space before it when t is not empty), cut at
 * the buffer's end. */
void explain_add(struct text *t, const char *fmt, ...) EXPLAIN_PRINTF;
/* Appends the rule's explanation under r. */
void explain_add_rule(struct text *t, const struct rules *r, enum rule_id id);

/* The coup: calls, the deal, Punto's and Banca's decisions, the voluntad,
 * totals and winner (g: Punto's third card, when not NULL). */
bool explain_coup(struct text *t, const struct rules *r, const struct game *g,
		  const struct verdict *v);
/* Who turns Punto's cards (g: the bets on the table). */
bool explain_holder(struct text *t, const struct rules *r,
		    const struct game *g, const struct verdict *v);
/* The sabot and the shoe: its seat, the cut card, the burn, the bets
 * opened, the last pase. */
bool explain_sabot(struct text *t, const struct rules *r,
		   const struct verdict *v);
/* The banker's requests granted or refused, and their amounts. */
bool explain_request(struct text *t, const struct rules *r,
		     const struct verdict *v);

#endif
