/* SPDX-License-Identifier: GPL-3.0-or-later */
/* words.c: the players' answers passed to the game and kept as words;
 * see words.h. */
#include "config.h"

#include "session/words.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "session/chips_text.h"

static void begin(struct player_word *w, enum word_kind kind, int player)
{
	memset(w, 0, sizeof *w);
	w->kind = kind;
	w->player = player;
}

enum status words_remate(struct player_word *said, struct game *g,
			 const struct remate_offer *offers, int n)
{
	const struct game_action *last = game_last_action(g);
	bool improving = last != NULL && last->kind == GAME_ACT_ASK_IMPROVE;
	enum status st = game_answer_remate(g, offers, n);

	if (st != STATUS_OK || said == NULL)
		return st;
	begin(said, WORD_REMATE, 0);
	said->improving = improving;
	for (int i = 0; i < n && i < TABLE_SEATS_MAX; i++)
		said->offers[said->n_offers++] = offers[i];
	return st;
}

enum status words_cut(struct player_word *said, struct game *g, int player,
		      bool cuts)
{
	enum status st = game_answer_cut(g, cuts);

	if (st == STATUS_OK && said != NULL) {
		begin(said, WORD_CUT, player);
		said->yes = cuts;
	}
	return st;
}

enum status words_bank(struct player_word *said, struct game *g, int player,
		       bool takes, int64_t amount)
{
	enum status st = game_answer_bank(g, player, takes, amount);

	if (st == STATUS_OK && said != NULL) {
		begin(said, WORD_BANK, player);
		said->yes = takes;
		said->amount = takes ? amount : 0;
	}
	return st;
}

static void keep_players(struct player_word *w, const int *players, int n)
{
	for (int i = 0; i < n && w->n_players < WORD_PLAYERS_MAX; i++)
		w->players[w->n_players++] = players[i];
}

enum status words_free_seat(struct player_word *said, struct game *g,
			    const int *players, int n)
{
	enum status st = game_answer_free_seat(g, players, n);

	if (st == STATUS_OK && said != NULL) {
		begin(said, WORD_FREE_SEAT, 0);
		keep_players(said, players, n);
	}
	return st;
}

enum status words_banker(struct player_word *said, struct game *g,
			 const struct game_banker_word *w)
{
	int banker = game_banker(g);
	enum status st = game_answer_banker(g, w);

	if (st == STATUS_OK && said != NULL) {
		begin(said, WORD_BANKER, banker);
		said->banker = *w;
	}
	return st;
}

enum status words_suite(struct player_word *said, struct game *g,
			const int *players, int n, int64_t raise_to)
{
	enum status st = game_answer_suite(g, players, n, raise_to);

	if (st == STATUS_OK && said != NULL) {
		begin(said, WORD_SUITE, 0);
		keep_players(said, players, n);
		said->amount = n > 0 ? raise_to : 0;
	}
	return st;
}

enum status words_five(struct player_word *said, struct game *g, int player,
		       enum five_decision five)
{
	enum status st = game_answer_five(g, player, five);

	if (st == STATUS_OK && said != NULL) {
		begin(said, WORD_FIVE, player);
		said->five = five;
	}
	return st;
}

int words_refuse_cards(struct player_word *said, struct game *g,
		       const int *players, int n)
{
	int done = 0;

	if (said != NULL)
		begin(said, WORD_REFUSE_CARDS, 0);
	for (int i = 0; i < n; i++) {
		if (game_refuse_cards(g, players[i]) != STATUS_OK)
			continue;
		done++;
		if (said != NULL && said->n_players < WORD_PLAYERS_MAX)
			said->players[said->n_players++] = players[i];
	}
	if (said != NULL && done == 0)
		said->kind = WORD_NONE;
	return done;
}

enum status words_change(struct player_word *said, struct game *g,
			 int player, const struct chip_count *in,
			 int64_t into)
{
	enum status st = game_request_change(g, player, in, into);

	if (st == STATUS_OK && said != NULL) {
		begin(said, WORD_CHANGE, player);
		said->amount = into;
		chips_words(&g->rules->chips, in, said->chips,
			    sizeof said->chips);
	}
	return st;
}

/* Appends a line; false when out is full. */
static bool line(struct word_line *out, size_t max, size_t *n, int player,
		 const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));

static bool line(struct word_line *out, size_t max, size_t *n, int player,
		 const char *fmt, ...)
{
	va_list ap;

	if (*n >= max)
		return false;
	out[*n].player = player;
	va_start(ap, fmt);
	vsnprintf(out[*n].text, sizeof out[*n].text, fmt, ap);
	va_end(ap);
	(*n)++;
	return true;
}

static size_t say_remate(const struct player_word *w, const struct table *t,
			 struct word_line *out, size_t max)
{
	size_t n = 0;

	if (w->n_offers == 0) {
		line(out, max, &n, 0, "%s",
		     w->improving ? _("Nobody improves the offer.")
				  : _("Nobody makes an offer for the bank."));
		return n;
	}
	for (int i = 0; i < w->n_offers; i++) {
		char amount[32];

		snprintf(amount, sizeof amount, "%" PRId64, w->offers[i].amount);
		/* TRANSLATORS: a seated player's bid in the remate of the
		 * first bank (IPLyC 7.5.4). */
		line(out, max, &n, table_player(t, w->offers[i].seat),
		     _("I offer %s for the bank."), amount);
	}
	return n;
}

static size_t say_banker(const struct player_word *w, struct word_line *out,
			 size_t max)
{
	size_t n = 0;
	char amount[32];

	if (w->banker.give_suite)
		/* TRANSLATORS: the banker gives the suite (IPLyC 7.11). */
		line(out, max, &n, w->player, "%s", _("I give the suite."));
	if (w->banker.give_up)
		/* TRANSLATORS: the banker gives up the bank after ancars
		 * (IPLyC 7.9.2.7, "desistiere de la misma"). */
		line(out, max, &n, w->player, "%s", _("I give up the bank."));
	if (w->banker.mitad > 0) {
		snprintf(amount, sizeof amount, "%" PRId64, w->banker.mitad);
		/* TRANSLATORS: the banker asks to withdraw half his bank
		 * (IPLyC 7.9.2.4, 8.4.2.2.6). */
		line(out, max, &n, w->player, _("I take out the half: %s."),
		     amount);
		if (w->banker.mitad_refused)
			/* TRANSLATORS: he desists from the mitad as the
			 * croupier hands it over (IPLyC 7.9.2.6). */
			line(out, max, &n, w->player, "%s",
			     _("(As it is handed over) No, I do not want the half after all."));
	}
	if (w->banker.raise > 0) {
		snprintf(amount, sizeof amount, "%" PRId64, w->banker.raise);
		line(out, max, &n, w->player, _("I raise the bank to %s."),
		     amount);
	}
	return n;
}

size_t words_say(const struct player_word *w, const struct table *t,
		 struct word_line *out, size_t max)
{
	size_t n = 0;
	char amount[32];

	switch (w->kind) {
	case WORD_REMATE:
		return say_remate(w, t, out, max);
	case WORD_CUT:
		line(out, max, &n, w->player, "%s",
		     w->yes ? _("I cut.") : _("I do not cut."));
		break;
	case WORD_BANK:
		if (w->yes) {
			snprintf(amount, sizeof amount, "%" PRId64, w->amount);
			/* TRANSLATORS: the answer to "¿Su banca?". */
			line(out, max, &n, w->player, _("My bank: %s."), amount);
		} else {
			line(out, max, &n, w->player, "%s",
			     _("No, I do not bank."));
		}
		break;
	case WORD_FREE_SEAT:
		if (w->n_players == 0)
			line(out, max, &n, 0, "%s",
			     _("Nobody asks for the free seat."));
		for (int i = 0; i < w->n_players; i++)
			line(out, max, &n, w->players[i], "%s",
			     _("I want to bank from the free seat!"));
		break;
	case WORD_BANKER:
		return say_banker(w, out, max);
	case WORD_SUITE:
		if (w->n_players == 0)
			line(out, max, &n, 0, "%s",
			     _("Nobody wants to see the suite."));
		for (int i = 0; i < w->n_players; i++) {
			if (w->amount > 0) {
				snprintf(amount, sizeof amount, "%" PRId64,
					 w->amount);
				/* TRANSLATORS: the answer to "¿Alguien desea
				 * verla?" with the bank raised. */
				line(out, max, &n, w->players[i],
				     _("I want to see it, raised to %s!"),
				     amount);
			} else {
				line(out, max, &n, w->players[i], "%s",
				     _("I want to see it!"));
			}
		}
		break;
	case WORD_FIVE:
		/* TRANSLATORS: the holder's answer to the voluntad, in the
		 * regulation's words "pido" / "planto" (IPLyC 8.4.2.4.1). */
		line(out, max, &n, w->player, "%s",
		     w->five == FIVE_PLANTO ? _("Planto! (I stand.)")
					    : _("Pido! (A card.)"));
		break;
	case WORD_CHANGE:
		snprintf(amount, sizeof amount, "%" PRId64, w->amount);
		/* TRANSLATORS: a player asks for a change (IPLyC 8.4.2.7):
		 * "Cambio, por favor: 1 de 1000, en fichas de 100." */
		line(out, max, &n, w->player,
		     _("Change, please: %s, in chips of %s."), w->chips,
		     amount);
		break;
	case WORD_REFUSE_CARDS:
		for (int i = 0; i < w->n_players; i++)
			line(out, max, &n, w->players[i], "%s",
			     _("I will not turn Punto's cards."));
		break;
	case WORD_NONE:
	default:
		break;
	}
	return n;
}
