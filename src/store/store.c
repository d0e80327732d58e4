/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store.c: opening the results database: its place, its pragmas, its
 * schema and the migrations between versions, and the helpers the other
 * store_*.c files share. */
#include "config.h"

#include "store/store.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <time.h>

#include "i18n.h"
#include "base/config_file.h"
#include "base/db_address.h"
#include "base/name_check.h"
#include "scenario/safe_text.h"
#include "store/store_agg_sql.h"
#include "store/store_impl.h"
#include "store/store_member_sql.h"
#include "store/store_sql.h"

/* Each step is applied in one transaction with the user_version it sets.
 * Never edit a step once released: add one. */
const char *const store_migrations[STORE_SCHEMA_VERSION] = {
	/* 0 -> 1: trainees, attempts and their actions. */
	"CREATE TABLE trainees ("
	" id INTEGER PRIMARY KEY,"
	" name TEXT NOT NULL UNIQUE,"
	" created TEXT NOT NULL);"
	"CREATE TABLE attempts ("
	" id INTEGER PRIMARY KEY,"
	" trainee INTEGER NOT NULL REFERENCES trainees(id),"
	" scenario TEXT NOT NULL,"
	" scenario_sha256 TEXT NOT NULL,"
	" profile TEXT NOT NULL,"
	" kind TEXT NOT NULL,"
	" exam INTEGER NOT NULL DEFAULT 0,"
	" started TEXT NOT NULL,"
	" ended TEXT,"
	" status TEXT NOT NULL DEFAULT 'in_progress'"
	"  CHECK (status IN ('in_progress', 'complete', 'abandoned')),"
	" score REAL);"
	"CREATE TABLE actions ("
	" attempt INTEGER NOT NULL REFERENCES attempts(id),"
	" idx INTEGER NOT NULL,"
	" coup INTEGER NOT NULL,"
	" skill TEXT NOT NULL,"
	" expected_key TEXT NOT NULL,"
	" given_key TEXT NOT NULL,"
	" correct INTEGER NOT NULL,"
	" wrong_amount INTEGER NOT NULL,"
	" ms INTEGER NOT NULL,"
	" article TEXT NOT NULL,"
	" replay INTEGER NOT NULL,"
	" PRIMARY KEY (attempt, idx));",
	/* 1 -> 2: what resuming, sealing and importing need, the per-skill
	 * scores, and an index for the trainee's progress. */
	"ALTER TABLE attempts ADD COLUMN pass_mark INTEGER;"
	"ALTER TABLE attempts ADD COLUMN passed INTEGER;"
	"ALTER TABLE attempts ADD COLUMN time_exceeded INTEGER;"
	"ALTER TABLE attempts ADD COLUMN origin TEXT NOT NULL"
	" DEFAULT 'local';"
	"ALTER TABLE attempts ADD COLUMN sealed TEXT;"
	"ALTER TABLE attempts ADD COLUMN mac TEXT;"
	"CREATE UNIQUE INDEX attempts_mac ON attempts(mac);"
	"CREATE INDEX attempts_trainee ON attempts(trainee, scenario_sha256,"
	" status);"
	"ALTER TABLE actions ADD COLUMN given TEXT;"
	"ALTER TABLE actions ADD COLUMN choice_key TEXT;"
	"ALTER TABLE actions ADD COLUMN typed_amount INTEGER;"
	"ALTER TABLE actions ADD COLUMN done_at TEXT;"
	"CREATE TABLE attempt_skills ("
	" attempt INTEGER NOT NULL REFERENCES attempts(id),"
	" skill TEXT NOT NULL,"
	" actions INTEGER NOT NULL,"
	" correct INTEGER NOT NULL,"
	" accuracy REAL NOT NULL,"
	" median_ms INTEGER NOT NULL,"
	" weight INTEGER NOT NULL,"
	" PRIMARY KEY (attempt, skill));",
	/* 2 -> 3: the scoring model (store_scoring.c): the verdict's reason,
	 * critical errors and hints of an attempt; each skill's mark and
	 * whether it was examined and reached; each action's hint and
	 * critical flags.  NULL in attempts recorded before. */
	"ALTER TABLE attempts ADD COLUMN fail_reason TEXT;"
	"ALTER TABLE attempts ADD COLUMN fail_skill TEXT;"
	"ALTER TABLE attempts ADD COLUMN critical INTEGER;"
	"ALTER TABLE attempts ADD COLUMN max_critical INTEGER;"
	"ALTER TABLE attempts ADD COLUMN hints INTEGER;"
	"ALTER TABLE attempts ADD COLUMN free_hints INTEGER;"
	"ALTER TABLE attempt_skills ADD COLUMN examined INTEGER;"
	"ALTER TABLE attempt_skills ADD COLUMN pass_mark INTEGER;"
	"ALTER TABLE attempt_skills ADD COLUMN passed INTEGER;"
	"ALTER TABLE attempt_skills ADD COLUMN critical INTEGER;"
	"ALTER TABLE attempt_skills ADD COLUMN hints INTEGER;"
	"ALTER TABLE actions ADD COLUMN hint INTEGER NOT NULL DEFAULT 0;"
	"ALTER TABLE actions ADD COLUMN critical INTEGER NOT NULL"
	" DEFAULT 0;"
	"ALTER TABLE actions ADD COLUMN expected_text TEXT;"
	"ALTER TABLE actions ADD COLUMN given_text TEXT;",
	/* 3 -> 4 (exams, store_exam.c): the exam's wall clock (epoch ms
	 * of the moment its first step was shown), an attempt closed at
	 * its time limit (status stays 'complete': schema 1's CHECK allows
	 * no other word; store_query reads it as STORE_TIMED_OUT), the
	 * trainee's attempt number at that exam and (as sealed or imported)
	 * his attempt count then, a batch run, the Argon2id
	 * hash of the exam code it was started with (to resume it), and
	 * the seed of its shoe. */
	"ALTER TABLE attempts ADD COLUMN clock_start_ms INTEGER;"
	"ALTER TABLE attempts ADD COLUMN timed_out INTEGER NOT NULL"
	" DEFAULT 0;"
	"ALTER TABLE attempts ADD COLUMN attempt_no INTEGER;"
	"ALTER TABLE attempts ADD COLUMN batch INTEGER NOT NULL DEFAULT 0;"
	"ALTER TABLE attempts ADD COLUMN code_hash TEXT;"
	"ALTER TABLE attempts ADD COLUMN attempt_count INTEGER;"
	"ALTER TABLE attempts ADD COLUMN shoe_seed INTEGER;",
	/* 4 -> 5 (the outbox, store_outbox.c): each attempt's UUID (v4,
	 * random), its name on a results server, given by a trigger to
	 * every attempt inserted whatever inserts it and by this step to
	 * the attempts there already; what the server has of it: the
	 * actions pushed and the status it had when pushed (NULL: never
	 * pushed). */
	"ALTER TABLE attempts ADD COLUMN uuid TEXT;"
	"ALTER TABLE attempts ADD COLUMN pushed_actions INTEGER NOT NULL"
	" DEFAULT 0;"
	"ALTER TABLE attempts ADD COLUMN pushed_state TEXT;"
	"UPDATE attempts SET uuid = " STORE_UUID_SQL ";"
	"CREATE UNIQUE INDEX attempts_uuid ON attempts(uuid);"
	"CREATE TRIGGER attempts_uuid AFTER INSERT ON attempts"
	" WHEN NEW.uuid IS NULL BEGIN"
	" UPDATE attempts SET uuid = " STORE_UUID_SQL " WHERE id = NEW.id;"
	" END;",
	/* 5 -> 6 (classes, class_store.c): sites and their supervisors,
	 * classes with their teacher, their rosters (a trainee's name as
	 * in trainees, and the login bound to it) and the exams assigned
	 * to them with their window and the attempts allowed. */
	"CREATE TABLE sites ("
	" id INTEGER PRIMARY KEY,"
	" name TEXT NOT NULL UNIQUE,"
	" created TEXT NOT NULL);"
	"CREATE TABLE site_supervisors ("
	" site INTEGER NOT NULL REFERENCES sites(id),"
	" login TEXT NOT NULL,"
	" PRIMARY KEY (site, login));"
	"CREATE TABLE classes ("
	" id INTEGER PRIMARY KEY,"
	" name TEXT NOT NULL UNIQUE,"
	" site INTEGER REFERENCES sites(id),"
	" teacher TEXT NOT NULL,"
	" created TEXT NOT NULL);"
	"CREATE TABLE class_members ("
	" class INTEGER NOT NULL REFERENCES classes(id),"
	" trainee TEXT NOT NULL,"
	" login TEXT,"
	" PRIMARY KEY (class, trainee));"
	"CREATE TABLE class_exams ("
	" class INTEGER NOT NULL REFERENCES classes(id),"
	" exam TEXT NOT NULL,"
	" opens TEXT NOT NULL,"
	" closes TEXT NOT NULL,"
	" attempts INTEGER NOT NULL,"
	" PRIMARY KEY (class, exam));",
	/* 6 -> 7 (history, store_agg_sql.h): aggregates per attempt, day
	 * and skill and the weak spots, kept by triggers on actions and
	 * filled here from the actions already recorded. */
	AGG_MIGRATION,
	/* 7 -> 8 (memory): each action's situation cell (cell.h;
	 * NULL for actions recorded before: a cell needs the table as it
	 * was), and the memory of each trainee's cells (memory.h: FSRS-6
	 * stability and difficulty, when it falls due), kept by the
	 * recorder in the action's own transaction.  No other index: each
	 * action's commit writes as few pages as it can (thirty exams write
	 * one file at once). */
	"ALTER TABLE actions ADD COLUMN cell TEXT;"
	"CREATE TABLE cell_memory ("
	" trainee INTEGER NOT NULL REFERENCES trainees(id),"
	" cell TEXT NOT NULL,"
	" skill TEXT NOT NULL,"
	" seen INTEGER NOT NULL,"
	" correct INTEGER NOT NULL,"
	" lapses INTEGER NOT NULL,"
	" stability REAL NOT NULL,"
	" difficulty REAL NOT NULL,"
	" last_seen TEXT NOT NULL,"
	" due TEXT NOT NULL,"
	" PRIMARY KEY (trainee, cell));",
	/* 8 -> 9 (lesson_open.c): the lessons opened to a trainee by
	 * mastering the one before; a lesson once opened never locks
	 * again, whatever his later figures or the profile's targets. */
	"CREATE TABLE lessons_open ("
	" trainee INTEGER NOT NULL REFERENCES trainees(id),"
	" scenario TEXT NOT NULL,"
	" opened TEXT NOT NULL,"
	" PRIMARY KEY (trainee, scenario));",
	/* 9 -> 10 (mastery_scan.c): where the mastery judge stopped
	 * walking a trainee's history, per scenario ('' all) and targets,
	 * so that the next judge reads only the actions added since. */
	"CREATE TABLE mastery_scan ("
	" trainee INTEGER NOT NULL REFERENCES trainees(id),"
	" scenario TEXT NOT NULL,"
	" span INTEGER NOT NULL,"
	" accuracy INTEGER NOT NULL,"
	" targets TEXT NOT NULL,"
	" skill TEXT NOT NULL,"
	" seen INTEGER NOT NULL,"
	" practice_ms INTEGER NOT NULL,"
	" first_at TEXT NOT NULL,"
	" reached INTEGER NOT NULL,"
	" reached_after INTEGER NOT NULL,"
	" reached_practice_ms INTEGER NOT NULL,"
	" reached_at TEXT NOT NULL,"
	" tail TEXT NOT NULL,"
	" last_at TEXT NOT NULL,"
	" last_attempt INTEGER NOT NULL,"
	" last_idx INTEGER NOT NULL,"
	" PRIMARY KEY (trainee, scenario, span, accuracy, targets, skill))"
	" WITHOUT ROWID;",
	/* 10 -> 11 (store_outcome.h): whose verdict an attempt's score and
	 * passed are.  NULL: this computer's own (no results server);
	 * 'awaiting', 'judged' or 'unjudgeable' in a results server's rows
	 * read here, with what the client claimed, whether
	 * the answers reached the server late, and why the judge could not
	 * judge it. */
	"ALTER TABLE attempts ADD COLUMN verdict TEXT;"
	"ALTER TABLE attempts ADD COLUMN claimed_score REAL;"
	"ALTER TABLE attempts ADD COLUMN claimed_passed INTEGER;"
	"ALTER TABLE attempts ADD COLUMN late INTEGER NOT NULL DEFAULT 0;"
	"ALTER TABLE attempts ADD COLUMN verdict_note TEXT;",
	/* 11 -> 12 (store_class.c): a class's members by login, so that
	 * adding a member finds the login's holder by the index, not by
	 * reading the whole class (a roster of 10,000 took 26 s). */
	"CREATE INDEX class_members_login ON class_members (class, login);",
	/* 12 -> 13 (store_sql.h, store_agg_sql.h): the relations the
	 * readers share with a results server.  attempts_shown: an attempt
	 * with the verdict every reader shows (here the table itself; a
	 * server's puts its judge's verdict over what the client claimed).
	 * cell_times: the times of each trainee's actions per situation
	 * cell (ms -> how many, how many right), kept like the other
	 * aggregates, so that heat maps and the memory of cells read a
	 * histogram instead of every action. */
	"CREATE VIEW attempts_shown AS SELECT * FROM attempts;"
	AGG_CELL_MIGRATION,
	/* 13 -> 14 (store_exam.c): when a supervisor released an exam
	 * attempt he reviewed (NULL: not released): only then do the
	 * readers show its trainee the answer key and the explanations. */
	"ALTER TABLE attempts ADD COLUMN released TEXT;",
	/* 14 -> 15 (store_member_sql.h): each trainee's totals and his
	 * skills' counts kept, so that a class report reads a row per
	 * member instead of the class's whole history. */
	MEMBER_MIGRATION,
};

/* What a message about the database names: its file, so that a damaged
 * one is found ("FILE: database disk image is malformed"); what, for a
 * database in memory. */
static const char *db_name(struct store *st, const char *what)
{
	const char *file = sqlite3_db_filename(st->db, "main");

	return file != NULL && file[0] != '\0' ? file : what;
}

bool store_db_fail(struct store *st, struct error *err,
		   const char *what)
{
	int sys = sqlite3_system_errno(st->db);
	int code = sqlite3_errcode(st->db) & 0xff;

	what = db_name(st, what);

	/* "disk I/O error" says little: the system's reason says more
	 * ("No space left on device", "File too large"). */
	if (sys != 0 && (code == SQLITE_IOERR || code == SQLITE_FULL ||
			 code == SQLITE_CANTOPEN))
		error_set(err, "%s: %s (%s)", what, sqlite3_errmsg(st->db),
			   strerror(sys));
	else if (code == SQLITE_IOERR || code == SQLITE_FULL)
		error_set(err, "%s: %s (%s)", what, sqlite3_errmsg(st->db),
			   _("is the disk full?"));
	else
		error_set(err, "%s: %s", what, sqlite3_errmsg(st->db));
	return false;
}

static bool file_only(struct store *st, struct error *err);

static bool exec(struct store *st, const char *sql, struct error *err)
{
	char *msg = NULL;

	if (!file_only(st, err))
		return false;
	if (sqlite3_exec(st->db, sql, NULL, NULL, &msg) == SQLITE_OK)
		return true;
	st->failed_rc = sqlite3_errcode(st->db) & 0xff;
	error_set(err, "%s: %s", db_name(st, _("results database")),
		   msg != NULL ? msg : sqlite3_errmsg(st->db));
	sqlite3_free(msg);
	if ((sqlite3_errcode(st->db) & 0xff) == SQLITE_IOERR ||
	    (sqlite3_errcode(st->db) & 0xff) == SQLITE_FULL) {
		size_t n = strlen(err->message);
		int sys = sqlite3_system_errno(st->db);

		snprintf(err->message + n, sizeof err->message - n, " (%s)",
			 sys != 0 ? strerror(sys) : _("is the disk full?"));
	}
	return false;
}

bool store_begin(struct store *st, struct error *err)
{
	bool ok = exec(st, "BEGIN IMMEDIATE", err);

	store_wait_over(st);
	return ok;
}

bool store_commit(struct store *st, struct error *err)
{
	if (exec(st, "COMMIT", err))
		return true;
	store_rollback(st);
	return false;
}

void store_rollback(struct store *st)
{
	if (st->db != NULL && !sqlite3_get_autocommit(st->db))
		sqlite3_exec(st->db, "ROLLBACK", NULL, NULL, NULL);
}

bool store_step_commit(struct store *st, sqlite3_stmt *q,
		       struct error *err)
{
	int rc = sqlite3_step(q);

	sqlite3_finalize(q);
	if (rc != SQLITE_DONE) {
		store_db_fail(st, err, _("results database"));
		store_rollback(st);
		return false;
	}
	return store_commit(st, err);
}

bool store_attempt_stamp(struct store *st, const char *sql, int64_t attempt,
			 bool *changed, struct error *err)
{
	char now[STORE_TIME_MAX];
	sqlite3_stmt *q;

	if (changed != NULL)
		*changed = false;
	if (!store_begin(st, err))
		return false;
	q = store_prepare(st, sql, err);
	if (q == NULL) {
		store_rollback(st);
		return false;
	}
	store_now(st, now);
	sqlite3_bind_int64(q, 1, attempt);
	store_bind_text(q, 2, now);
	if (!store_step_commit(st, q, err))
		return false;
	/* The UPDATE's count: a COMMIT changes no row, and leaves it. */
	if (changed != NULL)
		*changed = sqlite3_changes(st->db) > 0;
	return true;
}

sqlite3_stmt *store_prepare(struct store *st, const char *sql,
			    struct error *err)
{
	sqlite3_stmt *q = NULL;

	if (!file_only(st, err))
		return NULL;
	if (sqlite3_prepare_v2(st->db, sql, -1, &q, NULL) != SQLITE_OK) {
		store_db_fail(st, err, _("results database"));
		sqlite3_finalize(q);
		return NULL;
	}
	return q;
}

void store_bind_text(sqlite3_stmt *q, int i, const char *text)
{
	if (text == NULL)
		sqlite3_bind_null(q, i);
	else
		sqlite3_bind_text(q, i, text, -1, SQLITE_TRANSIENT);
}

void store_column_text(sqlite3_stmt *q, int i, char *buf, size_t size)
{
	const unsigned char *t = sqlite3_column_text(q, i);
	size_t n = t != NULL ? (size_t)sqlite3_column_bytes(q, i) : 0;

	/* Cut as snprintf would, without its cost (a listing reads
	 * millions of columns). */
	if (size == 0)
		return;
	if (n >= size)
		n = size - 1;
	if (n > 0)
		memcpy(buf, t, n);
	buf[n] = '\0';
}

void store_now(const struct store *st, char out[STORE_TIME_MAX])
{
	time_t t = st->now != NULL ? st->now() : time(NULL);
	struct tm tm;

	if (gmtime_r(&t, &tm) == NULL ||
	    strftime(out, STORE_TIME_MAX, "%Y-%m-%dT%H:%M:%SZ", &tm) == 0)
		snprintf(out, STORE_TIME_MAX, "1970-01-01T00:00:00Z");
}

void store_set_clock(struct store *st, time_t (*now)(void))
{
	st->now = now;
}

const char *store_state_key(enum store_state s)
{
	switch (s) {
	case STORE_IN_PROGRESS: return "in_progress";
	case STORE_COMPLETE: return "complete";
	case STORE_ABANDONED: return "abandoned";
	case STORE_TIMED_OUT: return "timed_out";
	}
	return "in_progress";
}

int64_t store_median(const int64_t *ms, size_t n)
{
	if (n == 0)
		return 0;
	return n % 2 == 1 ? ms[n / 2] : (ms[n / 2 - 1] + ms[n / 2]) / 2;
}

static int time_order(const void *pa, const void *pb)
{
	const struct store_time *a = pa, *b = pb;

	return (a->ms > b->ms) - (a->ms < b->ms);
}

size_t store_times_merge(struct store_time *t, size_t k)
{
	size_t out = 0;

	if (k == 0)
		return 0;
	qsort(t, k, sizeof *t, time_order);
	for (size_t i = 1; i < k; i++) {
		if (t[i].ms == t[out].ms)
			t[out].n += t[i].n;
		else
			t[++out] = t[i];
	}
	return out + 1;
}

/* The time at rank r (0: the shortest) of a merged histogram. */
static int64_t time_at(const struct store_time *t, size_t k, int64_t r)
{
	for (size_t i = 0; i < k; i++) {
		if (r < t[i].n)
			return t[i].ms;
		r -= t[i].n;
	}
	return k > 0 ? t[k - 1].ms : 0;
}

int64_t store_times_median(const struct store_time *t, size_t k)
{
	int64_t n = 0;

	for (size_t i = 0; i < k; i++)
		n += t[i].n;
	if (n == 0)
		return 0;
	return n % 2 == 1 ? time_at(t, k, n / 2)
			  : (time_at(t, k, n / 2 - 1) + time_at(t, k, n / 2))
				    / 2;
}

bool store_default_path(char *out, size_t size, struct error *err)
{
	const char *env = getenv("CRUPIER_DB");
	char dir[STORE_PATH_MAX], line[DIAG_FILE_MAX + DIAG_MESSAGE_MAX + 32];
	struct error own;
	struct config c;
	struct diag d;
	int n;

	if (err == NULL)
		err = &own;
	if (env != NULL && *env != '\0') {
		n = snprintf(out, size, "%s", env);
		if (n >= 0 && (size_t)n < size)
			return true;
		error_set(err, "%s", _("CRUPIER_DB is too long"));
		return false;
	}
	/* The settings' db: (a file, or a school's server).  Settings that
	 * cannot be used stop the command: falling back to the default
	 * would record where the school's server never sees it. */
	if (!config_load(&c, &d)) {
		diag_format(&d, line, sizeof line);
		error_set(err, "%s", line);
		return false;
	}
	if (c.db[0] != '\0') {
		n = snprintf(out, size, "%s", c.db);
		if (n >= 0 && (size_t)n < size)
			return true;
		error_set(err, "%s", _("the settings' db: is too long"));
		return false;
	}
	if (!config_data_dir(dir, sizeof dir) ||
	    (n = snprintf(out, size, "%s/results.db", dir)) < 0 ||
	    (size_t)n >= size) {
		error_set(err, "%s", _("no place for the results database: set"
					" HOME, XDG_DATA_HOME or give --db"));
		return false;
	}
	return true;
}

int store_schema_version(struct store *st)
{
	sqlite3_stmt *q = NULL;
	int v = -1;

	if (st->db != NULL && sqlite3_prepare_v2(st->db, "PRAGMA user_version", -1, &q,
			       NULL) == SQLITE_OK &&
	    sqlite3_step(q) == SQLITE_ROW)
		v = sqlite3_column_int(q, 0);
	sqlite3_finalize(q);
	return v;
}

/* SQLite's progress handler while migrating: tells the watcher. */
static int migrating(void *ctx)
{
	struct store *st = ctx;

	st->watch->migrating(st->watch->ctx, ++st->ticks);
	return 0;
}

static bool migrate_steps(struct store *st, struct error *err);

/* Brings the schema up to date, watched (store_open_watched). */
static bool migrate(struct store *st, struct error *err)
{
	bool ok;

	if (st->watch == NULL || st->watch->migrating == NULL)
		return migrate_steps(st, err);
	sqlite3_progress_handler(st->db, 200000, migrating, st);
	ok = migrate_steps(st, err);
	sqlite3_progress_handler(st->db, 0, NULL, NULL);
	return ok;
}

/* Brings the schema up to date.  Another process may be doing the same:
 * the version is read again inside the write transaction. */
static bool migrate_steps(struct store *st, struct error *err)
{
	char sql[64];
	int v = store_schema_version(st);

	if (v > STORE_SCHEMA_VERSION) {
		error_set(err, _("%s: the results database is of a newer"
				  " version (%d; this crupier knows up to %d)"),
			   db_name(st, _("results database")), v,
			   STORE_SCHEMA_VERSION);
		return false;
	}
	if (v == STORE_SCHEMA_VERSION)
		return true;
	if (!store_begin(st, err))
		return false;
	for (v = store_schema_version(st); v >= 0 && v < STORE_SCHEMA_VERSION;
	     v++) {
		snprintf(sql, sizeof sql, "PRAGMA user_version = %d", v + 1);
		if (!exec(st, store_migrations[v], err) || !exec(st, sql, err)) {
			store_rollback(st);
			return false;
		}
	}
	return store_commit(st, err);
}

/* The database's directory, made (mode 0700) when missing. */
static bool make_parent(const char *path, struct error *err)
{
	char dir[STORE_PATH_MAX];
	char *slash;

	if (snprintf(dir, sizeof dir, "%s", path) >= (int)sizeof dir) {
		error_set(err, _("%s: path too long"), path);
		return false;
	}
	slash = strrchr(dir, '/');
	if (slash == NULL || slash == dir)
		return true;
	*slash = '\0';
	if (!config_make_dirs(dir)) {
		error_set(err, _("cannot create the directory %s: %s"), dir,
			   strerror(errno));
		return false;
	}
	return true;
}

/* SQLite's own files beside the database (the write-ahead log, its
 * index, a rollback journal) are opened read-write and read: one that
 * is a FIFO would be waited on for ever.  Refused unless absent or
 * regular. */
static bool companions_regular(const char *path, struct error *err)
{
	static const char *const suffix[] = { "-wal", "-shm", "-journal" };
	char name[STORE_PATH_MAX + 16];
	struct stat sb;

	if (path[0] == '\0' || strcmp(path, ":memory:") == 0)
		return true;
	for (size_t i = 0; i < sizeof suffix / sizeof suffix[0]; i++) {
		snprintf(name, sizeof name, "%s%s", path, suffix[i]);
		if (lstat(name, &sb) == 0 && !S_ISREG(sb.st_mode)) {
			error_set(err, _("cannot open the results database"
					  " %s: %s"), name,
				   _("not a regular file"));
			return false;
		}
	}
	return true;
}

/* Sets a connection up: WAL, durability, the schema.  When many processes
 * open a new database at once, switching it to WAL or creating the schema
 * needs a lock that SQLite may refuse at once (SQLITE_BUSY without calling
 * the busy handler, to avoid a deadlock), so the set-up is tried again,
 * waiting as the busy handler does (store_busy.c): as long as the busy
 * timeout, or as the front end's store_wait says. */
static bool set_up(struct store *st, struct error *err)
{
	int64_t since = 0;

	for (int tries = 0;; tries++) {
		st->failed_rc = SQLITE_OK;
		if (exec(st, "PRAGMA journal_mode = WAL", err) &&
		    exec(st, "PRAGMA synchronous = FULL", err) &&
		    exec(st, "PRAGMA foreign_keys = ON", err) &&
		    migrate(st, err))
			break;
		if ((st->failed_rc != SQLITE_BUSY && st->failed_rc != SQLITE_LOCKED)
		    || !store_busy_pause(st, &since, tries)) {
			store_wait_over(st);
			return false;
		}
	}
	store_wait_over(st);
	return true;
}

bool store_open(const char *path, struct store **out, struct error *err)
{
	return store_open_watched(path, NULL, out, err);
}

bool store_open_watched(const char *path,
			const struct store_open_watch *watch,
			struct store **out, struct error *err)
{
	struct store *st;
	struct stat sb;
	int fd;

	*out = NULL;
	/* A server's address is no file name: never a folder "postgresql:"
	 * (the front ends send a server's address to server/remote.h). */
	if (db_address_is_server(path)) {
		error_set(err, "%s", db_address_server_built()
			   ? _("a PostgreSQL server was given where a results"
			       " file is needed: give --db a file name")
			   : _("this crupier was built without PostgreSQL"
			       " (configure --without-postgresql): it"
			       " cannot use a results server; give --db a"
			       " file name"));
		return false;
	}
	if (!make_parent(path, err))
		return false;
	st = calloc(1, sizeof *st);
	if (st == NULL) {
		error_set(err, "%s", strerror(errno));
		return false;
	}
	/* A new database is private: made 0600 (under the umask) before
	 * SQLite opens it, which would make it 0644; its journal and WAL
	 * files take the database's permissions. */
	fd = path[0] != '\0' && strcmp(path, ":memory:") != 0
	     ? open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOCTTY,
		    0600)
	     : -1;
	if (fd >= 0)
		close(fd);
	/* A FIFO, a device or a directory is no database: say so rather
	 * than SQLite's "disk I/O error". */
	if (fd < 0 && path[0] != '\0' && strcmp(path, ":memory:") != 0
	    && stat(path, &sb) == 0 && !S_ISREG(sb.st_mode)) {
		error_set(err, _("cannot open the results database %s: %s"),
			   path, S_ISDIR(sb.st_mode)
			   ? _("is a directory, not a file")
			   : _("not a regular file"));
		free(st);
		return false;
	}
	if (!companions_regular(path, err)) {
		free(st);
		return false;
	}
	/* No mutex: a store is used by one thread (simulate's threads
	 * never open one), and a listing of 100,000 attempts reads
	 * millions of columns, each of which would lock and unlock one. */
	if (sqlite3_open_v2(path, &st->db, SQLITE_OPEN_READWRITE |
			    SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX,
			    NULL) != SQLITE_OK) {
		error_set(err, _("cannot open the results database %s: %s"),
			   path, st->db != NULL ? sqlite3_errmsg(st->db)
						: strerror(ENOMEM));
		store_close(st);
		return false;
	}
	store_busy_install(st);
	/* passed and score for queries too (store_outcome.h). */
	if (!store_outcome_install(st->db)) {
		error_set(err, _("cannot open the results database %s: %s"),
			   path, sqlite3_errmsg(st->db));
		store_close(st);
		return false;
	}
	st->watch = watch;
	st->wait = watch != NULL ? watch->wait : NULL;
	sqlite3_extended_result_codes(st->db, 1);
	/* WAL: readers never block the writer; FULL: a commit survives a
	 * power cut, not only a crash. */
	if (!set_up(st, err)) {     /* the message names the file */
		store_close(st);
		return false;
	}
	st->watch = NULL;
	*out = st;
	return true;
}

void store_close(struct store *st)
{
	if (st == NULL)
		return;
	if (st->be != NULL)
		st->be->close(st->be_ctx);
	store_stmts_free(st);
	sqlite3_close(st->db);
	free(st);
}

/* What only a file does (a write, a statement of its own): refused on
 * a results server's store, which is read through store_sql.h. */
static bool file_only(struct store *st, struct error *err)
{
	if (st->db != NULL)
		return true;
	error_set(err, _("%s: only read here"),
		  st->be != NULL ? _(st->be->what) : _("results database"));
	return false;
}

bool store_trainee_id(struct store *st, const char *name, int64_t *id,
		      struct error *err)
{
	char now[STORE_TIME_MAX], buf[160];
	const char *why;
	sqlite3_stmt *q;
	int rc;

	/* The last door: whatever front end typed or read the name. */
	why = name_check_text(name, buf, sizeof buf);
	if (why != NULL) {
		error_set(err, _("the trainee's name '%s' is refused: %s"),
			   safe_text(name), why);
		return false;
	}
	store_now(st, now);
	q = store_prepare(st, "INSERT INTO trainees (name, created)"
			  " VALUES (?1, ?2) ON CONFLICT (name) DO NOTHING",
			  err);
	if (q == NULL)
		return false;
	store_bind_text(q, 1, name);
	store_bind_text(q, 2, now);
	rc = sqlite3_step(q);
	sqlite3_finalize(q);
	if (rc != SQLITE_DONE)
		return store_db_fail(st, err, _("results database"));
	q = store_prepare(st, "SELECT id FROM trainees WHERE name = ?1", err);
	if (q == NULL)
		return false;
	store_bind_text(q, 1, name);
	rc = sqlite3_step(q);
	if (rc == SQLITE_ROW)
		*id = sqlite3_column_int64(q, 0);
	sqlite3_finalize(q);
	if (rc != SQLITE_ROW)
		return store_db_fail(st, err, _("results database"));
	return true;
}
