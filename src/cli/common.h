/* common.h: what every CLI subcommand shares: exit codes, error output,
 * loading a rules profile, parsing numbers, engine status messages. */
#ifndef CLI_COMMON_H
#define CLI_COMMON_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/rules.h"
#include "engine/status.h"

enum exit_code { EXIT_OK = 0, EXIT_ERROR = 1, EXIT_USAGE = 2 };

/* "crupier: message" on stderr.  fmt is always a literal of ours. */
void cli_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* cli_error() plus "Try 'crupier COMMAND --help'."; returns EXIT_USAGE. */
int cli_usage_error(const char *command, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* The translated message of an engine status. */
const char *cli_status_message(enum status st);

/* Loads the profile named on --rules (a name or a path) into r; on error
 * prints "file:line:column: message" and returns false. */
bool cli_load_rules(const char *profile, struct rules *r);

/* Strict number parsing: the whole string, in range, or false. */
bool cli_parse_int64(const char *text, int64_t min, int64_t max, int64_t *out);
bool cli_parse_uint64(const char *text, uint64_t *out);

/* Prints the --version text. */
void cli_print_version(void);

#endif
