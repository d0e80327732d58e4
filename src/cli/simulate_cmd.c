/* SPDX-License-Identifier: GPL-3.0-or-later */
/* simulate_cmd.c: `crupier simulate`, whole shoes played fast, counted
 * and set beside the exact odds. */
#include "config.h"

#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include <jansson.h>

#include "cli/commands.h"
#include "cli/common.h"
#include "cli/simulate_threads.h"
#include "engine/odds.h"
#include "engine/simulate.h"
#include "i18n.h"

struct run {
	const struct rules *r;
	int decks;
	enum odds_five five;
	uint64_t seed;
	struct simulate_counts c;
	struct odds_result exact;
};

static void usage(void)
{
	printf(_("Usage: crupier simulate --shoes=N [OPTION]...\n"
		 "Shuffle and play whole shoes (safety cut card, MIDI burn, void\n"
		 "pases as the profile says) and count the results.\n\n"
		 "  -r, --rules=PROFILE   rules profile (default: %s)\n"
		 "  -n, --shoes=N         shoes to play (required)\n"
		 "  -s, --seed=S          seed of the shuffle (default: 1); the same\n"
		 "                        seed gives the same counts on every machine\n"
		 "  -d, --decks=N         decks in the shoe, 1-8 (default: the profile's)\n"
		 "      --five=CHOICE     Punto's 5 under voluntad: pido, planto or\n"
		 "                        best (default: best, the choices 'crupier\n"
		 "                        odds --five=best' makes for a full shoe,\n"
		 "                        kept for the whole shoe)\n"
		 "  -j, --threads=N       threads to play on, 1-%d (default: one per\n"
		 "                        processor, here %d); a seed gives the same\n"
		 "                        counts on any number of threads\n"
		 "      --json            print JSON\n"
		 "  -h, --help            show this help and exit\n"), RULES_DEFAULT_PROFILE,
	       SIMULATE_MAX_THREADS, simulate_threads_default());
}

static double freq(uint64_t n, uint64_t of)
{
	return of > 0 ? (double)n / (double)of : 0.0;
}

static void print_row(const char *label, uint64_t n, uint64_t of,
		      double exact)
{
	printf("%-20s %12" PRIu64 "  %.8f", label, n, freq(n, of));
	if (exact >= 0)
		printf("  %.8f", exact);
	putchar('\n');
}

static void print_text(const struct run *x)
{
	const struct simulate_counts *c = &x->c;

	printf(_("Rules: %s   Decks: %d   Punto's 5: %s   Seed: %" PRIu64 "\n"),
	       x->r->name, x->decks,
	       x->r->voluntad ? odds_five_name(x->five) : _("draws (no voluntad)"),
	       x->seed);
	printf(_("Shoes: %" PRIu64 "   Coups: %" PRIu64 "   Void pases: %"
		 PRIu64 "   Cards burnt: %" PRIu64 "\n\n"),
	       c->shoes, c->coups, c->void_pases, c->cards_burnt);
	printf("%-20s %12s  %-10s  %s\n", "", _("count"), _("frequency"),
	       _("exact"));
	print_row(_("Banca wins"), c->banca, c->coups, x->exact.banca);
	print_row(_("Punto wins"), c->punto, c->coups, x->exact.punto);
	print_row(_("Ancar"), c->ancar, c->coups, x->exact.ancar);
	print_row(_("Void pases"), c->void_pases, c->coups, -1);
	print_row(_("Banca wins with 6"), c->banca_six, c->coups,
		  x->exact.banca_six);
	print_row(_("Naturals"), c->naturals, c->coups, x->exact.natural);
}

static int print_json(const struct run *x)
{
	const struct simulate_counts *c = &x->c;
	json_t *root = json_object(), *f = json_object(), *e = json_object();

	json_object_set_new(root, "rules", json_string(x->r->name));
	json_object_set_new(root, "decks", json_integer(x->decks));
	json_object_set_new(root, "voluntad", json_boolean(x->r->voluntad));
	json_object_set_new(root, "five", json_string(x->r->voluntad ?
				odds_five_name(x->five) : "pido"));
	/* json_int_t is signed: seeds above 2^63 are printed as text. */
	if (x->seed <= (uint64_t)INT64_MAX)
		json_object_set_new(root, "seed",
				    json_integer((json_int_t)x->seed));
	else {
		char buf[24];

		snprintf(buf, sizeof buf, "%" PRIu64, x->seed);
		json_object_set_new(root, "seed", json_string(buf));
	}
	json_object_set_new(root, "shoes", json_integer((json_int_t)c->shoes));
	json_object_set_new(root, "coups", json_integer((json_int_t)c->coups));
	json_object_set_new(root, "banca", json_integer((json_int_t)c->banca));
	json_object_set_new(root, "punto", json_integer((json_int_t)c->punto));
	json_object_set_new(root, "ancar", json_integer((json_int_t)c->ancar));
	json_object_set_new(root, "void", json_integer((json_int_t)c->void_pases));
	json_object_set_new(root, "banca_six",
			    json_integer((json_int_t)c->banca_six));
	json_object_set_new(root, "naturals",
			    json_integer((json_int_t)c->naturals));
	json_object_set_new(root, "cards_burnt",
			    json_integer((json_int_t)c->cards_burnt));
	json_object_set_new(f, "banca", json_real(freq(c->banca, c->coups)));
	json_object_set_new(f, "punto", json_real(freq(c->punto, c->coups)));
	json_object_set_new(f, "ancar", json_real(freq(c->ancar, c->coups)));
	json_object_set_new(f, "void", json_real(freq(c->void_pases, c->coups)));
	json_object_set_new(f, "banca_six",
			    json_real(freq(c->banca_six, c->coups)));
	json_object_set_new(f, "naturals",
			    json_real(freq(c->naturals, c->coups)));
	json_object_set_new(root, "frequency", f);
	json_object_set_new(e, "banca", json_real(x->exact.banca));
	json_object_set_new(e, "punto", json_real(x->exact.punto));
	json_object_set_new(e, "ancar", json_real(x->exact.ancar));
	json_object_set_new(e, "banca_six", json_real(x->exact.banca_six));
	json_object_set_new(e, "naturals", json_real(x->exact.natural));
	json_object_set_new(root, "exact", e);
	return cli_print_json(root, 10);
}

int cmd_simulate(int argc, char **argv)
{
	enum { OPT_FIVE = 256, OPT_JSON };
	int64_t threads = 0;
	static const struct option options[] = {
		{ "rules", required_argument, NULL, 'r' },
		{ "shoes", required_argument, NULL, 'n' },
		{ "seed", required_argument, NULL, 's' },
		{ "decks", required_argument, NULL, 'd' },
		{ "five", required_argument, NULL, OPT_FIVE },
		{ "threads", required_argument, NULL, 'j' },
		{ "json", no_argument, NULL, OPT_JSON },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	const char *profile = RULES_DEFAULT_PROFILE;
	int64_t shoes = 0, decks = 0;
	bool json = false;
	struct rules r;
	struct simulator sim;
	struct odds_shoe full;
	struct run x;
	enum status st;
	int opt;

	x.five = ODDS_FIVE_BEST;
	x.seed = 1;
	cli_getopt_begin();
	while ((opt = cli_getopt(argc, argv, options)) != -1) {
		switch (opt) {
		case 'r':
			profile = optarg;
			break;
		case 'n':
			if (!cli_parse_int64(optarg, 1, INT64_MAX, &shoes))
				return cli_usage_error("simulate",
					_("--shoes must be a positive number"));
			break;
		case 's':
			if (!cli_parse_uint64(optarg, &x.seed))
				return cli_usage_error("simulate",
					_("--seed must be a number from 0 to 2^64-1"));
			break;
		case 'd':
			if (!cli_opt_decks("simulate", optarg, &decks))
				return EXIT_USAGE;
			break;
		case 'j':
			if (!cli_parse_int64(optarg, 1, SIMULATE_MAX_THREADS,
					     &threads))
				return cli_usage_error("simulate",
					_("--threads must be a number from 1 to %d"),
					SIMULATE_MAX_THREADS);
			break;
		case OPT_FIVE:
			if (!cli_opt_five("simulate", optarg, &x.five))
				return EXIT_USAGE;
			break;
		case OPT_JSON:
			json = true;
			break;
		default:
			return cli_option_end("simulate", opt, argv, usage);
		}
	}
	if (optind < argc)
		return cli_extra_argument("simulate", argv[optind]);
	if (shoes == 0)
		return cli_usage_error("simulate", _("--shoes is required"));
	if (!cli_load_rules(profile, &r))
		return EXIT_ERROR;
	x.r = &r;
	x.decks = decks > 0 ? (int)decks : r.decks;
	st = simulate_init(&sim, &r, x.decks, x.five);
	if (st == STATUS_OK)
		st = odds_shoe_init(&full, x.decks);
	if (st == STATUS_OK)
		st = odds_compute(&r, full.count, x.five, &x.exact);
	if (st != STATUS_OK)
		return cli_status_error(st);
	if (threads == 0)
		threads = simulate_threads_default();
	simulate_counts_clear(&x.c);
	simulate_threads_run(&sim, x.seed, (uint64_t)shoes, (int)threads,
			     &x.c);
	if (json)
		return print_json(&x);
	print_text(&x);
	return EXIT_OK;
}
