/* SPDX-License-Identifier: GPL-3.0-or-later */
/* commands.h: the subcommands of the non-interactive CLI.
 * Each returns the process exit status: 0 ok, 1 error, 2 usage. */
#ifndef CLI_COMMANDS_H
#define CLI_COMMANDS_H

#include "exam/exam_screen_opts.h"

int cmd_coup(int argc, char **argv);
int cmd_odds(int argc, char **argv);
int cmd_simulate(int argc, char **argv);
int cmd_pay(int argc, char **argv);
int cmd_check(int argc, char **argv);
int cmd_judge(int argc, char **argv);
int cmd_review(int argc, char **argv);
int cmd_results(int argc, char **argv);
/* `crupier results new-code` (new_code_cmd.c). */
int cmd_results_new_code(int argc, char **argv);
/* `crupier results heatmap` (results_heatmap.c). */
int cmd_results_heatmap(int argc, char **argv);
int cmd_exam(int argc, char **argv);
/* `crupier server init|grant` (server_cmd.c). */
int cmd_server(int argc, char **argv);
/* The exam screen `crupier exam FILE` opens at a terminal: the TUI's,
 * given by main() (the CLI never includes the TUI). */
void cli_exam_screen_set(exam_screen_fn *fn);
/* `crupier exam seal-file` (exam_file_cmd.c). */
int cmd_exam_seal_file(int argc, char **argv);
/* `crupier class` (class_cmd.c); its `watch` opens the trainer's Class
 * screen, given by main() as the exam screen is. */
int cmd_class(int argc, char **argv);
typedef int class_watch_fn(const char *db, const char *cls);
void cli_class_watch_set(class_watch_fn *fn);

#endif
