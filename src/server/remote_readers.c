/* SPDX-License-Identifier: GPL-3.0-or-later */
/* remote_readers.c: the step of the server's schema (5 -> 6) that lets
 * the readers run their own queries there (server/remote_store.c), the
 * same SQL as on a SQLite file (store/store_sql.h), at a chain's scale.
 *
 *   - Text the readers sort or compare is sorted byte by byte (COLLATE
 *     "C"), as SQLite sorts it, whatever the database's locale.
 *   - An attempt's audience: who may read it is a matter of its owner,
 *     class and site alone, so each distinct (owner, class, site) is a
 *     row of crupier.audiences, and each attempt, skill row and verdict
 *     carries its audience's id.  Row-level security keeps the rule it
 *     had (the owner reads his attempts, a teacher those made in his
 *     classes, a supervisor those of his sites), asked once per query
 *     (crupier.my_audiences(), a few ids) instead of a look-up in
 *     attempts for each row read: a supervisor's listing of a million
 *     attempts reads each of them once.
 *   - crupier.attempts_shown: an attempt as every reader shows it, the
 *     judge's verdict over what the client claimed (store_outcome.h):
 *     closed and judged, the verdict's figures; closed without a
 *     verdict, "awaiting"; judged unjudgeable, why.  SQLite has the
 *     same view over its own table (store.c, step 12).
 *   - Indexes for each reader's filter (tests/pg/plans.sh). */
#include "config.h"

#include "server/remote_schema.h"
#include "server/remote_shown.h"

const char remote_step_readers[] =
	"SET LOCAL search_path TO crupier, pg_temp;\n"
	/* Sorted as SQLite sorts: byte by byte. */
	"ALTER TABLE crupier.trainees ALTER COLUMN name TYPE text\n"
	" COLLATE \"C\";\n"
	"ALTER TABLE crupier.attempts\n"
	" ALTER COLUMN scenario TYPE text COLLATE \"C\",\n"
	" ALTER COLUMN started TYPE text COLLATE \"C\";\n"
	"ALTER TABLE crupier.actions\n"
	" ALTER COLUMN skill TYPE text COLLATE \"C\",\n"
	" ALTER COLUMN done_at TYPE text COLLATE \"C\",\n"
	" ALTER COLUMN cell TYPE text COLLATE \"C\";\n"
	"ALTER TABLE crupier.attempt_skills ALTER COLUMN skill TYPE text\n"
	" COLLATE \"C\";\n"
	"ALTER TABLE crupier.classes ALTER COLUMN name TYPE text COLLATE \"C\";\n"
	"ALTER TABLE crupier.class_members ALTER COLUMN trainee TYPE text\n"
	" COLLATE \"C\";\n"
	"ALTER TABLE crupier.class_exams\n"
	" ALTER COLUMN exam TYPE text COLLATE \"C\",\n"
	" ALTER COLUMN opens TYPE text COLLATE \"C\",\n"
	" ALTER COLUMN closes TYPE text COLLATE \"C\";\n"
	/* Audiences: who may read an attempt. */
	"CREATE TABLE crupier.audiences (\n"
	" id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,\n"
	" owner name NOT NULL, class bigint, site text);\n"
	"CREATE UNIQUE INDEX audiences_key ON crupier.audiences\n"
	" (owner, coalesce(class, 0), coalesce(site, ''));\n"
	"CREATE INDEX audiences_class ON crupier.audiences (class);\n"
	"CREATE INDEX audiences_site ON crupier.audiences (site);\n"
	"CREATE FUNCTION crupier.audience_of(p_owner name, p_class bigint,\n"
	" p_site text) RETURNS bigint LANGUAGE plpgsql VOLATILE\n"
	" SECURITY DEFINER SET search_path = crupier, pg_temp AS $$\n"
	" DECLARE v bigint; BEGIN\n"
	" FOR i IN 1..2 LOOP\n"
	"  SELECT a.id INTO v FROM crupier.audiences a WHERE a.owner = p_owner\n"
	"   AND coalesce(a.class, 0) = coalesce(p_class, 0)\n"
	"   AND coalesce(a.site, '') = coalesce(p_site, '');\n"
	"  IF v IS NOT NULL THEN RETURN v; END IF;\n"
	"  INSERT INTO crupier.audiences (owner, class, site)\n"
	"   VALUES (p_owner, p_class, p_site) ON CONFLICT DO NOTHING\n"
	"   RETURNING id INTO v;\n"
	"  IF v IS NOT NULL THEN RETURN v; END IF;\n"
	" END LOOP;\n"
	" RETURN v; END $$;\n"
	"INSERT INTO crupier.audiences (owner, class, site)\n"
	" SELECT DISTINCT a.owner, a.class, a.site FROM crupier.attempts a\n"
	" ON CONFLICT DO NOTHING;\n"
	"ALTER TABLE crupier.attempts ADD COLUMN audience bigint\n"
	" REFERENCES crupier.audiences(id);\n"
	"UPDATE crupier.attempts a SET audience = v.id FROM crupier.audiences v\n"
	" WHERE v.owner = a.owner AND coalesce(v.class, 0) = coalesce(a.class, 0)\n"
	" AND coalesce(v.site, '') = coalesce(a.site, '');\n"
	"CREATE INDEX attempts_audience ON crupier.attempts (audience);\n"
	"ALTER TABLE crupier.attempt_skills ADD COLUMN audience bigint;\n"
	"UPDATE crupier.attempt_skills s SET audience = a.audience\n"
	" FROM crupier.attempts a WHERE a.id = s.attempt;\n"
	"ALTER TABLE crupier.verdicts ADD COLUMN audience bigint;\n"
	"UPDATE crupier.verdicts s SET audience = a.audience\n"
	" FROM crupier.attempts a WHERE a.id = s.attempt;\n"
	/* Which trainees have attempts in which audiences: who may read a
	 * trainee's name. */
	"CREATE TABLE crupier.trainee_audiences (\n"
	" trainee bigint NOT NULL REFERENCES crupier.trainees(id),\n"
	" audience bigint NOT NULL REFERENCES crupier.audiences(id),\n"
	" PRIMARY KEY (trainee, audience));\n"
	"CREATE INDEX trainee_audiences_audience ON crupier.trainee_audiences\n"
	" (audience);\n"
	"INSERT INTO crupier.trainee_audiences (trainee, audience)\n"
	" SELECT DISTINCT a.trainee, a.audience FROM crupier.attempts a;\n"
	/* Kept by the server whoever writes: an attempt's audience from its
	 * owner, class and site; a skill row's and a verdict's from their
	 * attempt's. */
	"CREATE FUNCTION crupier.attempt_audience() RETURNS trigger\n"
	" LANGUAGE plpgsql SECURITY DEFINER SET search_path = crupier, pg_temp\n"
	" AS $$ BEGIN\n"
	" NEW.audience := crupier.audience_of(NEW.owner, NEW.class, NEW.site);\n"
	" RETURN NEW; END $$;\n"
	"CREATE TRIGGER attempts_audience BEFORE INSERT OR UPDATE\n"
	" ON crupier.attempts FOR EACH ROW\n"
	" EXECUTE FUNCTION crupier.attempt_audience();\n"
	"CREATE FUNCTION crupier.attempt_audience_moved() RETURNS trigger\n"
	" LANGUAGE plpgsql SECURITY DEFINER SET search_path = crupier, pg_temp\n"
	" AS $$ BEGIN\n"
	" INSERT INTO crupier.trainee_audiences (trainee, audience)\n"
	"  VALUES (NEW.trainee, NEW.audience) ON CONFLICT DO NOTHING;\n"
	" IF TG_OP = 'UPDATE' AND (OLD.audience, OLD.trainee) IS DISTINCT FROM\n"
	"  (NEW.audience, NEW.trainee) THEN\n"
	"  UPDATE crupier.attempt_skills SET audience = NEW.audience\n"
	"   WHERE attempt = NEW.id;\n"
	"  UPDATE crupier.verdicts SET audience = NEW.audience\n"
	"   WHERE attempt = NEW.id;\n"
	"  DELETE FROM crupier.trainee_audiences t WHERE t.trainee = OLD.trainee\n"
	"   AND t.audience = OLD.audience AND NOT EXISTS (SELECT 1\n"
	"   FROM crupier.attempts a WHERE a.trainee = OLD.trainee\n"
	"   AND a.audience = OLD.audience);\n"
	" END IF;\n"
	" RETURN NULL; END $$;\n"
	"CREATE TRIGGER attempts_audience_moved AFTER INSERT OR UPDATE\n"
	" ON crupier.attempts FOR EACH ROW\n"
	" EXECUTE FUNCTION crupier.attempt_audience_moved();\n"
	"CREATE FUNCTION crupier.row_audience() RETURNS trigger\n"
	" LANGUAGE plpgsql SECURITY DEFINER SET search_path = crupier, pg_temp\n"
	" AS $$ BEGIN\n"
	" NEW.audience := (SELECT a.audience FROM crupier.attempts a\n"
	"  WHERE a.id = NEW.attempt);\n"
	" RETURN NEW; END $$;\n"
	"CREATE TRIGGER attempt_skills_audience BEFORE INSERT OR UPDATE\n"
	" ON crupier.attempt_skills FOR EACH ROW\n"
	" EXECUTE FUNCTION crupier.row_audience();\n"
	"CREATE TRIGGER verdicts_audience BEFORE INSERT OR UPDATE\n"
	" ON crupier.verdicts FOR EACH ROW\n"
	" EXECUTE FUNCTION crupier.row_audience();\n"
	"REVOKE ALL ON FUNCTION crupier.audience_of(name, bigint, text),\n"
	" crupier.attempt_audience(), crupier.attempt_audience_moved(),\n"
	" crupier.row_audience() FROM PUBLIC;\n"
	/* The audiences the login that connected may read: his own, his
	 * classes', his sites'. */
	"CREATE FUNCTION crupier.my_audiences() RETURNS SETOF bigint\n"
	" LANGUAGE sql STABLE SECURITY DEFINER ROWS 100\n"
	" SET search_path = crupier, pg_temp AS $$\n"
	" SELECT v.id FROM crupier.audiences v WHERE v.owner = session_user\n"
	" UNION SELECT v.id FROM crupier.audiences v\n"
	"  JOIN crupier.classes c ON c.id = v.class\n"
	"  WHERE c.teacher = session_user\n"
	" UNION SELECT v.id FROM crupier.audiences v\n"
	"  JOIN crupier.sites s ON s.name = v.site\n"
	"  JOIN crupier.site_supervisors x ON x.site = s.id\n"
	"  WHERE x.login = session_user $$;\n"
	"REVOKE ALL ON FUNCTION crupier.my_audiences() FROM PUBLIC;\n"
	"GRANT EXECUTE ON FUNCTION crupier.my_audiences() TO crupier_trainee,\n"
	" crupier_teacher, crupier_supervisor;\n"
	"GRANT SELECT ON crupier.trainee_audiences TO crupier_trainee,\n"
	" crupier_teacher, crupier_supervisor;\n"
	"ALTER TABLE crupier.audiences ENABLE ROW LEVEL SECURITY;\n"
	"ALTER TABLE crupier.trainee_audiences ENABLE ROW LEVEL SECURITY;\n"
	/* The same rule as before, asked once per query. */
	"DROP POLICY attempts_read ON crupier.attempts;\n"
	"DROP POLICY actions_read ON crupier.actions;\n"
	"DROP POLICY skills_read ON crupier.attempt_skills;\n"
	"DROP POLICY verdicts_read ON crupier.verdicts;\n"
	"DROP POLICY trainees_read ON crupier.trainees;\n"
	"CREATE POLICY attempts_read ON crupier.attempts FOR SELECT\n"
	" TO crupier_trainee, crupier_teacher, crupier_supervisor\n"
	" USING (audience IN (SELECT crupier.my_audiences()));\n"
	"CREATE POLICY skills_read ON crupier.attempt_skills FOR SELECT\n"
	" TO crupier_trainee, crupier_teacher, crupier_supervisor\n"
	" USING (audience IN (SELECT crupier.my_audiences()));\n"
	"CREATE POLICY verdicts_read ON crupier.verdicts FOR SELECT\n"
	" TO crupier_trainee, crupier_teacher, crupier_supervisor\n"
	" USING (audience IN (SELECT crupier.my_audiences()));\n"
	"CREATE POLICY trainee_audiences_read ON crupier.trainee_audiences\n"
	" FOR SELECT TO crupier_trainee, crupier_teacher, crupier_supervisor\n"
	" USING (audience IN (SELECT crupier.my_audiences()));\n"
	/* An action: its attempt's, found by its key. */
	"CREATE POLICY actions_read ON crupier.actions FOR SELECT\n"
	" TO crupier_trainee, crupier_teacher, crupier_supervisor\n"
	" USING (EXISTS (SELECT 1 FROM crupier.attempts a\n"
	"  WHERE a.id = crupier.actions.attempt));\n"
	"CREATE POLICY trainees_read ON crupier.trainees FOR SELECT\n"
	" TO crupier_trainee, crupier_teacher, crupier_supervisor\n"
	" USING (login = current_user OR id IN (SELECT t.trainee\n"
	"  FROM crupier.trainee_audiences t));\n"
	/* An attempt as the readers show it. */
	"CREATE VIEW crupier.attempts_shown WITH (security_invoker = true) AS\n"
	ATTEMPTS_SHOWN_COLUMNS "\n" ATTEMPTS_SHOWN_FROM
	"GRANT SELECT ON crupier.attempts_shown TO crupier_trainee,\n"
	" crupier_teacher, crupier_supervisor;\n"
	/* Each reader's filter: a trainee's attempts by start, everyone's
	 * by start, an attempt's skills. */
	"CREATE INDEX attempts_trainee_started ON crupier.attempts\n"
	" (trainee, started, id);\n"
	"CREATE INDEX attempts_started ON crupier.attempts (started, id);\n"
	"CREATE INDEX attempts_trainee_exam ON crupier.attempts\n"
	" (trainee, scenario) WHERE exam = 1;\n"
	"CREATE INDEX attempt_skills_audience ON crupier.attempt_skills\n"
	" (audience);\n";

/* An exam attempt its supervisor released (results release): its key
 * and explanations shown to its trainee.  Set only by the server's own
 * function, a supervisor's (step 10, remote_release.c); shown as every
 * reader reads it. */
const char remote_step_released[] =
	"ALTER TABLE crupier.attempts ADD COLUMN released text;\n"
	"CREATE OR REPLACE VIEW crupier.attempts_shown"
	" WITH (security_invoker = true) AS\n"
	ATTEMPTS_SHOWN_COLUMNS ",\n a.released\n" ATTEMPTS_SHOWN_FROM;

/* 10 -> 11: the readers of one trainee flat with the history.
 *
 * An action's row-level security is asked per row, by its attempt's key:
 * a scalar subquery is never turned into a hash of every attempt the
 * role may read, which the EXISTS of step 6 was (a scan of all the
 * server's attempts for each reader of actions, one attempt's or one
 * trainee's).  The same rule: an action is read where its attempt is.
 *
 * Each login keeps its own mastery walks (learning/mastery_scan.c: where
 * the judge of mastery stopped, so that the next reading reads only the
 * actions added since), as a results file keeps them in its table of the
 * same name.  A walk is what that login read: it is his alone (row-level
 * security by session_user, as crupier.my_audiences()), and it is only a
 * shortcut, checked against the aggregates the login sees at each
 * reading and walked again from the start when they differ (his rights
 * changed, an older attempt arrived). */
const char remote_step_flat[] =
	"DROP POLICY actions_read ON crupier.actions;\n"
	"CREATE POLICY actions_read ON crupier.actions FOR SELECT\n"
	" TO crupier_trainee, crupier_teacher, crupier_supervisor\n"
	" USING ((SELECT true FROM crupier.attempts a\n"
	"  WHERE a.id = crupier.actions.attempt));\n"
	"CREATE TABLE crupier.mastery_scan (\n"
	" login name NOT NULL DEFAULT session_user,\n"
	" trainee bigint NOT NULL,\n"
	" scenario text NOT NULL,\n"
	" span integer NOT NULL,\n"
	" accuracy integer NOT NULL,\n"
	" targets text NOT NULL,\n"
	" skill text NOT NULL,\n"
	" seen integer NOT NULL,\n"
	" practice_ms bigint NOT NULL,\n"
	" first_at text NOT NULL,\n"
	" reached integer NOT NULL,\n"
	" reached_after integer NOT NULL,\n"
	" reached_practice_ms bigint NOT NULL,\n"
	" reached_at text NOT NULL,\n"
	" tail text NOT NULL,\n"
	" last_at text NOT NULL,\n"
	" last_attempt bigint NOT NULL,\n"
	" last_idx bigint NOT NULL);\n"
	"CREATE INDEX mastery_scan_key ON crupier.mastery_scan\n"
	" (login, trainee, scenario);\n"
	"ALTER TABLE crupier.mastery_scan ENABLE ROW LEVEL SECURITY;\n"
	"CREATE POLICY mastery_scan_own ON crupier.mastery_scan\n"
	" TO crupier_trainee, crupier_teacher, crupier_supervisor\n"
	" USING (login = session_user) WITH CHECK (login = session_user);\n"
	"GRANT SELECT, INSERT, DELETE ON crupier.mastery_scan\n"
	" TO crupier_trainee, crupier_teacher, crupier_supervisor;\n";
