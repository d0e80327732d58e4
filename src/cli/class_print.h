/* SPDX-License-Identifier: GPL-3.0-or-later */
/* class_print.h: `crupier class list` and `class report` on stdout. */
#ifndef CLI_CLASS_PRINT_H
#define CLI_CLASS_PRINT_H

#include <stdbool.h>

#include "trainer/store.h"

/* The classes (cls NULL), or one class: its roster and exams.  Returns
 * the exit status. */
int class_print_list(struct store *st, const char *cls);
/* Each trainee of cls: attempts, exams passed, best exam score, and his
 * accuracy per skill over all his attempts; plain text or one
 * self-contained HTML page. */
int class_print_report(struct store *st, const char *cls, bool html);

#endif
