/* SPDX-License-Identifier: GPL-3.0-or-later */
/* card.c: card notation and totals. */
#include "config.h"

#include "engine/card.h"

#include <string.h>

static int upper(int ch)
{
	return (ch >= 'a' && ch <= 'z') ? ch - 'a' + 'A' : ch;
}

static bool is_blank(int ch)
{
	return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == ',';
}

static int parse_suit(int ch)
{
	switch (upper(ch)) {
	case 'S': return SUIT_SPADES;
	case 'H': return SUIT_HEARTS;
	case 'D': return SUIT_DIAMONDS;
	case 'C': return SUIT_CLUBS;
	default: return -1;
	}
}

static int parse_rank(const char *t, size_t len)
{
	if (len == 2 && t[0] == '1' && t[1] == '0')
		return 10;
	if (len != 1)
		return -1;
	switch (upper(t[0])) {
	case 'A': return 1;
	case 'T': return 10;
	case 'J': return 11;
	case 'Q': return 12;
	case 'K': return 13;
	default:
		if (t[0] >= '2' && t[0] <= '9')
			return t[0] - '0';
		return -1;
	}
}

enum status card_parse(const char *text, size_t len, card_t *out)
{
	static const char joker[] = "JOKER";
	bool foreign = false;
	int rank, suit;
	size_t i;

	if (len == sizeof joker - 1) {
		for (i = 0; i < len && upper(text[i]) == joker[i]; i++)
			;
		if (i == len) {
			*out = CARD_JOKER;
			return STATUS_OK;
		}
	}
	if (len > 0 && text[0] == '~') {
		foreign = true;
		text++;
		len--;
	}
	if (len < 2 || len > 3)
		return STATUS_BAD_CARD;
	suit = parse_suit(text[len - 1]);
	rank = parse_rank(text, len - 1);
	if (rank < 0)
		return suit < 0 ? STATUS_BAD_CARD : STATUS_BAD_RANK;
	if (suit < 0)
		return STATUS_BAD_SUIT;
	*out = card_make(rank, (enum suit)suit);
	if (foreign)
		*out |= CARD_FOREIGN_BACK;
	return STATUS_OK;
}

enum status card_parse_list(const char *text, card_t *out, size_t max,
			    size_t *count, size_t *err_offset)
{
	size_t n = 0, i = 0;

	while (text[i] != '\0') {
		size_t start;
		enum status st;

		if (is_blank((unsigned char)text[i])) {
			i++;
			continue;
		}
		start = i;
		while (text[i] != '\0' && !is_blank((unsigned char)text[i]))
			i++;
		if (n == max) {
			*err_offset = start;
			return STATUS_TOO_MANY_CARDS;
		}
		st = card_parse(text + start, i - start, &out[n]);
		if (st != STATUS_OK) {
			*err_offset = start;
			return st;
		}
		n++;
	}
	*count = n;
	return STATUS_OK;
}

char *card_format(card_t c, char buf[CARD_TEXT_MAX])
{
	static const char ranks[] = "?A23456789?JQK";
	static const char suits[] = "SHDC";
	char *p = buf;
	int r = card_rank(c);

	if (card_is_joker(c)) {
		memcpy(buf, "JOKER", 6);
		return buf;
	}
	if (card_has_foreign_back(c))
		*p++ = '~';
	if (r == 10) {
		*p++ = '1';
		*p++ = '0';
	} else {
		*p++ = (r >= 1 && r <= 13) ? ranks[r] : '?';
	}
	*p++ = suits[card_suit(c)];
	*p = '\0';
	return buf;
}

int card_total(const card_t *cards, size_t n)
{
	int sum = 0;

	for (size_t i = 0; i < n; i++)
		sum += card_value(cards[i]);
	return sum % 10;
}
