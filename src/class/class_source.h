/* SPDX-License-Identifier: GPL-3.0-or-later */
/* class_source.h: where a run reads its classes, with or without a
 * results server.
 *
 * With a SQLite file as the results database, the classes are in it.
 * When the results go to a server (outbox_db.h), the trainee's local
 * database is only the outbox: the classes, their rosters and assigned
 * exams are the server's.  outbox_db_open installs a hook (struct
 * class_hook) that hands out the server's store for its local database
 * (server/remote.h, remote_store_of: each reader's query runs there, as
 * the trainee, under row-level security); every class read of the run
 * (the roster picker, the name bound to a login, the Exam menu's
 * assigned exams, the gate of exam_attempt_may_start) asks
 * class_source(st) which store to read.  The hook is this module's
 * interface, so that classes never reach up into the server.  The
 * attempts an assigned exam counts as used are the server's: an exam on
 * a server starts there.
 *
 * Offline: what the trainee may see of the classes, and his exam
 * attempts, are copied at the start of the run and kept beside the
 * outbox (its path + ".classes", store/store_copy.h).  When the server
 * cannot be reached that copy is used, with the local database's exam
 * attempts merged in by uuid each time class_source is asked (one not
 * yet pushed counts, one pushed counts once): the windows and attempts
 * allowed as the server last gave them.  A computer that never reached
 * the server knows no class but what its own database holds. */
#ifndef CLASS_CLASS_SOURCE_H
#define CLASS_CLASS_SOURCE_H

#include <stdbool.h>
#include <stddef.h>

#include "store/store.h"

#define CLASS_SOURCE_SUFFIX ".classes"

/* Where the classes of one local database come from when a results
 * server's opener (server/outbox_db.c) read them: installed for the
 * life of that database, removed before it is closed. */
struct class_hook {
	struct store *local;            /* the outbox it serves */
	/* The server's store, or its classes as last kept (a store in
	 * memory); NULL: none, the local database's own are read. */
	struct store *(*classes)(void *ctx);
	/* The role the server knows this run by (NULL, or false: the
	 * account's login is). */
	bool (*login)(void *ctx, char *buf, size_t size);
	void *ctx;
	struct class_hook *next;        /* class_source.c's list */
};

/* h (owned by the caller, which keeps it in place until
 * class_hook_remove) answers class_source(h->local). */
void class_hook_install(struct class_hook *h);
void class_hook_remove(struct class_hook *h);

/* The store to read st's classes from: st itself, or when st is the
 * outbox of a server, the server's classes with st's exam attempts
 * merged in.  A failed merge leaves the server's rows as they were. */
struct store *class_source(struct store *st);

/* The login whose roster lines are this run's, into buf (size bytes):
 * on a results server the trainee is the role connected there, whatever
 * $USER says (the server starts his attempts under it), so for st a
 * server's store or the outbox of one, that role (asked of the server,
 * or, not connected, the role the connection would take); else the
 * account's login (base/account.h).  False (buf "") when there is
 * none. */
bool class_login(struct store *st, char *buf, size_t size);

#endif
