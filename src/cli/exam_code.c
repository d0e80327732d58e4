/* SPDX-License-Identifier: GPL-3.0-or-later */
/* exam_code.c: the exam code and the database for the CLI; see
 * exam_code.h. */
#include "config.h"

#include "cli/exam_code.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>

#include "cli/common.h"
#include "i18n.h"
#include "exam/code_strength.h"
#include "exam/seal.h"

/* Typed at the terminal, not echoed. */
static bool prompt_code(char *code, size_t size)
{
	struct termios old, quiet;
	FILE *tty = fopen("/dev/tty", "r+");
	bool ok, echo_off;
	size_t n;

	if (tty == NULL)
		return false;
	fputs(_("Exam code (not shown): "), tty);
	fflush(tty);
	echo_off = tcgetattr(fileno(tty), &old) == 0;
	if (echo_off) {
		quiet = old;
		quiet.c_lflag &= ~(tcflag_t)ECHO;
		quiet.c_lflag |= ECHONL;
		tcsetattr(fileno(tty), TCSAFLUSH, &quiet);
	}
	ok = fgets(code, (int)size, tty) != NULL;
	if (echo_off)
		tcsetattr(fileno(tty), TCSAFLUSH, &old);
	fclose(tty);
	if (!ok)
		return false;
	n = strcspn(code, "\r\n");
	code[n] = '\0';
	return true;
}

bool exam_code_get(const char *command, const char *code_file, char *code,
		   size_t size)
{
	struct error err;

	const char *env = getenv("CRUPIER_EXAM_CODE");

	if (code_file != NULL) {
		if (seal_read_code(code_file, code, size, &err))
			return true;
		cli_error("%s", err.message);
		return false;
	}
	/* For scripts: the environment, when no file is named. */
	if (env != NULL && env[0] != '\0') {
		if (strlen(env) >= size) {
			cli_error("%s", _("$CRUPIER_EXAM_CODE is too long"));
			return false;
		}
		snprintf(code, size, "%s", env);
		return true;
	}
	if (!prompt_code(code, size)) {
		cli_usage_error(command, "%s",
				_("no exam code: give --code-file FILE, or run"
				  " it at a terminal to type it"));
		return false;
	}
	if (code[0] == '\0') {
		cli_error("%s", _("the exam code is empty"));
		return false;
	}
	return true;
}

bool exam_code_strong(const char *code)
{
	char why[1024];

	if (code_strength_check(code, why, sizeof why))
		return true;
	cli_error("%s", why);
	return false;
}

struct store *exam_store_open(const char *path)
{
	char def[STORE_PATH_MAX];
	struct error err;
	struct store *st;

	if (path == NULL) {
		if (!store_default_path(def, sizeof def, &err)) {
			cli_error("%s", err.message);
			return NULL;
		}
		path = def;
	}
	if (!store_open(path, &st, &err)) {
		cli_error("%s", err.message);
		return NULL;
	}
	return st;
}
