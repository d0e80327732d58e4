/* SPDX-License-Identifier: GPL-3.0-or-later */
/* browse.h: the choosers of scenarios — Lessons, Drills by skill, Exam.
 *
 * Each lists the library (paths_data_dir()/scenarios/NAME.yaml, see
 * browse_scenario_dir), loaded once when the screen opens: valid files
 * with their title in the current language and their profile, invalid
 * ones greyed with their first error.  Enter opens a scenario on the
 * table screen (table_screen_open_observed); '/' searches.  The Exam chooser
 * also opens any file by path, typed in a one-line field. */
#ifndef TUI_BROWSE_H
#define TUI_BROWSE_H

#include <stdbool.h>
#include <stddef.h>

#include "scenario/scenario.h"

struct app;
struct catalog;

/* Push the chooser; false when out of memory. */
bool browse_lessons_open(struct app *app);
bool browse_skills_open(struct app *app);
bool browse_exam_open(struct app *app);

/* The directory of the scenario library: DATA/scenarios, or, when that
 * is missing, the scenarios/ beside DATA (the source tree, where data/
 * and scenarios/ are siblings), so an uninstalled build finds it too. */
void browse_scenario_dir(char *out, size_t size);

/* The whole library, as the choosers list it: the shipped folder, the
 * school's and the user's own, merged (catalog.h).  False when no folder
 * could be read. */
bool browse_scan_library(struct catalog *c);
/* The trainee's progress and the lessons locked for him, from the
 * results database when there is one (lesson_lock.h). */
struct settings;
void browse_library_progress(struct catalog *c, struct settings *st);

/* The translated name and one-line description of a skill. */
const char *browse_skill_name(enum skill s);
const char *browse_skill_about(enum skill s);
/* The translated name of a kind ("lesson"). */
const char *browse_kind_name(enum scenario_kind k);

#endif
