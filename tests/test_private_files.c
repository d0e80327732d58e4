/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_private_files.c: results, seals, settings and the results
 * database are created private, 0600 under the umask and never wider,
 * whatever mode a caller asks for; and settings that
 * hold a second YAML document are refused at its place. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "base/atomic_file.h"
#include "base/config_file.h"
#include "exam/seal.h"
#include "store/store.h"

static char dir[256];

static int setup(void **state)
{
	(void)state;
	snprintf(dir, sizeof dir, "/tmp/crupier-private-XXXXXX");
	return mkdtemp(dir) != NULL ? 0 : -1;
}

static int teardown(void **state)
{
	char cmd[300];

	(void)state;
	umask(022);
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	return system(cmd) == 0 ? 0 : -1;
}

static unsigned mode_of(const char *path)
{
	struct stat sb;

	assert_int_equal(stat(path, &sb), 0);
	return (unsigned)(sb.st_mode & 07777);
}

static void atomic_write__umask_022__file_is_0600(void **state)
{
	char path[300];

	(void)state;
	umask(022);
	snprintf(path, sizeof path, "%s/a", dir);
	assert_true(atomic_write(path, "x", 1, 0600, NULL));
	assert_int_equal(mode_of(path), 0600);
}

static void atomic_write__wider_mode_asked__still_0600(void **state)
{
	char path[300];

	(void)state;
	umask(0);
	snprintf(path, sizeof path, "%s/b", dir);
	assert_true(atomic_write(path, "x", 1, 0666, NULL));
	assert_int_equal(mode_of(path), 0600);
	umask(022);
}

static void atomic_write__umask_0277__file_is_0400(void **state)
{
	char path[300];

	(void)state;
	umask(0277);
	snprintf(path, sizeof path, "%s/c", dir);
	assert_true(atomic_write(path, "x", 1, 0600, NULL));
	umask(022);
	assert_int_equal(mode_of(path), 0400);
}

static void seal_write__umask_022__result_is_0600(void **state)
{
	char path[512], mac[SEAL_MAC_HEX];
	struct error err;
	json_t *r = json_object();

	(void)state;
	umask(022);
	json_object_set_new(r, "trainee", json_string("Ana"));
	json_object_set_new(r, "scenario", json_string("x"));
	json_object_set_new(r, "started", json_string("2026-03-01T09:30:00Z"));
	assert_true(seal_write(dir, "cuatro palabras al azar", 23, r, path,
			       sizeof path, mac, &err));
	json_decref(r);
	assert_int_equal(mode_of(path), 0600);
}

static void config_write__umask_022__settings_are_0600(void **state)
{
	char path[300];
	struct config c;
	struct diag d;

	(void)state;
	umask(022);
	config_defaults(&c);
	snprintf(path, sizeof path, "%s/conf/settings.yaml", dir);
	assert_true(config_write(path, &c, &d));
	assert_int_equal(mode_of(path), 0600);
}

static void store_open__new_database__is_0600(void **state)
{
	char path[300];
	struct error err;
	struct store *st;

	(void)state;
	umask(022);
	snprintf(path, sizeof path, "%s/results.db", dir);
	assert_true(store_open(path, &st, &err));
	store_close(st);
	assert_int_equal(mode_of(path), 0600);
}

static void config_read__second_document__refused_at_its_place(void **state)
{
	char path[300];
	struct config c;
	struct diag d;
	FILE *f;

	(void)state;
	snprintf(path, sizeof path, "%s/two.yaml", dir);
	f = fopen(path, "w");
	assert_non_null(f);
	fputs("profile: iplyc\n---\nprofile: trad\n", f);
	fclose(f);
	config_defaults(&c);
	assert_false(config_read(path, &c, &d));
	assert_int_equal(d.line, 2);
	assert_int_equal(d.column, 1);
	assert_string_equal(d.message,
			    "a second YAML document: this file must hold exactly one");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(atomic_write__umask_022__file_is_0600),
		cmocka_unit_test(atomic_write__wider_mode_asked__still_0600),
		cmocka_unit_test(atomic_write__umask_0277__file_is_0400),
		cmocka_unit_test(seal_write__umask_022__result_is_0600),
		cmocka_unit_test(config_write__umask_022__settings_are_0600),
		cmocka_unit_test(store_open__new_database__is_0600),
		cmocka_unit_test(config_read__second_document__refused_at_its_place),
	};

	return cmocka_run_group_tests_name("private_files", tests, setup,
					   teardown);
}
