/* SPDX-License-Identifier: GPL-3.0-or-later */
/* class_gate.c: assigned exams in the Exam menu; see class_gate.h. */
#include "config.h"

#include "tui/class_gate.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "i18n.h"
#include "class/class_source.h"
#include "class/class_store.h"
#include "server/outbox_db.h"
#include "tui/history.h"

void class_gate_init(struct class_gate *g, struct settings *st)
{
	struct error err;
	struct class_info *ci;
	char path[STORE_PATH_MAX];
	char login[STORE_NAME_MAX];
	struct stat sb;
	struct tm tm;
	time_t now;
	size_t n;

	memset(g, 0, sizeof *g);
	if (st == NULL || st->history == NULL)
		return;
	if (st->history->st == NULL) {
		if (st->history->path[0] != '\0')
			snprintf(path, sizeof path, "%s", st->history->path);
		else if (!store_default_path(path, sizeof path, NULL))
			return;
		/* A server: its classes, read through the local outbox. */
		if (!outbox_db_is_server(path) && stat(path, &sb) != 0)
			return;
	}
	g->db = history_store(st->history);
	if (g->db == NULL)
		return;
	/* A server's: read again, for what was assigned since. */
	history_classes_again(st->history);
	/* On a server, the role connected there: its roster line. */
	if (!class_login(g->db, login, sizeof login))
		login[0] = '\0';
	g->db = class_source(g->db);
	if (!class_list(g->db, &ci, &n, &err) || n == 0) {
		if (n == 0)
			free(ci);
		g->db = NULL;
		return;
	}
	free(ci);
	if (login[0] == '\0' ||
	    !class_trainee_of(g->db, login, g->trainee, sizeof g->trainee,
			      &err) || g->trainee[0] == '\0')
		history_trainee(st, g->trainee, sizeof g->trainee);
	now = time(NULL);
	if (gmtime_r(&now, &tm) == NULL ||
	    strftime(g->now, sizeof g->now, "%Y-%m-%dT%H:%M:%SZ", &tm) == 0)
		g->db = NULL;
}

void class_gate_entry(const struct class_gate *g, const char *exam,
		      bool *hide, bool *disabled, char *detail, size_t size)
{
	enum class_exam_status status;
	char closes[STORE_TIME_MAX];
	struct error err;
	int left;

	*hide = *disabled = false;
	detail[0] = '\0';
	if (g->db == NULL ||
	    !class_exam_status(g->db, g->trainee, exam, g->now, &status,
			       &left, closes, &err))
		return;
	switch (status) {
	case CLASS_EXAM_FREE:
		break;
	case CLASS_EXAM_CLOSED:
		*hide = true;
		break;
	case CLASS_EXAM_USED_UP:
		*disabled = true;
		snprintf(detail, size, "%s", _("no attempts left"));
		break;
	case CLASS_EXAM_OPEN:
		/* The date is enough in a column: "until 2026-12-01". */
		snprintf(detail, size, ngettext("until %.10s, %d left",
						"until %.10s, %d left",
						(unsigned long)left),
			 closes, left);
		break;
	}
}
