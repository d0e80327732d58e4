/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_scenario_start.c: the scenario keys of the table's opening and
 * anomalies played from the drills themselves (scenarios/): the remate
 * and its improvement, the refused cut, the sabot that waits, a wrong
 * holder noticed at once and the deck check's defect planted by the
 * file. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "engine/game.h"
#include "scenario/scenario_load.h"
#include "session/script.h"
#include "session/session.h"

static struct scenario sc;
static struct script run;
static struct script_key key;

static const char *top(void)
{
	const char *t = getenv("top_srcdir");

	return t != NULL ? t : ".";
}

static void load(const char *id)
{
	char path[4096], rules[4096];
	struct diag_list errs;
	bool ok;

	snprintf(path, sizeof path, "%s/scenarios/%s.yaml", top(), id);
	snprintf(rules, sizeof rules, "%s/data/rules", top());
	diag_list_init(&errs);
	ok = scenario_load(path, rules, &sc, &errs);
	diag_list_free(&errs);
	assert_true(ok);
}

/* Plays the scenario; returns the actions of its answer key. */
static const struct game_action *play(const char *id, size_t *n)
{
	struct diag err;

	load(id);
	script_key_free(&key);
	memset(&err, 0, sizeof err);
	assert_true(script_init(&run, &sc, &err));
	if (!script_run(&run, &key, &err))
		fail_msg("%s: %s", id, err.message);
	*n = key.n_actions;
	return key.actions;
}

/* The first action of kind from index from, or -1. */
static long find(const struct game_action *a, size_t n, size_t from,
		 enum game_act kind)
{
	for (size_t i = from; i < n; i++)
		if (a[i].kind == kind)
			return (long)i;
	return -1;
}

/* IPLyC 7.5.5: equal best offers, "¿Alguien mejora la oferta?"; the
 * improved offer is awarded (7.5.4). */
static void scenario_start__remate_tie_improved__iplyc_7_5_5(void **state)
{
	const struct game_action *a;
	size_t n;
	long i;

	(void)state;
	a = play("iplyc-rotation-remate", &n);
	assert_int_equal(a[0].kind, GAME_ACT_REMATE);
	i = find(a, n, 0, GAME_ACT_ASK_IMPROVE);
	assert_true(i > 0);
	assert_int_equal(a[i].amount, 2000);
	i = find(a, n, (size_t)i, GAME_ACT_AWARD_BANK);
	assert_true(i > 0);
	assert_int_equal(a[i].seat, 3);
	assert_int_equal(a[i].amount, 2500);
}

/* IPLyC 7.5.7-7.5.8: the cut to the banker's left; refused, to the next
 * on the left. */
static void scenario_start__cut_refused_next_left__iplyc_7_5_7(void **state)
{
	const struct game_action *a;
	size_t n;
	long i;

	(void)state;
	a = play("iplyc-rotation-remate", &n);
	i = find(a, n, 0, GAME_ACT_ASK_CUT);
	assert_true(i > 0);
	assert_int_equal(a[i].seat, 2);
	i = find(a, n, (size_t)i + 1, GAME_ACT_ASK_CUT);
	assert_true(i > 0);
	assert_int_equal(a[i].seat, 1);
}

/* IPLyC 7.9.8.2: nobody banks, "¡Sabot en espera!", and the drill ends
 * there. */
static void scenario_start__nobody_banks_sabot_waits__iplyc_7_9_8_2(void **state)
{
	const struct game_action *a;
	size_t n;

	(void)state;
	a = play("iplyc-rotation-sabot-waits", &n);
	assert_true(n > 0);
	assert_int_equal(a[n - 1].kind, GAME_ACT_SABOT_WAIT);
}

/* IPLyC 7.7.4.3.1: noticed at once, before the cards are turned: put
 * right, the right player turns. */
static void scenario_start__wrong_holder_at_once__iplyc_7_7_4_3(void **state)
{
	const struct game_action *a;
	size_t n;
	long h, r;

	(void)state;
	a = play("iplyc-anomaly-wrong-holder-at-once", &n);
	h = find(a, n, 0, GAME_ACT_HOLDER);
	r = find(a, n, 0, GAME_ACT_RULING);
	assert_true(h >= 0 && r == h + 1);
	assert_int_equal(a[h].seat, 2);
	assert_int_equal(a[r].flags & RULING_CORRECT_AT_ONCE,
			 RULING_CORRECT_AT_ONCE);
	assert_string_equal(a[r].article, "IPLyC 7.7.4.3.1");
}

/* IPLyC 8.9.8: the defect the file plants is in the session's decks: the
 * third deck is a five of hearts short. */
static void scenario_start__defect_planted_by_the_file__iplyc_8_9_8(void **state)
{
	struct session *ses = calloc(1, sizeof *ses);
	const struct procedure_run *pr;
	struct diag err;
	char data[4096];
	size_t fives = 0;

	(void)state;
	assert_non_null(ses);
	load("iplyc-deck-check-defect");
	assert_true(sc.defect.set);
	snprintf(data, sizeof data, "%s/data", top());
	memset(&err, 0, sizeof err);
	if (!session_init_scenario(ses, &sc, data, &err))
		fail_msg("%s", err.message);
	pr = session_procedure(ses);
	assert_int_equal(pr->deck_cards[2], 51);
	assert_int_equal(pr->deck_cards[1], 52);
	for (size_t i = 0; i < pr->deck_cards[2]; i++)
		if (pr->deck[2][i] == card_make(5, SUIT_HEARTS))
			fives++;
	assert_int_equal(fives, 0);
	session_free(ses);
	free(ses);
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
		cmocka_unit_test(scenario_start__remate_tie_improved__iplyc_7_5_5),
		cmocka_unit_test(scenario_start__cut_refused_next_left__iplyc_7_5_7),
		cmocka_unit_test(scenario_start__nobody_banks_sabot_waits__iplyc_7_9_8_2),
		cmocka_unit_test(scenario_start__wrong_holder_at_once__iplyc_7_7_4_3),
		cmocka_unit_test(scenario_start__defect_planted_by_the_file__iplyc_8_9_8),
	};

	return cmocka_run_group_tests(tests, NULL, teardown);
}
