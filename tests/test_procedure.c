/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_procedure.c: the procedure step machine on real cards: order,
 * repetitions, skips, the cut and the safety card, the deck check.
 *
 * The procedures here are built in C, step for step as the files in
 * data/procedures/ have them (test_procedure_load.c runs the files). */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "engine/procedure.h"

static struct procedure_def proc;
static struct procedure_run run, copy;
static struct shoe fresh_shoe;
static struct rules rules;

static void add(enum procedure_op op, int decks, int riffles, int fans,
		int piles, int repeat, const char *article)
{
	struct procedure_step *s = &proc.steps[proc.nsteps++];

	memset(s, 0, sizeof *s);
	s->op = op;
	s->params.decks = decks;
	s->params.riffles = riffles;
	s->params.fans = fans;
	s->params.piles = piles;
	s->params.repeat = repeat;
	strcpy(s->article, article);
	strcpy(s->text_en, procedure_op_key(op));
	strcpy(s->text_es, procedure_op_key(op));
}

/* IPLyC 8.7.1.1.1-17, as data/procedures/opening.yaml has it. */
static void build_opening(void)
{
	memset(&proc, 0, sizeof proc);
	strcpy(proc.name, "opening");
	add(PROCEDURE_OP_RIFFLE, 2, 1, 2, 0, 4, "IPLyC 8.7.1.1.1");
	add(PROCEDURE_OP_WASH, 0, 0, 0, 0, 1, "IPLyC 8.7.1.1.2");
	add(PROCEDURE_OP_GATHER, 0, 0, 0, 0, 1, "IPLyC 8.7.1.1.3");
	add(PROCEDURE_OP_FORM_PILES, 0, 0, 0, 3, 1, "IPLyC 8.7.1.1.4");
	add(PROCEDURE_OP_TAKE_PORTIONS, 2, 1, 0, 3, 5, "IPLyC 8.7.1.1.5-7");
	add(PROCEDURE_OP_FINAL_PORTIONS, 2, 3, 2, 0, 4, "IPLyC 8.7.1.1.8");
	add(PROCEDURE_OP_LOAD_SABOT, 0, 0, 0, 0, 1, "IPLyC 8.7.1.1.9");
	add(PROCEDURE_OP_PLACE_CUT_CARD, 0, 0, 0, 0, 1, "IPLyC 8.7.1.1.10");
	add(PROCEDURE_OP_REMATE, 0, 0, 0, 0, 1, "IPLyC 8.7.1.1.12-13");
	add(PROCEDURE_OP_CUT, 0, 0, 0, 0, 1, "IPLyC 8.7.1.1.14-15");
	add(PROCEDURE_OP_PLACE_SAFETY_CARD, 0, 0, 0, 0, 1, "IPLyC 8.7.1.1.16");
	add(PROCEDURE_OP_HAND_OVER_SABOT, 0, 0, 0, 0, 1, "IPLyC 8.7.1.1.17");
}

/* IPLyC 8.9.8-8.9.9, as data/procedures/deck_check.yaml has it. */
static void build_deck_check(void)
{
	struct procedure_step *s;

	memset(&proc, 0, sizeof proc);
	add(PROCEDURE_OP_CHECK_BAND, 8, 0, 0, 0, 1, "IPLyC 8.9.8");
	add(PROCEDURE_OP_CHECK_DECK, 1, 0, 0, 1, 8, "IPLyC 8.9.8.1-3");
	add(PROCEDURE_OP_LAY_OUT_DECKS, 0, 0, 0, 0, 1, "IPLyC 8.9.8.4");
	s = &proc.steps[proc.nsteps - 1];
	s->params.rows[0] = 4;
	s->params.rows[1] = 3;
	s->params.rows[2] = 1;
	s->params.nrows = 3;
	add(PROCEDURE_OP_CHECK_CUT_CARDS, 0, 0, 0, 0, 1, "IPLyC 8.9.9");
	proc.steps[proc.nsteps - 1].params.count = 2;
}

static int setup(void **state)
{
	(void)state;
	rules_init(&rules);
	assert_int_equal(shoe_init(&fresh_shoe, 8), STATUS_OK);
	return 0;
}

static void start(void)
{
	assert_int_equal(procedure_run_init(&run, &proc, &rules, &fresh_shoe),
			 STATUS_OK);
}

/* Performs the expected step, as written, until the run is over. */
static void perform_all(struct rng *rng)
{
	struct procedure_step s;

	while (procedure_expected(&run, &s, NULL))
		assert_int_equal(procedure_apply(&run, s.op, &s.params, 0, rng),
				 STATUS_OK);
}

static void apply_ok(enum procedure_op op, struct rng *rng)
{
	assert_int_equal(procedure_apply(&run, op, NULL, 0, rng), STATUS_OK);
}

static void procedure__op_keys__round_trip(void **state)
{
	(void)state;
	for (int i = 0; i < PROCEDURE_OP__COUNT; i++)
		assert_int_equal(procedure_op_by_key(procedure_op_key(
					 (enum procedure_op)i)), i);
	assert_int_equal(procedure_op_by_key("shuffle"), PROCEDURE_OP__COUNT);
	assert_string_equal(procedure_param_key(PROCEDURE_PARAM_RIFFLES),
			    "riffles");
	assert_true(procedure_op_params(PROCEDURE_OP_TAKE_PORTIONS)
		    & PROCEDURE_PP_RIFFLES);
	assert_false(procedure_op_params(PROCEDURE_OP_WASH)
		     & PROCEDURE_PP_RIFFLES);
}

/* IPLyC 8.7.1.1.1-2: "Tomará dos barajas por vez y efectuará un baraje.
 * ... continuará la secuencia con el mezclado o 'ensalada'": the wash
 * before the riffles is refused, and nothing moves. */
static void procedure__wash_before_riffles__refused_unchanged__iplyc_8_7_1_1_2(void **state)
{
	struct rng rng;

	(void)state;
	build_opening();
	start();
	rng_seed(&rng, 7);
	memcpy(&copy, &run, sizeof run);
	assert_int_equal(procedure_apply(&run, PROCEDURE_OP_WASH, NULL, 0, &rng),
			 STATUS_WRONG_ACTION);
	assert_memory_equal(&copy, &run, sizeof run);
}

/* IPLyC 8.7.1.1.1: two decks at a time, four times for eight decks; the
 * fourth pair is still expected after three. */
static void procedure__riffle_repeats__four_pairs_then_wash__iplyc_8_7_1_1_1(void **state)
{
	struct rng rng;
	struct procedure_step s;
	int done = -1;

	(void)state;
	build_opening();
	start();
	rng_seed(&rng, 7);
	for (int i = 0; i < 3; i++)
		apply_ok(PROCEDURE_OP_RIFFLE, &rng);
	assert_true(procedure_expected(&run, &s, &done));
	assert_int_equal(s.op, PROCEDURE_OP_RIFFLE);
	assert_int_equal(done, 3);
	assert_int_equal(procedure_apply(&run, PROCEDURE_OP_WASH, NULL, 0, &rng),
			 STATUS_WRONG_ACTION);
	apply_ok(PROCEDURE_OP_RIFFLE, &rng);
	assert_true(procedure_expected(&run, &s, &done));
	assert_int_equal(s.op, PROCEDURE_OP_WASH);
	assert_int_equal(done, 0);
}

/* IPLyC 8.7.1.1.8: "realizará un abanico, tres barajes y un abanico
 * final": two riffles instead of three is the wrong action. */
static void procedure__final_portion_with_two_riffles__refused__iplyc_8_7_1_1_8(void **state)
{
	struct rng rng;
	struct procedure_params p;

	(void)state;
	build_opening();
	start();
	rng_seed(&rng, 7);
	for (int i = 0; i < 5; i++)
		assert_int_equal(procedure_skip(&run), STATUS_OK);
	p = proc.steps[5].params;
	p.riffles = 2;
	memcpy(&copy, &run, sizeof run);
	assert_int_equal(procedure_apply(&run, PROCEDURE_OP_FINAL_PORTIONS, &p,
					 0, &rng), STATUS_WRONG_ACTION);
	assert_memory_equal(&copy, &run, sizeof run);
	p.riffles = 3;
	p.repeat = 1;    /* not compared: one apply is one repetition */
	assert_int_equal(procedure_apply(&run, PROCEDURE_OP_FINAL_PORTIONS, &p,
					 0, &rng), STATUS_OK);
}

/* IPLyC 8.7.1.1.1-17 performed in full: a shoe of all 416 cards (7.5.3),
 * the plastic card at the end (8.7.1.1.15), the safety card 7 to 12
 * cards from the end (7.5.10, 8.7.1.1.16). */
static void procedure__full_opening__checked_shoe_with_safety_card__iplyc_8_7_1_1_16(void **state)
{
	struct rng rng;
	struct shoe_check c;
	size_t below;

	(void)state;
	build_opening();
	start();
	rng_seed(&rng, 11);
	perform_all(&rng);
	assert_true(procedure_done(&run));
	assert_int_equal(run.at, PROCEDURE_AT_SHOE);
	assert_int_equal(run.shoe.count, 416);
	assert_true(shoe_check(&run.shoe, &c));
	assert_int_equal(run.shoe.cut_at, run.shoe.count);
	below = shoe_cards_below_safety(&run.shoe);
	assert_true(below >= 7 && below <= 12);
	for (size_t i = 0; i < proc.nsteps; i++)
		assert_false(run.skipped[i]);
	assert_int_equal(procedure_apply(&run, PROCEDURE_OP_HAND_OVER_SABOT,
					 NULL, 0, &rng), STATUS_WRONG_ACTION);
	assert_int_equal(procedure_skip(&run), STATUS_WRONG_ACTION);
}

/* The same seed makes the same shoe: a drill can be replayed. */
static void procedure__same_seed__same_shoe(void **state)
{
	static struct shoe first;
	struct rng rng;

	(void)state;
	build_opening();
	start();
	rng_seed(&rng, 99);
	perform_all(&rng);
	first = run.shoe;
	start();
	rng_seed(&rng, 99);
	perform_all(&rng);
	assert_memory_equal(first.cards, run.shoe.cards, first.count);
}

/* Runs the opening up to the cut. */
static void up_to_cut(struct rng *rng)
{
	struct procedure_step s;

	build_opening();
	start();
	while (procedure_expected(&run, &s, NULL) && s.op != PROCEDURE_OP_CUT)
		assert_int_equal(procedure_apply(&run, s.op, NULL, 0, rng),
				 STATUS_OK);
}

/* IPLyC 7.5.9: "El corte del mazo deberá ser superior a cincuenta (50)
 * naipes": a cut at 50 is refused and nothing moves; one at 51 is
 * taken. */
static void procedure__cut_of_fifty__refused__iplyc_7_5_9(void **state)
{
	struct rng rng;
	card_t top;

	(void)state;
	rng_seed(&rng, 3);
	up_to_cut(&rng);
	memcpy(&copy, &run, sizeof run);
	assert_int_equal(procedure_apply(&run, PROCEDURE_OP_CUT, NULL, 50, &rng),
			 STATUS_BAD_CUT);
	assert_memory_equal(&copy, &run, sizeof run);
	top = run.shoe.cards[51];
	assert_int_equal(procedure_apply(&run, PROCEDURE_OP_CUT, NULL, 51, &rng),
			 STATUS_OK);
	assert_int_equal(run.shoe.cards[0], top);
}

/* IPLyC 7.5.10: the safety card separates "de siete (7) a doce (12)
 * naipes": 13 is refused, 12 is taken. */
static void procedure__safety_card_thirteen__refused__iplyc_7_5_10(void **state)
{
	struct rng rng;

	(void)state;
	rng_seed(&rng, 3);
	up_to_cut(&rng);
	apply_ok(PROCEDURE_OP_CUT, &rng);
	assert_int_equal(procedure_apply(&run, PROCEDURE_OP_PLACE_SAFETY_CARD,
					 NULL, 13, &rng), STATUS_BAD_ARGUMENT);
	assert_int_equal(shoe_cards_below_safety(&run.shoe), SHOE_NO_MARKER);
	assert_int_equal(procedure_apply(&run, PROCEDURE_OP_PLACE_SAFETY_CARD,
					 NULL, 12, &rng), STATUS_OK);
	assert_int_equal(shoe_cards_below_safety(&run.shoe), 12);
}

/* IPLyC 8.7.1.1.16: a skipped safety card is recorded, and the shoe has
 * none: the last pase would never be announced. */
static void procedure__skipped_safety_card__recorded_and_absent__iplyc_8_7_1_1_16(void **state)
{
	struct rng rng;

	(void)state;
	rng_seed(&rng, 3);
	up_to_cut(&rng);
	apply_ok(PROCEDURE_OP_CUT, &rng);
	assert_int_equal(procedure_skip(&run), STATUS_OK);
	assert_true(run.skipped[10]);
	assert_false(run.skipped[9]);
	assert_int_equal(shoe_cards_below_safety(&run.shoe), SHOE_NO_MARKER);
	apply_ok(PROCEDURE_OP_HAND_OVER_SABOT, &rng);
	assert_true(procedure_done(&run));
}

/* Skipping every step still makes a shoe of every card (the cards are
 * carried on unmixed), and procedure_mixing shows it untouched. */
static void procedure__everything_skipped__shoe_whole_and_unmixed(void **state)
{
	struct procedure_mixing m;
	struct shoe_check c;

	(void)state;
	build_opening();
	start();
	assert_int_equal(procedure_mixing(&run, &m), STATUS_OK);
	assert_int_equal(m.now.rising_sequences, 1);
	assert_int_equal(m.now.pairs_kept, 415);
	while (!procedure_done(&run))
		assert_int_equal(procedure_skip(&run), STATUS_OK);
	assert_int_equal(run.shoe.count, 416);
	assert_true(shoe_check(&run.shoe, &c));
	assert_int_equal(procedure_mixing(&run, &m), STATUS_OK);
	/* Three piles of consecutive blocks, picked up in order. */
	assert_true(m.now.rising_sequences <= 3);
	assert_true(m.now.pairs_kept >= 413);
	assert_true(m.random_rising > 208.4 && m.random_rising < 208.6);
	/* Eight decks in one order: a random order keeps some of their
	 * face pairs by chance, far fewer than the piles keep. */
	assert_true(m.random_pairs > 2.0);
	assert_true(m.random_pairs < 0.25 * (double)m.now.pairs_kept);
}

/* IPLyC 8.7.2.1.1: "Retirará los naipes sobrantes y los depositará en el
 * descartero": the cards left go on top of those played; the remade shoe
 * holds every card. */
static void procedure__remake__discard_then_whole_shoe__iplyc_8_7_2_1_1(void **state)
{
	struct rng rng;
	struct shoe s;
	struct shoe_check c;
	struct procedure_mixing m;
	card_t next;

	(void)state;
	rng_seed(&rng, 5);
	assert_int_equal(shuffle_practice_shoe(&rng, &rules, &s), STATUS_OK);
	for (int i = 0; i < 300; i++)
		assert_int_equal(shoe_deal(&s, &next), STATUS_OK);
	assert_int_equal(shoe_peek(&s, 0, &next), STATUS_OK);
	memset(&proc, 0, sizeof proc);
	add(PROCEDURE_OP_DISCARD_REMAINING, 0, 0, 0, 0, 1, "IPLyC 8.7.2.1.1");
	add(PROCEDURE_OP_PLACE_SABOT, 0, 0, 0, 0, 1, "IPLyC 8.7.2.1.2");
	add(PROCEDURE_OP_FORM_PILES, 0, 0, 0, 3, 1, "IPLyC 8.7.2.1.3");
	add(PROCEDURE_OP_VERIFY_EMPTY, 0, 0, 0, 0, 1, "IPLyC 8.7.2.1.4");
	add(PROCEDURE_OP_TAKE_PORTIONS, 2, 1, 0, 3, 3, "IPLyC 8.7.2.1.5-7");
	add(PROCEDURE_OP_FINAL_PORTIONS, 2, 3, 2, 0, 4, "IPLyC 8.7.2.1.8-9");
	add(PROCEDURE_OP_LOAD_SABOT, 0, 0, 0, 0, 1, "IPLyC 8.7.2.1.9");
	add(PROCEDURE_OP_CUT, 0, 0, 0, 0, 1, "IPLyC 8.7.2.1.9");
	add(PROCEDURE_OP_PLACE_SAFETY_CARD, 0, 0, 0, 0, 1, "IPLyC 8.7.2.1.9");
	add(PROCEDURE_OP_HAND_OVER_SABOT, 0, 0, 0, 0, 1, "IPLyC 8.7.2.1.10");
	assert_int_equal(procedure_run_init(&run, &proc, &rules, &s), STATUS_OK);
	apply_ok(PROCEDURE_OP_DISCARD_REMAINING, &rng);
	assert_int_equal(run.at, PROCEDURE_AT_PACKET);
	assert_int_equal(run.npacket, 416);
	assert_int_equal(run.shoe.count, 0);
	assert_int_equal(run.packet[0], next);
	/* Gathering the tray is not mixing: the measure starts here. */
	assert_int_equal(procedure_mixing(&run, &m), STATUS_OK);
	assert_int_equal(m.now.rising_sequences, 1);
	perform_all(&rng);
	assert_int_equal(run.shoe.count, 416);
	assert_int_equal(run.shoe.next, 0);
	assert_true(shoe_check(&run.shoe, &c));
}

/* IPLyC 8.9.8.1-3: the deck check goes deck by deck, card by card: a
 * card missing from the fifth deck is found at the fifth check_deck, not
 * before. */
static void procedure__deck_check_missing_card__found_at_fifth_deck__iplyc_8_9_8_2(void **state)
{
	struct rng rng;
	card_t five_h = card_make(5, SUIT_HEARTS);

	(void)state;
	rng_seed(&rng, 1);
	build_deck_check();
	start();
	assert_int_equal(procedure_deck_defect(&run, 4, five_h, 0), STATUS_OK);
	apply_ok(PROCEDURE_OP_CHECK_BAND, &rng);
	assert_false(run.band_ok);          /* 415 cards: 8.9.8 */
	for (int d = 0; d < 4; d++) {
		apply_ok(PROCEDURE_OP_CHECK_DECK, &rng);
		assert_true(run.deck_result[d].checked);
		assert_true(run.deck_result[d].ok);
	}
	assert_false(run.deck_result[4].checked);
	apply_ok(PROCEDURE_OP_CHECK_DECK, &rng);
	assert_false(run.deck_result[4].ok);
	assert_int_equal(run.deck_result[4].found.missing, 1);
	assert_int_equal(run.deck_result[4].found.first_missing, five_h);
	for (int d = 5; d < 8; d++)
		apply_ok(PROCEDURE_OP_CHECK_DECK, &rng);
	assert_true(run.deck_result[7].ok);
	apply_ok(PROCEDURE_OP_LAY_OUT_DECKS, &rng);
	apply_ok(PROCEDURE_OP_CHECK_CUT_CARDS, &rng);
	assert_true(run.cut_cards_ok);
	assert_true(procedure_done(&run));
}

/* IPLyC 8.9.8: "que sus lomos sean de un mismo color": a foreign-back
 * card in the second deck fails the band check and the second deck. */
static void procedure__deck_check_foreign_back__found_in_second_deck__iplyc_8_9_8(void **state)
{
	struct rng rng;
	card_t stray = (card_t)(card_make(9, SUIT_CLUBS) | CARD_FOREIGN_BACK);

	(void)state;
	rng_seed(&rng, 1);
	build_deck_check();
	start();
	assert_int_equal(procedure_deck_defect(&run, 1, 0, stray), STATUS_OK);
	apply_ok(PROCEDURE_OP_CHECK_BAND, &rng);
	assert_false(run.band_ok);
	apply_ok(PROCEDURE_OP_CHECK_DECK, &rng);
	assert_true(run.deck_result[0].ok);
	apply_ok(PROCEDURE_OP_CHECK_DECK, &rng);
	assert_false(run.deck_result[1].ok);
	assert_int_equal(run.deck_result[1].found.extras, 1);
	assert_int_equal(run.deck_result[1].found.first_extra, stray);
	/* Too late to plant a defect once the check has begun. */
	assert_int_equal(procedure_deck_defect(&run, 6, 0, stray),
			 STATUS_BAD_ARGUMENT);
}

/* IPLyC 8.9.9: "Se controlará la existencia de dos cortes plásticos". */
static void procedure__one_cut_card__check_fails__iplyc_8_9_9(void **state)
{
	struct rng rng;

	(void)state;
	rng_seed(&rng, 1);
	build_deck_check();
	start();
	run.cut_cards = 1;
	assert_int_equal(procedure_deck_defect(&run, 0, card_make(1, SUIT_SPADES),
					       card_make(1, SUIT_SPADES)),
			 STATUS_OK);
	assert_int_equal(procedure_deck_defect(&run, 8, 0, 0),
			 STATUS_BAD_ARGUMENT);
	assert_int_equal(procedure_deck_defect(&run, 0, CARD_JOKER, 0),
			 STATUS_CARD_NOT_IN_SHOE);
	perform_all(&rng);
	assert_true(run.band_ok);
	assert_true(run.deck_result[0].ok);   /* the card was put back */
	assert_false(run.cut_cards_ok);
}

static void procedure__empty_procedure__refused(void **state)
{
	(void)state;
	memset(&proc, 0, sizeof proc);
	assert_int_equal(procedure_run_init(&run, &proc, &rules, &fresh_shoe),
			 STATUS_BAD_ARGUMENT);
}

/* --- the remate (IPLyC 7.5.4-7.5.6, 8.7.1.1.12-13) ------------------- */

/* An opening run at its remate step, with the offers given. */
static void at_remate(const struct remate_offer *o, int n,
		      const struct remate_offer *better, int nbetter)
{
	build_opening();
	rules.table_min = 100;
	rules.table_max = 10000;
	start();
	while (run.step < 8)
		assert_int_equal(procedure_skip(&run), STATUS_OK);
	memcpy(run.offers, o, (size_t)n * sizeof *o);
	run.n_offers = n;
	if (nbetter > 0)
		memcpy(run.improved, better, (size_t)nbetter * sizeof *better);
	run.n_improved = nbetter;
	run.improve_asked = false;
	run.improve_asked_again = false;
}

static enum status answer(int seat, struct rng *rng)
{
	struct procedure_params p = { .repeat = 1, .count = seat };

	return procedure_apply(&run, PROCEDURE_OP_REMATE, &p, 0, rng);
}

static void procedure__remate_tie_below_maximum__ask_then_by_the_right__iplyc_7_5_5(void **state)
{
	static const struct remate_offer o[] = {
		{ 4, 1000 }, { 2, 1000 }, { 6, 500 } };
	struct rng rng;

	(void)state;
	rng_seed(&rng, 7);
	at_remate(o, 3, NULL, 0);
	assert_int_equal(procedure_remate_due(&run), PROCEDURE_REMATE_ASK);
	assert_int_equal(procedure_remate_why(&run), PROCEDURE_REMATE_WHY_TIE);
	/* Awarding a tie without asking is refused. */
	assert_int_equal(answer(2, &rng), STATUS_WRONG_ACTION);
	assert_int_equal(answer(PROCEDURE_REMATE_ASK, &rng), STATUS_OK);
	/* Asked: the step is still the remate; nobody improves, so by the
	 * right from seat 1: seat 2, not seat 4. */
	assert_int_equal(run.step, 8);
	assert_int_equal(procedure_remate_due(&run), 2);
	assert_int_equal(procedure_remate_why(&run),
			 PROCEDURE_REMATE_WHY_BY_THE_RIGHT);
	assert_string_equal(procedure_remate_article(procedure_remate_why(&run)),
			    "IPLyC 7.5.5");
	assert_int_equal(answer(PROCEDURE_REMATE_ASK, &rng),
			 STATUS_WRONG_ACTION);
	assert_int_equal(answer(4, &rng), STATUS_WRONG_ACTION);
	assert_int_equal(answer(2, &rng), STATUS_OK);
	assert_int_equal(run.step, 9);
}

/* IPLyC 8.7.1.1.13: "De haber mejoras, se anuncia el monto y
 * nuevamente se invita a mejorar": the improvement is not awarded before
 * the croupier has asked again. */
static void procedure__remate_improved__asked_again_then_awarded__iplyc_8_7_1_1_13(void **state)
{
	static const struct remate_offer o[] = { { 3, 2500 }, { 5, 2500 } };
	static const struct remate_offer better[] = { { 5, 4000 } };
	struct rng rng;

	(void)state;
	rng_seed(&rng, 7);
	at_remate(o, 2, better, 1);
	assert_int_equal(answer(PROCEDURE_REMATE_ASK, &rng), STATUS_OK);
	assert_int_equal(procedure_remate_due(&run), PROCEDURE_REMATE_ASK);
	assert_int_equal(procedure_remate_why(&run),
			 PROCEDURE_REMATE_WHY_INVITE);
	assert_int_equal(answer(5, &rng), STATUS_WRONG_ACTION);
	assert_int_equal(answer(PROCEDURE_REMATE_ASK, &rng), STATUS_OK);
	assert_int_equal(procedure_remate_due(&run), 5);
	assert_int_equal(procedure_remate_why(&run),
			 PROCEDURE_REMATE_WHY_IMPROVED);
	assert_string_equal(procedure_remate_article(procedure_remate_why(&run)),
			    "IPLyC 8.7.1.1.13");
	assert_int_equal(answer(3, &rng), STATUS_WRONG_ACTION);
	assert_int_equal(answer(5, &rng), STATUS_OK);
}

static void procedure__remate_offer_of_maximum__awarded_at_once__iplyc_7_5_6(void **state)
{
	static const struct remate_offer o[] = { { 1, 1000 }, { 3, 10000 } };
	static const struct remate_offer two[] = { { 6, 10000 }, { 3, 10000 } };
	struct rng rng;

	(void)state;
	rng_seed(&rng, 7);
	at_remate(o, 2, NULL, 0);
	assert_int_equal(procedure_remate_due(&run), 3);
	assert_int_equal(procedure_remate_why(&run),
			 PROCEDURE_REMATE_WHY_MAXIMUM);
	assert_int_equal(answer(PROCEDURE_REMATE_ASK, &rng),
			 STATUS_WRONG_ACTION);
	assert_int_equal(answer(3, &rng), STATUS_OK);
	assert_int_equal(run.step, 9);
	/* Two at the maximum: nobody can improve, by the right at once. */
	at_remate(two, 2, NULL, 0);
	assert_int_equal(procedure_remate_due(&run), 3);
}

/* IPLyC 8.7.1.1.13: one best offer is announced and an improvement
 * invited too ("Habiéndose producido ofertas [...] invitará a
 * mejorarla"); nobody improves: "Adjudicada" to it (7.5.4). */
static void procedure__remate_one_best_offer__invited_then_awarded__iplyc_8_7_1_1_13(void **state)
{
	static const struct remate_offer o[] = {
		{ 2, 900 }, { 7, 3000 }, { 4, 2900 } };
	struct rng rng;

	(void)state;
	rng_seed(&rng, 7);
	at_remate(o, 3, NULL, 0);
	assert_int_equal(procedure_remate_due(&run), PROCEDURE_REMATE_ASK);
	assert_int_equal(procedure_remate_why(&run),
			 PROCEDURE_REMATE_WHY_INVITE);
	assert_int_equal(answer(7, &rng), STATUS_WRONG_ACTION);
	assert_int_equal(answer(PROCEDURE_REMATE_ASK, &rng), STATUS_OK);
	assert_int_equal(procedure_remate_due(&run), 7);
	assert_int_equal(procedure_remate_why(&run),
			 PROCEDURE_REMATE_WHY_BEST);
	assert_int_equal(answer(PROCEDURE_REMATE_ASK, &rng),
			 STATUS_WRONG_ACTION);
	assert_int_equal(answer(7, &rng), STATUS_OK);
}

/* Dealt from seeds: offers within the limits from distinct seats, the
 * same for a seed, and every situation the drill teaches turns up. */
static void procedure__remate_deal__offers_within_limits_by_seed__iplyc_7_5_4(void **state)
{
	int ask = 0, maximum = 0, improved = 0;

	(void)state;
	build_opening();
	rules.table_min = 100;
	rules.table_max = 10000;
	start();
	for (uint64_t seed = 1; seed <= 200; seed++) {
		struct remate_offer first[TABLE_SEATS_MAX];
		int n;

		assert_int_equal(procedure_remate_deal(&run, seed), STATUS_OK);
		n = run.n_offers;
		assert_true(n >= 2);
		memcpy(first, run.offers, sizeof first);
		for (int i = 0; i < n; i++) {
			assert_true(run.offers[i].amount >= rules.table_min);
			assert_true(run.offers[i].amount <= rules.table_max);
			assert_true(run.offers[i].seat >= 1);
			assert_true(run.offers[i].seat <= rules.seats);
			for (int k = 0; k < i; k++)
				assert_int_not_equal(run.offers[k].seat,
						     run.offers[i].seat);
		}
		for (int i = 0; i < run.n_improved; i++)
			assert_true(run.improved[i].amount <= rules.table_max);
		switch (procedure_remate_why(&run)) {
		case PROCEDURE_REMATE_WHY_TIE:
		case PROCEDURE_REMATE_WHY_INVITE: ask++; break;
		case PROCEDURE_REMATE_WHY_MAXIMUM: maximum++; break;
		default: break;
		}
		improved += run.n_improved > 0;
		assert_int_equal(procedure_remate_deal(&run, seed), STATUS_OK);
		assert_int_equal(run.n_offers, n);
		assert_memory_equal(run.offers, first,
				    (size_t)n * sizeof first[0]);
	}
	assert_true(ask > 0 && maximum > 0 && improved > 0);
}

int main(void)
{
	static const struct CMUnitTest tests[] = {
		cmocka_unit_test(procedure__op_keys__round_trip),
		cmocka_unit_test(procedure__wash_before_riffles__refused_unchanged__iplyc_8_7_1_1_2),
		cmocka_unit_test(procedure__riffle_repeats__four_pairs_then_wash__iplyc_8_7_1_1_1),
		cmocka_unit_test(procedure__final_portion_with_two_riffles__refused__iplyc_8_7_1_1_8),
		cmocka_unit_test(procedure__full_opening__checked_shoe_with_safety_card__iplyc_8_7_1_1_16),
		cmocka_unit_test(procedure__same_seed__same_shoe),
		cmocka_unit_test(procedure__cut_of_fifty__refused__iplyc_7_5_9),
		cmocka_unit_test(procedure__safety_card_thirteen__refused__iplyc_7_5_10),
		cmocka_unit_test(procedure__skipped_safety_card__recorded_and_absent__iplyc_8_7_1_1_16),
		cmocka_unit_test(procedure__everything_skipped__shoe_whole_and_unmixed),
		cmocka_unit_test(procedure__remake__discard_then_whole_shoe__iplyc_8_7_2_1_1),
		cmocka_unit_test(procedure__deck_check_missing_card__found_at_fifth_deck__iplyc_8_9_8_2),
		cmocka_unit_test(procedure__deck_check_foreign_back__found_in_second_deck__iplyc_8_9_8),
		cmocka_unit_test(procedure__one_cut_card__check_fails__iplyc_8_9_9),
		cmocka_unit_test(procedure__empty_procedure__refused),
		cmocka_unit_test(procedure__remate_tie_below_maximum__ask_then_by_the_right__iplyc_7_5_5),
		cmocka_unit_test(procedure__remate_improved__asked_again_then_awarded__iplyc_8_7_1_1_13),
		cmocka_unit_test(procedure__remate_offer_of_maximum__awarded_at_once__iplyc_7_5_6),
		cmocka_unit_test(procedure__remate_one_best_offer__invited_then_awarded__iplyc_8_7_1_1_13),
		cmocka_unit_test(procedure__remate_deal__offers_within_limits_by_seed__iplyc_7_5_4),
	};

	return cmocka_run_group_tests(tests, setup, NULL);
}
