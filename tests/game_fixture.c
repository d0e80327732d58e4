/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game_fixture.c: see game_fixture.h. */
#include "config.h"

#include "game_fixture.h"

#include <setjmp.h>
#include <stdarg.h>
#include <string.h>

#include <cmocka.h>

#define GUARD 400

void fx_table(struct table *t, const struct rules *r, const int *seats,
	      int n_standing)
{
	assert_int_equal(table_init(t, r), STATUS_OK);
	for (; *seats; seats++)
		assert_int_equal(table_sit(t, *seats, P(*seats)), STATUS_OK);
	for (int k = 0; k < n_standing; k++)
		assert_int_equal(table_stand(t, STANDING(k)), STATUS_OK);
}

card_t fx_card(const char *text)
{
	card_t c = 0;

	assert_int_equal(card_parse(text, strlen(text), &c), STATUS_OK);
	return c;
}

static size_t parse(const char *text, card_t *cards, size_t max)
{
	size_t n = 0, off = 0;

	assert_int_equal(card_parse_list(text, cards, max, &n, &off),
			 STATUS_OK);
	return n;
}

void fx_shoe(struct shoe *s, const struct rules *r, const char *cards)
{
	card_t top[64];
	size_t n = parse(cards, top, 64);

	assert_int_equal(shoe_init(s, r->decks), STATUS_OK);
	assert_int_equal(shoe_stack(s, top, n), STATUS_OK);
}

void fx_short_shoe(struct shoe *s, const struct rules *r, const char *cards,
		   size_t below)
{
	card_t all[64];
	size_t n = parse(cards, all, 64);

	assert_int_equal(shoe_load(s, r->decks, all, n), STATUS_OK);
	if (below > 0) {
		struct rules loose = *r;

		/* A short practice shoe: the depth the test wants. */
		loose.safety_min = 1;
		loose.safety_max = (int)n;
		assert_int_equal(shoe_place_safety_card(s, &loose, below),
				 STATUS_OK);
	}
}

void fx_game(struct game *g, const struct rules *r, const struct table *t,
	     const struct shoe *s, int banker, int64_t bank)
{
	struct game_start st;

	memset(&st, 0, sizeof st);
	st.banker = banker;
	st.bank = bank;
	bank_state_init(&st.bank_state, bank);
	assert_int_equal(game_init(g, r, t, s, 1), STATUS_OK);
	assert_int_equal(game_start_play(g, &st), STATUS_OK);
}

struct game_action fx_expect(const struct game *g, enum game_act kind,
			     enum coup_action step)
{
	struct game_action a;

	assert_int_equal(game_expected(g, &a), STATUS_OK);
	if (a.kind != kind)
		fail_msg("expected %s, the game expects %s", game_act_key(kind),
			 game_action_key(&a));
	if (kind == GAME_ACT_COUP && a.step != step)
		fail_msg("expected %s, the game expects %s",
			 coup_action_key(step), game_action_key(&a));
	return a;
}

struct game_action fx_do(struct game *g, enum game_act kind)
{
	struct game_action a;

	assert_int_equal(game_expected(g, &a), STATUS_OK);
	if (a.kind != kind)
		fail_msg("expected %s, the game expects %s", game_act_key(kind),
			 game_action_key(&a));
	assert_int_equal(game_apply(g, &a), STATUS_OK);
	return a;
}

struct game_action fx_until(struct game *g, enum game_act kind,
			    enum coup_action step)
{
	struct game_action a;

	for (int i = 0; i < GUARD; i++) {
		assert_int_equal(game_expected(g, &a), STATUS_OK);
		if (a.kind == kind &&
		    (kind != GAME_ACT_COUP || a.step == step))
			return a;
		if (a.kind == GAME_ACT_WAIT || a.kind == GAME_ACT_OVER)
			fail_msg("waiting for %s, the game asks %s (%s)",
				 game_act_key(kind), game_action_key(&a),
				 game_question_key(a.question));
		assert_int_equal(game_apply(g, &a), STATUS_OK);
	}
	fail_msg("%s never came", game_act_key(kind));
	return a;
}

void fx_finish_pase(struct game *g)
{
	int pases = game_pases(g);

	for (int i = 0; i < GUARD && game_pases(g) == pases; i++) {
		struct game_action a;

		assert_int_equal(game_expected(g, &a), STATUS_OK);
		if (a.kind == GAME_ACT_WAIT || a.kind == GAME_ACT_OVER)
			fail_msg("the pase waits for %s (%s)",
				 game_action_key(&a),
				 game_question_key(a.question));
		assert_int_equal(game_apply(g, &a), STATUS_OK);
	}
	assert_int_equal(game_pases(g), pases + 1);
}

size_t fx_collect(struct game *g, enum game_act kind, struct game_action *out,
		  size_t max)
{
	int pases = game_pases(g);
	size_t n = 0;

	for (int i = 0; i < GUARD && game_pases(g) == pases; i++) {
		struct game_action a;

		assert_int_equal(game_expected(g, &a), STATUS_OK);
		if (a.kind == GAME_ACT_WAIT || a.kind == GAME_ACT_OVER)
			fail_msg("the pase waits for %s (%s)",
				 game_action_key(&a),
				 game_question_key(a.question));
		if (a.kind == kind && n < max)
			out[n++] = a;
		assert_int_equal(game_apply(g, &a), STATUS_OK);
	}
	return n;
}
