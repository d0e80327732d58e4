/* SPDX-License-Identifier: GPL-3.0-or-later */
/* targets.c: mastery and speed targets of a rules profile; see
 * targets.h. */
#include "config.h"

#include "scenario/targets.h"

#include <string.h>

#include "i18n.h"

_Static_assert(SKILL__COUNT <= RULES_TARGETS_MAX,
	       "struct rules has no room for every skill's target");

/* The defaults, from what a school asks of a trainee on the floor: a
 * call or a card routed at once, a drawing decision read off the table
 * in a few seconds, a payment counted in under ten, a ruling thought
 * over; a procedure's step is a handful of movements. */
static const int32_t default_ms[SKILL__COUNT] = {
	[SKILL_SHUFFLE] = 10000,
	[SKILL_DECK_CHECK] = 10000,
	[SKILL_DEALING] = 3000,
	[SKILL_DRAWING] = 3000,
	[SKILL_VOLUNTAD] = 4000,
	[SKILL_ROTATION] = 6000,
	[SKILL_PAYOUTS] = 8000,
	[SKILL_ANOMALIES] = 15000,
};

int64_t skill_default_target_ms(enum skill k)
{
	return (unsigned)k < SKILL__COUNT ? default_ms[k] : 0;
}

int64_t skill_target_ms(const struct rules *r, enum skill k)
{
	if ((unsigned)k >= SKILL__COUNT)
		return 0;
	if (r != NULL && r->target_ms[k] > 0)
		return r->target_ms[k];
	return default_ms[k];
}

int rules_mastery_attempts(const struct rules *r)
{
	return r != NULL && r->mastery_attempts > 0 ? r->mastery_attempts
						    : MASTERY_ATTEMPTS_DEFAULT;
}

int rules_mastery_accuracy(const struct rules *r)
{
	return r != NULL && r->mastery_accuracy > 0 ? r->mastery_accuracy
						    : MASTERY_ACCURACY_DEFAULT;
}

bool targets_parse_time(const char *text, int64_t *ms)
{
	int64_t whole = 0, frac = 0;
	int digits = 0, decimals = 0;
	const char *p = text;

	while (*p >= '0' && *p <= '9') {
		if (++digits > 7)
			return false;
		whole = whole * 10 + (*p++ - '0');
	}
	if (digits == 0)
		return false;
	if (*p == '.') {
		p++;
		while (*p >= '0' && *p <= '9') {
			if (++decimals > 3)
				return false;
			frac = frac * 10 + (*p++ - '0');
		}
		if (decimals == 0)
			return false;
	}
	if (strcmp(p, "s") == 0) {
		while (decimals++ < 3)
			frac *= 10;
		*ms = whole * 1000 + frac;
		return true;
	}
	if (strcmp(p, "ms") == 0 && decimals == 0) {
		*ms = whole;
		return true;
	}
	return false;
}

bool targets_read(struct yev_reader *rd, int32_t target_ms[RULES_TARGETS_MAX],
		  struct diag *err)
{
	struct yev_node map, n;
	char text[64];

	if (!yev_expect_mapping(rd, &map, "targets", err))
		return false;
	while (yev_next_key(rd, &n, err)) {
		enum skill k = strlen(n.value) == n.length
				       ? skill_by_key(n.value) : SKILL__COUNT;
		int64_t ms;

		if (k == SKILL__COUNT) {
			yev_excerpt(n.value, n.length, text, sizeof text);
			yev_error(rd, &n, err,
				  _("unknown skill '%s' in targets (the skills: shuffle, deck_check, dealing, drawing, voluntad, rotation, payouts, anomalies)"),
				  text);
			return false;
		}
		if (!yev_next(rd, &n, err))
			return false;
		if (n.kind != YEV_SCALAR || strlen(n.value) != n.length
		    || !targets_parse_time(n.value, &ms)) {
			yev_describe(&n, text, sizeof text);
			yev_error(rd, &n, err,
				  _("a target time is written like 8s, 2.5s or 1500ms, found %s"),
				  text);
			return false;
		}
		if (ms < TARGET_MS_MIN || ms > TARGET_MS_MAX) {
			yev_excerpt(n.value, n.length, text, sizeof text);
			yev_error(rd, &n, err,
				  _("a target time must be between 0.1s and 600s, not %s"),
				  text);
			return false;
		}
		target_ms[k] = (int32_t)ms;
	}
	return n.kind == YEV_MAPPING_END;
}

bool mastery_read(struct yev_reader *rd, int *attempts, int *accuracy,
		  struct diag *err)
{
	struct yev_node map, n;
	int64_t v;

	if (!yev_expect_mapping(rd, &map, "mastery", err))
		return false;
	while (yev_next_key(rd, &n, err)) {
		if (yev_key_is(&n, "attempts")) {
			if (!yev_next(rd, &n, err)
			    || !yev_int64(rd, &n, "attempts", 1,
					  MASTERY_ATTEMPTS_MAX, &v, err))
				return false;
			*attempts = (int)v;
		} else if (yev_key_is(&n, "accuracy")) {
			if (!yev_next(rd, &n, err)
			    || !yev_int64(rd, &n, "accuracy", 1, 100, &v, err))
				return false;
			*accuracy = (int)v;
		} else {
			yev_unknown_key(rd, &n, "mastery", "attempts, accuracy",
					err);
			return false;
		}
	}
	return n.kind == YEV_MAPPING_END;
}
