/* SPDX-License-Identifier: GPL-3.0-or-later */
/* table.h: the seats, the players, and who starts the shoe.
 *
 * Seats are numbered 1..rules->seats.  "To the right" of seat n is n+1,
 * wrapping from the last seat to 1; "to the left" is the previous number
 * (a convention of this project: the regulations speak only of "derecha"
 * and "izquierda").  Players are the caller's ids, any int > 0; 0 means
 * nobody.
 *
 * Standing players ("apostadores de pie") have no seat, but where the
 * regulation must choose among several of them it takes the one nearest to
 * the croupier's right (IPLyC 7.11.12).  The table keeps them in that
 * order: standing[0] is the nearest; the caller adds them in order.
 *
 * Also here, because they only read the seats: the remate of the first
 * bank (IPLyC 7.5.4-7.5.6) and the order of the cut (7.5.7-7.5.8). */
#ifndef ENGINE_TABLE_H
#define ENGINE_TABLE_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/rules.h"
#include "engine/status.h"

#define TABLE_SEATS_MAX 16
#define TABLE_STANDING_MAX 16

/* Caller-owned.  seat[n] is the player in seat n (index 0 unused). */
struct table {
	int seats;
	int seat[TABLE_SEATS_MAX + 1];
	/* The seat reserved while its player is away (IPLyC 7.14): he keeps
	 * it, but nobody bets from it and the sabot finds it free. */
	bool reserved[TABLE_SEATS_MAX + 1];
	int standing[TABLE_STANDING_MAX];
	int n_standing;
};

/* An empty table with rules->seats seats.  STATUS_BAD_ARGUMENT when the
 * profile has more than TABLE_SEATS_MAX seats (or none). */
enum status table_init(struct table *t, const struct rules *r);
/* Seats a player.  STATUS_NO_SUCH_SEAT, STATUS_BAD_ARGUMENT (id <= 0, or
 * the seat taken, or the player already at the table). */
enum status table_sit(struct table *t, int seat, int player);
/* Empties a seat.  STATUS_NO_SUCH_SEAT, STATUS_SEAT_EMPTY. */
enum status table_leave(struct table *t, int seat);
/* The seat's player goes away and reserves it (IPLyC 7.14.1).
 * STATUS_NO_SUCH_SEAT, STATUS_SEAT_EMPTY. */
enum status table_reserve(struct table *t, int seat);
/* Whether seat is reserved, its player away. */
static inline bool table_reserved(const struct table *t, int seat)
{
	return seat >= 1 && seat <= t->seats && t->reserved[seat];
}
/* 7.14.4: "La terminación del mazo anula las reservas que hubiere": the
 * players away lose their seats, which are empty now. */
void table_end_reservations(struct table *t);
/* Adds a standing player behind those already standing, that is further
 * from the croupier's right.  STATUS_BAD_ARGUMENT (bad id, already at the
 * table, or no room). */
enum status table_stand(struct table *t, int player);

static inline bool table_seat_valid(const struct table *t, int seat)
{
	return seat >= 1 && seat <= t->seats;
}
/* The seat to the right of seat: n+1, the last wrapping to 1. */
int table_right(const struct table *t, int seat);
/* The seat to the left of seat: n-1, 1 wrapping to the last. */
int table_left(const struct table *t, int seat);
/* The player in seat (0 if empty or no such seat). */
int table_player(const struct table *t, int seat);
/* The seat of a seated player, 0 if he is not seated. */
int table_seat_of(const struct table *t, int player);
/* Position of a standing player in the standing order (0 nearest the
 * croupier's right), -1 if he is not standing. */
int table_standing_rank(const struct table *t, int player);
int table_seated_count(const struct table *t);
/* Steps to the right from seat from to seat to: 0 for the same seat,
 * 1 for the next one, up to seats-1. */
int table_distance_right(const struct table *t, int from, int to);

/* The remate of the first bank.  An offer comes from a seated player. */
struct remate_offer {
	int seat;
	int64_t amount;
};

enum remate_outcome {
	REMATE_AWARDED,        /* "¡Adjudicada!" */
	REMATE_ASK_IMPROVE,    /* the best announced: "¿Alguien mejora la
				  oferta?" */
	REMATE_NO_OFFERS,      /* nobody wants to bank */
};

/* Why a remate was decided so: the article a trainee is shown. */
enum remate_why {
	REMATE_WHY_INVITE,     /* the best announced, improvement invited
				  (8.7.1.1.13) */
	REMATE_WHY_INVITE_TIE, /* equal best offers: "se solicitará su
				  mejora" (7.5.5) */
	REMATE_WHY_NO_BETTER,  /* nobody improves: "Adjudicada" (8.7.1.1.13) */
	REMATE_WHY_BY_RIGHT,   /* equal offers nobody improved: by the right
				  from seat 1 (7.5.5) */
	REMATE_WHY_MAXIMUM,    /* an offer of the maximum, at once (7.5.6) */
	REMATE_WHY_NONE,       /* no offer */
};

/* The best offer so far, kept between the rounds of a remate: amount 0
 * before the first round. */
struct remate_standing {
	int64_t amount;
	int seat;              /* of those at amount, the first by the right
				  from seat 1 */
	int tied;              /* how many offered amount in one round */
};

struct remate_result {
	enum remate_outcome outcome;
	enum remate_why why;
	int seat;              /* AWARDED: the new banker's seat; ASK_IMPROVE:
				  the best offer's */
	int64_t amount;        /* the winning (or best so far) amount */
	int tied;              /* how many offers share the top amount */
	enum rule_id rule;     /* REMATE, or MIN_PLAYERS */
};

/* Decides one round of the remate (IPLyC 7.5.4-7.5.6, 8.7.1.1.13;
 * TRAD 5).  offers are the seated players' offers of this round, each
 * within the table limits; standing is the best of the rounds before
 * (NULL or amount 0 for the first round).  Only an offer above the
 * standing best improves it.
 *
 * - The first round with no offer: nobody banks (REMATE_NO_OFFERS).
 * - An offer of the maximum wins at once (7.5.6); two at the maximum
 *   cannot improve, so they go straight to the tie rule.
 * - Otherwise the croupier "anunciará la mayor e invitará a mejorarla:
 *   ¿Alguien mejora la oferta?", and after each improvement "se anuncia
 *   el monto y nuevamente se invita a mejorar" (8.7.1.1.13): ASK_IMPROVE
 *   with the new standing best (equal best offers are asked as 7.5.5
 *   says).  Only a round with no improvement awards the bank
 *   ("Adjudicada") to the standing best; equal offers nobody improved go
 *   "por derecha, tomando como referencia al asiento N° 1" (7.5.5).
 *   The regulation does not say whether the reference seat itself counts.
 *   This module reads it as: going to the right from seat 1 itself (seat 1,
 *   then 2, 3 ...), the first tied bidder wins, i.e. the lowest seat
 *   number.  Counting from seat 2 would put seat 1 last, an odd way to
 *   make it the reference.
 * TRAD 5 asks for an improvement only of equal offers and is silent on a
 * single best one; an auction "al mejor postor" is read as IPLyC's.
 *
 * The caller keeps out's amount, seat and tied as the standing best
 * after ASK_IMPROVE (remate_result_standing).
 *
 * Errors: STATUS_TOO_FEW_PLAYERS (fewer seated than rules->min_players,
 * 7.5.1), STATUS_NO_SUCH_SEAT / STATUS_SEAT_EMPTY (an offer not from a
 * seated player), STATUS_BAD_ARGUMENT (two offers from one seat),
 * STATUS_UNDER_MINIMUM / STATUS_OVER_MAXIMUM (7.5.4: "encuadrada dentro de
 * los montos mínimos y máximos"). */
enum status table_remate(const struct table *t, const struct rules *r,
			 const struct remate_offer *offers, int n,
			 const struct remate_standing *standing,
			 struct remate_result *out);
/* The standing best after a round that asked for an improvement. */
void remate_result_standing(const struct remate_result *res,
			    struct remate_standing *standing);
/* The IPLyC article of a remate's why. */
const char *remate_why_article(enum remate_why why);

/* Who is asked to cut (IPLyC 7.5.7-7.5.8; TRAD 9): the seated player to
 * the left of the seat that banks first, and on each refusal the next one
 * further left, skipping empty seats and never the banking seat itself.
 * refusals is how many have refused so far.  Returns the seat to ask, or 0
 * when nobody seated is left: the supervisor cuts (7.5.8). */
int table_cut_seat(const struct table *t, int bank_seat, int refusals);

#endif
