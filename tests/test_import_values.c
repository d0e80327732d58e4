/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_import_values.c: import checks the values of a sealed result.
 * Each result here is sealed with the exam code (so the seal verifies)
 * yet says something impossible: a score of 1e308 or -50, an accuracy of
 * 7.5 or one that is not right / actions, passed under the pass mark or after the time ran out, a skill
 * nobody knows, a trainee named with an escape sequence.  Each is
 * refused whole, saying which value, and nothing is imported; the same
 * result with possible values is imported. */
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

#include "exam/seal.h"
#include "store/store.h"
#include "store/store_result.h"

static const char code[] = "cuatro palabras al azar";
static char dir[256];

static int setup(void **state)
{
	(void)state;
	snprintf(dir, sizeof dir, "/tmp/crupier-import-XXXXXX");
	return mkdtemp(dir) != NULL ? 0 : -1;
}

static int teardown(void **state)
{
	char cmd[300];

	(void)state;
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	return system(cmd) == 0 ? 0 : -1;
}

/* A possible result: 80% with a pass mark of 75, passed. */
static json_t *good_result(void)
{
	json_t *r = json_object(), *skills = json_array(),
	       *acts = json_array(), *k = json_object(), *a = json_object();

	json_object_set_new(r, "format", json_string("crupier-result"));
	json_object_set_new(r, "version", json_integer(1));
	json_object_set_new(r, "trainee", json_string("Ana"));
	json_object_set_new(r, "scenario", json_string("iplyc-exam-x"));
	json_object_set_new(r, "scenario_sha256", json_string("00ff"));
	json_object_set_new(r, "kind", json_string("exam"));
	json_object_set_new(r, "exam", json_true());
	json_object_set_new(r, "profile", json_string("iplyc"));
	json_object_set_new(r, "started", json_string("2026-03-01T09:30:00Z"));
	json_object_set_new(r, "ended", json_string("2026-03-01T09:40:00Z"));
	json_object_set_new(r, "score", json_real(80.0));
	json_object_set_new(r, "pass_mark", json_integer(75));
	json_object_set_new(r, "passed", json_true());
	json_object_set_new(r, "time_exceeded", json_false());
	json_object_set_new(k, "skill", json_string("payouts"));
	json_object_set_new(k, "actions", json_integer(5));
	json_object_set_new(k, "right", json_integer(4));
	json_object_set_new(k, "accuracy", json_real(0.8));
	json_object_set_new(k, "median_ms", json_integer(2000));
	json_object_set_new(k, "weight", json_integer(1));
	json_array_append_new(skills, k);
	json_object_set_new(r, "skills", skills);
	json_object_set_new(a, "index", json_integer(0));
	json_object_set_new(a, "coup", json_integer(1));
	json_object_set_new(a, "skill", json_string("payouts"));
	json_object_set_new(a, "expected", json_string("pay"));
	json_object_set_new(a, "given", json_string("pay"));
	json_object_set_new(a, "right", json_true());
	json_object_set_new(a, "wrong_amount", json_false());
	json_object_set_new(a, "replay", json_false());
	json_object_set_new(a, "ms", json_integer(1800));
	json_object_set_new(a, "article", json_string("IPLyC 7.8.1.2"));
	json_object_set_new(a, "at", json_string("2026-03-01T09:31:00Z"));
	json_array_append_new(acts, a);
	json_object_set_new(r, "actions", acts);
	return r;
}

static json_t *first(json_t *r, const char *array)
{
	return json_array_get(json_object_get(r, array), 0);
}

/* Seals r (taking it), verifies the seal, imports it into a new
 * database: whether it was imported, the error in *err. */
static bool seal_and_import(json_t *r, struct error *err,
			    int64_t *count)
{
	char path[512], mac[SEAL_MAC_HEX], db[300];
	json_t *back = NULL;
	struct store *st;
	int64_t id = 0;
	bool dup = false, ok;
	static int n;

	assert_true(seal_write(dir, code, strlen(code), r, path, sizeof path,
			       mac, err));
	json_decref(r);
	assert_int_equal(seal_verify(path, code, strlen(code), &back, mac,
				     err), SEAL_OK);
	snprintf(db, sizeof db, "%s/results-%d.db", dir, n++);
	assert_true(store_open(db, &st, err));
	ok = store_import(st, back, path, mac, &id, &dup, err);
	*count = id;
	json_decref(back);
	store_close(st);
	unlink(path);
	return ok;
}

static void refused(json_t *r, const char *message)
{
	struct error err;
	int64_t id;

	assert_false(seal_and_import(r, &err, &id));
	assert_int_equal(id, 0);
	assert_string_equal(err.message, message);
}

static void import__possible_values__imported(void **state)
{
	struct error err;
	int64_t id;

	(void)state;
	assert_true(seal_and_import(good_result(), &err, &id));
	assert_int_equal(id, 1);
}

static void import__score_1e308__refused(void **state)
{
	json_t *r = good_result();

	(void)state;
	json_object_set_new(r, "score", json_real(1e308));
	refused(r, "score 1e+308 is not between 0 and 100");
}

static void import__score_minus_50__refused(void **state)
{
	json_t *r = good_result();

	(void)state;
	json_object_set_new(r, "score", json_real(-50));
	json_object_set_new(r, "passed", json_false());
	refused(r, "score -50 is not between 0 and 100");
}

static void import__accuracy_7_5__refused(void **state)
{
	json_t *r = good_result();

	(void)state;
	json_object_set_new(first(r, "skills"), "accuracy", json_real(7.5));
	refused(r, "skill 1 (payouts): accuracy 7.5 is not between 0 and 1");
}

static void import__accuracy_not_right_over_actions__refused(void **state)
{
	json_t *r = good_result();

	(void)state;
	json_object_set_new(first(r, "skills"), "accuracy", json_real(1.0));
	refused(r, "skill 1 (payouts): accuracy 1 is not 4 right of 5");
}

static void import__passed_under_the_pass_mark__refused(void **state)
{
	json_t *r = good_result();

	(void)state;
	json_object_set_new(r, "score", json_real(40));
	refused(r, "marked passed with a score of 40.0, under the pass mark of 75");
}

static void import__passed_after_the_time_limit__refused(void **state)
{
	json_t *r = good_result();

	(void)state;
	json_object_set_new(r, "time_exceeded", json_true());
	refused(r, "marked passed although the time limit was exceeded");
}

static void import__unknown_skill__refused(void **state)
{
	json_t *r = good_result();

	(void)state;
	json_object_set_new(first(r, "skills"), "skill", json_string("luck"));
	refused(r, "skill 1: unknown skill 'luck'");
}

static void import__action_of_an_unknown_skill__refused(void **state)
{
	json_t *r = good_result();

	(void)state;
	json_object_set_new(first(r, "actions"), "skill", json_string("magic"));
	refused(r, "action 1: unknown skill 'magic'");
}

static void import__trainee_with_an_escape__refused(void **state)
{
	json_t *r = good_result();

	(void)state;
	json_object_set_new(r, "trainee", json_string("Eve\033]0;pwned\007"));
	refused(r, "the result: the text of 'trainee' holds a control character");
}

static void import__article_with_a_bidi_override__refused(void **state)
{
	json_t *r = good_result();

	(void)state;
	json_object_set_new(first(r, "actions"), "article",
			    json_string("IPLyC \xe2\x80\xae" "2.1.8.7"));
	refused(r, "action 1: the text of 'article' holds a control character");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(import__possible_values__imported),
		cmocka_unit_test(import__score_1e308__refused),
		cmocka_unit_test(import__score_minus_50__refused),
		cmocka_unit_test(import__accuracy_7_5__refused),
		cmocka_unit_test(import__accuracy_not_right_over_actions__refused),
		cmocka_unit_test(import__passed_under_the_pass_mark__refused),
		cmocka_unit_test(import__passed_after_the_time_limit__refused),
		cmocka_unit_test(import__unknown_skill__refused),
		cmocka_unit_test(import__action_of_an_unknown_skill__refused),
		cmocka_unit_test(import__trainee_with_an_escape__refused),
		cmocka_unit_test(import__article_with_a_bidi_override__refused),
	};

	return cmocka_run_group_tests_name("import_values", tests, setup,
					   teardown);
}
