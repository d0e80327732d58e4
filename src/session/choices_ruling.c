/* SPDX-License-Identifier: GPL-3.0-or-later */
/* choices_ruling.c: the plausible wrong rulings on an anomaly.
 *
 * A trainee who gets a ruling wrong usually gives the ruling the same
 * anomaly gets at another moment of the pase (a face-up card burnt where
 * the third one burns the shoe, a card valid after "¡No va más!" ruled
 * before it), or the ruling of a neighbouring anomaly of the same
 * article.  So the wrong rulings are asked of anomaly_rule() itself, over
 * a fixed list of moments, then of the anomalies that share the rule;
 * a few common rulings fill the list when those give too few.  Only the
 * flags a ruling is said with count as different (the two that close
 * every burning ruling, 7.7.7.4-5, go unsaid). */
#include "config.h"

#include "session/choices.h"

#include "engine/anomaly.h"
#include "session/choices_impl.h"

/* The wrong rulings offered beside the right one. */
#define WRONG_RULINGS 3

static const unsigned unsaid = RULING_NEVER_RECONSTRUCT | RULING_DISCARD_FINAL;

struct ruling_pick {
	unsigned flags[WRONG_RULINGS + 1];  /* [0]: the right one */
	int n;
};

static void pick(struct ruling_pick *p, unsigned flags)
{
	if (p->n > WRONG_RULINGS || (flags & ~unsaid) == 0)
		return;
	for (int i = 0; i < p->n; i++)
		if ((p->flags[i] & ~unsaid) == (flags & ~unsaid))
			return;
	p->flags[p->n++] = flags;
}

/* The moments of a pase, in the order a trainee confuses them: the bets
 * open, the deal under way, Punto's cards turned (with a 5), Banca's
 * turned, the third cards, the facts that change a ruling. */
static void moment(struct anomaly_context *c, int i)
{
	anomaly_context_init(c);
	switch (i) {
	case 0:
		break;
	case 1:
		c->no_va_mas = true;
		c->cards_out = 1;
		break;
	case 2:
		c->no_va_mas = true;
		c->cards_out = 4;
		c->punto_turned = true;
		c->punto_five = true;
		break;
	case 3:
		c->no_va_mas = true;
		c->cards_out = 4;
		c->punto_turned = true;
		c->punto_five = true;
		c->banca_turned = true;
		break;
	case 4:
		c->no_va_mas = true;
		c->cards_out = 5;
		c->punto_turned = true;
		c->banca_turned = true;
		c->banca_needs_card = true;
		break;
	case 5:
		c->no_va_mas = true;
		c->cards_out = 2;
		c->face_up_before = 2;
		break;
	case 6:
		c->no_va_mas = true;
		c->cards_out = 4;
		c->inspector_settles = true;
		c->dissent = DISSENT_PUNTER;
		break;
	case 7:
		c->no_va_mas = true;
		c->cards_out = 4;
		c->inspector_settles = true;
		c->dissent = DISSENT_BANKER;
		break;
	case 8:
		c->no_va_mas = true;
		c->cards_out = 4;
		c->recurring = true;
		break;
	case 9:
		c->outcome = OUTCOME_BANCA;
		c->previous_pase = true;
		break;
	case 10:
		c->outcome = OUTCOME_PUNTO;
		break;
	case 11:
		c->outcome = OUTCOME_ANCAR;
		break;
	default:
		break;
	}
}

#define MOMENTS 12

void choices_rulings(const struct rules *r, const struct game_action *e,
		     struct choice_cands *l)
{
	static const unsigned common[] = {
		RULING_BURN_CARD | unsaid,
		RULING_BURN_PASE | unsaid,
		RULING_CARD_VALID,
		RULING_PASE_VALID,
		RULING_PASE_VOID,
		RULING_SUPERVISOR_DECIDES,
	};
	struct ruling_pick p = { { e->flags }, 1 };
	enum rule_id rule = anomaly_rule_id(e->anomaly);
	struct anomaly_context ctx;
	struct ruling out;
	struct game_action a;

	for (int i = 0; i < MOMENTS; i++) {
		moment(&ctx, i);
		if (anomaly_rule(r, e->anomaly, &ctx, &out) == STATUS_OK)
			pick(&p, out.flags);
	}
	for (int k = 0; k < ANOMALY__COUNT; k++) {
		if (k == (int)e->anomaly || anomaly_rule_id((enum anomaly)k) != rule)
			continue;
		for (int i = 0; i < MOMENTS; i++) {
			moment(&ctx, i);
			if (anomaly_rule(r, (enum anomaly)k, &ctx, &out) ==
			    STATUS_OK)
				pick(&p, out.flags);
		}
	}
	for (size_t i = 0; i < sizeof common / sizeof common[0]; i++)
		pick(&p, common[i]);
	for (int i = 1; i < p.n; i++) {
		a = *e;
		a.flags = p.flags[i];
		a.deferred = 0;
		choice_cands_add(l, &a, NULL);
	}
}
