/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pay_chips.h: `crupier pay --chips`, the payment laid out in the
 * profile's chips from its carreteles (IPLyC 8.4.2.6.2, 8.4.2.6.3.3). */
#ifndef CLI_PAY_CHIPS_H
#define CLI_PAY_CHIPS_H

#include <stdbool.h>
#include <stdint.h>

#include <jansson.h>

#include "engine/chips.h"
#include "engine/payout.h"

struct pay_chips {
	bool made;                      /* there is a payment to make */
	struct chip_count c;
	int64_t exact;                  /* the payment without chips */
};

/* The chips of payment p (computed under r with its chips on: rounded
 * to the smallest chip) and what it would be without chips; false, the
 * error said, when the carreteles cannot pay it. */
bool pay_chips_compose(const struct rules *r, const struct payout_request *q,
		       const struct payout *p, struct pay_chips *out);
/* "in_chips" of the JSON answer. */
json_t *pay_chips_json(const struct rules *r, const struct pay_chips *ch);
/* "In chips: 1×500, 4×100 (the fewest chips; IPLyC 8.4.2.6.3.3)", and
 * what the smallest chip rounded away. */
void pay_chips_print(const struct rules *r, const struct payout *p,
		     const struct pay_chips *ch);

#endif
