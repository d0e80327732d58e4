/* SPDX-License-Identifier: GPL-3.0-or-later */
/* procedure_view.c: the procedure screen's figures and words, without
 * curses; see procedure_view.h. */
#include "config.h"

#include "tui/procedure_view.h"

#include <stdlib.h>
#include <string.h>

#include "engine/rng.h"
#include "i18n.h"
#include "session/cell.h"

/* The thresholds of the words.  A correctly made shoe measures within a
 * few percent of a random one (the rising sequences of 416 cards vary by
 * about ten around their average), so "well mixed" starts at 90%: a shoe
 * made without its ensalada ends near 85-90% and still falls short. */
#define WELL_MIXED 0.9
#define PARTLY_MIXED 0.6

static double clamp01(double x)
{
	return x < 0.0 ? 0.0 : x > 1.0 ? 1.0 : x;
}

double procview_rising_fraction(const struct procedure_mixing *m)
{
	double span = m->random_rising - 1.0;

	if (m->now.cards < 2 || span <= 0.0)
		return 1.0;
	return clamp01(((double)m->now.rising_sequences - 1.0) / span);
}

double procview_pairs_fraction(const struct procedure_mixing *m)
{
	double ordered = (double)m->now.cards - 1.0;
	double span = ordered - m->random_pairs;

	if (m->now.cards < 2 || span <= 0.0)
		return 1.0;
	return clamp01((ordered - (double)m->now.pairs_kept) / span);
}

double procview_mixed_fraction(const struct procedure_mixing *m)
{
	double r = procview_rising_fraction(m);
	double p = procview_pairs_fraction(m);

	return r < p ? r : p;
}

enum procview_mix procview_mix_level(const struct procedure_mixing *m)
{
	double f = procview_mixed_fraction(m);

	if (m->now.cards >= 2 && m->now.rising_sequences <= 1)
		return PROCVIEW_UNMIXED;
	if (f >= WELL_MIXED)
		return PROCVIEW_WELL;
	if (f >= PARTLY_MIXED)
		return PROCVIEW_PARTLY;
	return PROCVIEW_ORDERED;
}

const char *procview_mix_words(enum procview_mix level)
{
	switch (level) {
	case PROCVIEW_UNMIXED:
		return _("Not mixed at all: the cards are in their order before.");
	case PROCVIEW_ORDERED:
		return _("Still ordered in places.");
	case PROCVIEW_PARTLY:
		return _("Mixed, with some order left.");
	case PROCVIEW_WELL:
		return _("Well mixed: as a random shoe.");
	}
	return "";
}

bool procview_mixing_if_skipped(const struct procedure_run *run,
				struct procedure_mixing *out)
{
	struct procedure_run *copy;
	bool ok;

	if (procedure_done(run))
		return false;
	/* Some kilobytes: not on the stack of a screen's key handler. */
	copy = malloc(sizeof *copy);
	if (copy == NULL)
		return false;
	*copy = *run;
	ok = procedure_skip(copy) == STATUS_OK
	     && procedure_mixing(copy, out) == STATUS_OK;
	free(copy);
	return ok;
}

bool procview_mixes(const struct procedure_def *p)
{
	for (size_t i = 0; i < p->nsteps; i++)
		switch (p->steps[i].op) {
		case PROCEDURE_OP_RIFFLE:
		case PROCEDURE_OP_WASH:
		case PROCEDURE_OP_FORM_PILES:
		case PROCEDURE_OP_TAKE_PORTIONS:
		case PROCEDURE_OP_FINAL_PORTIONS:
			return true;
		default:
			break;
		}
	return false;
}

const char *procview_op_name(enum procedure_op op)
{
	const char *w = cell_op_words(op);

	return w != NULL ? w : "";
}

const char *procview_short_article(const char *article)
{
	const char *sp = strchr(article, ' ');

	/* "IPLyC 8.7.1.1.5-7": the authority is one word before the
	 * numbers; an article without one is shown whole. */
	if (sp != NULL && sp[1] >= '0' && sp[1] <= '9')
		return sp + 1;
	return article;
}
