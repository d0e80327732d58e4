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

#include "base/error.h"

/* Writes data to path, created 0600 under the umask (mode may only make
 * it narrower: a file written here is never readable by others).  A
 * path that holds something other than a regular file (a FIFO, a device,
 * a directory, a symbolic link) is refused, never replaced.  False on
 * failure with *err (when err is not NULL) the reason in the user's
 * language, without the path ("No space left on device (write)", "not a
 * regular file: not replaced"); errno is set for a system error. */
bool atomic_write(const char *path, const void *data, size_t len,
		  mode_t mode, struct error *err);
/* Whether path may be replaced (renamed over): nothing is there, or a
 * regular file; false with *err the reason otherwise. */
bool atomic_file_replaceable(const char *path, struct error *err);

#endif
