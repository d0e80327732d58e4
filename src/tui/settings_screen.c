/* SPDX-License-Identifier: GPL-3.0-or-later */
/* settings_screen.c: the Settings screen; see settings_screen.h. */
#include "config.h"

#include "tui/settings_screen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <ncursesw/curses.h>

#include "base/profiles.h"
#include "i18n.h"
#include "tui/app.h"
#include "tui/list.h"
#include "tui/settings.h"
#include "tui/settings_file.h"
#include "tui/term.h"
#include "tui/keys.h"

#define PROFILES_MAX 32

enum row {
	ROW_PROFILE, ROW_LANGUAGE, ROW_CARDS, ROW_COLOURS, ROW_RESULTS,
	ROW__COUNT
};

struct settings_screen {
	struct screen base;
	int sel;
	char profiles[PROFILES_MAX][RULES_NAME_MAX];
	int n_profiles;
	/* The results directory being typed. */
	bool editing;
	struct line_edit dir;
	/* The last save failed: why (file:line:column: message). */
	char error[DIAG_FILE_MAX + DIAG_MESSAGE_MAX + 32];
};

static const struct key_help settings_keys[] = {
	{ N_("Up, Down"), N_("choose a setting") },
	{ N_("Left, Right"), N_("change it (also Enter or Space)") },
	{ N_("Enter"), N_("on the results directory: type it (empty: the default)") },
	{ N_("q, Esc"), N_("back to the menu") },
	{ N_("?"), N_("this help") },
	{ NULL, NULL },
};

static int by_name(const void *a, const void *b)
{
	return strcmp(a, b);
}

/* The profiles a trainee can choose: every DATA/rules/NAME.yaml, and the current
 * one even when it is not there. */
static void scan_profiles(struct settings_screen *ss, const char *current)
{
	bool have_current = false;

	ss->n_profiles = (int)profiles_list(ss->profiles, PROFILES_MAX - 1);
	for (int i = 0; i < ss->n_profiles; i++)
		if (strcmp(ss->profiles[i], current) == 0)
			have_current = true;
	if (!have_current)
		snprintf(ss->profiles[ss->n_profiles++], RULES_NAME_MAX, "%s",
			 current);
	qsort(ss->profiles, (size_t)ss->n_profiles, sizeof ss->profiles[0],
	      by_name);
}

static void next_profile(struct settings_screen *ss, struct settings *st,
			 int step)
{
	int at = 0;

	for (int i = 0; i < ss->n_profiles; i++)
		if (strcmp(ss->profiles[i], st->profile) == 0)
			at = i;
	at = (at + step + ss->n_profiles) % ss->n_profiles;
	snprintf(st->profile, sizeof st->profile, "%s", ss->profiles[at]);
}

static void apply_term(const struct settings *st)
{
	struct term_prefs prefs;

	settings_term_prefs(st, &prefs);
	term_set_prefs(&prefs);
}

/* Every change is written at once (atomically, config_file.h). */
static void save(struct settings_screen *ss, const struct settings *st)
{
	struct diag err;

	ss->error[0] = '\0';
	if (!settings_save(st, &err))
		diag_format(&err, ss->error, sizeof ss->error);
}

static void change(struct settings_screen *ss, struct settings *st, int step)
{
	switch (ss->sel) {
	case ROW_PROFILE:
		next_profile(ss, st, step);
		break;
	case ROW_LANGUAGE:
		st->lang = (enum settings_lang)(((int)st->lang + step
			+ SETTINGS_LANG__COUNT) % SETTINGS_LANG__COUNT);
		st->lang_auto = false;
		settings_apply_language(st);
		break;
	case ROW_CARDS:
		st->ascii_cards = !st->ascii_cards;
		apply_term(st);
		break;
	case ROW_COLOURS:
		st->no_colour = !st->no_colour;
		apply_term(st);
		break;
	case ROW_RESULTS:
		ss->editing = true;
		line_edit_set(&ss->dir, st->results_dir);
		return;
	default:
		break;
	}
	save(ss, st);
}

static void draw_row(int y, int x, bool selected, const char *name,
		     const char *value)
{
	int attr = selected ? term_attr(STYLE_SELECTED) : (int)A_NORMAL;

	attron(attr);
	mvhline(y, x, ' ', 60);
	if (selected)
		mvaddstr(y, x + 1, ">");
	app_draw_text(y, x + 3, 24, name);
	app_draw_text(y, x + 28, 4, "<");
	app_draw_text(y, x + 30, 26, value);
	app_draw_text(y, x + 57, 2, ">");
	attroff(attr);
}

static void settings_draw(struct screen *s, struct app *app)
{
	struct settings_screen *ss = (struct settings_screen *)s;
	const struct settings *st = app->data;
	const char *no_color = getenv("NO_COLOR");
	int x = (COLS - 60) / 2, y = 3, cx;
	const card_t sample[] = {
		card_make(9, SUIT_SPADES), card_make(13, SUIT_HEARTS),
		card_make(5, SUIT_DIAMONDS), card_make(1, SUIT_CLUBS),
	};

	app_draw_frame(_("Settings"),
		       _("Up/Down: choose  Left/Right: change  ?: keys  q: back"));
	draw_row(y, x, ss->sel == ROW_PROFILE, _("Rules profile"), st->profile);
	draw_row(y + 1, x, ss->sel == ROW_LANGUAGE, _("Language"),
		 settings_lang_name(st->lang));
	draw_row(y + 2, x, ss->sel == ROW_CARDS, _("Card suits"),
		 st->ascii_cards ? _("letters (ASCII)") : _("symbols (Unicode)"));
	draw_row(y + 3, x, ss->sel == ROW_COLOURS, _("Colours"),
		 st->no_colour ? _("off") : _("on"));
	if (ss->editing)
		line_edit_draw(&ss->dir, _("Results directory: "), y + 4,
			       x + 1, 58);
	else
		draw_row(y + 4, x, ss->sel == ROW_RESULTS,
			 _("Results directory"), st->results_dir[0] != '\0'
			 ? st->results_dir : _("(the default)"));
	y += ROW__COUNT + 1;
	app_draw_text(y, x + 3, 20, _("Cards look like:"));
	cx = x + 24;
	for (size_t i = 0; i < sizeof sample / sizeof sample[0]; i++)
		cx += term_draw_card(y, cx, sample[i]) + 1;
	y += 2;
	attron(term_attr(STYLE_HINT));
	if (!st->ascii_cards && !term_unicode())
		y += app_draw_wrapped(y, x + 3, 2, 56,
			_("This terminal's locale is not UTF-8: suits are letters."));
	if (!st->no_colour && no_color != NULL && no_color[0] != '\0')
		y += app_draw_wrapped(y, x + 3, 2, 56,
			_("NO_COLOR is set in the environment: colours stay off."));
	else if (!st->no_colour && !term_has_colour())
		y += app_draw_wrapped(y, x + 3, 2, 56,
			_("This terminal has no colours."));
	app_draw_wrapped(y + 1, x + 3, 3, 56, st->file[0] != '\0'
		? _("The profile is used in practice and shown first in the rules. Changes are saved at once.")
		: _("The profile is used in practice and shown first in the rules. The settings file could not be read: changes last until you quit."));
	attroff(term_attr(STYLE_HINT));
	if (ss->error[0] != '\0') {
		attron(term_attr(STYLE_BAD));
		app_draw_wrapped(y + 4, x + 3, 3, 56, ss->error);
		attroff(term_attr(STYLE_BAD));
	}
}

static int settings_key(struct screen *s, struct app *app, int key,
			bool is_code)
{
	struct settings_screen *ss = (struct settings_screen *)s;
	struct settings *st = app->data;

	if (ss->editing) {
		switch (line_edit_key(&ss->dir, key, is_code)) {
		case LINE_EDIT_DONE:
			snprintf(st->results_dir, sizeof st->results_dir,
				 "%s", ss->dir.buf);
			ss->editing = false;
			save(ss, st);
			return SCREEN_REDRAW;
		case LINE_EDIT_CANCEL:
			ss->editing = false;
			return SCREEN_REDRAW;
		case LINE_EDIT_CHANGED:
			return SCREEN_REDRAW;
		default:
			return SCREEN_HANDLED;
		}
	}
	if (is_code) {
		switch (key) {
		case KEY_UP:
			ss->sel = (ss->sel + ROW__COUNT - 1) % ROW__COUNT;
			return SCREEN_REDRAW;
		case KEY_DOWN:
			ss->sel = (ss->sel + 1) % ROW__COUNT;
			return SCREEN_REDRAW;
		case KEY_LEFT:
			change(ss, app->data, -1);
			return SCREEN_REDRAW;
		case KEY_RIGHT:
		case KEY_ENTER:
			change(ss, app->data, 1);
			return SCREEN_REDRAW;
		default:
			return SCREEN_UNHANDLED;
		}
	}
	if (key == '\n' || key == '\r' || key == ' ') {
		change(ss, app->data, 1);
		return SCREEN_REDRAW;
	}
	if (key == 'q' || key == 'Q' || key == KEY_ESC)
		return SCREEN_POP;
	return SCREEN_UNHANDLED;
}

static void settings_destroy(struct screen *s)
{
	free(s);
}

static bool settings_typing(const struct screen *s)
{
	return ((const struct settings_screen *)s)->editing;
}

static const struct screen_ops settings_ops = {
	.name = "settings", .draw = settings_draw, .key = settings_key,
	.destroy = settings_destroy, .keys = settings_keys,
	.typing = settings_typing,
};

bool settings_screen_open(struct app *app)
{
	struct settings_screen *ss = calloc(1, sizeof *ss);
	const struct settings *st = app->data;

	if (ss == NULL)
		return false;
	ss->base.ops = &settings_ops;
	scan_profiles(ss, st->profile);
	app_push(app, &ss->base);
	return true;
}
