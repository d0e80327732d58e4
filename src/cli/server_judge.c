/* SPDX-License-Identifier: GPL-3.0-or-later */
/* server_judge.c: `crupier server judge URL [--once] [--code-file FILE]
 * [--quiet]`: the worker that decides the official verdict of every
 * closed attempt on a results server (judge/judge_worker.h), connected
 * as a login of crupier_judge.  One line per attempt judged, and the
 * tally when it stops: with --once when nothing is left to judge, else
 * on SIGHUP, SIGINT or SIGTERM (it finishes the attempt under way). */
#include "config.h"

#include "cli/server_judge.h"

#include <inttypes.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/common.h"
#include "cli/exam_code.h"
#include "i18n.h"
#include "base/paths.h"
#include "base/stop_signal.h"
#include "exam/seal.h"
#include "judge/judge_library.h"
#include "judge/judge_worker.h"
#include "scenario/safe_text.h"

/* SIGHUP, SIGINT, SIGTERM (a supervisor's ^C, systemd's stop): the
 * attempt under way is finished and its verdict written, then it stops
 * with its tally; a wait the worker cannot see (a server that stops
 * answering mid-query) ends a few seconds later all the same
 * (base/stop_signal.h). */
static void catch_signals(void)
{
	stop_signal_install(NULL);
}

/* "PASSED", or "NOT PASSED: why" in the words every reader uses. */
static void verdict_words(const struct judge_outcome *o, char *buf,
			  size_t size)
{
	struct session_summary sum = o->sum;

	sum.fail = o->fail;
	sum.passed = o->passed;
	session_verdict_text(&sum, buf, size);
}

static void print_line(void *ctx, const struct remote_work *w,
		       const struct judge_outcome *o)
{
	char words[1024];

	(void)ctx;
	if (!o->judged)
		snprintf(words, sizeof words, _("unjudgeable: %s"), o->why);
	else if (o->fail == SESSION_FAIL_BAD_ANSWER ||
		 o->fail == SESSION_FAIL_WRONG_SHOE) {
		char v[512];

		verdict_words(o, v, sizeof v);
		/* TRANSLATORS: the verdict, then the judge's reason. */
		snprintf(words, sizeof words, _("%s (%s)"), v, o->why);
	} else
		verdict_words(o, words, sizeof words);
	/* TRANSLATORS: the attempt's number, the trainee, the exam and the
	 * verdict. */
	printf(_("attempt %" PRId64 ", %s, %s: %s"), w->id,
	       safe_text(w->trainee), safe_text(w->scenario),
	       safe_text(words));
	if (judge_claim_differs(w, o))
		printf(" %s", w->has_claimed_passed && w->claimed_passed
		       ? _("[claimed PASSED]") : _("[claimed NOT PASSED]"));
	if (o->late)
		printf(" %s", _("[answers reached the server late]"));
	printf("\n");
	fflush(stdout);
}

static void print_tally(const struct judge_tally *t)
{
	printf(ngettext("%zu attempt judged: %zu passed, %zu not passed,"
			" %zu unjudgeable.\n",
			"%zu attempts judged: %zu passed, %zu not passed,"
			" %zu unjudgeable.\n", (unsigned long)t->judged),
	       t->judged, t->passed, t->not_passed, t->unjudgeable);
	if (t->differ > 0)
		printf(ngettext("%zu of them judged otherwise than the"
				" trainee's computer claimed.\n",
				"%zu of them judged otherwise than the"
				" trainee's computer claimed.\n",
				(unsigned long)t->differ), t->differ);
	if (t->late > 0)
		printf(ngettext("%zu of them with answers that reached the"
				" server late (timed by the trainee's"
				" clock).\n",
				"%zu of them with answers that reached the"
				" server late (timed by the trainee's"
				" clock).\n", (unsigned long)t->late),
		       t->late);
	fflush(stdout);
}

/* The exam code for sealed exams: --code-file, else $CRUPIER_EXAM_CODE,
 * else none (a judge runs unattended: nobody types it). */
static bool get_code(const char *code_file, char *code, size_t size,
		     bool *has)
{
	const char *env = getenv("CRUPIER_EXAM_CODE");

	*has = code_file != NULL || (env != NULL && env[0] != '\0');
	code[0] = '\0';
	return !*has || exam_code_get("server", code_file, code, size);
}

static struct judge_library *open_library(const char *code, bool has_code)
{
	char rules[4096], shipped[4096], school[4096];
	const char *dirs[2] = { shipped, school };

	cli_rules_dir(NULL, rules, sizeof rules);
	paths_scenario_dir(shipped, sizeof shipped);
	paths_school_dir(school, sizeof school);
	return judge_library_new(rules, dirs, 2, has_code ? code : NULL,
				 has_code ? strlen(code) : 0);
}

/* Whether the login connected is a judge's: said, with the way to make
 * it one, when not (before anything is taken: a trainee's or a
 * teacher's login would fail on the first attempt it read). */
static bool may_judge(struct remote *r)
{
	char login[256];
	struct error err;
	bool may;

	if (!remote_judge_may(r, &may, login, sizeof login, &err)) {
		cli_error("%s", err.message);
		return false;
	}
	if (!may)
		/* TRANSLATORS: the login, twice. */
		cli_error(_("%s may not judge on this results server: its"
			    " administrator makes a login a judge with"
			    " 'crupier server grant URL %s --judge'"),
			  safe_text(login), safe_text(login));
	return may;
}

int server_judge(const char *uri, const struct server_judge_opts *o)
{
	struct judge_worker w;
	struct judge_tally t;
	struct error err;
	char code[SEAL_CODE_MAX];
	bool has_code, ok;

	memset(&w, 0, sizeof w);
	/* Before connecting: a server that never answers is waited on
	 * there, and a background job's SIGINT, ignored from its shell,
	 * would leave nothing to end it. */
	catch_signals();
	if (!get_code(o->code_file, code, sizeof code, &has_code))
		return EXIT_USAGE;
	w.lib = open_library(code, has_code);
	memset(code, 0, sizeof code);
	if (w.lib == NULL) {
		cli_error("%s", _("out of memory"));
		return EXIT_ERROR;
	}
	if (!remote_open(uri, &w.r, &err)) {
		cli_error("%s", err.message);
		judge_library_free(w.lib);
		return EXIT_ERROR;
	}
	if (!may_judge(w.r)) {
		remote_close(w.r);
		judge_library_free(w.lib);
		return EXIT_ERROR;
	}
	w.data_dir = paths_data_dir();
	w.once = o->once;
	w.stop = stop_signal_flag();
	w.judged = o->quiet ? NULL : print_line;
	ok = judge_worker_run(&w, &t, &err);
	print_tally(&t);
	if (!ok)
		cli_error("%s", err.message);
	remote_close(w.r);
	judge_library_free(w.lib);
	return ok ? EXIT_OK : EXIT_ERROR;
}
