/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lesson_lock.c: the lessons locked for the trainee; see lesson_lock.h. */
#include "config.h"

#include "tui/lesson_lock.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "scenario/rules_load.h"
#include "learning/lesson_open.h"
#include "learning/mastery.h"
#include "base/paths.h"
#include "session/skill_of.h"

#define PROFILES_MAX 16

/* The profiles the lessons are written for, each loaded once (a profile
 * that does not load judges by the built-in defaults). */
struct profiles {
	char name[PROFILES_MAX][RULES_NAME_MAX];
	struct rules rules[PROFILES_MAX];
	size_t n;
	struct rules fallback;
};

static const struct rules *profile_of(struct profiles *p, const char *name)
{
	char path[4096];
	struct diag d;

	for (size_t i = 0; i < p->n; i++)
		if (strcmp(p->name[i], name) == 0)
			return &p->rules[i];
	if (p->n == PROFILES_MAX)
		return &p->fallback;
	snprintf(p->name[p->n], RULES_NAME_MAX, "%s", name);
	if (paths_rules_file(name, path, sizeof path) != 0 ||
	    !rules_load_file(path, &p->rules[p->n], &d))
		rules_init(&p->rules[p->n]);
	return &p->rules[p->n++];
}

/* What mastering lesson e (its skills, within it) still needs, in words:
 * the first skill not mastered yet. */
static void missing_text(struct store *st, const char *trainee,
			 const struct catalog_entry *e, const struct rules *r,
			 char *buf, size_t size)
{
	struct mastery m[SKILL__COUNT];
	struct error err;
	char text[200];

	buf[0] = '\0';
	if (st == NULL || !store_mastery(st, trainee, e->id, r, m, &err))
		return;
	/* A skill its coups never asked for holds nothing back
	 * (lesson_mastered); with none asked yet, the first it trains. */
	for (int pass = 0; pass < 2; pass++)
		for (int k = 0; k < SKILL__COUNT; k++) {
			if (!e->skills[k] || m[k].reached ||
			    (pass == 0 && m[k].seen == 0))
				continue;
			mastery_text(&m[k], text, sizeof text);
			snprintf(buf, size, "%s: %s",
				 skill_name((enum skill)k), text);
			return;
		}
}

void lesson_lock_apply(struct catalog *c, struct store *st,
		       const char *trainee, const char *profile)
{
	struct lesson_link *l;
	struct profiles *p;
	struct error err;
	size_t *order, n;

	for (size_t i = 0; i < c->count; i++) {
		c->items[i].locked = false;
		c->items[i].missing[0] = '\0';
	}
	order = malloc((c->count + 1) * sizeof *order);
	l = calloc(c->count + 1, sizeof *l);
	p = calloc(1, sizeof *p);
	if (order == NULL || l == NULL || p == NULL)
		goto out;
	rules_init(&p->fallback);
	n = catalog_order(c, SCENARIO_LESSON, SKILL__COUNT, profile, order,
			  c->count);
	for (size_t k = 0; k < n; k++) {
		const struct catalog_entry *e = &c->items[order[k]];

		l[k].id = e->id;
		l[k].profile = e->rules_name;
		l[k].skills = e->skills;
		l[k].rules = profile_of(p, e->rules_name);
		l[k].attempted = e->complete > 0 || e->begun;
	}
	/* A database error leaves every lesson open: a lock is a guide, and
	 * must not shut a trainee out. */
	if (!lesson_chain(st, trainee, l, n, &err))
		goto out;
	for (size_t k = 0; k < n; k++) {
		struct catalog_entry *e = &c->items[order[k]];

		if (l[k].open || l[k].before < 0)
			continue;
		e->locked = true;
		e->before = order[l[k].before];
		missing_text(st, trainee, &c->items[e->before],
			     l[l[k].before].rules, e->missing,
			     sizeof e->missing);
	}
out:
	free(order);
	free(l);
	free(p);
}
