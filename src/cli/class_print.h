/* SPDX-License-Identifier: GPL-3.0-or-later */
/* class_print.h: `crupier class list` and `class report` on stdout. */
#ifndef CLI_CLASS_PRINT_H
#define CLI_CLASS_PRINT_H

#include <stdbool.h>

#include "store/store.h"

/* The classes (cls NULL), or one class: its roster and exams.  Returns
 * the exit status. */
int class_print_list(struct store *st, const char *cls);
/* Each trainee of cls: attempts, exams passed, best exam score, and his
 * accuracy per skill over all his attempts; plain text or one
 * self-contained HTML page. */
int class_print_report(struct store *st, const char *cls, bool html);

/* One `crupier class` command with its operands and options. */
struct class_request {
	const char *cmd;
	char **args;                    /* the operands after cmd */
	const char *site, *teacher, *login;
	const char *opens, *closes;     /* assign: full ISO times */
	int attempts;
	bool html;
};
/* The command on the results server at uri (class_server.c). */
int class_server_run(const char *uri, const struct class_request *q);

#endif
