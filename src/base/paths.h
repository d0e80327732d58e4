/* SPDX-License-Identifier: GPL-3.0-or-later */
/* paths.h: where the program finds its data and message catalogs.
 *
 * An installed crupier uses the configured directories.  Run from the
 * build tree (tests, a developer trying a change) it uses the tree: the
 * environment variables CRUPIER_DATADIR and CRUPIER_LOCALEDIR override,
 * and without them the directories named by the build tree's marker file
 * beside the executable (crupier-build-tree, written by make, never
 * installed) are used. */
#ifndef BASE_PATHS_H
#define BASE_PATHS_H

#include <stddef.h>

/* The directory holding rules/ and scenarios/ ("…/share/crupier"). */
const char *paths_data_dir(void);
/* The directory of compiled message catalogs. */
const char *paths_locale_dir(void);
/* Resolves a rules profile argument: a path (contains '/' or ends in
 * .yaml) is used as is, a bare name becomes DATA/rules/NAME.yaml. */
int paths_rules_file(const char *profile, char *out, size_t size);
/* The rules profiles' directory, DATA/rules, into out: 0, or -1 when it
 * does not fit. */
int paths_rules_dir(char *out, size_t size);

/* The scenarios shipped with crupier, DATA/scenarios (in a build tree,
 * the tree's scenarios/ beside data/), into out. */
void paths_scenario_dir(char *out, size_t size);
/* The school's own scenarios: $CRUPIER_SCHOOL_DIR, else
 * SYSCONFDIR/crupier/scenarios, into out. */
void paths_school_dir(char *out, size_t size);

#endif
