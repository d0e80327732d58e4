/* SPDX-License-Identifier: GPL-3.0-or-later */
/* menu.h: the trainer's main menu.
 *
 * Practice, Lessons, Drills by skill, Exam, Rules, Settings, Quit: arrow
 * keys and Enter, or the underlined letter of each entry.  The letters
 * come from the translation (msgid "_Practice": the letter after '_'),
 * so each language has its own set, distinct within it. */
#ifndef TUI_MENU_H
#define TUI_MENU_H

#include <stdbool.h>
#include <stddef.h>
#include <wchar.h>

struct app;

/* Pushes the main menu; false when out of memory. */
bool menu_open(struct app *app);

/* A label with its mnemonic: "_Practice" → "Practice", 'p', mark at
 * byte 0.  Without '_' the first character is the mnemonic.  The
 * mnemonic is lower case (so 'P' and 'p' both choose). */
struct menu_label {
	char text[128];
	wchar_t key;
	size_t key_at;      /* byte offset of the mnemonic in text */
	size_t key_len;     /* its length in bytes */
};
void menu_label_parse(const char *label, struct menu_label *out);

#endif
