/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_procedure_load.c: the shipped procedure files, run on real cards;
 * their answer key; and every way a bad file is refused with its exact
 * "file:line:column: message".
 *
 * Messages are checked in English: the test never calls setlocale, so
 * gettext answers in the C locale. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>

#include <cmocka.h>

#include "engine/procedure.h"
#include "scenario/procedure_load.h"
#include "session/procedure_key.h"

static char srcdir[2048];
static struct procedure_def proc;
static struct procedure_run run;
static struct rules rules;

static void path_in(char *buf, size_t size, const char *dir, const char *name)
{
	int n = snprintf(buf, size, "%s/%s", dir, name);

	assert_true(n > 0 && (size_t)n < size);
}

static void load_ok(const char *name)
{
	char path[4096], msg[2048];
	struct diag d;

	snprintf(path, sizeof path, "%s/data/procedures/%s.yaml", srcdir, name);
	if (!procedure_load(path, &proc, &d)) {
		diag_format(&d, msg, sizeof msg);
		fail_msg("%s", msg);
	}
	rules_init(&rules);
}

static void assert_ops(const enum procedure_op *ops, size_t n)
{
	assert_int_equal(proc.nsteps, n);
	for (size_t i = 0; i < n; i++) {
		assert_int_equal(proc.steps[i].op, ops[i]);
		assert_true(proc.steps[i].article[0] != '\0');
		assert_true(proc.steps[i].text_es[0] != '\0');
		assert_true(proc.steps[i].text_en[0] != '\0');
	}
}

/* IPLyC 8.7.1.1.1-17: riffles of two decks with fans, the ensalada, three
 * piles, the inspector's portions (one riffle, no fan, five times), the
 * final portions (fan, three riffles, fan), load, cut card, remate, cut,
 * safety card, hand over. */
static void procedure_load__opening__the_steps_of__iplyc_8_7_1_1(void **state)
{
	static const enum procedure_op ops[] = {
		PROCEDURE_OP_RIFFLE, PROCEDURE_OP_WASH, PROCEDURE_OP_GATHER,
		PROCEDURE_OP_FORM_PILES, PROCEDURE_OP_TAKE_PORTIONS,
		PROCEDURE_OP_FINAL_PORTIONS, PROCEDURE_OP_LOAD_SABOT,
		PROCEDURE_OP_PLACE_CUT_CARD, PROCEDURE_OP_REMATE,
		PROCEDURE_OP_CUT, PROCEDURE_OP_PLACE_SAFETY_CARD,
		PROCEDURE_OP_HAND_OVER_SABOT,
	};
	const struct procedure_params *riffle, *portions, *final;

	(void)state;
	load_ok("opening");
	assert_string_equal(proc.name, "opening");
	assert_string_equal(proc.article, "IPLyC 8.7.1");
	assert_ops(ops, sizeof ops / sizeof ops[0]);
	riffle = &proc.steps[0].params;
	assert_int_equal(riffle->decks, 2);      /* "dos barajas por vez" */
	assert_int_equal(riffle->riffles, 1);
	assert_int_equal(riffle->fans, 2);       /* left and right */
	assert_int_equal(riffle->repeat, 4);
	assert_int_equal(proc.steps[3].params.piles, 3);  /* 8.7.1.1.4 */
	portions = &proc.steps[4].params;       /* 8.7.1.1.5-7 */
	assert_int_equal(portions->decks, 2);
	assert_int_equal(portions->riffles, 1);
	assert_int_equal(portions->fans, 0);     /* "sin abanico" */
	assert_int_equal(portions->repeat, 5);   /* "cuatro oportunidades mas" */
	final = &proc.steps[5].params;          /* 8.7.1.1.8 */
	assert_int_equal(final->riffles, 3);
	assert_int_equal(final->fans, 2);
	assert_string_equal(proc.steps[4].article, "IPLyC 8.7.1.1.5-7");
}

/* IPLyC 8.7.2.1.1-10: no remate during play; one riffle per portion,
 * three times; three riffles with safety fans. */
static void procedure_load__during_play__the_steps_of__iplyc_8_7_2_1(void **state)
{
	static const enum procedure_op ops[] = {
		PROCEDURE_OP_DISCARD_REMAINING, PROCEDURE_OP_PLACE_SABOT,
		PROCEDURE_OP_FORM_PILES, PROCEDURE_OP_VERIFY_EMPTY,
		PROCEDURE_OP_TAKE_PORTIONS, PROCEDURE_OP_FINAL_PORTIONS,
		PROCEDURE_OP_LOAD_SABOT, PROCEDURE_OP_PLACE_CUT_CARD,
		PROCEDURE_OP_CUT, PROCEDURE_OP_PLACE_SAFETY_CARD,
		PROCEDURE_OP_HAND_OVER_SABOT,
	};

	(void)state;
	load_ok("during_play");
	assert_ops(ops, sizeof ops / sizeof ops[0]);
	assert_int_equal(proc.steps[4].params.riffles, 1);
	assert_int_equal(proc.steps[4].params.fans, 0);
	assert_int_equal(proc.steps[4].params.repeat, 3);
	assert_int_equal(proc.steps[5].params.riffles, 3);
	assert_int_equal(proc.steps[5].params.fans, 2);
}

/* IPLyC 8.9.8-8.9.9: each of the eight decks card by card, no second
 * pile, laid out 4-3-1; two plastic cuts. */
static void procedure_load__deck_check__the_steps_of__iplyc_8_9_8(void **state)
{
	static const enum procedure_op ops[] = {
		PROCEDURE_OP_CHECK_BAND, PROCEDURE_OP_CHECK_DECK,
		PROCEDURE_OP_LAY_OUT_DECKS, PROCEDURE_OP_CHECK_CUT_CARDS,
		PROCEDURE_OP_REPORT_FINDINGS,
	};
	const struct procedure_params *p;

	(void)state;
	load_ok("deck_check");
	assert_ops(ops, sizeof ops / sizeof ops[0]);
	p = &proc.steps[1].params;
	assert_int_equal(p->decks, 1);
	assert_int_equal(p->piles, 1);
	assert_int_equal(p->repeat, 8);
	p = &proc.steps[2].params;
	assert_int_equal(p->nrows, 3);
	assert_int_equal(p->rows[0], 4);
	assert_int_equal(p->rows[1], 3);
	assert_int_equal(p->rows[2], 1);
	assert_int_equal(proc.steps[3].params.count, 2);
}

/* Runs the loaded procedure on shoe s, skipping the steps whose op is in
 * skip[0..nskip), and measures the result. */
static struct procedure_mixing run_file(const struct shoe *s, uint64_t seed,
					const enum procedure_op *skip,
					size_t nskip)
{
	struct procedure_step st;
	struct procedure_mixing m;
	struct shoe_check c;
	struct rng rng;

	rng_seed(&rng, seed);
	assert_int_equal(procedure_run_init(&run, &proc, &rules, s), STATUS_OK);
	while (procedure_expected(&run, &st, NULL)) {
		bool skipped = false;

		for (size_t i = 0; i < nskip; i++)
			if (st.op == skip[i])
				skipped = true;
		if (skipped)
			assert_int_equal(procedure_skip(&run), STATUS_OK);
		else
			assert_int_equal(procedure_apply(&run, st.op, &st.params,
							 0, &rng), STATUS_OK);
	}
	assert_int_equal(run.shoe.count, 416);
	assert_true(shoe_check(&run.shoe, &c));
	assert_int_equal(procedure_mixing(&run, &m), STATUS_OK);
	return m;
}

#define SEEDS 10

/* IPLyC 8.7.1.1.2: the ensalada goes on "facilitando el mezclado y el
 * desarme total del orden correlativo".  Performed in full, the opening
 * leaves a shoe as mixed as a random one: about (n + 1) / 2 = 208.5
 * rising sequences and a handful of neighbours kept. */
static void procedure_load__opening_in_full__mixed_like_a_random_shoe__iplyc_8_7_1_1_2(void **state)
{
	static struct shoe s;
	double rising = 0, pairs = 0;
	struct procedure_mixing m = { { 0, 0, 0 }, 0, 0 };

	(void)state;
	load_ok("opening");
	assert_int_equal(shoe_init(&s, 8), STATUS_OK);
	for (uint64_t seed = 1; seed <= SEEDS; seed++) {
		m = run_file(&s, seed, NULL, 0);
		rising += (double)m.now.rising_sequences;
		pairs += (double)m.now.pairs_kept;
		assert_true(m.now.rising_sequences > 180);
		assert_true(m.now.rising_sequences < 240);
	}
	rising /= SEEDS;
	pairs /= SEEDS;
	assert_true(rising > 0.95 * m.random_rising);
	assert_true(rising < 1.05 * m.random_rising);
	assert_true(pairs < 4 * m.random_pairs);
}

/* IPLyC 8.7.1.1.2 and 8.7.1.1.5-7 left out: the shoe keeps far more of
 * the new-deck order, which the mixing measures show. */
static void procedure_load__opening_without_wash_and_portions__less_mixed__iplyc_8_7_1_1_5(void **state)
{
	static const enum procedure_op skip[] = {
		PROCEDURE_OP_WASH, PROCEDURE_OP_TAKE_PORTIONS,
	};
	static struct shoe s;
	double full_rising = 0, full_pairs = 0, rising = 0, pairs = 0;

	(void)state;
	load_ok("opening");
	assert_int_equal(shoe_init(&s, 8), STATUS_OK);
	for (uint64_t seed = 1; seed <= SEEDS; seed++) {
		struct procedure_mixing full = run_file(&s, seed, NULL, 0);
		struct procedure_mixing part = run_file(&s, seed, skip, 2);

		assert_true(run.skipped[1] && run.skipped[4]);
		assert_false(run.skipped[0] || run.skipped[2] || run.skipped[5]);
		full_rising += (double)full.now.rising_sequences;
		full_pairs += (double)full.now.pairs_kept;
		rising += (double)part.now.rising_sequences;
		pairs += (double)part.now.pairs_kept;
	}
	assert_true(rising < 0.85 * full_rising);
	assert_true(pairs > 2 * full_pairs);
}

/* IPLyC 8.7.2.1: the remade shoe, from a shoe played down to its last
 * cards, is again as mixed as a random one against the discard tray. */
static void procedure_load__during_play_in_full__mixed_like_a_random_shoe__iplyc_8_7_2_1_8(void **state)
{
	static struct shoe s;
	struct rng rng;
	double rising = 0;
	struct procedure_mixing m = { { 0, 0, 0 }, 0, 0 };

	(void)state;
	load_ok("during_play");
	for (uint64_t seed = 1; seed <= SEEDS; seed++) {
		card_t c;

		rng_seed(&rng, 1000 + seed);
		assert_int_equal(shuffle_practice_shoe(&rng, &rules, &s),
				 STATUS_OK);
		while (shoe_cards_left(&s) > 10)
			assert_int_equal(shoe_deal(&s, &c), STATUS_OK);
		m = run_file(&s, seed, NULL, 0);
		rising += (double)m.now.rising_sequences;
	}
	rising /= SEEDS;
	assert_true(rising > 0.9 * m.random_rising);
	assert_true(rising < 1.1 * m.random_rising);
}

/* IPLyC 8.9.8.2: card by card, deck by deck: an extra ace of spades in
 * the third deck shows at the third check_deck, as a duplicate. */
static void procedure_load__deck_check_file__duplicate_found_in_third_deck__iplyc_8_9_8_2(void **state)
{
	static struct shoe s;
	struct procedure_step st;
	struct rng rng;
	card_t ace = card_make(1, SUIT_SPADES);

	(void)state;
	load_ok("deck_check");
	rng_seed(&rng, 1);
	assert_int_equal(shoe_init(&s, 8), STATUS_OK);
	assert_int_equal(procedure_run_init(&run, &proc, &rules, &s), STATUS_OK);
	assert_int_equal(procedure_deck_defect(&run, 2, 0, ace), STATUS_OK);
	while (procedure_expected(&run, &st, NULL))
		assert_int_equal(procedure_apply(&run, st.op, NULL, 0, &rng),
				 STATUS_OK);
	assert_false(run.band_ok);
	for (int d = 0; d < 8; d++)
		assert_int_equal(run.deck_result[d].ok, d != 2);
	assert_int_equal(run.deck_result[2].found.duplicates, 1);
	assert_int_equal(run.deck_result[2].found.first_duplicate, ace);
	assert_true(run.cut_cards_ok);
}

/* The answer key: the title with its article, then each step numbered
 * with its article, in the language asked for. */
static void collect_line(void *ctx, const char *line)
{
	size_t *n = ctx;

	assert_true(line[0] != '\0');
	(*n)++;
}

static void procedure_key__opening__numbered_steps_with_articles(void **state)
{
	char line[PROCEDURE_KEY_LINE_MAX];
	size_t n = 0;

	(void)state;
	load_ok("opening");
	/* The C locale: the interface is English. */
	assert_false(procedure_key_ui_spanish());
	assert_int_equal(procedure_key_lang(), PROCEDURE_LANG_EN);
	assert_int_equal(procedure_key_lines(&proc), 13);
	assert_true(procedure_key_line(&proc, 0, PROCEDURE_LANG_EN, line,
				       sizeof line));
	assert_string_equal(line, "Making the shoe at the start of play (IPLyC 8.7.1)");
	assert_true(procedure_key_line(&proc, 3, PROCEDURE_LANG_EN, line,
				       sizeof line));
	assert_string_equal(line, "3. With the paddle, gather the washed cards into one long row. (IPLyC 8.7.1.1.3)");
	assert_true(procedure_key_line(&proc, 3, PROCEDURE_LANG_ES, line,
				       sizeof line));
	assert_string_equal(line, "3. Con ayuda de la pala, reunir la ensalada en un agrupamiento alargado. (IPLyC 8.7.1.1.3)");
	assert_true(procedure_key_line(&proc, 12, PROCEDURE_LANG_ES, line,
				       sizeof line));
	assert_string_equal(line, "12. Entregar el Sabot al Banquero para el inicio del juego. (IPLyC 8.7.1.1.17)");
	assert_false(procedure_key_line(&proc, 13, PROCEDURE_LANG_EN, line,
					sizeof line));
	/* A short buffer is cut, never overrun. */
	assert_true(procedure_key_line(&proc, 0, PROCEDURE_LANG_EN, line, 7));
	assert_string_equal(line, "Making");
	procedure_key_steps(&proc, PROCEDURE_LANG_ES, collect_line, &n);
	assert_int_equal(n, 13);
}

/* The bad corpus: tests/bad/procedures/FILE and its exact place and
 * message. */
struct bad_case {
	const char *file;
	unsigned long line, column;
	const char *message;
};

static struct bad_case corpus[] = {
	{ "alias.yaml", 5, 5, "anchors and aliases are not allowed (&w)" },
	{ "bad-name.yaml", 1, 7, "name must be 1 to 31 lowercase letters, digits, '-' or '_'" },
	{ "bidi-article.yaml", 5, 32, "control character U+202E is not allowed in text" },
	{ "control-title.yaml", 2, 13, "control character U+001B is not allowed in text" },
	{ "empty-article.yaml", 6, 14, "a citation must not be empty" },
	{ "empty-description.yaml", 8, 9, "a description must not be empty" },
	{ "empty-steps.yaml", 5, 2, "a procedure needs at least one step" },
	{ "missing-article.yaml", 9, 5, "missing required key 'article' in step 2" },
	{ "missing-op.yaml", 5, 5, "missing required key 'op' in step 1" },
	{ "missing-param.yaml", 5, 5, "missing required key 'piles' in step 1" },
	{ "missing-steps.yaml", 1, 1, "missing required key 'steps' in the procedure" },
	{ "missing-title-en.yaml", 2, 8, "missing required key 'en' in title" },
	{ "not-integer.yaml", 7, 14, "expected a whole number, found 'three'" },
	{ "param-not-applicable.yaml", 6, 5, "parameter 'riffles' does not apply to wash" },
	{ "piles-five.yaml", 6, 12, "piles must be between 1 and 4, not 5" },
	{ "repeat-zero.yaml", 9, 13, "repeat must be between 1 and 16, not 0" },
	{ "root-sequence.yaml", 1, 1, "a procedure must be a mapping of keys, found a sequence" },
	{ "rows-not-list.yaml", 6, 11, "rows must be a list of numbers of decks, found '431'" },
	{ "rows-over-eight.yaml", 6, 18, "the rows hold more than 8 decks" },
	{ "step-not-mapping.yaml", 5, 5, "step 1 must be a mapping of keys, found 'wash'" },
	{ "steps-not-list.yaml", 5, 2, "steps must be a list of steps, found 'riffle'" },
	{ "unknown-key.yaml", 7, 5, "unknown key 'riffels' in step 1 (allowed: op, article, es, en, decks, riffles, fans, piles, repeat, count, rows)" },
	{ "unknown-op.yaml", 5, 9, "unknown value 'shufle' for op (allowed: check_band, check_deck, lay_out_decks, check_cut_cards, discard_remaining, place_sabot, riffle, wash, gather, form_piles, verify_empty, take_portions, final_portions, load_sabot, place_cut_card, remate, cut, place_safety_card, hand_over_sabot, report)" },
	{ "unknown-root-key.yaml", 4, 1, "unknown key 'stpes' in the procedure (allowed: name, title, article, steps)" },
};

#define CORPUS_SIZE (sizeof corpus / sizeof corpus[0])

static void procedure_load__bad_file__exact_place_and_message(void **state)
{
	const struct bad_case *c = *state;
	char dir[2048], path[4096], got[2048], want[8192];
	struct diag d;

	path_in(dir, sizeof dir, srcdir, "tests/bad/procedures");
	path_in(path, sizeof path, dir, c->file);
	memset(&d, 0, sizeof d);
	assert_false(procedure_load(path, &proc, &d));
	diag_format(&d, got, sizeof got);
	snprintf(want, sizeof want, "%s:%lu:%lu: %s", path, c->line, c->column,
		 c->message);
	assert_string_equal(got, want);
}

/* A file added to the corpus without its expected message fails here. */
static void procedure_load__bad_corpus__every_file_has_an_expectation(void **state)
{
	char dir[4096];
	DIR *d;
	const struct dirent *e;
	size_t files = 0;

	(void)state;
	path_in(dir, sizeof dir, srcdir, "tests/bad/procedures");
	d = opendir(dir);
	assert_non_null(d);
	while ((e = readdir(d)) != NULL) {
		bool found = false;

		if (e->d_name[0] == '.')
			continue;
		for (size_t i = 0; i < CORPUS_SIZE; i++)
			if (strcmp(corpus[i].file, e->d_name) == 0)
				found = true;
		if (!found)
			fail_msg("%s has no expected message", e->d_name);
		files++;
	}
	closedir(d);
	assert_int_equal(files, CORPUS_SIZE);
}

int main(void)
{
	static const struct CMUnitTest fixed[] = {
		cmocka_unit_test(procedure_load__opening__the_steps_of__iplyc_8_7_1_1),
		cmocka_unit_test(procedure_load__during_play__the_steps_of__iplyc_8_7_2_1),
		cmocka_unit_test(procedure_load__deck_check__the_steps_of__iplyc_8_9_8),
		cmocka_unit_test(procedure_load__opening_in_full__mixed_like_a_random_shoe__iplyc_8_7_1_1_2),
		cmocka_unit_test(procedure_load__opening_without_wash_and_portions__less_mixed__iplyc_8_7_1_1_5),
		cmocka_unit_test(procedure_load__during_play_in_full__mixed_like_a_random_shoe__iplyc_8_7_2_1_8),
		cmocka_unit_test(procedure_load__deck_check_file__duplicate_found_in_third_deck__iplyc_8_9_8_2),
		cmocka_unit_test(procedure_key__opening__numbered_steps_with_articles),
		cmocka_unit_test(procedure_load__bad_corpus__every_file_has_an_expectation),
	};
	enum { NFIXED = sizeof fixed / sizeof fixed[0] };
	struct CMUnitTest tests[NFIXED + CORPUS_SIZE];
	static char names[CORPUS_SIZE][96];
	const char *top = getenv("top_srcdir");

	snprintf(srcdir, sizeof srcdir, "%s", top != NULL ? top : ".");
	memcpy(tests, fixed, sizeof fixed);
	for (size_t i = 0; i < CORPUS_SIZE; i++) {
		snprintf(names[i], sizeof names[i], "procedure_load__bad_file__%s",
			 corpus[i].file);
		tests[NFIXED + i] = (struct CMUnitTest){
			.name = names[i],
			.test_func = procedure_load__bad_file__exact_place_and_message,
			.initial_state = &corpus[i],
		};
	}
	return _cmocka_run_group_tests("procedure_load", tests,
				       NFIXED + CORPUS_SIZE, NULL, NULL);
}
