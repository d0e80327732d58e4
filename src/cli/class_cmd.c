/* SPDX-License-Identifier: GPL-3.0-or-later */
/* class_cmd.c: `crupier class`: the teacher's commands over classes:
 * create one, add a trainee or a roster file, list them, assign an exam
 * with its window and attempts, watch the class live (the trainer's
 * Class screen, given by main()) and print the class report. */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/account.h"
#include "cli/class_print.h"
#include "cli/commands.h"
#include "cli/common.h"
#include "cli/exam_code.h"
#include "cli/results_print.h"
#include "i18n.h"
#include "scenario/safe_text.h"
#include "class/class_store.h"

struct class_opts {
	const char *db;
	const char *site;
	const char *teacher;
	const char *login;
	const char *opens, *closes;
	int64_t attempts;
	enum class_report_format format;
	const char *code_file;
	const char *rules_dir;
	int first;
};

static class_watch_fn *watch_screen;

void cli_class_watch_set(class_watch_fn *fn)
{
	watch_screen = fn;
}

static void usage(void)
{
	printf(_("Usage: crupier class COMMAND [OPTION]... [ARG]...\n"
		 "Classes of trainees, their rosters and assigned exams, and the\n"
		 "teacher's live view.\n\n"
		 "Commands:\n"
		 "  create CLASS              a new class (--site, --teacher)\n"
		 "  add CLASS TRAINEE         add a trainee to the class (--login\n"
		 "                            binds his login to his name)\n"
		 "  import-roster CLASS FILE  add every trainee of a CSV roster\n"
		 "                            (columns name,login; one error adds\n"
		 "                            nobody)\n"
		 "  list [CLASS]              the classes; or one class's roster\n"
		 "                            and exams\n"
		 "  assign CLASS EXAM         open the exam (its file, or a scenario\n"
		 "                            id) to the class from --opens to\n"
		 "                            --closes, for --attempts attempts\n"
		 "                            each; on a results server its file\n"
		 "                            is kept there for the judge\n"
		 "  watch CLASS               every trainee of the class live, at\n"
		 "                            the terminal\n"
		 "  report CLASS              each trainee's results per skill\n\n"
		 "Options:\n"
		 "      --db=PATH           the database (default: $CRUPIER_DB, else\n"
		 "                          $XDG_DATA_HOME/crupier/results.db)\n"
		 "      --site=NAME         create: the class's site\n"
		 "      --teacher=LOGIN     create: its teacher (default: you)\n"
		 "      --login=LOGIN       add: the trainee's login\n"
		 "      --opens=TIME        assign: opening time, YYYY-MM-DD or\n"
		 "                          YYYY-MM-DDTHH:MM (on a results server\n"
		 "                          in the site's time zone), or\n"
		 "                          YYYY-MM-DDTHH:MM:SSZ (UTC)\n"
		 "      --closes=TIME       assign: closing time (excluded)\n"
		 "      --attempts=N        assign: attempts allowed each (1-1000)\n"
		 "      --code-file=FILE    assign: the code of a sealed exam file\n"
		 "      --format=FORMAT     report: text (default), html or csv\n"
		 "  -h, --help              show this help and exit\n"));
}

/* "YYYY-MM-DD", "YYYY-MM-DDTHH:MM" or "YYYY-MM-DDTHH:MM:SSZ", a real
 * time, as the full form into out: "...Z" when given in UTC, or when
 * local is false (a SQLite file knows no site's time zone); else
 * without the Z, a local time the results server reads in the site's
 * time zone. */
static bool parse_time_in(const char *s, bool local,
			  char out[STORE_TIME_MAX])
{
	static const char shape[] = "dddd-dd-ddTdd:dd:ddZ";
	size_t n = strlen(s);
	bool utc = n == sizeof shape - 1;
	struct tm tm, back;
	time_t t;

	if (n != 10 && n != 16 && !utc)
		return false;
	for (size_t i = 0; i < n; i++)
		if (shape[i] == 'd' ? (s[i] < '0' || s[i] > '9')
				    : s[i] != shape[i])
			return false;
	memset(&tm, 0, sizeof tm);
	sscanf(s, "%4d-%2d-%2d", &tm.tm_year, &tm.tm_mon, &tm.tm_mday);
	if (n > 10)
		sscanf(s + 11, "%2d:%2d", &tm.tm_hour, &tm.tm_min);
	if (utc)
		sscanf(s + 17, "%2d", &tm.tm_sec);
	tm.tm_year -= 1900;
	tm.tm_mon -= 1;
	back = tm;
	t = timegm(&tm);
	if (gmtime_r(&t, &tm) == NULL || tm.tm_mday != back.tm_mday ||
	    tm.tm_mon != back.tm_mon || tm.tm_hour != back.tm_hour ||
	    tm.tm_min != back.tm_min || tm.tm_sec != back.tm_sec)
		return false;
	strftime(out, STORE_TIME_MAX, utc || !local ? "%Y-%m-%dT%H:%M:%SZ"
						    : "%Y-%m-%dT%H:%M:%S",
		 &tm);
	return true;
}

static bool parse_time(const char *s, char out[STORE_TIME_MAX])
{
	return parse_time_in(s, false, out);
}

static int parse_args(int argc, char **argv, struct class_opts *o)
{
	enum { OPT_DB = 256, OPT_SITE, OPT_TEACHER, OPT_LOGIN, OPT_OPENS,
	       OPT_CLOSES, OPT_ATTEMPTS, OPT_FORMAT, OPT_CODE_FILE,
	       OPT_RULES_DIR };
	static const struct option options[] = {
		{ "db", required_argument, NULL, OPT_DB },
		{ "site", required_argument, NULL, OPT_SITE },
		{ "teacher", required_argument, NULL, OPT_TEACHER },
		{ "login", required_argument, NULL, OPT_LOGIN },
		{ "opens", required_argument, NULL, OPT_OPENS },
		{ "closes", required_argument, NULL, OPT_CLOSES },
		{ "attempts", required_argument, NULL, OPT_ATTEMPTS },
		{ "format", required_argument, NULL, OPT_FORMAT },
		{ "code-file", required_argument, NULL, OPT_CODE_FILE },
		{ "rules-dir", required_argument, NULL, OPT_RULES_DIR },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int c;

	memset(o, 0, sizeof *o);
	cli_getopt_begin();
	while ((c = cli_getopt(argc, argv, options)) != -1) {
		switch (c) {
		case OPT_DB: o->db = optarg; break;
		case OPT_SITE: o->site = optarg; break;
		case OPT_TEACHER: o->teacher = optarg; break;
		case OPT_LOGIN: o->login = optarg; break;
		case OPT_OPENS: o->opens = optarg; break;
		case OPT_CLOSES: o->closes = optarg; break;
		case OPT_CODE_FILE: o->code_file = optarg; break;
		case OPT_RULES_DIR: o->rules_dir = optarg; break;
		case OPT_ATTEMPTS:
			if (!cli_parse_int64(optarg, 1, 1000, &o->attempts))
				return cli_usage_error("class",
					_("--attempts wants a number from 1"
					  " to 1000, not '%s'"), optarg);
			break;
		case OPT_FORMAT:
			if (strcmp(optarg, "html") == 0)
				o->format = CLASS_REPORT_HTML;
			else if (strcmp(optarg, "csv") == 0)
				o->format = CLASS_REPORT_CSV;
			else if (strcmp(optarg, "text") != 0)
				return cli_usage_error("class",
					_("unknown format '%s' (text, html or"
					  " csv)"), optarg);
			break;
		default:
			return cli_option_end("class", c, argv, usage);
		}
	}
	o->first = optind;
	return -1;
}

/* The operands after the command: exactly n of them. */
static bool operands(int argc, char **argv, const struct class_opts *o,
		     int n, const char *shape)
{
	if (argc - o->first - 1 == n)
		return true;
	cli_usage_error("class", _("usage: crupier class %s"), shape);
	(void)argv;
	return false;
}

static int done(struct store *st, bool ok, const struct error *err)
{
	store_close(st);
	return ok ? EXIT_OK : cli_fail(err);
}

static int run(const char *cmd, char **args, const struct class_opts *o);

/* assign with the exam's file: the id is the file's. */
static int run_assign(char **args, const struct class_opts *o,
		      const struct class_exam_file *x)
{
	char id[SCENARIO_ID_MAX];
	char *with_id[2] = { args[0], id };
	char opens[STORE_TIME_MAX] = "", closes[STORE_TIME_MAX] = "";
	struct class_request q = {
		.cmd = "assign", .args = with_id, .opens = opens,
		.closes = closes, .attempts = (int)o->attempts,
		.exam_file = x,
	};

	snprintf(id, sizeof id, "%s", x->id);
	if (!results_db_is_server(o->db))
		return run("assign", with_id, o);
	parse_time_in(o->opens, true, opens);
	parse_time_in(o->closes, true, closes);
	return class_server_run(results_db_given(o->db), &q);
}

static int run(const char *cmd, char **args, const struct class_opts *o)
{
	struct error err;
	struct store *st;
	bool ok;

	/* An exam given as its file: assigned by its id, and on a server
	 * kept there for the judge (crupier server judge). */
	if (strcmp(cmd, "assign") == 0 && class_exam_file_is(args[1])) {
		char rules_dir[4096];
		struct class_exam_file x;
		int rc;

		if (!class_exam_file_read(args[1], o->code_file,
					  cli_rules_dir(o->rules_dir, rules_dir,
							sizeof rules_dir),
					  &x, &err))
			return cli_fail(&err);
		rc = run_assign(args, o, &x);
		class_exam_file_free(&x);
		return rc;
	}
	if (results_db_is_server(o->db)) {
		char opens[STORE_TIME_MAX] = "", closes[STORE_TIME_MAX] = "";
		struct class_request q = {
			.cmd = cmd, .args = args, .site = o->site,
			.teacher = o->teacher, .login = o->login,
			.opens = opens, .closes = closes,
			.attempts = (int)o->attempts, .format = o->format,
		};

		if (o->opens != NULL)
			parse_time_in(o->opens, true, opens);
		if (o->closes != NULL)
			parse_time_in(o->closes, true, closes);
		return class_server_run(results_db_given(o->db), &q);
	}
	st = exam_store_open(o->db);
	if (st == NULL)
		return EXIT_ERROR;
	if (strcmp(cmd, "create") == 0) {
		char login[STORE_NAME_MAX];

		/* The teacher: told, else the account's login; never a
		 * made-up name. */
		if (o->teacher == NULL && !account_login(login, sizeof login)) {
			store_close(st);
			return cli_usage_error("class", "%s",
				_("no login name to make the teacher of: give"
				  " --teacher=LOGIN"));
		}
		ok = class_create(st, args[0], o->site,
				  o->teacher != NULL ? o->teacher : login,
				  &err);
		if (ok)
			printf(_("Class %s created.\n"), safe_text(args[0]));
		return done(st, ok, &err);
	}
	if (strcmp(cmd, "add") == 0) {
		ok = class_add(st, args[0], args[1], o->login, &err);
		if (ok)
			printf(_("%s added to class %s.\n"),
			       safe_text(args[1]), safe_text(args[0]));
		return done(st, ok, &err);
	}
	if (strcmp(cmd, "import-roster") == 0) {
		size_t added, kept;

		ok = class_import_roster(st, args[0], args[1], &added, &kept,
					 &err);
		if (ok)
			printf(ngettext("%zu trainee added to class %s (%zu"
					" there already).\n",
					"%zu trainees added to class %s (%zu"
					" there already).\n",
					(unsigned long)added),
			       added, safe_text(args[0]), kept);
		return done(st, ok, &err);
	}
	if (strcmp(cmd, "assign") == 0) {
		char opens[STORE_TIME_MAX], closes[STORE_TIME_MAX];

		parse_time(o->opens, opens);
		parse_time(o->closes, closes);
		ok = class_assign(st, args[0], args[1], opens, closes,
				  (int)o->attempts, &err);
		if (ok)
			printf(_("Exam %s open to class %s from %s to %s,"
				 " %d attempt(s) each.\n"), safe_text(args[1]),
			       safe_text(args[0]), opens, closes,
			       (int)o->attempts);
		return done(st, ok, &err);
	}
	if (strcmp(cmd, "list") == 0) {
		int rc = class_print_list(st, args[0]);

		store_close(st);
		return rc;
	}
	if (strcmp(cmd, "report") == 0) {
		int rc = class_print_report(st, args[0], o->format);

		store_close(st);
		return rc;
	}
	store_close(st);
	return EXIT_ERROR;
}

/* What create and add would store: names (the class, its site, the
 * trainee) and logins (the teacher's, the trainee's), each refused at
 * the door with the reason when it is no name (base/name_check.h). */
static bool names_ok(const char *cmd, char **args, const struct class_opts *o)
{
	if (strcmp(cmd, "create") == 0)
		return cli_name_ok("class", _("the class"), args[0], false) &&
		       (o->site == NULL ||
			cli_name_ok("class", "--site", o->site, false)) &&
		       (o->teacher == NULL ||
			cli_name_ok("class", "--teacher", o->teacher, true));
	if (strcmp(cmd, "add") == 0)
		return cli_name_ok("class", _("the trainee"), args[1],
				   false) &&
		       (o->login == NULL ||
			cli_name_ok("class", "--login", o->login, true));
	return true;
}

int cmd_class(int argc, char **argv)
{
	static const struct {
		const char *name, *shape;
		int operands;               /* -1: 0 or 1 */
	} cmds[] = {
		{ "create", "create CLASS [--site S] [--teacher LOGIN]", 1 },
		{ "add", "add CLASS TRAINEE [--login LOGIN]", 2 },
		{ "import-roster", "import-roster CLASS FILE.csv", 2 },
		{ "list", "list [CLASS]", -1 },
		{ "assign", "assign CLASS EXAM --opens T --closes T"
			    " --attempts N", 2 },
		{ "watch", "watch CLASS", 1 },
		{ "report", "report CLASS [--format text|html|csv]", 1 },
	};
	struct class_opts o;
	const char *cmd;
	char scratch[STORE_TIME_MAX];
	int rc = parse_args(argc, argv, &o);

	if (rc >= 0)
		return rc;
	if (o.first >= argc)
		return cli_usage_error("class", "%s",
				       _("which command? (create, add,"
					 " import-roster, list, assign,"
					 " watch, report)"));
	cmd = argv[o.first];
	for (size_t i = 0; i < sizeof cmds / sizeof cmds[0]; i++) {
		if (strcmp(cmd, cmds[i].name) != 0)
			continue;
		if (cmds[i].operands < 0) {
			if (argc - o.first - 1 > 1)
				return cli_extra_argument("class",
							  argv[o.first + 2]);
		} else if (!operands(argc, argv, &o, cmds[i].operands,
				     cmds[i].shape)) {
			return EXIT_USAGE;
		}
		if (!names_ok(cmd, argv + o.first + 1, &o))
			return EXIT_USAGE;
		if (strcmp(cmd, "assign") == 0) {
			if (o.opens == NULL || o.closes == NULL ||
			    o.attempts == 0)
				return cli_usage_error("class", "%s",
					_("assign needs --opens, --closes and"
					  " --attempts"));
			if (!parse_time(o.opens, scratch))
				return cli_usage_error("class",
					_("--opens: '%s' is not a time"
					  " (YYYY-MM-DD, YYYY-MM-DDTHH:MM or"
					  " YYYY-MM-DDTHH:MM:SSZ)"), o.opens);
			if (!parse_time(o.closes, scratch))
				return cli_usage_error("class",
					_("--closes: '%s' is not a time"
					  " (YYYY-MM-DD, YYYY-MM-DDTHH:MM or"
					  " YYYY-MM-DDTHH:MM:SSZ)"), o.closes);
		}
		if (strcmp(cmd, "watch") == 0) {
			if (watch_screen == NULL)
				return EXIT_ERROR;
			return watch_screen(o.db, argv[o.first + 1]);
		}
		{
			char *none[1] = { NULL };

			return run(cmd, argc - o.first - 1 > 0
				   ? argv + o.first + 1 : none, &o);
		}
	}
	return cli_usage_error("class", _("unknown command '%s'"), cmd);
}
