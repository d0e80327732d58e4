/* SPDX-License-Identifier: GPL-3.0-or-later */
/* judge_cmd.c: `crupier judge FILE`: the answer key of a scenario, every
 * croupier action the rules require, coup by coup, with its article; the
 * supervisor's check of a drill or an exam. */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <jansson.h>

#include "cli/commands.h"
#include "cli/common.h"
#include "cli/key_print.h"
#include "base/paths.h"
#include "i18n.h"
#include "cli/exam_code.h"
#include "scenario/safe_text.h"
#include "scenario/procedure_load.h"
#include "scenario/scenario_load.h"
#include "session/action_text.h"
#include "exam/exam_file.h"
#include "exam/exam_shoe.h"
#include "session/procedure_key.h"
#include "session/script.h"
#include "exam/seal.h"

struct judge_opts {
	const char *file;
	const char *rules_dir;
	const char *code_file;
	bool json;
	bool has_seed;                  /* --seed: an exam attempt's shoe */
	uint64_t seed;
};

/* Everything one file needs; large, so it lives on the heap. */
struct judge {
	struct scenario sc;
	struct script run;
	struct script_key key;
	struct procedure_def proc;
	bool has_proc;
	/* Play stopped at this error: the key holds what came before. */
	bool stopped;
	struct diag err;
};

static void usage(void)
{
	printf(_("Usage: crupier judge [OPTION]... FILE\n"
		 "Print the answer key of a scenario: for every coup, each action\n"
		 "the croupier must take, in order, with the article that requires\n"
		 "it (calls, cards, who turns Punto's cards, voluntad, totals,\n"
		 "winner, every payment with its amount, the sabot, the suite,\n"
		 "rulings on anomalies).\n\n"
		 "      --json            print the key as JSON\n"
		 "      --code-file=FILE  the exam code: an exam's key is printed\n"
		 "                        only with it (default: $CRUPIER_EXAM_CODE,\n"
		 "                        else typed, not shown); a sealed exam\n"
		 "                        file (crupier exam seal-file) opens only\n"
		 "                        with the code it was sealed with\n"
		 "      --seed=SEED       deal the shoe of this seed (an exam\n"
		 "                        attempt's own, as its sealed result\n"
		 "                        gives it: shoe_seed)\n"
		 "      --rules-dir=DIR   where the rules profiles named in the file\n"
		 "                        are (default: the profiles installed with\n"
		 "                        crupier)\n"
		 "  -h, --help            show this help and exit\n\n"
		 "A scenario the engine cannot play gets its key up to the coup\n"
		 "where play stops, then the error, which says why (who banks now,\n"
		 "why a bet or an answer is refused).\n\n"
		 "Exit status: 0 ok, 1 a file error or a scenario the engine cannot\n"
		 "play, 2 a usage error.\n"));
}

static bool load(struct judge *j, const struct judge_opts *o,
		 const char *file)
{
	struct diag_list errs;
	struct diag err;
	bool ok;

	diag_list_init(&errs);
	ok = scenario_load(file, o->rules_dir, &j->sc, &errs);
	for (size_t i = 0; i < errs.count; i++)
		cli_print_diag(&errs.items[i]);
	diag_list_free(&errs);
	if (!ok)
		return false;
	memset(&err, 0, sizeof err);
	/* --seed deals an attempt's shoe; without it, an exam naming
	 * situations shows the first shoe it could deal (exam_shoe.h). */
	if (o->has_seed) {
		j->sc.shoe.seed = o->seed;
	} else if (!exam_shoe_first(&j->sc, &err)) {
		cli_print_diag(&err);
		return false;
	}
	if (scenario_procedure_key(j->sc.procedure) != NULL) {
		char path[4096];

		snprintf(path, sizeof path, "%s/procedures/%s.yaml",
			 paths_data_dir(), scenario_procedure_key(j->sc.procedure));
		if (!procedure_load(path, &j->proc, &err)) {
			cli_print_diag(&err);
			return false;
		}
		j->has_proc = true;
	}
	/* A scenario the engine cannot play still has a key up to the
	 * error: printed, then the error that says why. */
	j->stopped = !key_play(&j->sc, &j->run, &j->key, &j->err);
	return true;
}

static const char *title(const struct scenario *sc)
{
	bool es = procedure_key_ui_spanish();
	const char *t = es ? sc->title.es : sc->title.en;

	if (t[0] == '\0')
		t = es ? sc->title.en : sc->title.es;
	return t;
}

static void print_procedure_line(void *ctx, const char *line)
{
	(void)ctx;
	printf("%s\n", safe_text(line));
}

static void print_text(const struct judge *j)
{
	const struct scenario *sc = &j->sc;

	printf("%s: %s\n", safe_text(sc->id), safe_text(title(sc)));
	if (j->has_proc) {
		procedure_key_steps(&j->proc, procedure_key_lang(),
				    print_procedure_line, NULL);
		(void)procedure_key_remate(&j->proc, &j->run.rules,
					   j->sc.shoe.seed,
					   print_procedure_line, NULL);
	}
	if (sc->defect.set) {
		char gone[CARD_TEXT_MAX], extra[CARD_TEXT_MAX];

		/* TRANSLATORS: the defect a deck-check drill plants:
		 * "Defect: deck 3: missing 5H, extra -". */
		printf(_("Defect: deck %d: missing %s, extra %s\n"),
		       sc->defect.deck + 1,
		       sc->defect.removed ? card_format(sc->defect.removed, gone)
					  : "-",
		       sc->defect.added ? card_format(sc->defect.added, extra)
					: "-");
	}
	key_print_text(sc, &j->run, &j->key, j->stopped);
}

static json_t *flags_json(unsigned flags)
{
	json_t *arr = json_array();

	for (int b = 0; b < RULING_BIT__COUNT; b++)
		if (flags & (1u << b))
			json_array_append_new(arr,
				json_string(ruling_flag_key(1u << b)));
	return arr;
}

static bool is_payment(enum game_act k)
{
	return k == GAME_ACT_RETURN_EXCESS || k == GAME_ACT_COLLECT ||
	       k == GAME_ACT_PAY || k == GAME_ACT_RETURN_BET ||
	       k == GAME_ACT_REFUSED;
}

/* The chips handed, largest first: [{"value": 500, "count": 1}, ...]. */
static json_t *chips_json(const struct chip_set *s, const struct chip_count *c)
{
	json_t *arr = json_array();

	for (int i = s->n - 1; i >= 0; i--) {
		json_t *one;

		if (c->n[i] <= 0)
			continue;
		one = json_object();
		json_object_set_new(one, "value", json_integer(s->d[i].value));
		json_object_set_new(one, "count", json_integer(c->n[i]));
		json_array_append_new(arr, one);
	}
	return arr;
}

static json_t *action_json(const struct judge *j, const struct game_action *a)
{
	const char *name = script_player_name(&j->sc, a->player);
	json_t *o = json_object();
	char text[ACTION_TEXT_MAX], c[CARD_TEXT_MAX];

	action_text(&j->run.rules, a, name, text, sizeof text);
	json_object_set_new(o, "action", json_string(game_action_key(a)));
	json_object_set_new(o, "text", json_string(text));
	json_object_set_new(o, "article", json_string(a->article));
	if (a->seat > 0)
		json_object_set_new(o, "seat", json_integer(a->seat));
	if (name != NULL)
		json_object_set_new(o, "player", json_string(name));
	if (a->amount != 0 || is_payment(a->kind) ||
	    a->kind == GAME_ACT_PLACE_BETS)
		json_object_set_new(o, "amount", json_integer(a->amount));
	if (a->kind == GAME_ACT_PAY || a->kind == GAME_ACT_COLLECT ||
	    a->kind == GAME_ACT_MITAD || a->kind == GAME_ACT_MITAD_BACK ||
	    a->kind == GAME_ACT_OFFER_SUITE)
		json_object_set_new(o, "stake", json_integer(a->stake));
	if (is_payment(a->kind))
		json_object_set_new(o, "chance", json_string(
			a->place == PLACE_BANK ? "bank"
					       : action_chance_key(a->chance)));
	if (a->card != 0)
		json_object_set_new(o, "card",
				    json_string(card_format(a->card, c)));
	if (a->kind == GAME_ACT_COUP &&
	    (a->step == COUP_ANNOUNCE_NATURAL || a->step == COUP_ANNOUNCE_TOTALS ||
	     a->step == COUP_PUNTO_STANDS || a->step == COUP_BANCA_STANDS)) {
		json_object_set_new(o, "banca_total", json_integer(a->banca_total));
		json_object_set_new(o, "punto_total", json_integer(a->punto_total));
	}
	if (a->kind == GAME_ACT_COUP && a->winner != COUP_WINNER_NONE)
		json_object_set_new(o, "winner",
				    json_string(action_winner_key(a->winner)));
	if (a->kind == GAME_ACT_SAFETY_CARD || a->kind == GAME_ACT_BURN ||
	    a->kind == GAME_ACT_OFFER_SUITE)
		json_object_set_new(o, "count", json_integer(a->count));
	/* 1: the day's last pase (8.12), the last hour's call
	 * (8.4.2.10.6). */
	if ((a->kind == GAME_ACT_PLACE_BETS || a->kind == GAME_ACT_LAST_PASE ||
	     a->kind == GAME_ACT_END_OF_SHOE) && a->count != 0)
		json_object_set_new(o, "count", json_integer(a->count));
	if (a->kind == GAME_ACT_DENY)
		json_object_set_new(o, "denied",
				    json_string(game_act_key(a->denied)));
	if (a->kind == GAME_ACT_RULING) {
		json_object_set_new(o, "anomaly",
				    json_string(anomaly_key(a->anomaly)));
		json_object_set_new(o, "ruling", flags_json(a->flags));
		json_object_set_new(o, "deferred", flags_json(a->deferred));
	}
	if (a->kind == GAME_ACT_CHANGE)
		json_object_set_new(o, "into", json_integer(a->stake));
	if ((a->kind == GAME_ACT_PAY || a->kind == GAME_ACT_CHANGE) &&
	    j->run.rules.chips.on)
		json_object_set_new(o, "chips",
				    chips_json(&j->run.rules.chips, &a->chips));
	return o;
}

static void procedure_json_line(void *ctx, const char *line)
{
	json_array_append_new((json_t *)ctx, json_string(line));
}

/* The coup play stopped in, as far as it went, appended to coups;
 * false when play did not stop inside a coup. */
static bool json_coup_stopped(const struct judge *j, json_t *coups)
{
	const struct script_coup *c = &j->key.coups[j->key.n_coups];
	json_t *co, *acts;

	if (!j->stopped || j->key.n_coups != j->run.coup ||
	    j->run.coup >= j->sc.n_coups || c->number == 0)
		return false;
	co = json_object();
	acts = json_array();
	json_object_set_new(co, "number", json_integer(c->number));
	json_object_set_new(co, "line", json_integer((json_int_t)c->line));
	for (size_t k = c->first; k < j->key.n_actions; k++)
		json_array_append_new(acts, action_json(j, &j->key.actions[k]));
	json_object_set_new(co, "actions", acts);
	json_object_set_new(co, "stopped", json_true());
	json_array_append_new(coups, co);
	return true;
}

static json_t *error_json(const struct diag *d)
{
	json_t *o = json_object();

	json_object_set_new(o, "file", json_string(d->file));
	if (d->line > 0) {
		json_object_set_new(o, "line", json_integer((json_int_t)d->line));
		json_object_set_new(o, "column",
				    json_integer((json_int_t)d->column));
	}
	json_object_set_new(o, "message", json_string(d->message));
	return o;
}

static int print_json(const struct judge *j)
{
	const struct scenario *sc = &j->sc;
	json_t *root = json_object(), *coups = json_array();

	json_object_set_new(root, "id", json_string(sc->id));
	json_object_set_new(root, "kind",
			    json_string(scenario_kind_key(sc->kind)));
	json_object_set_new(root, "title", json_string(title(sc)));
	json_object_set_new(root, "rules", json_string(j->run.rules.name));
	if (j->has_proc) {
		json_t *lines = json_array();

		procedure_key_steps(&j->proc, procedure_key_lang(),
				    procedure_json_line, lines);
		(void)procedure_key_remate(&j->proc, &j->run.rules,
					   j->sc.shoe.seed,
					   procedure_json_line, lines);
		json_object_set_new(root, "procedure", lines);
	}
	for (int i = 0; i <= j->key.n_coups && i < SCENARIO_COUPS_MAX; i++) {
		const struct script_coup *c = &j->key.coups[i];
		json_t *co, *acts;

		/* After the coups played, the one play stopped in. */
		if (i == j->key.n_coups) {
			if (json_coup_stopped(j, coups))
				continue;
			break;
		}
		co = json_object();
		acts = json_array();

		json_object_set_new(co, "number", json_integer(c->number));
		json_object_set_new(co, "line", json_integer((json_int_t)c->line));
		for (size_t k = 0; k < c->count; k++)
			json_array_append_new(acts, action_json(j,
				&j->key.actions[c->first + k]));
		json_object_set_new(co, "actions", acts);
		json_object_set_new(co, "winner",
				    json_string(action_winner_key(c->winner)));
		json_object_set_new(co, "punto",
				    cli_hand_json(c->punto, c->n_punto,
						  c->punto_total));
		json_object_set_new(co, "banca",
				    cli_hand_json(c->banca, c->n_banca,
						  c->banca_total));
		json_array_append_new(coups, co);
	}
	json_object_set_new(root, "coups", coups);
	if (j->stopped)
		json_object_set_new(root, "error", error_json(&j->err));
	return cli_print_json(root, 0);
}

/* A sealed exam file: decrypted with the code into plain (else plain
 * stays ""); false with *rc after saying why. */
static bool open_exam(const struct judge_opts *o, char *plain, size_t size,
		      int *rc)
{
	char code[SEAL_CODE_MAX];
	struct error err;
	bool ok;

	*rc = 0;
	if (!exam_file_is_sealed(o->file))
		return true;
	if (!exam_code_get("judge", o->code_file, code, sizeof code)) {
		*rc = EXIT_USAGE;
		return false;
	}
	ok = exam_file_open(o->file, code, strlen(code), plain, size, &err);
	memset(code, 0, sizeof code);
	if (!ok) {
		cli_error("%s", err.message);
		*rc = EXIT_ERROR;
	}
	return ok;
}

/* An exam's answer key is the exam: printed only to whoever has its code
 * (a sealed file was opened with it already). */
static bool exam_unlocked(const struct judge *j, const struct judge_opts *o,
			  bool was_sealed)
{
	char code[SEAL_CODE_MAX];

	if (j->sc.kind != SCENARIO_EXAM || was_sealed)
		return true;
	if (o->code_file == NULL && getenv("CRUPIER_EXAM_CODE") == NULL &&
	    !isatty(STDIN_FILENO)) {
		cli_error(_("%s is an exam: its answer key is printed only with"
			    " the exam code (--code-file FILE or"
			    " $CRUPIER_EXAM_CODE)"), o->file);
		return false;
	}
	if (!exam_code_get("judge", o->code_file, code, sizeof code))
		return false;
	memset(code, 0, sizeof code);
	return true;
}

/* Returns -1 to go on, else the exit status. */
static int parse_args(int argc, char **argv, struct judge_opts *o)
{
	enum { OPT_RULES_DIR = 256, OPT_JSON, OPT_CODE_FILE, OPT_SEED };
	static const struct option options[] = {
		{ "json", no_argument, NULL, OPT_JSON },
		{ "code-file", required_argument, NULL, OPT_CODE_FILE },
		{ "seed", required_argument, NULL, OPT_SEED },
		{ "rules-dir", required_argument, NULL, OPT_RULES_DIR },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int opt;

	memset(o, 0, sizeof *o);
	cli_getopt_begin();
	while ((opt = cli_getopt(argc, argv, options)) != -1) {
		switch (opt) {
		case OPT_JSON:
			o->json = true;
			break;
		case OPT_RULES_DIR:
			o->rules_dir = optarg;
			break;
		case OPT_CODE_FILE:
			o->code_file = optarg;
			break;
		case OPT_SEED: {
			char *end;
			unsigned long long v;

			errno = 0;
			v = strtoull(optarg, &end, 10);
			if (*optarg < '0' || *optarg > '9' || *end != '\0' ||
			    errno != 0)
				return cli_usage_error("judge", "%s",
					_("--seed must be a whole number"));
			o->has_seed = true;
			o->seed = v;
			break;
		}
		default:
			return cli_option_end("judge", opt, argv, usage);
		}
	}
	if (optind == argc)
		return cli_usage_error("judge", "%s",
				       _("no scenario file given"));
	if (argc - optind > 1)
		return cli_extra_argument("judge", argv[optind + 1]);
	o->file = argv[optind];
	return -1;
}

int cmd_judge(int argc, char **argv)
{
	char default_dir[4096], plain[4096] = "";
	struct judge_opts o;
	struct judge *j;
	int rc = parse_args(argc, argv, &o);

	if (rc >= 0)
		return rc;
	o.rules_dir = cli_rules_dir(o.rules_dir, default_dir,
				    sizeof default_dir);
	/* The scenario and the game are hundreds of kilobytes. */
	j = calloc(1, sizeof *j);
	if (j == NULL) {
		cli_error("%s", strerror(errno));
		return EXIT_ERROR;
	}
	if (!open_exam(&o, plain, sizeof plain, &rc) ||
	    !load(j, &o, plain[0] != '\0' ? plain : o.file))
		rc = rc > 0 ? rc : EXIT_ERROR;
	else if (!exam_unlocked(j, &o, plain[0] != '\0'))
		rc = EXIT_USAGE;
	else if (o.json)
		rc = print_json(j);
	else {
		print_text(j);
		rc = EXIT_OK;
	}
	if (rc == EXIT_OK && j->stopped) {
		/* After the key, in the order a reader meets them. */
		fflush(stdout);
		cli_print_diag(&j->err);
		rc = EXIT_ERROR;
	}
	exam_file_close(plain);
	script_key_free(&j->key);
	free(j);
	return rc;
}
