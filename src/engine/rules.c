/* SPDX-License-Identifier: GPL-3.0-or-later */
/* rules.c: the IPLyC and MIDI base profiles and rule citations. */
#include "config.h"

#include "engine/rules.h"

#include <string.h>

static const char *const rule_keys[RULE__COUNT] = {
#define RULE_KEY(id, key, cite) key,
	RULE_LIST(RULE_KEY)
#undef RULE_KEY
};

static const char *const iplyc_cites[RULE__COUNT] = {
#define RULE_CITE(id, key, cite) cite,
	RULE_LIST(RULE_CITE)
#undef RULE_CITE
};

void rules_copy_cite(char dst[RULES_CITE_MAX], const char *cite)
{
	size_t n = strlen(cite);

	if (n >= RULES_CITE_MAX)
		n = RULES_CITE_MAX - 1;
	memcpy(dst, cite, n);
	dst[n] = '\0';
}

static void set_cite(struct rules *r, enum rule_id id, const char *cite)
{
	rules_copy_cite(r->cite[id], cite);
}

void rules_init(struct rules *r)
{
	memset(r, 0, sizeof *r);
	memcpy(r->name, RULES_DEFAULT_PROFILE, sizeof RULES_DEFAULT_PROFILE);
	r->banking = BANKING_PLAYER;
	r->decks = 8;                 /* 7.5.3 */
	r->seats = 7;
	r->min_players = 2;           /* 7.5.1 */
	r->voluntad = true;           /* 7.4.1 */
	r->punto_draws_to = 4;
	r->table_min = 100;
	r->table_max = 10000;
	r->banca_pay = BANCA_PAY_DISCOUNT;
	r->banca_pct = 90;            /* 7.8.1.2 */
	r->banca_six_pct = 50;
	r->commission_pct = 5;
	r->bank_odd_pct = 100;        /* 7.8.1.3 */
	r->bank_even_pct = 90;
	r->half_max_inverts = true;   /* 7.8.1.4 */
	r->raise_restarts = true;     /* 7.9.2.5 */
	r->pase_count = PASE_COUNT_BANCA_WINS;
	r->marcando_pct = 50;         /* 7.8.1.5 */
	r->tie_bet = false;
	r->tie_pays = 8;
	r->tie_cap_pct = 10;
	r->rounding = ROUND_DOWN;
	r->cut_min_cards = 50;        /* 7.5.9 */
	r->safety_min = 7;            /* 7.5.10 */
	r->safety_max = 12;
	r->safety_announces_last = true; /* 7.5.10, 8.7.1.1.16 */
	r->burn_first_card = false;
	r->face_up_burns_shoe = 3;    /* 7.7.1.1 */
	r->giver_priority = false;    /* 7.11.3.2 */
	r->mitad_once = false;
	r->suite_discount_pct = 5;    /* 7.11.11 */
	r->suite_discount_on_win = false;
	r->both_chances_excluded = true;      /* 7.6.2, 7.9.4.2 */
	r->lost_right_to_standing = true;     /* 7.9.3.4, 7.9.4.2 */
	r->wrong_holder_five_stands = false;  /* 7.7.4.3.2 */
	r->marcando_ranks_face = false;       /* 7.8.1.5 */
	r->suite_discount_after_ancar = false; /* 7.11.11 */
	r->suite_count_continues = false;
	rules_chips_iplyc(&r->chips);
	r->given_up_same_amount = true;       /* 7.9.2.7 */
	r->given_up_burns_shoe = false;       /* 7.9.2.7, 7.9.8.2 */
	rules_copy_cite(r->given_up_burns_cite, "IPLyC 7.9.2.7, 7.9.8.2");
	r->first_bank = FIRST_BANK_REMATE;    /* 7.5.4 */
	r->excesses_after_payments = false;   /* 8.4.2.6.13 */
	r->croupier_banks_alone = false;      /* 7.5.1: two players */
	for (int i = 0; i < RULE__COUNT; i++)
		set_cite(r, (enum rule_id)i, iplyc_cites[i]);
}

static void chip(struct chip_set *s, int64_t value, enum chip_colour colour,
		 char letter, int carreteles)
{
	struct chip_denom *d = &s->d[s->n++];

	d->value = value;
	d->colour = colour;
	d->letter = letter;
	d->stock = carreteles * CHIPS_CARRETEL;
}

/* The letters are the colours' Spanish initials (blanco, rojo, verde,
 * negro, púrpura, amarillo, marrón). */
void rules_chips_iplyc(struct chip_set *s)
{
	memset(s, 0, sizeof *s);
	chip(s, 5, CHIP_WHITE, 'B', 1);
	chip(s, 10, CHIP_RED, 'R', 2);
	chip(s, 25, CHIP_GREEN, 'V', 2);
	chip(s, 100, CHIP_BLACK, 'N', 5);
	chip(s, 500, CHIP_PURPLE, 'P', 3);
	chip(s, 1000, CHIP_YELLOW, 'A', 3);
	chip(s, 5000, CHIP_BROWN, 'M', 2);
	/* 8.4.2.6.3.3: "Evitará, de no ser necesario, la repetición de
	 * fichas del mismo valor". */
	s->rule = CHIPS_RULE_FEWEST;
}

/* A house-banked MIDI table (maximum 50,000, LNSE-MIDI Anexo II) with
 * the house's rule of at most four chips of a colour: LNSE-MIDI 7.1 only
 * says that bets are made in the casino's chips. */
void rules_chips_midi(struct chip_set *s)
{
	memset(s, 0, sizeof *s);
	chip(s, 5, CHIP_WHITE, 'B', 1);
	chip(s, 10, CHIP_RED, 'R', 2);
	chip(s, 25, CHIP_GREEN, 'V', 2);
	chip(s, 100, CHIP_BLACK, 'N', 5);
	chip(s, 500, CHIP_PURPLE, 'P', 3);
	chip(s, 1000, CHIP_YELLOW, 'A', 3);
	chip(s, 5000, CHIP_BROWN, 'M', 3);
	s->rule = CHIPS_RULE_MAX_PER_COLOUR;
	s->max_per_colour = 4;
}

void rules_init_midi(struct rules *r)
{
	rules_init(r);
	memcpy(r->name, "lnse-midi", sizeof "lnse-midi");
	r->banking = BANKING_HOUSE;           /* LNSE-MIDI 1.2, 5.1 */
	r->seats = 9;                         /* 2.5 */
	r->min_players = 1;
	r->voluntad = false;                  /* 6: Punto draws on 0-5 */
	r->punto_draws_to = 5;
	r->table_min = 10;                    /* Anexo II */
	r->table_max = 50000;
	/* 5.4, 7.2: no table's limits outside Anexo II's band. */
	r->authorised_min = 10;
	r->authorised_max = 50000;
	rules_copy_cite(r->authorised_min_cite, "LNSE-MIDI 5.4");
	rules_copy_cite(r->authorised_max_cite, "LNSE-MIDI 7.2");
	r->banca_pay = BANCA_PAY_SIX_HALF;    /* 5.2 */
	r->banca_pct = 100;
	r->bank_odd_pct = 100;
	r->bank_even_pct = 100;
	r->half_max_inverts = false;
	r->raise_restarts = false;
	r->marcando_pct = 0;
	r->tie_bet = true;                    /* 5.5 */
	r->safety_min = 7;                    /* 8.1 */
	r->safety_max = 7;
	r->safety_announces_last = false;     /* 8.1 */
	r->burn_first_card = true;            /* 8.2 */
	r->suite_discount_pct = 0;
	/* 8.4: Punto's cards to the largest Punto bet, nobody excluded. */
	r->both_chances_excluded = false;
	r->lost_right_to_standing = false;
	set_cite(r, RULE_CARD_VALUES, "LNSE-MIDI 2.1");
	set_cite(r, RULE_TOTALS, "LNSE-MIDI 6.1");
	set_cite(r, RULE_SHOE_SIZE, "LNSE-MIDI 2.1");
	set_cite(r, RULE_DEAL_ORDER, "LNSE-MIDI 8.3");
	set_cite(r, RULE_NATURAL, "LNSE-MIDI 6.2");
	set_cite(r, RULE_PUNTO_TABLE, "LNSE-MIDI 6 (Punto)");
	set_cite(r, RULE_BANCA_TABLE, "LNSE-MIDI 6 (Banca)");
	set_cite(r, RULE_BANCA_AFTER_STAND, "LNSE-MIDI 6 (Banca)");
	set_cite(r, RULE_ANNOUNCE, "LNSE-MIDI 8.5");
	set_cite(r, RULE_CALLS, "LNSE-MIDI 8.3");
	set_cite(r, RULE_VOID_PASE, "LNSE-MIDI 9.3");
	set_cite(r, RULE_PUNTO_CARDS_TO, "LNSE-MIDI 8.4");
	set_cite(r, RULE_BOTH_CHANCES, "LNSE-MIDI 9.7");
	set_cite(r, RULE_PAY_PUNTO, "LNSE-MIDI 5.2");
	set_cite(r, RULE_PAY_BANCA, "LNSE-MIDI 5.2");
	set_cite(r, RULE_TIE_BET, "LNSE-MIDI 5.5");
	set_cite(r, RULE_ANCAR, "LNSE-MIDI 5.5");
	set_cite(r, RULE_SAFETY_CARD, "LNSE-MIDI 8.1");
	set_cite(r, RULE_BURN, "LNSE-MIDI 8.2");
	/* No article states the pass during the shoe; 9.6 states it at the
	 * shoe's end ("en caso de haber salido BANCA en el último pase, de lo
	 * contrario el Sabot pasará al jugador de la derecha") and is read as
	 * the rule of every pase.  9.5 is the dealer who cannot go on. */
	set_cite(r, RULE_ROTATION, "LNSE-MIDI 9.6");
	set_cite(r, RULE_CANNOT_FINISH, "LNSE-MIDI 9.5");
	set_cite(r, RULE_ONCE_A_ROUND, "LNSE-MIDI 9.4");
	set_cite(r, RULE_NEW_SHOE, "LNSE-MIDI 9.6");
	rules_chips_midi(&r->chips);
	set_cite(r, RULE_CHIPS_PAY, "LNSE-MIDI 7.1");
	set_cite(r, RULE_CHIPS_FLOAT, "LNSE-MIDI 7.1");
	set_cite(r, RULE_CHANGE, "LNSE-MIDI 7.1");
	set_cite(r, RULE_CHIPS_BET, "LNSE-MIDI 7.1");
}

const char *rule_key(enum rule_id id)
{
	return (unsigned)id < RULE__COUNT ? rule_keys[id] : NULL;
}

enum rule_id rule_by_key(const char *key)
{
	for (int i = 0; i < RULE__COUNT; i++)
		if (strcmp(rule_keys[i], key) == 0)
			return (enum rule_id)i;
	return RULE__COUNT;
}

bool rules_max_in_minimums(const struct rules *r, int64_t min, int64_t max)
{
	/* Amounts and ratios are capped by the loaders (10^9, 10^4): the
	 * products fit. */
	if (r->max_minimums_low > 0 && max < min * r->max_minimums_low)
		return false;
	return r->max_minimums_high == 0 || max <= min * r->max_minimums_high;
}

bool rules_min_authorised(const struct rules *r, int64_t min)
{
	return r->authorised_min == 0 || min >= r->authorised_min;
}

bool rules_max_authorised(const struct rules *r, int64_t max)
{
	return r->authorised_max == 0 || max <= r->authorised_max;
}

const char *rules_max_minimums_cite(const struct rules *r)
{
	return r->max_minimums_cite[0] ? r->max_minimums_cite
				       : rules_cite(r, RULE_TABLE_LIMITS);
}

const char *rules_cite(const struct rules *r, enum rule_id id)
{
	return (unsigned)id < RULE__COUNT ? r->cite[id] : "";
}

int64_t rules_round(const struct rules *r, int64_t num, int64_t den)
{
	int64_t unit = r->chips.on ? chips_unit(&r->chips) : 1;

	/* num/den in units of the smallest chip: num/(den*unit) of them.
	 * Amounts stay below 10^12 and den below 10^3, unit below 10^9:
	 * the product fits. */
	den *= unit;
	switch (r->rounding) {
	case ROUND_UP:
		return (num + den - 1) / den * unit;
	case ROUND_NEAREST_HALF_UP:
		return (2 * num + den) / (2 * den) * unit;
	case ROUND_DOWN:
	default:
		return num / den * unit;
	}
}
