/* SPDX-License-Identifier: GPL-3.0-or-later */
/* yaml_events.h: a small strict reader over libyaml's event API.
 *
 * Every loader (rules profiles, procedures, scenarios) reads its file
 * through this: one node at a time, each with its line and column, so a
 * loader can say exactly where a file is wrong.  The reader refuses, with a
 * "file:line:column" diag, everything a hand-written data file never needs
 * and a hostile one might use: anchors and aliases (the "billion laughs"),
 * tags, nesting deeper than the caller's format, duplicate or non-scalar
 * mapping keys, more than one document, files over a size cap, invalid
 * UTF-8, directories and other non-regular files.
 *
 * Usage: yev_open(), then yev_next() until it returns a YEV_END node (or
 * false on an error), then yev_close() in every case. */
#ifndef SCENARIO_YAML_EVENTS_H
#define SCENARIO_YAML_EVENTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "scenario/diag.h"

#if defined(__GNUC__)
#define YEV_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define YEV_PRINTF(f, a)
#endif

enum yev_kind {
	YEV_SCALAR,
	YEV_MAPPING_START,
	YEV_MAPPING_END,
	YEV_SEQUENCE_START,
	YEV_SEQUENCE_END,
	YEV_END,            /* the document is over; nothing else follows */
};

struct yev_node {
	enum yev_kind kind;
	unsigned long line, column;  /* 1-based, where the node starts */
	int depth;                   /* collections: their own level (root 1) */
	bool is_key;                 /* a scalar read as a mapping key */
	bool plain;                  /* an unquoted scalar (may be a number) */
	/* Scalars: the text, NUL-terminated; valid until the next yev_next. */
	const char *value;
	size_t length;
};

struct yev_reader;

/* Opens path (at most max_bytes; collections nested at most max_depth
 * levels, the root being level 1).  On failure fills *err, sets *out to
 * NULL and returns false. */
bool yev_open(const char *path, size_t max_bytes, int max_depth,
	      struct yev_reader **out, struct diag *err);
/* Reads the next node into *node; false (with *err filled) on an error. */
bool yev_next(struct yev_reader *rd, struct yev_node *node, struct diag *err);
/* Frees the reader; NULL is fine. */
void yev_close(struct yev_reader *rd);

/* Fills *err with the reader's file, the node's place and a message made
 * from fmt (a translated constant; file text goes in only through %s). */
void yev_error(const struct yev_reader *rd, const struct yev_node *node,
	       struct diag *err, const char *fmt, ...) YEV_PRINTF(4, 5);

/* What a node is, for "expected X, found Y" messages: a quoted excerpt of
 * a scalar (control characters replaced, long text cut at a character
 * boundary) or the translated name of its kind. */
void yev_describe(const struct yev_node *node, char *buf, size_t size);

/* Quotes file text for a message the same way (no surrounding quotes). */
void yev_excerpt(const char *text, size_t length, char *buf, size_t size);

/* A plain scalar that YAML reads as null: "", "~", "null". */
bool yev_is_null(const struct yev_node *node);

/* Typed scalars.  Each checks the node and on a mismatch fills *err with
 * the node's place and what was expected; what is named in range messages
 * (e.g. the key "decks") is `what`. */
bool yev_int64(const struct yev_reader *rd, const struct yev_node *node,
	       const char *what, int64_t min, int64_t max, int64_t *out,
	       struct diag *err);
bool yev_bool(const struct yev_reader *rd, const struct yev_node *node,
	      bool *out, struct diag *err);
/* A non-null scalar of at most size - 1 bytes, copied into buf. */
bool yev_string(const struct yev_reader *rd, const struct yev_node *node,
		char *buf, size_t size, struct diag *err);
/* One of the NULL-terminated words; its index goes into *out. */
bool yev_enum(const struct yev_reader *rd, const struct yev_node *node,
	      const char *what, const char *const *words, int *out,
	      struct diag *err);

/* Mappings and their keys (yaml_keys.c): the checks and messages every
 * loader shares, so that a mistake reads the same in a rules profile, a
 * procedure and a scenario. */

/* Reads the next key of an open mapping, or the first node of the next
 * item of an open sequence, into *node: false at the end of the
 * collection (node->kind is then YEV_MAPPING_END or YEV_SEQUENCE_END) or
 * on an error (node->kind YEV_END, *err filled), so a loop is
 *     while (yev_next_key(rd, &n, err)) { ... }
 *     if (n.kind != YEV_MAPPING_END) return false; */
bool yev_next_key(struct yev_reader *rd, struct yev_node *node,
		  struct diag *err);
bool yev_next_item(struct yev_reader *rd, struct yev_node *node,
		   struct diag *err);
/* Whether a key node is exactly word (a key may hold a NUL). */
bool yev_key_is(const struct yev_node *key, const char *word);
/* Fills *err: "WHAT must be a mapping of keys, found X" at node. */
void yev_not_mapping(const struct yev_reader *rd, const struct yev_node *node,
		     const char *what, struct diag *err);
/* Reads the next node into *node, which must open a mapping (what names
 * it in the message); false with *err filled otherwise. */
bool yev_expect_mapping(struct yev_reader *rd, struct yev_node *node,
			const char *what, struct diag *err);
/* Fills *err: "unknown key 'K' in WHERE (allowed: ALLOWED)" at the key. */
void yev_unknown_key(const struct yev_reader *rd, const struct yev_node *key,
		     const char *where, const char *allowed, struct diag *err);
/* Fills *err: "missing required key 'KEY' in WHERE" at map, the node that
 * opened the mapping (only its place is used). */
void yev_missing_key(const struct yev_reader *rd, const struct yev_node *map,
		     const char *key, const char *where, struct diag *err);
/* Reads the next node as text that must say something; when it is empty,
 * fills *err with `empty` (a translated message, not a format). */
bool yev_next_text(struct yev_reader *rd, char *buf, size_t size,
		   const char *empty, struct diag *err);
/* Whether name (read from node) is 1 to size - 1 lowercase letters,
 * digits, '-' or '_': the names of profiles and procedures, which are
 * also file names.  Fills *err otherwise. */
bool yev_check_name(const struct yev_reader *rd, const struct yev_node *node,
		    const char *name, size_t size, struct diag *err);

#endif
