/* SPDX-License-Identifier: GPL-3.0-or-later */
/* exam_screen_opts.h: what `crupier exam FILE` at a terminal hands to the
 * trainer's exam screen.  The CLI parses the command line and the TUI
 * draws the exam; neither includes the other (HACKING, the layers), so
 * the program's main() gives the CLI the screen as a function of this
 * type (cli/commands.h: cli_exam_screen_set).
 *
 * NULL members are asked on the screen (code, trainee) or take their
 * defaults (db: $CRUPIER_DB or the data directory's; results_dir: the
 * settings').  The function returns 0 when the exam is complete and
 * sealed; 1 when it could not start, was left (it stays in progress: the
 * last line on stderr says how to resume it) or could not be sealed (how
 * to seal it again); 128 + the signal that stopped it (130 after Ctrl-C:
 * every action done is kept). */
#ifndef EXAM_EXAM_SCREEN_OPTS_H
#define EXAM_EXAM_SCREEN_OPTS_H

#include <stdbool.h>

struct exam_screen_opts {
	const char *trainee;
	const char *code;
	const char *db;
	const char *results_dir;
	bool resume, restart;
	/* A sealed exam file (exam_file.h) decrypted into file: its name as
	 * the user gave it, and file removed once read. */
	const char *sealed_name;
};

typedef int exam_screen_fn(const char *file,
			   const struct exam_screen_opts *o);

#endif
