/* SPDX-License-Identifier: GPL-3.0-or-later */
/* history.c: the trainer's results database; see history.h. */
#include "config.h"

#include "tui/history.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "trainer/class_store.h"
#include "trainer/seal.h"

struct history_rec {
	struct history_rec *next;
	struct store_recorder r;
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

struct store *history_store(struct history *h)
{
	char def[STORE_PATH_MAX];
	struct store_error err;
	const char *path = h->path;

	if (h->tried)
		return h->st;
	h->tried = true;
	if (path[0] == '\0') {
		if (!store_default_path(def, sizeof def)) {
			snprintf(h->error, sizeof h->error, "%s",
				 _("No place for the results database: set"
				   " HOME or XDG_DATA_HOME."));
			return NULL;
		}
		path = def;
	}
	if (!store_open(path, &h->st, &err)) {
		h->st = NULL;
		snprintf(h->error, sizeof h->error, "%s", err.message);
	}
	return h->st;
}

void history_close(struct history *h)
{
	while (h->recs != NULL) {
		struct history_rec *next = h->recs->next;

		free(h->recs);
		h->recs = next;
	}
	store_close(h->st);
	h->st = NULL;
	h->tried = false;
}

const char *history_trainee(const struct settings *st, char *buf,
			    size_t size)
{
	const char *user = getenv("USER");

	if (st != NULL && st->trainee[0] != '\0')
		snprintf(buf, size, "%s", st->trainee);
	else if (user != NULL && user[0] != '\0' &&
		 strlen(user) < STORE_NAME_MAX)
		snprintf(buf, size, "%s", user);
	else
		snprintf(buf, size, "%s", "trainee");
	return buf;
}

const char *history_trainee_in(const struct settings *st, struct store *db,
			       char *buf, size_t size)
{
	const char *user = getenv("USER");
	struct store_error err;
	char bound[STORE_NAME_MAX];

	history_trainee(st, buf, size);
	if ((st == NULL || st->trainee[0] == '\0') && db != NULL &&
	    user != NULL && class_trainee_of(db, user, bound, sizeof bound,
					     &err) && bound[0] != '\0')
		snprintf(buf, size, "%s", bound);
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
	store_recorder_init(&rec->r, db,
			    history_trainee_in(st, db, name, sizeof name),
			    sha, false);
	rec->obs = store_recorder_observer(&rec->r);
	rec->next = h->recs;
	h->recs = rec;
	return rec;
}

const struct session_observer *history_drill_observer(struct history *h,
						      const struct settings *st,
						      const char *path)
{
	char sha[STORE_SHA256_HEX];
	struct store_error err;
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
