/* SPDX-License-Identifier: GPL-3.0-or-later */
/* regular_file.h: the one door every file reader goes through.
 *
 * A FIFO named like a scenario or a sealed result would hang a plain
 * open() or read() for ever, a device may never end and a directory is
 * no file.  Every reader (scenarios, profiles, procedures, settings,
 * sealed results, exam codes, answers) opens with regular_file_open():
 * non-blocking, then fstat, refusing whatever is not a regular file
 * before reading a byte. */
#ifndef SCENARIO_REGULAR_FILE_H
#define SCENARIO_REGULAR_FILE_H

#include <stdio.h>
#include <sys/stat.h>

/* Opens path read-only: the descriptor (blocking again, close-on-exec),
 * with its stat in *st when st is not NULL; or -1 with errno set (EISDIR
 * for a directory, ENODEV for a FIFO, a device or a socket) and *why (when
 * why is not NULL) the reason in the user's language. */
int regular_file_open(const char *path, struct stat *st, const char **why);

/* The same as a stdio stream opened "r". */
FILE *regular_file_fopen(const char *path, const char **why);

#endif
