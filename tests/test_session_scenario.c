/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_session_scenario.c: sessions of scenario files (the answer key of
 * `crupier judge`, an anomaly's ruling, an exam without hints, a
 * scenario refused at the start) and of procedures (making the shoe, the
 * deck check). */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "scenario/scenario_load.h"
#include "session_fixture.h"
#include "session/session.h"
#include "session/skill_of.h"

static char srcdir[2048];

static void finish(void)
{
	for (int guard = 0; guard < 5000 && !session_over(ses); guard++)
		right(0);
	assert_true(session_over(ses));
}

static void path_in(char *buf, size_t size, const char *rel)
{
	snprintf(buf, size, "%s/%s", srcdir, rel);
}

static void load(const char *rel)
{
	char path[4096], rules_dir[4096];
	struct diag_list errs;
	bool ok;

	path_in(path, sizeof path, rel);
	path_in(rules_dir, sizeof rules_dir, "data/rules");
	diag_list_init(&errs);
	ok = scenario_load(path, rules_dir, &sc, &errs);
	if (!ok)
		fail_msg("%s: %s", path, errs.count > 0 ? errs.items[0].message
							: "?");
	diag_list_free(&errs);
}

/* A scenario file: the session asks for exactly the answer key of
 * `crupier judge` (IPLyC 8.4.2.4.1: Beto says pido), coup by coup. */
static void session__scenario_file__plays_its_answer_key__iplyc_8_4_2_4_1(void **state)
{
	struct script *run = malloc(sizeof *run);
	struct script_key key;
	struct diag err;
	char data[4096];
	size_t i = 0;

	(void)state;
	assert_non_null(run);
	load("tests/judge/iplyc-pase.yaml");
	memset(&key, 0, sizeof key);
	assert_true(script_init(run, &sc, &err) && script_run(run, &key, &err));
	path_in(data, sizeof data, "data");
	assert_true(session_init_scenario(ses, &sc, data, &err));
	assert_int_equal(session_kind(ses), SESSION_SCENARIO);
	assert_true(session_hints(ses));
	while (!session_over(ses)) {
		struct game_action e = expected();

		assert_true(i < key.n_actions);
		assert_true(choice_same_action(&e, &key.actions[i]));
		assert_int_equal(session_coup(ses),
				 i < key.coups[0].count ? 1 : 2);
		right(0);
		i++;
	}
	assert_int_equal(i, key.n_actions);
	script_key_free(&key);
	free(run);
}

/* IPLyC 7.9.8.3: at the trainer's table too, after "¡Sabot en espera!"
 * the next coup resumes play with a new remate, and the session asks for
 * the judge's answer key to its end. */
static void session__sabot_waited__play_resumes_with_remate__iplyc_7_9_8_3(void **state)
{
	struct script *run = malloc(sizeof *run);
	struct script_key key;
	struct diag err;
	char data[4096];
	size_t i = 0;
	bool remate = false;

	(void)state;
	assert_non_null(run);
	load("scenarios/iplyc-rotation-resume-remate.yaml");
	memset(&key, 0, sizeof key);
	assert_true(script_init(run, &sc, &err) && script_run(run, &key, &err));
	path_in(data, sizeof data, "data");
	assert_true(session_init_scenario(ses, &sc, data, &err));
	while (!session_over(ses)) {
		struct game_action e = expected();

		assert_true(i < key.n_actions);
		assert_true(choice_same_action(&e, &key.actions[i]));
		if (e.kind == GAME_ACT_REMATE) {
			remate = true;
			assert_int_equal(session_coup(ses), 3);
		}
		right(0);
		i++;
	}
	assert_true(remate);
	assert_int_equal(i, key.n_actions);
	script_key_free(&key);
	free(run);
}

/* IPLyC 7.7.1.1: a card face up is burnt: the ruling is asked of the
 * trainee, scored under anomalies. */
static void session__anomaly_ruling__scored_under_anomalies__iplyc_7_7_1_1(void **state)
{
	struct session_summary sum;
	struct game_action e;
	struct diag err;

	(void)state;
	load("tests/judge/face-up.yaml");
	assert_true(session_init_scenario(ses, &sc, ".", &err));
	e = until(GAME_ACT_RULING, COUP_DONE);
	assert_int_equal(e.anomaly, ANOMALY_FACE_UP);
	assert_true(e.flags & RULING_BURN_CARD);
	assert_string_equal(e.article, "IPLyC 7.7.1.1");
	finish();
	session_summary(ses, &sum);
	assert_int_equal(sum.skill[SKILL_ANOMALIES].actions, 1);
	assert_int_equal(sum.mistakes, 0);
}

/* IPLyC 8.11.2: the lighting fails in part and the superiors cease play
 * (the shipped drill).  The trainee is offered the ruling beside 8.11.3's
 * and others; taking 8.11.3's for it is a mistake explained by the rule
 * with its article, and the session goes on with the right one: the
 * bets handed back, and the session ends with the coup. */
static void session__light_partial_ruling__offered_explained_bets_back__iplyc_8_11_2(void **state)
{
	struct choice c[CHOICES_MAX];
	struct session_summary sum;
	struct game_action e, wrong;
	struct verdict v;
	struct diag err;
	char data[4096], text[2048];
	bool right_offered = false, total_offered = false;
	size_t n;

	(void)state;
	load("scenarios/iplyc-anomaly-lighting-ceases.yaml");
	path_in(data, sizeof data, "data");
	assert_true(session_init_scenario(ses, &sc, data, &err));
	e = until(GAME_ACT_RULING, COUP_DONE);
	assert_int_equal(e.anomaly, ANOMALY_LIGHT_PARTIAL);
	assert_int_equal(e.flags, RULING_SUPERVISOR_DECIDES |
				  RULING_SABOT_TO_CENTRE);
	assert_int_equal(session_choices(ses, c, CHOICES_MAX, &n), STATUS_OK);
	for (size_t i = 0; i < n; i++) {
		if (c[i].action.flags == e.flags) {
			right_offered = true;
			assert_non_null(strstr(c[i].label, "the sabot goes to the centre of the cloth"));
		}
		if (c[i].action.flags == RULING_STOP_AT_ONCE)
			total_offered = true;
	}
	assert_true(right_offered);
	assert_true(total_offered);
	wrong = e;
	wrong.flags = RULING_STOP_AT_ONCE;
	assert_int_equal(session_act(ses, &wrong, 0, &v), STATUS_OK);
	assert_false(v.right);
	assert_string_equal(v.article, "IPLyC 8.11.2");
	session_explain(ses, &v, text, sizeof text);
	assert_non_null(strstr(text, "the superiors decide whether the tables go on or cease"));
	assert_non_null(strstr(text, "(IPLyC 8.11.2)"));
	e = expected();
	assert_int_equal(e.kind, GAME_ACT_RETURN_EXCESS);
	assert_int_equal(e.amount, 500);
	right(0);
	for (int k = 0; k < 4; k++) {
		e = expected();
		assert_int_equal(e.kind, GAME_ACT_RETURN_BET);
		assert_string_equal(e.article, "IPLyC 8.11.2");
		right(0);
	}
	assert_true(session_over(ses));
	session_summary(ses, &sum);
	assert_int_equal(sum.mistakes, 1);
}

/* An exam never shows hints; a scenario the engine cannot play is refused
 * at the start with the coup's place (IPLyC 8.4.2.4.1: no pido or
 * planto written for a 5). */
static void session__exam_no_hints__unplayable_refused_at_start__iplyc_8_4_2_4_1(void **state)
{
	struct diag err;

	(void)state;
	load("tests/e2e/data/exams/iplyc-exam-traditional.yaml");
	assert_int_equal(sc.kind, SCENARIO_EXAM);
	assert_true(session_init_scenario(ses, &sc, ".", &err));
	assert_false(session_hints(ses));
	session_free(ses);

	scenario("5H 4D KS KC 3S 2C", 1);
	add_bet(0, BETO, CHANCE_PUNTO, 500);
	assert_false(session_init_scenario(ses, &sc, ".", &err));
	assert_int_equal(err.line, 30);
	assert_non_null(strstr(err.message, "pido or planto"));
}

/* IPLyC 8.7.1.1: making the shoe at the opening, step by step; a step
 * out of order is wrong with its article, and the session performs the
 * right one so the procedure goes on. */
static void session__procedure_opening__steps_scored__iplyc_8_7_1_1(void **state)
{
	struct session_summary sum;
	struct procedure_step step;
	struct verdict v;
	struct diag err;
	char data[4096], text[1024];
	int reps, n = 0;
	bool wrong_done = false;

	(void)state;
	load("scenarios/iplyc-shuffle-opening.yaml");
	path_in(data, sizeof data, "data");
	assert_true(session_init_scenario(ses, &sc, data, &err));
	assert_int_equal(session_kind(ses), SESSION_PROCEDURE);
	assert_null(session_game(ses));
	assert_int_equal(session_coup(ses), 0);
	assert_int_equal(session_expected(ses, NULL), STATUS_NOT_ALLOWED);
	while (session_expected_step(ses, &step, &reps)) {
		struct choice c[CHOICES_MAX];
		size_t nc, k, found = 0;

		assert_int_equal(session_choices(ses, c, CHOICES_MAX, &nc),
				 STATUS_OK);
		for (k = 0; k < nc; k++)
			if (c[k].op == step.op)
				found++;
		assert_true(found >= 1);
		if (!wrong_done && step.op == PROCEDURE_OP_WASH) {
			/* The ensalada skipped: gathering at once. */
			assert_int_equal(session_act_step(ses,
					 PROCEDURE_OP_GATHER, NULL, 0, 0, &v),
					 STATUS_OK);
			assert_false(v.right);
			assert_int_equal(v.expected_op, PROCEDURE_OP_WASH);
			assert_int_equal(v.skill, SKILL_SHUFFLE);
			assert_string_equal(v.article, "IPLyC 8.7.1.1.2");
			session_explain(ses, &v, text, sizeof text);
			assert_non_null(strstr(text, "(IPLyC 8.7.1.1.2)"));
			/* Explained by what was done: a step left out. */
			assert_non_null(strstr(text, "You went on to \"Gather"));
			assert_non_null(strstr(text, "and left out \"Wash"));
			wrong_done = true;
		} else {
			assert_int_equal(session_act_step(ses, step.op,
					 &step.params, 0, 0, &v), STATUS_OK);
			assert_true(v.right);
		}
		n++;
	}
	assert_true(wrong_done);
	assert_true(session_over(ses));
	assert_true(procedure_done(session_procedure(ses)));
	assert_true(shoe_check(&session_procedure(ses)->shoe, NULL));
	session_summary(ses, &sum);
	assert_int_equal(sum.skill[SKILL_SHUFFLE].actions, n);
	assert_int_equal(sum.mistakes, 1);
	assert_int_equal(session_replay_coup(ses, 1), STATUS_NOT_ALLOWED);
}

/* IPLyC 8.7.1.1.1: a riffle without its fans is explained by the figure
 * given against the one asked, not by the step's description alone. */
static void session__procedure_wrong_figures__explained_by_them__iplyc_8_7_1_1_1(void **state)
{
	struct procedure_step step;
	struct procedure_params p;
	struct verdict v;
	struct diag err;
	char data[4096], text[2048];
	int reps;

	(void)state;
	load("scenarios/iplyc-shuffle-opening.yaml");
	path_in(data, sizeof data, "data");
	assert_true(session_init_scenario(ses, &sc, data, &err));
	assert_true(session_expected_step(ses, &step, &reps));
	assert_int_equal(step.op, PROCEDURE_OP_RIFFLE);
	assert_int_equal(step.params.fans, 2);
	p = step.params;
	p.fans = 0;
	assert_int_equal(session_act_step(ses, step.op, &p, 0, 0, &v),
			 STATUS_OK);
	assert_false(v.right);
	assert_int_equal(v.given_params.fans, 0);
	session_explain(ses, &v, text, sizeof text);
	assert_non_null(strstr(text,
		"The right step, with other figures: 0 fans where the step asks 2."));
	assert_non_null(strstr(text, "(IPLyC 8.7.1.1.1)"));
	/* The riffles were right: not named. */
	assert_null(strstr(text, "riffles where"));
}

/* IPLyC 8.9.8: the deck check, scored as its own skill. */
static void session__procedure_deck_check__own_skill__iplyc_8_9_8(void **state)
{
	struct session_summary sum;
	struct procedure_step step;
	struct diag err;
	char data[4096];

	(void)state;
	load("scenarios/iplyc-deck-check.yaml");
	path_in(data, sizeof data, "data");
	assert_true(session_init_scenario(ses, &sc, data, &err));
	while (session_expected_step(ses, &step, NULL))
		assert_int_equal(session_act_step(ses, step.op, &step.params, 0,
						  0, NULL), STATUS_OK);
	session_summary(ses, &sum);
	assert_true(sum.skill[SKILL_DECK_CHECK].actions >= 10);
	assert_int_equal(sum.mistakes, 0);
	assert_true(sum.passed);
}

int main(void)
{
	const char *top = getenv("top_srcdir");
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(session__scenario_file__plays_its_answer_key__iplyc_8_4_2_4_1, setup, teardown),
		cmocka_unit_test_setup_teardown(session__sabot_waited__play_resumes_with_remate__iplyc_7_9_8_3, setup, teardown),
		cmocka_unit_test_setup_teardown(session__anomaly_ruling__scored_under_anomalies__iplyc_7_7_1_1, setup, teardown),
		cmocka_unit_test_setup_teardown(session__exam_no_hints__unplayable_refused_at_start__iplyc_8_4_2_4_1, setup, teardown),
		cmocka_unit_test_setup_teardown(session__procedure_opening__steps_scored__iplyc_8_7_1_1, setup, teardown),
		cmocka_unit_test_setup_teardown(session__procedure_deck_check__own_skill__iplyc_8_9_8, setup, teardown),
		cmocka_unit_test_setup_teardown(session__procedure_wrong_figures__explained_by_them__iplyc_8_7_1_1_1, setup, teardown),
		cmocka_unit_test_setup_teardown(session__light_partial_ruling__offered_explained_bets_back__iplyc_8_11_2, setup, teardown),
	};

	snprintf(srcdir, sizeof srcdir, "%s", top != NULL ? top : ".");
	return cmocka_run_group_tests(tests, NULL, NULL);
}
