/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_query.c: reading the history: attempts listed and shown, their
 * actions and skills, and a trainee's progress (accuracy and median time
 * per skill over time, the weakest skills, the situations got wrong most). */
#include "config.h"

#include "trainer/store.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "trainer/store_impl.h"

/* A growable array of n items of size sz. */
static bool grow(void **items, size_t *cap, size_t n, size_t sz)
{
	void *more;
	size_t c;

	if (n < *cap)
		return true;
	c = *cap > 0 ? *cap * 2 : 16;
	more = realloc(*items, c * sz);
	if (more == NULL)
		return false;
	*items = more;
	*cap = c;
	return true;
}

/* Copies src, cut to fit. */
static void copy_cut(char *dst, size_t size, const char *src)
{
	size_t n = strlen(src);

	if (n >= size)
		n = size - 1;
	memcpy(dst, src, n);
	dst[n] = '\0';
}

static bool out_of_memory(struct store_error *err)
{
	store_fail(err, "%s", strerror(ENOMEM));
	return false;
}

#define ATTEMPT_COLUMNS                                                    \
	"SELECT a.id, t.name, a.scenario, a.scenario_sha256, a.profile,"   \
	" a.kind, a.exam, a.started, a.ended, a.status, a.score,"          \
	" a.pass_mark, a.passed, a.time_exceeded, a.origin, a.sealed,"     \
	" a.mac, (SELECT count(*) FROM actions WHERE attempt = a.id AND"   \
	" replay = 0), (SELECT count(*) FROM actions WHERE attempt = a.id" \
	" AND replay = 0 AND correct = 0), a.timed_out, a.attempt_no,"    \
	" a.batch, a.shoe_seed"                                            \
	" FROM attempts a JOIN trainees t ON t.id = a.trainee"

/* Column i as a skill key; SKILL__COUNT for one this build does not know
 * (a newer program's), which the caller skips. */
static enum skill column_skill(sqlite3_stmt *q, int i)
{
	char key[32];

	store_column_text(q, i, key, sizeof key);
	return skill_by_key(key);
}

static void read_attempt(sqlite3_stmt *q, struct store_attempt *a)
{
	char state[16], origin[16];

	memset(a, 0, sizeof *a);
	a->id = sqlite3_column_int64(q, 0);
	store_column_text(q, 1, a->trainee, sizeof a->trainee);
	store_column_text(q, 2, a->scenario, sizeof a->scenario);
	store_column_text(q, 3, a->sha256, sizeof a->sha256);
	store_column_text(q, 4, a->profile, sizeof a->profile);
	store_column_text(q, 5, a->kind, sizeof a->kind);
	a->exam = sqlite3_column_int(q, 6) != 0;
	store_column_text(q, 7, a->started, sizeof a->started);
	store_column_text(q, 8, a->ended, sizeof a->ended);
	store_column_text(q, 9, state, sizeof state);
	a->state = strcmp(state, "complete") == 0    ? STORE_COMPLETE
		   : strcmp(state, "abandoned") == 0 ? STORE_ABANDONED
						     : STORE_IN_PROGRESS;
	a->scored = sqlite3_column_type(q, 10) != SQLITE_NULL;
	a->score = sqlite3_column_double(q, 10);
	a->pass_mark = sqlite3_column_int(q, 11);
	a->passed = sqlite3_column_int(q, 12) != 0;
	a->time_exceeded = sqlite3_column_int(q, 13) != 0;
	store_column_text(q, 14, origin, sizeof origin);
	a->imported = strcmp(origin, "import") == 0;
	store_column_text(q, 15, a->sealed, sizeof a->sealed);
	store_column_text(q, 16, a->mac, sizeof a->mac);
	a->actions = sqlite3_column_int(q, 17);
	a->mistakes = sqlite3_column_int(q, 18);
	if (a->state == STORE_COMPLETE && sqlite3_column_int(q, 19) != 0)
		a->state = STORE_TIMED_OUT;
	a->attempt_no = sqlite3_column_int(q, 20);
	a->batch = sqlite3_column_int(q, 21) != 0;
	a->has_seed = sqlite3_column_type(q, 22) != SQLITE_NULL;
	a->shoe_seed = sqlite3_column_int64(q, 22);
}

bool store_list(struct store *st, const struct store_filter *f,
		struct store_attempt **out, size_t *n, struct store_error *err)
{
	struct store_attempt *items = NULL;
	size_t cap = 0;
	sqlite3_stmt *q;
	int rc;

	*out = NULL;
	*n = 0;
	q = store_prepare(st, ATTEMPT_COLUMNS
			  " WHERE (?1 IS NULL OR t.name = ?1)"
			  " AND (?2 IS NULL OR a.scenario = ?2)"
			  " AND (?3 IS NULL OR a.started >= ?3)"
			  " AND (?4 = 0 OR a.exam = 1)"
			  " ORDER BY a.started, a.id", err);
	if (q == NULL)
		return false;
	store_bind_text(q, 1, f != NULL ? f->trainee : NULL);
	store_bind_text(q, 2, f != NULL ? f->scenario : NULL);
	store_bind_text(q, 3, f != NULL ? f->since : NULL);
	sqlite3_bind_int(q, 4, f != NULL && f->exams_only);
	while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
		if (!grow((void **)&items, &cap, *n, sizeof *items)) {
			sqlite3_finalize(q);
			free(items);
			*n = 0;
			return out_of_memory(err);
		}
		read_attempt(q, &items[(*n)++]);
	}
	sqlite3_finalize(q);
	if (rc != SQLITE_DONE) {
		free(items);
		*n = 0;
		return store_db_fail(st, err, _("results database"));
	}
	*out = items;
	return true;
}

bool store_get(struct store *st, int64_t id, struct store_attempt *out,
	       bool *found, struct store_error *err)
{
	sqlite3_stmt *q;
	int rc;

	*found = false;
	q = store_prepare(st, ATTEMPT_COLUMNS " WHERE a.id = ?1", err);
	if (q == NULL)
		return false;
	sqlite3_bind_int64(q, 1, id);
	rc = sqlite3_step(q);
	if (rc == SQLITE_ROW) {
		read_attempt(q, out);
		*found = true;
	}
	sqlite3_finalize(q);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return store_db_fail(st, err, _("results database"));
	return true;
}

bool store_actions(struct store *st, int64_t id, struct store_action **out,
		   size_t *n, struct store_error *err)
{
	struct store_action *items = NULL;
	size_t cap = 0;
	sqlite3_stmt *q;
	int rc;

	*out = NULL;
	*n = 0;
	q = store_prepare(st, "SELECT idx, coup, skill, expected_key,"
			  " given_key, correct, wrong_amount, replay, ms,"
			  " article, done_at, given, choice_key, typed_amount"
			  " FROM actions WHERE attempt = ?1 ORDER BY idx",
			  err);
	if (q == NULL)
		return false;
	sqlite3_bind_int64(q, 1, id);
	while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
		struct store_action *a;
		char skill[32], given[256], key[4];

		if (!grow((void **)&items, &cap, *n, sizeof *items)) {
			sqlite3_finalize(q);
			free(items);
			*n = 0;
			return out_of_memory(err);
		}
		a = &items[(*n)++];
		memset(a, 0, sizeof *a);
		a->index = sqlite3_column_int(q, 0);
		a->coup = sqlite3_column_int(q, 1);
		store_column_text(q, 2, skill, sizeof skill);
		a->skill = skill_by_key(skill);
		store_column_text(q, 3, a->expected_key, sizeof a->expected_key);
		store_column_text(q, 4, a->given_key, sizeof a->given_key);
		a->right = sqlite3_column_int(q, 5) != 0;
		a->wrong_amount = sqlite3_column_int(q, 6) != 0;
		a->replay = sqlite3_column_int(q, 7) != 0;
		a->ms = sqlite3_column_int64(q, 8);
		store_column_text(q, 9, a->article, sizeof a->article);
		store_column_text(q, 10, a->at, sizeof a->at);
		store_column_text(q, 11, given, sizeof given);
		a->has_given = given[0] != '\0' &&
			       store_action_decode(given, &a->given);
		store_column_text(q, 12, key, sizeof key);
		a->has_input = key[0] != '\0';
		a->input_key = key[0];
		a->input_amount = sqlite3_column_int64(q, 13);
	}
	sqlite3_finalize(q);
	if (rc != SQLITE_DONE) {
		free(items);
		*n = 0;
		return store_db_fail(st, err, _("results database"));
	}
	*out = items;
	return true;
}

bool store_skills(struct store *st, int64_t id,
		  struct store_skill out[SKILL__COUNT], size_t *n,
		  struct store_error *err)
{
	bool have[SKILL__COUNT] = { false };
	struct store_skill got[SKILL__COUNT];
	sqlite3_stmt *q;
	int rc;

	*n = 0;
	q = store_prepare(st, "SELECT skill, actions, correct, accuracy,"
			  " median_ms, weight FROM attempt_skills WHERE"
			  " attempt = ?1", err);
	if (q == NULL)
		return false;
	sqlite3_bind_int64(q, 1, id);
	while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
		enum skill k = column_skill(q, 0);

		if (k == SKILL__COUNT)
			continue;
		have[k] = true;
		got[k].skill = k;
		got[k].actions = sqlite3_column_int(q, 1);
		got[k].right = sqlite3_column_int(q, 2);
		got[k].accuracy = sqlite3_column_double(q, 3);
		got[k].median_ms = sqlite3_column_int64(q, 4);
		got[k].weight = sqlite3_column_int(q, 5);
	}
	sqlite3_finalize(q);
	if (rc != SQLITE_DONE)
		return store_db_fail(st, err, _("results database"));
	for (int k = 0; k < SKILL__COUNT; k++)
		if (have[k])
			out[(*n)++] = got[k];
	return true;
}

bool store_set_sealed(struct store *st, int64_t id, const char *path,
		      const char *mac_hex, struct store_error *err)
{
	sqlite3_stmt *q;

	if (!store_begin(st, err))
		return false;
	q = store_prepare(st, "UPDATE attempts SET sealed = ?2, mac = ?3"
			  " WHERE id = ?1", err);
	if (q == NULL) {
		store_rollback(st);
		return false;
	}
	sqlite3_bind_int64(q, 1, id);
	store_bind_text(q, 2, path);
	store_bind_text(q, 3, mac_hex);
	return store_step_commit(st, q, err);
}

/* Progress: the trainee's actions (replays left out) grouped by bucket and
 * skill, times sorted within each group so the median is read off. */
bool store_progress(struct store *st, const char *trainee,
		    enum store_bucket by, struct store_point **out, size_t *n,
		    struct store_error *err)
{
	struct store_point *items = NULL, *cur = NULL;
	int64_t *ms = NULL;
	size_t cap = 0, n_ms = 0, cap_ms = 0;
	sqlite3_stmt *q;
	int rc;

	*out = NULL;
	*n = 0;
	q = store_prepare(st, "SELECT substr(x.done_at, 1, 10), a.id,"
			  " a.started, x.skill, x.correct, x.ms, x.hint FROM"
			  " actions x"
			  " JOIN attempts a ON a.id = x.attempt JOIN trainees"
			  " t ON t.id = a.trainee WHERE t.name = ?1 AND"
			  " x.replay = 0 ORDER BY CASE ?2 WHEN 0 THEN"
			  " substr(x.done_at, 1, 10) ELSE a.started END,"
			  " CASE ?2 WHEN 0 THEN 0 ELSE a.id END, x.skill,"
			  " x.ms", err);
	if (q == NULL)
		return false;
	store_bind_text(q, 1, trainee);
	sqlite3_bind_int(q, 2, by == STORE_BY_ATTEMPT);
	while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
		char day[STORE_TIME_MAX], started[STORE_TIME_MAX];
		const char *label = by == STORE_BY_DAY ? day : started;
		int64_t attempt = sqlite3_column_int64(q, 1);
		enum skill k = column_skill(q, 3);

		store_column_text(q, 0, day, sizeof day);
		store_column_text(q, 2, started, sizeof started);
		if (k == SKILL__COUNT)
			continue;
		if (cur == NULL || cur->skill != k ||
		    strcmp(cur->label, label) != 0 ||
		    (by == STORE_BY_ATTEMPT && cur->attempt != attempt)) {
			if (cur != NULL)
				cur->median_ms = store_median(ms, n_ms);
			if (!grow((void **)&items, &cap, *n, sizeof *items))
				goto oom;
			cur = &items[(*n)++];
			memset(cur, 0, sizeof *cur);
			snprintf(cur->label, sizeof cur->label, "%s", label);
			cur->attempt = by == STORE_BY_ATTEMPT ? attempt : 0;
			cur->skill = k;
			n_ms = 0;
		}
		if (!grow((void **)&ms, &cap_ms, n_ms, sizeof *ms))
			goto oom;
		ms[n_ms++] = sqlite3_column_int64(q, 5);
		cur->actions++;
		/* An action done after a hint is not counted right (the
		 * scoring model; free hints are a scenario's, not counted
		 * here). */
		cur->hints += sqlite3_column_int(q, 6) != 0;
		cur->right += sqlite3_column_int(q, 4) != 0 &&
			      sqlite3_column_int(q, 6) == 0;
		cur->accuracy = (double)cur->right / cur->actions;
	}
	sqlite3_finalize(q);
	if (cur != NULL)
		cur->median_ms = store_median(ms, n_ms);
	free(ms);
	if (rc != SQLITE_DONE) {
		free(items);
		*n = 0;
		return store_db_fail(st, err, _("results database"));
	}
	*out = items;
	return true;
oom:
	sqlite3_finalize(q);
	free(ms);
	free(items);
	*n = 0;
	return out_of_memory(err);
}

static int weaker_first(const void *pa, const void *pb)
{
	const struct store_skill *a = pa, *b = pb;

	if (a->accuracy != b->accuracy)
		return a->accuracy < b->accuracy ? -1 : 1;
	if (a->median_ms != b->median_ms)
		return a->median_ms > b->median_ms ? -1 : 1;
	return (int)a->skill - (int)b->skill;
}

bool store_weakest(struct store *st, const char *trainee, int min_actions,
		   struct store_skill out[SKILL__COUNT], size_t *n,
		   struct store_error *err)
{
	int64_t *ms = NULL;
	size_t n_ms = 0, cap_ms = 0;
	struct store_skill *cur = NULL;
	sqlite3_stmt *q;
	int rc;

	*n = 0;
	/* Right as the scoring model counts: not after a hint. */
	q = store_prepare(st, "SELECT x.skill, x.correct AND x.hint = 0, x.ms"
			  " FROM actions x"
			  " JOIN attempts a ON a.id = x.attempt JOIN trainees"
			  " t ON t.id = a.trainee WHERE t.name = ?1 AND"
			  " x.replay = 0 ORDER BY x.skill, x.ms", err);
	if (q == NULL)
		return false;
	store_bind_text(q, 1, trainee);
	while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
		enum skill k = column_skill(q, 0);

		if (k == SKILL__COUNT)
			continue;
		if (cur == NULL || cur->skill != k) {
			if (cur != NULL)
				cur->median_ms = store_median(ms, n_ms);
			cur = &out[(*n)++];
			memset(cur, 0, sizeof *cur);
			cur->skill = k;
			cur->weight = 1;
			n_ms = 0;
		}
		if (!grow((void **)&ms, &cap_ms, n_ms, sizeof *ms)) {
			sqlite3_finalize(q);
			free(ms);
			*n = 0;
			return out_of_memory(err);
		}
		ms[n_ms++] = sqlite3_column_int64(q, 2);
		cur->actions++;
		cur->right += sqlite3_column_int(q, 1) != 0;
		cur->accuracy = (double)cur->right / cur->actions;
	}
	sqlite3_finalize(q);
	if (cur != NULL)
		cur->median_ms = store_median(ms, n_ms);
	free(ms);
	if (rc != SQLITE_DONE) {
		*n = 0;
		return store_db_fail(st, err, _("results database"));
	}
	/* Too few actions say nothing yet. */
	for (size_t i = 0; i < *n;) {
		if (out[i].actions < min_actions) {
			out[i] = out[--*n];
			continue;
		}
		i++;
	}
	qsort(out, *n, sizeof *out, weaker_first);
	return true;
}

bool store_weak_spots(struct store *st, const char *trainee, size_t max,
		      struct store_spot **out, size_t *n,
		      struct store_error *err)
{
	struct store_spot *items;
	sqlite3_stmt *q;
	int rc;

	*out = NULL;
	*n = 0;
	items = calloc(max > 0 ? max : 1, sizeof *items);
	if (items == NULL)
		return out_of_memory(err);
	/* Per coup of a scenario: every mistake, the right answers given
	 * there after the last one (a spot made good fades, as in spaced
	 * repetition), and the last mistake's action and article. */
	q = store_prepare(st,
		"WITH mine AS (SELECT a.scenario, a.scenario_sha256 AS sha,"
		" x.coup, x.correct, x.done_at, x.expected_key, x.article,"
		" x.skill, x.attempt, x.idx FROM actions x JOIN attempts a ON"
		" a.id = x.attempt JOIN trainees t ON t.id = a.trainee WHERE"
		" t.name = ?1 AND x.replay = 0 AND a.scenario <> 'practice'),"
		" spots AS (SELECT scenario, sha, coup, count(*) AS mistakes,"
		" max(done_at) AS last FROM mine WHERE correct = 0 GROUP BY"
		" scenario, sha, coup)"
		" SELECT s.scenario, s.sha, s.coup, s.mistakes, s.last,"
		" (SELECT count(*) FROM mine m WHERE m.scenario = s.scenario"
		" AND m.sha = s.sha AND m.coup = s.coup AND m.correct = 1 AND"
		" m.done_at > s.last) AS since,"
		" (SELECT m.expected_key || char(9) || m.article || char(9) ||"
		" m.skill FROM mine m WHERE m.scenario = s.scenario AND m.sha ="
		" s.sha AND m.coup = s.coup AND m.correct = 0 ORDER BY"
		" m.done_at DESC, m.attempt DESC, m.idx DESC LIMIT 1)"
		" FROM spots s ORDER BY s.mistakes - since DESC, s.last DESC,"
		" s.scenario, s.coup LIMIT ?2", err);
	if (q == NULL) {
		free(items);
		return false;
	}
	store_bind_text(q, 1, trainee);
	sqlite3_bind_int64(q, 2, (sqlite3_int64)max);
	while ((rc = sqlite3_step(q)) == SQLITE_ROW && *n < max) {
		struct store_spot *sp = &items[(*n)++];
		char last[STORE_KEY_MAX + SESSION_ARTICLE_MAX + 40];
		char *tab, *tab2;

		store_column_text(q, 0, sp->scenario, sizeof sp->scenario);
		store_column_text(q, 1, sp->sha256, sizeof sp->sha256);
		sp->coup = sqlite3_column_int(q, 2);
		sp->mistakes = sqlite3_column_int(q, 3);
		store_column_text(q, 4, sp->last_mistake,
				  sizeof sp->last_mistake);
		sp->right_since = sqlite3_column_int(q, 5);
		store_column_text(q, 6, last, sizeof last);
		sp->skill = SKILL__COUNT;
		tab = strchr(last, '\t');
		tab2 = tab != NULL ? strchr(tab + 1, '\t') : NULL;
		if (tab2 != NULL) {
			*tab = *tab2 = '\0';
			copy_cut(sp->expected_key, sizeof sp->expected_key,
				 last);
			copy_cut(sp->article, sizeof sp->article, tab + 1);
			sp->skill = skill_by_key(tab2 + 1);
		}
	}
	sqlite3_finalize(q);
	if (rc != SQLITE_DONE && rc != SQLITE_ROW) {
		free(items);
		*n = 0;
		return store_db_fail(st, err, _("results database"));
	}
	*out = items;
	return true;
}
