/* SPDX-License-Identifier: GPL-3.0-or-later */
/* class_roster.h: a roster file read and checked, record by record, for
 * the class tables on SQLite (class_import_roster) and on a results
 * server (server/class_store_pg.c) alike. */
#ifndef CLASS_CLASS_ROSTER_H
#define CLASS_CLASS_ROSTER_H

#include <stdbool.h>
#include <stddef.h>

#include "base/error.h"
#include "store/store.h"

/* A roster file's records (class_roster.c), checked: name and login. */
#define ROSTER_FIELDS 2
struct roster_field {
	char text[STORE_NAME_MAX];
	int line, col;
};
struct roster_row {
	struct roster_field f[ROSTER_FIELDS];
	int n;
};
/* The roster at path, every record checked; *rows malloc'd.  False with
 * "file:line:column: message". */
bool class_roster_read(const char *path, struct roster_row **rows,
		       size_t *n, struct error *err);
/* The row's login, NULL when none. */
const char *class_roster_login(const struct roster_row *row);
/* Puts the row's place before the message in *err. */
void class_roster_blame(const char *path, const struct roster_row *row,
			struct error *err);

#endif
