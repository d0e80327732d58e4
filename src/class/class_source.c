/* SPDX-License-Identifier: GPL-3.0-or-later */
/* class_source.c: which store a run reads its classes from: the hooks
 * a results server's opener installs; see class_source.h. */
#include "config.h"

#include "class/class_source.h"

#include <stddef.h>

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
