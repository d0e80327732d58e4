/* SPDX-License-Identifier: GPL-3.0-or-later */
/* choices.c: the list the trainee picks from: candidates kept unique, cut
 * to size, put in a fixed order, keyed and labelled.  The distractors of each game action are in
 * choices_game.c and choices_ruling.c, the steps of a procedure in
 * choices_procedure.c. */
#include "config.h"

#include "session/choices.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "session/action_text.h"
#include "session/chips_text.h"
#include "session/choices_impl.h"

/* Keys given when an action's own mnemonics are taken. */
static const char fallback_keys[] = "abcdefghijklmnopqrstuvwxyz0123456789";

static const char *const digit_keys[10] = {
	"0", "1", "2", "3", "4", "5", "6", "7", "8", "9",
};

/* The call the game gives each of the sabot's actions (game_sabot.c):
 * the words of a distractor; the game does not compare it. */
static enum sabot_call call_of(enum game_act kind)
{
	switch (kind) {
	case GAME_ACT_REMATE: return SABOT_CALL_REMATE;
	case GAME_ACT_ASK_IMPROVE: return SABOT_CALL_IMPROVE;
	case GAME_ACT_AWARD_BANK: return SABOT_CALL_AWARDED;
	case GAME_ACT_ASK_CUT: return SABOT_CALL_CUT;
	case GAME_ACT_SUPERVISOR_CUTS: return SABOT_CALL_SUPERVISOR_CUTS;
	case GAME_ACT_ASK_BANK: return SABOT_CALL_YOUR_BANK;
	case GAME_ACT_BANK_AGAIN: return SABOT_CALL_BANK_AGAIN;
	case GAME_ACT_FREE_SEAT: return SABOT_CALL_FREE_SEAT;
	case GAME_ACT_PASS_SABOT: return SABOT_CALL_PASS_SABOT;
	case GAME_ACT_SABOT_WAIT: return SABOT_CALL_WAIT;
	case GAME_ACT_AWARD_SUITE: return SABOT_CALL_AWARDED;
	case GAME_ACT_CEDE_SEAT: return SABOT_CALL_CEDE_SEAT;
	case GAME_ACT_MITAD: return SABOT_CALL_BY_HALF;
	case GAME_ACT_PLACE_BETS: return SABOT_CALL_PLACE_BETS;
	default: break;
	}
	return SABOT_CALL_NONE;
}

void choice_action_init(struct game_action *a, enum game_act kind)
{
	memset(a, 0, sizeof *a);
	a->kind = kind;
	a->step = COUP_DONE;
	a->winner = COUP_WINNER_NONE;
	a->anomaly = ANOMALY__COUNT;
	a->denied = GAME_ACT__COUNT;
	a->call = call_of(kind);
}

bool choice_same_action(const struct game_action *a,
			const struct game_action *b)
{
	return game_action_same(a, b);
}

void choice_cands_add(struct choice_cands *l, const struct game_action *a,
		      const char *keys)
{
	if (l->n >= CHOICES_CAND_MAX ||
	    a->kind == GAME_ACT_WAIT || a->kind == GAME_ACT_OVER)
		return;
	for (size_t i = 0; i < l->n; i++)
		if (choice_same_action(&l->c[i].a, a))
			return;
	l->c[l->n].a = *a;
	/* Payments and excesses are typed: the figure is the skill. */
	l->c[l->n].needs_amount = a->kind == GAME_ACT_PAY ||
				  a->kind == GAME_ACT_RETURN_EXCESS ||
				  choice_totals_typed(a);
	l->c[l->n].keys = keys != NULL ? keys : "";
	l->n++;
}

bool choice_totals_typed(const struct game_action *a)
{
	return a->kind == GAME_ACT_COUP && a->step == COUP_ANNOUNCE_TOTALS;
}

int64_t choice_typed_figure(const struct choice *c,
			    const struct game_action *a)
{
	if (!c->procedure && choice_totals_typed(&c->action))
		return (int64_t)a->banca_total * 10 + a->punto_total;
	return a->amount;
}

bool choice_is(const struct choice *c, const struct game_action *a)
{
	struct game_action x;

	if (c->procedure)
		return false;
	x = c->action;
	if (c->needs_amount && choice_totals_typed(&x)) {
		x.banca_total = a->banca_total;
		x.punto_total = a->punto_total;
	} else if (c->needs_amount ||
		   (c->needs_chips && x.kind == GAME_ACT_PAY)) {
		x.amount = a->amount;
	}
	return choice_same_action(&x, a);
}

const struct choice *choices_find_key(const struct choice *list, size_t n,
				      char key)
{
	for (size_t i = 0; i < n; i++)
		if (list[i].key == key)
			return &list[i];
	return NULL;
}

struct game_action choice_action(const struct choice *c, int64_t amount)
{
	struct game_action a = c->action;

	if (c->needs_amount && choice_totals_typed(&a)) {
		/* Two figures, Banca's then Punto's; more is no call. */
		a.banca_total = amount >= 0 && amount <= 99
				? (int)(amount / 10) : -1;
		a.punto_total = amount >= 0 && amount <= 99
				? (int)(amount % 10) : -1;
	} else if (c->needs_amount) {
		a.amount = amount;
	}
	return a;
}

struct game_action choice_action_chips(const struct choice *c,
				       const struct chip_set *s,
				       const struct chip_count *chips)
{
	struct game_action a = c->action;

	if (!c->needs_chips)
		return a;
	a.chips = *chips;
	if (a.kind == GAME_ACT_PAY)
		a.amount = chips_total(s, chips);
	return a;
}

/* --- keys ------------------------------------------------------------- */

static const char *seat_key(int seat)
{
	return seat >= 1 && seat <= 9 ? digit_keys[seat] : "";
}

static const char *step_keys(enum coup_action s)
{
	switch (s) {
	case COUP_CALL_NO_VA_MAS: return "n";
	case COUP_CALL_CARTAS: return "c";
	case COUP_DEAL_TO_PUNTO: return "p";
	case COUP_DEAL_TO_BANCA: return "b";
	case COUP_ASK_VOLUNTAD: return "v";
	/* Not d and s: "¡Carta para el punto!" and Punto standing by the
	 * table are offered beside the ratifications, and an action keeps
	 * its key from step to step. */
	case COUP_RATIFY_PIDE: return "i";
	case COUP_RATIFY_PLANTA: return "l";
	case COUP_CALL_NO_FIVE: return "5";
	case COUP_ANNOUNCE_NATURAL: return "n";
	case COUP_PUNTO_DRAWS: return "d";
	case COUP_PUNTO_STANDS: return "s";
	case COUP_BANCA_DRAWS: return "d";
	case COUP_BANCA_STANDS: return "s";
	case COUP_ANNOUNCE_TOTALS: return "t";
	case COUP_ANNOUNCE_WINNER: return "";
	case COUP_VOID_PASE: return "v";
	case COUP_DONE:
	case COUP_ACTION__COUNT:
	default:
		break;
	}
	return "";
}

/* The mnemonic keys of an action, best first. */
static const char *action_keys(const struct game *g,
			       const struct game_action *a)
{
	switch (a->kind) {
	case GAME_ACT_COUP:
		if (a->step == COUP_ANNOUNCE_WINNER)
			return a->winner == COUP_WINNER_PUNTO ? "p"
			       : a->winner == COUP_WINNER_BANCA ? "b" : "a";
		return step_keys(a->step);
	case GAME_ACT_REMATE: return "r";
	case GAME_ACT_ASK_IMPROVE: return "i";
	case GAME_ACT_SUPERVISOR_CUTS: return "s";
	case GAME_ACT_SAFETY_CARD: return "s";
	case GAME_ACT_BURN: return digit_keys[a->count % 10];
	case GAME_ACT_ASK_BANK: return "b";
	case GAME_ACT_BANK_AGAIN: return "a";
	case GAME_ACT_FREE_SEAT: return "l";
	case GAME_ACT_SABOT_WAIT: return "w";
	/* The offer with the 7.11.11 discount, and without. */
	case GAME_ACT_OFFER_SUITE: return a->stake > 0 ? "u" : "o";
	case GAME_ACT_AWARD_SUITE:
		/* A standing player has no seat digit. */
		return table_seat_of(game_table(g), a->player) > 0
			       ? seat_key(table_seat_of(game_table(g), a->player))
			       : "a";
	case GAME_ACT_CEDE_SEAT: return "c";
	case GAME_ACT_MITAD: return "m";
	case GAME_ACT_MITAD_BACK: return "b";
	case GAME_ACT_RELIEF: return "";
	case GAME_ACT_RAISE: return "r";
	case GAME_ACT_DENY: return "x";
	/* "¡Hagan juego!", and "... para el último pase!" (8.12). */
	case GAME_ACT_PLACE_BETS: return a->count == 1 ? "u" : "h";
	case GAME_ACT_REFUSED: return "r";
	case GAME_ACT_CROUPIER_TURNS: return "c";
	case GAME_ACT_RETURN_EXCESS: return "e";
	case GAME_ACT_COLLECT: return "c";
	case GAME_ACT_PAY: return "p";
	case GAME_ACT_CHANGE: return "m";
	/* "¡Último pase!", and "..., esta mesa continúa" (8.4.2.10.6). */
	case GAME_ACT_LAST_PASE: return a->count == 1 ? "t" : "l";
	case GAME_ACT_END_OF_SHOE: return "e";
	case GAME_ACT_RETURN_BET: return "r";
	case GAME_ACT_CHANGE_SHOE: return "c";
	case GAME_ACT_AWARD_BANK:
	case GAME_ACT_ASK_CUT:
	case GAME_ACT_PASS_SABOT:
	case GAME_ACT_HOLDER:
	case GAME_ACT_NEW_SHOE:
		return seat_key(a->seat);
	default:
		break;
	}
	return "";
}

void choices_assign_keys(struct choice *out, const char *const *keys,
			 size_t n)
{
	bool used[256] = { false };

	for (size_t i = 0; i < n; i++) {
		const char *k = keys[i];

		out[i].key = 0;
		for (; *k != '\0'; k++) {
			if (!used[(unsigned char)*k]) {
				out[i].key = *k;
				break;
			}
		}
		for (k = fallback_keys; out[i].key == 0 && *k != '\0'; k++)
			if (!used[(unsigned char)*k])
				out[i].key = *k;
		used[(unsigned char)out[i].key] = true;
	}
}

/* --- order ------------------------------------------------------------ */

static int cmp_i64(int64_t a, int64_t b)
{
	return a < b ? -1 : a > b;
}

/* A fixed order of the kinds of action, then of their fields: never of
 * correctness. */
static int cmp_action(const struct game_action *a, const struct game_action *b)
{
	const int64_t x[] = {
		a->kind, a->step, a->seat, a->player, a->winner, a->chance,
		a->place, a->count, a->amount, a->stake, a->banca_total,
		a->punto_total, a->flags, a->denied, a->card,
	};
	const int64_t y[] = {
		b->kind, b->step, b->seat, b->player, b->winner, b->chance,
		b->place, b->count, b->amount, b->stake, b->banca_total,
		b->punto_total, b->flags, b->denied, b->card,
	};

	for (size_t i = 0; i < sizeof x / sizeof x[0]; i++) {
		int c = cmp_i64(x[i], y[i]);

		if (c != 0)
			return c;
	}
	return 0;
}

static int cmp_cand(const void *pa, const void *pb)
{
	const struct choice_cand *a = pa, *b = pb;

	return cmp_action(&a->a, &b->a);
}

/* --- labels ----------------------------------------------------------- */

/* A losing bet taken in is typed where the amount is a part of it: a
 * marcando bet (7.8.1.5: it plays half) or any bet not taken whole.  The
 * same bet is typed whether or not it is the one due, so that typing
 * gives nothing away. */
static bool collect_typed(const struct game *g, const struct game_action *a)
{
	const struct game_bet *bets;
	int n;

	if (a->kind != GAME_ACT_COLLECT || a->stake <= 0)
		return false;
	if (a->amount != a->stake)
		return true;
	bets = game_bets(g, &n);
	for (int i = 0; i < n; i++)
		if (bets[i].player == a->player && bets[i].chance == a->chance &&
		    bets[i].place == a->place && bets[i].seat == a->seat &&
		    bets[i].kind == BET_MARCANDO)
			return true;
	return false;
}

/* The words of a typed payment: the bet, never the amount. */
static void amount_label(const struct game_action *a, const char *name,
			 char *buf, size_t size)
{
	char body[CHOICE_LABEL_MAX / 2 - 16], who[CHOICE_LABEL_MAX / 2 - 16];

	if (choice_totals_typed(a)) {
		snprintf(buf, size, "%s",
			 _("Call the totals: type Banca's, then Punto's"));
		return;
	}
	if (a->kind == GAME_ACT_RETURN_EXCESS)
		snprintf(body, sizeof body, "%s",
			 _("Hand back the excess: how much?"));
	else if (a->kind == GAME_ACT_COLLECT)
		snprintf(body, sizeof body, _("%lld on %s: take in how much?"),
			 (long long)a->stake, action_chance_name(a->chance, a->place));
	else if (a->place == PLACE_BANK)
		snprintf(body, sizeof body, _("The bank, %lld: pay how much?"),
			 (long long)a->stake);
	else
		snprintf(body, sizeof body, _("%lld on %s: pay how much?"),
			 (long long)a->stake, action_chance_name(a->chance, a->place));
	if (a->place == PLACE_STANDING)
		snprintf(who, sizeof who, _("%s, standing"),
			 name != NULL ? name : "-");
	else if (name != NULL && a->seat > 0)
		snprintf(who, sizeof who, _("seat %d, %s"), a->seat, name);
	else if (a->seat > 0)
		snprintf(who, sizeof who, _("seat %d"), a->seat);
	else
		who[0] = '\0';
	if (who[0] != '\0')
		snprintf(buf, size, "%s (%s)", body, who);
	else
		snprintf(buf, size, "%s", body);
}

/* The words of a payment or change counted out in chips: the bet or the
 * player's chips, never the chips due. */
static void chips_label(const struct rules *r, const struct game *g,
			const struct game_action *a, const char *name,
			char *buf, size_t size)
{
	char body[CHOICE_LABEL_MAX / 2], who[CHOICE_LABEL_MAX / 2 - 16];
	const struct chip_count *in = game_change_in(g);

	if (a->kind == GAME_ACT_CHANGE) {
		char chips[CHIPS_TEXT_MAX];

		if (in != NULL)
			chips_words(&r->chips, in, chips, sizeof chips);
		else
			snprintf(chips, sizeof chips, "%lld",
				 (long long)a->amount);
		snprintf(body, sizeof body,
			 _("Change! %s for chips of at most %lld: which chips?"),
			 chips, (long long)a->stake);
	} else if (a->place == PLACE_BANK) {
		snprintf(body, sizeof body, _("The bank, %lld: pay with which chips?"),
			 (long long)a->stake);
	} else {
		snprintf(body, sizeof body, _("%lld on %s: pay with which chips?"),
			 (long long)a->stake,
			 action_chance_name(a->chance, a->place));
	}
	if (a->place == PLACE_STANDING && a->kind == GAME_ACT_PAY)
		snprintf(who, sizeof who, _("%s, standing"),
			 name != NULL ? name : "-");
	else if (name != NULL && a->seat > 0)
		snprintf(who, sizeof who, _("seat %d, %s"), a->seat, name);
	else if (name != NULL)
		snprintf(who, sizeof who, "%s", name);
	else
		who[0] = '\0';
	if (who[0] != '\0')
		snprintf(buf, size, "%s (%s)", body, who);
	else
		snprintf(buf, size, "%s", body);
}

/* "69": the last digits of a and b, as keys. */
static void digit_pair(char *buf, int a, int b)
{
	buf[0] = (char)('0' + (a % 10 + 10) % 10);
	buf[1] = (char)('0' + (b % 10 + 10) % 10);
	buf[2] = '\0';
}

size_t choices_game(const struct game *g, const struct rules *r,
		    choice_name_fn name, const void *ctx,
		    struct choice *out, size_t max)
{
	struct choice_cands l;
	struct game_action e;
	const char *keys[CHOICES_CAND_MAX];
	char said[CHOICES_CAND_MAX][4];  /* "69t" */
	size_t n;

	if (max == 0 || game_expected(g, &e) != STATUS_OK ||
	    e.kind == GAME_ACT_WAIT || e.kind == GAME_ACT_OVER)
		return 0;
	memset(&l, 0, sizeof l);
	choice_cands_add(&l, &e, action_keys(g, &e));
	choices_distractors(g, r, &e, &l);
	/* The totals are typed: one choice for every call of them (the
	 * first, the one due when they are due). */
	for (size_t i = 0, seen = 0; i < l.n; i++) {
		if (!choice_totals_typed(&l.c[i].a))
			continue;
		if (seen++ > 0) {
			memmove(&l.c[i], &l.c[i + 1],
				(l.n - i - 1) * sizeof l.c[0]);
			l.n--;
			i--;
		}
	}
	n = l.n < max ? l.n : max;
	/* The expected action is the first candidate, so cutting the list
	 * never loses it. */
	qsort(l.c, n, sizeof l.c[0], cmp_cand);
	for (size_t i = 0; i < n; i++) {
		const struct choice_cand *c = &l.c[i];
		const char *who = name != NULL ? name(ctx, c->a.player) : NULL;

		memset(&out[i], 0, sizeof out[i]);
		out[i].action = c->a;
		out[i].needs_amount = c->needs_amount ||
				      collect_typed(g, &c->a);
		/* In chips the chips are the figure (8.4.2.6.3.3). */
		out[i].needs_chips = r->chips.on &&
				     (c->a.kind == GAME_ACT_PAY ||
				      c->a.kind == GAME_ACT_CHANGE);
		if (out[i].needs_chips) {
			out[i].needs_amount = false;
			chips_label(r, g, &c->a, who, out[i].label,
				    sizeof out[i].label);
		} else if (out[i].needs_amount)
			amount_label(&c->a, who, out[i].label,
				     sizeof out[i].label);
		else {
			/* The label names no card: the card is known only
			 * once it is dealt (the action keeps it). */
			struct game_action shown = c->a;

			if (shown.kind == GAME_ACT_COUP)
				shown.card = 0;
			action_text(r, &shown, who, out[i].label,
				    sizeof out[i].label);
		}
		keys[i] = c->keys[0] != '\0' ? c->keys : action_keys(g, &c->a);
		/* Totals and counts are keyed by the figures said ("¡6 por
		 * 9!": 6, else 9), so each keeps its key whatever else is
		 * offered. */
		if (choice_totals_typed(&c->a)) {
			keys[i] = "t";
		} else if (c->a.kind == GAME_ACT_SAFETY_CARD) {
			digit_pair(said[i], c->a.count, c->a.count / 10);
			keys[i] = said[i];
		}
	}
	choices_assign_keys(out, keys, n);
	return n;
}
