/* SPDX-License-Identifier: GPL-3.0-or-later */
/* outbox_db.c: opening the database a session records into, and the
 * outbox's pushes through the server's connection (remote.h); see
 * outbox_db.h. */
#include "config.h"

#include "server/outbox_db.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "class/class_source.h"
#include "store/store_copy.h"
#include "base/config_file.h"
#include "base/db_address.h"
#include "server/remote.h"
#include "store/store.h"
#ifdef HAVE_POSTGRESQL
#include <libpq-fe.h>
#endif

struct outbox_remote {
	struct outbox ob;
	char uri[STORE_PATH_MAX];
	/* The server's classes as read at the start of the run, or as
	 * last kept; NULL: none.  The hook hands them to class_source. */
	struct store *classes;
	struct class_hook hook;
#ifdef HAVE_POSTGRESQL
	struct remote *r;               /* NULL until connected */
	/* The server as a store (remote_store_of): the readers of the
	 * run's classes run their queries there while it is connected. */
	struct store *server;
#endif
};

bool outbox_local_path(char *out, size_t size)
{
	const char *env = getenv("CRUPIER_OUTBOX");
	char dir[STORE_PATH_MAX];
	int n;

	if (env != NULL && *env != '\0') {
		n = snprintf(out, size, "%s", env);
		return n >= 0 && (size_t)n < size;
	}
	if (!config_data_dir(dir, sizeof dir))
		return false;
	n = snprintf(out, size, "%s/results.db", dir);
	return n >= 0 && (size_t)n < size;
}

bool outbox_db_is_server(const char *text)
{
	return text != NULL && db_address_is_server(text);
}

#ifdef HAVE_POSTGRESQL
/* The server's notices ("WARNING: terminating connection due to
 * immediate shutdown command") are not the trainee's to read: the
 * outbox says once what matters. */
static void quiet(void *ctx, const char *message)
{
	(void)ctx;
	(void)message;
}

/* Whether the connection still answers: a server shutting down may
 * answer a query with an error before libpq sees the connection close. */
static bool alive(PGconn *c)
{
	PGresult *res;
	bool ok;

	if (PQstatus(c) != CONNECTION_OK)
		return false;
	res = PQexec(c, "SELECT 1");
	ok = PQresultStatus(res) == PGRES_TUPLES_OK;
	PQclear(res);
	return ok && PQstatus(c) == CONNECTION_OK;
}

/* Connects when not connected; a push that fails on a connection gone
 * bad is the server gone (connected again next time), one that fails
 * on a connection that still answers is a refusal of this attempt. */
static enum outbox_push push(void *ctx, struct store *st, int64_t attempt,
			     struct error *err)
{
	struct outbox_remote *x = ctx;

	if (x->r == NULL) {
		if (!remote_open(x->uri, &x->r, err)) {
			x->r = NULL;
			return OUTBOX_DOWN;
		}
		PQsetNoticeProcessor(remote_conn(x->r), quiet, NULL);
	}
	if (remote_push(x->r, st, attempt, err))
		return OUTBOX_PUSHED;
	if (!alive(remote_conn(x->r))) {
		remote_close(x->r);
		x->r = NULL;
		return OUTBOX_DOWN;
	}
	return OUTBOX_REFUSED;
}

/* The copy of the classes kept beside the outbox could not be written or
 * read: said (the message names the file), and the run goes on without
 * it. */
static void kept_notice(struct outbox *o, const struct error *err)
{
	if (o->notice != NULL)
		o->notice(o->notice_ctx, err->message);
}

/* Connects unless connected, or found down less than the outbox's wait
 * ago: a server found down is told once (outbox_down), as a push
 * finding it down is. */
static void connect_now(struct outbox_db *d)
{
	struct outbox_remote *x = d->remote;
	struct outbox *o = d->ob;
	struct error err;

	if (x->r != NULL || (o->down && o->now_ms() < o->retry_at_ms))
		return;
	if (remote_open(x->uri, &x->r, &err))
		PQsetNoticeProcessor(remote_conn(x->r), quiet, NULL);
	else {
		x->r = NULL;
		outbox_down(o, &err);
	}
}

/* The server's classes for this run (class_source.h), for when it
 * cannot be reached: what the trainee may see of them copied now and
 * kept beside the outbox, or, the server down, as read before in this
 * run or kept last time.  A server found down here is told once, as a
 * push finding it down is, and not tried again before the outbox's
 * wait. */
static void read_classes(struct outbox_db *d)
{
	struct outbox_remote *x = d->remote;
	struct outbox *o = d->ob;
	char kept[STORE_PATH_MAX + sizeof CLASS_SOURCE_SUFFIX];
	struct store *fresh = NULL;
	struct error err;

	snprintf(kept, sizeof kept, "%s%s", d->path, CLASS_SOURCE_SUFFIX);
	connect_now(d);
	if (x->r != NULL && !store_copy_classes(x->server, &fresh, &err)) {
		fresh = NULL;
		if (!alive(remote_conn(x->r))) {
			remote_close(x->r);
			x->r = NULL;
			outbox_down(o, &err);
		}
	}
	if (fresh != NULL) {
		/* Not kept: the next run offline knows less, no more; but
		 * the trainee hears why (a FIFO or a link there, a full
		 * disk). */
		if (!store_copy_save(fresh, kept, &err))
			kept_notice(o, &err);
		if (x->classes == NULL) {
			x->classes = fresh;
			return;
		}
		/* In place: what the screens hold reads the new rows. */
		(void)store_copy_replace(x->classes, fresh, &err);
		store_close(fresh);
		return;
	}
	if (x->classes == NULL && !store_copy_load(kept, &x->classes, &err)) {
		x->classes = NULL;
		kept_notice(o, &err);
	}
}

/* The hook's answer (class_source.h): the server itself while it is
 * connected, its queries run there; else the copy. */
static struct store *server_classes(void *ctx)
{
	struct outbox_remote *x = ctx;

	return x->r != NULL ? x->server : x->classes;
}

/* The role the server knows this run by (class_source.h): the
 * connection's; not connected, the one libpq would connect as (the
 * address's user, else $PGUSER, else the account libpq names), which
 * is what the server would call it. */
static bool server_login(void *ctx, char *buf, size_t size)
{
	struct outbox_remote *x = ctx;
	PQconninfoOption *opts, *defs = NULL;
	const char *user = NULL;
	int n;

	if (x->r != NULL)
		user = PQuser(remote_conn(x->r));
	opts = user == NULL ? PQconninfoParse(x->uri, NULL) : NULL;
	for (PQconninfoOption *o = opts; o != NULL && o->keyword != NULL; o++)
		if (strcmp(o->keyword, "user") == 0 && o->val != NULL &&
		    o->val[0] != '\0')
			user = o->val;
	if (user == NULL) {
		defs = PQconndefaults();
		for (PQconninfoOption *o = defs; o != NULL && o->keyword != NULL;
		     o++)
			if (strcmp(o->keyword, "user") == 0 && o->val != NULL &&
			    o->val[0] != '\0')
				user = o->val;
	}
	n = user != NULL ? snprintf(buf, size, "%s", user) : -1;
	PQconninfoFree(opts);
	PQconninfoFree(defs);
	return n > 0 && (size_t)n < size;
}
#endif

bool outbox_db_open(const char *db, struct outbox_db *d,
		    void (*notice)(void *ctx, const char *message),
		    void *notice_ctx, struct error *err)
{
	return outbox_db_open_watched(db, NULL, d, notice, notice_ctx, err);
}

bool outbox_db_open_watched(const char *db,
			    const struct store_open_watch *watch,
			    struct outbox_db *d,
			    void (*notice)(void *ctx, const char *message),
			    void *notice_ctx, struct error *err)
{
	char def[STORE_PATH_MAX];

	memset(d, 0, sizeof *d);
	if (db == NULL) {
		if (!store_default_path(def, sizeof def, err))
			return false;
		db = def;
	}
	if (!outbox_db_is_server(db)) {
		snprintf(d->path, sizeof d->path, "%s", db);
		return store_open_watched(db, watch, &d->st, err);
	}
#ifdef HAVE_POSTGRESQL
	if (!outbox_local_path(d->path, sizeof d->path)) {
		error_set(err, "%s", _("no place for the local results"
					" database: set HOME, XDG_DATA_HOME or"
					" CRUPIER_OUTBOX"));
		return false;
	}
	d->remote = calloc(1, sizeof *d->remote);
	if (d->remote == NULL) {
		error_set(err, "%s", strerror(ENOMEM));
		return false;
	}
	/* An address is taken whole or not at all: cut, it would name
	 * another server or database. */
	if (strlen(db) >= sizeof d->remote->uri) {
		free(d->remote);
		d->remote = NULL;
		error_set(err, _("the results server's address is too long"
				  " (%zu bytes; at most %zu)"), strlen(db),
			  sizeof d->remote->uri - 1);
		return false;
	}
	snprintf(d->remote->uri, sizeof d->remote->uri, "%s", db);
	if (!store_open_watched(d->path, watch, &d->st, err)) {
		free(d->remote);
		d->remote = NULL;
		return false;
	}
	d->remote->server = remote_store_of(&d->remote->r, err);
	if (d->remote->server == NULL) {
		store_close(d->st);
		d->st = NULL;
		free(d->remote);
		d->remote = NULL;
		return false;
	}
	d->ob = &d->remote->ob;
	outbox_init(d->ob, d->st, push, d->remote);
	outbox_set_notice(d->ob, notice, notice_ctx);
	d->remote->hook.local = d->st;
	d->remote->hook.classes = server_classes;
	d->remote->hook.login = server_login;
	d->remote->hook.ctx = d->remote;
	class_hook_install(&d->remote->hook);
	/* What an earlier run left (the server was down, or the program
	 * was killed between a commit and its push). */
	if (!outbox_flush(d->ob, &d->pushed, &d->left, err)) {
		outbox_db_close(d);
		return false;
	}
	read_classes(d);
	d->classes_fresh = true;
	return true;
#else
	(void)notice;
	(void)notice_ctx;
	/* remote_open says why in the user's words. */
	return remote_open(db, &(struct remote *){ NULL }, err);
#endif
}

struct store *outbox_db_reader(struct outbox_db *d)
{
#ifdef HAVE_POSTGRESQL
	struct outbox_remote *x = d->remote;

	if (d->ob == NULL || x == NULL)
		return d->st;
	connect_now(d);
	if (x->r != NULL && !alive(remote_conn(x->r))) {
		struct error err;

		error_set(&err, "%s", _("the results server cannot be"
					" reached"));
		remote_close(x->r);
		x->r = NULL;
		outbox_down(d->ob, &err);
	}
	if (x->r != NULL)
		return x->server;
#endif
	return d->st;
}

void outbox_db_classes_again(struct outbox_db *d)
{
	if (d->ob == NULL || d->remote == NULL)
		return;
	if (d->classes_fresh) {
		d->classes_fresh = false;
		return;
	}
#ifdef HAVE_POSTGRESQL
	read_classes(d);
#endif
}

bool outbox_db_start(void *ctx, const char *key, const char *trainee,
		     const char *scenario, const char *sha256,
		     const char *profile, bool batch, struct remote_start *out,
		     struct error *err)
{
	struct outbox_db *d = ctx;
#ifdef HAVE_POSTGRESQL
	struct outbox_remote *x = d->remote;
	struct error why;
	char now[STORE_TIME_MAX];

	if (x == NULL) {
		error_set(err, "%s", _("no results server to start the exam"
					" on"));
		return false;
	}
	if (x->r == NULL || !alive(remote_conn(x->r))) {
		remote_close(x->r);
		x->r = NULL;
		if (!remote_open(x->uri, &x->r, &why)) {
			x->r = NULL;
			outbox_down(d->ob, &why);
			error_set(err, _("the results server cannot be reached"
					  " (%s): an exam on a results server"
					  " starts there, and cannot start"
					  " without it; try again when it"
					  " answers"), why.message);
			return false;
		}
		PQsetNoticeProcessor(remote_conn(x->r), quiet, NULL);
	}
	store_now(d->st, now);
	return remote_attempt_start(x->r, key, trainee, scenario, sha256,
				    profile, "exam", true, batch, now, out,
				    err);
#else
	(void)d;
	(void)key;
	(void)trainee;
	(void)scenario;
	(void)sha256;
	(void)profile;
	(void)batch;
	memset(out, 0, sizeof *out);
	return remote_open("", &(struct remote *){ NULL }, err);
#endif
}

bool outbox_db_verify(struct outbox_db *d, size_t *checked,
		      void (*differs)(void *ctx, int64_t attempt), void *ctx,
		      struct error *err)
{
	*checked = 0;
#ifdef HAVE_POSTGRESQL
	struct outbox_remote *x = d->remote;
	int64_t *ids;
	size_t n;
	bool ok = true;

	if (x == NULL || (x->r == NULL && !remote_open(x->uri, &x->r, err))) {
		if (x != NULL)
			x->r = NULL;
		else
			error_set(err, "%s", _("no results server"));
		return false;
	}
	if (!store_outbox_pushed(d->st, &ids, &n, err))
		return false;
	for (size_t i = 0; ok && i < n; i++) {
		bool same;

		ok = remote_attempt_same(x->r, d->st, ids[i], &same, err);
		if (ok && !same)
			differs(ctx, ids[i]);
		if (ok)
			(*checked)++;
	}
	free(ids);
	return ok;
#else
	(void)d;
	(void)differs;
	(void)ctx;
	return remote_open("", &(struct remote *){ NULL }, err);
#endif
}

void outbox_db_close(struct outbox_db *d)
{
	struct outbox_tally pushed, left;
	struct error err;

	/* What changed without a recorder's commit (an attempt abandoned
	 * by a restart) or after the last push, unless the server was
	 * found down: then the next run or `results sync` pushes it. */
	if (d->ob != NULL && !d->ob->down)
		outbox_flush(d->ob, &pushed, &left, &err);
	if (d->remote != NULL) {
		class_hook_remove(&d->remote->hook);
		store_close(d->remote->classes);
		d->remote->classes = NULL;
	}
	store_close(d->st);
	d->st = NULL;
#ifdef HAVE_POSTGRESQL
	if (d->remote != NULL) {
		store_close(d->remote->server);
		remote_close(d->remote->r);
	}
#endif
	free(d->remote);
	d->remote = NULL;
	d->ob = NULL;
}
