/* SPDX-License-Identifier: GPL-3.0-or-later */
/* class_print.h: `crupier class list` and `class report` on stdout. */
#ifndef CLI_CLASS_PRINT_H
#define CLI_CLASS_PRINT_H

#include <stdbool.h>

#include "store/store.h"

/* The classes (cls NULL), or one class: its roster and exams.  Returns
 * the exit status. */
int class_print_list(struct store *st, const char *cls);
enum class_report_format { CLASS_REPORT_TEXT, CLASS_REPORT_HTML,
			   CLASS_REPORT_CSV };
/* Each trainee of cls: attempts, exams passed, best exam score, and his
 * accuracy per skill over all his attempts; plain text, one
 * self-contained HTML page or CSV (one row a trainee). */
int class_print_report(struct store *st, const char *cls,
		       enum class_report_format format);

/* An exam assigned from its file: what the judge needs of it. */
struct class_exam_file {
	char id[SCENARIO_ID_MAX];
	char sha256[STORE_SHA256_HEX];
	int max_attempts;
	bool sealed;
	unsigned char *body;            /* malloc'd */
	size_t len;
};
/* Whether the operand names an existing regular file. */
bool class_exam_file_is(const char *arg);
/* The exam of path (sealed: opened with the code of code_file to know its
 * id and sha256); false with *err. */
bool class_exam_file_read(const char *path, const char *code_file,
			  const char *rules_dir, struct class_exam_file *x,
			  struct error *err);
void class_exam_file_free(struct class_exam_file *x);

/* One `crupier class` command with its operands and options. */
struct class_request {
	const char *cmd;
	char **args;                    /* the operands after cmd */
	const char *site, *teacher, *login;
	char *opens, *closes;           /* assign: full ISO times
					   (STORE_TIME_MAX each) */
	int attempts;
	enum class_report_format format;
	const struct class_exam_file *exam_file;        /* assign: NULL
							   when given by id */
};
/* The command on the results server at uri (class_server.c). */
int class_server_run(const char *uri, const struct class_request *q);

#endif
