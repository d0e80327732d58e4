/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_results_export.c: the xAPI statements of `results export`: the
 * shape xAPI 1.0.3 asks of a statement (actor, verb, object, result,
 * timestamp), the verb by the attempt's state, and an id that stays the
 * same for the same attempt. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>
#include <jansson.h>

#include "cli/results_export.h"

static struct store_attempt attempt(enum store_state s)
{
	struct store_attempt a;

	memset(&a, 0, sizeof a);
	a.id = 7;
	snprintf(a.trainee, sizeof a.trainee, "%s", "Pérez, \"Tito\"");
	snprintf(a.scenario, sizeof a.scenario, "%s", "iplyc-exam");
	snprintf(a.sha256, sizeof a.sha256, "%064d", 0);
	snprintf(a.profile, sizeof a.profile, "%s", "iplyc");
	snprintf(a.kind, sizeof a.kind, "%s", "exam");
	a.exam = true;
	snprintf(a.started, sizeof a.started, "%s", "2026-03-01T09:30:00Z");
	if (s != STORE_IN_PROGRESS)
		snprintf(a.ended, sizeof a.ended, "%s",
			 "2026-03-01T09:42:05Z");
	a.state = s;
	a.scored = s != STORE_IN_PROGRESS && s != STORE_ABANDONED;
	a.score = 81.25;
	a.pass_mark = 75;
	a.passed = s == STORE_COMPLETE;
	return a;
}

static json_t *statement(const struct store_attempt *a)
{
	struct store_scoring sc;
	struct store_skill k;

	memset(&sc, 0, sizeof sc);
	memset(&k, 0, sizeof k);
	k.skill = SKILL_PAYOUTS;
	k.actions = 8;
	k.right = 7;
	return results_xapi_statement(a, &sc, &k, 1);
}

static const char *text(json_t *o, const char *path)
{
	char key[64];
	const char *dot;

	while ((dot = strchr(path, '.')) != NULL) {
		snprintf(key, sizeof key, "%.*s", (int)(dot - path), path);
		o = json_object_get(o, key);
		path = dot + 1;
	}
	return json_string_value(json_object_get(o, path));
}

/* An IRI: a scheme, a colon, something after. */
static bool iri(const char *s)
{
	const char *colon = s != NULL ? strchr(s, ':') : NULL;

	return colon != NULL && colon > s && colon[1] != '\0';
}

static void check_shape(json_t *st)
{
	const char *id = text(st, "id"), *ts = text(st, "timestamp");
	json_t *result = json_object_get(st, "result"), *ext;
	const char *key;
	json_t *v;

	/* id: a UUID, 8-4-4-4-12 lower-case hex digits. */
	assert_non_null(id);
	assert_int_equal(strlen(id), 36);
	for (int i = 0; i < 36; i++)
		if (i == 8 || i == 13 || i == 18 || i == 23)
			assert_int_equal(id[i], '-');
		else
			assert_non_null(strchr("0123456789abcdef", id[i]));
	assert_string_equal(text(st, "actor.objectType"), "Agent");
	assert_string_equal(text(st, "actor.name"), "Pérez, \"Tito\"");
	assert_true(iri(text(st, "actor.account.homePage")));
	assert_string_equal(text(st, "actor.account.name"), "Pérez, \"Tito\"");
	assert_true(iri(text(st, "verb.id")));
	assert_non_null(text(st, "verb.display.en-US"));
	assert_string_equal(text(st, "object.objectType"), "Activity");
	assert_string_equal(text(st, "object.id"),
			    "urn:crupier:scenario:iplyc-exam");
	assert_true(iri(text(st, "object.definition.type")));
	assert_true(json_is_object(result));
	assert_true(json_is_boolean(json_object_get(result, "completion")));
	v = json_object_get(result, "duration");
	if (v != NULL)
		assert_string_equal(json_string_value(v), "PT725S");
	v = json_object_get(result, "score");
	if (v != NULL) {
		double scaled = json_real_value(json_object_get(v, "scaled"));
		double raw = json_real_value(json_object_get(v, "raw"));

		assert_true(scaled >= -1.0 && scaled <= 1.0);
		assert_true(raw >= json_integer_value(json_object_get(v, "min"))
			    && raw <= json_integer_value(json_object_get(v,
								     "max")));
	}
	/* timestamp: ISO 8601 in UTC. */
	assert_non_null(ts);
	assert_int_equal(strlen(ts), 20);
	assert_int_equal(ts[10], 'T');
	assert_int_equal(ts[19], 'Z');
	ext = json_object_get(json_object_get(st, "context"), "extensions");
	assert_true(json_object_size(ext) > 0);
	json_object_foreach(ext, key, v)
		assert_true(iri(key));
}

static void xapi__passed_exam__statement_shape_and_result(void **state)
{
	struct store_attempt a = attempt(STORE_COMPLETE);
	json_t *st = statement(&a), *r;

	(void)state;
	check_shape(st);
	assert_string_equal(text(st, "verb.id"),
			    "http://adlnet.gov/expapi/verbs/passed");
	r = json_object_get(st, "result");
	assert_true(json_is_true(json_object_get(r, "success")));
	assert_true(json_is_true(json_object_get(r, "completion")));
	assert_true(json_real_value(json_object_get(json_object_get(r,
		"score"), "scaled")) == 0.8125);
	assert_string_equal(text(st, "timestamp"), "2026-03-01T09:42:05Z");
	assert_int_equal(json_integer_value(json_object_get(json_object_get(
		json_object_get(json_object_get(st, "context"), "extensions"),
		"urn:crupier:skills"), "payouts")), 87);
	json_decref(st);
}

static void xapi__each_state__its_verb(void **state)
{
	static const struct {
		enum store_state s;
		const char *verb;
		int success;            /* -1: absent */
	} cases[] = {
		{ STORE_IN_PROGRESS, "http://adlnet.gov/expapi/verbs/attempted",
		  -1 },
		{ STORE_ABANDONED, "https://w3id.org/xapi/adl/verbs/abandoned",
		  0 },
		{ STORE_TIMED_OUT, "http://adlnet.gov/expapi/verbs/failed", 0 },
	};

	(void)state;
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		struct store_attempt a = attempt(cases[i].s);
		json_t *st = statement(&a), *r = json_object_get(st, "result");
		json_t *success = json_object_get(r, "success");

		check_shape(st);
		assert_string_equal(text(st, "verb.id"), cases[i].verb);
		if (cases[i].success < 0)
			assert_null(success);
		else
			assert_true(json_is_false(success));
		assert_true(json_is_false(json_object_get(r, "completion")));
		if (cases[i].s == STORE_IN_PROGRESS) {
			assert_null(json_object_get(r, "score"));
			assert_null(json_object_get(r, "duration"));
			assert_string_equal(text(st, "timestamp"),
					    "2026-03-01T09:30:00Z");
		}
		json_decref(st);
	}
}

static void xapi__same_attempt__same_id_another_differs(void **state)
{
	struct store_attempt a = attempt(STORE_COMPLETE), b = a;
	json_t *x = statement(&a), *y, *z;

	(void)state;
	b.id = 99;                      /* another database's number */
	y = statement(&b);
	snprintf(b.started, sizeof b.started, "%s", "2026-03-02T09:30:00Z");
	z = statement(&b);
	assert_string_equal(text(x, "id"), text(y, "id"));
	assert_string_not_equal(text(x, "id"), text(z, "id"));
	json_decref(x);
	json_decref(y);
	json_decref(z);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(xapi__passed_exam__statement_shape_and_result),
		cmocka_unit_test(xapi__each_state__its_verb),
		cmocka_unit_test(xapi__same_attempt__same_id_another_differs),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
