/* SPDX-License-Identifier: GPL-3.0-or-later */
/* common.h: what every CLI subcommand shares: exit codes, error output,
 * loading a rules profile, parsing numbers, engine status messages. */
#ifndef CLI_COMMON_H
#define CLI_COMMON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <jansson.h>

#include "engine/card.h"
#include "engine/odds.h"
#include "engine/rules.h"
#include "engine/status.h"
#include "scenario/diag.h"

enum exit_code { EXIT_OK = 0, EXIT_ERROR = 1, EXIT_USAGE = 2 };

/* "crupier: message" on stderr.  fmt is always a literal of ours. */
void cli_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* cli_error() plus "Try 'crupier COMMAND --help'."; returns EXIT_USAGE. */
int cli_usage_error(const char *command, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

struct error;
struct option;

/* Starts a command's option loop over argv from the first argument again
 * (main has read argv before) with getopt's own messages off: the
 * command reports with cli_option_error(). */
void cli_getopt_begin(void);
/* Every command's option loop: getopt_long over the long options, each
 * whose value is a letter or digit also its short option (-c for
 * {"cards", ..., 'c'}), ':' for a missing value. */
int cli_getopt(int argc, char **argv, const struct option *options);

/* What every command's option switch leaves to its default: -h or
 * --help prints help() and gives EXIT_OK; anything else is a usage
 * error (EXIT_USAGE): opt is what cli_getopt returned, ':' a missing
 * value, anything else an unknown option, named as written. */
int cli_option_end(const char *command, int opt, char **argv,
		   void (*help)(void));
/* "unexpected argument 'ARG'": an operand the command does not take. */
int cli_extra_argument(const char *command, const char *arg);
/* Whether s is a name (base/name_check.h; login: a login's shorter
 * limit); if not, says why as a usage error of command naming what
 * ("--trainee", "the class") and returns false. */
bool cli_name_ok(const char *command, const char *what, const char *s,
		 bool login);

/* --decks and --five of odds and simulate: true with *out set, or false
 * after the usage error. */
bool cli_opt_decks(const char *command, const char *text, int64_t *out);
bool cli_opt_five(const char *command, const char *text,
		  enum odds_five *out);

/* err's message as cli_error prints it; returns EXIT_ERROR. */
int cli_fail(const struct error *err);
/* "file:line:column: message" and a newline on stderr. */
void cli_print_diag(const struct diag *d);

/* Prints root as every command's JSON (base/json_write.h: indented by
 * 2, keys in the order set; reals with `precision` significant digits, 0
 * for jansson's default), then a newline, and frees root.  EXIT_OK, or
 * EXIT_ERROR when it could not be written. */
int cli_print_json(json_t *root, int precision);
/* v on one line (compact), then a newline: a line of JSON lines. */
bool cli_put_json_line(json_t *v, int precision);
/* {"cards": ["5H", ...], "total": T}: a hand of a coup. */
json_t *cli_hand_json(const card_t *cards, size_t n, int total);

/* The translated message of an engine status. */
const char *cli_status_message(enum status st);
/* cli_error() with that message; returns EXIT_ERROR. */
int cli_status_error(enum status st);

/* The rules profiles' directory: given (--rules-dir) when not NULL, else
 * DATA/rules written into buf. */
const char *cli_rules_dir(const char *given, char *buf, size_t size);
/* Where sealed results go: given (--results-dir) when not NULL, else the
 * settings' results_dir.  On error prints it (`missing` when there is no
 * place at all) and returns false. */
bool cli_results_dir(const char *given, const char *missing, char *out,
		     size_t size);

/* Loads the profile named on --rules (a name or a path) into r; on error
 * prints "file:line:column: message" and returns false. */
bool cli_load_rules(const char *profile, struct rules *r);

/* Strict number parsing: the whole string, in range, or false. */
bool cli_parse_int64(const char *text, int64_t min, int64_t max, int64_t *out);
bool cli_parse_uint64(const char *text, uint64_t *out);

/* Prints the --version text. */
void cli_print_version(void);

#endif
