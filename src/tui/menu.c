/* SPDX-License-Identifier: GPL-3.0-or-later */
/* menu.c: the trainer's main menu; see menu.h. */
#include "config.h"

#include "tui/menu.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <wctype.h>

#include <ncursesw/curses.h>

#include "base/db_address.h"
#include "i18n.h"
#include "store/store.h"
#include "tui/app.h"
#include "tui/browse.h"
#include "tui/class_screen.h"
#include "tui/history.h"
#include "tui/progress_screen.h"
#include "tui/review_screen.h"
#include "tui/rules_screen.h"
#include "tui/settings.h"
#include "tui/settings_screen.h"
#include "tui/table_screen.h"
#include "base/text_width.h"
#include "tui/keys.h"

enum menu_action {
	ACT_PRACTICE, ACT_LESSONS, ACT_DRILLS, ACT_EXAM, ACT_PROGRESS,
	ACT_CLASS, ACT_REVIEW, ACT_RULES, ACT_SETTINGS, ACT_QUIT, ACT__COUNT
};

static const struct {
	const char *label;     /* N_(): the letter after '_' is the key */
	const char *what;      /* N_(): a line about the entry */
} entries[ACT__COUNT] = {
	[ACT_PRACTICE] = { N_("_Practice"),
		N_("Free play on a random shoe, with hints, under the profile chosen in Settings.") },
	[ACT_LESSONS] = { N_("_Lessons"),
		N_("Guided lessons, from the value of the cards to the sabot's rotation.") },
	[ACT_DRILLS] = { N_("_Drills by skill"),
		N_("Short drills of one skill: the shoe, dealing, voluntad, rotation, payouts, anomalies.") },
	[ACT_EXAM] = { N_("_Exam"),
		N_("An exam scenario, scored, without hints; or open a scenario file.") },
	[ACT_PROGRESS] = { N_("Pro_gress"),
		N_("Your accuracy and speed per skill over time, and a drill of your weak spots.") },
	[ACT_CLASS] = { N_("_Class"),
		N_("The teacher's live view: every trainee of a class, what he is doing, his accuracy per skill and last mistake.") },
	[ACT_REVIEW] = { N_("Re_view"),
		N_("The situations you are due to review, soonest first, and a drill built from them.") },
	[ACT_RULES] = { N_("_Rules"),
		N_("The rules of each profile with their articles, searchable.") },
	[ACT_SETTINGS] = { N_("_Settings"),
		N_("Rules profile, language, Unicode or ASCII cards, colours.") },
	[ACT_QUIT] = { N_("_Quit"), N_("Leave crupier.") },
};

static const struct key_help menu_keys[] = {
	{ N_("Up, Down"), N_("move between the entries") },
	{ N_("Enter"), N_("open the entry") },
	{ N_("letter"), N_("the underlined letter opens its entry") },
	{ N_("q, Esc"), N_("quit crupier") },
	{ N_("?"), N_("this help") },
	{ NULL, NULL },
};

struct menu_screen {
	struct screen base;
	int sel;
	char message[256];           /* a line about the last choice, or "" */
	bool welcome;                /* first start: nothing recorded yet */
};

void menu_label_parse(const char *label, struct menu_label *out)
{
	size_t at = 0, j = 0, n;
	bool marked = false;
	mbstate_t st;
	wchar_t wc = L'\0';

	memset(out, 0, sizeof *out);
	for (size_t i = 0; label[i] != '\0' && j + 1 < sizeof out->text; i++) {
		if (label[i] == '_' && !marked) {
			marked = true;
			at = j;
			continue;
		}
		out->text[j++] = label[i];
	}
	out->text[j] = '\0';
	memset(&st, 0, sizeof st);
	/* Not a character in this locale: the byte itself. */
	n = text_decode(out->text + at, strlen(out->text + at), &st, &wc);
	out->key = (wchar_t)towlower((wint_t)wc);
	out->key_at = at;
	out->key_len = n;
}

static struct settings *app_settings(struct app *app)
{
	return app->data;
}

static int activate(struct menu_screen *m, struct app *app, int act)
{
	struct settings *st = app_settings(app);
	bool ok = true;

	m->sel = act;
	m->message[0] = '\0';
	m->welcome = false;
	switch (act) {
	case ACT_PRACTICE:
		/* Stored like a drill, so progress counts it (5.1). */
		table_screen_open_practice(app, st,
			st->history != NULL
				? history_practice_observer(st->history, st)
				: NULL);
		break;
	case ACT_LESSONS:
		ok = browse_lessons_open(app);
		break;
	case ACT_DRILLS:
		ok = browse_skills_open(app);
		break;
	case ACT_EXAM:
		ok = browse_exam_open(app);
		break;
	case ACT_PROGRESS:
		ok = progress_screen_open(app);
		break;
	case ACT_CLASS:
		ok = class_screen_open(app, NULL);
		break;
	case ACT_REVIEW:
		ok = review_screen_open(app);
		break;
	case ACT_RULES:
		if (st->exam_lock)
			snprintf(m->message, sizeof m->message, "%s",
				 _("The rules are closed during an exam."));
		else
			ok = rules_screen_open(app);
		break;
	case ACT_SETTINGS:
		ok = settings_screen_open(app);
		break;
	case ACT_QUIT:
		return SCREEN_QUIT;
	default:
		break;
	}
	if (!ok)
		snprintf(m->message, sizeof m->message, "%s",
			 _("Out of memory."));
	return SCREEN_REDRAW;
}

static void draw_entry(const struct menu_label *lb, int y, int x, int width,
		       bool selected, bool disabled)
{
	int attr = selected ? term_attr(STYLE_SELECTED)
		: disabled ? term_attr(STYLE_HINT) : (int)A_NORMAL;
	char before[128];
	int cx;

	attron(attr);
	mvhline(y, x, ' ', width);
	if (selected)
		mvaddstr(y, x + 1, ">");
	memcpy(before, lb->text, lb->key_at);
	before[lb->key_at] = '\0';
	app_draw_text(y, x + 3, width - 4, before);
	/* The mnemonic: underlined and bold, so it shows on any terminal. */
	attron(A_UNDERLINE | A_BOLD);
	addnstr(lb->text + lb->key_at, (int)lb->key_len);
	attroff(A_UNDERLINE | A_BOLD);
	attron(attr);
	getyx(stdscr, y, cx);
	app_draw_text(y, cx, width - (cx - x) - 1,
		      lb->text + lb->key_at + lb->key_len);
	attroff(attr);
}

static void menu_draw(struct screen *s, struct app *app)
{
	struct menu_screen *m = (struct menu_screen *)s;
	const struct settings *st = app_settings(app);
	int width = 44, x = (COLS - width) / 2, y = 4;
	char status[256];

	app_draw_frame(_("crupier: a trainer for Punto y Banca croupiers"),
		       _("Up/Down: move  Enter: open  letter: shortcut  ?: keys  q: quit"));
	term_draw_card(2, x + 3, card_make(9, SUIT_SPADES));
	term_draw_card(2, x + 8, card_make(13, SUIT_HEARTS));
	attron(term_attr(STYLE_TITLE));
	app_draw_text(2, x + 14, width - 14, _("Main menu"));
	attroff(term_attr(STYLE_TITLE));
	for (int i = 0; i < ACT__COUNT; i++) {
		struct menu_label lb;

		menu_label_parse(_(entries[i].label), &lb);
		draw_entry(&lb, y + i, x, width, i == m->sel,
			   i == ACT_RULES && st->exam_lock);
	}
	y += ACT__COUNT + 1;
	app_draw_wrapped(y, x, 3, width, _(entries[m->sel].what));
	y += 4;
	if (m->welcome && m->sel == ACT_LESSONS && m->message[0] == '\0') {
		/* Where a trainee begins, in one line. */
		attron(term_attr(STYLE_GOOD) | A_BOLD);
		app_draw_wrapped(y, x, 2, width,
				 _("New here? Press Enter: the lessons open"
				   " with the first one chosen."));
		attroff(term_attr(STYLE_GOOD) | A_BOLD);
	}
	if (m->message[0] != '\0') {
		attron(term_attr(STYLE_BAD));
		app_draw_wrapped(y, x, 2, width, m->message);
		attroff(term_attr(STYLE_BAD));
	}
	snprintf(status, sizeof status, _("Profile: %s   Language: %s"),
		 st->profile, settings_lang_name(st->lang));
	attron(term_attr(STYLE_HINT));
	app_draw_text(LINES - 3, x, width, status);
	attroff(term_attr(STYLE_HINT));
}

static int menu_key(struct screen *s, struct app *app, int key, bool is_code)
{
	struct menu_screen *m = (struct menu_screen *)s;

	if (is_code) {
		switch (key) {
		case KEY_UP:
			m->sel = (m->sel + ACT__COUNT - 1) % ACT__COUNT;
			return SCREEN_REDRAW;
		case KEY_DOWN:
			m->sel = (m->sel + 1) % ACT__COUNT;
			return SCREEN_REDRAW;
		case KEY_HOME:
			m->sel = 0;
			return SCREEN_REDRAW;
		case KEY_END:
			m->sel = ACT__COUNT - 1;
			return SCREEN_REDRAW;
		case KEY_ENTER:
			return activate(m, app, m->sel);
		default:
			return SCREEN_UNHANDLED;
		}
	}
	if (key == '\n' || key == '\r')
		return activate(m, app, m->sel);
	/* The letters of this language first, then the fixed keys. */
	for (int i = 0; i < ACT__COUNT; i++) {
		struct menu_label lb;

		menu_label_parse(_(entries[i].label), &lb);
		if (lb.key != L'\0' && (wint_t)lb.key == towlower((wint_t)key))
			return activate(m, app, i);
	}
	if (key == 'q' || key == 'Q' || key == KEY_ESC)
		return SCREEN_QUIT;
	return SCREEN_UNHANDLED;
}

static void menu_destroy(struct screen *s)
{
	free(s);
}

static const struct screen_ops menu_ops = {
	.name = "menu",
	.draw = menu_draw,
	.key = menu_key,
	.tick = NULL,
	.destroy = menu_destroy,
	.keys = menu_keys,
};

/* Whether nothing is recorded yet on this computer: no results
 * database (the trainer makes it at the first drill). */
static bool first_start(const struct settings *st)
{
	char path[STORE_PATH_MAX];
	struct stat sb;

	if (st == NULL || st->history == NULL)
		return false;
	if (st->history->path[0] != '\0')
		return !db_address_is_server(st->history->path) &&
		       stat(st->history->path, &sb) != 0;
	return store_default_path(path, sizeof path, NULL) &&
	       stat(path, &sb) != 0;
}

bool menu_open(struct app *app)
{
	struct menu_screen *m = calloc(1, sizeof *m);

	if (m == NULL)
		return false;
	m->base.ops = &menu_ops;
	/* A trainee's first start: the cursor on the lessons, where the
	 * path begins. */
	m->welcome = first_start(app->data);
	if (m->welcome)
		m->sel = ACT_LESSONS;
	app_push(app, &m->base);
	return true;
}
