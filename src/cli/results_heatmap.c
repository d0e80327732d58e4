/* SPDX-License-Identifier: GPL-3.0-or-later */
/* results_heatmap.c: `crupier results heatmap [TRAINEE]... [--class C]`,
 * the heat maps of the drawing table and the payments (trainer/
 * heatmap.h) for a trainee, several, a class, or the whole database:
 * one symbol per square so that it reads without colour, coloured on a
 * terminal unless NO_COLOR or --color=never, then the weakest cells in
 * words. */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli/commands.h"
#include "cli/common.h"
#include "cli/results_print.h"
#include "cli/exam_code.h"
#include "i18n.h"
#include "scenario/safe_text.h"
#include "scenario/targets.h"
#include "session/cell.h"
#include "learning/heatmap.h"
#include "base/text_width.h"

#define WEAKEST_MAX 10

static void usage(void)
{
	printf(_("Usage: crupier results heatmap [OPTION]... [TRAINEE]...\n"
		 "The heat maps of the drawing table (Banca's total by Punto's\n"
		 "third card, Punto's total) and of the payments, for the\n"
		 "trainees named, a class (--class), or every trainee of the\n"
		 "database: each square's symbol says how often it was done\n"
		 "right, and '~' that its median time is over the skill's\n"
		 "target (the rules profile's targets).\n\n"
		 "Options:\n"
		 "      --db=PATH          the database (default: $CRUPIER_DB,\n"
		 "                         else $XDG_DATA_HOME/crupier/results.db)\n"
		 "      --class=NAME       the members of this class\n"
		 "      --rules=PROFILE    whose targets judge the squares\n"
		 "                         (default: iplyc)\n"
		 "      --color=WHEN       auto (default: on a terminal, unless\n"
		 "                         NO_COLOR is set), always or never\n"
		 "  -h, --help             show this help and exit\n"));
	/* Apart, so that the text above keeps its translation. */
	printf("%s", _("      --format=FORMAT    table (default) or json: every square\n"
		       "                         seen, with its cell key and figures\n"));
}

/* The JSON names of the maps and levels (stable, not translated). */
static const char *const map_keys[HEAT__MAPS] = {
	"drawing", "punto", "payouts", "bank", "collect", "back",
};
static const char *const level_keys[] = {
	"unseen", "good", "fair", "poor", "bad",
};

static int print_json(const struct heatmap *h, const struct rules *r)
{
	json_t *root = json_object(), *maps = json_array();

	json_object_set_new(root, "profile", json_string(r->name));
	json_object_set_new(root, "actions", json_integer(h->actions));
	json_object_set_new(root, "trainees", json_integer(h->trainees));
	json_object_set_new(root, "mastery_accuracy",
			    json_integer(rules_mastery_accuracy(r)));
	for (int m = 0; m < HEAT__MAPS; m++) {
		const struct heat_grid *g = &h->grid[m];
		json_t *o = json_object(), *cells = json_array();

		json_object_set_new(o, "map", json_string(map_keys[m]));
		for (int row = 0; row < g->rows; row++)
			for (int c = 0; c < g->cols; c++) {
				const struct heat_cell *x = &g->cell[row][c];
				json_t *e;
				char key[64];

				if (!g->exists[row][c] || x->seen == 0)
					continue;
				heatmap_square_key((enum heat_map)m, row, c,
						   key, sizeof key);
				e = json_object();
				json_object_set_new(e, "cell", json_string(key));
				json_object_set_new(e, "row", json_integer(row));
				json_object_set_new(e, "col", json_integer(c));
				json_object_set_new(e, "seen",
						    json_integer(x->seen));
				json_object_set_new(e, "right",
						    json_integer(x->right));
				json_object_set_new(e, "median_ms",
						    json_integer(x->median_ms));
				json_object_set_new(e, "target_ms", json_integer(
					skill_target_ms(r, x->skill)));
				json_object_set_new(e, "level", json_string(
					level_keys[heat_level(x, r)]));
				json_object_set_new(e, "slow",
						    json_boolean(heat_slow(x, r)));
				json_array_append_new(cells, e);
			}
		json_object_set_new(o, "cells", cells);
		json_array_append_new(maps, o);
	}
	json_object_set_new(root, "maps", maps);
	return cli_print_json(root, 17);
}

struct heat_opts {
	const char *db;
	const char *class_name;
	const char *rules;
	bool colour;
	bool json;
};

/* ANSI colours by level: green, yellow, red, bold red. */
static const char *const level_colour[] = {
	[HEAT_UNSEEN] = "", [HEAT_GOOD] = "\033[32m",
	[HEAT_FAIR] = "\033[33m", [HEAT_POOR] = "\033[31m",
	[HEAT_BAD] = "\033[1;31m",
};

static void pad(const char *s, int width)
{
	fputs(s, stdout);
	for (int i = text_width(s); i < width; i++)
		putchar(' ');
}

static int label_width(const struct heatmap *h)
{
	int w = 0;

	for (int m = 0; m < HEAT__MAPS; m++)
		for (int r = 0; r < h->grid[m].rows; r++) {
			int x = text_width(h->grid[m].row_label[r]);

			if (x > w)
				w = x;
		}
	return w + 2;
}

static int col_width(const struct heat_grid *g, int c)
{
	int w = text_width(g->col_label[c]);

	return (w > 2 ? w : 2) + 1;
}

static void print_grid(const struct heat_grid *g, const struct rules *r,
		       int lw, bool colour)
{
	printf("%s\n", g->title);
	pad("", lw);
	for (int c = 0; c < g->cols; c++)
		pad(g->col_label[c], c + 1 < g->cols ? col_width(g, c) : 0);
	putchar('\n');
	for (int row = 0; row < g->rows; row++) {
		pad(g->row_label[row], lw);
		for (int c = 0; c < g->cols; c++) {
			const struct heat_cell *x = &g->cell[row][c];
			char sym[3] = "  ";
			enum heat_level lv = heat_level(x, r);

			if (g->exists[row][c])
				heat_symbol(x, r, sym);
			if (colour && lv != HEAT_UNSEEN)
				fputs(level_colour[lv], stdout);
			/* No blanks at the end of a line. */
			if (c + 1 == g->cols && sym[1] == ' ')
				sym[1] = '\0';
			fputs(sym, stdout);
			if (colour && lv != HEAT_UNSEEN)
				fputs("\033[0m", stdout);
			for (int i = 2; c + 1 < g->cols && i < col_width(g, c);
			     i++)
				putchar(' ');
		}
		putchar('\n');
	}
	putchar('\n');
}

static void print_weakest(const struct heatmap *h, const struct rules *r)
{
	struct heat_weak w[WEAKEST_MAX];
	size_t n = heatmap_weakest(h, r, ~0u, w, WEAKEST_MAX);

	if (n == 0)
		return;
	printf("%s\n", _("Weakest cells:"));
	for (size_t i = 0; i < n; i++) {
		char text[160];

		cell_text(w[i].key, text, sizeof text);
		/* The words, when the vocabulary has some beyond the key. */
		if (strcmp(text, w[i].key) == 0)
			text[0] = '\0';
		printf(_("  %-22s %3d/%-3d %3d%%  median %.1f s (target"
			 " %.1f s)"), w[i].key, w[i].c.right,
		       w[i].c.seen, w[i].c.right * 100 / w[i].c.seen,
		       (double)w[i].c.median_ms / 1000.0,
		       (double)skill_target_ms(r, w[i].c.skill) / 1000.0);
		printf("%s%s\n", text[0] != '\0' ? "  " : "", text);
	}
}

static int print_heatmap(const struct heatmap *h, const struct heat_opts *o,
			 const char *whom, const struct rules *r)
{
	char legend[256];
	int lw = label_width(h);

	printf(ngettext("Heat map of %s: %d action in cells",
			"Heat map of %s: %d actions in cells",
			(unsigned long)h->actions), whom, h->actions);
	printf(ngettext(" (%d trainee)\n", " (%d trainees)\n",
			(unsigned long)h->trainees), h->trainees);
	heat_legend(r, legend, sizeof legend);
	printf("%s\n\n", legend);
	for (int m = 0; m < HEAT__MAPS; m++)
		print_grid(&h->grid[m], r, lw, o->colour);
	print_weakest(h, r);
	return fflush(stdout) == 0 && !ferror(stdout) ? EXIT_OK : EXIT_ERROR;
}

static int parse(int argc, char **argv, struct heat_opts *o)
{
	enum { OPT_DB = 256, OPT_CLASS, OPT_RULES, OPT_COLOR, OPT_FORMAT };
	static const struct option options[] = {
		{ "db", required_argument, NULL, OPT_DB },
		{ "class", required_argument, NULL, OPT_CLASS },
		{ "rules", required_argument, NULL, OPT_RULES },
		{ "color", required_argument, NULL, OPT_COLOR },
		{ "format", required_argument, NULL, OPT_FORMAT },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	const char *nc = getenv("NO_COLOR");
	int opt;

	memset(o, 0, sizeof *o);
	o->rules = RULES_DEFAULT_PROFILE;
	o->colour = isatty(STDOUT_FILENO) && (nc == NULL || *nc == '\0');
	cli_getopt_begin();
	while ((opt = cli_getopt(argc, argv, options)) != -1) {
		switch (opt) {
		case OPT_DB: o->db = optarg; break;
		case OPT_CLASS: o->class_name = optarg; break;
		case OPT_RULES: o->rules = optarg; break;
		case OPT_COLOR:
			if (strcmp(optarg, "always") == 0)
				o->colour = true;
			else if (strcmp(optarg, "never") == 0)
				o->colour = false;
			else if (strcmp(optarg, "auto") != 0)
				return cli_usage_error("results", "%s",
					_("--color must be auto, always or"
					  " never"));
			break;
		case OPT_FORMAT:
			if (strcmp(optarg, "json") == 0)
				o->json = true;
			else if (strcmp(optarg, "table") != 0)
				return cli_usage_error("results", "%s",
					_("--format must be table or json"));
			break;
		default:
			return cli_option_end("results", opt, argv, usage);
		}
	}
	return -1;
}

int cmd_results_heatmap(int argc, char **argv)
{
	struct heat_scope scope = { NULL, 0, NULL };
	struct heat_opts o;
	struct error err;
	struct heatmap *h;
	struct rules r;
	struct store *st;
	char whom[256];
	int rc = parse(argc, argv, &o);

	if (rc >= 0)
		return rc;
	if (o.class_name != NULL && optind < argc)
		return cli_usage_error("results", "%s",
			_("heatmap: name trainees or a class, not both"));
	if (!cli_load_rules(o.rules, &r))
		return EXIT_ERROR;
	scope.trainees = (const char *const *)(argv + optind);
	scope.n = (size_t)(argc - optind);
	scope.class_name = o.class_name;
	/* Reading never makes a database. */
	st = results_open_reading(o.db, false, false);
	if (st == NULL)
		return EXIT_ERROR;
	h = malloc(sizeof *h);
	if (h == NULL || !heatmap_load(st, &scope, h, &err)) {
		if (h == NULL)
			snprintf(err.message, sizeof err.message, "%s",
				 strerror(ENOMEM));
		cli_error("%s", err.message);
		free(h);
		store_close(st);
		return EXIT_ERROR;
	}
	if (scope.n == 1)
		snprintf(whom, sizeof whom, "%s", safe_text(argv[optind]));
	else if (scope.n > 1)
		snprintf(whom, sizeof whom,
			 ngettext("%zu trainee", "%zu trainees", scope.n),
			 scope.n);
	else if (o.class_name != NULL)
		snprintf(whom, sizeof whom, _("class %s"),
			 safe_text(o.class_name));
	else
		snprintf(whom, sizeof whom, "%s", _("every trainee"));
	rc = o.json ? print_json(h, &r) : print_heatmap(h, &o, whom, &r);
	free(h);
	store_close(st);
	return rc;
}
