/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz_cli.c: libFuzzer harness for the command line's value parsers:
 * cli_parse_int64 and cli_parse_uint64 on the input as text, then the
 * input as the arguments of `crupier pay`, `coup` or `odds` (the first
 * byte picks the command; words are split at newlines and NULs), run as
 * the program runs them.  Output goes where -close_fd_mask sends it.  A
 * parsed number must be in its range. */
#include "config.h"

#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/commands.h"
#include "cli/common.h"

#ifndef FUZZ_DATA_DIR
#define FUZZ_DATA_DIR "data"
#endif
#define FUZZ_WORDS 32
#define FUZZ_BYTES 4096

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	setenv("CRUPIER_DATADIR", FUZZ_DATA_DIR, 1);
	setenv("LC_ALL", "C.UTF-8", 1);
	return 0;
}

static void numbers(const char *text)
{
	int64_t v;
	uint64_t u;

	if (cli_parse_int64(text, -5, 1000, &v) && (v < -5 || v > 1000))
		abort();
	(void)cli_parse_int64(text, INT64_MIN, INT64_MAX, &v);
	(void)cli_parse_uint64(text, &u);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char text[FUZZ_BYTES + 1];
	static char name[][8] = { "pay", "coup", "odds" };
	char *argv[FUZZ_WORDS + 2];
	int argc = 1;
	size_t n;

	if (size == 0)
		return 0;
	n = size - 1 < FUZZ_BYTES ? size - 1 : FUZZ_BYTES;
	memcpy(text, data + 1, n);
	text[n] = '\0';
	numbers(text);
	argv[0] = name[data[0] % 3];
	for (size_t i = 0; i <= n && argc <= FUZZ_WORDS; i++) {
		if (i == 0 || text[i - 1] == '\0')
			argv[argc++] = text + i;
		if (text[i] == '\n')
			text[i] = '\0';
	}
	/* The last word may be cut mid-way: fine, it ends at text[n]. */
	argv[argc] = NULL;
	/* getopt keeps state between parses: start it afresh. */
	optind = 0;
	switch (data[0] % 3) {
	case 0: (void)cmd_pay(argc, argv); break;
	case 1: (void)cmd_coup(argc, argv); break;
	default: (void)cmd_odds(argc, argv); break;
	}
	fflush(stdout);
	return 0;
}
