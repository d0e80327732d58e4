/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_copy.h: a store copied whole, and exam attempts merged from one
 * store into another.
 *
 * A results server's classes, read into a store in memory for a run
 * (class/class_source.h), are kept beside the outbox as a file for when
 * the server cannot be reached (store_copy_save, store_copy_load), read
 * again in place (store_copy_replace), and have the local database's
 * exam attempts merged in by uuid (store_merge_exam_attempts). */
#ifndef STORE_STORE_COPY_H
#define STORE_STORE_COPY_H

#include <stdbool.h>

#include "base/error.h"
#include "store/store.h"

/* Copies local's exam attempts (recorded there, not imported) into
 * classes unless it has them (same uuid), their trainees by name. */
bool store_merge_exam_attempts(struct store *classes, struct store *local,
			       struct error *err);
/* The class tables of from (sites and their supervisors, classes,
 * rosters, assigned exams) and the trainees and exam attempts it shows
 * (what counts an exam's attempts used), as from shows them, into a
 * new store in memory *out (store_close() it). */
bool store_copy_classes(struct store *from, struct store **out,
			struct error *err);
/* Replaces the rows of classes by fresh's, in place (whoever holds
 * classes reads the new rows). */
bool store_copy_replace(struct store *classes, struct store *fresh,
			struct error *err);
/* Writes classes (a store in memory) to path, replacing it whole (a
 * file of the user's only, 0600). */
bool store_copy_save(struct store *classes, const char *path,
		     struct error *err);
/* Opens the copy at path into memory, with its foreign keys not
 * enforced (as the server gave it: a trainee it did not show is no
 * error); *out NULL (and true) when there is none. */
bool store_copy_load(const char *path, struct store **out,
		     struct error *err);

#endif
