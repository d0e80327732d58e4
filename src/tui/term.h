/* SPDX-License-Identifier: GPL-3.0-or-later */
/* term.h: the terminal's manners — set-up and restore, colours, glyphs.
 *
 * Colours are off under NO_COLOR (https://no-color.org: any non-empty
 * value), on a terminal without colours, or when the settings say so;
 * ncurses itself does not look at NO_COLOR.  Card suits are drawn with
 * Unicode symbols when the locale's codeset is UTF-8 and the settings do
 * not ask for ASCII, else with letters. */
#ifndef TUI_TERM_H
#define TUI_TERM_H

#include <signal.h>
#include <stdbool.h>

#include "engine/card.h"
#include "engine/chips.h"

/* The smallest terminal the trainer draws in. */
#define TERM_MIN_COLS 80
#define TERM_MIN_LINES 24

/* Colour pairs (attributes degrade to bold/reverse without colours). */
enum term_style {
	STYLE_NORMAL,
	STYLE_TITLE,      /* screen titles */
	STYLE_SELECTED,   /* the current menu line */
	STYLE_RED_CARD,   /* hearts and diamonds */
	STYLE_BLACK_CARD, /* spades and clubs */
	STYLE_CALL,       /* the croupier's call line */
	STYLE_GOOD,       /* a right action */
	STYLE_BAD,        /* a mistake */
	STYLE_HINT,       /* hints and secondary text */
	STYLE_FELT,       /* the table */
	STYLE__COUNT
};

struct term_prefs {
	bool ascii_cards;   /* settings: ASCII suits even in UTF-8 */
	bool no_colour;     /* settings: monochrome */
};

/* Installs the signal handlers (SIGINT, SIGTERM, SIGHUP: set a flag the
 * main loop reads; SIGQUIT: restores the terminal at once and dies of
 * the signal, as it asks), then initscr() and modes.  setlocale() must have been
 * called.  Returns false when the terminal cannot be opened. */
bool term_open(const struct term_prefs *prefs);
/* Applies changed preferences to the open terminal (the Settings
 * screen); the caller redraws.  Does nothing when it is not open. */
void term_set_prefs(const struct term_prefs *prefs);
/* Restores the terminal (endwin); safe to call twice. */
void term_close(void);
/* The signal that asked us to stop, or 0. */
int term_stop_signal(void);
/* Called when reading a key gave nothing: whether the terminal has gone
 * away (poll() reports a hang-up or an error, or the input keeps ending)
 * without a SIGHUP.  Then term_stop_signal() answers SIGHUP, so that the
 * program ends as on a hang-up instead of spinning on a dead input. */
bool term_check_hangup(void);
/* Whether colours are in use. */
bool term_has_colour(void);
/* The attribute of a style. */
int term_attr(enum term_style style);
/* The attribute a chip of colour c is drawn in: its colour as the
 * background (from 256 colours, the shades 8 lack: orange, pink, brown,
 * grey, light blue), or bold without colours, where its letter tells it
 * (a chip is always drawn with its letter). */
int term_chip_attr(enum chip_colour c);
/* Whether suits are drawn as Unicode symbols. */
bool term_unicode(void);
/* Writes a card ("10♥" or "10H") at y, x in its colour; returns its
 * width in columns. */
int term_draw_card(int y, int x, card_t c);
/* The terminal is big enough to draw a screen in. */
bool term_big_enough(void);

#endif
