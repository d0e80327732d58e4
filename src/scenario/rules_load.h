/* SPDX-License-Identifier: GPL-3.0-or-later */
/* rules_load.h: reads a rules profile file (data/rules/NAME.yaml).
 *
 * Strict: an unknown key, a duplicate key, a wrong type, an impossible
 * value, an alias, nesting deeper than the format, or a file over the size
 * cap is an error with its file, line and column. */
#ifndef SCENARIO_RULES_LOAD_H
#define SCENARIO_RULES_LOAD_H

#include <stdbool.h>

#include "engine/rules.h"
#include "scenario/diag.h"
#include "scenario/yaml_events.h"

/* Reads path into *out; on failure fills *err and leaves *out unspecified. */
bool rules_load_file(const char *path, struct rules *out, struct diag *err);

/* Applies one option written as a plain value ("raise_restarts: false",
 * as scenario files override a profile): key must name a profile option
 * and value be of its type and range, checked as in a profile file.  On
 * failure fills *err (the place of key or value) and leaves *r as it
 * was.  The order checks of a whole profile (table_min <= table_max...)
 * are the caller's, on the final values. */
bool rules_load_option(const struct yev_reader *rd,
		       const struct yev_node *key, const struct yev_node *value,
		       struct rules *r, struct diag *err);

#endif
