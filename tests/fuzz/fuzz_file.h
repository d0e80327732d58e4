/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz_file.h: the input of a harness written to a file, for the readers
 * that read files as the program does (settings, procedures, sealed
 * results).  One file per harness process, removed at exit. */
#ifndef FUZZ_FILE_H
#define FUZZ_FILE_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char fuzz_path[4096];

static void fuzz_file_remove(void)
{
	unlink(fuzz_path);
}

/* Makes the file (suffix such as ".yaml"), once. */
static void fuzz_file_init(const char *suffix)
{
	const char *tmp = getenv("TMPDIR");
	int fd;

	snprintf(fuzz_path, sizeof fuzz_path, "%s/crupier-fuzz-XXXXXX%s",
		 tmp != NULL && *tmp != '\0' ? tmp : "/tmp", suffix);
	fd = mkstemps(fuzz_path, (int)strlen(suffix));
	if (fd < 0) {
		perror("mkstemps");
		exit(1);
	}
	close(fd);
	atexit(fuzz_file_remove);
}

/* The input, whole, as the file's content. */
static void fuzz_file_write(const uint8_t *data, size_t size)
{
	FILE *f = fopen(fuzz_path, "wb");

	if (f == NULL)
		abort();
	if (size > 0 && fwrite(data, 1, size, f) != size)
		abort();
	if (fclose(f) != 0)
		abort();
}

#endif
