/* SPDX-License-Identifier: GPL-3.0-or-later */
/* class_server.c: `crupier class` on a results server (--db URI): the
 * writes through class_store_pg.h, the list and the report read there
 * (remote_store) and printed by the same code as from SQLite. */
#include "config.h"

#include "cli/class_print.h"

#include <stdio.h>
#include <string.h>

#include "cli/common.h"
#include "i18n.h"
#include "scenario/safe_text.h"
#include "server/class_store_pg.h"
#include "server/remote.h"

#ifdef HAVE_POSTGRESQL
static int finish(struct remote *r, bool ok, const struct error *err)
{
	remote_close(r);
	return ok ? EXIT_OK : cli_fail(err);
}
#endif

int class_server_run(const char *uri, const struct class_request *q)
{
	struct error err;
	struct remote *r;

	if (!remote_open(uri, &r, &err))
		return cli_fail(&err);
#ifdef HAVE_POSTGRESQL
	if (strcmp(q->cmd, "create") == 0) {
		bool ok = class_pg_create(r, q->args[0], q->site, q->teacher,
					  &err);

		if (ok)
			printf(_("Class %s created.\n"), safe_text(q->args[0]));
		return finish(r, ok, &err);
	}
	if (strcmp(q->cmd, "add") == 0) {
		bool ok = class_pg_add(r, q->args[0], q->args[1], q->login,
				       &err);

		if (ok)
			printf(_("%s added to class %s.\n"),
			       safe_text(q->args[1]), safe_text(q->args[0]));
		return finish(r, ok, &err);
	}
	if (strcmp(q->cmd, "import-roster") == 0) {
		size_t added, kept;
		bool ok = class_pg_import_roster(r, q->args[0], q->args[1],
						 &added, &kept, &err);

		if (ok)
			printf(ngettext("%zu trainee added to class %s (%zu"
					" there already).\n",
					"%zu trainees added to class %s (%zu"
					" there already).\n",
					(unsigned long)added),
			       added, safe_text(q->args[0]), kept);
		return finish(r, ok, &err);
	}
	if (strcmp(q->cmd, "assign") == 0) {
		const struct class_exam_file *x = q->exam_file;
		struct class_pg_exam up = {
			.sha256 = x != NULL ? x->sha256 : NULL,
			.body = x != NULL ? x->body : NULL,
			.len = x != NULL ? x->len : 0,
			.sealed = x != NULL && x->sealed,
			.max_attempts = x != NULL ? x->max_attempts : 0,
		};
		bool ok = class_pg_assign(r, q->args[0], q->args[1], q->opens,
					  q->closes, q->attempts,
					  x != NULL ? &up : NULL, &err);

		if (ok)
			printf(_("Exam %s open to class %s from %s to %s,"
				 " %d attempt(s) each.\n"), safe_text(q->args[1]),
			       safe_text(q->args[0]), q->opens, q->closes,
			       q->attempts);
		return finish(r, ok, &err);
	}
	{
		struct store *st;
		int rc;

		/* Read there, as the connected role. */
		st = remote_store(r, &err);
		if (st == NULL)
			return finish(r, false, &err);
		rc = strcmp(q->cmd, "report") == 0
			? class_print_report(st, q->args[0], q->format)
			: class_print_list(st, q->args[0]);
		store_close(st);
		remote_close(r);
		return rc;
	}
#else
	(void)q;
	remote_close(r);
	return EXIT_ERROR;
#endif
}
