/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_exam.c: an exam attempt's own columns; see store_exam.h. */
#include "config.h"

#include "store/store_exam.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "store/store_impl.h"
#include "store/store_sql.h"

#define ATTEMPT_NO_MAX 1000000

bool store_exam_info(struct store *st, int64_t attempt,
		     struct store_exam_info *out, struct error *err)
{
	sqlite3_stmt *q;
	int rc;

	memset(out, 0, sizeof *out);
	q = store_prepare(st, "SELECT clock_start_ms, attempt_no, batch,"
			  " code_hash, shoe_seed FROM attempts WHERE id = ?1",
			  err);
	if (q == NULL)
		return false;
	sqlite3_bind_int64(q, 1, attempt);
	rc = sqlite3_step(q);
	if (rc == SQLITE_ROW) {
		out->clock_start_ms = sqlite3_column_int64(q, 0);
		out->attempt_no = sqlite3_column_int(q, 1);
		out->batch = sqlite3_column_int(q, 2) != 0;
		store_column_text(q, 3, out->code_hash,
				  sizeof out->code_hash);
		out->has_seed = sqlite3_column_type(q, 4) != SQLITE_NULL;
		out->shoe_seed = sqlite3_column_int64(q, 4);
	}
	sqlite3_finalize(q);
	if (rc == SQLITE_ROW)
		return true;
	if (rc == SQLITE_DONE) {
		error_set(err, _("no attempt %lld"), (long long)attempt);
		return false;
	}
	return store_db_fail(st, err, _("results database"));
}

/* One UPDATE in its own transaction. */
static bool update(struct store *st, sqlite3_stmt *q, struct error *err)
{
	return store_step_commit(st, q, err);
}

bool store_exam_begin(struct store *st, int64_t attempt, bool batch,
		      const char *code_hash, struct error *err)
{
	sqlite3_stmt *q;

	if (!store_begin(st, err))
		return false;
	/* Its number: the trainee's local exam attempts at this scenario
	 * up to this one. */
	q = store_prepare(st, "UPDATE attempts SET batch = ?2, code_hash ="
			  " ?3, attempt_no = (SELECT count(*) FROM attempts b"
			  " WHERE b.trainee = attempts.trainee AND b.scenario"
			  " = attempts.scenario AND b.exam = 1 AND b.origin ="
			  " 'local' AND b.id <= attempts.id) WHERE id = ?1",
			  err);
	if (q == NULL) {
		store_rollback(st);
		return false;
	}
	sqlite3_bind_int64(q, 1, attempt);
	sqlite3_bind_int(q, 2, batch);
	store_bind_text(q, 3, code_hash);
	return update(st, q, err);
}

bool store_exam_set_number(struct store *st, int64_t attempt, int number,
			   struct error *err)
{
	sqlite3_stmt *q;

	if (!store_begin(st, err))
		return false;
	q = store_prepare(st, "UPDATE attempts SET attempt_no = ?2 WHERE id"
			  " = ?1", err);
	if (q == NULL) {
		store_rollback(st);
		return false;
	}
	sqlite3_bind_int64(q, 1, attempt);
	sqlite3_bind_int(q, 2, number);
	return update(st, q, err);
}

bool store_exam_set_seed(struct store *st, int64_t attempt, int64_t seed,
			 struct error *err)
{
	sqlite3_stmt *q;

	if (!store_begin(st, err))
		return false;
	q = store_prepare(st, "UPDATE attempts SET shoe_seed = ?2 WHERE id"
			  " = ?1", err);
	if (q == NULL) {
		store_rollback(st);
		return false;
	}
	sqlite3_bind_int64(q, 1, attempt);
	sqlite3_bind_int64(q, 2, seed);
	return update(st, q, err);
}

bool store_exam_set_clock(struct store *st, int64_t attempt,
			  int64_t start_ms, struct error *err)
{
	sqlite3_stmt *q;

	if (!store_begin(st, err))
		return false;
	q = store_prepare(st, "UPDATE attempts SET clock_start_ms = ?2"
			  " WHERE id = ?1 AND clock_start_ms IS NULL", err);
	if (q == NULL) {
		store_rollback(st);
		return false;
	}
	sqlite3_bind_int64(q, 1, attempt);
	sqlite3_bind_int64(q, 2, start_ms);
	return update(st, q, err);
}

bool store_exam_release(struct store *st, int64_t attempt, bool *done,
			struct error *err)
{
	return store_attempt_stamp(st, "UPDATE attempts SET released = ?2"
				   " WHERE id = ?1 AND released IS NULL AND"
				   " status <> 'in_progress'", attempt, done,
				   err);
}

bool store_exam_count(struct store *st, const char *trainee,
		      const char *scenario, int *n, struct error *err)
{
	struct store_sql *q;
	int rc;

	*n = 0;
	q = store_sql_prepare(st, "SELECT count(*) FROM attempts a JOIN"
			      " trainees t ON t.id = a.trainee WHERE"
			      " t.name = ?1 AND a.scenario = ?2 AND"
			      " a.exam = 1 AND a.origin = 'local'", err);
	if (q == NULL)
		return false;
	store_sql_bind_text(q, 1, trainee);
	store_sql_bind_text(q, 2, scenario);
	rc = store_sql_step(q, err);
	if (rc == STORE_SQL_ROW)
		*n = store_sql_int(q, 0);
	store_sql_free(q);
	return rc == STORE_SQL_ROW;
}

bool store_exam_unsealed(struct store *st, const char *trainee,
			 int64_t **ids, size_t *n, struct error *err)
{
	int64_t *v = NULL;
	size_t cap = 0;
	sqlite3_stmt *q;
	int rc;

	*ids = NULL;
	*n = 0;
	q = store_prepare(st, "SELECT a.id FROM attempts a JOIN trainees t"
			  " ON t.id = a.trainee WHERE t.name = ?1 AND a.exam"
			  " = 1 AND a.origin = 'local' AND a.status <>"
			  " 'in_progress' AND a.sealed IS NULL ORDER BY a.id",
			  err);
	if (q == NULL)
		return false;
	store_bind_text(q, 1, trainee);
	while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
		if (*n == cap) {
			int64_t *more;

			cap = cap ? 2 * cap : 4;
			more = realloc(v, cap * sizeof *v);
			if (more == NULL) {
				sqlite3_finalize(q);
				free(v);
				error_set(err, "%s", _("out of memory"));
				return false;
			}
			v = more;
		}
		v[(*n)++] = sqlite3_column_int64(q, 0);
	}
	sqlite3_finalize(q);
	if (rc != SQLITE_DONE) {
		free(v);
		*n = 0;
		return store_db_fail(st, err, _("results database"));
	}
	*ids = v;
	return true;
}

bool store_exam_result_fields(struct store *st, int64_t id, json_t *root,
			      struct error *err)
{
	struct store_attempt a;
	struct store_exam_info info;
	bool found;
	int count = 0;

	if (!store_get(st, id, &a, &found, err) ||
	    !store_exam_info(st, id, &info, err))
		return false;
	if (!found) {
		error_set(err, _("no attempt %lld"), (long long)id);
		return false;
	}
	if (a.exam && !store_exam_count(st, a.trainee, a.scenario, &count,
					err))
		return false;
	json_object_set_new(root, "status",
			    json_string(store_state_key(a.state)));
	if (info.attempt_no > 0) {
		json_object_set_new(root, "attempt",
				    json_integer(info.attempt_no));
		json_object_set_new(root, "attempts",
				    json_integer(count > info.attempt_no
						 ? count : info.attempt_no));
	}
	json_object_set_new(root, "batch", json_boolean(info.batch));
	if (info.has_seed)
		json_object_set_new(root, "shoe_seed",
				    json_integer(info.shoe_seed));
	return true;
}

bool store_exam_import(struct store *st, int64_t id, const json_t *result,
		       struct error *err)
{
	const json_t *status = json_object_get(result, "status");
	const json_t *no = json_object_get(result, "attempt");
	const json_t *count = json_object_get(result, "attempts");
	const json_t *batch = json_object_get(result, "batch");
	const json_t *seed = json_object_get(result, "shoe_seed");
	const char *word = "complete";
	bool passed = json_is_true(json_object_get(result, "passed"));
	sqlite3_stmt *q;
	int rc;

	if (status != NULL) {
		word = json_string_value(status);
		if (word == NULL || (strcmp(word, "complete") != 0 &&
				     strcmp(word, "timed_out") != 0 &&
				     strcmp(word, "abandoned") != 0)) {
			error_set(err, "%s", _("the result's status is not"
						" complete, timed_out or"
						" abandoned"));
			return false;
		}
		if (passed && strcmp(word, "complete") != 0) {
			error_set(err, _("the result is %s but passed"),
				   word);
			return false;
		}
	}
	if ((no != NULL || count != NULL) &&
	    (!json_is_integer(no) || !json_is_integer(count) ||
	     json_integer_value(no) < 1 ||
	     json_integer_value(no) > ATTEMPT_NO_MAX ||
	     json_integer_value(count) < json_integer_value(no) ||
	     json_integer_value(count) > ATTEMPT_NO_MAX)) {
		error_set(err, "%s", _("the result's attempt number or count"
					" is not valid"));
		return false;
	}
	if (batch != NULL && !json_is_boolean(batch)) {
		error_set(err, "%s", _("the result's batch mark is not true"
					" or false"));
		return false;
	}
	if (seed != NULL && (!json_is_integer(seed) ||
			     json_integer_value(seed) < 0)) {
		error_set(err, "%s", _("the result's shoe seed is not valid"));
		return false;
	}
	q = store_prepare(st, "UPDATE attempts SET status = ?2, timed_out ="
			  " ?3, attempt_no = ?4, attempt_count = ?5, batch ="
			  " ?6, shoe_seed = ?7 WHERE id = ?1", err);
	if (q == NULL)
		return false;
	sqlite3_bind_int64(q, 1, id);
	store_bind_text(q, 2, strcmp(word, "abandoned") == 0 ? "abandoned"
							      : "complete");
	sqlite3_bind_int(q, 3, strcmp(word, "timed_out") == 0);
	if (no != NULL) {
		sqlite3_bind_int64(q, 4, json_integer_value(no));
		sqlite3_bind_int64(q, 5, json_integer_value(count));
	}
	sqlite3_bind_int(q, 6, json_is_true(batch));
	if (seed != NULL)
		sqlite3_bind_int64(q, 7, json_integer_value(seed));
	rc = sqlite3_step(q);
	sqlite3_finalize(q);
	if (rc != SQLITE_DONE)
		return store_db_fail(st, err, _("results database"));
	return true;
}

/* Appends ", n" (or "n") to a list, marking a cut with "…". */
static void number_list_add(char *list, size_t size, int n)
{
	size_t len = strlen(list);

	if (len + 16 >= size) {
		if (len + 4 < size && strstr(list, "…") == NULL)
			snprintf(list + len, size - len, "%s", "…");
		return;
	}
	snprintf(list + len, size - len, len > 0 ? ", %d" : "%d", n);
}

/* Closes the group in g: keeps it when it has something to say. */
static bool group_end(struct store_exam_gap *g, const unsigned char *seen,
		      int top, struct store_exam_gap **out, size_t *n,
		      size_t *cap)
{
	if (g->count > top)
		top = g->count;
	for (int k = 1; k <= top && k < ATTEMPT_NO_MAX; k++)
		if (seen[k] == 0)
			number_list_add(g->missing, sizeof g->missing, k);
	if (g->missing[0] == '\0' && g->twice[0] == '\0')
		return true;
	if (*n == *cap) {
		struct store_exam_gap *more;

		*cap = *cap ? 2 * *cap : 4;
		more = realloc(*out, *cap * sizeof **out);
		if (more == NULL)
			return false;
		*out = more;
	}
	(*out)[(*n)++] = *g;
	return true;
}

bool store_exam_gaps(struct store *st, struct store_exam_gap **out,
		     size_t *n, struct error *err)
{
	struct store_exam_gap g;
	unsigned char *seen = calloc(ATTEMPT_NO_MAX + 1, 1);
	size_t cap = 0;
	sqlite3_stmt *q;
	int rc = SQLITE_DONE, top = 0;
	bool open = false, ok = true;

	*out = NULL;
	*n = 0;
	if (seen == NULL) {
		error_set(err, "%s", _("out of memory"));
		return false;
	}
	q = store_prepare(st, "SELECT t.name, a.scenario, a.attempt_no,"
			  " a.attempt_count FROM attempts a JOIN trainees t"
			  " ON t.id = a.trainee WHERE a.origin = 'import' AND"
			  " a.attempt_no IS NOT NULL ORDER BY t.name,"
			  " a.scenario, a.attempt_no", err);
	if (q == NULL) {
		free(seen);
		return false;
	}
	memset(&g, 0, sizeof g);
	while (ok && (rc = sqlite3_step(q)) == SQLITE_ROW) {
		char name[STORE_NAME_MAX], sc[SCENARIO_ID_MAX];
		int no = sqlite3_column_int(q, 2);
		int count = sqlite3_column_int(q, 3);

		store_column_text(q, 0, name, sizeof name);
		store_column_text(q, 1, sc, sizeof sc);
		if (!open || strcmp(name, g.trainee) != 0 ||
		    strcmp(sc, g.scenario) != 0) {
			if (open)
				ok = group_end(&g, seen, top, out, n, &cap);
			memset(seen, 0, ATTEMPT_NO_MAX + 1);
			memset(&g, 0, sizeof g);
			snprintf(g.trainee, sizeof g.trainee, "%s", name);
			snprintf(g.scenario, sizeof g.scenario, "%s", sc);
			top = 0;
			open = true;
		}
		if (no < 1 || no > ATTEMPT_NO_MAX)
			continue;
		if (seen[no] == 1)
			number_list_add(g.twice, sizeof g.twice, no);
		if (seen[no] < 2)
			seen[no]++;
		if (no > top)
			top = no;
		if (count > g.count && count <= ATTEMPT_NO_MAX)
			g.count = count;
	}
	sqlite3_finalize(q);
	if (ok && open)
		ok = group_end(&g, seen, top, out, n, &cap);
	free(seen);
	if (!ok) {
		free(*out);
		*out = NULL;
		*n = 0;
		error_set(err, "%s", _("out of memory"));
		return false;
	}
	if (rc != SQLITE_DONE) {
		free(*out);
		*out = NULL;
		*n = 0;
		return store_db_fail(st, err, _("results database"));
	}
	return true;
}
