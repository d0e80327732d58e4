/* SPDX-License-Identifier: GPL-3.0-or-later */
/* main.c: the crupier program: locale set-up and subcommand dispatch.
 * Above every layer (HACKING): the one file that joins the two front
 * ends, the CLI's commands and the TUI's trainer. */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "cli/commands.h"
#include "cli/common.h"
#include "base/paths.h"
#include "base/profiles.h"
#include "i18n.h"
#include "tui/tui_main.h"

struct command {
	const char *name;
	int (*run)(int argc, char **argv);
	const char *summary; /* N_() */
};

static const struct command commands[] = {
	{ "coup", cmd_coup, N_("play one coup from given cards, step by step") },
	{ "odds", cmd_odds, N_("exact probabilities of Banca, Punto and ancar") },
	{ "simulate", cmd_simulate, N_("play whole shoes and count the results") },
	{ "pay", cmd_pay, N_("the croupier's calculator: what to pay on a bet") },
	{ "check", cmd_check, N_("check scenario files and show every error") },
	{ "judge", cmd_judge, N_("the answer key of a scenario: every croupier action") },
	{ "results", cmd_results, N_("exam results: import, list, show, verify") },
	{ "exam", cmd_exam, N_("run an exam; the result sealed with the exam code") },
	{ "class", cmd_class, N_("classes: rosters, assigned exams, live view, report") },
	{ "server", cmd_server, N_("set up a school's results server (PostgreSQL)") },
	{ "review", cmd_review, N_("the cells due for review and a drill of them") },
};

static void print_help(void)
{
	char profiles[1024];

	printf(_("Usage: crupier COMMAND [OPTION]...\n"
		 "Train croupiers (pagadores) in Punto y Banca.\n\n"
		 "Commands:\n"));
	for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
		printf("  %-10s %s\n", commands[i].name, _(commands[i].summary));
	printf(_("\nOptions:\n"
		 "  -h, --help     show this help and exit\n"
		 "  -V, --version  show the version and exit\n\n"
		 "Run 'crupier COMMAND --help' for the options of a command.\n"));
	/* The profiles are the data directory's files, never a list here. */
	profiles_help_line(profiles, sizeof profiles);
	printf(_("Rules profiles: %s.\n"), profiles);
	printf(_("Report bugs to: %s\n"), PACKAGE_BUGREPORT);
}

/* "crupier FILE.yaml" opens the scenario in the trainer. */
static bool is_scenario_file(const char *arg)
{
	size_t n = strlen(arg);

	return (n > 5 && strcmp(arg + n - 5, ".yaml") == 0)
	       || (n > 4 && strcmp(arg + n - 4, ".yml") == 0);
}

/* A full disk or a closed pipe must not pass for success: the output of
 * every command is checked once, at the end (as gnulib's close_stdout). */
static int close_stdout(int status)
{
	if (fflush(stdout) != 0 || ferror(stdout)) {
		int err = errno;

		cli_error(_("write error: %s"), strerror(err));
		return EXIT_ERROR;
	}
	return status;
}

int main(int argc, char **argv)
{
	setlocale(LC_ALL, "");
	bindtextdomain(PACKAGE, paths_locale_dir());
	bind_textdomain_codeset(PACKAGE, "UTF-8");
	textdomain(PACKAGE);

	cli_exam_screen_set(tui_exam);
	cli_class_watch_set(tui_class_watch);
	if (argc < 2) {
		/* In a terminal, the trainer; in a pipe or a script, the help. */
		if (isatty(STDIN_FILENO) && isatty(STDOUT_FILENO))
			return tui_main(argc, argv);
		print_help();
		return close_stdout(EXIT_OK);
	}
	if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
		print_help();
		return close_stdout(EXIT_OK);
	}
	if (strcmp(argv[1], "--version") == 0 || strcmp(argv[1], "-V") == 0) {
		cli_print_version();
		return close_stdout(EXIT_OK);
	}
	for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
		if (strcmp(argv[1], commands[i].name) == 0)
			return close_stdout(commands[i].run(argc - 1, argv + 1));
	if (is_scenario_file(argv[1]))
		return tui_main(argc, argv);
	cli_error(_("unknown command '%s'"), argv[1]);
	fprintf(stderr, _("Try 'crupier --help' for more information.\n"));
	return EXIT_USAGE;
}
