/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_exam.h: what the store keeps of an exam attempt beyond any
 * attempt's (schema step 2 -> 3): its wall clock, the trainee's attempt
 * number at that exam, a batch run, the hash of the exam code it was
 * started with, and how it ended (timed out) — and those facts in the
 * sealed result and back from it on import.
 *
 * Attempt numbers count the trainee's exam attempts at one scenario id
 * in the database they were sat in (whatever their end: complete, timed
 * out, abandoned, in progress), from 1.  A sealed result carries its
 * number and the count at the moment it was sealed, so a supervisor who
 * imports a trainee's results sees which attempts were not handed in,
 * and a copy of an earlier attempt sealed again after a later one says
 * so by its count. */
#ifndef STORE_STORE_EXAM_H
#define STORE_STORE_EXAM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <jansson.h>

#include "store/store.h"

#define STORE_CODE_HASH_MAX 128         /* crypto_pwhash_STRBYTES */

struct store_exam_info {
	int64_t clock_start_ms;         /* epoch ms; 0: no action yet */
	int attempt_no;                 /* 0: unknown */
	bool batch;
	char code_hash[STORE_CODE_HASH_MAX]; /* "": none recorded */
	bool has_seed;                  /* its own shoe (exam_shoe.h) */
	int64_t shoe_seed;
};

bool store_exam_info(struct store *st, int64_t attempt,
		     struct store_exam_info *out, struct error *err);
/* A new exam attempt: numbered, marked batch or not, with the hash of
 * its code (crypto_pwhash_str; NULL: none). */
bool store_exam_begin(struct store *st, int64_t attempt, bool batch,
		      const char *code_hash, struct error *err);
/* Its number as the results server gave it (the server counts every
 * attempt of the trainee, on every computer). */
bool store_exam_set_number(struct store *st, int64_t attempt, int number,
			   struct error *err);
/* The seed of the attempt's own shoe (exam_shoe.h). */
bool store_exam_set_seed(struct store *st, int64_t attempt, int64_t seed,
			 struct error *err);
/* Its wall clock started at start_ms (epoch ms), once. */
bool store_exam_set_clock(struct store *st, int64_t attempt,
			  int64_t start_ms, struct error *err);
/* The supervisor released the attempt (closed: complete, timed out or
 * abandoned) after reviewing it: its trainee may see the answer key.
 * *done false when it was released before (the first time is kept). */
bool store_exam_release(struct store *st, int64_t attempt, bool *done,
			struct error *err);
/* How many exam attempts trainee has made at scenario (an id) in this
 * database, whatever their end; imported results left out. */
bool store_exam_count(struct store *st, const char *trainee,
		      const char *scenario, int *n, struct error *err);
/* The trainee's exam attempts closed (complete, timed out, abandoned)
 * and never sealed, oldest first; *ids malloc'd. */
bool store_exam_unsealed(struct store *st, const char *trainee,
			 int64_t **ids, size_t *n, struct error *err);

/* The exam's members of its result (store_result.h): "status"
 * ("complete", "timed_out", "abandoned"), "attempt", "attempts" (the
 * count now), "batch", "shoe_seed" (an attempt with a shoe of its own). */
bool store_exam_result_fields(struct store *st, int64_t id, json_t *root,
			      struct error *err);
/* The same members of an imported result (older results have none and
 * read as complete, attempt unknown), onto attempt id, inside the
 * import's transaction.  False with *err for a member of a wrong type
 * or value. */
bool store_exam_import(struct store *st, int64_t id, const json_t *result,
		       struct error *err);

/* One trainee's handed-in attempts at one exam, as imported. */
struct store_exam_gap {
	char trainee[STORE_NAME_MAX];
	char scenario[SCENARIO_ID_MAX];
	int count;                      /* the highest count sealed */
	char missing[256];              /* "2, 4" ("" none) */
	char twice[256];                /* numbers imported more than once
					   (an attempt sealed again) */
};

/* For each trainee and exam among the imported results with attempt
 * numbers: the numbers missing up to the highest count, and those
 * imported twice; only those with something to say.  *out malloc'd. */
bool store_exam_gaps(struct store *st, struct store_exam_gap **out,
		     size_t *n, struct error *err);

#endif
