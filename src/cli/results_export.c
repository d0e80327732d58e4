/* SPDX-License-Identifier: GPL-3.0-or-later */
/* results_export.c: `crupier results export`; see results_export.h. */
#include "config.h"

#include "cli/results_export.h"

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "base/json_write.h"
#include "cli/common.h"
#include "cli/csv_write.h"
#include "exam/seal.h"
#include "scenario/safe_text.h"
#include "store/store_outcome.h"

#define XAPI_VERBS "http://adlnet.gov/expapi/verbs/"
#define XAPI_ACTIVITIES "http://adlnet.gov/expapi/activities/"

static double rounded(double x, double unit)
{
	return round(x * unit) / unit;
}

/* Seconds from started to ended; -1 when open or unreadable. */
static int64_t duration_s(const struct store_attempt *a)
{
	struct tm s, e;

	memset(&s, 0, sizeof s);
	memset(&e, 0, sizeof e);
	if (a->ended[0] == '\0' ||
	    strptime(a->started, "%Y-%m-%dT%H:%M:%SZ", &s) == NULL ||
	    strptime(a->ended, "%Y-%m-%dT%H:%M:%SZ", &e) == NULL)
		return -1;
	return (int64_t)difftime(timegm(&e), timegm(&s));
}

/* A skill's percent right (rounded down, as everywhere); -1 when it had
 * no actions or was not examined. */
static int skill_percent(const struct store_scoring *sc,
			 const struct store_skill *skills, size_t n,
			 enum skill k)
{
	if (sc->known && sc->skill[k].known && !sc->skill[k].examined)
		return -1;
	for (size_t i = 0; i < n; i++)
		if (skills[i].skill == k && skills[i].actions > 0)
			return session_percent(skills[i].right,
					       skills[i].actions);
	return -1;
}

/* The columns, in this order (crupier(1), "Exports"). */
static const char *const csv_columns[] = {
	"trainee", "scenario", "id", "started", "ended", "status", "score",
	"passed", "duration_s", NULL
};

static void csv_head(void)
{
	for (int c = 0; csv_columns[c] != NULL; c++)
		csv_write_field(csv_columns[c], false);
	for (int k = 0; k < SKILL__COUNT; k++)
		csv_write_field(skill_key((enum skill)k), k == SKILL__COUNT - 1);
}

static bool csv_each(void *ctx, const struct store_attempt *a,
		     const struct store_scoring *sc,
		     const struct store_skill *skills, size_t n_skills)
{
	char num[64];
	int64_t d = duration_s(a);

	(void)ctx;
	csv_write_field(a->trainee, false);
	csv_write_field(a->scenario, false);
	csv_write_int(a->id, false);
	csv_write_field(a->started, false);
	csv_write_field(a->ended, false);
	csv_write_field(store_state_key(a->state), false);
	snprintf(num, sizeof num, "%.2f", rounded(a->score, 100));
	csv_write_field(a->scored ? num : "", false);
	csv_write_field(!a->scored || !store_verdict_final(a) ? ""
			: store_passed(a) ? "1" : "0", false);
	if (d >= 0)
		csv_write_int(d, false);
	else
		csv_write_field("", false);
	for (int k = 0; k < SKILL__COUNT; k++) {
		int p = skill_percent(sc, skills, n_skills, (enum skill)k);

		if (p >= 0)
			csv_write_int(p, k == SKILL__COUNT - 1);
		else
			csv_write_field("", k == SKILL__COUNT - 1);
	}
	return !ferror(stdout);
}

static json_t *skills_json(const struct store_scoring *sc,
			   const struct store_skill *skills, size_t n)
{
	json_t *o = json_object();

	for (int k = 0; k < SKILL__COUNT; k++) {
		int p = skill_percent(sc, skills, n, (enum skill)k);

		if (p >= 0)
			json_object_set_new(o, skill_key((enum skill)k),
					    json_integer(p));
	}
	return o;
}

/* An attempt's object of the JSON export, written as it goes
 * (json_write.h: the bytes jansson's dump of it gave). */
static void attempt_json(struct json_write *j, const struct store_attempt *a,
			 const struct store_scoring *sc,
			 const struct store_skill *skills, size_t n)
{
	int64_t d = duration_s(a);

	json_write_string(j, "trainee", a->trainee);
	json_write_string(j, "scenario", a->scenario);
	json_write_int(j, "id", a->id);
	json_write_string(j, "started", a->started);
	json_write_string(j, "ended", a->ended[0] != '\0' ? a->ended : NULL);
	json_write_string(j, "status", store_state_key(a->state));
	if (a->scored)
		json_write_real(j, "score", rounded(a->score, 100));
	else
		json_write_null(j, "score");
	if (a->scored && store_verdict_final(a))
		json_write_bool(j, "passed", store_passed(a));
	else
		json_write_null(j, "passed");
	if (d >= 0)
		json_write_int(j, "duration_s", d);
	else
		json_write_null(j, "duration_s");
	json_write_object(j, "skills");
	for (int k = 0; k < SKILL__COUNT; k++) {
		int p = skill_percent(sc, skills, n, (enum skill)k);

		if (p >= 0)
			json_write_int(j, skill_key((enum skill)k), p);
	}
	json_write_end(j);
}

static json_t *verb(const char *iri, const char *word)
{
	return json_pack("{s:s, s:{s:s}}", "id", iri, "display", "en-US",
			 word);
}

json_t *results_xapi_statement(const struct store_attempt *a,
			       const struct store_scoring *sc,
			       const struct store_skill *skills,
			       size_t n_skills)
{
	json_t *st = json_object(), *result = json_object(), *ext;
	char id[37], iri[SCENARIO_ID_MAX + 32], dur[40];
	/* Graded: a verdict (this computer's, or the results server's
	 * judge's: one awaiting judgement is only completed). */
	bool graded = a->scored && a->pass_mark > 0 && store_verdict_final(a);
	int64_t d = duration_s(a);

	seal_statement_id(a, id);
	json_object_set_new(st, "id", json_string(id));
	/* json_write_text_of: a name that is not UTF-8 (from an older database)
	 * is spelt out, never an anonymous actor. */
	json_object_set_new(st, "actor", json_pack(
		"{s:s, s:o, s:{s:s, s:o}}", "objectType", "Agent", "name",
		json_write_text_of(a->trainee), "account", "homePage",
		"urn:crupier:trainee", "name", json_write_text_of(a->trainee)));
	if (a->state == STORE_IN_PROGRESS)
		json_object_set_new(st, "verb", verb(XAPI_VERBS "attempted",
						     "attempted"));
	else if (a->state == STORE_ABANDONED)
		json_object_set_new(st, "verb", verb(
			"https://w3id.org/xapi/adl/verbs/abandoned",
			"abandoned"));
	else if (a->state == STORE_TIMED_OUT || (graded && !store_passed(a)))
		json_object_set_new(st, "verb", verb(XAPI_VERBS "failed",
						     "failed"));
	else if (graded)
		json_object_set_new(st, "verb", verb(XAPI_VERBS "passed",
						     "passed"));
	else
		json_object_set_new(st, "verb", verb(XAPI_VERBS "completed",
						     "completed"));
	snprintf(iri, sizeof iri, "urn:crupier:scenario:%s", a->scenario);
	json_object_set_new(st, "object", json_pack(
		"{s:s, s:o, s:{s:{s:o}, s:s}}", "objectType", "Activity",
		"id", json_write_text_of(iri), "definition", "name", "en-US",
		json_write_text_of(a->scenario), "type",
		a->exam ? XAPI_ACTIVITIES "assessment"
			: XAPI_ACTIVITIES "simulation"));
	if (a->scored)
		json_object_set_new(result, "score", json_pack(
			"{s:f, s:f, s:i, s:i}", "scaled",
			rounded(a->score / 100.0, 10000), "raw",
			rounded(a->score, 100), "min", 0, "max", 100));
	if (graded || a->state == STORE_TIMED_OUT ||
	    a->state == STORE_ABANDONED)
		json_object_set_new(result, "success", json_boolean(
			graded && store_passed(a)));
	json_object_set_new(result, "completion",
			    json_boolean(a->state == STORE_COMPLETE));
	if (d >= 0) {
		snprintf(dur, sizeof dur, "PT%" PRId64 "S", d);
		json_object_set_new(result, "duration", json_string(dur));
	}
	json_object_set_new(st, "result", result);
	ext = json_object();
	json_object_set_new(ext, "urn:crupier:attempt", json_integer(a->id));
	json_object_set_new(ext, "urn:crupier:profile",
			    json_write_text_of(a->profile));
	json_object_set_new(ext, "urn:crupier:skills",
			    skills_json(sc, skills, n_skills));
	json_object_set_new(st, "context", json_pack("{s:o}", "extensions",
						     ext));
	json_object_set_new(st, "timestamp", json_write_text_of(
		a->ended[0] != '\0' ? a->ended : a->started));
	return st;
}

struct json_pass {
	enum export_format fmt;
	size_t n;
	bool failed;
};

static bool json_each(void *ctx, const struct store_attempt *a,
		      const struct store_scoring *sc,
		      const struct store_skill *skills, size_t n_skills)
{
	struct json_pass *p = ctx;
	json_t *o;

	if (p->fmt == EXPORT_XAPI) {
		o = results_xapi_statement(a, sc, skills, n_skills);
		p->failed = !cli_put_json_line(o, 10);
		json_decref(o);
	} else {
		struct json_write j;

		json_write_item(&j, stdout, p->n, 10);
		attempt_json(&j, a, sc, skills, n_skills);
		json_write_end(&j);
		p->failed = ferror(stdout) != 0;
	}
	p->n++;
	return !p->failed;
}

int results_export(struct store *st, const struct store_filter *f,
		   enum export_format fmt)
{
	struct json_pass p = { fmt, 0, false };
	struct error err;
	bool ok;

	if (fmt == EXPORT_CSV) {
		csv_head();
		ok = store_list_scored(st, f, csv_each, NULL, &err);
	} else {
		ok = store_list_scored(st, f, json_each, &p, &err);
		if (ok && fmt == EXPORT_JSON) {
			json_write_items_end(stdout, p.n);
			putchar('\n');
		}
	}
	if (!ok && !p.failed && !ferror(stdout))
		return cli_fail(&err);
	return !ok || fflush(stdout) != 0 || ferror(stdout) ? EXIT_ERROR
							    : EXIT_OK;
}
