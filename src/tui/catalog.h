/* SPDX-License-Identifier: GPL-3.0-or-later */
/* catalog.h: the scenario library as the trainer lists it.
 *
 * Every *.yaml file of a directory is loaded once with scenario_load()
 * and what a chooser shows is kept: id, kind, skills, title and
 * instructions in both languages, the rules profile.  A file that does
 * not load stays in the catalog, marked invalid with its first error,
 * so a teacher sees a broken drill greyed instead of missing.  No
 * curses: the tests drive it directly.
 *
 * The library is three folders, merged (catalog_scan_dirs): the
 * scenarios shipped in the data directory, a school's in
 * $(sysconfdir)/crupier/scenarios (CRUPIER_SCHOOL_DIR overrides), and
 * the user's own in $XDG_DATA_HOME/crupier/scenarios.  A scenario id
 * found in more than one folder is listed once, from the nearest folder
 * (own, then school, then shipped), as PATH picks a program: a teacher
 * who copies a shipped drill to change it sees his copy.  Folders that
 * do not exist are simply empty.
 *
 * The trainee's progress (store_best.h, handed in as catalog_progress)
 * marks each entry done, with its best score, and the order of a chooser
 * (catalog_order: the chosen rules profile first, then by profile and
 * file name) names the first entry not yet done as "next". */
#ifndef TUI_CATALOG_H
#define TUI_CATALOG_H

#include <stdbool.h>
#include <stddef.h>

#include "scenario/diag.h"
#include "scenario/scenario.h"

/* Where a file was found, nearest last (the nearest wins an id). */
enum catalog_origin {
	CATALOG_SHIPPED,               /* the data directory */
	CATALOG_SCHOOL,                /* $(sysconfdir)/crupier/scenarios */
	CATALOG_OWN,                   /* $XDG_DATA_HOME/crupier/scenarios */
	CATALOG__ORIGINS
};

struct catalog_dir {
	char path[DIAG_FILE_MAX];
	enum catalog_origin origin;
};

struct catalog_entry {
	char path[DIAG_FILE_MAX];
	char name[256];                /* the file name without ".yaml" */
	enum catalog_origin origin;
	bool valid;
	/* Valid entries only: */
	char id[SCENARIO_ID_MAX];
	enum scenario_kind kind;
	bool skills[SKILL__COUNT];
	struct scenario_text title, instructions;
	char rules_name[RULES_NAME_MAX];
	/* Invalid entries only: */
	struct diag first_error;
	size_t n_errors;
	/* The trainee's progress (catalog_set_progress). */
	int complete;                  /* attempts completed */
	bool has_best, passed, begun;
	double best;                   /* 0..100 */
	/* Lessons (lesson_lock.h): locked until the one before is
	 * mastered; `before` is that lesson's index in items. */
	bool locked;
	size_t before;
	char missing[256];             /* what mastering it still needs */
};

struct catalog {
	struct catalog_entry *items;   /* sorted by file name, then origin */
	size_t count;
	size_t shadowed;               /* files hidden by a nearer same id */
	bool read[CATALOG__ORIGINS];   /* the folder could be read */
};

/* What a trainee has done of one scenario (from store_best.h). */
struct catalog_progress {
	const char *id;
	int complete;
	bool has_best, passed, begun;
	double best;
};

/* Fills c (zeroed first) from every dir/NAME.yaml or .yml, profiles named in
 * the files read from rules_dir.  False when dir cannot be read or memory
 * runs out (c is then empty). */
bool catalog_scan(struct catalog *c, const char *dir, const char *rules_dir);
/* The same over several folders, merged as the top says.  True when at
 * least one folder could be read; c->read[] says which. */
bool catalog_scan_dirs(struct catalog *c, const struct catalog_dir *dirs,
		       size_t n, const char *rules_dir);
/* The school's and the user's folders (shipped is the caller's: the
 * data directory); "" for one that cannot be named (no home). */
void catalog_school_dir(char *out, size_t size);
void catalog_own_dir(char *out, size_t size);
void catalog_free(struct catalog *c);

/* Marks the entries with the trainee's progress (matched by id). */
void catalog_set_progress(struct catalog *c, const struct catalog_progress *p,
			  size_t n);
/* The valid entries of kind (and, for drills, skill; SKILL__COUNT: any)
 * in the order a chooser lists them: rules profile `profile` first, then
 * the other profiles by name, each by file name.  Fills out (at most max
 * indices into c->items) and returns how many. */
size_t catalog_order(const struct catalog *c, enum scenario_kind kind,
		     enum skill skill, const char *profile, size_t *out,
		     size_t max);
/* The first of those not completed yet ("next"), or when it is a locked
 * lesson the one to master before it; c->count when all are done or
 * there is none. */
size_t catalog_next(const struct catalog *c, const size_t *order, size_t n);

/* Whether e is a valid scenario of this kind. */
bool catalog_is(const struct catalog_entry *e, enum scenario_kind kind);
/* Valid drills that train skill s. */
size_t catalog_count_drills(const struct catalog *c, enum skill s);

#endif
