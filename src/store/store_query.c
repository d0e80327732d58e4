/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_query.c: reading the history: attempts listed and shown, their
 * actions and skills (a trainee's progress: store_progress.c). */
#include "config.h"

#include "store/store.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "store/store_impl.h"
#include "store/store_sql.h"

/* A growable array of n items of size sz. */
static bool grow(void **items, size_t *cap, size_t n, size_t sz)
{
	void *more;
	size_t c;

	if (n < *cap)
		return true;
	c = *cap > 0 ? *cap * 2 : 16;
	more = realloc(*items, c * sz);
	if (more == NULL)
		return false;
	*items = more;
	*cap = c;
	return true;
}

static bool out_of_memory(struct error *err)
{
	error_set(err, "%s", strerror(ENOMEM));
	return false;
}

/* Column i as a skill key; SKILL__COUNT for one this build does not know
 * (a newer program's), which the caller skips. */
static enum skill column_skill(struct store_sql *q, int i)
{
	char key[32];

	store_sql_text(q, i, key, sizeof key);
	return skill_by_key(key);
}

void store_read_attempt_at(struct store_sql *q, int col,
			   struct store_attempt *a)
{
	char origin[16];
	struct store_stored s;

	memset(a, 0, sizeof *a);
	a->id = store_sql_int64(q, col);
	store_sql_text(q, col + 1, a->trainee, sizeof a->trainee);
	store_sql_text(q, col + 2, a->scenario, sizeof a->scenario);
	store_sql_text(q, col + 3, a->sha256, sizeof a->sha256);
	store_sql_text(q, col + 4, a->profile, sizeof a->profile);
	store_sql_text(q, col + 5, a->kind, sizeof a->kind);
	a->exam = store_sql_int(q, col + 6) != 0;
	store_sql_text(q, col + 7, a->started, sizeof a->started);
	store_sql_text(q, col + 8, a->ended, sizeof a->ended);
	store_sql_text(q, col + 14, origin, sizeof origin);
	a->imported = strcmp(origin, "import") == 0;
	store_sql_text(q, col + 15, a->sealed, sizeof a->sealed);
	store_sql_text(q, col + 16, a->mac, sizeof a->mac);
	a->actions = store_sql_int(q, col + 17);
	a->mistakes = store_sql_int(q, col + 18);
	a->attempt_no = store_sql_int(q, col + 20);
	a->batch = store_sql_int(q, col + 21) != 0;
	a->has_seed = !store_sql_is_null(q, col + 22);
	a->shoe_seed = store_sql_int64(q, col + 22);
	a->claimed_scored = !store_sql_is_null(q, col + 24);
	a->claimed_score = store_sql_double(q, col + 24);
	a->claimed_passed = store_sql_int(q, col + 25) != 0;
	a->late = store_sql_int(q, col + 26) != 0;
	store_sql_text(q, col + 27, a->verdict_note, sizeof a->verdict_note);
	/* State, score, mark, passed, verdict: what store_outcome.h says
	 * the stored values mean, the same in every reader. */
	store_stored_of_row(q, col + 28, &s);
	store_attempt_from_stored(&s, a);
	store_sql_text(q, col + 38, a->released, sizeof a->released);
}

void store_read_attempt(struct store_sql *q, struct store_attempt *a)
{
	store_read_attempt_at(q, 0, a);
}

void store_bind_filter(struct store_sql *q, const struct store_filter *f)
{
	store_sql_bind_text(q, 1, f != NULL ? f->trainee : NULL);
	store_sql_bind_text(q, 2, f != NULL ? f->scenario : NULL);
	store_sql_bind_text(q, 3, f != NULL ? f->since : NULL);
	store_sql_bind_int(q, 4, f != NULL && f->exams_only);
}

/* The attempts matching f, oldest first, handed to each one at a time;
 * false from each stops the listing (false returned). */
static bool list_each(struct store *st, const struct store_filter *f,
		      bool (*each)(void *ctx, const struct store_attempt *a),
		      void *ctx, struct error *err)
{
	struct store_attempt a;
	struct store_sql *q;
	int rc;

	q = store_sql_prepare(st, STORE_ATTEMPT_FILTERED(f,
			      STORE_ATTEMPT_SELECT STORE_ATTEMPT_FROM,
			      " ORDER BY a.started, a.id"), err);
	if (q == NULL)
		return false;
	store_bind_filter(q, f);
	while ((rc = store_sql_step(q, err)) == STORE_SQL_ROW) {
		store_read_attempt(q, &a);
		if (!each(ctx, &a)) {
			store_sql_free(q);
			error_set(err, "%s", _("stopped"));
			return false;
		}
	}
	store_sql_free(q);
	return rc == STORE_SQL_DONE;
}

struct list_items {
	struct store_attempt *items;
	size_t n, cap;
	bool oom;
};

static bool list_keep(void *ctx, const struct store_attempt *a)
{
	struct list_items *l = ctx;

	if (!grow((void **)&l->items, &l->cap, l->n, sizeof *l->items)) {
		l->oom = true;
		return false;
	}
	l->items[l->n++] = *a;
	return true;
}

bool store_list(struct store *st, const struct store_filter *f,
		struct store_attempt **out, size_t *n, struct error *err)
{
	struct list_items l = { NULL, 0, 0, false };
	bool ok = list_each(st, f, list_keep, &l, err);

	*out = NULL;
	*n = 0;
	if (!ok) {
		free(l.items);
		return l.oom ? out_of_memory(err) : false;
	}
	*out = l.items;
	*n = l.n;
	return true;
}

bool store_get(struct store *st, int64_t id, struct store_attempt *out,
	       bool *found, struct error *err)
{
	struct store_sql *q;
	int rc;

	*found = false;
	q = store_sql_prepare(st, STORE_ATTEMPT_SELECT STORE_ATTEMPT_FROM
			      " WHERE a.id = ?1", err);
	if (q == NULL)
		return false;
	store_sql_bind_int(q, 1, id);
	rc = store_sql_step(q, err);
	if (rc == STORE_SQL_ROW) {
		store_read_attempt(q, out);
		*found = true;
	}
	store_sql_free(q);
	return rc != STORE_SQL_FAIL;
}

bool store_actions(struct store *st, int64_t id, struct store_action **out,
		   size_t *n, struct error *err)
{
	struct store_action *items = NULL;
	size_t cap = 0;
	struct store_sql *q;
	int rc;

	*out = NULL;
	*n = 0;
	q = store_sql_prepare(st, "SELECT idx, coup, skill, expected_key,"
			      " given_key, correct, wrong_amount, replay, ms,"
			      " article, done_at, given, choice_key,"
			      " typed_amount FROM actions WHERE attempt = ?1"
			      " ORDER BY idx", err);
	if (q == NULL)
		return false;
	store_sql_bind_int(q, 1, id);
	while ((rc = store_sql_step(q, err)) == STORE_SQL_ROW) {
		struct store_action *a;
		char skill[32], given[512], key[4];

		if (!grow((void **)&items, &cap, *n, sizeof *items)) {
			store_sql_free(q);
			free(items);
			*n = 0;
			return out_of_memory(err);
		}
		a = &items[(*n)++];
		memset(a, 0, sizeof *a);
		a->index = store_sql_int(q, 0);
		a->coup = store_sql_int(q, 1);
		store_sql_text(q, 2, skill, sizeof skill);
		a->skill = skill_by_key(skill);
		store_sql_text(q, 3, a->expected_key, sizeof a->expected_key);
		store_sql_text(q, 4, a->given_key, sizeof a->given_key);
		a->right = store_sql_int(q, 5) != 0;
		a->wrong_amount = store_sql_int(q, 6) != 0;
		a->replay = store_sql_int(q, 7) != 0;
		a->ms = store_sql_int64(q, 8);
		store_sql_text(q, 9, a->article, sizeof a->article);
		store_sql_text(q, 10, a->at, sizeof a->at);
		store_sql_text(q, 11, given, sizeof given);
		a->has_given = given[0] != '\0' &&
			       store_action_decode(given, &a->given);
		store_sql_text(q, 12, key, sizeof key);
		a->has_input = key[0] != '\0';
		a->input_key = key[0];
		a->input_amount = store_sql_int64(q, 13);
	}
	store_sql_free(q);
	if (rc != STORE_SQL_DONE) {
		free(items);
		*n = 0;
		return false;
	}
	*out = items;
	return true;
}

bool store_skills(struct store *st, int64_t id,
		  struct store_skill out[SKILL__COUNT], size_t *n,
		  struct error *err)
{
	bool have[SKILL__COUNT] = { false };
	struct store_skill got[SKILL__COUNT];
	struct store_sql *q;
	int rc;

	*n = 0;
	q = store_sql_prepare(st, "SELECT skill, actions, correct, accuracy,"
			      " median_ms, weight FROM attempt_skills WHERE"
			      " attempt = ?1", err);
	if (q == NULL)
		return false;
	store_sql_bind_int(q, 1, id);
	while ((rc = store_sql_step(q, err)) == STORE_SQL_ROW) {
		enum skill k = column_skill(q, 0);

		if (k == SKILL__COUNT)
			continue;
		have[k] = true;
		got[k].skill = k;
		got[k].actions = store_sql_int(q, 1);
		got[k].right = store_sql_int(q, 2);
		got[k].accuracy = store_sql_double(q, 3);
		got[k].median_ms = store_sql_int64(q, 4);
		got[k].weight = store_sql_int(q, 5);
	}
	store_sql_free(q);
	if (rc != STORE_SQL_DONE)
		return false;
	for (int k = 0; k < SKILL__COUNT; k++)
		if (have[k])
			out[(*n)++] = got[k];
	return true;
}

bool store_set_sealed(struct store *st, int64_t id, const char *path,
		      const char *mac_hex, struct error *err)
{
	sqlite3_stmt *q;

	if (!store_begin(st, err))
		return false;
	q = store_prepare(st, "UPDATE attempts SET sealed = ?2, mac = ?3"
			  " WHERE id = ?1", err);
	if (q == NULL) {
		store_rollback(st);
		return false;
	}
	sqlite3_bind_int64(q, 1, id);
	store_bind_text(q, 2, path);
	store_bind_text(q, 3, mac_hex);
	return store_step_commit(st, q, err);
}
