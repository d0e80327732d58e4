/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chips_field.h: the inline field where a payment or a change is counted
 * out in chips, without a terminal (tests/test_tui_table.c drives it).
 *
 * A chip's letter (either case; the letter the screen shows beside each
 * chip, data/rules' chips) puts one chip of it; digits typed before the
 * letter put that many ("4N": four of 100); Backspace takes back the
 * count being typed, else the last letter's chips; Enter is done once
 * there is a chip; Esc cancels.  The chips go in in the order typed, the
 * croupier's to lay out largest first (IPLyC 8.4.2.6.3.3). */
#ifndef TUI_CHIPS_FIELD_H
#define TUI_CHIPS_FIELD_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/chips.h"
#include "tui/table_model.h"

/* The most letters a field keeps, and the largest count typed. */
#define CHIPS_FIELD_STEPS 32
#define CHIPS_FIELD_COUNT_MAX 999

struct chips_field {
	struct chip_count chips;        /* counted out so far */
	int8_t step_chip[CHIPS_FIELD_STEPS];    /* each letter's chip ... */
	int16_t step_count[CHIPS_FIELD_STEPS];  /* ... and how many */
	int steps;
	int count;                      /* digits typed, not yet a chip */
};

void chips_field_clear(struct chips_field *f);
/* A key (AMOUNT_KEY_* for the special keys): AMOUNT_CHANGED,
 * AMOUNT_DONE, AMOUNT_CANCEL or AMOUNT_IGNORED (also for a letter that
 * is no chip of s). */
enum amount_result chips_field_key(struct chips_field *f,
				   const struct chip_set *s, int key);

#endif
