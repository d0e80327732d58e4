/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_db_address.c: a PostgreSQL address told from a file name (--db,
 * $CRUPIER_DB, the settings' db:), and the SQLite store refusing one
 * rather than making a folder "postgresql:". */
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

#include "base/db_address.h"
#include "store/store.h"

static void db_address_is_server__urls_of_both_schemes__are_servers(void **state)
{
	(void)state;
	assert_true(db_address_is_server("postgresql://localhost/crupier"));
	assert_true(db_address_is_server("postgres://u:p@db.example:5433/x"));
	assert_true(db_address_is_server("postgresql:///crupier?host=/tmp/s"));
	assert_true(db_address_is_server("POSTGRESQL://host/db"));
	assert_true(db_address_is_server("postgresql://"));
}

static void db_address_is_server__keyword_strings__are_servers(void **state)
{
	(void)state;
	assert_true(db_address_is_server("host=/tmp/x dbname=y"));
	assert_true(db_address_is_server("dbname=crupier"));
	assert_true(db_address_is_server("  service = school"));
	assert_true(db_address_is_server("port=5433 host=db"));
}

static void db_address_is_server__file_names__are_files(void **state)
{
	(void)state;
	assert_false(db_address_is_server("results.db"));
	assert_false(db_address_is_server("/home/ana/.local/share/crupier/results.db"));
	assert_false(db_address_is_server("postgresql:"));
	assert_false(db_address_is_server("postgresql:/x"));
	assert_false(db_address_is_server("./postgresql://x"));
	assert_false(db_address_is_server("a=b.db"));          /* no libpq keyword */
	assert_false(db_address_is_server("hosts=x"));
	assert_false(db_address_is_server("host"));
	assert_false(db_address_is_server(""));
	assert_false(db_address_is_server(":memory:"));
	assert_false(db_address_is_server(NULL));
}

/* The store never takes an address for a path: nothing is created. */
static void store_open__uri__refused_and_no_folder_made(void **state)
{
	char dir[] = "/tmp/crupier-uri-XXXXXX", cwd[4096];
	struct error err;
	struct store *st = NULL;
	struct stat sb;

	(void)state;
	assert_non_null(mkdtemp(dir));
	assert_non_null(getcwd(cwd, sizeof cwd));
	assert_int_equal(chdir(dir), 0);
	assert_false(store_open("postgresql://nowhere.invalid/crupier", &st,
				&err));
	assert_null(st);
	assert_non_null(strstr(err.message, "PostgreSQL"));
	assert_int_not_equal(stat("postgresql:", &sb), 0);
	assert_false(store_open("host=/nonexistent dbname=x", &st, &err));
	assert_int_equal(chdir(cwd), 0);
	assert_int_equal(rmdir(dir), 0);   /* still empty */
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(db_address_is_server__urls_of_both_schemes__are_servers),
		cmocka_unit_test(db_address_is_server__keyword_strings__are_servers),
		cmocka_unit_test(db_address_is_server__file_names__are_files),
		cmocka_unit_test(store_open__uri__refused_and_no_folder_made),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
