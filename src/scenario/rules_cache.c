/* SPDX-License-Identifier: GPL-3.0-or-later */
/* rules_cache.c: rules profiles read once per run; see rules_cache.h. */
#include "config.h"

#include "scenario/rules_cache.h"

#include <stdlib.h>
#include <string.h>

#include "scenario/rules_load.h"

/* A run names a handful of profiles; past this many distinct paths the
 * rest are read each time (still right, only slower). */
#define RULES_CACHE_MAX 64

struct rules_cache_entry {
	char *path;
	bool ok;
	struct rules rules;     /* when ok */
	struct diag err;        /* when not */
};

struct rules_cache {
	struct rules_cache_entry *items;
	size_t count;
	unsigned reads;
};

struct rules_cache *rules_cache_new(void)
{
	struct rules_cache *c = calloc(1, sizeof *c);

	if (c == NULL)
		return NULL;
	c->items = calloc(RULES_CACHE_MAX, sizeof *c->items);
	if (c->items == NULL) {
		free(c);
		return NULL;
	}
	return c;
}

void rules_cache_free(struct rules_cache *c)
{
	if (c == NULL)
		return;
	for (size_t i = 0; i < c->count; i++)
		free(c->items[i].path);
	free(c->items);
	free(c);
}

unsigned rules_cache_reads(const struct rules_cache *c)
{
	return c != NULL ? c->reads : 0;
}

bool rules_cache_load(struct rules_cache *c, const char *path,
		      struct rules *out, struct diag *err)
{
	struct rules_cache_entry *e;
	bool ok;

	if (c == NULL)
		return rules_load_file(path, out, err);
	for (size_t i = 0; i < c->count; i++) {
		e = &c->items[i];
		if (strcmp(e->path, path) != 0)
			continue;
		if (e->ok)
			*out = e->rules;
		else
			*err = e->err;
		return e->ok;
	}
	c->reads++;
	ok = rules_load_file(path, out, err);
	if (c->count == RULES_CACHE_MAX)
		return ok;
	e = &c->items[c->count];
	e->path = strdup(path);
	if (e->path == NULL)
		return ok;
	e->ok = ok;
	if (ok)
		e->rules = *out;
	else
		e->err = *err;
	c->count++;
	return ok;
}
