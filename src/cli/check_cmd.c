/* check_cmd.c: `crupier check FILE...`: validates scenario files and
 * prints every error with its place, so a teacher can fix a drill in one
 * pass. */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/commands.h"
#include "cli/common.h"
#include "i18n.h"
#include "scenario/safe_text.h"
#include "scenario/scenario_load.h"

static void usage(void)
{
	printf(_("Usage: crupier check [OPTION]... FILE...\n"
		 "Check scenario files (drills, lessons, exams): print every\n"
		 "error as FILE:LINE:COLUMN: MESSAGE, then one line per file.\n"
		 "Exit status: 0 when every file is valid, 1 otherwise.\n\n"
		 "      --rules-dir=DIR   where the rules profiles named in the files\n"
		 "                        are (default: the profiles installed with\n"
		 "                        crupier)\n"
		 "  -h, --help            show this help and exit\n\n"
		 "The format is described in crupier-scenario(5).\n"));
}

/* Checks one file; true when it is valid. */
static bool check_one(const char *path, const char *rules_dir,
		      struct scenario *s)
{
	char line[DIAG_FILE_MAX + DIAG_MESSAGE_MAX + 32];
	struct diag_list errs;
	bool ok;

	diag_list_init(&errs);
	ok = scenario_load(path, rules_dir, s, &errs);
	for (size_t i = 0; i < errs.count; i++) {
		diag_format(&errs.items[i], line, sizeof line);
		printf("%s\n", line);
	}
	if (ok)
		printf(_("%s: valid\n"), safe_text(path));
	else
		printf(ngettext("%s: %zu error\n", "%s: %zu errors\n",
				errs.count),
		       safe_text(path), errs.count);
	diag_list_free(&errs);
	return ok;
}

int cmd_check(int argc, char **argv)
{
	enum { OPT_RULES_DIR = 256 };
	static const struct option options[] = {
		{ "rules-dir", required_argument, NULL, OPT_RULES_DIR },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	char default_dir[4096];
	const char *rules_dir = NULL;
	struct scenario *s;
	int opt, status = EXIT_OK;

	cli_getopt_begin();
	while ((opt = cli_getopt(argc, argv, options)) != -1) {
		switch (opt) {
		case OPT_RULES_DIR:
			rules_dir = optarg;
			break;
		case 'h':
			usage();
			return EXIT_OK;
		default:
			return cli_option_error("check", opt, argv[optind - 1]);
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
	for (int i = optind; i < argc; i++)
		if (!check_one(argv[i], rules_dir, s))
			status = EXIT_ERROR;
	free(s);
	return status;
}
