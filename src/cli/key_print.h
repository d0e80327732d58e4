/* SPDX-License-Identifier: GPL-3.0-or-later */
/* key_print.h: a scenario's answer key in words, coup by coup, as far as
 * it was played: `crupier judge` prints it whole, and up to the error
 * when the scenario cannot be played; `crupier check --explain` prints
 * the same before its error, so a teacher sees where play stopped. */
#ifndef CLI_KEY_PRINT_H
#define CLI_KEY_PRINT_H

#include <stdbool.h>

#include "scenario/diag.h"
#include "scenario/scenario.h"
#include "session/script.h"

/* Plays sc through into *key (script_init, script_run); false with *err
 * at the first error, *key holding what was played before it. */
bool key_play(const struct scenario *sc, struct script *run,
	      struct script_key *key, struct diag *err);

/* Prints key's coups to stdout; stopped: play stopped at an error, so
 * the coup under way is printed as far as it went and marked so. */
void key_print_text(const struct scenario *sc, const struct script *run,
		    const struct script_key *key, bool stopped);

#endif
