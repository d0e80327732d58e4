/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lesson_practice_open.c: a lesson practised until mastered; see
 * lesson_practice_open.h. */
#include "config.h"

#include "tui/lesson_practice_open.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/paths.h"
#include "i18n.h"
#include "learning/lesson_practice.h"
#include "learning/review_build.h"
#include "scenario/rules_load.h"
#include "scenario/scenario_load.h"
#include "tui/app.h"
#include "tui/catalog.h"
#include "tui/exam_screen.h"
#include "tui/history.h"
#include "tui/settings.h"

bool lesson_practice_open(struct app *app, const struct catalog_entry *e,
			  char *msg, size_t size)
{
	struct settings *st = app->data;
	struct review_as as = {
		.id = e->id, .kind = "lesson", .skills = e->skills,
		.title_es = e->title.es, .title_en = e->title.en,
	};
	char rules_path[4200], rules_dir[4200], path[STORE_PATH_MAX];
	char name[STORE_NAME_MAX];
	struct review_plan *plan = malloc(sizeof *plan);
	struct diag_list errs;
	struct scenario *sc = NULL;
	struct rules rules;
	struct error err;
	struct diag derr;
	bool planned;
	int bad;

	msg[0] = '\0';
	if (plan == NULL) {
		snprintf(msg, size, "%s", _("Out of memory."));
		return false;
	}
	if (paths_rules_file(e->rules_name, rules_path, sizeof rules_path)
	    != 0 || paths_rules_dir(rules_dir, sizeof rules_dir) != 0 ||
	    !rules_load_file(rules_path, &rules, &derr)) {
		snprintf(msg, size, "%s",
			 _("The rules profile cannot be read."));
		free(plan);
		return false;
	}
	/* A new shoe each time: the clock's seconds as the seed. */
	if (!lesson_practice_build(&as, &rules, e->rules_name,
				   history_trainee_in(st, st->history != NULL
						      ? history_store(st->history)
						      : NULL, name, sizeof name),
				   (uint64_t)time(NULL), NULL, plan, &planned,
				   path, sizeof path, &err)) {
		snprintf(msg, size, "%s", err.message);
		free(plan);
		return false;
	}
	if (!planned) {
		snprintf(msg, size, "%s",
			 _("This lesson's skills are not dealt on fresh coups:"
			   " practise them in their drills."));
		free(plan);
		return false;
	}
	sc = malloc(sizeof *sc);
	diag_list_init(&errs);
	if (sc == NULL || !scenario_load(path, rules_dir, sc, &errs) ||
	    !review_verify(sc, plan, &bad)) {
		snprintf(msg, size, "%s",
			 _("The practice cannot be opened."));
		diag_list_free(&errs);
		free(sc);
		free(plan);
		return false;
	}
	diag_list_free(&errs);
	free(plan);
	exam_screen_open_scenario(app, sc, path);
	return true;
}
