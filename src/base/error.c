/* SPDX-License-Identifier: GPL-3.0-or-later */
/* error.c: filling the program's error type (error.h). */
#include "config.h"

#include "base/error.h"

#include <stdarg.h>
#include <stdio.h>

void error_set(struct error *err, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(err->message, sizeof err->message, fmt, ap);
	va_end(ap);
}
