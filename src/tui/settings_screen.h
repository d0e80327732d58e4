/* SPDX-License-Identifier: GPL-3.0-or-later */
/* settings_screen.h: the Settings screen.
 *
 * Rules profile, language, Unicode or ASCII cards, colours: each row
 * changes with Left/Right, Enter or Space and takes effect at once (the
 * language through settings_apply_language, the cards and colours
 * through term_set_prefs). */
#ifndef TUI_SETTINGS_SCREEN_H
#define TUI_SETTINGS_SCREEN_H

#include <stdbool.h>

struct app;

/* Pushes the Settings screen; false when out of memory. */
bool settings_screen_open(struct app *app);

#endif
