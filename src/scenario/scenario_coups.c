/* SPDX-License-Identifier: GPL-3.0-or-later */
/* scenario_coups.c: the coups of a scenario: each coup's bets, the
 * players' decisions, the anomalies injected and the outcomes pinned.
 * Bets are checked against the table and the profile at the end
 * (scenario_check.c), when both are known. */
#include "config.h"

#include "scenario/scenario_loader.h"

#include <string.h>

#include "i18n.h"

static const char *const chance_words[] = { "punto", "banca", "tie", NULL };
static const char *const five_words[] = { "pido", "planto", NULL };
static const char *const step_words[] = {
	"before_no_va_mas", "turn_punto", "voluntad", "turn_banca", "payment",
	"end", "holder", NULL
};
static const char *const dissent_words[] = {
	"none", "punter", "banker", NULL
};
static const char *const winner_words[] = {
	"punto", "banca", "ancar", "void", NULL
};

struct coup_ctx {
	int index;
	struct scenario_coup *coup;
};

static void read_bet(struct loader *L, void *ctx, const struct yev_node *item)
{
	static const char *const allowed =
		"player, on, amount, marcando, excess, forgotten, claimed_by";
	struct coup_ctx *c = ctx;
	struct scenario_bet *b = &c->coup->bets[c->coup->n_bets];
	struct ld_bet_at *at = &L->bet_at[c->index][c->coup->n_bets];
	struct yev_node k, v;
	bool seen_player = false, seen_on = false, seen_amount = false;
	int w;

	if (!ld_is_mapping(L, item, _("a bet")))
		return;
	memset(b, 0, sizeof *b);
	b->player = -1;
	b->where = ld_where(item);
	at->ok = true;
	while (ld_next_key(L, &k)) {
		if (yev_key_is(&k, "player")) {
			seen_player = true;
			ld_player_ref(L, &b->player, &v);
		} else if (yev_key_is(&k, "on")) {
			seen_on = true;
			if (ld_enum(L, "on", chance_words, &w, &v))
				b->on = (enum scenario_chance)w;
			else
				at->ok = false;
			at->on = ld_where(&v);
		} else if (yev_key_is(&k, "amount")) {
			seen_amount = true;
			if (!ld_int(L, "amount", 1, LD_AMOUNT_MAX, &b->amount, &v))
				at->ok = false;
			at->amount = ld_where(&v);
		} else if (yev_key_is(&k, "marcando")) {
			ld_bool(L, &b->marcando);
		} else if (yev_key_is(&k, "excess")) {
			ld_bool(L, &b->excess);
		} else if (yev_key_is(&k, "forgotten")) {
			ld_bool(L, &b->forgotten);
		} else if (yev_key_is(&k, "claimed_by")) {
			b->claimed = true;
			b->claimed_by = -1;
			ld_player_ref(L, &b->claimed_by, &v);
		} else {
			ld_unknown_key(L, &k, _("a bet"), allowed);
			ld_skip_next(L);
		}
	}
	if (L->fatal)
		return;
	if (!seen_player)
		ld_missing_key(L, &b->where, "player", _("a bet"));
	if (!seen_on)
		ld_missing_key(L, &b->where, "on", _("a bet"));
	if (!seen_amount)
		ld_missing_key(L, &b->where, "amount", _("a bet"));
	if (!seen_player || !seen_on || !seen_amount)
		at->ok = false;
	/* Counted even when wrong: its player's name points into it. */
	c->coup->n_bets++;
}

static void read_suite_decision(struct loader *L,
				struct scenario_suite_decision *sd)
{
	struct yev_node map, k, v;

	if (!ld_open_mapping(L, "suite", &map))
		return;
	while (ld_next_key(L, &k)) {
		if (yev_key_is(&k, "give"))
			ld_bool(L, &sd->give);
		else if (yev_key_is(&k, "takers"))
			ld_player_list(L, "takers", sd->takers,
				       SCENARIO_LIST_MAX, &sd->n_takers);
		else if (yev_key_is(&k, "raise"))
			ld_int(L, "raise", 1, LD_AMOUNT_MAX, &sd->raise, &v);
		else {
			ld_unknown_key(L, &k, "suite", "give, takers, raise");
			ld_skip_next(L);
		}
	}
}

static void read_decide(struct loader *L, int index,
			struct scenario_decisions *d)
{
	static const char *const allowed =
		"five, refuse_cards, suite, mitad, raise, decline_bank, "
		"free_seat, give_up, mitad_refused";
	struct yev_node map, k, v, refused_at;
	bool refused_seen = false;
	int w;

	if (!ld_open_mapping(L, "decide", &map))
		return;
	while (ld_next_key(L, &k)) {
		if (yev_key_is(&k, "five")) {
			if (ld_enum(L, "five", five_words, &w, &v)) {
				d->five = w == 0 ? FIVE_PIDO : FIVE_PLANTO;
				L->five_at[index] = ld_where(&v);
			}
		} else if (yev_key_is(&k, "refuse_cards")) {
			ld_player_list(L, "refuse_cards", d->refuse_cards,
				       SCENARIO_LIST_MAX, &d->n_refuse_cards);
		} else if (yev_key_is(&k, "suite")) {
			read_suite_decision(L, &d->suite);
		} else if (yev_key_is(&k, "mitad")) {
			ld_int(L, "mitad", 1, LD_AMOUNT_MAX, &d->mitad, &v);
		} else if (yev_key_is(&k, "raise")) {
			ld_int(L, "raise", 1, LD_AMOUNT_MAX, &d->raise, &v);
		} else if (yev_key_is(&k, "decline_bank")) {
			ld_player_list(L, "decline_bank", d->decline_bank,
				       SCENARIO_LIST_MAX, &d->n_decline_bank);
		} else if (yev_key_is(&k, "free_seat")) {
			ld_player_list(L, "free_seat", d->free_seat,
				       SCENARIO_LIST_MAX, &d->n_free_seat);
		} else if (yev_key_is(&k, "give_up")) {
			ld_bool(L, &d->give_up);
		} else if (yev_key_is(&k, "mitad_refused")) {
			refused_at = k;
			refused_seen = true;
			ld_bool(L, &d->mitad_refused);
		} else {
			ld_unknown_key(L, &k, "decide", allowed);
			ld_skip_next(L);
		}
	}
	if (refused_seen && d->mitad_refused && d->mitad == 0)
		ld_error(L, &refused_at, "%s",
			 _("mitad_refused needs the mitad asked: mitad: N (IPLyC 7.9.2.6)"));
}

/* kind: a key of anomaly.h's list. */
static bool read_anomaly_kind(struct loader *L, enum anomaly *out)
{
	struct yev_node n;
	char key[64], text[64];
	struct diag d;

	if (!ld_next(L, &n))
		return false;
	if (n.kind != YEV_SCALAR || yev_is_null(&n)) {
		yev_string(L->rd, &n, key, sizeof key, &d);
		ld_add(L, &d);
		ld_skip(L, &n);
		return false;
	}
	*out = ANOMALY__COUNT;
	if (n.length < sizeof key && strlen(n.value) == n.length)
		*out = anomaly_by_key(n.value);
	if (*out != ANOMALY__COUNT)
		return true;
	yev_excerpt(n.value, n.length, text, sizeof text);
	ld_error(L, &n, _("unknown anomaly '%s' (the kinds are listed in crupier-scenario(5))"),
		 text);
	return false;
}

static void read_anomaly(struct loader *L, void *ctx,
			 const struct yev_node *item)
{
	static const char *const allowed =
		"kind, card, step, dissent, inspector_settles, recurring, stops";
	struct scenario_coup *coup = ctx;
	struct scenario_anomaly a;
	struct scenario_where moment_at = { 0, 0 }, stops_at = { 0, 0 };
	struct yev_node k, v;
	bool seen_kind = false, seen_card = false, seen_step = false;
	bool kind_ok = false, moment_ok = false;
	int64_t x;
	int w;

	if (!ld_is_mapping(L, item, _("an anomaly")))
		return;
	memset(&a, 0, sizeof a);
	a.where = ld_where(item);
	while (ld_next_key(L, &k)) {
		if (yev_key_is(&k, "kind")) {
			seen_kind = true;
			kind_ok = read_anomaly_kind(L, &a.kind);
		} else if (yev_key_is(&k, "card")) {
			seen_card = true;
			if (ld_int(L, "card", 1, 6, &x, &v)) {
				a.step = ANOMALY_AT_CARD;
				a.card = (int)x;
				moment_ok = true;
				moment_at = ld_where(&v);
			}
		} else if (yev_key_is(&k, "step")) {
			seen_step = true;
			if (ld_enum(L, "step", step_words, &w, &v)) {
				a.step = (enum anomaly_step)(ANOMALY_BEFORE_NO_VA_MAS + w);
				moment_ok = true;
				moment_at = ld_where(&v);
			}
		} else if (yev_key_is(&k, "dissent")) {
			if (ld_enum(L, "dissent", dissent_words, &w, &v))
				a.dissent = w == 0 ? DISSENT_NOBODY
					    : w == 1 ? DISSENT_PUNTER
						     : DISSENT_BANKER;
		} else if (yev_key_is(&k, "inspector_settles")) {
			ld_bool(L, &a.inspector_settles);
		} else if (yev_key_is(&k, "recurring")) {
			ld_bool(L, &a.recurring);
		} else if (yev_key_is(&k, "stops")) {
			stops_at = ld_where(&k);
			ld_bool(L, &a.stops);
		} else {
			ld_unknown_key(L, &k, _("an anomaly"), allowed);
			ld_skip_next(L);
		}
	}
	if (L->fatal)
		return;
	if (!seen_kind)
		ld_missing_key(L, &a.where, "kind", _("an anomaly"));
	if (seen_card && seen_step)
		ld_error_at(L, a.where.line, a.where.column,
			    _("an anomaly happens either at a card or at a step: write card or step, not both"));
	else if (!seen_card && !seen_step)
		ld_error_at(L, a.where.line, a.where.column,
			    _("an anomaly needs its moment: card (1 to 6, before that card of the coup is dealt) or step"));
	else if (kind_ok && moment_ok && a.kind == ANOMALY_EARLY_DRAW &&
		 a.step != ANOMALY_BEFORE_NO_VA_MAS)
		/* 7.9.2.2: drawn before the croupier's "¡Cartas!", so while
		 * the bets are open; a card of the coup comes after it. */
		ld_error_at(L, moment_at.line, moment_at.column,
			    _("early_draw happens before \"Cards!\": its moment is step: before_no_va_mas"));
	/* 8.11.2: the superiors' word is about a partial failure; a
	 * total one stops play whatever anybody says (8.11.3). */
	if (kind_ok && a.stops && a.kind != ANOMALY_LIGHT_PARTIAL)
		ld_error_at(L, stops_at.line, stops_at.column,
			    _("stops is the superiors' word on a partial failure of the lighting: it goes with kind light_partial only"));
	/* Counted even when wrong, so that the limit counts what is
	 * written. */
	coup->anomalies[coup->n_anomalies++] = a;
}

static void read_ruling(struct loader *L, void *ctx,
			const struct yev_node *item)
{
	struct scenario_expect *e = ctx;
	char key[64], text[64];
	unsigned flag = 0;
	struct diag d;

	if (item->kind != YEV_SCALAR || yev_is_null(item)) {
		yev_string(L->rd, item, key, sizeof key, &d);
		ld_add(L, &d);
		ld_skip(L, item);
		return;
	}
	if (item->length < sizeof key && strlen(item->value) == item->length)
		flag = ruling_flag_by_key(item->value);
	if (flag == 0) {
		yev_excerpt(item->value, item->length, text, sizeof text);
		ld_error(L, item, _("unknown ruling flag '%s' (the flags are listed in crupier-scenario(5))"),
			 text);
	}
	e->rulings[e->n_rulings++] = flag;
}

static void read_expect(struct loader *L, struct scenario_expect *e)
{
	struct yev_node map, k, v;
	int w;

	if (!ld_open_mapping(L, "expect", &map))
		return;
	while (ld_next_key(L, &k)) {
		if (yev_key_is(&k, "winner")) {
			if (ld_enum(L, "winner", winner_words, &w, &v)) {
				e->has_winner = true;
				e->winner = (enum coup_winner)(COUP_WINNER_PUNTO + w);
			}
		} else if (yev_key_is(&k, "ruling")) {
			ld_list(L, "ruling", &e->n_rulings,
				SCENARIO_RULINGS_MAX, read_ruling, e);
		} else {
			ld_unknown_key(L, &k, "expect", "winner, ruling");
			ld_skip_next(L);
		}
	}
}

static void read_coup(struct loader *L, void *ctx, const struct yev_node *item)
{
	struct scenario *s = ctx;
	struct coup_ctx c = { s->n_coups, &s->coups[s->n_coups] };
	struct yev_node k;

	if (!ld_is_mapping(L, item, _("a coup")))
		return;
	memset(c.coup, 0, sizeof *c.coup);
	c.coup->where = ld_where(item);
	s->n_coups++;
	while (ld_next_key(L, &k)) {
		if (yev_key_is(&k, "bets")) {
			ld_list(L, "bets", &c.coup->n_bets, SCENARIO_BETS_MAX,
				read_bet, &c);
		} else if (yev_key_is(&k, "decide")) {
			read_decide(L, c.index, &c.coup->decide);
		} else if (yev_key_is(&k, "anomalies")) {
			ld_list(L, "anomalies", &c.coup->n_anomalies,
				SCENARIO_ANOMALIES_MAX, read_anomaly, c.coup);
		} else if (yev_key_is(&k, "expect")) {
			read_expect(L, &c.coup->expect);
		} else if (yev_key_is(&k, "change")) {
			ld_read_changes(L, c.coup);
		} else if (yev_key_is(&k, "relief")) {
			ld_bool(L, &c.coup->relief);
		} else if (yev_key_is(&k, "last_of_day")) {
			ld_bool(L, &c.coup->last_of_day);
		} else if (yev_key_is(&k, "resume")) {
			/* 7.9.8.3: one resumed play a scenario; the
			 * coup before it ends with the sabot waiting. */
			if (s->resume.set || c.index == 0)
				ld_error(L, &k, "%s",
					 _("resume: play resumes once, in a coup after the one where the sabot waits"));
			s->resume_coup = c.index;
			ld_read_remate_into(L, "resume", &s->resume);
		} else {
			ld_unknown_key(L, &k, _("a coup"),
				       "bets, change, decide, anomalies, expect, resume, last_of_day, relief");
			ld_skip_next(L);
		}
	}
}

void ld_read_coups(struct loader *L)
{
	ld_list(L, "coups", &L->s->n_coups, SCENARIO_COUPS_MAX, read_coup,
		L->s);
}
