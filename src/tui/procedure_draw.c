/* SPDX-License-Identifier: GPL-3.0-or-later */
/* procedure_draw.c: drawing the procedure screen (procedure_impl.h).
 *
 * At 80x24, from the top:
 *   0      the drill's title; the step, right answers and clock
 *   1..    the steps (done, current, to do, with their articles) on the
 *          left, the verdict and the step now due on the right; in a deck
 *          check, the decks laid out 4-3-1 under the steps
 *   ..     the choices for the step (as many rows as choices)
 *   -4..-2 how mixed the cards are against a random shoe, or what the
 *          deck check found (procedure_decks.c)
 *   -1     the keys */
#include "config.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include <ncursesw/curses.h>

#include "i18n.h"
#include "session/procedure_key.h"
#include "tui/app.h"
#include "tui/procedure_impl.h"
#include "tui/settings.h"
#include "base/text_width.h"

#define LEFT_X PROC_LEFT_X
#define LEFT_W PROC_LEFT_W
#define RIGHT_X 42
#define BOTTOM_ROWS 3
#define BAR_W 20

const char *proc_glyph(const char *uni, const char *ascii)
{
	return term_unicode() ? uni : ascii;
}

void proc_section_line(int y, const char *label)
{
	mvhline(y, 0, ACS_HLINE, COLS);
	if (label != NULL && label[0] != '\0') {
		attron(term_attr(STYLE_TITLE));
		mvaddstr(y, 2, " ");
		app_draw_text(y, 3, COLS - 6, label);
		addstr(" ");
		attroff(term_attr(STYLE_TITLE));
	}
}

int proc_styled_wrapped(int y, int x, int h, int w, int style,
			const char *text)
{
	int n;

	if (h <= 0)
		return 0;
	attron(term_attr(style));
	n = app_draw_wrapped(y, x, h, w, text);
	attroff(term_attr(style));
	return n;
}

/* The title bar: the drill's title and article on the left; on the right
 * the step, the right answers and the clock, as the table screen shows
 * them (time left when the scenario has a limit). */
static void draw_title(struct proc_screen *p)
{
	const struct procedure_run *run = session_procedure(p->ses);
	struct session_summary sum;
	uint64_t ms = p->t_end != 0 ? p->t_end : proc_now(p);
	int64_t secs = (int64_t)(ms / 1000u), left = -1, shown;
	char title[SCENARIO_TEXT_MAX + PROCEDURE_ARTICLE_MAX + 8];
	char status[192], part[64], clock[16];
	int sw, style = STYLE_TITLE;

	p->shown_secs = secs;
	session_summary(p->ses, &sum);
	if (sum.time_limit > 0) {
		left = (int64_t)sum.time_limit - secs;
		if (left < 0)
			left = 0;
	}
	status[0] = '\0';
	if (!session_over(p->ses)) {
		snprintf(part, sizeof part, _("Step %zu/%zu"), run->step + 1,
			 run->proc->nsteps);
		strcat(status, part);
		strcat(status, "  ");
	}
	snprintf(part, sizeof part, _("%d/%d right"), sum.right, sum.actions);
	strcat(status, part);
	strcat(status, "  ");
	shown = left >= 0 ? left : secs;
	snprintf(clock, sizeof clock, "%02d:%02d", (int)(shown / 60 % 100),
		 (int)(shown % 60));
	if (left >= 0)
		snprintf(part, sizeof part, _("Time left %s"), clock);
	else
		snprintf(part, sizeof part, _("Time %s"), clock);
	strcat(status, part);
	snprintf(title, sizeof title, "%s %s %s",
		 settings_pick_text(p->st, p->sc->title.es, p->sc->title.en),
		 proc_glyph("·", "-"), run->proc->article);
	sw = text_width(status);
	/* The procedure's article only where the whole of it fits. */
	if (text_width(title) > COLS - sw - 4)
		snprintf(title, sizeof title, "%s", settings_pick_text(p->st,
			 p->sc->title.es, p->sc->title.en));
	attron(term_attr(STYLE_TITLE));
	mvhline(0, 0, ' ', COLS);
	app_draw_text(0, 1, COLS - sw - 4, title);
	attroff(term_attr(STYLE_TITLE));
	/* The clock in red once an exam's time is nearly spent. */
	if ((left >= 0 && left < 60) || session_time_exceeded(p->ses))
		style = STYLE_BAD;
	attron(term_attr(style) | A_BOLD);
	app_draw_text(0, COLS - sw - 1, sw, status);
	attroff(term_attr(style) | A_BOLD);
}

/* The first article of a list ("8.7.1.1.14-15, 7.5.7-9" gives the
 * first), short. */
static void list_article(const char *article, char *buf, size_t size)
{
	const char *a = procview_short_article(article);
	size_t n = strcspn(a, ",");

	snprintf(buf, size, "%.*s", (int)n, a);
}

/* One line of the steps list, its article in a column aw wide. */
static void draw_step(const struct proc_screen *p, size_t i, int y, int aw)
{
	const struct procedure_run *run = session_procedure(p->ses);
	const struct procedure_step *s = &run->proc->steps[i];
	bool done = i < run->step, current = i == run->step
		&& proc_can_act(p);
	/* A step's name is known once done, or for the step due while its
	 * hint is up: never the steps to come. */
	bool reveal = done || (current && p->hint);
	int reps = s->params.repeat > 1 ? s->params.repeat : 1;
	char name[128], art[PROCEDURE_ARTICLE_MAX], num[8], reps_text[32];
	int nw = LEFT_W - 7 - aw, rw;
	const char *mark = " ";
	int style = STYLE_NORMAL;

	if (done && p->wrong[i]) {
		mark = proc_glyph("✗", "x");
		style = STYLE_BAD;
	} else if (done) {
		mark = proc_glyph("✓", "v");
		style = STYLE_GOOD;
	} else if (current) {
		mark = proc_glyph("▶", ">");
		style = STYLE_SELECTED;
	}
	reps_text[0] = '\0';
	if (reveal && current && reps > 1)
		snprintf(reps_text, sizeof reps_text, "%d/%d", run->rep + 1,
			 reps);
	snprintf(name, sizeof name, "%s", reveal ? procview_op_name(s->op)
						 : "?");
	if (reveal)
		list_article(s->article, art, sizeof art);
	else
		art[0] = '\0';
	snprintf(num, sizeof num, "%2zu", i + 1);
	attron(term_attr(style));
	if (current)
		mvhline(y, LEFT_X, ' ', LEFT_W);
	app_draw_text(y, LEFT_X, 1, mark);
	app_draw_text(y, LEFT_X + 2, 2, num);
	/* The repetitions stay in view; a long name gives way. */
	rw = text_width(reps_text);
	app_draw_text(y, LEFT_X + 5, rw > 0 ? nw - rw - 1 : nw, name);
	if (rw > 0)
		app_draw_text(y, LEFT_X + 5 + nw - rw, rw, reps_text);
	attroff(term_attr(style));
	attron(term_attr(current ? STYLE_SELECTED : STYLE_HINT));
	app_draw_text(y, LEFT_X + LEFT_W - aw - 1, aw, art);
	attroff(term_attr(current ? STYLE_SELECTED : STYLE_HINT));
}

/* The steps, scrolled to keep the current one in view; returns the rows
 * used. */
static int draw_steps(const struct proc_screen *p, int y, int h)
{
	const struct procedure_run *run = session_procedure(p->ses);
	size_t n = run->proc->nsteps, first = 0, shown;
	char art[PROCEDURE_ARTICLE_MAX];
	int aw = 0;

	if (h <= 0)
		return 0;
	/* One column for the articles, as wide as the widest (up to a
	 * third of the list). */
	for (size_t i = 0; i < n; i++) {
		list_article(run->proc->steps[i].article, art, sizeof art);
		if (text_width(art) > aw)
			aw = text_width(art);
	}
	if (aw > LEFT_W / 3)
		aw = LEFT_W / 3;
	if (n > (size_t)h && run->step >= (size_t)h / 2)
		first = run->step - (size_t)h / 2;
	if (n > (size_t)h && first > n - (size_t)h)
		first = n - (size_t)h;
	shown = n - first < (size_t)h ? n - first : (size_t)h;
	for (size_t k = 0; k < shown; k++)
		draw_step(p, first + k, y + (int)k, aw);
	return (int)shown;
}

/* The verdict of the last action; returns the rows used. */
static int draw_verdict(const struct proc_screen *p, int y, int x, int w,
			int h)
{
	const struct proc_last *l = &p->last;
	char line[CHOICE_LABEL_MAX + 128];
	int used = 0;

	if (!l->shown || h <= 0)
		return 0;
	if (l->right) {
		snprintf(line, sizeof line, _("%s Right: %s"),
			 proc_glyph("✓", "v"), l->given);
		return proc_styled_wrapped(y, x, h, w, STYLE_GOOD, line);
	}
	/* A later step chosen: the step taken named as such; the one left
	 * out is the correct step, named just below. */
	if (l->skipped_ahead)
		snprintf(line, sizeof line, _("%s Too early: %s comes later."),
			 proc_glyph("✗", "x"), l->given);
	else
		snprintf(line, sizeof line, _("%s Wrong: %s"), proc_glyph("✗", "x"),
			 l->given);
	used += proc_styled_wrapped(y + used, x, h - used, w, STYLE_BAD, line);
	/* The article first, where it is not broken across lines. */
	snprintf(line, sizeof line, _("The correct step (%s): %s"), l->article,
		 l->correct);
	attron(A_BOLD);
	used += app_draw_wrapped(y + used, x, h - used, w, line);
	attroff(A_BOLD);
	if (l->have_skip_mix) {
		/* TRANSLATORS: how mixed the cards would be had the step
		 * been left out: rising sequences, neighbour pairs kept. */
		snprintf(line, sizeof line,
			 _("Without it: %zu rising sequences, %zu neighbours kept."),
			 l->skip_mix.now.rising_sequences,
			 l->skip_mix.now.pairs_kept);
		used += proc_styled_wrapped(y + used, x, h - used, w, STYLE_CALL,
				       line);
	}
	used += app_draw_wrapped(y + used, x, h - used, w, l->explain);
	return used;
}

/* The remate: what the players offer, said before the trainee awards
 * (IPLyC 7.5.4, 8.7.1.1.12-13), and after "¿Alguien mejora la oferta?"
 * the improvements.  Returns the rows used. */
static int draw_offers(const struct procedure_run *run, int y, int x, int w,
		       int h)
{
	char line[160], amount[32];
	int used = 0;

	if (h <= 0)
		return 0;
	used += proc_styled_wrapped(y, x, h, w, STYLE_TITLE,
				    _("The first bank is up for auction. The players say:"));
	for (int i = 0; i < run->n_offers && used < h; i++) {
		snprintf(amount, sizeof amount, "%" PRId64,
			 run->offers[i].amount);
		/* TRANSLATORS: a seated player's bid in the remate of the
		 * first bank (IPLyC 7.5.4). */
		snprintf(line, sizeof line, _("Seat %d: \"I offer %s for the bank.\""),
			 run->offers[i].seat, amount);
		used += app_draw_wrapped(y + used, x, h - used, w, line);
	}
	if (!run->improve_asked)
		return used;
	if (run->n_improved == 0 && used < h)
		used += app_draw_wrapped(y + used, x, h - used, w,
					 _("Nobody improves the offer."));
	for (int i = 0; i < run->n_improved && used < h; i++) {
		snprintf(amount, sizeof amount, "%" PRId64,
			 run->improved[i].amount);
		/* TRANSLATORS: a better bid after "¿Alguien mejora la
		 * oferta?" (IPLyC 8.7.1.1.13). */
		snprintf(line, sizeof line, _("Seat %d: \"I improve it: %s.\""),
			 run->improved[i].seat, amount);
		used += app_draw_wrapped(y + used, x, h - used, w, line);
	}
	/* Asked again after the improvements (IPLyC 8.7.1.1.13). */
	if (run->improve_asked_again && run->n_improved > 0 && used < h)
		used += app_draw_wrapped(y + used, x, h - used, w,
					 _("Nobody improves the offer."));
	return used;
}

/* The step now due: its place, repetition and article, and (with hints)
 * what the regulation asks. */
static void draw_current(const struct proc_screen *p, int y, int x, int w,
			 int h)
{
	const struct procedure_run *run = session_procedure(p->ses);
	struct procedure_step s;
	char line[256];
	int reps, used;

	if (h <= 0 || !session_expected_step(p->ses, &s, &reps))
		return;
	if (s.op == PROCEDURE_OP_REMATE && run->n_offers > 0) {
		used = draw_offers(run, y, x, w, h);
		y += used + 1;
		h -= used + 1;
		if (h <= 0)
			return;
	}
	if (!p->hint) {
		if (session_hints(p->ses))
			snprintf(line, sizeof line,
				 _("Step %zu: which step comes now? (Tab: a hint, counted)"),
				 run->step + 1);
		else
			snprintf(line, sizeof line,
				 _("Step %zu: which step comes now?"),
				 run->step + 1);
		app_draw_wrapped(y, x, h, w, line);
		return;
	}
	if (s.params.repeat > 1)
		snprintf(line, sizeof line, _("Step %zu (%d of %d) · %s"),
			 run->step + 1, reps + 1, s.params.repeat, s.article);
	else
		snprintf(line, sizeof line, _("Step %zu · %s"), run->step + 1,
			 s.article);
	attron(term_attr(STYLE_TITLE));
	used = app_draw_wrapped(y, x, h, w, line);
	attroff(term_attr(STYLE_TITLE));
	proc_styled_wrapped(y + used, x, h - used, w, STYLE_HINT,
		       procedure_key_text(&s, procedure_key_lang()));
}

static void draw_right(const struct proc_screen *p, int y, int h)
{
	int x = RIGHT_X, w = COLS - RIGHT_X - 1, used;

	if (p->stopped) {
		proc_styled_wrapped(y, x, h, w, STYLE_BAD,
			       _("Your answers cannot be recorded, so the exam stops here: nothing after this point would count. Tell the examiner. Press Enter for the summary, q to leave."));
		return;
	}
	if (p->warned) {
		used = proc_styled_wrapped(y, x, h, w, STYLE_BAD,
					   _("The result could not be saved."));
		y += used;
		h -= used;
	}
	if (p->server_note[0] != '\0') {
		used = proc_styled_wrapped(y, x, h, w, STYLE_BAD,
					   p->server_note);
		y += used;
		h -= used;
	}
	used = draw_verdict(p, y, x, w, h);
	if (!proc_can_act(p)) {
		if (used > 0)
			used++;
		proc_styled_wrapped(y + used, x, h - used, w, STYLE_TITLE,
			       p->time_up ? _("Time is up.")
			       : !session_over(p->ses)
			       ? _("You left before the end.")
			       : p->deck_check
			       ? _("The deck check is complete.")
			       : _("The shoe is made and handed over."));
		return;
	}
	/* After a mistake the explanation has the room; in the remate the
	 * offers stay in sight below it, since the award is still due. */
	if (p->last.shown && !p->last.right) {
		const struct procedure_run *run = session_procedure(p->ses);
		struct procedure_step s;

		if (session_expected_step(p->ses, &s, NULL) &&
		    s.op == PROCEDURE_OP_REMATE && run->n_offers > 0 &&
		    h - used - 1 > 0)
			draw_offers(run, y + used + 1, x, w, h - used - 1);
		return;
	}
	if (used > 0)
		used++;
	draw_current(p, y + used, x, w, h - used);
}

static void draw_choices(const struct proc_screen *p, int y, int h)
{
	if (p->confirm_quit) {
		proc_styled_wrapped(y, 2, h, COLS - 4, STYLE_BAD, !p->exam
			? _("Leave before the end? Press q again to leave, any other key to stay.")
			: p->abandoning
			? _("Abandon the exam for good? It is closed and sealed as abandoned, not passed; nobody can resume it. Enter: abandon it. Esc: back to the exam.")
			: _("Leave the exam? Enter: pause it (it stays open; the supervisor's exam code resumes it, and the clock keeps running). Del: abandon it (asked again). Esc: back to the exam."));
		return;
	}
	if (p->stopped)
		return;
	if (!proc_can_act(p)) {
		app_draw_wrapped(y, 2, h, COLS - 4,
				 _("Press Enter for the summary: accuracy, time and every mistake with its article."));
		return;
	}
	for (size_t i = 0; i < p->nchoices && (int)i < h; i++) {
		const struct choice *c = &p->choices[i];
		char line[CHOICE_LABEL_MAX + 16];
		bool sel = i == p->sel;

		snprintf(line, sizeof line, "%c) %s", c->key, c->label);
		if (sel) {
			attron(term_attr(STYLE_SELECTED));
			mvhline(y + (int)i, 1, ' ', COLS - 2);
		}
		app_draw_text(y + (int)i, 2, COLS - 4, line);
		if (sel)
			attroff(term_attr(STYLE_SELECTED));
		else {
			attron(A_BOLD | A_UNDERLINE);
			mvaddch(y + (int)i, 2, (chtype)(unsigned char)c->key);
			attroff(A_BOLD | A_UNDERLINE);
		}
	}
}

static void draw_bar(int y, int x, double f)
{
	int fill = (int)(f * BAR_W + 0.5);

	app_draw_text(y, x, 1, "[");
	for (int i = 0; i < BAR_W; i++)
		app_draw_text(y, x + 1 + i, 1, i < fill ? proc_glyph("█", "#")
							 : proc_glyph("░", "."));
	app_draw_text(y, x + 1 + BAR_W, 1, "]");
}

static void mixing_row(int y, const char *label, size_t now, double random,
		       double f)
{
	char num[32], rnd[64], pct[16];

	snprintf(num, sizeof num, "%4zu", now);
	/* TRANSLATORS: the same measure's average over random shoes. */
	snprintf(rnd, sizeof rnd, _("random shoe %s%.0f"), proc_glyph("≈", "~"),
		 random);
	snprintf(pct, sizeof pct, "%3.0f%%", f * 100.0);
	app_draw_text(y, 2, 22, label);
	app_draw_text(y, 25, 5, num);
	attron(term_attr(STYLE_HINT));
	app_draw_text(y, 31, 18, rnd);
	attroff(term_attr(STYLE_HINT));
	draw_bar(y, 50, f);
	app_draw_text(y, 73, 5, pct);
}

static void draw_mixing(const struct proc_screen *p, int y)
{
	struct procedure_mixing m;
	enum procview_mix level;

	proc_section_line(y - 1, _("How mixed the cards are (against a random shoe)"));
	if (procedure_mixing(session_procedure(p->ses), &m) != STATUS_OK)
		return;
	mixing_row(y, _("Rising sequences"), m.now.rising_sequences,
		   m.random_rising, procview_rising_fraction(&m));
	mixing_row(y + 1, _("Neighbours kept"), m.now.pairs_kept,
		   m.random_pairs, procview_pairs_fraction(&m));
	level = procview_mix_level(&m);
	proc_styled_wrapped(y + 2, 2, 1, COLS - 4,
		       level == PROCVIEW_WELL ? STYLE_GOOD
		       : level == PROCVIEW_PARTLY ? STYLE_CALL : STYLE_BAD,
		       procview_mix_words(level));
}

static void draw_error(const struct proc_screen *p)
{
	app_draw_frame(_("Making the shoe"), _("q: back"));
	proc_styled_wrapped(2, 2, 2, COLS - 4, STYLE_BAD,
		       _("This procedure cannot be opened:"));
	app_draw_wrapped(4, 2, LINES - 6, COLS - 4, p->error);
}

void proc_draw(struct proc_screen *p)
{
	int crows, top_h, choices_y, used;

	if (!p->ses_ok) {
		draw_error(p);
		return;
	}
	app_draw_frame("", !proc_can_act(p)
		       ? _("Enter: the summary  ?: keys  q: back")
		       : _("letter or Enter: perform a step  Up/Down: choose  ?: keys  q: leave"));
	draw_title(p);
	crows = p->nchoices > 2 ? (int)p->nchoices : 2;
	choices_y = LINES - 2 - BOTTOM_ROWS - crows;
	top_h = choices_y - 1 - 1;
	used = draw_steps(p, 1, top_h);
	if (p->deck_check)
		proc_draw_pyramid(p, 1 + used + 1, top_h - used - 1);
	draw_right(p, 1, top_h);
	proc_section_line(choices_y - 1, !proc_can_act(p) ? ""
		     : _("The next step"));
	draw_choices(p, choices_y, crows);
	if (p->deck_check)
		proc_draw_deck_findings(p, LINES - 1 - BOTTOM_ROWS);
	else
		draw_mixing(p, LINES - 1 - BOTTOM_ROWS);
}
