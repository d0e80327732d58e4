/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_coup.c: the coup step machine, action by action. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "engine/coup.h"

#define A(x) COUP_##x

static size_t parse(const char *text, card_t *cards, size_t max)
{
	size_t n = 0, off = 0;

	assert_int_equal(card_parse_list(text, cards, max, &n, &off), STATUS_OK);
	return n;
}

static enum status play(const struct rules *r, enum coup_holder holder,
			enum five_decision five, const char *text,
			struct coup_result *res)
{
	card_t cards[16];
	size_t n = parse(text, cards, 16);

	return coup_play(r, holder, five, cards, n, res);
}

static void assert_actions(const struct coup_result *res,
			   const enum coup_action *want, size_t n)
{
	for (size_t i = 0; i < n && i < res->n_steps; i++)
		if (res->steps[i].action != want[i])
			fail_msg("step %zu: %s, expected %s", i,
				 coup_action_key(res->steps[i].action),
				 coup_action_key(want[i]));
	assert_int_equal(res->n_steps, n);
}

#define ASSERT_ACTIONS(res, ...)                                          \
	do {                                                              \
		static const enum coup_action want_[] = { __VA_ARGS__ };  \
		assert_actions(res, want_, sizeof want_ / sizeof want_[0]); \
	} while (0)

#define OPENING A(CALL_NO_VA_MAS), A(CALL_CARTAS), A(DEAL_TO_PUNTO), \
	A(DEAL_TO_BANCA), A(DEAL_TO_PUNTO), A(DEAL_TO_BANCA)

/* The step of res with this action, or fails. */
static const struct coup_step *find(const struct coup_result *res,
				    enum coup_action a)
{
	static const struct coup_step none = { .action = COUP_ACTION__COUNT };

	for (size_t i = 0; i < res->n_steps; i++)
		if (res->steps[i].action == a)
			return &res->steps[i];
	fail_msg("no %s step", coup_action_key(a));
	return &none;
}

/* IPLyC 7.6.1.1: "El primer y tercer naipe para Punto. El segundo y el
 * cuarto naipe para Banca."  7.4.3: a two-card 8 or 9 on either side
 * defines the pase. */
static void coup__both_naturals__deal_order_then_defined__iplyc_7_4_3(void **state)
{
	struct coup_result res;
	struct rules r;

	(void)state;
	rules_init(&r);
	assert_int_equal(play(&r, COUP_HOLDER_PLAYER, FIVE_UNDECIDED,
			      "9H 8D KS KC 5S 5C", &res), STATUS_OK);
	ASSERT_ACTIONS(&res, OPENING, A(ANNOUNCE_NATURAL), A(ANNOUNCE_TOTALS),
		       A(ANNOUNCE_WINNER));
	assert_int_equal(res.punto[0], card_make(9, SUIT_HEARTS));
	assert_int_equal(res.banca[0], card_make(8, SUIT_DIAMONDS));
	assert_int_equal(res.punto[1], card_make(13, SUIT_SPADES));
	assert_int_equal(res.banca[1], card_make(13, SUIT_CLUBS));
	assert_int_equal(res.steps[2].card, card_make(9, SUIT_HEARTS));
	assert_int_equal(res.steps[3].rule, RULE_DEAL_ORDER);
	assert_int_equal(res.cards_used, 4);
	assert_int_equal(res.punto_total, 9);
	assert_int_equal(res.banca_total, 8);
	assert_int_equal(res.winner, COUP_WINNER_PUNTO);
	assert_int_equal(find(&res, A(ANNOUNCE_NATURAL))->rule, RULE_NATURAL);
}

/* IPLyC 7.4.3: Punto's natural ends the pase; Banca's 5 does not draw. */
static void coup__punto_natural__banca_does_not_draw__iplyc_7_4_3(void **state)
{
	struct coup_result res;
	struct rules r;

	(void)state;
	rules_init(&r);
	assert_int_equal(play(&r, COUP_HOLDER_PLAYER, FIVE_UNDECIDED,
			      "8H 5D KS KC 5S", &res), STATUS_OK);
	ASSERT_ACTIONS(&res, OPENING, A(ANNOUNCE_NATURAL), A(ANNOUNCE_TOTALS),
		       A(ANNOUNCE_WINNER));
	assert_int_equal(res.n_banca, 2);
	assert_int_equal(res.winner, COUP_WINNER_PUNTO);
}

/* IPLyC 7.4.3: Banca's natural ends the pase; Punto's 3 does not draw. */
static void coup__banca_natural__punto_does_not_draw__iplyc_7_4_3(void **state)
{
	struct coup_result res;
	struct rules r;

	(void)state;
	rules_init(&r);
	assert_int_equal(play(&r, COUP_HOLDER_PLAYER, FIVE_UNDECIDED,
			      "3H 9D KS KC 5S", &res), STATUS_OK);
	ASSERT_ACTIONS(&res, OPENING, A(ANNOUNCE_NATURAL), A(ANNOUNCE_TOTALS),
		       A(ANNOUNCE_WINNER));
	assert_int_equal(res.n_punto, 2);
	assert_int_equal(res.winner, COUP_WINNER_BANCA);
	/* Punto's 6 is not called "¡No 6!" when Banca's natural ends it. */
	assert_int_equal(play(&r, COUP_HOLDER_PLAYER, FIVE_UNDECIDED,
			      "6H 9D KS KC", &res), STATUS_OK);
	ASSERT_ACTIONS(&res, OPENING, A(ANNOUNCE_NATURAL), A(ANNOUNCE_TOTALS),
		       A(ANNOUNCE_WINNER));
}

/* IPLyC 7.7.4.4.1: the voluntad can be corrected "antes que el Apostador
 * que tiene el Sabot hubiere descubierto algún naipe": it is asked before
 * Banca turns its cards, even if Banca then shows a natural. */
static void coup__five_against_banca_natural__voluntad_first__iplyc_7_7_4_4(void **state)
{
	struct coup_result res;
	struct rules r;

	(void)state;
	rules_init(&r);
	assert_int_equal(play(&r, COUP_HOLDER_PLAYER, FIVE_PIDO,
			      "5H 9D KS KC 5S", &res), STATUS_OK);
	ASSERT_ACTIONS(&res, OPENING, A(ASK_VOLUNTAD), A(RATIFY_PIDE),
		       A(ANNOUNCE_NATURAL), A(ANNOUNCE_TOTALS),
		       A(ANNOUNCE_WINNER));
	assert_int_equal(res.n_punto, 2);
	assert_int_equal(res.cards_used, 4);
}

/* IPLyC 7.4.1 "Teniendo 0 - 1- 2 – 3 ó 4 Pide carta"; 7.4.2 Banca with 3
 * draws unless Punto's third card is 8. */
static void coup__punto_draws_then_banca__iplyc_7_4_1(void **state)
{
	struct coup_result res;
	struct rules r;

	(void)state;
	rules_init(&r);
	assert_int_equal(play(&r, COUP_HOLDER_PLAYER, FIVE_UNDECIDED,
			      "2H 3D KS KC 4S 2C 7H", &res), STATUS_OK);
	ASSERT_ACTIONS(&res, OPENING, A(PUNTO_DRAWS), A(BANCA_DRAWS),
		       A(ANNOUNCE_TOTALS), A(ANNOUNCE_WINNER));
	assert_int_equal(find(&res, A(PUNTO_DRAWS))->rule, RULE_PUNTO_TABLE);
	assert_int_equal(find(&res, A(PUNTO_DRAWS))->card,
			 card_make(4, SUIT_SPADES));
	assert_int_equal(find(&res, A(BANCA_DRAWS))->rule, RULE_BANCA_TABLE);
	assert_int_equal(res.cards_used, 6);
	assert_int_equal(res.punto_total, 6);
	assert_int_equal(res.banca_total, 5);
	assert_int_equal(res.winner, COUP_WINNER_PUNTO);
}

/* IPLyC 7.4.2, Banca 3-6 against every value of Punto's third card,
 * written out as the LNSE-MIDI T/P grid (T: Banca draws). */
static void coup__banca_three_to_six_against_every_third_card__iplyc_7_4_2(void **state)
{
	static const char *const grid[4] = {
		"TTTTTTTTPT", /* 3 */
		"PPTTTTTTPP", /* 4 */
		"PPPPTTTTPP", /* 5 */
		"PPPPPPTTPP", /* 6 */
	};
	struct rules r;

	(void)state;
	rules_init(&r);
	for (int b = 3; b <= 6; b++) {
		for (int t = 0; t <= 9; t++) {
			card_t cards[6] = {
				card_make(13, SUIT_HEARTS),          /* P */
				card_make(b, SUIT_DIAMONDS),         /* B */
				card_make(12, SUIT_HEARTS),          /* P: 0 */
				card_make(10, SUIT_CLUBS),           /* B */
				card_make(t == 0 ? 10 : t, SUIT_SPADES),
				card_make(1, SUIT_CLUBS),
			};
			struct coup_result res;
			bool draws = grid[b - 3][t] == 'T';

			assert_int_equal(coup_play(&r, COUP_HOLDER_PLAYER,
						   FIVE_UNDECIDED, cards, 6,
						   &res), STATUS_OK);
			if (draws)
				ASSERT_ACTIONS(&res, OPENING, A(PUNTO_DRAWS),
					       A(BANCA_DRAWS),
					       A(ANNOUNCE_TOTALS),
					       A(ANNOUNCE_WINNER));
			else
				ASSERT_ACTIONS(&res, OPENING, A(PUNTO_DRAWS),
					       A(BANCA_STANDS),
					       A(ANNOUNCE_TOTALS),
					       A(ANNOUNCE_WINNER));
			assert_int_equal(res.steps[7].rule, RULE_BANCA_TABLE);
			assert_int_equal(res.n_banca, draws ? 3 : 2);
			assert_int_equal(res.banca_total, (b + draws) % 10);
		}
	}
}

/* IPLyC 7.4.2: "Teniendo 0 - 1 ó 2 Pide carta" even against an 8;
 * "Teniendo 7-8 ó 9. Planta" even against a 6. */
static void coup__banca_edge_rows__iplyc_7_4_2(void **state)
{
	struct coup_result res;
	struct rules r;

	(void)state;
	rules_init(&r);
	assert_int_equal(play(&r, COUP_HOLDER_PLAYER, FIVE_UNDECIDED,
			      "KH 2D QH KC 8S AC", &res), STATUS_OK);
	assert_int_equal(res.steps[7].action, A(BANCA_DRAWS));
	assert_int_equal(play(&r, COUP_HOLDER_PLAYER, FIVE_UNDECIDED,
			      "KH 7D QH KC 6S AC", &res), STATUS_OK);
	assert_int_equal(res.steps[7].action, A(BANCA_STANDS));
	assert_int_equal(res.steps[7].banca_total, 7);
}

/* IPLyC 7.4.4: Punto stood with 6 or 7: Banca 0-5 draws, 6-7 stands;
 * Punto's stand is called "¡No 6!" (8.12). */
static void coup__punto_stands_banca_after_stand__iplyc_7_4_4(void **state)
{
	struct coup_result res;
	const struct coup_step *s;
	struct rules r;

	(void)state;
	rules_init(&r);
	assert_int_equal(play(&r, COUP_HOLDER_PLAYER, FIVE_UNDECIDED,
			      "6H 5D KS KC 2S", &res), STATUS_OK);
	ASSERT_ACTIONS(&res, OPENING, A(PUNTO_STANDS), A(BANCA_DRAWS),
		       A(ANNOUNCE_TOTALS), A(ANNOUNCE_WINNER));
	s = find(&res, A(PUNTO_STANDS));
	assert_int_equal(s->punto_total, 6);
	assert_int_equal(s->rule, RULE_PUNTO_TABLE);
	assert_int_equal(find(&res, A(BANCA_DRAWS))->rule,
			 RULE_BANCA_AFTER_STAND);
	assert_int_equal(res.banca_total, 7);
	assert_int_equal(res.winner, COUP_WINNER_BANCA);

	assert_int_equal(play(&r, COUP_HOLDER_PLAYER, FIVE_UNDECIDED,
			      "7H 6D KS KC 2S", &res), STATUS_OK);
	ASSERT_ACTIONS(&res, OPENING, A(PUNTO_STANDS), A(BANCA_STANDS),
		       A(ANNOUNCE_TOTALS), A(ANNOUNCE_WINNER));
	assert_int_equal(res.cards_used, 4);
}

/* IPLyC 8.4.2.4.1: the croupier asks the voluntad and ratifies "PIDO":
 * "¡5 tiene voluntad!", "¡Pide con 5!" (8.12); then Banca's table. */
static void coup__voluntad_pido__ask_ratify_draw__iplyc_8_4_2_4_1(void **state)
{
	struct coup_result res;
	struct rules r;

	(void)state;
	rules_init(&r);
	assert_int_equal(play(&r, COUP_HOLDER_PLAYER, FIVE_PIDO,
			      "5H 4D KS KC 3S 2C", &res), STATUS_OK);
	ASSERT_ACTIONS(&res, OPENING, A(ASK_VOLUNTAD), A(RATIFY_PIDE),
		       A(PUNTO_DRAWS), A(BANCA_DRAWS), A(ANNOUNCE_TOTALS),
		       A(ANNOUNCE_WINNER));
	assert_int_equal(find(&res, A(ASK_VOLUNTAD))->rule, RULE_VOLUNTAD);
	assert_int_equal(find(&res, A(RATIFY_PIDE))->rule, RULE_VOLUNTAD);
	assert_int_equal(find(&res, A(ASK_VOLUNTAD))->punto_total, 5);
	assert_int_equal(res.punto_total, 8);
	assert_int_equal(res.banca_total, 6);
	assert_int_equal(res.winner, COUP_WINNER_PUNTO);
}

/* IPLyC 8.4.2.4.1 and 7.4.4: "PLANTO" is ratified "¡Planta con 5!"; Banca
 * 0-5 then draws after Punto's stand. */
static void coup__voluntad_planto__ask_ratify_stand__iplyc_8_4_2_4_1(void **state)
{
	struct coup_result res;
	struct rules r;

	(void)state;
	rules_init(&r);
	assert_int_equal(play(&r, COUP_HOLDER_PLAYER, FIVE_PLANTO,
			      "5H 4D KS KC 3S 2C", &res), STATUS_OK);
	ASSERT_ACTIONS(&res, OPENING, A(ASK_VOLUNTAD), A(RATIFY_PLANTA),
		       A(BANCA_DRAWS), A(ANNOUNCE_TOTALS), A(ANNOUNCE_WINNER));
	assert_int_equal(find(&res, A(BANCA_DRAWS))->rule,
			 RULE_BANCA_AFTER_STAND);
	assert_int_equal(find(&res, A(BANCA_DRAWS))->card,
			 card_make(3, SUIT_SPADES));
	assert_int_equal(res.punto_total, 5);
	assert_int_equal(res.banca_total, 7);
	assert_int_equal(res.winner, COUP_WINNER_BANCA);
}

/* IPLyC 7.9.4.1: the decision is the holder's; without it the coup cannot
 * go on past the question. */
static void coup__voluntad_missing__needs_decision__iplyc_7_9_4_1(void **state)
{
	struct coup_result res;
	struct coup_step s;
	struct coup c;
	struct rules r;
	card_t cards[6];

	(void)state;
	rules_init(&r);
	assert_int_equal(play(&r, COUP_HOLDER_PLAYER, FIVE_UNDECIDED,
			      "5H 4D KS KC 3S 2C", &res),
			 STATUS_NEED_FIVE_DECISION);
	ASSERT_ACTIONS(&res, OPENING, A(ASK_VOLUNTAD));
	assert_int_equal(res.winner, COUP_WINNER_NONE);

	/* Driven by hand: the decision may come after the question. */
	parse("5H 4D KS KC 3S 2C", cards, 6);
	coup_init(&c, &r, COUP_HOLDER_PLAYER);
	for (int i = 0; i < 7; i++) {
		assert_int_equal(coup_expected(&c, &s), STATUS_OK);
		if (coup_action_takes_card(s.action))
			s.card = cards[i - 2];
		assert_int_equal(coup_apply(&c, &s), STATUS_OK);
	}
	assert_int_equal(coup_expected(&c, &s), STATUS_NEED_FIVE_DECISION);
	assert_int_equal(s.action, A(ASK_VOLUNTAD));
	assert_int_equal(coup_apply(&c, &s), STATUS_NEED_FIVE_DECISION);
	assert_int_equal(coup_set_five(&c, FIVE_UNDECIDED), STATUS_BAD_ARGUMENT);
	assert_int_equal(coup_set_five(&c, FIVE_PLANTO), STATUS_OK);
	assert_int_equal(coup_expected(&c, &s), STATUS_OK);
	assert_int_equal(s.action, A(RATIFY_PLANTA));
	assert_int_equal(coup_apply(&c, &s), STATUS_OK);
	/* Ratified: the word stands (7.7.4.4 corrections are anomalies). */
	assert_int_equal(coup_set_five(&c, FIVE_PIDO), STATUS_NOT_ALLOWED);
}

/* IPLyC 7.6.4: with no seated Punto bet the croupier turns the cards and
 * "si el puntaje alcanzado fuere cinco (5), éste deberá plantar
 * obligatoriamente": "¡No 5!" (8.12), whatever decision was passed. */
static void coup__croupier_turns__stands_on_five__iplyc_7_6_4(void **state)
{
	struct coup_result res;
	struct rules r;

	(void)state;
	rules_init(&r);
	assert_int_equal(play(&r, COUP_HOLDER_CROUPIER, FIVE_PIDO,
			      "5H 4D KS KC 3S 2C", &res), STATUS_OK);
	ASSERT_ACTIONS(&res, OPENING, A(CALL_NO_FIVE), A(BANCA_DRAWS),
		       A(ANNOUNCE_TOTALS), A(ANNOUNCE_WINNER));
	assert_int_equal(find(&res, A(CALL_NO_FIVE))->rule, RULE_NO_FIVE);
	assert_string_equal(rules_cite(&r, RULE_NO_FIVE), "IPLyC 7.6.4");
	assert_int_equal(res.n_punto, 2);
	/* No decision needed either. */
	assert_int_equal(play(&r, COUP_HOLDER_CROUPIER, FIVE_UNDECIDED,
			      "5H 4D KS KC 3S 2C", &res), STATUS_OK);
	/* The croupier draws on 0-4 like anyone (7.4.1). */
	assert_int_equal(play(&r, COUP_HOLDER_CROUPIER, FIVE_UNDECIDED,
			      "4H 4D KS KC 3S 2C", &res), STATUS_OK);
	assert_int_equal(res.steps[6].action, A(PUNTO_DRAWS));
}

/* LNSE-MIDI art. 6: "Cuando su puntuación es de 0, 1, 2, 3, 4 ó 5 ha de
 * pedir otro naipe": no voluntad, whoever turns the cards. */
static void coup__midi_punto_draws_on_five__lnse_midi_6(void **state)
{
	struct coup_result res;
	struct rules r;

	(void)state;
	rules_init_midi(&r);
	for (int h = 0; h < 2; h++) {
		enum coup_holder holder = h ? COUP_HOLDER_CROUPIER
					    : COUP_HOLDER_PLAYER;

		assert_int_equal(play(&r, holder, FIVE_UNDECIDED,
				      "5H 4D KS KC 3S 2C", &res), STATUS_OK);
		ASSERT_ACTIONS(&res, OPENING, A(PUNTO_DRAWS), A(BANCA_DRAWS),
			       A(ANNOUNCE_TOTALS), A(ANNOUNCE_WINNER));
		assert_int_equal(res.punto_total, 8);
	}
	assert_string_equal(rules_cite(&r, res.steps[6].rule),
			    "LNSE-MIDI 6 (Punto)");
}

/* IPLyC 8.4.2.1.3: "¡No Va Mas!" comes first; any other action is refused
 * and leaves the coup exactly as it was. */
static void coup__wrong_action__rejected_unchanged__iplyc_8_4_2_1_3(void **state)
{
	struct coup_step s, e;
	struct coup c, before;
	struct rules r;

	(void)state;
	rules_init(&r);
	coup_init(&c, &r, COUP_HOLDER_PLAYER);
	memcpy(&before, &c, sizeof c);
	memset(&s, 0, sizeof s);
	s.action = A(CALL_CARTAS);
	assert_int_equal(coup_apply(&c, &s), STATUS_WRONG_ACTION);
	assert_memory_equal(&c, &before, sizeof c);
	assert_int_equal(coup_expected(&c, &e), STATUS_OK);
	assert_int_equal(e.action, A(CALL_NO_VA_MAS));
	assert_int_equal(e.rule, RULE_CALLS);
	assert_int_equal(coup_apply(&c, &e), STATUS_OK);
	assert_int_equal(coup_expected(&c, &e), STATUS_OK);
	assert_int_equal(e.action, A(CALL_CARTAS));
}

/* IPLyC 7.6.1.1: the first card goes to Punto; a card to Banca first, or
 * a card that is not a house card, is refused without a change. */
static void coup__wrong_card_routing__rejected_unchanged__iplyc_7_6_1_1(void **state)
{
	struct coup_step s;
	struct coup c, before;
	struct rules r;

	(void)state;
	rules_init(&r);
	coup_init(&c, &r, COUP_HOLDER_PLAYER);
	for (int i = 0; i < 2; i++) {
		coup_expected(&c, &s);
		coup_apply(&c, &s);
	}
	memcpy(&before, &c, sizeof c);
	assert_int_equal(coup_expected(&c, &s), STATUS_OK);
	assert_int_equal(s.action, A(DEAL_TO_PUNTO));
	s.action = A(DEAL_TO_BANCA);
	s.card = card_make(5, SUIT_HEARTS);
	assert_int_equal(coup_apply(&c, &s), STATUS_WRONG_ACTION);
	assert_memory_equal(&c, &before, sizeof c);
	s.action = A(DEAL_TO_PUNTO);
	s.card = CARD_JOKER;
	assert_int_equal(coup_apply(&c, &s), STATUS_BAD_CARD);
	s.card = card_make(5, SUIT_HEARTS) | CARD_FOREIGN_BACK;
	assert_int_equal(coup_apply(&c, &s), STATUS_BAD_CARD);
	s.card = 0;
	assert_int_equal(coup_apply(&c, &s), STATUS_BAD_CARD);
	assert_memory_equal(&c, &before, sizeof c);
}

/* IPLyC 8.4.2.3.4: the totals come after the last card, Banca's "en
 * primer término"; announcing wrong figures is a wrong action. */
static void coup__announce_totals_banca_first__iplyc_8_4_2_3_4(void **state)
{
	static const char *const deal = "3H 9D KS KC";
	struct coup_step s;
	struct coup c, before;
	struct rules r;
	card_t cards[4];
	int i = 0;

	(void)state;
	rules_init(&r);
	parse(deal, cards, 4);
	coup_init(&c, &r, COUP_HOLDER_PLAYER);
	for (;;) {
		assert_int_equal(coup_expected(&c, &s), STATUS_OK);
		if (s.action == A(ANNOUNCE_TOTALS))
			break;
		if (coup_action_takes_card(s.action))
			s.card = cards[i++];
		assert_int_equal(coup_apply(&c, &s), STATUS_OK);
	}
	assert_int_equal(i, 4);
	assert_int_equal(s.rule, RULE_ANNOUNCE);
	assert_string_equal(rules_cite(&r, s.rule), "IPLyC 8.4.2.3.4");
	assert_int_equal(s.banca_total, 9);
	assert_int_equal(s.punto_total, 3);
	memcpy(&before, &c, sizeof c);
	s.banca_total = 3; /* the figures swapped: Punto's said first */
	s.punto_total = 9;
	assert_int_equal(coup_apply(&c, &s), STATUS_WRONG_ACTION);
	assert_memory_equal(&c, &before, sizeof c);
	coup_expected(&c, &s);
	assert_int_equal(coup_apply(&c, &s), STATUS_OK);
	assert_int_equal(coup_expected(&c, &s), STATUS_OK);
	assert_int_equal(s.action, A(ANNOUNCE_WINNER));
	assert_int_equal(s.winner, COUP_WINNER_BANCA);
	s.winner = COUP_WINNER_PUNTO;
	assert_int_equal(coup_apply(&c, &s), STATUS_WRONG_ACTION);
	s.winner = COUP_WINNER_BANCA;
	assert_int_equal(coup_apply(&c, &s), STATUS_OK);
	assert_true(coup_is_done(&c));
	assert_int_equal(coup_expected(&c, &s), STATUS_OK);
	assert_int_equal(s.action, A(DONE));
	assert_int_equal(coup_apply(&c, &s), STATUS_COUP_OVER);
}

/* IPLyC 7.4 / 8.12 "¡Ancar de bacará!": equal totals are an ancar. */
static void coup__equal_totals__ancar__iplyc_7_4(void **state)
{
	struct coup_result res;
	struct rules r;

	(void)state;
	rules_init(&r);
	assert_int_equal(play(&r, COUP_HOLDER_PLAYER, FIVE_UNDECIDED,
			      "7H 7D KS KC", &res), STATUS_OK);
	assert_int_equal(res.winner, COUP_WINNER_ANCAR);
	assert_int_equal(find(&res, A(ANNOUNCE_WINNER))->rule, RULE_ANCAR);
	assert_int_equal(find(&res, A(ANNOUNCE_WINNER))->winner,
			 COUP_WINNER_ANCAR);
	/* Ancar de bacará: both draw to 0. */
	assert_int_equal(play(&r, COUP_HOLDER_PLAYER, FIVE_UNDECIDED,
			      "KH QD JS 10C TS KD", &res), STATUS_OK);
	assert_int_equal(res.winner, COUP_WINNER_ANCAR);
	assert_int_equal(res.punto_total, 0);
	assert_int_equal(res.n_banca, 3);
}

/* IPLyC 7.7.4.5: "En caso que los naipes no alcanzaran para definir el
 * pase ... éste se considerará nulo": "¡Pase sin definir!" (8.12). */
static void coup__cards_run_out__void_pase__iplyc_7_7_4_5(void **state)
{
	struct coup_result res;
	struct coup_step s;
	struct coup c;
	struct rules r;

	(void)state;
	rules_init(&r);
	assert_int_equal(play(&r, COUP_HOLDER_PLAYER, FIVE_UNDECIDED,
			      "2H 3D KS", &res), STATUS_OK);
	ASSERT_ACTIONS(&res, A(CALL_NO_VA_MAS), A(CALL_CARTAS),
		       A(DEAL_TO_PUNTO), A(DEAL_TO_BANCA), A(DEAL_TO_PUNTO),
		       A(VOID_PASE));
	assert_int_equal(res.winner, COUP_WINNER_VOID);
	assert_int_equal(find(&res, A(VOID_PASE))->rule, RULE_VOID_PASE);
	assert_int_equal(res.cards_used, 3);

	/* Banca's third card missing. */
	assert_int_equal(play(&r, COUP_HOLDER_PLAYER, FIVE_UNDECIDED,
			      "2H 3D KS KC 4S", &res), STATUS_OK);
	ASSERT_ACTIONS(&res, OPENING, A(PUNTO_DRAWS), A(VOID_PASE));
	assert_int_equal(res.winner, COUP_WINNER_VOID);

	/* No cards at all. */
	assert_int_equal(coup_play(&r, COUP_HOLDER_PLAYER, FIVE_UNDECIDED,
				   NULL, 0, &res), STATUS_OK);
	ASSERT_ACTIONS(&res, A(CALL_NO_VA_MAS), A(CALL_CARTAS), A(VOID_PASE));

	/* Only when a card is due. */
	coup_init(&c, &r, COUP_HOLDER_PLAYER);
	assert_int_equal(coup_no_more_cards(&c), STATUS_NOT_ALLOWED);
	coup_expected(&c, &s);
	coup_apply(&c, &s);
	coup_expected(&c, &s);
	coup_apply(&c, &s);
	assert_int_equal(coup_no_more_cards(&c), STATUS_OK);
	assert_int_equal(coup_no_more_cards(&c), STATUS_NOT_ALLOWED);
	assert_int_equal(coup_winner(&c), COUP_WINNER_VOID);
	coup_expected(&c, &s);
	assert_int_equal(s.action, A(VOID_PASE));
	assert_int_equal(coup_apply(&c, &s), STATUS_OK);
	assert_true(coup_is_done(&c));
}

/* IPLyC 7.7.7: jokers and foreign backs are anomalies, not coup cards. */
static void coup__joker_or_foreign_back__refused__iplyc_7_7_7(void **state)
{
	struct coup_result res;
	struct rules r;

	(void)state;
	rules_init(&r);
	assert_int_equal(play(&r, COUP_HOLDER_PLAYER, FIVE_UNDECIDED,
			      "2H JOKER KS KC", &res), STATUS_BAD_CARD);
	assert_int_equal(play(&r, COUP_HOLDER_PLAYER, FIVE_UNDECIDED,
			      "2H 3D ~KS KC", &res), STATUS_BAD_CARD);
}

/* IPLyC 7.6.1.1: the action keys used by JSON and scenarios round-trip. */
static void coup__action_keys_round_trip__iplyc_7_6_1_1(void **state)
{
	(void)state;
	for (int a = 0; a < COUP_ACTION__COUNT; a++)
		assert_int_equal(coup_action_by_key(coup_action_key((enum coup_action)a)), a);
	assert_int_equal(coup_action_by_key("nonsense"), COUP_ACTION__COUNT);
	assert_string_equal(coup_action_key(COUP_DEAL_TO_PUNTO), "deal_to_punto");
	assert_null(coup_action_key(COUP_ACTION__COUNT));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(coup__both_naturals__deal_order_then_defined__iplyc_7_4_3),
		cmocka_unit_test(coup__punto_natural__banca_does_not_draw__iplyc_7_4_3),
		cmocka_unit_test(coup__banca_natural__punto_does_not_draw__iplyc_7_4_3),
		cmocka_unit_test(coup__five_against_banca_natural__voluntad_first__iplyc_7_7_4_4),
		cmocka_unit_test(coup__punto_draws_then_banca__iplyc_7_4_1),
		cmocka_unit_test(coup__banca_three_to_six_against_every_third_card__iplyc_7_4_2),
		cmocka_unit_test(coup__banca_edge_rows__iplyc_7_4_2),
		cmocka_unit_test(coup__punto_stands_banca_after_stand__iplyc_7_4_4),
		cmocka_unit_test(coup__voluntad_pido__ask_ratify_draw__iplyc_8_4_2_4_1),
		cmocka_unit_test(coup__voluntad_planto__ask_ratify_stand__iplyc_8_4_2_4_1),
		cmocka_unit_test(coup__voluntad_missing__needs_decision__iplyc_7_9_4_1),
		cmocka_unit_test(coup__croupier_turns__stands_on_five__iplyc_7_6_4),
		cmocka_unit_test(coup__midi_punto_draws_on_five__lnse_midi_6),
		cmocka_unit_test(coup__wrong_action__rejected_unchanged__iplyc_8_4_2_1_3),
		cmocka_unit_test(coup__wrong_card_routing__rejected_unchanged__iplyc_7_6_1_1),
		cmocka_unit_test(coup__announce_totals_banca_first__iplyc_8_4_2_3_4),
		cmocka_unit_test(coup__equal_totals__ancar__iplyc_7_4),
		cmocka_unit_test(coup__cards_run_out__void_pase__iplyc_7_7_4_5),
		cmocka_unit_test(coup__joker_or_foreign_back__refused__iplyc_7_7_7),
		cmocka_unit_test(coup__action_keys_round_trip__iplyc_7_6_1_1),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
