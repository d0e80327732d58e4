/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_targets.c: the mastery and speed targets of a rules profile
 * (scenario/targets.h): the shipped profiles, the defaults, the way a
 * time is written, and every bad target refused at its file:line:column.
 *
 * Messages are checked in English (no setlocale). */
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

#include "engine/rules.h"
#include "scenario/rules_load.h"
#include "scenario/targets.h"

static char srcdir[2048];
static char tmpdir[2048];

static const char head[] =
	"name: test\n"
	"source: {title: \"Test\"}\n"
	"base: player\n";

/* Writes head + body as a profile and loads it. */
static bool load_text(const char *body, struct rules *r, char *msg,
		      size_t size, char *path, size_t path_size)
{
	struct diag d;
	FILE *f;
	bool ok;

	snprintf(path, path_size, "%s/profile.yaml", tmpdir);
	f = fopen(path, "w");
	assert_non_null(f);
	fputs(head, f);
	fputs(body, f);
	assert_int_equal(fclose(f), 0);
	memset(&d, 0, sizeof d);
	ok = rules_load_file(path, r, &d);
	if (!ok)
		diag_format(&d, msg, size);
	return ok;
}

static void assert_refused(const char *body, const char *where_msg)
{
	struct rules r;
	char msg[1024], path[4096], want[8192];

	assert_false(load_text(body, &r, msg, sizeof msg, path, sizeof path));
	snprintf(want, sizeof want, "%s:%s", path, where_msg);
	assert_string_equal(msg, want);
}

static void targets__shipped_profiles__state_the_defaults(void **state)
{
	static const char *const names[] = { "iplyc", "trad", "h8-2021",
					     "lnse-midi" };

	(void)state;
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
		char path[4096], msg[1024];
		struct rules r;
		struct diag d;

		snprintf(path, sizeof path, "%s/data/rules/%s.yaml", srcdir,
			 names[i]);
		if (!rules_load_file(path, &r, &d)) {
			diag_format(&d, msg, sizeof msg);
			fail_msg("%s", msg);
		}
		for (int k = 0; k < SKILL__COUNT; k++) {
			assert_int_equal(r.target_ms[k],
					 skill_default_target_ms(k));
			assert_int_equal(skill_target_ms(&r, k),
					 skill_default_target_ms(k));
		}
		assert_int_equal(rules_mastery_attempts(&r), 20);
		assert_int_equal(rules_mastery_accuracy(&r), 90);
	}
}

/* A profile that says nothing keeps every default, and what rules_init()
 * gives (a built-in profile, no file) too. */
static void targets__unstated__keep_the_defaults(void **state)
{
	struct rules r;
	char msg[1024], path[4096];

	(void)state;
	assert_true(load_text("", &r, msg, sizeof msg, path, sizeof path));
	assert_int_equal(skill_target_ms(&r, SKILL_PAYOUTS), 8000);
	assert_int_equal(skill_target_ms(&r, SKILL_DRAWING), 3000);
	assert_int_equal(rules_mastery_attempts(&r), MASTERY_ATTEMPTS_DEFAULT);
	assert_int_equal(rules_mastery_accuracy(&r), MASTERY_ACCURACY_DEFAULT);
	rules_init(&r);
	assert_int_equal(skill_target_ms(&r, SKILL_ANOMALIES), 15000);
	assert_int_equal(skill_target_ms(NULL, SKILL_VOLUNTAD), 4000);
	assert_int_equal(skill_target_ms(&r, SKILL__COUNT), 0);
}

static void targets__stated__replace_only_those(void **state)
{
	struct rules r;
	char msg[1024], path[4096];

	(void)state;
	assert_true(load_text("targets: {payouts: 12s, drawing: 2.5s,"
			      " dealing: 1500ms}\n"
			      "mastery: {attempts: 5, accuracy: 80}\n",
			      &r, msg, sizeof msg, path, sizeof path));
	assert_int_equal(skill_target_ms(&r, SKILL_PAYOUTS), 12000);
	assert_int_equal(skill_target_ms(&r, SKILL_DRAWING), 2500);
	assert_int_equal(skill_target_ms(&r, SKILL_DEALING), 1500);
	assert_int_equal(skill_target_ms(&r, SKILL_VOLUNTAD), 4000);
	assert_int_equal(rules_mastery_attempts(&r), 5);
	assert_int_equal(rules_mastery_accuracy(&r), 80);
}

static void targets__parse_time__seconds_and_milliseconds(void **state)
{
	int64_t ms = -1;

	(void)state;
	assert_true(targets_parse_time("8s", &ms));
	assert_int_equal(ms, 8000);
	assert_true(targets_parse_time("2.5s", &ms));
	assert_int_equal(ms, 2500);
	assert_true(targets_parse_time("0.125s", &ms));
	assert_int_equal(ms, 125);
	assert_true(targets_parse_time("1500ms", &ms));
	assert_int_equal(ms, 1500);
	assert_false(targets_parse_time("8", &ms));
	assert_false(targets_parse_time("8 s", &ms));
	assert_false(targets_parse_time("2.5ms", &ms));
	assert_false(targets_parse_time("1.2345s", &ms));
	assert_false(targets_parse_time(".5s", &ms));
	assert_false(targets_parse_time("5.s", &ms));
	assert_false(targets_parse_time("-1s", &ms));
	assert_false(targets_parse_time("8min", &ms));
	assert_false(targets_parse_time("99999999s", &ms));
}

static void targets__bad__refused_at_their_place(void **state)
{
	(void)state;
	assert_refused("targets: {payout: 8s}\n",
		       "4:11: unknown skill 'payout' in targets (the skills:"
		       " shuffle, deck_check, dealing, drawing, voluntad,"
		       " rotation, payouts, anomalies)");
	assert_refused("targets:\n  payouts: 8\n",
		       "5:12: a target time is written like 8s, 2.5s or"
		       " 1500ms, found '8'");
	assert_refused("targets:\n  payouts: [8s]\n",
		       "5:12: a target time is written like 8s, 2.5s or"
		       " 1500ms, found a sequence");
	assert_refused("targets: {drawing: 50ms}\n",
		       "4:20: a target time must be between 0.1s and 600s,"
		       " not 50ms");
	assert_refused("targets: {drawing: 601s}\n",
		       "4:20: a target time must be between 0.1s and 600s,"
		       " not 601s");
	assert_refused("targets: 8s\n",
		       "4:10: targets must be a mapping of keys, found '8s'");
	assert_refused("mastery: {attempts: 0}\n",
		       "4:21: attempts must be between 1 and 1000, not 0");
	assert_refused("mastery: {accuracy: 101}\n",
		       "4:21: accuracy must be between 1 and 100, not 101");
	assert_refused("mastery: {window: 3}\n",
		       "4:11: unknown key 'window' in mastery (allowed:"
		       " attempts, accuracy)");
	assert_refused("target: {payouts: 8s}\n",
		       "4:1: unknown key 'target' in the profile (allowed:"
		       " name, source, base, options, articles, targets,"
		       " mastery, chips)");
}

int main(void)
{
	static const struct CMUnitTest tests[] = {
		cmocka_unit_test(targets__shipped_profiles__state_the_defaults),
		cmocka_unit_test(targets__unstated__keep_the_defaults),
		cmocka_unit_test(targets__stated__replace_only_those),
		cmocka_unit_test(targets__parse_time__seconds_and_milliseconds),
		cmocka_unit_test(targets__bad__refused_at_their_place),
	};
	const char *top = getenv("top_srcdir");
	const char *tmp = getenv("TMPDIR");
	char path[4096];
	int failed;

	snprintf(srcdir, sizeof srcdir, "%s", top != NULL ? top : ".");
	snprintf(tmpdir, sizeof tmpdir, "%s/crupier-targets-XXXXXX",
		 tmp != NULL && *tmp != '\0' ? tmp : "/tmp");
	if (mkdtemp(tmpdir) == NULL) {
		perror("mkdtemp");
		return 1;
	}
	failed = cmocka_run_group_tests(tests, NULL, NULL);
	snprintf(path, sizeof path, "%s/profile.yaml", tmpdir);
	unlink(path);
	rmdir(tmpdir);
	return failed;
}
