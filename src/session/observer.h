/* SPDX-License-Identifier: GPL-3.0-or-later */
/* observer.h: who else hears of a session's progress.
 *
 * The results store implements them to commit every action the moment
 * it happens, so an exam cut short keeps every action done.  The session
 * itself calls acted() for every action acted through a choice
 * (session_set_observer), so every front end records the same columns;
 * the front end (the table or procedure screen, or the batch exam runner)
 * calls started(), finished() and abandoned(), which it alone knows of.
 * Any member may be NULL.  A callback returns false when it could not do
 * its job (a full disk): the front end then tells the trainee
 * (session_record_failed), and stops an exam rather than let it go on
 * unrecorded. */
#ifndef SESSION_OBSERVER_H
#define SESSION_OBSERVER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct session;
struct verdict;

struct session_observer {
	void *ctx;
	/* The session is about to start (or resume) its first step. */
	bool (*started)(void *ctx, const struct session *s);
	/* Action number index (0-based, as session_record(s, index)) was
	 * just recorded with this verdict. */
	bool (*acted)(void *ctx, const struct session *s, size_t index,
		      const struct verdict *v);
	/* The session is over (completed = true) or left before its end. */
	bool (*finished)(void *ctx, const struct session *s, bool completed);
	/* An exam's clock (exam_attempt.h): the milliseconds used so far by
	 * the wall clock, from its first action and across a resume.  NULL:
	 * the front end counts the actions' own times. */
	int64_t (*elapsed_ms)(void *ctx);
	/* The trainee left the exam for good: the attempt is closed as
	 * abandoned (and sealed).  NULL: treated as finished(false). */
	bool (*abandoned)(void *ctx, const struct session *s);
};

#endif
