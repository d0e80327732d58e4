/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_session_score.c: the summary of a session: accuracy, median and
 * mean times per skill, the scenario's weights, the pass mark and the
 * time limit.  The expected figures are worked out here from the
 * scenario's answer key (script.h) and the clock the test gives. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "session/session.h"
#include "session/skill_of.h"

enum { ANA, BETO, CARLA };

static struct scenario sc;
static struct session *ses;
static struct script *run;
static struct script_key key;

static int setup(void **state)
{
	(void)state;
	ses = calloc(1, sizeof *ses);
	run = malloc(sizeof *run);
	memset(&key, 0, sizeof key);
	return ses != NULL && run != NULL ? 0 : -1;
}

static int teardown(void **state)
{
	(void)state;
	session_free(ses);
	free(ses);
	free(run);
	script_key_free(&key);
	return 0;
}

static void add_bet(int player, enum scenario_chance on, int64_t amount)
{
	struct scenario_bet *b = &sc.coups[0].bets[sc.coups[0].n_bets++];

	b->player = player;
	b->on = on;
	b->amount = amount;
}

/* IPLyC: Punto 2H KD draws the 8C; Banca 3S KC stands (7.4.2); Banca
 * wins.  Beto 500 on Punto (he turns the cards), Carla 1000 on Banca. */
static void scenario(void)
{
	static const char *const names[] = { "Ana", "Beto", "Carla" };
	size_t n = 0, off = 0;
	struct diag err;

	memset(&sc, 0, sizeof sc);
	strcpy(sc.file, "drill.yaml");
	rules_init(&sc.rules);
	sc.table_min = 100;
	sc.table_max = 10000;
	sc.seats = 7;
	for (int i = 0; i < 3; i++) {
		strcpy(sc.players[i].name, names[i]);
		sc.players[i].seat = i + 1;
	}
	sc.n_players = 3;
	sc.start.banker = ANA;
	sc.start.salida = 1000;
	sc.start.pase = 1;
	sc.start.suite_giver = -1;
	sc.shoe.seed = 3;
	assert_int_equal(card_parse_list("2H 3S KD KC 8C", sc.shoe.top,
					 SCENARIO_CARDS_MAX, &n, &off),
			 STATUS_OK);
	sc.shoe.n_top = n;
	sc.n_coups = 1;
	add_bet(BETO, CHANCE_PUNTO, 500);
	add_bet(CARLA, CHANCE_BANCA, 1000);
	sc.scoring.hints = true;
	sc.scoring.pass_mark = 80;
	for (int k = 0; k < SKILL__COUNT; k++)
		sc.scoring.weights[k] = 1;
	assert_true(script_init(run, &sc, &err));
	assert_true(script_run(run, &key, &err));
}

/* The mistakes of these tests: Banca drawing on 3 against an 8, and
 * Carla's 90% paid in full. */
static bool is_mistake(const struct game_action *a)
{
	return (a->kind == GAME_ACT_COUP && a->step == COUP_BANCA_STANDS) ||
	       (a->kind == GAME_ACT_PAY && a->player == CARLA + 1);
}

/* The i-th action takes 100 (i + 1) ms. */
static int64_t ms_of(size_t i)
{
	return 100 * ((int64_t)i + 1);
}

/* Plays the key (with its two mistakes) up to stop actions, a hint
 * shown before action hint_at. */
static void play_some(size_t hint_at, size_t stop)
{
	struct diag err;
	uint64_t now = 50000;
	size_t i = 0;

	assert_true(session_init_scenario(ses, &sc, ".", &err));
	session_mark(ses, now);
	while (!session_over(ses) && i < stop) {
		struct game_action e;
		struct verdict v;

		if (i == hint_at)
			session_hint_shown(ses);
		assert_int_equal(session_expected(ses, &e), STATUS_OK);
		assert_true(choice_same_action(&e, &key.actions[i]));
		if (is_mistake(&e)) {
			if (e.kind == GAME_ACT_PAY)
				e.amount = e.stake;
			else
				e.step = COUP_BANCA_DRAWS;
		}
		now += (uint64_t)ms_of(i);
		assert_int_equal(session_act(ses, &e, now, &v), STATUS_OK);
		assert_int_equal(v.right, !is_mistake(&key.actions[i]));
		assert_int_equal(v.ms, ms_of(i));
		i++;
	}
	if (stop >= key.n_actions)
		assert_int_equal(i, key.n_actions);
}

static void play(void)
{
	play_some(SIZE_MAX, SIZE_MAX);
}

static int cmp(const void *pa, const void *pb)
{
	int64_t a = *(const int64_t *)pa, b = *(const int64_t *)pb;

	return a < b ? -1 : a > b;
}

/* What the summary must say, worked out from the key. */
struct expect {
	int actions[SKILL__COUNT], right[SKILL__COUNT];
	int64_t median[SKILL__COUNT];
	double mean[SKILL__COUNT];
	double score;
	int64_t total;
};

static void expect(struct expect *x)
{
	int64_t ms[256];
	double wsum = 0, wacc = 0;

	memset(x, 0, sizeof *x);
	for (int k = 0; k < SKILL__COUNT; k++) {
		size_t n = 0;

		for (size_t i = 0; i < key.n_actions; i++) {
			const struct game_action *a = &key.actions[i];

			if (skill_of_action(a) != (enum skill)k)
				continue;
			x->actions[k]++;
			x->right[k] += !is_mistake(a);
			x->mean[k] += (double)ms_of(i);
			ms[n++] = ms_of(i);
		}
		if (n == 0)
			continue;
		x->mean[k] /= (double)n;
		qsort(ms, n, sizeof ms[0], cmp);
		x->median[k] = n % 2 ? ms[n / 2] : (ms[n / 2 - 1] + ms[n / 2]) / 2;
		wsum += sc.scoring.weights[k];
		wacc += sc.scoring.weights[k] * (double)x->right[k] / (double)n;
	}
	for (size_t i = 0; i < key.n_actions; i++)
		x->total += ms_of(i);
	x->score = 100.0 * wacc / wsum;
}

static bool near(double a, double b)
{
	return a - b < 1e-9 && b - a < 1e-9;
}

/* Per skill: actions, right answers, accuracy, median and mean times;
 * overall: accuracy and the score with every skill weighing 1. */
static void score__per_skill_accuracy_and_times(void **state)
{
	struct session_summary s;
	struct expect x;

	(void)state;
	scenario();
	play();
	expect(&x);
	session_summary(ses, &s);
	assert_int_equal(s.actions, (int)key.n_actions);
	assert_int_equal(s.mistakes, 2);
	assert_true(near(s.accuracy, (double)(key.n_actions - 2) /
					(double)key.n_actions));
	for (int k = 0; k < SKILL__COUNT; k++) {
		assert_int_equal(s.skill[k].actions, x.actions[k]);
		assert_int_equal(s.skill[k].right, x.right[k]);
		assert_int_equal(s.skill[k].median_ms, x.median[k]);
		assert_true(near(s.skill[k].mean_ms, x.mean[k]));
		assert_int_equal(s.skill[k].weight, 1);
	}
	/* Drawing: Punto's third card right, Banca's stand wrong. */
	assert_int_equal(s.skill[SKILL_DRAWING].actions, 2);
	assert_true(near(s.skill[SKILL_DRAWING].accuracy, 0.5));
	assert_true(near(s.score, x.score));
	assert_int_equal(s.total_ms, x.total);
	assert_int_equal(s.pass_mark, 80);
	assert_int_equal(s.passed, s.score >= 80);
}

/* The scenario's weights: drawing counting three times brings its
 * mistake's weight up and the score down. */
static void score__weights__skill_weighed_as_the_scenario_says(void **state)
{
	struct session_summary even, heavy;
	struct expect x;

	(void)state;
	scenario();
	play();
	session_summary(ses, &even);
	session_free(ses);
	sc.scoring.weights[SKILL_DRAWING] = 3;
	sc.scoring.weights[SKILL_ROTATION] = 0;
	play();
	expect(&x);
	session_summary(ses, &heavy);
	assert_int_equal(heavy.skill[SKILL_DRAWING].weight, 3);
	assert_true(near(heavy.score, x.score));
	assert_true(heavy.score < even.score);
}

/* Pass or fail against the pass mark. */
static void score__pass_mark__pass_and_fail(void **state)
{
	struct session_summary s;

	(void)state;
	scenario();
	sc.scoring.pass_mark = 50;
	play();
	session_summary(ses, &s);
	assert_true(s.score >= 50 && s.score < 100);
	assert_true(s.passed);
	session_free(ses);
	sc.scoring.pass_mark = 100;
	play();
	session_summary(ses, &s);
	assert_false(s.passed);
}

/* The time limit: the actions' time against it; over it, the drill is
 * failed whatever the score. */
static void score__time_limit__exceeded_fails(void **state)
{
	struct session_summary s;
	struct expect x;
	char text[256];

	(void)state;
	scenario();
	expect(&x);
	sc.scoring.pass_mark = 50;
	sc.scoring.time_limit = (int)(x.total / 1000) + 1;
	play();
	session_summary(ses, &s);
	assert_false(s.time_exceeded);
	assert_false(session_time_exceeded(ses));
	assert_true(s.passed);
	session_free(ses);
	sc.scoring.time_limit = (int)(x.total / 1000) - 1;
	play();
	session_summary(ses, &s);
	assert_int_equal(s.time_limit, sc.scoring.time_limit);
	assert_true(s.time_exceeded);
	assert_true(session_time_exceeded(ses));
	assert_false(s.passed);
	/* The reason is given, never a bare NOT PASSED. */
	assert_int_equal(s.fail, SESSION_FAIL_TIMED_OUT);
	session_verdict_text(&s, text, sizeof text);
	assert_string_equal(text, "NOT PASSED: timed out, over the time limit.");
}

/* The mistakes in order, with their articles and coups. */
static void score__mistakes_listed_with_articles(void **state)
{
	const struct session_record *m;

	(void)state;
	scenario();
	play();
	m = session_mistake(ses, 0);
	assert_non_null(m);
	assert_string_equal(m->expected_key, "banca_stands");
	assert_string_equal(m->article, "IPLyC 7.4.2");
	assert_int_equal(m->skill, SKILL_DRAWING);
	assert_int_equal(m->coup, 1);
	m = session_mistake(ses, 1);
	assert_non_null(m);
	assert_string_equal(m->expected_key, "pay");
	assert_true(m->wrong_amount);
	assert_int_equal(m->expected.amount, 900);
	assert_int_equal(m->given_amount, 1000);
	assert_string_equal(m->article, "IPLyC 7.8.1.2");
	assert_null(session_mistake(ses, 2));
}

/* A skill is judged against its own mark: Payouts with one mistake
 * fails a mark of 100 however good the mean of the others. */
static void score__skill_below_its_own_mark__fails_with_that_skill(void **state)
{
	struct session_summary s;
	char text[256];

	(void)state;
	scenario();
	sc.scoring.pass_mark = 50;
	sc.scoring.pass_marks[SKILL_PAYOUTS] = 100;
	sc.scoring.pass_mark_set[SKILL_PAYOUTS] = true;
	play();
	session_summary(ses, &s);
	assert_true(s.score >= 50);
	assert_int_equal(s.skill[SKILL_PAYOUTS].pass_mark, 100);
	assert_int_equal(s.skill[SKILL_DRAWING].pass_mark, 50);
	assert_true(s.skill[SKILL_DRAWING].passed);
	assert_false(s.skill[SKILL_PAYOUTS].passed);
	assert_false(s.passed);
	assert_int_equal(s.fail, SESSION_FAIL_SKILL);
	assert_int_equal(s.fail_skill, SKILL_PAYOUTS);
	assert_string_equal(session_fail_key(s.fail), "skill");
	session_verdict_text(&s, text, sizeof text);
	assert_non_null(strstr(text, "NOT PASSED: Payouts"));
	assert_non_null(strstr(text, "below its mark of 100%"));
}

/* A wrong stand and a wrong payment are critical errors: an exam allows
 * none by default, max_critical allows them. */
static void score__critical_errors__exam_allows_none_by_default(void **state)
{
	struct session_summary s;
	char text[256];

	(void)state;
	scenario();
	sc.kind = SCENARIO_EXAM;
	sc.scoring.pass_mark = 50;
	play();
	session_summary(ses, &s);
	assert_int_equal(s.critical, 2);
	assert_int_equal(s.skill[SKILL_DRAWING].critical, 1);
	assert_int_equal(s.skill[SKILL_PAYOUTS].critical, 1);
	assert_int_equal(s.max_critical, 0);
	assert_true(s.skill[SKILL_DRAWING].passed);
	assert_false(s.passed);
	assert_int_equal(s.fail, SESSION_FAIL_CRITICAL);
	session_verdict_text(&s, text, sizeof text);
	assert_string_equal(text, "NOT PASSED: 2 critical errors, 0 allowed.");
	session_free(ses);
	sc.scoring.max_critical = 2;
	sc.scoring.max_critical_set = true;
	play();
	session_summary(ses, &s);
	assert_true(s.passed);
	assert_int_equal(s.fail, SESSION_FAIL_NONE);
	/* A drill teaches: no limit unless the scenario sets one. */
	session_free(ses);
	sc.kind = SCENARIO_DRILL;
	sc.scoring.max_critical_set = false;
	play();
	session_summary(ses, &s);
	assert_int_equal(s.max_critical, -1);
	assert_true(s.passed);
}

/* Which decisions are critical is the scenario's: collections only
 * make neither mistake critical. */
static void score__critical_kinds__as_the_scenario_names_them(void **state)
{
	struct session_summary s;

	(void)state;
	scenario();
	sc.kind = SCENARIO_EXAM;
	sc.scoring.pass_mark = 50;
	sc.scoring.critical = CRITICAL_COLLECTIONS;
	sc.scoring.critical_set = true;
	play();
	session_summary(ses, &s);
	assert_int_equal(s.critical, 0);
	assert_true(s.passed);
	assert_null(session_mistake(ses, 2));
	assert_false(session_mistake(ses, 0)->critical);
}

/* Only the declared skills are scored: a drill of dealing passes with a
 * wrong stand and a wrong payment, which are not its subject; they are
 * still its mistakes and its critical errors (a drill allows any). */
static void score__declared_skills__only_they_are_scored(void **state)
{
	struct session_summary s;
	struct expect x;

	(void)state;
	scenario();
	sc.skills[SKILL_DEALING] = true;
	sc.scoring.pass_mark = 100;
	play();
	expect(&x);
	session_summary(ses, &s);
	assert_true(s.skill[SKILL_DEALING].examined);
	assert_false(s.skill[SKILL_DRAWING].examined);
	assert_false(s.skill[SKILL_PAYOUTS].passed);
	assert_int_equal(s.actions, x.actions[SKILL_DEALING]);
	assert_int_equal(s.unexamined,
			 (int)key.n_actions - x.actions[SKILL_DEALING]);
	assert_int_equal(s.mistakes, 2);
	assert_int_equal(s.critical, 2);
	assert_true(s.passed);
	/* Declaring drawing too brings its mistake into the marks. */
	session_free(ses);
	sc.skills[SKILL_DRAWING] = true;
	play();
	session_summary(ses, &s);
	assert_int_equal(s.mistakes, 2);
	assert_false(s.passed);
	assert_int_equal(s.fail_skill, SKILL_DRAWING);
}

/* A wrong payment and a wrong stand are critical whichever skills an
 * exam examines: an exam of dealing alone, all its dealing right, is not
 * passed with them (crupier-scenario(5), scoring.critical). */
static void score__critical_errors__count_in_every_skill(void **state)
{
	struct session_summary s;
	char text[256];

	(void)state;
	scenario();
	sc.kind = SCENARIO_EXAM;
	sc.skills[SKILL_DEALING] = true;
	sc.scoring.pass_mark = 80;
	play();
	session_summary(ses, &s);
	assert_true(s.skill[SKILL_DEALING].passed);
	assert_false(s.skill[SKILL_PAYOUTS].examined);
	assert_int_equal(s.critical, 2);
	assert_int_equal(s.mistakes, 2);
	assert_false(s.passed);
	assert_int_equal(s.fail, SESSION_FAIL_CRITICAL);
	session_verdict_text(&s, text, sizeof text);
	assert_string_equal(text, "NOT PASSED: 2 critical errors, 0 allowed.");
	/* Naming fewer kinds critical leaves the others out. */
	session_free(ses);
	sc.scoring.critical = CRITICAL_COLLECTIONS;
	sc.scoring.critical_set = true;
	play();
	session_summary(ses, &s);
	assert_int_equal(s.critical, 0);
	assert_true(s.passed);
}

/* Percents are rounded down: 100% only without a mistake. */
static void score__percent__never_a_hundred_with_a_mistake(void **state)
{
	(void)state;
	assert_int_equal(session_percent(199, 200), 99);
	assert_int_equal(session_percent(200, 200), 100);
	assert_int_equal(session_percent(2, 3), 66);
	assert_int_equal(session_percent(0, 0), 0);
	assert_int_equal(session_score_percent(99.99), 99);
	assert_int_equal(session_score_percent(100.0), 100);
	assert_int_equal(session_score_percent(74.9999), 74);
	assert_int_equal(session_score_percent(75.0), 75);
}

/* Stopped half-way, an attempt is not passed, and says why. */
static void score__incomplete__not_passed_with_the_reason(void **state)
{
	struct session_summary s;
	char text[256];

	(void)state;
	scenario();
	sc.scoring.pass_mark = 10;
	play_some(SIZE_MAX, 3);
	session_summary(ses, &s);
	assert_int_equal(s.actions, 3);
	assert_int_equal(s.mistakes, 0);
	assert_false(s.complete);
	assert_false(s.passed);
	assert_int_equal(s.fail, SESSION_FAIL_INCOMPLETE);
	assert_int_equal(session_fail_by_key("incomplete"),
			 SESSION_FAIL_INCOMPLETE);
	session_verdict_text(&s, text, sizeof text);
	assert_non_null(strstr(text, "NOT PASSED: incomplete"));
}

/* A hint is for one step: the action after it is recorded with it and
 * counts as not right, the next one is not; free hints do not count. */
static void score__hint__one_step_recorded_not_right(void **state)
{
	struct session_summary s, plain;

	(void)state;
	scenario();
	play();
	session_summary(ses, &plain);
	session_free(ses);
	play_some(0, SIZE_MAX);
	assert_true(session_record(ses, 0)->hint);
	assert_true(session_record(ses, 0)->right);
	assert_false(session_record(ses, 1)->hint);
	session_summary(ses, &s);
	assert_int_equal(s.hints, 1);
	assert_int_equal(s.right, plain.right - 1);
	assert_int_equal(s.mistakes, plain.mistakes);
	session_free(ses);
	sc.scoring.free_hints = 1;
	play_some(0, SIZE_MAX);
	session_summary(ses, &s);
	assert_int_equal(s.hints, 1);
	assert_int_equal(s.free_hints, 1);
	assert_int_equal(s.right, plain.right);
	/* Without hints (an exam), showing one records nothing. */
	session_free(ses);
	sc.scoring.hints = false;
	play_some(0, SIZE_MAX);
	assert_false(session_record(ses, 0)->hint);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(score__per_skill_accuracy_and_times, setup, teardown),
		cmocka_unit_test_setup_teardown(score__weights__skill_weighed_as_the_scenario_says, setup, teardown),
		cmocka_unit_test_setup_teardown(score__pass_mark__pass_and_fail, setup, teardown),
		cmocka_unit_test_setup_teardown(score__time_limit__exceeded_fails, setup, teardown),
		cmocka_unit_test_setup_teardown(score__mistakes_listed_with_articles, setup, teardown),
		cmocka_unit_test_setup_teardown(score__skill_below_its_own_mark__fails_with_that_skill, setup, teardown),
		cmocka_unit_test_setup_teardown(score__critical_errors__exam_allows_none_by_default, setup, teardown),
		cmocka_unit_test_setup_teardown(score__critical_kinds__as_the_scenario_names_them, setup, teardown),
		cmocka_unit_test_setup_teardown(score__critical_errors__count_in_every_skill, setup, teardown),
		cmocka_unit_test_setup_teardown(score__declared_skills__only_they_are_scored, setup, teardown),
		cmocka_unit_test_setup_teardown(score__percent__never_a_hundred_with_a_mistake, setup, teardown),
		cmocka_unit_test_setup_teardown(score__incomplete__not_passed_with_the_reason, setup, teardown),
		cmocka_unit_test_setup_teardown(score__hint__one_step_recorded_not_right, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
