/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lesson_practice.c: a lesson practised on fresh coups; see
 * lesson_practice.h. */
#include "config.h"

#include "learning/lesson_practice.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/atomic_file.h"
#include "engine/rng.h"
#include "i18n.h"
#include "learning/review_build.h"

/* The payment cells the generator places a bet for (review_pay.h says
 * which of them the profile has). */
static const char *const pay_cells[] = {
	"pay.punto.seat", "pay.banca.seat", "pay.banca.seat.six",
	"pay.tie.seat", "pay.punto.standing", "pay.banca.standing",
	"pay.banca.standing.six", "pay.punto.marcando",
	"pay.banca.marcando",
};

static bool add(struct memory_cell *c, size_t *n, size_t cap, enum skill k,
		const char *key)
{
	if (*n >= cap)
		return false;
	memset(&c[*n], 0, sizeof c[*n]);
	c[*n].skill = k;
	snprintf(c[*n].cell, sizeof c[*n].cell, "%s", key);
	(*n)++;
	return true;
}

size_t lesson_practice_cells(const bool skills[SKILL__COUNT],
			     const struct rules *r, uint64_t seed,
			     struct memory_cell **out)
{
	size_t cap = 8 + 8 + 80 + 4 + sizeof pay_cells / sizeof pay_cells[0];
	struct memory_cell *c = calloc(cap, sizeof *c);
	struct review_pay pay;
	char key[CELL_KEY_MAX];
	struct rng g;
	size_t n = 0;

	*out = NULL;
	if (c == NULL)
		return 0;
	/* Dealing and calls come with every coup: a lesson of them alone
	 * is practised on the drawing table's coups. */
	if (skills[SKILL_DRAWING] || skills[SKILL_DEALING]) {
		for (int t = 0; t <= 7; t++) {
			snprintf(key, sizeof key, "punto.%d", t);
			add(c, &n, cap, SKILL_DRAWING, key);
			snprintf(key, sizeof key, "banca.%d.none", t);
			add(c, &n, cap, SKILL_DRAWING, key);
			for (int v = 0; v <= 9; v++) {
				snprintf(key, sizeof key, "banca.%d.p%d", t, v);
				add(c, &n, cap, SKILL_DRAWING, key);
			}
		}
	}
	if (skills[SKILL_VOLUNTAD]) {
		add(c, &n, cap, SKILL_VOLUNTAD, "voluntad.ask");
		add(c, &n, cap, SKILL_VOLUNTAD, "voluntad.pide");
		add(c, &n, cap, SKILL_VOLUNTAD, "voluntad.planta");
		add(c, &n, cap, SKILL_VOLUNTAD, "voluntad.no_five");
	}
	if (skills[SKILL_PAYOUTS])
		for (size_t i = 0; i < sizeof pay_cells / sizeof pay_cells[0];
		     i++)
			if (review_pay_cell(r, pay_cells[i], &pay))
				add(c, &n, cap, SKILL_PAYOUTS, pay_cells[i]);
	/* Each practice its own order (Fisher-Yates on the seed): the
	 * generator takes the cells in turn, one per coup. */
	rng_seed(&g, seed);
	for (size_t i = n; i > 1; i--) {
		size_t j = (size_t)rng_below(&g, (uint32_t)i);
		struct memory_cell t = c[i - 1];

		c[i - 1] = c[j];
		c[j] = t;
	}
	if (n == 0) {
		free(c);
		return 0;
	}
	*out = c;
	return n;
}

bool lesson_practice_build(const struct review_as *as, const struct rules *r,
			   const char *profile, const char *trainee,
			   uint64_t seed, const char *path,
			   struct review_plan *plan, bool *planned,
			   char *out_path, size_t size, struct error *err)
{
	struct memory_cell *cells;
	struct error why;
	size_t n = lesson_practice_cells(as->skills, r, seed, &cells);
	bool *due;
	char *text;

	*planned = false;
	if (n == 0)
		return true;
	due = calloc(n, sizeof *due);
	if (due == NULL) {
		free(cells);
		error_set(err, "%s", _("out of memory"));
		return false;
	}
	for (size_t i = 0; i < n; i++)
		due[i] = true;
	*planned = review_plan(r, cells, n, due, seed, LESSON_PRACTICE_COUPS,
			       plan);
	free(due);
	free(cells);
	if (!*planned)
		return true;
	text = review_yaml_as(plan, profile, trainee, as);
	if (text == NULL) {
		error_set(err, "%s", _("out of memory"));
		return false;
	}
	if (path != NULL) {
		snprintf(out_path, size, "%s", path);
	} else if (!review_default_path(seed, text, out_path, size)) {
		error_set(err, "%s", _("no data directory for the review"));
		free(text);
		return false;
	}
	if (!atomic_write(out_path, text, strlen(text), 0644, &why)) {
		error_set(err, _("cannot write %s: %s"), out_path,
			  why.message);
		free(text);
		return false;
	}
	free(text);
	return true;
}
