/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chips_read.h: the `chips:` section of a rules profile and of a
 * scenario (engine/chips.h).
 *
 *   chips:
 *     rule: fewest                 # fewest | max_per_colour
 *     max_per_colour: 4            # with rule: max_per_colour, 1-20
 *     denominations:               # 1-8, values rising; replaces the set
 *       - {value: 5, colour: white, letter: B, carreteles: 1}
 *     float: {500: 1, 100: 30}     # a scenario's only: chips of each
 *                                  #  denomination in the carreteles
 *
 * colour is one of engine/chips.h's keys (white, red, blue, green,
 * black, purple, yellow, orange, pink, brown, grey, light_blue); letter
 * one capital A-Z, each used once, that stands for the colour where
 * colours are not shown; carreteles 0-50 of twenty chips (IPLyC
 * 8.4.2.1.1), 1 when left out.  Whatever the section leaves out keeps
 * the set it starts from (the profile's base, the scenario's profile).
 * A scenario's `chips: true` pays with the profile's chips unchanged,
 * `chips: false` does not pay in chips (the default); a mapping turns
 * paying in chips on.
 *
 * The section is read into a draft, and applied once the set it starts
 * from is known (a scenario names its profile anywhere in the file). */
#ifndef SCENARIO_CHIPS_READ_H
#define SCENARIO_CHIPS_READ_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/chips.h"
#include "scenario/diag.h"
#include "scenario/yaml_events.h"

/* The most chips of one denomination a scenario's float may name. */
#define CHIPS_FLOAT_MAX (CHIPS_CARRETELES_MAX * CHIPS_CARRETEL)

enum chips_read_from { CHIPS_FROM_PROFILE, CHIPS_FROM_SCENARIO };

enum chips_read_result {
	CHIPS_READ_OK,
	CHIPS_READ_BAD,         /* *err says where; the value may not have
				   been read to its end (*ended) */
	CHIPS_READ_BROKEN,      /* the reader failed: nothing more to read */
};

struct chips_place {
	unsigned long line, column;
};

struct chips_draft {
	bool set;                       /* the section was written */
	bool on;                        /* pay in chips (a scenario's) */
	struct chips_place at;
	bool has_rule;
	enum chips_rule rule;
	struct chips_place rule_at;
	bool has_max;
	int max_per_colour;
	struct chips_place max_at;
	bool has_denoms;                /* the denominations replace the set */
	struct chip_set denoms;         /* n and d[] only */
	int n_float;
	int64_t float_value[CHIPS_MAX];
	int32_t float_chips[CHIPS_MAX];
	struct chips_place float_at[CHIPS_MAX];
};

/* Reads the value after a `chips:` key, whose first node is *first
 * (already read: a mapping, or in a scenario true or false), into *d.
 * *ended: the value was read to its end, so a caller that goes on need
 * not skip what is left of it. */
enum chips_read_result chips_read(struct yev_reader *rd,
				  const struct yev_node *first,
				  enum chips_read_from from,
				  struct chips_draft *d, bool *ended,
				  struct diag *err);

/* Applies d to *s, the set it starts from (d->on sets s->on): false with
 * *err at the place at fault (a float of a value the set lacks, a rule
 * and its cap that do not go together). */
bool chips_apply(const struct yev_reader *rd, const struct chips_draft *d,
		 struct chip_set *s, struct diag *err);

#endif
