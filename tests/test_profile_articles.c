/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_profile_articles.c: the articles of the traditional reglamento
 * (TRAD) and of LNSE-MIDI listed in tests/rules_articles_trad.txt and
 * rules_articles_lnse.txt, each played on the profile file that follows
 * it (data/rules/trad.yaml, lnse-midi.yaml): the engine's ruling and the
 * citation the trainee is shown. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "engine/anomaly.h"
#include "engine/card.h"
#include "engine/coup.h"
#include "engine/game.h"
#include "engine/holder.h"
#include "scenario/rules_load.h"
#include "game_fixture.h"

static const int four_seats[] = { 1, 2, 3, 4, 0 };

static void load(const char *profile, struct rules *r)
{
	const char *top = getenv("top_srcdir");
	char path[4096], msg[2048];
	struct diag d;

	snprintf(path, sizeof path, "%s/data/rules/%s.yaml",
		 top != NULL ? top : ".", profile);
	if (!rules_load_file(path, r, &d)) {
		diag_format(&d, msg, sizeof msg);
		fail_msg("%s", msg);
	}
}

static struct ruling rule_on(const struct rules *r, enum anomaly a,
			     const struct anomaly_context *ctx)
{
	struct ruling out;

	assert_int_equal(anomaly_rule(r, a, ctx, &out), STATUS_OK);
	return out;
}

/* Plays a coup over cards (notation). */
static struct coup_result play(const struct rules *r, enum coup_holder h,
			       const char *cards)
{
	card_t c[8];
	size_t n = 0;
	struct coup_result res;

	assert_int_equal(card_parse_list(cards, c, 8, &n, NULL), STATUS_OK);
	assert_int_equal(coup_play(r, h, FIVE_UNDECIDED, c, n, &res), STATUS_OK);
	return res;
}

/* TRAD 11: "Si a pesar de ello las cartas no alcanzaren para definir el
 * pase, éste será nulo"; the safety card announces the last pase. */
static void profile__trad_cards_run_out__pase_void__trad_11(void **state)
{
	struct rules r;
	struct anomaly_context ctx;
	struct ruling rl;

	(void)state;
	load("trad", &r);
	assert_true(r.safety_announces_last);
	anomaly_context_init(&ctx);
	ctx.no_va_mas = true;
	ctx.cards_out = 5;
	rl = rule_on(&r, ANOMALY_NOT_ENOUGH_CARDS, &ctx);
	assert_int_equal(rl.flags, RULING_PASE_VOID);
	assert_string_equal(rl.article, "TRAD 11");
}

/* TRAD 15: cards drawn before the croupier asks "deberán ser quemadas". */
static void profile__trad_early_draw__cards_burnt__trad_15(void **state)
{
	struct rules r;
	struct anomaly_context ctx;
	struct ruling rl;

	(void)state;
	load("trad", &r);
	anomaly_context_init(&ctx);
	ctx.no_va_mas = true;
	ctx.cards_out = 1;
	rl = rule_on(&r, ANOMALY_EARLY_DRAW, &ctx);
	assert_true(rl.flags & RULING_BURN_CARDS);
	assert_string_equal(rl.article, "TRAD 15");
}

/* TRAD 19: noticed at once, the cards go to the right player; no Banca
 * card turned, the right player is asked the voluntad; "Si el jugador que
 * tomó las cartas las hubiere descubierto y decidido voluntad de cinco,
 * no habrá lugar a reclamo alguno" (IPLyC 7.7.4.3.2 lets the right player
 * decide even then). */
static void profile__trad_wrong_holder_decided_five__stands__trad_19(void **state)
{
	struct rules r, iplyc;
	struct anomaly_context ctx;
	struct ruling rl;

	(void)state;
	load("trad", &r);
	load("iplyc", &iplyc);
	anomaly_context_init(&ctx);
	ctx.no_va_mas = true;
	ctx.cards_out = 4;
	rl = rule_on(&r, ANOMALY_WRONG_HOLDER, &ctx);
	assert_int_equal(rl.flags, RULING_CORRECT_AT_ONCE);
	assert_string_equal(rl.article, "TRAD 19");
	ctx.punto_turned = true;
	ctx.punto_five = true;
	rl = rule_on(&r, ANOMALY_WRONG_HOLDER, &ctx);
	assert_int_equal(rl.flags, RULING_RIGHT_PLAYER_DECIDES);
	ctx.five_decided = true;
	rl = rule_on(&r, ANOMALY_WRONG_HOLDER, &ctx);
	assert_int_equal(rl.flags, RULING_CARD_VALID | RULING_CALL_STANDS);
	assert_string_equal(rl.article, "TRAD 19");
	rl = rule_on(&iplyc, ANOMALY_WRONG_HOLDER, &ctx);
	assert_int_equal(rl.flags, RULING_RIGHT_PLAYER_DECIDES);
	assert_string_equal(rl.article, "IPLyC 7.7.4.3.2");
}

/* TRAD 20: the voluntad misread: a) put right before the banker turns
 * any card; b) after, "tendrá validez la voluntad expresada por el
 * Pagador". */
static void profile__trad_voluntad_misread__by_banca_cards__trad_20(void **state)
{
	struct rules r;
	struct anomaly_context ctx;
	struct ruling rl;

	(void)state;
	load("trad", &r);
	anomaly_context_init(&ctx);
	ctx.no_va_mas = true;
	ctx.cards_out = 4;
	ctx.punto_turned = true;
	ctx.punto_five = true;
	rl = rule_on(&r, ANOMALY_VOLUNTAD_ERROR, &ctx);
	assert_int_equal(rl.flags, RULING_CORRECT_AT_ONCE);
	assert_string_equal(rl.article, "TRAD 20");
	ctx.banca_turned = true;
	rl = rule_on(&r, ANOMALY_VOLUNTAD_ERROR, &ctx);
	assert_true(rl.flags & RULING_CALL_STANDS);
	assert_string_equal(rl.article, "TRAD 20");
}

/* TRAD 21: "la primera (1ª) y la tercera (3ª), para Punto; la segunda
 * (2ª) y la cuarta (4ª), para Banca". */
static void profile__trad_deal__first_third_punto__trad_21(void **state)
{
	struct rules r;
	struct coup_result res;

	(void)state;
	load("trad", &r);
	res = play(&r, COUP_HOLDER_PLAYER, "2D 7C QH KC 4S");
	assert_int_equal(res.punto[0], fx_card("2D"));
	assert_int_equal(res.punto[1], fx_card("QH"));
	assert_int_equal(res.banca[0], fx_card("7C"));
	assert_int_equal(res.banca[1], fx_card("KC"));
	assert_string_equal(rules_cite(&r, RULE_DEAL_ORDER), "TRAD 21");
}

/* TRAD 27: no seated Punto bet, the croupier turns Punto's cards. */
static void profile__trad_no_seated_punto__croupier_turns__trad_27(void **state)
{
	const struct holder_bet bets[] = {
		{ .seat = HOLDER_STANDING, .punto = 500 },
		{ .seat = 3, .banca = 400 },
	};
	const struct holder_table t = { .seats = 7, .sabot_seat = 1 };
	struct holder_result h;
	struct rules r;

	(void)state;
	load("trad", &r);
	assert_int_equal(holder_find(&r, &t, bets, 2, &h), STATUS_OK);
	assert_int_equal(h.seat, HOLDER_CROUPIER);
	assert_int_equal(h.rule, RULE_NO_FIVE);
}

/* TRAD 28: then "si la unidad de Punto fuere 5, el Pagador deberá plantar
 * obligatoriamente". */
static void profile__trad_croupier_on_five__stands__trad_28(void **state)
{
	struct rules r;
	struct coup_result res;

	(void)state;
	load("trad", &r);
	/* Punto 2H 3D = 5, Banca 4C KS = 4: Banca draws on Punto standing. */
	res = play(&r, COUP_HOLDER_CROUPIER, "2H 4C 3D KS 2S");
	assert_int_equal(res.n_punto, 2);
	assert_int_equal(res.punto_total, 5);
	assert_string_equal(rules_cite(&r, RULE_NO_FIVE), "TRAD 28");
}

/* TRAD 36: the banker may take his bank back on "suite" only "siempre
 * que no hubiere extraído ninguna carta para iniciar el pase": his word
 * comes before the pase; once the cards are asked for, it is too late. */
static void profile__trad_suite__only_before_any_card__trad_36(void **state)
{
	static struct rules r;
	static struct table t;
	static struct shoe s;
	static struct game g;
	struct game_banker_word word = { .give_suite = true };

	(void)state;
	load("trad", &r);
	r.seats = 7;
	fx_table(&t, &r, four_seats, 1);
	fx_shoe(&s, &r, "2D 7C QH KC 4S  2D 7C QH KC 4S");
	fx_game(&g, &r, &t, &s, P(1), 1000);
	fx_do(&g, GAME_ACT_PLACE_BETS);
	fx_finish_pase(&g);
	fx_expect(&g, GAME_ACT_WAIT, COUP_DONE);
	word.give_suite = false;
	assert_int_equal(game_answer_banker(&g, &word), STATUS_OK);
	fx_do(&g, GAME_ACT_PLACE_BETS);
	fx_until(&g, GAME_ACT_COUP, COUP_DEAL_TO_PUNTO);
	word.give_suite = true;
	assert_int_not_equal(game_answer_banker(&g, &word), STATUS_OK);
	assert_int_equal(sabot_phase(game_sabot(&g)), SABOT_PLAY);
}

/* TRAD 38: the suite giver's winning bet "sufrirá ... el diez por ciento
 * (10%)" at the pases TRAD 29 pays in full: 10% of that win before the
 * suite is handed over; after a pase paid at 90%, nothing. */
static void profile__trad_suite_giver__ten_percent_of_full_win__trad_38(void **state)
{
	static struct rules r;
	static struct table t;
	static struct shoe s;
	static struct game g;
	struct game_banker_word word = { .give_suite = true };
	struct game_action a;

	(void)state;
	load("trad", &r);
	fx_table(&t, &r, four_seats, 1);
	fx_shoe(&s, &r, "2D 7C QH KC 4S");
	fx_game(&g, &r, &t, &s, P(1), 1000);
	fx_do(&g, GAME_ACT_PLACE_BETS);
	fx_finish_pase(&g);
	assert_int_equal(game_bank(&g), 2000);
	assert_int_equal(game_answer_banker(&g, &word), STATUS_OK);
	a = fx_expect(&g, GAME_ACT_OFFER_SUITE, COUP_DONE);
	assert_int_equal(a.amount, 2000);
	assert_int_equal(a.stake, 100);
	assert_string_equal(rules_cite(&r, RULE_SUITE_DISCOUNT), "TRAD 38");

	/* A salida over half the maximum: the first pase is paid at 90%,
	 * the giver has nothing more to suffer. */
	fx_shoe(&s, &r, "2D 7C QH KC 4S");
	fx_game(&g, &r, &t, &s, P(1), 6000);
	fx_do(&g, GAME_ACT_PLACE_BETS);
	fx_finish_pase(&g);
	assert_int_equal(game_bank(&g), 10000);
	assert_int_equal(game_answer_banker(&g, &word), STATUS_OK);
	a = fx_expect(&g, GAME_ACT_OFFER_SUITE, COUP_DONE);
	assert_int_equal(a.stake, 0);
}

/* TRAD 46: "Si el jugador a quien correspondiere ver las cartas no
 * deseara hacerlo, tal derecho corresponderá al jugador cuya apuesta
 * estuviere en el segundo lugar": the right passes and nothing else,
 * the same reading as TRAD 47's (lost_right_to_standing false) -- unlike
 * IPLyC 7.9.3.4 his bet stays in his seat, with no call, and is paid
 * there. */
static void profile__trad_refused__right_passes_bet_stays__trad_46(void **state)
{
	static struct rules r;
	static struct table t;
	static struct shoe s;
	static struct game g;
	struct game_action a;

	(void)state;
	load("trad", &r);
	assert_false(r.lost_right_to_standing);
	fx_table(&t, &r, four_seats, 1);
	/* Punto 9D KH = 9, Banca 2C 4S = 6: Punto. */
	fx_shoe(&s, &r, "9D 2C KH 4S");
	fx_game(&g, &r, &t, &s, P(1), 1000);
	fx_do(&g, GAME_ACT_PLACE_BETS);
	assert_int_equal(game_place_bet(&g, P(2), BET_ON_PUNTO, 3000, false,
					NULL), STATUS_OK);
	assert_int_equal(game_place_bet(&g, P(3), BET_ON_PUNTO, 1000, false,
					NULL), STATUS_OK);
	assert_int_equal(game_refuse_cards(&g, P(2)), STATUS_OK);
	a = fx_until(&g, GAME_ACT_HOLDER, COUP_DONE);
	assert_int_equal(a.seat, 3);
	assert_string_equal(a.article, "TRAD 46");
	a = fx_until(&g, GAME_ACT_PAY, COUP_DONE);
	assert_int_equal(a.seat, 3);
	fx_do(&g, GAME_ACT_PAY);
	a = fx_do(&g, GAME_ACT_PAY);
	assert_int_equal(a.seat, 2);
	assert_int_equal(a.place, PLACE_SEAT);
	assert_int_equal(a.amount, 3000);
}

/* TRAD 47: "Si un jugador efectuare apuestas en ambas chances, pierde el
 * derecho de recibir las cartas de punto": the right only -- unlike IPLyC
 * 7.9.4.2 his Punto bet stays in his seat and is paid there. */
static void profile__trad_both_chances__right_lost_bet_stays__trad_47(void **state)
{
	static struct rules r;
	static struct table t;
	static struct shoe s;
	static struct game g;
	struct game_action a;

	(void)state;
	load("trad", &r);
	fx_table(&t, &r, four_seats, 1);
	/* Punto 9D KH = 9, Banca 2C 4S = 6: Punto. */
	fx_shoe(&s, &r, "9D 2C KH 4S");
	fx_game(&g, &r, &t, &s, P(1), 1000);
	fx_do(&g, GAME_ACT_PLACE_BETS);
	assert_int_equal(game_place_bet(&g, P(2), BET_ON_PUNTO, 3000, false,
					NULL), STATUS_OK);
	assert_int_equal(game_place_bet(&g, P(2), BET_ON_BANCA, 500, false,
					NULL), STATUS_OK);
	assert_int_equal(game_place_bet(&g, P(3), BET_ON_PUNTO, 1000, false,
					NULL), STATUS_OK);
	a = fx_until(&g, GAME_ACT_HOLDER, COUP_DONE);
	assert_int_equal(a.seat, 3);
	a = fx_until(&g, GAME_ACT_PAY, COUP_DONE);
	assert_int_equal(a.seat, 3);
	fx_do(&g, GAME_ACT_PAY);
	a = fx_do(&g, GAME_ACT_PAY);
	assert_int_equal(a.seat, 2);
	assert_int_equal(a.place, PLACE_SEAT);
}

/* TRAD 50: cards confused "serán quemadas"; what was burnt is never
 * reconstructed. */
static void profile__trad_confusion__burnt_never_rebuilt__trad_50(void **state)
{
	struct rules r;
	struct anomaly_context ctx;
	struct ruling rl;

	(void)state;
	load("trad", &r);
	anomaly_context_init(&ctx);
	ctx.no_va_mas = true;
	ctx.cards_out = 3;
	rl = rule_on(&r, ANOMALY_CONFUSION, &ctx);
	assert_true(rl.flags & (RULING_BURN_CARDS | RULING_BURN_PASE));
	assert_true(rl.flags & RULING_NEVER_RECONSTRUCT);
	assert_string_equal(rl.article, "TRAD 50");
}

/* TRAD 51 a-b: a card the banker turns wrongly is burnt before "no va
 * más", valid after. */
static void profile__trad_banker_turns__by_no_va_mas__trad_51(void **state)
{
	struct rules r;
	struct anomaly_context ctx;
	struct ruling rl;

	(void)state;
	load("trad", &r);
	anomaly_context_init(&ctx);
	ctx.cards_out = 1;
	rl = rule_on(&r, ANOMALY_BANKER_TURNS, &ctx);
	assert_true(rl.flags & RULING_BURN_CARD);
	assert_string_equal(rl.article, "TRAD 51");
	ctx.no_va_mas = true;
	rl = rule_on(&r, ANOMALY_BANKER_TURNS, &ctx);
	assert_true(rl.flags & RULING_CARD_VALID);
}

/* LNSE-MIDI 1.2: the house banks: the player dealing holds no bank, so he
 * may turn Punto's cards with the largest Punto bet (a player-banked
 * banker never does: IPLyC 7.3.3). */
static void profile__midi_house_banks__dealer_may_turn_punto__lnse_midi_1_2(void **state)
{
	const struct holder_bet bets[] = {
		{ .seat = 3, .punto = 900 },
		{ .seat = 5, .punto = 500 },
	};
	const struct holder_table t = { .seats = 9, .sabot_seat = 3 };
	struct holder_result h;
	struct rules r, iplyc;

	(void)state;
	load("lnse-midi", &r);
	load("iplyc", &iplyc);
	assert_int_equal(r.banking, BANKING_HOUSE);
	assert_int_equal(holder_find(&r, &t, bets, 2, &h), STATUS_OK);
	assert_int_equal(h.seat, 3);
	iplyc.seats = 9;
	assert_int_equal(holder_find(&iplyc, &t, bets, 2, &h), STATUS_OK);
	assert_int_equal(h.seat, 5);
}

/* LNSE-MIDI 2.2: the suits have no rank: equal totals tie whatever the
 * suits. */
static void profile__midi_suits_without_rank__equal_totals_tie__lnse_midi_2_2(void **state)
{
	struct rules r;
	struct coup_result res;

	(void)state;
	load("lnse-midi", &r);
	res = play(&r, COUP_HOLDER_CROUPIER, "KH KS 9S 9H");
	assert_int_equal(res.winner, COUP_WINNER_ANCAR);
}

/* LNSE-MIDI 8.3: first and third card to Punto, second and fourth to
 * Banca. */
static void profile__midi_deal__first_third_punto__lnse_midi_8_3(void **state)
{
	struct rules r;
	struct coup_result res;

	(void)state;
	load("lnse-midi", &r);
	res = play(&r, COUP_HOLDER_CROUPIER, "2D 7C QH KC 4S");
	assert_int_equal(res.punto[0], fx_card("2D"));
	assert_int_equal(res.punto[1], fx_card("QH"));
	assert_int_equal(res.banca[0], fx_card("7C"));
	assert_string_equal(rules_cite(&r, RULE_DEAL_ORDER), "LNSE-MIDI art.8.3");
}

/* LNSE-MIDI 8.4: Punto's cards go to "la apuesta mayor" on Punto, and
 * no article excludes a player who also bets Banca (IPLyC 7.6.2 does:
 * both_chances_excluded). */
static void profile__midi_holder__both_chances_not_excluded__lnse_midi_8_4(void **state)
{
	const struct holder_bet bets[] = {
		{ .seat = 2, .punto = 900, .banca = 100 },
		{ .seat = 5, .punto = 500 },
	};
	const struct holder_table t = { .seats = 9, .sabot_seat = 1 };
	struct holder_result h;
	struct rules r, iplyc;

	(void)state;
	load("lnse-midi", &r);
	load("iplyc", &iplyc);
	assert_false(r.both_chances_excluded);
	assert_int_equal(holder_find(&r, &t, bets, 2, &h), STATUS_OK);
	assert_int_equal(h.seat, 2);
	assert_string_equal(rules_cite(&r, RULE_PUNTO_CARDS_TO), "LNSE-MIDI art.8.4");
	iplyc.seats = 9;
	assert_int_equal(holder_find(&iplyc, &t, bets, 2, &h), STATUS_OK);
	assert_int_equal(h.seat, 5);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(profile__trad_cards_run_out__pase_void__trad_11),
		cmocka_unit_test(profile__trad_early_draw__cards_burnt__trad_15),
		cmocka_unit_test(profile__trad_wrong_holder_decided_five__stands__trad_19),
		cmocka_unit_test(profile__trad_voluntad_misread__by_banca_cards__trad_20),
		cmocka_unit_test(profile__trad_deal__first_third_punto__trad_21),
		cmocka_unit_test(profile__trad_no_seated_punto__croupier_turns__trad_27),
		cmocka_unit_test(profile__trad_croupier_on_five__stands__trad_28),
		cmocka_unit_test(profile__trad_suite__only_before_any_card__trad_36),
		cmocka_unit_test(profile__trad_suite_giver__ten_percent_of_full_win__trad_38),
		cmocka_unit_test(profile__trad_both_chances__right_lost_bet_stays__trad_47),
		cmocka_unit_test(profile__trad_refused__right_passes_bet_stays__trad_46),
		cmocka_unit_test(profile__trad_confusion__burnt_never_rebuilt__trad_50),
		cmocka_unit_test(profile__trad_banker_turns__by_no_va_mas__trad_51),
		cmocka_unit_test(profile__midi_house_banks__dealer_may_turn_punto__lnse_midi_1_2),
		cmocka_unit_test(profile__midi_suits_without_rank__equal_totals_tie__lnse_midi_2_2),
		cmocka_unit_test(profile__midi_deal__first_third_punto__lnse_midi_8_3),
		cmocka_unit_test(profile__midi_holder__both_chances_not_excluded__lnse_midi_8_4),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
