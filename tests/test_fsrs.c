/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_fsrs.c: FSRS-6 (fsrs.h) against the reference implementation's
 * published test vectors, with the default parameters.  The vectors are
 * those of open-spaced-repetition/fsrs-rs, src/inference.rs (commit
 * 0cbb9d3c8fbd7cbe4903f25d6e4c7ed01a65edf9):
 *   test_memory_state: ratings Again, Good x5 after 0, 0, 1, 3, 8, 21
 *     days give S = 53.62691, D = 6.3574867 (to 1e-4); with w17-w19 set
 *     to 0, S = 53.335106, D = 6.3574867;
 *   test_next_interval: the interval of S = 1 for a retention of 0.1 ..
 *     1.0, rounded and at least 1, is 3116766, 34793, 2508, 387, 90, 27,
 *     9, 3, 1, 1 days;
 *   test_current_retrievability: with w20 = 0.2 and S = 1, R is 1, 0.9,
 *     0.84028935, 0.7985001 after 0, 1, 2, 3 days. */
#include "config.h"

#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "learning/fsrs.h"

static void run(const float w[FSRS_PARAMS], struct fsrs_state *st)
{
	static const enum fsrs_rating ratings[6] = {
		FSRS_AGAIN, FSRS_GOOD, FSRS_GOOD, FSRS_GOOD, FSRS_GOOD,
		FSRS_GOOD,
	};
	static const unsigned days[6] = { 0, 0, 1, 3, 8, 21 };

	memset(st, 0, sizeof *st);
	for (int i = 0; i < 6; i++)
		fsrs_review(w, st, days[i], ratings[i], st);
}

static void fsrs__memory_state__reference_vector(void **state)
{
	float w[FSRS_PARAMS];
	struct fsrs_state st;

	(void)state;
	memcpy(w, fsrs_default_w, sizeof w);
	run(w, &st);
	assert_true(fabsf(st.stability - 53.62691f) < 1e-4f);
	assert_true(fabsf(st.difficulty - 6.3574867f) < 1e-4f);
	/* Short-term stability frozen. */
	w[17] = w[18] = w[19] = 0.0f;
	run(w, &st);
	assert_true(fabsf(st.stability - 53.335106f) < 1e-4f);
	assert_true(fabsf(st.difficulty - 6.3574867f) < 1e-4f);
}

static void fsrs__next_interval__reference_vector(void **state)
{
	static const long want[10] = { 3116766, 34793, 2508, 387, 90, 27, 9,
				       3, 1, 1 };

	(void)state;
	for (int i = 1; i <= 10; i++) {
		float ivl = roundf(fsrs_interval(fsrs_default_w, 1.0f,
						 (float)i / 10.0f));

		if (ivl < 1.0f)
			ivl = 1.0f;
		assert_int_equal((long)ivl, want[i - 1]);
	}
}

static void fsrs__retrievability__reference_vector(void **state)
{
	float w[FSRS_PARAMS];

	(void)state;
	memcpy(w, fsrs_default_w, sizeof w);
	w[20] = 0.2f;
	assert_true(fabsf(fsrs_retrievability(w, 0, 1) - 1.0f) < 1e-6f);
	assert_true(fabsf(fsrs_retrievability(w, 1, 1) - 0.9f) < 1e-6f);
	assert_true(fabsf(fsrs_retrievability(w, 2, 1) - 0.84028935f) < 1e-6f);
	assert_true(fabsf(fsrs_retrievability(w, 3, 1) - 0.7985001f) < 1e-6f);
}

/* What the trainer relies on: a first Again is due long before a first
 * Good, and Hard < Good < Easy. */
static void fsrs__first_review__again_due_before_good(void **state)
{
	struct fsrs_state n = { 0, 0 }, a, h, g, e;

	(void)state;
	fsrs_review(fsrs_default_w, &n, 0, FSRS_AGAIN, &a);
	fsrs_review(fsrs_default_w, &n, 0, FSRS_HARD, &h);
	fsrs_review(fsrs_default_w, &n, 0, FSRS_GOOD, &g);
	fsrs_review(fsrs_default_w, &n, 0, FSRS_EASY, &e);
	assert_true(a.stability < h.stability);
	assert_true(h.stability < g.stability);
	assert_true(g.stability < e.stability);
	assert_true(a.difficulty > g.difficulty);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(fsrs__memory_state__reference_vector),
		cmocka_unit_test(fsrs__next_interval__reference_vector),
		cmocka_unit_test(fsrs__retrievability__reference_vector),
		cmocka_unit_test(fsrs__first_review__again_due_before_good),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
