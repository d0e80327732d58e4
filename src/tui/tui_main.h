/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tui_main.h: the trainer's entry point, called by main() when crupier
 * is run with no command in a terminal, or given a scenario file. */
#ifndef TUI_TUI_MAIN_H
#define TUI_TUI_MAIN_H

#include <stdbool.h>

/* argv[1], when given, is a scenario file (FILE.yaml) to open on the
 * table at once; without it the main menu opens.  A file with errors is
 * reported as "file:line:column: message" lines on stderr and the
 * terminal is never opened.  setlocale() and textdomain() are done.
 * Returns the exit status: 0, 1 on an error, 2 on a usage error, 128 +
 * the signal that stopped the trainer (130 after Ctrl-C). */
int tui_main(int argc, char **argv);

/* `crupier exam FILE` at a terminal: the exam screen (tui/exam_screen.h)
 * alone, the program ending with it.  NULL members are asked on the
 * screen (code, trainee) or take their defaults (db: $CRUPIER_DB or the
 * data directory's; results_dir: the settings').  Returns 0 when the
 * exam is complete and sealed; 1 when it could not start, was left (it
 * stays in progress: the last line on stderr says how to resume it) or
 * could not be sealed (how to seal it again); 128 + the signal that
 * stopped it (130 after Ctrl-C: every action done is kept). */
struct tui_exam_opts {
	const char *trainee;
	const char *code;
	const char *db;
	const char *results_dir;
	bool resume, restart;
	/* A sealed exam file (exam_file.h) decrypted into file: its name as
	 * the user gave it, and file removed once read. */
	const char *sealed_name;
};
int tui_exam(const char *file, const struct tui_exam_opts *o);

#endif
