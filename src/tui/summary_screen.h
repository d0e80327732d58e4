/* SPDX-License-Identifier: GPL-3.0-or-later */
/* summary_screen.h: the end of a drill, lesson, exam or practice: accuracy
 * and speed per skill, the score against the pass mark, every mistake
 * with its article, and a way to replay the coup where a mistake
 * happened (for game sessions). */
#ifndef TUI_SUMMARY_SCREEN_H
#define TUI_SUMMARY_SCREEN_H

#include <stddef.h>

struct app;
struct game_action;
struct session;

/* Pushes the summary of s on top.  s stays owned by the caller (the
 * table or procedure screen, below on the stack), which must outlive it;
 * choosing "replay coup N" calls session_replay_coup() and pops back to
 * the screen below, which redraws from the session's state. */
void summary_screen_open(struct app *app, struct session *s);

/* The same, with the trainee's own action for each record: given[i] is
 * what was done at session_record(s, i), for i < n (the table screen
 * keeps them; the record itself only has the action's key).  given must
 * stay unchanged while the summary is shown. */
void summary_screen_open_given(struct app *app, struct session *s,
			       const struct game_action *given, size_t n);

#endif
