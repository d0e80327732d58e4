/* SPDX-License-Identifier: GPL-3.0-or-later */
/* exam_screen.c: an exam in the trainer; see exam_screen.h. */
#include "config.h"

#include "tui/exam_screen.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <ncursesw/curses.h>

#include "i18n.h"
#include "scenario/scenario.h"
#include "exam/code_strength.h"
#include "base/config_file.h"
#include "base/name_check.h"
#include "exam/exam_attempt.h"
#include "exam/seal.h"
#include "record/recorder.h"
#include "session/session.h"
#include "tui/app.h"
#include "tui/history.h"
#include "tui/list.h"
#include "tui/roster_pick.h"
#include "tui/settings.h"
#include "tui/settings_file.h"
#include "tui/table_screen.h"
#include "tui/keys.h"

enum exam_phase {
	PHASE_CODE,      /* the supervisor types the code */
	PHASE_NAME,      /* the trainee types his name */
	PHASE_RESUME,    /* resume the unfinished attempt, or start again? */
	PHASE_RUNNING,   /* the table is above */
	PHASE_DONE,      /* the outcome, any key leaves */
};

struct exam_screen {
	struct screen base;
	struct settings *st;
	struct scenario *sc;            /* owned until handed to the table */
	char path[STORE_PATH_MAX];
	char sha[STORE_SHA256_HEX];
	char title[256];
	enum exam_phase phase;
	struct line_edit code, name;
	/* The class rosters to pick the name from (class_store.h): when
	 * there are classes the name is chosen, never typed, so that a typo
	 * cannot split one trainee into two. */
	struct list roster;
	bool picking;
	char trainee[STORE_NAME_MAX];
	char results_dir[STORE_PATH_MAX];
	bool resume, restart;           /* decided on the command line */
	char message[1024];             /* the last problem, or the outcome */
	bool message_bad;

	/* The unfinished attempt found, and its actions while resuming. */
	int64_t unfinished;
	size_t unfinished_n;
	struct store_action *acts;
	size_t n_acts;

	/* The attempt and its recorder (they outlive the table above: this
	 * screen is destroyed after it) and the observer wrapped around
	 * it. */
	struct exam_attempt att;
	struct session_observer inner, obs;
	enum store_state ending;        /* how it closed; IN_PROGRESS: not */
	char pending[2048];             /* earlier attempts sealed now */
	bool broken;                    /* the resume failed: record nothing */
	bool started, finished, completed;

	struct exam_tui_result res;
	struct exam_tui_result *out;
};

static const struct key_help exam_keys[] = {
	{ N_("Enter"), N_("confirm what was typed") },
	{ N_("Backspace"), N_("erase a character; Ctrl-U erases all") },
	{ N_("r, n"), N_("resume the unfinished attempt, or start again") },
	{ N_("Esc"), N_("cancel the exam before it starts") },
	{ NULL, NULL },
};

/* A text cut to size (a long path in a message may not fit). */
static void copy_text(char *dst, size_t size, const char *src)
{
	size_t n = strnlen(src, size - 1);

	memcpy(dst, src, n);
	dst[n] = '\0';
}

static void say(struct exam_screen *e, bool bad, const char *text)
{
	copy_text(e->message, sizeof e->message, text);
	e->message_bad = bad;
}

/* The observer: the recorder's, with the resume before the first step
 * and the seal after the last. */
static bool on_started(void *ctx, const struct session *s)
{
	struct exam_screen *e = ctx;
	struct error err;

	e->started = true;
	if (e->acts != NULL) {
		/* The table made a fresh session and has not shown its first
		 * step yet: the recorded actions are done again here, the one
		 * moment the session can be brought to where the exam
		 * stopped.  The observer only gets it const. */
		struct session *ms = (struct session *)(uintptr_t)s;
		bool ok = recorder_replay(ms, e->acts, e->n_acts, &err);

		free(e->acts);
		e->acts = NULL;
		if (!ok) {
			e->broken = true;
			say(e, true, err.message);
			return false;
		}
	}
	if (!e->inner.started(e->inner.ctx, s)) {
		say(e, true, e->att.rec.err.message);
		return false;
	}
	e->res.attempt = e->att.rec.attempt;
	return true;
}

static bool on_acted(void *ctx, const struct session *s, size_t index,
		     const struct verdict *v)
{
	struct exam_screen *e = ctx;

	if (e->broken)
		return false;
	if (!e->inner.acted(e->inner.ctx, s, index, v)) {
		say(e, true, e->att.rec.err.message);
		return false;
	}
	return true;
}

static bool seal(struct exam_screen *e);

static bool on_finished(void *ctx, const struct session *s, bool completed)
{
	struct exam_screen *e = ctx;
	char text[1024];

	e->finished = true;
	e->res.actions = e->att.rec.done;
	if (e->broken || e->att.rec.attempt == 0)
		return !e->broken;
	if (!e->inner.finished(e->inner.ctx, s, completed)) {
		snprintf(text, sizeof text,
			 _("The end of the exam could not be recorded: %s"),
			 e->att.rec.err.message);
		say(e, true, text);
		return false;
	}
	if (!completed)
		return true;
	e->completed = true;
	e->ending = e->att.rec.close_as == STORE_IN_PROGRESS
		? STORE_COMPLETE : e->att.rec.close_as;
	return seal(e);
}

/* Seals the closed attempt with the code, which is forgotten then. */
static bool seal(struct exam_screen *e)
{
	struct error err;

	if (exam_seal(e->att.rec.st, e->att.rec.attempt, e->results_dir,
		      e->code.buf, e->code.len, e->res.sealed,
		      sizeof e->res.sealed, &err)) {
		e->res.outcome = EXAM_SEALED;
	} else {
		e->res.sealed[0] = '\0';
		e->res.outcome = EXAM_UNSEALED;
		copy_text(e->res.message, sizeof e->res.message, err.message);
	}
	/* The code is not needed any more. */
	memset(e->code.buf, 0, sizeof e->code.buf);
	e->code.len = 0;
	return true;
}

static int64_t on_elapsed(void *ctx)
{
	struct exam_screen *e = ctx;

	return e->inner.elapsed_ms(e->inner.ctx);
}

static bool on_abandoned(void *ctx, const struct session *s)
{
	struct exam_screen *e = ctx;
	char text[1024];

	e->finished = true;
	e->res.actions = e->att.rec.done;
	if (e->broken || e->att.rec.attempt == 0)
		return !e->broken;
	if (!e->inner.abandoned(e->inner.ctx, s)) {
		snprintf(text, sizeof text,
			 _("The end of the exam could not be recorded: %s"),
			 e->att.rec.err.message);
		say(e, true, text);
		return false;
	}
	e->completed = true;
	e->ending = STORE_ABANDONED;
	return seal(e);
}

/* The outcome in words, once the table above has closed. */
static void conclude(struct exam_screen *e)
{
	char text[2048];

	e->phase = PHASE_DONE;
	if (e->res.outcome == EXAM_SEALED) {
		if (e->ending == STORE_TIMED_OUT)
			snprintf(text, sizeof text,
				 _("Time ran out: the exam is closed as timed"
				   " out, not passed, and its result is"
				   " sealed in %s"), e->res.sealed);
		else if (e->ending == STORE_ABANDONED)
			snprintf(text, sizeof text,
				 _("The exam was abandoned: it is closed for"
				   " good, not passed, and its result is"
				   " sealed in %s"), e->res.sealed);
		else
			snprintf(text, sizeof text,
				 _("The exam is over and its result is sealed"
				   " in %s"), e->res.sealed);
		say(e, e->ending != STORE_COMPLETE, text);
		return;
	}
	if (e->res.outcome == EXAM_UNSEALED) {
		snprintf(text, sizeof text,
			 _("The result could not be sealed: %s. The exam is"
			   " kept in the database as attempt %" PRId64 ";"
			   " seal it again with: crupier results seal %"
			   PRId64), e->res.message, e->res.attempt,
			 e->res.attempt);
		say(e, true, text);
		return;
	}
	if (!e->started || e->att.rec.attempt == 0) {
		e->res.outcome = EXAM_FAILED;
		if (e->message[0] == '\0')
			say(e, true, _("The exam could not start."));
		copy_text(e->res.message, sizeof e->res.message, e->message);
		return;
	}
	e->res.outcome = e->broken ? EXAM_FAILED : EXAM_STOPPED;
	snprintf(text, sizeof text,
		 _("The exam is paused: attempt %" PRId64 " stays open"
		   " with %zu actions and its clock keeps running. The"
		   " supervisor's exam code resumes it: open the exam"
		   " again with the same name."),
		 e->res.attempt, e->res.actions);
	if (e->message[0] != '\0')
		copy_text(e->res.message, sizeof e->res.message, e->message);
	else
		copy_text(e->res.message, sizeof e->res.message,
			  _("left before the end"));
	if (e->message[0] != '\0') {
		char both[3200];

		snprintf(both, sizeof both, "%s %s", e->message, text);
		say(e, true, both);
	} else {
		say(e, false, text);
	}
}

/* Hands the scenario to the table, resuming attempt (0: a new one). */
static int begin(struct exam_screen *e, struct app *app, int64_t attempt)
{
	struct store *st = history_store(e->st->history);
	struct error err;
	struct scenario *sc = e->sc;

	/* With a results server, its outbox (history_store opened it). */
	if (!exam_attempt_init(&e->att, st, e->st->history->db.ob, sc,
			       e->trainee, e->sha, e->code.buf, e->code.len,
			       false, &err)) {
		say(e, true, err.message);
		return SCREEN_REDRAW;
	}
	exam_attempt_on_server(&e->att, history_exam_server(e->st->history));
	e->inner = exam_attempt_observer(&e->att);
	e->obs.ctx = e;
	e->obs.started = on_started;
	e->obs.acted = on_acted;
	e->obs.finished = on_finished;
	e->obs.elapsed_ms = on_elapsed;
	e->obs.abandoned = on_abandoned;
	if (!exam_attempt_open(&e->att, sc, attempt, e->unfinished_n,
			       e->code.buf, e->code.len, &e->acts, &e->n_acts,
			       &err)) {
		say(e, true, err.message);
		e->phase = PHASE_DONE;
		copy_text(e->res.message, sizeof e->res.message, err.message);
		return SCREEN_REDRAW;
	}
	if (attempt != 0)
		e->res.attempt = attempt;
	e->phase = PHASE_RUNNING;
	e->message[0] = '\0';
	e->sc = NULL;
	table_screen_open_observed(app, sc, &e->obs);
	return SCREEN_REDRAW;
}

/* Starting again: the unfinished attempt is closed for good as
 * abandoned, and sealed (exam_attempt_abandon). */
static bool restart(struct exam_screen *e)
{
	struct error err;

	if (!exam_attempt_abandon(history_store(e->st->history), e->unfinished,
				  e->trainee, e->results_dir, e->code.buf,
				  e->code.len, e->pending, sizeof e->pending,
				  &err)) {
		say(e, true, err.message);
		return false;
	}
	return true;
}
/* The name is typed: look for an unfinished attempt. */
static int name_done(struct exam_screen *e, struct app *app)
{
	struct store *st = history_store(e->st->history);
	struct error err;
	char text[1024], buf[160];
	const char *why;

	/* The rule of every door (base/name_check.h). */
	why = name_check(e->name.buf, e->name.len, NAME_CHECK_MAX, buf,
			 sizeof buf);
	if (why != NULL) {
		if (e->name.len == 0 || e->name.len > NAME_CHECK_MAX)
			snprintf(text, sizeof text,
				 _("Type a name or id of 1 to %d bytes."),
				 NAME_CHECK_MAX);
		else
			snprintf(text, sizeof text, _("Not a name: %s"), why);
		say(e, true, text);
		return SCREEN_REDRAW;
	}
	memcpy(e->trainee, e->name.buf, e->name.len + 1);
	if (st == NULL) {
		snprintf(text, sizeof text,
			 _("The results database cannot be opened: %s"),
			 e->st->history->error);
		say(e, true, text);
		return SCREEN_REDRAW;
	}
	/* An attempt closed but never sealed is sealed first. */
	exam_seal_pending(st, e->trainee, e->results_dir, e->code.buf,
			  e->code.len, e->pending, sizeof e->pending);
	if (!store_find_unfinished(st, e->trainee, e->sha, true,
				   &e->unfinished, &e->unfinished_n, &err)) {
		say(e, true, err.message);
		return SCREEN_REDRAW;
	}
	if (e->unfinished == 0) {
		if (e->resume) {
			snprintf(text, sizeof text,
				 _("%s has no unfinished attempt at this exam"
				   " to resume."), e->trainee);
			say(e, true, text);
			e->phase = PHASE_DONE;
			copy_text(e->res.message, sizeof e->res.message, text);
			return SCREEN_REDRAW;
		}
		return begin(e, app, 0);
	}
	if (e->resume)
		return begin(e, app, e->unfinished);
	if (e->restart)
		return restart(e) ? begin(e, app, 0) : SCREEN_REDRAW;
	e->phase = PHASE_RESUME;
	e->message[0] = '\0';
	return SCREEN_REDRAW;
}

static int resume_key(struct exam_screen *e, struct app *app, int key)
{
	if (key == 'r' || key == 'R' || key == '\n' || key == '\r')
		return begin(e, app, e->unfinished);
	if (key == 'n' || key == 'N')
		return restart(e) ? begin(e, app, 0) : SCREEN_REDRAW;
	if (key == KEY_ESC)
		return SCREEN_POP;
	return SCREEN_UNHANDLED;
}

static void draw_message(const struct exam_screen *e, int y, int x, int w)
{
	if (e->pending[0] != '\0' && y < LINES - 4) {
		attron(term_attr(STYLE_HINT));
		y += app_draw_wrapped(y, x, 3, w, e->pending) + 1;
		attroff(term_attr(STYLE_HINT));
	}
	if (e->message[0] == '\0')
		return;
	attron(term_attr(e->message_bad ? STYLE_BAD : STYLE_GOOD));
	app_draw_wrapped(y, x, LINES - 2 - y, w, e->message);
	attroff(term_attr(e->message_bad ? STYLE_BAD : STYLE_GOOD));
}

static void exam_draw(struct screen *s, struct app *app)
{
	struct exam_screen *e = (struct exam_screen *)s;
	int x = 2, w = COLS - 4, y = 2;
	char line[1200];

	(void)app;
	if (e->phase == PHASE_RUNNING)
		conclude(e);
	snprintf(line, sizeof line, _("Exam: %s"), e->title);
	app_draw_frame(line, e->phase == PHASE_DONE ? _("Any key: back")
		       : e->phase == PHASE_RESUME
		       ? _("r: resume  n: start again  Esc: cancel")
		       : _("Enter: confirm  Esc: cancel"));
	switch (e->phase) {
	case PHASE_CODE:
		y += app_draw_wrapped(y, x, 6, w,
			_("Supervisor: type the exam code. It is not shown;"
			  " the result will be sealed with it, and only it"
			  " resumes a paused attempt. It must be as strong as"
			  " four random words (50 bits): the trainee keeps"
			  " his sealed file and could try short codes against"
			  " it. 'crupier results new-code' prints one."));
		app_draw_text(y + 1, x, w, _("Exam code:"));
		break;
	case PHASE_NAME:
		if (e->picking) {
			y += app_draw_wrapped(y, x, 3, w,
				_("Trainee: choose your name from your class's"
				  " roster (/ searches)."));
			list_draw(&e->roster, y + 1, x, LINES - y - 9, w, "");
			y = LINES - 8;
			break;
		}
		y += app_draw_wrapped(y, x, 3, w,
			_("Trainee: type your name or id, as your school"
			  " knows you."));
		line_edit_draw(&e->name, _("Name or id: "), y + 1, x, w);
		break;
	case PHASE_RESUME:
		snprintf(line, sizeof line,
			 _("%s has an unfinished attempt at this exam, with"
			   " %zu actions done. Resume it where it stopped, or"
			   " start again (the old attempt stays in the"
			   " results, marked abandoned)?"), e->trainee,
			 e->unfinished_n);
		app_draw_wrapped(y, x, 4, w, line);
		break;
	case PHASE_RUNNING:
	case PHASE_DONE:
		break;
	}
	y += 4;
	draw_message(e, y, x, w);
}

/* The rosters of the login's classes, when there are classes. */
static void roster_load(struct exam_screen *e)
{
	e->picking = roster_pick_fill(&e->roster,
				      history_store(e->st->history));
}

static int roster_key(struct exam_screen *e, struct app *app, int key,
		      bool is_code)
{
	const struct list_item *it;

	switch (list_key(&e->roster, key, is_code)) {
	case LIST_ACTIVATE:
		it = list_selected(&e->roster);
		if (it == NULL)
			return SCREEN_HANDLED;
		line_edit_set(&e->name, it->text);
		return name_done(e, app);
	case LIST_CHANGED:
		return SCREEN_REDRAW;
	default:
		break;
	}
	if (!is_code && key == KEY_ESC)
		return SCREEN_POP;
	return SCREEN_UNHANDLED;
}

static int exam_key(struct screen *s, struct app *app, int key, bool is_code)
{
	struct exam_screen *e = (struct exam_screen *)s;
	char text[1024];
	struct line_edit *field = e->phase == PHASE_CODE ? &e->code : &e->name;

	switch (e->phase) {
	case PHASE_DONE:
	case PHASE_RUNNING:
		return SCREEN_POP;
	case PHASE_RESUME:
		return is_code ? SCREEN_UNHANDLED : resume_key(e, app, key);
	case PHASE_CODE:
	case PHASE_NAME:
		break;
	}
	if (e->phase == PHASE_NAME && e->picking)
		return roster_key(e, app, key, is_code);
	if (!is_code && key == KEY_ESC)
		return SCREEN_POP;
	switch (line_edit_key(field, key, is_code)) {
	case LINE_EDIT_DONE:
		if (e->phase == PHASE_NAME)
			return name_done(e, app);
		if (e->code.len == 0) {
			say(e, true, _("The exam code is empty."));
			return SCREEN_REDRAW;
		}
		if (!code_strength_check(e->code.buf, text, sizeof text)) {
			say(e, true, text);
			return SCREEN_REDRAW;
		}
		e->message[0] = '\0';
		if (e->trainee[0] != '\0') {
			line_edit_set(&e->name, e->trainee);
			return name_done(e, app);
		}
		e->phase = PHASE_NAME;
		roster_load(e);
		return SCREEN_REDRAW;
	case LINE_EDIT_CANCEL:
		return SCREEN_POP;
	case LINE_EDIT_CHANGED:
		return SCREEN_REDRAW;
	default:
		return SCREEN_HANDLED;
	}
}

static void exam_destroy(struct screen *s)
{
	struct exam_screen *e = (struct exam_screen *)s;

	if (e->phase == PHASE_RUNNING)
		conclude(e);
	if (e->out != NULL)
		*e->out = e->res;
	if (e->st != NULL)
		e->st->exam_lock = false;
	memset(e->code.buf, 0, sizeof e->code.buf);
	list_free(&e->roster);
	free(e->acts);
	free(e->sc);
	free(e);
}

static bool exam_typing(const struct screen *s)
{
	const struct exam_screen *e = (const struct exam_screen *)s;

	if (e->phase == PHASE_NAME && e->picking)
		return e->roster.searching;
	return e->phase == PHASE_CODE || e->phase == PHASE_NAME;
}

static const struct screen_ops exam_ops = {
	.name = "exam-run", .draw = exam_draw, .key = exam_key,
	.destroy = exam_destroy, .keys = exam_keys, .typing = exam_typing,
};

bool exam_screen_open(struct app *app, struct scenario *sc, const char *path,
		      const struct exam_tui_opts *o)
{
	struct exam_screen *e = calloc(1, sizeof *e);
	struct error err;
	struct config c;

	if (e == NULL) {
		free(sc);
		return false;
	}
	e->base.ops = &exam_ops;
	e->st = app->data;
	e->sc = sc;
	e->out = o != NULL ? o->result : NULL;
	e->res.outcome = EXAM_FAILED;
	snprintf(e->path, sizeof e->path, "%s", path);
	snprintf(e->title, sizeof e->title, "%s",
		 settings_pick_text(e->st, sc->title.es, sc->title.en));
	e->phase = PHASE_CODE;
	list_init(&e->roster);
	e->roster.detail_width = 20;
	if (o != NULL) {
		e->resume = o->resume;
		e->restart = o->restart;
		if (o->trainee != NULL)
			snprintf(e->trainee, sizeof e->trainee, "%s",
				 o->trainee);
		if (o->code != NULL && o->code[0] != '\0') {
			line_edit_set(&e->code, o->code);
			e->phase = PHASE_NAME;
		}
	}
	if (o != NULL && o->results_dir != NULL) {
		snprintf(e->results_dir, sizeof e->results_dir, "%s",
			 o->results_dir);
	} else {
		settings_to_config(e->st, &c);
		if (!config_results_dir(&c, e->results_dir,
					sizeof e->results_dir))
			say(e, true, _("No place for the results: set HOME"
				       " or XDG_DATA_HOME, or a results"
				       " directory in the settings."));
	}
	if (!seal_sha256_file(path, e->sha, &err)) {
		say(e, true, err.message);
		e->phase = PHASE_DONE;
		copy_text(e->res.message, sizeof e->res.message, err.message);
	}
	e->st->exam_lock = true;
	app_push(app, &e->base);
	/* Code and name both given: straight to the exam. */
	if (e->phase == PHASE_NAME && e->trainee[0] != '\0') {
		line_edit_set(&e->name, e->trainee);
		name_done(e, app);
	} else if (e->phase == PHASE_NAME) {
		roster_load(e);
	}
	return true;
}

void exam_screen_open_scenario(struct app *app, struct scenario *sc,
			       const char *path)
{
	struct settings *st = app->data;

	if (sc->kind == SCENARIO_EXAM) {
		exam_screen_open(app, sc, path, NULL);
		return;
	}
	table_screen_open_observed(app, sc, st->history != NULL
				   ? history_drill_observer(st->history, st,
							    path)
				   : NULL);
}
