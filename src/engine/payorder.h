/* SPDX-License-Identifier: GPL-3.0-or-later */
/* payorder.h: the order in which the croupier settles the table.
 *
 * IPLyC 8.4.2.6 fixes the order of payment, 8.4.2.6.13 and 8.4.2.2.9 the
 * order of the excesses handed back.  Given every bet on the table already
 * settled by payout_compute(), this lists the croupier's hand movements:
 *
 *   1. hand back the excesses first (8.4.2.6.13: "Entregará en primer
 *      término los excedentes"), the bank's first, then the others in the
 *      order of payment (8.4.2.2.9); or, where the profile reads 8.4.2.2.9
 *      ("continuando con los demás en el mismo orden en que fueron
 *      pagados") as after the payments (excesses_after_payments), this
 *      step comes last, in the same order;
 *   2. take in the losing bets, the "arrastre": the pase ends "entradas
 *      las apuestas perdedoras, pagadas las ganadoras" (8.8.1.1, 8.8.2.2-3)
 *      and payments never use chips from the arrastre (8.4.2.6.12), so it
 *      comes before paying.  The regulation gives it no order of its own:
 *      we sweep in the direction of the payment;
 *   3. pay the winning chance: Banca from seat 1 to 7 (8.4.2.6.3), then
 *      the standing bets (8.4.2.6.5), the bank last (8.4.2.6.6); Punto
 *      from seat 7 to 1, then the standing bets "en el mismo orden"
 *      (8.4.2.6.8).  Standing bets go row by row, starting with the row
 *      against the acrylic, each row from 7 to 1 (8.4.2.6.5: "comenzando
 *      por las ubicadas contra el acrílico del 7 al 1 ... siguiendo el
 *      mismo orden en las demás filas"), whichever chance won.
 *
 * Tie bets (house-banked profiles) are paid from seat 1 up: LNSE-MIDI
 * gives no order. */
#ifndef ENGINE_PAYORDER_H
#define ENGINE_PAYORDER_H

#include <stddef.h>
#include <stdint.h>

#include "engine/payout.h"
#include "engine/rules.h"
#include "engine/status.h"

/* Where a bet lies on the table. */
enum bet_place {
	PLACE_SEAT,      /* a numbered seat's box */
	PLACE_STANDING,  /* a standing punter's bet */
	PLACE_BANK,      /* the banker's bank ("B") */
};

struct payorder_bet {
	enum bet_place place;
	int seat;               /* SEAT: 1..seats; STANDING: the seat it lies
				   behind, 1..seats; BANK: unused */
	int row;                /* STANDING: 0 against the acrylic, then out */
	struct payout result;   /* from payout_compute() */
};

enum payorder_action {
	PAYORDER_RETURN_EXCESS, /* hand back result.returned */
	PAYORDER_COLLECT,       /* take in result.collected */
	PAYORDER_PAY,           /* announce the bet, then pay result.pay */
};

struct payorder_step {
	size_t index;           /* into the bets array */
	enum payorder_action action;
	int64_t amount;
	enum rule_id rule;      /* the article that puts it here */
};

/* The most steps n bets can take: an excess and a payment or collection. */
#define PAYORDER_MAX_STEPS(n) (2 * (n))

/* Lists the steps for the bets settled for winner into steps[0..cap).
 * Bets that stand (ancar) take no step.  Errors: STATUS_NO_SUCH_SEAT (a
 * seat outside 1..rules->seats, a row outside 0-99), STATUS_BAD_ARGUMENT (cap
 * too small for the steps). */
enum status payorder_build(const struct rules *r, enum payout_winner winner,
			   const struct payorder_bet *bets, size_t n,
			   struct payorder_step *steps, size_t cap,
			   size_t *count);


#endif
