/* SPDX-License-Identifier: GPL-3.0-or-later */
/* progress_screen.c: the trainee's progress; see progress_screen.h. */
#include "config.h"

#include "tui/progress_screen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <ncursesw/curses.h>

#include "learning/mastery.h"
#include "base/name_check.h"
#include "base/paths.h"
#include "base/text_width.h"
#include "i18n.h"
#include "scenario/rules_load.h"
#include "scenario/scenario_load.h"
#include "scenario/targets.h"
#include "session/skill_of.h"
#include "tui/app.h"
#include "tui/browse.h"
#include "tui/catalog.h"
#include "tui/exam_screen.h"
#include "tui/heatmap_screen.h"
#include "tui/history.h"
#include "tui/list.h"
#include "tui/progress_model.h"
#include "tui/roster_pick.h"
#include "tui/settings.h"
#include "tui/settings_file.h"
#include "tui/keys.h"

#define SPOTS_MAX 20
#define BAR_CELLS 12

struct progress_screen {
	struct screen base;
	struct settings *st;
	bool asking;                    /* the name is being typed */
	struct line_edit name;
	/* ... or chosen from the class rosters (roster_pick.h). */
	struct list roster;
	bool picking;
	bool stale;                     /* read the database again */
	char error[1024];
	struct progress_row rows[SKILL__COUNT];
	size_t n_rows;
	struct store_skill weak[SKILL__COUNT];
	size_t n_weak;
	struct store_spot *spots;
	size_t n_spots, sel;
	char message[1024];
	/* m: each skill's mastery instead of its sparkline, judged by the
	 * targets of the settings' profile. */
	bool show_mastery;
	struct rules rules;
	struct mastery mastery[SKILL__COUNT];
};

static const struct key_help progress_keys[] = {
	{ N_("Up, Down"), N_("choose a weak spot") },
	{ N_("Enter"), N_("practise the chosen weak spot") },
	{ N_("n"), N_("change the trainee's name") },
	{ N_("m"), N_("mastery of each skill and the time it took, or the sparklines") },
	{ N_("h"), N_("the heat maps of the drawing table and the payments") },
	{ N_("q, Esc"), N_("back to the menu") },
	{ NULL, NULL },
};

/* Reads the trainee's figures from the database (the aggregates: a few
 * rows whatever the history, so the key is answered at once). */
static void load(struct progress_screen *p)
{
	struct store *db = history_reader(p->st->history);
	struct progress_data d;
	struct error err;

	/* The server out of reach: the figures are this terminal's, and
	 * the trainee is told why (once, as every screen tells it). */
	(void)history_notice(p->st->history, p->message, sizeof p->message);

	p->stale = false;
	p->error[0] = '\0';
	p->n_rows = p->n_weak = 0;
	free(p->spots);
	p->spots = NULL;
	p->n_spots = 0;
	if (db == NULL) {
		snprintf(p->error, sizeof p->error, "%s",
			 p->st->history->error);
		return;
	}
	if (!progress_load(db, p->st->trainee, SPOTS_MAX, &d, &err)) {
		snprintf(p->error, sizeof p->error, "%s", err.message);
		return;
	}
	memcpy(p->rows, d.rows, sizeof p->rows);
	p->n_rows = d.n_rows;
	memcpy(p->weak, d.weak, sizeof p->weak);
	p->n_weak = d.n_weak;
	p->spots = d.spots;
	p->n_spots = d.n_spots;
	if (!store_mastery(db, p->st->trainee, NULL, &p->rules, p->mastery,
			   &err)) {
		snprintf(p->error, sizeof p->error, "%s", err.message);
		return;
	}
	if (p->sel >= p->n_spots)
		p->sel = 0;
}

/* The rows a wrapped text took beyond its first. */
static int rows_less_one(int rows)
{
	return rows > 1 ? rows - 1 : 0;
}

/* The skill column: as wide as the longest name shown (12 to 24). */
static int skill_width(const struct progress_screen *p)
{
	int w = text_width(_("Skill"));

	for (size_t i = 0; i < p->n_rows; i++)
		if (text_width(skill_name(p->rows[i].skill)) > w)
			w = text_width(skill_name(p->rows[i].skill));
	return w < 12 ? 12 : w > 24 ? 24 : w;
}

static void draw_rows(const struct progress_screen *p, int *y)
{
	bool uni = term_unicode();
	char bar[BAR_CELLS * 4 + 1], spark[PROGRESS_SPARK_MAX * 4 + 1];
	char dur[32], line[256];
	int hints = 0, sw = skill_width(p), x = 2 + sw + 1;

	attron(term_attr(STYLE_HINT));
	app_draw_text(*y, 2, sw, _("Skill"));
	if (p->show_mastery) {
		snprintf(line, sizeof line,
			 _("Mastery (%s: last %d, %d%% right, median in target)"),
			 p->rules.name, rules_mastery_attempts(&p->rules),
			 rules_mastery_accuracy(&p->rules));
		/* Wrapped, never cut: the column is narrow at 80. */
		*y += rows_less_one(app_draw_wrapped(*y, x, 2, COLS - x - 2,
						     line));
	} else {
		app_draw_text(*y, x, 18, _("Accuracy"));
		app_draw_text(*y, x + 19, 11, _("Median"));
		app_draw_text(*y, x + 31, COLS - x - 33, _("Attempts"));
	}
	attroff(term_attr(STYLE_HINT));
	(*y)++;
	for (size_t i = 0; i < p->n_rows && *y < LINES - 8; i++, (*y)++) {
		const struct progress_row *r = &p->rows[i];

		app_draw_text(*y, 2, sw, skill_name(r->skill));
		if (p->show_mastery) {
			const struct mastery *m = &p->mastery[r->skill];

			mastery_text(m, line, sizeof line);
			attron(term_attr(m->mastered ? STYLE_GOOD : STYLE_NORMAL));
			*y += rows_less_one(app_draw_wrapped(*y, x, 2,
							     COLS - x - 2,
							     line));
			attroff(term_attr(m->mastered ? STYLE_GOOD
					  : STYLE_NORMAL));
			hints += r->hints;
			continue;
		}
		progress_bar(r->accuracy, BAR_CELLS, uni, bar, sizeof bar);
		attron(term_attr(r->accuracy >= 0.8 ? STYLE_GOOD : STYLE_BAD));
		app_draw_text(*y, x, BAR_CELLS, bar);
		attroff(term_attr(r->accuracy >= 0.8 ? STYLE_GOOD
				  : STYLE_BAD));
		/* Rounded down: 100% only without a mistake. */
		snprintf(line, sizeof line, "%3d%%",
			 session_percent(r->right, r->actions));
		app_draw_text(*y, x + BAR_CELLS + 1, 5, line);
		progress_duration(r->median_ms, dur, sizeof dur);
		app_draw_text(*y, x + 19, 11, r->median_ms > 0 ? dur : "-");
		progress_spark(r->acc, r->n, uni, spark, sizeof spark);
		app_draw_text(*y, x + 31, COLS - x - 33, spark);
		hints += r->hints;
	}
	if (hints > 0 && *y < LINES - 8) {
		snprintf(line, sizeof line, ngettext(
			"%d action done after a hint: not counted right.",
			"%d actions done after a hint: not counted right.",
			(unsigned long)hints), hints);
		attron(term_attr(STYLE_HINT));
		app_draw_text(*y, 2, COLS - 4, line);
		attroff(term_attr(STYLE_HINT));
		(*y)++;
	}
}

static void draw_weakest(const struct progress_screen *p, int *y)
{
	char line[512];
	size_t len;

	if (p->n_weak == 0)
		return;
	len = (size_t)snprintf(line, sizeof line, "%s", _("Weakest:"));
	for (size_t i = 0; i < p->n_weak && i < 3 && len < sizeof line; i++)
		len += (size_t)snprintf(line + len, sizeof line - len,
					" %s (%d%%)%s",
					skill_name(p->weak[i].skill),
					session_percent(p->weak[i].right,
							p->weak[i].actions),
					i + 1 < p->n_weak && i < 2 ? "," : "");
	app_draw_text(*y, 2, COLS - 4, line);
	*y += 2;
}

static void draw_spots(const struct progress_screen *p, int y)
{
	int rows = LINES - 2 - y - 1;
	size_t first = 0;

	attron(term_attr(STYLE_TITLE));
	app_draw_text(y++, 2, COLS - 4, _("Practise my weak spots"));
	attroff(term_attr(STYLE_TITLE));
	if (p->n_spots == 0) {
		app_draw_text(y, 4, COLS - 6,
			      _("No mistakes to review: well done."));
		return;
	}
	if (rows < 1)
		return;
	if (p->sel >= first + (size_t)rows)
		first = p->sel - (size_t)rows + 1;
	for (size_t i = first; i < p->n_spots && y < LINES - 2; i++, y++) {
		const struct store_spot *s = &p->spots[i];
		char line[512];
		int attr = i == p->sel ? term_attr(STYLE_SELECTED)
			: (int)A_NORMAL;

		int left = s->mistakes;

		snprintf(line, sizeof line,
			 ngettext("%s, coup %d: %d mistake (%s, %s)",
				  "%s, coup %d: %d mistakes (%s, %s)",
				  (unsigned long)(left > 0 ? left : 0)),
			 s->scenario, s->coup, left, skill_name(s->skill),
			 s->article);
		/* Too long for the line: the article alone says where. */
		if (text_width(line) > COLS - 6)
			snprintf(line, sizeof line,
				 ngettext("%s, coup %d: %d mistake (%s)",
					  "%s, coup %d: %d mistakes (%s)",
					  (unsigned long)(left > 0 ? left : 0)),
				 s->scenario, s->coup, left, s->article);
		attron(attr);
		mvhline(y, 2, ' ', COLS - 4);
		if (i == p->sel)
			mvaddstr(y, 2, ">");
		app_draw_text(y, 4, COLS - 6, line);
		attroff(attr);
	}
}

/* What the last key or load has to say (a scenario not found, the
 * server out of reach), above the keys. */
static void draw_message(const struct progress_screen *p)
{
	if (p->message[0] == '\0')
		return;
	attron(term_attr(STYLE_BAD));
	app_draw_text(LINES - 2, 2, COLS - 4, p->message);
	attroff(term_attr(STYLE_BAD));
}

static void progress_draw(struct screen *s, struct app *app)
{
	struct progress_screen *p = (struct progress_screen *)s;
	char title[256];
	int y = 2;

	(void)app;
	if (p->asking && p->picking) {
		app_draw_frame(_("Progress"), _("Enter: confirm  Esc: back"));
		app_draw_wrapped(y, 2, 3, COLS - 4,
			_("Whose progress? Choose your name from your class's"
			  " roster (/ searches)."));
		list_draw(&p->roster, y + 3, 2, LINES - y - 5, COLS - 4, "");
		return;
	}
	if (p->asking) {
		app_draw_frame(_("Progress"), _("Enter: confirm  Esc: back"));
		app_draw_wrapped(y, 2, 3, COLS - 4,
			_("Whose progress? Your drills, lessons and exams are"
			  " stored under this name."));
		line_edit_draw(&p->name, _("Name or id: "), y + 3, 2,
			       COLS - 4);
		if (p->message[0] != '\0') {   /* a name refused */
			attron(term_attr(STYLE_BAD));
			app_draw_text(y + 5, 2, COLS - 4, p->message);
			attroff(term_attr(STYLE_BAD));
		}
		return;
	}
	if (p->stale)
		load(p);
	snprintf(title, sizeof title, _("Progress of %s"), p->st->trainee);
	app_draw_frame(title, _("Up/Down: choose  Enter: practise  m: mastery"
				"  h: heat map  n: name  q: back"));
	if (p->error[0] != '\0') {
		attron(term_attr(STYLE_BAD));
		app_draw_wrapped(y, 2, LINES - 4, COLS - 4, p->error);
		attroff(term_attr(STYLE_BAD));
		return;
	}
	if (p->n_rows == 0) {
		app_draw_wrapped(y, 2, 3, COLS - 4,
			_("Nothing recorded yet: do a drill, a lesson or an"
			  " exam, and come back."));
		draw_message(p);
		return;
	}
	draw_rows(p, &y);
	y++;
	draw_weakest(p, &y);
	draw_message(p);
	draw_spots(p, y);
}

/* Opens the scenario of the chosen spot, found in the library by id. */
static void practise(struct progress_screen *p, struct app *app)
{
	const struct store_spot *spot;
	struct catalog cat;
	char rules[4200], path[DIAG_FILE_MAX] = "";
	struct diag_list errs;
	struct scenario *sc;

	if (p->n_spots == 0)
		return;
	spot = &p->spots[p->sel];
	if (paths_rules_dir(rules, sizeof rules) != 0)
		return;
	/* The teacher's and the school's drills too (browse.h). */
	if (browse_scan_library(&cat)) {
		for (size_t i = 0; i < cat.count; i++)
			if (cat.items[i].valid &&
			    strcmp(cat.items[i].id, spot->scenario) == 0)
				snprintf(path, sizeof path, "%s",
					 cat.items[i].path);
		catalog_free(&cat);
	}
	if (path[0] == '\0') {
		snprintf(p->message, sizeof p->message,
			 _("The scenario %s is not in the library."),
			 spot->scenario);
		return;
	}
	sc = malloc(sizeof *sc);
	diag_list_init(&errs);
	if (sc == NULL || !scenario_load(path, rules, sc, &errs)) {
		snprintf(p->message, sizeof p->message,
			 _("The scenario %s cannot be opened."),
			 spot->scenario);
		diag_list_free(&errs);
		free(sc);
		return;
	}
	diag_list_free(&errs);
	p->message[0] = '\0';
	p->stale = true;
	exam_screen_open_scenario(app, sc, path);
}

/* The name is kept in the settings file, so that the next run (and the
 * drills stored meanwhile, tui/history.h) knows it without asking. */
static void save_name(struct progress_screen *p)
{
	struct diag err;

	p->message[0] = '\0';
	if (!settings_save(p->st, &err))
		diag_format(&err, p->message, sizeof p->message);
}

static int roster_key(struct progress_screen *p, int key, bool is_code)
{
	const struct list_item *it;

	switch (list_key(&p->roster, key, is_code)) {
	case LIST_ACTIVATE:
		it = list_selected(&p->roster);
		if (it == NULL)
			return SCREEN_HANDLED;
		{
			size_t n = strnlen(it->text,
					   sizeof p->st->trainee - 1);

			memcpy(p->st->trainee, it->text, n);
			p->st->trainee[n] = '\0';
		}
		p->asking = false;
		p->stale = true;
		save_name(p);
		return SCREEN_REDRAW;
	case LIST_CHANGED:
		return SCREEN_REDRAW;
	default:
		break;
	}
	if (!is_code && key == KEY_ESC) {
		if (p->st->trainee[0] == '\0')
			return SCREEN_POP;
		p->asking = false;
		return SCREEN_REDRAW;
	}
	return SCREEN_UNHANDLED;
}

/* Asks the name: from the rosters when there are classes. */
static void ask_name(struct progress_screen *p)
{
	char name[STORE_NAME_MAX];

	p->asking = true;
	p->picking = roster_pick_fill(&p->roster,
				      history_store(p->st->history));
	if (p->picking && p->st->trainee[0] != '\0')
		for (size_t i = 0; i < p->roster.count; i++)
			if (strcmp(p->roster.items[i].text,
				   p->st->trainee) == 0)
				list_select_tag(&p->roster,
						p->roster.items[i].tag);
	line_edit_set(&p->name, p->st->trainee[0] != '\0' ? p->st->trainee
		      : history_trainee(p->st, name, sizeof name));
}

static int name_key(struct progress_screen *p, int key, bool is_code)
{
	char buf[160];
	const char *why;

	if (p->picking)
		return roster_key(p, key, is_code);
	switch (line_edit_key(&p->name, key, is_code)) {
	case LINE_EDIT_DONE:
		/* The rule of every door (base/name_check.h). */
		why = name_check(p->name.buf, p->name.len, NAME_CHECK_MAX,
				 buf, sizeof buf);
		if (why != NULL) {
			snprintf(p->message, sizeof p->message,
				 _("Not a name: %s"), why);
			return SCREEN_REDRAW;
		}
		snprintf(p->st->trainee, sizeof p->st->trainee, "%s",
			 p->name.buf);
		p->asking = false;
		p->stale = true;
		save_name(p);
		return SCREEN_REDRAW;
	case LINE_EDIT_CANCEL:
		if (p->st->trainee[0] == '\0')
			return SCREEN_POP;
		p->asking = false;
		return SCREEN_REDRAW;
	case LINE_EDIT_CHANGED:
		return SCREEN_REDRAW;
	default:
		return SCREEN_HANDLED;
	}
}

static int progress_key(struct screen *s, struct app *app, int key,
			bool is_code)
{
	struct progress_screen *p = (struct progress_screen *)s;

	if (p->asking)
		return name_key(p, key, is_code);
	if (is_code) {
		switch (key) {
		case KEY_UP:
			if (p->sel > 0)
				p->sel--;
			return SCREEN_REDRAW;
		case KEY_DOWN:
			if (p->sel + 1 < p->n_spots)
				p->sel++;
			return SCREEN_REDRAW;
		case KEY_ENTER:
			practise(p, app);
			return SCREEN_REDRAW;
		default:
			return SCREEN_UNHANDLED;
		}
	}
	if (key == '\n' || key == '\r') {
		practise(p, app);
		return SCREEN_REDRAW;
	}
	if (key == 'm' || key == 'M') {
		p->show_mastery = !p->show_mastery;
		return SCREEN_REDRAW;
	}
	if (key == 'h' || key == 'H') {
		heatmap_screen_open(app);
		return SCREEN_REDRAW;
	}
	if (key == 'n' || key == 'N') {
		ask_name(p);
		return SCREEN_REDRAW;
	}
	if (key == 'q' || key == 'Q' || key == KEY_ESC)
		return SCREEN_POP;
	return SCREEN_UNHANDLED;
}

static void progress_destroy(struct screen *s)
{
	struct progress_screen *p = (struct progress_screen *)s;

	free(p->spots);
	list_free(&p->roster);
	free(p);
}

static bool progress_typing(const struct screen *s)
{
	const struct progress_screen *p = (const struct progress_screen *)s;

	return p->asking && (!p->picking || p->roster.searching);
}

static const struct screen_ops progress_ops = {
	.name = "progress", .draw = progress_draw, .key = progress_key,
	.destroy = progress_destroy, .keys = progress_keys,
	.typing = progress_typing,
};

bool progress_screen_open(struct app *app)
{
	struct progress_screen *p = calloc(1, sizeof *p);

	if (p == NULL)
		return false;
	p->base.ops = &progress_ops;
	p->st = app->data;
	p->stale = true;
	/* The targets of the trainee's profile; its defaults otherwise. */
	{
		char path[4096];
		struct diag d;

		if (p->st->profile[0] == '\0' ||
		    paths_rules_file(p->st->profile, path, sizeof path) != 0 ||
		    !rules_load_file(path, &p->rules, &d))
			rules_init(&p->rules);
	}
	list_init(&p->roster);
	p->roster.detail_width = 20;
	if (p->st->trainee[0] == '\0')
		ask_name(p);
	app_push(app, &p->base);
	return true;
}
