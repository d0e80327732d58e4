/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pay_drill_screen.c: the timed payment drill; see pay_drill_screen.h.
 * Drills and practice only: an exam never shows a clock's target. */
#include "config.h"

#include "tui/pay_drill_screen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <ncursesw/curses.h>

#include "base/paths.h"
#include "i18n.h"
#include "scenario/rules_load.h"
#include "scenario/targets.h"
#include "session/pay_drill.h"
#include "tui/app.h"
#include "tui/keys.h"
#include "tui/settings.h"
#include "tui/table_model.h"

#define PAY_DRILL_BETS 7

struct pay_drill_screen {
	struct screen base;
	struct rules rules;
	struct pay_drill d;
	uint64_t started, ended;        /* monotonic ms; ended 0: running */
	size_t sel;                     /* the bet chosen; d.n: none */
	struct amount_field amount;
	char said[512];                 /* the last payment judged */
	bool said_bad;
};

static const struct key_help pay_drill_keys[] = {
	{ N_("a-l"), N_("choose the bet to pay next") },
	{ N_("digits, Enter"), N_("type the amount and pay it") },
	{ N_("Esc"), N_("another bet (while typing); back (otherwise)") },
	{ N_("n"), N_("a new drill, once every bet is paid") },
	{ N_("q"), N_("back") },
	{ N_("?"), N_("this help") },
	{ NULL, NULL },
};

static uint64_t now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

static int64_t used_ms(const struct pay_drill_screen *p)
{
	return (int64_t)((p->ended != 0 ? p->ended : now_ms()) - p->started);
}

/* "seat 3", "seat 3, marcando", "standing behind 5 (row 2)". */
static void place_text(const struct pay_drill_bet *b, char *buf, size_t size)
{
	if (b->place == PLACE_STANDING)
		snprintf(buf, size, _("standing behind %d (row %d)"), b->seat,
			 b->row + 1);
	else if (b->kind == BET_MARCANDO)
		snprintf(buf, size, _("seat %d, marcando"), b->seat);
	else
		snprintf(buf, size, _("seat %d"), b->seat);
}

static bool deal(struct pay_drill_screen *p)
{
	int64_t target = skill_target_ms(&p->rules, SKILL_PAYOUTS);
	uint64_t seed = now_ms() ^ ((uint64_t)time(NULL) << 20);

	p->sel = PAY_DRILL_MAX;
	p->said[0] = '\0';
	p->ended = 0;
	amount_field_clear(&p->amount);
	if (!pay_drill_deal(&p->d, &p->rules, seed, PAY_DRILL_BETS,
			    target > 0 ? target : 5000))
		return false;
	p->started = now_ms();
	return true;
}

static void draw_head(const struct pay_drill_screen *p, int *y)
{
	char line[512], limit[32];

	table_clock_text(p->d.limit_ms, limit, sizeof limit);
	snprintf(line, sizeof line, p->d.winner == PAYOUT_BANCA
		 ? _("Banca wins with %d. Pay these %zu bets in %s, in the"
		     " order of the regulation: you choose which comes next.")
		 : _("Punto wins (Banca %d). Pay these %zu bets in %s, in the"
		     " order of the regulation: you choose which comes next."),
		 p->d.banca_total, p->d.n, limit);
	attron(A_BOLD);
	*y += app_draw_wrapped(*y, 2, 3, COLS - 4, line);
	attroff(A_BOLD);
}

static void draw_bets(const struct pay_drill_screen *p, int *y)
{
	char place[128], line[256], paid[64];

	attron(term_attr(STYLE_HINT));
	app_draw_text(*y, 2, COLS - 4, _("key  bet                          stake     paid"));
	attroff(term_attr(STYLE_HINT));
	(*y)++;
	for (size_t i = 0; i < p->d.n; i++, (*y)++) {
		const struct pay_drill_bet *b = &p->d.bets[i];
		int attr = i == p->sel ? term_attr(STYLE_SELECTED)
			   : b->paid ? term_attr(STYLE_HINT) : (int)A_NORMAL;

		place_text(b, place, sizeof place);
		if (b->paid)
			snprintf(paid, sizeof paid, "%lld", (long long)b->given);
		else
			paid[0] = '\0';
		snprintf(line, sizeof line, " %c   %-28s %6lld   %s",
			 'a' + (int)i, place, (long long)b->amount, paid);
		attron(attr);
		mvhline(*y, 1, ' ', COLS - 2);
		app_draw_text(*y, 2, COLS - 4, line);
		attroff(attr);
	}
}

static void draw_end(const struct pay_drill_screen *p, int y)
{
	char line[512], used[32], limit[32];
	bool beat = used_ms(p) <= p->d.limit_ms;

	table_clock_text(used_ms(p), used, sizeof used);
	table_clock_text(p->d.limit_ms, limit, sizeof limit);
	/* TRANSLATORS: time used, the limit, payments in turn, bets,
	 * amounts right, bets. */
	snprintf(line, sizeof line,
		 _("All paid in %s of %s: %d of %zu in turn, %d of %zu"
		   " amounts right."), used, limit, p->d.in_order, p->d.n,
		 p->d.right_amount, p->d.n);
	attron(A_BOLD);
	y += app_draw_wrapped(y, 2, 2, COLS - 4, line);
	attroff(A_BOLD);
	attron(term_attr(beat ? STYLE_GOOD : STYLE_BAD) | A_BOLD);
	app_draw_wrapped(y, 2, 2, COLS - 4, beat
			 ? _("Within the time: the target is beaten.")
			 : _("Over the time: the target is missed."));
	attroff(term_attr(beat ? STYLE_GOOD : STYLE_BAD) | A_BOLD);
}

static void pay_draw(struct screen *s, struct app *app)
{
	struct pay_drill_screen *p = (struct pay_drill_screen *)s;
	char title[128], clock[32], limit[32], field[64];
	bool over = pay_drill_over(&p->d);
	int y = 2;

	(void)app;
	table_clock_text(used_ms(p), clock, sizeof clock);
	table_clock_text(p->d.limit_ms, limit, sizeof limit);
	/* The clock beside its target, in the title. */
	snprintf(title, sizeof title, _("Timed payments  %s / %s"), clock,
		 limit);
	app_draw_frame(title, over ? _("n: a new drill  ?: keys  q: back")
		       : p->sel < p->d.n
		       ? _("digits: amount  Enter: pay  Esc: another bet  ?: keys")
		       : _("a-g: the bet to pay next  ?: keys  q: back"));
	draw_head(p, &y);
	y++;
	draw_bets(p, &y);
	y++;
	if (p->said[0] != '\0') {
		attron(term_attr(p->said_bad ? STYLE_BAD : STYLE_GOOD));
		y += app_draw_wrapped(y, 2, 3, COLS - 4, p->said);
		attroff(term_attr(p->said_bad ? STYLE_BAD : STYLE_GOOD));
	}
	if (over) {
		draw_end(p, y);
		return;
	}
	if (p->sel < p->d.n) {
		snprintf(field, sizeof field, _("Pay bet %c: %s_"),
			 'a' + (int)p->sel, p->amount.digits);
		attron(A_BOLD);
		app_draw_text(y, 2, COLS - 4, field);
		attroff(A_BOLD);
	}
}

/* The payment typed for the bet chosen, judged: in turn or not (with
 * the article of the order and the bet that was due), its amount right
 * or what it was owed (with the payout's article). */
static void pay(struct pay_drill_screen *p)
{
	struct pay_drill_verdict v;
	char due[128], words[512], amount[256] = "";
	int64_t value;

	if (!amount_field_value(&p->amount, &value) ||
	    !pay_drill_pay(&p->d, &p->rules, p->sel, value, &v))
		return;
	if (!v.right_amount)
		snprintf(amount, sizeof amount, _(" It was owed %lld (%s):"
						  " %lld paid."),
			 (long long)v.pay,
			 rules_cite(&p->rules, v.amount_rule),
			 (long long)value);
	if (v.in_order) {
		snprintf(words, sizeof words, "%s%s", v.right_amount
			 ? _("Right, and in turn.") : _("In turn."), amount);
	} else {
		place_text(&p->d.bets[v.due], due, sizeof due);
		/* TRANSLATORS: the bet that was due, the article of the
		 * order, then what the amount was. */
		snprintf(words, sizeof words, _("Out of turn: %s came first"
						" (%s).%s"), due,
			 rules_cite(&p->rules, p->d.order_rule), amount);
	}
	snprintf(p->said, sizeof p->said, "%s", words);
	p->said_bad = !v.in_order || !v.right_amount;
	p->sel = PAY_DRILL_MAX;
	amount_field_clear(&p->amount);
	if (pay_drill_over(&p->d))
		p->ended = now_ms();
}

static int pay_key(struct screen *s, struct app *app, int key, bool is_code)
{
	struct pay_drill_screen *p = (struct pay_drill_screen *)s;

	(void)app;
	if (p->sel < p->d.n) {
		if (is_code)
			key = key == KEY_BACKSPACE || key == KEY_DC
				? AMOUNT_KEY_BACKSPACE
				: key == KEY_ENTER ? AMOUNT_KEY_ENTER : -1;
		switch (amount_field_key(&p->amount, key)) {
		case AMOUNT_DONE:
			pay(p);
			return SCREEN_REDRAW;
		case AMOUNT_CANCEL:
			p->sel = PAY_DRILL_MAX;
			amount_field_clear(&p->amount);
			return SCREEN_REDRAW;
		case AMOUNT_CHANGED:
			return SCREEN_REDRAW;
		default:
			return SCREEN_HANDLED;
		}
	}
	if (is_code)
		return SCREEN_UNHANDLED;
	if (key == 'q' || key == 'Q' || key == KEY_ESC)
		return SCREEN_POP;
	if (pay_drill_over(&p->d)) {
		if (key == 'n' || key == 'N')
			deal(p);
		return SCREEN_REDRAW;
	}
	if (key >= 'a' && key < 'a' + (int)p->d.n &&
	    !p->d.bets[key - 'a'].paid) {
		p->sel = (size_t)(key - 'a');
		amount_field_clear(&p->amount);
		return SCREEN_REDRAW;
	}
	return SCREEN_UNHANDLED;
}

/* The clock runs on the title. */
static int pay_tick(struct screen *s, struct app *app)
{
	(void)s;
	(void)app;
	return SCREEN_REDRAW;
}

static bool pay_typing(const struct screen *s)
{
	const struct pay_drill_screen *p = (const struct pay_drill_screen *)s;

	return p->sel < p->d.n;
}

static void pay_destroy(struct screen *s)
{
	free(s);
}

static const struct screen_ops pay_drill_ops = {
	.name = "pay_drill",
	.draw = pay_draw,
	.key = pay_key,
	.tick = pay_tick,
	.destroy = pay_destroy,
	.typing = pay_typing,
	.keys = pay_drill_keys,
};

bool pay_drill_screen_open(struct app *app)
{
	const struct settings *st = app->data;
	struct pay_drill_screen *p = calloc(1, sizeof *p);
	char path[4200];
	struct diag err;

	if (p == NULL)
		return false;
	if (paths_rules_file(st->profile, path, sizeof path) != 0 ||
	    !rules_load_file(path, &p->rules, &err) || !deal(p)) {
		free(p);
		return false;
	}
	p->base.ops = &pay_drill_ops;
	app_push(app, &p->base);
	return true;
}
