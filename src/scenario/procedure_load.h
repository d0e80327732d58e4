/* SPDX-License-Identifier: GPL-3.0-or-later */
/* procedure_load.h: reads a procedure file (data/procedures/NAME.yaml).
 *
 * Strict, like the rules profiles: an unknown key, a duplicate key, a
 * wrong type, an unknown operation, a parameter the operation does not
 * take or one it needs and lacks, a step without its article or either of
 * its descriptions, an alias, nesting deeper than the format, or a file
 * over the size cap is an error with its file, line and column.  The
 * format is described at the top of data/procedures/opening.yaml. */
#ifndef SCENARIO_PROCEDURE_LOAD_H
#define SCENARIO_PROCEDURE_LOAD_H

#include <stdbool.h>

#include "engine/procedure.h"
#include "scenario/diag.h"

/* Reads path into *out; on failure fills *err and leaves *out unspecified. */
bool procedure_load(const char *path, struct procedure_def *out,
		    struct diag *err);

#endif
