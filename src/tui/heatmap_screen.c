/* SPDX-License-Identifier: GPL-3.0-or-later */
/* heatmap_screen.c: the heat maps on screen; see heatmap_screen.h. */
#include "config.h"

#include "tui/heatmap_screen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <ncursesw/curses.h>

#include "i18n.h"
#include "scenario/rules_load.h"
#include "session/cell.h"
#include "learning/heatmap.h"
#include "base/paths.h"
#include "base/text_width.h"
#include "tui/app.h"
#include "tui/history.h"
#include "tui/keys.h"
#include "tui/settings.h"

enum heat_page { PAGE_DRAWING, PAGE_PAYMENTS, PAGE__COUNT };

struct heatmap_screen {
	struct screen base;
	struct settings *st;
	struct rules rules;             /* the settings' profile: targets */
	struct heatmap map;
	char (*classes)[HEAT_CLASS_MAX];
	size_t n_classes;
	/* Whose map: 0 the trainee, 1..n_classes a class, n_classes + 1
	 * every trainee of the store. */
	size_t scope;
	enum heat_page page;
	bool stale;
	char error[1024];
};

static const struct key_help heatmap_keys[] = {
	{ N_("Tab, Left, Right"), N_("the drawing table or the payments") },
	{ N_("c"), N_("the trainee, each class, every trainee of the database") },
	{ N_("q, Esc"), N_("back to Progress") },
	{ NULL, NULL },
};

static void load(struct heatmap_screen *h)
{
	struct store *db = history_reader(h->st->history);
	const char *one[1] = { h->st->trainee };
	struct heat_scope scope = { NULL, 0, NULL };
	struct error err;

	h->stale = false;
	h->error[0] = '\0';
	heatmap_init(&h->map);
	if (db == NULL) {
		snprintf(h->error, sizeof h->error, "%s",
			 h->st->history->error);
		return;
	}
	free(h->classes);
	h->classes = NULL;
	if (!heatmap_classes(db, &h->classes, &h->n_classes, &err)) {
		snprintf(h->error, sizeof h->error, "%s", err.message);
		return;
	}
	if (h->scope > h->n_classes + 1)
		h->scope = 0;
	if (h->scope == 0) {
		scope.trainees = one;
		scope.n = 1;
	} else if (h->scope <= h->n_classes) {
		scope.class_name = h->classes[h->scope - 1];
	}
	if (!heatmap_load(db, &scope, &h->map, &err))
		snprintf(h->error, sizeof h->error, "%s", err.message);
}

static int level_attr(enum heat_level lv)
{
	switch (lv) {
	case HEAT_GOOD:
		return term_attr(STYLE_GOOD);
	case HEAT_FAIR:
		return term_attr(STYLE_CALL);
	case HEAT_POOR:
		return term_attr(STYLE_BAD);
	case HEAT_BAD:
		return term_attr(STYLE_BAD) | A_BOLD;
	case HEAT_UNSEEN:
	default:
		return term_attr(STYLE_HINT);
	}
}

static int col_width(const struct heat_grid *g, int c)
{
	int w = text_width(g->col_label[c]);

	return (w > 2 ? w : 2) + 1;
}

/* The widest row label of the page's grids. */
static int label_width(const struct heatmap_screen *h, const int *maps,
		       int n)
{
	int w = 0;

	for (int i = 0; i < n; i++) {
		const struct heat_grid *g = &h->map.grid[maps[i]];

		for (int r = 0; r < g->rows; r++) {
			int x = text_width(g->row_label[r]);

			if (x > w)
				w = x;
		}
	}
	return w + 2;
}

/* Draws a grid from line y; returns the line after it. */
static int draw_grid(const struct heatmap_screen *h, const struct heat_grid *g,
		     int y, int lw)
{
	int x;

	attron(term_attr(STYLE_TITLE));
	app_draw_text(y++, 2, COLS - 4, g->title);
	attroff(term_attr(STYLE_TITLE));
	x = 2 + lw;
	attron(term_attr(STYLE_HINT));
	for (int c = 0; c < g->cols && x < COLS - 2; c++) {
		app_draw_text(y, x, COLS - 2 - x, g->col_label[c]);
		x += col_width(g, c);
	}
	attroff(term_attr(STYLE_HINT));
	y++;
	for (int r = 0; r < g->rows && y < LINES - 2; r++, y++) {
		app_draw_text(y, 2, lw, g->row_label[r]);
		x = 2 + lw;
		for (int c = 0; c < g->cols && x < COLS - 3; c++) {
			const struct heat_cell *cell = &g->cell[r][c];
			char sym[3];
			int attr;

			if (g->exists[r][c]) {
				heat_symbol(cell, &h->rules, sym);
				attr = level_attr(heat_level(cell, &h->rules));
				attron(attr);
				mvaddstr(y, x, sym);
				attroff(attr);
			}
			x += col_width(g, c);
		}
	}
	return y;
}

/* The page's weakest squares in words, in the lines left. */
static void draw_weakest(const struct heatmap_screen *h, const int *maps,
			 int n, int y)
{
	struct heat_weak w[16];
	unsigned mask = 0;
	size_t k, max;

	if (y + 2 > LINES - 2)
		return;
	for (int i = 0; i < n; i++)
		mask |= 1u << maps[i];
	max = (size_t)(LINES - 2 - y - 1);
	if (max > sizeof w / sizeof w[0])
		max = sizeof w / sizeof w[0];
	k = heatmap_weakest(&h->map, &h->rules, mask, w, max);
	if (k == 0)
		return;
	attron(term_attr(STYLE_TITLE));
	app_draw_text(y++, 2, COLS - 4, _("Weakest cells:"));
	attroff(term_attr(STYLE_TITLE));
	for (size_t i = 0; i < k; i++, y++) {
		char text[160], line[256], sym[3];

		cell_text(w[i].key, text, sizeof text);
		heat_symbol(&w[i].c, &h->rules, sym);
		snprintf(line, sizeof line, _("%s %s: %d of %d right"), sym,
			 text, w[i].c.right, w[i].c.seen);
		app_draw_text(y, 2, COLS - 4, line);
	}
}

static void whom(const struct heatmap_screen *h, char *buf, size_t size)
{
	if (h->scope == 0)
		snprintf(buf, size, _("Heat map of %s"), h->st->trainee);
	else if (h->scope <= h->n_classes)
		snprintf(buf, size, _("Heat map of class %s"),
			 h->classes[h->scope - 1]);
	else
		snprintf(buf, size, "%s",
			 _("Heat map of every trainee of this database"));
}

static void heatmap_draw(struct screen *s, struct app *app)
{
	static const int drawing[] = { HEAT_DRAWING, HEAT_PUNTO };
	static const int payments[] = { HEAT_PAYOUTS, HEAT_BANK, HEAT_COLLECT,
					HEAT_BACK };
	struct heatmap_screen *h = (struct heatmap_screen *)s;
	const int *maps = h->page == PAGE_DRAWING ? drawing : payments;
	int n = h->page == PAGE_DRAWING ? 2 : 4;
	char title[256], line[512];
	int y = 1, lw;

	(void)app;
	if (h->stale)
		load(h);
	whom(h, title, sizeof title);
	app_draw_frame(title, h->page == PAGE_DRAWING
		       ? _("Tab: payments  c: class  ?: keys  q: back")
		       : _("Tab: drawing table  c: class  ?: keys  q: back"));
	if (h->error[0] != '\0') {
		attron(term_attr(STYLE_BAD));
		app_draw_wrapped(y + 1, 2, LINES - 4, COLS - 4, h->error);
		attroff(term_attr(STYLE_BAD));
		return;
	}
	snprintf(line, sizeof line,
		 ngettext("%d action in cells", "%d actions in cells",
			  (unsigned long)h->map.actions), h->map.actions);
	if (h->scope > 0) {
		size_t len = strlen(line);

		snprintf(line + len, sizeof line - len,
			 ngettext(" (%d trainee)", " (%d trainees)",
				  (unsigned long)h->map.trainees),
			 h->map.trainees);
	}
	app_draw_text(y++, 2, COLS - 4, line);
	heat_legend(&h->rules, line, sizeof line);
	attron(term_attr(STYLE_HINT));
	y += app_draw_wrapped(y, 2, 2, COLS - 4, line);
	attroff(term_attr(STYLE_HINT));
	lw = label_width(h, maps, n);
	/* The payments' four small grids need every line at 24: no blank
	 * between them there. */
	for (int i = 0; i < n && y < LINES - 3; i++)
		y = draw_grid(h, &h->map.grid[maps[i]], y, lw)
		    + (h->page == PAGE_DRAWING || LINES > 24 ? 1 : 0);
	draw_weakest(h, maps, n, y);
}

static int heatmap_key(struct screen *s, struct app *app, int key,
		       bool is_code)
{
	struct heatmap_screen *h = (struct heatmap_screen *)s;

	(void)app;
	if (is_code) {
		if (key == KEY_LEFT || key == KEY_RIGHT || key == KEY_BTAB) {
			h->page = (enum heat_page)((h->page + 1) % PAGE__COUNT);
			return SCREEN_REDRAW;
		}
		return SCREEN_UNHANDLED;
	}
	if (key == '\t') {
		h->page = (enum heat_page)((h->page + 1) % PAGE__COUNT);
		return SCREEN_REDRAW;
	}
	if (key == 'c' || key == 'C') {
		h->scope = (h->scope + 1) % (h->n_classes + 2);
		h->stale = true;
		return SCREEN_REDRAW;
	}
	if (key == 'q' || key == 'Q' || key == KEY_ESC)
		return SCREEN_POP;
	return SCREEN_UNHANDLED;
}

static void heatmap_destroy(struct screen *s)
{
	struct heatmap_screen *h = (struct heatmap_screen *)s;

	free(h->classes);
	free(h);
}

static const struct screen_ops heatmap_ops = {
	.name = "heatmap", .draw = heatmap_draw, .key = heatmap_key,
	.destroy = heatmap_destroy, .keys = heatmap_keys,
};

bool heatmap_screen_open(struct app *app)
{
	struct heatmap_screen *h = calloc(1, sizeof *h);
	char path[4096];
	struct diag d;

	if (h == NULL)
		return false;
	h->base.ops = &heatmap_ops;
	h->st = app->data;
	h->stale = true;
	/* The targets of the trainee's profile; its defaults otherwise. */
	if (h->st->profile[0] == '\0' ||
	    paths_rules_file(h->st->profile, path, sizeof path) != 0 ||
	    !rules_load_file(path, &h->rules, &d))
		rules_init(&h->rules);
	app_push(app, &h->base);
	return true;
}
