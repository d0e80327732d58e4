/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_heatmap.c: the heat maps (heatmap.h): where each cell key goes,
 * the levels and symbols against the profile's accuracy and target
 * times, and the squares gathered from actions.cell for a trainee, a
 * list, a class and the whole store (cells inserted directly). */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "learning/heatmap.h"
#include "store/store_impl.h"

static char dir[64];
static char path[96];

static void exec(struct store *st, const char *sql)
{
	char *msg = NULL;

	if (sqlite3_exec(st->db, sql, NULL, NULL, &msg) != SQLITE_OK)
		fail_msg("%s: %s", sql, msg);
}

static struct store *fixture(void)
{
	struct error err;
	struct store *st;

	snprintf(dir, sizeof dir, "/tmp/crupier-heat.XXXXXX");
	assert_non_null(mkdtemp(dir));
	snprintf(path, sizeof path, "%s/results.db", dir);
	assert_true(store_open(path, &st, &err));
	exec(st, "INSERT INTO trainees (id, name, created) VALUES"
		 " (1, 'Ana', 'x'), (2, 'Beto', 'x'), (3, 'Carla', 'x')");
	exec(st, "INSERT INTO attempts (id, trainee, scenario,"
		 " scenario_sha256, profile, kind, started) VALUES"
		 " (1, 1, 'd', 'h', 'iplyc', 'drill', 't'),"
		 " (2, 2, 'd', 'h', 'iplyc', 'drill', 't'),"
		 " (3, 3, 'd', 'h', 'iplyc', 'drill', 't')");
	return st;
}

static void teardown(struct store *st)
{
	char f[128];

	store_close(st);
	snprintf(f, sizeof f, "%s-wal", path);
	unlink(f);
	snprintf(f, sizeof f, "%s-shm", path);
	unlink(f);
	unlink(path);
	rmdir(dir);
}

/* n actions of cell in attempt, right or not (hint: after a hint). */
static void act(struct store *st, int attempt, const char *skill,
		const char *cell, int n, bool right, int ms, bool hint,
		bool replay)
{
	static int idx;
	char sql[512];

	for (int i = 0; i < n; i++) {
		snprintf(sql, sizeof sql, "INSERT INTO actions (attempt, idx,"
			 " coup, skill, expected_key, given_key, correct,"
			 " wrong_amount, ms, article, replay, hint, cell)"
			 " VALUES (%d, %d, 1, '%s', 'k', 'k', %d, 0, %d, 'a',"
			 " %d, %d, '%s')", attempt, ++idx, skill, right, ms,
			 replay, hint, cell);
		exec(st, sql);
	}
}

static void assert_place(const char *key, enum heat_map map, int row,
			 int col)
{
	enum heat_map m;
	int r, c;

	if (!heatmap_place(key, &m, &r, &c))
		fail_msg("%s not placed", key);
	assert_int_equal(m, map);
	assert_int_equal(r, row);
	assert_int_equal(c, col);
}

static void heatmap__place__every_family_of_the_vocabulary(void **state)
{
	enum heat_map m;
	int r, c;

	(void)state;
	assert_place("banca.6.p7", HEAT_DRAWING, 6, 8);
	assert_place("banca.3.none", HEAT_DRAWING, 3, 0);
	assert_place("banca.0.p0", HEAT_DRAWING, 0, 1);
	assert_place("banca.7.p9", HEAT_DRAWING, 7, 10);
	assert_place("punto.5", HEAT_PUNTO, 0, 5);
	assert_place("pay.punto.seat", HEAT_PAYOUTS, 0, 0);
	assert_place("pay.banca.standing", HEAT_PAYOUTS, 1, 1);
	assert_place("pay.banca.seat.six", HEAT_PAYOUTS, 2, 0);
	assert_place("pay.tie.marcando", HEAT_PAYOUTS, 3, 2);
	assert_place("pay.banca.marcando.six.excess", HEAT_PAYOUTS, 2, 3);
	assert_place("pay.punto.seat.excess", HEAT_PAYOUTS, 0, 3);
	assert_place("pay.bank.odd.low", HEAT_BANK, 0, 0);
	assert_place("pay.bank.even.high", HEAT_BANK, 1, 1);
	assert_place("pay.bank.even.high.excess", HEAT_BANK, 1, 2);
	assert_place("collect.tie", HEAT_COLLECT, 0, 2);
	assert_place("excess.standing", HEAT_BACK, 0, 1);
	assert_place("return_bet", HEAT_BACK, 0, 3);
	/* Not on a map: other skills, and anything malformed. */
	assert_false(heatmap_place("voluntad.ask", &m, &r, &c));
	assert_false(heatmap_place("dealing.call_cartas", &m, &r, &c));
	assert_false(heatmap_place("banca.8.p1", &m, &r, &c));
	assert_false(heatmap_place("banca.6.p10", &m, &r, &c));
	assert_false(heatmap_place("banca.6", &m, &r, &c));
	assert_false(heatmap_place("punto.8", &m, &r, &c));
	assert_false(heatmap_place("pay.bank.odd", &m, &r, &c));
	assert_false(heatmap_place("pay.bank.odd.low.six", &m, &r, &c));
	assert_false(heatmap_place("pay.punto.bank", &m, &r, &c));
	assert_false(heatmap_place("pay.punto.seat.excess.six", &m, &r, &c));
	assert_false(heatmap_place("pay.a.b.c.d.e.f.g", &m, &r, &c));
	assert_false(heatmap_place("", &m, &r, &c));
}

/* The levels at the mastery accuracy (90%), 75% and 50%; '~' when the
 * median is over the skill's target (drawing 3 s, payouts 8 s). */
static void heatmap__symbols__accuracy_levels_and_slow(void **state)
{
	struct heat_cell c = { SKILL_DRAWING, 0, 0, 0 };
	struct rules r;
	char s[3];

	(void)state;
	rules_init(&r);
	heat_symbol(&c, &r, s);
	assert_string_equal(s, ". ");
	c = (struct heat_cell){ SKILL_DRAWING, 10, 9, 3000 };
	heat_symbol(&c, &r, s);
	assert_string_equal(s, "# ");
	c.median_ms = 3001;
	heat_symbol(&c, &r, s);
	assert_string_equal(s, "#~");
	c = (struct heat_cell){ SKILL_DRAWING, 4, 3, 1000 };
	heat_symbol(&c, &r, s);
	assert_string_equal(s, "+ ");
	c = (struct heat_cell){ SKILL_DRAWING, 2, 1, 1000 };
	heat_symbol(&c, &r, s);
	assert_string_equal(s, "- ");
	c = (struct heat_cell){ SKILL_PAYOUTS, 3, 1, 9000 };
	heat_symbol(&c, &r, s);
	assert_string_equal(s, "X~");
	/* A profile asking 80% and a payment in 10 s. */
	r.mastery_accuracy = 80;
	r.target_ms[SKILL_PAYOUTS] = 10000;
	c = (struct heat_cell){ SKILL_PAYOUTS, 5, 4, 9000 };
	heat_symbol(&c, &r, s);
	assert_string_equal(s, "# ");
}

static void heatmap__load__one_trainee_hints_wrong_replays_out(void **state)
{
	struct store *st = fixture();
	const char *ana[] = { "Ana" };
	struct heat_scope scope = { ana, 1, NULL };
	struct error err;
	struct heatmap *h = malloc(sizeof *h);
	const struct heat_cell *c;

	(void)state;
	assert_non_null(h);
	act(st, 1, "drawing", "banca.6.p7", 3, true, 1000, false, false);
	act(st, 1, "drawing", "banca.6.p7", 1, false, 5000, false, false);
	act(st, 1, "drawing", "banca.6.p7", 1, true, 1000, true, false);
	act(st, 1, "drawing", "banca.6.p7", 4, false, 1000, false, true);
	act(st, 1, "payouts", "pay.banca.seat", 2, true, 4000, false, false);
	act(st, 1, "payouts", "pay.banca.seat.excess", 1, false, 9000, false,
	    false);
	act(st, 1, "voluntad", "voluntad.ask", 2, true, 500, false, false);
	act(st, 2, "drawing", "banca.6.p7", 5, false, 1000, false, false);
	assert_true(heatmap_load(st, &scope, h, &err));
	assert_int_equal(h->trainees, 1);
	assert_int_equal(h->actions, 8);
	c = &h->grid[HEAT_DRAWING].cell[6][8];
	assert_int_equal(c->seen, 5);
	assert_int_equal(c->right, 3);
	assert_int_equal(c->median_ms, 1000);
	assert_int_equal(c->skill, SKILL_DRAWING);
	c = &h->grid[HEAT_PAYOUTS].cell[1][0];
	assert_int_equal(c->seen, 2);
	assert_int_equal(c->median_ms, 4000);
	c = &h->grid[HEAT_PAYOUTS].cell[1][3];
	assert_int_equal(c->seen, 1);
	assert_int_equal(c->right, 0);
	assert_int_equal(h->grid[HEAT_DRAWING].cell[6][7].seen, 0);
	free(h);
	teardown(st);
}

static void heatmap__load__list_class_and_whole_store(void **state)
{
	struct store *st = fixture();
	const char *two[] = { "Ana", "Carla" };
	struct heat_scope scope = { two, 2, NULL };
	struct error err;
	struct heatmap *h = malloc(sizeof *h);

	(void)state;
	assert_non_null(h);
	act(st, 1, "drawing", "banca.3.none", 2, true, 1000, false, false);
	act(st, 2, "drawing", "banca.3.none", 3, false, 1000, false, false);
	act(st, 3, "drawing", "banca.3.none", 1, true, 2000, false, false);
	assert_true(heatmap_load(st, &scope, h, &err));
	assert_int_equal(h->trainees, 2);
	assert_int_equal(h->grid[HEAT_DRAWING].cell[3][0].seen, 3);
	assert_int_equal(h->grid[HEAT_DRAWING].cell[3][0].right, 3);
	scope = (struct heat_scope){ NULL, 0, NULL };
	assert_true(heatmap_load(st, &scope, h, &err));
	assert_int_equal(h->trainees, 3);
	assert_int_equal(h->grid[HEAT_DRAWING].cell[3][0].seen, 6);
	/* A class: refused while there is none of that name, then read
	 * from the class tables. */
	scope = (struct heat_scope){ NULL, 0, "Mañana" };
	assert_false(heatmap_load(st, &scope, h, &err));
	assert_string_equal(err.message, "no class named Mañana");
	exec(st, "CREATE TABLE IF NOT EXISTS classes (id INTEGER PRIMARY KEY,"
		 " name TEXT NOT NULL UNIQUE, site INTEGER, teacher TEXT NOT"
		 " NULL, created TEXT NOT NULL)");
	exec(st, "CREATE TABLE IF NOT EXISTS class_members (class INTEGER"
		 " NOT NULL REFERENCES classes(id), trainee TEXT NOT NULL,"
		 " login TEXT, PRIMARY KEY(class, trainee))");
	exec(st, "INSERT INTO classes (id, name, teacher, created) VALUES"
		 " (1, 'Mañana', 'prof', 'x')");
	exec(st, "INSERT INTO class_members (class, trainee) VALUES"
		 " (1, 'Beto'), (1, 'Carla')");
	assert_true(heatmap_load(st, &scope, h, &err));
	assert_int_equal(h->trainees, 2);
	assert_int_equal(h->grid[HEAT_DRAWING].cell[3][0].seen, 4);
	assert_int_equal(h->grid[HEAT_DRAWING].cell[3][0].right, 1);
	scope.class_name = "Tarde";
	assert_false(heatmap_load(st, &scope, h, &err));
	assert_string_equal(err.message, "no class named Tarde");
	free(h);
	teardown(st);
}

int main(void)
{
	static const struct CMUnitTest tests[] = {
		cmocka_unit_test(heatmap__place__every_family_of_the_vocabulary),
		cmocka_unit_test(heatmap__symbols__accuracy_levels_and_slow),
		cmocka_unit_test(heatmap__load__one_trainee_hints_wrong_replays_out),
		cmocka_unit_test(heatmap__load__list_class_and_whole_store),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
