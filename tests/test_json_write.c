/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_json_write.c: the one JSON writer (src/base/json_write.c) writes
 * byte for byte what jansson's dump writes, with the code points
 * safe_text refuses from DEL up escaped \uXXXX: an object written as it
 * goes and values jansson built (objects, arrays, nested and empty, a
 * string holding NUL), indented (both indentations the listings use) and
 * compact; strings with every kind of control, quote and code point,
 * strings jansson refuses (spelt out, never left out), reals of every
 * shape (and those jansson refuses: null), integers at their limits. */
#include "config.h"

#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <jansson.h>

#include "scenario/safe_text.h"
#include "base/json_write.h"

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

/* The reference: jansson's dump of v (taken), indented by 2 with every
 * line after the first moved extra columns in, or compact; then each
 * code point safe_text refuses written \uXXXX (jansson writes DEL, C1
 * and the bidi controls as they are). */
static char *jansson_text(json_t *v, int precision, int extra, bool compact)
{
	size_t flags = JSON_PRESERVE_ORDER | JSON_REAL_PRECISION(precision)
		       | (compact ? JSON_COMPACT : JSON_INDENT(2));
	char *text = json_dumps(v, flags), *out = NULL;
	size_t len, size = 0;
	FILE *f = open_memstream(&out, &size);

	assert_non_null(text);
	assert_non_null(f);
	len = strlen(text);
	for (size_t i = 0; i < len;) {
		uint32_t cp;
		size_t n = 1;

		if (text[i] == '\n')
			fprintf(f, "\n%*s", extra, "");
		else if ((unsigned char)text[i] < 0x7f)
			putc(text[i], f);
		else if ((n = safe_text_decode(text + i, len - i, &cp)) > 0 &&
			 safe_text_refused(cp))
			fprintf(f, "\\u%04X", (unsigned)cp);
		else
			fwrite(text + i, 1, n > 0 ? n : 1, f);
		i += n > 0 ? n : 1;
	}
	assert_int_equal(fclose(f), 0);
	free(text);
	json_decref(v);
	return out;
}

/* What json_write_value writes of v (not taken). */
static char *value_text(json_t *v, int precision, bool compact)
{
	FILE *f = tmpfile();
	struct json_write j;
	char *s;

	assert_non_null(f);
	json_write_start(&j, f, 0, precision, compact);
	json_write_value(&j, NULL, v);
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
		json_object_set_new(o, key, json_write_text_of(strings[i]));
		json_write_string(&j, key, strings[i]);
	}
	for (size_t i = 0; i < nr; i++) {
		snprintf(key, sizeof key, "r%zu", i);
		json_object_set_new(o, key, json_write_real_of(reals[i]));
		json_write_real(&j, key, reals[i]);
	}
	json_object_set_new(o, "nan", json_write_real_of(NAN));
	json_write_real(&j, "nan", NAN);
	json_object_set_new(o, "inf", json_write_real_of(-INFINITY));
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
	theirs = jansson_text(o, precision, extra, false);
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
	theirs = jansson_text(json_object(), 10, 2, false);
	assert_string_equal(mine, "{}");
	assert_string_equal(mine, theirs);
	free(mine);
	free(theirs);
}

/* A value of every kind jansson builds: the strings and reals above (those
 * it refuses are not set), integers at their limits, booleans, null, a
 * string holding NUL, objects and arrays nested, each kind empty. */
static json_t *tree(void)
{
	json_t *o = json_object(), *arr = json_array(), *rows = json_array();
	json_t *row;
	char key[32];

	for (size_t i = 0; i < sizeof strings / sizeof *strings; i++) {
		snprintf(key, sizeof key, "s%zu", i);
		json_object_set_new(o, key, json_string(strings[i]));
		json_array_append_new(arr, json_string(strings[i]));
	}
	for (size_t i = 0; i < sizeof reals / sizeof *reals; i++) {
		snprintf(key, sizeof key, "r%zu", i);
		json_object_set_new(o, key, json_real(reals[i]));
		json_array_append_new(arr, json_real(reals[i]));
	}
	json_array_append_new(arr, json_integer(INT64_MIN));
	json_array_append_new(arr, json_integer(INT64_MAX));
	json_array_append_new(arr, json_true());
	json_array_append_new(arr, json_false());
	json_array_append_new(arr, json_null());
	json_array_append_new(arr, json_stringn("nul\0inside", 11));
	json_array_append_new(arr, json_array());
	json_array_append_new(arr, json_object());
	json_object_set_new(o, "values", arr);
	for (int i = 0; i < 3; i++) {
		row = json_object();
		json_object_set_new(row, "seat", json_integer(i + 1));
		json_object_set_new(row, "cards", json_pack("[s, s]", "5H", "KS"));
		json_object_set_new(row, "none", json_array());
		json_array_append_new(rows, row);
	}
	json_object_set_new(o, "rows", rows);
	json_object_set_new(o, "grid", json_pack("[[i, i], [], [[]]]", 1, 2));
	json_object_set_new(o, "empty", json_object());
	return o;
}

static void json_write__value_indented__same_bytes_as_jansson(void **state)
{
	(void)state;
	for (int precision = 0; precision <= 17; precision += 17) {
		json_t *t = tree();
		char *mine = value_text(t, precision, false);
		char *theirs = jansson_text(t, precision, 0, false);

		assert_string_equal(mine, theirs);
		free(mine);
		free(theirs);
	}
}

static void json_write__value_compact__same_bytes_as_jansson(void **state)
{
	json_t *t = tree();
	char *mine = value_text(t, 10, true);
	char *theirs = jansson_text(t, 10, 0, true);

	(void)state;
	assert_null(strchr(mine, '\n'));
	assert_string_equal(mine, theirs);
	free(mine);
	free(theirs);
}

/* A value jansson built as a member of an object written as it goes,
 * lines moved in, as a listing writes one. */
static void json_write__value_as_member__same_bytes_as_jansson(void **state)
{
	FILE *f = tmpfile();
	json_t *t = tree(), *whole = json_object();
	struct json_write j;
	char *mine, *theirs;

	(void)state;
	assert_non_null(f);
	json_write_begin(&j, f, 2, 10);
	json_write_int(&j, "id", 7);
	json_write_value(&j, "tree", t);
	json_write_object(&j, "skills");
	json_write_value(&j, "list", json_array_get(json_object_get(t, "rows"), 0));
	json_write_end(&j);
	json_write_end(&j);
	mine = contents(f);
	fclose(f);
	json_object_set_new(whole, "id", json_integer(7));
	json_object_set(whole, "tree", t);
	json_object_set_new(whole, "skills", json_pack("{s:O}", "list",
		json_array_get(json_object_get(t, "rows"), 0)));
	json_decref(t);
	theirs = jansson_text(whole, 10, 2, false);
	assert_string_equal(mine, theirs);
	free(mine);
	free(theirs);
}

/* An array written one object at a time (the listings), and an empty
 * one, as jansson dumps the whole array. */
static void json_write__items__same_bytes_as_jansson_array(void **state)
{
	(void)state;
	for (size_t n = 0; n <= 3; n += 3) {
		FILE *f = tmpfile();
		json_t *arr = json_array();
		struct json_write j;
		char *mine, *theirs;

		assert_non_null(f);
		for (size_t i = 0; i < n; i++) {
			json_t *t = tree();

			json_write_item(&j, f, i, 10);
			json_write_int(&j, "id", (int64_t)i);
			json_write_value(&j, "tree", t);
			json_write_end(&j);
			json_array_append_new(arr, json_pack("{s:I, s:o}", "id",
							     (json_int_t)i,
							     "tree", t));
		}
		json_write_items_end(f, n);
		mine = contents(f);
		fclose(f);
		theirs = jansson_text(arr, 10, 0, false);
		assert_string_equal(mine, theirs);
		free(mine);
		free(theirs);
	}
}

static void json_write__empty_values__brackets_together(void **state)
{
	json_t *a = json_array(), *o = json_object();
	char *as = value_text(a, 0, false), *os = value_text(o, 0, true);

	(void)state;
	assert_string_equal(as, "[]");
	assert_string_equal(os, "{}");
	free(as);
	free(os);
	json_decref(a);
	json_decref(o);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(
			json_write__listing_layout__same_bytes_as_jansson),
		cmocka_unit_test(
			json_write__other_precision_and_indent__same_bytes),
		cmocka_unit_test(json_write__empty_object__braces_together),
		cmocka_unit_test(
			json_write__value_indented__same_bytes_as_jansson),
		cmocka_unit_test(
			json_write__value_compact__same_bytes_as_jansson),
		cmocka_unit_test(
			json_write__value_as_member__same_bytes_as_jansson),
		cmocka_unit_test(json_write__empty_values__brackets_together),
		cmocka_unit_test(
			json_write__items__same_bytes_as_jansson_array),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
