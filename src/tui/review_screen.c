/* SPDX-License-Identifier: GPL-3.0-or-later */
/* review_screen.c: the review screen; see review_screen.h. */
#include "config.h"

#include "tui/review_screen.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <ncursesw/curses.h>

#include "i18n.h"
#include "scenario/rules_load.h"
#include "scenario/scenario_load.h"
#include "base/paths.h"
#include "learning/review_build.h"
#include "session/skill_of.h"
#include "tui/app.h"
#include "tui/exam_screen.h"
#include "tui/history.h"
#include "tui/keys.h"
#include "tui/settings.h"

struct review_screen {
	struct screen base;
	struct settings *st;
	char trainee[STORE_NAME_MAX];
	bool stale;
	char error[1024];
	struct memory_cell *cells;
	size_t n_cells, first;
	int n_due;
	char message[1024];
};

static const struct key_help review_keys[] = {
	{ N_("Up, Down"), N_("scroll the cells") },
	{ N_("Enter"), N_("play a review drill of the cells due") },
	{ N_("q, Esc"), N_("back to the menu") },
	{ NULL, NULL },
};

static void load(struct review_screen *r)
{
	struct store *db = history_store(r->st->history);
	struct error err;

	r->stale = false;
	r->error[0] = '\0';
	free(r->cells);
	r->cells = NULL;
	r->n_cells = 0;
	r->n_due = 0;
	if (db == NULL) {
		snprintf(r->error, sizeof r->error, "%s",
			 r->st->history->error);
		return;
	}
	if (!memory_cells(db, r->trainee, &r->cells, &r->n_cells, &err)) {
		snprintf(r->error, sizeof r->error, "%s", err.message);
		return;
	}
	for (size_t i = 0; i < r->n_cells; i++)
		r->n_due += memory_is_due(db, &r->cells[i]);
	if (r->first >= r->n_cells)
		r->first = 0;
}

/* "2026-11-24T20:38:29Z" as "11-24 20:38". */
static void short_time(const char *iso, char *out, size_t size)
{
	if (strlen(iso) >= 16)
		snprintf(out, size, "%.5s %.5s", iso + 5, iso + 11);
	else
		snprintf(out, size, "%s", iso);
}

static void draw_cells(const struct review_screen *r, int y)
{
	struct store *db = history_store(r->st->history);

	/* The columns from the right ("12-02 18:37", "206/206", a skill's
	 * name), so the situation gets the rest: its words end with what
	 * tells one cell from the next ("... de Punto 6"). */
	int due_x = COLS - 13, right_x = due_x - 8, skill_x = right_x - 19;
	int text_w = skill_x - 3;

	attron(term_attr(STYLE_HINT));
	app_draw_text(y, 2, text_w, _("Situation"));
	app_draw_text(y, skill_x, 18, _("Skill"));
	app_draw_text(y, right_x, 7, _("Right"));
	app_draw_text(y, due_x, 12, _("Due"));
	attroff(term_attr(STYLE_HINT));
	y++;
	for (size_t i = r->first; i < r->n_cells && y < LINES - 3; i++, y++) {
		const struct memory_cell *c = &r->cells[i];
		bool due = db != NULL && memory_is_due(db, c);
		char text[128], right[32], when[32];

		cell_text(c->cell, text, sizeof text);
		snprintf(right, sizeof right, "%d/%d", c->right, c->seen);
		short_time(c->due, when, sizeof when);
		if (due)
			attron(term_attr(STYLE_BAD));
		app_draw_text(y, 2, text_w, text);
		app_draw_text(y, skill_x, 18, skill_name(c->skill));
		app_draw_text(y, right_x, 7, right);
		app_draw_text(y, due_x, 12, due ? _("now") : when);
		if (due)
			attroff(term_attr(STYLE_BAD));
	}
}

static void review_draw(struct screen *s, struct app *app)
{
	struct review_screen *r = (struct review_screen *)s;
	char title[256], line[256];

	(void)app;
	if (r->stale)
		load(r);
	snprintf(title, sizeof title, _("Review of %s"), r->trainee);
	app_draw_frame(title, _("Up/Down: scroll  Enter: review drill  q: back"));
	if (r->error[0] != '\0') {
		attron(term_attr(STYLE_BAD));
		app_draw_wrapped(2, 2, LINES - 4, COLS - 4, r->error);
		attroff(term_attr(STYLE_BAD));
		return;
	}
	if (r->n_cells == 0) {
		app_draw_wrapped(2, 2, 3, COLS - 4,
			_("Nothing to review yet: every situation you meet in a"
			  " drill is remembered here."));
		return;
	}
	snprintf(line, sizeof line,
		 ngettext("%d situation due now, of %zu; soonest due first.",
			  "%d situations due now, of %zu; soonest due first.",
			  (unsigned long)r->n_due), r->n_due, r->n_cells);
	app_draw_text(2, 2, COLS - 4, line);
	if (r->message[0] != '\0') {
		attron(term_attr(STYLE_BAD));
		app_draw_text(LINES - 2, 2, COLS - 4, r->message);
		attroff(term_attr(STYLE_BAD));
	}
	draw_cells(r, 4);
}

/* Builds the drill from the cells due and opens it on the table. */
static void start(struct review_screen *r, struct app *app)
{
	struct store *db = history_store(r->st->history);
	char rules_path[4200], rules_dir[4200];
	struct review_build b;
	struct error err;
	struct diag_list errs;
	struct diag derr;
	struct scenario *sc;
	struct rules rules;
	int bad;

	r->message[0] = '\0';
	if (db == NULL)
		return;
	if (paths_rules_file(r->st->profile, rules_path,
			     sizeof rules_path) != 0 ||
	    paths_rules_dir(rules_dir, sizeof rules_dir) != 0 ||
	    !rules_load_file(rules_path, &rules, &derr)) {
		snprintf(r->message, sizeof r->message, "%s",
			 _("The rules profile cannot be read."));
		return;
	}
	if (!review_build(db, r->trainee, &rules, r->st->profile,
			  (uint64_t)time(NULL), REVIEW_COUPS_DEFAULT, NULL, &b,
			  &err)) {
		snprintf(r->message, sizeof r->message, "%s", err.message);
		free(b.cells);
		return;
	}
	free(b.cells);
	if (!b.planned) {
		snprintf(r->message, sizeof r->message, "%s",
			 _("No situation due that a drill can set up yet."));
		return;
	}
	sc = malloc(sizeof *sc);
	diag_list_init(&errs);
	if (sc == NULL || !scenario_load(b.path, rules_dir, sc, &errs)) {
		snprintf(r->message, sizeof r->message, "%s",
			 _("The review drill cannot be opened."));
		diag_list_free(&errs);
		free(sc);
		return;
	}
	diag_list_free(&errs);
	if (!review_verify(sc, &b.plan, &bad)) {
		snprintf(r->message, sizeof r->message, "%s",
			 _("The review drill cannot be opened."));
		free(sc);
		return;
	}
	r->stale = true;
	exam_screen_open_scenario(app, sc, b.path);
}

static int review_key(struct screen *s, struct app *app, int key,
		      bool is_code)
{
	struct review_screen *r = (struct review_screen *)s;

	if (is_code) {
		switch (key) {
		case KEY_UP:
			if (r->first > 0)
				r->first--;
			return SCREEN_REDRAW;
		case KEY_DOWN:
			if (r->first + 1 < r->n_cells)
				r->first++;
			return SCREEN_REDRAW;
		case KEY_ENTER:
			start(r, app);
			return SCREEN_REDRAW;
		default:
			return SCREEN_UNHANDLED;
		}
	}
	if (key == '\n' || key == '\r') {
		start(r, app);
		return SCREEN_REDRAW;
	}
	if (key == 'q' || key == 'Q' || key == KEY_ESC)
		return SCREEN_POP;
	return SCREEN_UNHANDLED;
}

static void review_destroy(struct screen *s)
{
	struct review_screen *r = (struct review_screen *)s;

	free(r->cells);
	free(r);
}

static const struct screen_ops review_ops = {
	.name = "review", .draw = review_draw, .key = review_key,
	.destroy = review_destroy, .keys = review_keys,
};

bool review_screen_open(struct app *app)
{
	struct review_screen *r = calloc(1, sizeof *r);

	if (r == NULL)
		return false;
	r->base.ops = &review_ops;
	r->st = app->data;
	/* The name the recorder records under (a roster's binding). */
	history_trainee_in(r->st, r->st->history != NULL
			   ? history_store(r->st->history) : NULL, r->trainee,
			   sizeof r->trainee);
	r->stale = true;
	app_push(app, &r->base);
	return true;
}
