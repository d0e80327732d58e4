/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_memory.c: each action recorded is a review of its cell (memory.h):
 * a cell missed in a drill falls due before every cell never missed, and
 * the store keeps seen, right, stability, difficulty and when it is due. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "session_fixture.h"
#include "learning/memory.h"
#include "record/recorder.h"
#include "store/store.h"

static time_t fake_now = 1772357400;    /* 2026-03-01T09:30:00Z */

static time_t clock_fake(void)
{
	return fake_now;
}

/* Plays the session through recording it; the first action of kind and
 * step is given wrong (BANCA_STANDS for BANCA_DRAWS). */
static void play_recorded(struct store *st, bool miss_banca)
{
	struct recorder r;
	struct session_observer o;
	bool missed = false;

	recorder_init(&r, st, NULL, "Ana", "00ff", false);
	o = recorder_observer(&r);
	assert_true(o.started(o.ctx, ses));
	for (int guard = 0; guard < 500 && !session_over(ses); guard++) {
		struct game_action e = expected();
		struct verdict v;

		if (miss_banca && !missed && e.kind == GAME_ACT_COUP &&
		    e.step == COUP_BANCA_DRAWS) {
			e.step = COUP_BANCA_STANDS;
			e.card = 0;
			missed = true;
		}
		assert_int_equal(session_act(ses, &e, 0, &v), STATUS_OK);
		session_mark(ses, 0);
		assert_true(o.acted(o.ctx, ses, session_record_count(ses) - 1,
				    &v));
	}
	assert_true(o.finished(o.ctx, ses, true));
}

static void memory__missed_cell__due_first(void **state)
{
	char path[] = "/tmp/crupier-memory-XXXXXX";
	char db[sizeof path + 16];
	struct memory_cell *cells;
	struct error err;
	struct store *st;
	size_t n;

	(void)state;
	assert_non_null(mkdtemp(path));
	snprintf(db, sizeof db, "%s/r.db", path);
	assert_true(store_open(db, &st, &err));
	store_set_clock(st, clock_fake);
	scenario("AD 6H 2C 10D 7C 2D  4D QC 3S 6S", 2);
	add_bet(0, BETO, CHANCE_PUNTO, 500);
	add_bet(0, CARLA, CHANCE_BANCA, 500);
	add_bet(1, BETO, CHANCE_PUNTO, 500);
	assert_true(session_init_scenario(ses, &sc, ".", &(struct diag){ 0 }));
	play_recorded(st, true);
	assert_true(memory_cells(st, "Ana", &cells, &n, &err));
	assert_true(n > 5);
	/* The miss first, due before every other cell. */
	assert_string_equal(cells[0].cell, "banca.6.p7");
	assert_int_equal(cells[0].skill, SKILL_DRAWING);
	assert_int_equal(cells[0].seen, 1);
	assert_int_equal(cells[0].right, 0);
	for (size_t i = 1; i < n; i++) {
		assert_true(strcmp(cells[0].due, cells[i].due) < 0);
		assert_int_equal(cells[i].right, cells[i].seen);
	}
	assert_true(cells[0].stability < cells[1].stability);
	assert_true(cells[0].difficulty > cells[n - 1].difficulty);
	/* Due within the day; not due yet at once. */
	assert_false(memory_is_due(st, &cells[0]));
	fake_now += 86400;
	assert_true(memory_is_due(st, &cells[0]));
	free(cells);
	store_close(st);
	unlink(db);
	snprintf(db, sizeof db, "%s/r.db-wal", path);
	unlink(db);
	snprintf(db, sizeof db, "%s/r.db-shm", path);
	unlink(db);
	rmdir(path);
}

static void memory__rating__from_right_time_and_hints(void **state)
{
	struct session_record r;

	(void)state;
	memset(&r, 0, sizeof r);
	r.skill = SKILL_PAYOUTS;
	r.right = false;
	assert_int_equal(memory_rating(&r), FSRS_AGAIN);
	r.right = true;
	r.hint = true;
	assert_int_equal(memory_rating(&r), FSRS_AGAIN);
	r.hint = false;
	r.ms = memory_target_ms(SKILL_PAYOUTS) + 1;
	assert_int_equal(memory_rating(&r), FSRS_HARD);
	r.ms = memory_target_ms(SKILL_PAYOUTS) - 1;
	assert_int_equal(memory_rating(&r), FSRS_GOOD);
	r.ms = memory_target_ms(SKILL_PAYOUTS) / 2;
	assert_int_equal(memory_rating(&r), FSRS_EASY);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(memory__missed_cell__due_first,
						setup, teardown),
		cmocka_unit_test(memory__rating__from_right_time_and_hints),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
