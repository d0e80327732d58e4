/* SPDX-License-Identifier: GPL-3.0-or-later */
/* result_check.h: the values of a sealed result, checked before import.
 *
 * A seal proves who wrote a result, not that its numbers are possible: a
 * result sealed with the right code may still say score 1e308 or -50,
 * accuracy 7.5, passed under the pass mark or a skill nobody knows.  The
 * supervisor's database takes none of those: import refuses the file
 * whole, saying which value is impossible. */
#ifndef STORE_RESULT_CHECK_H
#define STORE_RESULT_CHECK_H

#include <stdbool.h>

#include <jansson.h>

#include "store/store.h"

/* Whether the result's values are possible (its shape is checked by
 * store_import); false with *err saying which is not. */
bool result_check_values(const json_t *result, struct error *err);

#endif
