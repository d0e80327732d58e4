/* SPDX-License-Identifier: GPL-3.0-or-later */
/* settings.h: the trainee's preferences, in memory.
 *
 * One small struct the front end shares through app->data: the rules
 * profile for practice and the rules browser, the language, ASCII or
 * Unicode suits, colours, where sealed exam results go.  Read from and
 * written to the settings file by settings_file.h (base/config_file.h
 * underneath); the struct itself knows no file.  No curses here: the
 * tests drive it directly. */
#ifndef TUI_SETTINGS_H
#define TUI_SETTINGS_H

#include <stdbool.h>

#include "engine/rules.h"
#include "tui/term.h"

enum settings_lang { SETTINGS_LANG_EN, SETTINGS_LANG_ES, SETTINGS_LANG__COUNT };

#define SETTINGS_PATH_MAX 4096
#define SETTINGS_NAME_MAX 128

struct history;

struct settings {
	char profile[RULES_NAME_MAX];  /* rules profile name ("iplyc") */
	enum settings_lang lang;
	bool ascii_cards;              /* letters for suits even in UTF-8 */
	bool no_colour;                /* monochrome even on a colour terminal */
	/* An exam is running: the rules browser is closed (the table screen
	 * sets it while an exam scenario is open and clears it after). */
	bool exam_lock;
	/* The language follows the environment (the file says "auto", or
	 * nothing): saved as "auto" until the trainee picks one. */
	bool lang_auto;
	char results_dir[SETTINGS_PATH_MAX];   /* "": the default */
	/* Who practises at this terminal: asked once by the Progress screen
	 * (the login name offered), the name drills and lessons are stored
	 * under; "" until known. */
	char trainee[SETTINGS_NAME_MAX];
	/* Where a change is saved ("" : nowhere, the file could not be
	 * read), and the attempts' database (tui/history.h); set up by
	 * tui_main. */
	char file[SETTINGS_PATH_MAX];
	struct history *history;
};

/* Defaults: the IPLyC profile, the language of the environment (Spanish
 * when LANGUAGE, LC_ALL, LC_MESSAGES or LANG, the first one set, starts
 * with "es"; else English), Unicode suits and colours. */
void settings_init(struct settings *st);

/* The catalog code of a language ("es", "en"). */
const char *settings_lang_code(enum settings_lang lang);
/* The language's own name ("Español", "English"), never translated: a
 * trainee who cannot read the current language still finds his own. */
const char *settings_lang_name(enum settings_lang lang);

/* Makes gettext speak st->lang from now on: sets LANGUAGE and calls
 * setlocale(LC_ALL, "") again, which makes glibc drop the translations
 * it has cached.  Callers redraw everything afterwards. */
void settings_apply_language(const struct settings *st);

/* The terminal preferences these settings ask for. */
void settings_term_prefs(const struct settings *st, struct term_prefs *out);

/* Of a text written in both languages (a scenario's title), the one in
 * the current language, else the other; never NULL. */
const char *settings_pick_text(const struct settings *st, const char *es,
			       const char *en);

#endif
