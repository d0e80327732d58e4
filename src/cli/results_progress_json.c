/* SPDX-License-Identifier: GPL-3.0-or-later */
/* results_progress_json.c: `crupier results progress TRAINEE --format
 * json`: the progress per day or attempt, the weakest skills, the weak
 * spots, and the trainee's memory of each situation cell (memory.h),
 * soonest due first. */
#include "config.h"

#include <jansson.h>

#include "base/json_write.h"
#include "cli/common.h"
#include "cli/results_print.h"
#include "learning/memory.h"

static json_t *cells_json(const struct memory_cell *c, size_t n)
{
	json_t *arr = json_array();

	for (size_t i = 0; i < n; i++) {
		json_t *o = json_object();
		const char *skill = skill_key(c[i].skill);

		json_object_set_new(o, "skill", json_string(skill != NULL
							    ? skill : ""));
		json_object_set_new(o, "cell", json_write_text_of(c[i].cell));
		json_object_set_new(o, "seen", json_integer(c[i].seen));
		json_object_set_new(o, "right", json_integer(c[i].right));
		json_object_set_new(o, "median_ms",
				    json_integer(c[i].median_ms));
		json_object_set_new(o, "stability", json_real(c[i].stability));
		json_object_set_new(o, "difficulty",
				    json_real(c[i].difficulty));
		json_object_set_new(o, "due", json_string(c[i].due));
		json_array_append_new(arr, o);
	}
	return arr;
}

int results_print_progress_json(const char *trainee,
				const struct store_point *points,
				size_t n_points,
				const struct store_skill *weak, size_t n_weak,
				const struct store_spot *spots, size_t n_spots,
				const struct memory_cell *cells,
				size_t n_cells)
{
	json_t *root = json_object(), *arr;

	json_object_set_new(root, "trainee", json_write_text_of(trainee));
	arr = json_array();
	for (size_t i = 0; i < n_points; i++) {
		json_t *o = json_object();

		json_object_set_new(o, "label", json_string(points[i].label));
		if (points[i].attempt > 0)
			json_object_set_new(o, "attempt",
					    json_integer(points[i].attempt));
		json_object_set_new(o, "skill",
				    json_string(skill_key(points[i].skill)));
		json_object_set_new(o, "actions",
				    json_integer(points[i].actions));
		json_object_set_new(o, "right", json_integer(points[i].right));
		json_object_set_new(o, "median_ms",
				    json_integer(points[i].median_ms));
		json_object_set_new(o, "hints", json_integer(points[i].hints));
		json_array_append_new(arr, o);
	}
	json_object_set_new(root, "progress", arr);
	arr = json_array();
	for (size_t i = 0; i < n_weak; i++) {
		json_t *o = json_object();

		json_object_set_new(o, "skill",
				    json_string(skill_key(weak[i].skill)));
		json_object_set_new(o, "actions", json_integer(weak[i].actions));
		json_object_set_new(o, "right", json_integer(weak[i].right));
		json_object_set_new(o, "median_ms",
				    json_integer(weak[i].median_ms));
		json_array_append_new(arr, o);
	}
	json_object_set_new(root, "weakest", arr);
	arr = json_array();
	for (size_t i = 0; i < n_spots; i++) {
		json_t *o = json_object();

		json_object_set_new(o, "scenario",
				    json_write_text_of(spots[i].scenario));
		json_object_set_new(o, "coup", json_integer(spots[i].coup));
		json_object_set_new(o, "mistakes",
				    json_integer(spots[i].mistakes));
		json_object_set_new(o, "right_since",
				    json_integer(spots[i].right_since));
		json_object_set_new(o, "article",
				    json_write_text_of(spots[i].article));
		json_array_append_new(arr, o);
	}
	json_object_set_new(root, "weak_spots", arr);
	json_object_set_new(root, "cells", cells_json(cells, n_cells));
	return cli_print_json(root, 10);
}
