/* SPDX-License-Identifier: GPL-3.0-or-later */
/* session_check.h: whether a loaded scenario can be played, found by
 * doing exactly what the trainer does before play (session_init_scenario:
 * the procedure read and set up, the coups played through with the answer
 * key), so that `crupier check` never passes a file the trainer, an exam
 * or `crupier judge` then refuse.  A procedure performed during play is
 * set up by the trainer without playing its coups; they are played
 * through too, as `crupier judge` plays them. */
#ifndef SESSION_SESSION_CHECK_H
#define SESSION_SESSION_CHECK_H

#include <stdbool.h>

#include "scenario/diag.h"
#include "scenario/scenario.h"

/* true when sc can be played; false with *err (its place in the file
 * when it has one) otherwise.  data_dir holds procedures/. */
bool session_check_scenario(const struct scenario *sc, const char *data_dir,
			    struct diag *err);

#endif
