/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pay_drill_screen.h: the timed payment drill on the screen
 * (session/pay_drill.h): the bets of a coup, the trainee chooses which
 * to pay next and types the amount, against the clock. */
#ifndef TUI_PAY_DRILL_SCREEN_H
#define TUI_PAY_DRILL_SCREEN_H

#include <stdbool.h>

struct app;

/* Opens a drill under the settings' rules profile; false when out of
 * memory or the profile cannot be read. */
bool pay_drill_screen_open(struct app *app);

#endif
