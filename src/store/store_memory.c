/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_memory.c: the rows of cell_memory and the times per cell; see
 * store_memory.h. */
#include "config.h"

#include "store/store_memory.h"

#include <string.h>

#include "i18n.h"
#include "store/store_impl.h"
#include "store/store_sql.h"

bool store_memory_get(struct store *st, const char *trainee,
		      const char *cell, struct store_memory *out,
		      bool *found, struct error *err)
{
	sqlite3_stmt *q;
	int rc;

	memset(out, 0, sizeof *out);
	*found = false;
	q = store_prepare(st, "SELECT m.stability, m.difficulty, m.last_seen"
			  " FROM cell_memory m JOIN trainees t ON t.id ="
			  " m.trainee WHERE t.name = ?1 AND m.cell = ?2", err);
	if (q == NULL)
		return false;
	store_bind_text(q, 1, trainee);
	store_bind_text(q, 2, cell);
	rc = sqlite3_step(q);
	if (rc == SQLITE_ROW) {
		*found = true;
		out->stability = sqlite3_column_double(q, 0);
		out->difficulty = sqlite3_column_double(q, 1);
		store_column_text(q, 2, out->last_seen,
				  sizeof out->last_seen);
	}
	sqlite3_finalize(q);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return store_db_fail(st, err, _("results database"));
	return true;
}

bool store_memory_put(struct store *st, const char *trainee,
		      const struct store_memory *m, bool right,
		      struct error *err)
{
	sqlite3_stmt *q;
	int rc;

	q = store_prepare(st, "INSERT INTO cell_memory (trainee, cell, skill,"
			  " seen, correct, lapses, stability, difficulty,"
			  " last_seen, due) SELECT id, ?2, ?3, 1, ?4, ?5, ?6,"
			  " ?7, ?8, ?9 FROM trainees WHERE name = ?1"
			  " ON CONFLICT (trainee, cell) DO UPDATE SET"
			  " seen = seen + 1, correct = correct + ?4,"
			  " lapses = lapses + ?5, stability = ?6,"
			  " difficulty = ?7, last_seen = ?8, due = ?9", err);
	if (q == NULL)
		return false;
	store_bind_text(q, 1, trainee);
	store_bind_text(q, 2, m->cell);
	store_bind_text(q, 3, skill_key(m->skill));
	sqlite3_bind_int(q, 4, right);
	sqlite3_bind_int(q, 5, !right);
	sqlite3_bind_double(q, 6, m->stability);
	sqlite3_bind_double(q, 7, m->difficulty);
	store_bind_text(q, 8, m->last_seen);
	store_bind_text(q, 9, m->due);
	rc = sqlite3_step(q);
	sqlite3_finalize(q);
	if (rc != SQLITE_DONE)
		return store_db_fail(st, err, _("results database"));
	return true;
}

/* Finalizes q after its last step, rc: a row left is each() that
 * stopped the reading. */
static bool stepped(struct store *st, sqlite3_stmt *q, int rc,
		    struct error *err)
{
	sqlite3_finalize(q);
	if (rc == SQLITE_DONE || rc == SQLITE_ROW)
		return true;
	return store_db_fail(st, err, _("results database"));
}

bool store_memory_each(struct store *st, const char *trainee,
		       bool (*each)(void *ctx, const struct store_memory *m),
		       void *ctx, struct error *err)
{
	struct store_memory m;
	char skill[32];
	sqlite3_stmt *q;
	int rc;

	/* The memory of cells is the trainee's own crupier's, kept as he
	 * plays (learning/memory.c): a results server holds none. */
	if (!store_is_file(st))
		return true;
	q = store_prepare(st, "SELECT m.cell, m.skill, m.seen, m.correct,"
			  " m.stability, m.difficulty, m.due, m.last_seen"
			  " FROM cell_memory m JOIN trainees t ON t.id ="
			  " m.trainee WHERE t.name = ?1 ORDER BY m.due,"
			  " m.cell", err);
	if (q == NULL)
		return false;
	store_bind_text(q, 1, trainee);
	while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
		memset(&m, 0, sizeof m);
		store_column_text(q, 0, m.cell, sizeof m.cell);
		store_column_text(q, 1, skill, sizeof skill);
		m.skill = skill_by_key(skill);
		m.seen = sqlite3_column_int(q, 2);
		m.right = sqlite3_column_int(q, 3);
		m.stability = sqlite3_column_double(q, 4);
		m.difficulty = sqlite3_column_double(q, 5);
		store_column_text(q, 6, m.due, sizeof m.due);
		store_column_text(q, 7, m.last_seen, sizeof m.last_seen);
		if (!each(ctx, &m))
			break;
	}
	return stepped(st, q, rc, err);
}

bool store_cell_times(struct store *st, const char *trainee,
		      bool (*each)(void *ctx, const char *cell,
				   const struct store_time *t),
		      void *ctx, struct error *err)
{
	char cell[CELL_KEY_MAX];
	struct store_time t;
	struct store_sql *q;
	int rc;

	q = store_sql_prepare(st, "SELECT c.cell, c.ms, c.n FROM cell_times c"
			      " JOIN trainees p ON p.id = c.trainee WHERE"
			      " p.name = ?1 ORDER BY c.cell, c.ms", err);
	if (q == NULL)
		return false;
	store_sql_bind_text(q, 1, trainee);
	while ((rc = store_sql_step(q, err)) == STORE_SQL_ROW) {
		store_sql_text(q, 0, cell, sizeof cell);
		t.ms = store_sql_int64(q, 1);
		t.n = store_sql_int64(q, 2);
		if (!each(ctx, cell, &t))
			break;
	}
	store_sql_free(q);
	return rc != STORE_SQL_FAIL;
}
