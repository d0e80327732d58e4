/* SPDX-License-Identifier: GPL-3.0-or-later */
/* coup_cmd.c: "crupier coup": one coup from given cards, every croupier
 * step with the regulation's call and its article, then the result. */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include <jansson.h>

#include "cli/commands.h"
#include "cli/common.h"
#include "engine/card.h"
#include "engine/coup.h"
#include "i18n.h"
#include "scenario/safe_text.h"
#include "session/action_text.h"

/* A whole shoe of 8 decks (IPLyC 7.5.3), and some room for a bad input to
 * be reported as "too many" rather than cut short. */
#define CARDS_MAX 416
#define CALL_MAX 160

struct coup_opts {
	const char *rules;
	const char *cards;
	enum five_decision five;
	enum coup_holder holder;
	bool json;
};

static void print_help(void)
{
	printf(_("Usage: crupier coup --cards \"CARDS\" [OPTION]...\n"
		 "Play one coup of Punto y Banca from the given cards, in the order\n"
		 "they leave the sabot, and show every step the croupier must take\n"
		 "with the call of the regulation and its article.\n\n"
		 "Options:\n"
		 "  -c, --cards CARDS      the cards in sabot order: rank then suit,\n"
		 "                         e.g. \"5H KS 10D 9C\" (ranks A 2-9 10/T J Q K,\n"
		 "                         suits S H D C)\n"
		 "  -r, --rules PROFILE    rules profile (default: %s)\n"
		 "  -f, --five pido|planto the decision on 5 of the player who turns\n"
		 "                         Punto's cards, where voluntad applies\n"
		 "      --croupier-turns   no seated Punto bet: the croupier turns\n"
		 "                         Punto's cards and stands on 5\n"
		 "      --json             print the coup as JSON\n"
		 "  -h, --help             show this help and exit\n"), RULES_DEFAULT_PROFILE);
}

static void print_text(const struct rules *r, const struct coup_result *res)
{
	char call[CALL_MAX], hand[64];

	for (size_t i = 0; i < res->n_steps; i++) {
		action_coup_text(r, &res->steps[i], call, sizeof call);
		printf("%s [%s]\n", call,
		       safe_text(rules_cite(r, res->steps[i].rule)));
	}
	action_hand_text(res->punto, res->n_punto, hand, sizeof hand);
	printf(_("Punto: %s = %d\n"), hand, res->punto_total);
	action_hand_text(res->banca, res->n_banca, hand, sizeof hand);
	printf(_("Banca: %s = %d\n"), hand, res->banca_total);
	printf(_("Result: %s\n"), action_winner_name(res->winner));
}

static json_t *step_json(const struct rules *r, const struct coup_step *s)
{
	json_t *o = json_object();
	char call[CALL_MAX];

	action_coup_text(r, s, call, sizeof call);
	json_object_set_new(o, "action", json_string(coup_action_key(s->action)));
	json_object_set_new(o, "call", json_string(call));
	json_object_set_new(o, "article", json_string(rules_cite(r, s->rule)));
	if (coup_action_takes_card(s->action)) {
		char c[CARD_TEXT_MAX];

		json_object_set_new(o, "card",
				    json_string(card_format(s->card, c)));
	}
	switch (s->action) {
	case COUP_ANNOUNCE_NATURAL:
	case COUP_ANNOUNCE_TOTALS:
		json_object_set_new(o, "banca_total",
				    json_integer(s->banca_total));
		json_object_set_new(o, "punto_total",
				    json_integer(s->punto_total));
		break;
	case COUP_PUNTO_STANDS:
		json_object_set_new(o, "punto_total",
				    json_integer(s->punto_total));
		break;
	case COUP_BANCA_STANDS:
		json_object_set_new(o, "banca_total",
				    json_integer(s->banca_total));
		break;
	case COUP_ANNOUNCE_WINNER:
	case COUP_VOID_PASE:
		json_object_set_new(o, "winner",
				    json_string(action_winner_key(s->winner)));
		break;
	default:
		break;
	}
	return o;
}

static int print_json(const struct rules *r, const struct coup_opts *o,
		      const struct coup_result *res)
{
	json_t *root = json_object(), *steps = json_array();

	json_object_set_new(root, "rules", json_string(r->name));
	json_object_set_new(root, "holder",
			    json_string(o->holder == COUP_HOLDER_CROUPIER
						? "croupier" : "player"));
	json_object_set_new(root, "winner",
			    json_string(action_winner_key(res->winner)));
	json_object_set_new(root, "punto",
			    cli_hand_json(res->punto, res->n_punto,
				      res->punto_total));
	json_object_set_new(root, "banca",
			    cli_hand_json(res->banca, res->n_banca,
				      res->banca_total));
	json_object_set_new(root, "cards_used",
			    json_integer((json_int_t)res->cards_used));
	for (size_t i = 0; i < res->n_steps; i++)
		json_array_append_new(steps, step_json(r, &res->steps[i]));
	json_object_set_new(root, "steps", steps);
	return cli_print_json(root, 0);
}

static bool is_blank(char ch)
{
	return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == ',';
}

/* Parses the --cards list, naming a bad card by its position.  Jokers and
 * foreign backs are anomalies (IPLyC 7.7.7), played by another command. */
static bool parse_cards(const char *text, card_t *cards, size_t *n)
{
	size_t i = 0;

	*n = 0;
	while (text[i] != '\0') {
		size_t start, len;
		enum status st;
		card_t c;

		if (is_blank(text[i])) {
			i++;
			continue;
		}
		start = i;
		while (text[i] != '\0' && !is_blank(text[i]))
			i++;
		len = i - start;
		if (*n == CARDS_MAX) {
			cli_error(_("too many cards (at most %d)"), CARDS_MAX);
			return false;
		}
		st = card_parse(text + start, len, &c);
		if (st != STATUS_OK) {
			cli_error(_("card %zu ('%.*s'): %s"), *n + 1,
				  (int)(len > 20 ? 20 : len), text + start,
				  cli_status_message(st));
			return false;
		}
		if (!card_is_regular(c)) {
			cli_error(_("card %zu ('%.*s'): jokers and cards with a foreign back are anomalies, not cards of a coup"),
				  *n + 1, (int)len, text + start);
			return false;
		}
		cards[(*n)++] = c;
	}
	return true;
}

/* Returns -1 to go on, else the exit status. */
static int parse_args(int argc, char **argv, struct coup_opts *o)
{
	enum { OPT_CROUPIER = 256, OPT_JSON };
	static const struct option longopts[] = {
		{ "cards", required_argument, NULL, 'c' },
		{ "rules", required_argument, NULL, 'r' },
		{ "five", required_argument, NULL, 'f' },
		{ "croupier-turns", no_argument, NULL, OPT_CROUPIER },
		{ "json", no_argument, NULL, OPT_JSON },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int ch;

	o->rules = RULES_DEFAULT_PROFILE;
	o->cards = NULL;
	o->five = FIVE_UNDECIDED;
	o->holder = COUP_HOLDER_PLAYER;
	o->json = false;
	cli_getopt_begin();
	while ((ch = cli_getopt(argc, argv, longopts)) != -1) {
		switch (ch) {
		case 'c': o->cards = optarg; break;
		case 'r': o->rules = optarg; break;
		case 'f':
			if (strcmp(optarg, "pido") == 0)
				o->five = FIVE_PIDO;
			else if (strcmp(optarg, "planto") == 0)
				o->five = FIVE_PLANTO;
			else
				return cli_usage_error("coup",
					_("--five must be 'pido' or 'planto', not '%s'"),
					optarg);
			break;
		case OPT_CROUPIER: o->holder = COUP_HOLDER_CROUPIER; break;
		case OPT_JSON: o->json = true; break;
		default:
			return cli_option_end("coup", ch, argv, print_help);
		}
	}
	if (optind < argc)
		return cli_extra_argument("coup", argv[optind]);
	if (o->cards == NULL)
		return cli_usage_error("coup", "%s",
				       _("the cards are missing: give --cards"));
	return -1;
}

int cmd_coup(int argc, char **argv)
{
	static card_t cards[CARDS_MAX];
	struct coup_result res;
	struct coup_opts o;
	struct rules r;
	enum status st;
	size_t n;
	int rc;

	rc = parse_args(argc, argv, &o);
	if (rc >= 0)
		return rc;
	if (!parse_cards(o.cards, cards, &n))
		return EXIT_ERROR;
	if (!cli_load_rules(o.rules, &r))
		return EXIT_ERROR;
	st = coup_play(&r, o.holder, o.five, cards, n, &res);
	if (st == STATUS_NEED_FIVE_DECISION) {
		cli_error(_("%s; give --five pido or --five planto"),
			  cli_status_message(st));
		return EXIT_ERROR;
	}
	if (st != STATUS_OK)
		return cli_status_error(st);
	if (o.json)
		return print_json(&r, &o, &res);
	print_text(&r, &res);
	return EXIT_OK;
}
