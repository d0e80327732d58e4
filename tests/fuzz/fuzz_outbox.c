/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz_outbox.c: libFuzzer harness for the outbox's readers: the
 * trainee's own database kept for a server that is down (store_open,
 * then what a flush reads: every attempt the server lacks, each one's
 * uuid, the listing) and the copy of the server's classes kept beside
 * it (store_copy_load).  The input is the file.  Nothing may crash; a
 * file refused is refused with a message that names it. */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz_file.h"
#include "server/outbox.h"
#include "store/store.h"
#include "store/store_copy.h"
#include "store/store_outcome.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	struct stat sb;

	(void)argc;
	(void)argv;
	/* Each input is written and synced (the store's synchronous =
	 * FULL): in memory when there is a place for it, or a disk's fsync
	 * makes a handful of runs a second. */
	if (getenv("TMPDIR") == NULL && stat("/dev/shm", &sb) == 0 &&
	    S_ISDIR(sb.st_mode))
		setenv("TMPDIR", "/dev/shm", 1);
	fuzz_file_init(".db");
	return 0;
}

/* SQLite's files of the last input: never the next one's. */
static void remove_companions(void)
{
	static const char *const suffix[] = { "-wal", "-shm", "-journal" };
	char name[sizeof fuzz_path + 16];

	for (size_t i = 0; i < sizeof suffix / sizeof suffix[0]; i++) {
		snprintf(name, sizeof name, "%s%s", fuzz_path, suffix[i]);
		unlink(name);
	}
}

static void named(const struct error *err)
{
	if (strstr(err->message, fuzz_path) == NULL)
		abort();
}

static void read_outbox(void)
{
	struct outbox_item *items = NULL;
	struct store_attempt *list = NULL;
	struct store *st;
	struct error err;
	size_t n = 0;

	if (!store_open(fuzz_path, &st, &err)) {
		named(&err);
		return;
	}
	if (store_outbox_pending(st, &items, &n, &err)) {
		for (size_t i = 0; i < n && i < 64; i++) {
			char uuid[OUTBOX_UUID_MAX];
			struct outbox_item it;
			bool found;

			(void)store_outbox_uuid(st, items[i].attempt, uuid,
						&err);
			(void)store_outbox_item(st, items[i].attempt, &it,
						&found, &err);
		}
	}
	free(items);
	if (store_list(st, NULL, &list, &n, &err))
		for (size_t i = 0; i < n; i++)
			if (store_passed(&list[i]) &&
			    (!list[i].scored || list[i].pass_mark <= 0))
				abort();        /* one verdict */
	free(list);
	store_close(st);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct store *copy = NULL;
	struct error err;

	remove_companions();
	fuzz_file_write(data, size);
	if (!store_copy_load(fuzz_path, &copy, &err))
		named(&err);
	store_close(copy);
	read_outbox();
	remove_companions();
	return 0;
}
