/* SPDX-License-Identifier: GPL-3.0-or-later */
/* table_model.h: what the table and summary screens compute without a
 * terminal: the bets of a seat or a standing player summed by chance,
 * the amount field of a payment, clocks and accuracy bars.  No curses
 * here, so tests/test_tui_table.c drives it directly. */
#ifndef TUI_TABLE_MODEL_H
#define TUI_TABLE_MODEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/game.h"

/* One person's or one seat's bets now on the table, by chance. */
struct table_bets {
	int64_t punto, banca, marcando, tie;
	int count;                      /* bets summed */
};

/* The bets lying in seat's box (PLACE_SEAT), marcando apart from the
 * seat's plain Punto bet. */
void table_bets_of_seat(const struct game_bet *bets, int n, int seat,
			struct table_bets *out);
/* The bets of a standing punter (PLACE_STANDING). */
void table_bets_of_standing(const struct game_bet *bets, int n, int player,
			    struct table_bets *out);

/* The inline field where a payment is typed: digits only, at most
 * AMOUNT_DIGITS_MAX of them (no leading zeros kept but a lone "0"). */
#define AMOUNT_DIGITS_MAX 12

struct amount_field {
	char digits[AMOUNT_DIGITS_MAX + 1];
	size_t len;
};

enum amount_result {
	AMOUNT_IGNORED,   /* not a key of the field */
	AMOUNT_CHANGED,
	AMOUNT_DONE,      /* Enter with a figure typed */
	AMOUNT_CANCEL,    /* Esc */
};

/* Keys the caller passes for the special keys (it maps curses' own). */
#define AMOUNT_KEY_BACKSPACE 127
#define AMOUNT_KEY_ENTER '\n'
#define AMOUNT_KEY_ESC 27

void amount_field_clear(struct amount_field *f);
/* A digit is appended, Backspace (127 or 8) removes the last one, Enter
 * is DONE when there is a figure (ignored on an empty field), Esc cancels. */
enum amount_result amount_field_key(struct amount_field *f, int key);
/* The figure typed; false while the field is empty. */
bool amount_field_value(const struct amount_field *f, int64_t *out);

/* "mm:ss" (or "h:mm:ss" from an hour); negative times count as 0. */
void table_clock_text(int64_t ms, char *buf, size_t size);
/* Milliseconds left of a limit of limit_s seconds after used_ms; 0 when
 * spent, -1 when there is no limit. */
int64_t table_time_left(int limit_s, int64_t used_ms);

/* A bar of width cells for fraction (clamped to 0..1): full cells of
 * full, the rest of empty (each one cell wide, any UTF-8 glyph). */
void table_bar(double fraction, int width, const char *full,
	       const char *empty, char *buf, size_t size);

/* Seconds with one decimal ("2.4 s" is the caller's to translate): the
 * figure of ms as "2.4". */
void table_seconds_text(int64_t ms, char *buf, size_t size);

#endif
