/* SPDX-License-Identifier: GPL-3.0-or-later */
/* call_log.h: what was said at the table, in order — the croupier's calls
 * and the players' words — and the coups' results, for the front ends.
 *
 * A session (session.h) keeps one: every croupier action applied is added
 * as the croupier's call (the correct one, which is what the table heard
 * after a mistake), every answer of a player (words.h) as his words, the
 * moment the game hears it, so the front end shows them before the
 * trainee must act on them.  The log keeps the last CALL_LOG_MAX lines
 * (a ring: the oldest go first); call_log_total() counts every line ever
 * added, so a front end can tell what is new.  No terminal here: the
 * table screen draws it, tests/test_call_log.c reads it. */
#ifndef SESSION_CALL_LOG_H
#define SESSION_CALL_LOG_H

#include <stdbool.h>
#include <stddef.h>

#include "engine/coup.h"
#include "engine/table.h"
#include "session/words.h"

#define CALL_LOG_MAX 200
#define CALL_TEXT_MAX 320
#define CALL_RESULTS_MAX 64

enum call_speaker {
	CALL_CROUPIER,          /* the trainee's call */
	CALL_PLAYER,            /* a player's words */
	CALL_TABLE,             /* nobody in particular: "Nobody …" */
};

struct call_line {
	int coup;               /* 1.. */
	enum call_speaker who;
	int player;             /* CALL_PLAYER: the player id */
	int seat;               /* his seat when he spoke; 0 standing */
	char text[CALL_TEXT_MAX];
};

/* One coup's outcome, for the coup history. */
struct call_result {
	int coup;
	enum coup_winner winner;
	int punto_total, banca_total;
};

struct call_log {
	struct call_line line[CALL_LOG_MAX];
	size_t head, n;         /* the ring: head is the oldest kept */
	size_t total;           /* lines ever added */
	struct call_result result[CALL_RESULTS_MAX];
	size_t r_head, n_results;
};

void call_log_init(struct call_log *l);
/* A line said in coup; the text is cut to CALL_TEXT_MAX - 1 bytes (at a
 * character's start). */
void call_log_add(struct call_log *l, int coup, enum call_speaker who,
		  int player, int seat, const char *text);
/* The lines of a player's word (words_say), each with its speaker's seat
 * at table t.  Returns how many were added. */
size_t call_log_words(struct call_log *l, int coup,
		      const struct player_word *w, const struct table *t);
/* Lines kept, and the i-th of them (0 the oldest kept; NULL past the
 * end). */
size_t call_log_count(const struct call_log *l);
const struct call_line *call_log_line(const struct call_log *l, size_t i);
/* Lines ever added. */
size_t call_log_total(const struct call_log *l);

/* A coup's result, once its winner is called (the oldest go first past
 * CALL_RESULTS_MAX). */
void call_log_result(struct call_log *l, int coup, enum coup_winner winner,
		     int punto_total, int banca_total);
size_t call_log_result_count(const struct call_log *l);
const struct call_result *call_log_result_at(const struct call_log *l,
					     size_t i);

/* A line as shown: "Croupier: ¡Cartas!", "Beto (seat 2): ¡Pido!",
 * "Hugo: …" for a standing player, the bare words for the table's.
 * name: the player's name (NULL: "?"). */
void call_line_text(const struct call_line *c, const char *name, char *buf,
		    size_t size);
/* A result as shown: "3. Banca 6-5", "4. Ancar 7-7". */
void call_result_text(const struct call_result *r, char *buf, size_t size);

#endif
