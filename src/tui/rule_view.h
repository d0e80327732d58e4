/* SPDX-License-Identifier: GPL-3.0-or-later */
/* rule_view.h: one rule of the Rules browser, read whole: its title, its
 * article, its explanation in the user's language and the regulation's
 * own text of the article (Spanish, as written), wrapped to the window
 * and scrolled when longer. */
#ifndef TUI_RULE_VIEW_H
#define TUI_RULE_VIEW_H

#include <stdbool.h>
#include <stddef.h>

#include "engine/rules.h"
#include "scenario/articles_load.h"
#include "tui/app.h"

/* The page's text: the explanation, then the article's text under a
 * heading naming it (or why it is missing). */
void rule_view_text(const struct rules *r, const struct articles *arts,
		    const struct diag *arts_error, enum rule_id id,
		    char *buf, size_t size);

/* Opens the page of ids[at] (ids: the rules the list shows, which Left
 * and Right go through).  r, arts and arts_error must outlive the page
 * (the list below it owns them); arts NULL: arts_error says why there
 * are no texts.  False when out of memory. */
bool rule_view_open(struct app *app, const struct rules *r,
		    const struct articles *arts, const struct diag *arts_error,
		    const int *ids, size_t n, size_t at);

/* Wraps text into the box; when it needs more lines, the last one shown
 * ends in an ellipsis (Enter reads it whole). */
void rule_view_draw_excerpt(int y, int x, int height, int width,
			    const char *text);

#endif
