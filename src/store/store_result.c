/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_result.c: a finished attempt as the JSON of a result file (the
 * content seal.h authenticates), and such a result imported into the
 * supervisor's database. */
#include "config.h"

#include "store/store_result.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "store/store_exam.h"
#include "store/result_check.h"
#include "store/store_impl.h"

static json_t *action_json(const struct store_action *a)
{
	json_t *o = json_object();
	const char *skill = skill_key(a->skill);

	json_object_set_new(o, "index", json_integer(a->index));
	json_object_set_new(o, "coup", json_integer(a->coup));
	json_object_set_new(o, "skill", json_string(skill != NULL ? skill : ""));
	json_object_set_new(o, "expected", json_string(a->expected_key));
	json_object_set_new(o, "given", json_string(a->given_key));
	json_object_set_new(o, "right", json_boolean(a->right));
	json_object_set_new(o, "wrong_amount", json_boolean(a->wrong_amount));
	json_object_set_new(o, "replay", json_boolean(a->replay));
	json_object_set_new(o, "ms", json_integer(a->ms));
	json_object_set_new(o, "article", json_string(a->article));
	json_object_set_new(o, "at", json_string(a->at));
	return o;
}

static json_t *skill_json(const struct store_skill *k)
{
	json_t *o = json_object();

	json_object_set_new(o, "skill", json_string(skill_key(k->skill)));
	json_object_set_new(o, "actions", json_integer(k->actions));
	json_object_set_new(o, "right", json_integer(k->right));
	json_object_set_new(o, "accuracy", json_real(k->accuracy));
	json_object_set_new(o, "median_ms", json_integer(k->median_ms));
	json_object_set_new(o, "weight", json_integer(k->weight));
	return o;
}

json_t *store_result_json(struct store *st, int64_t id,
			  struct error *err)
{
	struct store_skill skills[SKILL__COUNT];
	struct store_action *acts = NULL;
	struct store_attempt a;
	json_t *root, *arr;
	size_t n_acts, n_skills;
	bool found;

	if (!store_get(st, id, &a, &found, err))
		return NULL;
	if (!found) {
		error_set(err, _("no attempt %lld"), (long long)id);
		return NULL;
	}
	/* Complete, timed out or abandoned: every closed attempt is
	 * sealed, so a supervisor sees them all. */
	if (a.state == STORE_IN_PROGRESS) {
		error_set(err, _("attempt %lld is not complete"),
			   (long long)id);
		return NULL;
	}
	if (!store_actions(st, id, &acts, &n_acts, err) ||
	    !store_skills(st, id, skills, &n_skills, err)) {
		free(acts);
		return NULL;
	}
	root = json_object();
	json_object_set_new(root, "format", json_string(STORE_RESULT_FORMAT));
	json_object_set_new(root, "version", json_integer(1));
	json_object_set_new(root, "trainee", json_string(a.trainee));
	json_object_set_new(root, "scenario", json_string(a.scenario));
	json_object_set_new(root, "scenario_sha256", json_string(a.sha256));
	json_object_set_new(root, "kind", json_string(a.kind));
	json_object_set_new(root, "exam", json_boolean(a.exam));
	json_object_set_new(root, "profile", json_string(a.profile));
	json_object_set_new(root, "started", json_string(a.started));
	json_object_set_new(root, "ended", json_string(a.ended));
	json_object_set_new(root, "score", json_real(a.score));
	json_object_set_new(root, "pass_mark", json_integer(a.pass_mark));
	json_object_set_new(root, "passed", json_boolean(a.passed));
	json_object_set_new(root, "time_exceeded",
			    json_boolean(a.time_exceeded));
	if (!store_exam_result_fields(st, id, root, err)) {
		json_decref(root);
		free(acts);
		return NULL;
	}
	arr = json_array();
	for (size_t i = 0; i < n_skills; i++)
		json_array_append_new(arr, skill_json(&skills[i]));
	json_object_set_new(root, "skills", arr);
	arr = json_array();
	for (size_t i = 0; i < n_acts; i++)
		json_array_append_new(arr, action_json(&acts[i]));
	json_object_set_new(root, "actions", arr);
	free(acts);
	if (!store_scoring_json_add(st, id, root, err)) {
		json_decref(root);
		return NULL;
	}
	return root;
}

/* Typed members of a result; false when missing or of another type. */
static bool get_text(const json_t *o, const char *key, char *buf,
		     size_t size)
{
	const json_t *v = json_object_get(o, key);

	if (!json_is_string(v) || json_string_length(v) >= size ||
	    strlen(json_string_value(v)) != json_string_length(v))
		return false;
	memcpy(buf, json_string_value(v), json_string_length(v) + 1);
	return true;
}

static bool get_int(const json_t *o, const char *key, int64_t min,
		    int64_t max, int64_t *out)
{
	const json_t *v = json_object_get(o, key);

	if (!json_is_integer(v) || json_integer_value(v) < min ||
	    json_integer_value(v) > max)
		return false;
	*out = json_integer_value(v);
	return true;
}

static bool get_bool(const json_t *o, const char *key, bool *out)
{
	const json_t *v = json_object_get(o, key);

	if (!json_is_boolean(v))
		return false;
	*out = json_is_true(v);
	return true;
}

static bool get_number(const json_t *o, const char *key, double *out)
{
	const json_t *v = json_object_get(o, key);

	if (!json_is_number(v))
		return false;
	*out = json_number_value(v);
	return true;
}

static bool read_attempt(const json_t *r, struct store_attempt *a)
{
	char format[32];
	int64_t version, pass_mark;

	memset(a, 0, sizeof *a);
	return get_text(r, "format", format, sizeof format) &&
	       strcmp(format, STORE_RESULT_FORMAT) == 0 &&
	       get_int(r, "version", 1, 1, &version) &&
	       get_text(r, "trainee", a->trainee, sizeof a->trainee) &&
	       a->trainee[0] != '\0' &&
	       get_text(r, "scenario", a->scenario, sizeof a->scenario) &&
	       get_text(r, "scenario_sha256", a->sha256, sizeof a->sha256) &&
	       get_text(r, "kind", a->kind, sizeof a->kind) &&
	       get_bool(r, "exam", &a->exam) &&
	       get_text(r, "profile", a->profile, sizeof a->profile) &&
	       get_text(r, "started", a->started, sizeof a->started) &&
	       get_text(r, "ended", a->ended, sizeof a->ended) &&
	       get_number(r, "score", &a->score) &&
	       get_int(r, "pass_mark", 0, 100, &pass_mark) &&
	       (a->pass_mark = (int)pass_mark, true) &&
	       get_bool(r, "passed", &a->passed) &&
	       get_bool(r, "time_exceeded", &a->time_exceeded) &&
	       json_is_array(json_object_get(r, "skills")) &&
	       json_is_array(json_object_get(r, "actions"));
}

static bool read_action(const json_t *o, struct store_action *a)
{
	char skill[32];
	int64_t index, coup;

	memset(a, 0, sizeof *a);
	if (!json_is_object(o) || !get_int(o, "index", 0, INT32_MAX, &index) ||
	    !get_int(o, "coup", 0, INT32_MAX, &coup) ||
	    !get_text(o, "skill", skill, sizeof skill) ||
	    !get_text(o, "expected", a->expected_key,
		      sizeof a->expected_key) ||
	    !get_text(o, "given", a->given_key, sizeof a->given_key) ||
	    !get_bool(o, "right", &a->right) ||
	    !get_bool(o, "wrong_amount", &a->wrong_amount) ||
	    !get_bool(o, "replay", &a->replay) ||
	    !get_int(o, "ms", 0, INT64_MAX, &a->ms) ||
	    !get_text(o, "article", a->article, sizeof a->article) ||
	    !get_text(o, "at", a->at, sizeof a->at))
		return false;
	a->index = (int)index;
	a->coup = (int)coup;
	a->skill = skill_by_key(skill);
	return true;
}

static bool insert_actions(struct store *st, int64_t id, const json_t *arr,
			   struct error *err)
{
	sqlite3_stmt *q;
	size_t i;
	json_t *v;

	q = store_prepare(st, "INSERT INTO actions (attempt, idx, coup, skill,"
			  " expected_key, given_key, correct, wrong_amount,"
			  " ms, article, replay, done_at) VALUES (?1, ?2, ?3,"
			  " ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)", err);
	if (q == NULL)
		return false;
	json_array_foreach(arr, i, v) {
		struct store_action a;
		const char *skill;

		if (!read_action(v, &a)) {
			sqlite3_finalize(q);
			error_set(err, _("action %zu is malformed"), i + 1);
			return false;
		}
		skill = skill_key(a.skill);
		sqlite3_reset(q);
		sqlite3_bind_int64(q, 1, id);
		sqlite3_bind_int(q, 2, a.index);
		sqlite3_bind_int(q, 3, a.coup);
		store_bind_text(q, 4, skill != NULL ? skill : "");
		store_bind_text(q, 5, a.expected_key);
		store_bind_text(q, 6, a.given_key);
		sqlite3_bind_int(q, 7, a.right);
		sqlite3_bind_int(q, 8, a.wrong_amount);
		sqlite3_bind_int64(q, 9, a.ms);
		store_bind_text(q, 10, a.article);
		sqlite3_bind_int(q, 11, a.replay);
		store_bind_text(q, 12, a.at);
		if (sqlite3_step(q) != SQLITE_DONE) {
			sqlite3_finalize(q);
			return store_db_fail(st, err, _("results database"));
		}
	}
	sqlite3_finalize(q);
	return true;
}

static bool insert_skills(struct store *st, int64_t id, const json_t *arr,
			  struct error *err)
{
	sqlite3_stmt *q;
	size_t i;
	json_t *v;

	q = store_prepare(st, "INSERT INTO attempt_skills (attempt, skill,"
			  " actions, correct, accuracy, median_ms, weight)"
			  " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)", err);
	if (q == NULL)
		return false;
	json_array_foreach(arr, i, v) {
		char key[32];
		int64_t actions, right, median, weight;
		double accuracy;

		if (!json_is_object(v) || !get_text(v, "skill", key, sizeof key) ||
		    skill_by_key(key) == SKILL__COUNT ||
		    !get_int(v, "actions", 0, INT32_MAX, &actions) ||
		    !get_int(v, "right", 0, actions, &right) ||
		    !get_number(v, "accuracy", &accuracy) ||
		    !get_int(v, "median_ms", 0, INT64_MAX, &median) ||
		    !get_int(v, "weight", 0, INT32_MAX, &weight)) {
			sqlite3_finalize(q);
			error_set(err, _("skill %zu is malformed"), i + 1);
			return false;
		}
		sqlite3_reset(q);
		sqlite3_bind_int64(q, 1, id);
		store_bind_text(q, 2, key);
		sqlite3_bind_int64(q, 3, actions);
		sqlite3_bind_int64(q, 4, right);
		sqlite3_bind_double(q, 5, accuracy);
		sqlite3_bind_int64(q, 6, median);
		sqlite3_bind_int64(q, 7, weight);
		if (sqlite3_step(q) != SQLITE_DONE) {
			sqlite3_finalize(q);
			return store_db_fail(st, err, _("results database"));
		}
	}
	sqlite3_finalize(q);
	return true;
}

static bool insert_attempt(struct store *st, const struct store_attempt *a,
			   const char *path, const char *mac_hex,
			   int64_t *id, struct error *err)
{
	sqlite3_stmt *q;
	int64_t trainee;
	int rc;

	if (!store_trainee_id(st, a->trainee, &trainee, err))
		return false;
	q = store_prepare(st, "INSERT INTO attempts (trainee, scenario,"
			  " scenario_sha256, profile, kind, exam, started,"
			  " ended, status, score, pass_mark, passed,"
			  " time_exceeded, origin, sealed, mac) VALUES (?1,"
			  " ?2, ?3, ?4, ?5, ?6, ?7, ?8, 'complete', ?9, ?10,"
			  " ?11, ?12, 'import', ?13, ?14)", err);
	if (q == NULL)
		return false;
	sqlite3_bind_int64(q, 1, trainee);
	store_bind_text(q, 2, a->scenario);
	store_bind_text(q, 3, a->sha256);
	store_bind_text(q, 4, a->profile);
	store_bind_text(q, 5, a->kind);
	sqlite3_bind_int(q, 6, a->exam);
	store_bind_text(q, 7, a->started);
	store_bind_text(q, 8, a->ended);
	sqlite3_bind_double(q, 9, a->score);
	sqlite3_bind_int(q, 10, a->pass_mark);
	sqlite3_bind_int(q, 11, a->passed);
	sqlite3_bind_int(q, 12, a->time_exceeded);
	store_bind_text(q, 13, path);
	store_bind_text(q, 14, mac_hex);
	rc = sqlite3_step(q);
	sqlite3_finalize(q);
	if (rc != SQLITE_DONE)
		return store_db_fail(st, err, _("results database"));
	*id = sqlite3_last_insert_rowid(st->db);
	return true;
}

/* The attempt holding this MAC already, or 0. */
static bool find_mac(struct store *st, const char *mac_hex, int64_t *id,
		     struct error *err)
{
	sqlite3_stmt *q = store_prepare(st, "SELECT id FROM attempts WHERE"
					" mac = ?1", err);
	int rc;

	if (q == NULL)
		return false;
	store_bind_text(q, 1, mac_hex);
	rc = sqlite3_step(q);
	*id = rc == SQLITE_ROW ? sqlite3_column_int64(q, 0) : 0;
	sqlite3_finalize(q);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return store_db_fail(st, err, _("results database"));
	return true;
}

bool store_import(struct store *st, const json_t *result, const char *path,
		  const char *mac_hex, int64_t *id, bool *duplicate,
		  struct error *err)
{
	struct store_attempt a;

	*id = 0;
	*duplicate = false;
	if (!read_attempt(result, &a)) {
		error_set(err, "%s", _("not a crupier result"));
		return false;
	}
	if (!result_check_values(result, err))
		return false;
	if (!store_begin(st, err))
		return false;
	if (!find_mac(st, mac_hex, id, err))
		goto fail;
	if (*id != 0) {
		*duplicate = true;
		store_rollback(st);
		return true;
	}
	if (!insert_attempt(st, &a, path, mac_hex, id, err) ||
	    !insert_skills(st, *id, json_object_get(result, "skills"), err) ||
	    !insert_actions(st, *id, json_object_get(result, "actions"), err) ||
	    !store_scoring_import(st, *id, result, err) ||
	    !store_exam_import(st, *id, result, err))
		goto fail;
	if (store_commit(st, err))
		return true;
	*id = 0;
	return false;
fail:
	store_rollback(st);
	*id = 0;
	return false;
}
