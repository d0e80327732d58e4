/* SPDX-License-Identifier: GPL-3.0-or-later */
/* articles_load.h: the regulations' own text of the articles the rules
 * cite, for the Rules browser.
 *
 * Each file of DATA/articles/ holds one regulation:
 *
 *   regulation: "IPLyC"     the prefix of its citations        (required)
 *   title:      its title                                      (required)
 *   resolution: its resolution or document number
 *   file:       the file name of its text as published
 *   articles:   KEY: TEXT, one per article cited               (required)
 *
 * A citation ("IPLyC 7.8.1.2", "LNSE-MIDI art.6 (Banca)", "TRAD 51 c",
 * "H8-2021 (Apuestas)") finds its text by the regulation (the word before
 * the first space) and the rest: as written, without a leading "art.",
 * without a trailing "(...)" note, without its parentheses, or its first
 * word ("51 c" -> "51"), the first of these the file has.  The texts are
 * Spanish as the regulations write them: they are quoted, never
 * translated.  Files are read strictly (yaml_events.h); every error is
 * "file:line:column: message". */
#ifndef SCENARIO_ARTICLES_LOAD_H
#define SCENARIO_ARTICLES_LOAD_H

#include <stdbool.h>
#include <stddef.h>

#include "scenario/diag.h"

#define ARTICLES_FILE_MAX (1024 * 1024)
#define ARTICLES_REGULATION_MAX 24

struct article_text {
	char *key;                      /* "7.8.1.2" */
	char *text;                     /* the regulation's words */
};

struct regulation_text {
	char code[ARTICLES_REGULATION_MAX];     /* "IPLyC" */
	char *title;
	struct article_text *items;
	size_t count;
};

/* Zeroed is empty. */
struct articles {
	struct regulation_text *regs;
	size_t count;
};

/* Adds the regulation of one file to *a.  False with *err filled (and *a
 * unchanged) on any error: the file, a key, a duplicate regulation. */
bool articles_load_file(const char *path, struct articles *a,
			struct diag *err);
/* Adds every NAME.yaml of dir, in name order; stops at the first error.
 * A missing directory is an error too. */
bool articles_load_dir(const char *dir, struct articles *a, struct diag *err);
void articles_free(struct articles *a);

/* The text of a citation, or NULL when no file has it. */
const char *articles_find(const struct articles *a, const char *cite);
/* The regulation a citation names ("IPLyC"), or NULL. */
const struct regulation_text *articles_regulation(const struct articles *a,
						  const char *cite);

#endif
