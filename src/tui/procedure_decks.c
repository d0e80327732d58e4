/* SPDX-License-Identifier: GPL-3.0-or-later */
/* procedure_decks.c: the deck check on the procedure screen (IPLyC
 * 8.9.8-8.9.9): the decks laid out as the lay-out step places them, each
 * marked as the card-by-card check found it, and what the band, the decks
 * and the plastic cut cards showed, in words. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <ncursesw/curses.h>

#include "i18n.h"
#include "tui/app.h"
#include "tui/procedure_impl.h"

#define LEFT_X PROC_LEFT_X
#define LEFT_W PROC_LEFT_W

/* "7♣" or "7C"; a card with a foreign back keeps its "~". */
static void card_words(card_t c, char *buf, size_t size)
{
	static const char *const suits[] = { "♠", "♥", "♦", "♣" };
	char text[CARD_TEXT_MAX];
	size_t len;

	card_format(c, text);
	len = strlen(text);
	if (!term_unicode() || card_is_joker(c) || len < 2) {
		snprintf(buf, size, "%s", text);
		return;
	}
	snprintf(buf, size, "%.*s%s", (int)(len - 1), text,
		 suits[card_suit(c)]);
}

/* The decks as the lay-out step places them (4-3-1 at the base first,
 * IPLyC 8.9.8.4), each marked as the check found it. */
void proc_draw_pyramid(const struct proc_screen *p, int y, int h)
{
	const struct procedure_run *run = session_procedure(p->ses);
	int rows[PROCEDURE_ROWS_MAX] = { 0 }, nrows = 0, first[PROCEDURE_ROWS_MAX];
	int deck = 0;

	for (size_t i = 0; i < run->proc->nsteps; i++)
		if (run->proc->steps[i].op == PROCEDURE_OP_LAY_OUT_DECKS) {
			nrows = run->proc->steps[i].params.nrows;
			memcpy(rows, run->proc->steps[i].params.rows,
			       sizeof rows);
		}
	if (nrows <= 0) {
		rows[0] = run->decks;
		nrows = 1;
	}
	if (h < nrows + 1)
		return;
	app_draw_text(y, LEFT_X, LEFT_W, _("The decks, laid out:"));
	for (int r = 0; r < nrows; r++) {
		first[r] = deck;
		deck += rows[r];
	}
	/* The base (row 0) at the bottom, the top deck above. */
	for (int r = 0; r < nrows; r++) {
		int yy = y + nrows - r, width = rows[r] * 6;
		int x = LEFT_X + (LEFT_W - width) / 2;

		for (int k = 0; k < rows[r]; k++) {
			int d = first[r] + k;
			const struct procedure_deck_result *res;
			char box[32];
			const char *m = proc_glyph("·", ".");
			int style = STYLE_HINT;

			if (d >= run->decks || d >= SHOE_DECKS_MAX)
				continue;
			res = &run->deck_result[d];
			if (res->checked && res->ok) {
				m = proc_glyph("✓", "v");
				style = STYLE_GOOD;
			} else if (res->checked) {
				m = proc_glyph("✗", "x");
				style = STYLE_BAD;
			}
			snprintf(box, sizeof box, "[%d%s]", d + 1, m);
			attron(term_attr(style));
			app_draw_text(yy, x + k * 6, 5, box);
			attroff(term_attr(style));
		}
	}
}

/* Whether the first step with op has been performed or left out. */
static bool step_done(const struct procedure_run *run, enum procedure_op op)
{
	for (size_t i = 0; i < run->proc->nsteps; i++)
		if (run->proc->steps[i].op == op)
			return i < run->step;
	return false;
}

/* "7♣ missing, 8♦ twice" from a deck's finding. */
static void finding_words(const struct shoe_check *f, char *buf, size_t size)
{
	char card[CARD_TEXT_MAX + 8], part[96];
	size_t len = 0;

	buf[0] = '\0';
	if (f->missing > 0) {
		card_words(f->first_missing, card, sizeof card);
		snprintf(part, sizeof part, ngettext("%s missing",
			 "%s missing (%zu cards)", f->missing), card,
			 f->missing);
		len += (size_t)snprintf(buf + len, size - len, "%s", part);
	}
	if (f->duplicates > 0 && len < size) {
		card_words(f->first_duplicate, card, sizeof card);
		snprintf(part, sizeof part, _("%s twice"), card);
		len += (size_t)snprintf(buf + len, size - len, "%s%s",
					len > 0 ? ", " : "", part);
	}
	if (f->extras > 0 && len < size) {
		card_t c = f->first_extra;

		card_words((card_t)(c & ~CARD_FOREIGN_BACK), card, sizeof card);
		if (card_is_joker(c))
			snprintf(part, sizeof part, "%s", _("a joker"));
		else if (card_has_foreign_back(c))
			snprintf(part, sizeof part, _("%s with another back"),
				 card);
		else
			snprintf(part, sizeof part, _("%s does not belong"), card);
		snprintf(buf + len, size - len, "%s%s", len > 0 ? ", " : "",
			 part);
	}
}

void proc_draw_deck_findings(const struct proc_screen *p, int y)
{
	const struct procedure_run *run = session_procedure(p->ses);
	char line[512], what[256];
	size_t cards = 0;
	int checked = 0, bad = -1;
	bool foreign = false;

	proc_section_line(y - 1, _("What the check found"));
	for (int d = 0; d < SHOE_DECKS_MAX; d++) {
		cards += run->deck_cards[d];
		for (size_t i = 0; i < run->deck_cards[d]; i++)
			if (card_has_foreign_back(run->deck[d][i]))
				foreign = true;
		if (d < run->decks && run->deck_result[d].checked) {
			checked++;
			if (!run->deck_result[d].ok && bad < 0)
				bad = d;
		}
	}
	if (step_done(run, PROCEDURE_OP_CHECK_BAND)) {
		size_t want = (size_t)run->decks * SHOE_DECK_CARDS;

		if (run->band_ok)
			snprintf(line, sizeof line,
				 _("The band: %d decks, %zu cards, backs of one colour."),
				 run->decks, cards);
		else if (cards != want && foreign)
			snprintf(line, sizeof line,
				 _("The band: %zu cards, not %zu, and a back of another colour (IPLyC 8.9.8)."),
				 cards, want);
		else if (cards != want)
			snprintf(line, sizeof line,
				 _("The band: %zu cards, not %zu: tell the inspector (IPLyC 8.9.8)."),
				 cards, want);
		else
			snprintf(line, sizeof line, "%s",
				 _("The band: a back of another colour: tell the inspector (IPLyC 8.9.8)."));
		proc_styled_wrapped(y, 2, 1, COLS - 4,
			       run->band_ok ? STYLE_GOOD : STYLE_BAD, line);
	}
	if (bad >= 0) {
		finding_words(&run->deck_result[bad].found, what, sizeof what);
		snprintf(line, sizeof line,
			 _("Deck %d: %s: tell the inspector (IPLyC 8.9.8)."),
			 bad + 1, what);
		proc_styled_wrapped(y + 1, 2, 1, COLS - 4, STYLE_BAD, line);
	} else if (checked > 0) {
		snprintf(line, sizeof line,
			 ngettext("%d deck checked, complete so far.",
				  "%d decks checked, complete so far.",
				  checked), checked);
		proc_styled_wrapped(y + 1, 2, 1, COLS - 4, STYLE_GOOD, line);
	}
	if (step_done(run, PROCEDURE_OP_CHECK_CUT_CARDS)) {
		snprintf(line, sizeof line, run->cut_cards_ok
			 ? _("Plastic cut cards: %d, as they should be (IPLyC 8.9.9).")
			 : _("Plastic cut cards: %d: tell the inspector (IPLyC 8.9.9)."),
			 run->cut_cards);
		proc_styled_wrapped(y + 2, 2, 1, COLS - 4,
			       run->cut_cards_ok ? STYLE_GOOD : STYLE_BAD, line);
	}
}
