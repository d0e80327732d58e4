/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_exam_anomalies.c: an exam of anomalies dealt a fresh shoe per
 * attempt (exam_shoe.h).  The shipped anomalies exam, searched from two
 * seeds, gets two different shoes, and in each every coup's anomaly
 * comes where the coup puts it and meets what its ruling's article asks
 * of the table: Punto showing a 5 for the right player's voluntad
 * (7.7.4.3.2) and for the voluntad misheard (7.7.4.4.1), Punto standing
 * and Banca needing the card wrongly asked for him (7.7.4.1), a fifth
 * card drawn where the Joker comes out, the Joker burnt in its place
 * (7.7.7.1.2).  The winners come with the cards. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "engine/anomaly.h"
#include "engine/card.h"
#include "exam/exam_shoe.h"
#include "scenario/scenario_load.h"
#include "session/script.h"

#define SHOES 2

struct dealt {
	uint64_t seed;
	struct script run;
	struct script_key key;
};

static struct scenario *sc;
static struct dealt *shoes;

/* The exam and two of its shoes, searched once for every test. */
static int setup(void **state)
{
	struct diag_list errs;
	struct diag err;
	uint64_t from = 1;
	int tries;

	(void)state;
	sc = calloc(1, sizeof *sc);
	shoes = calloc(SHOES, sizeof *shoes);
	if (sc == NULL || shoes == NULL)
		return -1;
	diag_list_init(&errs);
	if (!scenario_load(STORE_TEST_SCENARIO_DIR "/iplyc-exam-anomalies.yaml",
			   STORE_TEST_DATA_DIR "/rules", sc, &errs))
		return -1;
	diag_list_free(&errs);
	for (int i = 0; i < SHOES; i++) {
		struct dealt *d = &shoes[i];

		if (!exam_shoe_find(sc, from, &d->seed, &tries, &err))
			return -1;
		sc->shoe.seed = d->seed;
		if (!script_init(&d->run, sc, &err) ||
		    !script_run(&d->run, &d->key, &err))
			return -1;
		from = d->seed + 1;
	}
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	for (int i = 0; i < SHOES && shoes != NULL; i++)
		script_key_free(&shoes[i].key);
	free(shoes);
	free(sc);
	return 0;
}

/* Coup n (from 1) of shoe i. */
static const struct script_coup *coup(int i, int n)
{
	assert_true(n <= shoes[i].key.n_coups);
	return &shoes[i].key.coups[n - 1];
}

static int first_two(const card_t *cards)
{
	return (card_value(cards[0]) + card_value(cards[1])) % 10;
}

/* The ruling action of coup n of shoe i. */
static const struct game_action *ruling(int i, int n)
{
	const struct script_coup *c = coup(i, n);

	for (size_t k = c->first; k < c->first + c->count; k++)
		if (shoes[i].key.actions[k].kind == GAME_ACT_RULING)
			return &shoes[i].key.actions[k];
	fail_msg("coup %d of seed %llu has no ruling", n,
		 (unsigned long long)shoes[i].seed);
	return NULL;
}

/* Two attempts, two shoes: the first hands of the exam differ. */
static void exam_shoe__anomalies_exam__two_seeds_two_shoes(void **state)
{
	bool same = true;

	(void)state;
	assert_true(shoes[0].seed != shoes[1].seed);
	assert_int_equal(shoes[0].key.n_coups, sc->n_coups);
	assert_int_equal(shoes[1].key.n_coups, sc->n_coups);
	for (int n = 1; n <= sc->n_coups && same; n++)
		same = coup(0, n)->n_punto == coup(1, n)->n_punto &&
		       memcmp(coup(0, n)->punto, coup(1, n)->punto,
			      coup(0, n)->n_punto * sizeof(card_t)) == 0;
	assert_false(same);
}

/* IPLyC 7.7.4.3.2: Punto's cards turned by the wrong player "en caso de
 * voluntad de cinco, decidida o no": the right one decides; so Punto
 * shows a 5. */
static void exam_shoe__anomalies_exam__wrong_holder_shows_a_five__iplyc_7_7_4_3_2(void **state)
{
	(void)state;
	for (int i = 0; i < SHOES; i++) {
		assert_true(ruling(i, 3)->flags & RULING_RIGHT_PLAYER_DECIDES);
		assert_string_equal(ruling(i, 3)->article, "IPLyC 7.7.4.3.2");
		assert_int_equal(first_two(coup(i, 3)->punto), 5);
	}
}

/* IPLyC 7.7.4.1: a card wrongly asked for Punto "será adjudicado, si lo
 * necesitare, a la Banca": Punto stood on two cards, Banca drew it. */
static void exam_shoe__anomalies_exam__card_asked_for_punto_standing__iplyc_7_7_4_1(void **state)
{
	(void)state;
	for (int i = 0; i < SHOES; i++) {
		assert_true(ruling(i, 4)->flags & RULING_CARD_TO_BANCA);
		assert_string_equal(ruling(i, 4)->article, "IPLyC 7.7.4.1");
		assert_int_equal(coup(i, 4)->n_punto, 2);
		assert_int_equal(coup(i, 4)->n_banca, 3);
	}
}

/* IPLyC 7.7.4.4.1: the voluntad misunderstood, noticed before Banca
 * turns a card, "se podrá rectificar": a voluntad there was, Punto on 5. */
static void exam_shoe__anomalies_exam__voluntad_misheard_on_five__iplyc_7_7_4_4_1(void **state)
{
	(void)state;
	for (int i = 0; i < SHOES; i++) {
		assert_true(ruling(i, 5)->flags & RULING_CORRECT_AT_ONCE);
		assert_string_equal(ruling(i, 5)->article, "IPLyC 7.7.4.4.1");
		assert_int_equal(first_two(coup(i, 5)->punto), 5);
	}
}

/* IPLyC 7.7.7.1.2: a Joker "al extraer el quinto o sexto naipe ... será
 * quemado, reemplazándolo por el siguiente hasta definirse el pase":
 * a fifth card was drawn, the card burnt is the Joker, and no Joker is in
 * either hand. */
static void exam_shoe__anomalies_exam__joker_as_fifth_card_replaced__iplyc_7_7_7_1_2(void **state)
{
	(void)state;
	for (int i = 0; i < SHOES; i++) {
		const struct script_coup *c = coup(i, 8);

		assert_int_equal(ruling(i, 8)->anomaly, ANOMALY_JOKER);
		assert_true(ruling(i, 8)->flags & RULING_REPLACE_CARD);
		assert_true(ruling(i, 8)->flags & RULING_CHANGE_SHOE_AFTER);
		assert_string_equal(ruling(i, 8)->article, "IPLyC 7.7.7.1.2");
		assert_true(card_is_joker(ruling(i, 8)->card));
		assert_true(c->n_punto + c->n_banca >= 5);
		for (size_t k = 0; k < c->n_punto; k++)
			assert_true(card_is_regular(c->punto[k]));
		for (size_t k = 0; k < c->n_banca; k++)
			assert_true(card_is_regular(c->banca[k]));
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(exam_shoe__anomalies_exam__two_seeds_two_shoes),
		cmocka_unit_test(exam_shoe__anomalies_exam__wrong_holder_shows_a_five__iplyc_7_7_4_3_2),
		cmocka_unit_test(exam_shoe__anomalies_exam__card_asked_for_punto_standing__iplyc_7_7_4_1),
		cmocka_unit_test(exam_shoe__anomalies_exam__voluntad_misheard_on_five__iplyc_7_7_4_4_1),
		cmocka_unit_test(exam_shoe__anomalies_exam__joker_as_fifth_card_replaced__iplyc_7_7_7_1_2),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
