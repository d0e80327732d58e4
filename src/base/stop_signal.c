/* SPDX-License-Identifier: GPL-3.0-or-later */
/* stop_signal.c: a stop signal is asked to stop, then made to; see
 * stop_signal.h. */
#include "config.h"

#include "base/stop_signal.h"

#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t caught;
static void (*before)(void);

/* The signal's own action, now: what SIGKILL would do, but the exit
 * status says which signal it was. */
static void die(int sig)
{
	struct sigaction sa;

	if (before != NULL)
		before();
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = SIG_DFL;
	sigemptyset(&sa.sa_mask);
	sigaction(sig, &sa, NULL);
	raise(sig);
	_exit(128 + sig);               /* a signal the process ignores */
}

static void on_stop(int sig)
{
	if (caught != 0) {              /* asked twice: now */
		die(sig);
		return;
	}
	caught = sig;
	alarm(STOP_SIGNAL_GRACE_S);
}

/* The grace is over: the program is waiting somewhere the signal did
 * not end. */
static void on_alarm(int sig)
{
	(void)sig;
	die(caught != 0 ? (int)caught : SIGTERM);
}

void stop_signal_install(void (*before_dying)(void))
{
	static const int sigs[] = { SIGHUP, SIGINT, SIGTERM };
	struct sigaction sa;

	before = before_dying;
	memset(&sa, 0, sizeof sa);
	sigemptyset(&sa.sa_mask);
	/* No SA_RESTART: a read waiting on a terminal or a pipe returns
	 * (EINTR) and the loop sees the flag. */
	sa.sa_handler = on_stop;
	for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
		sigaction(sigs[i], &sa, NULL);
	sa.sa_handler = on_alarm;
	sigaction(SIGALRM, &sa, NULL);
}

volatile sig_atomic_t *stop_signal_flag(void)
{
	return &caught;
}

int stop_signal_caught(void)
{
	return caught;
}
