/* SPDX-License-Identifier: GPL-3.0-or-later */
/* new_code_cmd.c: `crupier results new-code`: a new exam code, four words
 * drawn at random from the word list of the user's language (or --lang),
 * strong enough for a seal (code_strength.h).  The code alone goes to
 * standard output, so that `crupier results new-code > code` makes a code
 * file; its strength goes to standard error. */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/commands.h"
#include "cli/common.h"
#include "base/paths.h"
#include "i18n.h"
#include "exam/code_strength.h"

static void usage(void)
{
	printf(_("Usage: crupier results new-code [--lang=es|en] [--words=N]\n"
		 "Print a new exam code: N words (default %d, at least %d) drawn\n"
		 "at random from a list of %d (the data's words/LANG.txt), %.0f\n"
		 "bits each.  Four words give %.0f bits, over the %d bits an exam\n"
		 "code needs (a trainee holds his sealed file and can try codes\n"
		 "against it).  The code goes to standard output, its strength to\n"
		 "standard error.\n\n"
		 "      --lang=es|en   the list's language (default: the messages')\n"
		 "      --words=N      how many words\n"
		 "  -h, --help         show this help and exit\n"),
	       CODE_WORDS, CODE_WORDS, CODE_LIST_WORDS, CODE_WORD_BITS,
	       CODE_WORDS * CODE_WORD_BITS, CODE_MIN_BITS);
}

/* "es" when the messages are in Spanish, else "en". */
static const char *default_lang(void)
{
	const char *v[] = { getenv("LANGUAGE"), getenv("LC_ALL"),
			    getenv("LC_MESSAGES"), getenv("LANG") };

	for (size_t i = 0; i < sizeof v / sizeof v[0]; i++)
		if (v[i] != NULL && v[i][0] != '\0')
			return strncmp(v[i], "es", 2) == 0 ? "es" : "en";
	return "en";
}

int cmd_results_new_code(int argc, char **argv)
{
	enum { OPT_LANG = 256, OPT_WORDS };
	static const struct option options[] = {
		{ "lang", required_argument, NULL, OPT_LANG },
		{ "words", required_argument, NULL, OPT_WORDS },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	const char *lang = NULL;
	char path[4096], code[512], *end;
	struct error err;
	long words = CODE_WORDS;
	double bits;
	int opt;

	cli_getopt_begin();
	while ((opt = cli_getopt(argc, argv, options)) != -1) {
		switch (opt) {
		case OPT_LANG:
			lang = optarg;
			if (strcmp(lang, "es") != 0 && strcmp(lang, "en") != 0)
				return cli_usage_error("results", "%s",
					_("--lang must be es or en"));
			break;
		case OPT_WORDS:
			words = strtol(optarg, &end, 10);
			if (*optarg == '\0' || *end != '\0' ||
			    words < CODE_WORDS || words > 12)
				return cli_usage_error("results",
					_("--words must be %d to 12"),
					CODE_WORDS);
			break;
		default:
			return cli_option_end("results", opt, argv, usage);
		}
	}
	if (optind < argc)
		return cli_extra_argument("results", argv[optind]);
	if (lang == NULL)
		lang = default_lang();
	snprintf(path, sizeof path, "%s/words/%s.txt", paths_data_dir(),
		 lang);
	if (!code_generate(path, (int)words, code, sizeof code, &bits,
			   &err))
		return cli_fail(&err);
	printf("%s\n", code);
	fflush(stdout);
	code_wipe(code, sizeof code);
	fprintf(stderr, _("(%ld words from a list of %d: %.0f bits; an exam"
			  " code needs %d)\n"), words, CODE_LIST_WORDS, bits,
		CODE_MIN_BITS);
	return EXIT_OK;
}
