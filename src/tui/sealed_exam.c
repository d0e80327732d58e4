/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sealed_exam.c: the code of a sealed exam file asked in the trainer;
 * see sealed_exam.h. */
#include "config.h"

#include "tui/sealed_exam.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <ncursesw/curses.h>

#include "i18n.h"
#include "scenario/diag.h"
#include "scenario/scenario_load.h"
#include "exam/code_strength.h"
#include "exam/exam_file.h"
#include "base/paths.h"
#include "store/store.h"
#include "tui/app.h"
#include "tui/exam_screen.h"
#include "tui/keys.h"
#include "tui/list.h"

struct sealed_screen {
	struct screen base;
	char path[STORE_PATH_MAX];
	struct line_edit code;
	char message[DIAG_FILE_MAX + DIAG_MESSAGE_MAX + 64];
};

static void sealed_draw(struct screen *s, struct app *app)
{
	struct sealed_screen *e = (struct sealed_screen *)s;
	int x = 2, w = COLS - 4, y = 2;

	(void)app;
	app_draw_frame(_("Sealed exam"), _("Enter: confirm  Esc: cancel"));
	y += app_draw_wrapped(y, x, 2, w, e->path) + 1;
	y += app_draw_wrapped(y, x, 4, w,
		_("Supervisor: this exam file is sealed. Type the exam code"
		  " it was sealed with (it is not shown); the result will be"
		  " sealed with it."));
	/* The code is never drawn: its length only would be too much. */
	app_draw_text(y + 1, x, w, _("Exam code:"));
	if (e->message[0] != '\0') {
		attron(term_attr(STYLE_BAD));
		app_draw_wrapped(y + 3, x, LINES - 5 - y, w, e->message);
		attroff(term_attr(STYLE_BAD));
	}
}

/* Decrypts, loads and hands the exam to the exam screen, which takes
 * this screen's place; false with the reason in e->message. */
static bool open_exam(struct sealed_screen *e, struct app *app)
{
	char plain[STORE_PATH_MAX], dir[4200];
	struct error err;
	struct diag_list errs;
	struct exam_tui_opts o;
	struct scenario *sc;

	if (!exam_file_open(e->path, e->code.buf, e->code.len, plain,
			    sizeof plain, &err)) {
		snprintf(e->message, sizeof e->message, "%s", err.message);
		return false;
	}
	sc = malloc(sizeof *sc);
	if (sc == NULL) {
		exam_file_close(plain);
		snprintf(e->message, sizeof e->message, "%s",
			 _("Out of memory."));
		return false;
	}
	paths_rules_dir(dir, sizeof dir);
	diag_list_init(&errs);
	if (!scenario_load(plain, dir, sc, &errs) ||
	    sc->kind != SCENARIO_EXAM) {
		/* Never the decrypted text's own lines: only that it is
		 * not a playable exam. */
		snprintf(e->message, sizeof e->message, "%s",
			 _("The sealed file opens with this code but holds no"
			   " exam that can be played here."));
		diag_list_free(&errs);
		free(sc);
		exam_file_close(plain);
		return false;
	}
	diag_list_free(&errs);
	memset(&o, 0, sizeof o);
	o.code = e->code.buf;
	/* The exam screen takes this screen's place: unlinked first, so
	 * that closing the exam comes back to the menu. */
	app->top = e->base.below;
	exam_screen_open(app, sc, plain, &o);
	/* Read and hashed: the plain text goes now. */
	exam_file_close(plain);
	return true;
}

static void sealed_destroy(struct screen *s)
{
	struct sealed_screen *e = (struct sealed_screen *)s;

	memset(e->code.buf, 0, sizeof e->code.buf);
	free(e);
}

static int sealed_key(struct screen *s, struct app *app, int key,
		      bool is_code)
{
	struct sealed_screen *e = (struct sealed_screen *)s;

	if (!is_code && key == KEY_ESC)
		return SCREEN_POP;
	switch (line_edit_key(&e->code, key, is_code)) {
	case LINE_EDIT_DONE:
		if (e->code.len == 0) {
			snprintf(e->message, sizeof e->message, "%s",
				 _("The exam code is empty."));
			return SCREEN_REDRAW;
		}
		if (!code_strength_check(e->code.buf, e->message,
					 sizeof e->message))
			return SCREEN_REDRAW;
		if (!open_exam(e, app))
			return SCREEN_REDRAW;
		sealed_destroy(s);
		return SCREEN_REDRAW;
	case LINE_EDIT_CANCEL:
		return SCREEN_POP;
	case LINE_EDIT_CHANGED:
		e->message[0] = '\0';
		return SCREEN_REDRAW;
	default:
		return SCREEN_HANDLED;
	}
}

static bool sealed_typing(const struct screen *s)
{
	(void)s;
	return true;
}

static const struct key_help sealed_keys[] = {
	{ N_("Enter"), N_("open the exam with the code typed") },
	{ N_("Esc"), N_("back") },
	{ NULL, NULL },
};

static const struct screen_ops sealed_ops = {
	.name = "sealed-exam", .draw = sealed_draw, .key = sealed_key,
	.destroy = sealed_destroy, .keys = sealed_keys,
	.typing = sealed_typing,
};

void sealed_exam_open(struct app *app, const char *path)
{
	struct sealed_screen *e = calloc(1, sizeof *e);

	if (e == NULL)
		return;
	e->base.ops = &sealed_ops;
	snprintf(e->path, sizeof e->path, "%s", path);
	app_push(app, &e->base);
}
