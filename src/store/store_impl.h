/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_impl.h: what the store's files share (not for its users). */
#ifndef STORE_STORE_IMPL_H
#define STORE_STORE_IMPL_H

#include <stdbool.h>
#include <stdint.h>
#include <time.h>

#include <sqlite3.h>

#include "store/store.h"
#include "store/store_outcome.h"

struct store {
	sqlite3 *db;
	time_t (*now)(void);
	int failed_rc;          /* SQLite's code of the last failed exec */
	struct store_stmts *stmts;      /* kept statements (store_stmts.c) */
	/* store_busy.c: waiting for another process's write since; the
	 * front end's store_wait, when it was told (at wait_told_ms, of a
	 * wait begun at wait_since_ms) and when next. */
	int64_t busy_since_ms;
	const struct store_wait *wait;
	bool wait_told;
	int64_t wait_since_ms, wait_next_ms;
	const struct store_open_watch *watch;   /* while opening */
	unsigned ticks;
	/* A store on another back end (store_sql.h): db is NULL then. */
	const struct store_backend *be;
	void *be_ctx;
};

/* A random UUID v4 in SQL ("xxxxxxxx-xxxx-4xxx-[89ab]xxx-xxxxxxxxxxxx",
 * lower case): SQLite's randomness, seeded by the system's. */
#define STORE_UUID_SQL \
	"(lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2)))" \
	" || '-4' || substr(lower(hex(randomblob(2))), 2) || '-'" \
	" || substr('89ab', 1 + (abs(random()) % 4), 1)" \
	" || substr(lower(hex(randomblob(2))), 2) || '-'" \
	" || lower(hex(randomblob(6))))"

/* Waits for another process's write, trying again after 1, 2, 4, then
 * every 8 ms: up to STORE_BUSY_TIMEOUT_MS, or as st->wait says
 * (store.h, store_busy.c). */
void store_busy_install(struct store *st);
/* One pause of a wait for the lock begun at *since (set when tries is
 * 0): false when the wait is over (timed out, or given up by
 * st->wait).  For the retries SQLite leaves to its caller. */
bool store_busy_pause(struct store *st, int64_t *since, int tries);
/* After a statement that may have waited: tells st->wait that a wait it
 * was told of is over. */
void store_wait_over(struct store *st);

/* The schema's steps: store_migrations[v] takes a database from
 * user_version v to v + 1 (tests build an old database from them). */
extern const char *const store_migrations[STORE_SCHEMA_VERSION];

/* *err: "FILE: sqlite's message" (what for a database in memory);
 * returns false. */
bool store_db_fail(struct store *st, struct error *err,
		   const char *what);

/* BEGIN IMMEDIATE / COMMIT / ROLLBACK: store.h. */
/* Steps q, the last statement of a transaction begun with store_begin(),
 * and commits; on failure rolls back and returns false with *err filled.
 * q is finalized either way. */
bool store_step_commit(struct store *st, sqlite3_stmt *q,
		       struct error *err);

/* One write of one attempt in a transaction of its own: sql is an
 * UPDATE whose ?1 is the attempt's id and ?2 the time now.  *changed
 * (may be NULL) says whether it changed a row. */
bool store_attempt_stamp(struct store *st, const char *sql, int64_t attempt,
			 bool *changed, struct error *err);

/* A prepared statement, or NULL with *err filled. */
sqlite3_stmt *store_prepare(struct store *st, const char *sql,
			    struct error *err);
/* A statement kept prepared for the life of st (store_stmts.c), found by
 * its SQL text, which must outlive st (a string literal): reset and
 * unbound, or NULL with *err filled.  Never finalized by the caller: it
 * calls store_stmt_done(q) once stepped (store_close finalizes them). */
sqlite3_stmt *store_stmt(struct store *st, const char *sql,
			 struct error *err);
void store_stmt_done(sqlite3_stmt *q);
/* How many statements st keeps (for tests). */
size_t store_stmts_kept(const struct store *st);
void store_stmts_free(struct store *st);

/* Binds text (NULL: SQL NULL), copying it. */
void store_bind_text(sqlite3_stmt *q, int i, const char *text);
/* A text column copied into buf ("" for NULL). */
void store_column_text(sqlite3_stmt *q, int i, char *buf, size_t size);


/* The trainee's id, added when new (inside a transaction). */
bool store_trainee_id(struct store *st, const char *name, int64_t *id,
		      struct error *err);

/* A game action as text (the given action of a record; store.h reads
 * it back). */
bool store_action_encode(const struct game_action *a, char *buf,
			 size_t size);

/* An attempt as listed (store_read_attempt reads columns 0 to
 * STORE_ATTEMPT_NCOLS - 1, store_read_attempt_at from column col on),
 * and the listings' filter (?1 to ?4, bound by store_bind_filter).  The
 * attempt is a of attempts_shown (its verdict as shown, store_sql.h),
 * t its trainee, c its row '*' of the aggregates (store_agg_sql.h). */
#define STORE_ATTEMPT_COLUMNS                                              \
	"a.id, t.name, a.scenario, a.scenario_sha256, a.profile,"          \
	" a.kind, a.exam, a.started, a.ended, a.status, a.score,"          \
	" a.pass_mark, a.passed, a.time_exceeded, a.origin, a.sealed,"     \
	" a.mac, coalesce(c.actions, 0), coalesce(c.mistakes, 0),"         \
	" a.timed_out, a.attempt_no, a.batch, a.shoe_seed, a.verdict,"     \
	" a.claimed_score, a.claimed_passed, a.late, a.verdict_note, "     \
	STORE_OUTCOME_COLUMNS("a") ", a.released"
#define STORE_ATTEMPT_SELECT "SELECT " STORE_ATTEMPT_COLUMNS
#define STORE_ATTEMPT_NCOLS 39
#define STORE_ATTEMPT_FROM                                                 \
	" FROM attempts_shown a JOIN trainees t ON t.id = a.trainee"       \
	" LEFT JOIN attempt_agg c ON c.attempt = a.id AND c.skill = '*'"
#define STORE_ATTEMPT_WHERE_REST                                           \
	" AND (?2 IS NULL OR a.scenario = ?2)"                             \
	" AND (?3 IS NULL OR a.started >= ?3)"                             \
	" AND (?4 = 0 OR a.exam = 1)"
#define STORE_ATTEMPT_WHERE                                                \
	" WHERE (?1 IS NULL OR t.name = ?1)" STORE_ATTEMPT_WHERE_REST
/* The same filter when it names a trainee: "?1 IS NULL OR" hides the
 * name from the planner (SQLite keeps it with a bound value), which then
 * walks every attempt in the order of their start; said plainly, it
 * reads the trainee's attempts by their index, however long the rest of
 * the history. */
#define STORE_ATTEMPT_WHERE_TRAINEE                                        \
	" WHERE t.name = ?1" STORE_ATTEMPT_WHERE_REST
/* head, the filter f asks for, then tail: one statement's text. */
#define STORE_ATTEMPT_FILTERED(f, head, tail)                              \
	((f) != NULL && (f)->trainee != NULL                               \
	 ? head STORE_ATTEMPT_WHERE_TRAINEE tail                           \
	 : head STORE_ATTEMPT_WHERE tail)
struct store_sql;
void store_read_attempt(struct store_sql *q, struct store_attempt *a);
void store_read_attempt_at(struct store_sql *q, int col,
			   struct store_attempt *a);
void store_bind_filter(struct store_sql *q, const struct store_filter *f);

/* An attempt's columns that say how it ended, as stored: NULL, a type
 * other than the one expected, a value out of its range are told apart
 * here (store_outcome.c). */
struct store_stored {
	const char *status, *verdict, *fail_reason;     /* NULL: NULL */
	bool timed_out, time_exceeded;
	bool has_score, has_pass_mark, has_passed, has_critical;
	double score;
	int64_t pass_mark, passed, critical, max_critical; /* max < 0: none */
};
/* What those say into a: its state, score (scored), pass mark, passed
 * and verdict, the one reading every reader goes through. */
void store_attempt_from_stored(const struct store_stored *s,
			       struct store_attempt *a);
/* The stored values of columns i .. i + 9 of q's row, in the order of
 * STORE_OUTCOME_COLUMNS (store_outcome.h); the texts valid until the
 * next step. */
void store_stored_of_row(struct store_sql *q, int i, struct store_stored *s);
/* The critical errors allowed, as column i of q's row stores them: -1
 * (no limit) unless a number, as the verdict reads it (an empty or NULL
 * limit is no limit, never 0 allowed). */
int64_t store_max_critical_of_row(struct store_sql *q, int i);
/* Registers crupier_passed() and crupier_score() on a connection
 * (store_open does, on every one; a results server has its own, the
 * same definition in SQL: server/remote_outcome.c). */
bool store_outcome_install(sqlite3 *db);



#endif
