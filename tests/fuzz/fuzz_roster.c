/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz_roster.c: libFuzzer harness for the class roster reader
 * (class_roster_read), the CSV a teacher exports from a spreadsheet.  A
 * refused file must say where ("file:line:column: message") and give no
 * rows; a read one must give named trainees, each name once, and every
 * field's place inside the file. */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_file.h"
#include "class/class_roster.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	fuzz_file_init(".csv");
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct roster_row *rows = NULL;
	struct error err = { "" };
	size_t n = 0, plen = strlen(fuzz_path);

	fuzz_file_write(data, size);
	if (!class_roster_read(fuzz_path, &rows, &n, &err)) {
		if (rows != NULL || n != 0 ||
		    strncmp(err.message, fuzz_path, plen) != 0 ||
		    err.message[plen] != ':')
			abort();
		return 0;
	}
	for (size_t i = 0; i < n; i++) {
		const struct roster_row *r = &rows[i];

		if (r->n < 1 || r->n > ROSTER_FIELDS ||
		    r->f[0].text[0] == '\0' || r->f[0].line < 1 ||
		    r->f[0].col < 1 ||
		    memchr(r->f[0].text, '\0', sizeof r->f[0].text) == NULL)
			abort();
		for (size_t j = 0; j < i; j++)
			if (strcmp(rows[j].f[0].text, r->f[0].text) == 0)
				abort();
	}
	free(rows);
	return 0;
}
