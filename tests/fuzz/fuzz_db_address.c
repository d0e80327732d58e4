/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz_db_address.c: libFuzzer harness for what names the results
 * database: --db and $CRUPIER_DB (db_address_is_server: a server's
 * address or a file), and the settings' db: (the input as the value of
 * a settings file, read by config_read, and config_db_problem).  A value
 * the settings take is one config_db_problem takes; one it refuses is
 * refused with file:line:column and leaves the settings as they were. */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_file.h"
#include "base/config_file.h"
#include "base/db_address.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	fuzz_file_init(".yaml");
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct config c, before;
	struct diag d;
	char *text = malloc(size + 5);
	bool server, ok;

	if (text == NULL)
		return 0;
	/* As --db gives it: a C string, cut at a NUL. */
	memcpy(text, data, size);
	text[size] = '\0';
	server = db_address_is_server(text);
	ok = config_db_problem(text) == NULL;
	if (ok != (text[0] == '\0' || text[0] == '/' || server))
		abort();
	/* As the settings give it: the value of db:, whatever it is. */
	memcpy(text, "db: ", 4);
	memcpy(text + 4, data, size);
	fuzz_file_write((const uint8_t *)text, size + 4);
	free(text);
	config_defaults(&c);
	before = c;
	if (!config_read(fuzz_path, &c, &d)) {
		if (memcmp(&c, &before, sizeof c) != 0 || d.message[0] == '\0'
		    || d.line < 1)
			abort();
	} else if (memchr(c.db, '\0', sizeof c.db) == NULL ||
		   config_db_problem(c.db) != NULL) {
		abort();
	}
	return 0;
}
