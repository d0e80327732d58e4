/* SPDX-License-Identifier: GPL-3.0-or-later */
/* class_exam_file.c: the exam a teacher assigns on a results server,
 * given as its file, read for the judge (class_print.h): its id, the
 * sha256 of its text (the one its attempts record), its max_attempts and
 * its bytes as they are (a sealed file stays sealed: the judge opens it
 * with the exam code). */
#include "config.h"

#include "cli/class_print.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli/common.h"
#include "cli/exam_code.h"
#include "exam/exam_file.h"
#include "exam/seal.h"
#include "i18n.h"
#include "scenario/regular_file.h"
#include "scenario/scenario_load.h"

/* A scenario file is at most this long (scenario_load's own cap). */
#define EXAM_FILE_MAX (1024 * 1024)

bool class_exam_file_is(const char *arg)
{
	struct stat sb;

	return stat(arg, &sb) == 0 && S_ISREG(sb.st_mode);
}

static bool read_bytes(const char *path, struct class_exam_file *x,
		       struct error *err)
{
	const char *why = "";
	/* Through the one door: the file may have been swapped for a FIFO
	 * since class_exam_file_is() looked at it. */
	FILE *f = regular_file_fopen(path, &why);
	size_t n;

	if (f == NULL) {
		error_set(err, "%s: %s", path, why);
		return false;
	}
	x->body = malloc(EXAM_FILE_MAX + 1);
	n = x->body != NULL ? fread(x->body, 1, EXAM_FILE_MAX + 1, f) : 0;
	fclose(f);
	if (x->body == NULL || n > EXAM_FILE_MAX) {
		error_set(err, _("%s: too long for an exam file"), path);
		return false;
	}
	x->len = n;
	return true;
}

bool class_exam_file_read(const char *path, const char *code_file,
			  const char *rules_dir, struct class_exam_file *x,
			  struct error *err)
{
	char plain[4096] = "", code[SEAL_CODE_MAX];
	struct scenario *sc = calloc(1, sizeof *sc);
	struct diag_list errs;
	bool ok = false;

	memset(x, 0, sizeof *x);
	if (sc == NULL) {
		error_set(err, "%s", strerror(ENOMEM));
		return false;
	}
	x->sealed = exam_file_is_sealed(path);
	if (x->sealed) {
		if (!exam_code_get("class", code_file, code, sizeof code)) {
			error_set(err, _("%s is sealed: its exam code"
					  " (--code-file) is needed to assign"
					  " it"), path);
			goto out;
		}
		ok = exam_file_open(path, code, strlen(code), plain,
				    sizeof plain, err);
		memset(code, 0, sizeof code);
		if (!ok)
			goto out;
		ok = false;
	}
	diag_list_init(&errs);
	if (!scenario_load(plain[0] != '\0' ? plain : path, rules_dir, sc,
			   &errs)) {
		for (size_t i = 0; i < errs.count; i++)
			cli_print_diag(&errs.items[i]);
		diag_list_free(&errs);
		error_set(err, _("%s: not a scenario that can be played"),
			  path);
		goto out;
	}
	diag_list_free(&errs);
	snprintf(x->id, sizeof x->id, "%s", sc->id);
	x->max_attempts = sc->scoring.max_attempts;
	ok = seal_sha256_file(plain[0] != '\0' ? plain : path, x->sha256,
			      err) &&
	     read_bytes(path, x, err);
out:
	if (plain[0] != '\0')
		exam_file_close(plain);
	free(sc);
	if (!ok)
		class_exam_file_free(x);
	return ok;
}

void class_exam_file_free(struct class_exam_file *x)
{
	free(x->body);
	x->body = NULL;
	x->len = 0;
}
