/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz_import.c: libFuzzer harness for the import reader: the JSON of a
 * result (what a seal authenticates, so what a supervisor's code-holder
 * could write) into store_import(), over a database in memory.  An
 * imported result must read back; a refused one must say why and add
 * nothing.  The seed corpus (tests/fuzz/import/) holds real results. */
#include "config.h"

#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store/store.h"
#include "store/store_result.h"

/* A fresh database every so many inputs: it stays small and fast. */
#define FUZZ_FRESH_EVERY 4096

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static struct store *st;
static unsigned long runs;

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

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	fresh_store();
	atexit(close_store);
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct store_attempt a;
	struct error err;
	char mac[65];
	json_t *result;
	json_error_t jerr;
	int64_t id = 0;
	bool dup = false, found = false;

	if (++runs % FUZZ_FRESH_EVERY == 0)
		fresh_store();
	result = json_loadb((const char *)data, size, JSON_REJECT_DUPLICATES,
			    &jerr);
	if (result == NULL)
		return 0;
	/* Every input its own MAC: none is skipped as already imported. */
	snprintf(mac, sizeof mac, "%064lx", runs);
	err.message[0] = '\0';
	if (store_import(st, result, "fuzz.result", mac, &id, &dup, &err)) {
		if (dup || id <= 0 || !store_get(st, id, &a, &found, &err)
		    || !found)
			abort();
	} else if (id != 0 || err.message[0] == '\0') {
		abort();
	}
	json_decref(result);
	return 0;
}
