/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_class_source.c: a run's classes on a results server
 * (class_source.h), without a server: the server's classes stand in as a
 * store in memory handed out by a class hook for the local database, as
 * the server's opener installs one.  The local exam attempts are merged
 * into them by uuid (one pushed counts once, one not yet pushed counts,
 * an imported one does not, merging again adds nothing), and the copy
 * kept for when the server is down reads back. */
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
#include <sqlite3.h>

#include "class/class_source.h"
#include "store/store_copy.h"
#include "class/class_store.h"
#include "store/store.h"
#include "store/store_impl.h"

#define OPEN_AT "2026-03-01T11:00:00Z"

static char dir[256];
static struct store *local, *server;
/* What the hook hands out, as server/outbox_db.c's does: the server's
 * classes as read; NULL none. */
static struct store *hooked;
static struct class_hook hook;

static struct store *hooked_classes(void *ctx)
{
	(void)ctx;
	return hooked;
}

static int setup(void **state)
{
	struct error err;

	(void)state;
	snprintf(dir, sizeof dir, "/tmp/crupier-class-source-XXXXXX");
	if (mkdtemp(dir) == NULL || !store_open(":memory:", &local, &err) ||
	    !store_open(":memory:", &server, &err))
		return -1;
	hook.local = local;
	hook.classes = hooked_classes;
	class_hook_install(&hook);
	/* The server's class: Juan, exam x open in March, 3 attempts. */
	if (!class_create(server, "A", NULL, "tere", &err) ||
	    !class_add(server, "A", "Juan", "juan", &err) ||
	    !class_assign(server, "A", "x", "2026-03-01T00:00:00Z",
			  "2026-04-01T00:00:00Z", 3, &err))
		return -1;
	return 0;
}

static int teardown(void **state)
{
	char cmd[300];

	(void)state;
	class_hook_remove(&hook);
	store_close(local);
	store_close(server);
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	return system(cmd) == 0 ? 0 : -1;
}

/* An exam attempt of trainee at x in st, with this uuid and origin. */
static void attempt(struct store *st, const char *trainee, const char *uuid,
		    const char *origin)
{
	struct error err;
	sqlite3_stmt *q;
	int64_t tid;

	assert_true(store_trainee_id(st, trainee, &tid, &err));
	q = store_prepare(st, "INSERT INTO attempts (trainee, scenario,"
			  " scenario_sha256, profile, kind, exam, started,"
			  " status, origin, uuid) VALUES (?1, 'x', '', 'iplyc',"
			  " 'exam', 1, '2026-03-01T10:00:00Z', 'complete', ?2,"
			  " ?3)", &err);
	assert_non_null(q);
	sqlite3_bind_int64(q, 1, tid);
	store_bind_text(q, 2, origin);
	store_bind_text(q, 3, uuid);
	assert_int_equal(sqlite3_step(q), SQLITE_DONE);
	sqlite3_finalize(q);
}

/* Juan's attempts left at x as the classes of st say. */
static int left(struct store *st)
{
	enum class_exam_status status;
	char closes[STORE_TIME_MAX];
	struct error err;
	int n;

	assert_true(class_exam_status(st, "Juan", "x", OPEN_AT, &status, &n,
				      closes, &err));
	return status == CLASS_EXAM_USED_UP ? 0 : n;
}

static void class_source__no_server__the_store_itself(void **state)
{
	(void)state;
	assert_ptr_equal(class_source(local), local);
	assert_ptr_equal(class_source(server), server);
	assert_null(class_source(NULL));
}

static void class_source__merge__pushed_once_pending_counted(void **state)
{
	struct error err;
	char name[STORE_NAME_MAX];

	(void)state;
	hooked = server;
	assert_ptr_equal(class_source(local), server);
	assert_int_equal(left(server), 3);
	/* One attempt on the server, pushed from here: one. */
	attempt(server, "Juan", "11111111-1111-4111-8111-111111111111",
		"local");
	attempt(local, "Juan", "11111111-1111-4111-8111-111111111111",
		"local");
	assert_int_equal(left(class_source(local)), 2);
	/* One not pushed yet counts; merging again adds nothing. */
	attempt(local, "Juan", "22222222-2222-4222-8222-222222222222",
		"local");
	assert_int_equal(left(class_source(local)), 1);
	assert_int_equal(left(class_source(local)), 1);
	/* An imported result is not an attempt made here. */
	attempt(local, "Juan", "33333333-3333-4333-8333-333333333333",
		"import");
	assert_int_equal(left(class_source(local)), 1);
	/* A trainee the server did not show comes with his attempt. */
	attempt(local, "Eva", "44444444-4444-4444-8444-444444444444",
		"local");
	(void)class_source(local);
	/* The roster is the server's, whatever the local database says. */
	assert_true(class_trainee_of(class_source(local), "juan", name,
				     sizeof name, &err));
	assert_string_equal(name, "Juan");
	assert_true(class_trainee_of(local, "juan", name, sizeof name, &err));
	assert_string_equal(name, "");
	hooked = NULL;
}

static void class_source__kept__reads_back_whole(void **state)
{
	struct error err;
	struct store *back;
	struct class_info *ci;
	char path[300];
	size_t n;

	(void)state;
	snprintf(path, sizeof path, "%s/results.db%s", dir,
		 CLASS_SOURCE_SUFFIX);
	assert_true(store_copy_load(path, &back, &err));
	assert_null(back);
	attempt(server, "Juan", "11111111-1111-4111-8111-111111111111",
		"local");
	assert_true(store_copy_save(server, path, &err));
	/* Saved again over itself: replaced whole. */
	assert_true(store_copy_save(server, path, &err));
	assert_int_equal(access(path, R_OK), 0);
	assert_true(store_copy_load(path, &back, &err));
	assert_non_null(back);
	assert_true(class_list(back, &ci, &n, &err));
	assert_int_equal(n, 1);
	assert_string_equal(ci[0].name, "A");
	free(ci);
	assert_int_equal(left(back), 2);
	/* Offline, the local attempts merge into the copy as well. */
	hooked = back;
	attempt(local, "Juan", "22222222-2222-4222-8222-222222222222",
		"local");
	assert_int_equal(left(class_source(local)), 1);
	hooked = NULL;
	store_close(back);
	/* The file itself is never written but whole. */
	assert_true(store_copy_load(path, &back, &err));
	assert_int_equal(left(back), 2);
	store_close(back);
}

/* The kept copy is read through the one door for files: a FIFO there
 * is refused unread (SQLite's own open waited on it for ever), junk is
 * refused, each with a message naming the file; a FIFO or a link is
 * never replaced by a save. */
static void class_source__kept__not_a_file_refused_named(void **state)
{
	struct error err;
	struct store *back = NULL;
	char path[300], link[320];
	FILE *f;

	(void)state;
	snprintf(path, sizeof path, "%s/fifo.classes", dir);
	assert_int_equal(mkfifo(path, 0600), 0);
	assert_false(store_copy_load(path, &back, &err));
	assert_null(back);
	assert_non_null(strstr(err.message, "fifo.classes: not a regular"
				 " file"));
	assert_false(store_copy_save(server, path, &err));
	assert_non_null(strstr(err.message, "fifo.classes: not a regular"
				 " file: not replaced"));
	snprintf(link, sizeof link, "%s/link.classes", dir);
	assert_int_equal(symlink(path, link), 0);
	assert_false(store_copy_save(server, link, &err));
	assert_non_null(strstr(err.message, "a symbolic link"));
	snprintf(path, sizeof path, "%s/junk.classes", dir);
	f = fopen(path, "w");
	assert_non_null(f);
	fputs("not a database at all, only some text\n", f);
	fclose(f);
	assert_false(store_copy_load(path, &back, &err));
	assert_null(back);
	assert_non_null(strstr(err.message, "junk.classes: "));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
#define T(f) cmocka_unit_test_setup_teardown(f, setup, teardown)
		T(class_source__no_server__the_store_itself),
		T(class_source__merge__pushed_once_pending_counted),
		T(class_source__kept__reads_back_whole),
		T(class_source__kept__not_a_file_refused_named),
#undef T
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
