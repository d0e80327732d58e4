/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_tui_procedure_view.c: what the procedure screen shows, without
 * curses: how mixed the shoe is after the steps of IPLyC 8.7.1.1, what a
 * left-out step would have cost, and the defect a deck-check drill hides
 * for the check of 8.9.8 to find. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "scenario/scenario_load.h"
#include "session/session.h"
#include "tui/procedure_view.h"

struct fixture {
	struct scenario sc;
	struct session ses;
};

static int setup(void **state)
{
	struct fixture *f = calloc(1, sizeof *f);

	*state = f;
	return f == NULL;
}

static int teardown(void **state)
{
	struct fixture *f = *state;

	session_free(&f->ses);
	free(f);
	return 0;
}

/* Opens the scenario; seed, when not 0, in place of the file's (a deck
 * check's defect is drawn from it when the session starts). */
static void open_scenario_seed(struct fixture *f, const char *name,
			       uint64_t seed)
{
	struct diag_list errs;
	struct diag err;

	diag_list_init(&errs);
	assert_true(scenario_load(name, DATA_DIR "/rules", &f->sc, &errs));
	diag_list_free(&errs);
	if (seed != 0)
		f->sc.shoe.seed = seed;
	assert_true(session_init_scenario(&f->ses, &f->sc, DATA_DIR, &err));
}

static void open_scenario(struct fixture *f, const char *name)
{
	open_scenario_seed(f, name, 0);
}

static struct procedure_mixing mixing_now(const struct fixture *f)
{
	struct procedure_mixing m;

	assert_int_equal(procedure_mixing(session_procedure(&f->ses), &m),
			 STATUS_OK);
	return m;
}

/* Performs the expected steps, right, until op is the expected one (or
 * to the end with PROCEDURE_OP__COUNT). */
static void perform_until(struct fixture *f, enum procedure_op op)
{
	struct procedure_step s;

	while (session_expected_step(&f->ses, &s, NULL) && s.op != op)
		assert_int_equal(session_act_step(&f->ses, s.op, &s.params, 0,
						  0, NULL), STATUS_OK);
}

/* IPLyC 8.7.1.1: "Colocará las barajas ... en el orden en que fueron
 * controladas": before the first riffle the cards are in their order. */
static void procview__before_the_first_riffle__not_mixed__iplyc_8_7_1_1(void **state)
{
	struct fixture *f = *state;
	struct procedure_mixing m;

	open_scenario(f, SCENARIO_DIR "/iplyc-shuffle-opening.yaml");
	m = mixing_now(f);
	assert_int_equal(procview_mix_level(&m), PROCVIEW_UNMIXED);
	assert_true(procview_mixed_fraction(&m) < 0.01);
	assert_true(procview_mixes(session_procedure(&f->ses)->proc));
}

/* IPLyC 8.7.1.1.1: "Tomará dos barajas por vez y efectuará un baraje":
 * riffles alone leave long runs of the old order. */
static void procview__riffles_alone__still_ordered__iplyc_8_7_1_1_1(void **state)
{
	struct fixture *f = *state;
	struct procedure_mixing m;

	open_scenario(f, SCENARIO_DIR "/iplyc-shuffle-opening.yaml");
	perform_until(f, PROCEDURE_OP_WASH);
	m = mixing_now(f);
	assert_int_equal(procview_mix_level(&m), PROCVIEW_ORDERED);
	assert_string_equal(procview_mix_words(procview_mix_level(&m)),
			    "Still ordered in places.");
}

/* IPLyC 8.7.2.1.3: the piles formed during play take packets of 4 to 12
 * cards, each packet's order kept: before any riffle or portions the
 * shoe is never read as well mixed, from whatever order it had before
 * (the discards of a shoe played, or any seed). */
static void procview__piles_formed_before_any_riffle__never_well_mixed__iplyc_8_7_2_1_3(void **state)
{
	struct fixture *f = *state;
	struct procedure_mixing m;

	for (uint64_t seed = 1; seed <= 6; seed++) {
		session_free(&f->ses);
		memset(&f->ses, 0, sizeof f->ses);
		open_scenario_seed(f, SCENARIO_DIR "/iplyc-shuffle-during-play.yaml",
				   seed);
		perform_until(f, PROCEDURE_OP_VERIFY_EMPTY);
		m = mixing_now(f);
		assert_int_not_equal(procview_mix_level(&m), PROCVIEW_WELL);
		assert_true(procview_mixed_fraction(&m) < 0.5);
	}
}

/* IPLyC 8.7.1.1: the whole procedure in order leaves a shoe as mixed as a
 * random one. */
static void procview__opening_in_order__well_mixed__iplyc_8_7_1_1(void **state)
{
	struct fixture *f = *state;
	struct procedure_mixing m;

	open_scenario(f, SCENARIO_DIR "/iplyc-shuffle-opening.yaml");
	perform_until(f, PROCEDURE_OP__COUNT);
	assert_true(session_over(&f->ses));
	m = mixing_now(f);
	assert_int_equal(procview_mix_level(&m), PROCVIEW_WELL);
	assert_true(procview_mixed_fraction(&m) >= 0.9);
	assert_false(procview_mixing_if_skipped(session_procedure(&f->ses),
						&m));
}

/* IPLyC 8.7.1.1.2: the "ensalada"; left out, the order of the riffles
 * survives, and the what-if measure shows it without touching the run. */
static void procview__ensalada_left_out__order_survives__iplyc_8_7_1_1_2(void **state)
{
	struct fixture *f = *state;
	const struct procedure_run *run;
	struct procedure_mixing skipped, done;
	size_t step;

	open_scenario(f, SCENARIO_DIR "/iplyc-shuffle-opening.yaml");
	perform_until(f, PROCEDURE_OP_WASH);
	run = session_procedure(&f->ses);
	step = run->step;
	assert_true(procview_mixing_if_skipped(run, &skipped));
	assert_int_equal(run->step, step);
	assert_int_equal(procview_mix_level(&skipped), PROCVIEW_ORDERED);
	perform_until(f, PROCEDURE_OP_GATHER);
	done = mixing_now(f);
	assert_int_equal(procview_mix_level(&done), PROCVIEW_WELL);
	assert_true(skipped.now.rising_sequences < done.now.rising_sequences);
	assert_true(skipped.now.pairs_kept > done.now.pairs_kept);
}

static int bad_decks(const struct procedure_run *run, int *which)
{
	int n = 0;

	for (int d = 0; d < run->decks; d++) {
		assert_true(run->deck_result[d].checked);
		if (!run->deck_result[d].ok) {
			*which = d;
			n++;
		}
	}
	return n;
}

/* IPLyC 8.9.8: "se procederá a controlar ... la cantidad de barajas y
 * naipes": the hidden defect is found in its deck, and only there; a
 * card in place of another keeps the band's count right, so only the
 * card-by-card check (8.9.8.1-3) finds it. */
static void procview__hidden_defect__found_in_its_deck__iplyc_8_9_8(void **state)
{
	struct fixture *f = *state;
	bool seen[DECK_DEFECT__COUNT] = { false };

	open_scenario(f, SCENARIO_DIR "/iplyc-deck-check.yaml");
	assert_false(procview_mixes(session_procedure(&f->ses)->proc));
	for (uint64_t seed = 1; seed < 40; seed++) {
		struct deck_defect d;
		const struct procedure_run *run;
		int which = -1;

		session_free(&f->ses);
		/* The session plants it (session_init_scenario). */
		open_scenario_seed(f, SCENARIO_DIR "/iplyc-deck-check.yaml",
				   seed);
		assert_true(session_deck_defect(&f->ses, &d));
		perform_until(f, PROCEDURE_OP__COUNT);
		run = session_procedure(&f->ses);
		assert_int_equal(bad_decks(run, &which), 1);
		assert_int_equal(which, d.deck);
		assert_int_equal(run->band_ok,
				 d.kind == DECK_DEFECT_REPEATED);
		switch (d.kind) {
		case DECK_DEFECT_MISSING:
			assert_int_equal(run->deck_result[which].found.missing, 1);
			assert_int_equal(run->deck_result[which].found.first_missing,
					 d.removed);
			break;
		case DECK_DEFECT_REPEATED:
			assert_int_equal(run->deck_result[which].found.duplicates, 1);
			assert_int_equal(run->deck_result[which].found.first_duplicate,
					 d.added);
			break;
		default:
			assert_int_equal(run->deck_result[which].found.extras, 1);
			assert_true(card_has_foreign_back(d.added));
			break;
		}
		seen[d.kind] = true;
	}
	for (int k = 0; k < DECK_DEFECT__COUNT; k++)
		assert_true(seen[k]);
}

/* IPLyC 8.9.8: the same drill hides the same defect every time. */
static void procview__same_seed__same_defect__iplyc_8_9_8(void **state)
{
	struct fixture *f = *state;
	struct deck_defect a, b;

	open_scenario_seed(f, SCENARIO_DIR "/iplyc-deck-check.yaml", 203);
	assert_true(session_deck_defect(&f->ses, &a));
	session_free(&f->ses);
	open_scenario_seed(f, SCENARIO_DIR "/iplyc-deck-check.yaml", 203);
	assert_true(session_deck_defect(&f->ses, &b));
	assert_memory_equal(&a, &b, sizeof a);
}

static void procview__short_article__drops_the_authority(void **state)
{
	(void)state;
	assert_string_equal(procview_short_article("IPLyC 8.7.1.1.5-7"),
			    "8.7.1.1.5-7");
	assert_string_equal(procview_short_article("LNSE-MIDI 2.1"), "2.1");
	assert_string_equal(procview_short_article("8.9.9"), "8.9.9");
	assert_string_equal(procview_short_article("see 8.9.9"), "8.9.9");
}

static void procview__every_step_has_a_name(void **state)
{
	(void)state;
	for (int op = 0; op < PROCEDURE_OP__COUNT; op++)
		assert_true(procview_op_name((enum procedure_op)op)[0] != '\0');
	assert_string_equal(procview_op_name(PROCEDURE_OP__COUNT), "");
}

static void procview__fractions__clamped_and_ordered(void **state)
{
	struct procedure_mixing m = {
		.now = { .cards = 416, .rising_sequences = 300,
			 .pairs_kept = 0 },
		.random_rising = 208.5, .random_pairs = 2.0 * 415 / 416,
	};

	(void)state;
	assert_true(procview_rising_fraction(&m) == 1.0);
	assert_true(procview_pairs_fraction(&m) == 1.0);
	m.now.pairs_kept = 415;
	assert_true(procview_pairs_fraction(&m) == 0.0);
	assert_true(procview_mixed_fraction(&m) == 0.0);
	assert_int_equal(procview_mix_level(&m), PROCVIEW_ORDERED);
	m.now.pairs_kept = 50;
	assert_int_equal(procview_mix_level(&m), PROCVIEW_PARTLY);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(procview__before_the_first_riffle__not_mixed__iplyc_8_7_1_1, setup, teardown),
		cmocka_unit_test_setup_teardown(procview__riffles_alone__still_ordered__iplyc_8_7_1_1_1, setup, teardown),
		cmocka_unit_test_setup_teardown(procview__opening_in_order__well_mixed__iplyc_8_7_1_1, setup, teardown),
		cmocka_unit_test_setup_teardown(procview__piles_formed_before_any_riffle__never_well_mixed__iplyc_8_7_2_1_3, setup, teardown),
		cmocka_unit_test_setup_teardown(procview__ensalada_left_out__order_survives__iplyc_8_7_1_1_2, setup, teardown),
		cmocka_unit_test_setup_teardown(procview__hidden_defect__found_in_its_deck__iplyc_8_9_8, setup, teardown),
		cmocka_unit_test_setup_teardown(procview__same_seed__same_defect__iplyc_8_9_8, setup, teardown),
		cmocka_unit_test(procview__short_article__drops_the_authority),
		cmocka_unit_test(procview__every_step_has_a_name),
		cmocka_unit_test(procview__fractions__clamped_and_ordered),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
