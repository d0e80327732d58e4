/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_yaml_events.c: the strict YAML event reader that every loader
 * reads its files through (places, keys, depth, typed scalars). */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "scenario/yaml_events.h"

static char tmpdir[2048];

static void write_text(const char *text, char *path, size_t size)
{
	FILE *f;

	snprintf(path, size, "%s/t.yaml", tmpdir);
	f = fopen(path, "wb");
	assert_non_null(f);
	assert_int_equal(fwrite(text, 1, strlen(text), f), strlen(text));
	assert_int_equal(fclose(f), 0);
}

static struct yev_reader *open_text(const char *text, int depth)
{
	char path[4096];
	struct yev_reader *rd;
	struct diag d;

	write_text(text, path, sizeof path);
	if (!yev_open(path, 1 << 20, depth, &rd, &d))
		fail_msg("%s", d.message);
	return rd;
}

/* Reads the whole document; returns false with *d filled on an error. */
static bool drain(struct yev_reader *rd, struct diag *d)
{
	struct yev_node n;

	do {
		if (!yev_next(rd, &n, d))
			return false;
	} while (n.kind != YEV_END);
	return true;
}

static void yev__nodes__carry_kind_place_and_key_flag(void **state)
{
	struct yev_reader *rd = open_text("a: 1\nb:\n  - \"x\"\n", 4);
	struct yev_node n;
	struct diag d;
	static const struct {
		enum yev_kind kind;
		unsigned long line, column;
		bool key, plain;
		const char *value;
	} want[] = {
		{ YEV_MAPPING_START, 1, 1, false, false, NULL },
		{ YEV_SCALAR, 1, 1, true, true, "a" },
		{ YEV_SCALAR, 1, 4, false, true, "1" },
		{ YEV_SCALAR, 2, 1, true, true, "b" },
		{ YEV_SEQUENCE_START, 3, 3, false, false, NULL },
		{ YEV_SCALAR, 3, 5, false, false, "x" },
		{ YEV_SEQUENCE_END, 4, 1, false, false, NULL },
		{ YEV_MAPPING_END, 4, 1, false, false, NULL },
		{ YEV_END, 0, 0, false, false, NULL },
	};

	(void)state;
	for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
		assert_true(yev_next(rd, &n, &d));
		assert_int_equal(n.kind, want[i].kind);
		if (want[i].line > 0) {
			assert_int_equal(n.line, want[i].line);
			assert_int_equal(n.column, want[i].column);
		}
		assert_int_equal(n.is_key, want[i].key);
		if (want[i].value != NULL) {
			assert_string_equal(n.value, want[i].value);
			assert_int_equal(n.plain, want[i].plain);
		}
	}
	/* The end stays the end. */
	assert_true(yev_next(rd, &n, &d));
	assert_int_equal(n.kind, YEV_END);
	yev_close(rd);
}

/* Thousands of keys: the duplicate at the end is still found. */
static void yev__many_keys__duplicate_found_with_first_line(void **state)
{
	size_t size = 5001 * 16;
	char *text = malloc(size);
	size_t o = 0;
	struct yev_reader *rd;
	struct diag d;

	(void)state;
	assert_non_null(text);
	for (int i = 0; i < 5000; i++)
		o += (size_t)snprintf(text + o, size - o, "k%d: %d\n", i, i);
	snprintf(text + o, size - o, "k1234: 0\n");
	rd = open_text(text, 2);
	assert_false(drain(rd, &d));
	assert_int_equal(d.line, 5001);
	assert_int_equal(d.column, 1);
	assert_string_equal(d.message, "duplicate key 'k1234' (first at line 1235)");
	/* After an error, the same error again. */
	memset(&d, 0, sizeof d);
	assert_false(drain(rd, &d));
	assert_int_equal(d.line, 5001);
	yev_close(rd);
	free(text);
}

/* The same key in sibling mappings is no duplicate. */
static void yev__same_key_in_two_mappings__is_fine(void **state)
{
	struct yev_reader *rd =
		open_text("a: {x: 1}\nb: {x: 2}\nc:\n  - {x: 1}\n  - {x: 1}\n", 3);
	struct diag d;

	(void)state;
	assert_true(drain(rd, &d));
	yev_close(rd);
}

static void yev__depth__limit_is_inclusive(void **state)
{
	struct yev_reader *rd = open_text("[[[[1]]]]\n", 4);
	struct diag d;

	(void)state;
	assert_true(drain(rd, &d));
	yev_close(rd);
	rd = open_text("[[[[[1]]]]]\n", 4);
	assert_false(drain(rd, &d));
	assert_int_equal(d.line, 1);
	assert_int_equal(d.column, 5);
	assert_string_equal(d.message,
			    "nested too deep: this format has at most 4 levels");
	yev_close(rd);
}

static void yev__excerpt__cuts_long_text_at_a_character(void **state)
{
	char buf[64];
	/* 39 ASCII bytes, then "é" across bytes 40-41. */
	const char *text = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\xc3\xa9zzzz";

	(void)state;
	yev_excerpt(text, strlen(text), buf, sizeof buf);
	assert_string_equal(buf, "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa...");
	yev_excerpt("a\nb\tc\x7f", 6, buf, sizeof buf);
	assert_string_equal(buf, "a?b?c?");
	yev_excerpt("abcdef", 6, buf, 5);
	assert_string_equal(buf, "a...");
	yev_excerpt("abcdef", 6, buf, 3);
	assert_string_equal(buf, "ab");
}

/* Reads the first value of a one-key mapping ("v: TEXT"). */
static struct yev_reader *value_of(const char *text, struct yev_node *n)
{
	struct yev_reader *rd = open_text(text, 2);
	struct diag d;

	for (int i = 0; i < 3; i++)
		assert_true(yev_next(rd, n, &d));
	return rd;
}

static void yev__int64__only_plain_decimals(void **state)
{
	static const char *const bad[] = {
		"v: 007\n", "v: 0x10\n", "v: 1_000\n", "v: +5\n", "v: 1.0\n",
		"v: \"5\"\n", "v:\n", "v: [5]\n",
	};
	struct yev_node n;
	struct yev_reader *rd;
	struct diag d;
	int64_t v;

	(void)state;
	rd = value_of("v: -42\n", &n);
	assert_true(yev_int64(rd, &n, "v", -100, 100, &v, &d));
	assert_int_equal(v, -42);
	assert_false(yev_int64(rd, &n, "v", 0, 100, &v, &d));
	assert_string_equal(d.message, "v must be between 0 and 100, not -42");
	yev_close(rd);
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		rd = value_of(bad[i], &n);
		assert_false(yev_int64(rd, &n, "v", INT64_MIN, INT64_MAX, &v,
				       &d));
		assert_int_equal(d.line, 1);
		yev_close(rd);
	}
}

/* Not YAML 1.1's yes/no/on/off: only true and false. */
static void yev__bool__true_or_false_only(void **state)
{
	struct yev_node n;
	struct yev_reader *rd;
	struct diag d;
	bool b = false;

	(void)state;
	rd = value_of("v: True\n", &n);
	assert_true(yev_bool(rd, &n, &b, &d));
	assert_true(b);
	yev_close(rd);
	rd = value_of("v: no\n", &n);
	assert_false(yev_bool(rd, &n, &b, &d));
	assert_string_equal(d.message, "expected true or false, found 'no'");
	yev_close(rd);
	rd = value_of("v: \"false\"\n", &n);
	assert_false(yev_bool(rd, &n, &b, &d));
	yev_close(rd);
}

static void yev__string__null_and_length_refused(void **state)
{
	struct yev_node n;
	struct yev_reader *rd;
	struct diag d;
	char buf[4];

	(void)state;
	rd = value_of("v: abc\n", &n);
	assert_true(yev_string(rd, &n, buf, sizeof buf, &d));
	assert_string_equal(buf, "abc");
	yev_close(rd);
	rd = value_of("v: abcd\n", &n);
	assert_false(yev_string(rd, &n, buf, sizeof buf, &d));
	assert_string_equal(d.message, "text too long (4 bytes; at most 3)");
	yev_close(rd);
	rd = value_of("v: ~\n", &n);
	assert_false(yev_string(rd, &n, buf, sizeof buf, &d));
	assert_string_equal(d.message, "expected text, found nothing");
	yev_close(rd);
	rd = value_of("v: \"\"\n", &n);
	assert_true(yev_string(rd, &n, buf, sizeof buf, &d));
	assert_string_equal(buf, "");
	yev_close(rd);
}

static void yev__enum__lists_the_allowed_words(void **state)
{
	static const char *const words[] = { "down", "up", NULL };
	struct yev_node n;
	struct yev_reader *rd;
	struct diag d;
	int w = -1;

	(void)state;
	rd = value_of("v: up\n", &n);
	assert_true(yev_enum(rd, &n, "v", words, &w, &d));
	assert_int_equal(w, 1);
	yev_close(rd);
	rd = value_of("v: sideways\n", &n);
	assert_false(yev_enum(rd, &n, "v", words, &w, &d));
	assert_string_equal(d.message,
			    "unknown value 'sideways' for v (allowed: down, up)");
	yev_close(rd);
}

static void yev__open__size_cap_is_a_parameter(void **state)
{
	char path[4096];
	struct yev_reader *rd;
	struct diag d;

	(void)state;
	write_text("a: 1\n", path, sizeof path);
	assert_false(yev_open(path, 4, 2, &rd, &d));
	assert_null(rd);
	assert_int_equal(d.line, 0);
	assert_string_equal(d.message, "file too large (5 bytes; the limit is 4)");
	assert_true(yev_open(path, 5, 2, &rd, &d));
	yev_close(rd);
}

int main(void)
{
	static const struct CMUnitTest tests[] = {
		cmocka_unit_test(yev__nodes__carry_kind_place_and_key_flag),
		cmocka_unit_test(yev__many_keys__duplicate_found_with_first_line),
		cmocka_unit_test(yev__same_key_in_two_mappings__is_fine),
		cmocka_unit_test(yev__depth__limit_is_inclusive),
		cmocka_unit_test(yev__excerpt__cuts_long_text_at_a_character),
		cmocka_unit_test(yev__int64__only_plain_decimals),
		cmocka_unit_test(yev__bool__true_or_false_only),
		cmocka_unit_test(yev__string__null_and_length_refused),
		cmocka_unit_test(yev__enum__lists_the_allowed_words),
		cmocka_unit_test(yev__open__size_cap_is_a_parameter),
	};
	const char *tmp = getenv("TMPDIR");
	char path[4096];
	int failed;

	snprintf(tmpdir, sizeof tmpdir, "%s/crupier-yev-XXXXXX",
		 tmp != NULL && *tmp != '\0' ? tmp : "/tmp");
	if (mkdtemp(tmpdir) == NULL) {
		perror("mkdtemp");
		return 1;
	}
	failed = cmocka_run_group_tests(tests, NULL, NULL);
	snprintf(path, sizeof path, "%s/t.yaml", tmpdir);
	unlink(path);
	rmdir(tmpdir);
	return failed;
}
