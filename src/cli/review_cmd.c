/* SPDX-License-Identifier: GPL-3.0-or-later */
/* review_cmd.c: `crupier review`: the trainee's memory of each situation
 * cell, soonest due first, and the review drill built from the due cells
 * (review.h) written as a scenario file, checked by playing it through
 * with its answer key as `crupier judge` does.  The trainer plays it
 * ("Repaso" in the menu); it is a drill, never an exam result. */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "base/config_file.h"
#include "class/class_source.h"
#include "class/class_store.h"
#include "cli/commands.h"
#include "cli/common.h"
#include "cli/exam_code.h"
#include "i18n.h"
#include "scenario/safe_text.h"
#include "scenario/scenario_load.h"
#include "learning/review_build.h"
#include "session/script.h"

struct review_opts {
	const char *trainee;
	const char *db;
	const char *out;
	const char *profile;
	const char *rules_dir;
	uint64_t seed;
	bool has_seed;
	int coups;
};

static void usage(void)
{
	printf("%s", _("Usage: crupier review [OPTION]...\n"
		       "The trainee's memory of each situation cell, soonest due\n"
		       "first, and a review drill built from the cells due: each\n"
		       "coup found by searching shoes with the engine, written as\n"
		       "a scenario file (judge it with 'crupier judge FILE'; play\n"
		       "it in the trainer, Review in the menu).\n\n"
		       "      --trainee=NAME   whose cells (default: the name the\n"
		       "                       trainer records under: the roster's\n"
		       "                       for the login, else the settings',\n"
		       "                       else the login)\n"
		       "      --db=PATH        the results database\n"
		       "      --seed=N         the search's seed (default: the clock);\n"
		       "                       the same seed and cells give the same\n"
		       "                       drill\n"
		       "      --out=FILE       where to write the drill (default:\n"
		       "                       DATA/reviews/review-SEED-HASH.yaml)\n"
		       "      --coups=N        coups in the drill (1-24, default 10)\n"
		       "      --rules=NAME     the rules profile (default: iplyc)\n"
		       "      --rules-dir=DIR  where the rules profiles are\n"
		       "  -h, --help           show this help and exit\n"));
}

static int parse_args(int argc, char **argv, struct review_opts *o)
{
	enum { OPT_TRAINEE = 256, OPT_DB, OPT_SEED, OPT_OUT, OPT_COUPS,
	       OPT_RULES, OPT_RULES_DIR };
	static const struct option options[] = {
		{ "trainee", required_argument, NULL, OPT_TRAINEE },
		{ "db", required_argument, NULL, OPT_DB },
		{ "seed", required_argument, NULL, OPT_SEED },
		{ "out", required_argument, NULL, OPT_OUT },
		{ "coups", required_argument, NULL, OPT_COUPS },
		{ "rules", required_argument, NULL, OPT_RULES },
		{ "rules-dir", required_argument, NULL, OPT_RULES_DIR },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int64_t v;
	int opt;

	memset(o, 0, sizeof *o);
	o->profile = "iplyc";
	o->coups = REVIEW_COUPS_DEFAULT;
	cli_getopt_begin();
	while ((opt = cli_getopt(argc, argv, options)) != -1) {
		switch (opt) {
		case OPT_TRAINEE: o->trainee = optarg; break;
		case OPT_DB: o->db = optarg; break;
		case OPT_OUT: o->out = optarg; break;
		case OPT_RULES: o->profile = optarg; break;
		case OPT_RULES_DIR: o->rules_dir = optarg; break;
		case OPT_SEED:
			if (!cli_parse_uint64(optarg, &o->seed))
				return cli_usage_error("review", "%s",
					_("--seed must be a whole number"));
			o->has_seed = true;
			break;
		case OPT_COUPS:
			if (!cli_parse_int64(optarg, 1, REVIEW_COUPS_MAX, &v))
				return cli_usage_error("review", "%s",
					_("--coups must be 1 to 24"));
			o->coups = (int)v;
			break;
		default:
			return cli_option_end("review", opt, argv, usage);
		}
	}
	if (optind < argc)
		return cli_extra_argument("review", argv[optind]);
	if (!o->has_seed)
		o->seed = (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 32);
	return -1;
}

/* The name the trainer records this user's drills under (as the
 * trainer's history does): the roster name bound to the login, else the
 * settings' trainee, else the login.  -1, or the exit status when there
 * is none (said): never a made-up name, which would be read as
 * somebody's. */
static int default_trainee(struct store *st, char *buf, size_t size)
{
	char login[STORE_NAME_MAX], bound[STORE_NAME_MAX];
	struct config c;
	struct error err;
	struct diag d;
	bool have_login = class_login(st, login, sizeof login);

	if (have_login &&
	    class_trainee_of(class_source(st), login, bound, sizeof bound,
			     &err) && bound[0] != '\0') {
		snprintf(buf, size, "%s", bound);
		return -1;
	}
	if (!config_load(&c, &d)) {
		cli_print_diag(&d);
		return EXIT_ERROR;
	}
	if (c.trainee[0] != '\0') {
		snprintf(buf, size, "%s", c.trainee);
		return -1;
	}
	if (have_login) {
		snprintf(buf, size, "%s", login);
		return -1;
	}
	return cli_usage_error("review", "%s",
			       _("whose review? No login name and no trainee"
				 " in the settings: give --trainee=NAME"));
}

static void print_cells(const struct review_build *b, const char *trainee)
{
	char text[128];

	printf(_("Cells of %s, soonest due first (%zu, %d due now):\n"),
	       safe_text(trainee), b->n_cells, b->n_due);
	for (size_t i = 0; i < b->n_cells; i++) {
		const struct memory_cell *c = &b->cells[i];

		cell_text(c->cell, text, sizeof text);
		printf(_("  %-22s %3d/%-3d median %6" PRId64 " ms  S %8.3f  D %5.2f"
			 "  due %s  %s\n"), safe_text(c->cell), c->right,
		       c->seen, c->median_ms, c->stability, c->difficulty,
		       safe_text(c->due), safe_text(text));
	}
}

static void print_plan(const struct review_plan *p)
{
	printf(_("The review drill: %d coups, seed %" PRIu64 "; the search"
		 " dealt %ld coups, %.0f expected by the exact odds.\n"),
	       p->n_coups, p->seed, p->tries, p->expected);
	for (int i = 0; i < p->n_coups; i++)
		printf(_("  coup %d: %-16s odds %.6f per coup, found after %ld"
			 " (bound %ld)\n"), i + 1, safe_text(p->coups[i].cell),
		       p->coups[i].p, p->coups[i].tries, p->coups[i].bound);
	for (int i = 0; i < p->n_other; i++)
		printf(_("  not set up by the generator: %s\n"),
		       safe_text(p->other[i]));
}

/* The file written is played through with its answer key, and each
 * coup goes through the cell it was found for. */
static bool check_file(const char *path, const char *rules_dir,
		       const struct review_plan *p)
{
	struct scenario *sc = calloc(1, sizeof *sc);
	struct script *run = calloc(1, sizeof *run);
	struct script_key key;
	struct diag_list errs;
	struct diag err;
	bool ok = sc != NULL && run != NULL;
	int bad = 0;

	diag_list_init(&errs);
	memset(&key, 0, sizeof key);
	memset(&err, 0, sizeof err);
	if (ok)
		ok = scenario_load(path, rules_dir, sc, &errs);
	for (size_t i = 0; i < errs.count; i++)
		cli_print_diag(&errs.items[i]);
	diag_list_free(&errs);
	if (ok && !(script_init(run, sc, &err) && script_run(run, &key, &err))) {
		cli_print_diag(&err);
		ok = false;
	}
	if (ok && !review_verify(sc, p, &bad)) {
		cli_error(_("%s: coup %d does not go through its cell"), path,
			  bad);
		ok = false;
	}
	script_key_free(&key);
	free(run);
	free(sc);
	return ok;
}

int cmd_review(int argc, char **argv)
{
	char default_dir[4096], name[STORE_NAME_MAX];
	struct review_opts o;
	struct review_build b;
	struct error err;
	struct rules r;
	struct store *st;
	int rc = parse_args(argc, argv, &o);

	if (rc >= 0)
		return rc;
	o.rules_dir = cli_rules_dir(o.rules_dir, default_dir,
				    sizeof default_dir);
	if (!cli_load_rules(o.profile, &r))
		return EXIT_ERROR;
	st = exam_store_open(o.db);
	if (st == NULL)
		return EXIT_ERROR;
	if (o.trainee == NULL) {
		rc = default_trainee(st, name, sizeof name);
		if (rc >= 0) {
			store_close(st);
			return rc;
		}
		o.trainee = name;
	}
	if (!review_build(st, o.trainee, &r, o.profile, o.seed, o.coups,
			  o.out, &b, &err)) {
		cli_error("%s", err.message);
		free(b.cells);
		store_close(st);
		return EXIT_ERROR;
	}
	store_close(st);
	print_cells(&b, o.trainee);
	if (!b.planned) {
		printf("%s\n", _("No due cell the generator can set up: nothing"
				 " to review."));
		free(b.cells);
		return EXIT_OK;
	}
	print_plan(&b.plan);
	free(b.cells);
	if (!check_file(b.path, o.rules_dir, &b.plan))
		return EXIT_ERROR;
	printf(_("Written to %s (judge it with: crupier judge %s)\n"),
	       safe_text(b.path), safe_text(b.path));
	return EXIT_OK;
}
