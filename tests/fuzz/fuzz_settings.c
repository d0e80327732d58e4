/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz_settings.c: libFuzzer harness for the settings reader
 * (config_read).  A refused file must leave the settings as they were; a
 * read one must hold only what the settings allow. */
#include "config.h"

#include <stdint.h>
#include <string.h>

#include "fuzz_file.h"
#include "base/config_file.h"

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

	fuzz_file_write(data, size);
	config_defaults(&c);
	before = c;
	if (!config_read(fuzz_path, &c, &d)) {
		if (memcmp(&c, &before, sizeof c) != 0 || d.message[0] == '\0')
			abort();
	} else if ((unsigned)c.language > CONFIG_LANG_ES
		   || (unsigned)c.cards > CONFIG_CARDS_ASCII
		   || memchr(c.profile, '\0', sizeof c.profile) == NULL) {
		abort();
	}
	return 0;
}
