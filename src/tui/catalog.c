/* catalog.c: the scenario library as the trainer lists it; see
 * catalog.h. */
#include "config.h"

#include "tui/catalog.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scenario/scenario_load.h"

static bool has_suffix(const char *s, const char *suffix)
{
	size_t n = strlen(s), m = strlen(suffix);

	return n > m && strcmp(s + n - m, suffix) == 0;
}

static int by_name(const void *a, const void *b)
{
	const struct catalog_entry *x = a, *y = b;

	return strcmp(x->name, y->name);
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

bool catalog_scan(struct catalog *c, const char *dir, const char *rules_dir)
{
	struct scenario *sc;
	struct dirent *de;
	size_t cap = 0;
	DIR *d;

	memset(c, 0, sizeof *c);
	d = opendir(dir);
	if (d == NULL)
		return false;
	sc = malloc(sizeof *sc);
	if (sc == NULL) {
		closedir(d);
		return false;
	}
	while ((de = readdir(d)) != NULL) {
		struct catalog_entry *e;
		size_t len;
		int n;

		if (de->d_name[0] == '.' || !(has_suffix(de->d_name, ".yaml")
					      || has_suffix(de->d_name, ".yml")))
			continue;
		if (c->count == cap) {
			size_t ncap = cap ? cap * 2 : 32;
			struct catalog_entry *items =
				realloc(c->items, ncap * sizeof *items);

			if (items == NULL)
				goto oom;
			c->items = items;
			cap = ncap;
		}
		e = &c->items[c->count];
		memset(e, 0, sizeof *e);
		n = snprintf(e->path, sizeof e->path, "%s/%s", dir, de->d_name);
		if (n < 0 || (size_t)n >= sizeof e->path)
			continue;
		snprintf(e->name, sizeof e->name, "%s", de->d_name);
		len = strlen(e->name);
		e->name[len - (has_suffix(e->name, ".yaml") ? 5 : 4)] = '\0';
		load_entry(e, rules_dir, sc);
		c->count++;
	}
	closedir(d);
	free(sc);
	if (c->count > 0)
		qsort(c->items, c->count, sizeof c->items[0], by_name);
	return true;
oom:
	closedir(d);
	free(sc);
	catalog_free(c);
	return false;
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
