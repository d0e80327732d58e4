/* SPDX-License-Identifier: GPL-3.0-or-later */
/* scenario.c: the stable keys of a scenario's skills and kinds. */
#include "config.h"

#include "scenario/scenario.h"

#include <string.h>

static const char *const skill_keys[SKILL__COUNT] = {
#define SKILL_KEY(id, key) [SKILL_##id] = key,
	SKILL_LIST(SKILL_KEY)
#undef SKILL_KEY
};

static const char *const kind_keys[] = {
	[SCENARIO_DRILL] = "drill",
	[SCENARIO_LESSON] = "lesson",
	[SCENARIO_EXAM] = "exam",
};

const char *skill_key(enum skill s)
{
	return (unsigned)s < SKILL__COUNT ? skill_keys[s] : NULL;
}

enum skill skill_by_key(const char *key)
{
	for (int i = 0; i < SKILL__COUNT; i++)
		if (strcmp(key, skill_keys[i]) == 0)
			return (enum skill)i;
	return SKILL__COUNT;
}

const char *scenario_procedure_key(enum procedure p)
{
	switch (p) {
	case PROCEDURE_OPENING: return "opening";
	case PROCEDURE_DURING_PLAY: return "during_play";
	case PROCEDURE_DECK_CHECK: return "deck_check";
	case PROCEDURE_NONE: break;
	}
	return NULL;
}

const char *scenario_kind_key(enum scenario_kind k)
{
	return (unsigned)k < sizeof kind_keys / sizeof kind_keys[0]
	       ? kind_keys[k] : NULL;
}

