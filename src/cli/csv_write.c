/* SPDX-License-Identifier: GPL-3.0-or-later */
/* csv_write.c: CSV fields to stdout; see csv_write.h.  Nearly every
 * field of a listing is printable ASCII without a comma or a quote: it
 * goes out as it is in one write to the stream; any other takes the
 * general way (safe_text, then RFC 4180 quoting), so the bytes are the
 * same either way. */
#include "config.h"

#include "cli/csv_write.h"

#include <stdio.h>
#include <string.h>

#include "scenario/safe_text.h"

/* safe_text keeps at most this many bytes of a text. */
#define SAFE_TEXT_KEEPS 8191

/* Printable ASCII but the comma and the quote: kept as it is, unquoted
 * (CR and LF are controls, so not plain either). */
static bool plain(unsigned char c)
{
	return c >= 0x20 && c < 0x7f && c != ',' && c != '"';
}

static void separator(bool last)
{
	/* Unlocked: a listing writes millions of fields, one thread. */
	if (last)
		fwrite_unlocked("\r\n", 1, 2, stdout);
	else
		putchar_unlocked(',');
}

void csv_write_field(const char *s, bool last)
{
	size_t n = 0;

	if (s == NULL)
		s = "";                 /* as safe_text shows it */
	while (plain((unsigned char)s[n]))
		n++;
	if (s[n] == '\0' && n <= SAFE_TEXT_KEEPS) {
		fwrite_unlocked(s, 1, n, stdout);
		separator(last);
		return;
	}
	s = safe_text(s);
	if (strpbrk(s, ",\"\r\n") != NULL) {
		putchar_unlocked('"');
		for (; *s != '\0'; s++) {
			if (*s == '"')
				putchar_unlocked('"');
			putchar_unlocked(*s);
		}
		putchar_unlocked('"');
	} else {
		fputs_unlocked(s, stdout);
	}
	separator(last);
}

void csv_write_int(int64_t v, bool last)
{
	char buf[24], *p = buf + sizeof buf;
	/* Unsigned, so that INT64_MIN has a magnitude too. */
	uint64_t m = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;

	do {
		*--p = (char)('0' + m % 10);
		m /= 10;
	} while (m > 0);
	if (v < 0)
		*--p = '-';
	fwrite_unlocked(p, 1, (size_t)(buf + sizeof buf - p), stdout);
	separator(last);
}
