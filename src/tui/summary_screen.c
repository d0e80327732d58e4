/* SPDX-License-Identifier: GPL-3.0-or-later */
/* summary_screen.c: the summary of a session; see summary_screen.h. */
#include "config.h"

#include "tui/summary_screen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <ncursesw/curses.h>

#include "i18n.h"
#include "session/explain.h"
#include "session/procedure_key.h"
#include "session/session.h"
#include "session/skill_of.h"
#include "tui/app.h"
#include "tui/settings.h"
#include "tui/table_model.h"
#include "tui/keys.h"
#include "tui/lesson_next.h"

struct summary_screen {
	struct screen base;
	struct session *ses;
	const struct game_action *given;
	size_t n_given;
	size_t sel;                     /* the mistake selected */
	char message[256];
	char next[1024];                /* a lesson's: what comes next */
};

static const struct key_help summary_keys[] = {
	{ N_("Up, Down"), N_("choose a mistake") },
	{ N_("r, Enter"), N_("replay the coup of that mistake on the table") },
	{ N_("q, Esc"), N_("close the summary") },
	{ N_("?"), N_("this help") },
	{ NULL, NULL },
};

/* An exam's summary gives nothing of its key: no expected action, no
 * explanation, no replay; the trainee sees them once the supervisor has
 * reviewed the attempt and released it (crupier results release). */
static bool sealed_key(const struct session *s)
{
	return s->sc != NULL && s->sc->kind == SCENARIO_EXAM;
}

static size_t count_mistakes(const struct session *s)
{
	size_t n = 0;

	while (session_mistake(s, n) != NULL)
		n++;
	return n;
}

static size_t record_index(const struct session *s,
			   const struct session_record *r)
{
	return (size_t)(r - session_record(s, 0));
}

/* A procedure's step by its operation's key (and article, when given). */
static const struct procedure_step *step_by_key(const struct session *s,
						const char *key,
						const char *article)
{
	const struct procedure_step *found = NULL;

	if (key == NULL || session_kind(s) != SESSION_PROCEDURE)
		return NULL;
	for (size_t i = 0; i < s->proc.nsteps; i++) {
		const struct procedure_step *p = &s->proc.steps[i];

		if (strcmp(procedure_op_key(p->op), key) != 0)
			continue;
		if (article == NULL || strcmp(p->article, article) == 0)
			return p;
		if (found == NULL)
			found = p;
	}
	return found;
}

static void expected_text(const struct session *s,
			  const struct session_record *r, char *buf,
			  size_t size)
{
	const struct procedure_step *p;

	if (session_kind(s) != SESSION_PROCEDURE) {
		session_action_text(s, &r->expected, buf, size);
		return;
	}
	p = step_by_key(s, r->expected_key, r->article);
	snprintf(buf, size, "%s", p != NULL
		 ? procedure_key_text(p, procedure_key_lang())
		 : r->expected_key != NULL ? r->expected_key : "-");
}

static void given_text(const struct summary_screen *m,
		       const struct session_record *r, char *buf, size_t size)
{
	const struct session *s = m->ses;
	size_t i = record_index(s, r);
	const struct procedure_step *p;
	struct game_action a;

	if (session_kind(s) == SESSION_PROCEDURE) {
		p = step_by_key(s, r->given_key, NULL);
		snprintf(buf, size, "%s", p != NULL
			 ? procedure_key_text(p, procedure_key_lang())
			 : r->given_key != NULL ? r->given_key : "-");
		return;
	}
	if (m->given != NULL && i < m->n_given &&
	    m->given[i].kind != GAME_ACT_WAIT) {
		session_action_text(s, &m->given[i], buf, size);
		return;
	}
	if (r->wrong_amount) {
		a = r->expected;
		a.amount = r->given_amount;
		session_action_text(s, &a, buf, size);
		return;
	}
	snprintf(buf, size, "%s", r->given_key != NULL ? r->given_key : "-");
}

static void explain(const struct session *s, const struct session_record *r,
		    char *buf, size_t size)
{
	const struct procedure_step *p, *g;
	struct verdict v;

	memset(&v, 0, sizeof v);
	v.rule = r->rule;
	v.skill = r->skill;
	v.coup = r->coup;
	v.right = r->right;
	snprintf(v.article, sizeof v.article, "%s", r->article);
	p = step_by_key(s, r->expected_key, r->article);
	g = step_by_key(s, r->given_key, NULL);
	if (p != NULL) {
		v.expected_op = p->op;
		v.expected_params = p->params;
	}
	/* The step taken, as the procedure has it (the record keeps its
	 * operation, not its figures), and where it lies against the step
	 * due: never an operation the trainee was not shown. */
	if (p != NULL && g != NULL) {
		v.given_op = g->op;
		v.given_params = g->op == p->op ? p->params : g->params;
		v.given_where = g > p ? 1 : g < p ? -1 : 0;
	} else {
		v.right = true; /* nothing known of it to compare */
	}
	session_explain(s, &v, buf, size);
}

static void styled(int y, int x, int width, enum term_style style, int extra,
		   const char *text)
{
	int attr = term_attr(style) | extra;

	attron(attr);
	app_draw_text(y, x, width, text);
	attroff(attr);
}

/* A line that wraps rather than being cut: the lines it took. */
static int styled_wrapped(int y, int height, enum term_style style,
			  int extra, const char *text)
{
	int attr = term_attr(style) | extra, n;

	attron(attr);
	n = app_draw_wrapped(y, 2, height, COLS - 4, text);
	attroff(attr);
	return n;
}

/* Whether the session has a verdict to give (a pass mark somewhere). */
static bool has_marks(const struct session_summary *sum)
{
	if (sum->pass_mark > 0)
		return true;
	for (int k = 0; k < SKILL__COUNT; k++)
		if (sum->skill[k].examined && sum->skill[k].pass_mark > 0)
			return true;
	return false;
}

/* The verdict with its reason, the score, the critical errors against
 * those allowed, the actions and the time; returns the next line.  The
 * percents are rounded down (session_verdict.c): 100% only without a
 * mistake. */
static int draw_score(const struct session_summary *sum, int y)
{
	char line[512], verdict[384], clock[32], limit[32];

	if (has_marks(sum)) {
		session_verdict_text(sum, verdict, sizeof verdict);
		/* TRANSLATORS: the score, the pass mark, the verdict with its
		 * reason. */
		snprintf(line, sizeof line, _("Score %d%%, pass mark %d%%: %s"),
			 session_score_percent(sum->score), sum->pass_mark,
			 verdict);
		y += styled_wrapped(y, 3, sum->passed ? STYLE_GOOD : STYLE_BAD,
		       A_BOLD, line);
	} else {
		snprintf(line, sizeof line, _("Score %d%%"),
			 session_score_percent(sum->score));
		y += styled_wrapped(y, 3, STYLE_TITLE, A_BOLD, line);
	}
	if (sum->max_critical >= 0)
		snprintf(line, sizeof line, _("Critical errors: %d of %d allowed."),
			 sum->critical, sum->max_critical);
	else
		snprintf(line, sizeof line, _("Critical errors: %d (no limit)."),
			 sum->critical);
	y += styled_wrapped(y, 3, sum->max_critical >= 0 &&
	       sum->critical > sum->max_critical ? STYLE_BAD : STYLE_NORMAL,
	       0, line);
	table_clock_text(sum->total_ms, clock, sizeof clock);
	if (sum->time_limit > 0) {
		table_clock_text((int64_t)sum->time_limit * 1000, limit,
				 sizeof limit);
		snprintf(line, sizeof line, sum->timed_out
			 ? _("TIMED OUT at the limit of %4$s: %1$d of %2$d right in %3$s; not passed.")
			 : sum->time_exceeded
			 ? ngettext("%d of %d action right in %s: over the time limit of %s.",
				    "%d of %d actions right in %s: over the time limit of %s.",
				    (unsigned long)sum->actions)
			 : ngettext("%d of %d action right in %s, within the time limit of %s.",
				    "%d of %d actions right in %s, within the time limit of %s.",
				    (unsigned long)sum->actions),
			 sum->right, sum->actions, clock, limit);
	} else {
		snprintf(line, sizeof line,
			 ngettext("%d of %d action right in %s.",
				  "%d of %d actions right in %s.",
				  (unsigned long)sum->actions),
			 sum->right, sum->actions, clock);
	}
	y += styled_wrapped(y, 3, sum->time_exceeded ? STYLE_BAD : STYLE_NORMAL,
	       0, line);
	if (sum->hints > 0) {
		snprintf(line, sizeof line, ngettext(
			"%d action done after a hint (%d free): not counted right.",
			"%d actions done after a hint (%d free): not counted right.",
			(unsigned long)sum->hints), sum->hints, sum->free_hints);
		y += styled_wrapped(y, 3, STYLE_HINT, 0, line);
	}
	if (sum->unexamined > 0) {
		snprintf(line, sizeof line, ngettext(
			"%d action of a skill this scenario does not examine: not scored.",
			"%d actions of skills this scenario does not examine: not scored.",
			(unsigned long)sum->unexamined), sum->unexamined);
		y += styled_wrapped(y, 3, STYLE_HINT, 0, line);
	}
	return y;
}

/* One line a skill: name, right/actions, a bar, accuracy against its
 * mark, reached or not, median time. */
static int draw_skills(const struct session_summary *sum, int y, int max_y)
{
	/* At 80 columns every header and mark whole: "100% NOT reached"
	 * takes 16, "Median time" 11. */
	int name_w = COLS >= 100 ? 30 : 22, bar_w = COLS >= 100 ? 30 : 10;
	int x_right = 2 + name_w + 1, x_bar = x_right + 8;
	int x_mark = x_bar + bar_w + 6, x_med = x_mark + 17;
	bool uni = term_unicode(), marks = has_marks(sum);

	styled(y, 2, name_w, STYLE_HINT, A_UNDERLINE, _("Skill"));
	styled(y, x_right, 7, STYLE_HINT, A_UNDERLINE, _("Right"));
	styled(y, x_bar, bar_w + 5, STYLE_HINT, A_UNDERLINE, _("Accuracy"));
	if (marks)
		styled(y, x_mark, 16, STYLE_HINT, A_UNDERLINE, _("Mark"));
	styled(y, x_med, COLS - x_med - 1, STYLE_HINT, A_UNDERLINE,
	       _("Median time"));
	y++;
	for (int k = 0; k < SKILL__COUNT && y <= max_y; k++) {
		const struct skill_summary *s = &sum->skill[k];
		char cell[64], bar[256], secs[32];

		if (s->actions == 0 || !s->examined)
			continue;
		app_draw_text(y, 2, name_w, skill_name((enum skill)k));
		snprintf(cell, sizeof cell, "%d/%d", s->right, s->actions);
		app_draw_text(y, x_right, 7, cell);
		table_bar(s->accuracy, bar_w, uni ? "█" : "#", uni ? "░" : ".",
			  bar, sizeof bar);
		styled(y, x_bar, bar_w, s->passed ? STYLE_GOOD : STYLE_BAD, 0,
		       bar);
		snprintf(cell, sizeof cell, "%3d%%",
			 session_percent(s->right, s->actions));
		app_draw_text(y, x_bar + bar_w + 1, 5, cell);
		if (marks) {
			/* TRANSLATORS: a skill's pass mark and whether it
			 * was reached, in at most 15 columns. */
			snprintf(cell, sizeof cell, s->passed ? _("%d%% reached")
				 : _("%d%% NOT reached"), s->pass_mark);
			styled(y, x_mark, 16, s->passed ? STYLE_GOOD
			       : STYLE_BAD, s->passed ? 0 : A_BOLD, cell);
		}
		table_seconds_text(s->median_ms, secs, sizeof secs);
		snprintf(cell, sizeof cell, _("%s s"), secs);
		app_draw_text(y, x_med, COLS - x_med - 1, cell);
		y++;
	}
	return y;
}

/* Marks a mistake that is critical, or not scored (a skill the
 * scenario does not examine), in front of its line. */
static void mistake_tag(const struct session_summary *sum,
			const struct session_record *r, char *line,
			size_t size)
{
	char copy[ACTION_TEXT_MAX * 2 + 128];
	const char *tag = NULL;

	/* A critical error counts whichever skills are examined. */
	if (r->critical)
		tag = _("CRITICAL");
	else if ((unsigned)r->skill < SKILL__COUNT &&
		 !sum->skill[r->skill].examined)
		tag = _("not scored");
	if (tag == NULL)
		return;
	snprintf(copy, sizeof copy, "%s", line);
	/* TRANSLATORS: a tag ("CRITICAL") and a mistake's line. */
	snprintf(line, size, _("[%s] %s"), tag, copy);
}

/* An exam's mistakes: where they are, never what was due. */
static void draw_sealed_mistakes(const struct summary_screen *m,
				 const struct session_summary *sum, int y,
				 int bottom)
{
	const struct session *s = m->ses;
	size_t n = count_mistakes(s), k;
	char line[256];

	y += app_draw_wrapped(y, 2, bottom - y + 1, COLS - 4,
			      _("The answer key and the explanations of the"
				" mistakes are shown once the supervisor has"
				" reviewed this attempt and released it."));
	for (k = 0; k < n && y <= bottom; k++, y++) {
		const struct session_record *r = session_mistake(s, k);

		/* TRANSLATORS: a mistake of an exam: its coup and skill. */
		snprintf(line, sizeof line, _("Coup %d · %s"), r->coup,
			 (unsigned)r->skill < SKILL__COUNT
				 ? skill_name(r->skill) : "-");
		mistake_tag(sum, r, line, sizeof line);
		app_draw_text(y, 2, COLS - 4, line);
	}
}

static void draw_mistakes(const struct summary_screen *m,
			  const struct session_summary *sum, int y, int bottom)
{
	const struct session *s = m->ses;
	size_t n = count_mistakes(s), first = 0, i;
	const struct session_record *r;
	char line[ACTION_TEXT_MAX * 2 + 128], words[ACTION_TEXT_MAX];
	int rows, detail = bottom - y >= 10 ? 7 : 5;

	if (n == 0) {
		styled(y, 2, COLS - 4, STYLE_GOOD, A_BOLD, _("No mistakes."));
		return;
	}
	snprintf(line, sizeof line, ngettext("%zu mistake:", "%zu mistakes:", n),
		 n);
	styled(y++, 2, COLS - 4, STYLE_TITLE, A_BOLD, line);
	if (sealed_key(s)) {
		draw_sealed_mistakes(m, sum, y, bottom);
		return;
	}
	/* The list above, the selected mistake in full below: the
	 * explanation ends with its article, so it gets the room left. */
	rows = bottom - y + 1 - detail;
	if (rows > (int)n)
		rows = (int)n;
	if (rows < 1)
		rows = 1;
	if (m->sel >= (size_t)rows)
		first = m->sel - (size_t)rows + 1;
	for (size_t k = first; k < n && (int)(k - first) < rows; k++, y++) {
		int attr = k == m->sel ? term_attr(STYLE_SELECTED)
				       : (int)A_NORMAL;

		r = session_mistake(s, k);
		/* Where, and the skill: the action due is in full below,
		 * never cut on a line of the list. */
		if (r->coup > 0)
			snprintf(line, sizeof line, _("Coup %d · %s · %s"),
				 r->coup, r->article,
				 (unsigned)r->skill < SKILL__COUNT
					 ? skill_name(r->skill) : "-");
		else
			snprintf(line, sizeof line, "%s · %s", r->article,
				 (unsigned)r->skill < SKILL__COUNT
					 ? skill_name(r->skill) : "-");
		mistake_tag(sum, r, line, sizeof line);
		attron(attr);
		mvhline(y, 1, ' ', COLS - 2);
		app_draw_text(y, 2, COLS - 4, line);
		attroff(attr);
	}
	/* The selected mistake in full. */
	r = session_mistake(s, m->sel);
	if (r == NULL)
		return;
	mvhline(y++, 1, ACS_HLINE, COLS - 2);
	expected_text(s, r, words, sizeof words);
	snprintf(line, sizeof line, _("Expected: %s"), words);
	y += styled_wrapped(y, 2, STYLE_GOOD, A_BOLD, line);
	given_text(m, r, words, sizeof words);
	snprintf(line, sizeof line, _("You: %s"), words);
	y += styled_wrapped(y, 2, STYLE_BAD, 0, line);
	/* What was done against what was due (explain.c), else the rule. */
	i = record_index(s, r);
	if (session_kind(s) == SESSION_PROCEDURE ||
	    !explain_record(session_rules(s), r, m->given != NULL &&
			    i < m->n_given && m->given[i].kind != GAME_ACT_WAIT
			    ? &m->given[i] : NULL, line, sizeof line))
		explain(s, r, line, sizeof line);
	app_draw_wrapped(y, 2, bottom - y + 1, COLS - 4, line);
}

static void summary_draw(struct screen *scr, struct app *app)
{
	struct summary_screen *m = (struct summary_screen *)scr;
	const struct session *s = m->ses;
	const struct settings *st = app->data;
	struct session_summary sum;
	char title[SCENARIO_TEXT_MAX + 64];
	bool game = session_kind(s) != SESSION_PROCEDURE;
	int y;

	if (s->sc != NULL)
		snprintf(title, sizeof title, _("Summary: %s"),
			 settings_pick_text(st, s->sc->title.es,
					    s->sc->title.en));
	else
		snprintf(title, sizeof title, "%s", _("Summary: practice"));
	app_draw_frame(title, game && count_mistakes(s) > 0 && !sealed_key(s)
		       ? _("Up/Down: mistakes  r: replay its coup  ?: keys  q: close")
		       : _("?: keys  q: close"));
	session_summary(s, &sum);
	if (sealed_key(s) && !session_over(s) && !sum.timed_out) {
		/* Left before its end (paused or abandoned): no figures,
		 * which would be a running score of an exam that may be
		 * resumed. */
		snprintf(title, sizeof title, ngettext(
			"The exam was left before its end: %d action"
			" recorded.",
			"The exam was left before its end: %d actions"
			" recorded.",
			(unsigned long)sum.all_actions), sum.all_actions);
		y = 2 + app_draw_wrapped(2, 2, LINES - 4, COLS - 4, title);
		if (m->message[0] != '\0')
			styled(y, 2, COLS - 4, STYLE_BAD, A_BOLD, m->message);
		return;
	}
	y = draw_score(&sum, 2);
	if (m->next[0] != '\0') {
		attron(term_attr(STYLE_TITLE) | A_BOLD);
		y += app_draw_wrapped(y, 2, 4, COLS - 4, m->next);
		attroff(term_attr(STYLE_TITLE) | A_BOLD);
	}
	y = draw_skills(&sum, y + 1, LINES - 10);
	if (m->message[0] != '\0')
		styled(y++, 2, COLS - 4, STYLE_BAD, A_BOLD, m->message);
	draw_mistakes(m, &sum, y + 1, LINES - 2);
}

static int replay(struct summary_screen *m)
{
	const struct session_record *r = session_mistake(m->ses, m->sel);

	/* An exam's coups are not replayed: a retake would know them. */
	if (sealed_key(m->ses))
		return SCREEN_HANDLED;
	if (r == NULL || session_kind(m->ses) == SESSION_PROCEDURE ||
	    r->coup <= 0)
		return SCREEN_HANDLED;
	if (session_replay_coup(m->ses, r->coup) != STATUS_OK) {
		snprintf(m->message, sizeof m->message, "%s",
			 _("That coup cannot be replayed."));
		return SCREEN_REDRAW;
	}
	return SCREEN_POP;
}

static int summary_key(struct screen *scr, struct app *app, int key,
		       bool is_code)
{
	struct summary_screen *m = (struct summary_screen *)scr;
	size_t n = count_mistakes(m->ses);

	(void)app;
	if (is_code) {
		switch (key) {
		case KEY_UP:
			if (m->sel > 0)
				m->sel--;
			return SCREEN_REDRAW;
		case KEY_DOWN:
			if (m->sel + 1 < n)
				m->sel++;
			return SCREEN_REDRAW;
		case KEY_HOME:
			m->sel = 0;
			return SCREEN_REDRAW;
		case KEY_END:
			m->sel = n > 0 ? n - 1 : 0;
			return SCREEN_REDRAW;
		case KEY_ENTER:
			return replay(m);
		default:
			return SCREEN_UNHANDLED;
		}
	}
	switch (key) {
	case 'r':
	case 'R':
	case '\n':
	case '\r':
		return replay(m);
	case 'q':
	case 'Q':
	case KEY_ESC:
		return SCREEN_POP;
	default:
		break;
	}
	return SCREEN_UNHANDLED;
}

static void summary_destroy(struct screen *scr)
{
	free(scr);
}

static const struct screen_ops summary_ops = {
	.name = "summary",
	.draw = summary_draw,
	.key = summary_key,
	.destroy = summary_destroy,
	.keys = summary_keys,
};

static const struct key_help exam_summary_keys[] = {
	{ N_("q, Esc"), N_("close the summary") },
	{ N_("?"), N_("this help") },
	{ NULL, NULL },
};

/* An exam's: no replay, and its help says none. */
static const struct screen_ops exam_summary_ops = {
	.name = "summary",
	.draw = summary_draw,
	.key = summary_key,
	.destroy = summary_destroy,
	.keys = exam_summary_keys,
};

void summary_screen_open_given(struct app *app, struct session *s,
			       const struct game_action *given, size_t n)
{
	struct summary_screen *m = calloc(1, sizeof *m);

	if (m == NULL)
		return;
	m->base.ops = sealed_key(s) ? &exam_summary_ops : &summary_ops;
	/* A lesson finished says what comes next (its result is recorded
	 * before the summary opens). */
	if (s->sc != NULL && s->sc->kind == SCENARIO_LESSON && session_over(s))
		lesson_next_text(app->data, s->sc->id, m->next,
				 sizeof m->next);
	m->ses = s;
	m->given = given;
	m->n_given = n;
	app_push(app, &m->base);
}

void summary_screen_open(struct app *app, struct session *s)
{
	summary_screen_open_given(app, s, NULL, 0);
}
