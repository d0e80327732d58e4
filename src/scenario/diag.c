/* SPDX-License-Identifier: GPL-3.0-or-later */
/* diag.c: formatting a file error as "file:line:column: message", and the
 * list a loader collects its errors in. */
#include "config.h"

#include "scenario/diag.h"
#include "scenario/safe_text.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The file's name and the message are escaped (safe_text.h): a file
 * named with an escape sequence must not drive the terminal that shows
 * the error. */
void diag_format(const struct diag *d, char *buf, size_t size)
{
	char file[DIAG_FILE_MAX * 4], message[DIAG_MESSAGE_MAX * 4];

	safe_text_escape(d->file, file, sizeof file);
	safe_text_escape(d->message, message, sizeof message);
	if (d->line > 0)
		snprintf(buf, size, "%s:%lu:%lu: %s", file, d->line,
			 d->column, message);
	else
		snprintf(buf, size, "%s: %s", file, message);
}

void diag_list_init(struct diag_list *l)
{
	l->items = NULL;
	l->count = l->cap = 0;
}

void diag_list_free(struct diag_list *l)
{
	free(l->items);
	diag_list_init(l);
}

bool diag_list_add(struct diag_list *l, const struct diag *d)
{
	if (l->count == l->cap) {
		size_t cap = l->cap > 0 ? l->cap * 2 : 8;
		struct diag *bigger = realloc(l->items, cap * sizeof *bigger);

		if (bigger == NULL)
			return false;
		l->items = bigger;
		l->cap = cap;
	}
	l->items[l->count++] = *d;
	return true;
}

/* A diag without a line is about the file as a whole ("too many
 * errors"): after the others. */
static bool diag_before(const struct diag *a, const struct diag *b)
{
	unsigned long la = a->line > 0 ? a->line : ULONG_MAX;
	unsigned long lb = b->line > 0 ? b->line : ULONG_MAX;

	return la < lb || (la == lb && a->column < b->column);
}

void diag_list_sort(struct diag_list *l)
{
	/* Insertion sort: stable, and a loader stops at a few hundred. */
	for (size_t i = 1; i < l->count; i++) {
		struct diag d = l->items[i];
		size_t j = i;

		while (j > 0 && diag_before(&d, &l->items[j - 1])) {
			l->items[j] = l->items[j - 1];
			j--;
		}
		l->items[j] = d;
	}
}
