/* sabot.c: the sabot's rotation, free seats, suites, mitad and new shoe.
 * The model and the choices where the regulations are silent are in
 * sabot.h. */
#include "config.h"

#include "engine/sabot.h"

#include <string.h>

/* English msgids; the Spanish catalog gives IPLyC 8.12's words. */
static const char *const call_text[SABOT_CALL__COUNT] = {
	[SABOT_CALL_NONE] = "",
	[SABOT_CALL_REMATE] = N_("The first bank is up for auction: who wishes to bank, and for how much?"),
	[SABOT_CALL_IMPROVE] = N_("Does anyone improve the offer?"),
	[SABOT_CALL_AWARDED] = N_("Awarded!"),
	[SABOT_CALL_CUT] = N_("It is your turn to cut!"),
	[SABOT_CALL_SUPERVISOR_CUTS] = N_("The supervisor cuts."),
	[SABOT_CALL_YOUR_BANK] = N_("Your bank?"),
	[SABOT_CALL_BANK_AGAIN] = N_("You may bank again!"),
	[SABOT_CALL_PASS_SABOT] = N_("Pass the sabot!"),
	[SABOT_CALL_FREE_SEAT] = N_("Free seat to bank!"),
	[SABOT_CALL_PLACE_BETS] = N_("Place your bets!"),
	[SABOT_CALL_CROUPIER_DEALS] = N_("The croupier deals."),
	/* TRANSLATORS: %s is the amount of the suite. */
	[SABOT_CALL_SUITE] = N_("Suite of %s! Does anyone wish to see it?"),
	/* TRANSLATORS: %s is the amount of the suite. */
	[SABOT_CALL_SUITE_OF_SUITE] = N_("Suite of suite of %s! Does anyone wish to see it?"),
	[SABOT_CALL_CEDE_SEAT] = N_("Please give up your seat to the player who will bank!"),
	[SABOT_CALL_BY_HALF] = N_("By half!"),
	[SABOT_CALL_EQUALS_HALF] = N_("It counts as the half!"),
	[SABOT_CALL_WAIT] = N_("Sabot waiting!"),
};

const char *sabot_call_text(enum sabot_call c)
{
	return (unsigned)c < SABOT_CALL__COUNT ? call_text[c] : "";
}

static bool house(const struct rules *r)
{
	return r->banking == BANKING_HOUSE;
}

bool sabot_banked_this_round(const struct sabot *s, int player)
{
	for (int i = 0; i < s->n_banked; i++)
		if (s->banked[i] == player)
			return true;
	return false;
}

static void mark_banked(struct sabot *s, int player)
{
	if (player <= 0 || sabot_banked_this_round(s, player) ||
	    s->n_banked >= SABOT_BANKED_MAX)
		return;
	s->banked[s->n_banked++] = player;
}

/* One seat to the right, closing the round after a full tour
 * (LNSE-MIDI 9.4's definition, see sabot.h). */
static void advance(struct sabot *s, const struct table *t)
{
	s->seat = table_right(t, s->seat);
	s->idle_steps++;
	if (++s->round_steps >= t->seats) {
		s->round_steps = 0;
		s->n_banked = 0;
	}
}

static void skip_empty(struct sabot *s, const struct table *t)
{
	while (table_player(t, s->seat) == 0 && s->idle_steps <= t->seats)
		advance(s, t);
}

static void begin_suerte(struct sabot *s, int player)
{
	s->phase = SABOT_PLAY;
	s->banker = player;
	s->croupier = false;
	s->asked = 0;
	s->decliner = 0;
	s->alone = false;
	s->suerte_pases = 0;
	s->wins = 0;
	s->mitad_taken = false;
	s->last = COUP_WINNER_NONE;
}

static void end_suerte(struct sabot *s)
{
	s->banker = 0;
	s->croupier = false;
	s->suerte_pases = 0;
	s->wins = 0;
	s->mitad_taken = false;
	s->idle_steps = 0;
	memset(&s->suite, 0, sizeof s->suite);
}

/* The sabot has arrived at s->seat: decides whom the croupier asks. */
static void land(struct sabot *s, const struct rules *r,
		 const struct table *t, enum rule_id why)
{
	int occ;

	s->why = why;
	s->alone = false;
	s->asked = 0;
	s->decliner = 0;
	if (house(r)) {
		skip_empty(s, t);
		if (s->idle_steps > t->seats) {
			begin_suerte(s, 0);
			s->croupier = true;
			s->why = RULE_ROTATION;
			return;
		}
		s->phase = SABOT_ASK;
		s->asked = table_player(t, s->seat);
		return;
	}
	if (s->idle_steps > t->seats) {
		/* Nobody seated will bank: the sabot waits (7.9.8.2). */
		s->phase = SABOT_WAIT;
		s->why = RULE_SABOT_WAITS;
		return;
	}
	occ = table_player(t, s->seat);
	if (occ == 0) {
		s->phase = SABOT_FREE_SEAT;
		s->why = RULE_FREE_SEAT;
	} else if (occ == s->last_banker && s->idle_steps > 0) {
		/* Everybody else renounced: 7.9.5.4. */
		s->why = RULE_ALONE;
		if (s->runs >= 2) {
			s->phase = SABOT_WAIT;
			return;
		}
		s->phase = SABOT_ASK;
		s->alone = true;
		s->asked = occ;
	} else if (sabot_banked_this_round(s, occ)) {
		s->phase = SABOT_FREE_SEAT;
		s->decliner = occ;
		s->why = RULE_ONCE_A_ROUND;
	} else {
		s->phase = SABOT_ASK;
		s->asked = occ;
	}
}

static void move_out(const struct sabot *s, bool moved, enum sabot_call call,
		     struct sabot_move *out)
{
	memset(out, 0, sizeof *out);
	out->seat = s->seat;
	out->player = s->phase == SABOT_PLAY ? s->banker : 0;
	out->moved = moved;
	out->call = call;
	out->rule = s->why;
}

/* The suerte is over: the sabot passes to the right, or after a wrong
 * banker's suerte goes back to the seat it belonged to (7.10.2.1), as if
 * it had never come further.  Returns the rule that moved it. */
static enum rule_id pass_right(struct sabot *s, const struct rules *r,
			       const struct table *t, enum rule_id why)
{
	end_suerte(s);
	if (s->rightful != 0) {
		int back = table_distance_right(t, s->rightful, s->seat);

		s->seat = s->rightful;
		s->rightful = 0;
		s->round_steps = s->round_steps > back ? s->round_steps - back
						       : 0;
		land(s, r, t, RULE_WRONG_BANKER);
		return RULE_WRONG_BANKER;
	}
	advance(s, t);
	land(s, r, t, why);
	return why;
}

void sabot_init(struct sabot *s)
{
	memset(s, 0, sizeof *s);
	s->phase = SABOT_IDLE;
	s->why = RULE_REMATE;
	s->last = COUP_WINNER_NONE;
}

enum status sabot_start(struct sabot *s, const struct rules *r,
			const struct table *t, int seat)
{
	if (!table_seat_valid(t, seat))
		return STATUS_NO_SUCH_SEAT;
	if (table_player(t, seat) == 0)
		return STATUS_SEAT_EMPTY;
	if (table_seated_count(t) < r->min_players)
		return STATUS_TOO_FEW_PLAYERS;
	sabot_init(s);
	s->seat = seat;
	begin_suerte(s, table_player(t, seat));
	s->phase = SABOT_CUT;
	s->after_cut = SABOT_PLAY;
	s->why = house(r) ? RULE_ROTATION : RULE_REMATE;
	return STATUS_OK;
}

static int first_occupied(const struct table *t)
{
	for (int seat = 1; seat <= t->seats; seat++)
		if (t->seat[seat] != 0)
			return seat;
	return 0;
}

enum status sabot_expected(const struct sabot *s, const struct rules *r,
			   const struct table *t, struct sabot_duty *out)
{
	memset(out, 0, sizeof *out);
	out->rule = s->why;
	switch (s->phase) {
	case SABOT_IDLE:
		if (table_seated_count(t) < r->min_players) {
			out->kind = SABOT_DUTY_WAIT;
			out->call = SABOT_CALL_WAIT;
			out->rule = RULE_MIN_PLAYERS;
			return STATUS_TOO_FEW_PLAYERS;
		}
		if (house(r)) {
			out->kind = SABOT_DUTY_ASK_BANK;
			out->call = SABOT_CALL_YOUR_BANK;
			out->seat = first_occupied(t);
			out->player = table_player(t, out->seat);
			out->rule = RULE_ROTATION;
		} else {
			out->kind = SABOT_DUTY_REMATE;
			out->call = SABOT_CALL_REMATE;
			out->rule = RULE_REMATE;
		}
		break;
	case SABOT_CUT:
		out->seat = table_cut_seat(t, s->seat, s->cut_refusals);
		out->player = table_player(t, out->seat);
		out->kind = out->seat ? SABOT_DUTY_ASK_CUT
				      : SABOT_DUTY_SUPERVISOR_CUTS;
		out->call = out->seat ? SABOT_CALL_CUT
				      : SABOT_CALL_SUPERVISOR_CUTS;
		out->rule = RULE_CUT;
		break;
	case SABOT_ASK:
		out->kind = s->alone ? SABOT_DUTY_BANK_AGAIN
				     : SABOT_DUTY_ASK_BANK;
		out->call = s->alone ? SABOT_CALL_BANK_AGAIN
				     : SABOT_CALL_YOUR_BANK;
		out->seat = s->seat;
		out->player = s->asked;
		break;
	case SABOT_FREE_SEAT:
		out->kind = SABOT_DUTY_OFFER_FREE_SEAT;
		out->call = SABOT_CALL_FREE_SEAT;
		out->seat = s->seat;
		break;
	case SABOT_PLAY:
		out->kind = s->croupier ? SABOT_DUTY_CROUPIER_DEALS
					: SABOT_DUTY_DEAL;
		out->call = s->croupier ? SABOT_CALL_CROUPIER_DEALS
					: SABOT_CALL_PLACE_BETS;
		out->seat = s->seat;
		out->player = s->banker;
		break;
	case SABOT_SUITE_OFFER:
		out->kind = SABOT_DUTY_OFFER_SUITE;
		out->call = s->suite.depth > 1 ? SABOT_CALL_SUITE_OF_SUITE
					       : SABOT_CALL_SUITE;
		out->seat = s->seat;
		out->player = s->suite.last_giver;
		out->amount = s->suite.amount;
		out->depth = s->suite.depth;
		out->discount = s->suite.discount;
		break;
	case SABOT_WAIT:
		out->kind = SABOT_DUTY_WAIT;
		out->call = SABOT_CALL_WAIT;
		break;
	}
	return STATUS_OK;
}

enum status sabot_cut_refused(struct sabot *s, const struct table *t)
{
	if (s->phase != SABOT_CUT ||
	    table_cut_seat(t, s->seat, s->cut_refusals) == 0)
		return STATUS_WRONG_ACTION;
	s->cut_refusals++;
	return STATUS_OK;
}

enum status sabot_cut_done(struct sabot *s, const struct rules *r,
			   const struct table *t)
{
	if (s->phase != SABOT_CUT)
		return STATUS_WRONG_ACTION;
	s->phase = s->after_cut;
	s->cut_refusals = 0;
	/* The table may have changed while the shoe was made. */
	if (s->phase == SABOT_ASK || s->phase == SABOT_FREE_SEAT)
		land(s, r, t, s->why);
	return STATUS_OK;
}

enum status sabot_take(struct sabot *s, int player)
{
	if (s->phase != SABOT_ASK)
		return STATUS_WRONG_ACTION;
	if (player != s->asked || player == 0)
		return STATUS_NOT_ALLOWED;
	begin_suerte(s, player);
	return STATUS_OK;
}

enum status sabot_decline(struct sabot *s, const struct rules *r,
			  const struct table *t)
{
	int who;

	if (s->phase == SABOT_ASK) {
		who = s->asked;
	} else if (s->phase == SABOT_PLAY && !s->croupier) {
		/* 7.9.2.7-8: before a win he may give it up; after, it is a
		 * suite. */
		if (s->wins > 0 || s->suite.depth > 0) {
			s->why = RULE_SUITE;
			return STATUS_NOT_ALLOWED;
		}
		who = s->banker;
		end_suerte(s);
		/* A wrong banker who gives up leaves the free seat where he
		 * is: the return of 7.10.2.1 follows a suerte played out. */
		s->rightful = 0;
	} else {
		return STATUS_WRONG_ACTION;
	}
	if (house(r)) {
		int from = s->seat;

		/* The next seated player to the right is asked; if the sabot
		 * has passed every seat, the croupier deals from here. */
		advance(s, t);
		land(s, r, t, RULE_ROTATION);
		if (s->croupier)
			s->seat = from;
		return STATUS_OK;
	}
	s->phase = SABOT_FREE_SEAT;
	s->decliner = who;
	s->alone = false;
	s->asked = 0;
	s->why = RULE_FREE_SEAT;
	return STATUS_OK;
}

enum status sabot_free_seat(struct sabot *s, const struct rules *r,
			    const struct table *t, const int *interested,
			    int n, struct sabot_move *out)
{
	int best = 0, best_cls = 0, best_key = 0;

	if (s->phase != SABOT_FREE_SEAT)
		return STATUS_WRONG_ACTION;
	if (n < 0 || (n > 0 && interested == NULL))
		return STATUS_BAD_ARGUMENT;
	for (int i = 0; i < n; i++) {
		int p = interested[i], own, rank, cls, key;

		for (int j = 0; j < i; j++)
			if (interested[j] == p)
				return STATUS_BAD_ARGUMENT;
		own = table_seat_of(t, p);
		rank = table_standing_rank(t, p);
		if (own == 0 && rank < 0)
			return STATUS_BAD_ARGUMENT;
		/* Not eligible: who declined it, who banked this round. */
		if (p == s->decliner || sabot_banked_this_round(s, p))
			continue;
		cls = own == 0 ? 0 : 1;
		key = own == 0 ? rank : table_distance_right(t, s->seat, own);
		if (best == 0 || cls < best_cls ||
		    (cls == best_cls && key < best_key)) {
			best = p;
			best_cls = cls;
			best_key = key;
		}
	}
	if (best != 0) {
		begin_suerte(s, best);
		s->why = RULE_FREE_SEAT;
		move_out(s, false, SABOT_CALL_NONE, out);
		return STATUS_OK;
	}
	/* Nobody: on to the right (7.9.5.2), past the empty seats the offer
	 * covered (7.9.7.1). */
	advance(s, t);
	skip_empty(s, t);
	land(s, r, t, RULE_FREE_SEAT);
	move_out(s, true, SABOT_CALL_PASS_SABOT, out);
	return STATUS_OK;
}

enum status sabot_after_pase(struct sabot *s, const struct rules *r,
			     const struct table *t, enum coup_winner w,
			     struct sabot_move *out)
{
	if (s->phase != SABOT_PLAY)
		return STATUS_WRONG_ACTION;
	if (w != COUP_WINNER_PUNTO && w != COUP_WINNER_BANCA &&
	    w != COUP_WINNER_ANCAR && w != COUP_WINNER_VOID)
		return STATUS_BAD_ARGUMENT;
	if (w == COUP_WINNER_VOID) {
		/* A void pase changes nothing (7.7.4.5). */
		move_out(s, false, SABOT_CALL_NONE, out);
		out->rule = RULE_VOID_PASE;
		return STATUS_OK;
	}
	/* His first pase: now he has banked (see sabot.h). */
	if (s->suerte_pases == 0 && s->suite.depth == 0 && !s->croupier &&
	    !house(r)) {
		mark_banked(s, s->banker);
		s->runs = s->banker == s->last_banker ? s->runs + 1 : 1;
		s->last_banker = s->banker;
	}
	s->suerte_pases++;
	s->last = w;
	if (w == COUP_WINNER_PUNTO) {
		enum rule_id why = s->suite.depth > 0 ? RULE_SUITE_END
						      : RULE_ROTATION;

		why = pass_right(s, r, t, why);
		move_out(s, true, SABOT_CALL_PASS_SABOT, out);
		out->rule = why;
		return STATUS_OK;
	}
	if (w == COUP_WINNER_BANCA)
		s->wins++;
	s->why = RULE_ROTATION;
	move_out(s, false, SABOT_CALL_NONE, out);
	return STATUS_OK;
}

enum status sabot_give_suite(struct sabot *s, const struct rules *r,
			     int64_t amount, bool last_paid_in_full,
			     bool whole_bank)
{
	if (house(r)) {
		s->why = RULE_SUITE;
		return STATUS_NOT_ALLOWED;
	}
	if (s->phase != SABOT_PLAY || s->banker == 0)
		return STATUS_WRONG_ACTION;
	if (amount <= 0)
		return STATUS_BAD_AMOUNT;
	if (s->suite.depth == 0) {
		s->suite.giver = s->banker;
		s->suite.seat = s->seat;
	}
	s->suite.depth++;
	s->suite.last_giver = s->banker;
	s->suite.amount = amount;
	s->suite.discount = suite_discount_applies(r, last_paid_in_full,
						   whole_bank);
	s->phase = SABOT_SUITE_OFFER;
	s->why = s->suite.depth > 1 ? RULE_SUITE_OF_SUITE : RULE_SUITE;
	return STATUS_OK;
}

enum status sabot_award_suite(struct sabot *s, const struct rules *r,
			      const struct table *t, const int *interested,
			      int n, int64_t amount, struct sabot_move *out)
{
	struct suite_award aw;
	enum status st;

	if (s->phase != SABOT_SUITE_OFFER)
		return STATUS_WRONG_ACTION;
	st = suite_pick(t, r, s->suite.seat, s->suite.last_giver,
			s->suite.depth, interested, n, &aw);
	if (st != STATUS_OK)
		return st;
	if (aw.player != 0 && amount != 0) {
		st = suite_check_amount(r, s->suite.amount, amount);
		if (st != STATUS_OK)
			return st;
	}
	if (aw.player == 0) {
		/* 7.11.8-9: right of the original suite's seat. */
		enum rule_id why = pass_right(s, r, t, RULE_SUITE_NOBODY);

		move_out(s, true, SABOT_CALL_PASS_SABOT, out);
		out->rule = why;
		return STATUS_OK;
	}
	if (amount == 0)
		amount = s->suite.amount;
	s->phase = SABOT_PLAY;
	if (aw.player == s->suite.last_giver) {
		/* He banks on: the offer lapses. */
		if (--s->suite.depth == 0)
			memset(&s->suite, 0, sizeof s->suite);
	} else {
		begin_suerte(s, aw.player);     /* the suite stays on */
	}
	s->why = aw.rule;
	move_out(s, false, SABOT_CALL_AWARDED, out);
	out->amount = amount;
	return STATUS_OK;
}

enum status sabot_mitad(struct sabot *s, const struct rules *r, int64_t bank,
			int64_t asked, bool last_win_discounted,
			struct sabot_mitad *out)
{
	int64_t half;

	memset(out, 0, sizeof *out);
	out->rule = RULE_MITAD;
	if (s->phase != SABOT_PLAY || s->banker == 0)
		return STATUS_WRONG_ACTION;
	if (house(r))
		return STATUS_NOT_ALLOWED;
	if (s->suite.depth > 0) {
		out->rule = RULE_SUITE_NO_MITAD;    /* 7.11.13 */
		return STATUS_NOT_ALLOWED;
	}
	if (r->mitad_once && s->mitad_taken)
		return STATUS_NOT_ALLOWED;          /* TRAD 35 */
	if (s->wins < 2 && !(s->wins == 1 && last_win_discounted))
		return STATUS_NOT_ALLOWED;          /* 7.9.2.4 */
	if (bank <= 0 || asked <= 0)
		return STATUS_BAD_AMOUNT;
	half = rules_round(r, bank, 2);
	if (asked > half)
		return STATUS_BAD_AMOUNT;
	/* 7.9.2.4, 8.4.2.2.7: less than half, asked as half, "debe ser
	 * considerado como equivalente a ella": he withdraws what he asked
	 * ("el monto que se le alcanza por mitad de Banca, aun siendo menor
	 * a ésta", 8.12), the rest stays in play, and it is his mitad. */
	out->withdrawn = asked;
	out->remains = bank - asked;
	out->call = asked == half ? SABOT_CALL_BY_HALF : SABOT_CALL_EQUALS_HALF;
	s->mitad_taken = true;
	s->wins = 0;
	return STATUS_OK;
}

enum status sabot_bank_not_up(struct sabot *s)
{
	if (s->phase != SABOT_PLAY || s->banker == 0 || s->croupier)
		return STATUS_WRONG_ACTION;
	/* His pases stay dealt (he has banked this round), but none was
	 * won with a bank. */
	s->wins = 0;
	return STATUS_OK;
}

enum status sabot_wrong_banker(struct sabot *s, const struct table *t)
{
	int cur = s->seat;

	if (s->phase != SABOT_PLAY || s->banker == 0 || s->croupier)
		return STATUS_WRONG_ACTION;
	s->rightful = 0;
	/* Leftwards from his seat, the seats the rotation skipped, up to the
	 * last one whose player banked this round. */
	for (int k = 1; k < t->seats; k++) {
		int left = table_left(t, cur);
		int p = table_player(t, left);

		if (p != 0 && p != s->banker && sabot_banked_this_round(s, p)) {
			/* Right next to him: the sabot was his after all. */
			s->rightful = cur == s->seat ? 0 : cur;
			break;
		}
		cur = left;
	}
	return STATUS_OK;
}

enum status sabot_shoe_end(struct sabot *s, const struct rules *r,
			   const struct table *t, struct sabot_move *out)
{
	enum rule_id rule = RULE_NEW_SHOE;
	bool moved = false;

	switch (s->phase) {
	case SABOT_PLAY:
	case SABOT_SUITE_OFFER:
		if (s->suite.depth > 0) {
			/* 7.13.2, TRAD 42. */
			rule = pass_right(s, r, t, RULE_SUITE_SHOE_END);
			moved = true;
		} else if (house(r) && s->last == COUP_WINNER_ANCAR) {
			/* LNSE-MIDI 9.6: only Banca keeps it. */
			pass_right(s, r, t, RULE_NEW_SHOE);
			moved = true;
		} else {
			/* 7.13.1.1: Banca or ancar, where it ended. */
			s->why = RULE_NEW_SHOE;
		}
		break;
	case SABOT_ASK:
	case SABOT_FREE_SEAT:
		/* Punto won: already to the right of where it ended. */
		s->why = RULE_NEW_SHOE;
		break;
	default:
		return STATUS_WRONG_ACTION;
	}
	move_out(s, moved, SABOT_CALL_NONE, out);
	out->rule = rule;
	if (s->phase != SABOT_WAIT) {
		s->after_cut = s->phase;
		s->phase = SABOT_CUT;
		s->cut_refusals = 0;
	}
	return STATUS_OK;
}

void sabot_holder_seats(const struct sabot *s, int *sabot_seat,
			int *suite_seat)
{
	*sabot_seat = s->seat;
	*suite_seat = s->suite.depth > 0 ? s->suite.seat : 0;
}
