/* SPDX-License-Identifier: GPL-3.0-or-later */
/* rule_view.c: a rule read whole; see rule_view.h. */
#include "config.h"

#include "tui/rule_view.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <ncursesw/curses.h>

#include "i18n.h"
#include "session/rule_text.h"
#include "base/text_width.h"
#include "tui/keys.h"

#define PAGE_TEXT_MAX 16384

struct rule_view {
	struct screen base;
	const struct rules *rules;
	const struct articles *arts;
	const struct diag *arts_error;
	int ids[RULE__COUNT];
	size_t n, at;
	int top;                        /* first wrapped line shown */
	int lines;                      /* wrapped lines at the last draw */
	int rows;                       /* rows for the text at the last draw */
	char text[PAGE_TEXT_MAX];
};

static const struct key_help view_keys[] = {
	{ N_("Up, Down"), N_("scroll (Page Up, Page Down, Home, End)") },
	{ N_("Left, Right"), N_("the previous or next rule of the list") },
	{ N_("q, Esc"), N_("back to the rules") },
	{ N_("?"), N_("this help") },
	{ NULL, NULL },
};

void rule_view_text(const struct rules *r, const struct articles *arts,
		    const struct diag *arts_error, enum rule_id id,
		    char *buf, size_t size)
{
	const char *cite = rules_cite(r, id);
	const char *art = arts != NULL ? articles_find(arts, cite) : NULL;
	char err[DIAG_FILE_MAX + DIAG_MESSAGE_MAX + 8];
	int n;

	n = snprintf(buf, size, "%s\n\n", rule_text(r, id));
	if (n < 0 || (size_t)n >= size)
		return;
	if (art != NULL) {
		/* TRANSLATORS: a heading; %s is an article ("IPLyC 7.4.2").
		 * The text under it is quoted in Spanish, as the regulation
		 * writes it. */
		snprintf(buf + n, size - (size_t)n,
			 _("%s, in the regulation's own words:\n%s"), cite, art);
	} else if (arts == NULL && arts_error != NULL) {
		diag_format(arts_error, err, sizeof err);
		snprintf(buf + n, size - (size_t)n,
			 _("The regulations' texts could not be read: %s"), err);
	} else {
		snprintf(buf + n, size - (size_t)n,
			 _("The text of %s is not among the regulations' texts."),
			 cite);
	}
}

/* Walks text as app_draw_wrapped() breaks it, drawing the lines from
 * skip on into rows rows at (y, x) when draw; returns how many lines the
 * whole text takes. */
static int wrap(const char *text, int width, int skip, int y, int x,
		int rows, bool draw)
{
	int line = 0;

	if (width < 1)
		return 0;
	while (*text != '\0') {
		size_t cut = text_wrap_cut(text, width);

		if (draw && line >= skip && line - skip < rows)
			mvaddnstr(y + line - skip, x, text, (int)cut);
		text += cut;
		/* One newline ends the line; a second one is an empty line. */
		if (*text == '\n')
			text++;
		else
			while (*text == ' ')
				text++;
		line++;
	}
	return line;
}

void rule_view_draw_excerpt(int y, int x, int height, int width,
			    const char *text)
{
	int n = wrap(text, width, 0, y, x, height, true);

	if (n > height && height > 0 && width > 1)
		mvaddstr(y + height - 1, x + width - 1, "…");
}

static void view_load(struct rule_view *v)
{
	rule_view_text(v->rules, v->arts, v->arts_error,
		       (enum rule_id)v->ids[v->at], v->text, sizeof v->text);
	v->top = 0;
}

static void view_draw(struct screen *s, struct app *app)
{
	struct rule_view *v = (struct rule_view *)s;
	enum rule_id id = (enum rule_id)v->ids[v->at];
	char title[512], hint[256], frame[RULES_NAME_MAX + 64];
	int width = COLS - 4;

	(void)app;
	v->rows = LINES - 4;
	v->lines = wrap(v->text, width, 0, 0, 0, 0, false);
	if (v->top > v->lines - v->rows)
		v->top = v->lines - v->rows > 0 ? v->lines - v->rows : 0;
	/* TRANSLATORS: the page of a rule: its title and its article. */
	snprintf(title, sizeof title, _("%s (%s)"), rule_title(id),
		 rules_cite(v->rules, id));
	if (v->lines > v->rows)
		snprintf(hint, sizeof hint,
			 _("Lines %d-%d of %d  Up/Down: scroll  Left/Right: rule  q: back"),
			 v->top + 1, v->top + v->rows < v->lines
			 ? v->top + v->rows : v->lines, v->lines);
	else
		snprintf(hint, sizeof hint, "%s",
			 _("Left/Right: other rule  ?: keys  q: back"));
	snprintf(frame, sizeof frame, _("Rules of %s"), v->rules->name);
	app_draw_frame(frame, hint);
	attron(A_BOLD);
	app_draw_text(1, 2, width, title);
	attroff(A_BOLD);
	mvhline(2, 1, ACS_HLINE, COLS - 2);
	wrap(v->text, width, v->top, 3, 2, v->rows, true);
}

static int view_key(struct screen *s, struct app *app, int key, bool is_code)
{
	struct rule_view *v = (struct rule_view *)s;
	int page = v->rows > 1 ? v->rows - 1 : 1;

	(void)app;
	if (!is_code)
		switch (key) {
		case 'q': case 'Q': case KEY_ESC:
			return SCREEN_POP;
		case ' ':
			key = KEY_NPAGE;
			is_code = true;
			break;
		default:
			return SCREEN_UNHANDLED;
		}
	switch (key) {
	case KEY_UP: v->top -= v->top > 0; break;
	case KEY_DOWN: v->top += v->top + v->rows < v->lines; break;
	case KEY_PPAGE: v->top = v->top > page ? v->top - page : 0; break;
	case KEY_NPAGE: v->top += page; break;    /* view_draw clamps */
	case KEY_HOME: v->top = 0; break;
	case KEY_END: v->top = v->lines; break;
	case KEY_LEFT:
		if (v->at == 0)
			return SCREEN_HANDLED;
		v->at--;
		view_load(v);
		break;
	case KEY_RIGHT:
		if (v->at + 1 >= v->n)
			return SCREEN_HANDLED;
		v->at++;
		view_load(v);
		break;
	default:
		return SCREEN_UNHANDLED;
	}
	return SCREEN_REDRAW;
}

static void view_destroy(struct screen *s)
{
	free(s);
}

static const struct screen_ops view_ops = {
	.name = "rule", .draw = view_draw, .key = view_key,
	.destroy = view_destroy, .keys = view_keys,
};

bool rule_view_open(struct app *app, const struct rules *r,
		    const struct articles *arts, const struct diag *arts_error,
		    const int *ids, size_t n, size_t at)
{
	struct rule_view *v;

	if (n == 0 || at >= n || n > RULE__COUNT)
		return true;
	v = calloc(1, sizeof *v);
	if (v == NULL)
		return false;
	v->base.ops = &view_ops;
	v->rules = r;
	v->arts = arts;
	v->arts_error = arts_error;
	memcpy(v->ids, ids, n * sizeof ids[0]);
	v->n = n;
	v->at = at;
	view_load(v);
	app_push(app, &v->base);
	return true;
}
