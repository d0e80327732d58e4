/* SPDX-License-Identifier: GPL-3.0-or-later */
/* remote_none.c: remote.h in a build without libpq (configure
 * --without-postgresql): every connection is refused with a message that
 * says why, rather than a PostgreSQL address taken for a file name. */
#include "config.h"

#include "server/remote.h"
#include "server/remote_schema.h"

#include <stddef.h>
#include <string.h>

#include "i18n.h"
#include "store/store.h"

static bool refuse(struct error *err)
{
	error_set(err, "%s", _("this crupier was built without PostgreSQL"
				" (configure --without-postgresql): it"
				" cannot use a results server; give --db a"
				" file name"));
	return false;
}

bool remote_connect(const char *uri, struct remote **out,
		    struct error *err)
{
	(void)uri;
	*out = NULL;
	return refuse(err);
}

bool remote_open(const char *uri, struct remote **out,
		 struct error *err)
{
	return remote_connect(uri, out, err);
}

void remote_close(struct remote *r)
{
	(void)r;
}

PGconn *remote_conn(struct remote *r)
{
	(void)r;
	return NULL;
}

bool remote_push(struct remote *r, struct store *st, int64_t attempt,
		 struct error *err)
{
	(void)r;
	(void)st;
	(void)attempt;
	return refuse(err);
}

bool remote_schema_version(struct remote *r, int *version,
			   struct error *err)
{
	(void)r;
	*version = 0;
	return refuse(err);
}

bool remote_schema_init(struct remote *r, int *from, struct error *err)
{
	(void)r;
	*from = 0;
	return refuse(err);
}

bool remote_grant(struct remote *r, const char *login, enum remote_role role,
		  const char *site, const char *tz, struct error *err)
{
	(void)r;
	(void)login;
	(void)role;
	(void)site;
	(void)tz;
	return refuse(err);
}

bool remote_store_open(const char *uri, struct store **out,
		       struct error *err)
{
	(void)uri;
	*out = NULL;
	return refuse(err);
}

struct store *remote_store(struct remote *r, struct error *err)
{
	(void)r;
	refuse(err);
	return NULL;
}

struct store *remote_store_of(struct remote **rp, struct error *err)
{
	(void)rp;
	refuse(err);
	return NULL;
}

bool remote_attempt_start(struct remote *r, const char *key,
			  const char *trainee, const char *scenario,
			  const char *sha256, const char *profile,
			  const char *kind, bool exam, bool batch,
			  const char *client_started, struct remote_start *out,
			  struct error *err)
{
	(void)r;
	(void)key;
	(void)trainee;
	(void)scenario;
	(void)sha256;
	(void)profile;
	(void)kind;
	(void)exam;
	(void)batch;
	(void)client_started;
	memset(out, 0, sizeof *out);
	return refuse(err);
}

bool remote_my_names(struct remote *r, char (*names)[STORE_NAME_MAX],
		     size_t max, size_t *n, struct error *err)
{
	(void)r;
	(void)names;
	(void)max;
	*n = 0;
	return refuse(err);
}

bool remote_name_refusal(struct remote *r, const char *trainee,
			 struct error *err)
{
	(void)r;
	(void)trainee;
	return refuse(err);
}

bool remote_attempt_same(struct remote *r, struct store *st, int64_t attempt,
			 bool *same, struct error *err)
{
	(void)r;
	(void)st;
	(void)attempt;
	*same = false;
	return refuse(err);
}

bool remote_attempt_release(struct remote *r, int64_t attempt, bool *done,
			    struct error *err)
{
	(void)r;
	(void)attempt;
	*done = false;
	return refuse(err);
}
