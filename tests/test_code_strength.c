/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_code_strength.c: exam codes too weak to seal with are refused, the
 * generated ones pass (code_strength.h). */
#include "config.h"

#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "exam/code_strength.h"

static void code_strength__four_digits__refused(void **state)
{
	char why[1024];

	(void)state;
	assert_true(code_strength_bits("1234") < 10);
	assert_true(code_strength_bits("8401") < 20);
	assert_false(code_strength_check("8401", why, sizeof why));
	assert_non_null(strstr(why, "too weak"));
	assert_non_null(strstr(why, "new-code"));
	/* Long but repetitive or sequential: still weak. */
	assert_false(code_strength_check("111111111111111111111111", why,
					 sizeof why));
	assert_false(code_strength_check("123456789012345678", why,
					 sizeof why));
	/* One or three words are not four. */
	assert_false(code_strength_check("supervisor", why, sizeof why));
	assert_false(code_strength_check("clave del supervisor", why,
					 sizeof why));
}

static void code_strength__generated__accepted(void **state)
{
	char code[256], why[1024], path[4096];
	struct error err;
	double bits;
	int words = 1;

	(void)state;
	snprintf(path, sizeof path, "%s/words/es.txt", STORE_TEST_DATA_DIR);
	if (!code_generate(path, CODE_WORDS, code, sizeof code, &bits, &err))
		fail_msg("%s", err.message);
	for (const char *p = code; *p != '\0'; p++)
		words += *p == ' ';
	assert_int_equal(words, 4);
	assert_true(fabs(bits - 52.0) < 1e-9);
	assert_true(code_strength_check(code, why, sizeof why));
	assert_true(code_strength_bits(code) >= CODE_MIN_BITS);
	snprintf(path, sizeof path, "%s/words/en.txt", STORE_TEST_DATA_DIR);
	if (!code_generate(path, 5, code, sizeof code, &bits, &err))
		fail_msg("%s", err.message);
	assert_true(fabs(bits - 65.0) < 1e-9);
	assert_true(code_strength_check(code, why, sizeof why));
}

static void code_strength__random_characters__by_alphabet(void **state)
{
	char why[1024];

	(void)state;
	/* Ten letters and digits: 59 bits; eight: 47. */
	assert_true(code_strength_check("x7Kp2mQ9zR", why, sizeof why));
	assert_false(code_strength_check("x7Kp2mQ9", why, sizeof why));
}

static void code_strength__not_a_list__refused(void **state)
{
	char code[64], path[256];
	struct error err;
	double bits;
	FILE *f;

	(void)state;
	snprintf(path, sizeof path, "/tmp/crupier-words-%ld.txt",
		 (long)getpid());
	f = fopen(path, "w");
	assert_non_null(f);
	fputs("uno\ndos\ntres\n", f);
	fclose(f);
	assert_false(code_generate(path, 4, code, sizeof code, &bits, &err));
	assert_non_null(strstr(err.message, "8192"));
	remove(path);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(code_strength__four_digits__refused),
		cmocka_unit_test(code_strength__generated__accepted),
		cmocka_unit_test(code_strength__random_characters__by_alphabet),
		cmocka_unit_test(code_strength__not_a_list__refused),
	};

	return cmocka_run_group_tests_name("code_strength", tests, NULL,
					   NULL);
}
