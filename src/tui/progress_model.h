/* SPDX-License-Identifier: GPL-3.0-or-later */
/* progress_model.h: what the Progress screen draws, without curses: the
 * trainee's figures per skill gathered from the store's points
 * (store_progress), and the bars and sparklines they become. */
#ifndef TUI_PROGRESS_MODEL_H
#define TUI_PROGRESS_MODEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "store/store.h"

/* The sparkline shows the latest attempts of each skill. */
#define PROGRESS_SPARK_MAX 24

struct progress_row {
	enum skill skill;
	int actions, right;             /* all time */
	double accuracy;                /* right / actions, 0..1 */
	int64_t median_ms;              /* all time; 0 unknown */
	size_t n;                       /* points in the sparkline */
	double acc[PROGRESS_SPARK_MAX]; /* accuracy per attempt, oldest first */
	int hints;                      /* actions done after a hint (not
					   counted right) */
};

/* One row per skill present in points (time order, as store_progress
 * gives them) and in overall (store_weakest: the all-time figures), in
 * skill order; returns how many. */
size_t progress_rows(const struct store_point *points, size_t n_points,
		     const struct store_skill *overall, size_t n_overall,
		     struct progress_row out[SKILL__COUNT]);

/* Everything the Progress screen shows of a trainee. */
struct progress_data {
	struct progress_row rows[SKILL__COUNT];
	size_t n_rows;
	struct store_skill weak[SKILL__COUNT];  /* not always right, weakest
						   first */
	size_t n_weak;
	struct store_spot *spots;               /* malloc'd (free()) */
	size_t n_spots;
};

/* Reads it from the store's aggregates: the latest attempts of each
 * skill, the all-time figures and at most spots_max weak spots, a few
 * rows whatever the length of the history, so the screen opens at once
 * on a history of 10,000 attempts.  On failure nothing is left to free. */
bool progress_load(struct store *db, const char *trainee, size_t spots_max,
		   struct progress_data *out, struct error *err);

/* A sparkline of values in 0..1, one cell each: "▁▂▃▄▅▆▇█" in UTF-8,
 * "_.-=+*#@" else.  out gets at least n cells (truncated to size). */
void progress_spark(const double *v, size_t n, bool unicode, char *out,
		    size_t size);
/* A bar of frac (0..1) in width cells: "█" and "░" in UTF-8 with
 * eighths at the edge, '#' and '.' else. */
void progress_bar(double frac, int width, bool unicode, char *out,
		  size_t size);
/* A duration for people: "850 ms", "2.1 s", "1 min 05 s". */
void progress_duration(int64_t ms, char *out, size_t size);

#endif
