/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_safe_text.c: what is refused (C0 with tab and newline, DEL, C1,
 * the bidi controls), how the command line spells it out, how the
 * trainer's screen cleans it, and that neither cuts a character in two. */
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

#include "scenario/safe_text.h"
#include "scenario/yaml_events.h"

static void safe_text__refused__c0_del_c1_and_bidi(void **state)
{
	static const uint32_t refused[] = {
		0x00, 0x07, 0x09, 0x0a, 0x0d, 0x1b, 0x1f, 0x7f, 0x80, 0x85,
		0x9b, 0x9f, 0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c,
		0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069,
	};
	static const uint32_t allowed[] = {
		' ', 'A', '~', 0xa0, 0xf1, 0x2014, 0x2065, 0x206a, 0x2660,
		0x1f0a1, 0x200d, 0x2029,
	};

	(void)state;
	for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++)
		assert_true(safe_text_refused(refused[i]));
	for (size_t i = 0; i < sizeof allowed / sizeof allowed[0]; i++)
		assert_false(safe_text_refused(allowed[i]));
}

static void safe_text__escape__spells_out_controls(void **state)
{
	char buf[128];

	(void)state;
	safe_text_escape("a\033]0;pwned\007.result", buf, sizeof buf);
	assert_string_equal(buf, "a\\x1B]0;pwned\\x07.result");
	safe_text_escape("Pay \xe2\x80\xae" "Ana", buf, sizeof buf);
	assert_string_equal(buf, "Pay \\u202EAna");
	safe_text_escape("x\xc2\x9b" "31m\r\n", buf, sizeof buf);
	assert_string_equal(buf, "x\\u009B31m\\x0D\\x0A");
	safe_text_escape("bad \xff\xc3", buf, sizeof buf);
	assert_string_equal(buf, "bad \\xFF\\xC3");
	safe_text_escape("Lección ♥", buf, sizeof buf);
	assert_string_equal(buf, "Lección ♥");
	safe_text_escape(NULL, buf, sizeof buf);
	assert_string_equal(buf, "");
}

static void safe_text__escape__cut_whole(void **state)
{
	char buf[8];

	(void)state;
	/* "ab" and then "\x1B" (4 bytes) would not fit with the NUL. */
	safe_text_escape("abc\033d", buf, 6);
	assert_string_equal(buf, "abc");
	safe_text_escape("ñññññ", buf, sizeof buf);
	assert_string_equal(buf, "ñññ");
}

static void safe_text__ring__eight_in_one_statement(void **state)
{
	const char *a = safe_text("\033a"), *b = safe_text("\033b");

	(void)state;
	assert_string_equal(a, "\\x1Ba");
	assert_string_equal(b, "\\x1Bb");
}

static void safe_text__clean__question_marks_keep_newlines(void **state)
{
	char buf[64];

	(void)state;
	safe_text_clean("T\033]2;x\007 \xe2\x80\xae!", buf, sizeof buf, false);
	assert_string_equal(buf, "T?]2;x? ?!");
	safe_text_clean("one\ntwo\tthree", buf, sizeof buf, true);
	assert_string_equal(buf, "one\ntwo?three");
	safe_text_clean("one\ntwo", buf, sizeof buf, false);
	assert_string_equal(buf, "one?two");
	safe_text_clean("\xf0\x9f", buf, sizeof buf, false);
	assert_string_equal(buf, "??");
}

/* The reader: tab and newline are text in a block scalar only. */
static void yev__block_scalar_keeps_tab_and_newline__flow_refuses(void **state)
{
	char path[] = "/tmp/crupier-safe-XXXXXX.yaml";
	struct yev_reader *rd;
	struct yev_node n;
	struct diag err;
	int fd = mkstemps(path, 5);
	FILE *f;

	(void)state;
	assert_true(fd >= 0);
	f = fdopen(fd, "w");
	assert_non_null(f);
	fputs("a: |\n  one\n  \ttwo\nb: \"x\\ty\"\n", f);
	fclose(f);
	assert_true(yev_open(path, 4096, 4, &rd, &err));
	assert_true(yev_next(rd, &n, &err));            /* the mapping */
	assert_true(yev_next(rd, &n, &err));            /* a */
	assert_true(yev_next(rd, &n, &err));
	assert_string_equal(n.value, "one\n\ttwo\n");
	assert_true(yev_next(rd, &n, &err));            /* b */
	assert_false(yev_next(rd, &n, &err));
	assert_int_equal(err.line, 4);
	assert_int_equal(err.column, 4);
	assert_string_equal(err.message,
			    "control character U+0009 is not allowed in text");
	yev_close(rd);
	unlink(path);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(safe_text__refused__c0_del_c1_and_bidi),
		cmocka_unit_test(safe_text__escape__spells_out_controls),
		cmocka_unit_test(safe_text__escape__cut_whole),
		cmocka_unit_test(safe_text__ring__eight_in_one_statement),
		cmocka_unit_test(safe_text__clean__question_marks_keep_newlines),
		cmocka_unit_test(yev__block_scalar_keeps_tab_and_newline__flow_refuses),
	};

	return cmocka_run_group_tests_name("safe_text", tests, NULL, NULL);
}
