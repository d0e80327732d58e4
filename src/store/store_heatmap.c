/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_heatmap.c: the rows the heat maps read; see store_heatmap.h. */
#include "config.h"

#include "store/store_heatmap.h"

#include <stdio.h>

#include "i18n.h"
#include "session/cell.h"
#include "store/store_impl.h"
#include "store/store_sql.h"

/* The query's WHERE for the scope: ?1 the class, ?2... the trainees. */
static bool scope_sql(const struct store_cell_scope *s, char *sql,
		      size_t size)
{
	size_t len = 0;

	if (s->n > 0) {
		len += (size_t)snprintf(sql, size, " AND t.name IN (");
		for (size_t i = 0; i < s->n && len < size; i++)
			len += (size_t)snprintf(sql + len, size - len, "%s?%zu",
						i > 0 ? ", " : "", i + 2);
		if (len < size)
			len += (size_t)snprintf(sql + len, size - len, ")");
	} else if (s->class_name != NULL) {
		len = (size_t)snprintf(sql, size, " AND t.name IN (SELECT"
				       " m.trainee FROM class_members m JOIN"
				       " classes c ON c.id = m.class WHERE"
				       " c.name = ?1)");
	} else {
		sql[0] = '\0';
	}
	return len < size;
}

bool store_cell_actions(struct store *st, const struct store_cell_scope *s,
			bool (*each)(void *ctx,
				     const struct store_cell_action *a),
			void *ctx, struct error *err)
{
	char where[STORE_CELL_TRAINEES_MAX * 8 + 256], sql[4096];
	char key[CELL_KEY_MAX];
	struct store_cell_action a = { key, 0, 0, 0, 0 };
	struct store_sql *q;
	int rc;

	if (s->n > STORE_CELL_TRAINEES_MAX || !scope_sql(s, where,
							  sizeof where)) {
		error_set(err, _("at most %d trainees at once"),
			  STORE_CELL_TRAINEES_MAX);
		return false;
	}
	snprintf(sql, sizeof sql, "SELECT c.cell, c.n, c.correct, c.ms, t.id"
		 " FROM cell_times c JOIN trainees t ON t.id = c.trainee"
		 " WHERE 1 = 1%s ORDER BY c.trainee, c.cell, c.ms", where);
	q = store_sql_prepare(st, sql, err);
	if (q == NULL)
		return false;
	if (s->n == 0 && s->class_name != NULL)
		store_sql_bind_text(q, 1, s->class_name);
	for (size_t i = 0; i < s->n; i++)
		store_sql_bind_text(q, (int)i + 2, s->trainees[i]);
	while ((rc = store_sql_step(q, err)) == STORE_SQL_ROW) {
		store_sql_text(q, 0, key, sizeof key);
		a.n = store_sql_int64(q, 1);
		a.right = store_sql_int64(q, 2);
		a.ms = store_sql_int64(q, 3);
		a.trainee = store_sql_int64(q, 4);
		if (!each(ctx, &a)) {
			rc = STORE_SQL_DONE;
			break;
		}
	}
	store_sql_free(q);
	return rc != STORE_SQL_FAIL;
}

bool store_class_exists(struct store *st, const char *name, bool *found,
			struct error *err)
{
	struct store_sql *q;
	int rc;

	*found = false;
	q = store_sql_prepare(st, "SELECT 1 FROM classes WHERE name = ?1",
			      err);
	if (q == NULL)
		return false;
	store_sql_bind_text(q, 1, name);
	rc = store_sql_step(q, err);
	store_sql_free(q);
	*found = rc == STORE_SQL_ROW;
	return rc != STORE_SQL_FAIL;
}

bool store_class_names(struct store *st,
		       bool (*each)(void *ctx, const char *name), void *ctx,
		       struct error *err)
{
	char name[STORE_NAME_MAX];
	struct store_sql *q;
	int rc;

	q = store_sql_prepare(st, "SELECT name FROM classes ORDER BY name",
			      err);
	if (q == NULL)
		return false;
	while ((rc = store_sql_step(q, err)) == STORE_SQL_ROW) {
		store_sql_text(q, 0, name, sizeof name);
		if (!each(ctx, name)) {
			rc = STORE_SQL_DONE;
			break;
		}
	}
	store_sql_free(q);
	return rc != STORE_SQL_FAIL;
}
