/* SPDX-License-Identifier: GPL-3.0-or-later */
/* session_check.c: a scenario checked by starting it as the trainer
 * does; see session_check.h. */
#include "config.h"

#include "session/session_check.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "session/script.h"
#include "session/session.h"

static bool coups_play(const struct scenario *sc, struct diag *err)
{
	struct script *run = malloc(sizeof *run);
	struct script_key key;
	bool ok;

	if (run == NULL) {
		snprintf(err->file, sizeof err->file, "%s", sc->file);
		snprintf(err->message, sizeof err->message, "%s",
			 _("out of memory"));
		return false;
	}
	memset(&key, 0, sizeof key);
	ok = script_init(run, sc, err) && script_run(run, &key, err);
	script_key_free(&key);
	free(run);
	return ok;
}

bool session_check_scenario(const struct scenario *sc, const char *data_dir,
			    struct diag *err)
{
	/* About 80 KB: not for the stack. */
	struct session *s = malloc(sizeof *s);
	bool ok;

	memset(err, 0, sizeof *err);
	if (s == NULL) {
		snprintf(err->file, sizeof err->file, "%s", sc->file);
		snprintf(err->message, sizeof err->message, "%s",
			 _("out of memory"));
		return false;
	}
	/* The same call the trainer makes: nothing checked here can differ
	 * from what play meets. */
	ok = session_init_scenario(s, sc, data_dir, err);
	session_free(s);
	free(s);
	/* A procedure performed during play sets its shoe up from the
	 * coups but does not play them; `crupier judge` does, so they
	 * must play too. */
	if (ok && sc->procedure == PROCEDURE_DURING_PLAY && sc->n_coups > 0)
		ok = coups_play(sc, err);
	return ok;
}
