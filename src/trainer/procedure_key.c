/* SPDX-License-Identifier: GPL-3.0-or-later */
/* procedure_key.c: the answer key of a procedure; see procedure_key.h. */
#include "config.h"

#include "trainer/procedure_key.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"

bool procedure_key_ui_spanish(void)
{
	/* TRANSLATORS: this translation's language, after the colon ("es"
	 * in es.po); the procedures' step texts are chosen by it. */
	const char *code = _("language-code:en");

	return strcmp(code, "language-code:es") == 0;
}

enum procedure_lang procedure_key_lang(void)
{
	return procedure_key_ui_spanish() ? PROCEDURE_LANG_ES
					  : PROCEDURE_LANG_EN;
}

static const char *pick(const char *es, const char *en,
			enum procedure_lang lang)
{
	if (lang == PROCEDURE_LANG_ES)
		return es[0] != '\0' ? es : en;
	return en[0] != '\0' ? en : es;
}

const char *procedure_key_title(const struct procedure_def *p,
				enum procedure_lang lang)
{
	return pick(p->title_es, p->title_en, lang);
}

const char *procedure_key_text(const struct procedure_step *s,
			       enum procedure_lang lang)
{
	return pick(s->text_es, s->text_en, lang);
}

size_t procedure_key_lines(const struct procedure_def *p)
{
	return p->nsteps + 1;
}

bool procedure_key_line(const struct procedure_def *p, size_t i,
			enum procedure_lang lang, char *buf, size_t size)
{
	const struct procedure_step *s;

	if (i > p->nsteps || size == 0)
		return false;
	if (i == 0) {
		/* TRANSLATORS: a procedure's title and its article. */
		snprintf(buf, size, _("%s (%s)"), procedure_key_title(p, lang),
			 p->article);
		return true;
	}
	s = &p->steps[i - 1];
	/* TRANSLATORS: a step's number, what the croupier does, and the
	 * article that requires it. */
	snprintf(buf, size, _("%zu. %s (%s)"), i, procedure_key_text(s, lang),
		 s->article);
	return true;
}

void procedure_key_steps(const struct procedure_def *p,
			 enum procedure_lang lang,
			 void (*emit)(void *ctx, const char *line), void *ctx)
{
	char line[PROCEDURE_KEY_LINE_MAX];

	for (size_t i = 0; procedure_key_line(p, i, lang, line, sizeof line); i++)
		emit(ctx, line);
}
