/* SPDX-License-Identifier: GPL-3.0-or-later */
/* yaml_scalar.c: typed scalars and excerpts for the event reader (the
 * second half of yaml_events.h).
 *
 * The types are strict on purpose: a number is an unquoted decimal, a
 * boolean is true or false (not YAML 1.1's yes/no/on/off, which turn a
 * Norwegian "no" into false), and text from the file only ever reaches a
 * message through yev_excerpt. */
#include "config.h"

#include "scenario/yaml_events.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "scenario/safe_text.h"

#define EXCERPT_MAX 40   /* bytes of file text quoted in a message */

void yev_excerpt(const char *text, size_t length, char *buf, size_t size)
{
	size_t n = length, limit, o = 0;
	bool cut = false;

	if (size == 0)
		return;
	limit = size - 1;
	if (n > EXCERPT_MAX || n > limit) {
		if (limit >= 3) {
			cut = true;
			n = limit - 3 < EXCERPT_MAX ? limit - 3 : EXCERPT_MAX;
		} else {
			n = limit;
		}
		/* Never cut a UTF-8 character in two. */
		while (n > 0 && ((unsigned char)text[n] & 0xc0) == 0x80)
			n--;
	}
	/* Control characters, C1 and bidi controls become '?': an excerpt
	 * goes into a message that a terminal shows. */
	for (size_t i = 0; i < n;) {
		uint32_t cp;
		size_t k = safe_text_decode(text + i, n - i, &cp);

		if (k == 0 || safe_text_refused(cp)) {
			buf[o++] = '?';
			i += k == 0 ? 1 : k;
		} else {
			memcpy(buf + o, text + i, k);
			o += k;
			i += k;
		}
	}
	if (cut) {
		memcpy(buf + o, "...", 3);
		o += 3;
	}
	buf[o] = '\0';
}

bool yev_is_null(const struct yev_node *node)
{
	static const char *const nulls[] = { "", "~", "null", "Null", "NULL" };

	if (node->kind != YEV_SCALAR || !node->plain)
		return false;
	for (size_t i = 0; i < sizeof nulls / sizeof nulls[0]; i++)
		if (strcmp(node->value, nulls[i]) == 0)
			return true;
	return false;
}

void yev_describe(const struct yev_node *node, char *buf, size_t size)
{
	char text[EXCERPT_MAX + 8];

	switch (node->kind) {
	case YEV_SCALAR:
		if (yev_is_null(node)) {
			snprintf(buf, size, "%s", _("nothing"));
		} else {
			yev_excerpt(node->value, node->length, text,
				    sizeof text);
			snprintf(buf, size, "'%s'", text);
		}
		break;
	case YEV_MAPPING_START:
		snprintf(buf, size, "%s", _("a mapping"));
		break;
	case YEV_SEQUENCE_START:
		snprintf(buf, size, "%s", _("a sequence"));
		break;
	case YEV_MAPPING_END:
	case YEV_SEQUENCE_END:
	case YEV_END:
	default:
		snprintf(buf, size, "%s", _("the end of the file"));
		break;
	}
}

static bool is_decimal(const char *s)
{
	if (*s == '-')
		s++;
	if (*s == '0')
		return s[1] == '\0';
	if (*s < '1' || *s > '9')
		return false;
	while (*s >= '0' && *s <= '9')
		s++;
	return *s == '\0';
}

bool yev_int64(const struct yev_reader *rd, const struct yev_node *node,
	       const char *what, int64_t min, int64_t max, int64_t *out,
	       struct diag *err)
{
	char found[EXCERPT_MAX + 16];
	long long v;

	if (node->kind != YEV_SCALAR || !node->plain
	    || strlen(node->value) != node->length
	    || !is_decimal(node->value)) {
		yev_describe(node, found, sizeof found);
		if (node->kind == YEV_SCALAR && !node->plain)
			yev_error(rd, node, err,
				  _("expected a whole number, found %s in quotes"),
				  found);
		else
			yev_error(rd, node, err,
				  _("expected a whole number, found %s"),
				  found);
		return false;
	}
	errno = 0;
	v = strtoll(node->value, NULL, 10);
	if (errno == ERANGE) {
		yev_excerpt(node->value, node->length, found, sizeof found);
		yev_error(rd, node, err, _("number too large: %s"), found);
		return false;
	}
	if (v < min || v > max) {
		yev_excerpt(node->value, node->length, found, sizeof found);
		yev_error(rd, node, err,
			  _("%s must be between %lld and %lld, not %s"), what,
			  (long long)min, (long long)max, found);
		return false;
	}
	*out = (int64_t)v;
	return true;
}

bool yev_bool(const struct yev_reader *rd, const struct yev_node *node,
	      bool *out, struct diag *err)
{
	static const char *const yes[] = { "true", "True", "TRUE" };
	static const char *const no[] = { "false", "False", "FALSE" };
	char found[EXCERPT_MAX + 16];

	if (node->kind == YEV_SCALAR && node->plain) {
		for (int i = 0; i < 3; i++) {
			if (strcmp(node->value, yes[i]) == 0) {
				*out = true;
				return true;
			}
			if (strcmp(node->value, no[i]) == 0) {
				*out = false;
				return true;
			}
		}
	}
	yev_describe(node, found, sizeof found);
	yev_error(rd, node, err, _("expected true or false, found %s"), found);
	return false;
}

bool yev_string(const struct yev_reader *rd, const struct yev_node *node,
		char *buf, size_t size, struct diag *err)
{
	char found[EXCERPT_MAX + 16];

	if (node->kind != YEV_SCALAR || yev_is_null(node)
	    || strlen(node->value) != node->length) {
		yev_describe(node, found, sizeof found);
		if (node->kind == YEV_SCALAR && !yev_is_null(node))
			yev_error(rd, node, err,
				  _("text must not contain NUL characters"));
		else
			yev_error(rd, node, err, _("expected text, found %s"),
				  found);
		return false;
	}
	if (node->length >= size) {
		yev_error(rd, node, err,
			  _("text too long (%zu bytes; at most %zu)"),
			  node->length, size - 1);
		return false;
	}
	memcpy(buf, node->value, node->length + 1);
	return true;
}

bool yev_enum(const struct yev_reader *rd, const struct yev_node *node,
	      const char *what, const char *const *words, int *out,
	      struct diag *err)
{
	char found[EXCERPT_MAX + 16], allowed[256];
	size_t o = 0;

	if (node->kind == YEV_SCALAR && !yev_is_null(node)) {
		for (int i = 0; words[i] != NULL; i++) {
			if (strcmp(node->value, words[i]) == 0) {
				*out = i;
				return true;
			}
		}
	}
	allowed[0] = '\0';
	for (int i = 0; words[i] != NULL; i++) {
		int n = snprintf(allowed + o, sizeof allowed - o, "%s%s",
				 i > 0 ? ", " : "", words[i]);

		if (n < 0 || (size_t)n >= sizeof allowed - o)
			break;
		o += (size_t)n;
	}
	yev_describe(node, found, sizeof found);
	yev_error(rd, node, err, _("unknown value %s for %s (allowed: %s)"),
		  found, what, allowed);
	return false;
}
