/* SPDX-License-Identifier: GPL-3.0-or-later */
/* script.c: playing a scenario's coups through the game: bets placed,
 * questions answered from `decide`, the answer key recorded and `expect`
 * checked (each coup's setup, anomalies included, is script_setup.c's);
 * see script.h. */
#include "config.h"

#include "session/script.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "session/action_text.h"
#include "session/script_impl.h"
#include "session/script_why.h"

/* More actions than any pase takes: a scenario that makes the game go
 * round in circles is stopped with an error. */
#define COUP_ACTIONS_MAX 2000

static enum bet_chance chance_of(enum scenario_chance c)
{
	switch (c) {
	case CHANCE_PUNTO: return BET_ON_PUNTO;
	case CHANCE_TIE: return BET_ON_TIE;
	case CHANCE_BANCA: break;
	}
	return BET_ON_BANCA;
}

/* What stands on the table for player on a chance (from an ancar). */
static int64_t standing(const struct script *s, int player,
			enum bet_chance on, bool marcando)
{
	const struct game_bet *bets;
	int64_t sum = 0;
	int n;

	bets = game_bets(&s->game, &n);
	for (int i = 0; i < n; i++)
		if (bets[i].player == player && bets[i].chance == on &&
		    (bets[i].kind == BET_MARCANDO) == marcando)
			sum += bets[i].amount;
	return sum;
}

/* Whether bets a and b are on one player's same chance and kind. */
static bool same_key(const struct scenario_bet *a, const struct scenario_bet *b)
{
	return a->player == b->player && a->on == b->on &&
	       a->marcando == b->marcando;
}

static bool in_list(const int *list, int n, int player)
{
	for (int i = 0; i < n; i++)
		if (list[i] + 1 == player)
			return true;
	return false;
}

static void ids(const int *list, int n, int *out)
{
	for (int i = 0; i < n; i++)
		out[i] = list[i] + 1;
}

bool script_place_bets(struct script *s, struct diag *err)
{
	const struct scenario_coup *c = &s->sc->coups[s->coup];
	int64_t stood[SCENARIO_BETS_MAX];
	int refusing[SCENARIO_LIST_MAX];

	memset(&s->said, 0, sizeof s->said);
	/* A coup's bets are the bets in play for its pase: what stood from an
	 * ancar counts toward them, and only the difference is placed. */
	for (int i = 0; i < c->n_bets; i++) {
		const struct scenario_bet *b = &c->bets[i];
		int64_t before = standing(s, b->player + 1, chance_of(b->on),
					  b->marcando);
		int64_t left = before, total = 0;

		for (int j = 0; j < c->n_bets; j++) {
			if (!same_key(&c->bets[j], b))
				continue;
			if (j < i)
				left -= c->bets[j].amount;
			total += c->bets[j].amount;
		}
		/* 7.12.1: after the last pase's ancar the bets may be
		 * changed, taken back wholly or in part. */
		if (total < before &&
		    game_withdraw_bet(&s->game, b->player + 1, chance_of(b->on),
				      before - total, b->marcando) == STATUS_OK) {
			left -= before - total;
			before = total;
		}
		if (total < before) {
			char amount[32];

			snprintf(amount, sizeof amount, "%" PRId64, before);
			return script_fail_at(s, b->where, err,
					      _("coup %d: the bet of %s: %s stand from the ancar and cannot be taken back"),
					      s->coup + 1, script_name_of(s, b->player + 1),
					      amount);
		}
		stood[i] = left < 0 ? 0 : left > b->amount ? b->amount : left;
	}
	for (int i = 0; i < c->n_bets; i++) {
		const struct scenario_bet *b = &c->bets[i];
		int64_t more = b->amount - stood[i];
		char why[SCRIPT_WHY_MAX];
		enum rule_id rule;
		enum status st;

		if (more <= 0)
			continue;
		st = game_place_bet(&s->game, b->player + 1, chance_of(b->on),
				    more, b->marcando, &rule);
		if (st != STATUS_OK) {
			script_why_bet(s, b->player + 1, chance_of(b->on),
				       b->amount, b->marcando, st, rule, why,
				       sizeof why);
			return script_fail_at(s, b->where, err,
					      _("coup %d: the bet of %s, %" PRId64 " on %s: %s"),
					      s->coup + 1, script_name_of(s, b->player + 1),
					      b->amount,
					      action_chance_name(chance_of(b->on), PLACE_SEAT),
					      why);
		}
	}
	for (int i = 0; i < c->n_bets; i++)
		if (c->bets[i].forgotten)
			game_forget_bet(&s->game, c->bets[i].player + 1,
					chance_of(c->bets[i].on));
	/* A bet two players claim is withdrawn from play (7.8.1.13). */
	for (int i = 0; i < c->n_bets; i++) {
		const struct scenario_bet *b = &c->bets[i];

		if (b->claimed && b->claimed_by >= 0 &&
		    game_claim_bet(&s->game, b->player + 1, chance_of(b->on),
				   b->claimed_by + 1) != STATUS_OK)
			return script_fail_at(s, b->where, err,
					      _("coup %d: the bet of %s cannot be claimed now"),
					      s->coup + 1, script_name_of(s, b->player + 1));
	}
	ids(c->decide.refuse_cards, c->decide.n_refuse_cards, refusing);
	words_refuse_cards(&s->said, &s->game, refusing,
			   c->decide.n_refuse_cards);
	/* "¡Cambio!": asked with the bets, made one at a time before
	 * "¡No va más!" (IPLyC 8.4.2.7.4). */
	s->n_said_changes = 0;
	for (int i = 0; i < c->n_changes; i++) {
		const struct scenario_change *ch = &c->changes[i];

		if (words_change(&s->said_changes[s->n_said_changes],
				 &s->game, ch->player + 1, &ch->in,
				 ch->into) != STATUS_OK)
			return script_fail_at(s, ch->where, err,
					      _("coup %d: the change of %s cannot be asked now"),
					      s->coup + 1,
					      script_name_of(s, ch->player + 1));
		s->n_said_changes++;
	}
	s->bets_placed = true;
	return true;
}

bool script_answer(struct script *s, const struct game_action *w,
		   struct diag *err)
{
	const struct scenario_decisions *d = &s->sc->coups[s->coup].decide;
	int players[SCENARIO_LIST_MAX];
	struct game_banker_word word;
	enum status st = STATUS_OK;

	memset(&s->said, 0, sizeof s->said);
	switch (w->question) {
	case GAME_Q_REMATE: {
		const struct scenario_remate *rm =
			s->sc->resume.set && s->coup >= s->sc->resume_coup
			? &s->sc->resume : &s->sc->start.remate;
		/* The first round, then the offers after each "¿Alguien
		 * mejora la oferta?" (8.7.1.1.13); after the rounds the file
		 * gives, nobody improves. */
		int round = s->remate_rounds - 1;
		const struct scenario_offer *o =
			round < 0 ? rm->offers
			: round < rm->n_rounds ? rm->improved[round] : NULL;
		int n = round < 0 ? rm->n_offers
			: round < rm->n_rounds ? rm->n_improved[round] : 0;
		struct remate_offer offers[SCENARIO_LIST_MAX];

		if (!rm->set)
			return script_fail_coup(s, err, "%s",
						_("the first bank is auctioned and the scenario names no banker (start: banker)"));
		for (int i = 0; i < n; i++) {
			offers[i].seat = s->sc->players[o[i].player].seat;
			offers[i].amount = o[i].amount;
		}
		s->remate_rounds++;
		st = words_remate(&s->said, &s->game, offers, n);
		break;
	}
	case GAME_Q_CUT:
		/* 7.5.8: the players named refuse, in the order asked. */
		st = words_cut(&s->said, &s->game, w->player,
			       !in_list(s->sc->start.cut_refused,
					s->sc->start.n_cut_refused,
					w->player));
		s->cuts_asked++;
		break;
	case GAME_Q_BANK:
		if (in_list(d->decline_bank, d->n_decline_bank, w->player))
			st = words_bank(&s->said, &s->game, w->player, false, 0);
		else
			st = words_bank(&s->said, &s->game, w->player, true,
					game_bank_offered(&s->game) > 0
					? game_bank_offered(&s->game)
					: script_default_bank(s));
		break;
	case GAME_Q_FREE_SEAT:
		ids(d->free_seat, d->n_free_seat, players);
		st = words_free_seat(&s->said, &s->game, players,
				     d->n_free_seat);
		break;
	case GAME_Q_BANKER:
		memset(&word, 0, sizeof word);
		word.give_suite = d->suite.give && !s->used_suite;
		word.mitad = s->used_mitad ? 0 : d->mitad;
		word.raise = s->used_raise ? 0 : d->raise;
		word.give_up = d->give_up && !s->used_give_up;
		word.mitad_refused = word.mitad > 0 && d->mitad_refused;
		st = words_banker(&s->said, &s->game, &word);
		if (st != STATUS_OK)
			return script_fail_coup(s, err, _("the banker's word: %s"),
						script_status_text(st));
		s->used_suite = s->used_suite || word.give_suite;
		s->used_mitad = s->used_mitad || word.mitad > 0;
		s->used_raise = s->used_raise || word.raise > 0;
		s->used_give_up = s->used_give_up || word.give_up;
		script_why_note(s, NULL);
		return true;
	case GAME_Q_SUITE:
		ids(d->suite.takers, d->suite.n_takers, players);
		st = words_suite(&s->said, &s->game, players,
				 d->suite.n_takers,
				       d->suite.raise);
		break;
	case GAME_Q_FIVE:
		if (d->five == FIVE_UNDECIDED)
			return script_fail_coup(s, err,
						_("%s turns Punto's cards and has 5 with voluntad (%s), and the coup's decide does not say pido or planto (five: pido or five: planto)"),
						script_name_of(s, w->player),
						rules_cite(&s->rules, RULE_VOLUNTAD));
		st = words_five(&s->said, &s->game, w->player, d->five);
		break;
	case GAME_Q_NONE:
	case GAME_Q__COUNT:
	default:
		break;
	}
	if (st != STATUS_OK) {
		char why[SCRIPT_WHY_MAX];

		script_why_answer(s, w->question, w->player, st, why,
				  sizeof why);
		return script_fail_coup(s, err, _("the answer to %s: %s"),
					action_question_text(w->question), why);
	}
	script_why_note(s, NULL);
	return true;
}

static bool key_add(struct script_key *key, const struct game_action *a)
{
	if (key->n_actions == key->cap) {
		size_t cap = key->cap > 0 ? key->cap * 2 : 256;
		struct game_action *more = realloc(key->actions,
						   cap * sizeof *more);

		if (more == NULL)
			return false;
		key->actions = more;
		key->cap = cap;
	}
	key->actions[key->n_actions++] = *a;
	return true;
}

void script_key_free(struct script_key *key)
{
	free(key->actions);
	memset(key, 0, sizeof *key);
}

/* The decisions the banker never had the chance to take. */
static bool check_unused(struct script *s, struct diag *err)
{
	const struct scenario_decisions *d = &s->sc->coups[s->coup].decide;

	char banker[SCRIPT_WHY_MAX];

	if ((d->suite.give && !s->used_suite) ||
	    (d->give_up && !s->used_give_up) ||
	    (d->mitad > 0 && !s->used_mitad) ||
	    (d->raise > 0 && !s->used_raise)) {
		script_why_banker(s, banker, sizeof banker);
		return script_fail_coup(s, err,
					_("%s; the banker is not asked for a word before this pase (the first pase of a bank, or nobody banks), so the suite, mitad or raise of decide cannot be made (%s)"),
					banker, rules_cite(&s->rules, RULE_SUITE));
	}
	return true;
}

/* `expect: ruling:` lists flags in the order the rulings came; several
 * flags may belong to one ruling. */
static bool rulings_match(const struct script_coup *c, unsigned want,
			  int *from)
{
	for (int j = *from; j < c->n_rulings; j++) {
		if ((c->rulings[j] & want) == want) {
			*from = j;
			return true;
		}
	}
	return false;
}

static bool check_expect(struct script *s, const struct script_coup *c,
			 struct diag *err)
{
	const struct scenario_expect *e = &s->sc->coups[s->coup].expect;
	char punto[64], banca[64];
	int from = 0;

	if (e->has_winner && e->winner != c->winner) {
		action_hand_text(c->punto, c->n_punto, punto, sizeof punto);
		action_hand_text(c->banca, c->n_banca, banca, sizeof banca);
		return script_fail_coup(s, err,
					_("the scenario expects %s but the engine's result is %s (Punto %s = %d, Banca %s = %d)"),
					action_winner_name(e->winner),
					action_winner_name(c->winner),
					punto, c->punto_total, banca,
					c->banca_total);
	}
	for (int i = 0; i < e->n_rulings; i++) {
		if (!rulings_match(c, e->rulings[i], &from))
			return script_fail_coup(s, err,
						_("the scenario expects the ruling '%s' and the engine does not give it"),
						ruling_flag_key(e->rulings[i]) != NULL
						? ruling_flag_key(e->rulings[i])
						: "?");
	}
	return true;
}

static void coup_record(const struct script *s, struct script_coup *c)
{
	const struct game *g = &s->game;
	const struct coup *cp = game_coup(g);
	const card_t *cards;
	const unsigned *flags;

	c->winner = game_result(g);
	c->n_punto = coup_punto_cards(cp, &cards);
	memcpy(c->punto, cards, sizeof c->punto);
	c->n_banca = coup_banca_cards(cp, &cards);
	memcpy(c->banca, cards, sizeof c->banca);
	c->punto_total = coup_punto_total(cp);
	c->banca_total = coup_banca_total(cp);
	c->n_rulings = game_rulings(g, &flags);
	memcpy(c->rulings, flags, sizeof c->rulings);
}

/* Whether the coup being played may end with the sabot waiting: the last
 * one, or the one before play resumes (7.9.8.3), with no bets written
 * (scenario.h). */
static bool waits_at_the_end(const struct script *s)
{
	return (s->coup == s->sc->n_coups - 1 ||
		(s->sc->resume.set && s->coup + 1 == s->sc->resume_coup)) &&
	       s->sc->coups[s->coup].n_bets == 0;
}

/* Plays the coup s->coup to the close of its pase. */
static bool play_coup(struct script *s, struct script_key *key,
		      struct diag *err)
{
	struct game *g = &s->game;
	int pases = game_pases(g), missed = game_missed_anomalies(g);
	struct script_coup *c = &key->coups[key->n_coups];

	memset(c, 0, sizeof *c);
	c->number = s->coup + 1;
	c->line = s->sc->coups[s->coup].where.line;
	c->first = key->n_actions;
	s->bets_placed = false;
	s->used_suite = s->used_mitad = s->used_raise = false;
	s->used_give_up = false;
	if (!script_inject(s, err))
		return false;
	for (int n = 0; game_pases(g) == pases; n++) {
		struct game_action a;

		if (n > COUP_ACTIONS_MAX)
			return script_fail_coup(s, err, "%s",
						_("the pase does not end"));
		game_expected(g, &a);
		if (a.kind == GAME_ACT_OVER || game_phase(g) == GAME_PHASE_OVER)
			return script_fail_coup(s, err, "%s",
						_("the game cannot go on: nobody banks and the sabot waits"));
		if (a.kind == GAME_ACT_WAIT) {
			if (!script_answer(s, &a, err))
				return false;
			continue;
		}
		if (!key_add(key, &a))
			return script_fail_coup(s, err, "%s", _("out of memory"));
		if (game_apply(g, &a) != STATUS_OK)
			return script_fail_coup(s, err, "%s",
						script_status_text(STATUS_WRONG_ACTION));
		script_why_note(s, &a);
		if (a.kind == GAME_ACT_SABOT_WAIT) {
			c->count = key->n_actions - c->first;
			key->n_coups++;
			/* A last coup of the sabot's duties only, without bets,
			 * may end with the sabot waiting (7.9.8.2): the drill
			 * of "¡Sabot en espera!". */
			if (waits_at_the_end(s))
				return true;
			return script_fail_coup(s, err,
						_("the game cannot go on: nobody banks and the sabot waits (%s): every seat asked declined the bank (decide: decline_bank) and nobody asked for the free seat"),
						rules_cite(&s->rules, RULE_SABOT_WAITS));
		}
		if (a.kind == GAME_ACT_PLACE_BETS && !script_place_bets(s, err))
			return false;
	}
	c->count = key->n_actions - c->first;
	coup_record(s, c);
	key->n_coups++;
	if (game_missed_anomalies(g) > missed) {
		char punto[64], banca[64];

		action_hand_text(c->punto, c->n_punto, punto, sizeof punto);
		action_hand_text(c->banca, c->n_banca, banca, sizeof banca);
		return script_fail_coup(s, err,
					_("an anomaly of this coup never happened: its moment did not come in this pase (Punto %s = %d, Banca %s = %d, %s)"),
					punto, c->punto_total, banca,
					c->banca_total,
					action_winner_name(c->winner));
	}
	if (!check_unused(s, err))
		return false;
	return check_expect(s, c, err);
}

bool script_run(struct script *s, struct script_key *key, struct diag *err)
{
	for (s->coup = 0; s->coup < s->sc->n_coups; s->coup++)
		if (!play_coup(s, key, err))
			return false;
	return true;
}
