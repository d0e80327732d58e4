/* SPDX-License-Identifier: GPL-3.0-or-later */
/* results_export.h: `crupier results export`: the attempts for a
 * school's other systems, streamed from the store in constant memory:
 *   csv   one row per attempt, one column per skill (its percent), for a
 *         spreadsheet or a Moodle gradebook import (crupier(1) maps the
 *         columns);
 *   json  the same as one JSON array;
 *   xapi  one xAPI 1.0.3 statement per attempt, one a line (JSON lines),
 *         for a learning record store. */
#ifndef CLI_RESULTS_EXPORT_H
#define CLI_RESULTS_EXPORT_H

#include <jansson.h>

#include "store/store.h"

enum export_format { EXPORT_CSV, EXPORT_JSON, EXPORT_XAPI };

/* The statement of one attempt (new reference). */
json_t *results_xapi_statement(const struct store_attempt *a,
			       const struct store_scoring *sc,
			       const struct store_skill *skills,
			       size_t n_skills);
/* Writes the attempts f finds; an exit status. */
int results_export(struct store *st, const struct store_filter *f,
		   enum export_format fmt);

#endif
