/* SPDX-License-Identifier: GPL-3.0-or-later */
/* text_width.h: how many terminal columns text takes, for both front ends
 * (the trainer's screens, the CLI's tables).  One rule everywhere:
 * - a character takes wcwidth() columns (two for a wide one, none for a
 *   combining accent);
 * - a character the terminal cannot print (wcwidth() < 0) takes one: it
 *   is shown as one '?' (scenario/safe_text.h);
 * - a byte that is not a character in the locale takes one, as itself.
 * The locale's LC_CTYPE decides what a character is. */
#ifndef BASE_TEXT_WIDTH_H
#define BASE_TEXT_WIDTH_H

#include <stddef.h>
#include <wchar.h>

/* Decodes the character at text (len bytes left, st the shift state,
 * zeroed before the first call) into *wc; returns the bytes it takes: 1
 * for a byte that is no character (*wc is the byte, st reset), 0 at a
 * NUL or when len is 0. */
size_t text_decode(const char *text, size_t len, mbstate_t *st, wchar_t *wc);
/* Columns of the character wc under the rule above. */
int text_char_columns(wchar_t wc);
/* Columns of the whole of text. */
int text_width(const char *text);
/* Columns of the first characters of text that fit in width columns;
 * *bytes gets their length in bytes. */
int text_fit(const char *text, int width, size_t *bytes);
/* The bytes of the next line of text wrapped at width columns: up to a
 * newline, else up to the last blank that fits, else as much as fits.
 * The caller skips what ends the line (the newline or the blanks). */
size_t text_wrap_cut(const char *text, int width);

#endif
