/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_tui_progress.c: the Progress screen's figures, bars and
 * sparklines, and the settings to and from the settings file, without a
 * terminal. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "tui/progress_model.h"
#include "tui/settings_file.h"

static struct store_point point(enum skill k, int actions, int right)
{
	struct store_point p;

	memset(&p, 0, sizeof p);
	p.skill = k;
	p.actions = actions;
	p.right = right;
	p.accuracy = actions > 0 ? (double)right / actions : 0.0;
	return p;
}

static void progress__rows__one_per_skill_in_skill_order(void **state)
{
	struct store_point pts[3];
	struct store_skill all[2];
	struct progress_row rows[SKILL__COUNT];
	size_t n;

	(void)state;
	pts[0] = point(SKILL_PAYOUTS, 4, 2);
	pts[1] = point(SKILL_DEALING, 10, 10);
	pts[2] = point(SKILL_PAYOUTS, 4, 4);
	memset(all, 0, sizeof all);
	all[0].skill = SKILL_PAYOUTS;
	all[0].actions = 8;
	all[0].right = 6;
	all[0].median_ms = 2100;
	all[1].skill = SKILL_DEALING;
	all[1].actions = 10;
	all[1].right = 10;
	all[1].median_ms = 900;
	n = progress_rows(pts, 3, all, 2, rows);
	assert_int_equal(n, 2);
	assert_true(rows[0].skill < rows[1].skill);
	for (size_t i = 0; i < n; i++) {
		if (rows[i].skill != SKILL_PAYOUTS)
			continue;
		assert_int_equal(rows[i].n, 2);
		assert_true(rows[i].acc[0] == 0.5);   /* oldest first */
		assert_true(rows[i].acc[1] == 1.0);
		assert_int_equal(rows[i].actions, 8);
		assert_true(rows[i].accuracy == 0.75);
		assert_int_equal(rows[i].median_ms, 2100);
	}
}

static void progress__rows__keep_the_latest_attempts(void **state)
{
	struct store_point pts[PROGRESS_SPARK_MAX + 5];
	struct progress_row rows[SKILL__COUNT];
	size_t n;

	(void)state;
	for (int i = 0; i < PROGRESS_SPARK_MAX + 5; i++)
		pts[i] = point(SKILL_PAYOUTS, 10, i < 5 ? 0 : 10);
	n = progress_rows(pts, PROGRESS_SPARK_MAX + 5, NULL, 0, rows);
	assert_int_equal(n, 1);
	assert_int_equal(rows[0].n, PROGRESS_SPARK_MAX);
	/* The five first (all wrong) fell out. */
	for (size_t i = 0; i < rows[0].n; i++)
		assert_true(rows[0].acc[i] == 1.0);
}

static void progress__spark__levels_from_low_to_high(void **state)
{
	const double v[] = { 0.0, 0.5, 1.0, -3.0, 7.0 };
	char out[64];

	(void)state;
	progress_spark(v, 5, false, out, sizeof out);
	assert_string_equal(out, "_+@_@");
	progress_spark(v, 3, true, out, sizeof out);
	assert_string_equal(out, "▁▅█");
	progress_spark(v, 3, true, out, 4);   /* room for one cell only */
	assert_string_equal(out, "▁");
}

static void progress__bar__fills_its_share(void **state)
{
	char out[64];

	(void)state;
	progress_bar(0.5, 4, false, out, sizeof out);
	assert_string_equal(out, "##..");
	progress_bar(1.0, 3, true, out, sizeof out);
	assert_string_equal(out, "███");
	progress_bar(0.0, 2, true, out, sizeof out);
	assert_string_equal(out, "░░");
	progress_bar(0.5625, 2, true, out, sizeof out);   /* 9 eighths */
	assert_string_equal(out, "█▏");
}

static void progress__duration__for_people(void **state)
{
	char out[32];

	(void)state;
	progress_duration(850, out, sizeof out);
	assert_string_equal(out, "850 ms");
	progress_duration(2100, out, sizeof out);
	assert_string_equal(out, "2.1 s");
	progress_duration(65000, out, sizeof out);
	assert_string_equal(out, "1 min 05 s");
}

static char dir[] = "/tmp/crupier-test-progress.XXXXXX";

static void settings_file__round_trip__every_setting_kept(void **state)
{
	char path[4200];
	struct settings a, b;
	struct diag err;

	(void)state;
	snprintf(path, sizeof path, "%s/conf/settings.yaml", dir);
	settings_init(&a);
	assert_true(settings_load_files(&a, NULL, path, &err));
	assert_string_equal(a.file, path);
	snprintf(a.profile, sizeof a.profile, "%s", "midi");
	a.lang = SETTINGS_LANG_ES;
	a.lang_auto = false;
	a.ascii_cards = true;
	a.no_colour = true;
	snprintf(a.results_dir, sizeof a.results_dir, "%s", "/srv/exams x");
	assert_true(settings_save(&a, &err));
	settings_init(&b);
	assert_true(settings_load_files(&b, NULL, path, &err));
	assert_string_equal(b.profile, "midi");
	assert_int_equal(b.lang, SETTINGS_LANG_ES);
	assert_false(b.lang_auto);
	assert_true(b.ascii_cards);
	assert_true(b.no_colour);
	assert_string_equal(b.results_dir, "/srv/exams x");
}

static void settings_file__auto_language__stays_auto(void **state)
{
	struct settings st;
	struct config c;

	(void)state;
	settings_init(&st);
	assert_true(st.lang_auto);
	settings_to_config(&st, &c);
	assert_int_equal(c.language, CONFIG_LANG_AUTO);
}

static void settings_file__broken_file__defaults_and_no_save(void **state)
{
	char path[4200];
	struct settings st;
	struct diag err;
	FILE *f;

	(void)state;
	snprintf(path, sizeof path, "%s/broken.yaml", dir);
	f = fopen(path, "w");
	assert_non_null(f);
	fputs("profile: iplyc\ncolour: true\n", f);   /* unknown key */
	fclose(f);
	settings_init(&st);
	assert_false(settings_load_files(&st, NULL, path, &err));
	assert_int_equal(err.line, 2);
	assert_string_equal(st.file, "");
	assert_string_equal(st.profile, "iplyc");
	/* Nothing written over the trainee's file. */
	st.no_colour = true;
	assert_true(settings_save(&st, &err));
	f = fopen(path, "r");
	assert_non_null(f);
	{
		char buf[128];
		size_t n = fread(buf, 1, sizeof buf - 1, f);

		buf[n] = '\0';
		assert_string_equal(buf, "profile: iplyc\ncolour: true\n");
	}
	fclose(f);
}

static int setup(void **state)
{
	(void)state;
	return mkdtemp(dir) != NULL ? 0 : -1;
}

static int teardown(void **state)
{
	char cmd[256];

	(void)state;
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	return system(cmd) == 0 ? 0 : -1;
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(progress__rows__one_per_skill_in_skill_order),
		cmocka_unit_test(progress__rows__keep_the_latest_attempts),
		cmocka_unit_test(progress__spark__levels_from_low_to_high),
		cmocka_unit_test(progress__bar__fills_its_share),
		cmocka_unit_test(progress__duration__for_people),
		cmocka_unit_test(settings_file__round_trip__every_setting_kept),
		cmocka_unit_test(settings_file__auto_language__stays_auto),
		cmocka_unit_test(settings_file__broken_file__defaults_and_no_save),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
