/* SPDX-License-Identifier: GPL-3.0-or-later */
/* remote_shown.h: an attempt as every reader shows it on a results
 * server, the judge's verdict over what the client claimed (the view
 * crupier.attempts_shown of remote_readers.c), for the steps that made
 * the view and for the triggers that keep a figure of it
 * (remote_members.c): the columns of a row a of crupier.attempts and v
 * of crupier.verdicts. */
#ifndef SERVER_REMOTE_SHOWN_H
#define SERVER_REMOTE_SHOWN_H

/* A closed attempt with a verdict the judge could give. */
#define JUDGED "(a.status <> 'in_progress' AND v.attempt IS NOT NULL" \
	" AND v.unjudgeable IS NULL)"
/* A column of the attempt: the judge's when judged, else the client's. */
#define OVER(col) "CASE WHEN " JUDGED " THEN v." col " ELSE a." col \
	" END AS " col ",\n"

/* The columns of an attempt as the readers show it (one definition for
 * the step that made the view and the step that added to it). */
#define ATTEMPTS_SHOWN_COLUMNS \
	" SELECT a.id, a.trainee, a.scenario, a.scenario_sha256, a.profile,\n" \
	" a.kind, a.exam, a.started, a.ended,\n" \
	" CASE WHEN " JUDGED " THEN CASE v.status WHEN 'abandoned'\n" \
	"  THEN 'abandoned' ELSE 'complete' END ELSE a.status END AS status,\n" \
	OVER("score") OVER("pass_mark") OVER("passed") OVER("time_exceeded") \
	" a.origin, a.sealed, a.mac,\n" \
	OVER("fail_reason") OVER("fail_skill") OVER("critical") \
	OVER("max_critical") OVER("hints") OVER("free_hints") \
	" a.clock_start_ms,\n" \
	" CASE WHEN " JUDGED " THEN coalesce(v.timed_out, 0)\n" \
	"  ELSE a.timed_out END AS timed_out,\n" \
	" a.attempt_no, a.batch, a.code_hash, a.attempt_count, a.shoe_seed,\n" \
	" a.uuid, a.owner, a.site, a.class, a.audience,\n" \
	" CASE WHEN a.status = 'in_progress' THEN NULL\n" \
	"  WHEN v.attempt IS NULL THEN 'awaiting'\n" \
	"  WHEN v.unjudgeable IS NOT NULL THEN 'unjudgeable'\n" \
	"  ELSE 'judged' END AS verdict,\n" \
	" CASE WHEN a.status <> 'in_progress' THEN a.score END\n" \
	"  AS claimed_score,\n" \
	" CASE WHEN a.status <> 'in_progress' THEN a.passed END\n" \
	"  AS claimed_passed,\n" \
	" a.late,\n" \
	" CASE WHEN a.status <> 'in_progress' THEN v.unjudgeable END\n" \
	"  AS verdict_note"
#define ATTEMPTS_SHOWN_FROM \
	" FROM crupier.attempts a LEFT JOIN crupier.verdicts v\n" \
	" ON v.attempt = a.id;\n"

#endif
