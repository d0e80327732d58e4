/* SPDX-License-Identifier: GPL-3.0-or-later */
/* odds_reference.h: a second, slower exact computation of the odds, for
 * tests only (see odds_reference.c). */
#ifndef TESTS_ODDS_REFERENCE_H
#define TESTS_ODDS_REFERENCE_H

#include "engine/odds.h"

enum status odds_reference_compute(const struct rules *r,
				   const uint32_t count[ODDS_VALUES],
				   enum odds_five five,
				   struct odds_result *out);

#endif
