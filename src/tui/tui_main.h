/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tui_main.h: the trainer's entry point, called by main() when crupier
 * is run with no command in a terminal, or given a scenario file. */
#ifndef TUI_TUI_MAIN_H
#define TUI_TUI_MAIN_H

#include <stdbool.h>

#include "exam/exam_screen_opts.h"

/* argv[1], when given, is a scenario file (FILE.yaml) to open on the
 * table at once; without it the main menu opens.  A file with errors is
 * reported as "file:line:column: message" lines on stderr and the
 * terminal is never opened.  setlocale() and textdomain() are done.
 * Returns the exit status: 0, 1 on an error, 2 on a usage error, 128 +
 * the signal that stopped the trainer (130 after Ctrl-C). */
int tui_main(int argc, char **argv);

/* `crupier exam FILE` at a terminal: the exam screen (tui/exam_screen.h)
 * alone, the program ending with it; see exam/exam_screen_opts.h. */
int tui_exam(const char *file, const struct exam_screen_opts *o);

/* `crupier class watch CLASS`: the Class screen (tui/class_screen.h) on
 * that class alone, db as --db (NULL: the default).  A class that does
 * not exist is told on stderr and the terminal is never opened. */
int tui_class_watch(const char *db, const char *cls);

#endif
