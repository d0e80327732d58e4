/* SPDX-License-Identifier: GPL-3.0-or-later */
/* rules_cache.h: rules profiles read once per run.
 *
 * `crupier check` over a thousand scenario files names the same few
 * profiles a thousand times; reading each profile file once (by the path
 * the scenario resolves it to) removes most of the work.  The answer for a
 * path, a profile or the error reading it, is the one rules_load_file
 * gave the first time: a cache is for one run over files that do not
 * change under it (a command line), not for a long-lived process. */
#ifndef SCENARIO_RULES_CACHE_H
#define SCENARIO_RULES_CACHE_H

#include <stdbool.h>

#include "engine/rules.h"
#include "scenario/diag.h"

struct rules_cache;

/* An empty cache, or NULL when out of memory (then load uncached). */
struct rules_cache *rules_cache_new(void);
void rules_cache_free(struct rules_cache *c);

/* rules_load_file(path, out, err), read from the file the first time a
 * path is asked for and copied from the cache after.  c may be NULL (no
 * cache: the file is read). */
bool rules_cache_load(struct rules_cache *c, const char *path,
		      struct rules *out, struct diag *err);

/* How many times a profile file was read through c (for tests). */
unsigned rules_cache_reads(const struct rules_cache *c);

#endif
