/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_procedure_report.c: the deck check ends with the croupier's report
 * to the inspector (data/procedures/deck_check.yaml, op report):
 * "all in order" only when the check found nothing; with a defect the
 * decks stay out of play and the inspector is told (IPLyC 8.9.8, read
 * with 8.9.2 and 7.7.7); setting the card aside and going on is never
 * right.  The file is read as the trainer reads it, the choices are the
 * trainer's. */
#include "config.h"

#include <locale.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "engine/procedure.h"
#include "scenario/procedure_load.h"
#include "session/choices.h"

static struct procedure_def proc;
static struct procedure_run run;
static struct rules rules;
static struct rng rng;

static void start(void)
{
	struct shoe shoe;
	struct diag err;

	assert_true(procedure_load(DATA_DIR "/procedures/deck_check.yaml",
				   &proc, &err));
	rules_init(&rules);
	rng_seed(&rng, 1);
	assert_int_equal(shoe_init(&shoe, 8), STATUS_OK);
	assert_int_equal(procedure_run_init(&run, &proc, &rules, &shoe),
			 STATUS_OK);
}

/* Performs every step before the report, as the regulation orders. */
static void check_everything(void)
{
	struct procedure_step s;
	int reps;

	while (procedure_expected(&run, &s, &reps) &&
	       s.op != PROCEDURE_OP_REPORT_FINDINGS)
		assert_int_equal(procedure_apply(&run, s.op, &s.params, 0,
						 &rng), STATUS_OK);
	assert_int_equal(s.op, PROCEDURE_OP_REPORT_FINDINGS);
	assert_string_equal(s.article, "IPLyC 8.9.8");
}

static struct procedure_params report(int what)
{
	struct procedure_params p;

	memset(&p, 0, sizeof p);
	p.repeat = 1;
	p.count = what;
	return p;
}

/* The three reports are offered, each once, whatever was found. */
static void assert_reports_offered(void)
{
	struct choice c[CHOICES_MAX];
	bool seen[3] = { false, false, false };
	size_t n = choices_procedure(&run, c, CHOICES_MAX);

	for (size_t i = 0; i < n; i++) {
		if (c[i].op != PROCEDURE_OP_REPORT_FINDINGS)
			continue;
		assert_true(c[i].params.count >= 0 && c[i].params.count <= 2);
		assert_false(seen[c[i].params.count]);
		seen[c[i].params.count] = true;
	}
	assert_true(seen[0] && seen[1] && seen[2]);
}

static void deck_check__nothing_found__report_in_order__iplyc_8_9_8(void **state)
{
	struct procedure_step s;
	struct procedure_params p;

	(void)state;
	start();
	check_everything();
	assert_false(procedure_found_defect(&run));
	assert_true(procedure_expected(&run, &s, NULL));
	assert_int_equal(s.params.count, PROCEDURE_REPORT_IN_ORDER);
	assert_reports_offered();
	/* Raising an alarm over nothing is as wrong as keeping quiet. */
	p = report(PROCEDURE_REPORT_DEFECT);
	assert_int_equal(procedure_apply(&run, s.op, &p, 0, &rng),
			 STATUS_WRONG_ACTION);
	p = report(PROCEDURE_REPORT_IN_ORDER);
	assert_int_equal(procedure_apply(&run, s.op, &p, 0, &rng), STATUS_OK);
	assert_true(procedure_done(&run));
}

/* A deck short of a card: the check finds it; the inspector is told and
 * the decks stay out of play; setting the card aside is wrong. */
static void deck_check__missing_card__tell_the_inspector__iplyc_8_9_8(void **state)
{
	struct procedure_step s;
	struct procedure_params p;
	card_t seven;

	(void)state;
	start();
	assert_int_equal(card_parse("7H", 2, &seven), STATUS_OK);
	assert_int_equal(procedure_deck_defect(&run, 2, seven, 0), STATUS_OK);
	check_everything();
	assert_true(procedure_found_defect(&run));
	assert_true(procedure_expected(&run, &s, NULL));
	assert_int_equal(s.params.count, PROCEDURE_REPORT_DEFECT);
	assert_reports_offered();
	p = report(PROCEDURE_REPORT_SET_ASIDE);
	assert_int_equal(procedure_apply(&run, s.op, &p, 0, &rng),
			 STATUS_WRONG_ACTION);
	p = report(PROCEDURE_REPORT_IN_ORDER);
	assert_int_equal(procedure_apply(&run, s.op, &p, 0, &rng),
			 STATUS_WRONG_ACTION);
	p = report(PROCEDURE_REPORT_DEFECT);
	assert_int_equal(procedure_apply(&run, s.op, &p, 0, &rng), STATUS_OK);
}

/* IPLyC 8.9.9: a cut card short is a defect to report too. */
static void deck_check__cut_card_short__tell_the_inspector__iplyc_8_9_9(void **state)
{
	struct procedure_step s;

	(void)state;
	start();
	run.cut_cards = 1;
	check_everything();
	assert_true(procedure_found_defect(&run));
	assert_true(procedure_expected(&run, &s, NULL));
	assert_int_equal(s.params.count, PROCEDURE_REPORT_DEFECT);
}

/* The labels say what each report is, in words. */
static void deck_check__report_labels__in_words__iplyc_8_9_8(void **state)
{
	struct choice c[CHOICES_MAX];
	size_t n;
	bool stop = false;

	(void)state;
	start();
	check_everything();
	n = choices_procedure(&run, c, CHOICES_MAX);
	for (size_t i = 0; i < n; i++)
		if (c[i].op == PROCEDURE_OP_REPORT_FINDINGS &&
		    c[i].params.count == PROCEDURE_REPORT_DEFECT)
			stop = strstr(c[i].label, "tell the inspector") != NULL;
	assert_true(stop);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(deck_check__nothing_found__report_in_order__iplyc_8_9_8),
		cmocka_unit_test(deck_check__missing_card__tell_the_inspector__iplyc_8_9_8),
		cmocka_unit_test(deck_check__cut_card_short__tell_the_inspector__iplyc_8_9_9),
		cmocka_unit_test(deck_check__report_labels__in_words__iplyc_8_9_8),
	};

	/* Labels in English whatever the environment. */
	setlocale(LC_ALL, "C.UTF-8");
	return cmocka_run_group_tests(tests, NULL, NULL);
}
