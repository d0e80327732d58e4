/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz_procedure.c: libFuzzer harness for the procedure loader
 * (procedure_load): a crash, a sanitizer report, a leak or a hang is a
 * bug; a refused file must say why. */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>

#include "fuzz_file.h"
#include "scenario/procedure_load.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static struct procedure_def *def;

static void free_def(void)
{
	free(def);
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	fuzz_file_init(".yaml");
	def = malloc(sizeof *def);
	if (def == NULL)
		exit(1);
	atexit(free_def);
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct diag d;

	fuzz_file_write(data, size);
	d.message[0] = '\0';
	if (!procedure_load(fuzz_path, def, &d) && d.message[0] == '\0')
		abort();
	return 0;
}
