/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pay_chips.c: the chips of `crupier pay --chips`; see pay_chips.h. */
#include "config.h"

#include "cli/pay_chips.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "cli/common.h"
#include "i18n.h"
#include "session/chips_text.h"

/* Amounts go into the messages as text: one msgid for every width. */
#define AMOUNT_TEXT 24
static const char *amount_text(int64_t v, char buf[AMOUNT_TEXT])
{
	snprintf(buf, AMOUNT_TEXT, "%" PRId64, v);
	return buf;
}

bool pay_chips_compose(const struct rules *r, const struct payout_request *q,
		       const struct payout *p, struct pay_chips *ch)
{
	struct rules exact = *r;
	struct chip_count f;
	struct payout e;
	char a[AMOUNT_TEXT];

	memset(ch, 0, sizeof *ch);
	if (p->pay <= 0)
		return true;
	exact.chips.on = false;
	ch->exact = payout_compute(&exact, q, &e) == STATUS_OK ? e.pay
							       : p->pay;
	chips_float_init(&r->chips, &f);
	if (chips_compose(&r->chips, &f, p->pay, 0, &ch->c) != STATUS_OK) {
		cli_error(_("the carreteles cannot pay %s in the %s profile's chips (%s)"),
			  amount_text(p->pay, a), r->name,
			  rules_cite(r, RULE_CHIPS_FLOAT));
		return false;
	}
	ch->made = true;
	return true;
}

json_t *pay_chips_json(const struct rules *r, const struct pay_chips *ch)
{
	const struct chip_set *s = &r->chips;
	json_t *obj = json_object(), *list = json_array();

	json_object_set_new(obj, "rule", json_string(
		s->rule == CHIPS_RULE_MAX_PER_COLOUR ? "max_per_colour"
						     : "fewest"));
	if (s->rule == CHIPS_RULE_MAX_PER_COLOUR)
		json_object_set_new(obj, "max_per_colour",
				    json_integer(s->max_per_colour));
	for (int i = s->n - 1; i >= 0; i--) {
		json_t *one;

		if (ch->c.n[i] <= 0)
			continue;
		one = json_object();
		json_object_set_new(one, "value", json_integer(s->d[i].value));
		json_object_set_new(one, "count", json_integer(ch->c.n[i]));
		json_object_set_new(one, "colour",
				    json_string(chip_colour_key(s->d[i].colour)));
		json_object_set_new(one, "letter",
				    json_stringn(&s->d[i].letter, 1));
		json_array_append_new(list, one);
	}
	json_object_set_new(obj, "chips", list);
	json_object_set_new(obj, "pieces",
			    json_integer(chips_pieces(s, &ch->c)));
	json_object_set_new(obj, "exact", json_integer(ch->exact));
	json_object_set_new(obj, "article",
			    json_string(rules_cite(r, RULE_CHIPS_PAY)));
	return obj;
}

void pay_chips_print(const struct rules *r, const struct payout *p,
		     const struct pay_chips *ch)
{
	char list[CHIPS_TEXT_MAX], rule[CHIPS_TEXT_MAX];
	char a[AMOUNT_TEXT], b[AMOUNT_TEXT], u[AMOUNT_TEXT];

	if (ch->exact != p->pay)
		printf(_("In chips the payment is rounded to the smallest chip, %s: %s is paid %s (%s)\n"),
		       amount_text(chips_unit(&r->chips), u),
		       amount_text(ch->exact, a), amount_text(p->pay, b),
		       rules_cite(r, p->rule));
	chips_list_text(&r->chips, &ch->c, list, sizeof list);
	chips_rule_text(&r->chips, rule, sizeof rule);
	printf(_("In chips: %s (%s; %s)\n"), list, rule,
	       rules_cite(r, RULE_CHIPS_PAY));
}
