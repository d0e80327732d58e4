/* SPDX-License-Identifier: GPL-3.0-or-later */
/* settings_file.h: the trainer's settings (settings.h) read from and
 * written to the settings file (base/config_file.h): the school's
 * under SYSCONFDIR, then the trainee's under $XDG_CONFIG_HOME.
 *
 * The Settings screen saves every change at once, whole and atomically.
 * When the files cannot be read (a syntax error, an unknown key) the
 * trainer runs on the defaults and never writes over the trainee's file:
 * what he wrote there is his to fix, and is not lost.  No curses here. */
#ifndef TUI_SETTINGS_FILE_H
#define TUI_SETTINGS_FILE_H

#include <stdbool.h>

#include "scenario/diag.h"
#include "base/config_file.h"
#include "tui/settings.h"

/* The values of c into st (profile, language, cards, colours, results
 * directory, trainee); the rest of st is left as it is. */
void settings_from_config(struct settings *st, const struct config *c);
/* The values of st as a config to write. */
void settings_to_config(const struct settings *st, struct config *c);

/* Loads the system file then user_file (either NULL: skipped) into st,
 * which settings_init() has filled, and remembers user_file as where
 * changes go.  False with *err (file:line:column) on an error: st then
 * keeps the defaults and nothing will be saved. */
bool settings_load_files(struct settings *st, const char *system_file,
			 const char *user_file, struct diag *err);
/* settings_load_files() with the real places. */
bool settings_load(struct settings *st, struct diag *err);
/* Writes st to its file (st->file); true and nothing done when there is
 * none. */
bool settings_save(const struct settings *st, struct diag *err);

#endif
