/* SPDX-License-Identifier: GPL-3.0-or-later */
/* stop_signal.h: SIGHUP, SIGINT and SIGTERM always end the program.
 *
 * The front ends stop between two steps when one comes (the batch exam
 * between two actions, the trainer at its next tick), so that every
 * action done is kept and the terminal given back.  But a step may be
 * waiting where an interrupted call is simply made again: SQLite's
 * open, libpq connecting to a server that does not answer (with the
 * outbox trying it), a read of what turned out not to be a file.  So the
 * first signal also arms a clock: if the program has not ended
 * STOP_SIGNAL_GRACE_S seconds later, or when a second stop signal
 * comes, the signal's own action ends it there.  Nothing is lost that a
 * kill -9 would not lose (the store commits each action as it is done,
 * sealed files are written whole or not at all, a push is made again by
 * the next run), and the hook given (async-signal-safe) gives the
 * terminal back first. */
#ifndef BASE_STOP_SIGNAL_H
#define BASE_STOP_SIGNAL_H

#include <signal.h>

#define STOP_SIGNAL_GRACE_S 3

/* Installs the handlers (no SA_RESTART, so that a blocking read
 * returns); before_dying (may be NULL) runs in the handler just before
 * the program is ended by the signal. */
void stop_signal_install(void (*before_dying)(void));
/* The flag a stop signal sets (its number; 0 none), for loops that
 * check it between steps. */
volatile sig_atomic_t *stop_signal_flag(void);
/* The stop signal caught, 0 none. */
int stop_signal_caught(void);

#endif
