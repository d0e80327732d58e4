/* SPDX-License-Identifier: GPL-3.0-or-later */
/* outbox_db.h: the database a session records into, as --db,
 * CRUPIER_DB or the settings' db: name it.
 *
 * A path: that SQLite file, as always, with no server.  A PostgreSQL URI
 * or libpq keyword string (db_address.h): the trainee's own SQLite file
 * ($CRUPIER_OUTBOX, else the default place, $XDG_DATA_HOME/crupier/
 * results.db) records everything first, as the outbox (outbox.h) of that
 * server, which gets every attempt pushed: after each commit, and what
 * is left at the start of the run (outbox_db_open) or by `crupier results
 * sync`.  The server is connected on the first push, or to read its
 * classes at the start of the run (class_source.h), and a server down
 * never stops a session from starting. */
#ifndef SERVER_OUTBOX_DB_H
#define SERVER_OUTBOX_DB_H

#include <stdbool.h>
#include <stddef.h>

#include "server/outbox.h"
#include "server/remote.h"
#include "store/store.h"

struct outbox_remote;

struct outbox_db {
	struct store *st;               /* the local SQLite */
	struct outbox *ob;              /* NULL: no server */
	struct outbox_remote *remote;   /* the server's connection */
	char path[STORE_PATH_MAX];      /* the local file */
	/* At the start of the run (outbox_db_open): pushed and left. */
	struct outbox_tally pushed, left;
	bool classes_fresh;             /* read at the opening, not since */
};

/* The trainee's local database when the results go to a server:
 * $CRUPIER_OUTBOX, else $XDG_DATA_HOME/crupier/results.db.  False when no
 * home is known or it is too long. */
bool outbox_local_path(char *out, size_t size);

/* Whether text names a results server (not a file). */
bool outbox_db_is_server(const char *text);

/* Opens db (NULL: $CRUPIER_DB, else the default place).  For a server,
 * notice (may be NULL) is what says once that it cannot be reached, and
 * what the outbox holds is pushed now (d->pushed, d->left; a server down
 * is no error here).  False with *err when the local database cannot be
 * opened, or db is a server and this crupier was built without
 * PostgreSQL. */
bool outbox_db_open(const char *db, struct outbox_db *d,
		    void (*notice)(void *ctx, const char *message),
		    void *notice_ctx, struct error *err);
/* The same, telling watch while an older database is brought up to date
 * (store_open_watched): the trainer shows it going on. */
bool outbox_db_open_watched(const char *db,
			    const struct store_open_watch *watch,
			    struct outbox_db *d,
			    void (*notice)(void *ctx, const char *message),
			    void *notice_ctx, struct error *err);
/* Where the trainee's own readers (the trainer's Progress and Heat map)
 * read his history: with a server that can be reached (connected now,
 * or tried again once the outbox's wait is over), the server itself, as
 * a store whose queries run there (remote_store_of): his attempts from
 * every terminal, as its judge scored them; else, and without a server,
 * the local database d->st. */
struct store *outbox_db_reader(struct outbox_db *d);
/* A server's classes (class_source.h) read again, in place, so that a
 * screen shows what the teacher assigned since: unless they were read at
 * the opening and not asked for since (the first ask takes those), or
 * the server was found down less than the outbox's wait ago.  Nothing
 * without a server. */
void outbox_db_classes_again(struct outbox_db *d);
/* Starts an attempt on the server (remote_attempt_start) for an exam:
 * ctx is the struct outbox_db of a server.  The server cannot be reached
 * (or db is no server): false, saying that an exam on a results server
 * starts there.  The shape of exam_attempt.h's struct exam_server. */
bool outbox_db_start(void *ctx, const char *key, const char *trainee,
		     const char *scenario, const char *sha256,
		     const char *profile, bool batch, struct remote_start *out,
		     struct error *err);
/* After a sync: compares each attempt the server was given with what
 * this computer holds (remote_attempt_same), calling differs(ctx, id)
 * for each the server holds otherwise (answers changed here after they
 * were sent).  *checked counts them all.  False with *err when the
 * server cannot be asked. */
bool outbox_db_verify(struct outbox_db *d, size_t *checked,
		      void (*differs)(void *ctx, int64_t attempt), void *ctx,
		      struct error *err);
/* Pushes what is left unless the server was found down, and closes. */
void outbox_db_close(struct outbox_db *d);

#endif
