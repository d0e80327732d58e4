/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_bots.c: the practice players: deterministic for a seed, seated
 * with a seat left free, and every bet and answer one the rules accept,
 * with the variety a croupier must handle (over the maximum, marcando,
 * both chances, the tie, refusals, the free seat, suite and mitad). */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "engine/shuffle.h"
#include "session/bots.h"
#include "session/session.h"

static bool same_bots(const struct bots *a, const struct bots *b)
{
	if (a->n != b->n)
		return false;
	for (int i = 0; i < a->n; i++)
		if (a->bot[i].seat != b->bot[i].seat ||
		    strcmp(a->bot[i].name, b->bot[i].name) != 0 ||
		    a->bot[i].punto_pct != b->bot[i].punto_pct ||
		    a->bot[i].unit != b->bot[i].unit)
			return false;
	return true;
}

/* The same seed seats the same players and plays the same shoe: the
 * same actions with the same amounts, in the same order. */
static void bots__same_seed__same_table_and_same_play(void **state)
{
	struct session *s1 = calloc(1, sizeof *s1), *s2 = calloc(1, sizeof *s2);
	struct bots a, b, c;
	struct rules r;

	(void)state;
	assert_non_null(s1);
	assert_non_null(s2);
	rules_init(&r);
	assert_int_equal(bots_init(&a, &r, 42, 8), STATUS_OK);
	assert_int_equal(bots_init(&b, &r, 42, 8), STATUS_OK);
	assert_int_equal(bots_init(&c, &r, 43, 8), STATUS_OK);
	assert_true(same_bots(&a, &b));
	assert_false(same_bots(&a, &c));

	assert_int_equal(session_init_practice(s1, &r, 9, 6), STATUS_OK);
	assert_int_equal(session_init_practice(s2, &r, 9, 6), STATUS_OK);
	while (!session_over(s1)) {
		struct game_action e1, e2;

		assert_false(session_over(s2));
		assert_int_equal(session_expected(s1, &e1), STATUS_OK);
		assert_int_equal(session_expected(s2, &e2), STATUS_OK);
		assert_true(choice_same_action(&e1, &e2));
		assert_int_equal(session_act(s1, &e1, 0, NULL), STATUS_OK);
		assert_int_equal(session_act(s2, &e2, 0, NULL), STATUS_OK);
	}
	assert_true(session_over(s2));
	assert_int_equal(session_record_count(s1), session_record_count(s2));
	session_free(s1);
	session_free(s2);
	free(s1);
	free(s2);
}

/* Seated first, one seat left free from three players up (so the free
 * seat comes up, IPLyC 7.9.7), the rest standing; names differ. */
static void bots__seating__a_seat_left_free__iplyc_7_9_7(void **state)
{
	struct bots b;
	struct table t;
	struct rules r;

	(void)state;
	rules_init(&r);
	assert_int_equal(bots_init(&b, &r, 5, 9), STATUS_OK);
	assert_int_equal(table_init(&t, &r), STATUS_OK);
	assert_int_equal(bots_seat(&b, &t), STATUS_OK);
	assert_int_equal(table_seated_count(&t), 6);
	assert_int_equal(t.n_standing, 3);
	for (int i = 0; i < b.n; i++) {
		assert_string_equal(bots_name(&b, i + 1), b.bot[i].name);
		for (int j = 0; j < i; j++)
			assert_string_not_equal(b.bot[i].name, b.bot[j].name);
	}
	assert_null(bots_name(&b, 0));
	assert_null(bots_name(&b, 10));
}

/* IPLyC 7.5.1 (and TRAD 1's three): too few players to start. */
static void bots__too_few_players__refused__iplyc_7_5_1(void **state)
{
	struct bots b;
	struct rules r;

	(void)state;
	rules_init(&r);
	assert_int_equal(bots_init(&b, &r, 1, 0), STATUS_BAD_ARGUMENT);
	assert_int_equal(bots_init(&b, &r, 1, BOTS_MAX + 1),
			 STATUS_BAD_ARGUMENT);
	assert_int_equal(bots_init(&b, &r, 1, 2), STATUS_OK);
	r.min_players = 3;
	assert_int_equal(bots_init(&b, &r, 1, 2), STATUS_TOO_FEW_PLAYERS);
}

/* What a shoe of bots showed. */
struct seen {
	int over_max, marcando, both, tie, bets;
	int kinds[GAME_ACT__COUNT];
};

/* One person's bets on the table, checked against the rules. */
static void check_bets(const struct game *g, const struct rules *r,
		       struct seen *seen)
{
	const struct game_bet *bets;
	int n;

	bets = game_bets(g, &n);
	for (int i = 0; i < n; i++) {
		const struct game_bet *b = &bets[i];
		int64_t punto = 0, banca = 0;

		seen->bets++;
		/* 7.8.1.1: at least the minimum. */
		assert_true(b->amount >= r->table_min);
		if (b->kind == BET_MARCANDO) {
			/* 7.8.1.5: Punto only. */
			assert_int_equal(b->chance, BET_ON_PUNTO);
			seen->marcando++;
		}
		if (b->chance == BET_ON_TIE) {
			/* LNSE-MIDI 5.5: up to 10% of the maximum. */
			assert_true(r->tie_bet);
			assert_true(b->amount <= r->table_max * r->tie_cap_pct / 100);
			seen->tie++;
		}
		if (b->amount > r->table_max)
			seen->over_max++;
		for (int j = 0; j < n; j++) {
			if (bets[j].player != b->player)
				continue;
			if (bets[j].chance == BET_ON_PUNTO)
				punto += bets[j].amount;
			else if (bets[j].chance == BET_ON_BANCA)
				banca += bets[j].amount;
		}
		if (punto > 0 && banca > 0) {
			/* 7.8.1.9: a minimum apart. */
			assert_true(punto - banca >= r->table_min ||
				    banca - punto >= r->table_min);
			if (r->banking == BANKING_PLAYER)
				assert_true(punto + banca <= r->table_max);
			seen->both++;
		}
		/* 7.3.3: the banker does not bet against his bank. */
		if (r->banking == BANKING_PLAYER &&
		    b->player == game_banker(g))
			assert_int_equal(b->chance, BET_ON_BANCA);
	}
}

/* A shoe played by the croupier's expected actions, the bots betting and
 * answering; every answer accepted. */
static void shoe(const struct rules *r, uint64_t seed, struct seen *seen)
{
	struct game *g = calloc(1, sizeof *g);
	struct bots b;
	struct table t;
	struct shoe sh;
	struct rng rng;

	assert_non_null(g);
	rng_seed(&rng, seed);
	assert_int_equal(bots_init(&b, r, seed, 7), STATUS_OK);
	assert_int_equal(table_init(&t, r), STATUS_OK);
	assert_int_equal(bots_seat(&b, &t), STATUS_OK);
	assert_int_equal(shuffle_practice_shoe(&rng, r, &sh), STATUS_OK);
	assert_int_equal(game_init(g, r, &t, &sh, seed), STATUS_OK);
	assert_int_equal(game_start_shoe(g), STATUS_OK);
	for (int guard = 0; guard < 5000; guard++) {
		struct game_action a;

		game_expected(g, &a);
		if (a.kind == GAME_ACT_OVER)
			break;
		if (a.kind == GAME_ACT_WAIT) {
			assert_int_equal(bots_answer(&b, g, &a), STATUS_OK);
			continue;
		}
		assert_int_equal(game_apply(g, &a), STATUS_OK);
		seen->kinds[a.kind]++;
		if (a.kind == GAME_ACT_PLACE_BETS) {
			bots_place_bets(&b, g);
			check_bets(g, r, seen);
		}
		if (a.kind == GAME_ACT_NEW_SHOE)
			break;
	}
	assert_int_equal(b.rejected, 0);
	free(g);
}

/* IPLyC 7.8.1: over many shoes every bet the bots make is accepted and
 * within the rules, and the table sees every kind of bet and request. */
static void bots__bets_and_answers_valid_and_varied__iplyc_7_8_1(void **state)
{
	struct seen seen;
	struct rules r;

	(void)state;
	memset(&seen, 0, sizeof seen);
	rules_init(&r);
	for (uint64_t seed = 1; seed <= 6; seed++)
		shoe(&r, seed, &seen);
	assert_true(seen.bets > 1000);
	assert_true(seen.over_max > 0);
	assert_true(seen.marcando > 0);
	assert_true(seen.both > 0);
	assert_int_equal(seen.tie, 0);
	assert_true(seen.kinds[GAME_ACT_FREE_SEAT] > 0);
	assert_true(seen.kinds[GAME_ACT_OFFER_SUITE] > 0);
	assert_true(seen.kinds[GAME_ACT_MITAD] + seen.kinds[GAME_ACT_DENY] > 0);
	assert_true(seen.kinds[GAME_ACT_REFUSED] > 0);
	assert_true(seen.kinds[GAME_ACT_RETURN_EXCESS] > 0);
	assert_true(seen.kinds[GAME_ACT_CROUPIER_TURNS] > 0);
}

/* LNSE-MIDI 5.5: under MIDI the bots also bet on the tie, within its cap;
 * no marcando. */
static void bots__midi_tie_bets_within_cap__lnse_midi_5_5(void **state)
{
	struct seen seen;
	struct rules r;

	(void)state;
	memset(&seen, 0, sizeof seen);
	rules_init_midi(&r);
	for (uint64_t seed = 1; seed <= 3; seed++)
		shoe(&r, seed, &seen);
	assert_true(seen.tie > 0);
	assert_int_equal(seen.marcando, 0);
	assert_true(seen.both > 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(bots__same_seed__same_table_and_same_play),
		cmocka_unit_test(bots__seating__a_seat_left_free__iplyc_7_9_7),
		cmocka_unit_test(bots__too_few_players__refused__iplyc_7_5_1),
		cmocka_unit_test(bots__bets_and_answers_valid_and_varied__iplyc_7_8_1),
		cmocka_unit_test(bots__midi_tie_bets_within_cap__lnse_midi_5_5),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
