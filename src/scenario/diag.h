/* SPDX-License-Identifier: GPL-3.0-or-later */
/* diag.h: an error found in an input file, with its place.
 *
 * Loaders never print and never exit: they fill a diag and return.  The
 * message is already in the user's language (the loader calls gettext) and
 * never contains text from the file used as a format.  A loader that goes
 * on after an error (the scenario loader) collects them in a diag_list. */
#ifndef SCENARIO_DIAG_H
#define SCENARIO_DIAG_H

#include <stdbool.h>
#include <stddef.h>

#define DIAG_FILE_MAX 1024
#define DIAG_MESSAGE_MAX 512

struct diag {
	char file[DIAG_FILE_MAX];
	unsigned long line, column;    /* 1-based; 0 when not known */
	char message[DIAG_MESSAGE_MAX];
};

/* Writes "file:line:column: message" (or "file: message" when the line is
 * unknown) into buf, with control characters in both spelt out
 * (safe_text_escape). */
void diag_format(const struct diag *d, char *buf, size_t size);

/* A growable list of diags, in the order they were added.  Zeroed (or
 * diag_list_init) is empty; diag_list_free releases it and leaves it
 * empty. */
struct diag_list {
	struct diag *items;
	size_t count, cap;
};

void diag_list_init(struct diag_list *l);
void diag_list_free(struct diag_list *l);
/* Appends a copy of *d; false when out of memory (the list is unchanged). */
bool diag_list_add(struct diag_list *l, const struct diag *d);
/* Orders the list by line then column, keeping the order of equal places
 * (diags without a line last). */
void diag_list_sort(struct diag_list *l);

#endif
