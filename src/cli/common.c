/* common.c: shared CLI plumbing; see common.h. */
#include "config.h"

#include "cli/common.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "cli/paths.h"
#include "i18n.h"
#include "scenario/rules_load.h"

static const char *const status_messages[STATUS__COUNT] = {
#define STATUS_MESSAGE(name, msg) msg,
	ENGINE_STATUS_LIST(STATUS_MESSAGE)
#undef STATUS_MESSAGE
};

const char *cli_status_message(enum status st)
{
	if ((unsigned)st >= STATUS__COUNT)
		return _("unknown error");
	return _(status_messages[st]);
}

void cli_error(const char *fmt, ...)
{
	va_list ap;

	fputs("crupier: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

int cli_usage_error(const char *command, const char *fmt, ...)
{
	va_list ap;

	fputs("crupier: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	fprintf(stderr, _("Try 'crupier %s --help' for more information.\n"),
		command);
	return EXIT_USAGE;
}

bool cli_load_rules(const char *profile, struct rules *r)
{
	char path[4096], text[DIAG_FILE_MAX + DIAG_MESSAGE_MAX + 64];
	struct diag err;

	if (paths_rules_file(profile, path, sizeof path) != 0) {
		cli_error(_("rules profile name too long: %s"), profile);
		return false;
	}
	if (!rules_load_file(path, r, &err)) {
		diag_format(&err, text, sizeof text);
		fprintf(stderr, "%s\n", text);
		return false;
	}
	return true;
}

bool cli_parse_int64(const char *text, int64_t min, int64_t max, int64_t *out)
{
	char *end;
	long long v;

	if (text == NULL || *text == '\0')
		return false;
	errno = 0;
	v = strtoll(text, &end, 10);
	if (errno != 0 || *end != '\0' || v < min || v > max)
		return false;
	*out = (int64_t)v;
	return true;
}

bool cli_parse_uint64(const char *text, uint64_t *out)
{
	char *end;
	unsigned long long v;

	if (text == NULL || *text < '0' || *text > '9')
		return false;
	errno = 0;
	v = strtoull(text, &end, 0);
	if (errno != 0 || *end != '\0')
		return false;
	*out = (uint64_t)v;
	return true;
}

void cli_print_version(void)
{
	printf("crupier %s\n", PACKAGE_VERSION);
	puts(_("Copyright (C) 2026 the crupier developers.\n"
	       "This is free software; see the source for copying conditions."));
}
