/* SPDX-License-Identifier: GPL-3.0-or-later */
/* results_server.c: `crupier results list|show|progress|report` on a
 * results server: the store's readers run their queries there, as the
 * connected role (row-level security), so that the listings are the
 * same code and the same output on both back ends. */
#include "config.h"

#include "cli/results_print.h"

#include <errno.h>
#include <sys/stat.h>

#include "cli/common.h"
#include "cli/exam_code.h"
#include "i18n.h"
#include "base/db_address.h"
#include "server/remote.h"

const char *results_db_given(const char *db)
{
	static char def[STORE_PATH_MAX];

	if (db != NULL)
		return db;
	/* A failure is said by whoever opens the default (exam_store_open,
	 * outbox_db_open). */
	return store_default_path(def, sizeof def, NULL) ? def : NULL;
}

bool results_db_is_server(const char *db)
{
	return db_address_is_server(results_db_given(db));
}

struct store *results_server_read(const char *db)
{
	struct error err;
	struct store *st;

	if (!remote_store_open(results_db_given(db), &st, &err)) {
		cli_error("%s", err.message);
		return NULL;
	}
	return st;
}

struct store *results_open_reading(const char *db, bool may_create,
				   bool create)
{
	const char *path = results_db_given(db);
	struct stat sb;

	if (db_address_is_server(path))
		return results_server_read(db);
	/* A mistyped --db must not make an empty database and show "no
	 * results" as if there were none. */
	if (path != NULL && !create && stat(path, &sb) != 0 &&
	    errno == ENOENT) {
		if (may_create)
			cli_error(_("%s: there is no results database here"
				    " (--create makes a new one)"), path);
		else
			cli_error(_("%s: there is no results database here"),
				  path);
		return NULL;
	}
	return exam_store_open(db);
}
