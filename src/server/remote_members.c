/* SPDX-License-Identifier: GPL-3.0-or-later */
/* remote_members.c: the step of the server's schema (11 -> 12) that
 * keeps each trainee's totals for a class report, as a results file
 * keeps them (store/store_member_sql.h), so that the report reads a row
 * per member and a row per member and skill instead of every attempt of
 * the class's history.  Per audience (remote_readers.c), so that
 * row-level security shows each role the totals of the attempts it may
 * read and the report adds up the rows it sees:
 *
 *   member_totals  trainee x audience -> attempts, exams (the sum of the
 *                  exam column), exams passed, the best exam score and
 *                  the newest start, of the attempts as every reader
 *                  shows them (crupier.attempts_shown: the judge's
 *                  verdict over the claim, awaiting, unjudgeable)
 *   member_skills  trainee x audience x skill -> actions and mistakes,
 *                  the sums of attempt_agg over his attempts
 *
 * member_totals is kept by triggers on crupier.attempts and
 * crupier.verdicts: the attempt's part, as shown before the row moved,
 * taken out, and as shown after, put in; a best score or newest start
 * that may have been lowered is read again from that trainee's attempts
 * in that audience (his exams by their index; the start by its index).
 * member_skills follows attempt_agg's rows as they are counted again
 * (crupier.attempt_agg_fill, which now writes each row's trainee, so
 * that a row taken out is counted out of the trainee it was counted
 * for).  crupier.agg_rebuild counts them again from the rows too. */
#include "config.h"

#include "server/remote_schema.h"
#include "server/remote_shown.h"
#include "store/store_outcome.h"

#define RIGHT(r) "CASE WHEN " r ".correct <> 0 AND " r ".hint = 0" \
	" THEN 1 ELSE 0 END"

/* The part of an attempt shown as s: into o (or n). */
#define PART(into) \
	" SELECT s.trainee, s.audience, s.exam,\n" \
	"  crupier.crupier_passed(" STORE_OUTCOME_COLUMNS("s") ") AS passed,\n" \
	"  crupier.crupier_score(" STORE_OUTCOME_COLUMNS("s") ") AS score,\n" \
	"  s.started INTO " into " FROM ("
/* Takes part o out and puts part n in, unless they are the same. */
#define MOVE_PARTS \
	" IF (o.trainee, o.audience, o.exam, o.passed, o.score, o.started)\n" \
	"  IS NOT DISTINCT FROM (n.trainee, n.audience, n.exam, n.passed,\n" \
	"  n.score, n.started) THEN RETURN NULL; END IF;\n" \
	" same := o.trainee = n.trainee AND o.audience = n.audience;\n" \
	" PERFORM crupier.member_apply(-1, o.trainee, o.audience, o.exam,\n" \
	"  o.passed, o.score, o.started,\n" \
	"  coalesce(same AND n.exam = 1 AND n.score >= o.score, false),\n" \
	"  coalesce(same AND n.started COLLATE \"C\" >= o.started COLLATE \"C\",\n" \
	"  false));\n" \
	" PERFORM crupier.member_apply(1, n.trainee, n.audience, n.exam,\n" \
	"  n.passed, n.score, n.started, false, false);\n" \
	" RETURN NULL;\n"
#define NO_VERDICT " LEFT JOIN crupier.verdicts v ON false"
/* No part yet (an attempt inserted has none before, deleted none
 * after). */
#define NO_PARTS \
	" SELECT NULL::bigint AS trainee, NULL::bigint AS audience,\n" \
	"  NULL::integer AS exam, NULL::integer AS passed,\n" \
	"  NULL::double precision AS score, NULL::text AS started INTO o;\n" \
	" n := o;\n"

/* An attempt_agg statement's rows (g) counted into member_skills,
 * sign 1 or -1. */
#define SKILL_ROWS(rows, sign) \
	" INSERT INTO crupier.member_skills AS m (trainee, audience, skill,\n" \
	"  actions, mistakes)\n" \
	"  SELECT g.trainee, g.audience, g.skill, " sign " * sum(g.actions),\n" \
	"  " sign " * sum(g.mistakes) FROM " rows " g\n" \
	"  WHERE g.skill <> '*' AND g.trainee IS NOT NULL\n" \
	"  GROUP BY g.trainee, g.audience, g.skill\n" \
	"  ON CONFLICT (trainee, skill, audience) DO UPDATE SET\n" \
	"  actions = m.actions + excluded.actions,\n" \
	"  mistakes = m.mistakes + excluded.mistakes;\n"

const char remote_step_members[] =
	"SET LOCAL search_path TO crupier, pg_temp;\n"
	"CREATE TABLE crupier.member_totals (trainee bigint NOT NULL,\n"
	" audience bigint NOT NULL, attempts integer NOT NULL,\n"
	" exams integer NOT NULL, passed integer NOT NULL,\n"
	" best double precision, last text COLLATE \"C\",\n"
	" PRIMARY KEY (trainee, audience));\n"
	"CREATE TABLE crupier.member_skills (trainee bigint NOT NULL,\n"
	" audience bigint NOT NULL, skill text COLLATE \"C\" NOT NULL,\n"
	" actions integer NOT NULL, mistakes integer NOT NULL,\n"
	" PRIMARY KEY (trainee, skill, audience));\n"
	/* Each row of attempt_agg says whose it is. */
	"ALTER TABLE crupier.attempt_agg ADD COLUMN trainee bigint;\n"
	"UPDATE crupier.attempt_agg g SET trainee = a.trainee\n"
	" FROM crupier.attempts a WHERE a.id = g.attempt;\n"
	"CREATE OR REPLACE FUNCTION crupier.attempt_agg_fill(p_ids bigint[])\n"
	" RETURNS void LANGUAGE sql SET search_path = crupier, pg_temp AS $$\n"
	" DELETE FROM crupier.attempt_agg WHERE attempt = ANY (p_ids);\n"
	" INSERT INTO crupier.attempt_agg (attempt, skill, audience, trainee,\n"
	"  actions, correct, hints, mistakes, median_ms)\n"
	" SELECT x.attempt, '*', min(a.audience), min(a.trainee), count(*),\n"
	"  0, 0, sum(CASE WHEN x.correct = 0 THEN 1 ELSE 0 END), 0\n"
	"  FROM crupier.actions x JOIN crupier.attempts a ON a.id = x.attempt\n"
	"  WHERE x.replay = 0 AND (p_ids IS NULL OR x.attempt = ANY (p_ids))\n"
	"  GROUP BY x.attempt\n"
	" UNION ALL\n"
	" SELECT w.attempt, w.skill, min(w.audience), min(w.trainee),\n"
	"  count(*), sum(w.r), sum(w.h), sum(w.m),\n"
	"  (min(w.ms) FILTER (WHERE w.k = (w.c - 1) / 2)\n"
	"  + min(w.ms) FILTER (WHERE w.k = w.c / 2)) / 2\n"
	"  FROM (SELECT x.attempt, x.skill, a.audience, a.trainee, x.ms,\n"
	"  " RIGHT("x") " AS r,\n"
	"  CASE WHEN x.hint <> 0 THEN 1 ELSE 0 END AS h,\n"
	"  CASE WHEN x.correct = 0 THEN 1 ELSE 0 END AS m,\n"
	"  pg_catalog.row_number() OVER (PARTITION BY x.attempt, x.skill\n"
	"  ORDER BY x.ms) - 1 AS k,\n"
	"  count(*) OVER (PARTITION BY x.attempt, x.skill) AS c\n"
	"  FROM crupier.actions x JOIN crupier.attempts a ON a.id = x.attempt\n"
	"  WHERE x.replay = 0 AND (p_ids IS NULL OR x.attempt = ANY (p_ids)))\n"
	"  w GROUP BY w.attempt, w.skill $$;\n"
	/* A part taken out (p_sign -1) or put in (1). */
	"CREATE FUNCTION crupier.member_apply(p_sign integer,\n"
	" p_trainee bigint, p_audience bigint, p_exam integer,\n"
	" p_passed integer, p_score double precision, p_started text,\n"
	" p_keep_best boolean, p_keep_last boolean) RETURNS void\n"
	" LANGUAGE plpgsql SET search_path = crupier, pg_temp AS $$ BEGIN\n"
	" IF p_trainee IS NULL OR p_audience IS NULL THEN RETURN; END IF;\n"
	" IF p_sign > 0 THEN\n"
	"  INSERT INTO crupier.member_totals AS m (trainee, audience,\n"
	"   attempts, exams, passed, best, last) VALUES (p_trainee,\n"
	"   p_audience, 1, coalesce(p_exam, 0), CASE WHEN p_exam = 1\n"
	"   AND p_passed = 1 THEN 1 ELSE 0 END, CASE WHEN p_exam = 1\n"
	"   THEN p_score END, p_started)\n"
	"   ON CONFLICT (trainee, audience) DO UPDATE SET\n"
	"   attempts = m.attempts + 1, exams = m.exams + excluded.exams,\n"
	"   passed = m.passed + excluded.passed,\n"
	"   best = greatest(m.best, excluded.best),\n"
	"   last = greatest(m.last, excluded.last);\n"
	"  RETURN;\n"
	" END IF;\n"
	" UPDATE crupier.member_totals m SET attempts = m.attempts - 1,\n"
	"  exams = m.exams - coalesce(p_exam, 0),\n"
	"  passed = m.passed - CASE WHEN p_exam = 1 AND p_passed = 1 THEN 1\n"
	"  ELSE 0 END,\n"
	"  best = CASE WHEN p_exam = 1 AND p_score >= m.best AND NOT\n"
	"  p_keep_best THEN (SELECT max(crupier.crupier_score("
	STORE_OUTCOME_COLUMNS("s") "))\n"
	"  FROM crupier.attempts_shown s WHERE s.trainee = p_trainee\n"
	"  AND s.audience = p_audience AND s.exam = 1) ELSE m.best END,\n"
	"  last = CASE WHEN p_started COLLATE \"C\" >= m.last AND NOT\n"
	"  p_keep_last THEN (SELECT max(a.started) FROM crupier.attempts a\n"
	"  WHERE a.trainee = p_trainee AND a.audience = p_audience)\n"
	"  ELSE m.last END\n"
	"  WHERE m.trainee = p_trainee AND m.audience = p_audience;\n"
	" DELETE FROM crupier.member_totals m WHERE m.trainee = p_trainee\n"
	"  AND m.audience = p_audience AND m.attempts <= 0;\n"
	" END $$;\n"
	/* An attempt written: its part as it was (with its verdict) out,
	 * as it is in. */
	"CREATE FUNCTION crupier.attempt_member() RETURNS trigger\n"
	" LANGUAGE plpgsql SECURITY DEFINER SET search_path = crupier, pg_temp\n"
	" AS $$ DECLARE o record; n record; same boolean; BEGIN\n"
	NO_PARTS
	" IF TG_OP <> 'INSERT' THEN\n"
	PART("o") ATTEMPTS_SHOWN_COLUMNS
	"  FROM (SELECT OLD.*) a LEFT JOIN crupier.verdicts v\n"
	"  ON v.attempt = a.id) s;\n"
	" END IF;\n"
	" IF TG_OP <> 'DELETE' THEN\n"
	PART("n") ATTEMPTS_SHOWN_COLUMNS
	"  FROM (SELECT NEW.*) a LEFT JOIN crupier.verdicts v\n"
	"  ON v.attempt = a.id) s;\n"
	" END IF;\n"
	MOVE_PARTS
	" END $$;\n"
	/* A verdict written: its attempt's part as it was shown out, as it
	 * is shown now in. */
	"CREATE FUNCTION crupier.verdict_member() RETURNS trigger\n"
	" LANGUAGE plpgsql SECURITY DEFINER SET search_path = crupier, pg_temp\n"
	" AS $$ DECLARE o record; n record; same boolean; BEGIN\n"
	NO_PARTS
	" IF TG_OP = 'INSERT' THEN\n"
	PART("o") ATTEMPTS_SHOWN_COLUMNS
	"  FROM crupier.attempts a" NO_VERDICT " WHERE a.id = NEW.attempt) s;\n"
	" ELSE\n"
	PART("o") ATTEMPTS_SHOWN_COLUMNS
	"  FROM crupier.attempts a LEFT JOIN (SELECT OLD.*) v\n"
	"  ON v.attempt = a.id WHERE a.id = OLD.attempt) s;\n"
	" END IF;\n"
	" IF TG_OP = 'DELETE' THEN\n"
	PART("n") ATTEMPTS_SHOWN_COLUMNS
	"  FROM crupier.attempts a" NO_VERDICT " WHERE a.id = OLD.attempt) s;\n"
	" ELSE\n"
	PART("n") ATTEMPTS_SHOWN_COLUMNS
	"  FROM crupier.attempts a LEFT JOIN (SELECT NEW.*) v\n"
	"  ON v.attempt = a.id WHERE a.id = NEW.attempt) s;\n"
	" END IF;\n"
	MOVE_PARTS
	" END $$;\n"
	/* attempt_agg's rows as they are counted again. */
	"CREATE FUNCTION crupier.attempt_agg_member() RETURNS trigger\n"
	" LANGUAGE plpgsql SECURITY DEFINER SET search_path = crupier, pg_temp\n"
	" AS $$ BEGIN\n"
	/* crupier.agg_rebuild counts them once at its end. */
	" IF current_setting('crupier.rebuilding', true) = 'on' THEN\n"
	"  RETURN NULL;\n"
	" END IF;\n"
	" IF TG_OP = 'TRUNCATE' THEN\n"
	"  TRUNCATE crupier.member_skills;\n"
	"  RETURN NULL;\n"
	" END IF;\n"
	" IF TG_OP <> 'INSERT' THEN\n"
	SKILL_ROWS("old_rows", "-1")
	" END IF;\n"
	" IF TG_OP <> 'DELETE' THEN\n"
	SKILL_ROWS("new_rows", "1")
	" END IF;\n"
	" IF TG_OP <> 'INSERT' THEN\n"
	"  DELETE FROM crupier.member_skills m USING old_rows g\n"
	"   WHERE m.trainee = g.trainee AND m.audience = g.audience\n"
	"   AND m.skill = g.skill AND m.actions <= 0;\n"
	" END IF;\n"
	" RETURN NULL; END $$;\n"
	"CREATE TRIGGER attempts_member AFTER INSERT OR UPDATE OR DELETE\n"
	" ON crupier.attempts FOR EACH ROW\n"
	" EXECUTE FUNCTION crupier.attempt_member();\n"
	"CREATE TRIGGER verdicts_member AFTER INSERT OR UPDATE OR DELETE\n"
	" ON crupier.verdicts FOR EACH ROW\n"
	" EXECUTE FUNCTION crupier.verdict_member();\n"
	"CREATE TRIGGER attempt_agg_member_added AFTER INSERT\n"
	" ON crupier.attempt_agg REFERENCING NEW TABLE AS new_rows\n"
	" FOR EACH STATEMENT EXECUTE FUNCTION crupier.attempt_agg_member();\n"
	"CREATE TRIGGER attempt_agg_member_changed AFTER UPDATE\n"
	" ON crupier.attempt_agg REFERENCING OLD TABLE AS old_rows\n"
	" NEW TABLE AS new_rows\n"
	" FOR EACH STATEMENT EXECUTE FUNCTION crupier.attempt_agg_member();\n"
	"CREATE TRIGGER attempt_agg_member_removed AFTER DELETE\n"
	" ON crupier.attempt_agg REFERENCING OLD TABLE AS old_rows\n"
	" FOR EACH STATEMENT EXECUTE FUNCTION crupier.attempt_agg_member();\n"
	"CREATE TRIGGER attempt_agg_member_emptied AFTER TRUNCATE\n"
	" ON crupier.attempt_agg\n"
	" FOR EACH STATEMENT EXECUTE FUNCTION crupier.attempt_agg_member();\n"
	/* Counted from the rows: the totals from the attempts as shown, the
	 * skills from attempt_agg. */
	"CREATE FUNCTION crupier.member_rebuild() RETURNS void\n"
	" LANGUAGE plpgsql SET search_path = crupier, pg_temp AS $$ BEGIN\n"
	" TRUNCATE crupier.member_totals, crupier.member_skills;\n"
	" INSERT INTO crupier.member_totals (trainee, audience, attempts,\n"
	"  exams, passed, best, last)\n"
	"  SELECT s.trainee, s.audience, count(*), coalesce(sum(s.exam), 0),\n"
	"  sum(CASE WHEN s.exam = 1 AND crupier.crupier_passed("
	STORE_OUTCOME_COLUMNS("s") ") = 1\n"
	"  THEN 1 ELSE 0 END),\n"
	"  max(CASE WHEN s.exam = 1 THEN crupier.crupier_score("
	STORE_OUTCOME_COLUMNS("s") ") END),\n"
	"  max(s.started) FROM crupier.attempts_shown s\n"
	"  WHERE s.audience IS NOT NULL GROUP BY s.trainee, s.audience;\n"
	" INSERT INTO crupier.member_skills (trainee, audience, skill,\n"
	"  actions, mistakes)\n"
	"  SELECT a.trainee, a.audience, g.skill, sum(g.actions),\n"
	"  sum(g.mistakes) FROM crupier.attempt_agg g\n"
	"  JOIN crupier.attempts a ON a.id = g.attempt\n"
	"  WHERE g.skill <> '*' AND a.audience IS NOT NULL\n"
	"  GROUP BY a.trainee, a.audience, g.skill;\n"
	" END $$;\n"
	/* Everything counted again, these with the rest. */
	"ALTER FUNCTION crupier.agg_rebuild() RENAME TO agg_rebuild_actions;\n"
	"CREATE FUNCTION crupier.agg_rebuild() RETURNS void\n"
	" LANGUAGE plpgsql SET search_path = crupier, pg_temp AS $$ BEGIN\n"
	" PERFORM pg_catalog.set_config('crupier.rebuilding', 'on', true);\n"
	" PERFORM crupier.agg_rebuild_actions();\n"
	" PERFORM crupier.member_rebuild();\n"
	" PERFORM pg_catalog.set_config('crupier.rebuilding', 'off', true);\n"
	" END $$;\n"
	"REVOKE ALL ON FUNCTION crupier.member_apply(integer, bigint, bigint,\n"
	"  integer, integer, double precision, text, boolean, boolean),\n"
	" crupier.attempt_member(), crupier.verdict_member(),\n"
	" crupier.attempt_agg_member(), crupier.member_rebuild(),\n"
	" crupier.agg_rebuild() FROM PUBLIC;\n"
	"GRANT SELECT ON crupier.member_totals, crupier.member_skills\n"
	" TO crupier_trainee, crupier_teacher, crupier_supervisor;\n"
	"ALTER TABLE crupier.member_totals ENABLE ROW LEVEL SECURITY;\n"
	"ALTER TABLE crupier.member_skills ENABLE ROW LEVEL SECURITY;\n"
	"CREATE POLICY member_totals_read ON crupier.member_totals FOR SELECT\n"
	" TO crupier_trainee, crupier_teacher, crupier_supervisor\n"
	" USING (audience IN (SELECT crupier.my_audiences()));\n"
	"CREATE POLICY member_skills_read ON crupier.member_skills FOR SELECT\n"
	" TO crupier_trainee, crupier_teacher, crupier_supervisor\n"
	" USING (audience IN (SELECT crupier.my_audiences()));\n"
	/* The history there already. */
	"SELECT crupier.member_rebuild();\n";
