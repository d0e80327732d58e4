/* SPDX-License-Identifier: GPL-3.0-or-later */
/* class_store_pg.h: classes on a PostgreSQL results server (remote.h),
 * built with libpq only (class_store_pg.c).
 *
 * The writes are the teacher's own, under row-level security: a class
 * is made with teacher = the connected role (another teacher is refused
 * by the server), its members and exams changed only by him; a site is
 * used when the server has it (crupier server grant --site makes one),
 * a teacher cannot make one.  The rules are class_store.h's: the same
 * checks, the same messages, a roster in one transaction.
 *
 * The reads (the list, a roster, the live view, the report) are
 * class_store.h's functions on the server's store (remote_store): one
 * set of queries for both back ends, each run there.  The live view
 * LISTENs on channel crupier_live, where the server says which class
 * changed, never who (class_pg_listen, class_pg_notified), and reads its
 * class again only then: one query. */
#ifndef SERVER_CLASS_STORE_PG_H
#define SERVER_CLASS_STORE_PG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "server/remote.h"
#include "store/store.h"

bool class_pg_create(struct remote *r, const char *name, const char *site,
		     const char *teacher, struct error *err);
bool class_pg_add(struct remote *r, const char *cls, const char *trainee,
		  const char *login, struct error *err);
bool class_pg_import_roster(struct remote *r, const char *cls,
			    const char *path, size_t *added, size_t *kept,
			    struct error *err);
/* An exam's file kept on the server for the judge (crupier.exams): its
 * text's sha256 (the one attempts record), its bytes as given (sealed or
 * not) and its max_attempts, which the server enforces. */
struct class_pg_exam {
	const char *sha256;
	const unsigned char *body;
	size_t len;
	bool sealed;
	int max_attempts;
};
/* The exam opened to cls in its window; up (NULL: none) uploaded too.
 * opens and closes (STORE_TIME_MAX each) are read in the site's time
 * zone unless they end in Z, and come back as the server keeps them
 * (UTC). */
bool class_pg_assign(struct remote *r, const char *cls, const char *exam,
		     char *opens, char *closes, int attempts,
		     const struct class_pg_exam *up, struct error *err);
/* LISTEN crupier_live on the connection. */
bool class_pg_listen(struct remote *r, struct error *err);
/* Whether a trainee of class cls (its id; 0: of any class) acted since
 * the last call (never waits): *any. */
bool class_pg_notified(struct remote *r, int64_t cls, bool *any,
		       struct error *err);

#endif
