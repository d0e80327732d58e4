/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_judge.c: the results server's judge without a server
 * (judge/judge_replay.h): attempts played here as a trainee's computer
 * plays them, their answers stamped as the server would, then judged:
 * the genuine keep their verdict, forged answers and shoes do not, and
 * the clock is the server's unless the answers came late. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "exam/exam_shoe.h"
#include "judge/judge_replay.h"
#include "scenario/scenario_load.h"
#include "session/choices.h"
#include "session/session.h"

#define TOP STORE_TEST_DATA_DIR "/.."
#define BEGUN 1700000000000LL   /* the server's start, epoch ms */
#define STEP_MS 2000            /* each answer's time */

static struct scenario *load(const char *rel)
{
	struct scenario *sc = calloc(1, sizeof *sc);
	struct diag_list errs;
	char path[4096];

	assert_non_null(sc);
	snprintf(path, sizeof path, "%s/%s", TOP, rel);
	diag_list_init(&errs);
	if (!scenario_load(path, STORE_TEST_DATA_DIR "/rules", sc, &errs))
		fail_msg("%s: %s", path, errs.count > 0
			 ? errs.items[0].message : "?");
	diag_list_free(&errs);
	return sc;
}

/* The choice of the correct action now, or (wrong) another; the chips
 * due with the correct one (none with another). */
static const struct choice *pick(const struct session *s,
				 const struct choice *list, size_t n,
				 bool wrong, int64_t *amount,
				 struct chip_count *chips)
{
	struct game_action e;

	assert_int_equal(session_expected(s, &e), STATUS_OK);
	memset(chips, 0, sizeof *chips);
	for (size_t i = 0; i < n; i++) {
		bool is = choice_is(&list[i], &e);

		if (is != wrong) {
			*amount = is ? choice_typed_figure(&list[i], &e)
				     : e.amount;
			if (is)
				*chips = e.chips;
			return &list[i];
		}
	}
	fail_msg("no choice to pick");
	return NULL;
}

/* Plays sc as a trainee's computer does, wrong at every answer whose
 * index is a multiple of wrong_every (0: never), stopping after `stop`
 * answers (0: at the end): w gets the answers, stamped as they reached
 * the server STEP_MS + 100 ms apart, and what the client claimed. */
static void play(const struct scenario *sc, int wrong_every, size_t stop,
		 struct remote_work *w, struct session_summary *claimed)
{
	struct session *s = calloc(1, sizeof *s);
	struct diag err;
	int64_t at = BEGUN;
	size_t cap = 512;

	assert_non_null(s);
	memset(w, 0, sizeof *w);
	w->answers = calloc(cap, sizeof *w->answers);
	assert_non_null(w->answers);
	assert_true(session_init_scenario(s, sc, STORE_TEST_DATA_DIR, &err));
	while (!session_over(s) && (stop == 0 || w->n_answers < stop)) {
		struct choice list[CHOICES_MAX];
		struct remote_answer *a = &w->answers[w->n_answers];
		const struct session_record *rec;
		const struct choice *c;
		struct chip_count chips;
		int64_t amount = 0;
		size_t n;

		assert_true(w->n_answers < cap);
		assert_int_equal(session_choices(s, list, CHOICES_MAX, &n),
				 STATUS_OK);
		c = pick(s, list, n, wrong_every > 0 &&
			 w->n_answers % (size_t)wrong_every == 0, &amount,
			 &chips);
		if (c == NULL)
			break;
		session_mark(s, 0);
		assert_int_equal(c->needs_chips
				 ? session_act_chips(s, c, &chips, STEP_MS, NULL)
				 : session_act_choice(s, c, amount, STEP_MS,
						      NULL), STATUS_OK);
		rec = session_record(s, w->n_answers);
		assert_non_null(rec);
		a->idx = (int)w->n_answers;
		a->coup = rec != NULL ? rec->coup : 0;
		a->ms = STEP_MS;
		a->choice_key = c->key;
		a->typed_amount = amount;
		a->chips = chips;
		at += STEP_MS + 100;
		a->has_received = true;
		a->received_ms = at;
		w->n_answers++;
	}
	w->exam = sc->kind == SCENARIO_EXAM;
	snprintf(w->sha256, sizeof w->sha256, "%064d", 0);
	snprintf(w->kind, sizeof w->kind, "exam");
	w->has_begun = w->has_closed = true;
	w->begun_ms = BEGUN;
	w->closed_ms = at + 50;
	w->clock_start_ms = BEGUN + 500;
	snprintf(w->ended, sizeof w->ended, "2023-11-14T22:13:20Z");
	session_set_exam_clock(s, at - BEGUN, false);
	session_summary(s, claimed);
	w->has_claimed_passed = true;
	w->claimed_passed = claimed->passed;
	session_free(s);
	free(s);
}

static void judge(const struct scenario *sc, const struct remote_work *w,
		  struct judge_outcome *out)
{
	assert_true(judge_replay(sc, STORE_TEST_DATA_DIR, w, out));
	assert_true(out->judged);
}

/* The trainee's own answers, as they came: the verdict and score he saw,
 * each answer evaluated. */
static void judge__genuine_attempts__verdict_is_the_trainees(void **state)
{
	struct scenario *sc = load("tests/e2e/data/exams/iplyc-exam-traditional.yaml");
	static const int wrong[] = { 0, 29, 11, 5, 2 };

	(void)state;
	for (size_t k = 0; k < sizeof wrong / sizeof wrong[0]; k++) {
		struct session_summary claimed;
		struct judge_outcome out;
		struct remote_work w;

		play(sc, wrong[k], 0, &w, &claimed);
		judge(sc, &w, &out);
		assert_int_equal(out.passed, claimed.passed);
		assert_int_equal(out.fail, claimed.fail);
		assert_true(out.sum.score == claimed.score);
		assert_string_equal(out.status, "complete");
		assert_false(out.late);
		assert_int_equal(out.played, w.n_answers);
		for (size_t i = 0; i < w.n_answers; i++)
			assert_non_null(out.acts[i].rec);
		judge_outcome_free(&out);
		remote_work_free(&w);
	}
	free(sc);
}

/* Paying in chips: the chips counted out are judged, as the trainee's
 * screen judged them; the same payment in other chips is wrong. */
static void judge__chips__the_chips_counted_out_are_judged(void **state)
{
	struct scenario *sc = load("tests/e2e/data/exams/iplyc-exam-chips.yaml");
	struct session_summary claimed;
	struct judge_outcome out;
	struct remote_work w;
	size_t paid = SIZE_MAX;

	(void)state;
	play(sc, 0, 0, &w, &claimed);
	judge(sc, &w, &out);
	assert_true(claimed.passed);
	assert_true(out.passed);
	for (size_t i = 0; i < w.n_answers && paid == SIZE_MAX; i++)
		if (out.acts[i].rec->expected.kind == GAME_ACT_PAY &&
		    out.acts[i].rec->expected.amount > 0)
			paid = i;
	judge_outcome_free(&out);
	assert_true(paid != SIZE_MAX);
	memset(&w.answers[paid].chips, 0, sizeof w.answers[paid].chips);
	judge(sc, &w, &out);
	assert_non_null(out.acts[paid].rec);
	assert_false(out.acts[paid].rec->right);
	assert_int_equal(out.sum.mistakes, 1);
	judge_outcome_free(&out);
	remote_work_free(&w);
	free(sc);
}

/* A choice key no choice has: the replay stops there, NOT PASSED. */
static void judge__forged_key__not_passed_from_that_answer(void **state)
{
	struct scenario *sc = load("tests/e2e/data/exams/iplyc-exam-traditional.yaml");
	struct session_summary claimed;
	struct judge_outcome out;
	struct remote_work w;

	(void)state;
	play(sc, 0, 0, &w, &claimed);
	assert_true(claimed.passed);
	w.answers[3].choice_key = '~';
	judge(sc, &w, &out);
	assert_false(out.passed);
	assert_int_equal(out.fail, SESSION_FAIL_BAD_ANSWER);
	assert_int_equal(out.played, 3);
	assert_null(out.acts[3].rec);
	assert_string_equal(out.status, "complete");
	assert_non_null(strstr(out.why, "answer 3"));
	judge_outcome_free(&out);
	remote_work_free(&w);
	free(sc);
}

/* An answer out of its place (an index skipped, a coup not the one being
 * played) does not apply either. */
static void judge__wrong_index_or_coup__not_passed(void **state)
{
	struct scenario *sc = load("tests/e2e/data/exams/iplyc-exam-traditional.yaml");
	struct session_summary claimed;
	struct judge_outcome out;
	struct remote_work w;

	(void)state;
	play(sc, 0, 0, &w, &claimed);
	w.answers[5].idx = 6;
	judge(sc, &w, &out);
	assert_int_equal(out.fail, SESSION_FAIL_BAD_ANSWER);
	assert_int_equal(out.played, 5);
	judge_outcome_free(&out);
	w.answers[5].idx = 5;
	w.answers[5].coup += 1;
	judge(sc, &w, &out);
	assert_int_equal(out.fail, SESSION_FAIL_BAD_ANSWER);
	assert_false(out.passed);
	judge_outcome_free(&out);
	remote_work_free(&w);
	free(sc);
}

/* Fewer answers than the exam has, closed as complete: judged as left
 * before its end; closed as timed out: timed out. */
static void judge__answers_short_of_the_end__not_complete(void **state)
{
	struct scenario *sc = load("tests/e2e/data/exams/iplyc-exam-traditional.yaml");
	struct session_summary claimed;
	struct judge_outcome out;
	struct remote_work w;

	(void)state;
	play(sc, 0, 10, &w, &claimed);
	w.claimed_passed = true;
	judge(sc, &w, &out);
	assert_string_equal(out.status, "abandoned");
	assert_int_equal(out.fail, SESSION_FAIL_INCOMPLETE);
	judge_outcome_free(&out);
	w.claimed_timed_out = true;
	judge(sc, &w, &out);
	assert_string_equal(out.status, "timed_out");
	assert_int_equal(out.fail, SESSION_FAIL_TIMED_OUT);
	judge_outcome_free(&out);
	remote_work_free(&w);
	free(sc);
}

/* The server's clock: from its start to the last answer's arrival; past
 * the time limit (1200 s) it is over the time limit, whatever the
 * client's figures. */
static void judge__server_clock__counts_the_time(void **state)
{
	struct scenario *sc = load("tests/e2e/data/exams/iplyc-exam-traditional.yaml");
	struct session_summary claimed;
	struct judge_outcome out;
	struct remote_work w;

	(void)state;
	play(sc, 0, 0, &w, &claimed);
	judge(sc, &w, &out);
	assert_int_equal(out.elapsed_ms, w.answers[w.n_answers - 1]
					  .received_ms - BEGUN);
	judge_outcome_free(&out);
	/* The start granted 1201 s before the last answer arrived (each
	 * answer still arrived its 2 s after the one before: on time). */
	w.begun_ms = w.answers[w.n_answers - 1].received_ms - 1201000;
	judge(sc, &w, &out);
	assert_false(out.late);
	assert_true(out.sum.time_exceeded);
	assert_int_equal(out.fail, SESSION_FAIL_TIMED_OUT);
	assert_false(out.passed);
	judge_outcome_free(&out);
	remote_work_free(&w);
	free(sc);
}

/* Answers that arrive together, long after they were given (the server
 * was out of reach): late, and timed by the client's clock. */
static void judge__late_answers__client_clock(void **state)
{
	struct scenario *sc = load("tests/e2e/data/exams/iplyc-exam-traditional.yaml");
	struct session_summary claimed;
	struct judge_outcome out;
	struct remote_work w;

	(void)state;
	play(sc, 0, 0, &w, &claimed);
	for (size_t i = 5; i < 10; i++) {
		w.answers[i].ms = JUDGE_LATE_SLACK_MS + 1000;
		w.answers[i].received_ms = w.answers[4].received_ms +
					   (int64_t)i;
	}
	assert_true(judge_answers_late(&w));
	judge(sc, &w, &out);
	assert_true(out.late);
	/* ended 2023-11-14T22:13:20Z is BEGUN; the clock started 500 ms
	 * later: nothing by that clock, so the actions' own times. */
	assert_int_equal(out.elapsed_ms, out.sum.total_ms);
	assert_true(out.passed);
	judge_outcome_free(&out);
	/* On time: the first answer cannot arrive before it could have been
	 * given, less the slack. */
	w.answers[0].ms = JUDGE_LATE_SLACK_MS + STEP_MS + 200;
	for (size_t i = 5; i < 10; i++) {
		w.answers[i].ms = STEP_MS;
		w.answers[i].received_ms = w.answers[i - 1].received_ms +
					   STEP_MS;
	}
	assert_true(judge_answers_late(&w));
	w.answers[0].ms = JUDGE_LATE_SLACK_MS + STEP_MS;
	assert_false(judge_answers_late(&w));
	remote_work_free(&w);
	free(sc);
}

/* Situations: the shoe is the one searched from the server's seed; a
 * seed of the client's own is taken only when its answers came late. */
static void judge__situations__shoe_from_the_servers_seed(void **state)
{
	struct scenario *sc = load("tests/e2e/data/exams/"
				   "e2e-exam-situations.yaml");
	struct session_summary claimed;
	struct judge_outcome out;
	struct remote_work w;
	uint64_t seed, other;
	struct diag d;
	int tries;

	(void)state;
	assert_true(exam_shoe_find(sc, 424242, &seed, &tries, &d));
	assert_true(exam_shoe_find(sc, seed + 1, &other, &tries, &d));
	sc->shoe.seed = seed;
	play(sc, 0, 0, &w, &claimed);
	w.has_seed_from = w.has_shoe_seed = true;
	w.seed_from = 424242;
	w.shoe_seed = (int64_t)seed;
	judge(sc, &w, &out);
	assert_true(out.passed);
	assert_int_equal(out.sc->shoe.seed, seed);
	judge_outcome_free(&out);
	/* Another shoe that fits, played on time: not the server's. */
	w.seed_from = (int64_t)other;
	judge(sc, &w, &out);
	assert_int_equal(out.fail, SESSION_FAIL_WRONG_SHOE);
	assert_false(out.passed);
	judge_outcome_free(&out);
	/* The same, its answers late: the client's shoe is judged. */
	for (size_t i = 1; i < w.n_answers; i++)
		w.answers[i].ms = JUDGE_LATE_SLACK_MS * 2;
	judge(sc, &w, &out);
	assert_true(out.late);
	assert_int_equal(out.sc->shoe.seed, seed);
	assert_true(out.passed);
	judge_outcome_free(&out);
	/* A late seed whose shoe lacks the situations: not the exam's. */
	w.shoe_seed = 1;
	if (!exam_shoe_fits(sc, 1)) {
		judge(sc, &w, &out);
		assert_int_equal(out.fail, SESSION_FAIL_WRONG_SHOE);
		judge_outcome_free(&out);
	}
	remote_work_free(&w);
	free(sc);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(
			judge__genuine_attempts__verdict_is_the_trainees),
		cmocka_unit_test(
			judge__chips__the_chips_counted_out_are_judged),
		cmocka_unit_test(
			judge__forged_key__not_passed_from_that_answer),
		cmocka_unit_test(judge__wrong_index_or_coup__not_passed),
		cmocka_unit_test(
			judge__answers_short_of_the_end__not_complete),
		cmocka_unit_test(judge__server_clock__counts_the_time),
		cmocka_unit_test(judge__late_answers__client_clock),
		cmocka_unit_test(
			judge__situations__shoe_from_the_servers_seed),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
