/* SPDX-License-Identifier: GPL-3.0-or-later */
/* results_sync.c: `crupier results sync`: pushes what the trainee's
 * local database holds that the results server lacks (the outbox,
 * server/outbox_db.h), says how much went and how much is left, and
 * exits 0 only when everything is on the server. */
#include "config.h"

#include "cli/results_sync.h"

#include <stdio.h>
#include <stdlib.h>

#include "cli/common.h"
#include "i18n.h"
#include "scenario/safe_text.h"
#include "server/outbox_db.h"

/* An attempt the server holds otherwise than this computer: said. */
static void differs(void *ctx, int64_t attempt)
{
	size_t *n = ctx;

	(*n)++;
	cli_error(_("attempt %lld: the server holds other answers than this"
		    " computer (changed here after they were sent): the"
		    " server keeps what it received"), (long long)attempt);
}

int results_sync(const char *db)
{
	char def[STORE_PATH_MAX];
	struct error err;
	struct outbox_db d;
	int rc;

	if (db == NULL) {
		if (!store_default_path(def, sizeof def, &err)) {
			cli_error("%s", err.message);
			return EXIT_ERROR;
		}
		db = def;
	}
	if (db == NULL || !outbox_db_is_server(db))
		return cli_usage_error("results", "%s",
			_("sync: the results go to no server: give --db (or"
			  " CRUPIER_DB) a PostgreSQL URI"));
	/* Opening pushes the outbox (outbox_db_open): no notice, the
	 * figures below say it all. */
	if (!outbox_db_open(db, &d, NULL, NULL, &err))
		return cli_fail(&err);
	printf(ngettext("Pushed %zu attempt (%zu actions) to the server.\n",
			"Pushed %zu attempts (%zu actions) to the server.\n",
			(unsigned long)d.pushed.attempts),
	       d.pushed.attempts, d.pushed.actions);
	if (d.left.attempts == 0) {
		size_t checked, other = 0;

		/* "Everything" only when the server holds each attempt as it
		 * is here. */
		if (!outbox_db_verify(&d, &checked, differs, &other, &err)) {
			cli_error("%s", err.message);
			rc = EXIT_ERROR;
		} else if (other > 0) {
			printf(ngettext("%zu attempt differs on the server from"
					" this computer.\n",
					"%zu attempts differ on the server from"
					" this computer.\n",
					(unsigned long)other), other);
			rc = EXIT_ERROR;
		} else {
			printf("%s\n", _("Everything is on the server."));
			rc = EXIT_OK;
		}
	} else {
		printf(ngettext("Left to push: %zu attempt (%zu actions),"
				" kept in %s.\n",
				"Left to push: %zu attempts (%zu actions),"
				" kept in %s.\n",
				(unsigned long)d.left.attempts),
		       d.left.attempts, d.left.actions, safe_text(d.path));
		cli_error("%s", d.ob->why.message);
		rc = EXIT_ERROR;
	}
	outbox_db_close(&d);
	return rc;
}
