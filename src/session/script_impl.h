/* SPDX-License-Identifier: GPL-3.0-or-later */
/* script_impl.h: what the files of the script share (private to
 * script*.c): the errors with the scenario's places, and the defaults. */
#ifndef SESSION_SCRIPT_IMPL_H
#define SESSION_SCRIPT_IMPL_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/status.h"
#include "scenario/diag.h"
#include "session/script.h"

/* An engine status in the user's language. */
const char *script_status_text(enum status st);
/* Fills *err with a message at a place of the file; returns false. */
bool script_fail_at(const struct script *s, struct scenario_where where,
		    struct diag *err, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
/* The same about the coup being played: "coup 3 (line 40): ...". */
bool script_fail_coup(const struct script *s, struct diag *err,
		      const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* A player's name for messages ("-" when unknown). */
const char *script_name_of(const struct script *s, int player);
/* The bank a new banker puts up: start.salida, else the table minimum. */
int64_t script_default_bank(const struct script *s);

#endif
