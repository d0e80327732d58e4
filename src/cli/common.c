/* SPDX-License-Identifier: GPL-3.0-or-later */
/* common.c: shared CLI plumbing; see common.h. */
#include "config.h"

#include "cli/common.h"

#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/paths.h"
#include "i18n.h"
#include "scenario/safe_text.h"
#include "scenario/rules_load.h"
#include "base/config_file.h"
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
	return getopt_long(argc, argv, ":h", options, NULL);
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

int cli_option_error(const char *command, int opt, const char *arg)
{
	if (opt == ':')
		return cli_usage_error(command, _("option '%s' needs a value"),
				       arg);
	return cli_usage_error(command, _("unknown option '%s'"), arg);
}

int cli_extra_argument(const char *command, const char *arg)
{
	return cli_usage_error(command, _("unexpected argument '%s'"), arg);
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

void cli_print_diag(const struct diag *d)
{
	char text[DIAG_FILE_MAX + DIAG_MESSAGE_MAX + 64];

	diag_format(d, text, sizeof text);
	fprintf(stderr, "%s\n", text);
}

/* jansson escapes C0 controls but writes DEL, C1 and the bidi controls
 * as they are: those become \uXXXX escapes (the same JSON), so that a
 * name shown on a terminal cannot turn its line around. */
static bool put_json_text(const char *s)
{
	size_t len = strlen(s), run = 0;

	/* The bytes kept as they are go out in runs, one fwrite each: a
	 * listing writes hundreds of megabytes of JSON. */
	for (size_t i = 0; i < len;) {
		uint32_t cp;
		size_t n;

		if ((unsigned char)s[i] < 0x7f) {
			i++;
			continue;
		}
		n = safe_text_decode(s + i, len - i, &cp);
		if (n > 0 && safe_text_refused(cp)) {
			if (fwrite(s + run, 1, i - run, stdout) != i - run ||
			    printf("\\u%04X", (unsigned)cp) < 0)
				return false;
			run = i + n;
		}
		i += n > 0 ? n : 1;
	}
	return fwrite(s + run, 1, len - run, stdout) == len - run;
}

int cli_print_json(json_t *root, int precision)
{
	size_t flags = JSON_INDENT(2) | JSON_PRESERVE_ORDER
		       | JSON_REAL_PRECISION(precision);
	char *text = json_dumps(root, flags);
	bool ok = text != NULL && put_json_text(text);

	free(text);
	json_decref(root);
	if (!ok || putchar('\n') == EOF)
		return EXIT_ERROR;
	return EXIT_OK;
}

bool cli_put_json_indented(json_t *v, int precision, int extra)
{
	size_t flags = JSON_INDENT(2) | JSON_PRESERVE_ORDER
		       | JSON_REAL_PRECISION(precision);
	char *text = json_dumps(v, flags), *line, *nl;
	bool ok = text != NULL;

	/* Line by line, each after the first moved extra columns in. */
	for (line = text; ok && line != NULL; line = nl) {
		nl = strchr(line, '\n');
		if (nl != NULL)
			*nl++ = '\0';
		ok = put_json_text(line) &&
		     (nl == NULL || printf("\n%*s", extra, "") >= 0);
	}
	free(text);
	return ok;
}

bool cli_put_json_line(json_t *v, int precision)
{
	char *text = json_dumps(v, JSON_COMPACT | JSON_PRESERVE_ORDER
				| JSON_REAL_PRECISION(precision));
	bool ok = text != NULL && put_json_text(text) && putchar('\n') != EOF;

	free(text);
	return ok;
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
