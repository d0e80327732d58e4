/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check_cmd.c: `crupier check FILE...`: validates scenario files and
 * prints every error with its place, so a teacher can fix a drill in one
 * pass.  A file that loads is then started as the trainer starts it
 * (session_check.h): a file `check` passes can be played.  --explain
 * prints, for a file that cannot be played, its answer key up to where
 * play stops, as `crupier judge` does. */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/commands.h"
#include "cli/common.h"
#include "cli/key_print.h"
#include "base/paths.h"
#include "exam/exam_shoe.h"
#include "i18n.h"
#include "scenario/rules_cache.h"
#include "scenario/safe_text.h"
#include "scenario/scenario_load.h"
#include "session/session_check.h"

static void usage(void)
{
	printf(_("Usage: crupier check [OPTION]... FILE...\n"
		 "Check scenario files (drills, lessons, exams): print every\n"
		 "error as FILE:LINE:COLUMN: MESSAGE, then one line per file.\n"
		 "A file that loads is then started as the trainer starts it (its\n"
		 "coups played through with the answer key, its procedure set up),\n"
		 "so a valid file can be played; the error says why it cannot.\n"
		 "Exit status: 0 when every file is valid, 1 otherwise.\n\n"
		 "      --explain         for a file that cannot be played, print its\n"
		 "                        answer key up to where play stops (as\n"
		 "                        'crupier judge' does), then the error\n"
		 "      --rules-dir=DIR   where the rules profiles named in the files\n"
		 "                        are (default: the profiles installed with\n"
		 "                        crupier)\n"
		 "  -h, --help            show this help and exit\n\n"
		 "The format is described in crupier-scenario(5).\n"));
}

/* The key of s up to where play stops (the same play the check made). */
static void explain(const struct scenario *s)
{
	struct script *run = malloc(sizeof *run);
	struct script_key key;
	struct diag err;

	if (run == NULL)
		return;
	memset(&key, 0, sizeof key);
	printf(_("%s: the answer key up to where play stops:\n"), s->file);
	if (!key_play(s, run, &key, &err))
		key_print_text(s, run, &key, true);
	printf("\n");
	script_key_free(&key);
	free(run);
}

/* Checks one file; true when it is valid. */
static bool check_one(const char *path, const char *rules_dir,
		      struct rules_cache *cache, struct scenario *s,
		      bool explaining)
{
	char line[DIAG_FILE_MAX + DIAG_MESSAGE_MAX + 32];
	struct diag_list errs;
	struct diag err;
	size_t n_errors;
	bool ok;

	diag_list_init(&errs);
	ok = scenario_load_cached(path, rules_dir, cache, s, &errs);
	for (size_t i = 0; i < errs.count; i++) {
		diag_format(&errs.items[i], line, sizeof line);
		printf("%s\n", line);
	}
	n_errors = errs.count;
	/* An exam naming situations is checked with a shoe it can deal
	 * (exam_shoe.h); none in the tries is an error of the file. */
	if (ok && !exam_shoe_first(s, &err)) {
		diag_format(&err, line, sizeof line);
		printf("%s\n", line);
		ok = false;
		n_errors = 1;
	}
	/* What the trainer does before play. */
	if (ok && !session_check_scenario(s, paths_data_dir(), &err)) {
		if (explaining && s->procedure != PROCEDURE_DURING_PLAY &&
		    s->procedure != PROCEDURE_NONE)
			explaining = false;     /* no coups to show */
		if (explaining)
			explain(s);
		diag_format(&err, line, sizeof line);
		printf("%s\n", line);
		ok = false;
		n_errors = 1;
	}
	/* Valid, yet every attempt of it would deal the same written shoe:
	 * a retake replays cards the trainee has seen, and trainees can
	 * pass the answers round. */
	if (ok && s->kind == SCENARIO_EXAM && s->n_coups > 0 &&
	    !exam_shoe_wanted(s))
		printf(_("%s: warning: an exam without situations deals the"
			 " same shoe on every attempt, so a retake replays"
			 " known cards: name them in shoe: situations"
			 " (crupier-scenario(5))\n"), safe_text(path));
	if (ok)
		printf(_("%s: valid\n"), safe_text(path));
	else
		printf(ngettext("%s: %zu error\n", "%s: %zu errors\n",
				n_errors),
		       safe_text(path), n_errors);
	diag_list_free(&errs);
	return ok;
}

int cmd_check(int argc, char **argv)
{
	enum { OPT_RULES_DIR = 256, OPT_EXPLAIN };
	static const struct option options[] = {
		{ "explain", no_argument, NULL, OPT_EXPLAIN },
		{ "rules-dir", required_argument, NULL, OPT_RULES_DIR },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	char default_dir[4096];
	const char *rules_dir = NULL;
	struct rules_cache *cache;
	struct scenario *s;
	int opt, status = EXIT_OK;
	bool explaining = false;

	cli_getopt_begin();
	while ((opt = cli_getopt(argc, argv, options)) != -1) {
		switch (opt) {
		case OPT_RULES_DIR:
			rules_dir = optarg;
			break;
		case OPT_EXPLAIN:
			explaining = true;
			break;
		default:
			return cli_option_end("check", opt, argv, usage);
		}
	}
	if (optind == argc)
		return cli_usage_error("check", _("no scenario file given"));
	rules_dir = cli_rules_dir(rules_dir, default_dir, sizeof default_dir);
	/* A scenario is some hundreds of kilobytes: not for the stack. */
	s = malloc(sizeof *s);
	if (s == NULL) {
		cli_error("%s", strerror(errno));
		return EXIT_ERROR;
	}
	/* The files of one run name the same few profiles: each is read
	 * once (a NULL cache, out of memory, reads them every time). */
	cache = rules_cache_new();
	for (int i = optind; i < argc; i++)
		if (!check_one(argv[i], rules_dir, cache, s, explaining))
			status = EXIT_ERROR;
	rules_cache_free(cache);
	free(s);
	return status;
}
