/* SPDX-License-Identifier: GPL-3.0-or-later */
/* roster_pick.c: the roster to pick a name from; see roster_pick.h. */
#include "config.h"

#include "tui/roster_pick.h"

#include <stdlib.h>
#include <string.h>

#include "class/class_source.h"
#include "class/class_store.h"

bool roster_pick_fill(struct list *l, struct store *st)
{
	char login[STORE_NAME_MAX];
	struct class_member *m;
	struct error err;
	size_t n;
	bool ok = true;

	list_clear(l);
	/* On a server, the role connected there is the one bound. */
	if (st == NULL || !class_login(st, login, sizeof login))
		login[0] = '\0';
	if (st == NULL ||
	    !class_roster_for(class_source(st), login, &m, &n, &err))
		return false;
	for (size_t i = 0; i < n && ok; i++)
		ok = list_add(l, m[i].trainee, m[i].class_name, (int)i, false);
	/* The name bound to this login first. */
	for (size_t i = 0; ok && login[0] != '\0' && i < n; i++)
		if (strcmp(m[i].login, login) == 0)
			list_select_tag(l, (int)i);
	free(m);
	return ok && n > 0;
}
