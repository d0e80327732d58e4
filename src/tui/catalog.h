/* catalog.h: the scenario library as the trainer lists it.
 *
 * Every *.yaml file of a directory is loaded once with scenario_load()
 * and what a chooser shows is kept: id, kind, skills, title and
 * instructions in both languages, the rules profile.  A file that does
 * not load stays in the catalog, marked invalid with its first error,
 * so a teacher sees a broken drill greyed instead of missing.  No
 * curses: the tests drive it directly. */
#ifndef TUI_CATALOG_H
#define TUI_CATALOG_H

#include <stdbool.h>
#include <stddef.h>

#include "scenario/diag.h"
#include "scenario/scenario.h"

struct catalog_entry {
	char path[DIAG_FILE_MAX];
	char name[256];                /* the file name without ".yaml" */
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
};

struct catalog {
	struct catalog_entry *items;   /* sorted by file name */
	size_t count;
};

/* Fills c (zeroed first) from every dir/NAME.yaml or .yml, profiles named in
 * the files read from rules_dir.  False when dir cannot be read or memory
 * runs out (c is then empty). */
bool catalog_scan(struct catalog *c, const char *dir, const char *rules_dir);
void catalog_free(struct catalog *c);

/* Whether e is a valid scenario of this kind. */
bool catalog_is(const struct catalog_entry *e, enum scenario_kind kind);
/* Valid drills that train skill s. */
size_t catalog_count_drills(const struct catalog *c, enum skill s);

#endif
