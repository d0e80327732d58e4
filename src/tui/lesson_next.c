/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lesson_next.c: the line after a lesson; see lesson_next.h. */
#include "config.h"

#include "tui/lesson_next.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "learning/lesson_open.h"
#include "tui/browse.h"
#include "tui/catalog.h"
#include "tui/history.h"
#include "tui/settings.h"

/* Whether the lesson was recorded open before this summary judged the
 * chain again (lesson_chain records a lesson the moment it opens). */
static bool was_open(struct settings *st, const char *id)
{
	char name[STORE_NAME_MAX];
	struct store *db;
	struct error err;
	bool out = false;

	if (st->history == NULL || st->history->st == NULL)
		return false;
	db = history_store(st->history);
	if (db == NULL ||
	    !lesson_is_recorded(db, history_trainee_in(st, db, name,
						       sizeof name),
				id, &out, &err))
		return false;
	return out;
}

void lesson_next_text(struct settings *st, const char *id, char *buf,
		      size_t size)
{
	struct catalog c;
	const struct catalog_entry *e, *next = NULL;
	size_t *order = NULL, n, k;
	bool before;

	buf[0] = '\0';
	memset(&c, 0, sizeof c);
	if (st == NULL || !browse_scan_library(&c))
		goto out;
	order = malloc((c.count + 1) * sizeof *order);
	if (order == NULL)
		goto out;
	n = catalog_order(&c, SCENARIO_LESSON, SKILL__COUNT, st->profile,
			  order, c.count);
	for (k = 0; k < n; k++)
		if (strcmp(c.items[order[k]].id, id) == 0)
			break;
	if (k == n)
		goto out;
	e = &c.items[order[k]];
	if (k + 1 < n &&
	    strcmp(c.items[order[k + 1]].rules_name, e->rules_name) == 0)
		next = &c.items[order[k + 1]];
	if (next == NULL) {
		snprintf(buf, size, "%s",
			 _("Next: this was the last lesson of its profile;"
			   " the drills by skill and the exams come next."));
		goto out;
	}
	before = was_open(st, next->id);
	browse_library_progress(&c, st);
	if (next->locked)
		/* TRANSLATORS: the next lesson's title, then what mastering
		 * this one still needs. */
		snprintf(buf, size, _("Next: \"%s\" opens when you master this"
				      " lesson%s%s. p in Lessons practises it"
				      " on fresh coups until mastered."),
			 settings_pick_text(st, next->title.es,
					    next->title.en),
			 next->missing[0] != '\0' ? ": " : "", next->missing);
	else if (!before)
		snprintf(buf, size, _("Mastered: \"%s\" is open now, in"
				      " Lessons."),
			 settings_pick_text(st, next->title.es,
					    next->title.en));
	else
		snprintf(buf, size, _("Next: \"%s\", open in Lessons."),
			 settings_pick_text(st, next->title.es,
					    next->title.en));
out:
	free(order);
	catalog_free(&c);
}
