/* SPDX-License-Identifier: GPL-3.0-or-later */
/* holder.h: who turns Punto's cards.
 *
 * The seated player with the largest Punto bet (IPLyC 7.6.2, 7.9.3.1); on
 * equal largest bets the first to the right of the sabot (7.6.3), "right"
 * meaning seat n -> n+1 -> ... wrapping to 1 (table.h), counted in a
 * suite from the seat that gave the original suite (7.11.6).  Not
 * eligible: standing players (7.9.1.3.2: only seated players turn them); a
 * player betting on both chances (7.6.2, 7.9.4.2); one who refuses, whose
 * bet goes to the standing area without voluntad (7.9.3.4), the next
 * largest taking over (7.9.3.5); and, where a player banks, the banker,
 * whose bank is the Banca chance itself (7.3.3).  With no eligible seated
 * Punto bet the croupier turns them and stands on 5 (7.6.4).
 *
 * Marcando bets (on the outer line of the horseshoe) count at what they
 * play, rules->marcando_pct of their face value (7.8.1.5: "juegan el
 * cincuenta por ciento (50%) de su valor"), since 7.9.3.1 ranks players by
 * the amount of their bet on Punto. */
#ifndef ENGINE_HOLDER_H
#define ENGINE_HOLDER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/rules.h"
#include "engine/status.h"

#define HOLDER_STANDING 0   /* seat of a standing bettor */
#define HOLDER_CROUPIER 0   /* the "seat" when the croupier turns them */
#define HOLDER_SEATS_MAX 16

/* One player's bets; several entries with the same seat add up. */
struct holder_bet {
	int seat;                /* 1..seats, or HOLDER_STANDING */
	int64_t punto;           /* on Punto, in units */
	int64_t punto_marcando;  /* marcando on Punto, at face value */
	int64_t banca;           /* on Banca */
	bool refuses;            /* does not want to turn the cards */
};

struct holder_table {
	int seats;               /* numbered seats, 1..HOLDER_SEATS_MAX */
	int sabot_seat;          /* the seat with the sabot */
	int suite_seat;          /* in a suite: the seat that gave the
				    original suite; 0 otherwise */
	bool croupier_banks;     /* the croupier deals for the sabot's
				    seat, whose player may turn Punto's
				    cards (H8-2021) */
};

struct holder_result {
	int seat;                /* HOLDER_CROUPIER or 1..seats */
	/* The rule that decided: PUNTO_CARDS_TO (7.6.2), PUNTO_CARDS_TIE
	 * (7.6.3), PUNTO_CARDS_REFUSED (7.9.3.4) or NO_FIVE (7.6.4). */
	enum rule_id rule;
};

/* STATUS_NO_SUCH_SEAT for a seat out of range (table or bet),
 * STATUS_BAD_AMOUNT for a negative or absurd amount, STATUS_BAD_ARGUMENT
 * for a table over HOLDER_SEATS_MAX seats. */
enum status holder_find(const struct rules *r, const struct holder_table *t,
			const struct holder_bet *bets, size_t n,
			struct holder_result *out);

#endif
