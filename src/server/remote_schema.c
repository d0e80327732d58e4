/* SPDX-License-Identifier: GPL-3.0-or-later */
/* remote_schema.c: every statement that shapes the results server: its
 * tables (the SQLite store's, with each attempt's uuid, owner and site,
 * and the class tables), its versions, its group roles, their privileges
 * and the row-level security that keeps each role to its own rows, and
 * the trigger that tells the live view (LISTEN crupier_live) who acted.
 *
 * Columns keep SQLite's meaning and types (integers for flags, times as
 * ISO 8601 UTC text) so that a row reads the same on both back ends
 * (the readers' SQL runs on both: store/store_sql.h).
 *
 * Who may do what (crupier(1), SERVER):
 *   crupier_trainee     adds his own attempts (owner = his role), their
 *                       actions and skills while the attempt is open, and
 *                       reads only them; a closed attempt never changes;
 *   crupier_teacher     manages his classes (classes.teacher = his role),
 *                       their members and exams, and reads the attempts
 *                       of their members;
 *   crupier_supervisor  reads the classes and attempts of the sites he
 *                       supervises (site_supervisors).
 * The checks that need other tables than the one read are SECURITY
 * DEFINER functions given the role asking (current_user inside them is
 * their owner's). */
#include "config.h"

#include "server/remote_schema.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "i18n.h"
#include "server/remote_impl.h"
#include "store/store.h"

/* The version table, made before the first step. */
static const char version_table[] =
	"CREATE TABLE IF NOT EXISTS crupier_schema (version integer NOT NULL);"
	"INSERT INTO crupier_schema (version) SELECT 0"
	" WHERE NOT EXISTS (SELECT 1 FROM crupier_schema);";

/* The group roles are the cluster's, shared by its databases: made when
 * missing, before the steps that grant them privileges. */
static const char group_roles[] =
	"DO $$ BEGIN"
	" IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname ="
	"  'crupier_trainee') THEN CREATE ROLE crupier_trainee NOLOGIN;"
	" END IF;"
	" IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname ="
	"  'crupier_teacher') THEN CREATE ROLE crupier_teacher NOLOGIN;"
	" END IF;"
	" IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname ="
	"  'crupier_supervisor') THEN CREATE ROLE crupier_supervisor NOLOGIN;"
	" END IF;"
	" IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname ="
	"  'crupier_judge') THEN CREATE ROLE crupier_judge NOLOGIN;"
	" END IF;"
	" END $$;";

/* Each step runs in init's transaction with the version it sets.  Never
 * edit a step once released: add one. */
const char *const remote_migrations[REMOTE_SCHEMA_VERSION] = {
	/* 0 -> 1: the store's tables at its schema 4, the class tables,
	 * roles' privileges, row-level security, the live trigger. */
	"CREATE TABLE trainees ("
	" id bigserial PRIMARY KEY,"
	" name text NOT NULL UNIQUE,"
	" created text NOT NULL,"
	" login text DEFAULT current_user);"
	"CREATE TABLE attempts ("
	" id bigserial PRIMARY KEY,"
	" trainee bigint NOT NULL REFERENCES trainees(id),"
	" scenario text NOT NULL,"
	" scenario_sha256 text NOT NULL,"
	" profile text NOT NULL,"
	" kind text NOT NULL,"
	" exam integer NOT NULL DEFAULT 0,"
	" started text NOT NULL,"
	" ended text,"
	" status text NOT NULL DEFAULT 'in_progress'"
	"  CHECK (status IN ('in_progress', 'complete', 'abandoned')),"
	" score double precision,"
	" pass_mark integer, passed integer, time_exceeded integer,"
	" origin text NOT NULL DEFAULT 'local',"
	" sealed text, mac text UNIQUE,"
	" fail_reason text, fail_skill text, critical integer,"
	" max_critical integer, hints integer, free_hints integer,"
	" clock_start_ms bigint, timed_out integer NOT NULL DEFAULT 0,"
	" attempt_no integer, batch integer NOT NULL DEFAULT 0,"
	" code_hash text, attempt_count integer, shoe_seed bigint,"
	" uuid uuid NOT NULL UNIQUE,"
	" owner name NOT NULL DEFAULT current_user,"
	" site text);"
	"CREATE INDEX attempts_trainee ON attempts(trainee, scenario_sha256,"
	" status);"
	"CREATE INDEX attempts_owner ON attempts(owner);"
	"CREATE INDEX attempts_site ON attempts(site);"
	"CREATE TABLE actions ("
	" attempt bigint NOT NULL REFERENCES attempts(id),"
	" idx integer NOT NULL,"
	" coup integer NOT NULL,"
	" skill text NOT NULL,"
	" expected_key text NOT NULL,"
	" given_key text NOT NULL,"
	" correct integer NOT NULL,"
	" wrong_amount integer NOT NULL,"
	" ms bigint NOT NULL,"
	" article text NOT NULL,"
	" replay integer NOT NULL,"
	" given text, choice_key text, typed_amount bigint, done_at text,"
	" hint integer NOT NULL DEFAULT 0,"
	" critical integer NOT NULL DEFAULT 0,"
	" expected_text text, given_text text,"
	" PRIMARY KEY (attempt, idx));"
	"CREATE TABLE attempt_skills ("
	" attempt bigint NOT NULL REFERENCES attempts(id),"
	" skill text NOT NULL,"
	" actions integer NOT NULL,"
	" correct integer NOT NULL,"
	" accuracy double precision NOT NULL,"
	" median_ms bigint NOT NULL,"
	" weight integer NOT NULL,"
	" examined integer, pass_mark integer, passed integer,"
	" critical integer, hints integer,"
	" PRIMARY KEY (attempt, skill));"
	/* The class tables (class_store_pg.c writes them). */
	"CREATE TABLE sites ("
	" id bigserial PRIMARY KEY,"
	" name text NOT NULL UNIQUE,"
	" created text NOT NULL);"
	"CREATE TABLE site_supervisors ("
	" site bigint NOT NULL REFERENCES sites(id),"
	" login text NOT NULL,"
	" PRIMARY KEY (site, login));"
	"CREATE TABLE classes ("
	" id bigserial PRIMARY KEY,"
	" name text NOT NULL UNIQUE,"
	" site bigint REFERENCES sites(id),"
	" teacher text NOT NULL DEFAULT current_user,"
	" created text NOT NULL);"
	"CREATE TABLE class_members ("
	" class bigint NOT NULL REFERENCES classes(id),"
	" trainee text NOT NULL,"
	" login text,"
	" PRIMARY KEY (class, trainee));"
	"CREATE INDEX class_members_login ON class_members(login);"
	"CREATE INDEX class_members_trainee ON class_members(trainee);"
	"CREATE TABLE class_exams ("
	" class bigint NOT NULL REFERENCES classes(id),"
	" exam text NOT NULL,"
	" opens text NOT NULL, closes text NOT NULL,"
	" attempts integer NOT NULL,"
	" PRIMARY KEY (class, exam));"
	/* Who sees what: checks across tables, run as their owner.  These
	 * helpers' search_path is the caller's; step 4 (remote_referee.c)
	 * drops every one of them and the triggers below, and defines the
	 * server's functions in schema crupier with search_path = crupier,
	 * pg_temp, so that no temporary table can shadow what they read.
	 * Released steps are never edited. */
	"CREATE FUNCTION crupier_teaches(trainee_name text, who text)"
	" RETURNS boolean LANGUAGE sql STABLE SECURITY DEFINER"
	" SET search_path FROM CURRENT AS $$"
	" SELECT EXISTS (SELECT 1 FROM class_members m JOIN classes c"
	" ON c.id = m.class WHERE c.teacher = who AND m.trainee ="
	" trainee_name) $$;"
	"CREATE FUNCTION crupier_supervises(site_name text, who text)"
	" RETURNS boolean LANGUAGE sql STABLE SECURITY DEFINER"
	" SET search_path FROM CURRENT AS $$"
	" SELECT EXISTS (SELECT 1 FROM site_supervisors x JOIN sites s"
	" ON s.id = x.site WHERE s.name = site_name AND x.login = who) $$;"
	"CREATE FUNCTION crupier_supervises_site(site_id bigint, who text)"
	" RETURNS boolean LANGUAGE sql STABLE SECURITY DEFINER"
	" SET search_path FROM CURRENT AS $$"
	" SELECT EXISTS (SELECT 1 FROM site_supervisors WHERE site ="
	" site_id AND login = who) $$;"
	"CREATE FUNCTION crupier_trainee_name(trainee_id bigint)"
	" RETURNS text LANGUAGE sql STABLE SECURITY DEFINER"
	" SET search_path FROM CURRENT AS $$"
	" SELECT name FROM trainees WHERE id = trainee_id $$;"
	"CREATE FUNCTION crupier_own_trainee(trainee_id bigint, who text)"
	" RETURNS boolean LANGUAGE sql STABLE SECURITY DEFINER"
	" SET search_path FROM CURRENT AS $$"
	" SELECT EXISTS (SELECT 1 FROM trainees WHERE id = trainee_id"
	" AND login = who) $$;"
	"CREATE FUNCTION crupier_supervises_trainee(trainee_id bigint,"
	" who text) RETURNS boolean LANGUAGE sql STABLE SECURITY DEFINER"
	" SET search_path FROM CURRENT AS $$"
	" SELECT EXISTS (SELECT 1 FROM attempts a JOIN sites s ON s.name ="
	" a.site JOIN site_supervisors x ON x.site = s.id WHERE a.trainee ="
	" trainee_id AND x.login = who) $$;"
	"CREATE FUNCTION crupier_class_role(class_id bigint, who text)"
	" RETURNS text LANGUAGE sql STABLE SECURITY DEFINER"
	" SET search_path FROM CURRENT AS $$"
	" SELECT CASE"
	" WHEN EXISTS (SELECT 1 FROM classes WHERE id = class_id AND"
	"  teacher = who) THEN 'teacher'"
	" WHEN EXISTS (SELECT 1 FROM classes c JOIN site_supervisors x ON"
	"  x.site = c.site WHERE c.id = class_id AND x.login = who)"
	"  THEN 'supervisor'"
	" WHEN EXISTS (SELECT 1 FROM class_members WHERE class = class_id"
	"  AND login = who) THEN 'member'"
	" END $$;"
	"REVOKE ALL ON FUNCTION crupier_teaches(text, text),"
	" crupier_supervises(text, text),"
	" crupier_supervises_site(bigint, text),"
	" crupier_trainee_name(bigint), crupier_own_trainee(bigint, text),"
	" crupier_supervises_trainee(bigint, text),"
	" crupier_class_role(bigint, text) FROM PUBLIC;"
	"GRANT EXECUTE ON FUNCTION crupier_teaches(text, text),"
	" crupier_supervises(text, text),"
	" crupier_supervises_site(bigint, text),"
	" crupier_trainee_name(bigint), crupier_own_trainee(bigint, text),"
	" crupier_supervises_trainee(bigint, text),"
	" crupier_class_role(bigint, text)"
	" TO crupier_trainee, crupier_teacher, crupier_supervisor;"
	/* An attempt's site: its trainee's class's, when the client gives
	 * none. */
	"CREATE FUNCTION crupier_attempt_site() RETURNS trigger"
	" LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS"
	" $$ BEGIN"
	" IF NEW.site IS NULL THEN"
	"  SELECT s.name INTO NEW.site FROM class_members m"
	"  JOIN classes c ON c.id = m.class JOIN sites s ON s.id = c.site"
	"  WHERE m.login = NEW.owner OR m.trainee ="
	"  (SELECT name FROM trainees WHERE id = NEW.trainee)"
	"  ORDER BY c.id LIMIT 1;"
	" END IF;"
	" RETURN NEW; END $$;"
	"CREATE TRIGGER attempts_site BEFORE INSERT ON attempts"
	" FOR EACH ROW EXECUTE FUNCTION crupier_attempt_site();"
	/* The live view: the trainee's name on channel crupier_live after
	 * each action and each change of an attempt. */
	"CREATE FUNCTION crupier_live_notify() RETURNS trigger"
	" LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS"
	" $$ DECLARE who text; BEGIN"
	" IF TG_TABLE_NAME = 'actions' THEN"
	"  SELECT t.name INTO who FROM attempts a JOIN trainees t"
	"  ON t.id = a.trainee WHERE a.id = NEW.attempt;"
	" ELSE"
	"  SELECT name INTO who FROM trainees WHERE id = NEW.trainee;"
	" END IF;"
	" IF who IS NOT NULL THEN PERFORM pg_notify('crupier_live', who);"
	" END IF;"
	" RETURN NULL; END $$;"
	"CREATE TRIGGER actions_live AFTER INSERT ON actions"
	" FOR EACH ROW EXECUTE FUNCTION crupier_live_notify();"
	"CREATE TRIGGER attempts_live AFTER INSERT OR UPDATE ON attempts"
	" FOR EACH ROW EXECUTE FUNCTION crupier_live_notify();"
	/* Privileges of the group roles. */
	"GRANT SELECT ON crupier_schema TO crupier_trainee, crupier_teacher,"
	" crupier_supervisor;"
	"GRANT SELECT, INSERT ON trainees, actions, attempt_skills"
	" TO crupier_trainee;"
	"GRANT SELECT, INSERT, UPDATE ON attempts TO crupier_trainee;"
	"GRANT USAGE ON SEQUENCE trainees_id_seq, attempts_id_seq"
	" TO crupier_trainee;"
	"GRANT SELECT ON classes, class_members, class_exams, sites,"
	" site_supervisors TO crupier_trainee;"
	"GRANT SELECT ON trainees, attempts, actions, attempt_skills, sites,"
	" site_supervisors TO crupier_teacher;"
	"GRANT SELECT, INSERT, UPDATE, DELETE ON classes, class_members,"
	" class_exams TO crupier_teacher;"
	"GRANT USAGE ON SEQUENCE classes_id_seq TO crupier_teacher;"
	"GRANT SELECT ON trainees, attempts, actions, attempt_skills, sites,"
	" site_supervisors, classes, class_members, class_exams"
	" TO crupier_supervisor;"
	/* Row-level security. */
	"ALTER TABLE trainees ENABLE ROW LEVEL SECURITY;"
	"ALTER TABLE attempts ENABLE ROW LEVEL SECURITY;"
	"ALTER TABLE actions ENABLE ROW LEVEL SECURITY;"
	"ALTER TABLE attempt_skills ENABLE ROW LEVEL SECURITY;"
	"ALTER TABLE sites ENABLE ROW LEVEL SECURITY;"
	"ALTER TABLE site_supervisors ENABLE ROW LEVEL SECURITY;"
	"ALTER TABLE classes ENABLE ROW LEVEL SECURITY;"
	"ALTER TABLE class_members ENABLE ROW LEVEL SECURITY;"
	"ALTER TABLE class_exams ENABLE ROW LEVEL SECURITY;"
	"CREATE POLICY trainees_read ON trainees FOR SELECT USING"
	" (login = current_user OR crupier_teaches(name, current_user) OR"
	" crupier_supervises_trainee(id, current_user));"
	"CREATE POLICY trainees_add ON trainees FOR INSERT"
	" WITH CHECK (login = current_user);"
	"CREATE POLICY attempts_read ON attempts FOR SELECT USING"
	" (owner = current_user OR"
	" crupier_teaches(crupier_trainee_name(trainee), current_user) OR"
	" crupier_supervises(site, current_user));"
	"CREATE POLICY attempts_add ON attempts FOR INSERT WITH CHECK"
	" (owner = current_user AND crupier_own_trainee(trainee,"
	" current_user));"
	/* Only an open attempt of one's own changes. */
	"CREATE POLICY attempts_change ON attempts FOR UPDATE USING"
	" (owner = current_user AND status = 'in_progress') WITH CHECK"
	" (owner = current_user AND crupier_own_trainee(trainee,"
	" current_user));"
	"CREATE POLICY actions_read ON actions FOR SELECT USING"
	" (attempt IN (SELECT id FROM attempts));"
	"CREATE POLICY actions_add ON actions FOR INSERT WITH CHECK"
	" (attempt IN (SELECT id FROM attempts WHERE owner = current_user"
	" AND status = 'in_progress'));"
	"CREATE POLICY skills_read ON attempt_skills FOR SELECT USING"
	" (attempt IN (SELECT id FROM attempts));"
	"CREATE POLICY skills_add ON attempt_skills FOR INSERT WITH CHECK"
	" (attempt IN (SELECT id FROM attempts WHERE owner = current_user"
	" AND status = 'in_progress'));"
	"CREATE POLICY sites_read ON sites FOR SELECT USING (true);"
	"CREATE POLICY site_supervisors_read ON site_supervisors FOR SELECT"
	" USING (login = current_user);"
	"CREATE POLICY classes_teacher ON classes FOR ALL"
	" USING (teacher = current_user) WITH CHECK (teacher = current_user);"
	"CREATE POLICY classes_read ON classes FOR SELECT USING"
	" (crupier_class_role(id, current_user) IS NOT NULL);"
	"CREATE POLICY class_members_teacher ON class_members FOR ALL"
	" USING (crupier_class_role(class, current_user) = 'teacher')"
	" WITH CHECK (crupier_class_role(class, current_user) = 'teacher');"
	"CREATE POLICY class_members_read ON class_members FOR SELECT USING"
	" (login = current_user OR"
	" crupier_class_role(class, current_user) = 'supervisor');"
	"CREATE POLICY class_exams_teacher ON class_exams FOR ALL"
	" USING (crupier_class_role(class, current_user) = 'teacher')"
	" WITH CHECK (crupier_class_role(class, current_user) = 'teacher');"
	"CREATE POLICY class_exams_read ON class_exams FOR SELECT USING"
	" (crupier_class_role(class, current_user) IS NOT NULL);",
	/* 1 -> 2: an attempt's site, owner and uuid are the server's to
	 * say: a trainee's role cannot name a site when adding an attempt
	 * (it is his class's) nor change any of the three afterwards (a
	 * supervisor's view stays his site's).  The administrator (a
	 * superuser or the tables' owner) still may. */
	"CREATE FUNCTION crupier_class_site(trainee_id bigint, who text)"
	" RETURNS text LANGUAGE sql STABLE SECURITY DEFINER"
	" SET search_path FROM CURRENT AS $$"
	" SELECT s.name FROM class_members m"
	" JOIN classes c ON c.id = m.class JOIN sites s ON s.id = c.site"
	" WHERE m.login = who OR m.trainee ="
	" (SELECT name FROM trainees WHERE id = trainee_id)"
	" ORDER BY c.id LIMIT 1 $$;"
	"REVOKE ALL ON FUNCTION crupier_class_site(bigint, text) FROM PUBLIC;"
	"GRANT EXECUTE ON FUNCTION crupier_class_site(bigint, text)"
	" TO crupier_trainee, crupier_teacher, crupier_supervisor;"
	"CREATE OR REPLACE FUNCTION crupier_attempt_site() RETURNS trigger"
	" LANGUAGE plpgsql SET search_path FROM CURRENT AS $$"
	" DECLARE admin boolean := EXISTS (SELECT 1 FROM pg_roles r"
	"  WHERE r.rolname = current_user AND (r.rolsuper OR r.rolbypassrls))"
	"  OR EXISTS (SELECT 1 FROM pg_tables t WHERE t.tablename ="
	"  'attempts' AND t.schemaname = current_schema() AND t.tableowner ="
	"  current_user);"
	" BEGIN"
	" IF TG_OP = 'UPDATE' THEN"
	"  IF NOT admin THEN"
	"   NEW.site := OLD.site; NEW.owner := OLD.owner;"
	"   NEW.uuid := OLD.uuid;"
	"  END IF;"
	" ELSIF NEW.site IS NULL OR NOT admin THEN"
	"  NEW.site := crupier_class_site(NEW.trainee, NEW.owner);"
	" END IF;"
	" RETURN NEW; END $$;"
	"CREATE TRIGGER attempts_keep BEFORE UPDATE ON attempts"
	" FOR EACH ROW EXECUTE FUNCTION crupier_attempt_site();",
	/* 2 -> 3: each action's situation cell (the store's schema 8,
	 * cell.h), pushed and read by name like every shared column, so a
	 * class's heat maps can be drawn from the server. */
	"ALTER TABLE actions ADD COLUMN cell text;",
	/* 3 -> 4: the server is the referee (remote_referee.c). */
	remote_step_referee,
	/* 4 -> 5: each role's privileges and row-level security over it
	 * (remote_referee_rights.c). */
	remote_step_rights,
	/* 5 -> 6: the readers' queries run on the server: each attempt's
	 * audience, the verdict as shown, sorting as SQLite sorts
	 * (remote_readers.c). */
	remote_step_readers,
	/* 6 -> 7: the history's aggregates kept on the server
	 * (remote_agg.c). */
	remote_step_aggregates,
	/* 7 -> 8: crupier_passed and crupier_score, as a file's readers
	 * have them (remote_outcome.c). */
	remote_step_outcome,
	/* 8 -> 9: attempts.released, in the readers' view
	 * (remote_readers.c). */
	remote_step_released,
	/* 9 -> 10: crupier.attempt_release, a supervisor's of the
	 * attempt's site (remote_release.c). */
	remote_step_release,
	/* 10 -> 11: an action's rights asked by its attempt's key, each
	 * login's mastery walks kept (remote_readers.c). */
	remote_step_flat,
	/* 11 -> 12: each trainee's totals for a class report kept
	 * (remote_members.c). */
	remote_step_members,
};

/* The schema of the version table: crupier since step 4, the one an
 * older server was set up in (the administrator's search_path then), or
 * "" when there is none (never set up). */
static bool version_schema(struct remote *r, char schema[64],
			   struct error *err)
{
	PGresult *res;

	schema[0] = '\0';
	res = remote_query(r, "SELECT n.nspname FROM pg_catalog.pg_class c"
			   " JOIN pg_catalog.pg_namespace n ON n.oid ="
			   " c.relnamespace WHERE c.oid = coalesce("
			   "pg_catalog.to_regclass('" REMOTE_SCHEMA
			   ".crupier_schema'), pg_catalog.to_regclass("
			   "'crupier_schema'))", 0, NULL, PGRES_TUPLES_OK, err);
	if (res == NULL)
		return false;
	if (PQntuples(res) == 1)
		snprintf(schema, 64, "%s", PQgetvalue(res, 0, 0));
	PQclear(res);
	return true;
}

static bool read_version(struct remote *r, const char *schema,
			 int *version, struct error *err)
{
	char sql[192];
	char *ident;
	PGresult *res;

	*version = 0;
	ident = PQescapeIdentifier(r->conn, schema, strlen(schema));
	if (ident == NULL)
		return remote_fail(r, err, _("results server"));
	snprintf(sql, sizeof sql, "SELECT max(version) FROM %s.crupier_schema",
		 ident);
	PQfreemem(ident);
	res = remote_query(r, sql, 0, NULL, PGRES_TUPLES_OK, err);
	if (res == NULL)
		return false;
	if (PQntuples(res) == 1 && !PQgetisnull(res, 0, 0))
		*version = atoi(PQgetvalue(res, 0, 0));
	PQclear(res);
	return true;
}

bool remote_schema_version(struct remote *r, int *version,
			   struct error *err)
{
	char schema[64];

	*version = 0;
	if (!version_schema(r, schema, err))
		return false;
	return schema[0] == '\0' || read_version(r, schema, version, err);
}

/* Where init works: the schema of the version table (made, with the
 * schema crupier, on a new server), first on the search_path of this
 * transaction so that the steps' unqualified names land there. */
static bool work_in_schema(struct remote *r, struct error *err)
{
	char schema[64], sql[192];
	char *ident;
	bool ok;

	if (!version_schema(r, schema, err))
		return false;
	if (schema[0] == '\0') {
		if (!remote_exec(r, "CREATE SCHEMA IF NOT EXISTS " REMOTE_SCHEMA,
				 err))
			return false;
		snprintf(schema, sizeof schema, "%s", REMOTE_SCHEMA);
	}
	ident = PQescapeIdentifier(r->conn, schema, strlen(schema));
	if (ident == NULL)
		return remote_fail(r, err, _("results server"));
	snprintf(sql, sizeof sql, "SET LOCAL search_path TO %s, pg_temp",
		 ident);
	PQfreemem(ident);
	ok = remote_exec(r, sql, err) && remote_exec(r, version_table, err);
	return ok;
}

bool remote_schema_init(struct remote *r, int *from, struct error *err)
{
	return remote_schema_migrate(r, REMOTE_SCHEMA_VERSION, from, err);
}

bool remote_schema_migrate(struct remote *r, int to, int *from,
			   struct error *err)
{
	char sql[80];
	int v;

	*from = 0;
	/* Two inits at once: the second waits, then finds it done. */
	if (!remote_exec(r, "BEGIN", err) ||
	    !remote_exec(r, "SELECT pg_advisory_xact_lock(4242001)", err) ||
	    !remote_exec(r, group_roles, err) ||
	    !work_in_schema(r, err) ||
	    !remote_schema_version(r, &v, err))
		goto fail;
	*from = v;
	if (v > REMOTE_SCHEMA_VERSION) {
		error_set(err, _("the results server's schema is of a newer"
				  " version (%d; this crupier knows up to"
				  " %d)"), v, REMOTE_SCHEMA_VERSION);
		goto fail;
	}
	for (; v < to && v < REMOTE_SCHEMA_VERSION; v++) {
		snprintf(sql, sizeof sql,
			 "UPDATE crupier_schema SET version = %d", v + 1);
		if (!remote_exec(r, remote_migrations[v], err) ||
		    !remote_exec(r, sql, err))
			goto fail;
	}
	return remote_exec(r, "COMMIT", err);
fail:
	remote_rollback(r);
	return false;
}
