/* SPDX-License-Identifier: GPL-3.0-or-later */
/* class_screen.c: the teacher's live view of a class; see
 * class_screen.h. */
#include "config.h"

#include "tui/class_screen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <ncursesw/curses.h>

#include "base/text_width.h"
#include "class/class_store.h"
#include "i18n.h"
#include "server/class_store_pg.h"
#include "session/skill_of.h"
#include "tui/app.h"
#include "tui/history.h"
#include "tui/keys.h"
#include "tui/list.h"
#include "tui/settings.h"

/* Ticks (about a second each) between two readings of the database. */
#define CLASS_POLL_TICKS 2
/* Below this accuracy a skill is marked weak. */
#define CLASS_WEAK_PERCENT 75

struct class_screen {
	struct screen base;
	struct settings *st;
	bool choosing;                  /* the class chooser is shown */
	struct list classes;
	char cls[CLASS_NAME_MAX];
	struct class_live_row *rows;
	size_t n;
	size_t *order;                  /* rows as shown */
	size_t sel, top;
	bool by_weakest;
	int ticks;
	struct remote *remote;          /* a results server, or NULL */
	int64_t class_id;               /* the class's there; 0 unknown */
	char error[1024];
};

static const struct key_help class_keys[] = {
	{ N_("Up, Down"), N_("choose a trainee; the list scrolls") },
	{ N_("PgUp, PgDn"), N_("a page up or down") },
	{ N_("s"), N_("sort by the weakest skill, or by name") },
	{ N_("Enter"), N_("choose the class (on the list of classes)") },
	{ N_("q, Esc"), N_("back") },
	{ NULL, NULL },
};

/* Short names of the skills for the columns (three letters). */
static const char *const skill_abbrev[SKILL__COUNT] = {
	[SKILL_SHUFFLE] = N_("Shu"),
	[SKILL_DECK_CHECK] = N_("Dck"),
	[SKILL_DEALING] = N_("Dea"),
	[SKILL_DRAWING] = N_("Drw"),
	[SKILL_VOLUNTAD] = N_("Vol"),
	[SKILL_ROTATION] = N_("Rot"),
	[SKILL_PAYOUTS] = N_("Pay"),
	[SKILL_ANOMALIES] = N_("Ano"),
};

static const struct class_live_row *sorted_rows;

static int cmp_rows(const void *pa, const void *pb)
{
	const struct class_live_row *a = &sorted_rows[*(const size_t *)pa];
	const struct class_live_row *b = &sorted_rows[*(const size_t *)pb];
	enum skill ka, kb;
	int wa = class_live_weakest(a, &ka), wb = class_live_weakest(b, &kb);

	/* Nothing done yet goes last: there is nothing to judge. */
	if ((wa < 0) != (wb < 0))
		return wa < 0 ? 1 : -1;
	if (wa != wb)
		return wa < wb ? -1 : 1;
	return strcmp(a->trainee, b->trainee);
}

static void sort_rows(struct class_screen *c)
{
	for (size_t i = 0; i < c->n; i++)
		c->order[i] = i;
	if (!c->by_weakest || c->n < 2)
		return;
	sorted_rows = c->rows;
	qsort(c->order, c->n, sizeof *c->order, cmp_rows);
	sorted_rows = NULL;
}

/* The class's rows, from the local database or the server's. */
static bool read_rows(struct class_screen *c, struct class_live_row **rows,
		      size_t *n, bool *found, struct error *err)
{
	struct store *db;
	bool ok;

#ifdef HAVE_POSTGRESQL
	/* One query there, as the teacher (row-level security). */
	if (c->remote != NULL) {
		struct class_info ci;

		db = remote_store(c->remote, err);
		if (db == NULL)
			return false;
		ok = class_live(db, c->cls, rows, n, found, err);
		/* Which class the server's notices name (once). */
		if (ok && *found && c->class_id == 0 &&
		    class_get(db, c->cls, &ci, found, err) && *found)
			c->class_id = ci.id;
		store_close(db);
		return ok;
	}
#endif
	db = history_store(c->st->history);
	if (db == NULL) {
		size_t len = strnlen(c->st->history->error,
				     sizeof err->message - 1);

		memcpy(err->message, c->st->history->error, len);
		err->message[len] = '\0';
		return false;
	}
	ok = class_live(db, c->cls, rows, n, found, err);
	return ok;
}

/* Reads the class again, keeping the selected trainee selected. */
static void load(struct class_screen *c)
{
	struct class_live_row *rows;
	struct error err;
	char keep[STORE_NAME_MAX] = "";
	size_t n, *order;
	bool found;

	c->ticks = 0;
	if (!read_rows(c, &rows, &n, &found, &err)) {
		snprintf(c->error, sizeof c->error, "%s", err.message);
		return;
	}
	if (!found) {
		snprintf(c->error, sizeof c->error, _("there is no class '%s'"),
			 c->cls);
		free(rows);
		return;
	}
	order = calloc(n + 1, sizeof *order);
	if (order == NULL) {
		free(rows);
		snprintf(c->error, sizeof c->error, "%s", _("Out of memory."));
		return;
	}
	if (c->sel < c->n)
		snprintf(keep, sizeof keep, "%s",
			 c->rows[c->order[c->sel]].trainee);
	free(c->rows);
	free(c->order);
	c->rows = rows;
	c->order = order;
	c->n = n;
	c->error[0] = '\0';
	sort_rows(c);
	c->sel = 0;
	for (size_t i = 0; i < n; i++)
		if (strcmp(rows[order[i]].trainee, keep) == 0)
			c->sel = i;
}

/* How the row stands, in a word. */
static const char *state_word(const struct class_live_row *r, bool *bad)
{
	*bad = false;
	if (!r->has_attempt)
		return "-";
	switch (r->state) {
	case STORE_IN_PROGRESS:
		return _("running");
	case STORE_ABANDONED:
		*bad = r->exam;
		return _("left");
	case STORE_TIMED_OUT:
		*bad = true;
		return _("timed out");
	case STORE_COMPLETE:
		break;
	}
	if (!r->exam || r->unscored)
		return _("done");
	if (r->awaiting)
		return _("awaiting");
	*bad = !r->passed;
	return r->passed ? _("passed") : _("failed");
}

/* The skills shown: those anyone of the class has done. */
static int shown_skills(const struct class_screen *c,
			enum skill out[SKILL__COUNT])
{
	int k = 0;

	for (int s = 0; s < SKILL__COUNT; s++)
		for (size_t i = 0; i < c->n; i++)
			if (c->rows[i].skill_actions[s] > 0) {
				out[k++] = (enum skill)s;
				break;
			}
	return k;
}

struct layout {
	enum skill skills[SKILL__COUNT];
	int k;
	int x_name, w_name, x_doing, w_doing, x_acts, x_skills;
	int x_article, w_article, x_time, w_time, x_state, w_state;
};

/* The widest trainee's name of the class. */
static int longest_name(const struct class_screen *c)
{
	int w = 0;

	for (size_t i = 0; i < c->n; i++)
		if (text_width(c->rows[i].trainee) > w)
			w = text_width(c->rows[i].trainee);
	return w;
}

/* The columns at this width: the article's only when it fits. */
static void lay_out(const struct class_screen *c, struct layout *l)
{
	bool drop_article = false;
	int grow;

	l->k = shown_skills(c, l->skills);
	l->x_name = 2;
	l->w_name = 12;
	l->x_doing = 15;
	l->w_doing = 12;
	l->x_acts = 28;
	l->x_skills = 33;
	l->w_state = 9;
	l->x_state = COLS - l->w_state;
	/* "00:00", or the header's word when it is longer ("Tiempo"). */
	l->w_time = text_width(_("Time")) > 5 ? text_width(_("Time")) : 5;
	l->x_time = l->x_state - l->w_time - 1;
	l->x_article = l->x_skills + 4 * l->k;
	l->w_article = l->x_time - 1 - l->x_article;
	/* The names whole, the others shifting right: out of the article's
	 * column while it keeps 16 ("IPLyC 7.13.1.1"), else in place of it
	 * (the line under the list names the last mistake's article). */
	grow = longest_name(c) - l->w_name;
	if (grow > 0 && grow > l->w_article - 16) {
		if (grow > l->w_article)
			grow = l->w_article;
		drop_article = true;
	}
	if (grow > 0) {
		l->w_name += grow;
		l->x_doing += grow;
		l->x_acts += grow;
		l->x_skills += grow;
		l->x_article += grow;
		l->w_article -= grow;
	}
	if (l->w_article < 6 || drop_article)
		l->w_article = 0;
	/* Too many skills for the columns: as many as fit. */
	while (l->x_skills + 4 * l->k > l->x_time - 1)
		l->k--;
}

static void draw_header(const struct layout *l, int y)
{
	attron(term_attr(STYLE_HINT));
	app_draw_text(y, l->x_name, l->w_name, _("Trainee"));
	app_draw_text(y, l->x_doing, l->w_doing, _("Doing"));
	app_draw_text(y, l->x_acts, 4, _("Act"));
	for (int j = 0; j < l->k; j++)
		app_draw_text(y, l->x_skills + 4 * j, 3,
			      _(skill_abbrev[l->skills[j]]));
	if (l->w_article > 0)
		app_draw_text(y, l->x_article, l->w_article, _("Article"));
	app_draw_text(y, l->x_time, l->w_time, _("Time"));
	app_draw_text(y, l->x_state, l->w_state, _("State"));
	attroff(term_attr(STYLE_HINT));
}

static void draw_row(const struct class_live_row *r, const struct layout *l,
		     int y, bool selected)
{
	int attr = selected ? term_attr(STYLE_SELECTED) : (int)A_NORMAL;
	char cell[64];
	bool bad;
	const char *word;

	attron(attr);
	mvhline(y, 0, ' ', COLS);
	if (selected)
		mvaddstr(y, 0, ">");
	app_draw_text(y, l->x_name, l->w_name, r->trainee);
	if (r->has_attempt) {
		app_draw_text(y, l->x_doing, l->w_doing, r->doing);
		snprintf(cell, sizeof cell, "%4d", r->actions);
		app_draw_text(y, l->x_acts, 4, cell);
	}
	for (int j = 0; j < l->k; j++) {
		int a = class_live_accuracy(r, l->skills[j]);
		bool weak = a >= 0 && a < CLASS_WEAK_PERCENT;

		if (a < 0)
			snprintf(cell, sizeof cell, "  -");
		else if (weak)      /* below 75: two digits and the mark */
			snprintf(cell, sizeof cell, "%2d*", a);
		else
			snprintf(cell, sizeof cell, "%3d", a);
		if (weak && !selected)
			attron(term_attr(STYLE_BAD));
		app_draw_text(y, l->x_skills + 4 * j, 4, cell);
		if (weak && !selected)
			attroff(term_attr(STYLE_BAD));
		attron(attr);
	}
	if (l->w_article > 0 && r->article[0] != '\0') {
		/* "IPLyC 7.13.1.1": the number is what the column has room
		 * for; the detail line below has it whole. */
		const char *num = strrchr(r->article, ' ');

		app_draw_text(y, l->x_article, l->w_article,
			      num != NULL ? num + 1 : r->article);
	}
	if (r->has_attempt) {
		if (r->seconds >= 3600)
			snprintf(cell, sizeof cell, "%2dh%02d",
				 (int)(r->seconds / 3600 % 100),
				 (int)(r->seconds / 60 % 60));
		else
			snprintf(cell, sizeof cell, "%02d:%02d",
				 (int)(r->seconds / 60),
				 (int)(r->seconds % 60));
		app_draw_text(y, l->x_time, l->w_time, cell);
	}
	word = state_word(r, &bad);
	if (bad && !selected)
		attron(term_attr(STYLE_BAD));
	app_draw_text(y, l->x_state, l->w_state, word);
	if (bad && !selected)
		attroff(term_attr(STYLE_BAD));
	attroff(attr);
}

/* The selected trainee's last mistake, spelt out. */
static void draw_detail(const struct class_screen *c, int y)
{
	const struct class_live_row *r;
	char line[1024];
	enum skill k;
	int w;

	if (c->n == 0)
		return;
	r = &c->rows[c->order[c->sel]];
	if (!r->has_attempt) {
		snprintf(line, sizeof line, _("%s: nothing done yet."),
			 r->trainee);
	} else {
		w = class_live_weakest(r, &k);
		if (w >= 0)
			snprintf(line, sizeof line,
				 ngettext("%s: %d mistake; weakest: %s %d%%;"
					  " %s (%s)",
					  "%s: %d mistakes; weakest: %s %d%%;"
					  " %s (%s)",
					  (unsigned long)r->mistakes),
				 r->trainee, r->mistakes, skill_name(k), w,
				 r->doing, r->kind);
		else
			snprintf(line, sizeof line, _("%s: %s (%s), no action"
						      " yet."), r->trainee,
				 r->doing, r->kind);
	}
	app_draw_text(y, 1, COLS - 2, line);
	if (r->mistake[0] != '\0')
		snprintf(line, sizeof line, _("Last mistake: %s (art. %s)"),
			 r->mistake, r->article[0] != '\0' ? r->article : "-");
	else
		snprintf(line, sizeof line, "%s", _("No mistake."));
	app_draw_text(y + 1, 1, COLS - 2, line);
}

static void draw_watch(struct class_screen *c)
{
	struct layout l;
	char title[512], where[128];
	int y = 1, rows = LINES - 6;

	snprintf(title, sizeof title, ngettext(
			 "Class %s: %zu trainee, by %s, live",
			 "Class %s: %zu trainees, by %s, live",
			 (unsigned long)c->n), c->cls, c->n,
		 c->by_weakest ? _("weakest skill") : _("name"));
	app_draw_frame(title, _("Up/Down: move  s: sort  q: back  ?: keys"));
	if (c->error[0] != '\0') {
		attron(term_attr(STYLE_BAD));
		app_draw_wrapped(2, 1, 3, COLS - 2, c->error);
		attroff(term_attr(STYLE_BAD));
		if (c->n == 0)
			return;
		y = 5;
		rows = LINES - 10;
	}
	lay_out(c, &l);
	draw_header(&l, y++);
	if (c->n == 0) {
		app_draw_text(y + 1, 2, COLS - 4,
			      _("Nobody in this class yet: 'crupier class add'"
				" or 'class import-roster' fills it."));
		return;
	}
	if (rows < 1)
		rows = 1;
	if (c->sel < c->top)
		c->top = c->sel;
	if (c->sel >= c->top + (size_t)rows)
		c->top = c->sel - (size_t)rows + 1;
	for (size_t i = c->top; i < c->n && i < c->top + (size_t)rows;
	     i++, y++)
		draw_row(&c->rows[c->order[i]], &l, y, i == c->sel);
	snprintf(where, sizeof where, _("%zu-%zu of %zu"), c->top + 1,
		 c->top + (size_t)rows < c->n ? c->top + (size_t)rows : c->n,
		 c->n);
	attron(term_attr(STYLE_HINT));
	mvhline(LINES - 4, 0, ACS_HLINE, COLS);
	app_draw_text(LINES - 4, COLS - 2 - (int)strlen(where), (int)strlen(where),
		      where);
	attroff(term_attr(STYLE_HINT));
	draw_detail(c, LINES - 3);
}

static void class_draw(struct screen *s, struct app *app)
{
	struct class_screen *c = (struct class_screen *)s;

	(void)app;
	if (!c->choosing) {
		draw_watch(c);
		return;
	}
	app_draw_frame(_("Class: choose a class to watch"),
		       _("Up/Down: move  Enter: watch  q: back"));
	if (c->error[0] != '\0') {
		attron(term_attr(STYLE_BAD));
		app_draw_wrapped(2, 2, 4, COLS - 4, c->error);
		attroff(term_attr(STYLE_BAD));
		return;
	}
	list_draw(&c->classes, 2, 2, LINES - 4, COLS - 4,
		  _("No classes yet: 'crupier class create NAME' makes one."));
}

static void watch(struct class_screen *c, const char *cls)
{
	size_t n = strnlen(cls, sizeof c->cls - 1);

	memcpy(c->cls, cls, n);
	c->cls[n] = '\0';
	c->class_id = 0;
	c->choosing = false;
	c->sel = c->top = 0;
	load(c);
}

static int class_key(struct screen *s, struct app *app, int key,
		     bool is_code)
{
	struct class_screen *c = (struct class_screen *)s;
	size_t page = LINES > 6 ? (size_t)(LINES - 6) : 1;

	(void)app;
	if (c->choosing) {
		const struct list_item *it;

		switch (list_key(&c->classes, key, is_code)) {
		case LIST_ACTIVATE:
			it = list_selected(&c->classes);
			if (it != NULL)
				watch(c, it->text);
			return SCREEN_REDRAW;
		case LIST_CHANGED:
			return SCREEN_REDRAW;
		default:
			break;
		}
		if (!is_code && (key == 'q' || key == 'Q' || key == KEY_ESC))
			return SCREEN_POP;
		return SCREEN_UNHANDLED;
	}
	if (is_code) {
		switch (key) {
		case KEY_UP:
			if (c->sel > 0)
				c->sel--;
			return SCREEN_REDRAW;
		case KEY_DOWN:
			if (c->sel + 1 < c->n)
				c->sel++;
			return SCREEN_REDRAW;
		case KEY_PPAGE:
			c->sel = c->sel > page ? c->sel - page : 0;
			return SCREEN_REDRAW;
		case KEY_NPAGE:
			c->sel = c->sel + page < c->n ? c->sel + page
				: (c->n > 0 ? c->n - 1 : 0);
			return SCREEN_REDRAW;
		case KEY_HOME:
			c->sel = 0;
			return SCREEN_REDRAW;
		case KEY_END:
			c->sel = c->n > 0 ? c->n - 1 : 0;
			return SCREEN_REDRAW;
		default:
			return SCREEN_UNHANDLED;
		}
	}
	if (key == 's' || key == 'S') {
		c->by_weakest = !c->by_weakest;
		load(c);
		c->sel = 0;
		c->top = 0;
		return SCREEN_REDRAW;
	}
	if (key == 'q' || key == 'Q' || key == KEY_ESC)
		return SCREEN_POP;
	return SCREEN_UNHANDLED;
}

/* Live: the database read again every CLASS_POLL_TICKS seconds. */
static int class_tick(struct screen *s, struct app *app)
{
	struct class_screen *c = (struct class_screen *)s;

	(void)app;
	if (c->choosing)
		return SCREEN_HANDLED;
#ifdef HAVE_POSTGRESQL
	/* The server says when someone acted (LISTEN crupier_live): read
	 * again then, and only then. */
	if (c->remote != NULL) {
		struct error err;
		bool any;

		if (!class_pg_notified(c->remote, c->class_id, &any, &err)) {
			snprintf(c->error, sizeof c->error, "%s", err.message);
			return SCREEN_REDRAW;
		}
		if (!any)
			return SCREEN_HANDLED;
		load(c);
		return SCREEN_REDRAW;
	}
#endif
	if (++c->ticks < CLASS_POLL_TICKS)
		return SCREEN_HANDLED;
	load(c);
	return SCREEN_REDRAW;
}

static void class_destroy(struct screen *s)
{
	struct class_screen *c = (struct class_screen *)s;

	list_free(&c->classes);
	free(c->rows);
	free(c->order);
	free(c);
}

static bool class_typing(const struct screen *s)
{
	const struct class_screen *c = (const struct class_screen *)s;

	return c->choosing && c->classes.searching;
}

static const struct screen_ops class_ops = {
	.name = "class", .draw = class_draw, .key = class_key,
	.tick = class_tick, .destroy = class_destroy, .keys = class_keys,
	.typing = class_typing,
};

/* The list of classes to choose from. */
static void fill_classes(struct class_screen *c)
{
	struct store *db = history_store(c->st->history);
	struct class_info *ci;
	struct error err;
	char detail[LIST_DETAIL_MAX];
	size_t n;

	if (db == NULL) {
		snprintf(c->error, sizeof c->error, "%s",
			 c->st->history->error);
		return;
	}
	if (!class_list(db, &ci, &n, &err)) {
		snprintf(c->error, sizeof c->error, "%s", err.message);
		return;
	}
	for (size_t i = 0; i < n; i++) {
		snprintf(detail, sizeof detail,
			 ngettext("%d trainee", "%d trainees",
				  (unsigned long)ci[i].members),
			 ci[i].members);
		list_add(&c->classes, ci[i].name, detail, (int)i, false);
	}
	if (n == 1)
		watch(c, ci[0].name);
	free(ci);
}

bool class_screen_open(struct app *app, const char *cls)
{
	return class_screen_open_remote(app, cls, NULL);
}

bool class_screen_open_remote(struct app *app, const char *cls,
			      struct remote *remote)
{
	struct class_screen *c = calloc(1, sizeof *c);

	if (c == NULL)
		return false;
	c->base.ops = &class_ops;
	c->st = app->data;
	c->remote = remote;
	list_init(&c->classes);
	c->classes.detail_width = 16;
	if (cls != NULL) {
		watch(c, cls);
	} else {
		c->choosing = true;
		fill_classes(c);
	}
	app_push(app, &c->base);
	return true;
}
