/* SPDX-License-Identifier: GPL-3.0-or-later */
/* procedure_impl.h: the procedure screen's state, shared by its key
 * handling (procedure_screen.c) and its drawing (procedure_draw.c). */
#ifndef TUI_PROCEDURE_IMPL_H
#define TUI_PROCEDURE_IMPL_H

#include <stdbool.h>
#include <stdint.h>

#include "scenario/diag.h"
#include "session/choices.h"
#include "session/session.h"
#include "tui/procedure_view.h"
#include "tui/screen.h"

struct settings;
struct session_observer;

/* The last action, as the screen explains it. */
struct proc_last {
	bool shown;
	bool right;
	bool skipped_ahead;            /* a later step chosen: one left out */
	size_t step;                   /* the step it was about (0-based) */
	char given[CHOICE_LABEL_MAX];  /* the choice's words */
	char correct[CHOICE_LABEL_MAX];
	char article[PROCEDURE_ARTICLE_MAX];
	char explain[PROCEDURE_TEXT_MAX];  /* what the correct step is */
	/* How mixed the cards would be, had the step been left out. */
	bool have_skip_mix;
	struct procedure_mixing skip_mix;
};

struct proc_screen {
	struct screen base;
	struct scenario *sc;           /* owned */
	struct session *ses;           /* owned; NULL when it failed */
	bool ses_ok;                   /* session_init_scenario succeeded */
	const struct session_observer *obs;
	struct settings *st;
	bool exam;
	bool locked;                   /* this screen set st->exam_lock */

	char error[DIAG_FILE_MAX + DIAG_MESSAGE_MAX + 64];
	bool stopped;                  /* the exam stopped: not recorded */
	bool warned;                   /* results not saved (not an exam) */
	char server_note[1024];        /* the results server is away: told
					  once, until the next action */
	bool finished;                 /* obs->finished was called */
	bool confirm_quit;
	bool abandoning;               /* an exam's "abandon for good?" */
	bool left;                     /* the trainee left before the end */
	bool time_up;                  /* an exam's time ran out */
	/* The hint (what the step due asks) is up: for this step only,
	 * recorded with its action (session_hint_shown). */
	bool hint;

	struct choice choices[CHOICES_MAX];
	size_t nchoices;
	size_t sel;

	bool wrong[PROCEDURE_STEPS_MAX];  /* a mistake made on the step */
	struct proc_last last;

	bool deck_check;
	bool planted;
	struct deck_defect defect;

	uint64_t t0;                   /* the clock when the screen opened */
	uint64_t t_end;                /* when the procedure ended, or 0 */
	int64_t shown_secs;            /* the timer as last drawn */
};

/* Milliseconds since the screen opened. */
uint64_t proc_now(const struct proc_screen *p);

/* Whether the trainee can perform a step now. */
bool proc_can_act(const struct proc_screen *p);

/* Draws the whole screen (procedure_draw.c). */
void proc_draw(struct proc_screen *p);

/* Drawing helpers (procedure_draw.c): the Unicode glyph or its ASCII
 * stand-in; a rule across the screen with a label; wrapped text in a
 * style, returning the lines used. */
const char *proc_glyph(const char *uni, const char *ascii);
void proc_section_line(int y, const char *label);
int proc_styled_wrapped(int y, int x, int h, int w, int style,
			const char *text);

/* The deck check (procedure_decks.c): the decks laid out, in the left
 * column from row y (h rows at most); what the check found, on the three
 * rows from y. */
#define PROC_LEFT_X 1
#define PROC_LEFT_W 40
void proc_draw_pyramid(const struct proc_screen *p, int y, int h);
void proc_draw_deck_findings(const struct proc_screen *p, int y);

#endif
