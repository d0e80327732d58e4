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

/* Reads path into *out; on failure fills *err and leaves *out unspecified. */
bool rules_load_file(const char *path, struct rules *out, struct diag *err);

#endif
