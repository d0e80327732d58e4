/* SPDX-License-Identifier: GPL-3.0-or-later */
/* class_gate.h: the Exam menu and the classes.
 *
 * An exam assigned to the trainee's class is listed only in its window
 * (class_store.h), with its closing time and the attempts left, and
 * greyed once they are used up; other exams are listed as before.  The
 * trainee is the one bound to the login ($USER) in a class roster, else
 * the trainer's (history_trainee).  The database is read only when it
 * exists already: browsing never creates it.  With a results server,
 * the classes are the server's (class_source.h). */
#ifndef TUI_CLASS_GATE_H
#define TUI_CLASS_GATE_H

#include <stdbool.h>
#include <stddef.h>

#include "store/store.h"
#include "tui/settings.h"

struct class_gate {
	struct store *db;               /* NULL: no classes to heed */
	char trainee[STORE_NAME_MAX];
	char now[STORE_TIME_MAX];
};

void class_gate_init(struct class_gate *g, struct settings *st);
/* How to list the exam with this scenario id: *hide, or *disabled, and
 * a detail ("" to keep the caller's). */
void class_gate_entry(const struct class_gate *g, const char *exam,
		      bool *hide, bool *disabled, char *detail, size_t size);

#endif
