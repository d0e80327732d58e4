/* SPDX-License-Identifier: GPL-3.0-or-later */
/* outbox.c: when to push an attempt to the results server, waiting
 * before trying a server found down again, and telling the trainee once;
 * see outbox.h. */
#include "config.h"

#include "server/outbox.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "i18n.h"

static int64_t monotonic_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

void outbox_init(struct outbox *o, struct store *st, outbox_push_fn push,
		 void *ctx)
{
	memset(o, 0, sizeof *o);
	o->st = st;
	o->push = push;
	o->push_ctx = ctx;
	o->now_ms = monotonic_ms;
	o->wait_ms = OUTBOX_WAIT_MS;
}

void outbox_set_notice(struct outbox *o,
		       void (*notice)(void *ctx, const char *message),
		       void *ctx)
{
	o->notice = notice;
	o->notice_ctx = ctx;
}

void outbox_notice_text(const char *why, bool refused, char *buf,
			size_t size)
{
	if (refused)
		snprintf(buf, size, _("The results server refused this"
				      " session's results (%s): the session"
				      " goes on, kept on this computer; tell"
				      " the teacher."), why);
	else
		snprintf(buf, size, _("The results server cannot be reached"
				      " (%s): the session goes on, kept on"
				      " this computer, and is sent later"
				      " (crupier results sync)."), why);
}

/* libpq's messages run over lines ("...failed: ...\n\tIs the server
 * running...?\n"): the notice and sync's report are one line. */
static void one_line(char *text)
{
	char *w = text;
	bool space = false;

	for (const char *r = text; *r != '\0'; r++) {
		if (*r == '\n' || *r == '\t' || *r == ' ') {
			space = w != text;
			continue;
		}
		if (space)
			*w++ = ' ';
		space = false;
		*w++ = *r;
	}
	*w = '\0';
}

/* The server was found down, or refused the attempt: wait before the
 * next try (a refusal is not going to change from one action to the
 * next either), and say so once (a server that comes back and goes
 * again is not told twice: the trainee knows already). */
static void went_down(struct outbox *o, bool refused)
{
	char msg[sizeof o->why.message + 256];

	o->down = true;
	o->retry_at_ms = o->now_ms() + o->wait_ms;
	o->wait_ms = o->wait_ms * 2 > OUTBOX_WAIT_MAX_MS ? OUTBOX_WAIT_MAX_MS
							 : o->wait_ms * 2;
	if (o->told)
		return;
	o->told = true;
	if (o->notice != NULL) {
		outbox_notice_text(o->why.message, refused, msg,
				   sizeof msg);
		o->notice(o->notice_ctx, msg);
	}
}

void outbox_down(struct outbox *o, const struct error *why)
{
	o->why = *why;
	one_line(o->why.message);
	went_down(o, false);
}

static void came_back(struct outbox *o)
{
	o->down = false;
	o->wait_ms = OUTBOX_WAIT_MS;
}

/* Pushes it as it stands now; *local set when the local database
 * failed. */
static enum outbox_push push_item(struct outbox *o, struct outbox_item *it,
				  bool *local)
{
	enum outbox_push r;

	*local = false;
	r = o->push(o->push_ctx, o->st, it->attempt, &o->why);
	if (r != OUTBOX_PUSHED) {
		one_line(o->why.message);
		return r;
	}
	came_back(o);
	if (!store_outbox_mark(o->st, it, &o->why))
		*local = true;
	return r;
}

bool outbox_after_commit(struct outbox *o, int64_t attempt)
{
	struct outbox_item it;
	bool found, local;

	if (o->down && o->now_ms() < o->retry_at_ms)
		return false;
	/* Read before the push: what is marked pushed is at most what the
	 * push saw. */
	if (!store_outbox_item(o->st, attempt, &it, &found, &o->why))
		return false;
	if (!found || !it.pending)
		return true;
	switch (push_item(o, &it, &local)) {
	case OUTBOX_PUSHED:
		return !local;
	case OUTBOX_DOWN:
		went_down(o, false);
		return false;
	case OUTBOX_REFUSED:
		went_down(o, true);
		return false;
	}
	return false;
}

static void count(struct outbox_tally *t, const struct outbox_item *it)
{
	t->attempts++;
	if (it->actions > it->pushed_actions)
		t->actions += (size_t)(it->actions - it->pushed_actions);
}

bool outbox_flush(struct outbox *o, struct outbox_tally *pushed,
		  struct outbox_tally *left, struct error *err)
{
	struct outbox_item *items;
	size_t n;
	bool down = false, local;

	memset(pushed, 0, sizeof *pushed);
	memset(left, 0, sizeof *left);
	if (!store_outbox_pending(o->st, &items, &n, err))
		return false;
	for (size_t i = 0; i < n; i++) {
		if (down) {
			count(left, &items[i]);
			continue;
		}
		switch (push_item(o, &items[i], &local)) {
		case OUTBOX_PUSHED:
			if (local) {
				*err = o->why;
				free(items);
				return false;
			}
			count(pushed, &items[i]);
			break;
		case OUTBOX_DOWN:
			went_down(o, false);
			down = true;
			count(left, &items[i]);
			break;
		case OUTBOX_REFUSED:
			count(left, &items[i]);
			break;
		}
	}
	free(items);
	return true;
}
