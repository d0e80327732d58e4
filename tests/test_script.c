/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_script.c: scenarios (built in C, as scenario_load() would leave
 * them) played through the game: the answer key coup by coup, the
 * questions answered from `decide`, and the errors a teacher must see
 * with the coup's line. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "engine/game.h"
#include "session/action_text.h"
#include "session/script.h"

enum { ANA, BETO, CARLA, DIEGO, HUGO };

static struct scenario sc;
static struct script run;
static struct script_key key;
static struct diag err;

/* IPLyC, Ana (1), Beto (2), Carla (3), Diego (4) seated, Hugo standing;
 * Ana banks 1000; the coups' lines are 30, 40, 50 ... */
static void scenario(const char *top, int n_coups)
{
	static const char *const names[] = { "Ana", "Beto", "Carla", "Diego",
					     "Hugo" };
	size_t n = 0, off = 0;

	memset(&sc, 0, sizeof sc);
	strcpy(sc.file, "drill.yaml");
	strcpy(sc.id, "test-drill");
	rules_init(&sc.rules);
	sc.table_min = 100;
	sc.table_max = 10000;
	sc.seats = 7;
	for (int i = 0; i < 5; i++) {
		strcpy(sc.players[i].name, names[i]);
		sc.players[i].seat = i < 4 ? i + 1 : 0;
	}
	sc.n_players = 5;
	sc.start.banker = ANA;
	sc.start.salida = 1000;
	sc.start.pase = 1;
	sc.start.suite_giver = -1;
	sc.shoe.decks = 8;
	sc.shoe.seed = 1;
	assert_int_equal(card_parse_list(top, sc.shoe.top, SCENARIO_CARDS_MAX,
					 &n, &off), STATUS_OK);
	sc.shoe.n_top = n;
	sc.n_coups = n_coups;
	for (int i = 0; i < n_coups; i++) {
		sc.coups[i].where.line = 30 + 10 * (unsigned long)i;
		sc.coups[i].where.column = 5;
	}
	script_key_free(&key);
	memset(&err, 0, sizeof err);
}

static void add_bet(int coup, int player, enum scenario_chance on,
		    int64_t amount)
{
	struct scenario_coup *c = &sc.coups[coup];
	struct scenario_bet *b = &c->bets[c->n_bets++];

	b->player = player;
	b->on = on;
	b->amount = amount;
	b->where.line = c->where.line + 2;
	b->where.column = 9;
}

static bool play(void)
{
	return script_init(&run, &sc, &err) && script_run(&run, &key, &err);
}

/* The first action of kind in coup c's key (the test fails without). */
static const struct game_action *find(int c, enum game_act kind)
{
	static const struct game_action none = { .kind = GAME_ACT__COUNT };
	const struct script_coup *k = &key.coups[c];

	for (size_t i = 0; i < k->count; i++)
		if (key.actions[k->first + i].kind == kind)
			return &key.actions[k->first + i];
	fail_msg("coup %d has no %s", c + 1, game_act_key(kind));
	return &none;
}

/* IPLyC 8.4.2.1.2 to 8.4.2.6: each coup's key holds the pase from
 * "¡Hagan juego!" to the sabot's move, the payments with their amounts. */
static void script__two_coups__answer_key_per_coup__iplyc_8_4_2_6(void **state)
{
	const struct game_action *a;

	(void)state;
	scenario("2D 7C QH KC 4S  9C 4H KD 3H", 2);
	add_bet(0, BETO, CHANCE_PUNTO, 500);
	add_bet(0, CARLA, CHANCE_BANCA, 1000);
	add_bet(1, HUGO, CHANCE_PUNTO, 300);
	sc.coups[0].expect.has_winner = true;
	sc.coups[0].expect.winner = COUP_WINNER_BANCA;
	assert_true(play());
	assert_int_equal(key.n_coups, 2);
	assert_int_equal(key.coups[0].number, 1);
	assert_int_equal(key.coups[0].line, 30);
	assert_int_equal(key.coups[0].winner, COUP_WINNER_BANCA);
	assert_int_equal(key.coups[0].banca_total, 7);
	assert_int_equal(key.actions[key.coups[0].first].kind,
			 GAME_ACT_PLACE_BETS);
	a = find(0, GAME_ACT_PAY);
	assert_int_equal(a->player, CARLA + 1);
	assert_int_equal(a->amount, 900);
	assert_int_equal(key.coups[1].winner, COUP_WINNER_PUNTO);
	a = find(1, GAME_ACT_PASS_SABOT);
	assert_int_equal(a->seat, 2);
	assert_string_equal(script_player_name(&sc, a->player), "Beto");
	/* The second coup began with the banker's word (no action). */
	assert_int_equal(key.actions[key.coups[1].first].kind,
			 GAME_ACT_PLACE_BETS);
	assert_int_equal(key.n_actions,
			 key.coups[0].count + key.coups[1].count);
}

/* IPLyC 8.4.2.4.1: the holder's "pido" or "planto" must come from the
 * scenario; without it the error names the coup and its line. */
static void script__missing_five_decision__error_names_coup_line__iplyc_8_4_2_4_1(void **state)
{
	(void)state;
	scenario("9C 4H KD 3H  5H 4D KS KC 3S 2C", 2);
	/* Punto wins the first coup: Beto banks the second. */
	add_bet(1, CARLA, CHANCE_PUNTO, 500);
	assert_false(play());
	assert_string_equal(err.file, "drill.yaml");
	assert_int_equal(err.line, 40);
	assert_string_equal(err.message,
		"coup 2 (line 40): Carla turns Punto's cards and has 5 with voluntad (IPLyC 8.4.2.4.1), and the coup's decide does not say pido or planto (five: pido or five: planto)");
	/* With it, the coup plays. */
	sc.coups[1].decide.five = FIVE_PLANTO;
	script_key_free(&key);
	assert_true(play());
	assert_int_equal(find(1, GAME_ACT_COUP)->kind, GAME_ACT_COUP);
}

/* A supervisor's pinned outcome that the engine disagrees with must be
 * visible (IPLyC 7.4.2: "¡7 por 6!", Banca). */
static void script__pinned_winner_mismatch__error_at_coup__iplyc_7_4_2(void **state)
{
	(void)state;
	scenario("2D 7C QH KC 4S", 1);
	sc.coups[0].expect.has_winner = true;
	sc.coups[0].expect.winner = COUP_WINNER_PUNTO;
	assert_false(play());
	assert_int_equal(err.line, 30);
	assert_string_equal(err.message,
		"coup 1 (line 30): the scenario expects Punto but the engine's result is Banca (Punto 2D QH 4S = 6, Banca 7C KC = 7)");
}

/* IPLyC 7.8.1.6: the banker's bank is the Banca chance, so he cannot bet
 * on Punto; after Punto wins the sabot passes (7.13.1.1) and the error
 * says who banks now and how he came to, not just "not allowed". */
static void script__banker_bets_punto__error_says_who_banks_and_why__iplyc_7_8_1_6(void **state)
{
	(void)state;
	scenario("5H 4D KS KC 3S 2C  2D 7C QH KC 4S", 2);
	add_bet(0, BETO, CHANCE_PUNTO, 500);
	sc.coups[0].decide.five = FIVE_PIDO;
	add_bet(1, BETO, CHANCE_PUNTO, 400);
	assert_false(play());
	assert_int_equal(err.line, 42);
	assert_string_equal(err.message,
		"coup 2: the bet of Beto, 400 on Punto: Beto holds the bank now (1000): the sabot passed to this seat after Punto won coup 1 (IPLyC 7.13.1.1); a banker cannot bet on Punto against his own bank, which is the Banca chance (IPLyC 7.8.1.6)");
	/* The key holds the first coup whole, and the second begun. */
	assert_int_equal(key.n_coups, 1);
	assert_int_equal(run.coup, 1);
	assert_int_equal(key.coups[1].number, 2);
	assert_true(key.n_actions > key.coups[1].first);
}

/* IPLyC 7.11.3.1: the banker's word (a suite) comes before a pase of his
 * bank, never before its first: the error names the banker and since
 * when he banks. */
static void script__suite_on_first_pase__error_names_banker__iplyc_7_11_3_1(void **state)
{
	(void)state;
	scenario("2D 7C QH KC 4S", 1);
	add_bet(0, BETO, CHANCE_PUNTO, 500);
	sc.coups[0].decide.suite.give = true;
	assert_false(play());
	assert_non_null(strstr(err.message,
		"Ana holds the bank now (2000): the scenario starts with this banker"));
	assert_non_null(strstr(err.message, "(IPLyC 7.11.3.1)"));
}

/* IPLyC 7.7.1.1: the pinned ruling is checked against the engine's. */
static void script__pinned_ruling__checked_in_order__iplyc_7_7_1_1(void **state)
{
	struct scenario_anomaly *an;

	(void)state;
	scenario("9C AH 4H KD 3H", 1);
	an = &sc.coups[0].anomalies[sc.coups[0].n_anomalies++];
	an->kind = ANOMALY_FACE_UP;
	an->step = ANOMALY_AT_CARD;
	an->card = 2;
	sc.coups[0].expect.rulings[0] = RULING_BURN_CARD;
	sc.coups[0].expect.n_rulings = 1;
	assert_true(play());
	assert_int_equal(key.coups[0].n_rulings, 1);
	assert_int_equal(find(0, GAME_ACT_RULING)->anomaly, ANOMALY_FACE_UP);

	sc.coups[0].expect.rulings[0] = RULING_BURN_SHOE;
	script_key_free(&key);
	assert_false(play());
	assert_string_equal(err.message,
		"coup 1 (line 30): the scenario expects the ruling 'burn_shoe' and the engine does not give it");
}

/* IPLyC 7.8.1.9: a bet the rules refuse is an error at the bet's line. */
static void script__bet_refused__error_at_the_bet__iplyc_7_8_1_9(void **state)
{
	(void)state;
	scenario("2D 7C QH KC 4S", 1);
	add_bet(0, BETO, CHANCE_PUNTO, 500);
	add_bet(0, BETO, CHANCE_BANCA, 550);
	assert_false(play());
	assert_int_equal(err.line, 32);
	assert_int_equal(err.column, 9);
	assert_string_equal(err.message,
		"coup 1: the bet of Beto, 550 on Banca: Beto's bets on Banca and Punto (with what stands from an ancar) must differ by at least one table minimum, 100 (IPLyC 7.8.1.9)");
}

/* An anomaly at a moment that never comes (no 5, no voluntad: IPLyC
 * 7.7.4.4) is the scenario's mistake. */
static void script__anomaly_never_happens__error__iplyc_7_7_4_4(void **state)
{
	struct scenario_anomaly *an;

	(void)state;
	scenario("2D 7C QH KC 4S", 1);
	an = &sc.coups[0].anomalies[sc.coups[0].n_anomalies++];
	an->kind = ANOMALY_VOLUNTAD_ERROR;
	an->step = ANOMALY_AT_VOLUNTAD;
	assert_false(play());
	assert_int_equal(err.line, 30);
	assert_non_null(strstr(err.message, "never happened"));
}

/* IPLyC 7.9.5.1-2: Beto declines the bank; Hugo, standing, takes the free
 * seat: both come from the coup's `decide`. */
static void script__decline_and_free_seat__answered_from_decide__iplyc_7_9_5_2(void **state)
{
	const struct game_action *a;
	struct scenario_decisions *d;

	(void)state;
	scenario("9C 4H KD 3H  2D 7C QH KC 4S", 2);
	d = &sc.coups[1].decide;
	d->decline_bank[d->n_decline_bank++] = BETO;
	d->free_seat[d->n_free_seat++] = HUGO;
	assert_true(play());
	assert_int_equal(find(1, GAME_ACT_FREE_SEAT)->seat, 2);
	a = find(1, GAME_ACT_PLACE_BETS);
	assert_int_equal(a->player, HUGO + 1);
	assert_int_equal(a->seat, 2);
	assert_int_equal(a->amount, 1000);
}

/* IPLyC 7.11.1-3: a suite needs a banker who has dealt: asked on his
 * first pase it cannot be made, and the scenario is told so. */
static void script__suite__given_and_awarded_or_impossible__iplyc_7_11_3_1(void **state)
{
	struct scenario_decisions *d;
	const struct game_action *a;

	(void)state;
	scenario("2D 7C QH KC 4S  3S 8D 4C KS", 2);
	d = &sc.coups[1].decide;
	d->suite.give = true;
	d->suite.takers[d->suite.n_takers++] = CARLA;
	assert_true(play());
	a = find(1, GAME_ACT_OFFER_SUITE);
	assert_int_equal(a->amount, 2000);
	a = find(1, GAME_ACT_AWARD_SUITE);
	assert_int_equal(a->player, CARLA + 1);

	sc.coups[0].decide = *d;
	script_key_free(&key);
	assert_false(play());
	assert_int_equal(err.line, 30);
}

/* IPLyC 7.5.4: without a banker the first bank is auctioned, and a
 * scenario has no offers to give. */
static void script__no_banker__remate_cannot_be_answered__iplyc_7_5_4(void **state)
{
	(void)state;
	scenario("2D 7C QH KC 4S", 1);
	sc.start.banker = -1;
	assert_false(play());
	assert_non_null(strstr(err.message, "auctioned"));
}

/* IPLyC 7.4: after an ancar the bets stand; a coup lists the bets in play,
 * so what stood counts toward them, and it cannot be lowered. */
static void script__bets_after_ancar__listed_as_in_play__iplyc_7_4(void **state)
{
	(void)state;
	scenario("7H 7D KS KC  2D 7C QH KC 4S", 2);
	add_bet(0, CARLA, CHANCE_BANCA, 1000);
	add_bet(1, CARLA, CHANCE_BANCA, 1500);
	assert_true(play());
	assert_int_equal(key.coups[0].winner, COUP_WINNER_ANCAR);
	assert_int_equal(find(1, GAME_ACT_PAY)->stake, 1500);
	assert_int_equal(find(1, GAME_ACT_PAY)->amount, 1350);

	sc.coups[1].bets[0].amount = 600;
	script_key_free(&key);
	assert_false(play());
	assert_int_equal(err.line, 42);
	assert_string_equal(err.message,
		"coup 2: the bet of Carla: 1000 stand from the ancar and cannot be taken back");
}

/* The words of the key: the regulation's calls with their numbers. */
static void script__action_text__calls_with_amounts__iplyc_8_12(void **state)
{
	char text[ACTION_TEXT_MAX];
	const struct game_action *a;

	(void)state;
	scenario("2D 7C QH KC 4S", 1);
	add_bet(0, CARLA, CHANCE_BANCA, 1000);
	assert_true(play());
	a = &key.actions[key.coups[0].first];
	action_text(&run.rules, a, script_player_name(&sc, a->player), text,
		    sizeof text);
	assert_string_equal(text, "1000 in the bank! Place your bets! (seat 1, Ana)");
	a = find(0, GAME_ACT_PAY);
	action_text(&run.rules, a, "Carla", text, sizeof text);
	assert_string_equal(text, "1000 on Banca: pays 900. (seat 3, Carla)");
}

static int teardown(void **state)
{
	(void)state;
	script_key_free(&key);
	return 0;
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(script__two_coups__answer_key_per_coup__iplyc_8_4_2_6),
		cmocka_unit_test(script__missing_five_decision__error_names_coup_line__iplyc_8_4_2_4_1),
		cmocka_unit_test(script__pinned_winner_mismatch__error_at_coup__iplyc_7_4_2),
		cmocka_unit_test(script__pinned_ruling__checked_in_order__iplyc_7_7_1_1),
		cmocka_unit_test(script__bet_refused__error_at_the_bet__iplyc_7_8_1_9),
		cmocka_unit_test(script__anomaly_never_happens__error__iplyc_7_7_4_4),
		cmocka_unit_test(script__decline_and_free_seat__answered_from_decide__iplyc_7_9_5_2),
		cmocka_unit_test(script__suite__given_and_awarded_or_impossible__iplyc_7_11_3_1),
		cmocka_unit_test(script__no_banker__remate_cannot_be_answered__iplyc_7_5_4),
		cmocka_unit_test(script__bets_after_ancar__listed_as_in_play__iplyc_7_4),
		cmocka_unit_test(script__action_text__calls_with_amounts__iplyc_8_12),
		cmocka_unit_test(script__banker_bets_punto__error_says_who_banks_and_why__iplyc_7_8_1_6),
		cmocka_unit_test(script__suite_on_first_pase__error_names_banker__iplyc_7_11_3_1),
	};

	return cmocka_run_group_tests(tests, NULL, teardown);
}
