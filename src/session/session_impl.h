/* SPDX-License-Identifier: GPL-3.0-or-later */
/* session_impl.h: what the files of the session share (private to
 * session*.c): the play's game, moving play on, the record and the
 * snapshots of the coups. */
#ifndef SESSION_SESSION_IMPL_H
#define SESSION_SESSION_IMPL_H

#include <stdbool.h>

#include "session/session.h"

/* The game being played (the script's in a scenario). */
struct game *session_play_game(struct session *s);

/* Runs the game up to the next croupier action: answers the players'
 * questions (script or bots), crosses the end of a coup (a snapshot, the
 * next coup's anomalies, the end of the session or of a replay). */
void session_advance(struct session *s);
/* A coup begins with the play as it is now: its snapshot (unless in a
 * replay) and, in a scenario, its anomalies.  false: out of memory. */
bool session_coup_begin(struct session *s);
/* Takes the snapshot of the coup now starting; false: out of memory. */
bool session_snap_take(struct session *s);

/* Appends a record; false when out of memory (the action still counts
 * for play). */
bool session_record_add(struct session *s, const struct session_record *r);
/* The milliseconds since the step became current; the next step becomes
 * current at now_ms. */
int64_t session_clock(struct session *s, uint64_t now_ms);

#endif
