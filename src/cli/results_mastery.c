/* SPDX-License-Identifier: GPL-3.0-or-later */
/* results_mastery.c: the mastery part of `crupier results progress`:
 * each skill tried, mastered or not against the targets of the rules
 * profile of the trainee's latest attempt, with the time it took or what
 * is still missing (learning/mastery.h). */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "cli/common.h"
#include "cli/results_print.h"
#include "i18n.h"
#include "scenario/rules_load.h"
#include "scenario/targets.h"
#include "learning/mastery.h"
#include "base/paths.h"

/* The profile by name, else the built-in IPLyC values (same default
 * targets): a profile removed since must not hide the progress. */
static void load_profile(const char *name, struct rules *r)
{
	char path[4096];
	struct diag d;

	if (name[0] == '\0' ||
	    paths_rules_file(name, path, sizeof path) != 0 ||
	    !rules_load_file(path, r, &d))
		rules_init(r);
}

int results_print_mastery(struct store *st, const char *trainee)
{
	struct mastery m[SKILL__COUNT];
	struct error err;
	char profile[RULES_NAME_MAX], text[512];
	struct rules r;
	bool any = false;

	if (!store_latest_profile(st, trainee, profile, &err))
		return cli_fail(&err);
	load_profile(profile, &r);
	if (!store_mastery(st, trainee, NULL, &r, m, &err))
		return cli_fail(&err);
	for (int k = 0; k < SKILL__COUNT; k++) {
		if (m[k].seen == 0)
			continue;
		if (!any)
			printf(_("\nMastery (%s: the last %d actions of the"
				 " skill, %d%% right, median within the"
				 " target):\n"),
			       r.name, rules_mastery_attempts(&r),
			       rules_mastery_accuracy(&r));
		any = true;
		fputs("  ", stdout);
		results_put_cell(results_skill_label((enum skill)k),
				 RESULTS_SKILL_WIDTH, false);
		mastery_text(&m[k], text, sizeof text);
		printf("%s\n", text);
	}
	return EXIT_OK;
}
