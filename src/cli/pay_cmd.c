/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pay_cmd.c: `crupier pay`, the croupier's calculator.
 *
 * One bet, one result: what to pay, what to hand back over the maximum,
 * what to take in, with the article, as engine/payout.c settles it.  The
 * text follows the croupier's order: the excess first (IPLyC 8.4.2.6.13),
 * then the bet announced and the payment (8.4.2.6.3.1-2, 8.4.2.6.8.1-2).
 * With --chips, the payment is laid out in the profile's chips from its
 * carreteles (8.4.2.6.2, 8.4.2.6.3.3), rounded to the smallest chip. */
#include "config.h"

#include <getopt.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include <jansson.h>

#include "cli/commands.h"
#include "cli/common.h"
#include "cli/pay_chips.h"
#include "engine/payout.h"
#include "i18n.h"

#define COMMAND "pay"
#define AMOUNT_MAX INT64_C(1000000000000)
#define PASE_MAX 10000

struct word {
	const char *key;        /* on the command line and in JSON */
	int value;
	const char *name;       /* N_(): in the text output */
};

static const struct word winner_words[] = {
	{ "banca", PAYOUT_BANCA, N_("Banca wins") },
	{ "punto", PAYOUT_PUNTO, N_("Punto wins") },
	{ "ancar", PAYOUT_ANCAR, N_("ancar (a tie)") },
	{ NULL, 0, NULL },
};

static const struct word chance_words[] = {
	{ "banca", BET_ON_BANCA, N_("Banca") },
	{ "punto", BET_ON_PUNTO, N_("Punto") },
	{ "tie", BET_ON_TIE, N_("tie") },
	{ NULL, 0, NULL },
};

static const struct word kind_words[] = {
	{ "seat", BET_SEAT, N_("seat") },
	{ "standing", BET_STANDING, N_("standing") },
	{ "bank", BET_BANK, N_("the banker's bank") },
	{ "marcando", BET_MARCANDO, N_("marcando") },
	{ NULL, 0, NULL },
};

struct options {
	const char *profile;
	const char *winner, *on, *kind; /* the keys as given */
	struct payout_request req;
	bool have_bet, have_pase, have_salida, have_total, have_max;
	bool json, chips;
};


static void print_help(void)
{
	fputs(_("Usage: crupier pay --winner RESULT --on CHANCE --bet AMOUNT --kind KIND\n"
		 "                   [OPTION]...\n"
		 "The croupier's calculator: what to pay on one bet, what to hand back\n"
		 "over the maximum, and the article that says so.\n\n"), stdout);
	printf(_("  --rules PROFILE    rules profile (default: %s)\n"
		 "  --winner RESULT    how the pase ended: banca, punto or ancar\n"
		 "  --on CHANCE        the chance bet on: banca, punto or tie\n"
		 "  --bet AMOUNT       the bet, in whole units\n"
		 "  --kind KIND        seat, standing, bank (the banker's own bank)\n"
		 "                     or marcando\n"
		 "  --pase N           bank: the pase being paid, 1 for the first;\n"
		 "                     with --raised, counted from the last raise\n"
		 "  --salida S         bank: the bank the banker started with\n"
		 "                     (default on the first pase: the bet)\n"
		 "  --raised           bank: the bank was raised (IPLyC 7.9.2.5)\n"
		 "  --banca-total T    Banca's winning total, where a 6 pays half\n"
		 "  --max M            the table maximum (default: the profile's)\n"
		 "  --chips            lay the payment out in the profile's chips\n"
		 "  --json             print the result as JSON\n"
		 "  -h, --help         show this help and exit\n"), RULES_DEFAULT_PROFILE);
}

static bool word_find(const struct word *words, const char *key, int *value)
{
	for (size_t i = 0; words[i].key != NULL; i++) {
		if (strcmp(words[i].key, key) == 0) {
			*value = words[i].value;
			return true;
		}
	}
	return false;
}

static const char *word_name(const struct word *words, int value)
{
	for (size_t i = 0; words[i].key != NULL; i++)
		if (words[i].value == value)
			return _(words[i].name);
	return "";
}

static const char *word_key(const struct word *words, int value)
{
	for (size_t i = 0; words[i].key != NULL; i++)
		if (words[i].value == value)
			return words[i].key;
	return "";
}

static bool parse_amount(const char *opt, const char *text, int64_t *out)
{
	if (cli_parse_int64(text, 1, AMOUNT_MAX, out))
		return true;
	cli_usage_error(COMMAND, _("invalid amount for --%s: '%s'"), opt, text);
	return false;
}

/* Reads the command line into o; returns -1 to go on, else the exit
 * status. */
static int parse_args(int argc, char **argv, struct options *o)
{
	enum { OPT_RULES = 256, OPT_WINNER, OPT_ON, OPT_BET, OPT_KIND,
	       OPT_PASE, OPT_SALIDA, OPT_RAISED, OPT_TOTAL, OPT_MAX,
	       OPT_JSON, OPT_CHIPS };
	static const struct option longopts[] = {
		{ "rules", required_argument, NULL, OPT_RULES },
		{ "winner", required_argument, NULL, OPT_WINNER },
		{ "on", required_argument, NULL, OPT_ON },
		{ "bet", required_argument, NULL, OPT_BET },
		{ "kind", required_argument, NULL, OPT_KIND },
		{ "pase", required_argument, NULL, OPT_PASE },
		{ "salida", required_argument, NULL, OPT_SALIDA },
		{ "raised", no_argument, NULL, OPT_RAISED },
		{ "banca-total", required_argument, NULL, OPT_TOTAL },
		{ "max", required_argument, NULL, OPT_MAX },
		{ "json", no_argument, NULL, OPT_JSON },
		{ "chips", no_argument, NULL, OPT_CHIPS },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int c, value;
	int64_t n;

	cli_getopt_begin();
	while ((c = cli_getopt(argc, argv, longopts)) != -1) {
		switch (c) {
		case OPT_RULES:
			o->profile = optarg;
			break;
		case OPT_WINNER:
			if (!word_find(winner_words, optarg, &value))
				return cli_usage_error(COMMAND,
					_("--winner must be banca, punto or ancar, not '%s'"),
					optarg);
			o->winner = optarg;
			o->req.winner = (enum payout_winner)value;
			break;
		case OPT_ON:
			if (!word_find(chance_words, optarg, &value))
				return cli_usage_error(COMMAND,
					_("--on must be banca, punto or tie, not '%s'"),
					optarg);
			o->on = optarg;
			o->req.bet.chance = (enum bet_chance)value;
			break;
		case OPT_KIND:
			if (!word_find(kind_words, optarg, &value))
				return cli_usage_error(COMMAND,
					_("--kind must be seat, standing, bank or marcando, not '%s'"),
					optarg);
			o->kind = optarg;
			o->req.bet.kind = (enum bet_kind)value;
			break;
		case OPT_BET:
			if (!parse_amount("bet", optarg, &o->req.bet.amount))
				return EXIT_USAGE;
			o->have_bet = true;
			break;
		case OPT_PASE:
			if (!cli_parse_int64(optarg, 1, PASE_MAX, &n))
				return cli_usage_error(COMMAND,
					_("--pase must be a number from 1 to %d, not '%s'"),
					PASE_MAX, optarg);
			o->req.bank.pase = (int)n;
			o->have_pase = true;
			break;
		case OPT_SALIDA:
			if (!parse_amount("salida", optarg, &o->req.bank.salida))
				return EXIT_USAGE;
			o->have_salida = true;
			break;
		case OPT_RAISED:
			o->req.bank.raised = true;
			break;
		case OPT_TOTAL:
			if (!cli_parse_int64(optarg, 0, 9, &n))
				return cli_usage_error(COMMAND,
					_("--banca-total must be a total from 0 to 9, not '%s'"),
					optarg);
			o->req.banca_total = (int)n;
			o->have_total = true;
			break;
		case OPT_MAX:
			if (!parse_amount("max", optarg, &o->req.table_max))
				return EXIT_USAGE;
			o->have_max = true;
			break;
		case OPT_JSON:
			o->json = true;
			break;
		case OPT_CHIPS:
			o->chips = true;
			break;
		default:
			return cli_option_end(COMMAND, c, argv, print_help);
		}
	}
	if (optind < argc)
		return cli_extra_argument(COMMAND, argv[optind]);
	return -1;
}

/* The checks that need only the options: exit 2 on a bad combination. */
static int check_options(const struct options *o, const struct rules *r)
{
	const struct bet *bet = &o->req.bet;
	bool bank = bet->kind == BET_BANK;

	if (o->winner == NULL)
		return cli_usage_error(COMMAND, _("missing --winner"));
	if (o->on == NULL)
		return cli_usage_error(COMMAND, _("missing --on"));
	if (!o->have_bet)
		return cli_usage_error(COMMAND, _("missing --bet"));
	if (o->kind == NULL)
		return cli_usage_error(COMMAND, _("missing --kind"));
	if (bank && bet->chance != BET_ON_BANCA)
		return cli_usage_error(COMMAND,
			_("the banker's bank is a bet on Banca: use --on banca"));
	if (bet->kind == BET_MARCANDO && bet->chance != BET_ON_PUNTO)
		return cli_usage_error(COMMAND,
			_("marcando bets are on Punto only (%s)"),
			rules_cite(r, RULE_MARCANDO));
	if (!bank && (o->have_pase || o->have_salida || o->req.bank.raised))
		return cli_usage_error(COMMAND,
			_("--pase, --salida and --raised apply only to --kind bank"));
	if (bank && !o->have_pase)
		return cli_usage_error(COMMAND,
			_("--kind bank needs --pase: the number of the pase being paid"));
	if (bank && !o->have_salida &&
	    (o->req.bank.pase > 1 || o->req.bank.raised))
		return cli_usage_error(COMMAND,
			_("--kind bank needs --salida after the first pase or a raise"));
	/* The bank is a Banca bet too: where a 6 pays half, so does the
	 * bank (H8-2021, Apuestas).  A profile without a banker's bank says
	 * so in check_profile(). */
	if (o->req.winner == PAYOUT_BANCA && bet->chance == BET_ON_BANCA &&
	    (!bank || r->banking == BANKING_PLAYER) &&
	    r->banca_pay == BANCA_PAY_SIX_HALF && !o->have_total)
		return cli_usage_error(COMMAND,
			_("--banca-total is needed: this profile pays %d%% when Banca wins with 6 (%s)"),
			r->banca_six_pct, rules_cite(r, RULE_PAY_BANCA));
	return -1;
}

/* The bets this profile does not have: exit 1. */
static bool check_profile(const struct options *o, const struct rules *r)
{
	const struct bet *bet = &o->req.bet;

	if (bet->chance == BET_ON_TIE && !r->tie_bet) {
		cli_error(_("the %s profile has no tie bet"), r->name);
		return false;
	}
	if (bet->kind == BET_MARCANDO && r->marcando_pct <= 0) {
		cli_error(_("the %s profile has no marcando bets"), r->name);
		return false;
	}
	if (bet->kind == BET_BANK && r->banking != BANKING_PLAYER) {
		cli_error(_("in the %s profile the house banks: there is no banker's bank"),
			  r->name);
		return false;
	}
	return true;
}

static int print_json(const struct options *o, const struct rules *r,
		      const struct payout *p, const struct pay_chips *ch)
{
	const struct payout_request *q = &o->req;
	json_t *root = json_object();
	int rc;

	json_object_set_new(root, "rules", json_string(r->name));
	json_object_set_new(root, "winner", json_string(word_key(winner_words, q->winner)));
	json_object_set_new(root, "on", json_string(word_key(chance_words, q->bet.chance)));
	json_object_set_new(root, "kind", json_string(word_key(kind_words, q->bet.kind)));
	json_object_set_new(root, "bet", json_integer(q->bet.amount));
	json_object_set_new(root, "max", json_integer(q->table_max));
	if (q->bet.kind == BET_BANK) {
		json_object_set_new(root, "pase", json_integer(q->bank.pase));
		json_object_set_new(root, "salida", json_integer(q->bank.salida));
		json_object_set_new(root, "raised", json_boolean(q->bank.raised));
	}
	json_object_set_new(root, "pay", json_integer(p->pay));
	json_object_set_new(root, "returned", json_integer(p->returned));
	json_object_set_new(root, "collected", json_integer(p->collected));
	json_object_set_new(root, "stands", json_boolean(p->stands));
	json_object_set_new(root, "percent", json_integer(p->percent));
	json_object_set_new(root, "article", json_string(rules_cite(r, p->rule)));
	if (p->returned > 0)
		json_object_set_new(root, "excess_article",
				    json_string(rules_cite(r, p->excess_rule)));
	if (ch->made)
		json_object_set_new(root, "in_chips", pay_chips_json(r, ch));
	rc = cli_print_json(root, 6);
	if (rc != EXIT_OK)
		cli_error(_("cannot write the output"));
	return rc;
}

/* Amounts go into the messages as text: one msgid for every width. */
#define AMOUNT_TEXT 24
static const char *amount_text(int64_t v, char buf[AMOUNT_TEXT])
{
	snprintf(buf, AMOUNT_TEXT, "%" PRId64, v);
	return buf;
}

static void print_text(const struct options *o, const struct rules *r,
		       const struct payout *p, const struct pay_chips *ch)
{
	const struct payout_request *q = &o->req;
	enum rule_id order = q->winner == PAYOUT_PUNTO ? RULE_PAY_ORDER_PUNTO
						       : RULE_PAY_ORDER_BANCA;
	int64_t limit = q->bet.chance == BET_ON_TIE
			? q->table_max * r->tie_cap_pct / 100 : q->table_max;
	char a[AMOUNT_TEXT], b[AMOUNT_TEXT];

	printf(_("Bet: %s on %s (%s)\n"), amount_text(q->bet.amount, a),
	       word_name(chance_words, q->bet.chance),
	       word_name(kind_words, q->bet.kind));
	if (q->bet.kind == BET_BANK && q->bank.raised && r->raise_restarts)
		printf(_("Bank: pase %d since the raise, salida %s\n"),
		       q->bank.pase, amount_text(q->bank.salida, a));
	else if (q->bet.kind == BET_BANK)
		printf(_("Bank: pase %d, salida %s\n"), q->bank.pase,
		       amount_text(q->bank.salida, a));
	printf(_("Result: %s\n"), word_name(winner_words, q->winner));
	if (p->returned > 0 && q->bet.chance == BET_ON_TIE)
		printf(_("Hand back the excess first: %s over the tie limit of %s (%s)\n"),
		       amount_text(p->returned, a), amount_text(limit, b),
		       rules_cite(r, p->excess_rule));
	else if (p->returned > 0)
		printf(_("Hand back the excess first, \"¡Su excedente!\": %s over the maximum of %s (%s)\n"),
		       amount_text(p->returned, a), amount_text(limit, b),
		       rules_cite(r, p->excess_rule));
	if (p->stands) {
		printf(_("The bet stands: nothing to pay or take in (%s)\n"),
		       rules_cite(r, p->rule));
	} else if (p->percent > 0) {
		if (q->bet.chance == BET_ON_TIE)
			printf(_("Pay: %s (%d to 1; %s)\n"),
			       amount_text(p->pay, a), r->tie_pays,
			       rules_cite(r, p->rule));
		else
			printf(_("Pay: %s (%d%%; %s)\n"), amount_text(p->pay, a),
			       p->percent, rules_cite(r, p->rule));
		if (q->winner != PAYOUT_ANCAR)
			printf(_("Announce the bet, then the payment: \"%s\", \"%s\" (%s)\n"),
			       amount_text(q->bet.amount - p->returned, a),
			       amount_text(p->pay, b), rules_cite(r, order));
		if (ch->made)
			pay_chips_print(r, p, ch);
	} else {
		printf(_("The bet loses: take in %s (%s)\n"),
		       amount_text(p->collected, a), rules_cite(r, p->rule));
	}
}

int cmd_pay(int argc, char **argv)
{
	struct options o = { .profile = RULES_DEFAULT_PROFILE };
	struct pay_chips ch;
	struct rules r;
	struct payout p;
	enum status st;
	int rc;

	memset(&ch, 0, sizeof ch);
	rc = parse_args(argc, argv, &o);
	if (rc >= 0)
		return rc;
	if (!cli_load_rules(o.profile, &r))
		return EXIT_ERROR;
	rc = check_options(&o, &r);
	if (rc >= 0)
		return rc;
	if (!check_profile(&o, &r))
		return EXIT_ERROR;
	if (!o.have_max)
		o.req.table_max = r.table_max;
	/* Paying in chips: rounded to the smallest chip (rules_round). */
	r.chips.on = o.chips;
	if (o.req.bet.kind == BET_BANK && !o.have_salida)
		o.req.bank.salida = o.req.bet.amount;
	if (!r.raise_restarts && o.req.bank.raised)
		cli_error(_("note: the %s profile does not restart the alternation on a raise; --pase counts from the salida"),
			  r.name);
	st = payout_compute(&r, &o.req, &p);
	if (st != STATUS_OK)
		return cli_status_error(st);
	if (o.chips && !pay_chips_compose(&r, &o.req, &p, &ch))
		return EXIT_ERROR;
	if (o.json)
		return print_json(&o, &r, &p, &ch);
	print_text(&o, &r, &p, &ch);
	if (fflush(stdout) != 0) {
		cli_error(_("cannot write the output"));
		return EXIT_ERROR;
	}
	return EXIT_OK;
}
