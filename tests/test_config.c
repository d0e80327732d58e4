/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_config.c: the settings file: the defaults, the school's file under
 * the trainee's (each key replacing only itself), strict reading with
 * file:line:column errors, an atomic write read back the same (the
 * trainee's name too), and the XDG directories. */
#include "config.h"

#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <cmocka.h>

#include "base/config_file.h"

static char dir[256];

static int setup(void **state)
{
	(void)state;
	snprintf(dir, sizeof dir, "/tmp/crupier-config-XXXXXX");
	return mkdtemp(dir) != NULL ? 0 : -1;
}

static int teardown(void **state)
{
	char cmd[300];

	(void)state;
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	return system(cmd) == 0 ? 0 : -1;
}

static const char *file(const char *name, const char *text)
{
	static char path[512];
	FILE *f;

	snprintf(path, sizeof path, "%s/%s", dir, name);
	f = fopen(path, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
	return path;
}

static void config__defaults__iplyc_auto_unicode_colours(void **state)
{
	struct config c;

	(void)state;
	config_defaults(&c);
	assert_string_equal(c.profile, "iplyc");
	assert_int_equal(c.language, CONFIG_LANG_AUTO);
	assert_int_equal(c.cards, CONFIG_CARDS_UNICODE);
	assert_true(c.colours);
	assert_string_equal(c.results_dir, "");
	assert_string_equal(c.trainee, "");
}

static void config__user_file__over_system_file_key_by_key(void **state)
{
	char sys[512], user[512];
	struct config c;
	struct diag err;

	(void)state;
	snprintf(sys, sizeof sys, "%s", file("system.yaml",
		"profile: trad\nlanguage: es\nresults_dir: /srv/exams\n"));
	snprintf(user, sizeof user, "%s", file("user.yaml",
		"# mine\nlanguage: en\ncards: ascii\ncolours: false\n"));
	assert_true(config_load_from(&c, sys, user, &err));
	assert_string_equal(c.profile, "trad");
	assert_int_equal(c.language, CONFIG_LANG_EN);
	assert_int_equal(c.cards, CONFIG_CARDS_ASCII);
	assert_false(c.colours);
	assert_string_equal(c.results_dir, "/srv/exams");
	/* Missing files are skipped. */
	snprintf(user, sizeof user, "%s/none.yaml", dir);
	assert_true(config_load_from(&c, user, user, &err));
	assert_string_equal(c.profile, "iplyc");
	/* An empty file changes nothing. */
	assert_true(config_load_from(&c, file("empty.yaml", ""), NULL, &err));
	assert_string_equal(c.profile, "iplyc");
}

static void config__unknown_key__error_at_its_place(void **state)
{
	struct config c;
	struct diag err;

	(void)state;
	config_defaults(&c);
	assert_false(config_read(file("bad.yaml", "profile: iplyc\n"
				      "colour: true\n"), &c, &err));
	assert_int_equal(err.line, 2);
	assert_int_equal(err.column, 1);
	assert_non_null(strstr(err.message, "colour"));
	assert_non_null(strstr(err.file, "bad.yaml"));
	/* Nothing of a bad file is taken. */
	assert_false(config_read(file("bad.yaml", "profile: trad\n"
				      "language: fr\n"), &c, &err));
	assert_int_equal(err.line, 2);
	assert_int_equal(err.column, 11);
	assert_string_equal(c.profile, "iplyc");
	assert_false(config_read(file("bad.yaml", "colours: maybe\n"), &c,
				 &err));
	assert_false(config_read(file("bad.yaml", "profile: ../etc\n"), &c,
				 &err));
	assert_false(config_read(file("bad.yaml", "- a list\n"), &c, &err));
	assert_false(config_read(file("bad.yaml", "profile: {a: 1}\n"), &c,
				 &err));
}

static int entries(const char *d)
{
	DIR *dd = opendir(d);
	struct dirent *e;
	int n = 0;

	assert_non_null(dd);
	while ((e = readdir(dd)) != NULL)
		n += e->d_name[0] != '.';
	closedir(dd);
	return n;
}

static void config__write__read_back_the_same(void **state)
{
	char path[600], sub[512];
	struct config c, back;
	struct diag err;
	struct stat sb;

	(void)state;
	config_defaults(&c);
	snprintf(c.profile, sizeof c.profile, "lnse-midi");
	c.language = CONFIG_LANG_ES;
	c.cards = CONFIG_CARDS_ASCII;
	c.colours = false;
	snprintf(c.results_dir, sizeof c.results_dir,
		 "/srv/exámenes/\"aula\" 3\\b: #x");
	snprintf(sub, sizeof sub, "%s/cfg/crupier", dir);
	snprintf(path, sizeof path, "%s/settings.yaml", sub);
	assert_true(config_write(path, &c, &err));
	assert_int_equal(stat(sub, &sb), 0);
	assert_int_equal(sb.st_mode & 0777, 0700);
	assert_int_equal(entries(sub), 1);
	config_defaults(&back);
	assert_true(config_read(path, &back, &err));
	assert_memory_equal(&c, &back, sizeof c);
	/* Written again over itself. */
	c.colours = true;
	assert_true(config_write(path, &c, &err));
	assert_true(config_read(path, &back, &err));
	assert_true(back.colours);
	assert_int_equal(entries(sub), 1);
}

/* The trainee's name told on the Progress screen comes back at the next
 * run, whatever it holds; "" and null both mean "not told"; a name that
 * is not a string is refused at its place. */
static void config__trainee__round_trip_and_strict(void **state)
{
	char path[600];
	struct config c, back;
	struct diag err;

	(void)state;
	config_defaults(&c);
	snprintf(c.trainee, sizeof c.trainee, "Ana \"la\" Pérez #7: \\x");
	snprintf(path, sizeof path, "%s/settings.yaml", dir);
	assert_true(config_write(path, &c, &err));
	config_defaults(&back);
	assert_true(config_read(path, &back, &err));
	assert_string_equal(back.trainee, c.trainee);
	assert_memory_equal(&c, &back, sizeof c);
	/* Not told: written as "", read back as "". */
	c.trainee[0] = '\0';
	assert_true(config_write(path, &c, &err));
	snprintf(back.trainee, sizeof back.trainee, "someone");
	assert_true(config_read(path, &back, &err));
	assert_string_equal(back.trainee, "");
	assert_true(config_read(file("n.yaml", "trainee: ~\n"), &back, &err));
	assert_string_equal(back.trainee, "");
	/* The trainee's file names him over the school's. */
	snprintf(path, sizeof path, "%s", file("s.yaml", "trainee: x\n"));
	assert_true(config_load_from(&back, path,
				     file("u.yaml", "trainee: 'ana'\n"), &err));
	assert_string_equal(back.trainee, "ana");
	assert_false(config_read(file("bad.yaml", "language: en\n"
				      "trainee: [ana]\n"), &back, &err));
	assert_int_equal(err.line, 2);
}

static void config__xdg__directories_from_the_environment(void **state)
{
	char out[CONFIG_PATH_MAX];
	struct config c;

	(void)state;
	setenv("HOME", "/home/ana", 1);
	setenv("XDG_CONFIG_HOME", "/x/conf", 1);
	setenv("XDG_DATA_HOME", "/x/data", 1);
	assert_true(config_user_file(out, sizeof out));
	assert_string_equal(out, "/x/conf/crupier/settings.yaml");
	assert_true(config_data_dir(out, sizeof out));
	assert_string_equal(out, "/x/data/crupier");
	config_defaults(&c);
	assert_true(config_results_dir(&c, out, sizeof out));
	assert_string_equal(out, "/x/data/crupier/results");
	snprintf(c.results_dir, sizeof c.results_dir, "/srv/r");
	assert_true(config_results_dir(&c, out, sizeof out));
	assert_string_equal(out, "/srv/r");
	/* XDG: a relative value is ignored. */
	setenv("XDG_DATA_HOME", "rel", 1);
	unsetenv("XDG_CONFIG_HOME");
	assert_true(config_data_dir(out, sizeof out));
	assert_string_equal(out, "/home/ana/.local/share/crupier");
	assert_true(config_user_file(out, sizeof out));
	assert_string_equal(out, "/home/ana/.config/crupier/settings.yaml");
	assert_non_null(strstr(config_system_file(), "/crupier/settings.yaml"));
}

/* db: names the results database or a school's server (remote.h); it is
 * written only when set, and read back the same. */
static void config__db__file_or_server_round_trip(void **state)
{
	char path[600];
	struct config c, back;
	struct diag err;

	(void)state;
	config_defaults(&c);
	assert_string_equal(c.db, "");
	assert_true(config_read(file("db.yaml",
		"db: \"host=/run/postgresql dbname=crupier\"\n"), &c, &err));
	assert_string_equal(c.db, "host=/run/postgresql dbname=crupier");
	snprintf(c.db, sizeof c.db, "postgresql://school.example/crupier");
	snprintf(path, sizeof path, "%s/w.yaml", dir);
	assert_true(config_write(path, &c, &err));
	config_defaults(&back);
	assert_true(config_read(path, &back, &err));
	assert_memory_equal(&c, &back, sizeof c);
	assert_true(config_read(file("db2.yaml", "db: \n"), &back, &err));
	assert_string_equal(back.db, "");
}

int main(void)
{
#define T(f) cmocka_unit_test_setup_teardown(f, setup, teardown)
	const struct CMUnitTest tests[] = {
		T(config__defaults__iplyc_auto_unicode_colours),
		T(config__user_file__over_system_file_key_by_key),
		T(config__unknown_key__error_at_its_place),
		T(config__write__read_back_the_same),
		T(config__trainee__round_trip_and_strict),
		T(config__xdg__directories_from_the_environment),
		T(config__db__file_or_server_round_trip),
	};
#undef T

	return cmocka_run_group_tests(tests, NULL, NULL);
}
