/* SPDX-License-Identifier: GPL-3.0-or-later */
/* procedure_key.c: the answer key of a procedure; see procedure_key.h. */
#include "config.h"

#include "session/procedure_key.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
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

/* The remate's offers as a list: "seat 3: 2000, seat 5: 2000". */
static void offers_text(const struct remate_offer *o, int n, char *buf,
			size_t size)
{
	size_t k = 0;

	buf[0] = '\0';
	for (int i = 0; i < n && k < size; i++) {
		/* TRANSLATORS: one offer in the remate: a seat, an amount. */
		int w = snprintf(buf + k, size - k, _("%sseat %d: %" PRId64),
				 i ? ", " : "", o[i].seat, o[i].amount);

		if (w < 0)
			break;
		k += (size_t)w;
	}
}

bool procedure_key_remate(const struct procedure_def *p,
			  const struct rules *r, uint64_t seed,
			  void (*emit)(void *ctx, const char *line), void *ctx)
{
	struct procedure_run *run;
	struct shoe shoe;
	char list[256], line[PROCEDURE_KEY_LINE_MAX], answer[256];
	size_t k = 0;
	bool has = false;

	for (size_t i = 0; i < p->nsteps; i++)
		has = has || p->steps[i].op == PROCEDURE_OP_REMATE;
	if (!has || shoe_init(&shoe, r->decks) != STATUS_OK)
		return false;
	run = malloc(sizeof *run);
	if (run == NULL)
		return false;
	if (procedure_run_init(run, p, r, &shoe) != STATUS_OK ||
	    procedure_remate_deal(run, seed) != STATUS_OK) {
		free(run);
		return false;
	}
	offers_text(run->offers, run->n_offers, list, sizeof list);
	/* TRANSLATORS: the players' offers in the drill's remate. */
	snprintf(line, sizeof line, _("Remate offers: %s."), list);
	emit(ctx, line);
	answer[0] = '\0';
	for (;;) {
		int due = procedure_remate_due(run);
		const char *art = procedure_remate_article(
			procedure_remate_why(run));
		int w;

		if (due != PROCEDURE_REMATE_ASK) {
			/* TRANSLATORS: the key of the remate: the award and
			 * its article. */
			w = snprintf(answer + k, sizeof answer - k,
				     _("%sthe bank to seat %d (%s)"),
				     k ? "; " : "", due, art);
			(void)w;
			break;
		}
		/* TRANSLATORS: the key of the remate: the request for an
		 * improvement and its article. */
		w = snprintf(answer + k, sizeof answer - k,
			     _("%s\"Does anyone improve the offer?\" (%s)"),
			     k ? "; " : "", art);
		if (w > 0 && (size_t)w < sizeof answer - k)
			k += (size_t)w;
		if (run->improve_asked) {
			/* Asked again after the improvements (8.7.1.1.13). */
			run->improve_asked_again = true;
			emit(ctx, _("Nobody improves the offer."));
			continue;
		}
		run->improve_asked = true;
		if (run->n_improved > 0) {
			offers_text(run->improved, run->n_improved, list,
				    sizeof list);
			snprintf(line, sizeof line,
				 _("Improved offers: %s."), list);
		} else {
			snprintf(line, sizeof line, "%s",
				 _("Nobody improves the offer."));
		}
		emit(ctx, line);
	}
	/* TRANSLATORS: the remate's answer key, "Remate: ...". */
	snprintf(line, sizeof line, _("Remate: %s."), answer);
	emit(ctx, line);
	free(run);
	return true;
}
