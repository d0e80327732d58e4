/* SPDX-License-Identifier: GPL-3.0-or-later */
/* words.h: what the players say at the table, and in which words.
 *
 * The engine hears the players through game_answer_*() and
 * game_refuse_cards(); it keeps the effect, not the words.  But the
 * croupier acts on the words: he ratifies the "pido" he heard, awards
 * the suite to the one who asked to see it, refuses the mitad asked too
 * early.  So the players of a session (bots.c, script.c) speak through
 * the words_*() calls below, which pass the answer to the game and keep
 * what was said in a struct player_word; the session puts it in its
 * call log (call_log.h) for the front end to show before the trainee
 * acts on it.
 *
 * words_say() gives the lines a word is said in, one per speaker, in the
 * regulation's own words in Spanish ("¡Pido!", "¡Planto!" — IPLyC
 * 8.4.2.4.1; "¿Alguien desea verla?" answered by who wants it). */
#ifndef SESSION_WORDS_H
#define SESSION_WORDS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/game.h"
#include "engine/table.h"

#define WORD_PLAYERS_MAX 24
#define WORD_TEXT_MAX 160

enum word_kind {
	WORD_NONE,              /* nothing said */
	WORD_REMATE,            /* the offers of the remate (7.5.4-7.5.6) */
	WORD_CUT,               /* cuts or refuses (7.5.7) */
	WORD_BANK,              /* "¿Su banca?" answered (7.9.7-7.9.8) */
	WORD_FREE_SEAT,         /* who asks for the free seat (7.9.7) */
	WORD_BANKER,            /* suite, mitad or raise (7.9.2.4, 7.11) */
	WORD_SUITE,             /* who wants to see the suite (8.4.2.5) */
	WORD_FIVE,              /* "pido" or "planto" (8.4.2.4.1) */
	WORD_REFUSE_CARDS,      /* will not turn Punto's cards (7.9.3.4) */
	WORD_CHANGE,            /* chips handed in for a change (8.4.2.7) */
};

struct player_word {
	enum word_kind kind;
	int player;             /* who answers: CUT, BANK, FIVE, BANKER */
	bool yes;               /* CUT: cuts; BANK: takes the bank */
	int64_t amount;         /* BANK: his bank; SUITE: the raise (0 none) */
	enum five_decision five;
	struct game_banker_word banker;
	int players[WORD_PLAYERS_MAX];  /* FREE_SEAT, SUITE, REFUSE_CARDS */
	int n_players;
	struct remate_offer offers[TABLE_SEATS_MAX];
	int n_offers;
	bool improving;         /* REMATE: after "¿Alguien mejora la oferta?" */
	char chips[64];         /* CHANGE: the chips handed in, in words;
				   amount: the largest chip asked for */
};

/* Each passes the answer to the game (game.h's call of the same name)
 * and, when the game takes it, keeps the words in *said (which may be
 * NULL); on an error *said is left as it was. */
enum status words_remate(struct player_word *said, struct game *g,
			 const struct remate_offer *offers, int n);
enum status words_cut(struct player_word *said, struct game *g, int player,
		      bool cuts);
enum status words_bank(struct player_word *said, struct game *g, int player,
		       bool takes, int64_t amount);
enum status words_free_seat(struct player_word *said, struct game *g,
			    const int *players, int n);
enum status words_banker(struct player_word *said, struct game *g,
			 const struct game_banker_word *w);
enum status words_suite(struct player_word *said, struct game *g,
			const int *players, int n, int64_t raise_to);
enum status words_five(struct player_word *said, struct game *g, int player,
		       enum five_decision five);
/* Refusals to turn Punto's cards, said while the bets are open: each
 * player in the list that the game accepts is added to *said (kind
 * WORD_REFUSE_CARDS).  Returns how many were accepted. */
int words_refuse_cards(struct player_word *said, struct game *g,
		       const int *players, int n);

/* A change asked while the bets are open (game_request_change): the
 * player hands in the chips in for chips of at most into. */
enum status words_change(struct player_word *said, struct game *g,
			 int player, const struct chip_count *in,
			 int64_t into);

/* One line of a word: who says it (player 0: nobody in particular, the
 * table's silence, "Nadie desea verla") and the words. */
struct word_line {
	int player;
	char text[WORD_TEXT_MAX];
};

/* The lines w is said in (at table t, for the remate's seats), at most
 * max; returns how many.  Nothing for WORD_NONE or a banker who asks for
 * nothing. */
size_t words_say(const struct player_word *w, const struct table *t,
		 struct word_line *out, size_t max);

#endif
