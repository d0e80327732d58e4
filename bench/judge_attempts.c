/* SPDX-License-Identifier: GPL-3.0-or-later */
/* judge_attempts.c: genuine exam attempts on a results server, many and
 * fast, for bench/judge.sh.
 *
 *   judge_attempts URI DB TRAINEE RESULTS_DIR CODE FIRST STEP TOTAL
 *                  SITUATIONS SITUATIONS_EXAM EXAM...
 *
 * Attempts FIRST, FIRST+STEP, ... below TOTAL, each played by the batch
 * exam (exam/exam_batch.h) exactly as `crupier exam --answers` plays it:
 * started on the server at URI as TRAINEE's role (the server's uuid,
 * number and shoe seed), recorded into the local database DB, closed
 * and sealed (into RESULTS_DIR, removed afterwards), with answers wrong
 * at random, from none to one in ten per attempt (so that some pass and
 * some do not).  The first SITUATIONS are at SITUATIONS_EXAM (its shoe
 * searched from the server's seed), the others at each EXAM in turn.
 * What differs from `crupier exam` is only when the answers travel: all
 * at once when the attempt is closed (remote_push, the function that the
 * outbox pushes with), instead of one by one as they are done, which is
 * what takes a terminal's exam its time on a loaded machine.  Prints how
 * many were made; exits 1 at the first that could not be. */
#include "config.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/paths.h"
#include "exam/exam_batch.h"
#include "exam/seal.h"
#include "scenario/scenario_load.h"
#include "server/remote.h"

struct exam_file {
	const char *path;
	struct scenario *sc;
	char sha[STORE_SHA256_HEX];
};

/* The exam starts on the server, as outbox_db_start starts it. */
static bool start(void *ctx, const char *key, const char *trainee,
		  const char *scenario, const char *sha256,
		  const char *profile, bool batch, struct remote_start *out,
		  struct error *err)
{
	return remote_attempt_start(ctx, key, trainee, scenario, sha256,
				    profile, "exam", true, batch, NULL, out,
				    err);
}

static bool load(struct exam_file *e, const char *rules_dir)
{
	struct diag_list errs;
	struct error err;
	bool ok;

	e->sc = calloc(1, sizeof *e->sc);
	if (e->sc == NULL)
		return false;
	diag_list_init(&errs);
	ok = scenario_load(e->path, rules_dir, e->sc, &errs);
	if (!ok && errs.count > 0)
		fprintf(stderr, "%s: %s\n", e->path, errs.items[0].message);
	diag_list_free(&errs);
	if (ok && !seal_sha256_file(e->path, e->sha, &err)) {
		fprintf(stderr, "%s\n", err.message);
		ok = false;
	}
	return ok;
}

/* 400 answers (more than any exam has steps; those left are ignored),
 * wrong at a rate drawn from seed. */
static char *answers(unsigned seed, size_t *len)
{
	char *buf = malloc(400 * 9 + 1);
	unsigned x = seed * 2654435761u + 1;
	double rate;

	if (buf == NULL)
		return NULL;
	x = x * 1103515245u + 12345u;
	rate = (double)((x >> 16) % 5) / 40;
	*len = 0;
	for (int i = 0; i < 400; i++) {
		x = x * 1103515245u + 12345u;
		*len += (size_t)sprintf(buf + *len, "%s\n",
					(double)((x >> 8) % 10000) / 10000 <
							rate
						? "wrong-or-expected" : "expected");
	}
	return buf;
}

/* One attempt played and pushed. */
static bool attempt(struct remote *r, struct store *st,
		    const struct exam_file *e, const char *trainee,
		    const char *results, const char *code, unsigned seed)
{
	struct exam_server srv = { start, r };
	struct exam_report rep;
	struct exam_batch b;
	struct error err;
	size_t len;
	char *text = answers(seed, &len);
	FILE *in = text != NULL ? fmemopen(text, len, "r") : NULL;
	bool ok;

	if (in == NULL) {
		free(text);
		return false;
	}
	memset(&b, 0, sizeof b);
	b.st = st;
	b.sc = e->sc;
	b.sha256 = e->sha;
	b.data_dir = paths_data_dir();
	b.trainee = trainee;
	b.code = code;
	b.code_len = strlen(code);
	b.results_dir = results;
	b.answers = in;
	b.server = &srv;
	ok = exam_batch_run(&b, &rep) == EXAM_SEALED;
	fclose(in);
	free(text);
	if (!ok) {
		fprintf(stderr, "%s: %s\n", e->path, rep.message);
		return false;
	}
	unlink(rep.sealed);
	if (!remote_push(r, st, rep.attempt, &err)) {
		fprintf(stderr, "push: %s\n", err.message);
		return false;
	}
	return true;
}

int main(int argc, char **argv)
{
	struct exam_file *exams;
	struct store *st;
	struct remote *r;
	struct error err;
	char rules[4096];
	int first, step, total, situations, n, made = 0;

	if (argc < 12) {
		fprintf(stderr, "usage: judge_attempts URI DB TRAINEE RESULTS"
			" CODE FIRST STEP TOTAL SITUATIONS SITUATIONS_EXAM"
			" EXAM...\n");
		return 2;
	}
	first = atoi(argv[6]);
	step = atoi(argv[7]);
	total = atoi(argv[8]);
	situations = atoi(argv[9]);
	n = argc - 10;                  /* the situations exam first */
	exams = calloc((size_t)n, sizeof *exams);
	if (exams == NULL || step <= 0 || paths_rules_dir(rules, sizeof rules))
		return 1;
	for (int k = 0; k < n; k++) {
		exams[k].path = argv[10 + k];
		if (!load(&exams[k], rules))
			return 1;
	}
	if (!remote_open(argv[1], &r, &err) || !store_open(argv[2], &st, &err)) {
		fprintf(stderr, "%s\n", err.message);
		return 1;
	}
	for (int i = first; i < total; i += step) {
		const struct exam_file *e = i < situations
			? &exams[0] : &exams[1 + i % (n - 1)];

		if (!attempt(r, st, e, argv[3], argv[4], argv[5],
			     (unsigned)i))
			break;
		made++;
	}
	printf("%s: %d attempts made\n", argv[3], made);
	store_close(st);
	remote_close(r);
	for (int k = 0; k < n; k++)
		free(exams[k].sc);
	free(exams);
	return made == (total - first + step - 1) / step ? 0 : 1;
}
