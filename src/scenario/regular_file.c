/* SPDX-License-Identifier: GPL-3.0-or-later */
/* regular_file.c: open non-blocking, fstat, refuse; see regular_file.h. */
#include "config.h"

#include "scenario/regular_file.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include "i18n.h"

static int refuse(int fd, int e, const char *text, const char **why)
{
	close(fd);
	errno = e;
	if (why != NULL)
		*why = text;
	return -1;
}

int regular_file_open(const char *path, struct stat *st, const char **why)
{
	struct stat own;
	int fd, flags;

	if (st == NULL)
		st = &own;
	/* O_NONBLOCK: opening a FIFO with no writer must not wait. */
	fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
	if (fd < 0) {
		if (why != NULL)
			*why = strerror(errno);
		return -1;
	}
	if (fstat(fd, st) != 0)
		return refuse(fd, errno, strerror(errno), why);
	if (S_ISDIR(st->st_mode))
		return refuse(fd, EISDIR, _("is a directory, not a file"),
			      why);
	if (!S_ISREG(st->st_mode))
		return refuse(fd, ENODEV, _("not a regular file"), why);
	/* A regular file never blocks; reads go back to the usual rules. */
	flags = fcntl(fd, F_GETFL);
	if (flags < 0 || fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) != 0)
		return refuse(fd, errno, strerror(errno), why);
	return fd;
}

FILE *regular_file_fopen(const char *path, const char **why)
{
	int fd = regular_file_open(path, NULL, why);
	FILE *f;

	if (fd < 0)
		return NULL;
	f = fdopen(fd, "r");
	if (f == NULL) {
		int e = errno;

		close(fd);
		errno = e;
		if (why != NULL)
			*why = strerror(e);
	}
	return f;
}
