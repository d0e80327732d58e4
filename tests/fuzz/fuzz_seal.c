/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz_seal.c: libFuzzer harness for the sealed result reader
 * (seal_verify) with a fixed exam code.  A file it accepts must hold a
 * JSON object, and goes on through the import reader's value checks; a
 * refused one must say why.  The seed corpus (tests/fuzz/seal/) holds
 * files sealed with this code, so mutations reach every check. */
#include "config.h"

#include <stdint.h>
#include <string.h>

#include "fuzz_file.h"
#include "store/result_check.h"
#include "exam/seal.h"

#define FUZZ_CODE "cuatro palabras al azar"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	fuzz_file_init(".result");
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char mac[SEAL_MAC_HEX];
	struct error err;
	json_t *result = NULL;
	enum seal_status s;

	fuzz_file_write(data, size);
	err.message[0] = '\0';
	s = seal_verify(fuzz_path, FUZZ_CODE, strlen(FUZZ_CODE), &result, mac,
			&err);
	if (s == SEAL_OK) {
		if (!json_is_object(result) || strlen(mac) != SEAL_MAC_HEX - 1)
			abort();
		(void)result_check_values(result, &err);
		json_decref(result);
	} else if (result != NULL || err.message[0] == '\0') {
		abort();
	}
	return 0;
}
