/* SPDX-License-Identifier: GPL-3.0-or-later */
/* explain_procedure.c: a procedure mistake explained by the step given
 * against the step due; see explain_procedure.h. */
#include "config.h"

#include "session/explain_procedure.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "session/choices.h"

/* Appends "; part" (or part first) to buf, never past its end. */
static void add_part(char *buf, size_t size, const char *part)
{
	size_t n = strlen(buf);

	if (n + 1 >= size)
		return;
	snprintf(buf + n, size - n, "%s%s", n > 0 ? "; " : "", part);
}

/* One figure given against the figure asked, when they differ (a macro:
 * the format stays a literal the compiler checks). */
#define FIGURE(buf, size, fmt, given, asked)                              \
	do {                                                              \
		char part_[160];                                          \
		if ((given) != (asked)) {                                 \
			snprintf(part_, sizeof part_, fmt, given, asked); \
			add_part(buf, size, part_);                       \
		}                                                         \
	} while (0)

static void rows_text(const struct procedure_params *p, char *buf,
		      size_t size)
{
	size_t k = 0;

	buf[0] = '\0';
	for (int i = 0; i < p->nrows && i < PROCEDURE_ROWS_MAX && k < size;
	     i++)
		k += (size_t)snprintf(buf + k, size - k, "%s%d", i ? "-" : "",
				      p->rows[i]);
}

/* The remate answered wrong: what the offers called for and why
 * (IPLyC 7.5.4-7.5.6, 8.7.1.1.13). */
static void remate_mistake(const struct verdict *v, char *buf, size_t size)
{
	int due = v->expected_params.count, given = v->given_params.count;

	switch ((enum procedure_remate_why)v->remate_why) {
	case PROCEDURE_REMATE_WHY_TIE:
		snprintf(buf, size,
			 _("Two or more players made the best offer at once and it is not the maximum: before awarding, ask \"Does anyone improve the offer?\" (you awarded it to seat %d)."),
			 given);
		return;
	case PROCEDURE_REMATE_WHY_MAXIMUM:
		if (given == PROCEDURE_REMATE_ASK)
			snprintf(buf, size,
				 _("Seat %d offered the maximum: the bank is awarded at once, nobody can improve on it."),
				 due);
		else
			snprintf(buf, size,
				 _("Seat %d offered the maximum and is awarded the bank at once, not seat %d."),
				 due, given);
		return;
	case PROCEDURE_REMATE_WHY_INVITE:
		snprintf(buf, size,
			 _("Once offers are made, announce the best and invite an improvement, \"Does anyone improve the offer?\", again after each improvement; the bank is awarded only when nobody improves (you awarded it to seat %d)."),
			 given);
		return;
	case PROCEDURE_REMATE_WHY_IMPROVED:
		if (given == PROCEDURE_REMATE_ASK)
			snprintf(buf, size,
				 _("Seat %d improved the offer and nobody bettered it when asked again: the bank is awarded to seat %d."),
				 due, due);
		else
			snprintf(buf, size,
				 _("Seat %d improved the offer and nobody bettered it when asked again: the bank goes to seat %d, not seat %d."),
				 due, due, given);
		return;
	case PROCEDURE_REMATE_WHY_BY_THE_RIGHT:
		snprintf(buf, size,
			 _("Nobody improved the tied offers: the bank goes by the right from seat 1, to seat %d."),
			 due);
		return;
	case PROCEDURE_REMATE_WHY_BEST:
	default:
		if (given == PROCEDURE_REMATE_ASK)
			snprintf(buf, size,
				 _("Nobody improved the offer when asked: it is awarded to seat %d, the best offer."),
				 due);
		else
			snprintf(buf, size,
				 _("The bank goes to the best offer, seat %d's, not to seat %d."),
				 due, given);
		return;
	}
}

/* The same operation with other figures: which ones, given and asked. */
static void other_figures(const struct verdict *v, char *buf, size_t size)
{
	const struct procedure_params *g = &v->given_params,
				      *e = &v->expected_params;
	char parts[512] = "", given[64], asked[64], part[200];

	if (v->expected_op == PROCEDURE_OP_REMATE) {
		remate_mistake(v, buf, size);
		return;
	}
	if (v->expected_op == PROCEDURE_OP_REPORT_FINDINGS) {
		choices_procedure_label(v->given_op, g, given, sizeof given);
		snprintf(buf, size,
			 _("You reported \"%s\", but what the check found calls for another report."),
			 given);
		return;
	}
	FIGURE(parts, sizeof parts, _("%d decks where the step takes %d"),
	       g->decks, e->decks);
	FIGURE(parts, sizeof parts, _("%d riffles where the step asks %d"),
	       g->riffles, e->riffles);
	FIGURE(parts, sizeof parts, _("%d fans where the step asks %d"),
	       g->fans, e->fans);
	FIGURE(parts, sizeof parts, _("%d piles where the step asks %d"),
	       g->piles, e->piles);
	FIGURE(parts, sizeof parts, _("%d cut cards where there must be %d"),
	       g->count, e->count);
	rows_text(g, given, sizeof given);
	rows_text(e, asked, sizeof asked);
	if (strcmp(given, asked) != 0) {
		/* TRANSLATORS: the decks per row of the layout, "4-3-1". */
		snprintf(part, sizeof part,
			 _("rows %s where the layout is %s"), given, asked);
		add_part(parts, sizeof parts, part);
	}
	if (parts[0] == '\0')
		snprintf(buf, size, "%s",
			 _("You did this step, but not as it is asked."));
	else
		snprintf(buf, size, _("The right step, with other figures: %s."),
			 parts);
}

bool explain_procedure_mistake(const struct verdict *v, char *buf,
			       size_t size)
{
	char given[CHOICE_LABEL_MAX], due[CHOICE_LABEL_MAX];

	if (v->right)
		return false;
	if (v->given_op == v->expected_op) {
		other_figures(v, buf, size);
		return true;
	}
	choices_procedure_label(v->given_op, &v->given_params, given,
				sizeof given);
	choices_procedure_label(v->expected_op, &v->expected_params, due,
				sizeof due);
	if (v->given_where > 0)
		snprintf(buf, size,
			 _("You went on to \"%s\" and left out \"%s\", which comes first."),
			 given, due);
	else if (v->given_where < 0)
		snprintf(buf, size,
			 _("\"%s\" is done already; the step now is \"%s\"."),
			 given, due);
	else
		snprintf(buf, size,
			 _("\"%s\" is not a step of this procedure now; the step now is \"%s\"."),
			 given, due);
	return true;
}
