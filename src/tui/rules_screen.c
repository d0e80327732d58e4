/* SPDX-License-Identifier: GPL-3.0-or-later */
/* rules_screen.c: the Rules browser; see rules_screen.h. */
#include "config.h"

#include "tui/rules_screen.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <ncursesw/curses.h>

#include "base/paths.h"
#include "base/profiles.h"
#include "i18n.h"
#include "scenario/articles_load.h"
#include "scenario/rules_load.h"
#include "tui/app.h"
#include "tui/list.h"
#include "tui/rule_view.h"
#include "tui/settings.h"
#include "session/rule_text.h"
#include "tui/keys.h"

struct profile {
	char name[RULES_NAME_MAX + 8];
	char path[DIAG_FILE_MAX];
	bool valid;
	struct rules rules;
	struct diag error;
};

/* The profile chooser. */
struct profiles_screen {
	struct screen base;
	struct profile *items;
	size_t count;
	struct list list;
};

/* The rules of one profile, with the regulations' texts of their
 * articles (loaded when the list opens; an error is shown in place of
 * the texts). */
struct rules_list_screen {
	struct screen base;
	struct profile p;
	struct list list;
	struct articles arts;
	bool arts_ok;
	struct diag arts_error;
};

static const struct key_help profiles_keys[] = {
	{ N_("Up, Down"), N_("choose a rules profile") },
	{ N_("Enter"), N_("list its rules with their articles") },
	{ N_("/"), N_("search: type, Enter keeps the filter, Esc drops it") },
	{ N_("q, Esc"), N_("back to the menu") },
	{ N_("?"), N_("this help") },
	{ NULL, NULL },
};

static const struct key_help rules_keys[] = {
	{ N_("Up, Down"), N_("choose a rule (Page Up, Page Down, Home, End)") },
	{ N_("Enter"), N_("read the rule whole, with its article's text") },
	{ N_("/"), N_("search titles, explanations, articles and their text: Enter keeps, Esc drops") },
	{ N_("q, Esc"), N_("back to the profiles") },
	{ N_("?"), N_("this help") },
	{ NULL, NULL },
};

void rules_screen_summary(const struct rules *r, char *buf, size_t size)
{
	size_t n = 0;

#define ADD(...)                                                         \
	do {                                                             \
		if (n < size)                                            \
			n += (size_t)snprintf(buf + n, size - n, __VA_ARGS__); \
	} while (0)
	if (size == 0)
		return;
	buf[0] = '\0';
	ADD("%s\n", r->banking == BANKING_PLAYER
	    ? _("Player-banked: the sabot goes round the seats.")
	    : _("House-banked: the croupier deals for the house."));
	ADD(_("%d decks, %d seats, table from %" PRId64 " to %" PRId64 ".\n"),
	    r->decks, r->seats, r->table_min, r->table_max);
	if (r->voluntad)
		ADD(_("Punto draws on 0 to %d; on 5 its holder chooses (voluntad).\n"),
		    r->punto_draws_to);
	else
		ADD(_("Punto draws on 0 to %d; no voluntad.\n"),
		    r->punto_draws_to);
	switch (r->banca_pay) {
	case BANCA_PAY_DISCOUNT:
		ADD(_("Banca bets are paid %d%%.\n"), r->banca_pct);
		break;
	case BANCA_PAY_SIX_HALF:
		ADD(_("Banca bets are paid %d%%, and %d%% when Banca wins with 6.\n"),
		    r->banca_pct, r->banca_six_pct);
		break;
	case BANCA_PAY_COMMISSION:
		ADD(_("Banca bets are paid 1 to 1 less a %d%% commission.\n"),
		    r->commission_pct);
		break;
	}
	if (r->banking == BANKING_PLAYER)
		ADD(_("The banker's bank: %d%% on odd pases, %d%% on even ones.\n"),
		    r->bank_odd_pct, r->bank_even_pct);
	if (r->marcando_pct > 0)
		ADD(_("Marcando bets: %d%%.\n"), r->marcando_pct);
	if (r->tie_bet)
		ADD(_("TIE bet: pays %d to 1.\n"), r->tie_pays);
#undef ADD
}

static bool load_profile(struct profile *p, const char *name, const char *path)
{
	snprintf(p->name, sizeof p->name, "%s", name);
	snprintf(p->path, sizeof p->path, "%s", path);
	p->valid = rules_load_file(path, &p->rules, &p->error);
	return p->valid;
}

/* The most profiles the screen lists. */
#define PROFILES_MAX 64

/* Reads every DATA/rules/NAME.yaml, then adds the settings' profile if it is not
 * among them.  False when out of memory. */
static bool scan_profiles(struct profiles_screen *ps, const char *current)
{
	char names[PROFILES_MAX][RULES_NAME_MAX], path[DIAG_FILE_MAX];
	size_t n = profiles_list(names, PROFILES_MAX);
	bool have_current = false;

	/* Room for the current one too, when it is not in the directory. */
	ps->items = calloc(n + 1, sizeof *ps->items);
	if (ps->items == NULL)
		return false;
	for (size_t i = 0; i < n; i++) {
		if (paths_rules_file(names[i], path, sizeof path) != 0)
			continue;
		load_profile(&ps->items[ps->count++], names[i], path);
		if (strcmp(names[i], current) == 0)
			have_current = true;
	}
	if (!have_current && paths_rules_file(current, path, sizeof path) == 0)
		load_profile(&ps->items[ps->count++], current, path);
	return true;
}

/* The text, the pane and the keys shared by both screens: the list on
 * top, a description of the selected item under it. */
static void draw_layout(struct list *l, const char *title, const char *hint,
			const char *head, const char *empty, int pane_lines)
{
	int list_h = LINES - 4 - pane_lines;

	app_draw_frame(title, hint);
	attron(term_attr(STYLE_HINT));
	app_draw_text(1, 2, COLS - 4, head);
	attroff(term_attr(STYLE_HINT));
	list_draw(l, 2, 1, list_h, COLS - 2, empty);
	mvhline(2 + list_h, 1, ACS_HLINE, COLS - 2);
}

/* The Rules search also reads what is not on the line: the rule's
 * explanation and its article's text.  list_matches() folds at most a
 * line's worth of text, so a long one is searched in overlapping pieces
 * (cut at character boundaries). */
static bool long_matches(const char *text, const char *query)
{
	size_t n = strlen(text), q = strlen(query), step, at = 0;
	char piece[LIST_TEXT_MAX];

	if (q == 0 || q >= sizeof piece / 2)
		return list_matches(text, query);
	step = sizeof piece - 1 - q;
	while (at < n) {
		size_t len = n - at < sizeof piece - 1 ? n - at : sizeof piece - 1;

		while (len > 0 && at + len < n &&
		       ((unsigned char)text[at + len] & 0xC0) == 0x80)
			len--;
		memcpy(piece, text + at, len);
		piece[len] = '\0';
		if (list_matches(piece, query))
			return true;
		if (at + len >= n)
			break;
		at += step < len ? step : len;
		while (at < n && ((unsigned char)text[at] & 0xC0) == 0x80)
			at++;
	}
	return false;
}

static bool rule_matches(const struct list_item *it, const char *query,
			 const void *ctx)
{
	const struct rules_list_screen *rl = ctx;
	enum rule_id id = (enum rule_id)it->tag;
	const char *art;

	if (long_matches(rule_text(&rl->p.rules, id), query))
		return true;
	art = rl->arts_ok ? articles_find(&rl->arts, rules_cite(&rl->p.rules,
								  id))
			  : NULL;
	return art != NULL && long_matches(art, query);
}

static void rules_list_draw(struct screen *s, struct app *app)
{
	struct rules_list_screen *rl = (struct rules_list_screen *)s;
	const struct list_item *it;
	char head[256], line[LIST_TEXT_MAX + LIST_DETAIL_MAX + 8];
	int y = LINES - 1 - 6;

	(void)app;
	snprintf(head, sizeof head,
		 _("Profile %s: %d rules, each with its article. Enter reads one whole."),
		 rl->p.name, (int)RULE__COUNT);
	snprintf(line, sizeof line, _("Rules of %s"), rl->p.name);
	draw_layout(&rl->list, line,
		    _("Up/Down: move  Enter: read  /: search  ?: keys  q: back"),
		    head, _("No rule matches."), 6);
	it = list_selected(&rl->list);
	if (it == NULL)
		return;
	/* TRANSLATORS: a rule's title and its article. */
	snprintf(line, sizeof line, _("%s (%s)"), it->text, it->detail);
	attron(A_BOLD);
	app_draw_text(y, 2, COLS - 4, line);
	attroff(A_BOLD);
	rule_view_draw_excerpt(y + 1, 2, 4, COLS - 4,
			       rule_text(&rl->p.rules, (enum rule_id)it->tag));
}
static int list_screen_key(struct list *l, int key, bool is_code)
{
	switch (list_key(l, key, is_code)) {
	case LIST_CHANGED:
		return SCREEN_REDRAW;
	case LIST_ACTIVATE:
		return -1;
	default:
		break;
	}
	if (!is_code && (key == 'q' || key == 'Q' || key == KEY_ESC))
		return SCREEN_POP;
	return SCREEN_UNHANDLED;
}

/* Enter: the selected rule's page; Left and Right there move among the
 * rules the list shows now. */
static bool open_view(struct app *app, struct rules_list_screen *rl)
{
	int ids[RULE__COUNT];
	size_t n = 0, at = 0;
	const struct list_item *sel = list_selected(&rl->list);

	if (sel == NULL)
		return true;
	for (size_t i = 0; i < rl->list.n_shown && n < RULE__COUNT; i++) {
		const struct list_item *it = &rl->list.items[rl->list.shown[i]];

		if (it == sel)
			at = n;
		ids[n++] = it->tag;
	}
	return rule_view_open(app, &rl->p.rules,
			      rl->arts_ok ? &rl->arts : NULL, &rl->arts_error,
			      ids, n, at);
}

static int rules_list_key(struct screen *s, struct app *app, int key,
			  bool is_code)
{
	struct rules_list_screen *rl = (struct rules_list_screen *)s;
	int r = list_screen_key(&rl->list, key, is_code);

	if (r >= 0)
		return r;
	open_view(app, rl);
	return SCREEN_REDRAW;
}

static void rules_list_destroy(struct screen *s)
{
	struct rules_list_screen *rl = (struct rules_list_screen *)s;

	list_free(&rl->list);
	articles_free(&rl->arts);
	free(rl);
}

static bool rules_list_typing(const struct screen *s)
{
	return ((const struct rules_list_screen *)s)->list.searching;
}

static const struct screen_ops rules_list_ops = {
	.name = "rules", .draw = rules_list_draw, .key = rules_list_key,
	.destroy = rules_list_destroy, .keys = rules_keys,
	.typing = rules_list_typing,
};

static bool rules_list_open(struct app *app, const struct profile *p)
{
	struct rules_list_screen *rl = calloc(1, sizeof *rl);
	char dir[4096];

	if (rl == NULL)
		return false;
	rl->base.ops = &rules_list_ops;
	rl->p = *p;
	list_init(&rl->list);
	rl->list.detail_width = 28;
	rl->list.match = rule_matches;
	rl->list.match_ctx = rl;
	snprintf(dir, sizeof dir, "%s/articles", paths_data_dir());
	rl->arts_ok = articles_load_dir(dir, &rl->arts, &rl->arts_error);
	if (!rl->arts_ok)
		articles_free(&rl->arts);
	for (int id = 0; id < RULE__COUNT; id++)
		if (!list_add(&rl->list, rule_title((enum rule_id)id),
			      rules_cite(&rl->p.rules, (enum rule_id)id), id,
			      false)) {
			rules_list_destroy(&rl->base);
			return false;
		}
	app_push(app, &rl->base);
	return true;
}
static void profiles_draw(struct screen *s, struct app *app)
{
	struct profiles_screen *ps = (struct profiles_screen *)s;
	const struct list_item *it = list_selected(&ps->list);
	char text[DIAG_FILE_MAX + DIAG_MESSAGE_MAX + 64];
	int y = LINES - 1 - 9;

	(void)app;
	draw_layout(&ps->list, _("Rules"),
		    _("Enter: open  /: search  ?: keys  q: back"),
		    _("Choose a rules profile: each regulation is one."),
		    _("No rules profile found."), 9);
	if (it == NULL)
		return;
	if (!ps->items[it->tag].valid) {
		diag_format(&ps->items[it->tag].error, text, sizeof text);
		attron(term_attr(STYLE_BAD));
		app_draw_wrapped(y, 2, 8, COLS - 4, text);
		attroff(term_attr(STYLE_BAD));
		return;
	}
	rules_screen_summary(&ps->items[it->tag].rules, text, sizeof text);
	app_draw_wrapped(y, 2, 8, COLS - 4, text);
}

static int profiles_key(struct screen *s, struct app *app, int key,
			bool is_code)
{
	struct profiles_screen *ps = (struct profiles_screen *)s;
	int r = list_screen_key(&ps->list, key, is_code);
	const struct list_item *it;

	if (r >= 0)
		return r;
	it = list_selected(&ps->list);
	if (it == NULL || !ps->items[it->tag].valid)
		return SCREEN_HANDLED;
	rules_list_open(app, &ps->items[it->tag]);
	return SCREEN_REDRAW;
}

static void profiles_destroy(struct screen *s)
{
	struct profiles_screen *ps = (struct profiles_screen *)s;

	list_free(&ps->list);
	free(ps->items);
	free(ps);
}

static const struct screen_ops profiles_ops = {
	.name = "profiles", .draw = profiles_draw, .key = profiles_key,
	.destroy = profiles_destroy, .keys = profiles_keys,
};

bool rules_screen_open(struct app *app)
{
	const struct settings *st = app->data;
	struct profiles_screen *ps;
	bool ok;

	if (st->exam_lock)
		return true;
	ps = calloc(1, sizeof *ps);
	if (ps == NULL)
		return false;
	ps->base.ops = &profiles_ops;
	list_init(&ps->list);
	ps->list.detail_width = 30;
	ok = scan_profiles(ps, st->profile);
	for (size_t i = 0; ok && i < ps->count; i++) {
		const struct profile *p = &ps->items[i];
		char name[RULES_NAME_MAX + 64];

		if (strcmp(p->name, st->profile) == 0)
			snprintf(name, sizeof name, _("%s (current)"), p->name);
		else
			snprintf(name, sizeof name, "%s", p->name);
		ok = list_add(&ps->list, name, p->valid ? (p->rules.banking
			== BANKING_PLAYER ? _("player-banked") : _("house-banked"))
			: _("has errors"), (int)i, !p->valid);
	}
	if (!ok) {
		profiles_destroy(&ps->base);
		return false;
	}
	for (size_t i = 0; i < ps->count; i++)
		if (strcmp(ps->items[i].name, st->profile) == 0)
			list_select_tag(&ps->list, (int)i);
	app_push(app, &ps->base);
	return true;
}
