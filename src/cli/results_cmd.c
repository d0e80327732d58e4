/* SPDX-License-Identifier: GPL-3.0-or-later */
/* results_cmd.c: `crupier results`: the supervisor's commands over the
 * results: import sealed files (each verified with the exam code), list,
 * show one attempt, verify a file, seal an attempt again after a failed
 * write, and a trainee's progress. */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli/commands.h"
#include "cli/common.h"
#include "cli/exam_code.h"
#include "cli/results_export.h"
#include "cli/results_print.h"
#include "cli/results_sync.h"
#include "i18n.h"
#include "scenario/safe_text.h"
#include "exam/exam_attempt.h"
#include "exam/exam_batch.h"
#include "learning/memory.h"
#include "server/remote.h"
#include "exam/seal.h"
#include "store/store_exam.h"
#include "store/store_result.h"
#include "store/store_outcome.h"

struct results_opts {
	const char *db;
	const char *code_file;
	const char *trainee;
	const char *scenario;
	const char *since;
	const char *results_dir;
	enum results_format format;
	enum export_format export_format;
	enum store_bucket by;
	bool html;                      /* report: HTML, not text */
	bool create;                    /* list, show, progress: may create */
	int first;                      /* argv index of the operands */
};

static void usage(void)
{
	printf(_("Usage: crupier results COMMAND [OPTION]... [ARG]...\n"
		 "The results database: exams and drills, and sealed result\n"
		 "files.\n\n"
		 "Commands:\n"
		 "  import DIR|FILE...  verify each sealed result (*.result in a\n"
		 "                      directory) with the exam code and add it;\n"
		 "                      a rejected file adds nothing, a result\n"
		 "                      already imported is skipped\n"
		 "  list                the attempts, oldest first\n"
		 "  show ID             one attempt: every action, every mistake\n"
		 "                      and its article\n"
		 "  verify FILE         check a sealed result (exit 0 valid, 1 not)\n"
		 "  seal ID             write the sealed result of a complete\n"
		 "                      attempt again (after a full disk or an\n"
		 "                      unwritable directory)\n"
		 "  progress TRAINEE    accuracy and median time per skill over\n"
		 "                      time, the weakest skills, the weak spots\n"
		 "  report              a printable report per trainee\n"
		 "                      (--trainee) or for the class: verdicts,\n"
		 "                      skills and every mistake in words\n"
		 "  new-code            print a new exam code strong enough for a\n"
		 "                      seal (four random words; --help for more)\n\n"
		 "Options:\n"
		 "      --db=PATH          the database (default: $CRUPIER_DB, else\n"
		 "                         $XDG_DATA_HOME/crupier/results.db)\n"
		 "      --code-file=FILE   the exam code's file (import, verify,\n"
		 "                         seal; default: typed, not shown)\n"
		 "      --trainee=NAME     list: only this trainee\n"
		 "      --scenario=ID      list: only this scenario\n"
		 "      --since=DATE       list: started on or after DATE\n"
		 "                         (YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ)\n"
		 "      --format=FORMAT    list: table (default), csv (RFC 4180) or\n"
		 "                         json\n"
		 "      --by=day|attempt   progress: per day (default) or attempt\n"
		 "      --html             report: a self-contained HTML page\n"
		 "      --results-dir=DIR  seal: where to write (default: the\n"
		 "                         settings', else the data directory's)\n"
		 "  -h, --help             show this help and exit\n"));
	/* Apart, so that the text above keeps its translation. */
	printf("%s", _("      --create           list, show, progress, seal: make\n"
		       "                         the database when it does not\n"
		       "                         exist (else refused)\n"));
	printf("%s", _("      --format=json      progress: also the memory of each\n"
		       "                         situation cell, soonest due first\n"));
	printf("%s", _("  export              the attempts for other systems, streamed:\n"
		       "                      --format=csv (default; one column per\n"
		       "                      skill, for a spreadsheet or a Moodle\n"
		       "                      gradebook), json, or xapi (xAPI\n"
		       "                      statements, one a line); --trainee,\n"
		       "                      --scenario and --since filter\n"));
	printf("%s", _("\nA results server as --db (or $CRUPIER_DB): a\n"
		       "postgresql:// address or \"host=... dbname=...\"; list,\n"
		       "show, progress and report read what your database role\n"
		       "may see there (crupier(1), RESULTS SERVER).\n"));
	printf("%s", _("  sync                push to the server what the local\n"
		       "                      database ($CRUPIER_OUTBOX, else the\n"
		       "                      default) holds that it lacks; exit 0\n"
		       "                      only when everything is there\n"));
	printf("%s", _("  release ID          the supervisor releases a reviewed\n"
		       "                      exam attempt (with the exam code):\n"
		       "                      only then does show print its answer\n"
		       "                      key and the explanations\n"));
	printf("%s", _("                      (on a results server: a supervisor\n"
		       "                      of the attempt's site, by his login;\n"
		       "                      once the judge has judged it)\n"));
	printf("%s", _("Also: heatmap [TRAINEE]... [--class=NAME]  the heat\n"
		       "maps of the drawing table and the payments (heatmap\n"
		       "--help for more)\n"));
}

/* YYYY-MM-DD, optionally THH:MM:SSZ. */
static bool valid_date(const char *s)
{
	static const char shape[] = "dddd-dd-ddTdd:dd:ddZ";
	size_t n = strlen(s);

	if (n != 10 && n != sizeof shape - 1)
		return false;
	for (size_t i = 0; i < n; i++)
		if (shape[i] == 'd' ? (s[i] < '0' || s[i] > '9')
				    : s[i] != shape[i])
			return false;
	return true;
}

static int parse_args(int argc, char **argv, struct results_opts *o,
		      bool export)
{
	enum { OPT_DB = 256, OPT_CODE_FILE, OPT_TRAINEE, OPT_SCENARIO,
	       OPT_SINCE, OPT_FORMAT, OPT_BY, OPT_RESULTS_DIR, OPT_HTML,
	       OPT_CREATE };
	static const struct option options[] = {
		{ "db", required_argument, NULL, OPT_DB },
		{ "code-file", required_argument, NULL, OPT_CODE_FILE },
		{ "trainee", required_argument, NULL, OPT_TRAINEE },
		{ "scenario", required_argument, NULL, OPT_SCENARIO },
		{ "since", required_argument, NULL, OPT_SINCE },
		{ "format", required_argument, NULL, OPT_FORMAT },
		{ "by", required_argument, NULL, OPT_BY },
		{ "results-dir", required_argument, NULL, OPT_RESULTS_DIR },
		{ "html", no_argument, NULL, OPT_HTML },
		{ "create", no_argument, NULL, OPT_CREATE },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int opt;

	memset(o, 0, sizeof *o);
	cli_getopt_begin();
	while ((opt = cli_getopt(argc, argv, options)) != -1) {
		switch (opt) {
		case OPT_DB: o->db = optarg; break;
		case OPT_CODE_FILE: o->code_file = optarg; break;
		case OPT_TRAINEE: o->trainee = optarg; break;
		case OPT_SCENARIO: o->scenario = optarg; break;
		case OPT_RESULTS_DIR: o->results_dir = optarg; break;
		case OPT_HTML: o->html = true; break;
		case OPT_CREATE: o->create = true; break;
		case OPT_SINCE:
			if (!valid_date(optarg))
				return cli_usage_error("results", "%s",
					_("--since must be YYYY-MM-DD or"
					  " YYYY-MM-DDTHH:MM:SSZ"));
			o->since = optarg;
			break;
		case OPT_FORMAT:
			if (export) {
				if (strcmp(optarg, "csv") == 0)
					o->export_format = EXPORT_CSV;
				else if (strcmp(optarg, "json") == 0)
					o->export_format = EXPORT_JSON;
				else if (strcmp(optarg, "xapi") == 0)
					o->export_format = EXPORT_XAPI;
				else
					return cli_usage_error("results", "%s",
						_("--format must be csv, json"
						  " or xapi"));
				break;
			}
			if (strcmp(optarg, "table") == 0)
				o->format = RESULTS_TABLE;
			else if (strcmp(optarg, "csv") == 0)
				o->format = RESULTS_CSV;
			else if (strcmp(optarg, "json") == 0)
				o->format = RESULTS_JSON;
			else
				return cli_usage_error("results", "%s",
					_("--format must be table, csv or"
					  " json"));
			break;
		case OPT_BY:
			if (strcmp(optarg, "day") == 0)
				o->by = STORE_BY_DAY;
			else if (strcmp(optarg, "attempt") == 0)
				o->by = STORE_BY_ATTEMPT;
			else
				return cli_usage_error("results", "%s",
					_("--by must be day or attempt"));
			break;
		default:
			return cli_option_end("results", opt, argv, usage);
		}
	}
	o->first = optind;
	return -1;
}

static bool parse_id(const char *text, int64_t *id)
{
	if (cli_parse_int64(text, 1, INT64_MAX, id))
		return true;
	cli_usage_error("results", _("not an attempt number: %s"), text);
	return false;
}

/* One sealed file: verified, then imported whole or not at all. */
static bool import_file(struct store *st, const char *path, const char *code)
{
	char mac[SEAL_MAC_HEX];
	struct error err;
	json_t *result = NULL;
	bool dup;
	int64_t id;

	if (seal_verify(path, code, strlen(code), &result, mac, &err) !=
	    SEAL_OK) {
		cli_error(_("%s: rejected, nothing imported: %s"), path,
			  err.message);
		return false;
	}
	if (!store_import(st, result, path, mac, &id, &dup, &err)) {
		json_decref(result);
		cli_error(_("%s: rejected, nothing imported: %s"), path,
			  err.message);
		return false;
	}
	json_decref(result);
	if (dup)
		printf(_("%s: already imported (attempt %" PRId64 ")\n"),
		       safe_text(path), id);
	else
		printf(_("%s: imported as attempt %" PRId64 "\n"),
		       safe_text(path), id);
	return true;
}

static int cmp_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The *.result files of a directory, in name order. */
static bool import_dir(struct store *st, const char *dir, const char *code,
		       int *bad)
{
	char **names = NULL, path[STORE_PATH_MAX];
	size_t n = 0, cap = 0;
	struct dirent *e;
	DIR *d = opendir(dir);

	if (d == NULL) {
		cli_error("%s: %s", dir, strerror(errno));
		return false;
	}
	while ((e = readdir(d)) != NULL) {
		size_t len = strlen(e->d_name);

		if (len <= 7 || strcmp(e->d_name + len - 7, ".result") != 0)
			continue;
		if (n == cap) {
			char **more = realloc(names, (cap ? cap * 2 : 16) *
						     sizeof *names);

			if (more == NULL)
				break;
			names = more;
			cap = cap ? cap * 2 : 16;
		}
		names[n] = strdup(e->d_name);
		if (names[n] != NULL)
			n++;
	}
	closedir(d);
	qsort(names, n, sizeof *names, cmp_names);
	for (size_t i = 0; i < n; i++) {
		snprintf(path, sizeof path, "%s/%s", dir, names[i]);
		if (!import_file(st, path, code))
			(*bad)++;
		free(names[i]);
	}
	free(names);
	if (n == 0)
		printf(_("%s: no sealed results (*.result)\n"), safe_text(dir));
	return true;
}

/* After an import: every trainee's exam attempts not handed in (the
 * numbers missing up to the highest count a seal carries), and those
 * handed in twice (an attempt sealed again, perhaps to hide a later
 * one). */
static bool print_gaps(struct store *st)
{
	struct store_exam_gap *g = NULL;
	struct error err;
	size_t n;

	if (!store_exam_gaps(st, &g, &n, &err)) {
		cli_error("%s", err.message);
		return false;
	}
	for (size_t i = 0; i < n; i++) {
		if (g[i].missing[0] != '\0')
			printf(_("%s, %s: %d attempts made, not handed in:"
				 " %s\n"), g[i].trainee, g[i].scenario,
			       g[i].count, g[i].missing);
		if (g[i].twice[0] != '\0')
			printf(_("%s, %s: handed in more than once (sealed"
				 " again): %s\n"), g[i].trainee,
			       g[i].scenario, g[i].twice);
	}
	free(g);
	return true;
}

static int cmd_import(const struct results_opts *o, int argc, char **argv)
{
	char code[SEAL_CODE_MAX];
	struct store *st;
	struct stat sb;
	int bad = 0;

	if (o->first == argc)
		return cli_usage_error("results", "%s",
				       _("import: no directory given"));
	if (!exam_code_get("results", o->code_file, code, sizeof code))
		return EXIT_USAGE;
	st = exam_store_open(o->db);
	if (st == NULL)
		return EXIT_ERROR;
	for (int i = o->first; i < argc; i++) {
		if (stat(argv[i], &sb) != 0) {
			cli_error("%s: %s", argv[i], strerror(errno));
			bad++;
		} else if (S_ISDIR(sb.st_mode)) {
			if (!import_dir(st, argv[i], code, &bad))
				bad++;
		} else if (!import_file(st, argv[i], code)) {
			bad++;
		}
	}
	memset(code, 0, sizeof code);
	if (!print_gaps(st))
		bad++;
	store_close(st);
	return bad > 0 ? EXIT_ERROR : EXIT_OK;
}

/* The database to read from: a results server's visible rows, or the
 * file (existing: one that must exist unless --create). */
static struct store *open_read(const struct results_opts *o, bool existing)
{
	return results_open_reading(o->db, true, o->create || !existing);
}

/* The listings of the attempts the filter finds: list, export, and
 * report, which makes the database where there is none. */
enum listing { LISTING_LIST, LISTING_EXPORT, LISTING_REPORT };

static int listing(const struct results_opts *o, int argc, char **argv,
		   enum listing what)
{
	struct store_filter f = { o->trainee, o->scenario, o->since, false };
	struct store *st;
	int rc;

	if (o->first < argc)
		return cli_extra_argument("results", argv[o->first]);
	st = open_read(o, what != LISTING_REPORT);
	if (st == NULL)
		return EXIT_ERROR;
	switch (what) {
	case LISTING_LIST:
		rc = results_print_list(st, &f, o->format);
		break;
	case LISTING_EXPORT:
		rc = results_export(st, &f, o->export_format);
		break;
	default:
		rc = results_print_report(st, &f, o->html);
		break;
	}
	store_close(st);
	return rc;
}

static int cmd_list(const struct results_opts *o, int argc, char **argv)
{
	return listing(o, argc, argv, LISTING_LIST);
}

static int cmd_show(const struct results_opts *o, int argc, char **argv)
{
	struct store_skill skills[SKILL__COUNT];
	struct store_action *acts = NULL;
	struct store_attempt a;
	struct store_scoring sc;
	struct error err;
	struct store *st;
	size_t n_acts = 0, n_skills = 0;
	bool found;
	int64_t id;
	int rc = EXIT_ERROR;

	if (o->first == argc)
		return cli_usage_error("results", "%s",
				       _("show: no attempt number given"));
	if (argc - o->first > 1)
		return cli_extra_argument("results", argv[o->first + 1]);
	if (!parse_id(argv[o->first], &id))
		return EXIT_USAGE;
	st = open_read(o, true);
	if (st == NULL)
		return EXIT_ERROR;
	if (!store_get(st, id, &a, &found, &err) ||
	    (found && (!store_skills(st, id, skills, &n_skills, &err) ||
		       !store_actions(st, id, &acts, &n_acts, &err) ||
		       !store_scoring_get(st, id, &sc, &err) ||
		       !store_scoring_flags(st, id, acts, n_acts, &err))))
		cli_error("%s", err.message);
	else if (!found)
		cli_error(_("no attempt %" PRId64), id);
	else
		/* An exam's key: released, or to the holder of its code
		 * (as `crupier judge` shows it). */
		rc = results_print_show_scored(&a, skills, n_skills, acts,
					       n_acts, &sc, !a.exam ||
					       a.released[0] != '\0' ||
					       o->code_file != NULL ||
					       getenv("CRUPIER_EXAM_CODE")
						       != NULL);
	free(acts);
	store_close(st);
	return rc;
}

static int cmd_verify(const struct results_opts *o, int argc, char **argv)
{
	char code[SEAL_CODE_MAX];
	struct error err;
	const char *path;
	enum seal_status s;

	if (o->first == argc)
		return cli_usage_error("results", "%s",
				       _("verify: no file given"));
	if (argc - o->first > 1)
		return cli_extra_argument("results", argv[o->first + 1]);
	path = argv[o->first];
	if (!exam_code_get("results", o->code_file, code, sizeof code))
		return EXIT_USAGE;
	s = seal_verify(path, code, strlen(code), NULL, NULL, &err);
	memset(code, 0, sizeof code);
	if (s != SEAL_OK) {
		cli_error(_("%s: invalid: %s"), path, err.message);
		return EXIT_ERROR;
	}
	printf(_("%s: valid\n"), safe_text(path));
	return EXIT_OK;
}

/* Whether attempt id's verdict may be sealed: this computer's own, or
 * the results server's judge's; false with why otherwise. */
static bool judged_or_own(struct store *st, int64_t id, struct error *err)
{
	struct store_attempt a;
	bool found;

	if (!store_get(st, id, &a, &found, err))
		return false;
	if (!found || store_verdict_final(&a))
		return true;    /* exam_seal says there is none */
	if (a.verdict == STORE_VERDICT_AWAITING)
		error_set(err, _("attempt %" PRId64 " awaits the results"
				  " server's judge (crupier server judge):"
				  " only a judged verdict is sealed"), id);
	else
		error_set(err, _("attempt %" PRId64 " could not be judged"
				  " (%s): there is no verdict to seal"), id,
			  a.verdict_note);
	return false;
}

static int cmd_seal(const struct results_opts *o, int argc, char **argv)
{
	char code[SEAL_CODE_MAX], dir[STORE_PATH_MAX], path[STORE_PATH_MAX];
	struct error err;
	struct store *st;
	int64_t id;
	bool ok;

	if (o->first == argc)
		return cli_usage_error("results", "%s",
				       _("seal: no attempt number given"));
	if (argc - o->first > 1)
		return cli_extra_argument("results", argv[o->first + 1]);
	if (!parse_id(argv[o->first], &id))
		return EXIT_USAGE;
	if (!cli_results_dir(o->results_dir,
			     _("no place for the results: give"
			       " --results-dir"),
			     dir, sizeof dir))
		return EXIT_ERROR;
	if (!exam_code_get("results", o->code_file, code, sizeof code))
		return EXIT_USAGE;
	if (!exam_code_strong(code)) {
		memset(code, 0, sizeof code);
		return EXIT_USAGE;
	}
	st = open_read(o, true);
	if (st == NULL)
		return EXIT_ERROR;
	/* On a results server only the judge's verdict is sealed. */
	ok = judged_or_own(st, id, &err) &&
	     exam_seal(st, id, dir, code, strlen(code), path, sizeof path,
		       &err);
	memset(code, 0, sizeof code);
	store_close(st);
	if (!ok)
		return cli_fail(&err);
	printf(_("Result sealed in %s\n"), safe_text(path));
	return EXIT_OK;
}

/* On a results server the server decides: its function lets a
 * supervisor of the attempt's site (or the administrator) release it,
 * whoever the login says it is; no exam code is asked (the login is his
 * word for it). */
static bool release_on_server(const char *db, int64_t id, bool *done,
			      struct error *err)
{
	struct remote *r;
	bool ok;

	*done = false;
	if (!remote_open(results_db_given(db), &r, err))
		return false;
	ok = remote_attempt_release(r, id, done, err);
	remote_close(r);
	return ok;
}

/* The supervisor releases a reviewed exam attempt to its trainee: in a
 * results file the exam code is his word for it (exam_attempt_release);
 * on a server, his login. */
static int cmd_release(const struct results_opts *o, int argc, char **argv)
{
	char code[SEAL_CODE_MAX];
	struct error err;
	struct store *st;
	int64_t id;
	bool ok, done;

	if (o->first == argc)
		return cli_usage_error("results", "%s",
				       _("release: no attempt number given"));
	if (argc - o->first > 1)
		return cli_extra_argument("results", argv[o->first + 1]);
	if (!parse_id(argv[o->first], &id))
		return EXIT_USAGE;
	if (results_db_is_server(o->db)) {
		ok = release_on_server(o->db, id, &done, &err);
	} else {
		if (!exam_code_get("results", o->code_file, code,
				   sizeof code))
			return EXIT_USAGE;
		st = exam_store_open(o->db);
		if (st == NULL) {
			memset(code, 0, sizeof code);
			return EXIT_ERROR;
		}
		ok = exam_attempt_release(st, id, code, strlen(code), &done,
					  &err);
		memset(code, 0, sizeof code);
		store_close(st);
	}
	if (!ok) {
		cli_error("%s", err.message);
		return EXIT_ERROR;
	}
	if (done)
		printf(_("Attempt %" PRId64 " released: its trainee now sees"
			 " its answer key and the explanations of its"
			 " mistakes.\n"), id);
	else
		printf(_("Attempt %" PRId64 " was released before.\n"), id);
	return EXIT_OK;
}

/* The JSON adds the memory of each cell (memory.h). */
static int progress_json(struct store *st, const char *trainee,
			 const struct store_point *points, size_t n_points,
			 const struct store_skill *weak, size_t n_weak,
			 const struct store_spot *spots, size_t n_spots)
{
	struct memory_cell *cells = NULL;
	struct error err;
	size_t n_cells = 0;
	int rc;

	if (!memory_cells(st, trainee, &cells, &n_cells, &err))
		return cli_fail(&err);
	rc = results_print_progress_json(trainee, points, n_points, weak,
					 n_weak, spots, n_spots, cells,
					 n_cells);
	free(cells);
	return rc;
}

static int cmd_progress(const struct results_opts *o, int argc, char **argv)
{
	struct store_skill weak[SKILL__COUNT];
	struct store_point *points = NULL;
	struct store_spot *spots = NULL;
	struct error err;
	struct store *st;
	size_t n_points = 0, n_weak = 0, n_spots = 0;
	int rc = EXIT_ERROR;

	if (o->first == argc)
		return cli_usage_error("results", "%s",
				       _("progress: no trainee given"));
	if (argc - o->first > 1)
		return cli_extra_argument("results", argv[o->first + 1]);
	st = open_read(o, true);
	if (st == NULL)
		return EXIT_ERROR;
	if (!store_progress(st, argv[o->first], o->by, &points, &n_points,
			    &err) ||
	    !store_weakest(st, argv[o->first], 1, weak, &n_weak, &err) ||
	    !store_weak_spots(st, argv[o->first], 10, &spots, &n_spots, &err))
		cli_error("%s", err.message);
	else if (o->format == RESULTS_JSON)
		rc = progress_json(st, argv[o->first], points, n_points, weak,
				   n_weak, spots, n_spots);
	else
		rc = results_print_progress(argv[o->first], points, n_points,
					    weak, n_weak, spots, n_spots);
	/* Mastery in words after the table; JSON stays one document. */
	if (rc == EXIT_OK && n_points > 0 && o->format != RESULTS_JSON)
		rc = results_print_mastery(st, argv[o->first]);
	free(points);
	free(spots);
	store_close(st);
	return rc;
}

static int cmd_sync(const struct results_opts *o, int argc, char **argv)
{
	if (o->first < argc)
		return cli_extra_argument("results", argv[o->first]);
	return results_sync(o->db);
}

static int cmd_export(const struct results_opts *o, int argc, char **argv)
{
	return listing(o, argc, argv, LISTING_EXPORT);
}

static int cmd_report(const struct results_opts *o, int argc, char **argv)
{
	return listing(o, argc, argv, LISTING_REPORT);
}

int cmd_results(int argc, char **argv)
{
	static const struct {
		const char *name;
		int (*run)(const struct results_opts *, int, char **);
	} subs[] = {
		{ "import", cmd_import }, { "list", cmd_list },
		{ "show", cmd_show }, { "verify", cmd_verify },
		{ "seal", cmd_seal }, { "progress", cmd_progress },
		{ "report", cmd_report },
		{ "release", cmd_release },
		{ "sync", cmd_sync },
		{ "export", cmd_export },
	};
	struct results_opts o;
	int rc;

	/* A file-size limit is a write error to report, not a death. */
	signal(SIGXFSZ, SIG_IGN);
	/* Its own options. */
	if (argc >= 2 && strcmp(argv[1], "new-code") == 0)
		return cmd_results_new_code(argc - 1, argv + 1);
	if (argc >= 2 && strcmp(argv[1], "heatmap") == 0)
		return cmd_results_heatmap(argc - 1, argv + 1);
	if (argc >= 2 && argv[1][0] != '-') {
		for (size_t i = 0; i < sizeof subs / sizeof subs[0]; i++) {
			if (strcmp(argv[1], subs[i].name) != 0)
				continue;
			rc = parse_args(argc - 1, argv + 1, &o,
					strcmp(subs[i].name, "export") == 0);
			if (rc >= 0)
				return rc;
			return subs[i].run(&o, argc - 1, argv + 1);
		}
		return cli_usage_error("results", _("unknown results command"
						    " '%s'"), argv[1]);
	}
	rc = parse_args(argc, argv, &o, false);
	if (rc >= 0)
		return rc;
	return cli_usage_error("results", "%s",
			       _("no results command given"));
}
