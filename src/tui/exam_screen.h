/* SPDX-License-Identifier: GPL-3.0-or-later */
/* exam_screen.h: an exam in the trainer.
 *
 * The supervisor types the exam code (never shown), the trainee his name
 * or id; an unfinished attempt of that trainee at the same exam file is
 * offered to resume (its actions replayed, recorder_replay) or to
 * start again (the old one kept, marked abandoned).  Then the scenario
 * opens on the table (or the procedure screen) with a results recorder as
 * its observer: every action is committed as it is done, no hints (the
 * session has none for an exam), the rules browser locked, the scenario's
 * time limit and pass mark.  When play ends complete, the result is
 * sealed into the results directory (exam_seal, as `crupier exam` in
 * batch); this screen, under the table, then shows where, or why it could
 * not be and how to seal it again (`crupier results seal ID`). */
#ifndef TUI_EXAM_SCREEN_H
#define TUI_EXAM_SCREEN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "exam/exam_batch.h"

struct app;
struct scenario;

/* How an exam run from the command line ended, for its exit status and
 * its last words on stderr. */
struct exam_tui_result {
	enum exam_outcome outcome;      /* EXAM_FAILED until it starts */
	int64_t attempt;                /* 0: none */
	size_t actions;                 /* recorded */
	char sealed[STORE_PATH_MAX];
	char message[1024];
};

struct exam_tui_opts {
	const char *trainee;            /* NULL: typed on the screen */
	const char *code;               /* NULL: typed on the screen */
	const char *results_dir;        /* NULL: the settings' */
	bool resume, restart;           /* the unfinished attempt, unasked */
	struct exam_tui_result *result; /* NULL: not wanted */
};

/* Pushes the exam of scenario sc, loaded from path (its SHA-256 names
 * the version sat).  Ownership of sc passes to the screen.  The
 * database is the settings' history (tui/history.h).  False when out of
 * memory (sc freed). */
bool exam_screen_open(struct app *app, struct scenario *sc, const char *path,
		      const struct exam_tui_opts *o);

/* Opens a scenario chosen in the trainer: an exam through the exam
 * screen, a drill or lesson on the table with the history's recorder.
 * Ownership of sc passes. */
void exam_screen_open_scenario(struct app *app, struct scenario *sc,
			       const char *path);

#endif
