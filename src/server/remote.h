/* SPDX-License-Identifier: GPL-3.0-or-later */
/* remote.h: the results on a PostgreSQL server (libpq).
 *
 * --db, $CRUPIER_DB and the settings' db: name either a SQLite file or a
 * server (base/db_address.h tells them apart in every build); the rest
 * needs a build with libpq (configure without --without-postgresql): in
 * one without, remote_open fails with a message saying so.
 *
 * The server's schema (remote_schema.c) holds the same tables as the
 * SQLite store plus each attempt's uuid, owner (the database role that
 * pushed it) and site, and the class tables; row-level security decides
 * what each role reads and writes (crupier(1), "SERVER").  Nothing here
 * prints; functions return false with *err filled. */
#ifndef SERVER_REMOTE_H
#define SERVER_REMOTE_H

#include <stdbool.h>
#include <stdint.h>

#include "store/store.h"

/* libpq's own name for a connection (libpq-fe.h), without needing its
 * header here. */
typedef struct pg_conn PGconn;

struct remote;

/* Connects to the server at uri and checks its schema: a server not yet
 * set up (crupier server init) or of a newer schema is refused. */
bool remote_open(const char *uri, struct remote **out,
		 struct error *err);
/* Connects without looking at the schema (crupier server init). */
bool remote_connect(const char *uri, struct remote **out,
		    struct error *err);
void remote_close(struct remote *r);
PGconn *remote_conn(struct remote *r);   /* for class_store_pg.c */

/* Pushes local attempt `attempt` of st (row, skills, actions) to the server,
 * idempotently (attempt uuid; actions by idx): a repeated push changes
 * nothing, a closed attempt on the server is never changed.  False with
 * *err when the server is unreachable or refuses. */
bool remote_push(struct remote *r, struct store *st, int64_t attempt,
		 struct error *err);

/* Whether the server holds local attempt `attempt` of st as st does:
 * the same answers in the same order, and the same status (compared by
 * digest).  False with *err when it cannot be asked. */
bool remote_attempt_same(struct remote *r, struct store *st, int64_t attempt,
			 bool *same, struct error *err);

/* The length of a uuid as text, with its NUL. */
#define REMOTE_UUID_MAX 40

/* An attempt the server started (crupier.attempt_start). */
struct remote_start {
	char uuid[REMOTE_UUID_MAX];     /* the server's */
	bool has_attempt_no;            /* an exam: */
	int attempt_no;                 /* its number among the trainee's */
	int64_t shoe_seed;              /* the seed of its shoe */
	char class_name[STORE_NAME_MAX]; /* "" when in no class */
	char site[STORE_NAME_MAX];
	bool closed;                    /* found closed there (asked again) */
};

/* Starts an attempt on the server, which checks the name against the
 * login, an exam's window with its own clock and the attempts left, and
 * gives the attempt's uuid, number, class, site and shoe seed.  key is
 * the client's own uuid of it: asked again with the same key (or with
 * the uuid the server gave), the server answers with the same attempt.
 * False with the server's reason, in words, in *err. */
bool remote_attempt_start(struct remote *r, const char *key,
			  const char *trainee, const char *scenario,
			  const char *sha256, const char *profile,
			  const char *kind, bool exam, bool batch,
			  const char *client_started, struct remote_start *out,
			  struct error *err);
/* The names the connected login may record under: those class rosters
 * bind to it (or, bound nowhere, the one it holds), at most max. */
bool remote_my_names(struct remote *r, char (*names)[STORE_NAME_MAX],
		     size_t max, size_t *n, struct error *err);
/* Whether the login may record under trainee: false with the reason. */
bool remote_name_refusal(struct remote *r, const char *trainee,
			 struct error *err);

/* Releases closed, judged attempt `attempt` to its trainee (who then
 * sees its answer key): the server allows it to a supervisor of the
 * attempt's site and to its administrator only.  *done false when it
 * had been released before.  False with the server's reason, in words,
 * in *err. */
bool remote_attempt_release(struct remote *r, int64_t attempt, bool *done,
			    struct error *err);

/* The results server at uri as a store (store/store_sql.h): every
 * reader of the store (listings, progress, heat maps, classes) runs its
 * query there, as the connected role, under row-level security, and
 * reads its rows as they come.  store_close() closes the connection.
 * Nothing is written through it. */
bool remote_store_open(const char *uri, struct store **out,
		       struct error *err);
/* The same over r's connection, which stays the caller's (close the
 * store first); NULL with *err when out of memory. */
struct store *remote_store(struct remote *r, struct error *err);
/* The same over the connection *rp at each statement, which its owner
 * may close and open again meanwhile (NULL: the statement fails, the
 * server cannot be reached). */
struct store *remote_store_of(struct remote **rp, struct error *err);

#endif
