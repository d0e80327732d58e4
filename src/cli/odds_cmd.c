/* SPDX-License-Identifier: GPL-3.0-or-later */
/* odds_cmd.c: `crupier odds`, the exact probabilities of a shoe and the
 * house edge of each bet under a profile's payouts. */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "cli/commands.h"
#include "cli/common.h"
#include "engine/odds.h"
#include "i18n.h"

/* The pairs of values that make Punto 5, by their smaller value. */
static const struct {
	int lo;
	const char *name;
} five_pairs[] = {
	{ 0, "0+5" }, { 1, "1+4" }, { 2, "2+3" }, { 6, "6+9" }, { 7, "7+8" },
};

static void usage(void)
{
	printf(_("Usage: crupier odds [OPTION]...\n"
		 "Exact probabilities of Banca, Punto and ancar for a shoe, by\n"
		 "enumerating every coup, and the house edge of each bet under\n"
		 "the profile's payouts.\n\n"
		 "  -r, --rules=PROFILE   rules profile (default: %s)\n"
		 "  -d, --decks=N         decks in the shoe, 1-8 (default: the profile's)\n"
		 "      --removed=CARDS   cards already out of the shoe, e.g. \"KH 5S 9D\"\n"
		 "      --five=CHOICE     Punto's 5 under voluntad: pido, planto or\n"
		 "                        best (default: best, the choice with the\n"
		 "                        higher expectation for Punto given his two\n"
		 "                        cards and the shoe; without voluntad Punto\n"
		 "                        draws on 5)\n"
		 "      --json            print JSON\n"
		 "  -h, --help            show this help and exit\n"), RULES_DEFAULT_PROFILE);
}

/* The choice on 5 as it applies under this profile: without voluntad
 * Punto always draws (LNSE-MIDI 6). */
static const char *five_shown(const struct rules *r, enum odds_five five)
{
	return r->voluntad ? odds_five_name(five) : "pido";
}

static const char *banca_pay_text(const struct rules *r, char *buf, size_t n)
{
	switch (r->banca_pay) {
	case BANCA_PAY_SIX_HALF:
		snprintf(buf, n, _("Banca (1:1, %d%% winning with 6)"),
			 r->banca_six_pct);
		break;
	case BANCA_PAY_COMMISSION:
		snprintf(buf, n, _("Banca (1:1 less %d%%)"), r->commission_pct);
		break;
	case BANCA_PAY_DISCOUNT:
	default:
		snprintf(buf, n, _("Banca (pays %d%%)"), r->banca_pct);
		break;
	}
	return buf;
}

static void print_text(const struct rules *r, int decks, uint32_t cards,
		       size_t removed, enum odds_five five,
		       const struct odds_result *o, const struct odds_edge *e)
{
	char label[96];

	printf(_("Rules: %s   Decks: %d   Cards: %u (%zu removed)\n"),
	       r->name, decks, (unsigned)cards, removed);
	if (r->voluntad)
		printf(_("Punto's 5: %s\n"), odds_five_name(five));
	else
		printf(_("Punto's 5: draws (no voluntad)\n"));
	if (r->voluntad && five == ODDS_FIVE_BEST) {
		fputs(_("Best choice by Punto's two cards:"), stdout);
		for (size_t i = 0; i < sizeof five_pairs / sizeof five_pairs[0]; i++) {
			unsigned bit = 1u << five_pairs[i].lo;

			if (o->five_pairs & bit)
				printf(" %s %s", five_pairs[i].name,
				       o->five_draws & bit ? "pido" : "planto");
		}
		putchar('\n');
	}
	printf("\n");
	printf("%-20s %.8f\n", _("Banca wins"), o->banca);
	printf("%-20s %.8f\n", _("Punto wins"), o->punto);
	printf("%-20s %.8f\n", _("Ancar"), o->ancar);
	printf("%-20s %.8f\n", _("Banca wins with 6"), o->banca_six);
	printf("%-20s %.8f\n", _("Naturals"), o->natural);
	printf(_("\nHouse edge (expected loss per unit bet; ancar pushes):\n"));
	printf("  %-36s %8.4f%%\n", banca_pay_text(r, label, sizeof label),
	       100 * e->banca);
	printf("  %-36s %8.4f%%\n", _("Punto (1:1)"), 100 * e->punto);
	if (e->has_tie) {
		snprintf(label, sizeof label, _("Tie (%d to 1)"), r->tie_pays);
		printf("  %-36s %8.4f%%\n", label, 100 * e->tie);
	}
}

static int print_json(const struct rules *r, int decks, uint32_t cards,
		      size_t removed, enum odds_five five,
		      const struct odds_result *o, const struct odds_edge *e)
{
	json_t *root = json_object(), *edge = json_object();

	json_object_set_new(root, "rules", json_string(r->name));
	json_object_set_new(root, "decks", json_integer(decks));
	json_object_set_new(root, "cards", json_integer(cards));
	json_object_set_new(root, "removed", json_integer((json_int_t)removed));
	json_object_set_new(root, "voluntad", json_boolean(r->voluntad));
	json_object_set_new(root, "five", json_string(five_shown(r, five)));
	if (r->voluntad) {
		json_t *choice = json_object();

		for (size_t i = 0; i < sizeof five_pairs / sizeof five_pairs[0]; i++) {
			unsigned bit = 1u << five_pairs[i].lo;

			if (o->five_pairs & bit)
				json_object_set_new(choice, five_pairs[i].name,
					json_string(o->five_draws & bit ?
						    "pido" : "planto"));
		}
		json_object_set_new(root, "five_choice", choice);
	}
	json_object_set_new(root, "banca", json_real(o->banca));
	json_object_set_new(root, "punto", json_real(o->punto));
	json_object_set_new(root, "ancar", json_real(o->ancar));
	json_object_set_new(root, "banca_six", json_real(o->banca_six));
	json_object_set_new(root, "natural", json_real(o->natural));
	json_object_set_new(edge, "banca", json_real(e->banca));
	json_object_set_new(edge, "punto", json_real(e->punto));
	if (e->has_tie)
		json_object_set_new(edge, "tie", json_real(e->tie));
	json_object_set_new(root, "edge", edge);
	return cli_print_json(root, 10);
}

/* Parses and removes the --removed cards; false after saying why. */
static bool remove_cards(struct odds_shoe *shoe, const char *text,
			 size_t *removed, int *exit_code)
{
	card_t cards[ODDS_MAX_CARDS];
	size_t n = 0, at = 0, bad = 0;
	enum status st;

	st = card_parse_list(text, cards, ODDS_MAX_CARDS, &n, &at);
	if (st != STATUS_OK) {
		*exit_code = cli_usage_error("odds", _("--removed: %s at '%.*s'"),
					     cli_status_message(st),
					     (int)strcspn(text + at, " \t\r\n,"),
					     text + at);
		return false;
	}
	st = odds_shoe_remove(shoe, cards, n, &bad);
	if (st != STATUS_OK) {
		char buf[CARD_TEXT_MAX];

		cli_error(_("--removed: %s: %s"), card_format(cards[bad], buf),
			  cli_status_message(st));
		*exit_code = EXIT_ERROR;
		return false;
	}
	*removed = n;
	return true;
}

int cmd_odds(int argc, char **argv)
{
	enum { OPT_REMOVED = 256, OPT_FIVE, OPT_JSON };
	static const struct option options[] = {
		{ "rules", required_argument, NULL, 'r' },
		{ "decks", required_argument, NULL, 'd' },
		{ "removed", required_argument, NULL, OPT_REMOVED },
		{ "five", required_argument, NULL, OPT_FIVE },
		{ "json", no_argument, NULL, OPT_JSON },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	const char *profile = RULES_DEFAULT_PROFILE, *removed_text = NULL;
	enum odds_five five = ODDS_FIVE_BEST;
	int64_t decks = 0;
	bool json = false;
	struct rules r;
	struct odds_shoe shoe;
	struct odds_result o;
	struct odds_edge e;
	size_t removed = 0;
	enum status st;
	int opt, rc = EXIT_OK;

	cli_getopt_begin();
	while ((opt = cli_getopt(argc, argv, options)) != -1) {
		switch (opt) {
		case 'r':
			profile = optarg;
			break;
		case 'd':
			if (!cli_opt_decks("odds", optarg, &decks))
				return EXIT_USAGE;
			break;
		case OPT_REMOVED:
			removed_text = optarg;
			break;
		case OPT_FIVE:
			if (!cli_opt_five("odds", optarg, &five))
				return EXIT_USAGE;
			break;
		case OPT_JSON:
			json = true;
			break;
		default:
			return cli_option_end("odds", opt, argv, usage);
		}
	}
	if (optind < argc)
		return cli_extra_argument("odds", argv[optind]);
	if (!cli_load_rules(profile, &r))
		return EXIT_ERROR;
	if (decks == 0)
		decks = r.decks;
	st = odds_shoe_init(&shoe, (int)decks);
	if (st != STATUS_OK)
		return cli_status_error(st);
	if (removed_text != NULL &&
	    !remove_cards(&shoe, removed_text, &removed, &rc))
		return rc;
	st = odds_compute(&r, shoe.count, five, &o);
	if (st != STATUS_OK)
		return cli_status_error(st);
	odds_edge_compute(&r, &o, &e);
	if (json)
		return print_json(&r, (int)decks, odds_shoe_size(&shoe),
				  removed, five, &o, &e);
	print_text(&r, (int)decks, odds_shoe_size(&shoe), removed, five,
		   &o, &e);
	return EXIT_OK;
}
