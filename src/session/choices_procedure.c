/* SPDX-License-Identifier: GPL-3.0-or-later */
/* choices_procedure.c: the choices of a procedure's next step: the step
 * with its parameters, the same operation with the parameters a croupier
 * gets wrong (a fan left out, a riffle short, a pile missing, the layout
 * upside down), and the steps next to it (one skipped, one done again). */
#include "config.h"

#include "session/choices.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "session/choices_impl.h"

static const char *const op_names[PROCEDURE_OP__COUNT] = {
	[PROCEDURE_OP_CHECK_BAND] = N_("Check the band, the decks and their backs"),
	[PROCEDURE_OP_CHECK_DECK] = N_("Check a deck card by card"),
	[PROCEDURE_OP_LAY_OUT_DECKS] = N_("Lay out the checked decks"),
	[PROCEDURE_OP_CHECK_CUT_CARDS] = N_("Check the plastic cut cards"),
	[PROCEDURE_OP_DISCARD_REMAINING] = N_("Put the cards left in the discard tray"),
	[PROCEDURE_OP_PLACE_SABOT] = N_("Set the sabot in its place"),
	[PROCEDURE_OP_RIFFLE] = N_("Riffle"),
	[PROCEDURE_OP_WASH] = N_("Wash the cards (the ensalada)"),
	[PROCEDURE_OP_GATHER] = N_("Gather the cards into a row"),
	[PROCEDURE_OP_FORM_PILES] = N_("Form the piles"),
	[PROCEDURE_OP_VERIFY_EMPTY] = N_("Check the sabot and the discard tray are empty"),
	[PROCEDURE_OP_TAKE_PORTIONS] = N_("The inspector's portions"),
	[PROCEDURE_OP_FINAL_PORTIONS] = N_("The final portions"),
	[PROCEDURE_OP_LOAD_SABOT] = N_("Load and lock the sabot"),
	[PROCEDURE_OP_PLACE_CUT_CARD] = N_("Lay the plastic cut card by the sabot"),
	[PROCEDURE_OP_REMATE] = N_("Auction the first bank"),
	[PROCEDURE_OP_CUT] = N_("Have the shoe cut"),
	[PROCEDURE_OP_PLACE_SAFETY_CARD] = N_("Put in the safety cut card"),
	[PROCEDURE_OP_HAND_OVER_SABOT] = N_("Hand over the sabot"),
	[PROCEDURE_OP_REPORT_FINDINGS] = N_("Tell the inspector what the check found"),
};

/* The reports a croupier can make after the deck check (procedure.h):
 * only the one that fits what the check found is right. */
static const char *const report_names[] = {
	[PROCEDURE_REPORT_IN_ORDER] = N_("Tell the inspector: the decks, their backs and the cut cards are in order"),
	[PROCEDURE_REPORT_DEFECT] = N_("Stop and tell the inspector of the defect: the decks stay out of play until the supervisor decides"),
	[PROCEDURE_REPORT_SET_ASIDE] = N_("Set the faulty card aside and go on with the opening"),
};

/* Appends ", part" (or "part" first) to buf, never past its end. */
static void append(char *buf, size_t size, size_t *len, const char *part)
{
	int n;

	if (*len >= size - 1)
		return;
	n = snprintf(buf + *len, size - *len, "%s%s", *len ? ", " : "", part);
	if (n > 0)
		*len += (size_t)n < size - *len ? (size_t)n : size - 1 - *len;
}

/* "Riffle (decks 2, riffles 1, fans 2)": the parameters the operation
 * takes, repeat left out. */
static void step_label(enum procedure_op op, const struct procedure_params *p,
		       char *buf, size_t size)
{
	unsigned takes = procedure_op_params(op);
	char part[64], params[256] = "";
	size_t len = 0;

	if (op == PROCEDURE_OP_REMATE) {
		if (p->count == PROCEDURE_REMATE_ASK)
			/* TRANSLATORS: the croupier's call, in the
			 * regulation's words (IPLyC 8.7.1.1.13). */
			snprintf(buf, size, "%s",
				 _("Ask: \"Does anyone improve the offer?\""));
		else
			/* TRANSLATORS: "Adjudicada" (IPLyC 8.7.1.1.13). */
			snprintf(buf, size, _("Award the bank to seat %d"),
				 p->count);
		return;
	}
	if (op == PROCEDURE_OP_REPORT_FINDINGS) {
		snprintf(buf, size, "%s",
			 (unsigned)p->count < sizeof report_names /
			 sizeof report_names[0] ? _(report_names[p->count])
						: _(op_names[op]));
		return;
	}

	if (takes & PROCEDURE_PP_DECKS) {
		snprintf(part, sizeof part, _("decks %d"), p->decks);
		append(params, sizeof params, &len, part);
	}
	if (takes & PROCEDURE_PP_RIFFLES) {
		snprintf(part, sizeof part, _("riffles %d"), p->riffles);
		append(params, sizeof params, &len, part);
	}
	if (takes & PROCEDURE_PP_FANS) {
		snprintf(part, sizeof part, _("fans %d"), p->fans);
		append(params, sizeof params, &len, part);
	}
	if (takes & PROCEDURE_PP_PILES) {
		snprintf(part, sizeof part, _("piles %d"), p->piles);
		append(params, sizeof params, &len, part);
	}
	if (takes & PROCEDURE_PP_COUNT) {
		snprintf(part, sizeof part, _("cut cards %d"), p->count);
		append(params, sizeof params, &len, part);
	}
	if ((takes & PROCEDURE_PP_ROWS) && p->nrows > 0) {
		char rows[32];
		size_t k = 0;

		rows[0] = '\0';
		for (int i = 0; i < p->nrows && k < sizeof rows; i++)
			k += (size_t)snprintf(rows + k, sizeof rows - k, "%s%d",
					      i ? "-" : "", p->rows[i]);
		/* TRANSLATORS: the decks per row of the layout, "4-3-1". */
		snprintf(part, sizeof part, _("rows %s"), rows);
		append(params, sizeof params, &len, part);
	}
	if (len > 0)
		snprintf(buf, size, "%s (%s)", _(op_names[op]), params);
	else
		snprintf(buf, size, "%s", _(op_names[op]));
}

void choices_procedure_label(enum procedure_op op,
			     const struct procedure_params *p, char *buf,
			     size_t size)
{
	if ((unsigned)op >= PROCEDURE_OP__COUNT) {
		snprintf(buf, size, "-");
		return;
	}
	step_label(op, p, buf, size);
}

struct step_cand {
	enum procedure_op op;
	struct procedure_params params;
};

static void step_add(struct step_cand *c, size_t *n, size_t max,
		     enum procedure_op op, const struct procedure_params *p)
{
	struct procedure_params q = *p;

	q.repeat = 1;
	for (size_t i = 0; i < *n; i++)
		if (c[i].op == op && procedure_params_equal(&c[i].params, &q))
			return;
	if (*n >= max)
		return;
	c[*n].op = op;
	c[*n].params = q;
	(*n)++;
}

/* The parameters a croupier gets wrong: a fan left out (or added), one
 * riffle too few or too many, a pile or a cut card short, the layout
 * upside down. */
static void wrong_params(const struct procedure_step *s, struct step_cand *c,
			 size_t *n, size_t max)
{
	unsigned takes = procedure_op_params(s->op);
	struct procedure_params p = s->params;

	/* The report: the other findings (8.9.8). */
	if (s->op == PROCEDURE_OP_REPORT_FINDINGS) {
		for (int r = PROCEDURE_REPORT_IN_ORDER;
		     r <= PROCEDURE_REPORT_SET_ASIDE; r++) {
			p = s->params;
			p.count = r;
			step_add(c, n, max, s->op, &p);
		}
		return;
	}

	if (takes & PROCEDURE_PP_FANS) {
		p = s->params;
		p.fans = p.fans > 0 ? 0 : 1;
		step_add(c, n, max, s->op, &p);
	}
	if (takes & PROCEDURE_PP_RIFFLES) {
		p = s->params;
		p.riffles = p.riffles > 1 ? p.riffles - 1 : p.riffles + 1;
		step_add(c, n, max, s->op, &p);
	}
	if (takes & PROCEDURE_PP_PILES) {
		p = s->params;
		p.piles = p.piles > 1 ? p.piles - 1 : 2;
		step_add(c, n, max, s->op, &p);
	}
	if (takes & PROCEDURE_PP_COUNT) {
		p = s->params;
		p.count = p.count > 1 ? p.count - 1 : 2;
		step_add(c, n, max, s->op, &p);
	}
	if ((takes & PROCEDURE_PP_DECKS) && !(takes & PROCEDURE_PP_RIFFLES)) {
		p = s->params;
		p.decks = p.decks == 8 ? 6 : 8;
		step_add(c, n, max, s->op, &p);
	}
	if ((takes & PROCEDURE_PP_ROWS) && s->params.nrows > 1) {
		p = s->params;
		for (int i = 0; i < p.nrows; i++)
			p.rows[i] = s->params.rows[p.nrows - 1 - i];
		step_add(c, n, max, s->op, &p);
	}
}

/* The remate's answers: the bank awarded to each seat that offered, or
 * the request for an improvement (7.5.4-7.5.6). */
static void remate_answers(const struct procedure_run *run,
			   const struct procedure_step *s,
			   struct step_cand *c, size_t *n)
{
	struct procedure_params p = s->params;

	p.count = PROCEDURE_REMATE_ASK;
	step_add(c, n, CHOICES_CAND_MAX - 2, s->op, &p);
	for (int i = 0; i < run->n_offers; i++) {
		p.count = run->offers[i].seat;
		step_add(c, n, CHOICES_CAND_MAX - 2, s->op, &p);
	}
	for (int i = 0; run->improve_asked && i < run->n_improved; i++) {
		p.count = run->improved[i].seat;
		step_add(c, n, CHOICES_CAND_MAX - 2, s->op, &p);
	}
}

static int cmp_step(const void *pa, const void *pb)
{
	const struct step_cand *a = pa, *b = pb;
	const int x[] = { (int)a->op, a->params.decks, a->params.riffles,
			  a->params.fans, a->params.piles, a->params.count,
			  a->params.nrows > 0 ? a->params.rows[0] : 0 };
	const int y[] = { (int)b->op, b->params.decks, b->params.riffles,
			  b->params.fans, b->params.piles, b->params.count,
			  b->params.nrows > 0 ? b->params.rows[0] : 0 };

	for (size_t i = 0; i < sizeof x / sizeof x[0]; i++)
		if (x[i] != y[i])
			return x[i] < y[i] ? -1 : 1;
	return 0;
}

static void rotate(struct step_cand *c, size_t n, size_t by)
{
	struct step_cand tmp[CHOICES_CAND_MAX];

	if (n == 0 || by == 0)
		return;
	for (size_t i = 0; i < n; i++)
		tmp[i] = c[(i + by) % n];
	memcpy(c, tmp, n * sizeof c[0]);
}

size_t choices_procedure(const struct procedure_run *run,
			 struct choice *out, size_t max)
{
	struct step_cand c[CHOICES_CAND_MAX];
	const char *keys[CHOICES_CAND_MAX];
	struct procedure_step s;
	const struct procedure_def *p = run->proc;
	size_t n = 0;
	int reps;

	if (max == 0 || !procedure_expected(run, &s, &reps))
		return 0;
	step_add(c, &n, CHOICES_CAND_MAX, s.op, &s.params);
	wrong_params(&s, c, &n, 3);
	if (s.op == PROCEDURE_OP_REMATE)
		remate_answers(run, &s, c, &n);
	/* The steps next to it: one skipped ahead, one done again. */
	for (size_t i = run->step + 1; i < p->nsteps; i++) {
		if (p->steps[i].op != s.op) {
			step_add(c, &n, CHOICES_CAND_MAX, p->steps[i].op,
				 &p->steps[i].params);
			break;
		}
	}
	for (size_t i = run->step; i-- > 0;) {
		if (p->steps[i].op != s.op) {
			step_add(c, &n, CHOICES_CAND_MAX, p->steps[i].op,
				 &p->steps[i].params);
			break;
		}
	}
	if (n > max)
		n = max;
	qsort(c, n, sizeof c[0], cmp_step);
	/* Sorted by operation, the right step would sit at the same key
	 * step after step and a trainee could learn the key instead of the
	 * procedure: rotate the list by an amount fixed by the step, so the
	 * same state still gives the same list. */
	rotate(c, n, (run->step * 7 + (size_t)reps * 3) % (n > 0 ? n : 1));
	for (size_t i = 0; i < n; i++) {
		memset(&out[i], 0, sizeof out[i]);
		out[i].procedure = true;
		out[i].op = c[i].op;
		out[i].params = c[i].params;
		choice_action_init(&out[i].action, GAME_ACT_OVER);
		step_label(c[i].op, &c[i].params, out[i].label,
			   sizeof out[i].label);
		keys[i] = "";
	}
	choices_assign_keys(out, keys, n);
	return n;
}
