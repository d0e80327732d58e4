/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_best.c: a trainee's best per scenario; see store_best.h. */
#include "config.h"

#include "store/store_best.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "store/store_impl.h"
#include "store/store_outcome.h"

/* Replays never count (their actions are not scored); an attempt's score
 * is its own, so the best is the highest of the completed ones. */
#define BEST_SQL                                                          \
	"SELECT a.scenario,"                                              \
	" sum(a.status = 'complete'),"                                    \
	" max(CASE WHEN a.status = 'complete' THEN "                      \
	STORE_SCORE_SQL("a") " END),"                                     \
	" max(CASE WHEN " STORE_PASSED_SQL("a") " THEN 1 ELSE 0 END),"     \
	" sum(a.status = 'in_progress')"                                  \
	" FROM attempts a JOIN trainees t ON t.id = a.trainee"            \
	" WHERE t.name = ?1 AND a.kind <> 'practice'"                     \
	" GROUP BY a.scenario ORDER BY a.scenario"

bool store_best_scores(struct store *st, const char *trainee,
		       struct store_best **out, size_t *n,
		       struct error *err)
{
	struct store_best *items = NULL;
	size_t count = 0, cap = 0;
	sqlite3_stmt *q;
	int rc;

	*out = NULL;
	*n = 0;
	q = store_prepare(st, BEST_SQL, err);
	if (q == NULL)
		return false;
	store_bind_text(q, 1, trainee);
	while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
		struct store_best *b;

		if (count == cap) {
			size_t c = cap > 0 ? cap * 2 : 16;
			struct store_best *more = realloc(items, c * sizeof *more);

			if (more == NULL) {
				sqlite3_finalize(q);
				free(items);
				error_set(err, "%s", strerror(ENOMEM));
				return false;
			}
			items = more;
			cap = c;
		}
		b = &items[count++];
		memset(b, 0, sizeof *b);
		store_column_text(q, 0, b->scenario, sizeof b->scenario);
		b->complete = sqlite3_column_int(q, 1);
		b->has_best = sqlite3_column_type(q, 2) != SQLITE_NULL;
		b->best = b->has_best ? sqlite3_column_double(q, 2) : 0;
		b->passed = sqlite3_column_int(q, 3) != 0;
		b->begun = sqlite3_column_int(q, 4) > 0;
	}
	if (rc != SQLITE_DONE) {
		sqlite3_finalize(q);
		free(items);
		return store_db_fail(st, err, _("best scores"));
	}
	sqlite3_finalize(q);
	*out = items;
	*n = count;
	return true;
}
