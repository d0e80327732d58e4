/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_exam.c: the parts of an exam attempt that hold it together: its
 * wall clock and time limit (exam_attempt.h), the attempts not handed in
 * or handed in twice (store_exam.h), and the situations a shoe produces
 * (exam_shoe.h). */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "exam/exam_attempt.h"
#include "exam/exam_batch.h"
#include "exam/exam_shoe.h"
#include "store/store_exam.h"
#include "store/store_impl.h"

static char dir[256];
static int64_t fake_ms;

static int64_t clock_fake(void)
{
	return fake_ms;
}

static int setup(void **state)
{
	(void)state;
	snprintf(dir, sizeof dir, "/tmp/crupier-exam-test-XXXXXX");
	return mkdtemp(dir) == NULL ? -1 : 0;
}

static int teardown(void **state)
{
	char cmd[600];

	(void)state;
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	return system(cmd) == 0 ? 0 : -1;
}

/* The time limit is the wall clock from the first action: it runs while
 * the exam is left (a resume starts from the same clock_start_ms). */
static void exam_attempt__time_limit__wall_clock_across_a_resume(void **state)
{
	struct scenario *sc = calloc(1, sizeof *sc);
	struct exam_attempt a;

	(void)state;
	assert_non_null(sc);
	sc->scoring.time_limit = 600;
	memset(&a, 0, sizeof a);
	a.sc = sc;
	a.now_ms = clock_fake;
	fake_ms = 1000000;
	/* Before the first action nothing runs. */
	assert_int_equal(exam_attempt_elapsed_ms(&a), 0);
	assert_false(exam_attempt_out_of_time(&a));
	a.clock_start_ms = 1000000;
	fake_ms += 599999;
	assert_false(exam_attempt_out_of_time(&a));
	/* Left for a day and resumed: the clock kept running. */
	fake_ms += 86400000;
	assert_true(exam_attempt_elapsed_ms(&a) > 600000);
	assert_true(exam_attempt_out_of_time(&a));
	sc->scoring.time_limit = 0;
	assert_false(exam_attempt_out_of_time(&a));
	free(sc);
}

static void add_import(struct store *st, const char *name, const char *sc,
		       int no, int count)
{
	char sql[512];

	snprintf(sql, sizeof sql,
		 "INSERT OR IGNORE INTO trainees (name, created) VALUES"
		 " ('%s', 'x');"
		 "INSERT INTO attempts (trainee, scenario, scenario_sha256,"
		 " profile, kind, exam, started, status, origin, attempt_no,"
		 " attempt_count) SELECT id, '%s', 'h', 'iplyc', 'exam', 1,"
		 " 'x', 'complete', 'import', %d, %d FROM trainees WHERE"
		 " name = '%s';", name, sc, no, count, name);
	assert_int_equal(sqlite3_exec(st->db, sql, NULL, NULL, NULL),
			 SQLITE_OK);
}

/* Ana handed in attempt 1 twice (sealed again) and not attempt 2 (her
 * count says 2); Beto handed in 1 of 3, and 3; Carla all hers. */
static void store_exam__gaps__missing_and_twice(void **state)
{
	struct store_exam_gap *g = NULL;
	struct error err;
	struct store *st;
	char path[512];
	size_t n;

	(void)state;
	snprintf(path, sizeof path, "%s/results.db", dir);
	if (!store_open(path, &st, &err))
		fail_msg("%s", err.message);
	add_import(st, "Ana", "exam-a", 1, 1);
	add_import(st, "Ana", "exam-a", 1, 2);
	add_import(st, "Beto", "exam-a", 1, 3);
	add_import(st, "Beto", "exam-a", 3, 3);
	add_import(st, "Carla", "exam-a", 1, 2);
	add_import(st, "Carla", "exam-a", 2, 2);
	if (!store_exam_gaps(st, &g, &n, &err))
		fail_msg("%s", err.message);
	assert_int_equal(n, 2);
	assert_string_equal(g[0].trainee, "Ana");
	assert_int_equal(g[0].count, 2);
	assert_string_equal(g[0].missing, "2");
	assert_string_equal(g[0].twice, "1");
	assert_string_equal(g[1].trainee, "Beto");
	assert_string_equal(g[1].missing, "2");
	assert_string_equal(g[1].twice, "");
	free(g);
	store_close(st);
}

static void act(struct script_key *k, enum coup_action step, const char *card)
{
	struct game_action *a = &k->actions[k->n_actions++];

	memset(a, 0, sizeof *a);
	a->kind = GAME_ACT_COUP;
	a->step = step;
	if (card != NULL)
		assert_int_equal(card_parse(card, strlen(card), &a->card), STATUS_OK);
}

/* Banca on 6 (A + 5) against Punto's third card 7, and the voluntad. */
static void exam_shoe__situations__read_from_the_coups(void **state)
{
	struct game_action actions[16];
	struct script_key k = { actions, 0, 16, { { 0 } }, 0 };
	bool want[SITUATION__COUNT] = { false };

	(void)state;
	act(&k, COUP_CALL_NO_VA_MAS, NULL);
	act(&k, COUP_DEAL_TO_PUNTO, "KS");
	act(&k, COUP_DEAL_TO_BANCA, "AD");
	act(&k, COUP_DEAL_TO_PUNTO, "5H");
	act(&k, COUP_DEAL_TO_BANCA, "5D");
	act(&k, COUP_ASK_VOLUNTAD, NULL);
	act(&k, COUP_PUNTO_DRAWS, "7H");
	act(&k, COUP_BANCA_DRAWS, "6C");
	want[SITUATION_VOLUNTAD] = true;
	want[SITUATION_BANCA_SIX_THIRD_SEVEN] = true;
	assert_true(exam_shoe_produces(&k, want));
	want[SITUATION_NATURAL] = true;
	assert_false(exam_shoe_produces(&k, want));
	want[SITUATION_NATURAL] = false;
	/* A third card 8 against Banca on 6 is not the situation. */
	k.actions[6].card = 0;
	assert_int_equal(card_parse("8H", 2, &k.actions[6].card), STATUS_OK);
	assert_false(exam_shoe_produces(&k, want));
}

/* A suite offered, and one offered right after a pase paid at 100%:
 * that one carries its 7.11.11 discount (IPLyC 7.11.11). */
static void exam_shoe__suite_after_full_pase__the_discounted_offer_7_11_11(void **state)
{
	struct game_action actions[4];
	struct script_key k = { actions, 0, 4, { { 0 } }, 0 };
	bool want[SITUATION__COUNT] = { false };

	(void)state;
	memset(actions, 0, sizeof actions);
	actions[0].kind = GAME_ACT_OFFER_SUITE;
	actions[0].amount = 2000;
	k.n_actions = 1;
	want[SITUATION_SUITE] = true;
	assert_true(exam_shoe_produces(&k, want));
	want[SITUATION_SUITE_AFTER_FULL_PASE] = true;
	assert_false(exam_shoe_produces(&k, want));
	actions[0].stake = 100;
	assert_true(exam_shoe_produces(&k, want));
}

/* The words of an answers file: "wrong-or-expected" is a word of its
 * own, told from "wrong" by the whole word; a near miss, a prefix or a
 * word in capitals is none of them (a key is one character). */
static void exam_batch__answer_words__wrong_or_expected_its_own_word(void **state)
{
	(void)state;
	assert_int_equal(exam_answer_word("wrong"), EXAM_WORD_WRONG);
	assert_int_equal(exam_answer_word("wrong-or-expected"),
			 EXAM_WORD_WRONG_OR_EXPECTED);
	assert_int_equal(exam_answer_word("expected"), EXAM_WORD_EXPECTED);
	assert_int_equal(exam_answer_word("quit"), EXAM_WORD_QUIT);
	assert_int_equal(exam_answer_word("sleep"), EXAM_WORD_SLEEP);
	assert_int_equal(exam_answer_word("wrongs"), EXAM_WORD_NONE);
	assert_int_equal(exam_answer_word("wrong-or"), EXAM_WORD_NONE);
	assert_int_equal(exam_answer_word("wrong-or-expectedx"), EXAM_WORD_NONE);
	assert_int_equal(exam_answer_word("Wrong"), EXAM_WORD_NONE);
	assert_int_equal(exam_answer_word("wron"), EXAM_WORD_NONE);
	assert_int_equal(exam_answer_word("a"), EXAM_WORD_NONE);
	assert_int_equal(exam_answer_word(""), EXAM_WORD_NONE);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(
			exam_attempt__time_limit__wall_clock_across_a_resume),
		cmocka_unit_test_setup_teardown(
			store_exam__gaps__missing_and_twice, setup, teardown),
		cmocka_unit_test(exam_shoe__situations__read_from_the_coups),
		cmocka_unit_test(
			exam_batch__answer_words__wrong_or_expected_its_own_word),
		cmocka_unit_test(
			exam_shoe__suite_after_full_pase__the_discounted_offer_7_11_11),
	};

	return cmocka_run_group_tests_name("exam", tests, NULL, NULL);
}
