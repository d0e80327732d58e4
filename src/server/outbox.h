/* SPDX-License-Identifier: GPL-3.0-or-later */
/* outbox.h: the trainee's local database as the outbox of a results
 * server, so that nothing is lost when the server goes away.
 *
 * When the results go to a server (a PostgreSQL URI as --db, CRUPIER_DB
 * or the settings' db:), every action is still committed to the
 * trainee's own SQLite database first (the default path, or
 * $CRUPIER_OUTBOX), as without a server: that commit is what makes an
 * action done.  Then the attempt is pushed to the server.  The server
 * takes a push idempotently (the attempt's UUID and each action's index),
 * so pushing an attempt again, whole or after more actions, stores
 * nothing twice; the database remembers what the server has of each
 * attempt (attempts.pushed_actions and pushed_state, schema 5), so that
 * what it lacks is the outbox.
 *
 * When the server cannot be reached (or refuses an attempt: row-level
 * security, a name another role holds) the session goes on: the actions
 * stay in the outbox, the trainee is told once (the notice callback), the
 * server is not tried again on every action but after a wait that
 * doubles from OUTBOX_WAIT_MS up to OUTBOX_WAIT_MAX_MS, and what is left
 * is pushed at the start of the next run or by `crupier results sync`.
 *
 * The push itself is a function (remote_push through outbox_remote.h in
 * the program; tests give their own), so this file knows no server. */
#ifndef SERVER_OUTBOX_H
#define SERVER_OUTBOX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "store/store.h"

#define OUTBOX_WAIT_MS 2000
#define OUTBOX_WAIT_MAX_MS 60000
#define OUTBOX_UUID_MAX 37      /* 36 characters */

enum outbox_push {
	OUTBOX_PUSHED,          /* the server has it */
	OUTBOX_DOWN,            /* the server cannot be reached */
	OUTBOX_REFUSED,         /* it answered no to this attempt */
};

/* Pushes local attempt `attempt` of st to the server. */
typedef enum outbox_push (*outbox_push_fn)(void *ctx, struct store *st,
					   int64_t attempt,
					   struct error *err);

struct outbox {
	struct store *st;
	outbox_push_fn push;
	void *push_ctx;
	/* Told once, the first time the server cannot be reached. */
	void (*notice)(void *ctx, const char *message);
	void *notice_ctx;
	int64_t (*now_ms)(void);        /* a monotonic clock (tests) */
	bool down;                      /* the last push found no server */
	bool told;
	int64_t retry_at_ms;            /* down: not tried before then */
	int64_t wait_ms;                /* the next wait when down */
	struct error why;         /* the last failure */
};

/* What an attempt holds and what the server has of it. */
struct outbox_item {
	int64_t attempt;
	int actions;                    /* in the local database */
	int pushed_actions;             /* of them, the server has */
	char state[16];                 /* its status now */
	bool pending;                   /* the server lacks something */
};

struct outbox_tally {
	size_t attempts, actions;
};

/* An outbox over st pushing with push(ctx, ...); the recorders of st
 * (record/recorder.h) are handed it and push after every commit. */
void outbox_init(struct outbox *o, struct store *st, outbox_push_fn push,
		 void *ctx);
void outbox_set_notice(struct outbox *o,
		       void (*notice)(void *ctx, const char *message),
		       void *ctx);
/* The sentence said once when the server cannot be reached or refused
 * an attempt (translated; why is the server's reason). */
void outbox_notice_text(const char *why, bool refused, char *buf,
			size_t size);

/* The server was found down by something other than a push (reading
 * its classes): told once, as a push finding it down is, and not tried
 * again before the wait. */
void outbox_down(struct outbox *o, const struct error *why);

/* After a commit to attempt: pushes it, unless the server was found down
 * (or refused) less than the wait ago.  False when it is not on the server now (the
 * outbox keeps it). */
bool outbox_after_commit(struct outbox *o, int64_t attempt);
/* Pushes every attempt the server lacks, oldest first, whatever the
 * wait: at the start of a run and by `results sync`.  *pushed counts the
 * attempts pushed and the actions they took, *left what is still to
 * push (attempts refused, or all the rest once the server is found
 * down; o->why says why).  False only when the local database failed
 * (*err). */
bool outbox_flush(struct outbox *o, struct outbox_tally *pushed,
		  struct outbox_tally *left, struct error *err);

/* The local database's side (store_outbox.c). */

/* The attempts this database recorded itself (not imported) that the
 * server lacks something of, oldest first; *out malloc'd. */
bool store_outbox_pending(struct store *st, struct outbox_item **out,
			  size_t *n, struct error *err);
/* One attempt as it stands; *found false when there is none. */
bool store_outbox_item(struct store *st, int64_t attempt,
		       struct outbox_item *out, bool *found,
		       struct error *err);
/* Records that the server has it as it was read (before the push: an
 * action or an end committed since stays to push). */
bool store_outbox_mark(struct store *st, const struct outbox_item *it,
		       struct error *err);
/* The attempt's UUID. */
bool store_outbox_uuid(struct store *st, int64_t attempt,
		       char out[OUTBOX_UUID_MAX], struct error *err);
/* The attempts of this database the server has been given (some or all
 * of), oldest first; *ids malloc'd. */
bool store_outbox_pushed(struct store *st, int64_t **ids, size_t *n,
			 struct error *err);
/* The attempt's uuid set to the one the server gave it (its first push,
 * or its start on the server). */
bool store_attempt_set_uuid(struct store *st, int64_t attempt,
			    const char *uuid, struct error *err);

#endif
