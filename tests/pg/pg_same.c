/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pg_same.c: for the server tests: the results server read as a store
 * (remote_store_open: each reader's query run there) holds what the
 * SQLite file holds, field by field: every
 * attempt (store_get), its actions (store_actions, with the scoring
 * flags), its skills and its scoring model.  Usage: pg_same DB URI; the
 * attempts must have the same ids on both (pushed in order to a server
 * that had none).  Prints "same N", or the first difference (exit 1). */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "server/remote.h"
#include "store/store.h"
#include "store/store_impl.h"

static int differ(long long id, const char *what)
{
	printf("attempt %lld: %s differs\n", id, what);
	return 1;
}

#define SAME_S(a, b, f) if (strcmp((a).f, (b).f) != 0) return differ(id, #f)
#define SAME_N(a, b, f) if ((a).f != (b).f) return differ(id, #f)

static int same_attempt(long long id, const struct store_attempt *x,
			const struct store_attempt *y)
{
	SAME_S(*x, *y, trainee); SAME_S(*x, *y, scenario);
	SAME_S(*x, *y, sha256); SAME_S(*x, *y, profile); SAME_S(*x, *y, kind);
	SAME_N(*x, *y, exam); SAME_S(*x, *y, started); SAME_S(*x, *y, ended);
	SAME_N(*x, *y, state); SAME_N(*x, *y, scored);
	if (fabs(x->score - y->score) > 1e-9)
		return differ(id, "score");
	SAME_N(*x, *y, pass_mark); SAME_N(*x, *y, passed);
	SAME_N(*x, *y, time_exceeded); SAME_N(*x, *y, actions);
	SAME_N(*x, *y, mistakes); SAME_N(*x, *y, imported);
	SAME_S(*x, *y, sealed); SAME_S(*x, *y, mac);
	SAME_N(*x, *y, attempt_no); SAME_N(*x, *y, batch);
	SAME_N(*x, *y, has_seed); SAME_N(*x, *y, shoe_seed);
	return 0;
}

static int same_action(long long id, const struct store_action *x,
		       const struct store_action *y)
{
	char gx[256] = "", gy[256] = "";

	SAME_N(*x, *y, index); SAME_N(*x, *y, coup); SAME_N(*x, *y, skill);
	SAME_S(*x, *y, expected_key); SAME_S(*x, *y, given_key);
	SAME_N(*x, *y, right); SAME_N(*x, *y, wrong_amount);
	SAME_N(*x, *y, replay); SAME_N(*x, *y, ms); SAME_S(*x, *y, article);
	SAME_S(*x, *y, at); SAME_N(*x, *y, has_given);
	SAME_N(*x, *y, has_input); SAME_N(*x, *y, input_key);
	SAME_N(*x, *y, input_amount); SAME_N(*x, *y, hint);
	SAME_N(*x, *y, critical); SAME_S(*x, *y, expected_text);
	SAME_S(*x, *y, given_text);
	if (x->has_given && (!store_action_encode(&x->given, gx, sizeof gx) ||
			     !store_action_encode(&y->given, gy, sizeof gy) ||
			     strcmp(gx, gy) != 0))
		return differ(id, "given");
	return 0;
}

static int same_scoring(long long id, const struct store_scoring *x,
			const struct store_scoring *y)
{
	SAME_N(*x, *y, known); SAME_N(*x, *y, fail); SAME_N(*x, *y, fail_skill);
	SAME_N(*x, *y, critical); SAME_N(*x, *y, max_critical);
	SAME_N(*x, *y, hints); SAME_N(*x, *y, free_hints);
	SAME_N(*x, *y, mistakes);
	for (int k = 0; k < SKILL__COUNT; k++) {
		SAME_N(*x, *y, skill[k].known); SAME_N(*x, *y, skill[k].examined);
		SAME_N(*x, *y, skill[k].passed);
		SAME_N(*x, *y, skill[k].pass_mark);
		SAME_N(*x, *y, skill[k].critical);
		SAME_N(*x, *y, skill[k].hints);
	}
	return 0;
}

/* The two stores' views of attempt id. */
static int same(struct store *a, struct store *b, long long id,
		struct error *err)
{
	struct store_attempt x, y;
	struct store_action *ax = NULL, *ay = NULL;
	struct store_skill sx[SKILL__COUNT], sy[SKILL__COUNT];
	struct store_scoring cx, cy;
	size_t nx, ny, kx, ky;
	bool fx, fy;
	int rc = 1;

	if (!store_get(a, id, &x, &fx, err) || !store_get(b, id, &y, &fy, err))
		return 2;
	if (!fx || !fy)
		return differ(id, "presence");
	if (same_attempt(id, &x, &y) != 0)
		return 1;
	if (!store_actions(a, id, &ax, &nx, err) ||
	    !store_actions(b, id, &ay, &ny, err) ||
	    !store_scoring_flags(a, id, ax, nx, err) ||
	    !store_scoring_flags(b, id, ay, ny, err) ||
	    !store_skills(a, id, sx, &kx, err) ||
	    !store_skills(b, id, sy, &ky, err) ||
	    !store_scoring_get(a, id, &cx, err) ||
	    !store_scoring_get(b, id, &cy, err)) {
		rc = 2;
		goto done;
	}
	if (nx != ny) {
		differ(id, "action count");
		goto done;
	}
	for (size_t i = 0; i < nx; i++)
		if (same_action(id, &ax[i], &ay[i]) != 0)
			goto done;
	if (kx != ky) {
		differ(id, "skill count");
		goto done;
	}
	for (size_t i = 0; i < kx; i++) {
		SAME_N(sx[i], sy[i], skill); SAME_N(sx[i], sy[i], actions);
		SAME_N(sx[i], sy[i], right); SAME_N(sx[i], sy[i], weight);
		SAME_N(sx[i], sy[i], median_ms);
		if (fabs(sx[i].accuracy - sy[i].accuracy) > 1e-9) {
			differ(id, "accuracy");
			goto done;
		}
	}
	rc = same_scoring(id, &cx, &cy);
done:
	free(ax);
	free(ay);
	return rc;
}

int main(int argc, char **argv)
{
	struct store_filter f = { NULL, NULL, NULL, false };
	struct store_attempt *list = NULL;
	struct store *a = NULL, *b = NULL;
	struct error err;
	size_t n = 0;
	int rc = 0;

	if (argc != 3) {
		fprintf(stderr, "usage: pg_same DB URI\n");
		return 2;
	}
	if (!store_open(argv[1], &a, &err) ||
	    !store_list(a, &f, &list, &n, &err) ||
	    !remote_store_open(argv[2], &b, &err)) {
		fprintf(stderr, "pg_same: %s\n", err.message);
		rc = 2;
		goto done;
	}
	for (size_t i = 0; i < n && rc == 0; i++) {
		rc = same(a, b, (long long)list[i].id, &err);
		if (rc == 2)
			fprintf(stderr, "pg_same: %s\n", err.message);
	}
	if (rc == 0)
		printf("same %zu\n", n);
done:
	free(list);
	store_close(a);
	store_close(b);
	return rc;
}
