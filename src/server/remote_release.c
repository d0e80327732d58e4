/* SPDX-License-Identifier: GPL-3.0-or-later */
/* remote_release.c: an exam attempt released to its trainee on the
 * results server (crupier results release): the step of the server's
 * schema (9 -> 10) that lets a supervisor do it, and its call.
 *
 * An exam shows nothing of its key until the supervisor has reviewed
 * the attempt and released it (attempts.released, as a results file has
 * it: store_exam.h); the trainee's readers then show the key.  On a
 * server the server decides who may: crupier.attempt_release answers
 * about the login that connected (session_user), never about a role its
 * caller names, and only a supervisor of the attempt's site or the
 * administrator (a superuser, or the role that set the server up and
 * owns its tables and functions) may run it.  Like every function of
 * the schema it runs with search_path crupier, then pg_temp, and names
 * every object with its schema: no temporary table shadows what it
 * reads.  An attempt is released once it is closed and judged (its key
 * as the judge replayed it); its first release is kept. */
#include "config.h"

#include "server/remote.h"
#include "server/remote_schema.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "server/remote_impl.h"

const char remote_step_release[] =
	"SET LOCAL search_path TO crupier, pg_temp;\n"
	/* Who released it: the login, for the record. */
	"ALTER TABLE crupier.attempts ADD COLUMN released_by name;\n"
	/* Refusals: SQLSTATE CR007 with a key word (remote_release.c says
	 * it in the user's language).  An attempt the caller may not
	 * release and one that does not exist are refused alike: nobody
	 * learns of another site's attempts by asking. */
	"CREATE FUNCTION crupier.attempt_release(p_id bigint) RETURNS boolean\n"
	" LANGUAGE plpgsql VOLATILE SECURITY DEFINER\n"
	" SET search_path = crupier, pg_temp AS $$\n"
	" DECLARE a_site text; a_status text; judged boolean;\n"
	"  admin boolean; BEGIN\n"
	" -- The owner of this function (and of the tables) is the\n"
	" -- administrator, current_user here; a superuser may do anything.\n"
	" admin := session_user = current_user OR EXISTS (SELECT 1\n"
	"  FROM pg_catalog.pg_roles r WHERE r.rolname = session_user\n"
	"  AND r.rolsuper);\n"
	" SELECT a.site, a.status INTO a_site, a_status\n"
	"  FROM crupier.attempts a WHERE a.id = p_id FOR UPDATE;\n"
	" IF NOT FOUND OR NOT (admin OR EXISTS (SELECT 1\n"
	"  FROM crupier.site_supervisors x JOIN crupier.sites s\n"
	"  ON s.id = x.site WHERE s.name = a_site\n"
	"  AND x.login = session_user)) THEN\n"
	"  RAISE EXCEPTION USING ERRCODE = 'CR007', MESSAGE = 'not-yours';\n"
	" END IF;\n"
	" IF a_status = 'in_progress' THEN\n"
	"  RAISE EXCEPTION USING ERRCODE = 'CR007', MESSAGE = 'in-progress';\n"
	" END IF;\n"
	" judged := EXISTS (SELECT 1 FROM crupier.verdicts v\n"
	"  WHERE v.attempt = p_id);\n"
	" IF NOT judged THEN\n"
	"  RAISE EXCEPTION USING ERRCODE = 'CR007', MESSAGE = 'awaiting';\n"
	" END IF;\n"
	" UPDATE crupier.attempts a SET released = crupier.now_text(),\n"
	"  released_by = session_user WHERE a.id = p_id\n"
	"  AND a.released IS NULL;\n"
	" RETURN FOUND;\n"
	"END $$;\n"
	"REVOKE ALL ON FUNCTION crupier.attempt_release(bigint) FROM PUBLIC;\n"
	"GRANT EXECUTE ON FUNCTION crupier.attempt_release(bigint)\n"
	" TO crupier_supervisor;\n";

/* A refusal of crupier.attempt_release in words; false when it is not
 * one of them. */
static bool refused(const PGresult *res, int64_t attempt,
		    struct error *err)
{
	const char *state = PQresultErrorField(res, PG_DIAG_SQLSTATE);
	const char *word = PQresultErrorField(res, PG_DIAG_MESSAGE_PRIMARY);

	if (state == NULL)
		return false;
	/* EXECUTE is granted to supervisors alone. */
	if (strcmp(state, "42501") == 0) {
		error_set(err, _("attempt %" PRId64 ": only a supervisor of"
				 " its site releases an attempt, and the"
				 " results server refuses your login"),
			  attempt);
		return true;
	}
	if (strcmp(state, "CR007") != 0 || word == NULL)
		return false;
	if (strcmp(word, "not-yours") == 0)
		error_set(err, _("no attempt %" PRId64 " in the sites you"
				 " supervise: only a supervisor of its site"
				 " releases it"), attempt);
	else if (strcmp(word, "in-progress") == 0)
		error_set(err, _("attempt %" PRId64 " is in progress: it is"
				 " released once it is closed"), attempt);
	else if (strcmp(word, "awaiting") == 0)
		error_set(err, _("attempt %" PRId64 " awaits the results"
				 " server's judge (crupier server judge): it"
				 " is released once judged"), attempt);
	else
		return false;
	return true;
}

bool remote_attempt_release(struct remote *r, int64_t attempt, bool *done,
			    struct error *err)
{
	char id[24];
	const char *p[1] = { id };
	PGresult *res;

	*done = false;
	snprintf(id, sizeof id, "%" PRId64, attempt);
	res = PQexecParams(r->conn, "SELECT crupier.attempt_release("
			   "$1::bigint)", 1, NULL, p, NULL, NULL, 0);
	if (res == NULL)
		return remote_fail(r, err, _("results server"));
	if (PQresultStatus(res) != PGRES_TUPLES_OK || PQntuples(res) != 1) {
		if (!refused(res, attempt, err))
			error_set(err, "%s: %s", _("results server"),
				  PQresultErrorMessage(res));
		PQclear(res);
		remote_one_line(err->message);
		return false;
	}
	*done = strcmp(PQgetvalue(res, 0, 0), "t") == 0;
	PQclear(res);
	return true;
}
