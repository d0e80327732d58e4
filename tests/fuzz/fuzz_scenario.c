/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz_scenario.c: libFuzzer harness for the file loaders.
 *
 * Each input is written to a file (the loaders read files, as the program
 * does) and read both as a scenario and as a rules profile.  A crash, a
 * sanitizer report, a leak or a hang is a bug; a refused file is not.
 * Built with configure --enable-fuzz (CC=clang); .ci/run runs it for a
 * bounded time over a corpus of the shipped and the bad files. */
#include "config.h"

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "scenario/rules_load.h"
#include "scenario/scenario_load.h"

#ifndef FUZZ_RULES_DIR
#define FUZZ_RULES_DIR "data/rules"
#endif

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char input_path[4096];
static struct scenario *scenario;

static void remove_input(void)
{
	unlink(input_path);
	free(scenario);
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	const char *tmp = getenv("TMPDIR");
	int fd;

	(void)argc;
	(void)argv;
	snprintf(input_path, sizeof input_path, "%s/crupier-fuzz-XXXXXX.yaml",
		 tmp != NULL && *tmp != '\0' ? tmp : "/tmp");
	fd = mkstemps(input_path, 5);
	if (fd < 0) {
		perror("mkstemps");
		exit(1);
	}
	close(fd);
	scenario = malloc(sizeof *scenario);
	if (scenario == NULL)
		exit(1);
	atexit(remove_input);
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct diag_list errs;
	struct rules r;
	struct diag d;
	FILE *f = fopen(input_path, "wb");

	if (f == NULL)
		abort();
	if (size > 0 && fwrite(data, 1, size, f) != size)
		abort();
	if (fclose(f) != 0)
		abort();

	diag_list_init(&errs);
	if (scenario_load(input_path, FUZZ_RULES_DIR, scenario, &errs)) {
		/* A valid scenario is coherent: every index in range. */
		if (errs.count != 0 || scenario->n_players > SCENARIO_PLAYERS_MAX
		    || scenario->n_coups > SCENARIO_COUPS_MAX
		    || scenario->start.banker >= scenario->n_players)
			abort();
		for (int c = 0; c < scenario->n_coups; c++)
			for (int b = 0; b < scenario->coups[c].n_bets; b++)
				if (scenario->coups[c].bets[b].player < 0
				    || scenario->coups[c].bets[b].player
				       >= scenario->n_players)
					abort();
	} else if (errs.count == 0 || errs.count > SCENARIO_ERRORS_MAX + 1) {
		abort();
	}
	diag_list_free(&errs);

	(void)rules_load_file(input_path, &r, &d);
	return 0;
}
