/* SPDX-License-Identifier: GPL-3.0-or-later */
/* history.h: the trainer's results database, shared by its screens.
 *
 * Every drill, lesson, exam and practice session done in the trainer is
 * stored through a recorder (store/store.h) handed to the table or
 * procedure screen as its observer.  The database is opened on first
 * use, so a trainer that only browses the rules never creates it; when
 * it cannot be opened drills go on unrecorded (the screen says why) and
 * exams refuse to start.
 *
 * Drills, lessons and practice are stored under settings->trainee, else
 * the login (base/account.h; with a results server, the role connected
 * there), else the user id: on a school's terminal server each trainee
 * has an account, so his history follows him without being asked; never
 * a made-up name.  A recorder handed out lives until history_close(): the screen
 * it was given to may call it until its very end. */
#ifndef TUI_HISTORY_H
#define TUI_HISTORY_H

#include <stdbool.h>
#include <stddef.h>

#include "exam/exam_attempt.h"
#include "server/outbox_db.h"
#include "store/store.h"
#include "tui/settings.h"

struct history_rec;

struct history {
	char path[STORE_PATH_MAX];      /* "": the default place */
	struct store *st;               /* NULL until opened */
	bool tried;                     /* opened, or failed to */
	char error[800];                /* why it could not be opened */
	struct history_rec *recs;       /* recorders handed out */
	/* A results server as --db: the local database its outbox
	 * (outbox_db.h), and the notice that it cannot be reached, to
	 * show once (history_notice). */
	struct outbox_db db;
	char notice[1024];
	bool notice_new;
	struct exam_server server;      /* history_exam_server */
	/* A write waiting for another trainee's: said on the screen
	 * (store.h's store_wait). */
	struct store_wait wait;
	bool wait_shown;
};

/* path NULL: $CRUPIER_DB, else the default (store_default_path). */
void history_init(struct history *h, const char *path);
/* The database, opened on the first call; NULL with h->error set. */
struct store *history_store(struct history *h);
/* What the trainee's own history is read from (Progress, Heat map): the
 * results server the database is the outbox of, while it can be reached
 * (outbox_db_reader); else the database itself.  NULL with h->error set
 * when the database cannot be opened. */
struct store *history_reader(struct history *h);
/* The notice that the results server cannot be reached, once: true
 * with it in buf the first time it is asked after it came. */
bool history_notice(struct history *h, char *buf, size_t size);
/* Where a new exam attempt starts: the results server the database is
 * the outbox of (exam_attempt.h), or NULL with none. */
const struct exam_server *history_exam_server(struct history *h);
/* Closes the database and frees every recorder. */
void history_close(struct history *h);
/* With a results server, its classes read again (outbox_db_classes_again):
 * the Exam menu shows what was assigned since the trainer started. */
void history_classes_again(struct history *h);

/* The name drills are stored under (see above); never "" . */
const char *history_trainee(const struct settings *st, char *buf,
			    size_t size);

/* The same, but a login bound to a name in a class roster
 * (class_store.h) is stored under that name, and on a results server
 * the login is the role connected there (class_login): a trainee's
 * history is one whatever screen he starts from. */
const char *history_trainee_in(const struct settings *st, struct store *db,
			       char *buf, size_t size);

/* A recorder of a drill or lesson loaded from the file at path (its
 * SHA-256 names the version played), as an observer for
 * table_screen_open_observed(); NULL when the database or the file
 * cannot be read (play then goes on unrecorded). */
const struct session_observer *history_drill_observer(struct history *h,
						      const struct settings *st,
						      const char *path);

/* A recorder of free practice under the settings' profile, for
 * table_screen_open_practice(); NULL when the database cannot be opened.
 * Stored as store.h says of practice (scenario "practice", kind
 * "practice", no file hash).  The attempt is begun by the first action,
 * so a table opened and left at once leaves nothing; and practice has no
 * end but the trainee's leaving, so leaving completes it (scored, with no
 * pass mark).  Only a crash leaves it in progress. */
const struct session_observer *history_practice_observer(struct history *h,
							 const struct settings
								 *st);

#endif
