/* SPDX-License-Identifier: GPL-3.0-or-later */
/* table_screen.c: the table screen's life — opening a scenario or
 * practice, the session and its observer, the clock, the end; see
 * table_screen.h.  Keys are in table_input.c, drawing in table_draw.c
 * and table_panel.c. */
#include "config.h"

#include "tui/table_screen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <ncursesw/curses.h>

#include "base/paths.h"
#include "i18n.h"
#include "scenario/rules_load.h"
#include "tui/app.h"
#include "tui/procedure_screen.h"
#include "tui/summary_screen.h"
#include "tui/table_impl.h"

/* Room for a path, a place and a message. */
#define TABLE_ERROR_MAX 8192

/* Practice: five or six players, as a quiet afternoon table. */
#define PRACTICE_BOTS_MIN 5

static const struct key_help table_keys[] = {
	{ N_("letter, digit"), N_("do the action with that key") },
	{ N_("Up, Down"), N_("choose an action; Enter does it") },
	{ N_("digits"), N_("type a payment (Backspace, Enter, Esc)") },
	{ N_("Tab"), N_("show or hide the hint, where there are hints") },
	{ N_("i"), N_("the instructions again (when no action has i)") },
	{ N_("Enter"), N_("after a mistake: go on") },
	{ N_("q, Esc"), N_("leave (asks first); then the summary") },
	{ N_("s"), N_("when it is over: the summary again") },
	{ N_("?"), N_("this help") },
	{ NULL, NULL },
};

uint64_t table_now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

void table_mark(struct table_screen *t)
{
	t->mark_ms = table_now_ms();
	t->marked = true;
	session_mark(t->ses, t->mark_ms);
}

int64_t table_used_ms(const struct table_screen *t)
{
	int64_t ms = t->used_ms;

	/* An exam's time is its wall clock (exam_attempt.h), which runs
	 * across a resume. */
	if (t->obs != NULL && t->obs->elapsed_ms != NULL)
		return t->obs->elapsed_ms(t->obs->ctx);

	if ((t->mode == TABLE_PLAY || t->mode == TABLE_AMOUNT ||
	     t->mode == TABLE_CHIPS ||
	     t->mode == TABLE_CONFIRM) && t->marked && table_playing(t) &&
	    !session_replaying(t->ses)) {
		uint64_t now = table_now_ms();

		if (now > t->mark_ms)
			ms += (int64_t)(now - t->mark_ms);
	}
	return ms;
}

bool table_playing(const struct table_screen *t)
{
	if (session_replaying(t->ses))
		return true;
	return !t->left && !session_over(t->ses);
}

void table_refresh_choices(struct table_screen *t)
{
	t->n_choices = 0;
	if (!table_playing(t) ||
	    session_choices(t->ses, t->choices, CHOICES_MAX, &t->n_choices)
		    != STATUS_OK)
		t->n_choices = 0;
	if (t->sel >= t->n_choices)
		t->sel = 0;
}

void table_tell_finished(struct table_screen *t, bool completed)
{
	if (t->told)
		return;
	t->told = true;
	/* The summary and the record read the exam's clock and ending. */
	if (t->obs != NULL && t->obs->elapsed_ms != NULL)
		session_set_exam_clock(t->ses, t->obs->elapsed_ms(t->obs->ctx),
				       t->time_up && completed);
	if (t->obs != NULL && t->obs->finished != NULL &&
	    !t->obs->finished(t->obs->ctx, t->ses, completed)) {
		t->save_failed = true;
		snprintf(t->note, sizeof t->note, "%s",
			 _("The result could not be saved."));
		t->note_style = STYLE_BAD;
	}
}

void table_show_summary(struct table_screen *t, struct app *app)
{
	t->mode = TABLE_DONE;
	t->hint = false;
	summary_screen_open_given(app, t->ses, t->given, t->n_given);
}

void table_title(const struct table_screen *t, char *buf, size_t size)
{
	if (t->sc != NULL) {
		snprintf(buf, size, "%s", settings_pick_text(t->st,
				t->sc->title.es, t->sc->title.en));
		return;
	}
	snprintf(buf, size, _("Practice: %s"), session_rules(t->ses)->name);
}

const char *table_instructions(const struct table_screen *t, char *buf,
			       size_t size)
{
	if (t->sc != NULL)
		return settings_pick_text(t->st, t->sc->instructions.es,
					  t->sc->instructions.en);
	snprintf(buf, size,
		 _("Free practice on a random shoe under the %s rules, with bots at the table. "
		   "You are the croupier: at every step choose your action with its key, or with "
		   "the arrows and Enter; type each payment. Tab shows the expected action. "
		   "Play goes on shoe after shoe; q leaves and shows your summary."),
		 session_rules(t->ses)->name);
	return buf;
}

static int table_tick(struct screen *s, struct app *app)
{
	struct table_screen *t = (struct table_screen *)s;
	int64_t left;

	if (t->mode == TABLE_DONE || t->mode == TABLE_INTRO ||
	    session_replaying(t->ses))
		return SCREEN_HANDLED;
	left = t->sc != NULL ? table_time_left(t->sc->scoring.time_limit,
					       table_used_ms(t)) : -1;
	if (left == 0 && !t->time_up) {
		t->time_up = true;
		snprintf(t->note, sizeof t->note, "%s", _("Time is up."));
		t->note_style = STYLE_BAD;
		/* An exam ends at its limit, and that end is final: the
		 * attempt is closed as timed out (not passed: it did not
		 * reach its end) and sealed as such.  A drill only says so
		 * (the summary counts it). */
		if (t->exam && table_playing(t)) {
			t->left = true;
			table_tell_finished(t, true);
			table_show_summary(t, app);
		}
	}
	return SCREEN_REDRAW;
}

static void table_destroy(struct screen *s)
{
	struct table_screen *t = (struct table_screen *)s;

	/* Ctrl-C, SIGTERM and SIGHUP come here through app_run too. */
	if (t->ses != NULL)
		table_tell_finished(t, !session_replaying(t->ses) &&
				    session_over(t->ses) && !t->left);
	if (t->exam && t->st != NULL)
		t->st->exam_lock = false;
	if (t->ses != NULL) {
		session_free(t->ses);
		free(t->ses);
	}
	free(t->given);
	free(t->sc);
	free(t);
}

static const struct screen_ops table_ops = {
	.name = "table",
	.draw = table_draw,
	.key = table_key,
	.tick = table_tick,
	.destroy = table_destroy,
	.keys = table_keys,
};

static struct table_screen *table_new(struct app *app)
{
	struct table_screen *t = calloc(1, sizeof *t);

	if (t == NULL)
		return NULL;
	t->ses = calloc(1, sizeof *t->ses);
	if (t->ses == NULL) {
		free(t);
		return NULL;
	}
	t->base.ops = &table_ops;
	t->st = app->data;
	t->mode = TABLE_INTRO;
	t->note_style = STYLE_NORMAL;
	return t;
}

/* Pushes t, tells the observer, and shows the first step. */
static void table_start(struct table_screen *t, struct app *app)
{
	app_push(app, &t->base);
	if (t->obs != NULL && t->obs->started != NULL &&
	    !t->obs->started(t->obs->ctx, t->ses)) {
		t->save_failed = true;
		snprintf(t->note, sizeof t->note, "%s",
			 _("The result could not be saved."));
		t->note_style = STYLE_BAD;
		/* An exam does not start unrecorded. */
		if (t->exam) {
			t->left = true;
			t->mode = TABLE_DONE;
			table_tell_finished(t, false);
		}
	}
	/* From here the session tells the recorder of every action; not
	 * before, for started() replays a resumed exam's recorded ones. */
	session_set_observer(t->ses, t->obs);
	table_refresh_choices(t);
}

/* A screen that only says why the table could not open. */
struct table_error {
	struct screen base;
	char text[TABLE_ERROR_MAX];
};

static void error_draw(struct screen *s, struct app *app)
{
	struct table_error *e = (struct table_error *)s;

	(void)app;
	app_draw_frame(_("The scenario cannot be played"),
		       _("Any key: back"));
	attron(term_attr(STYLE_BAD));
	app_draw_wrapped(2, 2, LINES - 4, COLS - 4, e->text);
	attroff(term_attr(STYLE_BAD));
}

static int error_key(struct screen *s, struct app *app, int key, bool is_code)
{
	(void)s;
	(void)app;
	(void)key;
	(void)is_code;
	return SCREEN_POP;
}

static void error_destroy(struct screen *s)
{
	free(s);
}

static const struct key_help error_keys[] = {
	{ N_("any key"), N_("back") },
	{ NULL, NULL },
};

static const struct screen_ops error_ops = {
	.name = "table-error",
	.draw = error_draw,
	.key = error_key,
	.destroy = error_destroy,
	.keys = error_keys,
};

static void show_error(struct app *app, const char *text)
{
	struct table_error *e = calloc(1, sizeof *e);

	if (e == NULL)
		return;
	e->base.ops = &error_ops;
	snprintf(e->text, sizeof e->text, "%s", text);
	app_push(app, &e->base);
}

void table_screen_open_observed(struct app *app, struct scenario *sc,
				const struct session_observer *obs)
{
	struct table_screen *t;
	struct diag err;
	char text[TABLE_ERROR_MAX];

	if (sc->procedure != PROCEDURE_NONE) {
		procedure_screen_open(app, sc, obs);
		return;
	}
	t = table_new(app);
	if (t == NULL) {
		free(sc);
		show_error(app, _("Out of memory."));
		return;
	}
	t->sc = sc;
	t->obs = obs;
	t->exam = sc->kind == SCENARIO_EXAM;
	if (!session_init_scenario(t->ses, sc, paths_data_dir(), &err)) {
		if (err.line > 0)
			snprintf(text, sizeof text, "%s:%lu:%lu: %s", err.file,
				 err.line, err.column, err.message);
		else if (err.file[0] != '\0')
			snprintf(text, sizeof text, "%s: %s", err.file,
				 err.message);
		else
			snprintf(text, sizeof text, "%s", err.message);
		t->exam = false;
		t->told = true;         /* never started */
		table_destroy(&t->base);
		show_error(app, text);
		return;
	}
	if (t->exam && t->st != NULL)
		t->st->exam_lock = true;
	table_start(t, app);
}

void table_screen_open_practice(struct app *app, const struct settings *st,
				const struct session_observer *obs)
{
	struct table_screen *t;
	struct rules r;
	struct diag err;
	char path[4200], text[TABLE_ERROR_MAX];
	uint64_t seed;
	enum status rc;

	if (paths_rules_file(st->profile, path, sizeof path) != 0) {
		show_error(app, st->profile);
		return;
	}
	if (!rules_load_file(path, &r, &err)) {
		snprintf(text, sizeof text, "%s: %s", path, err.message);
		show_error(app, text);
		return;
	}
	t = table_new(app);
	if (t == NULL) {
		show_error(app, _("Out of memory."));
		return;
	}
	t->practice = true;
	t->obs = obs;
	/* A new shoe every time: the clock seeds it. */
	seed = table_now_ms() ^ ((uint64_t)time(NULL) << 20);
	rc = session_init_practice(t->ses, &r, seed,
				   PRACTICE_BOTS_MIN + (int)(seed % 2));
	if (rc != STATUS_OK) {
		t->told = true;
		table_destroy(&t->base);
		show_error(app, _("The practice table could not be set up."));
		return;
	}
	session_set_shoes(t->ses, 0);
	table_start(t, app);
}
