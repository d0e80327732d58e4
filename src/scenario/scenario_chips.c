/* SPDX-License-Identifier: GPL-3.0-or-later */
/* scenario_chips.c: a scenario's chips: key and its coups' change:
 * lists (see scenario.h and crupier-scenario(5)).  Both are read as
 * written and checked at the end, once the profile names the table's
 * chips: every bet made of them (IPLyC 7.8.1.8, "representada por su
 * valor en fichas"), every change one the carreteles can make
 * (8.4.2.7.2). */
#include "config.h"

#include "scenario/scenario_loader.h"

#include <string.h>

#include "i18n.h"

void ld_read_chips(struct loader *L)
{
	struct yev_node n;
	struct diag d;
	bool ended = false;

	if (!ld_next(L, &n))
		return;
	switch (chips_read(L->rd, &n, CHIPS_FROM_SCENARIO, &L->chips, &ended,
			   &d)) {
	case CHIPS_READ_OK:
		return;
	case CHIPS_READ_BAD:
		ld_add(L, &d);
		/* Nothing about chips is checked against a section that is
		 * wrong: its error says enough. */
		L->chips.set = false;
		if (!ended)
			ld_skip(L, &n);
		return;
	case CHIPS_READ_BROKEN:
	default:
		ld_add(L, &d);
		L->fatal = true;
		return;
	}
}

/* chips: {VALUE: COUNT} of a change, as written. */
static void read_change_chips(struct loader *L, struct scenario_change *c)
{
	struct yev_node map, k, v;
	struct diag d;
	int64_t value, count;

	if (!ld_open_mapping(L, "chips", &map))
		return;
	while (ld_next_key(L, &k)) {
		struct scenario_where at = ld_where(&k);

		if (!yev_int64(L->rd, &k, _("a chip's value"), 1,
			       CHIPS_VALUE_MAX, &value, &d)) {
			ld_add(L, &d);
			ld_skip_next(L);
			continue;
		}
		if (!ld_int(L, "chips", 1, CHIPS_FLOAT_MAX, &count, &v))
			continue;
		if (c->n_written >= CHIPS_MAX) {
			ld_error_at(L, at.line, at.column,
				    _("a table has at most %d denominations of chips"),
				    CHIPS_MAX);
			continue;
		}
		c->written_value[c->n_written] = value;
		c->written_count[c->n_written] = (int32_t)count;
		c->written_at[c->n_written] = at;
		c->n_written++;
	}
	if (!L->fatal && c->n_written == 0)
		ld_error(L, &map, "%s",
			 _("a change needs the player's chips: chips: {VALUE: COUNT}"));
}

static void read_change(struct loader *L, struct scenario_coup *coup,
			const struct yev_node *item)
{
	static const char *const allowed = "player, chips, into";
	struct scenario_change *c = &coup->changes[coup->n_changes];
	struct yev_node k, v;
	bool seen_player = false, seen_chips = false, seen_into = false;

	if (!ld_is_mapping(L, item, _("a change")))
		return;
	memset(c, 0, sizeof *c);
	c->player = -1;
	c->where = ld_where(item);
	while (ld_next_key(L, &k)) {
		if (yev_key_is(&k, "player")) {
			seen_player = true;
			ld_player_ref(L, &c->player, &v);
		} else if (yev_key_is(&k, "chips")) {
			seen_chips = true;
			read_change_chips(L, c);
		} else if (yev_key_is(&k, "into")) {
			seen_into = true;
			if (ld_int(L, "into", 1, CHIPS_VALUE_MAX, &c->into, &v))
				c->into_at = ld_where(&v);
		} else {
			ld_unknown_key(L, &k, _("a change"), allowed);
			ld_skip_next(L);
		}
	}
	if (L->fatal)
		return;
	if (!seen_player)
		ld_missing_key(L, &c->where, "player", _("a change"));
	if (!seen_chips)
		ld_missing_key(L, &c->where, "chips", _("a change"));
	if (!seen_into)
		ld_missing_key(L, &c->where, "into", _("a change"));
	/* Counted even when wrong: its player's name points into it. */
	coup->n_changes++;
}

void ld_read_changes(struct loader *L, struct scenario_coup *coup)
{
	struct yev_node seq, item;
	bool full = false;

	if (!ld_open_sequence(L, "change", &seq))
		return;
	while (ld_next_item(L, &item)) {
		if (coup->n_changes == SCENARIO_CHANGES_MAX) {
			if (!full)
				ld_error(L, &item, _("too many entries in %s (at most %d)"),
					 "change", SCENARIO_CHANGES_MAX);
			full = true;
			ld_skip(L, &item);
			continue;
		}
		read_change(L, coup, &item);
	}
}

/* 7.8.1.8: a bet is its value in chips, so a whole number of the
 * smallest chip. */
static void check_bets(struct loader *L)
{
	const struct scenario *s = L->s;
	const struct rules *r = &s->rules;
	int64_t unit = chips_unit(&r->chips);

	for (int c = 0; c < s->n_coups; c++)
		for (int i = 0; i < s->coups[c].n_bets; i++) {
			const struct scenario_bet *b = &s->coups[c].bets[i];
			const struct ld_bet_at *at = &L->bet_at[c][i];

			if (!at->ok || b->amount % unit == 0)
				continue;
			ld_error_at(L, at->amount.line, at->amount.column,
				    _("a bet of %lld cannot be made of the table's chips: the smallest is %lld (%s)"),
				    (long long)b->amount, (long long)unit,
				    rules_cite(r, RULE_CHIPS_BET));
		}
}

/* A change's chips by the table's denominations, and one the
 * carreteles can make (8.4.2.7.2) that is a change at all. */
static void check_change(struct loader *L, struct scenario_change *c)
{
	const struct rules *r = &L->s->rules;
	const struct chip_set *set = &r->chips;
	struct chip_count f, out;
	bool ok = true;

	memset(&c->in, 0, sizeof c->in);
	for (int i = 0; i < c->n_written; i++) {
		int k = chips_index(set, c->written_value[i]);

		if (k < 0) {
			ld_error_at(L, c->written_at[i].line,
				    c->written_at[i].column,
				    _("the table has no chip of %lld"),
				    (long long)c->written_value[i]);
			ok = false;
			continue;
		}
		c->in.n[k] += c->written_count[i];
	}
	if (c->into_at.line > 0 && chips_index(set, c->into) < 0) {
		ld_error_at(L, c->into_at.line, c->into_at.column,
			    _("the table has no chip of %lld"),
			    (long long)c->into);
		ok = false;
	}
	if (!ok || c->n_written == 0 || c->into_at.line == 0)
		return;
	chips_float_init(set, &f);
	switch (chips_change(set, &f, &c->in, c->into, &out)) {
	case STATUS_OK:
		break;
	case STATUS_NOT_ALLOWED:
		ld_error_at(L, c->into_at.line, c->into_at.column,
			    _("nothing to change: chips of at most %lld for those are the same chips (%s)"),
			    (long long)c->into, rules_cite(r, RULE_CHANGE));
		break;
	default:
		ld_error_at(L, c->where.line, c->where.column,
			    _("the carreteles cannot make this change in chips of at most %lld (%s)"),
			    (long long)c->into, rules_cite(r, RULE_CHANGE));
		break;
	}
}

void ld_check_chips(struct loader *L)
{
	struct scenario *s = L->s;
	struct diag d;

	if (L->chips.set && !chips_apply(L->rd, &L->chips, &s->rules.chips,
					 &d)) {
		/* Said; the rest is checked against the section without
		 * its float, which is where a chip the table lacks is. */
		struct chips_draft rest = L->chips;

		ld_add(L, &d);
		rest.n_float = 0;
		if (!chips_apply(L->rd, &rest, &s->rules.chips, &d))
			return;
	}
	for (int c = 0; c < s->n_coups; c++)
		for (int i = 0; i < s->coups[c].n_changes; i++) {
			struct scenario_change *ch = &s->coups[c].changes[i];

			if (s->rules.chips.on)
				check_change(L, ch);
			else
				ld_error_at(L, ch->where.line, ch->where.column,
					    "%s",
					    _("a change is of chips: the scenario must pay in chips (chips: true)"));
		}
	if (s->rules.chips.on)
		check_bets(L);
}
