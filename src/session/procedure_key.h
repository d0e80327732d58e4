/* SPDX-License-Identifier: GPL-3.0-or-later */
/* procedure_key.h: the answer key of a procedure, for `crupier judge` and
 * the trainer: each step's description in the user's language with the
 * article that requires it.
 *
 * The step texts come from the procedure file (es and en); which one is
 * shown follows the language gettext chose for the interface, so the key
 * reads in the same language as every other message. */
#ifndef SESSION_PROCEDURE_KEY_H
#define SESSION_PROCEDURE_KEY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/procedure.h"

enum procedure_lang { PROCEDURE_LANG_EN, PROCEDURE_LANG_ES };

/* Whether the interface speaks Spanish (the catalog in use is es). */
bool procedure_key_ui_spanish(void);
/* The same as a language for the functions below. */
enum procedure_lang procedure_key_lang(void);

/* The title and a step's description in lang (the other language's text
 * when that one is empty). */
const char *procedure_key_title(const struct procedure_def *p,
				enum procedure_lang lang);
const char *procedure_key_text(const struct procedure_step *s,
			       enum procedure_lang lang);

/* Line i of the key: 0 is the title with the procedure's article, line
 * 1 + k is step k: "3. <description> (IPLyC 8.7.1.1.3)".  Writes it into
 * buf (cut at size, always terminated); returns false past the last line.
 * PROCEDURE_KEY_LINE_MAX always holds a whole line. */
#define PROCEDURE_KEY_LINE_MAX (PROCEDURE_TEXT_MAX + PROCEDURE_ARTICLE_MAX + 32)
bool procedure_key_line(const struct procedure_def *p, size_t i,
			enum procedure_lang lang, char *buf, size_t size);
/* The number of lines: the title and one per step. */
size_t procedure_key_lines(const struct procedure_def *p);

/* Calls emit(ctx, line) for every line in order. */
void procedure_key_steps(const struct procedure_def *p,
			 enum procedure_lang lang,
			 void (*emit)(void *ctx, const char *line), void *ctx);

/* The remate of p (when it has one) for seed under rules r, as the
 * session deals it: the offers, the improvements when asked, and the
 * answers due with their articles, one line each to emit.  False when
 * p has no remate or its offers cannot be drawn. */
bool procedure_key_remate(const struct procedure_def *p,
			  const struct rules *r, uint64_t seed,
			  void (*emit)(void *ctx, const char *line), void *ctx);

#endif
