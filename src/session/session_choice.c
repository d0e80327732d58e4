/* SPDX-License-Identifier: GPL-3.0-or-later */
/* session_choice.c: the trainee's action as every front end gives it, a
 * choice of session_choices() (with the amount typed, or the chips
 * counted out): acted, its record told how it was picked, and the
 * recorder told of it (observer.h). */
#include "config.h"

#include "session/session.h"

/* A choice acted (procedure step or game action a), recorded with how
 * it was picked, then told to the recorder. */
static enum status act_picked(struct session *s, const struct choice *c,
			      const struct game_action *a, int64_t amount,
			      uint64_t now_ms, struct verdict *out)
{
	struct verdict own;
	size_t before = s->n_records;
	enum status st;

	if (out == NULL)
		out = &own;     /* the recorder hears of the verdict */
	if (c->procedure)
		st = session_act_step(s, c->op, &c->params, 0, now_ms, out);
	else
		st = session_act(s, a, now_ms, out);
	s->record_failed = false;
	if (st != STATUS_OK || s->n_records == before)
		return st;
	/* The record this action added remembers how it was picked; then
	 * the recorder hears of it (a replayed coup is not recorded). */
	s->records[s->n_records - 1].choice_key = c->key;
	s->records[s->n_records - 1].typed_amount = amount;
	if (!s->records[s->n_records - 1].replay && s->obs != NULL &&
	    s->obs->acted != NULL)
		s->record_failed = !s->obs->acted(s->obs->ctx, s,
						  s->n_records - 1, out);
	return st;
}

enum status session_act_choice(struct session *s, const struct choice *c,
			       int64_t amount, uint64_t now_ms,
			       struct verdict *out)
{
	struct game_action a = choice_action(c, amount);

	return act_picked(s, c, &a, amount, now_ms, out);
}

enum status session_act_chips(struct session *s, const struct choice *c,
			      const struct chip_count *chips,
			      uint64_t now_ms, struct verdict *out)
{
	const struct chip_set *set = &session_rules(s)->chips;
	struct game_action a = choice_action_chips(c, set, chips);

	return act_picked(s, c, &a, a.amount, now_ms, out);
}

void session_set_observer(struct session *s,
			  const struct session_observer *obs)
{
	s->obs = obs;
}

bool session_record_failed(const struct session *s)
{
	return s->record_failed;
}
