/* SPDX-License-Identifier: GPL-3.0-or-later */
/* yaml_keys.c: mappings and their keys for the event reader (the third
 * part of yaml_events.h).
 *
 * The rules profile, procedure and scenario loaders all say "missing
 * required key", "unknown key" and "must be a mapping" the same way; the
 * bad-file corpora pin these messages byte for byte, so they live here
 * once. */
#include "config.h"

#include "scenario/yaml_events.h"

#include <string.h>

#include "i18n.h"

#define FOUND_MAX 64     /* a described node or an excerpt of a key */

static bool next_until(struct yev_reader *rd, struct yev_node *node,
		       enum yev_kind end, struct diag *err)
{
	if (!yev_next(rd, node, err)) {
		node->kind = YEV_END;
		return false;
	}
	return node->kind != end;
}

bool yev_next_key(struct yev_reader *rd, struct yev_node *node,
		  struct diag *err)
{
	return next_until(rd, node, YEV_MAPPING_END, err);
}

bool yev_next_item(struct yev_reader *rd, struct yev_node *node,
		   struct diag *err)
{
	return next_until(rd, node, YEV_SEQUENCE_END, err);
}

bool yev_key_is(const struct yev_node *key, const char *word)
{
	return key->length == strlen(word)
	       && memcmp(key->value, word, key->length) == 0;
}

void yev_not_mapping(const struct yev_reader *rd, const struct yev_node *node,
		     const char *what, struct diag *err)
{
	char found[FOUND_MAX];

	yev_describe(node, found, sizeof found);
	yev_error(rd, node, err, _("%s must be a mapping of keys, found %s"),
		  what, found);
}

bool yev_expect_mapping(struct yev_reader *rd, struct yev_node *node,
			const char *what, struct diag *err)
{
	if (!yev_next(rd, node, err))
		return false;
	if (node->kind == YEV_MAPPING_START)
		return true;
	yev_not_mapping(rd, node, what, err);
	return false;
}

void yev_unknown_key(const struct yev_reader *rd, const struct yev_node *key,
		     const char *where, const char *allowed, struct diag *err)
{
	char text[FOUND_MAX];

	yev_excerpt(key->value, key->length, text, sizeof text);
	yev_error(rd, key, err, _("unknown key '%s' in %s (allowed: %s)"), text,
		  where, allowed);
}

void yev_missing_key(const struct yev_reader *rd, const struct yev_node *map,
		     const char *key, const char *where, struct diag *err)
{
	yev_error(rd, map, err, _("missing required key '%s' in %s"), key,
		  where);
}

bool yev_next_text(struct yev_reader *rd, char *buf, size_t size,
		   const char *empty, struct diag *err)
{
	struct yev_node n;

	if (!yev_next(rd, &n, err) || !yev_string(rd, &n, buf, size, err))
		return false;
	if (buf[0] != '\0')
		return true;
	yev_error(rd, &n, err, "%s", empty);
	return false;
}

bool yev_check_name(const struct yev_reader *rd, const struct yev_node *node,
		    const char *name, size_t size, struct diag *err)
{
	size_t len = strlen(name);

	for (size_t i = 0; i < len; i++) {
		char c = name[i];

		if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')
		      || c == '-' || c == '_'))
			len = 0;
	}
	if (len > 0)
		return true;
	yev_error(rd, node, err,
		  _("name must be 1 to %d lowercase letters, digits, '-' or '_'"),
		  (int)size - 1);
	return false;
}
