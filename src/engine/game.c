/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game.c: the table's step machine: starting, the expected action,
 * applying it, the history and the accessors.  See game.h for the model
 * and game_impl.h for how the work is split among the files. */
#include "config.h"

#include "engine/game.h"

#include <string.h>

#include "engine/game_impl.h"
#include "engine/shuffle.h"

/* A pase takes a few dozen steps; far more automatic transitions in a row
 * than any pase has means a bug, and the game stops rather than spin. */
#define ADVANCE_GUARD 4096

static const char *const act_keys[GAME_ACT__COUNT] = {
#define GAME_ACT_KEY(id, key) key,
	GAME_ACT_LIST(GAME_ACT_KEY)
#undef GAME_ACT_KEY
};

static const char *const question_keys[GAME_Q__COUNT] = {
#define GAME_QUESTION_KEY(id, key) key,
	GAME_QUESTION_LIST(GAME_QUESTION_KEY)
#undef GAME_QUESTION_KEY
};

const char *game_act_key(enum game_act a)
{
	return (unsigned)a < GAME_ACT__COUNT ? act_keys[a] : NULL;
}

const char *game_action_key(const struct game_action *a)
{
	if (a->kind == GAME_ACT_COUP)
		return coup_action_key(a->step);
	return game_act_key(a->kind);
}

const char *game_question_key(enum game_question q)
{
	return (unsigned)q < GAME_Q__COUNT ? question_keys[q] : NULL;
}

void game_cite(const struct game *g, struct game_action *a, enum rule_id rule,
	       const char *sub)
{
	const char *cite = rules_cite(g->rules, rule);

	a->rule = rule;
	/* A sub-article of IPLyC means nothing under another regulation's
	 * numbering (as anomaly.c does for its rulings). */
	if (sub != NULL && strncmp(cite, "IPLyC ", 6) == 0)
		rules_copy_cite(a->article, sub);
	else
		rules_copy_cite(a->article, cite);
}

void game_action_init(const struct game *g, struct game_action *a,
		      enum game_act kind, enum rule_id rule)
{
	memset(a, 0, sizeof *a);
	a->kind = kind;
	a->step = COUP_DONE;
	a->winner = COUP_WINNER_NONE;
	a->anomaly = ANOMALY__COUNT;
	a->denied = GAME_ACT__COUNT;
	game_cite(g, a, rule, NULL);
}

void game_queue(struct game *g, const struct game_action *a)
{
	/* The queue holds a whole payment (two steps a bet) and the calls
	 * around it; anything beyond is dropped rather than overrun. */
	if (g->q_len >= GAME_QUEUE_MAX)
		return;
	g->queue[(g->q_head + g->q_len) % GAME_QUEUE_MAX] = *a;
	g->q_len++;
}

void game_queue_bank_back(struct game *g, enum rule_id rule,
			  const char *sub)
{
	struct game_action a;

	game_action_init(g, &a, GAME_ACT_RETURN_BET, rule);
	game_cite(g, &a, rule, sub);
	a.player = g->bank_owner;
	a.seat = sabot_seat(&g->sabot);
	a.amount = g->bank;
	a.chance = BET_ON_BANCA;
	a.place = PLACE_BANK;
	game_queue(g, &a);
}

/* The rule that puts each question. */
static enum rule_id question_rule(enum game_question q)
{
	switch (q) {
	case GAME_Q_REMATE:
		return RULE_REMATE;
	case GAME_Q_CUT:
		return RULE_CUT;
	case GAME_Q_FREE_SEAT:
		return RULE_FREE_SEAT;
	case GAME_Q_BANKER:
		return RULE_SUITE;
	case GAME_Q_SUITE:
		return RULE_SUITE;
	case GAME_Q_FIVE:
		return RULE_VOLUNTAD;
	case GAME_Q_BANK:
	default:
		return RULE_ROTATION;
	}
}

bool game_ask(struct game *g, enum game_question q, int player, int seat)
{
	game_action_init(g, &g->next, GAME_ACT_WAIT, question_rule(q));
	g->next.question = q;
	g->next.player = player;
	g->next.seat = seat;
	return true;
}

bool game_waits_for(const struct game *g, enum game_question q)
{
	return g->next.kind == GAME_ACT_WAIT && g->next.question == q;
}

bool game_player_banks(const struct game *g)
{
	return g->rules->banking == BANKING_PLAYER;
}

void game_new_shoe(struct game *g)
{
	/* A practice shoe: uniform shuffle, a legal cut, the safety card at
	 * a legal depth, all from the game's generator. */
	if (shuffle_practice_shoe(&g->rng, g->rules, &g->shoe) != STATUS_OK)
		shoe_init(&g->shoe, g->rules->decks);
	g->discards = 0;
	g->face_ups = 0;
	g->last_pase = false;
	g->play_on = false;
}

void game_advance(struct game *g)
{
	for (int guard = 0; guard < ADVANCE_GUARD; guard++) {
		bool done = false;

		if (g->q_len > 0) {
			g->next = g->queue[g->q_head];
			game_chips_due(g, &g->next);
			return;
		}
		if (g->wait != GAME_Q_NONE) {
			game_ask(g, g->wait, g->wait_player, g->wait_seat);
			return;
		}
		switch (g->phase) {
		case GAME_PHASE_SABOT:
			done = game_sabot_next(g);
			break;
		case GAME_PHASE_BETS:
		case GAME_PHASE_COUP:
			done = game_coup_next(g);
			break;
		case GAME_PHASE_PAY:
			done = game_pay_next(g);
			break;
		case GAME_PHASE_END_PASE:
			done = game_end_pase_next(g);
			break;
		case GAME_PHASE_OVER:
		default:
			game_action_init(g, &g->next, GAME_ACT_OVER,
					 RULE_SABOT_WAITS);
			return;
		}
		if (done)
			return;
	}
	g->phase = GAME_PHASE_OVER;
	game_action_init(g, &g->next, GAME_ACT_OVER, RULE_SABOT_WAITS);
}

enum status game_init(struct game *g, const struct rules *r,
		      const struct table *t, const struct shoe *s,
		      uint64_t seed)
{
	if (t->seats != r->seats)
		return STATUS_BAD_ARGUMENT;
	memset(g, 0, sizeof *g);
	g->rules = r;
	g->table = *t;
	g->shoe = *s;
	rng_seed(&g->rng, seed);
	sabot_init(&g->sabot);
	coup_init(&g->coup, r, COUP_HOLDER_PLAYER);
	g->phase = GAME_PHASE_OVER;
	g->result = COUP_WINNER_NONE;
	g->reached = GAME_AT_NONE;
	game_chips_reset(g);
	game_action_init(g, &g->next, GAME_ACT_OVER, RULE_SABOT_WAITS);
	return STATUS_OK;
}

enum status game_relief_after_pase(struct game *g)
{
	if (!game_player_banks(g) || g->phase == GAME_PHASE_OVER)
		return STATUS_NOT_ALLOWED;
	g->relief_due = true;
	return STATUS_OK;
}

void game_set_last_hour(struct game *g, bool on)
{
	g->last_hour = on;
}

enum status game_call_last_pase_of_day(struct game *g)
{
	if (g->phase != GAME_PHASE_SABOT)
		return STATUS_NOT_ALLOWED;
	g->day_last = true;
	game_advance(g);
	return STATUS_OK;
}

enum status game_resume(struct game *g)
{
	if (g->phase != GAME_PHASE_OVER || !game_player_banks(g) ||
	    sabot_resume(&g->sabot) != STATUS_OK)
		return STATUS_NOT_ALLOWED;
	g->phase = GAME_PHASE_SABOT;
	g->resumed = true;
	g->remate_asked = false;
	memset(&g->remate_best, 0, sizeof g->remate_best);
	g->wait = GAME_Q_NONE;
	g->bank_owner = 0;
	g->bank = 0;
	game_advance(g);
	return STATUS_OK;
}

enum status game_start_shoe(struct game *g)
{
	sabot_init(&g->sabot);
	g->phase = GAME_PHASE_SABOT;
	g->shoe_prep = true;
	g->remate_asked = false;
	memset(&g->remate_best, 0, sizeof g->remate_best);
	g->wait = GAME_Q_NONE;
	game_advance(g);
	return STATUS_OK;
}

/* The round's bookkeeping has no call in sabot.h (a game restored in the
 * middle of play needs it): written here, the one place outside sabot.c
 * that touches those fields. */
static void restore_round(struct sabot *s, const struct game_start *st,
			  bool banked_before)
{
	s->n_banked = 0;
	for (int i = 0; i < st->n_banked && s->n_banked < SABOT_BANKED_MAX; i++)
		s->banked[s->n_banked++] = st->banked[i];
	if (banked_before && st->suite_depth <= 0) {
		int pases = st->bank_state.pase - 1;

		/* Banca won the pases before this one (the bank counts them,
		 * 7.8.1.3), which the mitad also counts (7.9.2.4). */
		s->suerte_pases = pases;
		s->wins = pases;
		s->last_banker = st->banker;
		s->runs = 1;
		if (!sabot_banked_this_round(s, st->banker) &&
		    s->n_banked < SABOT_BANKED_MAX)
			s->banked[s->n_banked++] = st->banker;
	}
	if (st->suite_depth > 1)
		s->suite.depth = st->suite_depth;
}

enum status game_start_play(struct game *g, const struct game_start *st)
{
	const struct table *t = &g->table;
	int seat = table_seat_of(t, st->suite_giver > 0 ? st->suite_giver
							: st->banker);
	bool banked_before = st->bank_state.pase > 1;
	struct sabot_move mv;
	enum status rc;

	if (seat == 0)
		return STATUS_SEAT_EMPTY;
	if (game_player_banks(g) && st->bank <= 0)
		return STATUS_BAD_AMOUNT;
	sabot_init(&g->sabot);
	rc = sabot_start(&g->sabot, g->rules, t, seat);
	if (rc == STATUS_OK)
		rc = sabot_cut_done(&g->sabot, g->rules, t);
	if (rc == STATUS_OK && st->suite_giver > 0 && game_player_banks(g)) {
		rc = sabot_give_suite(&g->sabot, g->rules, st->bank, false,
				      false);
		if (rc == STATUS_OK)
			rc = sabot_award_suite(&g->sabot, g->rules, t,
					       &st->banker, 1, 0, &mv);
		if (rc == STATUS_OK && sabot_banker(&g->sabot) != st->banker)
			rc = STATUS_NOT_ALLOWED;
	}
	if (rc != STATUS_OK)
		return rc;
	restore_round(&g->sabot, st, banked_before);
	g->phase = GAME_PHASE_SABOT;
	g->shoe_prep = false;
	g->wait = GAME_Q_NONE;
	if (st->fresh_shoe && g->rules->burn_first_card &&
	    shoe_cards_left(&g->shoe) > 0) {
		struct game_action a;

		game_action_init(g, &a, GAME_ACT_BURN, RULE_BURN);
		shoe_peek(&g->shoe, 0, &a.card);
		a.count = card_burn_value(a.card);
		game_queue(g, &a);
	}
	if (game_player_banks(g)) {
		g->bank_owner = st->banker;
		g->bank = st->bank;
		g->bank_state = st->bank_state;
		if (g->bank_state.salida <= 0)
			g->bank_state.salida = st->bank;
		if (g->bank_state.pase < 1)
			g->bank_state.pase = 1;
		g->last_paid_in_full = st->last_paid_in_full;
		/* Paid in full, the bank doubled: half of it is that win. */
		g->last_win = st->last_paid_in_full ? st->bank / 2 : 0;
		g->last_win_discounted = banked_before && !st->last_paid_in_full;
		g->bank_pases = banked_before ? st->bank_state.pase - 1 : 0;
	}
	game_advance(g);
	return STATUS_OK;
}

enum status game_expected(const struct game *g, struct game_action *out)
{
	*out = g->next;
	return STATUS_OK;
}

bool game_action_same(const struct game_action *a,
		      const struct game_action *b)
{
	return a->kind == b->kind && a->step == b->step &&
	       a->seat == b->seat && a->player == b->player &&
	       a->amount == b->amount && a->stake == b->stake &&
	       a->card == b->card && a->punto_total == b->punto_total &&
	       a->banca_total == b->banca_total && a->winner == b->winner &&
	       a->flags == b->flags && a->count == b->count &&
	       a->denied == b->denied;
}

static void record(struct game *g, const struct game_action *a)
{
	g->history[g->n_history % GAME_HISTORY_MAX] = *a;
	g->n_history++;
}

enum status game_apply(struct game *g, const struct game_action *given)
{
	struct game_action a = g->next;

	if (a.kind == GAME_ACT_WAIT || a.kind == GAME_ACT_OVER ||
	    !game_action_same(given, &a) ||
	    game_chips_fault(g, given) != CHIPS_FAULT_NONE)
		return STATUS_WRONG_ACTION;
	/* In chips, the history keeps the chips handed over. */
	if (a.kind == GAME_ACT_PAY || a.kind == GAME_ACT_CHANGE)
		a.chips = given->chips;
	/* g->next is the queue's head whenever the queue is not empty. */
	if (g->q_len > 0) {
		g->q_head = (g->q_head + 1) % GAME_QUEUE_MAX;
		g->q_len--;
	}
	record(g, &a);
	switch (a.kind) {
	case GAME_ACT_REMATE:
	case GAME_ACT_ASK_IMPROVE:
	case GAME_ACT_AWARD_BANK:
	case GAME_ACT_ASK_CUT:
	case GAME_ACT_SUPERVISOR_CUTS:
	case GAME_ACT_SAFETY_CARD:
	case GAME_ACT_BURN:
	case GAME_ACT_ASK_BANK:
	case GAME_ACT_BANK_AGAIN:
	case GAME_ACT_FREE_SEAT:
	case GAME_ACT_PASS_SABOT:
	case GAME_ACT_SABOT_WAIT:
	case GAME_ACT_OFFER_SUITE:
	case GAME_ACT_AWARD_SUITE:
	case GAME_ACT_CEDE_SEAT:
	case GAME_ACT_MITAD:
	case GAME_ACT_MITAD_BACK:
	case GAME_ACT_RAISE:
	case GAME_ACT_DENY:
		game_sabot_applied(g, &a);
		break;
	case GAME_ACT_PLACE_BETS:
	case GAME_ACT_COUP:
	case GAME_ACT_REFUSED:
	case GAME_ACT_HOLDER:
	case GAME_ACT_CROUPIER_TURNS:
		game_coup_applied(g, &a);
		break;
	case GAME_ACT_RULING:
		game_anomaly_applied(g, &a);
		break;
	case GAME_ACT_CHANGE:
		game_chips_applied(g, &a);
		break;
	case GAME_ACT_COLLECT:
	case GAME_ACT_PAY:
		game_chips_applied(g, &a);
		game_pay_applied(g, &a);
		break;
	case GAME_ACT_RETURN_EXCESS:
	case GAME_ACT_LAST_PASE:
	case GAME_ACT_END_OF_SHOE:
	case GAME_ACT_RETURN_BET:
	case GAME_ACT_NEW_SHOE:
	case GAME_ACT_CHANGE_SHOE:
	case GAME_ACT_RELIEF:
		game_pay_applied(g, &a);
		break;
	case GAME_ACT_WAIT:
	case GAME_ACT_OVER:
	case GAME_ACT__COUNT:
	default:
		break;
	}
	game_advance(g);
	return STATUS_OK;
}

enum status game_apply_expected(struct game *g)
{
	struct game_action a = g->next;

	return game_apply(g, &a);
}

const struct game_bet *game_bets(const struct game *g, int *n)
{
	*n = g->n_bets;
	return g->bets;
}

int game_banker(const struct game *g)
{
	return sabot_banker(&g->sabot);
}

int game_banker_seat(const struct game *g)
{
	return sabot_seat(&g->sabot);
}

int64_t game_bank(const struct game *g)
{
	return game_player_banks(g) ? g->bank : 0;
}

const struct bank_state *game_bank_state(const struct game *g)
{
	return &g->bank_state;
}

int game_holder_seat(const struct game *g)
{
	return g->holder_done ? g->holder_seat : 0;
}

size_t game_cards_left(const struct game *g)
{
	return shoe_cards_left(&g->shoe);
}

bool game_cut_reached(const struct game *g)
{
	return shoe_cut_reached(&g->shoe);
}

bool game_last_pase(const struct game *g)
{
	return g->last_pase;
}

size_t game_discards(const struct game *g)
{
	return g->discards;
}

enum coup_winner game_result(const struct game *g)
{
	return g->result;
}

int game_pases(const struct game *g)
{
	return g->pases;
}

int game_missed_anomalies(const struct game *g)
{
	return g->missed;
}

bool game_stopped(const struct game *g)
{
	return g->stopped;
}

int game_rulings(const struct game *g, const unsigned **flags)
{
	*flags = g->ruling_flags;
	return g->rulings;
}

size_t game_history_count(const struct game *g)
{
	return g->n_history < GAME_HISTORY_MAX ? g->n_history
					       : GAME_HISTORY_MAX;
}

const struct game_action *game_history(const struct game *g, size_t i)
{
	size_t kept = game_history_count(g);

	if (i >= kept)
		return NULL;
	return &g->history[(g->n_history - kept + i) % GAME_HISTORY_MAX];
}

const struct game_action *game_last_action(const struct game *g)
{
	size_t kept = game_history_count(g);

	return kept > 0 ? game_history(g, kept - 1) : NULL;
}
