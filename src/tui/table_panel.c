/* SPDX-License-Identifier: GPL-3.0-or-later */
/* table_panel.c: the lower panel of the table screen — the choices of
 * the step with their keys, the payment being typed, the hint, a mistake
 * explained with its article, the question before leaving, the end — and
 * the scenario's instructions over the table. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <ncursesw/curses.h>

#include "i18n.h"
#include "session/skill_of.h"
#include "tui/app.h"
#include "tui/table_impl.h"

static void styled(int y, int x, int width, enum term_style style, int extra,
		   const char *text)
{
	int attr = term_attr(style) | extra;

	attron(attr);
	/* Never cut without saying so. */
	table_draw_cut(y, x, width, text);
	attroff(attr);
}

static int styled_wrapped(int y, int x, int height, int width,
			  enum term_style style, int extra, const char *text)
{
	int attr = term_attr(style) | extra, n;

	attron(attr);
	n = app_draw_wrapped(y, x, height, width, text);
	attroff(attr);
	return n;
}

const char *table_key_hint(const struct table_screen *t, char *buf,
			   size_t size)
{
	size_t len;

	switch (t->mode) {
	case TABLE_INTRO:
		return _("Enter: start  ?: keys  q: leave");
	case TABLE_AMOUNT:
		if (t->sel < t->n_choices &&
		    choice_totals_typed(&t->choices[t->sel].action))
			return _("digits: Banca's total, then Punto's  Backspace: erase  Enter: call  Esc: back");
		return _("digits: the amount  Backspace: erase  Enter: pay  Esc: back");
	case TABLE_CHIPS:
		return _("letter: a chip (4N: four)  Backspace: take back  Enter: hand over  Esc: back");
	case TABLE_VERDICT:
		return _("any key: go on  ?: keys");
	case TABLE_CONFIRM:
		if (t->exam)
			return t->abandoning
				? _("Enter: abandon it  Esc: back to the exam")
				: _("Enter: pause  Del: abandon  Esc: back to the exam");
		return _("Enter or y: leave  Esc or n: stay");
	case TABLE_DONE:
		return _("s: the summary again  q: back");
	case TABLE_PLAY:
		break;
	}
	/* Only the keys that work now: an action's own key wins over
	 * the screen's (i is also "¿Alguien mejora la oferta?"). */
	len = (size_t)snprintf(buf, size, "%s", _("key or Up/Down+Enter: act"));
	if (session_hints(t->ses) && len < size)
		len += (size_t)snprintf(buf + len, size - len, "  %s",
					_("Tab: hint"));
	if (choices_find_key(t->choices, t->n_choices, 'i') == NULL &&
	    len < size)
		len += (size_t)snprintf(buf + len, size - len, "  %s",
					_("i: instructions"));
	if (len < size)
		snprintf(buf + len, size - len, "  %s", _("?: keys  q: leave"));
	return buf;
}

/* The scenario's title and instructions in a box over the table. */
static void draw_intro(const struct table_screen *t)
{
	char title[SCENARIO_TEXT_MAX + 64], buf[1024], line[256];
	const char *text = table_instructions(t, buf, sizeof buf);
	int width = COLS - 4 > 76 ? 76 : COLS - 4;
	int x = (COLS - width) / 2, top = 2, bottom = LINES - 2;
	int y = top + 1;

	/* Over the table: it is a page to read before play. */
	for (int r = top; r <= bottom; r++)
		mvhline(r, 0, ' ', COLS);
	attron(A_BOLD);
	mvhline(top, x - 1, ACS_HLINE, width + 2);
	attroff(A_BOLD);
	table_title(t, title, sizeof title);
	y += styled_wrapped(y, x + 1, 2, width - 2, STYLE_TITLE, A_BOLD, title);
	y++;
	y += app_draw_wrapped(y, x + 1, bottom - y - 3, width - 2, text);
	y++;
	if (t->sc != NULL && y < bottom - 1) {
		char clock[32];
		size_t len = 0;

		line[0] = '\0';
		if (t->sc->scoring.pass_mark > 0)
			len += (size_t)snprintf(line + len, sizeof line - len,
					_("Pass mark: %d%%. "),
					t->sc->scoring.pass_mark);
		if (t->sc->scoring.time_limit > 0 && len < sizeof line) {
			table_clock_text((int64_t)t->sc->scoring.time_limit * 1000,
					 clock, sizeof clock);
			len += (size_t)snprintf(line + len, sizeof line - len,
					_("Time limit: %s. "), clock);
		}
		if (len < sizeof line)
			snprintf(line + len, sizeof line - len, "%s",
				 session_hints(t->ses) ? _("Hints: Tab.")
						       : _("No hints."));
		y += styled_wrapped(y, x + 1, 2, width - 2, STYLE_HINT, 0, line);
	}
	y = y + 1 < bottom - 1 ? y + 1 : bottom - 1;
	styled(y, x + 1, width - 2, STYLE_GOOD, A_BOLD,
	       _("Press Enter to start."));
	attron(A_BOLD);
	mvhline(y + 1, x - 1, ACS_HLINE, width + 2);
	attroff(A_BOLD);
}

/* The verdict on a mistake: what was done, what was due and why. */
static void draw_verdict(const struct table_screen *t, int y, int bottom)
{
	const struct verdict *v = &t->verdict;
	char expected[ACTION_TEXT_MAX], line[ACTION_TEXT_MAX + 128];
	char why[2048];
	int w = table_cols() - 4;

	struct game_action due = v->expected;

	/* A card dealt face down is not named (IPLyC 7.6.5), here either:
	 * it is seen on the table once turned. */
	if (due.kind == GAME_ACT_COUP &&
	    session_rules(t->ses)->banking == BANKING_PLAYER &&
	    (due.step == COUP_DEAL_TO_PUNTO || due.step == COUP_DEAL_TO_BANCA))
		due.card = 0;
	session_action_text(t->ses, &due, expected, sizeof expected);
	snprintf(line, sizeof line, v->wrong_amount
		 ? _("Wrong amount. You: %s")
		 : v->wrong_chips ? _("Wrong chips. You: %s")
		 : _("Not that. You: %s"), t->given_text);
	y += styled_wrapped(y, 2, 2, w, STYLE_BAD, A_BOLD, line);
	snprintf(line, sizeof line, _("Correct: %s"), expected);
	y += styled_wrapped(y, 2, 2, w, STYLE_GOOD, A_BOLD, line);
	session_explain(t->ses, v, why, sizeof why);
	if (y < bottom)
		y += app_draw_wrapped(y, 2, bottom - y, w, why);
	styled(y + 1 < bottom ? y + 1 : bottom, 2, w, STYLE_HINT, 0,
	       _("Play goes on from the correct action. Press any key."));
}

/* The question before leaving, each key with what it does; an exam's
 * abandon is asked again (table_input.c). */
static void draw_confirm(const struct table_screen *t, int y, int bottom)
{
	const char *q = t->practice
		? _("Leave practice? Your summary comes next.")
		: _("Leave this scenario? Your summary comes next.");
	int w = table_cols() - 4;

	if (t->exam && t->abandoning) {
		y += styled_wrapped(y, 2, bottom - y, w, STYLE_BAD, A_BOLD,
				    _("Abandon the exam for good? It is closed"
				      " and sealed as abandoned, not passed;"
				      " nobody can resume it."));
		styled_wrapped(y, 2, bottom - y, w, STYLE_HINT, 0,
			       _("Enter: abandon it.  Esc: back to the"
				 " exam."));
		return;
	}
	if (t->exam) {
		y += styled_wrapped(y, 2, bottom - y, w, STYLE_SELECTED,
				    A_BOLD, _("Leave the exam?"));
		y += styled_wrapped(y, 2, bottom - y, w, STYLE_NORMAL, 0,
				    _("Enter: pause it. It stays open, the"
				      " supervisor's exam code resumes it, and"
				      " the clock keeps running."));
		y += styled_wrapped(y, 2, bottom - y, w, STYLE_NORMAL, 0,
				    _("Del: abandon it (asked again)."));
		styled_wrapped(y, 2, bottom - y, w, STYLE_HINT, 0,
			       _("Esc: back to the exam."));
		return;
	}
	styled(y, 2, w, STYLE_SELECTED, A_BOLD, q);
	styled(y + 1, 2, w, STYLE_HINT, 0,
	       _("Enter or y: leave   Esc or n: stay"));
}

static void draw_done(const struct table_screen *t, int y)
{
	struct session_summary sum;
	char line[256];

	session_summary(t->ses, &sum);
	if (t->exam)
		/* No running score in an exam (table_draw.c). */
		snprintf(line, sizeof line, t->left
			 ? ngettext("You left the exam after %d action.",
				    "You left the exam after %d actions.",
				    (unsigned long)sum.all_actions)
			 : ngettext("Exam finished: %d action.",
				    "Exam finished: %d actions.",
				    (unsigned long)sum.all_actions),
			 sum.all_actions);
	else
		snprintf(line, sizeof line,
			 t->left ? ngettext("You left: %d of %d action right.",
					    "You left: %d of %d actions right.",
					    (unsigned long)sum.all_actions)
				 : ngettext("Finished: %d of %d action right.",
					    "Finished: %d of %d actions right.",
					    (unsigned long)sum.all_actions),
			 sum.all_right, sum.all_actions);
	styled(y, 2, table_cols() - 4, STYLE_TITLE, A_BOLD, line);
	styled(y + 1, 2, table_cols() - 4, STYLE_HINT, 0,
	       _("s or Enter: the summary again   q: back"));
}

/* "Your action (Dealing: 3/4 right):" */
static void draw_header(const struct table_screen *t, int y)
{
	struct session_summary sum;
	struct game_action e;
	char line[256];
	enum skill k = SKILL__COUNT;

	if (session_expected(t->ses, &e) == STATUS_OK)
		k = skill_of_action(&e);
	session_summary(t->ses, &sum);
	if ((unsigned)k < SKILL__COUNT && t->exam &&
	    !session_replaying(t->ses))
		snprintf(line, sizeof line, _("Your action (%s):"),
			 skill_name(k));
	else if ((unsigned)k < SKILL__COUNT)
		snprintf(line, sizeof line, _("Your action (%s: %d/%d right):"),
			 skill_name(k), sum.skill[k].right,
			 sum.skill[k].actions);
	else
		snprintf(line, sizeof line, "%s", _("Your action:"));
	styled(y, 1, table_cols() - 2, STYLE_HINT, A_BOLD, line);
}

/* Two choices may read the same ("¡No 5!" is Punto standing on 5 by
 * the table and the croupier's call when he turned the cards): a few
 * words tell them apart. */
static const char *aside(const struct choice *c)
{
	if (c->procedure || c->action.kind != GAME_ACT_COUP)
		return NULL;
	switch (c->action.step) {
	case COUP_PUNTO_STANDS:
		return _("Punto stands by the table");
	case COUP_CALL_NO_FIVE:
		return _("the croupier turned the cards: no voluntad");
	case COUP_PUNTO_DRAWS:
		return _("Punto draws by the table");
	case COUP_RATIFY_PIDE:
	case COUP_RATIFY_PLANTA:
		return _("the holder's answer ratified");
	default:
		break;
	}
	return NULL;
}

static bool label_repeated(const struct table_screen *t, size_t i)
{
	for (size_t j = 0; j < t->n_choices; j++)
		if (j != i && strcmp(t->choices[j].label,
				     t->choices[i].label) == 0)
			return true;
	return false;
}

static void draw_amount_field(const struct table_screen *t, int y)
{
	char line[64];

	snprintf(line, sizeof line, _("Amount: %s_"), t->amount.digits);
	styled(y, 6, table_cols() - 8, STYLE_SELECTED, A_BOLD, line);
}

/* The lines choice i takes: its label wrapped whole when the list fits
 * that way (anomaly rulings differ only in their tails), else one. */
/* A choice's words, with the aside that tells two alike apart. */
static void label_of(const struct table_screen *t, size_t i, char *buf,
		     size_t size)
{
	const struct choice *c = &t->choices[i];

	snprintf(buf, size, "%s", c->label);
	if (label_repeated(t, i) && aside(c) != NULL) {
		size_t len = strlen(buf);

		snprintf(buf + len, size - len, "  (%s)", aside(c));
	}
}

static int choice_lines(const struct table_screen *t, size_t i, bool wrap)
{
	char label[CHOICE_LABEL_MAX + 200];

	if (!wrap)
		return 1;
	label_of(t, i, label, sizeof label);
	return table_wrapped_lines(label, table_cols() - 8);
}

/* Whether every choice fits whole in rows lines (with the amount field
 * when one is typed). */
static bool choices_wrap(const struct table_screen *t, int rows)
{
	int need = t->mode == TABLE_AMOUNT || t->mode == TABLE_CHIPS;

	for (size_t i = 0; i < t->n_choices; i++)
		need += choice_lines(t, i, true);
	return need <= rows;
}

static int table_choices_lines(const struct table_screen *t)
{
	int need = 0;

	for (size_t i = 0; i < t->n_choices; i++)
		need += choice_lines(t, i, true);
	return need;
}

/* rows lines for the choices; while a payment is typed its field takes
 * the line under the chosen one (rows counts it).  Labels are wrapped
 * whole when they all fit so; else each is cut with an ellipsis and the
 * chosen one is shown whole below (draw_play). */
static void draw_choices(const struct table_screen *t, int y, int rows)
{
	bool field = t->mode == TABLE_AMOUNT || t->mode == TABLE_CHIPS;
	bool wrap = choices_wrap(t, rows);
	size_t first = 0, shown = (size_t)(rows - field);
	int w = table_cols() - 4, end = y + rows;

	if (rows <= field)
		return;
	if (!wrap && t->sel >= shown)
		first = t->sel - shown + 1;
	for (size_t i = first; i < t->n_choices && y < end; i++, y++) {
		const struct choice *c = &t->choices[i];
		bool sel = i == t->sel;
		char key[8], label[CHOICE_LABEL_MAX + 200];
		int attr = sel ? term_attr(STYLE_SELECTED) : (int)A_NORMAL;
		int lines = choice_lines(t, i, wrap);

		label_of(t, i, label, sizeof label);
		attron(attr);
		for (int k = 0; k < lines && y + k < end; k++)
			mvhline(y + k, 1, ' ', table_cols() - 2);
		app_draw_text(y, 1, 1, sel ? ">" : " ");
		attroff(attr);
		snprintf(key, sizeof key, "%c", c->key);
		attron(attr | A_BOLD | A_UNDERLINE);
		app_draw_text(y, 3, 1, key);
		attroff(A_BOLD | A_UNDERLINE);
		attron(attr);
		if (wrap)
			y += app_draw_wrapped(y, 6, end - y, w - 4, label) - 1;
		else
			table_draw_cut(y, 6, w - 4, label);
		attroff(attr);
		if (sel && field && y + 1 < end && t->mode == TABLE_CHIPS)
			table_chips_draw_field(t, ++y, 6);
		else if (sel && field && y + 1 < end)
			draw_amount_field(t, ++y);
	}
}

/* The choices with the header, the note, the hint and the field, as
 * many as fit. */
static void draw_play(const struct table_screen *t, int y, int bottom)
{
	char words[ACTION_TEXT_MAX], line[ACTION_TEXT_MAX + 64];
	struct game_action e;
	int rows = (int)t->n_choices, left;
	bool field = t->mode == TABLE_AMOUNT || t->mode == TABLE_CHIPS;

	if (t->note[0] != '\0') {
		styled(y++, 1, table_cols() - 2, t->note_style, A_BOLD, t->note);
	}
	if (t->hint && session_hints(t->ses) &&
	    session_expected(t->ses, &e) == STATUS_OK) {
		session_action_text(t->ses, &e, words, sizeof words);
		snprintf(line, sizeof line, _("Hint: %s"), words);
		y += styled_wrapped(y, 1, 2, table_cols() - 2, STYLE_CALL, 0, line);
	}
	left = bottom - y + 1;
	if (rows + field + 1 <= left)
		draw_header(t, y++);
	rows += field;
	left = bottom - y + 1;
	if (rows > left)
		rows = left;
	{
		/* Wrapped whole when they all fit, one line each else. */
		int want = table_choices_lines(t) + field;

		if (want <= left)
			rows = want;
	}
	draw_choices(t, y, rows);
	y += rows;
	/* A long label cut on its line is shown whole below when there is
	 * room (the rulings of anomalies are sentences). */
	if (t->n_choices > 0 && y < bottom && !choices_wrap(t, rows) &&
	    (int)strlen(t->choices[t->sel].label) > table_cols() - 8)
		styled_wrapped(y + 1, 6, bottom - y, table_cols() - 8, STYLE_HINT, 0,
			       t->choices[t->sel].label);
}

int table_panel_need(const struct table_screen *t)
{
	int need;

	switch (t->mode) {
	case TABLE_PLAY:
	case TABLE_AMOUNT:
	case TABLE_CHIPS:
		need = 1 + table_choices_lines(t) + (t->mode == TABLE_AMOUNT ||
						     t->mode == TABLE_CHIPS);
		need += t->note[0] != '\0';
		need += t->hint && session_hints(t->ses) ? 2 : 0;
		return need;
	case TABLE_VERDICT:
		return 9;
	case TABLE_CONFIRM:
		/* An exam's four lines, each wrapped at 80 columns. */
		return t->exam ? 8 : 3;
	case TABLE_DONE:
		return 3;
	case TABLE_INTRO:
	default:
		break;
	}
	return 0;
}

void table_panel_draw(const struct table_screen *t, int y)
{
	int bottom = LINES - 2;

	switch (t->mode) {
	case TABLE_INTRO:
		draw_intro(t);
		break;
	case TABLE_PLAY:
	case TABLE_AMOUNT:
	case TABLE_CHIPS:
		draw_play(t, y, bottom);
		break;
	case TABLE_VERDICT:
		draw_verdict(t, y, bottom);
		break;
	case TABLE_CONFIRM:
		if (t->note[0] != '\0')
			styled(y, 1, table_cols() - 2, t->note_style, A_BOLD, t->note);
		draw_confirm(t, y + 1, bottom);
		break;
	case TABLE_DONE:
		if (t->note[0] != '\0')
			styled(y, 1, table_cols() - 2, t->note_style, A_BOLD, t->note);
		draw_done(t, y + 1);
		break;
	}
}
