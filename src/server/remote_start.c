/* SPDX-License-Identifier: GPL-3.0-or-later */
/* remote_start.c: an attempt started on the results server, and the
 * names a login may record under (see remote.h).  The server decides:
 * crupier.attempt_start (remote_referee.c) refuses with a code of its own
 * (SQLSTATE CR001-CR003) and a key word, said here in the user's
 * language with the server's details (a window in the site's time zone,
 * the attempts allowed). */
#include "config.h"

#include "server/remote.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "server/remote_impl.h"

/* The names bound to the login, ", "-separated into out. */
static void my_names_text(struct remote *r, char *out, size_t size)
{
	char names[16][STORE_NAME_MAX];
	struct error err;
	size_t n = 0, len = 0;

	out[0] = '\0';
	if (!remote_my_names(r, names, 16, &n, &err))
		return;
	for (size_t i = 0; i < n && len < size; i++) {
		int k = snprintf(out + len, size - len, "%s%s",
				 i > 0 ? ", " : "", names[i]);

		if (k < 0)
			break;
		len += (size_t)k;
	}
}

/* The server's key word of a refusal in words into *err; false when
 * the word is not one of them. */
static bool say_refusal(struct remote *r, const char *word,
			const char *detail, const char *trainee,
			const char *scenario, struct error *err)
{
	char names[512];

	if (strcmp(word, "bound") == 0)
		error_set(err, _("the trainee name '%s' is bound to another"
				  " login in a class roster: the results"
				  " server refuses it to yours"), trainee);
	else if (strcmp(word, "held") == 0)
		error_set(err, _("the trainee name '%s' belongs to another"
				  " login on the results server"), trainee);
	else if (strcmp(word, "not-yours") == 0) {
		my_names_text(r, names, sizeof names);
		error_set(err, _("your login is bound in a class roster to"
				  " %s: record under that name, not '%s'"),
			   names, trainee);
	} else if (strcmp(word, "window") == 0)
		error_set(err, _("The exam %s is not open to %s now: its"
				  " window is %s."), scenario, trainee, detail);
	else if (strcmp(word, "used-up") == 0)
		error_set(err, _("%s has used every attempt his class allows"
				  " at the exam %s (%s)."), trainee, scenario,
			   detail);
	else if (strcmp(word, "max-attempts") == 0)
		error_set(err, _("%s has used the attempts this exam allows"
				  " (max_attempts: %s): no new attempt can"
				  " start"), trainee, detail);
	else if (strcmp(word, "no-name") == 0)
		error_set(err, "%s", _("an attempt needs the trainee's name"));
	else
		return false;
	return true;
}

/* A refusal of crupier.attempt_start (SQLSTATE CR...) in words. */
static bool refused(struct remote *r, const PGresult *res,
		    const char *trainee, const char *scenario,
		    struct error *err)
{
	const char *state = PQresultErrorField(res, PG_DIAG_SQLSTATE);
	const char *word = PQresultErrorField(res, PG_DIAG_MESSAGE_PRIMARY);
	const char *detail = PQresultErrorField(res, PG_DIAG_MESSAGE_DETAIL);

	if (state == NULL || word == NULL || strncmp(state, "CR", 2) != 0)
		return false;
	return say_refusal(r, word, detail != NULL ? detail : "", trainee,
			   scenario, err);
}

bool remote_attempt_start(struct remote *r, const char *key,
			  const char *trainee, const char *scenario,
			  const char *sha256, const char *profile,
			  const char *kind, bool exam, bool batch,
			  const char *client_started, struct remote_start *out,
			  struct error *err)
{
	const char *p[9] = {
		key, trainee, scenario, sha256, profile, kind,
		exam ? "true" : "false", batch ? "true" : "false",
		client_started,
	};
	PGresult *res;

	memset(out, 0, sizeof *out);
	res = PQexecParams(r->conn, "SELECT uuid, attempt_no, shoe_seed,"
			   " class_name, site, status FROM"
			   " crupier.attempt_start($1::uuid, $2, $3, $4, $5,"
			   " $6, $7::boolean, $8::boolean, $9)", 9, NULL, p,
			   NULL, NULL, 0);
	if (res == NULL)
		return remote_fail(r, err, _("results server"));
	if (PQresultStatus(res) != PGRES_TUPLES_OK) {
		if (!refused(r, res, trainee, scenario, err))
			error_set(err, "%s: %s", _("results server"),
				  PQresultErrorMessage(res));
		PQclear(res);
		remote_one_line(err->message);
		return false;
	}
	if (PQntuples(res) != 1) {
		PQclear(res);
		error_set(err, "%s", _("results server: no attempt was"
					" started"));
		return false;
	}
	snprintf(out->uuid, sizeof out->uuid, "%s", PQgetvalue(res, 0, 0));
	out->has_attempt_no = !PQgetisnull(res, 0, 1);
	out->attempt_no = atoi(PQgetvalue(res, 0, 1));
	out->shoe_seed = strtoll(PQgetvalue(res, 0, 2), NULL, 10);
	snprintf(out->class_name, sizeof out->class_name, "%s",
		 PQgetvalue(res, 0, 3));
	snprintf(out->site, sizeof out->site, "%s", PQgetvalue(res, 0, 4));
	out->closed = strcmp(PQgetvalue(res, 0, 5), "in_progress") != 0;
	PQclear(res);
	return true;
}

bool remote_my_names(struct remote *r, char (*names)[STORE_NAME_MAX],
		     size_t max, size_t *n, struct error *err)
{
	PGresult *res = remote_query(r, "SELECT crupier.my_names()", 0, NULL,
				     PGRES_TUPLES_OK, err);

	*n = 0;
	if (res == NULL)
		return false;
	for (int i = 0; i < PQntuples(res) && *n < max; i++)
		snprintf(names[(*n)++], STORE_NAME_MAX, "%s",
			 PQgetvalue(res, i, 0));
	PQclear(res);
	return true;
}

bool remote_name_refusal(struct remote *r, const char *trainee,
			 struct error *err)
{
	const char *p[1] = { trainee };
	PGresult *res = remote_query(r, "SELECT crupier.name_refusal($1)", 1,
				     p, PGRES_TUPLES_OK, err);
	char why[32];

	if (res == NULL)
		return false;
	snprintf(why, sizeof why, "%s", PQgetisnull(res, 0, 0) ? ""
		 : PQgetvalue(res, 0, 0));
	PQclear(res);
	if (why[0] == '\0')
		return true;
	if (!say_refusal(r, why, "", trainee, "", err))
		error_set(err, "%s", why);
	return false;
}
