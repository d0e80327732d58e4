/* SPDX-License-Identifier: GPL-3.0-or-later */
/* session_fixture.c: a small IPLyC table and a session over it, shared
 * by the session tests; see session_fixture.h. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "session_fixture.h"

struct scenario sc;
struct session *ses;

int setup(void **state)
{
	(void)state;
	ses = calloc(1, sizeof *ses);
	return ses != NULL ? 0 : -1;
}

int teardown(void **state)
{
	(void)state;
	session_free(ses);
	free(ses);
	return 0;
}

/* IPLyC, Ana (1), Beto (2), Carla (3), Diego (4) seated, Hugo standing;
 * Ana banks 1000 from her first pase. */
void scenario(const char *top, int n_coups)
{
	static const char *const names[] = { "Ana", "Beto", "Carla", "Diego",
					     "Hugo" };
	size_t n = 0, off = 0;

	memset(&sc, 0, sizeof sc);
	strcpy(sc.file, "drill.yaml");
	strcpy(sc.id, "test-drill");
	sc.kind = SCENARIO_DRILL;
	rules_init(&sc.rules);
	sc.table_min = 100;
	sc.table_max = 10000;
	sc.seats = 7;
	for (int i = 0; i < 5; i++) {
		strcpy(sc.players[i].name, names[i]);
		sc.players[i].seat = i < 4 ? i + 1 : 0;
	}
	sc.n_players = 5;
	sc.start.banker = ANA;
	sc.start.salida = 1000;
	sc.start.pase = 1;
	sc.start.suite_giver = -1;
	sc.shoe.decks = 8;
	sc.shoe.seed = 1;
	assert_int_equal(card_parse_list(top, sc.shoe.top, SCENARIO_CARDS_MAX,
					 &n, &off), STATUS_OK);
	sc.shoe.n_top = n;
	sc.n_coups = n_coups;
	sc.scoring.hints = true;
	sc.scoring.pass_mark = 80;
	for (int k = 0; k < SKILL__COUNT; k++)
		sc.scoring.weights[k] = 1;
	for (int i = 0; i < n_coups; i++)
		sc.coups[i].where.line = 30 + 10 * (unsigned long)i;
}

void add_bet(int coup, int player, enum scenario_chance on,
		    int64_t amount)
{
	struct scenario_coup *c = &sc.coups[coup];
	struct scenario_bet *b = &c->bets[c->n_bets++];

	b->player = player;
	b->on = on;
	b->amount = amount;
}

struct game_action expected(void)
{
	struct game_action e;

	assert_int_equal(session_expected(ses, &e), STATUS_OK);
	return e;
}

/* The expected action performed at now. */
struct verdict right(uint64_t now)
{
	struct game_action e = expected();
	struct verdict v;

	assert_int_equal(session_act(ses, &e, now, &v), STATUS_OK);
	assert_true(v.right);
	return v;
}

/* Correct actions until one of kind (and step, for a coup step) is due. */
struct game_action until(enum game_act kind, enum coup_action step)
{
	for (int guard = 0; guard < 500; guard++) {
		struct game_action e = expected();

		if (e.kind == kind && (kind != GAME_ACT_COUP || e.step == step))
			return e;
		right(0);
	}
	fail_msg("%s never came", game_act_key(kind));
	return expected();
}
