/* SPDX-License-Identifier: GPL-3.0-or-later */
/* judge_library.h: the scenario an attempt was played against, found by
 * the SHA-256 of its file, as the results server's judge needs it.
 *
 * First the exam uploaded to the server under that SHA-256
 * (crupier.exams, read with the attempt): its body, or, sealed, its body
 * opened with the exam code (exam/exam_file.h); a body whose plain text
 * is not the file of that SHA-256 is refused.  Else a file of the
 * judge's own library whose SHA-256 it is (the scenarios shipped with
 * crupier, the school's, any folder given; sealed files too, opened with
 * the code when there is one).  Else none, with the reason.
 *
 * Scenarios are loaded once and kept (the last JUDGE_LIBRARY_KEEP): a
 * judge runs for days over the same few exams.  The folders are read
 * when a SHA-256 is first asked for, and again on a miss at most once a
 * minute, so a scenario added to them is found without a restart. */
#ifndef JUDGE_JUDGE_LIBRARY_H
#define JUDGE_JUDGE_LIBRARY_H

#include <stdbool.h>
#include <stddef.h>

#include "base/error.h"
#include "scenario/scenario.h"
#include "server/remote_judge.h"

#define JUDGE_LIBRARY_KEEP 16
#define JUDGE_LIBRARY_DIRS 8

struct judge_library;

/* A library over dirs (n of them, at most JUDGE_LIBRARY_DIRS; missing
 * ones are skipped), loading with the profiles of rules_dir; code (NULL:
 * none) opens sealed exams.  NULL when out of memory. */
struct judge_library *judge_library_new(const char *rules_dir,
					const char *const *dirs, size_t n,
					const char *code, size_t code_len);
void judge_library_free(struct judge_library *lib);

/* The scenario of w's SHA-256 (it stays the library's), or NULL with the
 * reason in why. */
const struct scenario *judge_library_find(struct judge_library *lib,
					  const struct remote_work *w,
					  char *why, size_t size);

#endif
