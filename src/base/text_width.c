/* SPDX-License-Identifier: GPL-3.0-or-later */
/* text_width.c: terminal columns of text; see text_width.h. */
#include "config.h"

#include "base/text_width.h"

#include <limits.h>
#include <stdbool.h>
#include <string.h>

/* text_decode(), and whether the bytes were no character. */
static size_t decode(const char *text, size_t len, mbstate_t *st, wchar_t *wc,
		     bool *invalid)
{
	size_t n;

	*invalid = false;
	if (len == 0)
		return 0;
	n = mbrtowc(wc, text, len, st);
	if (n == (size_t)-1 || n == (size_t)-2) {
		/* Not a character here: the byte itself, and start afresh. */
		memset(st, 0, sizeof *st);
		*wc = (wchar_t)(unsigned char)text[0];
		*invalid = true;
		return 1;
	}
	return n;
}

size_t text_decode(const char *text, size_t len, mbstate_t *st, wchar_t *wc)
{
	bool invalid;

	return decode(text, len, st, wc, &invalid);
}

int text_char_columns(wchar_t wc)
{
	int w = wcwidth(wc);

	return w < 0 ? 1 : w;
}

int text_fit(const char *text, int width, size_t *bytes)
{
	mbstate_t st;
	size_t i = 0, len = strlen(text);
	int cols = 0;

	memset(&st, 0, sizeof st);
	while (i < len) {
		wchar_t wc;
		bool invalid;
		size_t n;
		int w;

		/* An ASCII byte between characters is one column whatever
		 * the locale (printable: one; a control: 1 as below): no
		 * mbrtowc and wcwidth for each letter of a long listing. */
		if ((unsigned char)text[i] < 0x80 && mbsinit(&st)) {
			if (cols + 1 > width)
				break;
			cols++;
			i++;
			continue;
		}
		n = decode(text + i, len - i, &st, &wc, &invalid);
		if (n == 0)
			break;
		w = invalid ? 1 : text_char_columns(wc);
		if (cols + w > width)
			break;
		cols += w;
		i += n;
	}
	*bytes = i;
	return cols;
}

int text_width(const char *text)
{
	size_t bytes;

	return text_fit(text, INT_MAX, &bytes);
}

size_t text_wrap_cut(const char *text, int width)
{
	const char *nl = strchr(text, '\n');
	size_t bytes, cut;

	text_fit(text, width, &bytes);
	if (nl != NULL && (size_t)(nl - text) <= bytes)
		return (size_t)(nl - text);
	if (bytes >= strlen(text))
		return bytes;
	/* Break at the last blank that fits. */
	cut = bytes;
	while (cut > 0 && text[cut] != ' ')
		cut--;
	return cut > 0 ? cut : bytes;
}
