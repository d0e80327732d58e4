/* SPDX-License-Identifier: GPL-3.0-or-later */
/* exam_cmd.c: `crupier exam FILE`: an exam run without a terminal (or
 * with --answers), every action committed as it is done and the result
 * sealed at the end (exam_batch.h).  With a terminal and no answers the
 * exam belongs to the trainer's screens. */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/commands.h"
#include "cli/common.h"
#include "cli/exam_code.h"
#include "base/paths.h"
#include "base/stop_signal.h"
#include "i18n.h"
#include "scenario/regular_file.h"
#include "scenario/safe_text.h"
#include "scenario/scenario_load.h"
#include "base/config_file.h"
#include "exam/exam_batch.h"
#include "exam/exam_file.h"
#include "exam/exam_screen_opts.h"
#include "server/outbox_db.h"
#include "session/skill_of.h"

struct exam_opts {
	const char *file;
	const char *trainee;
	const char *code_file;
	const char *answers;
	const char *db;
	const char *results_dir;
	const char *rules_dir;
	bool resume, restart;
};

/* SIGHUP (the SSH session dropped), SIGINT, SIGTERM: stop between two
 * actions, every one done kept, and end in any case a few seconds later
 * (base/stop_signal.h: a wait on the server, the outbox's included,
 * never outlasts one).  SIGXFSZ ignored: a file-size limit is a write
 * error. */
static void catch_signals(void)
{
	stop_signal_install(NULL);
	signal(SIGXFSZ, SIG_IGN);
}

static void usage(void)
{
	printf(_("Usage: crupier exam [OPTION]... FILE\n"
		 "Run the exam FILE (a scenario) for a trainee.  Every action is\n"
		 "recorded as it is done, so an exam cut short can be resumed;\n"
		 "at the end the result is sealed with the exam code into the\n"
		 "results directory, for the supervisor to import.\n\n"
		 "At a terminal without --answers the exam opens in the trainer.\n"
		 "Otherwise it runs in batch: each line of the answers (standard\n"
		 "input, or --answers) is the key of the trainee's choice (and the\n"
		 "amount, for a payment), 'expected' for the correct action,\n"
		 "'wrong' for the first wrong choice ('wrong-or-expected': the\n"
		 "correct one where no choice is wrong), 'quit' to leave (the\n"
		 "attempt stays in progress: the same exam code resumes it) or 'abandon'\n"
		 "to leave for good (closed as abandoned, sealed); lines starting\n"
		 "with '#' are skipped.  The time limit runs by the wall clock from\n"
		 "the first action, across a resume: when it has run out the exam\n"
		 "is closed as timed out and sealed.  A batch run is marked as such\n"
		 "in its result.\n\n"
		 "      --trainee=NAME      the trainee's name or id (required in\n"
		 "                          batch)\n"
		 "      --code-file=FILE    read the exam code from FILE (default:\n"
		 "                          typed at the terminal, not shown)\n"
		 "      --answers=FILE      the answers, one per line ('-': standard\n"
		 "                          input)\n"
		 "      --resume            go on with the trainee's unfinished\n"
		 "                          attempt at this exam\n"
		 "      --restart           abandon it (kept, listed as abandoned)\n"
		 "                          and start again\n"
		 "      --db=PATH           the results database (default:\n"
		 "                          $CRUPIER_DB, else\n"
		 "                          $XDG_DATA_HOME/crupier/results.db)\n"
		 "      --results-dir=DIR   where sealed results go (default: the\n"
		 "                          settings' results_dir, else\n"
		 "                          $XDG_DATA_HOME/crupier/results)\n"
		 "      --rules-dir=DIR     where the rules profiles are\n"
		 "  -h, --help              show this help and exit\n\n"
		 "Exit status: 0 the exam is complete and sealed; 1 an error, or\n"
		 "the exam was cut short (it stays in progress) or could not be\n"
		 "sealed (it stays in the database: 'crupier results seal ID');\n"
		 "2 a usage error.\n"));
}

/* Returns -1 to go on, else the exit status. */
static int parse_args(int argc, char **argv, struct exam_opts *o)
{
	enum { OPT_TRAINEE = 256, OPT_CODE_FILE, OPT_ANSWERS, OPT_RESUME,
	       OPT_RESTART, OPT_DB, OPT_RESULTS_DIR, OPT_RULES_DIR };
	static const struct option options[] = {
		{ "trainee", required_argument, NULL, OPT_TRAINEE },
		{ "code-file", required_argument, NULL, OPT_CODE_FILE },
		{ "answers", required_argument, NULL, OPT_ANSWERS },
		{ "resume", no_argument, NULL, OPT_RESUME },
		{ "restart", no_argument, NULL, OPT_RESTART },
		{ "db", required_argument, NULL, OPT_DB },
		{ "results-dir", required_argument, NULL, OPT_RESULTS_DIR },
		{ "rules-dir", required_argument, NULL, OPT_RULES_DIR },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int opt;

	memset(o, 0, sizeof *o);
	cli_getopt_begin();
	while ((opt = cli_getopt(argc, argv, options)) != -1) {
		switch (opt) {
		case OPT_TRAINEE: o->trainee = optarg; break;
		case OPT_CODE_FILE: o->code_file = optarg; break;
		case OPT_ANSWERS: o->answers = optarg; break;
		case OPT_RESUME: o->resume = true; break;
		case OPT_RESTART: o->restart = true; break;
		case OPT_DB: o->db = optarg; break;
		case OPT_RESULTS_DIR: o->results_dir = optarg; break;
		case OPT_RULES_DIR: o->rules_dir = optarg; break;
		default:
			return cli_option_end("exam", opt, argv, usage);
		}
	}
	if (optind == argc)
		return cli_usage_error("exam", "%s", _("no exam file given"));
	if (argc - optind > 1)
		return cli_extra_argument("exam", argv[optind + 1]);
	o->file = argv[optind];
	if (o->resume && o->restart)
		return cli_usage_error("exam", "%s", _("--resume and --restart"
						       " exclude each other"));
	if (o->trainee != NULL &&
	    !cli_name_ok("exam", "--trainee", o->trainee, false))
		return EXIT_USAGE;
	return -1;
}

static bool load(const struct exam_opts *o, const char *path,
		 struct scenario *sc, char sha[STORE_SHA256_HEX])
{
	char rules_dir[4096];
	struct diag_list errs;
	struct error err;
	bool ok;

	diag_list_init(&errs);
	ok = scenario_load(path,
			   cli_rules_dir(o->rules_dir, rules_dir,
					 sizeof rules_dir),
			   sc, &errs);
	for (size_t i = 0; i < errs.count; i++)
		cli_print_diag(&errs.items[i]);
	diag_list_free(&errs);
	if (ok && !seal_sha256_file(path, sha, &err)) {
		cli_error("%s", err.message);
		ok = false;
	}
	return ok;
}

static void print_summary(const struct exam_report *rep)
{
	const struct session_summary *s = &rep->sum;
	char verdict[512], acts[64], errs[64];

	/* Every action and every mistake, of every skill: the counts
	 * `results list` and `results show` print too. */
	snprintf(acts, sizeof acts, ngettext("%d action", "%d actions",
					     (unsigned long)s->all_actions),
		 s->all_actions);
	snprintf(errs, sizeof errs, ngettext("%d mistake", "%d mistakes",
					     (unsigned long)s->mistakes),
		 s->mistakes);
	if (rep->ending == STORE_TIMED_OUT)
		/* TRANSLATORS: the limit in seconds, "N actions",
		 * "N mistakes". */
		printf(_("Exam TIMED OUT: the time limit of %d seconds ran out"
			 " after %s, %s; closed as it stood, not passed.\n"),
		       s->time_limit, acts, errs);
	else if (rep->ending == STORE_ABANDONED)
		printf(_("Exam ABANDONED after %s, %s: closed for good, not"
			 " passed.\n"), acts, errs);
	else
		printf(_("Exam complete: %s, %s.\n"), acts, errs);
	/* Each skill against its own mark (session_verdict.c rounds down:
	 * 100% only without a mistake). */
	for (int k = 0; k < SKILL__COUNT; k++)
		if (s->skill[k].examined && s->skill[k].actions > 0)
			printf(_("  %s: %d/%d (%d%%), mark %d%%: %s\n"),
			       skill_name((enum skill)k), s->skill[k].right,
			       s->skill[k].actions,
			       session_percent(s->skill[k].right,
					       s->skill[k].actions),
			       s->skill[k].pass_mark,
			       s->skill[k].passed ? _("reached")
						  : _("not reached"));
	if (s->max_critical >= 0)
		printf(_("Critical errors: %d, %d allowed.\n"), s->critical,
		       s->max_critical);
	else
		printf(_("Critical errors: %d.\n"), s->critical);
	session_verdict_text(s, verdict, sizeof verdict);
	if (s->pass_mark > 0)
		printf(_("Score %d%% (pass mark %d%%): %s\n"),
		       session_score_percent(s->score), s->pass_mark, verdict);
	else
		printf(_("Score %d%%\n"), session_score_percent(s->score));
	if (s->time_exceeded && rep->ending != STORE_TIMED_OUT)
		printf(_("The time limit of %d seconds was exceeded.\n"),
		       s->time_limit);
}

static int report(const struct exam_opts *o, const struct exam_report *rep)
{
	if (rep->pending[0] != '\0')
		fputs(rep->pending, stderr);
	switch (rep->outcome) {
	case EXAM_SEALED:
		print_summary(rep);
		printf(_("Result sealed in %s\n"), safe_text(rep->sealed));
		return EXIT_OK;
	case EXAM_UNSEALED:
		print_summary(rep);
		cli_error(_("the result could not be sealed: %s"),
			  rep->message);
		cli_error(_("the exam is kept in the database as attempt %"
			    PRId64 "; seal it again with 'crupier results"
			    " seal %" PRId64 "'"), rep->attempt, rep->attempt);
		return EXIT_ERROR;
	case EXAM_STOPPED:
		cli_error(_("exam stopped (%s) after %zu actions; attempt %"
			    PRId64 " stays in progress: resume it with"
			    " 'crupier exam --resume %s'"), rep->message,
			  rep->actions, rep->attempt, o->file);
		return EXIT_ERROR;
	case EXAM_FAILED:
		break;
	}
	cli_error("%s", rep->message);
	if (rep->attempt != 0)
		cli_error(_("attempt %" PRId64 " stays in progress with %zu"
			    " actions"), rep->attempt, rep->actions);
	return EXIT_ERROR;
}

/* The results server cannot be reached: said once, on stderr, when the
 * exam went on into the local database (an attempt started there before,
 * resumed).  A new attempt is refused instead (it starts on the server),
 * and its refusal says why. */
static char server_down[1024];

static void server_notice(void *ctx, const char *message)
{
	(void)ctx;
	snprintf(server_down, sizeof server_down, "%s", message);
}

/* A write waiting for another process's (a classroom's exams sharing one
 * database file): said on stderr once it has waited a few seconds, every
 * half minute while it goes on, and when it is over; the exam waits
 * (store.h's store_wait) unless a signal stops it. */
static bool db_waiting(void *ctx, int64_t waited_ms, bool over)
{
	int64_t *told = ctx;
	long long s = (long long)(waited_ms / 1000);

	if (over) {
		if (!stop_signal_caught())
			cli_error(_("the results database is free again after"
				    " %lld s: the exam goes on"), s);
		*told = 0;
	} else if (*told == 0) {
		cli_error(_("the results database is busy (another program is"
			    " writing to it): waiting"));
		*told = waited_ms;
	} else if (waited_ms - *told >= 30000) {
		cli_error(_("still waiting for the results database (%lld s)"),
			  s);
		*told = waited_ms;
	}
	return !stop_signal_caught();
}

static int run(const struct exam_opts *o, FILE *answers)
{
	char code[SEAL_CODE_MAX], dir[STORE_PATH_MAX];
	char sha[STORE_SHA256_HEX], plain[STORE_PATH_MAX] = "";
	struct exam_report *rep = NULL;
	struct error err;
	bool ok;
	struct scenario *sc = NULL;
	struct store *st = NULL;
	struct outbox_db db = { 0 };
	struct exam_batch b;
	struct exam_server server;
	int64_t told = 0;
	const struct store_wait wait = { db_waiting, &told };
	const struct store_open_watch watch = { NULL, NULL, &wait };
	const char *test = getenv("CRUPIER_TEST_MODE");
	int rc = EXIT_ERROR;

	if (!exam_code_get("exam", o->code_file, code, sizeof code))
		return EXIT_USAGE;
	if (!exam_code_strong(code)) {
		memset(code, 0, sizeof code);
		return EXIT_USAGE;
	}
	sc = calloc(1, sizeof *sc);
	rep = calloc(1, sizeof *rep);
	if (sc == NULL || rep == NULL) {
		cli_error("%s", strerror(ENOMEM));
		goto out;
	}
	/* A sealed exam file: its coups need the code. */
	if (exam_file_is_sealed(o->file) &&
	    !exam_file_open(o->file, code, strlen(code), plain, sizeof plain,
			    &err)) {
		cli_error("%s", err.message);
		goto out;
	}
	ok = load(o, plain[0] != '\0' ? plain : o->file, sc, sha);
	exam_file_close(plain);
	if (!ok ||
	    !cli_results_dir(o->results_dir,
			     _("no place for the results: set HOME,"
			       " XDG_DATA_HOME or give --results-dir"),
			     dir, sizeof dir))
		goto out;
	catch_signals();
	/* A server: recorded here first, pushed there (outbox_db.h). */
	if (!outbox_db_open_watched(o->db, &watch, &db, server_notice, NULL,
				    &err)) {
		cli_error("%s", err.message);
		goto out;
	}
	st = db.st;
	memset(&b, 0, sizeof b);
	b.st = st;
	b.ob = db.ob;
	b.sc = sc;
	b.sha256 = sha;
	b.data_dir = paths_data_dir();
	b.trainee = o->trainee;
	b.code = code;
	b.code_len = strlen(code);
	b.results_dir = dir;
	b.answers = answers;
	b.resume = o->resume;
	b.restart = o->restart;
	b.test_mode = test != NULL && strcmp(test, "1") == 0;
	b.stop = stop_signal_flag();
	/* On a results server the exam starts there (exam_attempt.h). */
	server.start = outbox_db_start;
	server.ctx = &db;
	b.server = db.ob != NULL ? &server : NULL;
	exam_batch_run(&b, rep);
	if (server_down[0] != '\0' && rep->outcome != EXAM_FAILED)
		cli_error("%s", server_down);
	rc = report(o, rep);
out:
	memset(code, 0, sizeof code);
	outbox_db_close(&db);
	free(rep);
	free(sc);
	return rc;
}

/* The trainer's exam screen, given by main() (NULL: none, the exam is
 * played from answers only). */
static exam_screen_fn *exam_screen;

void cli_exam_screen_set(exam_screen_fn *fn)
{
	exam_screen = fn;
}

/* At a terminal: the exam screen of the trainer asks for the code (unless
 * --code-file gives it) and the name (unless --trainee does). */
static int run_tui(const struct exam_opts *o)
{
	char code[SEAL_CODE_MAX] = "", plain[STORE_PATH_MAX] = "";
	bool sealed = exam_file_is_sealed(o->file);
	struct error err;
	struct exam_screen_opts t;
	int rc;

	/* A sealed exam file needs its code before anything is shown. */
	if ((o->code_file != NULL || sealed) &&
	    (!exam_code_get("exam", o->code_file, code, sizeof code) ||
	     !exam_code_strong(code))) {
		memset(code, 0, sizeof code);
		return EXIT_ERROR;
	}
	if (sealed && !exam_file_open(o->file, code, strlen(code), plain,
				      sizeof plain, &err)) {
		cli_error("%s", err.message);
		memset(code, 0, sizeof code);
		return EXIT_ERROR;
	}
	memset(&t, 0, sizeof t);
	t.sealed_name = sealed ? o->file : NULL;
	t.trainee = o->trainee;
	t.code = code[0] != '\0' ? code : NULL;
	t.db = o->db;
	t.results_dir = o->results_dir;
	t.resume = o->resume;
	t.restart = o->restart;
	rc = exam_screen(sealed ? plain : o->file, &t);
	exam_file_close(plain);
	memset(code, 0, sizeof code);
	return rc;
}

int cmd_exam(int argc, char **argv)
{
	struct exam_opts o;
	FILE *answers = stdin;
	int rc;

	if (argc >= 2 && strcmp(argv[1], "seal-file") == 0)
		return cmd_exam_seal_file(argc - 1, argv + 1);
	rc = parse_args(argc, argv, &o);
	if (rc >= 0)
		return rc;
	if (o.answers == NULL && exam_screen != NULL && isatty(STDIN_FILENO))
		return run_tui(&o);
	if (o.trainee == NULL)
		return cli_usage_error("exam", "%s",
				       _("--trainee is required without a"
					 " terminal"));
	if (o.answers != NULL && strcmp(o.answers, "-") != 0) {
		const char *why = NULL;

		answers = regular_file_fopen(o.answers, &why);
		if (answers == NULL) {
			cli_error("%s: %s", o.answers, why);
			return EXIT_ERROR;
		}
	}
	rc = run(&o, answers);
	if (answers != stdin)
		fclose(answers);
	return rc;
}
