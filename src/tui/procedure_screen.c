/* SPDX-License-Identifier: GPL-3.0-or-later */
/* procedure_screen.c: the trainee makes the shoe or checks the decks,
 * step by step; see procedure_screen.h.  This file holds the screen's
 * life and its keys; procedure_draw.c draws it.
 *
 * Every choice goes through the session, which scores it and, after a
 * wrong one, performs the right step itself, so the cards are always
 * those of a correctly made shoe; what a left-out step would have cost is
 * measured on a copy before the session moves on, and shown. */
#include "config.h"

#include "tui/procedure_screen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <wctype.h>

#include <ncursesw/curses.h>

#include "base/paths.h"
#include "i18n.h"
#include "session/observer.h"
#include "tui/app.h"
#include "tui/history.h"
#include "tui/procedure_impl.h"
#include "tui/settings.h"
#include "tui/summary_screen.h"
#include "tui/keys.h"

static const struct key_help proc_keys[] = {
	{ N_("a, b, c..."), N_("perform the step of that letter") },
	{ N_("Up, Down"), N_("move between the steps offered") },
	{ N_("Enter"), N_("perform the highlighted step; at the end, the summary") },
	{ N_("q, Esc"), N_("leave (press twice during the procedure)") },
	{ N_("?"), N_("this help") },
	{ NULL, NULL },
};

static uint64_t clock_ms(void)
{
	struct timespec ts;

	if (clock_gettime(CLOCK_MONOTONIC, &ts) != 0)
		return 0;
	return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

uint64_t proc_now(const struct proc_screen *p)
{
	uint64_t now = clock_ms();

	return now > p->t0 ? now - p->t0 : 0;
}

static void refresh_choices(struct proc_screen *p)
{
	p->nchoices = 0;
	if (p->ses_ok && !p->stopped &&
	    session_choices(p->ses, p->choices, CHOICES_MAX,
			    &p->nchoices) != STATUS_OK)
		p->nchoices = 0;
	if (p->sel >= p->nchoices)
		p->sel = 0;
}

/* An observer could not record: an exam stops (an exam that goes on
 * unrecorded would be lost), anything else goes on with a warning. */
static void observer_failed(struct proc_screen *p)
{
	if (p->exam) {
		p->stopped = true;
		p->nchoices = 0;
		if (p->t_end == 0)
			p->t_end = proc_now(p) + 1;
	} else {
		p->warned = true;
	}
}

/* The time used: an exam's wall clock (exam_attempt.h), which runs
 * across a resume, else the screen's own. */
static int64_t used_ms(const struct proc_screen *p)
{
	if (p->obs != NULL && p->obs->elapsed_ms != NULL)
		return p->obs->elapsed_ms(p->obs->ctx);
	return (int64_t)(p->t_end != 0 ? p->t_end : proc_now(p));
}

static void finish(struct proc_screen *p, bool completed)
{
	if (p->finished || !p->ses_ok)
		return;
	p->finished = true;
	/* The summary and the record read the exam's clock and ending. */
	if (p->obs != NULL && p->obs->elapsed_ms != NULL)
		session_set_exam_clock(p->ses, used_ms(p),
				       p->time_up && completed);
	if (p->obs != NULL && p->obs->finished != NULL &&
	    !p->obs->finished(p->obs->ctx, p->ses, completed))
		observer_failed(p);
}

/* Whether op is one of the steps after the one now expected: choosing
 * it leaves the expected step out. */
static bool is_later_step(const struct procedure_run *run,
			  enum procedure_op op)
{
	for (size_t i = run->step + 1; i < run->proc->nsteps; i++)
		if (run->proc->steps[i].op == op)
			return true;
	return false;
}

/* session_explain()'s words (the step's description, or the rule's text
 * for the remate, the cut and the safety card) without the article at
 * their end: the screen shows it first, apart. */
static void explain(const struct proc_screen *p, const struct verdict *v,
		    char *buf, size_t size)
{
	char tail[PROCEDURE_ARTICLE_MAX + 4];
	size_t n, t;

	struct verdict w = *v;

	/* Another step given: the screen says already which one was given
	 * and which one was due (draw_verdict), so the words of that are
	 * left out and the step's description stays; the same step with
	 * other figures keeps which figure was wrong (a report has no
	 * figures: the screen names the one given and the one due). */
	if (w.given_op != w.expected_op ||
	    w.expected_op == PROCEDURE_OP_REPORT_FINDINGS)
		w.right = true;
	session_explain(p->ses, &w, buf, size);
	snprintf(tail, sizeof tail, "(%s)", v->article);
	n = strlen(buf);
	t = strlen(tail);
	if (n > t && strcmp(buf + n - t, tail) == 0) {
		n -= t;
		while (n > 0 && buf[n - 1] == ' ')
			n--;
		buf[n] = '\0';
	}
}

static int act(struct proc_screen *p, struct app *app, const struct choice *c)
{
	const struct procedure_run *run = session_procedure(p->ses);
	struct proc_last *l = &p->last;
	struct procedure_step step;
	struct verdict v;
	uint64_t now;
	int reps;

	if (!session_expected_step(p->ses, &step, &reps))
		return SCREEN_HANDLED;
	memset(l, 0, sizeof *l);
	l->step = run->step;
	snprintf(l->given, sizeof l->given, "%s", c->label);
	snprintf(l->correct, sizeof l->correct, "%s",
		 procview_op_name(step.op));
	for (size_t i = 0; i < p->nchoices; i++)
		if (p->choices[i].op == step.op &&
		    procedure_params_equal(&p->choices[i].params,
					   &step.params))
			snprintf(l->correct, sizeof l->correct, "%s",
				 p->choices[i].label);
	l->skipped_ahead = c->op != step.op && is_later_step(run, c->op);
	if (l->skipped_ahead && procview_mixes(run->proc))
		l->have_skip_mix = procview_mixing_if_skipped(run,
							      &l->skip_mix);
	now = proc_now(p);
	if (session_act_choice(p->ses, c, 0, now, &v) != STATUS_OK)
		return SCREEN_REDRAW;
	/* A hint is for one step: acting hides it. */
	p->hint = false;
	l->shown = true;
	l->right = v.right;
	/* Only a step that mixes has a cost in mixing to show. */
	if (l->have_skip_mix) {
		struct procedure_mixing done;

		if (procedure_mixing(run, &done) != STATUS_OK ||
		    (done.now.rising_sequences ==
		     l->skip_mix.now.rising_sequences &&
		     done.now.pairs_kept == l->skip_mix.now.pairs_kept))
			l->have_skip_mix = false;
	}
	if (!v.right) {
		p->wrong[l->step] = true;
		snprintf(l->article, sizeof l->article, "%s", v.article);
		explain(p, &v, l->explain, sizeof l->explain);
	}
	if (session_record_failed(p->ses))
		observer_failed(p);
	p->server_note[0] = '\0';
	if (p->st != NULL && p->st->history != NULL)
		history_notice(p->st->history, p->server_note,
			       sizeof p->server_note);
	session_mark(p->ses, now);
	refresh_choices(p);
	if (session_over(p->ses)) {
		/* The end: the summary at once, as at the table; closing it
		 * comes back here to the finished shoe. */
		if (p->t_end == 0)
			p->t_end = now + 1;
		finish(p, true);
		summary_screen_open(app, p->ses);
	}
	return SCREEN_REDRAW;
}

bool proc_can_act(const struct proc_screen *p)
{
	return p->ses_ok && !p->stopped && !p->left && !session_over(p->ses);
}

/* Leaving before the end: the summary of what was done, if anything. */
static int leave(struct proc_screen *p, struct app *app)
{
	p->left = true;
	p->nchoices = 0;
	if (p->t_end == 0)
		p->t_end = proc_now(p) + 1;
	finish(p, false);
	if (session_record_count(p->ses) == 0)
		return SCREEN_POP;
	summary_screen_open(app, p->ses);
	return SCREEN_REDRAW;
}

static int abandon(struct proc_screen *p, struct app *app)
{
	if (p->obs == NULL || p->obs->abandoned == NULL || p->finished ||
	    !p->ses_ok)
		return leave(p, app);
	p->left = true;
	p->nchoices = 0;
	if (p->t_end == 0)
		p->t_end = proc_now(p) + 1;
	p->finished = true;
	if (!p->obs->abandoned(p->obs->ctx, p->ses))
		observer_failed(p);
	summary_screen_open(app, p->ses);
	return SCREEN_REDRAW;
}

static int proc_key(struct screen *s, struct app *app, int key, bool is_code)
{
	struct proc_screen *p = (struct proc_screen *)s;
	bool quit_key = !is_code && (key == 'q' || key == 'Q' || key == KEY_ESC);
	bool enter = (is_code && key == KEY_ENTER)
		     || (!is_code && (key == '\n' || key == '\r'));

	if (p->confirm_quit && p->exam) {
		/* An exam, as at the table: Enter pauses it (resumable with
		 * the code), Delete asks before abandoning it (closed for
		 * good, sealed), Esc goes back; no step's key does any of
		 * it, and any other key does nothing. */
		bool del = is_code ? key == KEY_DC || key == KEY_BACKSPACE
				   : key == KEY_DEL_BYTE || key == KEY_CTRL_H;

		if (!is_code && key == KEY_ESC) {
			p->confirm_quit = p->abandoning = false;
			return SCREEN_REDRAW;
		}
		if (enter) {
			p->confirm_quit = false;
			return p->abandoning ? abandon(p, app) : leave(p, app);
		}
		if (del && !p->abandoning) {
			p->abandoning = true;
			return SCREEN_REDRAW;
		}
		return SCREEN_HANDLED;
	}
	if (p->confirm_quit) {
		p->confirm_quit = false;
		return quit_key ? leave(p, app) : SCREEN_REDRAW;
	}
	if (!proc_can_act(p)) {
		if (quit_key)
			return SCREEN_POP;
		if (enter && p->ses_ok) {
			summary_screen_open(app, p->ses);
			return SCREEN_REDRAW;
		}
		return is_code ? SCREEN_UNHANDLED : SCREEN_HANDLED;
	}
	if (quit_key) {
		/* Half a shoe is not a shoe: ask once before leaving. */
		if (session_record_count(p->ses) == 0)
			return leave(p, app);
		p->confirm_quit = true;
		p->abandoning = false;
		return SCREEN_REDRAW;
	}
	if (is_code) {
		switch (key) {
		case KEY_UP:
			if (p->nchoices > 0)
				p->sel = (p->sel + p->nchoices - 1) % p->nchoices;
			return SCREEN_REDRAW;
		case KEY_DOWN:
			if (p->nchoices > 0)
				p->sel = (p->sel + 1) % p->nchoices;
			return SCREEN_REDRAW;
		case KEY_ENTER:
			break;
		default:
			return SCREEN_UNHANDLED;
		}
	}
	if (enter)
		return p->sel < p->nchoices ? act(p, app, &p->choices[p->sel])
					    : SCREEN_HANDLED;
	if (!is_code && key == '\t') {
		/* As at the table: shown, even if hidden again, the step's
		 * action is recorded as done with a hint. */
		if (session_hints(p->ses)) {
			p->hint = !p->hint;
			if (p->hint)
				session_hint_shown(p->ses);
		}
		return SCREEN_REDRAW;
	}
	if (key > 0 && key < 128) {
		const struct choice *c = choices_find_key(p->choices,
			p->nchoices, (char)towlower((wint_t)key));

		if (c != NULL) {
			p->sel = (size_t)(c - p->choices);
			return act(p, app, c);
		}
	}
	return SCREEN_UNHANDLED;
}

static int proc_tick(struct screen *s, struct app *app)
{
	struct proc_screen *p = (struct proc_screen *)s;
	uint64_t ms = p->t_end != 0 ? p->t_end : proc_now(p);
	int64_t secs = (int64_t)(ms / 1000u);
	int limit = p->sc->scoring.time_limit;

	if (!p->ses_ok || secs == p->shown_secs)
		return SCREEN_HANDLED;
	/* An exam stops at its limit, as at the table: closed as timed
	 * out (not passed) and sealed.  A drill only shows the clock in
	 * red (the summary counts it). */
	if (p->exam && limit > 0 && used_ms(p) >= (int64_t)limit * 1000 &&
	    proc_can_act(p)) {
		p->time_up = true;
		p->confirm_quit = false;
		p->left = true;
		p->nchoices = 0;
		if (p->t_end == 0)
			p->t_end = proc_now(p) + 1;
		finish(p, true);
		summary_screen_open(app, p->ses);
	}
	return SCREEN_REDRAW;
}

static void proc_draw_screen(struct screen *s, struct app *app)
{
	struct proc_screen *p = (struct proc_screen *)s;

	(void)app;
	proc_draw(p);
}

static void proc_destroy(struct screen *s)
{
	struct proc_screen *p = (struct proc_screen *)s;

	finish(p, false);
	if (p->locked)
		p->st->exam_lock = false;
	if (p->ses != NULL)
		session_free(p->ses);
	free(p->ses);
	free(p->sc);
	free(p);
}

static const struct screen_ops proc_ops = {
	.name = "procedure",
	.draw = proc_draw_screen,
	.key = proc_key,
	.tick = proc_tick,
	.destroy = proc_destroy,
	.keys = proc_keys,
};

/* Starts the session; on failure p->error says why. */
static void start(struct proc_screen *p)
{
	struct diag err;
	char where[DIAG_FILE_MAX + DIAG_MESSAGE_MAX + 32];

	if (p->sc->procedure == PROCEDURE_NONE) {
		snprintf(p->error, sizeof p->error, "%s",
			 _("This scenario has no procedure to perform."));
		return;
	}
	p->ses = malloc(sizeof *p->ses);
	if (p->ses == NULL) {
		snprintf(p->error, sizeof p->error, "%s", _("Out of memory."));
		return;
	}
	memset(&err, 0, sizeof err);
	if (!session_init_scenario(p->ses, p->sc, paths_data_dir(), &err)) {
		diag_format(&err, where, sizeof where);
		snprintf(p->error, sizeof p->error, "%s", where);
		return;
	}
	p->ses_ok = true;
	p->deck_check = p->sc->procedure == PROCEDURE_DECK_CHECK;
	/* The deck-check drill hides one defect for the trainee to find
	 * (8.9.8), planted by the session: shown here, never planted. */
	p->planted = p->deck_check && session_deck_defect(p->ses, &p->defect);
	p->exam = p->sc->kind == SCENARIO_EXAM;
	if (p->exam && p->st != NULL && !p->st->exam_lock) {
		p->st->exam_lock = true;
		p->locked = true;
	}
	if (p->obs != NULL && p->obs->started != NULL &&
	    !p->obs->started(p->obs->ctx, p->ses))
		observer_failed(p);
	/* From here the session tells the recorder of every action; not
	 * before, for started() replays a resumed exam's recorded ones. */
	session_set_observer(p->ses, p->obs);
	session_mark(p->ses, proc_now(p));
	refresh_choices(p);
}

void procedure_screen_open(struct app *app, struct scenario *sc,
			   const struct session_observer *obs)
{
	struct proc_screen *p = calloc(1, sizeof *p);

	if (p == NULL) {
		free(sc);
		return;
	}
	p->base.ops = &proc_ops;
	p->sc = sc;
	p->obs = obs;
	p->st = app->data;
	p->t0 = clock_ms();
	p->shown_secs = -1;
	start(p);
	app_push(app, &p->base);
}
