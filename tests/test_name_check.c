/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_name_check.c: the one rule for names (base/name_check.h): UTF-8
 * text of 1 to 127 bytes (a login 63), no control character, no NUL;
 * otherwise refused with the reason, never cut. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "base/name_check.h"

static const char *check(const char *s, size_t len)
{
	static char buf[256];

	return name_check(s, len, NAME_CHECK_MAX, buf, sizeof buf);
}

static void name_check__plain_and_accented__accepted(void **state)
{
	(void)state;
	assert_null(check("Ana", 3));
	assert_null(name_check_text("María José Núñez", NULL, 0));
	assert_null(name_check_text("=HYPERLINK(\"x\")", NULL, 0));
}

static void name_check__empty__refused(void **state)
{
	(void)state;
	assert_string_equal(check("", 0), "it is empty");
}

static void name_check__invalid_utf8__refused_at_its_byte(void **state)
{
	(void)state;
	assert_string_equal(check("bad\xffutf8", 8),
			    "it is not valid UTF-8 (byte 4)");
	/* Overlong "/", a surrogate (U+D800): no character either. */
	assert_string_equal(check("a\xc0\xaf", 3),
			    "it is not valid UTF-8 (byte 2)");
	assert_string_equal(check("\xed\xa0\x80", 3),
			    "it is not valid UTF-8 (byte 1)");
}

static void name_check__controls__refused_with_their_code_point(void **state)
{
	(void)state;
	assert_string_equal(check("Eve\x1b]0;x\a", 8),
			    "it holds the control character U+001B (byte 4)");
	assert_string_equal(check("a\tb", 3),
			    "it holds the control character U+0009 (byte 2)");
	assert_string_equal(check("x\xc2\x85", 3),            /* NEL */
			    "it holds the control character U+0085 (byte 2)");
	assert_string_equal(check("\xe2\x80\xae" "abc", 6), /* RLO */
			    "it holds the control character U+202E (byte 1)");
}

static void name_check__nul_inside__refused_not_cut(void **state)
{
	(void)state;
	assert_string_equal(check("ana\0 (withdrawn)", 16),
			    "it holds a NUL byte (byte 4)");
}

static void name_check__over_the_limit__refused_not_cut(void **state)
{
	char name[200], buf[128];

	(void)state;
	memset(name, 'x', sizeof name);
	assert_null(check(name, NAME_CHECK_MAX));
	assert_string_equal(check(name, NAME_CHECK_MAX + 1),
			    "it is 128 bytes long, over the limit of 127");
	name[NAME_CHECK_LOGIN_MAX] = '\0';
	assert_null(name_check_login(name, buf, sizeof buf));
	name[NAME_CHECK_LOGIN_MAX] = 'x';
	name[NAME_CHECK_LOGIN_MAX + 1] = '\0';
	assert_string_equal(name_check_login(name, buf, sizeof buf),
			    "it is 64 bytes long, over the limit of 63");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(name_check__plain_and_accented__accepted),
		cmocka_unit_test(name_check__empty__refused),
		cmocka_unit_test(name_check__invalid_utf8__refused_at_its_byte),
		cmocka_unit_test(name_check__controls__refused_with_their_code_point),
		cmocka_unit_test(name_check__nul_inside__refused_not_cut),
		cmocka_unit_test(name_check__over_the_limit__refused_not_cut),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
