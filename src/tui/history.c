/* SPDX-License-Identifier: GPL-3.0-or-later */
/* history.c: the trainer's results database; see history.h. */
#include "config.h"

#include "tui/history.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <ncursesw/curses.h>

#include "i18n.h"
#include "base/account.h"
#include "class/class_source.h"
#include "class/class_store.h"
#include "exam/seal.h"
#include "record/recorder.h"
#include "tui/app.h"

struct history_rec {
	struct history_rec *next;
	struct recorder r;
	struct session_observer obs;
	/* Practice: the recorder's own observer, called once the first
	 * action is done (see history_practice_observer). */
	struct session_observer inner;
	bool begun;
};

void history_init(struct history *h, const char *path)
{
	memset(h, 0, sizeof *h);
	if (path != NULL)
		snprintf(h->path, sizeof h->path, "%s", path);
}

/* The outbox's notice, kept for the screen that shows it. */
static void on_notice(void *ctx, const char *message)
{
	struct history *h = ctx;

	snprintf(h->notice, sizeof h->notice, "%s", message);
	h->notice_new = true;
}

/* Bringing an older database up to date (its history's aggregates,
 * once) may take seconds for a long history: a line across the middle
 * of the screen says so and shows it going on rather than standing
 * still; it is blanked when done (the screen under it is drawn again). */
static void migrating(void *ctx, unsigned ticks)
{
	static const char spin[] = "|/-\\";
	bool *shown = ctx;
	char line[256];

	if (stdscr == NULL || isendwin())
		return;
	snprintf(line, sizeof line, "%s %c",
		 _("Updating the results database (once)..."),
		 spin[ticks % 4]);
	mvhline(LINES / 2, 0, ' ', COLS);
	app_draw_text(LINES / 2, 2, COLS - 4, line);
	refresh();
	*shown = true;
}

/* A write waiting for another process's (a classroom sharing one
 * database file): after a few seconds a line across the middle of the
 * screen says so and counts the seconds, so that the trainee knows the
 * program has not stopped; the action is kept once written, and the
 * line is blanked (the screen under it is drawn again).  The trainee
 * waits: his session never ends for another's write. */
static bool waiting(void *ctx, int64_t waited_ms, bool over)
{
	bool *shown = ctx;
	char line[256];

	if (stdscr == NULL || isendwin())
		return true;
	if (over) {
		if (*shown) {
			mvhline(LINES / 2, 0, ' ', COLS);
			clearok(curscr, TRUE);
			*shown = false;
		}
		return true;
	}
	snprintf(line, sizeof line, _("Waiting %lld s for the results"
				      " database: another program is writing"
				      " to it."),
		 (long long)(waited_ms / 1000));
	mvhline(LINES / 2, 0, ' ', COLS);
	app_draw_text(LINES / 2, 2, COLS - 4, line);
	refresh();
	*shown = true;
	return true;
}

struct store *history_store(struct history *h)
{
	bool shown = false;
	const struct store_open_watch watch = { migrating, &shown, &h->wait };
	char def[STORE_PATH_MAX];
	struct error err;
	const char *path = h->path;

	if (h->tried)
		return h->st;
	h->tried = true;
	h->wait.waiting = waiting;
	h->wait.ctx = &h->wait_shown;
	if (path[0] == '\0') {
		if (!store_default_path(def, sizeof def, &err)) {
			snprintf(h->error, sizeof h->error, "%s", err.message);
			return NULL;
		}
		path = def;
	}
	/* A server: the local outbox, pushed there (outbox_db.h). */
	if (!outbox_db_open_watched(path, &watch, &h->db, on_notice, h, &err)) {
		h->st = NULL;
		snprintf(h->error, sizeof h->error, "%s", err.message);
		return NULL;
	}
	if (shown) {
		mvhline(LINES / 2, 0, ' ', COLS);
		clearok(curscr, TRUE);  /* all drawn again at the refresh */
	}
	h->st = h->db.st;
	return h->st;
}

struct store *history_reader(struct history *h)
{
	if (history_store(h) == NULL)
		return NULL;
	return outbox_db_reader(&h->db);
}

bool history_notice(struct history *h, char *buf, size_t size)
{
	if (!h->notice_new)
		return false;
	h->notice_new = false;
	snprintf(buf, size, "%s", h->notice);
	return true;
}

const struct exam_server *history_exam_server(struct history *h)
{
	if (history_store(h) == NULL || h->db.ob == NULL)
		return NULL;
	h->server.start = outbox_db_start;
	h->server.ctx = &h->db;
	return &h->server;
}

void history_close(struct history *h)
{
	while (h->recs != NULL) {
		struct history_rec *next = h->recs->next;

		free(h->recs);
		h->recs = next;
	}
	outbox_db_close(&h->db);
	h->st = NULL;
	h->tried = false;
}

void history_classes_again(struct history *h)
{
	if (h->st != NULL)
		outbox_db_classes_again(&h->db);
}

const char *history_trainee(const struct settings *st, char *buf,
			    size_t size)
{
	char user[STORE_NAME_MAX];

	if (st != NULL && st->trainee[0] != '\0')
		snprintf(buf, size, "%s", st->trainee);
	else if (account_login(user, sizeof user))
		snprintf(buf, size, "%s", user);
	else    /* no account name at all: the user id, which is his */
		snprintf(buf, size, "uid-%lu", (unsigned long)getuid());
	return buf;
}

const char *history_trainee_in(const struct settings *st, struct store *db,
			       char *buf, size_t size)
{
	char user[STORE_NAME_MAX];
	struct error err;
	char bound[STORE_NAME_MAX];

	history_trainee(st, buf, size);
	/* A login a roster binds records under its roster name, whatever
	 * name the settings hold: one trainee, one name, in drills,
	 * practice, exams and Review alike.  On a server, the roster is
	 * the server's and the login the role connected there
	 * (class_source.h). */
	if (db == NULL || !class_login(db, user, sizeof user))
		return buf;
	if (class_trainee_of(class_source(db), user, bound, sizeof bound,
			     &err) && bound[0] != '\0')
		snprintf(buf, size, "%s", bound);
	else if (st == NULL || st->trainee[0] == '\0')
		snprintf(buf, size, "%s", user);
	return buf;
}

/* A recorder for the trainee, of the file with this hash ("" practice),
 * kept until history_close(). */
static struct history_rec *new_rec(struct history *h, struct store *db,
				   const struct settings *st, const char *sha)
{
	char name[STORE_NAME_MAX];
	struct history_rec *rec = calloc(1, sizeof *rec);

	if (rec == NULL)
		return NULL;
	recorder_init(&rec->r, db, h->db.ob,
		      history_trainee_in(st, db, name, sizeof name), sha,
		      false);
	rec->obs = recorder_observer(&rec->r);
	rec->next = h->recs;
	h->recs = rec;
	return rec;
}

const struct session_observer *history_drill_observer(struct history *h,
						      const struct settings *st,
						      const char *path)
{
	char sha[STORE_SHA256_HEX];
	struct error err;
	struct history_rec *rec;
	struct store *db = history_store(h);

	if (db == NULL || !seal_sha256_file(path, sha, &err))
		return NULL;
	rec = new_rec(h, db, st, sha);
	return rec != NULL ? &rec->obs : NULL;
}

static bool practice_started(void *ctx, const struct session *s)
{
	(void)ctx;
	(void)s;
	return true;
}

static bool practice_acted(void *ctx, const struct session *s, size_t index,
			   const struct verdict *v)
{
	struct history_rec *rec = ctx;

	if (!rec->begun) {
		rec->begun = true;
		if (!rec->inner.started(rec->inner.ctx, s))
			return false;
	}
	return rec->inner.acted(rec->inner.ctx, s, index, v);
}

static bool practice_finished(void *ctx, const struct session *s,
			      bool completed)
{
	struct history_rec *rec = ctx;

	(void)completed;
	if (!rec->begun)
		return true;
	return rec->inner.finished(rec->inner.ctx, s, true);
}

const struct session_observer *history_practice_observer(struct history *h,
							 const struct settings
								 *st)
{
	struct history_rec *rec;
	struct store *db = history_store(h);

	if (db == NULL)
		return NULL;
	rec = new_rec(h, db, st, "");
	if (rec == NULL)
		return NULL;
	rec->inner = rec->obs;
	rec->obs.ctx = rec;
	rec->obs.started = practice_started;
	rec->obs.acted = practice_acted;
	rec->obs.finished = practice_finished;
	return &rec->obs;
}
