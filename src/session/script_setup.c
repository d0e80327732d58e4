/* SPDX-License-Identifier: GPL-3.0-or-later */
/* script_setup.c: building the game a scenario describes (its profile
 * with the table limits, the table, the shoe, the start), what each coup
 * sets up before its pase (script_inject: play resumed, the day's last
 * pase, the relief, the anomalies), and the errors the script reports
 * with the file's places; see script.h. */
#include "config.h"

#include "session/script.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/shuffle.h"
#include "i18n.h"
#include "session/script_impl.h"

static const char *const status_msgs[STATUS__COUNT] = {
#define SCRIPT_STATUS_MSG(name, msg) msg,
	ENGINE_STATUS_LIST(SCRIPT_STATUS_MSG)
#undef SCRIPT_STATUS_MSG
};

const char *script_status_text(enum status st)
{
	return (unsigned)st < STATUS__COUNT ? _(status_msgs[st]) : "?";
}

static void set_file(const struct script *s, struct diag *err)
{
	snprintf(err->file, sizeof err->file, "%s", s->sc->file);
}

bool script_fail_at(const struct script *s, struct scenario_where where,
		    struct diag *err, const char *fmt, ...)
{
	va_list ap;

	set_file(s, err);
	err->line = where.line;
	err->column = where.column;
	va_start(ap, fmt);
	vsnprintf(err->message, sizeof err->message, fmt, ap);
	va_end(ap);
	return false;
}

bool script_fail_coup(const struct script *s, struct diag *err,
		      const char *fmt, ...)
{
	const struct scenario_coup *c = &s->sc->coups[s->coup];
	char what[DIAG_MESSAGE_MAX];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(what, sizeof what, fmt, ap);
	va_end(ap);
	return script_fail_at(s, c->where, err, _("coup %d (line %lu): %s"),
			      s->coup + 1, c->where.line, what);
}

const char *script_player_name(const struct scenario *sc, int player)
{
	if (player < 1 || player > sc->n_players)
		return NULL;
	return sc->players[player - 1].name;
}

const char *script_name_of(const struct script *s, int player)
{
	const char *n = script_player_name(s->sc, player);

	return n != NULL ? n : "-";
}

static bool build_shoe(struct script *s, struct rng *rng, struct shoe *shoe,
		       struct diag *err)
{
	const struct scenario *sc = s->sc;
	const struct scenario_where nowhere = { 0, 0 };
	int decks = sc->shoe.decks > 0 ? sc->shoe.decks : s->rules.decks;
	static const size_t max = SHOE_DECKS_MAX * SHOE_DECK_CARDS;
	card_t cards[SHOE_DECKS_MAX * SHOE_DECK_CARDS];
	enum status st;
	size_t n, below;
	int span;

	st = shoe_init(shoe, decks);
	if (st != STATUS_OK)
		return script_fail_at(s, nowhere, err, "%s", script_status_text(st));
	n = shoe->count < max ? shoe->count : max;
	memcpy(cards, shoe->cards, n * sizeof cards[0]);
	shuffle_uniform(rng, cards, n);
	shoe_load(shoe, decks, cards, n);
	st = shoe_remove(shoe, sc->start.played, sc->start.n_played);
	if (st != STATUS_OK)
		return script_fail_at(s, nowhere, err, _("the played cards: %s"),
				      script_status_text(st));
	st = shoe_stack(shoe, sc->shoe.top, sc->shoe.n_top);
	if (st != STATUS_OK)
		return script_fail_at(s, nowhere, err, _("the shoe's top: %s"),
				      script_status_text(st));
	/* The safety card (7.5.10), at a depth the seed decides. */
	span = s->rules.safety_max - s->rules.safety_min + 1;
	below = (size_t)s->rules.safety_min +
		(span > 1 ? rng_below(rng, (uint32_t)span) : 0);
	if (below <= shoe_cards_left(shoe))
		shoe_place_safety_card(shoe, &s->rules, below);
	return true;
}

static bool build_table(struct script *s, struct table *t, struct diag *err)
{
	const struct scenario *sc = s->sc;
	const struct scenario_where nowhere = { 0, 0 };
	enum status st = table_init(t, &s->rules);

	if (st != STATUS_OK)
		return script_fail_at(s, nowhere, err, "%s", script_status_text(st));
	for (int i = 0; i < sc->n_players; i++) {
		const struct scenario_player *p = &sc->players[i];

		st = p->seat > 0 ? table_sit(t, p->seat, i + 1)
				 : table_stand(t, i + 1);
		if (st != STATUS_OK)
			return script_fail_at(s, nowhere, err, _("player %s: %s"),
					      p->name, script_status_text(st));
		if (!p->reserved)
			continue;
		/* 7.14.1-7.14.3: a seated player away, in the middle of
		 * play; none while a shoe is prepared. */
		if (p->seat == 0 || sc->start.banker < 0 ||
		    sc->start.banker == i)
			return script_fail_at(s, nowhere, err,
					      _("player %s: only a seated player who does not hold the sabot may be away with his seat reserved, and only in the middle of play (start: banker); no seat is reserved while a shoe is prepared (IPLyC 7.14.3)"),
					      p->name);
		table_reserve(t, p->seat);
	}
	return true;
}

int64_t script_default_bank(const struct script *s)
{
	return s->sc->start.salida > 0 ? s->sc->start.salida
				       : s->rules.table_min;
}

static bool start_game(struct script *s, struct diag *err)
{
	const struct scenario_start *ss = &s->sc->start;
	const struct scenario_where nowhere = { 0, 0 };
	int banked[SCENARIO_PLAYERS_MAX];
	struct game_start st;
	enum status rc;

	if (ss->banker < 0) {
		rc = game_start_shoe(&s->game);
	} else {
		memset(&st, 0, sizeof st);
		st.banker = ss->banker + 1;
		st.bank = script_default_bank(s);
		st.bank_state.salida = st.bank;
		st.bank_state.pase = ss->pase > 0 ? ss->pase : 1;
		st.bank_state.raised = ss->raised;
		st.last_paid_in_full = ss->last_paid_in_full;
		st.suite_giver = ss->suite_giver >= 0 ? ss->suite_giver + 1 : 0;
		st.suite_depth = ss->suite_giver >= 0 ? ss->suite_depth : 0;
		for (int i = 0; i < ss->n_banked_this_round; i++)
			banked[i] = ss->banked_this_round[i] + 1;
		st.banked = banked;
		st.n_banked = ss->n_banked_this_round;
		st.fresh_shoe = ss->n_played == 0;
		rc = game_start_play(&s->game, &st);
	}
	if (rc != STATUS_OK)
		return script_fail_at(s, nowhere, err, _("the start: %s"),
				      script_status_text(rc));
	/* The banker of the start, for the reasons of later errors. */
	s->why_banker = game_banker(&s->game);
	return true;
}

bool script_init(struct script *s, const struct scenario *sc,
		 struct diag *err)
{
	struct rng rng;
	struct table t;
	struct shoe shoe;

	memset(s, 0, sizeof *s);
	s->sc = sc;
	s->rules = sc->rules;
	if (sc->table_min > 0)
		s->rules.table_min = sc->table_min;
	if (sc->table_max > 0)
		s->rules.table_max = sc->table_max;
	if (sc->seats > 0)
		s->rules.seats = sc->seats;
	rng_seed(&rng, sc->shoe.seed);
	if (!build_table(s, &t, err) || !build_shoe(s, &rng, &shoe, err))
		return false;
	if (game_init(&s->game, &s->rules, &t, &shoe, rng_next(&rng)) !=
	    STATUS_OK) {
		const struct scenario_where nowhere = { 0, 0 };

		return script_fail_at(s, nowhere, err, "%s",
				      script_status_text(STATUS_BAD_ARGUMENT));
	}
	game_set_last_hour(&s->game, s->sc->start.last_hour);
	return start_game(s, err);
}

/* The moment of the game an anomaly of the file happens at. */
static enum game_moment moment_of(enum anomaly_step st)
{
	switch (st) {
	case ANOMALY_AT_CARD: return GAME_AT_CARD;
	case ANOMALY_BEFORE_NO_VA_MAS: return GAME_AT_BEFORE_NO_VA_MAS;
	case ANOMALY_AT_TURN_PUNTO: return GAME_AT_TURN_PUNTO;
	case ANOMALY_AT_VOLUNTAD: return GAME_AT_VOLUNTAD;
	case ANOMALY_AT_TURN_BANCA: return GAME_AT_TURN_BANCA;
	case ANOMALY_AT_PAYMENT: return GAME_AT_PAYMENT;
	case ANOMALY_AT_END: return GAME_AT_END;
	case ANOMALY_AT_HOLDER: return GAME_AT_HOLDER;
	}
	return GAME_AT_NONE;
}

bool script_inject(struct script *s, struct diag *err)
{
	const struct scenario_coup *c = &s->sc->coups[s->coup];

	if (s->sc->resume.set && s->coup == s->sc->resume_coup) {
		/* 7.9.8.3: play resumes after the wait with a new remate;
		 * or, under TRAD 7, the coup's remate follows a bank given
		 * up that nobody took, the shoe burnt. */
		if ((game_phase(&s->game) == GAME_PHASE_OVER ||
		     !s->rules.given_up_burns_shoe) &&
		    game_resume(&s->game) != STATUS_OK)
			return script_fail_coup(s, err, "%s",
						_("play cannot resume here: the sabot is not waiting (resume: comes in the coup after the one where the sabot waits)"));
		s->remate_rounds = 0;
	}
	/* 8.8.2: relieved once this pase is paid. */
	if (c->relief && game_relief_after_pase(&s->game) != STATUS_OK)
		return script_fail_coup(s, err, "%s",
					_("the croupier cannot be relieved here: the relief hand-over is of a table where a player banks"));
	/* 8.12: "¡Hagan juego para el último pase!". */
	if (c->last_of_day && game_call_last_pase_of_day(&s->game) != STATUS_OK)
		return script_fail_coup(s, err, "%s",
					_("the day's last pase cannot be called here: the bets of the pase are already called"));
	for (int i = 0; i < c->n_anomalies; i++) {
		const struct scenario_anomaly *an = &c->anomalies[i];
		struct game_anomaly ga = {
			.kind = an->kind,
			.moment = moment_of(an->step),
			.card = an->card,
			.dissent = an->dissent,
			.inspector_settles = an->inspector_settles,
			.recurring = an->recurring,
			.stops = an->stops,
		};
		enum status st = game_inject_anomaly(&s->game, &ga);

		if (st != STATUS_OK)
			return script_fail_at(s, an->where, err, _("the anomaly %s: %s"),
					      anomaly_key(an->kind), script_status_text(st));
	}
	return true;
}
