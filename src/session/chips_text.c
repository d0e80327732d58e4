/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chips_text.c: chips in words; see chips_text.h.  Amounts go into the
 * messages as text (%s), one msgid for every width. */
#include "config.h"

#include "session/chips_text.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "i18n.h"

static const char *const colour_names[CHIP_COLOUR__COUNT] = {
	[CHIP_WHITE] = N_("white"),
	[CHIP_RED] = N_("red"),
	[CHIP_BLUE] = N_("blue"),
	[CHIP_GREEN] = N_("green"),
	[CHIP_BLACK] = N_("black"),
	[CHIP_PURPLE] = N_("purple"),
	[CHIP_YELLOW] = N_("yellow"),
	[CHIP_ORANGE] = N_("orange"),
	[CHIP_PINK] = N_("pink"),
	[CHIP_BROWN] = N_("brown"),
	[CHIP_GREY] = N_("grey"),
	[CHIP_LIGHT_BLUE] = N_("light blue"),
};

const char *chips_colour_name(enum chip_colour c)
{
	return (unsigned)c < CHIP_COLOUR__COUNT ? _(colour_names[c]) : "";
}

/* Appends text at *len, cut (never mid-way through a piece) when full. */
static void append(char *buf, size_t size, size_t *len, const char *text)
{
	size_t n = strlen(text);

	if (*len + n >= size)
		return;
	memcpy(buf + *len, text, n + 1);
	*len += n;
}

void chips_list_text(const struct chip_set *s, const struct chip_count *c,
		     char *buf, size_t size)
{
	size_t len = 0;
	char piece[64];

	if (size == 0)
		return;
	buf[0] = '\0';
	for (int i = s->n - 1; i >= 0; i--) {
		if (c->n[i] <= 0)
			continue;
		snprintf(piece, sizeof piece, "%s%" PRId32 "×%" PRId64,
			 len > 0 ? ", " : "", c->n[i], s->d[i].value);
		append(buf, size, &len, piece);
	}
	if (len == 0)
		snprintf(buf, size, "-");
}

void chips_words(const struct chip_set *s, const struct chip_count *c,
		 char *buf, size_t size)
{
	char one[64], acc[CHIPS_TEXT_MAX], joined[CHIPS_TEXT_MAX], value[24];
	int left = 0;

	if (size == 0)
		return;
	for (int i = 0; i < s->n; i++)
		if (c->n[i] > 0)
			left++;
	if (left == 0) {
		snprintf(buf, size, "%s", _("no chips"));
		return;
	}
	acc[0] = '\0';
	for (int i = s->n - 1; i >= 0; i--) {
		if (c->n[i] <= 0)
			continue;
		snprintf(value, sizeof value, "%" PRId64, s->d[i].value);
		/* TRANSLATORS: chips of one value: "4 of 100". */
		snprintf(one, sizeof one, _("%d of %s"), (int)c->n[i], value);
		if (acc[0] == '\0')
			snprintf(joined, sizeof joined, "%s", one);
		else if (left == 1)
			/* TRANSLATORS: the last of a list of chips: "1 of
			 * 500 and 4 of 100". */
			snprintf(joined, sizeof joined, _("%s and %s"), acc, one);
		else
			snprintf(joined, sizeof joined, "%s, %s", acc, one);
		memcpy(acc, joined, sizeof acc);
		left--;
	}
	snprintf(buf, size, "%s", acc);
}

void chips_rule_text(const struct chip_set *s, char *buf, size_t size)
{
	if (s->rule == CHIPS_RULE_MAX_PER_COLOUR)
		snprintf(buf, size,
			 ngettext("at most %d chip of a colour",
				  "at most %d chips of a colour",
				  (unsigned long)s->max_per_colour),
			 s->max_per_colour);
	else
		snprintf(buf, size, "%s", _("the fewest chips"));
}

void chips_fault_text(const struct chip_set *s, enum chips_fault fault,
		      int64_t amount, const struct chip_count *due,
		      const struct chip_count *given, char *buf, size_t size)
{
	char a[24], made[24], want[CHIPS_TEXT_MAX], gave[CHIPS_TEXT_MAX];

	snprintf(a, sizeof a, "%" PRId64, amount);
	snprintf(made, sizeof made, "%" PRId64, chips_total(s, given));
	chips_words(s, due, want, sizeof want);
	chips_words(s, given, gave, sizeof gave);
	switch (fault) {
	case CHIPS_FAULT_NONE:
		buf[0] = '\0';
		break;
	case CHIPS_FAULT_TOTAL:
		snprintf(buf, size, _("Those chips make %s, not %s: %s is %s."),
			 made, a, a, want);
		break;
	case CHIPS_FAULT_FLOAT:
		snprintf(buf, size,
			 _("The carreteles have not got those chips: %s is %s from what they hold; you gave %s."),
			 a, want, gave);
		break;
	case CHIPS_FAULT_TOO_LARGE:
		snprintf(buf, size,
			 _("A chip larger than the player asked for: %s is %s; you gave %s."),
			 a, want, gave);
		break;
	case CHIPS_FAULT_OVER_COLOUR:
		snprintf(buf, size,
			 ngettext("At most %d chip of a colour: %s is %s; you gave %s.",
				  "At most %d chips of a colour: %s is %s; you gave %s.",
				  (unsigned long)s->max_per_colour),
			 s->max_per_colour, a, want, gave);
		break;
	case CHIPS_FAULT_SAME:
		snprintf(buf, size,
			 _("Those are the player's own chips back: %s is %s."),
			 a, want);
		break;
	case CHIPS_FAULT_NOT_FEWEST:
	default:
		/* TRANSLATORS: "900 is 1 of 500 and 4 of 100; you gave 9 of
		 * 100." */
		snprintf(buf, size, _("%s is %s; you gave %s."), a, want, gave);
		break;
	}
}
