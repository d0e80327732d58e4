/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chips_field.c: counting out chips on the table screen; see
 * chips_field.h. */
#include "config.h"

#include "tui/chips_field.h"

#include <string.h>

void chips_field_clear(struct chips_field *f)
{
	memset(f, 0, sizeof *f);
}

static enum amount_result back(struct chips_field *f)
{
	int i;

	if (f->count > 0) {
		f->count /= 10;
		return AMOUNT_CHANGED;
	}
	if (f->steps == 0)
		return AMOUNT_IGNORED;
	i = --f->steps;
	f->chips.n[f->step_chip[i]] -= f->step_count[i];
	return AMOUNT_CHANGED;
}

enum amount_result chips_field_key(struct chips_field *f,
				   const struct chip_set *s, int key)
{
	int chip;

	switch (key) {
	case AMOUNT_KEY_ESC:
		return AMOUNT_CANCEL;
	case AMOUNT_KEY_ENTER:
	case '\r':
		return chips_pieces(s, &f->chips) > 0 ? AMOUNT_DONE
						      : AMOUNT_IGNORED;
	case AMOUNT_KEY_BACKSPACE:
	case '\b':
		return back(f);
	default:
		break;
	}
	if (key >= '0' && key <= '9') {
		if (f->count * 10 + (key - '0') > CHIPS_FIELD_COUNT_MAX)
			return AMOUNT_IGNORED;
		f->count = f->count * 10 + (key - '0');
		return AMOUNT_CHANGED;
	}
	if (key <= 0 || key > 127)
		return AMOUNT_IGNORED;
	chip = chips_by_letter(s, (char)key);
	if (chip < 0 || f->steps >= CHIPS_FIELD_STEPS)
		return AMOUNT_IGNORED;
	/* No count typed (or 0): one chip. */
	f->step_count[f->steps] = (int16_t)(f->count > 0 ? f->count : 1);
	if (f->chips.n[chip] + f->step_count[f->steps] > CHIPS_COUNT_MAX)
		return AMOUNT_IGNORED;
	f->step_chip[f->steps] = (int8_t)chip;
	f->chips.n[chip] += f->step_count[f->steps];
	f->steps++;
	f->count = 0;
	return AMOUNT_CHANGED;
}
