/* SPDX-License-Identifier: GPL-3.0-or-later */
/* scenario_scoring.c: the keys of `scoring:` that make the scoring model
 * (crupier-scenario(5)): a skill's own pass mark, which decisions are
 * critical.  The plain numbers (max_critical, free_hints) are read with
 * the others in scenario_table.c. */
#include "config.h"

#include "scenario/scenario_loader.h"

#include <string.h>

#include "i18n.h"

static const char *const critical_words[] = {
	"payments", "drawing", "ratification", "rulings", "collections", NULL
};

/* A mapping of skills to 0..100 (`weights:`, `pass_marks:`): each
 * value into out[skill], and set[skill] marked when set is not NULL. */
void ld_read_skill_values(struct loader *L, const char *name, int *out,
			  bool *set)
{
	static const char *const skills =
		"shuffle, deck_check, dealing, drawing, voluntad, rotation, "
		"payouts, anomalies";
	struct yev_node map, k, v;
	char key[SCENARIO_NAME_MAX], text[64];
	int64_t x;

	if (!ld_open_mapping(L, name, &map))
		return;
	while (ld_next_key(L, &k)) {
		enum skill sk = SKILL__COUNT;

		if (k.length < sizeof key && strlen(k.value) == k.length) {
			memcpy(key, k.value, k.length + 1);
			sk = skill_by_key(key);
		}
		if (sk == SKILL__COUNT) {
			yev_excerpt(k.value, k.length, text, sizeof text);
			/* TRANSLATORS: "unknown skill 'x' in weights (allowed:
			 * ...)": the second %s is the key, weights or
			 * pass_marks, as written in the file. */
			ld_error(L, &k, _("unknown skill '%s' in %s (allowed: %s)"),
				 text, name, skills);
			ld_skip_next(L);
			continue;
		}
		if (ld_int(L, key, 0, 100, &x, &v)) {
			out[sk] = (int)x;
			if (set != NULL)
				set[sk] = true;
		}
	}
}

void ld_read_critical(struct loader *L)
{
	struct scenario_scoring *sc = &L->s->scoring;
	struct yev_node seq, item;
	struct diag d;
	int k;

	if (!ld_open_sequence(L, "critical", &seq))
		return;
	/* An empty list is allowed: nothing is critical. */
	sc->critical = 0;
	sc->critical_set = true;
	while (ld_next_item(L, &item)) {
		if (!yev_enum(L->rd, &item, "critical", critical_words, &k,
			      &d)) {
			ld_add(L, &d);
			ld_skip(L, &item);
		} else if (sc->critical & (1u << k)) {
			ld_error(L, &item, _("'%s' is listed twice in critical"),
				 critical_words[k]);
		} else {
			sc->critical |= 1u << k;
		}
	}
}
