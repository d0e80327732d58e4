/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_scoring_json.c: the scoring model in the sealed result, as
 * fields added to store_result.h's JSON (all optional on import, so
 * results sealed before the model still import):
 *   "scoring": {"fail_reason": "skill", "fail_skill": "payouts",
 *               "critical": 28, "max_critical": 0, "hints": 0,
 *               "free_hints": 0},
 *   each skill: "examined", "pass_mark", "passed", "critical", "hints";
 *   each action: "hint", "critical". */
#include "config.h"

#include <string.h>

#include "i18n.h"
#include "store/store_impl.h"
#include "store/store_result.h"

/* A string member, "" when missing. */
static const char *text_of(const json_t *o, const char *key)
{
	const char *s = json_string_value(json_object_get(o, key));

	return s != NULL ? s : "";
}

bool store_scoring_json_add(struct store *st, int64_t id, json_t *root,
			    struct error *err)
{
	struct store_scoring sc;
	struct store_action *acts = NULL;
	json_t *o, *arr, *v;
	size_t n = 0, i;

	if (!store_scoring_get(st, id, &sc, err))
		return false;
	if (!sc.known)
		return true;
	o = json_object();
	json_object_set_new(o, "fail_reason",
			    json_string(session_fail_key(sc.fail)));
	json_object_set_new(o, "fail_skill", json_string(
		sc.fail_skill < SKILL__COUNT ? skill_key(sc.fail_skill) : ""));
	json_object_set_new(o, "critical", json_integer(sc.critical));
	json_object_set_new(o, "max_critical", json_integer(sc.max_critical));
	json_object_set_new(o, "hints", json_integer(sc.hints));
	json_object_set_new(o, "free_hints", json_integer(sc.free_hints));
	json_object_set_new(root, "scoring", o);
	arr = json_object_get(root, "skills");
	json_array_foreach(arr, i, v) {
		enum skill k = skill_by_key(text_of(v, "skill"));
		const struct store_skill_scoring *s;

		if (k == SKILL__COUNT || !sc.skill[k].known)
			continue;
		s = &sc.skill[k];
		json_object_set_new(v, "examined", json_boolean(s->examined));
		json_object_set_new(v, "pass_mark", json_integer(s->pass_mark));
		json_object_set_new(v, "passed", json_boolean(s->passed));
		json_object_set_new(v, "critical", json_integer(s->critical));
		json_object_set_new(v, "hints", json_integer(s->hints));
	}
	if (!store_actions(st, id, &acts, &n, err) ||
	    !store_scoring_flags(st, id, acts, n, err)) {
		free(acts);
		return false;
	}
	arr = json_object_get(root, "actions");
	for (i = 0; i < n && i < json_array_size(arr); i++) {
		v = json_array_get(arr, i);
		json_object_set_new(v, "hint", json_boolean(acts[i].hint));
		json_object_set_new(v, "critical",
				    json_boolean(acts[i].critical));
		json_object_set_new(v, "expected_text",
				    json_string(acts[i].expected_text));
		json_object_set_new(v, "given_text",
				    json_string(acts[i].given_text));
	}
	free(acts);
	return true;
}

static int int_of(const json_t *o, const char *key, int min, int max,
		  int fallback)
{
	const json_t *v = json_object_get(o, key);

	if (!json_is_integer(v) || json_integer_value(v) < min ||
	    json_integer_value(v) > max)
		return fallback;
	return (int)json_integer_value(v);
}

bool store_scoring_import(struct store *st, int64_t id, const json_t *root,
			  struct error *err)
{
	const json_t *o = json_object_get(root, "scoring"), *arr, *v;
	struct session_summary sum;
	const char *key;
	sqlite3_stmt *q;
	size_t i;

	if (!json_is_object(o))
		return true;            /* sealed before the model */
	memset(&sum, 0, sizeof sum);
	key = json_string_value(json_object_get(o, "fail_reason"));
	sum.fail = session_fail_by_key(key != NULL ? key : "?");
	if (sum.fail == SESSION_FAIL__COUNT) {
		error_set(err, "%s", _("the result's scoring is malformed"));
		return false;
	}
	key = json_string_value(json_object_get(o, "fail_skill"));
	sum.fail_skill = skill_by_key(key != NULL ? key : "");
	sum.critical = int_of(o, "critical", 0, INT32_MAX, 0);
	sum.max_critical = int_of(o, "max_critical", -1, INT32_MAX, -1);
	sum.hints = int_of(o, "hints", 0, INT32_MAX, 0);
	sum.free_hints = int_of(o, "free_hints", 0, INT32_MAX, 0);
	arr = json_object_get(root, "skills");
	json_array_foreach(arr, i, v) {
		enum skill k = skill_by_key(text_of(v, "skill"));
		struct skill_summary *s;

		if (k == SKILL__COUNT)
			continue;
		s = &sum.skill[k];
		s->actions = int_of(v, "actions", 0, INT32_MAX, 0);
		s->examined = json_is_true(json_object_get(v, "examined"));
		s->pass_mark = int_of(v, "pass_mark", 0, 100, 0);
		s->passed = json_is_true(json_object_get(v, "passed"));
		s->critical = int_of(v, "critical", 0, INT32_MAX, 0);
		s->hints = int_of(v, "hints", 0, INT32_MAX, 0);
	}
	if (!store_scoring_save(st, id, &sum, err))
		return false;
	q = store_prepare(st, "UPDATE actions SET hint = ?3, critical = ?4,"
			  " expected_text = ?5, given_text = ?6"
			  " WHERE attempt = ?1 AND idx = ?2", err);
	if (q == NULL)
		return false;
	arr = json_object_get(root, "actions");
	json_array_foreach(arr, i, v) {
		bool hint = json_is_true(json_object_get(v, "hint"));
		bool crit = json_is_true(json_object_get(v, "critical"));

		sqlite3_reset(q);
		sqlite3_bind_int64(q, 1, id);
		sqlite3_bind_int(q, 2, int_of(v, "index", 0, INT32_MAX, 0));
		sqlite3_bind_int(q, 3, hint);
		sqlite3_bind_int(q, 4, crit);
		store_bind_text(q, 5, text_of(v, "expected_text"));
		store_bind_text(q, 6, text_of(v, "given_text"));
		if (sqlite3_step(q) != SQLITE_DONE) {
			sqlite3_finalize(q);
			return store_db_fail(st, err, _("results database"));
		}
	}
	sqlite3_finalize(q);
	return true;
}
