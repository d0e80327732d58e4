/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_tui_catalog.c: the scenario library as the choosers list it
 * (tests/e2e/data/scenarios: a lesson, two drills, an exam, a broken
 * file). */
#include "config.h"

#include <locale.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "tui/catalog.h"

static const struct catalog_entry *find(const struct catalog *c,
					const char *name)
{
	for (size_t i = 0; i < c->count; i++)
		if (strcmp(c->items[i].name, name) == 0)
			return &c->items[i];
	fail_msg("no file %s in the catalog", name);
	return &c->items[0];       /* not reached: fail_msg ends the test */
}

static void catalog__lists_every_file_sorted(void **state)
{
	struct catalog c;

	(void)state;
	assert_true(catalog_scan(&c, E2E_DATA "/scenarios", RULES_DIR));
	assert_int_equal(c.count, 5);
	for (size_t i = 1; i < c.count; i++)
		assert_true(strcmp(c.items[i - 1].name, c.items[i].name) < 0);
	catalog_free(&c);
	assert_int_equal(c.count, 0);
}

static void catalog__keeps_what_choosers_show(void **state)
{
	struct catalog c;
	const struct catalog_entry *e;

	(void)state;
	assert_true(catalog_scan(&c, E2E_DATA "/scenarios", RULES_DIR));
	e = find(&c, "e2e-lesson-totals");
	assert_true(e->valid);
	assert_true(catalog_is(e, SCENARIO_LESSON));
	assert_false(catalog_is(e, SCENARIO_DRILL));
	assert_string_equal(e->id, "e2e-lesson-totals");
	assert_string_equal(e->title.en, "Test lesson: totals");
	assert_string_equal(e->title.es, "Lección de prueba: los totales");
	assert_true(e->skills[SKILL_DEALING]);
	assert_false(e->skills[SKILL_PAYOUTS]);
	assert_string_equal(e->rules_name, "iplyc");
	e = find(&c, "e2e-drill-payouts");
	assert_string_equal(e->rules_name, "lnse-midi");
	assert_true(catalog_is(find(&c, "e2e-exam"), SCENARIO_EXAM));
	catalog_free(&c);
}

/* A broken file is kept, with its first error and their number. */
static void catalog__keeps_broken_file_with_first_error(void **state)
{
	struct catalog c;
	const struct catalog_entry *e;

	(void)state;
	assert_true(catalog_scan(&c, E2E_DATA "/scenarios", RULES_DIR));
	e = find(&c, "e2e-broken");
	assert_false(e->valid);
	assert_false(catalog_is(e, SCENARIO_LESSON));
	assert_int_equal(e->n_errors, 1);
	assert_int_equal(e->first_error.line, 9);
	assert_int_equal(e->first_error.column, 1);
	assert_non_null(strstr(e->first_error.message, "colour"));
	catalog_free(&c);
}

static void catalog__counts_drills_by_skill(void **state)
{
	struct catalog c;

	(void)state;
	assert_true(catalog_scan(&c, E2E_DATA "/scenarios", RULES_DIR));
	assert_int_equal(catalog_count_drills(&c, SKILL_VOLUNTAD), 1);
	assert_int_equal(catalog_count_drills(&c, SKILL_PAYOUTS), 1);
	/* The exam trains payouts too, but is not a drill. */
	assert_int_equal(catalog_count_drills(&c, SKILL_DEALING), 0);
	assert_int_equal(catalog_count_drills(&c, SKILL_SHUFFLE), 0);
	catalog_free(&c);
}

static void catalog__missing_directory_is_empty(void **state)
{
	struct catalog c;

	(void)state;
	assert_false(catalog_scan(&c, E2E_DATA "/no-such-dir", RULES_DIR));
	assert_int_equal(c.count, 0);
	catalog_free(&c);
}

/* The three folders of the library: shipped, a school's, the teacher's
 * own (tests/teachers/).  Files of every folder are listed; an id found
 * in two folders is listed once, from the nearest (own over shipped). */
static void scan_three(struct catalog *c)
{
	struct catalog_dir dirs[3];

	memset(dirs, 0, sizeof dirs);
	strcpy(dirs[0].path, E2E_DATA "/scenarios");
	dirs[0].origin = CATALOG_SHIPPED;
	strcpy(dirs[1].path, TEACHERS "/school");
	dirs[1].origin = CATALOG_SCHOOL;
	strcpy(dirs[2].path, TEACHERS "/own");
	dirs[2].origin = CATALOG_OWN;
	assert_true(catalog_scan_dirs(c, dirs, 3, RULES_DIR));
}

static void catalog__merges_folders_nearest_id_wins(void **state)
{
	struct catalog c;
	const struct catalog_entry *e;

	(void)state;
	scan_three(&c);
	assert_true(c.read[CATALOG_SHIPPED] && c.read[CATALOG_SCHOOL] &&
		    c.read[CATALOG_OWN]);
	/* 5 shipped + 1 school + 2 own, less the shipped voluntad drill
	 * the teacher's copy hides. */
	assert_int_equal(c.count, 7);
	assert_int_equal(c.shadowed, 1);
	e = find(&c, "teacher-drill-voluntad");
	assert_true(catalog_is(e, SCENARIO_DRILL));
	assert_int_equal(e->origin, CATALOG_OWN);
	assert_string_equal(e->path, TEACHERS "/own/teacher-drill-voluntad.yaml");
	e = find(&c, "school-lesson-totals");
	assert_int_equal(e->origin, CATALOG_SCHOOL);
	e = find(&c, "e2e-drill-voluntad");
	assert_int_equal(e->origin, CATALOG_OWN);
	assert_string_equal(e->title.en, "My voluntad drill");
	assert_int_equal(find(&c, "e2e-exam")->origin, CATALOG_SHIPPED);
	/* Two voluntad drills now: the shipped one hidden, two of the
	 * teacher's. */
	assert_int_equal(catalog_count_drills(&c, SKILL_VOLUNTAD), 2);
	catalog_free(&c);
}

/* A folder that does not exist (no school folder, no own drills yet)
 * is empty, not an error; none at all is. */
static void catalog__missing_folders_are_empty(void **state)
{
	struct catalog c;
	struct catalog_dir dirs[2];

	(void)state;
	memset(dirs, 0, sizeof dirs);
	strcpy(dirs[0].path, E2E_DATA "/scenarios");
	dirs[0].origin = CATALOG_SHIPPED;
	strcpy(dirs[1].path, TEACHERS "/no-such-folder");
	dirs[1].origin = CATALOG_OWN;
	assert_true(catalog_scan_dirs(&c, dirs, 2, RULES_DIR));
	assert_true(c.read[CATALOG_SHIPPED]);
	assert_false(c.read[CATALOG_OWN]);
	assert_int_equal(c.count, 5);
	catalog_free(&c);
	strcpy(dirs[0].path, TEACHERS "/none-either");
	assert_false(catalog_scan_dirs(&c, dirs, 2, RULES_DIR));
	assert_int_equal(c.count, 0);
	catalog_free(&c);
}

/* The folders' places: the user's under $XDG_DATA_HOME (else
 * ~/.local/share), the school's overridable for tests. */
static void catalog__folders_from_environment(void **state)
{
	char dir[512];

	(void)state;
	setenv("XDG_DATA_HOME", "/srv/data", 1);
	catalog_own_dir(dir, sizeof dir);
	assert_string_equal(dir, "/srv/data/crupier/scenarios");
	/* A relative XDG_DATA_HOME is ignored, as XDG says. */
	setenv("XDG_DATA_HOME", "relative", 1);
	setenv("HOME", "/home/ana", 1);
	catalog_own_dir(dir, sizeof dir);
	assert_string_equal(dir, "/home/ana/.local/share/crupier/scenarios");
	setenv("CRUPIER_SCHOOL_DIR", "/srv/school", 1);
	catalog_school_dir(dir, sizeof dir);
	assert_string_equal(dir, "/srv/school");
	unsetenv("CRUPIER_SCHOOL_DIR");
	catalog_school_dir(dir, sizeof dir);
	assert_non_null(strstr(dir, "/crupier/scenarios"));
}

/* A chooser lists the trainee's profile first, then the others, each by
 * file name. */
static void catalog__order_by_profile_then_name(void **state)
{
	struct catalog c;
	size_t order[16], n;

	(void)state;
	scan_three(&c);
	n = catalog_order(&c, SCENARIO_DRILL, SKILL__COUNT, "lnse-midi",
			  order, 16);
	assert_int_equal(n, 3);
	assert_string_equal(c.items[order[0]].name, "e2e-drill-payouts");
	assert_string_equal(c.items[order[1]].name, "e2e-drill-voluntad");
	assert_string_equal(c.items[order[2]].name, "teacher-drill-voluntad");
	n = catalog_order(&c, SCENARIO_DRILL, SKILL__COUNT, "iplyc", order, 16);
	assert_string_equal(c.items[order[0]].name, "e2e-drill-voluntad");
	assert_string_equal(c.items[order[2]].name, "e2e-drill-payouts");
	n = catalog_order(&c, SCENARIO_DRILL, SKILL_VOLUNTAD, "iplyc", order,
			  16);
	assert_int_equal(n, 2);
	n = catalog_order(&c, SCENARIO_LESSON, SKILL__COUNT, "iplyc", order,
			  16);
	assert_int_equal(n, 2);
	assert_string_equal(c.items[order[0]].name, "e2e-lesson-totals");
	assert_string_equal(c.items[order[1]].name, "school-lesson-totals");
	catalog_free(&c);
}

/* The trainee's results mark what is done, its best score, and the
 * first not done as next. */
static void catalog__progress_marks_done_best_and_next(void **state)
{
	struct catalog c;
	const struct catalog_progress p[] = {
		{ .id = "e2e-drill-voluntad", .complete = 2, .has_best = true,
		  .best = 92.5, .passed = true },
		{ .id = "e2e-drill-payouts", .begun = true },
		{ .id = "no-such-scenario", .complete = 1 },
	};
	const struct catalog_entry *e;
	size_t order[16], n;

	(void)state;
	scan_three(&c);
	catalog_set_progress(&c, p, 3);
	e = find(&c, "e2e-drill-voluntad");
	assert_int_equal(e->complete, 2);
	assert_true(e->has_best && e->passed);
	assert_true(e->best > 92.4 && e->best < 92.6);
	e = find(&c, "e2e-drill-payouts");
	assert_int_equal(e->complete, 0);
	assert_true(e->begun);
	n = catalog_order(&c, SCENARIO_DRILL, SKILL__COUNT, "iplyc", order, 16);
	/* e2e-drill-voluntad is done: the next is the teacher's drill. */
	assert_string_equal(c.items[catalog_next(&c, order, n)].name,
			    "teacher-drill-voluntad");
	/* All done: no next. */
	catalog_set_progress(&c, (const struct catalog_progress[]){
		{ .id = "e2e-exam", .complete = 1 } }, 1);
	n = catalog_order(&c, SCENARIO_EXAM, SKILL__COUNT, "iplyc", order, 16);
	assert_int_equal(n, 1);
	assert_int_equal(catalog_next(&c, order, n), c.count);
	/* Progress is set afresh each time. */
	assert_int_equal(find(&c, "e2e-drill-voluntad")->complete, 0);
	catalog_free(&c);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(catalog__lists_every_file_sorted),
		cmocka_unit_test(catalog__keeps_what_choosers_show),
		cmocka_unit_test(catalog__keeps_broken_file_with_first_error),
		cmocka_unit_test(catalog__counts_drills_by_skill),
		cmocka_unit_test(catalog__missing_directory_is_empty),
		cmocka_unit_test(catalog__merges_folders_nearest_id_wins),
		cmocka_unit_test(catalog__missing_folders_are_empty),
		cmocka_unit_test(catalog__folders_from_environment),
		cmocka_unit_test(catalog__order_by_profile_then_name),
		cmocka_unit_test(catalog__progress_marks_done_best_and_next),
	};

	/* Messages in English whatever the environment. */
	setlocale(LC_ALL, "C.UTF-8");
	return cmocka_run_group_tests(tests, NULL, NULL);
}
