/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tui_main.c: the trainer's entry point; see tui_main.h. */
#include "config.h"

#include "tui/tui_main.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "i18n.h"
#include "scenario/safe_text.h"
#include "scenario/scenario_load.h"
#include "session/session_check.h"
#include "tui/app.h"
#include "tui/class_screen.h"
#include "class/class_store.h"
#include "server/class_store_pg.h"
#include "server/remote.h"
#include "exam/exam_file.h"
#include "exam/exam_shoe.h"
#include "base/db_address.h"
#include "base/paths.h"
#include "base/program_error.h"
#include "tui/exam_screen.h"
#include "tui/history.h"
#include "tui/menu.h"
#include "tui/settings.h"
#include "tui/settings_file.h"
#include "tui/table_screen.h"

/* Loads the scenario named on the command line; prints every error with
 * its place and returns NULL when it does not load or cannot be played. */
static struct scenario *load_scenario(const char *path)
{
	char rules_dir[4200], line[DIAG_FILE_MAX + DIAG_MESSAGE_MAX + 32];
	struct diag_list errs;
	struct diag err;
	struct scenario *sc = malloc(sizeof *sc);

	if (sc == NULL) {
		program_error("%s", _("out of memory"));
		return NULL;
	}
	if (paths_rules_dir(rules_dir, sizeof rules_dir) != 0)
		rules_dir[0] = '\0';
	diag_list_init(&errs);
	if (!scenario_load(path, rules_dir, sc, &errs)) {
		diag_list_sort(&errs);
		for (size_t i = 0; i < errs.count; i++) {
			diag_format(&errs.items[i], line, sizeof line);
			fprintf(stderr, "%s\n", line);
		}
		diag_list_free(&errs);
		free(sc);
		return NULL;
	}
	diag_list_free(&errs);
	/* What the table does before play, done before the terminal is
	 * taken: a scenario that cannot be played says why and the program
	 * ends with status 1, as `crupier check` would, with a shoe an exam
	 * naming situations can deal (its attempt then deals its own). */
	if (!exam_shoe_first(sc, &err) ||
	    !session_check_scenario(sc, paths_data_dir(), &err)) {
		diag_format(&err, line, sizeof line);
		fprintf(stderr, "%s\n", line);
		program_error("%s", _("The scenario cannot be played"));
		free(sc);
		return NULL;
	}
	return sc;
}

/* The settings from their files.  Settings that cannot be used stop
 * the trainer, told on stderr before the terminal is taken: the defaults
 * in their place would record the trainee's work where the school's
 * server never sees it. */
static bool load_settings(struct settings *st)
{
	char line[DIAG_FILE_MAX + DIAG_MESSAGE_MAX + 32];
	struct diag err;

	settings_init(st);
	if (!settings_load(st, &err)) {
		diag_format(&err, line, sizeof line);
		fprintf(stderr, "%s\n", line);
		program_error("%s", _("the settings cannot be used: correct"
				      " the file (or move it away for the"
				      " defaults)"));
		return false;
	}
	if (!st->lang_auto)
		settings_apply_language(st);
	return true;
}

/* What both ways in do before their first screen: a terminal, the
 * settings, the results database (db; NULL: $CRUPIER_DB or the default)
 * and an app with no screen yet.  False, having said why, without a
 * terminal or with settings that cannot be used. */
static bool start(struct settings *st, struct history *hist, const char *db,
		  struct term_prefs *prefs, struct app *app)
{
	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
		program_error("%s", _("the trainer needs a terminal"));
		return false;
	}
	if (!load_settings(st))
		return false;
	history_init(hist, db);
	st->history = hist;
	settings_term_prefs(st, prefs);
	memset(app, 0, sizeof *app);
	app->data = st;
	return true;
}

int tui_main(int argc, char **argv)
{
	struct settings st;
	struct term_prefs prefs;
	struct history hist;
	struct app app;
	struct scenario *sc = NULL;
	int rc;

	if (argc > 2) {
		program_error(_("too many arguments: give one scenario file at most"));
		fprintf(stderr, _("Try 'crupier --help' for more information.\n"));
		return 2; /* a usage error, as the CLI's */
	}
	if (argc == 2) {
		sc = load_scenario(argv[1]);
		if (sc == NULL)
			return EXIT_FAILURE;
	}
	if (!start(&st, &hist, NULL, &prefs, &app)) {
		free(sc);
		return EXIT_FAILURE;
	}
	if (sc != NULL) {
		exam_screen_open_scenario(&app, sc, argv[1]);
	} else if (!menu_open(&app)) {
		program_error("%s", _("out of memory"));
		return EXIT_FAILURE;
	}
	rc = app_run(&app, &prefs);
	history_close(&hist);
	return rc;
}

int tui_exam(const char *file, const struct exam_screen_opts *o)
{
	struct exam_tui_result res;
	struct exam_tui_opts eo;
	struct settings st;
	struct term_prefs prefs;
	struct history hist;
	struct app app;
	struct scenario *sc;
	int rc;

	sc = load_scenario(file);
	if (sc == NULL)
		return EXIT_FAILURE;
	if (sc->kind != SCENARIO_EXAM) {
		program_error(_("%s is not an exam (kind: %s)"), file,
			  scenario_kind_key(sc->kind));
		free(sc);
		return EXIT_FAILURE;
	}
	if (!start(&st, &hist, o->db, &prefs, &app)) {
		free(sc);
		return EXIT_FAILURE;
	}
	memset(&res, 0, sizeof res);
	res.outcome = EXAM_FAILED;
	memset(&eo, 0, sizeof eo);
	eo.trainee = o->trainee;
	eo.code = o->code;
	eo.results_dir = o->results_dir;
	eo.resume = o->resume;
	eo.restart = o->restart;
	eo.result = &res;
	if (!exam_screen_open(&app, sc, file, &eo)) {
		program_error("%s", _("out of memory"));
		return EXIT_FAILURE;
	}
	/* Read and hashed: the plain text of a sealed exam goes now. */
	if (o->sealed_name != NULL) {
		exam_file_close(file);
		file = o->sealed_name;
	}
	rc = app_run(&app, &prefs);
	history_close(&hist);
	/* The last words, on the terminal the exam has given back. */
	switch (res.outcome) {
	case EXAM_SEALED:
		printf(_("Result sealed in %s\n"), safe_text(res.sealed));
		break;
	case EXAM_UNSEALED:
		program_error(_("the result could not be sealed: %s"),
			  res.message);
		program_error(_("the exam is kept in the database as attempt %"
			    PRId64 "; seal it again with 'crupier results"
			    " seal %" PRId64 "'"), res.attempt, res.attempt);
		break;
	case EXAM_STOPPED:
		program_error(_("exam stopped (%s) after %zu actions; attempt %"
			    PRId64 " stays in progress: resume it with"
			    " 'crupier exam --resume %s'"),
			  rc > 128 ? _("stopped by a signal") : res.message,
			  res.actions, res.attempt, file);
		break;
	case EXAM_FAILED:
		if (res.message[0] != '\0')
			program_error("%s", res.message);
		break;
	}
	if (rc != 0)
		return rc;
	return res.outcome == EXAM_SEALED ? EXIT_SUCCESS : EXIT_FAILURE;
}

/* The class exists where it is watched: told before the terminal is
 * taken.  On a server, the connection LISTENs from now on. */
static bool class_found(struct store *store, const char *cls)
{
	struct error err;
	struct class_info ci;
	bool found;

	if (!class_get(store, cls, &ci, &found, &err)) {
		program_error("%s", err.message);
		return false;
	}
	if (!found)
		program_error(_("there is no class '%s'"), safe_text(cls));
	return found;
}

int tui_class_watch(const char *db, const char *cls)
{
	const char *env = getenv("CRUPIER_DB");
	const char *given = db != NULL ? db : env;
	struct remote *remote = NULL;
	struct error err;
	struct term_prefs prefs;
	struct settings st;
	struct history hist;
	struct store *store;
	struct app app;
	bool ok;
	int rc;

	history_init(&hist, db);
	if (given != NULL && db_address_is_server(given)) {
		if (!remote_open(given, &remote, &err)) {
			program_error("%s", err.message);
			return EXIT_FAILURE;
		}
#ifdef HAVE_POSTGRESQL
		ok = class_pg_listen(remote, &err) &&
		     (store = remote_store(remote, &err)) != NULL;
		if (!ok)
			program_error("%s", err.message);
		else {
			ok = class_found(store, cls);
			store_close(store);
		}
#else
		ok = false;
#endif
	} else {
		store = history_store(&hist);
		if (store == NULL)
			program_error("%s", hist.error);
		ok = store != NULL && class_found(store, cls);
	}
	if (ok && (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO))) {
		program_error("%s", _("the trainer needs a terminal"));
		ok = false;
	}
	if (!ok) {
		history_close(&hist);
		remote_close(remote);
		return EXIT_FAILURE;
	}
	if (!load_settings(&st)) {
		history_close(&hist);
		remote_close(remote);
		return EXIT_FAILURE;
	}
	st.history = &hist;
	settings_term_prefs(&st, &prefs);
	memset(&app, 0, sizeof app);
	app.data = &st;
	if (!class_screen_open_remote(&app, cls, remote)) {
		program_error("%s", _("out of memory"));
		history_close(&hist);
		remote_close(remote);
		return EXIT_FAILURE;
	}
	rc = app_run(&app, &prefs);
	history_close(&hist);
	remote_close(remote);
	return rc;
}
