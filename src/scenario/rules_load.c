/* SPDX-License-Identifier: GPL-3.0-or-later */
/* rules_load.c: reads a rules profile (data/rules/NAME.yaml).
 *
 * The format is documented at the top of data/rules/iplyc.yaml.  The file
 * is read whole into a draft first and applied afterwards, so the order of
 * the keys does not matter: `base` picks rules_init() or rules_init_midi(),
 * then each option stated replaces the base value, then `articles`
 * replaces the base citations.  Every option states the article it comes
 * from; the loader insists on it, though only the rule citations are kept
 * (they are what a trainee sees). */
#include "config.h"

#include "scenario/rules_load.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "scenario/chips_read.h"
#include "scenario/targets.h"
#include "scenario/yaml_events.h"

#define PROFILE_MAX_BYTES (1024 * 1024)
/* The deepest the format goes: top → chips → denominations → a chip. */
#define PROFILE_MAX_DEPTH 4
#define TEXT_MAX 200        /* source fields and option articles */
#define AMOUNT_MAX 1000000000

enum opt_kind { OK_INT, OK_AMOUNT, OK_BOOL, OK_ENUM, OK_DECKS };

#define OPTION_LIST(X)                                                      \
	X(BANKING, "banking", OK_ENUM, 0, 0, banking_words)                 \
	X(DECKS, "decks", OK_DECKS, 6, 8, NULL)                             \
	X(SEATS, "seats", OK_INT, 1, 9, NULL)                               \
	X(MIN_PLAYERS, "min_players", OK_INT, 1, 9, NULL)                   \
	X(VOLUNTAD, "voluntad", OK_BOOL, 0, 1, NULL)                        \
	X(PUNTO_DRAWS_TO, "punto_draws_to", OK_INT, 4, 5, NULL)             \
	X(TABLE_MIN, "table_min", OK_AMOUNT, 1, AMOUNT_MAX, NULL)           \
	X(TABLE_MAX, "table_max", OK_AMOUNT, 1, AMOUNT_MAX, NULL)           \
	X(MAX_MINIMUMS_LOW, "max_minimums_low", OK_INT, 0, 10000, NULL)     \
	X(MAX_MINIMUMS_HIGH, "max_minimums_high", OK_INT, 0, 10000, NULL)   \
	X(AUTHORISED_MIN, "authorised_min", OK_AMOUNT, 0, AMOUNT_MAX, NULL) \
	X(AUTHORISED_MAX, "authorised_max", OK_AMOUNT, 0, AMOUNT_MAX, NULL) \
	X(BANCA_PAY, "banca_pay", OK_ENUM, 0, 0, banca_pay_words)           \
	X(BANCA_PCT, "banca_pct", OK_INT, 0, 100, NULL)                     \
	X(BANCA_SIX_PCT, "banca_six_pct", OK_INT, 0, 100, NULL)             \
	X(COMMISSION_PCT, "commission_pct", OK_INT, 0, 100, NULL)           \
	X(BANK_ODD_PCT, "bank_odd_pct", OK_INT, 0, 100, NULL)               \
	X(BANK_EVEN_PCT, "bank_even_pct", OK_INT, 0, 100, NULL)             \
	X(HALF_MAX_INVERTS, "half_max_inverts", OK_BOOL, 0, 1, NULL)        \
	X(RAISE_RESTARTS, "raise_restarts", OK_BOOL, 0, 1, NULL)            \
	X(PASE_COUNT, "pase_count", OK_ENUM, 0, 0, pase_count_words)        \
	X(MARCANDO_PCT, "marcando_pct", OK_INT, 0, 100, NULL)               \
	X(TIE_BET, "tie_bet", OK_BOOL, 0, 1, NULL)                          \
	X(TIE_PAYS, "tie_pays", OK_INT, 1, 100, NULL)                       \
	X(TIE_CAP_PCT, "tie_cap_pct", OK_INT, 0, 100, NULL)                 \
	X(ROUNDING, "rounding", OK_ENUM, 0, 0, rounding_words)              \
	X(CUT_MIN_CARDS, "cut_min_cards", OK_INT, 0, 200, NULL)             \
	X(SAFETY_MIN, "safety_min", OK_INT, 1, 52, NULL)                    \
	X(SAFETY_MAX, "safety_max", OK_INT, 1, 52, NULL)                    \
	X(SAFETY_ANNOUNCES_LAST, "safety_announces_last", OK_BOOL, 0, 1, NULL) \
	X(BURN_FIRST_CARD, "burn_first_card", OK_BOOL, 0, 1, NULL)          \
	X(FACE_UP_BURNS_SHOE, "face_up_burns_shoe", OK_INT, 1, 10, NULL)    \
	X(GIVER_PRIORITY, "giver_priority", OK_BOOL, 0, 1, NULL)            \
	X(MITAD_ONCE, "mitad_once", OK_BOOL, 0, 1, NULL)                    \
	X(SUITE_DISCOUNT_PCT, "suite_discount_pct", OK_INT, 0, 100, NULL)    \
	X(SUITE_DISCOUNT_ON_WIN, "suite_discount_on_win", OK_BOOL, 0, 1, NULL) \
	X(BOTH_CHANCES_EXCLUDED, "both_chances_excluded", OK_BOOL, 0, 1, NULL) \
	X(LOST_RIGHT_TO_STANDING, "lost_right_to_standing", OK_BOOL, 0, 1, NULL) \
	X(WRONG_HOLDER_FIVE_STANDS, "wrong_holder_five_stands", OK_BOOL, 0, 1, NULL) \
	X(MARCANDO_RANKS_FACE, "marcando_ranks_face", OK_BOOL, 0, 1, NULL)   \
	X(SUITE_DISCOUNT_AFTER_ANCAR, "suite_discount_after_ancar", OK_BOOL, 0, 1, NULL) \
	X(SUITE_COUNT_CONTINUES, "suite_count_continues", OK_BOOL, 0, 1, NULL) \
	X(GIVEN_UP_SAME_AMOUNT, "given_up_same_amount", OK_BOOL, 0, 1, NULL) \
	X(GIVEN_UP_BURNS_SHOE, "given_up_burns_shoe", OK_BOOL, 0, 1, NULL) \
	X(FIRST_BANK, "first_bank", OK_ENUM, 0, 0, first_bank_words)        \
	X(CROUPIER_BANKS_ALONE, "croupier_banks_alone", OK_BOOL, 0, 1, NULL) \
	X(EXCESSES_AFTER_PAYMENTS, "excesses_after_payments", OK_BOOL, 0, 1, NULL)

enum opt_id {
#define OPT_ENUM(id, key, kind, min, max, words) OPT_##id,
	OPTION_LIST(OPT_ENUM)
#undef OPT_ENUM
	OPT__COUNT
};

/* The words of each enum option, in the order of its C enum. */
static const char *const banking_words[] = { "player", "house", NULL };
static const char *const banca_pay_words[] = {
	"discount", "six_half", "commission", NULL
};
static const char *const pase_count_words[] = {
	"banca_wins", "every_defined", NULL
};
static const char *const rounding_words[] = {
	"down", "nearest_half_up", "up", NULL
};
static const char *const first_bank_words[] = {
	"remate", "right_of_croupier", NULL
};
static const char *const base_words[] = { "player", "house", NULL };

struct option_def {
	const char *key;
	enum opt_kind kind;
	int64_t min, max;
	const char *const *words;
};

static const struct option_def options[OPT__COUNT] = {
#define OPT_DEF(id, key, kind, min, max, words) { key, kind, min, max, words },
	OPTION_LIST(OPT_DEF)
#undef OPT_DEF
};

struct place {
	unsigned long line, column;
};

/* Everything the file says, before it is applied to a base. */
struct draft {
	char name[RULES_NAME_MAX];
	int base;                           /* index in base_words, -1 */
	bool have_source;
	int64_t value[OPT__COUNT];
	bool set[OPT__COUNT];
	struct place at[OPT__COUNT];        /* of each option's value */
	char cite[RULE__COUNT][RULES_CITE_MAX];
	bool cited[RULE__COUNT];
	/* The article of max_minimums_low/high, the one option whose
	 * article a trainee sees (in the error of a table breaking it). */
	char max_minimums_cite[RULES_CITE_MAX];
	/* Likewise the articles of authorised_min and authorised_max. */
	char authorised_min_cite[RULES_CITE_MAX];
	char authorised_max_cite[RULES_CITE_MAX];
	/* And of given_up_burns_shoe, cited when the shoe is burnt. */
	char given_up_burns_cite[RULES_CITE_MAX];
	/* targets: and mastery: (scenario/targets.h); 0 keeps the
	 * default. */
	int32_t target_ms[RULES_TARGETS_MAX];
	int mastery_attempts, mastery_accuracy;
	/* chips: (scenario/chips_read.h). */
	struct chips_draft chips;
};

/* The option a key names, or -1. */
static int option_by_key(const struct yev_node *key)
{
	for (int i = 0; i < OPT__COUNT; i++)
		if (yev_key_is(key, options[i].key))
			return i;
	return -1;
}

/* An option the profiles do not know: the key node of it. */
static void unknown_option(const struct yev_reader *rd,
			   const struct yev_node *key, struct diag *err)
{
	char text[64];

	yev_excerpt(key->value, key->length, text, sizeof text);
	yev_error(rd, key, err,
		  _("unknown option '%s' (the options are listed at the top of iplyc.yaml)"),
		  text);
}

static bool read_source(struct yev_reader *rd, struct draft *d,
			struct diag *err)
{
	static const char *const keys[] = { "title", "resolution", "file" };
	struct yev_node map, n;
	bool seen_title = false;
	char text[TEXT_MAX + 1];

	if (!yev_expect_mapping(rd, &map, "source", err))
		return false;
	while (yev_next_key(rd, &n, err)) {
		int k = -1;

		for (int i = 0; i < 3; i++)
			if (yev_key_is(&n, keys[i]))
				k = i;
		if (k < 0) {
			yev_unknown_key(rd, &n, "source",
					"title, resolution, file", err);
			return false;
		}
		if (!yev_next(rd, &n, err)
		    || !yev_string(rd, &n, text, sizeof text, err))
			return false;
		if (k == 0)
			seen_title = true;
	}
	if (n.kind != YEV_MAPPING_END)
		return false;
	if (!seen_title) {
		yev_missing_key(rd, &map, "title", "source", err);
		return false;
	}
	d->have_source = true;
	return true;
}

static bool read_value(const struct yev_reader *rd, const struct yev_node *n,
		       enum opt_id id, struct draft *d, struct diag *err)
{
	const struct option_def *o = &options[id];
	bool b;
	int w;

	d->at[id].line = n->line;
	d->at[id].column = n->column;
	switch (o->kind) {
	case OK_BOOL:
		if (!yev_bool(rd, n, &b, err))
			return false;
		d->value[id] = b;
		break;
	case OK_ENUM:
		if (!yev_enum(rd, n, o->key, o->words, &w, err))
			return false;
		d->value[id] = w;
		break;
	case OK_DECKS:
		if (!yev_int64(rd, n, o->key, INT64_MIN, INT64_MAX,
			       &d->value[id], err))
			return false;
		if (d->value[id] != 6 && d->value[id] != 8) {
			yev_error(rd, n, err, _("decks must be 6 or 8, not %lld"),
				  (long long)d->value[id]);
			return false;
		}
		break;
	case OK_INT:
	case OK_AMOUNT:
	default:
		if (!yev_int64(rd, n, o->key, o->min, o->max, &d->value[id],
			       err))
			return false;
		break;
	}
	d->set[id] = true;
	return true;
}

/* One option: {value: V, article: "IPLyC 7.5.3"}. */
static bool read_option(struct yev_reader *rd, enum opt_id id,
			struct draft *d, struct diag *err)
{
	struct yev_node map, n;
	bool seen_value = false, seen_article = false;
	char text[TEXT_MAX + 1];

	if (!yev_next(rd, &map, err))
		return false;
	if (map.kind != YEV_MAPPING_START) {
		yev_describe(&map, text, sizeof text);
		yev_error(rd, &map, err,
			  _("option %s must be written {value: ..., article: \"...\"}, found %s"),
			  options[id].key, text);
		return false;
	}
	while (yev_next_key(rd, &n, err)) {
		if (yev_key_is(&n, "value")) {
			if (!yev_next(rd, &n, err) || !read_value(rd, &n, id, d, err))
				return false;
			seen_value = true;
		} else if (yev_key_is(&n, "article")) {
			if (!yev_next(rd, &n, err)
			    || !yev_string(rd, &n, text, sizeof text, err))
				return false;
			seen_article = true;
			/* Cut to a citation's size, as articles: are. */
			if (id == OPT_MAX_MINIMUMS_LOW
			    || id == OPT_MAX_MINIMUMS_HIGH)
				rules_copy_cite(d->max_minimums_cite, text);
			else if (id == OPT_AUTHORISED_MIN)
				rules_copy_cite(d->authorised_min_cite, text);
			else if (id == OPT_AUTHORISED_MAX)
				rules_copy_cite(d->authorised_max_cite, text);
			else if (id == OPT_GIVEN_UP_BURNS_SHOE)
				rules_copy_cite(d->given_up_burns_cite, text);
		} else {
			yev_unknown_key(rd, &n, options[id].key,
					"value, article", err);
			return false;
		}
	}
	if (n.kind != YEV_MAPPING_END)
		return false;
	if (!seen_value || !seen_article) {
		yev_missing_key(rd, &map, seen_value ? "article" : "value",
				options[id].key, err);
		return false;
	}
	return true;
}

static bool read_options(struct yev_reader *rd, struct draft *d,
			 struct diag *err)
{
	struct yev_node map, n;

	if (!yev_expect_mapping(rd, &map, "options", err))
		return false;
	while (yev_next_key(rd, &n, err)) {
		int id = option_by_key(&n);

		if (id < 0) {
			unknown_option(rd, &n, err);
			return false;
		}
		if (!read_option(rd, (enum opt_id)id, d, err))
			return false;
	}
	return n.kind == YEV_MAPPING_END;
}

static bool read_articles(struct yev_reader *rd, struct draft *d,
			  struct diag *err)
{
	struct yev_node map, n;
	char text[64];

	if (!yev_expect_mapping(rd, &map, "articles", err))
		return false;
	while (yev_next_key(rd, &n, err)) {
		enum rule_id id;

		id = strlen(n.value) == n.length ? rule_by_key(n.value)
						 : RULE__COUNT;
		if (id == RULE__COUNT) {
			yev_excerpt(n.value, n.length, text, sizeof text);
			yev_error(rd, &n, err,
				  _("unknown rule '%s' in articles"), text);
			return false;
		}
		if (!yev_next_text(rd, d->cite[id], sizeof d->cite[id],
				   _("a citation must not be empty"), err))
			return false;
		d->cited[id] = true;
	}
	return n.kind == YEV_MAPPING_END;
}

static bool read_profile(struct yev_reader *rd, struct draft *d,
			 struct yev_node *root, struct diag *err)
{
	static const char *const allowed =
		"name, source, base, options, articles, targets, mastery, "
		"chips";
	struct yev_node n;
	bool seen_name = false;

	if (!yev_expect_mapping(rd, root, _("a rules profile"), err))
		return false;
	while (yev_next_key(rd, &n, err)) {
		if (yev_key_is(&n, "name")) {
			if (!yev_next(rd, &n, err)
			    || !yev_string(rd, &n, d->name, sizeof d->name,
					   err)
			    || !yev_check_name(rd, &n, d->name, sizeof d->name,
					       err))
				return false;
			seen_name = true;
		} else if (yev_key_is(&n, "base")) {
			if (!yev_next(rd, &n, err)
			    || !yev_enum(rd, &n, "base", base_words, &d->base,
					 err))
				return false;
		} else if (yev_key_is(&n, "source")) {
			if (!read_source(rd, d, err))
				return false;
		} else if (yev_key_is(&n, "options")) {
			if (!read_options(rd, d, err))
				return false;
		} else if (yev_key_is(&n, "articles")) {
			if (!read_articles(rd, d, err))
				return false;
		} else if (yev_key_is(&n, "targets")) {
			if (!targets_read(rd, d->target_ms, err))
				return false;
		} else if (yev_key_is(&n, "mastery")) {
			if (!mastery_read(rd, &d->mastery_attempts,
					  &d->mastery_accuracy, err))
				return false;
		} else if (yev_key_is(&n, "chips")) {
			bool ended;

			if (!yev_next(rd, &n, err) ||
			    chips_read(rd, &n, CHIPS_FROM_PROFILE, &d->chips,
				       &ended, err) != CHIPS_READ_OK)
				return false;
		} else {
			yev_unknown_key(rd, &n, _("the profile"), allowed, err);
			return false;
		}
	}
	if (n.kind != YEV_MAPPING_END)
		return false;
	if (!yev_next(rd, &n, err))   /* a second document is an error */
		return false;
	if (!seen_name)
		yev_missing_key(rd, root, "name", _("the profile"), err);
	else if (d->base < 0)
		yev_missing_key(rd, root, "base", _("the profile"), err);
	else if (!d->have_source)
		yev_missing_key(rd, root, "source", _("the profile"), err);
	else
		return true;
	return false;
}

static void apply_option(struct rules *r, enum opt_id id, int64_t v)
{
	switch (id) {
	case OPT_BANKING: r->banking = (enum banking)v; break;
	case OPT_DECKS: r->decks = (int)v; break;
	case OPT_SEATS: r->seats = (int)v; break;
	case OPT_MIN_PLAYERS: r->min_players = (int)v; break;
	case OPT_VOLUNTAD: r->voluntad = v != 0; break;
	case OPT_PUNTO_DRAWS_TO: r->punto_draws_to = (int)v; break;
	case OPT_TABLE_MIN: r->table_min = v; break;
	case OPT_TABLE_MAX: r->table_max = v; break;
	case OPT_MAX_MINIMUMS_LOW: r->max_minimums_low = (int)v; break;
	case OPT_MAX_MINIMUMS_HIGH: r->max_minimums_high = (int)v; break;
	case OPT_AUTHORISED_MIN: r->authorised_min = v; break;
	case OPT_AUTHORISED_MAX: r->authorised_max = v; break;
	case OPT_BANCA_PAY: r->banca_pay = (enum banca_pay)v; break;
	case OPT_BANCA_PCT: r->banca_pct = (int)v; break;
	case OPT_BANCA_SIX_PCT: r->banca_six_pct = (int)v; break;
	case OPT_COMMISSION_PCT: r->commission_pct = (int)v; break;
	case OPT_BANK_ODD_PCT: r->bank_odd_pct = (int)v; break;
	case OPT_BANK_EVEN_PCT: r->bank_even_pct = (int)v; break;
	case OPT_HALF_MAX_INVERTS: r->half_max_inverts = v != 0; break;
	case OPT_RAISE_RESTARTS: r->raise_restarts = v != 0; break;
	case OPT_PASE_COUNT: r->pase_count = (enum pase_count)v; break;
	case OPT_MARCANDO_PCT: r->marcando_pct = (int)v; break;
	case OPT_TIE_BET: r->tie_bet = v != 0; break;
	case OPT_TIE_PAYS: r->tie_pays = (int)v; break;
	case OPT_TIE_CAP_PCT: r->tie_cap_pct = (int)v; break;
	case OPT_ROUNDING: r->rounding = (enum rounding)v; break;
	case OPT_CUT_MIN_CARDS: r->cut_min_cards = (int)v; break;
	case OPT_SAFETY_MIN: r->safety_min = (int)v; break;
	case OPT_SAFETY_MAX: r->safety_max = (int)v; break;
	case OPT_SAFETY_ANNOUNCES_LAST: r->safety_announces_last = v != 0; break;
	case OPT_BURN_FIRST_CARD: r->burn_first_card = v != 0; break;
	case OPT_FACE_UP_BURNS_SHOE: r->face_up_burns_shoe = (int)v; break;
	case OPT_GIVER_PRIORITY: r->giver_priority = v != 0; break;
	case OPT_MITAD_ONCE: r->mitad_once = v != 0; break;
	case OPT_SUITE_DISCOUNT_PCT: r->suite_discount_pct = (int)v; break;
	case OPT_SUITE_DISCOUNT_ON_WIN: r->suite_discount_on_win = v != 0; break;
	case OPT_BOTH_CHANCES_EXCLUDED: r->both_chances_excluded = v != 0; break;
	case OPT_LOST_RIGHT_TO_STANDING:
		r->lost_right_to_standing = v != 0;
		break;
	case OPT_MARCANDO_RANKS_FACE: r->marcando_ranks_face = v != 0; break;
	case OPT_SUITE_DISCOUNT_AFTER_ANCAR:
		r->suite_discount_after_ancar = v != 0;
		break;
	case OPT_SUITE_COUNT_CONTINUES: r->suite_count_continues = v != 0; break;
	case OPT_GIVEN_UP_SAME_AMOUNT: r->given_up_same_amount = v != 0; break;
	case OPT_GIVEN_UP_BURNS_SHOE: r->given_up_burns_shoe = v != 0; break;
	case OPT_FIRST_BANK: r->first_bank = (enum first_bank)v; break;
	case OPT_CROUPIER_BANKS_ALONE: r->croupier_banks_alone = v != 0; break;
	case OPT_EXCESSES_AFTER_PAYMENTS:
		r->excesses_after_payments = v != 0;
		break;
	case OPT_WRONG_HOLDER_FIVE_STANDS:
		r->wrong_holder_five_stands = v != 0;
		break;
	case OPT__COUNT:
	default: break;
	}
}

bool rules_load_option(const struct yev_reader *rd,
		       const struct yev_node *key, const struct yev_node *value,
		       struct rules *r, struct diag *err)
{
	struct draft d;
	int id = option_by_key(key);

	if (id < 0) {
		unknown_option(rd, key, err);
		return false;
	}
	memset(&d, 0, sizeof d);
	if (!read_value(rd, value, (enum opt_id)id, &d, err))
		return false;
	apply_option(r, (enum opt_id)id, d.value[id]);
	return true;
}

/* A pair of options that must be in order (low <= high), checked on the
 * final values so a file that states one of them is checked against the
 * base's other; the error points at the one the file states. */
static bool check_order(const struct yev_reader *rd, const struct draft *d,
			enum opt_id lo, enum opt_id hi, int64_t lo_v,
			int64_t hi_v, struct diag *err)
{
	struct yev_node at = { .kind = YEV_SCALAR };
	enum opt_id where = d->set[lo] ? lo : hi;

	if (lo_v <= hi_v)
		return true;
	at.line = d->at[where].line;
	at.column = d->at[where].column;
	yev_error(rd, &at, err, _("%s (%lld) is above %s (%lld)"),
		  options[lo].key, (long long)lo_v, options[hi].key,
		  (long long)hi_v);
	return false;
}

/* The profile's own table within its own band of minimums (LNSE-MIDI
 * 5.4): the error points at table_max, or wherever the file changed it. */
static bool check_ratio(const struct yev_reader *rd, const struct draft *d,
			const struct rules *r, struct diag *err)
{
	static const enum opt_id order[] = {
		OPT_TABLE_MAX, OPT_TABLE_MIN, OPT_MAX_MINIMUMS_HIGH,
		OPT_MAX_MINIMUMS_LOW,
	};
	struct yev_node at = { .kind = YEV_SCALAR };

	if (rules_max_in_minimums(r, r->table_min, r->table_max))
		return true;
	for (size_t i = 0; i < sizeof order / sizeof order[0]; i++)
		if (d->set[order[i]]) {
			at.line = d->at[order[i]].line;
			at.column = d->at[order[i]].column;
			break;
		}
	yev_error(rd, &at, err,
		  _("the maximum (%lld) must be %d to %d times the minimum (%lld) (%s)"),
		  (long long)r->table_max, r->max_minimums_low,
		  r->max_minimums_high, (long long)r->table_min,
		  rules_max_minimums_cite(r));
	return false;
}

/* The profile's own table within the authorised band (LNSE-MIDI 5.4,
 * 7.2): the error points at the limit, or at the band's option. */
static bool check_authorised(const struct yev_reader *rd,
			     const struct draft *d, const struct rules *r,
			     struct diag *err)
{
	struct yev_node at = { .kind = YEV_SCALAR };
	enum opt_id where;

	if (!rules_min_authorised(r, r->table_min)) {
		where = d->set[OPT_TABLE_MIN] ? OPT_TABLE_MIN
					      : OPT_AUTHORISED_MIN;
		at.line = d->at[where].line;
		at.column = d->at[where].column;
		yev_error(rd, &at, err,
			  _("the minimum (%lld) is below the authorised minimum (%lld) (%s)"),
			  (long long)r->table_min, (long long)r->authorised_min,
			  r->authorised_min_cite);
		return false;
	}
	if (!rules_max_authorised(r, r->table_max)) {
		where = d->set[OPT_TABLE_MAX] ? OPT_TABLE_MAX
					      : OPT_AUTHORISED_MAX;
		at.line = d->at[where].line;
		at.column = d->at[where].column;
		yev_error(rd, &at, err,
			  _("the maximum (%lld) is above the authorised maximum (%lld) (%s)"),
			  (long long)r->table_max, (long long)r->authorised_max,
			  r->authorised_max_cite);
		return false;
	}
	return true;
}

static bool apply(const struct yev_reader *rd, const struct draft *d,
		  struct rules *out, struct diag *err)
{
	if (d->base == 1)
		rules_init_midi(out);
	else
		rules_init(out);
	memcpy(out->name, d->name, sizeof out->name);
	for (int i = 0; i < OPT__COUNT; i++)
		if (d->set[i])
			apply_option(out, (enum opt_id)i, d->value[i]);
	for (int i = 0; i < RULE__COUNT; i++)
		if (d->cited[i])
			memcpy(out->cite[i], d->cite[i], sizeof out->cite[i]);
	memcpy(out->target_ms, d->target_ms, sizeof out->target_ms);
	out->mastery_attempts = d->mastery_attempts;
	out->mastery_accuracy = d->mastery_accuracy;
	if (d->max_minimums_cite[0])
		memcpy(out->max_minimums_cite, d->max_minimums_cite,
		       sizeof out->max_minimums_cite);
	if (d->authorised_min_cite[0])
		memcpy(out->authorised_min_cite, d->authorised_min_cite,
		       sizeof out->authorised_min_cite);
	if (d->authorised_max_cite[0])
		memcpy(out->authorised_max_cite, d->authorised_max_cite,
		       sizeof out->authorised_max_cite);
	if (d->given_up_burns_cite[0])
		memcpy(out->given_up_burns_cite, d->given_up_burns_cite,
		       sizeof out->given_up_burns_cite);
	/* A profile names the table's chips; paying in them is the
	 * scenario's to turn on. */
	if (!chips_apply(rd, &d->chips, &out->chips, err))
		return false;
	out->chips.on = false;
	return check_order(rd, d, OPT_TABLE_MIN, OPT_TABLE_MAX,
			   out->table_min, out->table_max, err)
	       && (out->max_minimums_high == 0
		   || check_order(rd, d, OPT_MAX_MINIMUMS_LOW,
				  OPT_MAX_MINIMUMS_HIGH,
				  out->max_minimums_low,
				  out->max_minimums_high, err))
	       && check_ratio(rd, d, out, err)
	       && check_authorised(rd, d, out, err)
	       && check_order(rd, d, OPT_SAFETY_MIN, OPT_SAFETY_MAX,
			      out->safety_min, out->safety_max, err)
	       && check_order(rd, d, OPT_MIN_PLAYERS, OPT_SEATS,
			      out->min_players, out->seats, err);
}

bool rules_load_file(const char *path, struct rules *out, struct diag *err)
{
	struct yev_reader *rd;
	struct yev_node root;
	struct draft d;
	bool ok;

	memset(&d, 0, sizeof d);
	d.base = -1;
	if (!yev_open(path, PROFILE_MAX_BYTES, PROFILE_MAX_DEPTH, &rd, err))
		return false;
	ok = read_profile(rd, &d, &root, err) && apply(rd, &d, out, err);
	yev_close(rd);
	return ok;
}
