/* SPDX-License-Identifier: GPL-3.0-or-later */
/* table_chips.c: the chips on the table screen, where the table pays in
 * chips: the carreteles the croupier pays from (IPLyC 8.4.2.1.1,
 * 8.4.2.6.2) with what was taken in beside them (the arrastre,
 * 8.4.2.6.12), and the chips counted out for a payment or a change.
 *
 * A chip is drawn as its letter and value ("N100"): in its colour where
 * colours are shown, the letter alone telling it under NO_COLOR or on a
 * terminal without colours.  The letter is also the key that counts one
 * out (chips_field.h). */
#include "config.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include <ncursesw/curses.h>

#include "i18n.h"
#include "tui/app.h"
#include "tui/table_impl.h"

/* "×" where the terminal reads UTF-8, else "x". */
static const char *times(void)
{
	return term_unicode() ? "×" : "x";
}

/* One chip, "N100", at y, x in its colour; returns its width, 0 when it
 * does not fit before end. */
static int draw_chip(int y, int x, int end, const struct chip_denom *d)
{
	char text[32];
	int w = snprintf(text, sizeof text, "%c%" PRId64, d->letter, d->value);
	int attr = term_chip_attr(d->colour);

	if (w < 0 || x + w > end)
		return 0;
	attron(attr);
	app_draw_text(y, x, w, text);
	attroff(attr);
	return w;
}

/* Plain text at y, x within end; returns its width, 0 when it does not
 * fit. */
static int draw_plain(int y, int x, int end, int attr, const char *text)
{
	int w = 0;

	/* Columns: every byte but UTF-8's continuation bytes ("×"). */
	for (const char *p = text; *p != '\0'; p++)
		w += ((unsigned char)*p & 0xC0) != 0x80;
	if (x + w > end)
		return 0;
	attron(attr);
	app_draw_text(y, x, w, text);
	attroff(attr);
	return w;
}

/* Whether the table shows chips. */
static bool table_chips_need(const struct table_screen *t)
{
	return session_rules(t->ses)->chips.on && session_game(t->ses) != NULL;
}

int table_chips_draw_float(const struct table_screen *t, int y)
{
	const struct rules *r = session_rules(t->ses);
	const struct game *g = session_game(t->ses);
	const struct chip_set *s = &r->chips;
	const struct chip_count *f;
	int x = 1, end = table_cols() - 1, w;
	char part[64];

	if (!table_chips_need(t))
		return 0;
	f = game_chips_float(g);
	mvhline(y, 0, ' ', table_cols());
	/* TRANSLATORS: the float the croupier pays from (IPLyC
	 * 8.4.2.1.1): each chip, then how many the carreteles hold. */
	x += draw_plain(y, x, end, term_attr(STYLE_HINT) | A_BOLD,
			_("Carreteles:"));
	for (int i = 0; i < s->n; i++) {
		x++;
		w = draw_chip(y, x, end, &s->d[i]);
		if (w == 0)
			return 1;
		x += w;
		snprintf(part, sizeof part, " %" PRId32, f->n[i]);
		x += draw_plain(y, x, end,
				f->n[i] == 0 ? term_attr(STYLE_BAD) : (int)A_NORMAL,
				part);
	}
	if (game_arrastre(g) > 0) {
		/* TRANSLATORS: what was taken in this pase, not to pay with
		 * (IPLyC 8.4.2.6.12). */
		snprintf(part, sizeof part, _("Arrastre %" PRId64),
			 game_arrastre(g));
		draw_plain(y, x + 2, end, term_attr(STYLE_HINT), part);
	}
	return 1;
}

void table_chips_draw_field(const struct table_screen *t, int y, int x)
{
	const struct chip_set *s = &session_rules(t->ses)->chips;
	const struct chips_field *f = &t->chips;
	int end = table_cols() - 2, attr = term_attr(STYLE_SELECTED) | A_BOLD;
	char part[64];
	int w;

	mvhline(y, x, ' ', end - x);
	x += draw_plain(y, x, end, attr, _("Chips:"));
	/* Largest first, as they are laid out (8.4.2.6.3.3). */
	for (int i = s->n - 1; i >= 0; i--) {
		if (f->chips.n[i] <= 0)
			continue;
		x++;
		w = draw_chip(y, x, end, &s->d[i]);
		if (w == 0)
			return;
		x += w;
		snprintf(part, sizeof part, "%s%" PRId32, times(), f->chips.n[i]);
		x += draw_plain(y, x, end, attr, part);
	}
	snprintf(part, sizeof part, " = %" PRId64 "  ",
		 chips_total(s, &f->chips));
	x += draw_plain(y, x, end, attr, part);
	if (f->count > 0)
		snprintf(part, sizeof part, "%d_", f->count);
	else
		snprintf(part, sizeof part, "_");
	draw_plain(y, x, end, attr, part);
}
