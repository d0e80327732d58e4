/* SPDX-License-Identifier: GPL-3.0-or-later */
/* explain.h: the explanation of a mistake, chosen from what the trainee
 * did against what was due.
 *
 * The rule the game cites for a step says why the step is due, not why
 * the trainee's action is wrong: paying a losing Punto bet is not
 * answered by "a winning Punto bet is paid 100%", but by "this bet lost:
 * a losing bet is taken in".  explain_mistake() looks at the pair
 * (expected, given) of a game verdict and, where the pair is one a
 * croupier makes (the distractors of choices*.c and any other action),
 * writes what the given action gets wrong and what the rule requires,
 * with the computation when an amount is wrong ("A Banca bet of 1000 in
 * a seat is paid 90%: 900"), followed by the article. */
#ifndef SESSION_EXPLAIN_H
#define SESSION_EXPLAIN_H

#include <stdbool.h>
#include <stddef.h>

#include "engine/game.h"
#include "session/session.h"

/* Writes the explanation of verdict v of a game under profile r into
 * buf.  g is the game the verdict came from, after the expected action
 * was applied (it is read for Punto's third card); NULL leaves that
 * detail out.  False (buf untouched) when the verdict carries no
 * actions to compare (a verdict rebuilt from the record) or is right:
 * then the rule's text is the explanation. */
bool explain_mistake(const struct rules *r, const struct game *g,
		     const struct verdict *v, char *buf, size_t size);

/* The same for a mistake of the record, after the game has moved on
 * (the summary): rec's expected action against given, the action the
 * trainee gave when the front end kept it; NULL rebuilds it from the
 * record's given key and amount where those say all that differs (a
 * movement or a call in place of another, a wrong amount).  False when
 * that is not enough, for a right action, or a procedure's record. */
bool explain_record(const struct rules *r, const struct session_record *rec,
		    const struct game_action *given, char *buf, size_t size);

#endif
