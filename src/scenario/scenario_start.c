/* SPDX-License-Identifier: GPL-3.0-or-later */
/* scenario_start.c: the scenario keys that set up the start of a shoe or
 * a procedure: the remate of the first bank and its offers (IPLyC
 * 7.5.4-7.5.6; none: the sabot waits, 7.9.8.2), the players who refuse
 * the cut (read in scenario_table.c, 7.5.7-7.5.8) and the deck check's
 * defect (8.9.8), planted by the file so that every way of playing it
 * finds the same one. */
#include "config.h"

#include <string.h>

#include "i18n.h"
#include "scenario/scenario_loader.h"

/* {player: NAME, amount: N}, item its opening node. */
static void read_offer(struct loader *L, const char *what,
		       const struct yev_node *item,
		       struct scenario_offer *out, int *count)
{
	struct yev_node k, v;
	struct scenario_offer o = { -1, 0 };
	bool seen_player = false, seen_amount = false;

	if (!ld_is_mapping(L, item, what))
		return;
	while (ld_next_key(L, &k)) {
		if (yev_key_is(&k, "player")) {
			seen_player = true;
			if (*count < SCENARIO_LIST_MAX)
				ld_player_ref(L, &out[*count].player, &v);
			else
				ld_skip_next(L);
		} else if (yev_key_is(&k, "amount")) {
			seen_amount = ld_int(L, "amount", 1, LD_AMOUNT_MAX,
					     &o.amount, &v);
		} else {
			ld_unknown_key(L, &k, what, "player, amount");
			ld_skip_next(L);
		}
	}
	if (*count >= SCENARIO_LIST_MAX) {
		ld_error(L, item, _("too many offers in %s (at most %d)"),
			 what, SCENARIO_LIST_MAX);
		return;
	}
	if (!seen_player) {
		struct scenario_where at = ld_where(item);

		ld_missing_key(L, &at, "player", what);
	} else if (!seen_amount) {
		struct scenario_where at = ld_where(item);

		ld_missing_key(L, &at, "amount", what);
	}
	out[*count].amount = o.amount;
	(*count)++;
}

/* [{player: NAME, amount: N}, ...] */
static void read_offers(struct loader *L, const char *what,
			struct scenario_offer *out, int *count)
{
	struct yev_node seq, item;

	if (!ld_open_sequence(L, what, &seq))
		return;
	while (ld_next_item(L, &item))
		read_offer(L, what, &item, out, count);
}

/* improved: one round [{player, amount}, ...], or several, each a list
 * ([[...], [...]]): the offers after each "¿Alguien mejora la oferta?"
 * (IPLyC 8.7.1.1.13). */
static void read_rounds(struct loader *L, struct scenario_remate *rm)
{
	struct yev_node seq, item, inner;
	bool nested = false, flat = false;

	if (!ld_open_sequence(L, "improved", &seq))
		return;
	while (ld_next_item(L, &item)) {
		if (item.kind != YEV_SEQUENCE_START && nested) {
			ld_error(L, &item, "%s",
				 _("improved is either one round of offers or a list of rounds, not both"));
			ld_skip(L, &item);
			continue;
		}
		if (item.kind != YEV_SEQUENCE_START) {
			/* One round written flat. */
			flat = true;
			if (rm->n_rounds == 0)
				rm->n_rounds = 1;
			read_offer(L, "improved", &item, rm->improved[0],
				   &rm->n_improved[0]);
			continue;
		}
		nested = true;
		if (flat) {
			ld_error(L, &item, "%s",
				 _("improved is either one round of offers or a list of rounds, not both"));
			ld_skip(L, &item);
			continue;
		}
		if (rm->n_rounds >= SCENARIO_REMATE_ROUNDS) {
			ld_error(L, &item, _("too many rounds in improved (at most %d)"),
				 SCENARIO_REMATE_ROUNDS);
			ld_skip(L, &item);
			continue;
		}
		while (ld_next_item(L, &inner))
			read_offer(L, "improved", &inner,
				   rm->improved[rm->n_rounds],
				   &rm->n_improved[rm->n_rounds]);
		rm->n_rounds++;
	}
}

void ld_read_remate(struct loader *L)
{
	ld_read_remate_into(L, "remate", &L->s->start.remate);
}

void ld_read_remate_into(struct loader *L, const char *what,
			 struct scenario_remate *rm)
{
	struct yev_node map, k;

	if (!ld_open_mapping(L, what, &map))
		return;
	rm->set = true;
	while (ld_next_key(L, &k)) {
		if (yev_key_is(&k, "offers")) {
			read_offers(L, "offers", rm->offers, &rm->n_offers);
		} else if (yev_key_is(&k, "improved")) {
			read_rounds(L, rm);
		} else {
			ld_unknown_key(L, &k, what, "offers, improved");
			ld_skip_next(L);
		}
	}
}

/* One card written alone ("5H"); foreign: with another back. */
static bool read_card(struct loader *L, const char *what, bool foreign,
		      card_t *out)
{
	struct yev_node n;
	char text[16];

	if (!ld_text(L, text, sizeof text, &n))
		return false;
	if (card_parse(text, strlen(text), out) != STATUS_OK ||
	    !card_is_regular(*out)) {
		ld_error(L, &n, _("%s must be one card of the deck, such as \"5H\""),
			 what);
		return false;
	}
	if (foreign)
		*out |= CARD_FOREIGN_BACK;
	return true;
}

void ld_read_defect(struct loader *L)
{
	struct scenario_defect *d = &L->s->defect;
	struct yev_node map, k, v;
	bool seen_deck = false;
	int64_t x;

	if (!ld_open_mapping(L, "defect", &map))
		return;
	while (ld_next_key(L, &k)) {
		if (yev_key_is(&k, "deck")) {
			seen_deck = ld_int(L, "deck", 1, 8, &x, &v);
			if (seen_deck)
				d->deck = (int)x - 1;
		} else if (yev_key_is(&k, "missing")) {
			read_card(L, "missing", false, &d->removed);
		} else if (yev_key_is(&k, "extra")) {
			read_card(L, "extra", false, &d->added);
		} else if (yev_key_is(&k, "foreign")) {
			read_card(L, "foreign", true, &d->added);
		} else {
			ld_unknown_key(L, &k, "defect",
				       "deck, missing, extra, foreign");
			ld_skip_next(L);
		}
	}
	if (!seen_deck) {
		struct scenario_where at = ld_where(&map);

		ld_missing_key(L, &at, "deck", "defect");
		return;
	}
	if (d->removed == 0 && d->added == 0) {
		ld_error(L, &map, "%s",
			 _("the defect names no card: write missing, extra or foreign"));
		return;
	}
	d->set = true;
}
