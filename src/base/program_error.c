/* SPDX-License-Identifier: GPL-3.0-or-later */
/* program_error.c: the program's error line; see program_error.h. */
#include "config.h"

#include "base/program_error.h"

#include <stdio.h>

#include "scenario/safe_text.h"

void program_error_v(const char *fmt, va_list ap)
{
	char text[8192];

	vsnprintf(text, sizeof text, fmt, ap);
	fprintf(stderr, "crupier: %s\n", safe_text(text));
}

void program_error(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	program_error_v(fmt, ap);
	va_end(ap);
}
