/* SPDX-License-Identifier: GPL-3.0-or-later */
/* session_replay.c: the state at the start of every coup, and playing a
 * coup again.
 *
 * struct game holds no pointer but its profile's (and the coup's, the
 * same), so it is copied by value; a snapshot is the whole play (the
 * game or the scenario's script, the bots and their generator), taken
 * before the coup's anomalies go in, and restored into the same place,
 * where those pointers still hold. */
#include "config.h"

#include "session/session.h"

#include <stdlib.h>

#include "session/session_impl.h"

bool session_snap_take(struct session *s)
{
	struct session_snap *sn;

	if (s->n_snaps == s->cap_snaps) {
		size_t cap = s->cap_snaps > 0 ? s->cap_snaps * 2 : 16;
		struct session_snap *more = realloc(s->snaps,
						    cap * sizeof *more);

		if (more == NULL)
			return false;
		s->snaps = more;
		s->cap_snaps = cap;
	}
	sn = &s->snaps[s->n_snaps++];
	sn->coup = s->play.coup;
	sn->records = s->n_records;
	sn->play = s->play;
	return true;
}

enum status session_replay_coup(struct session *s, int coup)
{
	const struct session_snap *sn = NULL;

	if (s->kind == SESSION_PROCEDURE || s->replaying)
		return STATUS_NOT_ALLOWED;
	for (size_t i = 0; i < s->n_snaps; i++)
		if (s->snaps[i].coup == coup)
			sn = &s->snaps[i];
	if (sn == NULL)
		return STATUS_BAD_ARGUMENT;
	s->resume = malloc(sizeof *s->resume);
	if (s->resume == NULL)
		return STATUS_NOT_ALLOWED;
	*s->resume = s->play;
	s->play = sn->play;
	s->replaying = true;
	s->replay_coup = coup;
	s->step_marked = false;
	session_coup_begin(s);
	session_advance(s);
	return STATUS_OK;
}

bool session_replaying(const struct session *s)
{
	return s->replaying;
}

void session_replay_end(struct session *s)
{
	if (!s->replaying)
		return;
	s->play = *s->resume;
	free(s->resume);
	s->resume = NULL;
	s->replaying = false;
	s->replay_coup = 0;
	s->step_marked = false;
}
