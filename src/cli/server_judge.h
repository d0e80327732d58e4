/* SPDX-License-Identifier: GPL-3.0-or-later */
/* server_judge.h: `crupier server judge` (server_cmd.c parses it). */
#ifndef CLI_SERVER_JUDGE_H
#define CLI_SERVER_JUDGE_H

#include <stdbool.h>

struct server_judge_opts {
	bool once;                      /* judge what waits, then stop */
	bool quiet;                     /* no line per attempt */
	const char *code_file;          /* the exam code of sealed exams */
};

/* Judges the closed attempts of the results server at uri: an exit
 * status (common.h). */
int server_judge(const char *uri, const struct server_judge_opts *o);

#endif
