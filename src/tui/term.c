/* SPDX-License-Identifier: GPL-3.0-or-later */
/* term.c: terminal set-up, restore, colours and glyphs; see term.h. */
#include "config.h"

#include "tui/term.h"

#include <langinfo.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

#include <ncursesw/curses.h>
#include <ncursesw/term.h>

#include "base/stop_signal.h"

static bool is_open;
static bool colour;
static bool unicode;
static bool colours_started;

/* What SIGQUIT needs to give the terminal back from inside its handler,
 * where curses cannot be called: the modes from before initscr() and the
 * terminal's own strings to leave the alternate screen and show the
 * cursor, copied when the terminal is opened. */
static struct termios saved_modes;
static bool have_modes;
static char leave_text[128];
static size_t leave_len;

static void add_leave(const char *cap)
{
	char *text = tigetstr(cap);
	size_t n;

	if (text == NULL || text == (char *)-1)
		return;
	n = strlen(text);
	if (leave_len + n < sizeof leave_text) {
		memcpy(leave_text + leave_len, text, n);
		leave_len += n;
	}
}

/* The terminal given back from inside a signal handler, with
 * async-signal-safe calls only (write, tcsetattr). */
static void restore_now(void)
{
	if (!is_open)
		return;
	if (leave_len > 0 && write(STDOUT_FILENO, leave_text, leave_len) < 0) {
		/* Nothing more can be done for the terminal. */
	}
	if (have_modes)
		tcsetattr(STDIN_FILENO, TCSANOW, &saved_modes);
}

/* Ctrl-\ asks for a core dump now, not at the next tick: the terminal is
 * restored, then the signal is raised again with its default action. */
static void on_quit_signal(int sig)
{
	struct sigaction sa;

	restore_now();
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = SIG_DFL;
	sigemptyset(&sa.sa_mask);
	sigaction(sig, &sa, NULL);
	raise(sig);
}

/* Our handlers are installed before initscr(), so ncurses keeps them
 * (it only installs its own where the program left SIG_DFL); the main
 * loop sees the flag within a tick and leaves through term_close(), so
 * the terminal is restored on Ctrl-C, SIGTERM and SIGHUP alike; a wait
 * the loop cannot see ends a few seconds later all the same, the
 * terminal restored first (base/stop_signal.h).  SIGWINCH stays
 * ncurses' own: it delivers KEY_RESIZE. */
static void install_signals(void)
{
	struct sigaction sa;

	stop_signal_install(restore_now);
	memset(&sa, 0, sizeof sa);
	sigemptyset(&sa.sa_mask);
	sa.sa_handler = on_quit_signal;
	sigaction(SIGQUIT, &sa, NULL);
}

/* A chip: its colour behind its letter and value, in a text colour
 * that reads on it: { text, background } with 8 colours, then with 256.
 * With 8, a brown chip is its dark yellow on black (red is the 10's),
 * and the shades 8 lack share a neighbour's colour: the letter tells
 * them apart. */
static void init_chip_colours(void)
{
	static const short chip[CHIP_COLOUR__COUNT][4] = {
		[CHIP_WHITE] = { COLOR_BLACK, COLOR_WHITE, COLOR_BLACK, 15 },
		[CHIP_RED] = { COLOR_WHITE, COLOR_RED, COLOR_WHITE, 160 },
		[CHIP_BLUE] = { COLOR_WHITE, COLOR_BLUE, COLOR_WHITE, 21 },
		[CHIP_GREEN] = { COLOR_BLACK, COLOR_GREEN, COLOR_BLACK, 34 },
		[CHIP_BLACK] = { COLOR_WHITE, COLOR_BLACK, COLOR_WHITE, 16 },
		[CHIP_PURPLE] = { COLOR_WHITE, COLOR_MAGENTA, COLOR_WHITE, 91 },
		[CHIP_YELLOW] = { COLOR_BLACK, COLOR_YELLOW, COLOR_BLACK, 220 },
		[CHIP_ORANGE] = { COLOR_BLACK, COLOR_YELLOW, COLOR_BLACK, 208 },
		[CHIP_PINK] = { COLOR_BLACK, COLOR_MAGENTA, COLOR_BLACK, 213 },
		[CHIP_BROWN] = { COLOR_YELLOW, COLOR_BLACK, COLOR_WHITE, 94 },
		[CHIP_GREY] = { COLOR_BLACK, COLOR_WHITE, COLOR_BLACK, 245 },
		[CHIP_LIGHT_BLUE] = { COLOR_BLACK, COLOR_CYAN, COLOR_BLACK, 117 },
	};
	int at = COLORS >= 256 ? 2 : 0;

	for (int c = 0; c < CHIP_COLOUR__COUNT; c++)
		init_pair((short)(STYLE__COUNT + c), chip[c][at],
			  chip[c][at + 1]);
}

static void init_colours(void)
{
	static const short pairs[STYLE__COUNT][2] = {
		[STYLE_NORMAL] = { -1, -1 },
		[STYLE_TITLE] = { COLOR_CYAN, -1 },
		[STYLE_SELECTED] = { COLOR_BLACK, COLOR_CYAN },
		[STYLE_RED_CARD] = { COLOR_RED, COLOR_WHITE },
		[STYLE_BLACK_CARD] = { COLOR_BLACK, COLOR_WHITE },
		[STYLE_CALL] = { COLOR_YELLOW, -1 },
		[STYLE_GOOD] = { COLOR_GREEN, -1 },
		[STYLE_BAD] = { COLOR_RED, -1 },
		[STYLE_HINT] = { COLOR_BLUE, -1 },
		[STYLE_FELT] = { COLOR_WHITE, COLOR_GREEN },
	};

	start_color();
	use_default_colors();
	for (short i = 1; i < STYLE__COUNT; i++)
		init_pair(i, pairs[i][0], pairs[i][1]);
	init_chip_colours();
}

/* Decides colours and glyphs from the preferences, the environment and
 * the terminal (which must be open). */
static void apply_prefs(const struct term_prefs *prefs)
{
	const char *no_color = getenv("NO_COLOR");
	const char *codeset = nl_langinfo(CODESET);

	unicode = codeset != NULL && strcmp(codeset, "UTF-8") == 0
		  && !prefs->ascii_cards;
	colour = has_colors() && !prefs->no_colour
		 && !(no_color != NULL && no_color[0] != '\0');
	/* Colours once started stay defined: turning them off only makes
	 * term_attr() answer with the monochrome attributes. */
	if (colour && !colours_started) {
		init_colours();
		colours_started = true;
	}
}

/* One write() a frame.  ncurses (6.x) gathers a frame's output in its
 * buffer and writes it at the end of doupdate(), except that until the
 * screen has once been left and resumed it flushes after every cursor
 * movement (its mvcur path treats that initial state as a program that
 * moves the cursor without a screen): a frame of the table went out as a
 * dozen write()s, a dozen packets over a slow SSH link.  Leaving and
 * resuming once, before anything is drawn, puts it in its running state
 * for good; nothing shows, the screen being still blank. */
static void leave_initial_state(void)
{
	endwin();
	doupdate();
}

bool term_open(const struct term_prefs *prefs)
{
	have_modes = tcgetattr(STDIN_FILENO, &saved_modes) == 0;
	install_signals();
	if (initscr() == NULL)
		return false;
	leave_len = 0;
	add_leave("rmcup");
	add_leave("cnorm");
	add_leave("sgr0");
	is_open = true;
	cbreak();
	noecho();
	nonl();
	keypad(stdscr, TRUE);
	curs_set(0);
	/* Esc alone closes fields and screens: do not wait a second to tell
	 * it from the start of an arrow key's sequence. */
	set_escdelay(25);
	/* Wake up every 250 ms: timers tick and stop signals are seen. */
	timeout(250);
	apply_prefs(prefs);
	leave_initial_state();
	return true;
}

void term_set_prefs(const struct term_prefs *prefs)
{
	if (is_open)
		apply_prefs(prefs);
}

void term_close(void)
{
	if (!is_open)
		return;
	is_open = false;
	curs_set(1);
	endwin();
}

int term_stop_signal(void)
{
	return stop_signal_caught();
}

bool term_check_hangup(void)
{
	static int eof_reads;
	struct pollfd p = { .fd = STDIN_FILENO, .events = POLLIN };
	int waiting = 0;

	if (poll(&p, 1, 0) < 0)
		return false;
	if (p.revents & (POLLHUP | POLLERR | POLLNVAL)) {
		*stop_signal_flag() = SIGHUP;
		return true;
	}
	/* Readable with nothing to read, after curses read nothing: the
	 * read returns 0 (end of file) or fails (EIO).  A few in a row is a
	 * terminal gone; a key that just arrived has bytes waiting. */
	if ((p.revents & POLLIN)
	    && (ioctl(STDIN_FILENO, FIONREAD, &waiting) != 0 || waiting == 0)) {
		if (++eof_reads >= 3) {
			*stop_signal_flag() = SIGHUP;
			return true;
		}
	} else {
		eof_reads = 0;
	}
	return false;
}

int term_chip_attr(enum chip_colour c)
{
	if ((unsigned)c >= CHIP_COLOUR__COUNT)
		return A_BOLD;
	return colour && COLOR_PAIRS > STYLE__COUNT + (int)c
		       ? (int)COLOR_PAIR(STYLE__COUNT + (int)c) | A_BOLD
		       : A_BOLD;
}

bool term_has_colour(void)
{
	return colour;
}

bool term_unicode(void)
{
	return unicode;
}

int term_attr(enum term_style style)
{
	if (colour)
		return style == STYLE_NORMAL ? A_NORMAL : (int)COLOR_PAIR(style)
			| (style == STYLE_TITLE ? A_BOLD : 0);
	/* Monochrome: meaning survives as weight and reverse video. */
	switch (style) {
	case STYLE_TITLE:
	case STYLE_BAD:
	case STYLE_CALL:
		return A_BOLD;
	case STYLE_SELECTED:
		return A_REVERSE;
	case STYLE_HINT:
		return A_DIM;
	case STYLE_GOOD:
		return A_UNDERLINE;
	default:
		return A_NORMAL;
	}
}

int term_draw_card(int y, int x, card_t c)
{
	static const char *const uni_suits[] = { "♠", "♥", "♦", "♣" };
	char text[CARD_TEXT_MAX];
	char buf[CARD_TEXT_MAX + 4];
	size_t len;
	int attr;

	card_format(c, text);
	if (card_is_joker(c) || !unicode) {
		memcpy(buf, text, sizeof text);
	} else {
		len = strlen(text) - 1; /* rank, without the suit letter */
		memcpy(buf, text, len);
		strcpy(buf + len, uni_suits[card_suit(c)]);
	}
	attr = term_attr(card_is_red(c) && !card_is_joker(c) ? STYLE_RED_CARD
		: STYLE_BLACK_CARD) | A_BOLD;
	attron(attr);
	mvaddstr(y, x, " ");
	addstr(buf);
	addstr(" ");
	attroff(attr);
	/* A Unicode suit is one column, as the letter it replaces. */
	return (int)strlen(text) + 2;
}

bool term_big_enough(void)
{
	return COLS >= TERM_MIN_COLS && LINES >= TERM_MIN_LINES;
}
