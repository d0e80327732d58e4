/* SPDX-License-Identifier: GPL-3.0-or-later */
/* progress_model.c: the Progress screen's figures; see progress_model.h. */
#include "config.h"

#include "tui/progress_model.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const spark_utf8[8] = {
	"▁", "▂", "▃", "▄", "▅", "▆", "▇", "█",
};
static const char spark_ascii[8] = { '_', '.', '-', '=', '+', '*', '#', '@' };
static const char *const eighths[8] = {
	"", "▏", "▎", "▍", "▌", "▋", "▊", "▉",
};

static double clamp01(double x)
{
	return x < 0.0 ? 0.0 : x > 1.0 ? 1.0 : x;
}

static void append(char *out, size_t size, size_t *len, const char *piece)
{
	size_t n = strlen(piece);

	if (*len + n + 1 > size)
		return;
	memcpy(out + *len, piece, n);
	*len += n;
	out[*len] = '\0';
}

size_t progress_rows(const struct store_point *points, size_t n_points,
		     const struct store_skill *overall, size_t n_overall,
		     struct progress_row out[SKILL__COUNT])
{
	struct progress_row all[SKILL__COUNT];
	bool seen[SKILL__COUNT] = { false };
	size_t rows = 0;

	memset(all, 0, sizeof all);
	for (size_t i = 0; i < n_points; i++) {
		const struct store_point *p = &points[i];
		struct progress_row *r;

		if ((unsigned)p->skill >= SKILL__COUNT || p->actions <= 0)
			continue;
		r = &all[p->skill];
		seen[p->skill] = true;
		r->actions += p->actions;
		r->right += p->right;
		r->hints += p->hints;
		/* Keep the latest PROGRESS_SPARK_MAX: shift the oldest out. */
		if (r->n == PROGRESS_SPARK_MAX) {
			memmove(r->acc, r->acc + 1,
				(PROGRESS_SPARK_MAX - 1) * sizeof r->acc[0]);
			r->n--;
		}
		r->acc[r->n++] = clamp01(p->accuracy);
	}
	for (size_t i = 0; i < n_overall; i++) {
		const struct store_skill *k = &overall[i];

		if ((unsigned)k->skill >= SKILL__COUNT)
			continue;
		seen[k->skill] = true;
		all[k->skill].actions = k->actions;
		all[k->skill].right = k->right;
		all[k->skill].median_ms = k->median_ms;
	}
	for (int k = 0; k < SKILL__COUNT; k++) {
		if (!seen[k])
			continue;
		all[k].skill = (enum skill)k;
		all[k].accuracy = all[k].actions > 0
			? (double)all[k].right / all[k].actions : 0.0;
		out[rows++] = all[k];
	}
	return rows;
}

bool progress_load(struct store *db, const char *trainee, size_t spots_max,
		   struct progress_data *out, struct error *err)
{
	struct store_point *points = NULL;
	struct store_skill all[SKILL__COUNT];
	size_t n_points = 0, n_all = 0;

	memset(out, 0, sizeof *out);
	if (!store_progress_recent(db, trainee, PROGRESS_SPARK_MAX, &points,
				   &n_points, err) ||
	    !store_weakest(db, trainee, 1, all, &n_all, err) ||
	    !store_weak_spots(db, trainee, spots_max, &out->spots,
			      &out->n_spots, err)) {
		free(points);
		return false;
	}
	out->n_rows = progress_rows(points, n_points, all, n_all, out->rows);
	free(points);
	/* The points are the latest only: the hints are all time's. */
	for (size_t i = 0; i < out->n_rows; i++)
		for (size_t k = 0; k < n_all; k++)
			if (all[k].skill == out->rows[i].skill)
				out->rows[i].hints = all[k].hints;
	/* The weakest: those not yet always right, weakest first. */
	for (size_t i = 0; i < n_all; i++)
		if (all[i].accuracy < 1.0)
			out->weak[out->n_weak++] = all[i];
	return true;
}

void progress_spark(const double *v, size_t n, bool unicode, char *out,
		    size_t size)
{
	size_t len = 0;

	if (size == 0)
		return;
	out[0] = '\0';
	for (size_t i = 0; i < n; i++) {
		int level = (int)(clamp01(v[i]) * 7.0 + 0.5);
		char one[2] = { spark_ascii[level], '\0' };

		append(out, size, &len, unicode ? spark_utf8[level] : one);
	}
}

void progress_bar(double frac, int width, bool unicode, char *out,
		  size_t size)
{
	int eighth_cells = (int)(clamp01(frac) * width * 8 + 0.5);
	int full = eighth_cells / 8, part = eighth_cells % 8;
	size_t len = 0;

	if (size == 0)
		return;
	out[0] = '\0';
	for (int i = 0; i < width; i++) {
		if (i < full)
			append(out, size, &len, unicode ? "█" : "#");
		else if (i == full && part > 0 && unicode)
			append(out, size, &len, eighths[part]);
		else
			append(out, size, &len, unicode ? "░" : ".");
	}
}

void progress_duration(int64_t ms, char *out, size_t size)
{
	if (ms < 0)
		ms = 0;
	if (ms < 1000)
		snprintf(out, size, "%d ms", (int)ms);
	else if (ms < 60000)
		snprintf(out, size, "%.1f s", (double)ms / 1000.0);
	else
		snprintf(out, size, "%d min %02d s", (int)(ms / 60000),
			 (int)(ms / 1000 % 60));
}
