/* SPDX-License-Identifier: GPL-3.0-or-later */
/* rule_text.h: what every rule says, in a few sentences, for the trainee.
 *
 * For each rule_id of rules.h a one-to-three-sentence explanation,
 * faithful to the article the profile cites (IPLyC 1452/12 unless the
 * profile's regulation differs: where a profile option changes the rule,
 * the text follows the option).  The trainer shows it with the citation
 * (rules_cite) when it explains a mistake; the Rules screen lists the
 * rules by topic and searches them.  Msgids are English; the Spanish
 * catalog uses the regulation's words and calls. */
#ifndef SESSION_RULE_TEXT_H
#define SESSION_RULE_TEXT_H

#include <stdbool.h>
#include <stddef.h>

#include "engine/rules.h"

/* The explanation of rule id under profile r (NULL: IPLyC), in the
 * user's language; "" for an unknown id. */
const char *rule_text(const struct rules *r, enum rule_id id);

/* The rule's title ("Paying Banca bets"), in the user's language; ""
 * for an unknown id. */
const char *rule_title(enum rule_id id);

/* The topics of the Rules screen, in the order a lesson takes them. */
enum rule_topic {
	RULE_TOPIC_CARDS,       /* values, totals, the shoe */
	RULE_TOPIC_DEALING,     /* the deal, naturals, calls, totals */
	RULE_TOPIC_DRAWING,     /* Punto's and Banca's tables */
	RULE_TOPIC_VOLUNTAD,    /* who turns Punto's cards, the voluntad */
	RULE_TOPIC_BETS,        /* limits, both chances, marcando, tie */
	RULE_TOPIC_PAYOUTS,     /* percentages, excess, paying order */
	RULE_TOPIC_SHOE,        /* starting and ending a shoe */
	RULE_TOPIC_ROTATION,    /* the sabot's rotation, free seat, mitad */
	RULE_TOPIC_SUITE,       /* the suite */
	RULE_TOPIC_ANOMALIES,   /* anomalies and their rulings */
	RULE_TOPIC__COUNT
};

/* The topic's name in the user's language. */
const char *rule_topic_name(enum rule_topic t);
/* The topic a rule belongs to (RULE_TOPIC__COUNT for an unknown id). */
enum rule_topic rule_topic_of(enum rule_id id);
/* The rules of topic t, in the order of rules.h, into out[0..max);
 * returns how many there are (more than max when out was too small). */
size_t rule_text_by_topic(enum rule_topic t, enum rule_id *out, size_t max);
/* Whether needle (case-insensitive for ASCII letters; "" matches all)
 * occurs in the rule's title, explanation, citation under r or key. */
bool rule_text_matches(const struct rules *r, enum rule_id id,
		       const char *needle);

#endif
