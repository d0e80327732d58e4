/* SPDX-License-Identifier: GPL-3.0-or-later */
/* program_error.h: "crupier: message" on stderr, for both front ends
 * (the CLI's commands and the trainer before and after its screen).
 * An error names files, options and values someone else wrote: the whole
 * line is escaped (scenario/safe_text.h), so that none of them can drive
 * the terminal. */
#ifndef BASE_PROGRAM_ERROR_H
#define BASE_PROGRAM_ERROR_H

#include <stdarg.h>

/* fmt is always a literal of ours. */
void program_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void program_error_v(const char *fmt, va_list ap)
	__attribute__((format(printf, 1, 0)));

#endif
