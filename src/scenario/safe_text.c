/* SPDX-License-Identifier: GPL-3.0-or-later */
/* safe_text.c: refusing, escaping and cleaning control characters; see
 * safe_text.h. */
#include "config.h"

#include "scenario/safe_text.h"

#include <stdio.h>
#include <string.h>

#define RING 8
#define RING_BYTES 8192

bool safe_text_refused(uint32_t cp)
{
	if (cp < 0x20 || cp == 0x7f)
		return true;
	if (cp >= 0x80 && cp <= 0x9f)
		return true;
	return cp == 0x061c || cp == 0x200e || cp == 0x200f
	       || (cp >= 0x202a && cp <= 0x202e)
	       || (cp >= 0x2066 && cp <= 0x2069);
}

size_t safe_text_decode(const char *s, size_t n, uint32_t *cp)
{
	const unsigned char *u = (const unsigned char *)s;
	unsigned char c = u[0];
	size_t len;
	uint32_t v;

	if (c < 0x80) {
		*cp = c;
		return 1;
	}
	if (c >= 0xc2 && c <= 0xdf) {
		len = 2;
		v = c & 0x1f;
	} else if (c >= 0xe0 && c <= 0xef) {
		len = 3;
		v = c & 0x0f;
	} else if (c >= 0xf0 && c <= 0xf4) {
		len = 4;
		v = c & 0x07;
	} else {
		return 0;
	}
	if (len > n)
		return 0;
	for (size_t i = 1; i < len; i++) {
		if ((u[i] & 0xc0) != 0x80)
			return 0;
		v = (v << 6) | (u[i] & 0x3f);
	}
	if ((len == 3 && v < 0x800) || (len == 4 && v < 0x10000)
	    || (v >= 0xd800 && v <= 0xdfff) || v > 0x10ffff)
		return 0;
	*cp = v;
	return len;
}

/* Appends piece (n bytes) when it fits whole; false when it does not. */
static bool put(char *buf, size_t size, size_t *o, const char *piece,
		size_t n)
{
	if (*o + n >= size)
		return false;
	memcpy(buf + *o, piece, n);
	*o += n;
	return true;
}

void safe_text_escape(const char *s, char *buf, size_t size)
{
	size_t len, o = 0;

	if (size == 0)
		return;
	len = s != NULL ? strlen(s) : 0;
	for (size_t i = 0; i < len;) {
		char piece[16];
		uint32_t cp;
		size_t n = safe_text_decode(s + i, len - i, &cp), pn;
		bool ok;

		if (n == 0) {
			pn = (size_t)snprintf(piece, sizeof piece, "\\x%02X",
					      (unsigned)(unsigned char)s[i]);
			ok = put(buf, size, &o, piece, pn);
			n = 1;
		} else if (safe_text_refused(cp)) {
			pn = (size_t)snprintf(piece, sizeof piece,
					      cp < 0x80 ? "\\x%02X" : "\\u%04X",
					      (unsigned)cp);
			ok = put(buf, size, &o, piece, pn);
		} else {
			ok = put(buf, size, &o, s + i, n);
		}
		if (!ok)
			break;
		i += n;
	}
	buf[o] = '\0';
}

const char *safe_text(const char *s)
{
	static char ring[RING][RING_BYTES];
	static unsigned next;
	char *buf = ring[next++ % RING];

	safe_text_escape(s, buf, RING_BYTES);
	return buf;
}

void safe_text_clean(const char *s, char *buf, size_t size,
		     bool keep_newlines)
{
	size_t len, o = 0;

	if (size == 0)
		return;
	len = s != NULL ? strlen(s) : 0;
	for (size_t i = 0; i < len;) {
		uint32_t cp;
		size_t n = safe_text_decode(s + i, len - i, &cp);
		bool ok;

		if (n == 0 || (safe_text_refused(cp)
			       && !(keep_newlines && cp == '\n'))) {
			ok = put(buf, size, &o, "?", 1);
			n = n == 0 ? 1 : n;
		} else {
			ok = put(buf, size, &o, s + i, n);
		}
		if (!ok)
			break;
		i += n;
	}
	buf[o] = '\0';
}
