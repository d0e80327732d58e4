/* SPDX-License-Identifier: GPL-3.0-or-later */
/* result_check.c: impossible values in a sealed result; see
 * result_check.h. */
#include "config.h"

#include "store/result_check.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "scenario/safe_text.h"
#include "scenario/scenario.h"
#include "store/store_impl.h"

/* The slack of a score computed in floating point (session_score.c
 * passes at score + 1e-9 >= pass mark). */
#define SCORE_SLACK 1e-9
/* The slack of an accuracy read back from JSON's decimal text: far below
 * one action in a million. */
#define ACCURACY_SLACK 1e-7

static bool number(const json_t *o, const char *key, double *out)
{
	const json_t *v = json_object_get(o, key);

	if (!json_is_number(v))
		return false;
	*out = json_number_value(v);
	return true;
}

/* Text with no control character, C1 or bidi control: a name shown to
 * the supervisor must not drive his terminal. */
static bool clean_text(const json_t *v)
{
	const char *s = json_string_value(v);
	size_t len = json_string_length(v);

	for (size_t i = 0; i < len;) {
		uint32_t cp;
		size_t n = safe_text_decode(s + i, len - i, &cp);

		if (n == 0 || safe_text_refused(cp))
			return false;
		i += n;
	}
	return true;
}

/* keys: NULL-terminated; those that are strings must be clean. */
static bool texts_clean(const json_t *o, const char *const *keys,
			const char *where, struct error *err)
{
	for (int i = 0; keys[i] != NULL; i++) {
		const json_t *v = json_object_get(o, keys[i]);

		if (json_is_string(v) && !clean_text(v)) {
			error_set(err, _("%s: the text of '%s' holds a control"
					  " character"), where, keys[i]);
			return false;
		}
	}
	return true;
}

static bool check_skills(const json_t *arr, struct error *err)
{
	size_t i;
	json_t *v;

	json_array_foreach(arr, i, v) {
		const char *key = json_string_value(json_object_get(v, "skill"));
		const json_t *actions, *right;
		double accuracy = 0;

		if (key == NULL || skill_by_key(key) == SKILL__COUNT) {
			error_set(err, _("skill %zu: unknown skill '%s'"),
				   i + 1, safe_text(key != NULL ? key : ""));
			return false;
		}
		if (number(v, "accuracy", &accuracy)
		    && !(isfinite(accuracy) && accuracy >= 0 && accuracy <= 1)) {
			error_set(err, _("skill %zu (%s): accuracy %g is not"
					  " between 0 and 1"), i + 1, key,
				   accuracy);
			return false;
		}
		/* The accuracy is right / actions (session_score.c). */
		actions = json_object_get(v, "actions");
		right = json_object_get(v, "right");
		if (json_is_integer(actions) && json_is_integer(right)
		    && json_integer_value(actions) > 0
		    && json_is_number(json_object_get(v, "accuracy"))
		    && fabs(accuracy - (double)json_integer_value(right)
				       / (double)json_integer_value(actions))
		       > ACCURACY_SLACK) {
			error_set(err, _("skill %zu (%s): accuracy %g is not"
					  " %lld right of %lld"), i + 1, key,
				   accuracy,
				   (long long)json_integer_value(right),
				   (long long)json_integer_value(actions));
			return false;
		}
	}
	return true;
}

static bool check_actions(const json_t *arr, struct error *err)
{
	static const char *const action_texts[] = {
		"expected", "given", "article", "at", NULL,
	};
	size_t i;
	json_t *v;

	json_array_foreach(arr, i, v) {
		const char *key = json_string_value(json_object_get(v, "skill"));
		char where[64];

		if (key == NULL || skill_by_key(key) == SKILL__COUNT) {
			error_set(err, _("action %zu: unknown skill '%s'"),
				   i + 1, safe_text(key != NULL ? key : ""));
			return false;
		}
		snprintf(where, sizeof where, _("action %zu"), i + 1);
		if (!texts_clean(v, action_texts, where, err))
			return false;
	}
	return true;
}

bool result_check_values(const json_t *result, struct error *err)
{
	const json_t *passed = json_object_get(result, "passed");
	const json_t *late = json_object_get(result, "time_exceeded");
	const json_t *mark = json_object_get(result, "pass_mark");
	double score = 0;

	static const char *const texts[] = {
		"trainee", "scenario", "scenario_sha256", "kind", "profile",
		"started", "ended", NULL,
	};

	if (!texts_clean(result, texts, _("the result"), err))
		return false;
	if (number(result, "score", &score)
	    && !(isfinite(score) && score >= 0 && score <= 100)) {
		error_set(err, _("score %g is not between 0 and 100"), score);
		return false;
	}
	if (json_is_true(passed) && json_is_integer(mark)
	    && score + SCORE_SLACK < (double)json_integer_value(mark)) {
		error_set(err, _("marked passed with a score of %.1f, under"
				  " the pass mark of %lld"), score,
			   (long long)json_integer_value(mark));
		return false;
	}
	if (json_is_true(passed) && json_is_true(late)) {
		error_set(err, "%s", _("marked passed although the time limit"
					" was exceeded"));
		return false;
	}
	return check_skills(json_object_get(result, "skills"), err)
	       && check_actions(json_object_get(result, "actions"), err);
}
