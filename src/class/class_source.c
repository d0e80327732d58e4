/* SPDX-License-Identifier: GPL-3.0-or-later */
/* class_source.c: which store a run reads its classes from: the hooks
 * a results server's opener installs; see class_source.h. */
#include "config.h"

#include "class/class_source.h"

#include <stddef.h>
#include <stdio.h>

#include "base/account.h"
#include "store/store_copy.h"
#include "store/store_sql.h"

/* The hooks installed, newest first: one per database open on a
 * server, so one in a run of the program. */
static struct class_hook *hooks;

void class_hook_install(struct class_hook *h)
{
	h->next = hooks;
	hooks = h;
}

void class_hook_remove(struct class_hook *h)
{
	for (struct class_hook **p = &hooks; *p != NULL; p = &(*p)->next)
		if (*p == h) {
			*p = h->next;
			h->next = NULL;
			return;
		}
}

struct store *class_source(struct store *st)
{
	struct store *classes = NULL;
	struct error err;

	for (const struct class_hook *h = hooks; h != NULL && st != NULL;
	     h = h->next)
		if (h->local == st) {
			classes = h->classes(h->ctx);
			break;
		}
	if (classes == NULL)
		return st;
	/* The server itself counts every exam attempt: each started there.
	 * Its copy counts those of its time: the local ones are merged in.
	 * A failure leaves the copy's count, the one that matters for an
	 * attempt already pushed. */
	if (store_is_file(classes))
		(void)store_merge_exam_attempts(classes, st, &err);
	return classes;
}

/* The role a server's store is connected as. */
static bool server_role(struct store *st, char *buf, size_t size)
{
	struct store_sql *q;
	struct error err;
	bool ok;

	q = store_sql_prepare(st, "SELECT session_user", &err);
	if (q == NULL)
		return false;
	ok = store_sql_step(q, &err) == STORE_SQL_ROW &&
	     !store_sql_is_null(q, 0);
	if (ok) {
		const char *role = store_sql_str(q, 0);
		int n = snprintf(buf, size, "%s", role != NULL ? role : "");

		ok = n > 0 && (size_t)n < size;
	}
	store_sql_free(q);
	return ok;
}

bool class_login(struct store *st, char *buf, size_t size)
{
	if (size == 0)
		return false;
	buf[0] = '\0';
	/* A server that does not answer names nobody: the account's login
	 * would be somebody else's there. */
	if (st != NULL && !store_is_file(st))
		return server_role(st, buf, size) || (buf[0] = '\0', false);
	for (const struct class_hook *h = hooks; h != NULL && st != NULL;
	     h = h->next)
		if (h->local == st) {
			if (h->login != NULL && h->login(h->ctx, buf, size))
				return true;
			break;
		}
	return account_login(buf, size);
}
