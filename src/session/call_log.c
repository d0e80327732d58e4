/* SPDX-License-Identifier: GPL-3.0-or-later */
/* call_log.c: the table's words in order; see call_log.h. */
#include "config.h"

#include "session/call_log.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"

void call_log_init(struct call_log *l)
{
	l->head = l->n = l->total = 0;
	l->r_head = l->n_results = 0;
}

/* Copies src into dst (size bytes), cut before a UTF-8 continuation
 * byte so that no character is split. */
static void copy_text(char *dst, size_t size, const char *src)
{
	size_t n = strlen(src);

	if (n >= size) {
		n = size - 1;
		while (n > 0 && ((unsigned char)src[n] & 0xC0) == 0x80)
			n--;
	}
	memcpy(dst, src, n);
	dst[n] = '\0';
}

void call_log_add(struct call_log *l, int coup, enum call_speaker who,
		  int player, int seat, const char *text)
{
	struct call_line *c;

	if (l->n < CALL_LOG_MAX) {
		c = &l->line[(l->head + l->n) % CALL_LOG_MAX];
		l->n++;
	} else {
		c = &l->line[l->head];
		l->head = (l->head + 1) % CALL_LOG_MAX;
	}
	c->coup = coup;
	c->who = who;
	c->player = who == CALL_PLAYER ? player : 0;
	c->seat = who == CALL_PLAYER ? seat : 0;
	copy_text(c->text, sizeof c->text, text);
	l->total++;
}

size_t call_log_words(struct call_log *l, int coup,
		      const struct player_word *w, const struct table *t)
{
	struct word_line said[WORD_PLAYERS_MAX];
	size_t n = words_say(w, t, said, WORD_PLAYERS_MAX);

	for (size_t i = 0; i < n; i++) {
		int p = said[i].player;

		call_log_add(l, coup, p > 0 ? CALL_PLAYER : CALL_TABLE, p,
			     p > 0 ? table_seat_of(t, p) : 0, said[i].text);
	}
	return n;
}

size_t call_log_count(const struct call_log *l)
{
	return l->n;
}

const struct call_line *call_log_line(const struct call_log *l, size_t i)
{
	if (i >= l->n)
		return NULL;
	return &l->line[(l->head + i) % CALL_LOG_MAX];
}

size_t call_log_total(const struct call_log *l)
{
	return l->total;
}

void call_log_result(struct call_log *l, int coup, enum coup_winner winner,
		     int punto_total, int banca_total)
{
	struct call_result *r;

	if (l->n_results < CALL_RESULTS_MAX) {
		r = &l->result[(l->r_head + l->n_results) % CALL_RESULTS_MAX];
		l->n_results++;
	} else {
		r = &l->result[l->r_head];
		l->r_head = (l->r_head + 1) % CALL_RESULTS_MAX;
	}
	r->coup = coup;
	r->winner = winner;
	r->punto_total = punto_total;
	r->banca_total = banca_total;
}

size_t call_log_result_count(const struct call_log *l)
{
	return l->n_results;
}

const struct call_result *call_log_result_at(const struct call_log *l,
					     size_t i)
{
	if (i >= l->n_results)
		return NULL;
	return &l->result[(l->r_head + i) % CALL_RESULTS_MAX];
}

void call_line_text(const struct call_line *c, const char *name, char *buf,
		    size_t size)
{
	if (name == NULL)
		name = "?";
	switch (c->who) {
	case CALL_CROUPIER:
		/* TRANSLATORS: a call of the croupier in the call log. */
		snprintf(buf, size, _("Croupier: %s"), c->text);
		break;
	case CALL_PLAYER:
		if (c->seat > 0)
			/* TRANSLATORS: a seated player's words in the call
			 * log: "Beto (2): ¡Pido!". */
			snprintf(buf, size, _("%s (%d): %s"), name, c->seat,
				 c->text);
		else
			snprintf(buf, size, "%s: %s", name, c->text);
		break;
	case CALL_TABLE:
	default:
		snprintf(buf, size, "%s", c->text);
		break;
	}
}

void call_result_text(const struct call_result *r, char *buf, size_t size)
{
	const char *who;

	switch (r->winner) {
	case COUP_WINNER_PUNTO:
		who = "Punto";
		break;
	case COUP_WINNER_BANCA:
		who = "Banca";
		break;
	case COUP_WINNER_ANCAR:
		who = _("Ancar");
		break;
	default:
		/* TRANSLATORS: a pase left undecided (7.7.4.5), in the coup
		 * history. */
		snprintf(buf, size, _("%d. void"), r->coup);
		return;
	}
	/* TRANSLATORS: the coup history: coup number, the winner, Banca's
	 * total then Punto's, as the croupier calls them. */
	snprintf(buf, size, _("%d. %s %d-%d"), r->coup, who, r->banca_total,
		 r->punto_total);
}
