/* SPDX-License-Identifier: GPL-3.0-or-later */
/* review_build.c: from the store to a review file; see review_build.h. */
#include "config.h"

#include "learning/review_build.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "base/atomic_file.h"
#include "session/session.h"
#include "base/config_file.h"
#include "store/store.h"

bool review_default_path(uint64_t seed, const char *text, char *out,
			 size_t size)
{
	char dir[STORE_PATH_MAX];
	uint32_t h = 2166136261u;
	int n;

	/* The file's text in its name (FNV-1a): a review made again with
	 * the same seed from other cells never overwrites one recorded. */
	for (const char *c = text; *c != '\0'; c++)
		h = (h ^ (unsigned char)*c) * 16777619u;
	if (!config_data_dir(dir, sizeof dir))
		return false;
	n = snprintf(out, size, "%s/reviews", dir);
	if (n < 0 || (size_t)n >= size || !config_make_dirs(out))
		return false;
	n = snprintf(out, size, "%s/reviews/review-%" PRIu64 "-%08" PRIx32
		     ".yaml", dir, seed, h);
	return n >= 0 && (size_t)n < size;
}

bool review_build(struct store *st, const char *trainee,
		  const struct rules *r, const char *profile, uint64_t seed,
		  int coups, const char *path, struct review_build *b,
		  struct error *err)
{
	struct error why;
	bool *due;
	char *text;

	memset(b, 0, sizeof *b);
	if (!memory_cells(st, trainee, &b->cells, &b->n_cells, err))
		return false;
	due = calloc(b->n_cells > 0 ? b->n_cells : 1, sizeof *due);
	if (due == NULL) {
		error_set(err, "%s", _("out of memory"));
		return false;
	}
	for (size_t i = 0; i < b->n_cells; i++) {
		due[i] = memory_is_due(st, &b->cells[i]);
		b->n_due += due[i];
	}
	b->planned = review_plan(r, b->cells, b->n_cells, due, seed, coups,
				 &b->plan);
	free(due);
	if (!b->planned)
		return true;
	text = review_yaml(&b->plan, profile, trainee);
	if (text == NULL) {
		error_set(err, "%s", _("out of memory"));
		return false;
	}
	if (path != NULL) {
		snprintf(b->path, sizeof b->path, "%s", path);
	} else if (!review_default_path(seed, text, b->path,
					sizeof b->path)) {
		error_set(err, "%s", _("no data directory for the review"));
		free(text);
		return false;
	}
	if (!atomic_write(b->path, text, strlen(text), 0644, &why)) {
		error_set(err, _("%s: cannot write: %s"), b->path,
			   why.message);
		free(text);
		return false;
	}
	free(text);
	return true;
}

bool review_verify(const struct scenario *sc, const struct review_plan *p,
		   int *bad_coup)
{
	struct session *s = calloc(1, sizeof *s);
	bool found[REVIEW_COUPS_MAX] = { false };
	struct diag err;
	bool ok;

	*bad_coup = 0;
	if (s == NULL || !session_init_scenario(s, sc, ".", &err)) {
		free(s);
		return false;
	}
	while (!session_over(s)) {
		struct game_action e;
		struct verdict v;

		if (session_expected(s, &e) != STATUS_OK ||
		    session_act(s, &e, 0, &v) != STATUS_OK)
			break;
		if (v.coup >= 1 && v.coup <= p->n_coups &&
		    strcmp(v.cell, p->coups[v.coup - 1].cell) == 0)
			found[v.coup - 1] = true;
	}
	ok = session_over(s);
	for (int i = 0; ok && i < p->n_coups; i++)
		if (!found[i]) {
			*bad_coup = i + 1;
			ok = false;
		}
	session_free(s);
	free(s);
	return ok;
}
