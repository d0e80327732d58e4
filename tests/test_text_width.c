/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_text_width.c: the one rule for the columns text takes
 * (base/text_width.h): wide characters two, accents none, what cannot
 * be printed and bytes that are no character one each. */
#include "config.h"

#include <locale.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "base/text_width.h"

static int utf8_locale(void **state)
{
	(void)state;
	return setlocale(LC_CTYPE, "C.UTF-8") == NULL ? -1 : 0;
}

static void text_width__ascii_and_accents__one_column_a_letter(void **state)
{
	(void)state;
	assert_int_equal(text_width("Banca"), 5);
	assert_int_equal(text_width("¡No va más!"), 11);
	/* e and a combining acute accent: one column. */
	assert_int_equal(text_width("e\xcc\x81"), 1);
	assert_int_equal(text_width(""), 0);
}

static void text_width__wide_character__two_columns(void **state)
{
	(void)state;
	assert_int_equal(text_width("\xe6\xbc\xa2"), 2);   /* U+6F22 */
}

static void text_width__unprintable_and_invalid__one_column_each(void **state)
{
	(void)state;
	assert_int_equal(text_width("a\x1b" "b"), 3);      /* ESC */
	assert_int_equal(text_width("\xc2\x85"), 1);       /* NEL, C1 */
	assert_int_equal(text_width("a\xff\xfe" "b"), 4);  /* not UTF-8 */
	assert_int_equal(text_width("\xe6\xbc"), 2);       /* cut short */
}

static void text_fit__stops_before_a_wide_character_that_overflows(void **state)
{
	size_t bytes;

	(void)state;
	assert_int_equal(text_fit("ab\xe6\xbc\xa2" "c", 3, &bytes), 2);
	assert_int_equal(bytes, 2);
	assert_int_equal(text_fit("ab\xe6\xbc\xa2" "c", 4, &bytes), 4);
	assert_int_equal(bytes, 5);
	assert_int_equal(text_fit("abc", 0, &bytes), 0);
	assert_int_equal(bytes, 0);
}

/* A line breaks at a newline, else at the last blank that fits, else
 * where the width ends (a word longer than the line is cut). */
static void text_wrap_cut__newline_blank_or_width(void **state)
{
	(void)state;
	assert_int_equal(text_wrap_cut("ab\ncd ef", 10), 2);
	assert_int_equal(text_wrap_cut("Pague la banca al noventa", 12), 8);
	assert_int_equal(text_wrap_cut("abcdefghij", 4), 4);
	assert_int_equal(text_wrap_cut("corto", 10), 5);
	/* In 5 columns "año ñ" fits (6 bytes): the break is the blank
	 * after "año", 4 bytes in; in 6, "año ño" fits whole (8 bytes). */
	assert_int_equal(text_wrap_cut("año ño más", 5), 4);
	assert_int_equal(text_wrap_cut("año ño más", 6), 8);
}

static void text_decode__invalid_byte__is_the_byte_itself(void **state)
{
	mbstate_t st;
	wchar_t wc = 0;

	(void)state;
	memset(&st, 0, sizeof st);
	assert_int_equal(text_decode("\xff" "a", 2, &st, &wc), 1);
	assert_int_equal(wc, 0xff);
	assert_int_equal(text_decode("\xc3\xa1", 2, &st, &wc), 2);
	assert_int_equal(wc, 0xe1);
	assert_int_equal(text_decode("", 0, &st, &wc), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(text_width__ascii_and_accents__one_column_a_letter),
		cmocka_unit_test(text_width__wide_character__two_columns),
		cmocka_unit_test(text_width__unprintable_and_invalid__one_column_each),
		cmocka_unit_test(text_fit__stops_before_a_wide_character_that_overflows),
		cmocka_unit_test(text_decode__invalid_byte__is_the_byte_itself),
		cmocka_unit_test(text_wrap_cut__newline_blank_or_width),
	};

	return cmocka_run_group_tests(tests, utf8_locale, NULL);
}
