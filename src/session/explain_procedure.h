/* SPDX-License-Identifier: GPL-3.0-or-later */
/* explain_procedure.h: a procedure mistake explained by what the trainee
 * did against the step due: the same step with other figures (which
 * figure, given and asked), a step to come that leaves one out, a step
 * done already, or another step altogether; the caller adds the step's
 * own description and article. */
#ifndef SESSION_EXPLAIN_PROCEDURE_H
#define SESSION_EXPLAIN_PROCEDURE_H

#include <stdbool.h>
#include <stddef.h>

#include "session/session.h"

/* The sentence for verdict v (a wrong procedure step) into buf; false
 * when v is right. */
bool explain_procedure_mistake(const struct verdict *v, char *buf,
			       size_t size);

#endif
