/* SPDX-License-Identifier: GPL-3.0-or-later */
/* scenario_load.h: reads and validates a scenario file (a drill, lesson or
 * exam; the format is at the top of scenario.h and in
 * crupier-scenario(5)).
 *
 * Unlike the rules profile loader it does not stop at the first mistake:
 * a teacher fixing a drill wants every one at once.  Each error goes into
 * the list with its "file:line:column" and a message in the user's
 * language; after an unknown key, a wrong type or a bad value the loader
 * skips that value and goes on.  It stops at what leaves nothing sure to
 * read after it: a YAML syntax error, an alias, a duplicate key, nesting
 * deeper than the format, a file it cannot read (too large, not UTF-8, a
 * directory, missing), and after SCENARIO_ERRORS_MAX errors.  The checks
 * that need the whole file (players named, the shoe's cards counted, bets
 * against the table limits of the profile) run only when it was read to
 * the end.  Never prints, never exits. */
#ifndef SCENARIO_SCENARIO_LOAD_H
#define SCENARIO_SCENARIO_LOAD_H

#include <stdbool.h>

#include "scenario/diag.h"
#include "scenario/scenario.h"

/* Larger files are refused unread. */
#define SCENARIO_MAX_BYTES (4 * 1024 * 1024)
/* The deepest the format goes: top → coups → a coup → decide → suite →
 * takers. */
#define SCENARIO_MAX_DEPTH 6
/* After this many errors the loader adds "too many errors" and stops. */
#define SCENARIO_ERRORS_MAX 100

/* Reads path into *out.  The rules profile named in the file ("rules:
 * NAME") is rules_dir/NAME.yaml; a value with a '/' or ending in ".yaml"
 * is a path, relative to the scenario file's directory unless absolute.
 * Appends every error found to errs (initialised by the caller, which
 * frees it) and returns true when there was none; on false *out is only
 * partly filled and must not be used. */
bool scenario_load(const char *path, const char *rules_dir,
		   struct scenario *out, struct diag_list *errs);

struct rules_cache;
/* scenario_load, with the rules profile taken from cache (rules_cache.h;
 * NULL: read from its file), for a run over many scenario files. */
bool scenario_load_cached(const char *path, const char *rules_dir,
			  struct rules_cache *cache, struct scenario *out,
			  struct diag_list *errs);

#endif
