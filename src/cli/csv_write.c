/* SPDX-License-Identifier: GPL-3.0-or-later */
/* csv_write.c: CSV fields to stdout; see csv_write.h.  Nearly every
 * field of a listing is printable ASCII without a comma or a quote and
 * does not start like a formula: it goes out as it is in one write to
 * the stream; any other takes the general way (safe_text, then the
 * formula guard and RFC 4180 quoting), so the bytes are the same either
 * way. */
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

/* A number as a spreadsheet reads one ("-5", "87.50"): a value, never a
 * formula, so kept as it is. */
static bool number(const char *s)
{
	size_t i = 0, digits = 0;

	if (s[i] == '-' || s[i] == '+')
		i++;
	for (; s[i] >= '0' && s[i] <= '9'; i++)
		digits++;
	if (digits > 0 && s[i] == '.') {
		digits = 0;
		for (i++; s[i] >= '0' && s[i] <= '9'; i++)
			digits++;
	}
	return digits > 0 && s[i] == '\0';
}

bool csv_formula_like(const char *s)
{
	/* Spaces first do not stop a spreadsheet that trims them. */
	while (*s == ' ')
		s++;
	return s[0] != '\0' && strchr("=+-@\t\r", s[0]) != NULL &&
	       !number(s);
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
	bool formula;

	if (s == NULL)
		s = "";                 /* as safe_text shows it */
	while (plain((unsigned char)s[n]))
		n++;
	if (s[n] == '\0' && n <= SAFE_TEXT_KEEPS && !csv_formula_like(s)) {
		fwrite_unlocked(s, 1, n, stdout);
		separator(last);
		return;
	}
	/* Judged as written: a tab or a CR first is escaped already. */
	s = safe_text(s);
	formula = csv_formula_like(s);
	/* A formula is written as text the OWASP way: a single quote
	 * first, the field quoted (a spreadsheet shows the quote, runs
	 * nothing). */
	if (formula || strpbrk(s, ",\"\r\n") != NULL) {
		putchar_unlocked('"');
		if (formula)
			putchar_unlocked('\'');
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
