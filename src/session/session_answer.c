/* SPDX-License-Identifier: GPL-3.0-or-later */
/* session_answer.c: a recorded answer played again; see
 * session_answer.h. */
#include "config.h"

#include "session/session_answer.h"

#include "i18n.h"
#include "session/choices.h"

/* Into the replayed coup the answer was given in, or out of it. */
static bool follow_replay(struct session *s, const struct session_answer *a)
{
	if (a->replay && !session_replaying(s))
		return session_replay_coup(s, a->coup) == STATUS_OK;
	if (!a->replay && session_replaying(s))
		session_replay_end(s);
	return true;
}

enum session_answer_fit session_answer(struct session *s,
				       const struct session_answer *a,
				       bool strict, struct verdict *v)
{
	struct choice list[CHOICES_MAX];
	const struct choice *c;
	const struct session_record *rec;
	struct verdict own;
	enum status st;
	size_t n, before;

	if (v == NULL)
		v = &own;
	if (!follow_replay(s, a))
		return SESSION_ANSWER_REPLAY;
	if (session_over(s))
		return SESSION_ANSWER_OVER;
	before = session_record_count(s);
	if (strict && a->index != before)
		return SESSION_ANSWER_INDEX;
	/* Its own time: the step became current at 0, done at ms. */
	session_mark(s, 0);
	if (a->hint)
		session_hint_shown(s);
	if (a->choice_key == '\0' && a->has_given &&
	    session_kind(s) != SESSION_PROCEDURE) {
		st = session_act(s, &a->given, (uint64_t)a->ms, v);
	} else {
		if (a->choice_key == '\0' ||
		    session_choices(s, list, CHOICES_MAX, &n) != STATUS_OK)
			return SESSION_ANSWER_NO_CHOICE;
		c = choices_find_key(list, n, a->choice_key);
		if (c == NULL)
			return SESSION_ANSWER_NO_CHOICE;
		st = c->needs_chips
			? session_act_chips(s, c, &a->chips, (uint64_t)a->ms,
					    v)
			: session_act_choice(s, c, a->typed_amount,
					     (uint64_t)a->ms, v);
	}
	if (st != STATUS_OK || session_record_count(s) != before + 1)
		return SESSION_ANSWER_REFUSED;
	rec = session_record(s, before);
	if (strict && (rec == NULL || rec->coup != a->coup))
		return SESSION_ANSWER_COUP;
	return SESSION_ANSWER_PLAYED;
}

const char *session_answer_why(enum session_answer_fit fit)
{
	switch (fit) {
	case SESSION_ANSWER_PLAYED:
		break;
	case SESSION_ANSWER_OVER:
		return _("it comes after the end");
	case SESSION_ANSWER_INDEX:
		return _("its place in the record is not the next one");
	case SESSION_ANSWER_COUP:
		return _("its coup is not the one being played");
	case SESSION_ANSWER_REPLAY:
		return _("it is in a coup that cannot be played again");
	case SESSION_ANSWER_NO_CHOICE:
		return _("no choice of its key is offered at that step");
	case SESSION_ANSWER_REFUSED:
		return _("the action was refused");
	}
	return "";
}
