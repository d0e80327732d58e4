/* SPDX-License-Identifier: GPL-3.0-or-later */
/* table_impl.h: what the table screen's files share (private to
 * table_*.c): the screen's state and the functions between them.
 *
 * table_screen.c opens and closes the screen and glues it to the session
 * and its observer; table_input.c handles keys and the trainee's actions;
 * table_draw.c draws the table, table_panel.c the lower panel (choices,
 * amount field, verdict, instructions), table_chips.c the chips. */
#ifndef TUI_TABLE_IMPL_H
#define TUI_TABLE_IMPL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "session/choices.h"
#include "session/observer.h"
#include "session/session.h"
#include "tui/chips_field.h"
#include "tui/screen.h"
#include "tui/settings.h"
#include "tui/table_model.h"
#include "tui/term.h"

enum table_mode {
	TABLE_INTRO,     /* the title and instructions, before play */
	TABLE_PLAY,      /* the choices of the step */
	TABLE_AMOUNT,    /* typing a payment */
	TABLE_CHIPS,     /* counting a payment or a change out in chips */
	TABLE_VERDICT,   /* a mistake explained, waiting for a key */
	TABLE_CONFIRM,   /* "leave?" */
	TABLE_DONE,      /* over or left: the summary was shown */
};

#define TABLE_NOTE_MAX 768

struct table_screen {
	struct screen base;
	struct session *ses;
	struct scenario *sc;            /* owned; NULL in practice */
	const struct session_observer *obs;
	struct settings *st;
	bool practice, exam;
	enum table_mode mode;
	enum table_mode before;         /* the mode TABLE_CONFIRM came from */
	bool abandoning;                /* an exam's "abandon for good?" */

	bool hint;                      /* the hint line is up */
	bool left;                      /* left, timed out or stopped */
	bool told;                      /* obs->finished() was called */
	bool save_failed;               /* an observer callback failed */
	bool time_up;

	struct choice choices[CHOICES_MAX];
	size_t n_choices, sel;
	struct amount_field amount;
	struct chips_field chips;

	/* The last mistake, while TABLE_VERDICT shows it. */
	struct verdict verdict;
	char given_text[ACTION_TEXT_MAX];
	bool verdict_in_replay;         /* it came in a replayed coup */
	size_t replay_from;             /* the first record of the replay */
	int verdict_coup;

	/* The line under the call: the last verdict or a message. */
	char note[TABLE_NOTE_MAX];
	enum term_style note_style;

	/* The trainee's action for each record (index as session_record). */
	struct game_action *given;
	size_t n_given, cap_given;

	/* Time: the actions' time so far (replays left out) and when the
	 * step now shown began. */
	int64_t used_ms;
	uint64_t mark_ms;
	bool marked;
};

/* A monotonic clock in milliseconds. */
uint64_t table_now_ms(void);
/* The step now shown began now: the session's clock and the timer. */
void table_mark(struct table_screen *t);
/* The actions' time, with the step under way (the timer shows it). */
int64_t table_used_ms(const struct table_screen *t);
/* Whether the trainee may act: not over, not left (or in a replay). */
bool table_playing(const struct table_screen *t);
/* Reads the choices of the step now into t (and keeps the selection in
 * range). */
void table_refresh_choices(struct table_screen *t);
/* The session ended or was left: tells the observer once. */
void table_tell_finished(struct table_screen *t, bool completed);
/* Shows the summary on top. */
void table_show_summary(struct table_screen *t, struct app *app);
/* The scenario's title in the current language, or the practice's. */
void table_title(const struct table_screen *t, char *buf, size_t size);
/* The scenario's instructions, or the practice's. */
const char *table_instructions(const struct table_screen *t, char *buf,
			       size_t size);

/* table_input.c */
/* Catches up with what happened above the screen (a replay chosen in
 * the summary); draw and key call it first. */
void table_sync(struct table_screen *t);
int table_key(struct screen *s, struct app *app, int key, bool is_code);

/* table_draw.c */
void table_draw(struct screen *s, struct app *app);

/* table_log.c: the call log drawn.  From TABLE_WIDE_COLS columns the log
 * and the coups' history take a column of their own at
 * table_log_column_x(); the table keeps table_cols() columns. */
#define TABLE_WIDE_COLS 120
int table_cols(void);
void table_set_cols(int cols);
/* 0 when the screen is too narrow for the column. */
int table_log_column_x(void);
/* The lines text takes wrapped to width (as app_draw_wrapped). */
int table_wrapped_lines(const char *text, int width);
/* Text in width columns, ending in "…" when it does not fit. */
void table_draw_cut(int y, int x, int width, const char *text);
/* The last rows lines said (one row: the last call and the players'
 * words since, on one line), the ones since the croupier's last call
 * bright. */
void table_log_draw_lines(const struct table_screen *t, int y, int x,
			  int width, int rows);
/* The whole column: what was said, wrapped, and the coups. */
void table_log_draw_column(const struct table_screen *t, int y, int x,
			   int height, int width);

/* table_chips.c: the chips, where the table pays in them. */
/* The carreteles and the arrastre on line y; returns the lines used. */
int table_chips_draw_float(const struct table_screen *t, int y);
/* The chips counted out so far (t->chips), at y from column x. */
void table_chips_draw_field(const struct table_screen *t, int y, int x);

/* table_panel.c: the panel from line y to the line above the key bar;
 * returns nothing, draws by mode. */
void table_panel_draw(const struct table_screen *t, int y);
/* The lines the panel wants for the step now (the choices, their header,
 * the note, the hint, the amount field). */
int table_panel_need(const struct table_screen *t);
/* The key bar's text for the mode, into buf. */
const char *table_key_hint(const struct table_screen *t, char *buf,
			   size_t size);

#endif
