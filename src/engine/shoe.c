/* SPDX-License-Identifier: GPL-3.0-or-later */
/* shoe.c: the cards in the sabot and its two markers; see shoe.h. */
#include "config.h"

#include "engine/shoe.h"

#include <string.h>

/* New-deck order, suit by suit (see shoe.h). */
static const enum suit deck_suits[4] = {
	SUIT_HEARTS, SUIT_CLUBS, SUIT_DIAMONDS, SUIT_SPADES,
};

static bool decks_valid(int decks)
{
	return decks == 6 || decks == 8;
}

static void shoe_clear(struct shoe *s, int decks)
{
	s->count = 0;
	s->next = 0;
	s->cut_at = 0;
	s->safety_at = SHOE_NO_MARKER;
	s->decks = decks;
}

enum status shoe_init(struct shoe *s, int decks)
{
	shoe_clear(s, decks);
	if (!decks_valid(decks))
		return STATUS_BAD_DECKS;
	for (int d = 0; d < decks; d++)
		for (int su = 0; su < 4; su++)
			for (int rank = 1; rank <= 13; rank++)
				s->cards[s->count++] = card_make(rank, deck_suits[su]);
	s->cut_at = s->count;
	return STATUS_OK;
}

enum status shoe_load(struct shoe *s, int decks, const card_t *cards, size_t n)
{
	shoe_clear(s, decks);
	if (!decks_valid(decks))
		return STATUS_BAD_DECKS;
	if (n > SHOE_CARDS_MAX)
		return STATUS_TOO_MANY_CARDS;
	if (n > 0)
		memcpy(s->cards, cards, n * sizeof *cards);
	s->count = n;
	s->cut_at = n;
	return STATUS_OK;
}

enum status shoe_deal(struct shoe *s, card_t *out)
{
	if (s->next >= s->count)
		return STATUS_SHOE_EMPTY;
	*out = s->cards[s->next++];
	return STATUS_OK;
}

enum status shoe_peek(const struct shoe *s, size_t i, card_t *out)
{
	if (i >= shoe_cards_left(s))
		return STATUS_SHOE_EMPTY;
	*out = s->cards[s->next + i];
	return STATUS_OK;
}

void shoe_value_counts(const struct shoe *s, unsigned counts[10])
{
	for (int v = 0; v < 10; v++)
		counts[v] = 0;
	for (size_t i = s->next; i < s->count; i++) {
		int rank = card_rank(s->cards[i]);

		if (rank >= 1 && rank <= 13)
			counts[card_value(s->cards[i])]++;
	}
}

enum status shoe_place_cut_card(struct shoe *s, size_t at)
{
	if (at > shoe_cards_left(s))
		return STATUS_BAD_ARGUMENT;
	s->cut_at = s->next + at;
	return STATUS_OK;
}

size_t shoe_cards_before_cut(const struct shoe *s)
{
	return s->cut_at > s->next ? s->cut_at - s->next : 0;
}

bool shoe_cut_reached(const struct shoe *s)
{
	return s->next >= s->cut_at;
}

enum status shoe_place_safety_card(struct shoe *s, const struct rules *r,
				   size_t below)
{
	if (r->safety_min < 0 || r->safety_max < r->safety_min)
		return STATUS_BAD_ARGUMENT;
	if (below < (size_t)r->safety_min || below > (size_t)r->safety_max)
		return STATUS_BAD_ARGUMENT;
	if (below > shoe_cards_left(s))
		return STATUS_BAD_ARGUMENT;
	s->safety_at = s->count - below;
	return STATUS_OK;
}

size_t shoe_cards_before_safety(const struct shoe *s)
{
	if (s->safety_at == SHOE_NO_MARKER || s->safety_at <= s->next)
		return 0;
	return s->safety_at - s->next;
}

bool shoe_safety_reached(const struct shoe *s)
{
	return s->safety_at != SHOE_NO_MARKER && s->next >= s->safety_at;
}

size_t shoe_cards_below_safety(const struct shoe *s)
{
	if (s->safety_at == SHOE_NO_MARKER)
		return SHOE_NO_MARKER;
	return s->count - s->safety_at;
}

/* Index of the first copy of c among the cards still to come whose
 * taken[] flag is clear, or SHOE_NO_MARKER. */
static size_t find_untaken(const struct shoe *s, card_t c, const bool *taken)
{
	for (size_t i = s->next; i < s->count; i++)
		if (s->cards[i] == c && !taken[i])
			return i;
	return SHOE_NO_MARKER;
}

/* A marker lying among the cards that moved by one when card j went up to
 * the dealt part moves down with them (see shoe_remove). */
static void marker_after_removal(size_t *marker, size_t next, size_t j)
{
	if (*marker != SHOE_NO_MARKER && *marker >= next && *marker <= j)
		(*marker)++;
}

enum status shoe_remove(struct shoe *s, const card_t *cards, size_t n)
{
	bool taken[SHOE_CARDS_MAX] = { false };

	/* Check first, so a bad list changes nothing. */
	for (size_t k = 0; k < n; k++) {
		size_t i = find_untaken(s, cards[k], taken);

		if (i == SHOE_NO_MARKER)
			return STATUS_CARD_NOT_IN_SHOE;
		taken[i] = true;
	}
	for (size_t k = 0; k < n; k++) {
		size_t j;

		memset(taken, 0, sizeof taken);
		j = find_untaken(s, cards[k], taken);
		/* Rotate cards[next..j] so the card lands at next, then count
		 * it as dealt: the cards still to come keep their order. */
		memmove(&s->cards[s->next + 1], &s->cards[s->next],
			(j - s->next) * sizeof s->cards[0]);
		s->cards[s->next] = cards[k];
		marker_after_removal(&s->cut_at, s->next, j);
		marker_after_removal(&s->safety_at, s->next, j);
		s->next++;
	}
	return STATUS_OK;
}

static bool card_is_extra(card_t c)
{
	return card_is_joker(c) || card_has_foreign_back(c);
}

static bool card_is_valid(card_t c)
{
	int rank = card_rank(c);

	if (c & ~(card_t)0x7f)
		return false;
	if (rank == CARD_RANK_JOKER)
		return c == CARD_JOKER || c == (CARD_JOKER | CARD_FOREIGN_BACK);
	return rank >= 1 && rank <= 13;
}

enum status shoe_stack(struct shoe *s, const card_t *cards, size_t n)
{
	bool taken[SHOE_CARDS_MAX] = { false };
	card_t rest[SHOE_CARDS_MAX];
	size_t extras = 0, r = 0;

	for (size_t k = 0; k < n; k++) {
		size_t i;

		if (!card_is_valid(cards[k]))
			return STATUS_BAD_CARD;
		if (card_is_extra(cards[k])) {
			extras++;
			continue;
		}
		i = find_untaken(s, cards[k], taken);
		if (i == SHOE_NO_MARKER)
			return STATUS_CARD_NOT_IN_SHOE;
		taken[i] = true;
	}
	if (s->count + extras > SHOE_CARDS_MAX)
		return STATUS_TOO_MANY_CARDS;

	for (size_t i = s->next; i < s->count; i++)
		if (!taken[i])
			rest[r++] = s->cards[i];
	memcpy(&s->cards[s->next], cards, n * sizeof *cards);
	memcpy(&s->cards[s->next + n], rest, r * sizeof rest[0]);
	s->count += extras;
	/* Markers keep the number of cards below them. */
	if (s->cut_at != SHOE_NO_MARKER && s->cut_at >= s->next)
		s->cut_at += extras;
	if (s->safety_at != SHOE_NO_MARKER && s->safety_at >= s->next)
		s->safety_at += extras;
	return STATUS_OK;
}

enum status shoe_burn(struct shoe *s, card_t *turned, size_t *burnt)
{
	card_t first;
	size_t more;

	if (shoe_peek(s, 0, &first) != STATUS_OK)
		return STATUS_SHOE_EMPTY;
	more = (size_t)card_burn_value(first);
	if (1 + more > shoe_cards_left(s))
		return STATUS_SHOE_EMPTY;
	s->next += 1 + more;
	*turned = first;
	*burnt = more;
	return STATUS_OK;
}

/* Index of a regular card in one deck: (suit, rank) -> 0..51. */
static int deck_index(card_t c)
{
	return (int)card_suit(c) * 13 + card_rank(c) - 1;
}

static card_t deck_card(int index)
{
	return card_make(index % 13 + 1, (enum suit)(index / 13));
}

bool shoe_check_cards(const card_t *cards, size_t n, int decks,
		      struct shoe_check *out)
{
	unsigned seen[SHOE_DECK_CARDS] = { 0 };
	struct shoe_check c = { 0, 0, 0, 0, 0, 0 };

	for (size_t i = 0; i < n; i++) {
		if (!card_is_regular(cards[i]) || !card_is_valid(cards[i])) {
			if (c.extras++ == 0)
				c.first_extra = cards[i];
			continue;
		}
		if (++seen[deck_index(cards[i])] > (unsigned)(decks > 0 ? decks : 0)) {
			if (c.duplicates++ == 0)
				c.first_duplicate = cards[i];
		}
	}
	for (int k = 0; k < SHOE_DECK_CARDS; k++) {
		if (decks > 0 && seen[k] < (unsigned)decks) {
			if (c.missing == 0)
				c.first_missing = deck_card(k);
			c.missing += (unsigned)decks - seen[k];
		}
	}
	if (out)
		*out = c;
	return decks > 0 && c.missing == 0 && c.duplicates == 0 && c.extras == 0;
}

bool shoe_check(const struct shoe *s, struct shoe_check *out)
{
	return shoe_check_cards(s->cards, s->count, s->decks, out);
}
