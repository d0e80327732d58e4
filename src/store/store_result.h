/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_result.h: a finished attempt as the JSON of a result file, and
 * back into a database.
 *
 * The result (the content seal.h authenticates):
 *   {"format": "crupier-result", "version": 1, "trainee": "Ana",
 *    "scenario": "iplyc-exam-traditional", "scenario_sha256": "…",
 *    "kind": "exam", "exam": true, "profile": "iplyc",
 *    "started": "2026-03-01T09:30:00Z", "ended": "…",
 *    "score": 87.5, "pass_mark": 75, "passed": true,
 *    "time_exceeded": false,
 *    "status": "complete", "attempt": 2, "attempts": 2, "batch": false,
 *    "shoe_seed": 81532…,                 (store_exam.h; shoe_seed only for
 *                                          a shoe of its own)
 *    "skills": [{"skill": "payouts", "actions": 40, "right": 36,
 *                "accuracy": 0.9, "median_ms": 2100, "weight": 1}, …],
 *    "actions": [{"index": 0, "coup": 1, "skill": "dealing",
 *                 "expected": "place_bets", "given": "place_bets",
 *                 "right": true, "wrong_amount": false, "replay": false,
 *                 "ms": 1800, "article": "IPLyC 8.4.2.1.2",
 *                 "at": "…"}, …]}
 * and, from results recorded with the scoring model (store_scoring_json.c;
 * optional on import): "scoring": {"fail_reason", "fail_skill",
 * "critical", "max_critical", "hints", "free_hints"}, each skill's
 * "examined", "pass_mark", "passed", "critical", "hints", and each
 * action's "hint", "critical", "expected_text", "given_text". */
#ifndef STORE_STORE_RESULT_H
#define STORE_STORE_RESULT_H

#include <stdbool.h>
#include <stdint.h>

#include <jansson.h>

#include "store/store.h"

#define STORE_RESULT_FORMAT "crupier-result"

/* The result of a complete attempt (a new reference), or NULL. */
json_t *store_result_json(struct store *st, int64_t id,
			  struct error *err);

/* A result from a verified sealed file (seal.h), in one transaction: *id
 * its new id, or *duplicate when that result (its MAC) is in the database
 * already (nothing is written then).  A result that does not have the
 * shape above is refused whole. */
bool store_import(struct store *st, const json_t *result, const char *path,
		  const char *mac_hex, int64_t *id, bool *duplicate,
		  struct error *err);

/* The scoring model's fields (store_scoring_json.c): added to a result
 * made by store_result_json(), and read back on import (inside its
 * transaction; a result without them imports as before). */
bool store_scoring_json_add(struct store *st, int64_t id, json_t *root,
			    struct error *err);
bool store_scoring_import(struct store *st, int64_t id, const json_t *root,
			  struct error *err);

#endif
