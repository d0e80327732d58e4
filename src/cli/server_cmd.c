/* SPDX-License-Identifier: GPL-3.0-or-later */
/* server_cmd.c: `crupier server init URL` sets a PostgreSQL database up
 * as a school's results server (schema, group roles, row-level security;
 * run again it migrates or changes nothing); `crupier server grant URL
 * LOGIN --trainee|--teacher|--supervisor|--judge [--site SITE [--tz
 * ZONE]]` gives a login its part.  Both are for the server's
 * administrator (a role that may create roles and tables).  `crupier
 * server judge URL` runs the judge (server_judge.c), as a login of
 * crupier_judge. */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/commands.h"
#include "cli/common.h"
#include "i18n.h"
#include "base/db_address.h"
#include "scenario/safe_text.h"
#include "server/remote.h"
#include "cli/server_judge.h"
#include "server/remote_schema.h"

static void usage(void)
{
	printf(_("Usage: crupier server init URL\n"
		 "  or:  crupier server grant URL LOGIN --trainee|--teacher|"
		 "--supervisor|--judge [--site=SITE [--tz=ZONE]]\n"
		 "  or:  crupier server judge URL [--once] [--code-file=FILE]"
		 " [--quiet]\n"
		 "Set up a school's results server (PostgreSQL) and its users.\n"
		 "URL: a postgresql:// address or a libpq keyword string\n"
		 "(\"host=/run/postgresql dbname=crupier\").\n\n"
		 "  init    create or bring up to date the tables, the group roles\n"
		 "          crupier_trainee, crupier_teacher, crupier_supervisor,\n"
		 "          crupier_judge\n"
		 "          and the row-level security; run again, nothing changes\n"
		 "  grant   make LOGIN a database role (with peer authentication:\n"
		 "          the Unix account of that name) of the given group\n\n"
		 "      --trainee      adds and reads his own attempts only\n"
		 "      --teacher      manages his classes, reads their attempts\n"
		 "      --supervisor   reads the classes and attempts of SITE\n"
		 "      --judge        judges closed attempts (crupier server judge)\n"
		 "      --site=SITE    the site a supervisor supervises\n"
		 "      --tz=ZONE      the site's time zone, in which its exam\n"
		 "                     windows are given and shown (default UTC)\n"
		 "  judge   decide the official verdict of every closed attempt:\n"
		 "          replay its answers against its exam and write the\n"
		 "          verdict (as a login of crupier_judge); then wait for\n"
		 "          more, until SIGINT or SIGTERM\n\n"
		 "      --once         judge what is waiting, then stop\n"
		 "      --code-file=FILE\n"
		 "                     the exam code that opens sealed exams\n"
		 "      --quiet        no line per attempt, only the tally\n"
		 "  -h, --help         show this help and exit\n"));
}

static int open_server(const char *uri, bool check, struct remote **r)
{
	struct error err;

	if (!db_address_is_server(uri))
		return cli_usage_error("server", _("'%s' is not a PostgreSQL"
						   " address (postgresql://..."
						   " or host=... dbname=...)"),
				       uri);
	if (!(check ? remote_open(uri, r, &err)
		    : remote_connect(uri, r, &err)))
		return cli_fail(&err);
	return EXIT_OK;
}

static int cmd_init(int argc, char **argv, int first)
{
	struct error err;
	struct remote *r;
	int rc, from;

	if (first >= argc)
		return cli_usage_error("server", "%s",
				       _("init: no server address given"));
	if (first + 1 < argc)
		return cli_extra_argument("server", argv[first + 1]);
	rc = open_server(argv[first], false, &r);
	if (rc != EXIT_OK)
		return rc;
	if (!remote_schema_init(r, &from, &err)) {
		cli_error("%s", err.message);
		remote_close(r);
		return EXIT_ERROR;
	}
	remote_close(r);
	if (from == REMOTE_SCHEMA_VERSION)
		printf(_("The results server is up to date (schema %d).\n"),
		       from);
	else if (from == 0)
		printf(_("The results server is set up (schema %d).\n"),
		       REMOTE_SCHEMA_VERSION);
	else
		printf(_("The results server was brought from schema %d to"
			 " %d.\n"), from, REMOTE_SCHEMA_VERSION);
	return EXIT_OK;
}

static int cmd_grant(int argc, char **argv, int first, int role,
		     const char *site, const char *tz)
{
	struct error err;
	struct remote *r;
	int rc;

	if (argc - first < 2)
		return cli_usage_error("server", "%s",
				       _("grant: give the server address and"
					 " the login"));
	if (argc - first > 2)
		return cli_extra_argument("server", argv[first + 2]);
	if (role < 0)
		return cli_usage_error("server", "%s",
				       _("grant: say --trainee, --teacher,"
					 " --supervisor or --judge"));
	if (site != NULL && role != REMOTE_SUPERVISOR)
		return cli_usage_error("server", "%s",
				       _("--site goes with --supervisor"));
	if (tz != NULL && site == NULL)
		return cli_usage_error("server", "%s",
				       _("--tz goes with --site"));
	if (!cli_name_ok("server", _("the login"), argv[first + 1], true) ||
	    (site != NULL && !cli_name_ok("server", "--site", site, false)))
		return EXIT_USAGE;
	rc = open_server(argv[first], true, &r);
	if (rc != EXIT_OK)
		return rc;
	if (!remote_grant(r, argv[first + 1], (enum remote_role)role, site,
			  tz, &err)) {
		cli_error("%s", err.message);
		remote_close(r);
		return EXIT_ERROR;
	}
	remote_close(r);
	if (role == REMOTE_SUPERVISOR)
		printf(_("%s supervises site %s on the results server.\n"),
		       safe_text(argv[first + 1]), safe_text(site));
	else if (role == REMOTE_JUDGE)
		printf(_("%s judges on the results server.\n"),
		       safe_text(argv[first + 1]));
	else if (role == REMOTE_TEACHER)
		printf(_("%s is a teacher on the results server.\n"),
		       safe_text(argv[first + 1]));
	else
		printf(_("%s is a trainee on the results server.\n"),
		       safe_text(argv[first + 1]));
	return EXIT_OK;
}

static int judge_cmd(int argc, char **argv, int first, bool grant_opts,
		     const struct server_judge_opts *o)
{
	if (grant_opts)
		return cli_usage_error("server", "%s",
				       _("judge takes --once, --code-file and"
					 " --quiet only"));
	if (first >= argc)
		return cli_usage_error("server", "%s",
				       _("judge: no server address given"));
	if (first + 1 < argc)
		return cli_extra_argument("server", argv[first + 1]);
	if (!db_address_is_server(argv[first]))
		return cli_usage_error("server", _("'%s' is not a PostgreSQL"
						   " address (postgresql://..."
						   " or host=... dbname=...)"),
				       argv[first]);
	return server_judge(argv[first], o);
}

int cmd_server(int argc, char **argv)
{
	enum { OPT_TRAINEE = 256, OPT_TEACHER, OPT_SUPERVISOR, OPT_JUDGE,
	       OPT_SITE, OPT_TZ, OPT_ONCE, OPT_CODE_FILE, OPT_QUIET };
	static const struct option options[] = {
		{ "trainee", no_argument, NULL, OPT_TRAINEE },
		{ "teacher", no_argument, NULL, OPT_TEACHER },
		{ "supervisor", no_argument, NULL, OPT_SUPERVISOR },
		{ "judge", no_argument, NULL, OPT_JUDGE },
		{ "site", required_argument, NULL, OPT_SITE },
		{ "tz", required_argument, NULL, OPT_TZ },
		{ "once", no_argument, NULL, OPT_ONCE },
		{ "code-file", required_argument, NULL, OPT_CODE_FILE },
		{ "quiet", no_argument, NULL, OPT_QUIET },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct server_judge_opts judge = { false, false, NULL };
	bool judging_opts = false;
	const char *site = NULL, *tz = NULL;
	int opt, role = -1;

	cli_getopt_begin();
	while ((opt = cli_getopt(argc, argv, options)) != -1) {
		switch (opt) {
		case OPT_TRAINEE: role = REMOTE_TRAINEE; break;
		case OPT_TEACHER: role = REMOTE_TEACHER; break;
		case OPT_SUPERVISOR: role = REMOTE_SUPERVISOR; break;
		case OPT_JUDGE: role = REMOTE_JUDGE; break;
		case OPT_SITE: site = optarg; break;
		case OPT_TZ: tz = optarg; break;
		case OPT_ONCE: judge.once = judging_opts = true; break;
		case OPT_CODE_FILE:
			judge.code_file = optarg;
			judging_opts = true;
			break;
		case OPT_QUIET: judge.quiet = judging_opts = true; break;
		default:
			return cli_option_end("server", opt, argv, usage);
		}
	}
	if (optind >= argc)
		return cli_usage_error("server", "%s",
				       _("no server command given (init,"
					 " grant, judge)"));
	if (strcmp(argv[optind], "judge") == 0)
		return judge_cmd(argc, argv, optind + 1,
				 role >= 0 || site != NULL || tz != NULL,
				 &judge);
	if (judging_opts)
		return cli_usage_error("server", "%s",
				       _("--once, --code-file and --quiet go"
					 " with judge"));
	if (strcmp(argv[optind], "init") == 0) {
		if (role >= 0 || site != NULL || tz != NULL)
			return cli_usage_error("server", "%s",
					       _("init takes no options"));
		return cmd_init(argc, argv, optind + 1);
	}
	if (strcmp(argv[optind], "grant") == 0)
		return cmd_grant(argc, argv, optind + 1, role, site, tz);
	return cli_usage_error("server", _("unknown server command '%s'"),
			       argv[optind]);
}
