/* SPDX-License-Identifier: GPL-3.0-or-later */
/* safe_text.h: text from files, file names and users made safe to show.
 *
 * A name, a title, a path or an answer comes from someone else's file.
 * Written raw to a terminal, an ESC starts a control sequence (an OSC one
 * retitles the window or writes to the clipboard), a carriage return
 * overwrites a line and a bidi override (U+202E) shows a text backwards.
 * The loaders refuse such characters in every text field
 * (safe_text_refused); what is printed anyway (file names, command-line
 * arguments, results imported from elsewhere) goes through safe_text(),
 * which spells them out, or safe_text_clean() on the trainer's screen. */
#ifndef SCENARIO_SAFE_TEXT_H
#define SCENARIO_SAFE_TEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Whether a code point must never reach a terminal as it is: C0 controls
 * (tab and newline included: the caller allows them where they belong),
 * DEL, C1 controls and the bidi controls (U+061C, U+200E, U+200F,
 * U+202A-U+202E, U+2066-U+2069). */
bool safe_text_refused(uint32_t cp);

/* Decodes the UTF-8 sequence at s (at most n bytes, n > 0) into *cp:
 * its length, or 0 when it is not valid UTF-8 (strict: no overlong
 * forms, no surrogates, nothing above U+10FFFF). */
size_t safe_text_decode(const char *s, size_t n, uint32_t *cp);

/* Copies s into buf (always NUL-terminated, cut at a character when too
 * long) with every refused code point written as \xHH (below U+0080) or
 * \uHHHH, and every byte of invalid UTF-8 as \xHH. */
void safe_text_escape(const char *s, char *buf, size_t size);

/* safe_text_escape() into one of a few static buffers, for a printf
 * argument: printf("%s\n", safe_text(name)).  Each call reuses the
 * oldest buffer (eight in turn), so at most eight in one statement. */
const char *safe_text(const char *s);

/* For the trainer's screen: copies s into buf with each refused code
 * point and each invalid byte replaced by '?' (newlines kept when
 * keep_newlines, for wrapped text). */
void safe_text_clean(const char *s, char *buf, size_t size,
		     bool keep_newlines);

#endif
