/* SPDX-License-Identifier: GPL-3.0-or-later */
/* exam_code.h: what `crupier exam` and `crupier results` share: the exam
 * code (from a file, or typed with the echo off) and the database. */
#ifndef CLI_EXAM_CODE_H
#define CLI_EXAM_CODE_H

#include <stdbool.h>
#include <stddef.h>

#include "store/store.h"

/* The exam code: the first line of code_file, or, without one,
 * $CRUPIER_EXAM_CODE, or typed at the terminal (/dev/tty) with the echo
 * off.  False after printing the
 * error (no file and no terminal, an empty code). */
bool exam_code_get(const char *command, const char *code_file, char *code,
		   size_t size);

/* Whether a code to seal with is strong enough (code_strength.h); if not,
 * false after printing why. */
bool exam_code_strong(const char *code);

/* Opens the database at path (NULL: $CRUPIER_DB or the default); NULL
 * after printing the error. */
struct store *exam_store_open(const char *path);

#endif
