/* SPDX-License-Identifier: GPL-3.0-or-later */
/* table_model.c: the table screen's figures without curses; see
 * table_model.h. */
#include "config.h"

#include "tui/table_model.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

static void add_bet(const struct game_bet *b, struct table_bets *out)
{
	switch (b->chance) {
	case BET_ON_PUNTO:
		if (b->kind == BET_MARCANDO)
			out->marcando += b->amount;
		else
			out->punto += b->amount;
		break;
	case BET_ON_BANCA:
		out->banca += b->amount;
		break;
	case BET_ON_TIE:
		out->tie += b->amount;
		break;
	}
	out->count++;
}

void table_bets_of_seat(const struct game_bet *bets, int n, int seat,
			struct table_bets *out)
{
	memset(out, 0, sizeof *out);
	for (int i = 0; i < n; i++)
		if (bets[i].place == PLACE_SEAT && bets[i].seat == seat)
			add_bet(&bets[i], out);
}

void table_bets_of_standing(const struct game_bet *bets, int n, int player,
			    struct table_bets *out)
{
	memset(out, 0, sizeof *out);
	for (int i = 0; i < n; i++)
		if (bets[i].place == PLACE_STANDING &&
		    bets[i].player == player)
			add_bet(&bets[i], out);
}

void amount_field_clear(struct amount_field *f)
{
	memset(f, 0, sizeof *f);
}

enum amount_result amount_field_key(struct amount_field *f, int key)
{
	switch (key) {
	case AMOUNT_KEY_ESC:
		return AMOUNT_CANCEL;
	case AMOUNT_KEY_ENTER:
	case '\r':
		return f->len > 0 ? AMOUNT_DONE : AMOUNT_IGNORED;
	case AMOUNT_KEY_BACKSPACE:
	case '\b':
		if (f->len == 0)
			return AMOUNT_IGNORED;
		f->digits[--f->len] = '\0';
		return AMOUNT_CHANGED;
	default:
		break;
	}
	if (key < '0' || key > '9')
		return AMOUNT_IGNORED;
	/* "0" then "9" is 9: a payment has no leading zeros. */
	if (f->len == 1 && f->digits[0] == '0')
		f->len = 0;
	if (f->len >= AMOUNT_DIGITS_MAX)
		return AMOUNT_IGNORED;
	f->digits[f->len++] = (char)key;
	f->digits[f->len] = '\0';
	return AMOUNT_CHANGED;
}

bool amount_field_value(const struct amount_field *f, int64_t *out)
{
	int64_t v = 0;

	if (f->len == 0)
		return false;
	for (size_t i = 0; i < f->len; i++)
		v = v * 10 + (f->digits[i] - '0');
	*out = v;
	return true;
}

void table_clock_text(int64_t ms, char *buf, size_t size)
{
	int64_t s = ms > 0 ? ms / 1000 : 0;

	if (s >= 3600)
		snprintf(buf, size, "%" PRId64 ":%02d:%02d", s / 3600,
			 (int)(s / 60 % 60), (int)(s % 60));
	else
		snprintf(buf, size, "%02d:%02d", (int)(s / 60), (int)(s % 60));
}

int64_t table_time_left(int limit_s, int64_t used_ms)
{
	int64_t left;

	if (limit_s <= 0)
		return -1;
	left = (int64_t)limit_s * 1000 - used_ms;
	return left > 0 ? left : 0;
}

void table_bar(double fraction, int width, const char *full,
	       const char *empty, char *buf, size_t size)
{
	size_t len = 0, lf = strlen(full), le = strlen(empty);
	int cells;

	if (size == 0)
		return;
	buf[0] = '\0';
	if (width <= 0)
		return;
	if (fraction < 0)
		fraction = 0;
	if (fraction > 1)
		fraction = 1;
	/* Rounded to the nearest cell, but never full unless all right. */
	cells = (int)(fraction * width + 0.5);
	if (cells == width && fraction < 1)
		cells = width - 1;
	for (int i = 0; i < width; i++) {
		const char *g = i < cells ? full : empty;
		size_t lg = i < cells ? lf : le;

		if (len + lg + 1 > size)
			break;
		memcpy(buf + len, g, lg);
		len += lg;
	}
	buf[len] = '\0';
}

void table_seconds_text(int64_t ms, char *buf, size_t size)
{
	int64_t tenths = ms > 0 ? (ms + 50) / 100 : 0;

	snprintf(buf, size, "%" PRId64 ".%d", tenths / 10, (int)(tenths % 10));
}
