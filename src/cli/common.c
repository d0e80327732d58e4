/* SPDX-License-Identifier: GPL-3.0-or-later */
/* common.c: shared CLI plumbing; see common.h. */
#include "config.h"

#include "cli/common.h"

#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "scenario/rules_load.h"
#include "scenario/safe_text.h"
#include "base/config_file.h"
#include "base/error.h"
#include "base/json_write.h"
#include "base/name_check.h"
#include "base/paths.h"
#include "base/program_error.h"

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

int cli_status_error(enum status st)
{
	cli_error("%s", cli_status_message(st));
	return EXIT_ERROR;
}

void cli_error(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	program_error_v(fmt, ap);
	va_end(ap);
}

int cli_usage_error(const char *command, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	program_error_v(fmt, ap);
	va_end(ap);
	fprintf(stderr, _("Try 'crupier %s --help' for more information.\n"),
		command);
	return EXIT_USAGE;
}

void cli_getopt_begin(void)
{
	optind = 1;
	opterr = 0;
}

int cli_getopt(int argc, char **argv, const struct option *options)
{
	/* ':' first, then each short option, ':' after those that take a
	 * value: at most 36 of them, three bytes each. */
	char shorts[1 + 36 * 3 + 1];
	size_t n = 0;

	shorts[n++] = ':';
	for (const struct option *o = options; o->name != NULL; o++) {
		if (o->flag != NULL || o->val > 'z' || !isalnum(o->val) ||
		    n + 3 >= sizeof shorts)
			continue;
		shorts[n++] = (char)o->val;
		if (o->has_arg != no_argument)
			shorts[n++] = ':';
		if (o->has_arg == optional_argument)
			shorts[n++] = ':';
	}
	shorts[n] = '\0';
	return getopt_long(argc, argv, shorts, options, NULL);
}

const char *cli_rules_dir(const char *given, char *buf, size_t size)
{
	if (given != NULL)
		return given;
	if (paths_rules_dir(buf, size) != 0 && size > 0)
		buf[0] = '\0';
	return buf;
}

bool cli_results_dir(const char *given, const char *missing, char *out,
		     size_t size)
{
	struct config c;
	struct diag d;

	if (given != NULL) {
		snprintf(out, size, "%s", given);
		return true;
	}
	if (!config_load(&c, &d)) {
		cli_print_diag(&d);
		return false;
	}
	if (!config_results_dir(&c, out, size)) {
		cli_error("%s", missing);
		return false;
	}
	return true;
}

static int option_error(const char *command, int opt, const char *arg)
{
	if (opt == ':')
		return cli_usage_error(command, _("option '%s' needs a value"),
				       arg);
	return cli_usage_error(command, _("unknown option '%s'"), arg);
}

int cli_option_end(const char *command, int opt, char **argv,
		   void (*help)(void))
{
	if (opt == 'h') {
		help();
		return EXIT_OK;
	}
	return option_error(command, opt, argv[optind - 1]);
}

int cli_extra_argument(const char *command, const char *arg)
{
	return cli_usage_error(command, _("unexpected argument '%s'"), arg);
}

bool cli_name_ok(const char *command, const char *what, const char *s,
		 bool login)
{
	char buf[160];
	const char *why = login ? name_check_login(s, buf, sizeof buf)
				: name_check_text(s, buf, sizeof buf);

	if (why == NULL)
		return true;
	/* TRANSLATORS: what ("--trainee", "the class"), the name, why. */
	cli_usage_error(command, _("%s '%s' is not a name: %s"), what, s, why);
	return false;
}

bool cli_opt_decks(const char *command, const char *text, int64_t *out)
{
	if (cli_parse_int64(text, 1, ODDS_MAX_DECKS, out))
		return true;
	cli_usage_error(command, _("--decks must be a number from 1 to %d"),
			ODDS_MAX_DECKS);
	return false;
}

bool cli_opt_five(const char *command, const char *text,
		  enum odds_five *out)
{
	if (odds_five_parse(text, out))
		return true;
	cli_usage_error(command, "%s",
			_("--five must be pido, planto or best"));
	return false;
}

int cli_fail(const struct error *err)
{
	cli_error("%s", err->message);
	return EXIT_ERROR;
}

void cli_print_diag(const struct diag *d)
{
	char text[DIAG_FILE_MAX + DIAG_MESSAGE_MAX + 64];

	diag_format(d, text, sizeof text);
	fprintf(stderr, "%s\n", text);
}

/* v through the one JSON writer (base/json_write.h), then a newline. */
static bool put_json(json_t *v, int precision, bool compact)
{
	struct json_write j;

	json_write_start(&j, stdout, 0, precision, compact);
	json_write_value(&j, NULL, v);
	return putchar('\n') != EOF && !ferror(stdout);
}

int cli_print_json(json_t *root, int precision)
{
	bool ok = put_json(root, precision, false);

	json_decref(root);
	return ok ? EXIT_OK : EXIT_ERROR;
}

bool cli_put_json_line(json_t *v, int precision)
{
	return put_json(v, precision, true);
}

json_t *cli_hand_json(const card_t *cards, size_t n, int total)
{
	json_t *o = json_object(), *arr = json_array();

	for (size_t i = 0; i < n; i++) {
		char c[CARD_TEXT_MAX];

		json_array_append_new(arr, json_string(card_format(cards[i], c)));
	}
	json_object_set_new(o, "cards", arr);
	json_object_set_new(o, "total", json_integer(total));
	return o;
}

bool cli_load_rules(const char *profile, struct rules *r)
{
	char path[4096];
	struct diag err;

	if (paths_rules_file(profile, path, sizeof path) != 0) {
		cli_error(_("rules profile name too long: %s"), profile);
		return false;
	}
	if (!rules_load_file(path, r, &err)) {
		cli_print_diag(&err);
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
	/* The GNU form (GNU coding standards, "--version"): the licence
	 * named, the warranty disclaimed. */
	printf("crupier %s\n", PACKAGE_VERSION);
	puts(_("Copyright (C) 2026 the crupier developers.\n"
	       "License GPLv3+: GNU GPL version 3 or later"
	       " <https://gnu.org/licenses/gpl.html>.\n"
	       "This is free software: you are free to change and redistribute it.\n"
	       "There is NO WARRANTY, to the extent permitted by law."));
	/* Which results back ends this build has: a school that wants its
	 * results on a server needs to know before it tries. */
#ifdef HAVE_POSTGRESQL
	puts(_("PostgreSQL: yes"));
#else
	puts(_("PostgreSQL: no (built --without-postgresql)"));
#endif
}
