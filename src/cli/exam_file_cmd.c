/* SPDX-License-Identifier: GPL-3.0-or-later */
/* exam_file_cmd.c: `crupier exam seal-file FILE`: an exam scenario sealed
 * with the exam code for distribution (exam_file.h): its header readable,
 * its coups and so its answer key only with the code. */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/commands.h"
#include "cli/common.h"
#include "cli/exam_code.h"
#include "i18n.h"
#include "scenario/scenario_load.h"
#include "exam/exam_file.h"
#include "exam/seal.h"

static void usage(void)
{
	printf(_("Usage: crupier exam seal-file [OPTION]... FILE\n"
		 "Seal the exam scenario FILE with the exam code, for\n"
		 "distribution: the file written shows the exam's id and title,\n"
		 "but its coups (and so its answer key) are encrypted\n"
		 "(XChaCha20-Poly1305, the key derived from the code with\n"
		 "Argon2id).  'crupier exam' and 'crupier judge' open it with the\n"
		 "code; a changed byte or a wrong code is refused.\n\n"
		 "      --code-file=FILE   the exam code's file (default:\n"
		 "                         $CRUPIER_EXAM_CODE, else typed, not\n"
		 "                         shown)\n"
		 "      --output=FILE      where to write (default: FILE.sealed)\n"
		 "      --rules-dir=DIR    where the rules profiles are\n"
		 "  -h, --help             show this help and exit\n"));
}

int cmd_exam_seal_file(int argc, char **argv)
{
	enum { OPT_CODE_FILE = 256, OPT_OUTPUT, OPT_RULES_DIR };
	static const struct option options[] = {
		{ "code-file", required_argument, NULL, OPT_CODE_FILE },
		{ "output", required_argument, NULL, OPT_OUTPUT },
		{ "rules-dir", required_argument, NULL, OPT_RULES_DIR },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	const char *code_file = NULL, *out = NULL, *rules = NULL, *file;
	char code[SEAL_CODE_MAX], rules_dir[4096], def_out[4096];
	struct error err;
	struct diag_list errs;
	struct scenario *sc;
	int opt, rc = EXIT_ERROR;
	bool ok;

	cli_getopt_begin();
	while ((opt = cli_getopt(argc, argv, options)) != -1) {
		switch (opt) {
		case OPT_CODE_FILE: code_file = optarg; break;
		case OPT_OUTPUT: out = optarg; break;
		case OPT_RULES_DIR: rules = optarg; break;
		default:
			return cli_option_end("exam", opt, argv, usage);
		}
	}
	if (optind == argc)
		return cli_usage_error("exam", "%s", _("no exam file given"));
	if (argc - optind > 1)
		return cli_extra_argument("exam", argv[optind + 1]);
	file = argv[optind];
	if (out == NULL) {
		snprintf(def_out, sizeof def_out, "%s.sealed", file);
		out = def_out;
	}
	sc = calloc(1, sizeof *sc);
	if (sc == NULL) {
		cli_error("%s", strerror(ENOMEM));
		return EXIT_ERROR;
	}
	diag_list_init(&errs);
	ok = scenario_load(file, cli_rules_dir(rules, rules_dir,
					       sizeof rules_dir), sc, &errs);
	for (size_t i = 0; i < errs.count; i++)
		cli_print_diag(&errs.items[i]);
	diag_list_free(&errs);
	if (!ok)
		goto done;
	if (sc->kind != SCENARIO_EXAM) {
		cli_error(_("%s is not an exam (kind: %s)"), file,
			  scenario_kind_key(sc->kind));
		goto done;
	}
	/* Opened from a temporary directory, it cannot find a profile
	 * beside it. */
	if (strchr(sc->rules_name, '/') != NULL ||
	    strstr(sc->rules_name, ".yaml") != NULL) {
		cli_error(_("%s: a sealed exam names its rules profile"
			    " (rules: NAME), not a file: %s"), file,
			  sc->rules_name);
		goto done;
	}
	if (!exam_code_get("exam", code_file, code, sizeof code)) {
		rc = EXIT_USAGE;
		goto done;
	}
	if (!exam_code_strong(code)) {
		rc = EXIT_USAGE;
		goto wipe;
	}
	if (!exam_file_seal(file, sc, code, strlen(code), out, &err)) {
		cli_error("%s", err.message);
		goto wipe;
	}
	printf(_("Sealed exam written to %s\n"), out);
	rc = EXIT_OK;
wipe:
	memset(code, 0, sizeof code);
done:
	free(sc);
	return rc;
}
