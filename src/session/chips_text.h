/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chips_text.h: chips in words, in the user's language: a payment as the
 * croupier lays it out ("1×500, 4×100": largest first, IPLyC 8.4.2.6.3.3
 * "ordenadas de mayor a menor"), the same in a sentence ("1 of 500 and
 * 4 of 100"), the colours, and the rule a payment's chips follow. */
#ifndef SESSION_CHIPS_TEXT_H
#define SESSION_CHIPS_TEXT_H

#include <stddef.h>

#include "engine/chips.h"

/* Room for any composition's words. */
#define CHIPS_TEXT_MAX 256

/* "1×500, 4×100"; "-" when there are none. */
void chips_list_text(const struct chip_set *s, const struct chip_count *c,
		     char *buf, size_t size);
/* "1 of 500 and 4 of 100"; "no chips" when there are none. */
void chips_words(const struct chip_set *s, const struct chip_count *c,
		 char *buf, size_t size);
/* The colour's name ("purple"), translated. */
const char *chips_colour_name(enum chip_colour c);
/* The rule: "the fewest chips" or "at most 4 chips of a colour". */
void chips_rule_text(const struct chip_set *s, char *buf, size_t size);
/* What is wrong with a composition, in a sentence: "900 is 1 of 500
 * and 4 of 100; you gave 9 of 100." (due: the composition due; amount:
 * what was due). */
void chips_fault_text(const struct chip_set *s, enum chips_fault fault,
		      int64_t amount, const struct chip_count *due,
		      const struct chip_count *given, char *buf,
		      size_t size);

#endif
