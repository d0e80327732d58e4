/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_session.c: training sessions driven without curses and with a
 * given clock: practice to the end of a shoe, a wrong action scored and
 * play going on from the correct state, amounts typed wrong, the timing,
 * a coup replayed.  Scenario files and procedures: test_session_scenario.c. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "session_fixture.h"
#include "session/session.h"
#include "session/skill_of.h"

static void start(void)
{
	struct diag err;

	memset(&err, 0, sizeof err);
	if (!session_init_scenario(ses, &sc, ".", &err))
		fail_msg("%s", err.message);
}

/* The index of the one choice standing for e. */
static size_t choice_of(const struct choice *c, size_t n,
			const struct game_action *e)
{
	size_t found = n;

	for (size_t i = 0; i < n; i++) {
		if (choice_is(&c[i], e)) {
			assert_true(found == n);
			found = i;
		}
	}
	assert_true(found < n);
	return found < n ? found : 0;
}

static void finish(void)
{
	for (int guard = 0; guard < 5000 && !session_over(ses); guard++)
		right(0);
	assert_true(session_over(ses));
}

/* "2H 3S KD KC 8C": Punto 2H KD = 2 draws the 8C (0); Banca 3S KC = 3,
 * Punto's third card an 8: Banca stands (IPLyC 7.4.2), "¡3 por 0!". */
static void pase_banca_three(int n_coups)
{
	scenario("2H 3S KD KC 8C  9C 4H KD 3H", n_coups);
	add_bet(0, BETO, CHANCE_PUNTO, 500);
	add_bet(0, CARLA, CHANCE_BANCA, 1000);
	if (n_coups > 1)
		add_bet(1, HUGO, CHANCE_PUNTO, 300);
	start();
}

/* A practice shoe played right through, every action the correct choice
 * (with the amount typed where it is needed): no mistake, every skill of
 * the table scored, the shoe ends with "¡Ha sido el último pase!" and the
 * new shoe (IPLyC 7.13.1). */
static void session__practice_whole_shoe_all_right__every_skill_scored__iplyc_7_13_1(void **state)
{
	struct rules r;
	struct session_summary sum;
	const struct game_action *last;
	uint64_t now = 0;
	int n = 0;

	(void)state;
	rules_init(&r);
	assert_int_equal(session_init_practice(ses, &r, 1, 6), STATUS_OK);
	assert_true(session_hints(ses));
	assert_int_equal(session_kind(ses), SESSION_PRACTICE);
	session_mark(ses, now);
	while (!session_over(ses) && n < 5000) {
		struct choice c[CHOICES_MAX];
		struct game_action e = expected();
		struct verdict v;
		size_t k, nc;

		assert_int_equal(session_choices(ses, c, CHOICES_MAX, &nc),
				 STATUS_OK);
		k = choice_of(c, nc, &e);
		now += 700;
		/* The figure typed: an amount, or the totals (69). */
		assert_int_equal(session_act_choice(ses, &c[k],
						    choice_typed_figure(&c[k], &e),
						    now, &v), STATUS_OK);
		assert_true(v.right);
		assert_int_equal(v.ms, 700);
		n++;
	}
	assert_true(session_over(ses));
	last = game_last_action(session_game(ses));
	assert_non_null(last);
	assert_int_equal(last->kind, GAME_ACT_NEW_SHOE);
	session_summary(ses, &sum);
	assert_int_equal(sum.actions, n);
	assert_int_equal(sum.mistakes, 0);
	assert_true(sum.accuracy == 1.0);
	assert_true(sum.score > 99.999);
	assert_true(sum.passed);
	assert_true(session_coup(ses) > 40);
	for (int k = SKILL_DEALING; k <= SKILL_PAYOUTS; k++) {
		assert_true(sum.skill[k].actions > 0);
		assert_int_equal(sum.skill[k].median_ms, 700);
	}
	assert_int_equal(sum.skill[SKILL_SHUFFLE].actions, 0);
	assert_int_equal(sum.total_ms, 700 * (int64_t)n);
	/* Nothing can be done once it is over. */
	assert_int_equal(session_act(ses, last, now, NULL), STATUS_NOT_ALLOWED);
}

/* IPLyC 7.4.2: "Teniendo 3 y dando al Punto 8 Planta".  The trainee draws
 * a card for Banca: wrong, with the expected stand, the rule and its
 * article; the session stands for him and play goes on from there. */
static void session__banca_draws_on_three_against_eight__wrong_then_play_goes_on__iplyc_7_4_2(void **state)
{
	struct game_action e, given;
	struct verdict v;
	const struct session_record *rec;
	const card_t *cards;
	char text[512];

	(void)state;
	pase_banca_three(1);
	e = until(GAME_ACT_COUP, COUP_BANCA_STANDS);
	given = e;
	given.step = COUP_BANCA_DRAWS;
	assert_int_equal(shoe_peek(game_shoe(session_game(ses)), 0,
				   &given.card), STATUS_OK);
	assert_int_equal(session_act(ses, &given, 0, &v), STATUS_OK);
	assert_false(v.right);
	assert_false(v.wrong_amount);
	assert_int_equal(v.expected.step, COUP_BANCA_STANDS);
	assert_int_equal(v.given.step, COUP_BANCA_DRAWS);
	assert_int_equal(v.rule, RULE_BANCA_TABLE);
	assert_string_equal(v.article, "IPLyC 7.4.2");
	assert_int_equal(v.skill, SKILL_DRAWING);
	assert_int_equal(v.coup, 1);
	session_explain(ses, &v, text, sizeof text);
	/* The case itself, not the whole table: Banca 3 against an 8. */
	assert_string_equal(text, "Banca has 3 and Punto's third card is worth 8: with 3 Banca draws unless Punto's third card is an 8, so Banca stands. (IPLyC 7.4.2)");
	/* Banca stood: two cards, and the totals are due, Banca's first. */
	e = expected();
	assert_int_equal(e.step, COUP_ANNOUNCE_TOTALS);
	assert_int_equal(e.banca_total, 3);
	assert_int_equal(e.punto_total, 0);
	assert_int_equal(coup_banca_cards(game_coup(session_game(ses)), &cards),
			 2);
	/* The record keeps the mistake. */
	rec = session_mistake(ses, 0);
	assert_non_null(rec);
	assert_string_equal(rec->expected_key, "banca_stands");
	assert_string_equal(rec->given_key, "banca_draws");
	assert_string_equal(rec->article, "IPLyC 7.4.2");
	assert_int_equal(rec->coup, 1);
	assert_null(session_mistake(ses, 1));
	finish();
}

/* IPLyC 7.8.1.2: a Banca bet wins 90%: paying 1000 on 1000 is wrong, with
 * the article of the percentage; the bank's own first pase pays 100%
 * (7.8.1.3), typed right. */
static void session__banca_bet_paid_in_full__wrong_amount__iplyc_7_8_1_2(void **state)
{
	struct choice c[CHOICES_MAX];
	struct game_action e;
	struct verdict v;
	const struct choice *pay;
	size_t n;

	(void)state;
	pase_banca_three(1);
	e = until(GAME_ACT_PAY, COUP_DONE);
	assert_int_equal(e.player, CARLA + 1);
	assert_int_equal(e.stake, 1000);
	assert_int_equal(e.amount, 900);
	assert_int_equal(session_choices(ses, c, CHOICES_MAX, &n), STATUS_OK);
	pay = &c[choice_of(c, n, &e)];
	assert_true(pay->needs_amount);
	assert_null(strstr(pay->label, "900"));
	assert_int_equal(session_act_choice(ses, pay, 1000, 0, &v), STATUS_OK);
	assert_false(v.right);
	assert_true(v.wrong_amount);
	assert_int_equal(v.given.amount, 1000);
	assert_int_equal(v.expected.amount, 900);
	assert_int_equal(v.rule, RULE_PAY_BANCA);
	assert_string_equal(v.article, "IPLyC 7.8.1.2");
	assert_int_equal(v.skill, SKILL_PAYOUTS);
	assert_int_equal(session_mistake(ses, 0)->given_amount, 1000);
	/* Play went on: the bank is paid last, at 100% on its first pase. */
	e = expected();
	assert_int_equal(e.kind, GAME_ACT_PAY);
	assert_int_equal(e.place, PLACE_BANK);
	assert_int_equal(e.amount, 1000);
	assert_int_equal(session_choices(ses, c, CHOICES_MAX, &n), STATUS_OK);
	pay = &c[choice_of(c, n, &e)];
	assert_int_equal(session_act_choice(ses, pay, 1000, 0, &v), STATUS_OK);
	assert_true(v.right);
	assert_false(v.wrong_amount);
	finish();
}

/* IPLyC 7.8.1.3: the bank wins 100% on its odd pases, 90% on the even
 * ones: on its second pase, paying it in full is wrong with that article. */
static void session__bank_second_pase_paid_in_full__wrong_amount__iplyc_7_8_1_3(void **state)
{
	struct game_action e;
	struct verdict v;

	(void)state;
	scenario("2H 3S KD KC 8C", 1);
	sc.start.pase = 2;
	start();
	e = until(GAME_ACT_PAY, COUP_DONE);
	assert_int_equal(e.place, PLACE_BANK);
	assert_int_equal(e.amount, 900);
	e.amount = 1000;
	assert_int_equal(session_act(ses, &e, 0, &v), STATUS_OK);
	assert_false(v.right);
	assert_true(v.wrong_amount);
	assert_int_equal(v.rule, RULE_PAY_BANK);
	assert_string_equal(v.article, "IPLyC 7.8.1.3");
	finish();
}

/* IPLyC 7.8.1.5: a marcando bet plays half its value: paying it in full
 * is wrong, with that article (not the paying order's). */
static void session__marcando_paid_in_full__wrong_amount__iplyc_7_8_1_5(void **state)
{
	struct game_action e;
	struct verdict v;

	(void)state;
	scenario("9C 4H KD 3H", 1);
	add_bet(0, BETO, CHANCE_PUNTO, 500);
	add_bet(0, CARLA, CHANCE_PUNTO, 1000);
	sc.coups[0].bets[1].marcando = true;
	start();
	for (;;) {
		e = until(GAME_ACT_PAY, COUP_DONE);
		if (e.player == CARLA + 1)
			break;
		right(0);
	}
	assert_int_equal(e.amount, 500);
	e.amount = 1000;
	assert_int_equal(session_act(ses, &e, 0, &v), STATUS_OK);
	assert_true(v.wrong_amount);
	assert_int_equal(v.rule, RULE_MARCANDO);
	assert_string_equal(v.article, "IPLyC 7.8.1.5");
	finish();
}

/* The time of an action is measured from when its step became current:
 * the last action, or session_mark(); the clock is the caller's. */
static void session__timing__from_the_step_shown_to_the_action(void **state)
{
	struct verdict v;

	(void)state;
	pase_banca_three(1);
	/* Never shown: nothing to measure. */
	v = right(5000);
	assert_int_equal(v.ms, 0);
	v = right(5750);
	assert_int_equal(v.ms, 750);
	session_mark(ses, 9000);
	v = right(9250);
	assert_int_equal(v.ms, 250);
	assert_int_equal(session_record(ses, 2)->ms, 250);
	/* A clock that goes back measures nothing. */
	v = right(100);
	assert_int_equal(v.ms, 0);
}

/* Scenario 2 coups; a mistake in the first.  Replaying the first coup
 * deals the same cards from its start; the replay is recorded, not
 * scored, and play returns to where it was (the end). */
static void session__replay_coup__same_cards_not_scored_play_resumes(void **state)
{
	struct session_summary before, after;
	struct game_action e, given, first[64];
	size_t n_first = 0, records;

	(void)state;
	pase_banca_three(2);
	e = expected();
	assert_int_equal(e.kind, GAME_ACT_PLACE_BETS);
	while (session_coup(ses) == 1) {
		e = expected();
		assert_true(n_first < 64);
		first[n_first++] = e;
		given = e;
		if (e.kind == GAME_ACT_COUP && e.step == COUP_BANCA_STANDS)
			given.step = COUP_CALL_NO_FIVE;
		session_act(ses, &given, 0, NULL);
	}
	finish();
	session_summary(ses, &before);
	assert_int_equal(before.mistakes, 1);
	assert_int_equal(session_mistake(ses, 0)->coup, 1);
	records = session_record_count(ses);

	assert_int_equal(session_replay_coup(ses, 3), STATUS_BAD_ARGUMENT);
	assert_int_equal(session_replay_coup(ses, 1), STATUS_OK);
	assert_true(session_replaying(ses));
	assert_false(session_over(ses));
	assert_int_equal(session_coup(ses), 1);
	assert_int_equal(session_replay_coup(ses, 1), STATUS_NOT_ALLOWED);
	for (size_t i = 0; i < n_first; i++) {
		e = expected();
		assert_true(choice_same_action(&e, &first[i]));
		right(0);
	}
	assert_false(session_replaying(ses));
	assert_true(session_over(ses));
	assert_int_equal(session_record_count(ses), records + n_first);
	assert_true(session_record(ses, records)->replay);
	session_summary(ses, &after);
	assert_int_equal(after.actions, before.actions);
	assert_int_equal(after.mistakes, 1);
}

/* Practice: a coup replayed in the middle of the shoe; when it closes,
 * play is where it was. */
static void session__practice_replay__resumes_where_it_was(void **state)
{
	struct rules r;
	struct game_action here, e;

	(void)state;
	rules_init(&r);
	assert_int_equal(session_init_practice(ses, &r, 7, 5), STATUS_OK);
	while (session_coup(ses) < 5)
		right(0);
	right(0);
	here = expected();
	assert_int_equal(session_replay_coup(ses, 3), STATUS_OK);
	assert_int_equal(session_coup(ses), 3);
	while (session_replaying(ses))
		right(0);
	assert_int_equal(session_coup(ses), 5);
	e = expected();
	assert_true(choice_same_action(&e, &here));
	/* Leaving a replay halfway also resumes. */
	assert_int_equal(session_replay_coup(ses, 2), STATUS_OK);
	right(0);
	session_replay_end(ses);
	assert_false(session_replaying(ses));
	e = expected();
	assert_true(choice_same_action(&e, &here));
}

/* What a recorder heard (session__observer__…). */
struct heard {
	size_t calls;
	char last_key;
	bool fail;
};

static bool heard_acted(void *ctx, const struct session *s, size_t index,
			const struct verdict *v)
{
	struct heard *h = ctx;

	assert_non_null(v);
	assert_int_equal(index, session_record_count(s) - 1);
	h->last_key = session_record(s, index)->choice_key;
	h->calls++;
	return !h->fail;
}

/* Acts the correct choice now; returns its key. */
static char act_right_choice(void)
{
	struct choice c[CHOICES_MAX];
	struct game_action e = expected();
	struct verdict v;
	size_t k, nc;

	assert_int_equal(session_choices(ses, c, CHOICES_MAX, &nc), STATUS_OK);
	k = choice_of(c, nc, &e);
	assert_int_equal(session_act_choice(ses, &c[k],
					    choice_typed_figure(&c[k], &e),
					    0, &v), STATUS_OK);
	return c[k].key;
}

/* The trainer records every action itself, whatever the front end: the
 * session tells its recorder of each action acted through a choice, the
 * key picked already in the record; a recorder that fails is reported;
 * a replayed coup is not recorded again. */
static void session__observer__told_of_every_action_by_the_session(void **state)
{
	struct heard h = { 0, 0, false };
	struct session_observer obs = { .ctx = &h, .acted = heard_acted };
	size_t played = 0;

	(void)state;
	pase_banca_three(1);
	session_set_observer(ses, &obs);
	while (!session_over(ses) && played < 500) {
		char key;

		h.fail = played == 3;
		key = act_right_choice();
		played++;
		assert_int_equal(h.calls, played);
		assert_int_equal(h.last_key, key);
		assert_true(session_record_failed(ses) == (played == 4));
	}
	assert_true(session_over(ses));
	assert_int_equal(session_replay_coup(ses, 1), STATUS_OK);
	while (session_replaying(ses))
		act_right_choice();
	assert_int_equal(h.calls, played);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(session__observer__told_of_every_action_by_the_session, setup, teardown),
		cmocka_unit_test_setup_teardown(session__practice_whole_shoe_all_right__every_skill_scored__iplyc_7_13_1, setup, teardown),
		cmocka_unit_test_setup_teardown(session__banca_draws_on_three_against_eight__wrong_then_play_goes_on__iplyc_7_4_2, setup, teardown),
		cmocka_unit_test_setup_teardown(session__banca_bet_paid_in_full__wrong_amount__iplyc_7_8_1_2, setup, teardown),
		cmocka_unit_test_setup_teardown(session__bank_second_pase_paid_in_full__wrong_amount__iplyc_7_8_1_3, setup, teardown),
		cmocka_unit_test_setup_teardown(session__marcando_paid_in_full__wrong_amount__iplyc_7_8_1_5, setup, teardown),
		cmocka_unit_test_setup_teardown(session__timing__from_the_step_shown_to_the_action, setup, teardown),
		cmocka_unit_test_setup_teardown(session__replay_coup__same_cards_not_scored_play_resumes, setup, teardown),
		cmocka_unit_test_setup_teardown(session__practice_replay__resumes_where_it_was, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
