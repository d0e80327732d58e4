/* test_tui_catalog.c: the scenario library as the choosers list it
 * (tests/e2e/data/scenarios: a lesson, two drills, an exam, a broken
 * file). */
#include "config.h"

#include <locale.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
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

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(catalog__lists_every_file_sorted),
		cmocka_unit_test(catalog__keeps_what_choosers_show),
		cmocka_unit_test(catalog__keeps_broken_file_with_first_error),
		cmocka_unit_test(catalog__counts_drills_by_skill),
		cmocka_unit_test(catalog__missing_directory_is_empty),
	};

	/* Messages in English whatever the environment. */
	setlocale(LC_ALL, "C.UTF-8");
	return cmocka_run_group_tests(tests, NULL, NULL);
}
