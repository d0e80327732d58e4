/* SPDX-License-Identifier: GPL-3.0-or-later */
/* roster_pick.h: the trainee's name chosen from his class's roster.
 *
 * Where the trainer asks a trainee's name (an exam, the Progress screen)
 * and classes exist, the name is chosen from the rosters of the login's
 * classes (class_roster_for: else every class's), the one bound to the
 * login (class_login: on a results server, the role connected there)
 * selected first, so that a typo cannot split one trainee
 * into two.  Without classes the name is typed as before. */
#ifndef TUI_ROSTER_PICK_H
#define TUI_ROSTER_PICK_H

#include <stdbool.h>

#include "store/store.h"
#include "tui/list.h"

/* Fills l (cleared first) with the roster; true when there is one to
 * pick from (st NULL: none). */
bool roster_pick_fill(struct list *l, struct store *st);

#endif
