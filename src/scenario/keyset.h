/* SPDX-License-Identifier: GPL-3.0-or-later */
/* keyset.h: the keys already seen in one YAML mapping.
 *
 * An open-addressing hash set, so that the duplicate-key check of the
 * event reader stays linear even for a mapping of thousands of keys.
 * Zero-initialised is empty. */
#ifndef SCENARIO_KEYSET_H
#define SCENARIO_KEYSET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct keyset_entry {
	char *text;                  /* NULL: an empty slot */
	size_t len;
	unsigned long line;          /* where the key was first seen */
	uint32_t hash;
};

struct keyset {
	struct keyset_entry *slots;
	size_t cap, count;
};

/* Adds the key s[0..n) seen at line.  If it is there already, *dup gets
 * the first entry and the set is unchanged.  False when out of memory. */
bool keyset_add(struct keyset *ks, const char *s, size_t n,
		unsigned long line, const struct keyset_entry **dup);
/* Empties the set for the next mapping (keeping a small table). */
void keyset_clear(struct keyset *ks);
/* Frees everything; the set is empty afterwards. */
void keyset_free(struct keyset *ks);

#endif
