/* SPDX-License-Identifier: GPL-3.0-or-later */
/* atomic_file.h: writing a file so that it is either all there or not at
 * all: the bytes go to a temporary file in the same directory, which is
 * flushed to the disk (fsync), renamed over the target and the directory
 * flushed too.  A full disk, a file-size limit or an unwritable directory
 * leave the old file (if any) untouched and no temporary file behind. */
#ifndef BASE_ATOMIC_FILE_H
#define BASE_ATOMIC_FILE_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/* Writes data to path, created 0600 under the umask (mode may only make
 * it narrower: a file written here is never readable by others).  False with errno set
 * on failure; *step (if not NULL) names what failed, in the user's
 * language ("create", "write", "sync", "rename"). */
bool atomic_write(const char *path, const void *data, size_t len,
		  mode_t mode, const char **step);

#endif
