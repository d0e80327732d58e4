/* SPDX-License-Identifier: GPL-3.0-or-later */
/* action_text.h: the croupier's words for every game action, in the
 * user's language.
 *
 * The msgids are English; the Spanish catalog holds the regulation's own
 * calls (IPLyC 8.12: "¡No va más!", "¡Cartas!", "¡5 tiene voluntad!",
 * "¡Suite de 2000! ¿Alguien desea verla?", "¡Su excedente!" ...).  Names
 * from a scenario file are only ever passed as a %s argument. */
#ifndef SESSION_ACTION_TEXT_H
#define SESSION_ACTION_TEXT_H

#include <stddef.h>

#include "engine/anomaly.h"
#include "engine/card.h"
#include "engine/coup.h"
#include "engine/game.h"
#include "engine/payout.h"
#include "engine/rules.h"

/* Room for any action's words with a long player name. */
#define ACTION_TEXT_MAX 512

/* The words of one coup step ("¡9 por 4!", "Card to Punto: 5H"). */
void action_coup_text(const struct rules *r, const struct coup_step *s,
		      char *buf, size_t size);

/* The words of a game action.  name is the name of a->player (NULL when
 * unknown or nobody); it is shown with the seat, "(seat 3, Beto)". */
void action_text(const struct rules *r, const struct game_action *a,
		 const char *name, char *buf, size_t size);

/* A hand as the croupier reads it out: "5H KS 10D", or "-" when it has
 * no cards.  Cards that do not fit in buf are left out whole. */
void action_hand_text(const card_t *cards, size_t n, char *buf,
		      size_t size);

/* "punto", "banca", "ancar", "void", "none": for JSON. */
const char *action_winner_key(enum coup_winner w);
/* The winner in words ("Punto", "Banca", "ancar", "void pase"). */
const char *action_winner_name(enum coup_winner w);
/* "banca", "punto", "tie". */
const char *action_chance_key(enum bet_chance c);
/* What the anomaly is, in words. */
const char *action_anomaly_name(enum anomaly a);
/* The chance of a bet as the croupier names it ("Punto", "the tie",
 * "Banca"; "the bank" for a bet placed on the bank), translated. */
const char *action_chance_name(enum bet_chance c, enum bet_place place);
/* The words of one ruling flag (one bit). */
const char *action_ruling_text(unsigned flag);
/* What a question asks, in words. */
const char *action_question_text(enum game_question q);

#endif
