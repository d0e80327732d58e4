/* SPDX-License-Identifier: GPL-3.0-or-later */
/* browse.c: the Lessons, Drills by skill and Exam choosers; see
 * browse.h. */
#include "config.h"

#include "tui/browse.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <ncursesw/curses.h>

#include "base/paths.h"
#include "i18n.h"
#include "scenario/scenario_load.h"
#include "tui/app.h"
#include "tui/catalog.h"
#include "tui/class_gate.h"
#include "store/store_best.h"
#include "tui/exam_screen.h"
#include "tui/sealed_exam.h"
#include "exam/exam_file.h"
#include "tui/history.h"
#include "tui/lesson_lock.h"
#include "tui/lesson_practice_open.h"
#include "tui/list.h"
#include "tui/pay_drill_screen.h"
#include "session/skill_of.h"
#include "tui/settings.h"
#include "tui/keys.h"

#define TAG_OPEN_FILE (-1)
#define TAG_PAY_DRILL (-2)      /* the payouts' timed drill */
#define PANE_LINES 9             /* the description under the list */

enum browse_kind { BROWSE_LESSONS, BROWSE_SKILLS, BROWSE_DRILLS, BROWSE_EXAMS };

static const char *const skill_about[SKILL__COUNT] = {
	[SKILL_SHUFFLE] = N_("The shuffle at the opening and during play, step by step (IPLyC 8.7.1, 8.7.2): riffles, ensalada, piles, cut, cut cards."),
	[SKILL_DECK_CHECK] = N_("Counting and checking the decks before the opening (IPLyC 8.9.8)."),
	[SKILL_DEALING] = N_("Routing each card to Punto or Banca, naturals, and the calls of the coup in the regulation's words."),
	[SKILL_DRAWING] = N_("When Punto and Banca draw a third card: the tables of IPLyC 7.4."),
	[SKILL_VOLUNTAD] = N_("Who turns Punto's cards, \"¡5 tiene voluntad!\", and the answer on a five."),
	[SKILL_ROTATION] = N_("Passing the sabot, the remate, the free seat, the suite and the mitad de banca."),
	[SKILL_PAYOUTS] = N_("Paying each bet in the regulation's order, at the right percentage, and collecting the losers."),
	[SKILL_ANOMALIES] = N_("A card face up, a wrong card, a joker...: stop the game and give the ruling."),
};

static const char *const kind_names[] = {
	[SCENARIO_DRILL] = N_("drill"),
	[SCENARIO_LESSON] = N_("lesson"),
	[SCENARIO_EXAM] = N_("exam"),
};

/* A skill's one name, as the summary, Progress and results say it. */
const char *browse_skill_name(enum skill s)
{
	return (unsigned)s < SKILL__COUNT ? skill_name(s) : "";
}

const char *browse_skill_about(enum skill s)
{
	return (unsigned)s < SKILL__COUNT ? _(skill_about[s]) : "";
}

const char *browse_kind_name(enum scenario_kind k)
{
	return (unsigned)k <= SCENARIO_EXAM ? _(kind_names[k]) : "";
}

void browse_scenario_dir(char *out, size_t size)
{
	paths_scenario_dir(out, size);
}

static void rules_dir(char *out, size_t size)
{
	if (paths_rules_dir(out, size) != 0 && size > 0)
		out[0] = '\0';
}

struct browse_screen {
	struct screen base;
	enum browse_kind kind;
	enum skill skill;              /* BROWSE_DRILLS */
	struct catalog own;            /* scanned by this screen */
	const struct catalog *cat;     /* own, or the skills chooser's */
	bool scanned;                  /* a folder could be read */
	char dir[4096];                /* the folders read, for the header */
	size_t next;                   /* the entry marked "next" */
	struct list list;
	bool editing;                  /* the path field has the keys */
	struct line_edit path;
	char message[DIAG_FILE_MAX + DIAG_MESSAGE_MAX + 128];
	struct class_gate gate;        /* BROWSE_EXAMS: assigned exams */
	bool stale;                    /* a scenario was opened: its result
					  may change progress and locks */
};

static const struct key_help list_keys[] = {
	{ N_("Up, Down"), N_("choose a scenario (Page Up, Page Down, Home, End)") },
	{ N_("Enter"), N_("open it on the table") },
	{ N_("p"), N_("a lesson: practise it on fresh coups until mastered (a locked one: the lesson before it)") },
	{ N_("o"), N_("open a scenario file by its path") },
	{ N_("/"), N_("search: type, Enter keeps the filter, Esc drops it") },
	{ N_("q, Esc"), N_("back to the menu") },
	{ N_("?"), N_("this help") },
	{ NULL, NULL },
};

static const struct key_help skills_keys[] = {
	{ N_("Up, Down"), N_("choose a skill") },
	{ N_("Enter"), N_("list the drills of that skill") },
	{ N_("o"), N_("open a scenario file by its path") },
	{ N_("/"), N_("search: type, Enter keeps the filter, Esc drops it") },
	{ N_("q, Esc"), N_("back to the menu") },
	{ N_("?"), N_("this help") },
	{ NULL, NULL },
};

static const struct key_help exam_keys[] = {
	{ N_("Up, Down"), N_("choose an exam") },
	{ N_("Enter"), N_("open it on the table") },
	{ N_("o"), N_("open a scenario file by its path") },
	{ N_("/"), N_("search: type, Enter keeps the filter, Esc drops it") },
	{ N_("q, Esc"), N_("back to the menu") },
	{ N_("?"), N_("this help") },
	{ NULL, NULL },
};

/* The right column of a valid entry: its profile and the trainee's
 * progress ("iplyc · passed, 92%", "iplyc · next"). */
static void entry_detail(const struct browse_screen *b, size_t i, char *buf,
			 size_t size)
{
	const struct catalog_entry *e = &b->cat->items[i];
	char progress[64] = "";

	if (e->locked)
		snprintf(progress, sizeof progress, "%s", _("locked"));
	else if (e->complete > 0 && e->has_best)
		snprintf(progress, sizeof progress,
			 e->passed ? _("passed, %.0f%%") : _("best %.0f%%"),
			 e->best);
	else if (e->complete > 0)
		snprintf(progress, sizeof progress, "%s", _("done"));
	else if (i == b->next)
		snprintf(progress, sizeof progress, "%s", _("next"));
	else if (e->begun)
		snprintf(progress, sizeof progress, "%s", _("begun"));
	if (progress[0] != '\0')
		snprintf(buf, size, "%s · %s", e->rules_name, progress);
	else
		snprintf(buf, size, "%s", e->rules_name);
}

static bool add_entry(struct browse_screen *b, const struct settings *st,
		      size_t i)
{
	const struct catalog_entry *e = &b->cat->items[i];
	char detail[LIST_DETAIL_MAX];

	if (!e->valid)
		return list_add(&b->list, e->name, _("has errors"), (int)i,
				true);
	entry_detail(b, i, detail, sizeof detail);
	if (b->kind == BROWSE_EXAMS) {
		char gated[LIST_DETAIL_MAX];
		bool hide, disabled;

		class_gate_entry(&b->gate, e->id, &hide, &disabled, gated,
				 sizeof gated);
		if (hide)
			return true;
		if (gated[0] != '\0')
			snprintf(detail, sizeof detail, "%s", gated);
		return list_add(&b->list, settings_pick_text(st, e->title.es,
							     e->title.en),
				detail, (int)i, disabled);
	}
	return list_add(&b->list, settings_pick_text(st, e->title.es,
						     e->title.en),
			detail, (int)i, e->locked);
}

/* Fills the list for the screen's kind; false when out of memory. */
static bool fill(struct browse_screen *b, const struct settings *st)
{
	const struct catalog *c = b->cat;
	enum scenario_kind kind = b->kind == BROWSE_LESSONS ? SCENARIO_LESSON
		: b->kind == BROWSE_EXAMS ? SCENARIO_EXAM : SCENARIO_DRILL;
	size_t *order, n;
	bool ok = true;

	list_clear(&b->list);
	/* Every chooser opens a file by its path too: a school's exam, a
	 * drill being written. */
	if (!list_add(&b->list, _("Open a file..."), "", TAG_OPEN_FILE, false))
		return false;
	/* The payments have a drill of random bets against the clock. */
	if (b->kind == BROWSE_DRILLS && b->skill == SKILL_PAYOUTS &&
	    !list_add(&b->list, _("Timed payments: random bets, you choose"
				  " the order"), _("against the clock"),
		      TAG_PAY_DRILL, false))
		return false;
	if (b->kind == BROWSE_SKILLS) {
		for (int s = 0; s < SKILL__COUNT && ok; s++) {
			char drills[64];
			size_t count = catalog_count_drills(c, (enum skill)s);

			snprintf(drills, sizeof drills,
				 ngettext("%zu drill", "%zu drills", count),
				 count);
			ok = list_add(&b->list, browse_skill_name((enum skill)s),
				      drills, s, count == 0);
		}
		return ok;
	}
	order = malloc((c->count + 1) * sizeof *order);
	if (order == NULL)
		return false;
	/* By profile, the trainee's first; the first not done is next. */
	n = catalog_order(c, kind, b->kind == BROWSE_DRILLS ? b->skill
			  : SKILL__COUNT, st != NULL ? st->profile : "",
			  order, c->count);
	b->next = catalog_next(c, order, n);
	for (size_t k = 0; k < n && ok; k++)
		ok = add_entry(b, st, order[k]);
	free(order);
	/* A broken file is listed everywhere, last, rather than hidden. */
	for (size_t i = 0; i < c->count && ok; i++)
		if (!c->items[i].valid)
			ok = add_entry(b, st, i);
	return ok;
}

static struct browse_screen *browse_new(enum browse_kind kind);
static void load_progress(struct catalog *c, struct settings *st);
static void load_locks(struct catalog *c, struct settings *st);

/* After a scenario: the list again from the results, so that a lesson
 * that opened is open, and a score is the latest, as soon as the
 * trainee is back; the same entry stays selected. */
static void reload(struct browse_screen *b, struct settings *st)
{
	const struct list_item *it = list_selected(&b->list);
	int tag = it != NULL ? it->tag : -1;

	b->stale = false;
	if (b->cat != &b->own)
		return;
	load_progress(&b->own, st);
	load_locks(&b->own, st);
	if (fill(b, st) && tag >= 0)
		list_select_tag(&b->list, tag);
}

static const char *title_of(const struct browse_screen *b)
{
	switch (b->kind) {
	case BROWSE_LESSONS:
		return _("Lessons");
	case BROWSE_SKILLS:
		return _("Drills by skill");
	case BROWSE_EXAMS:
		return _("Exam");
	default:
		return browse_skill_name(b->skill);
	}
}

/* "name.yaml:9:1: message": the directory is in the header already. */
static void short_diag(const struct diag *d, char *buf, size_t size)
{
	const char *slash = strrchr(d->file, '/');
	const char *name = slash != NULL ? slash + 1 : d->file;

	if (d->line > 0)
		snprintf(buf, size, "%s:%lu:%lu: %s", name, d->line, d->column,
			 d->message);
	else
		snprintf(buf, size, "%s: %s", name, d->message);
}

/* Whose file it is, and where: a teacher's own drill says so. */
static void origin_text(const struct catalog_entry *e, char *buf, size_t size)
{
	switch (e->origin) {
	case CATALOG_OWN:
		snprintf(buf, size, _("Your own scenario: %s"), e->path);
		break;
	case CATALOG_SCHOOL:
		snprintf(buf, size, _("Your school's scenario: %s"), e->path);
		break;
	default:
		snprintf(buf, size, _("Shipped with crupier: %s"), e->path);
		break;
	}
}

/* The description of the selected entry, in the pane under the list. */
static void draw_pane(const struct browse_screen *b, const struct settings *st,
		      int y, int height)
{
	const struct list_item *it = list_selected(&b->list);
	const struct catalog_entry *e;
	char line[DIAG_FILE_MAX + DIAG_MESSAGE_MAX + 64];
	size_t n;

	if (b->editing) {
		line_edit_draw(&b->path, _("File: "), y, 2, COLS - 4);
		app_draw_wrapped(y + 1, 2, 2, COLS - 4,
				 _("Type the path of a scenario file and press Enter (Esc: cancel)."));
		y += 3;
		height -= 3;
	}
	if (b->message[0] != '\0') {
		attron(term_attr(STYLE_BAD));
		n = (size_t)app_draw_wrapped(y, 2, height, COLS - 4, b->message);
		attroff(term_attr(STYLE_BAD));
		y += (int)n;
		height -= (int)n;
	}
	if (b->editing || it == NULL || height <= 0)
		return;
	if (it->tag == TAG_OPEN_FILE) {
		app_draw_wrapped(y, 2, height, COLS - 4,
				 _("Open any scenario file by its path: an exam your school gave you, or a drill you are writing."));
		return;
	}
	if (it->tag == TAG_PAY_DRILL) {
		app_draw_wrapped(y, 2, height, COLS - 4,
				 _("Seven bets of a coup just won, to pay in the"
				   " time the profile's target gives each: you"
				   " choose which bet to pay next, and the"
				   " paying order of IPLyC 8.4.2.6 judges it,"
				   " with each amount."));
		return;
	}
	if (b->kind == BROWSE_SKILLS) {
		app_draw_wrapped(y, 2, height, COLS - 4,
				 browse_skill_about((enum skill)it->tag));
		return;
	}
	e = &b->cat->items[it->tag];
	if (!e->valid) {
		snprintf(line, sizeof line,
			 ngettext("This file does not load (%zu error). The first:",
				  "This file does not load (%zu errors). The first:",
				  e->n_errors), e->n_errors);
		app_draw_text(y, 2, COLS - 4, line);
		short_diag(&e->first_error, line, sizeof line);
		attron(term_attr(STYLE_BAD));
		n = (size_t)app_draw_wrapped(y + 1, 2, height - 2, COLS - 4, line);
		attroff(term_attr(STYLE_BAD));
		snprintf(line, sizeof line, _("All of them: crupier check %s"),
			 e->path);
		attron(term_attr(STYLE_HINT));
		app_draw_wrapped(y + 1 + (int)n, 2, height - 1 - (int)n,
				 COLS - 4, line);
		attroff(term_attr(STYLE_HINT));
		return;
	}
	/* "lesson · dealing, drawing · iplyc-lesson-1" */
	{
		const char *sep = " · ";

		n = (size_t)snprintf(line, sizeof line, "%s",
				     browse_kind_name(e->kind));
		for (int s = 0; s < SKILL__COUNT && n < sizeof line; s++)
			if (e->skills[s]) {
				n += (size_t)snprintf(line + n, sizeof line - n,
					"%s%s", sep, browse_skill_name((enum skill)s));
				sep = ", ";
			}
		if (n < sizeof line)
			snprintf(line + n, sizeof line - n, " · %s", e->id);
	}
	if (e->locked) {
		const struct catalog_entry *prev = &b->cat->items[e->before];
		char locked[1024];

		snprintf(locked, sizeof locked,
			 _("Locked: it opens when you master \"%s\"%s%s."
			   " p: practise it on fresh coups until mastered."),
			 settings_pick_text(st, prev->title.es, prev->title.en),
			 e->missing[0] != '\0' ? " - " : "", e->missing);
		attron(term_attr(STYLE_BAD));
		n = (size_t)app_draw_wrapped(y, 2, 3, COLS - 4, locked);
		attroff(term_attr(STYLE_BAD));
		y += (int)n;
		height -= (int)n;
	}
	attron(term_attr(STYLE_HINT));
	app_draw_text(y, 2, COLS - 4, line);
	origin_text(e, line, sizeof line);
	/* The whole path: a teacher must see which copy this is. */
	n = (size_t)app_draw_wrapped(y + 1, 2, height - 1, COLS - 4, line);
	attroff(term_attr(STYLE_HINT));
	app_draw_wrapped(y + 1 + (int)n, 2, height - 1 - (int)n, COLS - 4,
			 settings_pick_text(st, e->instructions.es,
					    e->instructions.en));
}

static void browse_draw(struct screen *s, struct app *app)
{
	struct browse_screen *b = (struct browse_screen *)s;
	const struct settings *st = app->data;
	int list_h = LINES - 4 - PANE_LINES;
	char head[4200];

	if (b->stale)
		reload(b, app->data);
	app_draw_frame(title_of(b), b->kind == BROWSE_LESSONS
		       ? _("Enter: open  p: practise until mastered  /: search  ?: keys  q: back")
		       : _("Enter: open  o: open a file  /: search  ?: keys  q: back"));
	if (!b->scanned)
		snprintf(head, sizeof head, _("Cannot read the scenario library %s."),
			 b->dir);
	else if (b->kind == BROWSE_SKILLS)
		snprintf(head, sizeof head, "%s",
			 _("Choose a skill, then a drill."));
	else
		snprintf(head, sizeof head, _("Scenarios from %s"), b->dir);
	attron(term_attr(STYLE_HINT));
	app_draw_text(1, 2, COLS - 4, head);
	attroff(term_attr(STYLE_HINT));
	list_draw(&b->list, 2, 1, list_h, COLS - 2,
		  _("No scenario of this kind in the library."));
	mvhline(2 + list_h, 1, ACS_HLINE, COLS - 2);
	draw_pane(b, st, 3 + list_h, LINES - 4 - list_h);
}

/* Expands a leading "~/" as a shell would. */
static void expand_path(const char *typed, char *out, size_t size)
{
	const char *home = getenv("HOME");

	if (typed[0] == '~' && typed[1] == '/' && home != NULL)
		snprintf(out, size, "%s%s", home, typed + 1);
	else
		snprintf(out, size, "%s", typed);
}

/* Loads path and hands it to the table screen; on failure the errors go
 * into the message line and the chooser stays. */
static bool open_path(struct browse_screen *b, struct app *app,
		      const char *path)
{
	struct scenario *sc = malloc(sizeof *sc);
	char dir[4200], first[DIAG_FILE_MAX + DIAG_MESSAGE_MAX + 32];
	struct diag_list errs;

	b->message[0] = '\0';
	/* A sealed exam file: its code first, as `crupier exam FILE`. */
	if (exam_file_is_sealed(path)) {
		free(sc);
		sealed_exam_open(app, path);
		return true;
	}
	if (sc == NULL) {
		snprintf(b->message, sizeof b->message, "%s", _("Out of memory."));
		return false;
	}
	rules_dir(dir, sizeof dir);
	diag_list_init(&errs);
	if (!scenario_load(path, dir, sc, &errs)) {
		diag_list_sort(&errs);
		if (errs.count > 0)
			diag_format(&errs.items[0], first, sizeof first);
		else
			snprintf(first, sizeof first, "%s", path);
		if (errs.count > 1)
			snprintf(b->message, sizeof b->message,
				 ngettext("%s (and %zu more error)",
					  "%s (and %zu more errors)",
					  errs.count - 1), first, errs.count - 1);
		else
			snprintf(b->message, sizeof b->message, "%s", first);
		diag_list_free(&errs);
		free(sc);
		return false;
	}
	diag_list_free(&errs);
	/* An exam asks for its code and the trainee's name first; drills
	 * and lessons are recorded in the trainee's history. */
	exam_screen_open_scenario(app, sc, path);
	b->stale = true;
	return true;
}

static int activate(struct browse_screen *b, struct app *app)
{
	const struct list_item *it = list_selected(&b->list);
	struct browse_screen *d;

	if (it == NULL)
		return SCREEN_HANDLED;
	b->message[0] = '\0';
	if (it->tag == TAG_OPEN_FILE) {
		b->editing = true;
		return SCREEN_REDRAW;
	}
	if (it->tag == TAG_PAY_DRILL) {
		if (!pay_drill_screen_open(app))
			snprintf(b->message, sizeof b->message, "%s",
				 _("The rules profile cannot be read."));
		return SCREEN_REDRAW;
	}
	if (b->kind == BROWSE_SKILLS) {
		d = browse_new(BROWSE_DRILLS);
		if (d == NULL)
			return SCREEN_HANDLED;
		d->skill = (enum skill)it->tag;
		d->cat = b->cat;
		d->scanned = b->scanned;
		snprintf(d->dir, sizeof d->dir, "%s", b->dir);
		if (!fill(d, app->data)) {
			d->base.ops->destroy(&d->base);
			return SCREEN_HANDLED;
		}
		app_push(app, &d->base);
		return SCREEN_REDRAW;
	}
	if (b->kind == BROWSE_EXAMS && it->disabled) {
		snprintf(b->message, sizeof b->message, "%s",
			 _("Every attempt your class allows at this exam is"
			   " used."));
		return SCREEN_REDRAW;
	}
	if (!b->cat->items[it->tag].valid) {
		snprintf(b->message, sizeof b->message, "%s",
			 _("This file has errors and cannot be opened."));
		return SCREEN_REDRAW;
	}
	if (b->cat->items[it->tag].locked) {
		snprintf(b->message, sizeof b->message, "%s",
			 _("This lesson is locked: master the one before it first."));
		return SCREEN_REDRAW;
	}
	open_path(b, app, b->cat->items[it->tag].path);
	return SCREEN_REDRAW;
}

/* p: the lesson chosen practised on fresh coups until mastered; on a
 * locked one, the lesson it waits for. */
static int practise(struct browse_screen *b, struct app *app)
{
	const struct list_item *it = list_selected(&b->list);
	const struct catalog_entry *e;

	b->message[0] = '\0';
	if (it == NULL || it->tag < 0 || (size_t)it->tag >= b->cat->count ||
	    !b->cat->items[it->tag].valid)
		return SCREEN_HANDLED;
	e = &b->cat->items[it->tag];
	if (e->locked)
		e = &b->cat->items[e->before];
	if (lesson_practice_open(app, e, b->message, sizeof b->message))
		b->stale = true;
	return SCREEN_REDRAW;
}

static int browse_key(struct screen *s, struct app *app, int key,
		      bool is_code)
{
	struct browse_screen *b = (struct browse_screen *)s;
	char path[DIAG_FILE_MAX];

	if (b->editing) {
		switch (line_edit_key(&b->path, key, is_code)) {
		case LINE_EDIT_DONE:
			expand_path(b->path.buf, path, sizeof path);
			if (path[0] != '\0' && open_path(b, app, path))
				b->editing = false;
			return SCREEN_REDRAW;
		case LINE_EDIT_CANCEL:
			b->editing = false;
			b->message[0] = '\0';
			return SCREEN_REDRAW;
		case LINE_EDIT_CHANGED:
			return SCREEN_REDRAW;
		default:
			return SCREEN_HANDLED;
		}
	}
	switch (list_key(&b->list, key, is_code)) {
	case LIST_ACTIVATE:
		return activate(b, app);
	case LIST_CHANGED:
		b->message[0] = '\0';
		return SCREEN_REDRAW;
	default:
		break;
	}
	if (is_code)
		return SCREEN_UNHANDLED;
	if (key == 'q' || key == 'Q' || key == KEY_ESC)
		return SCREEN_POP;
	if (key == 'o' || key == 'O') {
		b->editing = true;
		return SCREEN_REDRAW;
	}
	if ((key == 'p' || key == 'P') && b->kind == BROWSE_LESSONS)
		return practise(b, app);
	return SCREEN_UNHANDLED;
}

static void browse_destroy(struct screen *s)
{
	struct browse_screen *b = (struct browse_screen *)s;

	list_free(&b->list);
	catalog_free(&b->own);
	free(b);
}

static bool browse_typing(const struct screen *s)
{
	const struct browse_screen *b = (const struct browse_screen *)s;

	return b->editing || b->list.searching;
}

static const struct screen_ops list_ops = {
	.name = "browse", .draw = browse_draw, .key = browse_key,
	.destroy = browse_destroy, .keys = list_keys, .typing = browse_typing,
};
static const struct screen_ops skills_ops = {
	.name = "skills", .draw = browse_draw, .key = browse_key,
	.destroy = browse_destroy, .keys = skills_keys, .typing = browse_typing,
};
static const struct screen_ops exam_ops = {
	.name = "exam", .draw = browse_draw, .key = browse_key,
	.destroy = browse_destroy, .keys = exam_keys, .typing = browse_typing,
};

static struct browse_screen *browse_new(enum browse_kind kind)
{
	struct browse_screen *b = calloc(1, sizeof *b);

	if (b == NULL)
		return NULL;
	b->base.ops = kind == BROWSE_SKILLS ? &skills_ops
		: kind == BROWSE_EXAMS ? &exam_ops : &list_ops;
	b->kind = kind;
	b->cat = &b->own;
	list_init(&b->list);
	b->list.detail_width = 26;
	return b;
}

/* The trainee's progress from the results database, when there is one
 * already: browsing never creates it. */
static void load_progress(struct catalog *c, struct settings *st)
{
	struct catalog_progress *p;
	struct store_best *best;
	struct error err;
	struct store *db;
	char name[STORE_NAME_MAX], path[STORE_PATH_MAX];
	struct stat sb;
	size_t n;

	if (st == NULL || st->history == NULL)
		return;
	if (st->history->st == NULL) {
		if (st->history->path[0] != '\0')
			snprintf(path, sizeof path, "%s", st->history->path);
		else if (!store_default_path(path, sizeof path, NULL))
			return;
		if (stat(path, &sb) != 0)
			return;
	}
	db = history_store(st->history);
	if (db == NULL ||
	    !store_best_scores(db, history_trainee_in(st, db, name,
						      sizeof name),
			       &best, &n, &err))
		return;
	p = calloc(n + 1, sizeof *p);
	if (p != NULL) {
		for (size_t i = 0; i < n; i++) {
			p[i].id = best[i].scenario;
			p[i].complete = best[i].complete;
			p[i].has_best = best[i].has_best;
			p[i].best = best[i].best;
			p[i].passed = best[i].passed;
			p[i].begun = best[i].begun;
		}
		catalog_set_progress(c, p, n);
		free(p);
	}
	free(best);
}

/* The lessons locked for the trainee (lesson_lock.h), from the results
 * database when there is one already: browsing never creates it. */
static void load_locks(struct catalog *c, struct settings *st)
{
	char name[STORE_NAME_MAX], path[STORE_PATH_MAX];
	struct store *db = NULL;
	struct stat sb;

	if (st == NULL)
		return;
	if (st->history != NULL && st->history->st != NULL)
		db = history_store(st->history);
	else if (st->history != NULL &&
		 (st->history->path[0] != '\0'
		  ? snprintf(path, sizeof path, "%s", st->history->path) > 0
		  : store_default_path(path, sizeof path, NULL)) &&
		 stat(path, &sb) == 0)
		db = history_store(st->history);
	lesson_lock_apply(c, db, history_trainee_in(st, db, name, sizeof name),
			  st->profile);
}

/* The folders of the library: shipped, the school's, the user's own. */
static void library_dirs(struct catalog_dir dirs[CATALOG__ORIGINS])
{
	memset(dirs, 0, CATALOG__ORIGINS * sizeof dirs[0]);
	browse_scenario_dir(dirs[0].path, sizeof dirs[0].path);
	dirs[0].origin = CATALOG_SHIPPED;
	catalog_school_dir(dirs[1].path, sizeof dirs[1].path);
	dirs[1].origin = CATALOG_SCHOOL;
	catalog_own_dir(dirs[2].path, sizeof dirs[2].path);
	dirs[2].origin = CATALOG_OWN;
}

void browse_library_progress(struct catalog *c, struct settings *st)
{
	load_progress(c, st);
	load_locks(c, st);
}

bool browse_scan_library(struct catalog *c)
{
	struct catalog_dir dirs[CATALOG__ORIGINS];
	char rules[4200];

	library_dirs(dirs);
	rules_dir(rules, sizeof rules);
	return catalog_scan_dirs(c, dirs, CATALOG__ORIGINS, rules);
}

static void scan_library(struct browse_screen *b, struct settings *st)
{
	struct catalog_dir dirs[CATALOG__ORIGINS];
	char rules[4200];
	size_t len = 0;

	library_dirs(dirs);
	rules_dir(rules, sizeof rules);
	b->scanned = catalog_scan_dirs(&b->own, dirs, CATALOG__ORIGINS, rules);
	b->dir[0] = '\0';
	for (int i = 0; i < CATALOG__ORIGINS; i++) {
		if (!b->own.read[dirs[i].origin] || len >= sizeof b->dir)
			continue;
		len += (size_t)snprintf(b->dir + len, sizeof b->dir - len,
					"%s%s", len > 0 ? " · " : "",
					dirs[i].path);
	}
	if (!b->scanned)
		snprintf(b->dir, sizeof b->dir, "%s", dirs[0].path);
	load_progress(&b->own, st);
	load_locks(&b->own, st);
}

/* Opens a chooser that reads the library itself. */
static bool open_scanned(struct app *app, enum browse_kind kind)
{
	struct browse_screen *b = browse_new(kind);

	if (b == NULL)
		return false;
	scan_library(b, app->data);
	if (kind == BROWSE_EXAMS) {
		struct settings *st = app->data;

		class_gate_init(&b->gate, st);
		/* The results server went away while its classes were read
		 * (those kept are listed): said once, here. */
		if (st != NULL && st->history != NULL)
			(void)history_notice(st->history, b->message,
					     sizeof b->message);
	}
	if (!fill(b, app->data)) {
		browse_destroy(&b->base);
		return false;
	}
	/* The cursor on the lesson to do next: where a trainee begins. */
	if (kind == BROWSE_LESSONS && b->next < b->cat->count)
		list_select_tag(&b->list, (int)b->next);
	app_push(app, &b->base);
	return true;
}

bool browse_lessons_open(struct app *app)
{
	return open_scanned(app, BROWSE_LESSONS);
}

bool browse_skills_open(struct app *app)
{
	return open_scanned(app, BROWSE_SKILLS);
}

bool browse_exam_open(struct app *app)
{
	return open_scanned(app, BROWSE_EXAMS);
}
