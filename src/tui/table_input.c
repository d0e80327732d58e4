/* SPDX-License-Identifier: GPL-3.0-or-later */
/* table_input.c: the table screen's keys and the trainee's actions: a
 * choice by its key or the arrows, a payment typed, the verdict, leaving
 * and the summary. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wctype.h>

#include <ncursesw/curses.h>

#include "i18n.h"
#include "scenario/targets.h"
#include "tui/app.h"
#include "tui/history.h"
#include "tui/table_impl.h"
#include "tui/keys.h"

static bool is_enter(int key, bool is_code)
{
	return is_code ? key == KEY_ENTER : (key == '\n' || key == '\r');
}

/* Keeps the trainee's action for record idx (the summary shows it). */
static void remember_given(struct table_screen *t, size_t idx,
			   const struct game_action *a)
{
	if (idx >= t->cap_given) {
		size_t cap = t->cap_given > 0 ? t->cap_given * 2 : 64;
		struct game_action *more;

		while (cap <= idx)
			cap *= 2;
		more = realloc(t->given, cap * sizeof *more);
		if (more == NULL)
			return;
		/* WAIT: no action kept (the summary falls back on the
		 * record's key). */
		for (size_t i = t->cap_given; i < cap; i++) {
			memset(&more[i], 0, sizeof more[i]);
			more[i].kind = GAME_ACT_WAIT;
		}
		t->given = more;
		t->cap_given = cap;
	}
	t->given[idx] = *a;
	if (idx >= t->n_given)
		t->n_given = idx + 1;
}

static size_t scored_actions(const struct table_screen *t)
{
	size_t n = 0;

	for (size_t i = 0; i < session_record_count(t->ses); i++)
		if (!session_record(t->ses, i)->replay)
			n++;
	return n;
}

/* What comes after an action (or after its explanation): the next step,
 * the end of a replay, or the end of the session and its summary. */
static int go_on(struct table_screen *t, struct app *app, bool was_replay,
		 int replay_coup)
{
	if (was_replay && !session_replaying(t->ses)) {
		snprintf(t->note, sizeof t->note,
			 _("The replay of coup %d is over."), replay_coup);
		t->note_style = STYLE_HINT;
	}
	if (!table_playing(t)) {
		table_tell_finished(t, !t->left);
		table_show_summary(t, app);
		return SCREEN_REDRAW;
	}
	t->mode = TABLE_PLAY;
	table_refresh_choices(t);
	/* The results server went away: said once, the play goes on. */
	if (t->st != NULL && t->st->history != NULL &&
	    history_notice(t->st->history, t->note, sizeof t->note))
		t->note_style = STYLE_BAD;
	return SCREEN_REDRAW;
}

/* " 1.8 s, within the 2.5 s target." after the note: the time the right
 * action took against its skill's target (the profile's targets:). */
static void append_speed(struct table_screen *t, const struct verdict *v)
{
	int64_t target = skill_target_ms(session_rules(t->ses), v->skill);
	size_t len = strlen(t->note);

	if (target <= 0 || (unsigned)v->skill >= SKILL__COUNT ||
	    len + 1 >= sizeof t->note)
		return;
	snprintf(t->note + len, sizeof t->note - len,
		 v->ms <= target ? _(" %.1f s, within the %.1f s target.")
				 : _(" %.1f s: over the %.1f s target."),
		 (double)v->ms / 1000.0, (double)target / 1000.0);
}

/* Whether record idx was done after a hint beyond the scenario's free
 * hints: the summary counts it as not right (session_score.c). */
static bool hinted_beyond_free(const struct session *s, size_t idx)
{
	int hinted = 0, free_hints = s->sc != NULL ? s->sc->scoring.free_hints
						   : 0;

	for (size_t i = 0; i <= idx && i < session_record_count(s); i++) {
		const struct session_record *r = session_record(s, i);

		if (!r->replay && r->hint)
			hinted++;
	}
	return session_record(s, idx)->hint && hinted > free_hints;
}

/* The trainee's action on choice i: the amount typed, or the chips
 * counted out when chips is not NULL. */
static int act(struct table_screen *t, struct app *app, size_t i,
	       int64_t amount, const struct chip_count *chips)
{
	struct choice c = t->choices[i];
	struct game_action given = chips != NULL
		? choice_action_chips(&c, &session_rules(t->ses)->chips, chips)
		: choice_action(&c, amount);
	bool was_replay = session_replaying(t->ses);
	int coup = session_coup(t->ses);
	uint64_t now = table_now_ms();
	struct verdict v;
	enum status st;
	size_t idx;

	st = chips != NULL ? session_act_chips(t->ses, &c, chips, now, &v)
			   : session_act_choice(t->ses, &c, amount, now, &v);
	if (st != STATUS_OK) {
		snprintf(t->note, sizeof t->note, "%s",
			 _("That action cannot be played now."));
		t->note_style = STYLE_BAD;
		return SCREEN_REDRAW;
	}
	/* The session's clock starts the next step now. */
	t->mark_ms = now;
	t->marked = true;
	t->hint = false;
	idx = session_record_count(t->ses) - 1;
	remember_given(t, idx, &given);
	if (!was_replay) {
		t->used_ms += v.ms;
		if (!t->told && session_record_failed(t->ses)) {
			t->save_failed = true;
			/* An exam does not go on unrecorded. */
			if (t->exam) {
				t->left = true;
				table_tell_finished(t, false);
			}
		}
	}
	t->sel = 0;
	/* An exam says nothing until its summary: its mistakes are not
	 * taught on the way (the scenario tells the trainee so). */
	if (t->exam && !was_replay) {
		t->note[0] = '\0';
		if (t->save_failed) {
			snprintf(t->note, sizeof t->note, "%s",
				 _("The result could not be saved."));
			t->note_style = STYLE_BAD;
		}
		return go_on(t, app, was_replay, coup);
	}
	if (v.right && hinted_beyond_free(t->ses, idx)) {
		/* Right, but after a hint past the free ones: it counts as
		 * not right, and the trainee is told so at once. */
		snprintf(t->note, sizeof t->note, "%s",
			 _("Right, after a hint: it does not count as right."));
		t->note_style = STYLE_HINT;
	} else if (v.right && session_record(t->ses, idx)->hint) {
		snprintf(t->note, sizeof t->note, "%s%s",
			 term_unicode() ? "✓ " : "",
			 _("Right, after a hint (a free one)."));
		t->note_style = STYLE_GOOD;
	} else if (v.right) {
		/* Calm: the call line above already shows the words. */
		snprintf(t->note, sizeof t->note, "%s%s",
			 term_unicode() ? "✓ " : "", _("Right."));
		t->note_style = STYLE_GOOD;
	}
	/* Speed, in drills and practice (never an exam): the action's time
	 * against its skill's target. */
	if (v.right && !t->exam && !was_replay)
		append_speed(t, &v);
	if (v.right) {
		if (t->save_failed) {
			snprintf(t->note, sizeof t->note, "%s",
				 _("The result could not be saved."));
			t->note_style = STYLE_BAD;
		}
		return go_on(t, app, was_replay, coup);
	}
	t->verdict = v;
	if (c.needs_amount || c.needs_chips)
		session_action_text(t->ses, &given, t->given_text,
				    sizeof t->given_text);
	else
		snprintf(t->given_text, sizeof t->given_text, "%s", c.label);
	t->note[0] = '\0';
	t->mode = TABLE_VERDICT;
	t->verdict_in_replay = was_replay;
	t->verdict_coup = coup;
	return SCREEN_REDRAW;
}

static int choose(struct table_screen *t, struct app *app, size_t i)
{
	if (i >= t->n_choices)
		return SCREEN_HANDLED;
	t->sel = i;
	if (t->choices[i].needs_chips) {
		chips_field_clear(&t->chips);
		t->mode = TABLE_CHIPS;
		return SCREEN_REDRAW;
	}
	if (t->choices[i].needs_amount) {
		amount_field_clear(&t->amount);
		t->mode = TABLE_AMOUNT;
		return SCREEN_REDRAW;
	}
	return act(t, app, i, 0, NULL);
}

static int ask_leave(struct table_screen *t)
{
	t->before = t->mode;
	t->abandoning = false;
	t->mode = TABLE_CONFIRM;
	return SCREEN_REDRAW;
}

static int leave(struct table_screen *t, struct app *app)
{
	if (session_replaying(t->ses)) {
		session_replay_end(t->ses);
		if (!table_playing(t)) {
			table_show_summary(t, app);
			return SCREEN_REDRAW;
		}
	}
	t->left = true;
	table_tell_finished(t, false);
	if (scored_actions(t) == 0)
		return SCREEN_POP;
	table_show_summary(t, app);
	return SCREEN_REDRAW;
}

static int toggle_hint(struct table_screen *t)
{
	if (session_hints(t->ses)) {
		t->hint = !t->hint;
		/* Shown, even if hidden again: the action of this step is
		 * recorded as done with a hint (one step only: acting hides
		 * it). */
		if (t->hint && !session_replaying(t->ses))
			session_hint_shown(t->ses);
	} else {
		snprintf(t->note, sizeof t->note, "%s", t->exam
			 ? _("No hints in an exam.")
			 : _("This scenario gives no hints."));
		t->note_style = STYLE_HINT;
	}
	return SCREEN_REDRAW;
}

static int key_in_play(struct table_screen *t, struct app *app, int key,
		       bool is_code)
{
	if (is_code) {
		switch (key) {
		case KEY_UP:
			if (t->n_choices > 0)
				t->sel = (t->sel + t->n_choices - 1) % t->n_choices;
			return SCREEN_REDRAW;
		case KEY_DOWN:
			if (t->n_choices > 0)
				t->sel = (t->sel + 1) % t->n_choices;
			return SCREEN_REDRAW;
		case KEY_HOME:
			t->sel = 0;
			return SCREEN_REDRAW;
		case KEY_END:
			t->sel = t->n_choices > 0 ? t->n_choices - 1 : 0;
			return SCREEN_REDRAW;
		case KEY_ENTER:
			return choose(t, app, t->sel);
		default:
			return SCREEN_UNHANDLED;
		}
	}
	if (key > 0 && key < 128) {
		const struct choice *c = choices_find_key(t->choices,
							  t->n_choices,
							  (char)key);

		if (c == NULL && key >= 'A' && key <= 'Z')
			c = choices_find_key(t->choices, t->n_choices,
					     (char)(key - 'A' + 'a'));
		if (c != NULL)
			return choose(t, app, (size_t)(c - t->choices));
	}
	if (is_enter(key, false))
		return choose(t, app, t->sel);
	switch (key) {
	case '\t':
		return toggle_hint(t);
	case 'i':
	case 'I':
		t->mode = TABLE_INTRO;
		return SCREEN_REDRAW;
	case 'q':
	case 'Q':
	case KEY_ESC:
		return ask_leave(t);
	default:
		break;
	}
	return SCREEN_UNHANDLED;
}

static int key_amount(struct table_screen *t, struct app *app, int key,
		      bool is_code)
{
	int64_t v;

	if (is_code) {
		if (key == KEY_BACKSPACE || key == KEY_DC)
			key = AMOUNT_KEY_BACKSPACE;
		else if (key == KEY_ENTER)
			key = AMOUNT_KEY_ENTER;
		else
			return SCREEN_UNHANDLED;
	}
	switch (amount_field_key(&t->amount, key)) {
	case AMOUNT_CANCEL:
		t->mode = TABLE_PLAY;
		return SCREEN_REDRAW;
	case AMOUNT_CHANGED:
		return SCREEN_REDRAW;
	case AMOUNT_DONE:
		if (!amount_field_value(&t->amount, &v))
			return SCREEN_HANDLED;
		t->mode = TABLE_PLAY;
		return act(t, app, t->sel, v, NULL);
	default:
		break;
	}
	return SCREEN_UNHANDLED;
}

static int key_chips(struct table_screen *t, struct app *app, int key,
		     bool is_code)
{
	struct chip_count chips;

	if (is_code) {
		if (key == KEY_BACKSPACE || key == KEY_DC)
			key = AMOUNT_KEY_BACKSPACE;
		else if (key == KEY_ENTER)
			key = AMOUNT_KEY_ENTER;
		else
			return SCREEN_UNHANDLED;
	}
	switch (chips_field_key(&t->chips, &session_rules(t->ses)->chips,
				key)) {
	case AMOUNT_CANCEL:
		t->mode = TABLE_PLAY;
		return SCREEN_REDRAW;
	case AMOUNT_CHANGED:
		return SCREEN_REDRAW;
	case AMOUNT_DONE:
		chips = t->chips.chips;
		t->mode = TABLE_PLAY;
		return act(t, app, t->sel, 0, &chips);
	default:
		break;
	}
	return SCREEN_UNHANDLED;
}

/* Leaving an exam for good: closed as abandoned and sealed. */
static int abandon(struct table_screen *t, struct app *app)
{
	t->left = true;
	if (!t->told && t->obs != NULL && t->obs->abandoned != NULL) {
		t->told = true;
		if (!t->obs->abandoned(t->obs->ctx, t->ses)) {
			t->save_failed = true;
			snprintf(t->note, sizeof t->note, "%s",
				 _("The result could not be saved."));
			t->note_style = STYLE_BAD;
		}
	} else {
		table_tell_finished(t, false);
	}
	table_show_summary(t, app);
	return SCREEN_REDRAW;
}

/* Delete or Backspace: no action at the table has either key. */
static bool is_delete(int key, bool is_code)
{
	return is_code ? key == KEY_DC || key == KEY_BACKSPACE
		       : key == KEY_DEL_BYTE || key == KEY_CTRL_H;
}

/* An exam asks which way: Enter pauses it (resumable with the exam
 * code), Delete asks before abandoning it (closed for good), Esc goes
 * back to it.  None of them is an action's key (letters and digits
 * are), so a key meant for the table never abandons an exam; any other
 * key does nothing, as the prompt says. */
static int key_confirm_exam(struct table_screen *t, struct app *app,
			    int key, bool is_code)
{
	if (!is_code && key == KEY_ESC) {
		t->abandoning = false;
		t->mode = t->before;
		return SCREEN_REDRAW;
	}
	if (is_enter(key, is_code))
		return t->abandoning ? abandon(t, app) : leave(t, app);
	if (!t->abandoning && is_delete(key, is_code)) {
		t->abandoning = true;
		return SCREEN_REDRAW;
	}
	return SCREEN_HANDLED;
}

static int key_confirm(struct table_screen *t, struct app *app, int key,
		       bool is_code)
{
	if (t->exam)
		return key_confirm_exam(t, app, key, is_code);
	if (is_enter(key, is_code) ||
	    (!is_code && (key == 'y' || key == 'Y' || key == 's' ||
			  key == 'S')))
		return leave(t, app);
	t->mode = t->before;
	return SCREEN_REDRAW;
}

void table_sync(struct table_screen *t)
{
	/* The summary chose a coup to replay and popped back to us. */
	if (t->mode == TABLE_DONE && session_replaying(t->ses)) {
		t->mode = TABLE_PLAY;
		t->replay_from = session_record_count(t->ses);
		table_refresh_choices(t);
		table_mark(t);
		snprintf(t->note, sizeof t->note,
			 _("Replaying coup %d: these actions are not scored."),
			 session_coup(t->ses));
		t->note_style = STYLE_HINT;
	}
}

int table_key(struct screen *s, struct app *app, int key, bool is_code)
{
	struct table_screen *t = (struct table_screen *)s;

	table_sync(t);
	switch (t->mode) {
	case TABLE_INTRO:
		if (!is_code && (key == 'q' || key == 'Q' || key == KEY_ESC) &&
		    scored_actions(t) == 0 && !t->exam)
			return leave(t, app);
		if (!table_playing(t))
			return go_on(t, app, false, 0);
		t->mode = TABLE_PLAY;
		table_refresh_choices(t);
		table_mark(t);
		return SCREEN_REDRAW;
	case TABLE_PLAY:
		return key_in_play(t, app, key, is_code);
	case TABLE_AMOUNT:
		return key_amount(t, app, key, is_code);
	case TABLE_CHIPS:
		return key_chips(t, app, key, is_code);
	case TABLE_VERDICT:
		table_mark(t);
		return go_on(t, app, t->verdict_in_replay, t->verdict_coup);
	case TABLE_CONFIRM:
		return key_confirm(t, app, key, is_code);
	case TABLE_DONE:
		/* s: summary; r: resumen. */
		if (is_enter(key, is_code) || (!is_code &&
		    (key == 's' || key == 'S' || key == 'r' || key == 'R'))) {
			table_show_summary(t, app);
			return SCREEN_REDRAW;
		}
		if (!is_code && (key == 'q' || key == 'Q' || key == KEY_ESC))
			return SCREEN_POP;
		return SCREEN_UNHANDLED;
	}
	return SCREEN_UNHANDLED;
}
