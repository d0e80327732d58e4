/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store.h: the history of every drill, lesson and exam, in SQLite.
 *
 * One database file per trainee (default $XDG_DATA_HOME/crupier/results.db,
 * the directory made with mode 0700) or per supervisor (imported results).
 * Tables: trainees, attempts (trainee, scenario id and the SHA-256 of its
 * file, rules profile, kind, exam flag, start, end, status, score), the
 * per-skill scores of a finished attempt, and actions (expected, given,
 * right or wrong, milliseconds, article, and what was given, so that an
 * exam cut short can be played again up to where it stopped).
 *
 * Nothing done is lost: the schema is versioned (PRAGMA user_version) and
 * migrated on open; the journal is WAL with synchronous=FULL; every write
 * is its own BEGIN IMMEDIATE transaction, waited for up to
 * STORE_BUSY_TIMEOUT_MS when another process writes; the recorder
 * (record/recorder.h) commits each action the moment it is done, so a
 * kill -9 loses nothing but the action under way.
 *
 * Free practice (a random shoe, no file) is stored as scenario
 * "practice", kind "practice", with an empty SHA-256: there is no file to
 * hash, its rules profile has its own column, and a random shoe cannot be
 * dealt again, so the weak spots (store_weak_spots) leave it out while
 * the progress figures count it.
 *
 * Times are ISO 8601 UTC text ("2026-03-01T09:30:00Z"), so they sort and
 * compare as text.  Functions return false with *err filled on failure
 * and never print. */
#ifndef STORE_STORE_H
#define STORE_STORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <time.h>

#include "base/error.h"
#include "engine/game.h"
#include "scenario/scenario.h"
#include "session/session.h"

#define STORE_SCHEMA_VERSION 15
#define STORE_BUSY_TIMEOUT_MS 10000
#define STORE_NAME_MAX 128      /* a trainee's name or id, in bytes */
#define STORE_TIME_MAX 24       /* "2026-03-01T09:30:00Z" */
#define STORE_SHA256_HEX 65     /* 64 hex digits */
#define STORE_KEY_MAX 40        /* an action key */
#define STORE_PATH_MAX 4096
#define STORE_TEXT_MAX 512      /* an action in words */

struct store;

/* TIMED_OUT: an exam closed at its time limit before its end (scored,
 * never passed). */
enum store_state { STORE_IN_PROGRESS, STORE_COMPLETE, STORE_ABANDONED,
		   STORE_TIMED_OUT };

/* The database to use: $CRUPIER_DB, else the settings' db:, else
 * $XDG_DATA_HOME/crupier/results.db (~/.local/share/...).  False with
 * *err (err may be NULL) when the settings cannot be used
 * ("file:line:column: message"), no home is known or the name is too
 * long. */
bool store_default_path(char *out, size_t size, struct error *err);
/* A write that finds the database busy (another process writing to the
 * same file: a classroom's shared database) waits for it.  With no
 * store_wait it waits up to STORE_BUSY_TIMEOUT_MS, then fails with
 * SQLite's "database is locked": for commands, which a user runs again.
 * With one it waits as long as it takes: waiting(ctx, ms, false) once it
 * has waited STORE_WAIT_NOTICE_MS, then about every second, with the time
 * waited so far; returning false gives the write up (it fails as above).
 * When the write goes on after a wait that was told, waiting(ctx, ms,
 * true) once more, so that the notice can go.  The recorder's front ends
 * set one: a trainee's session never ends because another is writing. */
#define STORE_WAIT_NOTICE_MS 3000
struct store_wait {
	bool (*waiting)(void *ctx, int64_t waited_ms, bool over);
	void *ctx;
};
/* w (NULL: none) is kept, not copied: it must outlive st. */
void store_set_wait(struct store *st, const struct store_wait *w);

/* Opens (creating) the database at path, its directory made 0700 when
 * missing, and brings its schema up to STORE_SCHEMA_VERSION.  A database
 * of a newer schema is refused. */
bool store_open(const char *path, struct store **out, struct error *err);
/* The same, telling watch->migrating now and then (every few hundred
 * thousand SQLite steps) while an older database is brought up to date,
 * a long work once for a long history (the aggregates, store_agg_sql.h),
 * so that a front end can show it going on.  watch->wait (may be NULL)
 * is the store's store_wait from the opening on: another process
 * bringing the same file up to date holds it for as long.  watch may be
 * NULL. */
struct store_open_watch {
	void (*migrating)(void *ctx, unsigned ticks);
	void *ctx;
	const struct store_wait *wait;
};
bool store_open_watched(const char *path,
			const struct store_open_watch *watch,
			struct store **out, struct error *err);
void store_close(struct store *st);
/* For tests: the wall clock the store stamps times with. */
void store_set_clock(struct store *st, time_t (*now)(void));
/* The store's clock as "YYYY-MM-DDTHH:MM:SSZ". */
void store_now(const struct store *st, char out[STORE_TIME_MAX]);
int store_schema_version(struct store *st);

/* The median of n sorted times (the mean of the middle two); the
 * heat maps and mastery take it of a few times each. */
int64_t store_median(const int64_t *ms, size_t n);

/* A time and how many actions took it: a row of a histogram (the
 * aggregates' cell_times, store_agg_sql.h). */
struct store_time {
	int64_t ms, n;
};
/* Sorts t[0..k) by time and adds up equal times: how many are left. */
size_t store_times_merge(struct store_time *t, size_t k);
/* The median of the times a merged histogram counts, as store_median
 * of them all. */
int64_t store_times_median(const struct store_time *t, size_t k);

/* "in_progress", "complete", "abandoned", "timed_out". */
const char *store_state_key(enum store_state s);

/* The writes: every one is a transaction of its own, or runs inside
 * the caller's, begun with store_begin (BEGIN IMMEDIATE) and ended with
 * store_commit or store_rollback (which never fails loudly). */
bool store_begin(struct store *st, struct error *err);
bool store_commit(struct store *st, struct error *err);
void store_rollback(struct store *st);

/* Recording an attempt as it happens (the recorder, record/recorder.h,
 * calls these inside its transactions). */
struct store_new_attempt {
	const char *trainee;
	const char *scenario;           /* an id, or "practice" */
	const char *sha256;             /* of the scenario file; "" none */
	const char *profile;            /* the rules profile's name */
	const char *kind;               /* drill lesson exam practice */
	bool exam;
	/* The uuid the attempt is recorded under ("": a new one): the one a
	 * results server gave it (an exam starts there). */
	const char *uuid;
};

/* Adds the attempt (and its trainee when new), started now: *id. */
bool store_attempt_insert(struct store *st, const struct store_new_attempt *a,
			  int64_t *id, struct error *err);
/* Adds action number index of attempt as rec holds it, with the game
 * action given (NULL: none, a procedure's step) and the two actions in
 * the words the trainee saw. */
bool store_action_insert(struct store *st, int64_t attempt, size_t index,
			 const struct session_record *rec,
			 const struct game_action *given,
			 const char *expected_text, const char *given_text,
			 struct error *err);
/* Closes attempt as close_as (COMPLETE or IN_PROGRESS: complete;
 * TIMED_OUT; ABANDONED), now, with sum's score, per-skill figures and
 * scoring model. */
bool store_attempt_close(struct store *st, int64_t attempt,
			 enum store_state close_as,
			 const struct session_summary *sum, struct error *err);

/* An unfinished attempt of trainee at the scenario of this hash (the
 * newest), exam or not: *attempt (0 if none) and its action count. */
bool store_find_unfinished(struct store *st, const char *trainee,
			   const char *sha256, bool exam, int64_t *attempt,
			   size_t *actions, struct error *err);
/* Marks an unfinished attempt abandoned (it stays listed as such). */
bool store_abandon(struct store *st, int64_t attempt,
		   struct error *err);

/* Whose verdict an attempt's figures are. */
enum store_verdict {
	STORE_VERDICT_OWN,              /* this computer's (no server) */
	STORE_VERDICT_AWAITING,         /* a server's, not judged yet */
	STORE_VERDICT_JUDGED,           /* a server's, by its judge */
	STORE_VERDICT_UNJUDGEABLE,      /* a server's the judge could not
					   replay (verdict_note says why) */
};

/* One attempt, as listed. */
struct store_attempt {
	int64_t id;
	char trainee[STORE_NAME_MAX];
	char scenario[SCENARIO_ID_MAX];
	char sha256[STORE_SHA256_HEX];
	char profile[RULES_NAME_MAX];
	char kind[16];                  /* drill lesson exam practice */
	bool exam;
	char started[STORE_TIME_MAX], ended[STORE_TIME_MAX]; /* "" open */
	enum store_state state;
	bool scored;                    /* complete: the figures below */
	double score;                   /* 0..100 */
	int pass_mark;
	bool passed, time_exceeded;
	int actions, mistakes;          /* replays left out */
	bool imported;                  /* from a sealed file */
	char sealed[STORE_PATH_MAX];    /* the sealed file; "" none */
	char mac[STORE_SHA256_HEX];     /* the seal's MAC in hex; "" none */
	int attempt_no;                 /* the trainee's Nth attempt at this
					   exam; 0 unknown */
	bool batch;                     /* run from an answers file */
	bool has_seed;                  /* a shoe of its own (exam_shoe.h) */
	int64_t shoe_seed;
	/* Whose verdict score and passed are (store_outcome.h): this
	 * computer's own, or a results server's judge's. */
	enum store_verdict verdict;
	bool claimed_scored;            /* a server's attempt: what the */
	double claimed_score;           /* client claimed when it closed */
	bool claimed_passed;
	bool late;                      /* its answers reached the server
					   after they were given */
	char verdict_note[256];         /* unjudgeable: why */
	char released[STORE_TIME_MAX];  /* an exam released by its
					   supervisor (its key shown); "" not */
};

/* A record's given action read back from its text (actions.given, as
 * the store writes it and a results server keeps it): false when the
 * text is not one. */
bool store_action_decode(const char *text, struct game_action *a);

/* One recorded action. */
struct store_action {
	int index;
	int coup;
	enum skill skill;               /* SKILL__COUNT when unknown */
	char expected_key[STORE_KEY_MAX], given_key[STORE_KEY_MAX];
	bool right, wrong_amount, replay;
	int64_t ms;
	char article[SESSION_ARTICLE_MAX];
	char at[STORE_TIME_MAX];
	bool has_given;                 /* given: the game action done */
	struct game_action given;
	bool has_input;                 /* the choice picked */
	char input_key;
	int64_t input_amount;
	/* The scoring model (store_scoring_flags). */
	bool hint;                      /* done after a hint */
	bool critical;                  /* a critical error */
	/* The actions in words as the trainee saw them ("" when recorded
	 * before the model). */
	char expected_text[STORE_TEXT_MAX], given_text[STORE_TEXT_MAX];
};

struct store_skill {
	enum skill skill;
	int actions, right, weight;
	double accuracy;
	int64_t median_ms;
	int hints;                      /* store_weakest: actions done after
					   a hint (not counted right) */
};

struct store_filter {
	const char *trainee;            /* NULL: any */
	const char *scenario;           /* an id; NULL: any */
	const char *since;              /* started on or after; NULL: any */
	bool exams_only;
};

/* The attempts matching f, oldest first; *out malloc'd (free()).  To
 * go through them in constant memory, store_list_scored.  An attempt's
 * action and mistake counts come from the aggregates (store_agg_sql.h). */
bool store_list(struct store *st, const struct store_filter *f,
		struct store_attempt **out, size_t *n, struct error *err);
/* One attempt; *found false when there is none with that id. */
bool store_get(struct store *st, int64_t id, struct store_attempt *out,
	       bool *found, struct error *err);
/* Its actions in order; *out malloc'd (free()). */
bool store_actions(struct store *st, int64_t id, struct store_action **out,
		   size_t *n, struct error *err);
/* Its per-skill figures (complete attempts), in skill order. */
bool store_skills(struct store *st, int64_t id,
		  struct store_skill out[SKILL__COUNT], size_t *n,
		  struct error *err);
/* Records where the attempt's sealed file is and its MAC. */
bool store_set_sealed(struct store *st, int64_t id, const char *path,
		      const char *mac_hex, struct error *err);

/* The scoring model of an attempt (store_scoring.c; see
 * crupier-scenario(5)): the verdict's reason, the critical errors and
 * hints, and each skill's mark.  known is false for an attempt recorded
 * (or a result sealed) before the model, or one not complete. */
struct store_skill_scoring {
	bool known;
	bool examined, passed;
	int pass_mark, critical, hints;
};

struct store_scoring {
	bool known;
	enum session_fail fail;
	enum skill fail_skill;          /* SKILL__COUNT: none */
	int critical, max_critical;     /* max_critical -1: no limit */
	int hints, free_hints;
	int mistakes;                   /* wrong actions, every skill's */
	struct store_skill_scoring skill[SKILL__COUNT];
};

/* Each attempt matching f with its scoring model and skills (as
 * store_scoring_get and store_skills give them, but for what no listing
 * shows: a skill's accuracy, median_ms and weight, and its scoring's
 * hints, are 0), oldest first, one at a time in constant memory
 * (store_scored_list.c). */
bool store_list_scored(struct store *st, const struct store_filter *f,
		       bool (*each)(void *ctx, const struct store_attempt *a,
				    const struct store_scoring *sc,
				    const struct store_skill *skills,
				    size_t n_skills),
		       void *ctx, struct error *err);
bool store_scoring_get(struct store *st, int64_t id,
		       struct store_scoring *out, struct error *err);
/* The hint and critical flags of actions read by store_actions(). */
bool store_scoring_flags(struct store *st, int64_t id,
			 struct store_action *acts, size_t n,
			 struct error *err);
/* Records sum's scoring figures for a complete attempt (inside the
 * caller's transaction). */
bool store_scoring_save(struct store *st, int64_t id,
			const struct session_summary *sum,
			struct error *err);
/* The verdict in words from what the store holds ("PASSED", "NOT
 * PASSED: Payouts 41% is below its mark of 75%.", "in progress"...). */
void store_scoring_verdict(const struct store_attempt *a,
			   const struct store_skill *skills, size_t n_skills,
			   const struct store_scoring *sc, char *buf,
			   size_t size);

/* Progress of a trainee (store_progress.c, from the aggregates of
 * store_agg_sql.h).  Replays are left out. */
enum store_bucket { STORE_BY_DAY, STORE_BY_ATTEMPT };

struct store_point {
	char label[STORE_TIME_MAX];     /* "2026-03-01" or the attempt's
					   start */
	int64_t attempt;                /* STORE_BY_ATTEMPT */
	enum skill skill;
	int actions, right;
	double accuracy;
	int64_t median_ms;
	int hints;                      /* actions done after a hint (not
					   counted right) */
};

/* Accuracy and median time per skill for each day or attempt, in time
 * order then skill order; *out malloc'd. */
bool store_progress(struct store *st, const char *trainee,
		    enum store_bucket by, struct store_point **out, size_t *n,
		    struct error *err);
/* The points of the per_skill latest attempts of each skill, in the
 * same order as store_progress by attempt (the Progress screen's
 * sparklines: reads no more than that). */
bool store_progress_recent(struct store *st, const char *trainee,
			   int per_skill, struct store_point **out, size_t *n,
			   struct error *err);
/* The trainee's skills with at least min_actions actions, hints counted, weakest
 * (lowest accuracy, then slowest) first; returns how many in *n. */
bool store_weakest(struct store *st, const char *trainee, int min_actions,
		   struct store_skill out[SKILL__COUNT], size_t *n,
		   struct error *err);

/* A situation the trainee got wrong: a coup of a scenario. */
struct store_spot {
	char scenario[SCENARIO_ID_MAX];
	char sha256[STORE_SHA256_HEX];
	int coup;
	int mistakes;                   /* all time */
	int right_since;                /* right answers there since the last
					   mistake */
	char last_mistake[STORE_TIME_MAX];
	char expected_key[STORE_KEY_MAX]; /* of the last mistake */
	char article[SESSION_ARTICLE_MAX];
	enum skill skill;
};

/* The situations got wrong most, for a "weak spots" drill: ordered by
 * mistakes not yet made good (mistakes - right_since), then the latest
 * mistake first; at most max.  *out malloc'd. */
bool store_weak_spots(struct store *st, const char *trainee, size_t max,
		      struct store_spot **out, size_t *n,
		      struct error *err);

#endif
