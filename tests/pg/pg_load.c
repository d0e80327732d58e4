/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pg_load.c: for the server tests: copies every row of a results database
 * to a results server as they are (ids, origin, numbers, claimed values),
 * the classes with them, as its administrator, so that the readers of
 * both back ends can be held to the same goldens.  No client does this: a trainee's attempts reach
 * the server through its functions (remote_push.c).  Usage: pg_load DB
 * URI (a superuser's).  Prints "loaded N"; exit 1 with the reason. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "server/remote.h"
#include "server/remote_impl.h"
#include "store/store_impl.h"

/* Copies every row of table: columns of both sides, by name. */
static bool copy_table(struct remote *r, struct store *st, const char *table,
		       const char *extra_col, const char *extra_val,
		       struct error *err)
{
	char sel[4096] = "SELECT ", ins[4096];
	const char *p[REMOTE_COLS_MAX + 1];
	struct remote_cols c;
	sqlite3_stmt *q;
	size_t len;
	bool ok = true;
	int rc;

	if (!remote_common_columns(r, st, table, &c, err))
		return false;
	snprintf(ins, sizeof ins, "INSERT INTO crupier.%s (", table);
	for (size_t i = 0; i < c.n; i++) {
		len = strlen(sel);
		snprintf(sel + len, sizeof sel - len, "%s\"%s\"", i ? ", " : "",
			 c.name[i]);
		len = strlen(ins);
		snprintf(ins + len, sizeof ins - len, "%s\"%s\"", i ? ", " : "",
			 c.name[i]);
	}
	len = strlen(ins);
	snprintf(ins + len, sizeof ins - len, "%s%s) OVERRIDING SYSTEM VALUE"
		 " VALUES (", extra_col != NULL ? ", " : "",
		 extra_col != NULL ? extra_col : "");
	for (size_t i = 0; i <= c.n; i++) {
		if (i == c.n && extra_col == NULL)
			break;
		len = strlen(ins);
		snprintf(ins + len, sizeof ins - len, "%s$%zu", i ? ", " : "",
			 i + 1);
	}
	len = strlen(sel);
	snprintf(sel + len, sizeof sel - len, " FROM %s", table);
	strncat(ins, ")", sizeof ins - strlen(ins) - 1);
	q = store_prepare(st, sel, err);
	if (q == NULL)
		return false;
	while (ok && (rc = sqlite3_step(q)) == SQLITE_ROW) {
		PGresult *res;

		for (size_t i = 0; i < c.n; i++)
			p[i] = (const char *)sqlite3_column_text(q, (int)i);
		p[c.n] = extra_val;
		res = remote_query(r, ins, (int)c.n + (extra_col != NULL),
				   p, PGRES_COMMAND_OK, err);
		ok = res != NULL;
		PQclear(res);
	}
	sqlite3_finalize(q);
	return ok;
}

int main(int argc, char **argv)
{
	struct store_filter f = { NULL, NULL, NULL, false };
	struct store_attempt *a = NULL;
	struct error err;
	struct remote *r = NULL;
	struct store *st = NULL;
	size_t n = 0;

	if (argc != 3) {
		fprintf(stderr, "usage: pg_load DB URI\n");
		return 2;
	}
	if (!store_open(argv[1], &st, &err) ||
	    !store_list(st, &f, &a, &n, &err) ||
	    !remote_open(argv[2], &r, &err) ||
	    !remote_exec(r, "BEGIN", &err) ||
	    /* The rosters before the trainees: a login bound there is not
	     * the administrator's, whom the trainees' rows name. */
	    !copy_table(r, st, "sites", NULL, NULL, &err) ||
	    !copy_table(r, st, "site_supervisors", NULL, NULL, &err) ||
	    !copy_table(r, st, "classes", NULL, NULL, &err) ||
	    !copy_table(r, st, "class_members", NULL, NULL, &err) ||
	    !copy_table(r, st, "class_exams", NULL, NULL, &err) ||
	    !copy_table(r, st, "trainees", NULL, NULL, &err) ||
	    !copy_table(r, st, "attempts", "owner", "postgres", &err) ||
	    !copy_table(r, st, "actions", NULL, NULL, &err) ||
	    !copy_table(r, st, "attempt_skills", NULL, NULL, &err) ||
	    !remote_exec(r, "SELECT setval(pg_get_serial_sequence("
			 "'crupier.attempts', 'id'), coalesce(max(id), 1))"
			 " FROM crupier.attempts", &err) ||
	    !remote_exec(r, "SELECT setval(pg_get_serial_sequence("
			 "'crupier.trainees', 'id'), coalesce(max(id), 1))"
			 " FROM crupier.trainees", &err) ||
	    !remote_exec(r, "SELECT setval(pg_get_serial_sequence("
			 "'crupier.classes', 'id'), coalesce(max(id), 1))"
			 " FROM crupier.classes", &err) ||
	    !remote_exec(r, "SELECT setval(pg_get_serial_sequence("
			 "'crupier.sites', 'id'), coalesce(max(id), 1))"
			 " FROM crupier.sites", &err) ||
	    !remote_exec(r, "COMMIT", &err)) {
		fprintf(stderr, "pg_load: %s\n", err.message);
		free(a);
		remote_close(r);
		store_close(st);
		return 1;
	}
	printf("loaded %zu\n", n);
	free(a);
	remote_close(r);
	store_close(st);
	return 0;
}
