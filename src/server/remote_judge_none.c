/* SPDX-License-Identifier: GPL-3.0-or-later */
/* remote_judge_none.c: remote_judge.h in a build without libpq
 * (configure --without-postgresql): no connection is ever opened there
 * (remote_none.c refuses it), so nothing here is reached but to say so. */
#include "config.h"

#include "server/remote_judge.h"

#include <stdlib.h>
#include <string.h>

#include "i18n.h"

static bool refuse(struct error *err)
{
	error_set(err, "%s", _("this crupier was built without PostgreSQL"
				" (configure --without-postgresql): it"
				" cannot use a results server; give --db a"
				" file name"));
	return false;
}

void remote_work_free(struct remote_work *w)
{
	free(w->answers);
	free(w->exam_body);
	memset(w, 0, sizeof *w);
}

bool remote_judge_may(struct remote *r, bool *may, char *login, size_t size,
		      struct error *err)
{
	(void)r;
	*may = false;
	if (size > 0)
		login[0] = '\0';
	return refuse(err);
}

bool remote_judge_listen(struct remote *r, struct error *err)
{
	(void)r;
	return refuse(err);
}

int remote_judge_wait(struct remote *r, int timeout_ms,
		      volatile sig_atomic_t *stop, struct error *err)
{
	(void)r;
	(void)timeout_ms;
	(void)stop;
	refuse(err);
	return -1;
}

bool remote_judge_take(struct remote *r, struct remote_work *w, bool *found,
		       struct error *err)
{
	(void)r;
	memset(w, 0, sizeof *w);
	*found = false;
	return refuse(err);
}

bool remote_judge_take_id(struct remote *r, int64_t id,
			  struct remote_work *w, bool *found,
			  struct error *err)
{
	(void)id;
	return remote_judge_take(r, w, found, err);
}

bool remote_judge_write(struct remote *r, const struct remote_work *w,
			const struct remote_verdict *v,
			const struct remote_judged *acts, size_t n,
			bool *written, struct error *err)
{
	(void)r;
	(void)w;
	(void)v;
	(void)acts;
	(void)n;
	*written = false;
	return refuse(err);
}

void remote_judge_release(struct remote *r)
{
	(void)r;
}
