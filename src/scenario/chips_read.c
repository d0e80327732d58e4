/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chips_read.c: the `chips:` section of a rules profile or a scenario;
 * see chips_read.h.  Read with the strict event reader: every error is
 * file:line:column, at the node at fault. */
#include "config.h"

#include "scenario/chips_read.h"

#include <string.h>

#include "i18n.h"

static const char *const rule_words[] = { "fewest", "max_per_colour", NULL };

static const char *const colour_words[CHIP_COLOUR__COUNT + 1] = {
#define CHIPS_READ_COLOUR(id, key) key,
	CHIP_COLOUR_LIST(CHIPS_READ_COLOUR)
#undef CHIPS_READ_COLOUR
	NULL
};

static struct chips_place place_of(const struct yev_node *n)
{
	struct chips_place p = { n->line, n->column };

	return p;
}

static bool next(struct yev_reader *rd, struct yev_node *n, bool *broken,
		 struct diag *err)
{
	if (yev_next(rd, n, err))
		return true;
	*broken = true;
	return false;
}

/* letter: one capital A-Z. */
static bool read_letter(const struct yev_reader *rd, const struct yev_node *n,
			char *out, struct diag *err)
{
	char found[64];

	if (n->kind == YEV_SCALAR && n->length == 1 && n->value[0] >= 'A' &&
	    n->value[0] <= 'Z') {
		*out = n->value[0];
		return true;
	}
	yev_describe(n, found, sizeof found);
	yev_error(rd, n, err, _("a chip's letter must be one capital letter A-Z, found %s"),
		  found);
	return false;
}

/* One denomination: {value, colour, letter, carreteles}. */
static bool read_denom(struct yev_reader *rd, const struct yev_node *map,
		       struct chips_draft *d, bool *broken, struct diag *err)
{
	struct chip_denom *c = &d->denoms.d[d->denoms.n];
	bool seen[3] = { false, false, false };
	static const char *const required[] = { "value", "colour", "letter" };
	struct yev_node k, v;
	int64_t n;
	int w;

	if (map->kind != YEV_MAPPING_START) {
		yev_not_mapping(rd, map, _("a chip"), err);
		return false;
	}
	c->stock = CHIPS_CARRETEL;
	while (yev_next_key(rd, &k, err)) {
		/* The key's text lasts until the next node is read. */
		int key = yev_key_is(&k, "value") ? 0
			: yev_key_is(&k, "colour") ? 1
			: yev_key_is(&k, "letter") ? 2
			: yev_key_is(&k, "carreteles") ? 3 : -1;

		if (key < 0) {
			yev_unknown_key(rd, &k, _("a chip"),
					"value, colour, letter, carreteles",
					err);
			return false;
		}
		if (!next(rd, &v, broken, err))
			return false;
		if (key == 0) {
			if (!yev_int64(rd, &v, "value", 1, CHIPS_VALUE_MAX,
				       &c->value, err))
				return false;
			if (d->denoms.n > 0 &&
			    c->value <= d->denoms.d[d->denoms.n - 1].value) {
				yev_error(rd, &v, err,
					  _("the chips' values must rise: %lld after %lld"),
					  (long long)c->value,
					  (long long)d->denoms.d[d->denoms.n - 1].value);
				return false;
			}
		} else if (key == 1) {
			if (!yev_enum(rd, &v, "colour", colour_words, &w, err))
				return false;
			c->colour = (enum chip_colour)w;
		} else if (key == 2) {
			if (!read_letter(rd, &v, &c->letter, err))
				return false;
			for (int i = 0; i < d->denoms.n; i++)
				if (d->denoms.d[i].letter == c->letter) {
					yev_error(rd, &v, err,
						  _("the letter %c is already the chip of %lld"),
						  c->letter,
						  (long long)d->denoms.d[i].value);
					return false;
				}
		} else {
			if (!yev_int64(rd, &v, "carreteles", 0,
				       CHIPS_CARRETELES_MAX, &n, err))
				return false;
			c->stock = (int32_t)n * CHIPS_CARRETEL;
		}
		if (key < 3)
			seen[key] = true;
	}
	if (k.kind != YEV_MAPPING_END) {
		*broken = true;
		return false;
	}
	for (int i = 0; i < 3; i++)
		if (!seen[i]) {
			yev_missing_key(rd, map, required[i], _("a chip"), err);
			return false;
		}
	d->denoms.n++;
	return true;
}

static bool read_denoms(struct yev_reader *rd, struct chips_draft *d,
			bool *broken, struct diag *err)
{
	struct yev_node seq, item;
	char found[64];

	if (!next(rd, &seq, broken, err))
		return false;
	if (seq.kind != YEV_SEQUENCE_START) {
		yev_describe(&seq, found, sizeof found);
		yev_error(rd, &seq, err,
			  _("denominations must be a list of chips, found %s"),
			  found);
		return false;
	}
	d->denoms.n = 0;
	while (yev_next_item(rd, &item, err)) {
		if (d->denoms.n >= CHIPS_MAX) {
			yev_error(rd, &item, err,
				  _("a table has at most %d denominations of chips"),
				  CHIPS_MAX);
			return false;
		}
		if (!read_denom(rd, &item, d, broken, err))
			return false;
	}
	if (item.kind != YEV_SEQUENCE_END) {
		*broken = true;
		return false;
	}
	if (d->denoms.n == 0) {
		yev_error(rd, &seq, err, "%s",
			  _("denominations must name at least one chip"));
		return false;
	}
	d->has_denoms = true;
	return true;
}

/* float: {VALUE: CHIPS}, checked against the set when applied. */
static bool read_float(struct yev_reader *rd, struct chips_draft *d,
		       bool *broken, struct diag *err)
{
	struct yev_node map, k, v;

	if (!next(rd, &map, broken, err))
		return false;
	if (map.kind != YEV_MAPPING_START) {
		yev_not_mapping(rd, &map, "float", err);
		return false;
	}
	while (yev_next_key(rd, &k, err)) {
		int64_t value, n;

		if (!yev_int64(rd, &k, _("a chip's value"), 1,
			       CHIPS_VALUE_MAX, &value, err))
			return false;
		if (d->n_float >= CHIPS_MAX) {
			yev_error(rd, &k, err,
				  _("a table has at most %d denominations of chips"),
				  CHIPS_MAX);
			return false;
		}
		for (int i = 0; i < d->n_float; i++)
			if (d->float_value[i] == value) {
				yev_error(rd, &k, err,
					  _("the float names the chip of %lld twice"),
					  (long long)value);
				return false;
			}
		if (!next(rd, &v, broken, err) ||
		    !yev_int64(rd, &v, "float", 0, CHIPS_FLOAT_MAX, &n, err))
			return false;
		d->float_value[d->n_float] = value;
		d->float_chips[d->n_float] = (int32_t)n;
		d->float_at[d->n_float] = place_of(&k);
		d->n_float++;
	}
	if (k.kind != YEV_MAPPING_END)
		*broken = true;
	return k.kind == YEV_MAPPING_END;
}

static bool read_section(struct yev_reader *rd, const struct yev_node *map,
			 enum chips_read_from from, struct chips_draft *d,
			 bool *broken, struct diag *err)
{
	const char *allowed = from == CHIPS_FROM_SCENARIO
		? "rule, max_per_colour, denominations, float"
		: "rule, max_per_colour, denominations";
	struct yev_node k, v;
	int64_t n;
	int w;

	while (yev_next_key(rd, &k, err)) {
		if (yev_key_is(&k, "rule")) {
			if (!next(rd, &v, broken, err) ||
			    !yev_enum(rd, &v, "rule", rule_words, &w, err))
				return false;
			d->has_rule = true;
			d->rule = (enum chips_rule)w;
			d->rule_at = place_of(&v);
		} else if (yev_key_is(&k, "max_per_colour")) {
			if (!next(rd, &v, broken, err) ||
			    !yev_int64(rd, &v, "max_per_colour", 1,
				       CHIPS_CARRETEL, &n, err))
				return false;
			d->has_max = true;
			d->max_per_colour = (int)n;
			d->max_at = place_of(&k);
		} else if (yev_key_is(&k, "denominations")) {
			if (!read_denoms(rd, d, broken, err))
				return false;
		} else if (from == CHIPS_FROM_SCENARIO &&
			   yev_key_is(&k, "float")) {
			if (!read_float(rd, d, broken, err))
				return false;
		} else {
			yev_unknown_key(rd, &k, "chips", allowed, err);
			return false;
		}
	}
	if (k.kind != YEV_MAPPING_END) {
		*broken = true;
		return false;
	}
	(void)map;
	return true;
}

enum chips_read_result chips_read(struct yev_reader *rd,
				  const struct yev_node *first,
				  enum chips_read_from from,
				  struct chips_draft *d, bool *ended,
				  struct diag *err)
{
	bool broken = false;

	memset(d, 0, sizeof *d);
	d->set = true;
	d->at = place_of(first);
	*ended = first->kind == YEV_SCALAR;
	memset(err, 0, sizeof *err);
	if (from == CHIPS_FROM_SCENARIO && first->kind == YEV_SCALAR) {
		if (!yev_bool(rd, first, &d->on, err))
			return CHIPS_READ_BAD;
		return CHIPS_READ_OK;
	}
	if (first->kind != YEV_MAPPING_START) {
		yev_not_mapping(rd, first, "chips", err);
		*ended = first->kind == YEV_SCALAR;
		return CHIPS_READ_BAD;
	}
	d->on = true;
	if (read_section(rd, first, from, d, &broken, err)) {
		*ended = true;
		return CHIPS_READ_OK;
	}
	return broken ? CHIPS_READ_BROKEN : CHIPS_READ_BAD;
}

static struct yev_node node_at(struct chips_place at)
{
	struct yev_node n;

	memset(&n, 0, sizeof n);
	n.kind = YEV_SCALAR;
	n.line = at.line;
	n.column = at.column;
	return n;
}

bool chips_apply(const struct yev_reader *rd, const struct chips_draft *d,
		 struct chip_set *s, struct diag *err)
{
	struct chip_set out = *s;
	struct yev_node n;

	if (!d->set)
		return true;
	out.on = d->on;
	if (d->has_denoms) {
		out.n = d->denoms.n;
		memcpy(out.d, d->denoms.d, sizeof out.d);
	}
	if (d->has_rule)
		out.rule = d->rule;
	if (d->has_max)
		out.max_per_colour = d->max_per_colour;
	if (d->has_max && out.rule != CHIPS_RULE_MAX_PER_COLOUR) {
		n = node_at(d->max_at);
		yev_error(rd, &n, err, "%s",
			  _("max_per_colour goes with rule: max_per_colour"));
		return false;
	}
	if (out.rule == CHIPS_RULE_MAX_PER_COLOUR && out.max_per_colour < 1) {
		n = node_at(d->has_rule ? d->rule_at : d->at);
		yev_error(rd, &n, err, "%s",
			  _("rule max_per_colour needs max_per_colour: the most chips of a colour"));
		return false;
	}
	for (int i = 0; i < d->n_float; i++) {
		int k = chips_index(&out, d->float_value[i]);

		if (k < 0) {
			n = node_at(d->float_at[i]);
			yev_error(rd, &n, err,
				  _("the table has no chip of %lld"),
				  (long long)d->float_value[i]);
			return false;
		}
		out.d[k].stock = d->float_chips[i];
	}
	if (out.rule != CHIPS_RULE_MAX_PER_COLOUR)
		out.max_per_colour = 0;
	*s = out;
	return true;
}
