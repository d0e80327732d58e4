/* SPDX-License-Identifier: GPL-3.0-or-later */
/* rules_screen.h: the Rules browser.
 *
 * First a profile (every data/rules/NAME.yaml, and the one chosen in the
 * settings), with a summary of its options; then the list of its rules,
 * each with the article that states it in that profile (rules_cite), and
 * its explanation; '/' searches.  Closed while an exam runs
 * (settings.exam_lock). */
#ifndef TUI_RULES_SCREEN_H
#define TUI_RULES_SCREEN_H

#include <stdbool.h>
#include <stddef.h>

#include "engine/rules.h"

struct app;

/* Pushes the profile chooser (nothing when settings.exam_lock is set);
 * false when out of memory. */
bool rules_screen_open(struct app *app);

/* A few lines about a profile (banking, decks, seats, the payouts), in
 * the user's language, one per '\n', written into buf. */
void rules_screen_summary(const struct rules *r, char *buf, size_t size);

#endif
