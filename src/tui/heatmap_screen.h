/* SPDX-License-Identifier: GPL-3.0-or-later */
/* heatmap_screen.h: the heat maps of the drawing table and the payments
 * (learning/heatmap.h) on screen, opened from Progress: the trainee's, a
 * class's (the store's classes, when it has them) or every trainee's of
 * the store; one page for the drawing table, one for the payments.
 * Each square shows its symbol, so the map reads without colour (NO_COLOR
 * or the monochrome setting); colours follow the symbols. */
#ifndef TUI_HEATMAP_SCREEN_H
#define TUI_HEATMAP_SCREEN_H

#include <stdbool.h>

struct app;

/* Pushes the screen for the settings' trainee; false when out of
 * memory. */
bool heatmap_screen_open(struct app *app);

#endif
