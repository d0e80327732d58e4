/* SPDX-License-Identifier: GPL-3.0-or-later */
/* session_play.c: play moves on: the players' answers, the end of each
 * coup, and the trainee's actions checked, recorded and, when wrong,
 * replaced by the correct ones. */
#include "config.h"

#include "session/session.h"

#include <stdio.h>
#include <string.h>

#include "session/session_impl.h"
#include "session/skill_of.h"

/* Far more questions in a row than any pase asks: stop rather than spin. */
#define ADVANCE_GUARD 1000

/* A question the bots could not answer (an amount the rules refuse):
 * the answer that changes least. */
static enum status neutral_answer(struct game *g, const struct game_action *w,
				  struct player_word *said)
{
	static const struct game_banker_word nothing = { 0 };

	switch (w->question) {
	case GAME_Q_CUT:
		return words_cut(said, g, w->player, true);
	case GAME_Q_BANK:
		return words_bank(said, g, w->player, false, 0);
	case GAME_Q_FREE_SEAT:
		return words_free_seat(said, g, NULL, 0);
	case GAME_Q_BANKER:
		return words_banker(said, g, &nothing);
	case GAME_Q_SUITE:
		return words_suite(said, g, NULL, 0, 0);
	case GAME_Q_FIVE:
		return words_five(said, g, w->player, FIVE_PIDO);
	default:
		break;
	}
	return STATUS_BAD_ARGUMENT;
}

/* The players' words, into the call log the moment the game hears
 * them. */
static void log_said(struct session *s, const struct player_word *said)
{
	call_log_words(&s->log, s->play.coup, said,
		       game_table(session_play_game(s)));
}

static bool answer(struct session *s, const struct game_action *w)
{
	struct session_play *p = &s->play;
	struct diag err;
	bool ok;

	if (s->kind == SESSION_SCENARIO) {
		ok = script_answer(&p->u.script, w, &err);
		if (ok)
			log_said(s, &p->u.script.said);
		return ok;
	}
	ok = bots_answer(&p->bots, &p->u.game, w) == STATUS_OK ||
	     neutral_answer(&p->u.game, w, &p->bots.said) == STATUS_OK;
	if (ok)
		log_said(s, &p->bots.said);
	return ok;
}

const struct call_log *session_call_log(const struct session *s)
{
	return &s->log;
}

/* The croupier's call as the table heard it: the action applied; and,
 * once the winner is called, the coup's result for the history. */
static void log_call(struct session *s, const struct game_action *a)
{
	const struct game *g = session_play_game(s);
	char words[ACTION_TEXT_MAX];
	struct game_action said = *a;

	/* The first four cards of the player-banked game are dealt face
	 * down (IPLyC 7.6.5): the croupier does not name them; they are
	 * seen on the table as they are turned. */
	if (said.kind == GAME_ACT_COUP && g != NULL &&
	    session_rules(s)->banking == BANKING_PLAYER &&
	    (said.step == COUP_DEAL_TO_PUNTO ||
	     said.step == COUP_DEAL_TO_BANCA))
		said.card = 0;
	session_action_text(s, &said, words, sizeof words);
	call_log_add(&s->log, s->play.coup, CALL_CROUPIER, 0, 0, words);
	if (a->kind == GAME_ACT_COUP && !s->replaying &&
	    (a->step == COUP_ANNOUNCE_WINNER || a->step == COUP_VOID_PASE))
		call_log_result(&s->log, s->play.coup, game_result(g),
				coup_punto_total(game_coup(g)),
				coup_banca_total(game_coup(g)));
}

bool session_coup_begin(struct session *s)
{
	struct session_play *p = &s->play;
	struct script *run = &p->u.script;
	struct diag err;

	if (!s->replaying && !session_snap_take(s))
		return false;
	if (s->kind == SESSION_SCENARIO) {
		run->coup = p->coup - 1;
		run->bets_placed = false;
		run->used_suite = run->used_mitad = run->used_raise = false;
		/* The scenario was played through at the start: its
		 * anomalies go in. */
		script_inject(run, &err);
	}
	return true;
}

/* The pase closed: the next coup begins, or the session (or the replay)
 * ends. */
static void coup_closed(struct session *s)
{
	struct session_play *p = &s->play;
	struct game *g = session_play_game(s);

	if (s->replaying) {
		session_replay_end(s);
		return;
	}
	p->coup++;
	p->pases0 = game_pases(g);
	if (s->kind == SESSION_SCENARIO && p->coup > s->sc->n_coups)
		p->over = true;
	if (s->kind == SESSION_PRACTICE && s->max_shoes > 0 &&
	    p->shoes >= s->max_shoes)
		p->over = true;
	if (!p->over && !session_coup_begin(s))
		p->over = true;
}

void session_advance(struct session *s)
{
	if (s->kind == SESSION_PROCEDURE)
		return;
	for (int guard = 0; guard < ADVANCE_GUARD; guard++) {
		struct session_play *p = &s->play;
		struct game *g = session_play_game(s);
		struct game_action a;

		if (p->over)
			return;
		if (game_pases(g) != p->pases0) {
			coup_closed(s);
			continue;
		}
		game_expected(g, &a);
		if ((a.kind == GAME_ACT_OVER ||
		     game_phase(g) == GAME_PHASE_OVER) &&
		    s->kind == SESSION_SCENARIO && !s->replaying &&
		    s->sc->resume.set && s->sc->resume_coup == p->coup) {
			/* The sabot waited; the next coup resumes play with
			 * a new remate (7.9.8.3, script_inject). */
			p->coup++;
			if (!session_coup_begin(s)) {
				p->over = true;
				return;
			}
			continue;
		}
		if (a.kind == GAME_ACT_OVER || game_phase(g) == GAME_PHASE_OVER) {
			p->over = true;
			return;
		}
		if (a.kind != GAME_ACT_WAIT)
			return;
		if (!answer(s, &a)) {
			p->over = true;
			return;
		}
	}
	s->play.over = true;
}

/* What follows an action the game applied: the bets after "¡Hagan
 * juego!", the count of shoes, and play up to the next action. */
static void applied(struct session *s, const struct game_action *a)
{
	struct session_play *p = &s->play;
	struct diag err;

	if (a->kind == GAME_ACT_PLACE_BETS) {
		if (s->kind == SESSION_SCENARIO) {
			script_place_bets(&p->u.script, &err);
			log_said(s, &p->u.script.said);
			for (int i = 0; i < p->u.script.n_said_changes; i++)
				log_said(s, &p->u.script.said_changes[i]);
		} else {
			bots_place_bets(&p->bots, &p->u.game);
			log_said(s, &p->bots.said);
		}
	}
	if (a->kind == GAME_ACT_NEW_SHOE)
		p->shoes++;
	session_advance(s);
}

int64_t session_clock(struct session *s, uint64_t now_ms)
{
	int64_t ms = s->step_marked && now_ms >= s->step_since
			     ? (int64_t)(now_ms - s->step_since) : 0;

	session_mark(s, now_ms);
	return ms;
}

static void copy_article(char *dst, const char *src)
{
	size_t n = strlen(src);

	if (n >= SESSION_ARTICLE_MAX)
		n = SESSION_ARTICLE_MAX - 1;
	memcpy(dst, src, n);
	dst[n] = '\0';
}

static void record(struct session *s, const struct verdict *v)
{
	struct session_record r;

	memset(&r, 0, sizeof r);
	r.right = v->right;
	r.wrong_amount = v->wrong_amount;
	r.wrong_chips = v->wrong_chips;
	r.chips_fault = v->chips_fault;
	r.replay = s->replaying;
	r.ms = v->ms;
	r.skill = v->skill;
	r.rule = v->rule;
	copy_article(r.article, v->article);
	memcpy(r.cell, v->cell, sizeof r.cell);
	r.coup = v->coup;
	if (s->kind == SESSION_PROCEDURE) {
		r.expected_key = procedure_op_key(v->expected_op);
		r.given_key = procedure_op_key(v->given_op);
	} else {
		r.expected = v->expected;
		r.expected_key = game_action_key(&v->expected);
		r.given_key = game_action_key(&v->given);
		r.given_amount = v->given.amount;
	}
	/* The hint was for this step only. */
	r.hint = s->hint_pending;
	s->hint_pending = false;
	r.critical = !r.right && session_critical_kind(s, &r);
	session_record_add(s, &r);
}

static enum payout_winner payout_winner_of(enum coup_winner w)
{
	switch (w) {
	case COUP_WINNER_PUNTO: return PAYOUT_PUNTO;
	case COUP_WINNER_BANCA: return PAYOUT_BANCA;
	default: break;
	}
	return PAYOUT_ANCAR;
}

/* A payment of the wrong amount is a mistake about the percentage, not
 * the order the game cites for the movement (8.4.2.6): the rule of the
 * bet's settlement, as payout_compute() gives it.  Asked before the
 * payment is applied, while the bet is on the table. */
static bool amount_rule(const struct session *s, const struct game *g,
			const struct game_action *e, enum rule_id *rule)
{
	const struct rules *r = session_rules(s);
	const struct game_bet *bets;
	struct payout_request req;
	struct payout out;
	int n;

	if (e->kind == GAME_ACT_RETURN_EXCESS) {
		*rule = RULE_EXCESS;
		return true;
	}
	if (e->kind != GAME_ACT_PAY)
		return false;
	memset(&req, 0, sizeof req);
	req.winner = payout_winner_of(game_result(g));
	req.banca_total = coup_banca_total(game_coup(g));
	req.table_max = r->table_max;
	req.bet.chance = e->chance;
	if (e->place == PLACE_BANK) {
		req.bet.kind = BET_BANK;
		req.bet.amount = game_bank(g);
		req.bank = *game_bank_state(g);
	} else {
		/* A player may have a marcando bet beside his seat's bet on
		 * the same chance: the one of the stake announced. */
		bets = game_bets(g, &n);
		for (int i = 0; i < n; i++) {
			if (bets[i].player != e->player ||
			    bets[i].chance != e->chance ||
			    bets[i].place != e->place ||
			    bets[i].seat != e->seat)
				continue;
			if (req.bet.amount > 0 && bets[i].amount != e->stake)
				continue;
			req.bet.kind = bets[i].kind;
			req.bet.amount = bets[i].amount;
		}
	}
	if (req.bet.amount <= 0 || payout_compute(r, &req, &out) != STATUS_OK)
		return false;
	*rule = out.rule;
	return true;
}

enum status session_act(struct session *s, const struct game_action *given,
			uint64_t now_ms, struct verdict *out)
{
	struct game *g;
	struct game_action e, x;
	struct verdict v;

	if (s->kind == SESSION_PROCEDURE || s->play.over)
		return STATUS_NOT_ALLOWED;
	if ((unsigned)given->kind >= GAME_ACT__COUNT ||
	    given->kind == GAME_ACT_WAIT || given->kind == GAME_ACT_OVER)
		return STATUS_BAD_ARGUMENT;
	g = session_play_game(s);
	game_expected(g, &e);
	if (e.kind == GAME_ACT_WAIT || e.kind == GAME_ACT_OVER)
		return STATUS_NOT_ALLOWED;
	memset(&v, 0, sizeof v);
	v.ms = session_clock(s, now_ms);
	v.rule = e.rule;
	copy_article(v.article, e.article);
	/* The situation as it stands before the action moves it on. */
	cell_of_action(session_rules(s), g, &e, v.cell);
	x = *given;
	x.amount = e.amount;
	v.wrong_amount = given->amount != e.amount &&
			 choice_same_action(&x, &e);
	if (v.wrong_amount && amount_rule(s, g, &e, &v.rule))
		copy_article(v.article, rules_cite(session_rules(s), v.rule));
	/* In chips: the right payment or change, chips the rule does not
	 * take; read before the game moves on. */
	if (!v.wrong_amount && choice_same_action(given, &e)) {
		v.chips_fault = game_chips_fault(g, given);
		v.wrong_chips = v.chips_fault != CHIPS_FAULT_NONE;
	}
	if (v.wrong_chips) {
		v.rule = v.chips_fault == CHIPS_FAULT_FLOAT ? RULE_CHIPS_FLOAT
			 : e.kind == GAME_ACT_CHANGE ? RULE_CHANGE
						     : RULE_CHIPS_PAY;
		copy_article(v.article, rules_cite(session_rules(s), v.rule));
	}
	v.right = game_apply(g, given) == STATUS_OK;
	if (!v.right && game_apply(g, &e) != STATUS_OK) {
		s->play.over = true;
		return STATUS_WRONG_ACTION;
	}
	/* Paying 1000 where 900 is due: the right movement, the wrong sum;
	 * the article is the percentage's. */
	v.wrong_amount = v.wrong_amount && !v.right;
	v.skill = skill_of_action(&e);
	v.coup = s->play.coup;
	v.expected = e;
	v.given = *given;
	record(s, &v);
	if (out != NULL)
		*out = v;
	/* An exam's log shows what the trainee did, never the call that
	 * was due: the key stays sealed until the exam is handed in. */
	log_call(s, v.right || s->sc == NULL || s->sc->kind != SCENARIO_EXAM
			    ? &e : given);
	applied(s, &e);
	return STATUS_OK;
}

/* The rule of a procedure step where one of rules.h applies. */
static enum rule_id step_rule(enum procedure_op op)
{
	switch (op) {
	case PROCEDURE_OP_REMATE: return RULE_REMATE;
	case PROCEDURE_OP_CUT: return RULE_CUT_SIZE;
	case PROCEDURE_OP_PLACE_SAFETY_CARD: return RULE_SAFETY_CARD;
	default: break;
	}
	return RULE__COUNT;
}

enum status session_act_step(struct session *s, enum procedure_op op,
			     const struct procedure_params *params,
			     size_t choice, uint64_t now_ms,
			     struct verdict *out)
{
	struct procedure_step step;
	struct verdict v;
	int reps;

	if (s->kind != SESSION_PROCEDURE ||
	    !procedure_expected(&s->run, &step, &reps))
		return STATUS_NOT_ALLOWED;
	memset(&v, 0, sizeof v);
	/* The remate: the article of the answer due, and the offers as
	 * they were when the trainee answered (the run moves on). */
	if (step.op == PROCEDURE_OP_REMATE) {
		v.remate_why = (int)procedure_remate_why(&s->run);
		snprintf(step.article, sizeof step.article, "%s",
			 procedure_remate_article(procedure_remate_why(&s->run)));
	}
	v.ms = session_clock(s, now_ms);
	/* Where the step given lies, read before the run moves on. */
	for (size_t i = s->run.step + 1;
	     op != step.op && i < s->run.proc->nsteps; i++)
		if (s->run.proc->steps[i].op == op) {
			v.given_where = 1;
			break;
		}
	for (size_t i = 0;
	     op != step.op && v.given_where == 0 && i < s->run.step; i++)
		if (s->run.proc->steps[i].op == op)
			v.given_where = -1;
	v.right = procedure_apply(&s->run, op, params, choice,
				  &s->proc_rng) == STATUS_OK;
	if (!v.right &&
	    procedure_apply(&s->run, step.op, &step.params, 0,
			    &s->proc_rng) != STATUS_OK)
		procedure_skip(&s->run);
	v.skill = skill_of_procedure(s->sc->procedure);
	cell_of_step(s->sc->procedure, step.op, v.cell);
	v.expected_op = step.op;
	v.given_op = op;
	v.expected_params = step.params;
	if (params != NULL)
		v.given_params = *params;
	v.rule = step_rule(step.op);
	copy_article(v.article, step.article);
	record(s, &v);
	if (out != NULL)
		*out = v;
	return STATUS_OK;
}

bool session_expected_step(const struct session *s,
			   struct procedure_step *out, int *reps_done)
{
	int reps;

	if (s->kind != SESSION_PROCEDURE)
		return false;
	return procedure_expected(&s->run, out,
				  reps_done != NULL ? reps_done : &reps);
}

enum status session_expected(const struct session *s, struct game_action *out)
{
	const struct game *g = session_game(s);

	if (g == NULL || s->play.over)
		return STATUS_NOT_ALLOWED;
	return game_expected(g, out);
}

static const char *name_of(const void *ctx, int player)
{
	return session_player_name(ctx, player);
}

enum status session_choices(const struct session *s, struct choice *out,
			    size_t max, size_t *n)
{
	*n = 0;
	if (session_over(s))
		return STATUS_NOT_ALLOWED;
	if (s->kind == SESSION_PROCEDURE)
		*n = choices_procedure(&s->run, out, max);
	else
		*n = choices_game(session_game(s), session_rules(s), name_of,
				  s, out, max);
	return STATUS_OK;
}
