/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz_answers.c: libFuzzer harness for the `--answers` parser: each
 * input is an answers file for the shipped traditional exam, run by
 * exam_batch_run() over a database in memory (restarting the attempt
 * left in progress by the input before).  Every outcome is fine but a
 * crash, a sanitizer report, a leak or an exam that says it failed
 * without saying why. */
#include "config.h"

#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "scenario/scenario_load.h"
#include "exam/exam_batch.h"

#ifndef FUZZ_DATA_DIR
#define FUZZ_DATA_DIR "data"
#endif
#ifndef FUZZ_EXAM
#define FUZZ_EXAM "tests/e2e/data/exams/iplyc-exam-traditional.yaml"
#endif
#define FUZZ_CODE "cuatro palabras al azar"
#define FUZZ_FRESH_EVERY 2048

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static struct scenario *sc;
static struct store *st;
static unsigned long runs;
static char results_dir[4096];
static volatile sig_atomic_t stop;

static void close_store(void)
{
	store_close(st);
	st = NULL;
}

static void fresh_store(void)
{
	struct error err;

	close_store();
	if (!store_open(":memory:", &st, &err)) {
		fprintf(stderr, "store_open: %s\n", err.message);
		exit(1);
	}
}

static void clean_up(void)
{
	char cmd[4200];

	close_store();
	free(sc);
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", results_dir);
	if (system(cmd) != 0)
		fprintf(stderr, "cannot remove %s\n", results_dir);
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	const char *tmp = getenv("TMPDIR");
	struct diag_list errs;

	(void)argc;
	(void)argv;
	sc = malloc(sizeof *sc);
	if (sc == NULL)
		exit(1);
	diag_list_init(&errs);
	if (!scenario_load(FUZZ_EXAM, FUZZ_DATA_DIR "/rules", sc, &errs)) {
		fprintf(stderr, "cannot load %s\n", FUZZ_EXAM);
		exit(1);
	}
	diag_list_free(&errs);
	snprintf(results_dir, sizeof results_dir, "%s/crupier-fuzz-XXXXXX",
		 tmp != NULL && *tmp != '\0' ? tmp : "/tmp");
	if (mkdtemp(results_dir) == NULL) {
		perror("mkdtemp");
		exit(1);
	}
	fresh_store();
	atexit(clean_up);
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct exam_report *rep;
	struct exam_batch b;
	FILE *answers;

	if (++runs % FUZZ_FRESH_EVERY == 0)
		fresh_store();
	/* fmemopen() of nothing may fail: an empty file is /dev/null. */
	answers = size > 0 ? fmemopen((void *)(uintptr_t)data, size, "r")
			   : fopen("/dev/null", "r");
	if (answers == NULL)
		abort();
	rep = calloc(1, sizeof *rep);
	if (rep == NULL)
		abort();
	memset(&b, 0, sizeof b);
	b.st = st;
	b.sc = sc;
	b.sha256 = "0000000000000000000000000000000000000000000000000000000000000000";
	b.data_dir = FUZZ_DATA_DIR;
	b.trainee = "Fuzz";
	b.code = FUZZ_CODE;
	b.code_len = strlen(FUZZ_CODE);
	b.results_dir = results_dir;
	b.answers = answers;
	b.restart = true;
	b.stop = &stop;
	if (exam_batch_run(&b, rep) == EXAM_FAILED && rep->message[0] == '\0')
		abort();
	fclose(answers);
	free(rep);
	return 0;
}
