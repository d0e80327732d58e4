/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_json_write.c: the JSON written as it goes (src/cli/json_write.c)
 * is byte for byte what jansson's dump of the same object gave through
 * cli_put_json_indented: strings with every kind of control, quote and
 * code point, strings jansson refuses (left out), reals of every shape
 * (and those jansson refuses), integers at their limits, nested and
 * empty objects, both indentations the listings use. */
#include "config.h"

#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>
#include <jansson.h>

#include "cli/common.h"
#include "cli/json_write.h"

/* What f wrote, from its start, as a string (free()). */
static char *contents(FILE *f)
{
	long n;
	char *s;

	assert_int_equal(fflush(f), 0);
	n = ftell(f);
	assert_true(n >= 0);
	s = malloc((size_t)n + 1);
	assert_non_null(s);
	rewind(f);
	assert_int_equal(fread(s, 1, (size_t)n, f), (size_t)n);
	s[n] = '\0';
	return s;
}

/* What cli_put_json_indented writes of o (taken). */
static char *jansson_text(json_t *o, int precision, int extra)
{
	FILE *f = tmpfile();
	int saved;
	char *s;

	assert_non_null(f);
	fflush(stdout);
	saved = dup(STDOUT_FILENO);
	assert_true(saved >= 0);
	assert_true(dup2(fileno(f), STDOUT_FILENO) >= 0);
	assert_true(cli_put_json_indented(o, precision, extra));
	fflush(stdout);
	assert_true(dup2(saved, STDOUT_FILENO) >= 0);
	close(saved);
	json_decref(o);
	fseek(f, 0, SEEK_END);
	s = contents(f);
	fclose(f);
	return s;
}

/* Strings: printable, quotes and backslashes, every C0 control, DEL,
 * C1, the bidi controls, accents, four-byte code points, and what
 * json_string refuses (bad bytes, overlong forms, surrogates). */
static const char *const strings[] = {
	"", "Ana", "Pérez, \"Tito\"", "back\\slash/and/slash",
	"\x01\x02\x03\x04\x05\x06\x07\b\t\n\x0b\f\r\x0e\x0f",
	"\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f",
	"del\x7f", "c1\xc2\x85\xc2\x9f", "bidi\xe2\x80\xae" "x\xe2\x81\xa6",
	"\xd8\x9c" "alm", "\xe2\x80\x8e\xe2\x80\x8f", "ñandú", "🂡 ok",
	"bad\xff", "over\xc0\x80", "sur\xed\xa0\x80", "cut\xe2\x82",
	"big\xf4\x90\x80\x80",
};

static const double reals[] = {
	0.0, -0.0, 1.0, 100.0, 83.33, 66.67, 12.5, 0.1, 1e-7, 1.5e-12,
	1e21, 1e100, -2.5e300, 123456789012.0, 99.99999999999, 1.0 / 3.0,
	5e-324,
};

/* The same object both ways: a member per string, per real (some
 * not finite), integers, booleans, nulls and objects within objects,
 * one of them empty. */
static void compare(int precision, int extra)
{
	FILE *f = tmpfile();
	json_t *o = json_object(), *in = json_object(), *deep;
	struct json_write j;
	char key[32], *mine, *theirs;
	size_t ns = sizeof strings / sizeof *strings;
	size_t nr = sizeof reals / sizeof *reals;

	assert_non_null(f);
	json_write_begin(&j, f, extra, precision);
	for (size_t i = 0; i < ns; i++) {
		snprintf(key, sizeof key, "s%zu", i);
		json_object_set_new(o, key, json_string(strings[i]));
		json_write_string(&j, key, strings[i]);
	}
	for (size_t i = 0; i < nr; i++) {
		snprintf(key, sizeof key, "r%zu", i);
		json_object_set_new(o, key, json_real(reals[i]));
		json_write_real(&j, key, reals[i]);
	}
	json_object_set_new(o, "nan", json_real(NAN));
	json_write_real(&j, "nan", NAN);
	json_object_set_new(o, "inf", json_real(-INFINITY));
	json_write_real(&j, "inf", -INFINITY);
	json_object_set_new(o, "min", json_integer(INT64_MIN));
	json_write_int(&j, "min", INT64_MIN);
	json_object_set_new(o, "max", json_integer(INT64_MAX));
	json_write_int(&j, "max", INT64_MAX);
	json_object_set_new(o, "t", json_true());
	json_write_bool(&j, "t", true);
	json_object_set_new(o, "f", json_false());
	json_write_bool(&j, "f", false);
	json_object_set_new(o, "n", json_null());
	json_write_null(&j, "n");
	json_object_set_new(o, "no string", json_null());
	json_write_string(&j, "no string", NULL);
	json_object_set_new(o, "empty", json_object());
	json_write_object(&j, "empty");
	json_write_end(&j);
	json_write_object(&j, "skills");
	deep = json_object();
	json_object_set_new(deep, "actions", json_integer(4));
	json_object_set_new(deep, "passed", json_null());
	json_object_set_new(in, "dealing", deep);
	json_write_object(&j, "dealing");
	json_write_int(&j, "actions", 4);
	json_write_null(&j, "passed");
	json_write_end(&j);
	json_object_set_new(in, "nothing", json_object());
	json_write_object(&j, "nothing");
	json_write_end(&j);
	json_object_set_new(o, "skills", in);
	json_write_end(&j);
	json_object_set_new(o, "last", json_integer(-1));
	json_write_int(&j, "last", -1);
	json_write_end(&j);

	mine = contents(f);
	fclose(f);
	theirs = jansson_text(o, precision, extra);
	assert_string_equal(mine, theirs);
	free(mine);
	free(theirs);
}

static void json_write__listing_layout__same_bytes_as_jansson(void **state)
{
	(void)state;
	compare(10, 2);
}

static void json_write__other_precision_and_indent__same_bytes(void **state)
{
	(void)state;
	compare(17, 0);
	compare(4, 6);
}

static void json_write__empty_object__braces_together(void **state)
{
	FILE *f = tmpfile();
	struct json_write j;
	char *mine, *theirs;

	(void)state;
	assert_non_null(f);
	json_write_begin(&j, f, 2, 10);
	json_write_end(&j);
	mine = contents(f);
	fclose(f);
	theirs = jansson_text(json_object(), 10, 2);
	assert_string_equal(mine, "{}");
	assert_string_equal(mine, theirs);
	free(mine);
	free(theirs);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(
			json_write__listing_layout__same_bytes_as_jansson),
		cmocka_unit_test(
			json_write__other_precision_and_indent__same_bytes),
		cmocka_unit_test(json_write__empty_object__braces_together),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
