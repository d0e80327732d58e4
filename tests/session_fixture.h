/* SPDX-License-Identifier: GPL-3.0-or-later */
/* session_fixture.h: what the session tests share: a scenario of an
 * IPLyC table (Ana, Beto, Carla, Diego seated in 1-4, Hugo standing; Ana
 * banks 1000), the session under test, and steps that play it. */
#ifndef TESTS_SESSION_FIXTURE_H
#define TESTS_SESSION_FIXTURE_H

#include <stdint.h>

#include "session/session.h"

enum { ANA, BETO, CARLA, DIEGO, HUGO };

extern struct scenario sc;
extern struct session *ses;

/* cmocka group set-up and tear-down: allocate and free ses. */
int setup(void **state);
int teardown(void **state);
/* Fills sc: the table above, the stacked cards top, n_coups coups. */
void scenario(const char *top, int n_coups);
/* A bet in coup (0-based) by player. */
void add_bet(int coup, int player, enum scenario_chance on, int64_t amount);
/* The correct action now. */
struct game_action expected(void);
/* The expected action performed at now, checked right. */
struct verdict right(uint64_t now);
/* Correct actions until one of kind (and step, for a coup step) is due. */
struct game_action until(enum game_act kind, enum coup_action step);

#endif
