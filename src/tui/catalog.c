/* SPDX-License-Identifier: GPL-3.0-or-later */
/* catalog.c: the scenario library as the trainer lists it; see
 * catalog.h. */
#include "config.h"

#include "tui/catalog.h"

#include <dirent.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/paths.h"
#include "scenario/scenario_load.h"

#ifndef SYSCONFDIR
#define SYSCONFDIR "/etc"
#endif

static bool has_suffix(const char *s, const char *suffix)
{
	size_t n = strlen(s), m = strlen(suffix);

	return n > m && strcmp(s + n - m, suffix) == 0;
}

static int by_name(const void *a, const void *b)
{
	const struct catalog_entry *x = a, *y = b;
	int d = strcmp(x->name, y->name);

	if (d != 0)
		return d;
	return (int)x->origin - (int)y->origin;
}

/* Fills e from the file; sc is scratch space (a scenario is large). */
static void load_entry(struct catalog_entry *e, const char *rules_dir,
		       struct scenario *sc)
{
	struct diag_list errs;

	diag_list_init(&errs);
	e->valid = scenario_load(e->path, rules_dir, sc, &errs);
	if (e->valid) {
		snprintf(e->id, sizeof e->id, "%s", sc->id);
		e->kind = sc->kind;
		memcpy(e->skills, sc->skills, sizeof e->skills);
		e->title = sc->title;
		e->instructions = sc->instructions;
		snprintf(e->rules_name, sizeof e->rules_name, "%s",
			 sc->rules.name);
	} else {
		e->n_errors = errs.count;
		diag_list_sort(&errs);
		if (errs.count > 0)
			e->first_error = errs.items[0];
	}
	diag_list_free(&errs);
}

/* Appends every dir/NAME.yaml or .yml to c; false when dir cannot be
 * read, or out of memory (*oom set). */
static bool scan_one(struct catalog *c, size_t *cap, const char *dir,
		     enum catalog_origin origin, const char *rules_dir,
		     struct scenario *sc, bool *oom)
{
	struct dirent *de;
	DIR *d = opendir(dir);

	if (d == NULL)
		return false;
	while ((de = readdir(d)) != NULL) {
		struct catalog_entry *e;
		size_t len;
		int n;

		if (de->d_name[0] == '.' || !(has_suffix(de->d_name, ".yaml")
					      || has_suffix(de->d_name, ".yml")))
			continue;
		if (c->count == *cap) {
			size_t ncap = *cap ? *cap * 2 : 32;
			struct catalog_entry *items =
				realloc(c->items, ncap * sizeof *items);

			if (items == NULL) {
				*oom = true;
				break;
			}
			c->items = items;
			*cap = ncap;
		}
		e = &c->items[c->count];
		memset(e, 0, sizeof *e);
		n = snprintf(e->path, sizeof e->path, "%s/%s", dir, de->d_name);
		if (n < 0 || (size_t)n >= sizeof e->path)
			continue;
		e->origin = origin;
		snprintf(e->name, sizeof e->name, "%s", de->d_name);
		len = strlen(e->name);
		e->name[len - (has_suffix(e->name, ".yaml") ? 5 : 4)] = '\0';
		load_entry(e, rules_dir, sc);
		c->count++;
	}
	closedir(d);
	return true;
}

/* Whether a valid entry of the same id comes from a nearer folder. */
static bool shadowed(const struct catalog *c, size_t i)
{
	const struct catalog_entry *e = &c->items[i];

	if (!e->valid)
		return false;
	for (size_t j = 0; j < c->count; j++) {
		const struct catalog_entry *f = &c->items[j];

		if (j != i && f->valid && f->origin > e->origin &&
		    strcmp(f->id, e->id) == 0)
			return true;
	}
	return false;
}

bool catalog_scan_dirs(struct catalog *c, const struct catalog_dir *dirs,
		       size_t n, const char *rules_dir)
{
	struct scenario *sc;
	size_t cap = 0, kept = 0;
	bool any = false, oom = false;
	bool *drop;

	memset(c, 0, sizeof *c);
	sc = malloc(sizeof *sc);
	if (sc == NULL)
		return false;
	for (size_t i = 0; i < n && !oom; i++) {
		if (dirs[i].path[0] == '\0' ||
		    (unsigned)dirs[i].origin >= CATALOG__ORIGINS)
			continue;
		if (scan_one(c, &cap, dirs[i].path, dirs[i].origin, rules_dir,
			     sc, &oom)) {
			c->read[dirs[i].origin] = true;
			any = true;
		}
	}
	free(sc);
	drop = oom ? NULL : calloc(c->count + 1, sizeof *drop);
	if (drop == NULL) {
		catalog_free(c);
		return false;
	}
	/* Decided on the whole set first, then removed. */
	for (size_t i = 0; i < c->count; i++)
		drop[i] = shadowed(c, i);
	for (size_t i = 0; i < c->count; i++) {
		if (drop[i]) {
			c->shadowed++;
			continue;
		}
		if (kept != i)
			c->items[kept] = c->items[i];
		kept++;
	}
	free(drop);
	c->count = kept;
	if (c->count > 0)
		qsort(c->items, c->count, sizeof c->items[0], by_name);
	return any;
}

bool catalog_scan(struct catalog *c, const char *dir, const char *rules_dir)
{
	struct catalog_dir d;

	memset(&d, 0, sizeof d);
	snprintf(d.path, sizeof d.path, "%s", dir);
	d.origin = CATALOG_SHIPPED;
	return catalog_scan_dirs(c, &d, 1, rules_dir);
}

void catalog_school_dir(char *out, size_t size)
{
	paths_school_dir(out, size);
}

void catalog_own_dir(char *out, size_t size)
{
	const char *xdg = getenv("XDG_DATA_HOME"), *home = getenv("HOME");

	/* XDG: a relative $XDG_DATA_HOME is to be ignored. */
	if (xdg != NULL && xdg[0] == '/')
		snprintf(out, size, "%s/crupier/scenarios", xdg);
	else if (home != NULL && home[0] != '\0')
		snprintf(out, size, "%s/.local/share/crupier/scenarios", home);
	else if (size > 0)
		out[0] = '\0';
}

void catalog_free(struct catalog *c)
{
	free(c->items);
	c->items = NULL;
	c->count = 0;
}

bool catalog_is(const struct catalog_entry *e, enum scenario_kind kind)
{
	return e->valid && e->kind == kind;
}

size_t catalog_count_drills(const struct catalog *c, enum skill s)
{
	size_t n = 0;

	for (size_t i = 0; i < c->count; i++)
		if (catalog_is(&c->items[i], SCENARIO_DRILL)
		    && c->items[i].skills[s])
			n++;
	return n;
}

void catalog_set_progress(struct catalog *c, const struct catalog_progress *p,
			  size_t n)
{
	for (size_t i = 0; i < c->count; i++) {
		struct catalog_entry *e = &c->items[i];

		e->complete = 0;
		e->has_best = e->passed = e->begun = false;
		e->best = 0;
		if (!e->valid)
			continue;
		for (size_t k = 0; k < n; k++) {
			if (p[k].id == NULL || strcmp(p[k].id, e->id) != 0)
				continue;
			e->complete = p[k].complete;
			e->has_best = p[k].has_best;
			e->passed = p[k].passed;
			e->begun = p[k].begun;
			e->best = p[k].best;
			break;
		}
	}
}

/* Whether entry i comes before entry j in a chooser: the chosen profile
 * first, then profiles by name, then file names (the order of
 * c->items, sorted by name already). */
static bool before(const struct catalog *c, const char *profile, size_t i,
		   size_t j)
{
	const struct catalog_entry *x = &c->items[i], *y = &c->items[j];
	bool xp = strcmp(x->rules_name, profile) == 0;
	bool yp = strcmp(y->rules_name, profile) == 0;
	int d;

	if (xp != yp)
		return xp;
	d = strcmp(x->rules_name, y->rules_name);
	if (d != 0)
		return d < 0;
	return i < j;
}

size_t catalog_order(const struct catalog *c, enum scenario_kind kind,
		     enum skill skill, const char *profile, size_t *out,
		     size_t max)
{
	size_t n = 0;

	for (size_t i = 0; i < c->count && n < max; i++) {
		const struct catalog_entry *e = &c->items[i];

		if (!catalog_is(e, kind))
			continue;
		if (kind == SCENARIO_DRILL && skill < SKILL__COUNT &&
		    !e->skills[skill])
			continue;
		out[n++] = i;
	}
	if (profile == NULL)
		profile = "";
	/* A chooser lists tens of files: an insertion sort, stable. */
	for (size_t k = 1; k < n; k++) {
		size_t v = out[k], m = k;

		for (; m > 0 && before(c, profile, v, out[m - 1]); m--)
			out[m] = out[m - 1];
		out[m] = v;
	}
	return n;
}

size_t catalog_next(const struct catalog *c, const size_t *order, size_t n)
{
	for (size_t k = 0; k < n; k++)
		if (c->items[order[k]].complete == 0)
			/* A locked lesson: the one to master first. */
			return c->items[order[k]].locked
				       ? c->items[order[k]].before : order[k];
	return c->count;
}
