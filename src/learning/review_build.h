/* SPDX-License-Identifier: GPL-3.0-or-later */
/* review_build.h: a trainee's review drill from the results store to a
 * scenario file, for `crupier review` and the trainer's "Repaso". */
#ifndef LEARNING_REVIEW_BUILD_H
#define LEARNING_REVIEW_BUILD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "learning/review.h"
#include "store/store.h"

struct review_build {
	struct memory_cell *cells;      /* the trainee's, soonest due first */
	size_t n_cells;
	int n_due;                      /* of them due now */
	struct review_plan plan;
	bool planned;                   /* a drill could be set up */
	char path[STORE_PATH_MAX];      /* the file written */
};

/* Where a review file of this text goes by default:
 * DATA/reviews/review-SEED-HASH.yaml under the data directory
 * (config_data_dir), the directory made 0700; HASH of the text, so that
 * a file an attempt was recorded with is never overwritten. */
bool review_default_path(uint64_t seed, const char *text, char *out,
			 size_t size);
/* Reads trainee's cells, plans the review under profile r (named
 * profile) with seed, and writes it to path (NULL: the default path).
 * b->planned false (and no file) when no due cell can be set up; false
 * with *err on a store or file error.  Free b->cells with free(). */
bool review_build(struct store *st, const char *trainee,
		  const struct rules *r, const char *profile, uint64_t seed,
		  int coups, const char *path, struct review_build *b,
		  struct error *err);

/* Plays sc (the review file loaded) with the actions due and checks
 * that each coup goes through the cell it was found for; false with
 * *bad_coup (1..) at the first that does not, or 0 when sc cannot be
 * played. */
bool review_verify(const struct scenario *sc, const struct review_plan *p,
		   int *bad_coup);

#endif
