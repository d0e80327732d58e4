/* SPDX-License-Identifier: GPL-3.0-or-later */
/* keyset.c: the keys of one mapping; see keyset.h. */
#include "config.h"

#include "scenario/keyset.h"

#include <stdlib.h>
#include <string.h>

/* Tables larger than this are freed on clear: the next mapping at the
 * same depth would otherwise pay to wipe them. */
#define KEEP_SLOTS 64

static uint32_t key_hash(const char *s, size_t n)
{
	uint32_t h = 2166136261u;        /* FNV-1a */

	for (size_t i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * 16777619u;
	return h;
}

/* The slot holding s, or the empty slot where it would go (cap is a
 * power of two and never full). */
static struct keyset_entry *key_slot(struct keyset_entry *slots, size_t cap,
				     const char *s, size_t n, uint32_t h)
{
	size_t i = h & (cap - 1);

	while (slots[i].text != NULL
	       && !(slots[i].hash == h && slots[i].len == n
		    && memcmp(slots[i].text, s, n) == 0))
		i = (i + 1) & (cap - 1);
	return &slots[i];
}

static bool grow(struct keyset *ks)
{
	size_t cap = ks->cap ? ks->cap * 2 : 16;
	struct keyset_entry *slots = calloc(cap, sizeof *slots);

	if (slots == NULL)
		return false;
	for (size_t i = 0; i < ks->cap; i++) {
		const struct keyset_entry *e = &ks->slots[i];

		if (e->text != NULL)
			*key_slot(slots, cap, e->text, e->len, e->hash) = *e;
	}
	free(ks->slots);
	ks->slots = slots;
	ks->cap = cap;
	return true;
}

bool keyset_add(struct keyset *ks, const char *s, size_t n,
		unsigned long line, const struct keyset_entry **dup)
{
	uint32_t h = key_hash(s, n);
	struct keyset_entry *slot;

	*dup = NULL;
	if (ks->cap > 0) {
		slot = key_slot(ks->slots, ks->cap, s, n, h);
		if (slot->text != NULL) {
			*dup = slot;
			return true;
		}
	}
	if ((ks->count + 1) * 2 > ks->cap && !grow(ks))
		return false;
	slot = key_slot(ks->slots, ks->cap, s, n, h);
	slot->text = malloc(n + 1);
	if (slot->text == NULL)
		return false;
	memcpy(slot->text, s, n);
	slot->text[n] = '\0';
	slot->len = n;
	slot->line = line;
	slot->hash = h;
	ks->count++;
	return true;
}

void keyset_clear(struct keyset *ks)
{
	for (size_t i = 0; i < ks->cap; i++)
		free(ks->slots[i].text);
	if (ks->cap > KEEP_SLOTS) {
		free(ks->slots);
		ks->slots = NULL;
		ks->cap = 0;
	} else if (ks->cap > 0) {
		memset(ks->slots, 0, ks->cap * sizeof *ks->slots);
	}
	ks->count = 0;
}

void keyset_free(struct keyset *ks)
{
	keyset_clear(ks);
	free(ks->slots);
	ks->slots = NULL;
	ks->cap = 0;
}
