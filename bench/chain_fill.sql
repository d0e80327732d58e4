-- SPDX-License-Identifier: GPL-3.0-or-later
-- chain_fill.sql: a school chain's history on a results server, made
-- from the real attempts it already holds.  Run by psql as the server's
-- administrator, with -v attempts=N (how many attempts to add):
--
--   psql -X -v ON_ERROR_STOP=1 -v attempts=100000 -f chain_fill.sql
--
-- The chain: 5 sites (supervisors super1..super5), 2 classes at each
-- (teachers teacher1..teacher10), 20 trainees in each class (logins
-- t001..t200, "Trainee 001"...).  The database's closed attempts (made
-- by crupier, pushed or loaded) are the templates: attempt g is template
-- (g / 200) mod templates, sat by trainee g mod 200, in his class and
-- site, started two years' worth of minutes apart in order, its actions,
-- skills and times the template's shifted with it.  Its verdict is what
-- the template claimed (the judge agreeing), except one attempt in 101,
-- left awaiting judgement: spread over the trainees (one in 100 would
-- have been every attempt of trainees 1 and 101, all the sizes being
-- multiples of 200).
--
-- Rows are written in batches of 20,000 attempts, with the server's
-- per-row triggers (audience) and the aggregates' triggers off: the
-- audience of each is set here, and crupier.agg_rebuild() counts the
-- aggregates (and each member's totals for the class report) once at
-- the end, as an administrator's load does.  The
-- foreign keys are not checked row by row either (the session's
-- replication role, as a restore does): every row is a copy of a row
-- that was.  Then VACUUM ANALYZE, so that the planner knows the tables'
-- sizes and the readers find the rows as a server that has run a while
-- keeps them (not each page's hint bits to set on its first read).
--
-- Used by bench/chain.sh (the readers at a chain's scale) and
-- tests/pg/plans.sh (every reader's plan on a filled server).
\set ON_ERROR_STOP 1
SET search_path = crupier, pg_temp;
SET client_min_messages = warning;
SELECT set_config('chain.attempts', :'attempts', false);

BEGIN;
CREATE TEMP TABLE chain_tpl AS
	SELECT row_number() OVER (ORDER BY a.id) - 1 AS k, a.id,
	a.started::timestamptz AS t0
	FROM crupier.attempts a WHERE a.status <> 'in_progress';
INSERT INTO crupier.sites (name, created)
	SELECT 'Site ' || s, '2024-01-01T00:00:00Z'
	FROM generate_series(1, 5) s ON CONFLICT DO NOTHING;
INSERT INTO crupier.site_supervisors (site, login)
	SELECT s.id, 'super' || substr(s.name, 6) FROM crupier.sites s
	WHERE s.name LIKE 'Site _' ON CONFLICT DO NOTHING;
INSERT INTO crupier.classes (name, site, teacher, created)
	SELECT format('Class %s-%s', s, c),
	(SELECT id FROM crupier.sites WHERE name = 'Site ' || s),
	'teacher' || ((s - 1) * 2 + c), '2024-01-01T00:00:00Z'
	FROM generate_series(1, 5) s, generate_series(1, 2) c
	ON CONFLICT DO NOTHING;
CREATE TEMP TABLE chain_who AS
	SELECT t AS n, format('Trainee %s', lpad((t + 1)::text, 3, '0'))
	AS name, format('t%s', lpad((t + 1)::text, 3, '0')) AS login,
	c.id AS class, s.name AS site
	FROM generate_series(0, 199) t
	JOIN crupier.classes c
	ON c.name = format('Class %s-%s', t / 40 + 1, (t / 20) % 2 + 1)
	JOIN crupier.sites s ON s.id = c.site;
INSERT INTO crupier.trainees (name, created, login)
	SELECT name, '2024-01-01T00:00:00Z', login FROM chain_who
	ON CONFLICT DO NOTHING;
INSERT INTO crupier.class_members (class, trainee, login)
	SELECT class, name, login FROM chain_who ON CONFLICT DO NOTHING;
SELECT crupier.audience_of(login::name, class, site) FROM chain_who;
ALTER TABLE chain_who ADD COLUMN trainee bigint, ADD COLUMN audience bigint;
UPDATE chain_who w SET trainee = t.id FROM crupier.trainees t
	WHERE t.name = w.name;
UPDATE chain_who w SET audience = v.id FROM crupier.audiences v
	WHERE v.owner = w.login AND v.class = w.class AND v.site = w.site;
INSERT INTO crupier.trainee_audiences (trainee, audience)
	SELECT trainee, audience FROM chain_who ON CONFLICT DO NOTHING;
CREATE TABLE crupier.chain_fill_ctx AS
	SELECT (SELECT count(*) FROM chain_tpl) AS templates,
	(SELECT coalesce(max(id), 0) FROM crupier.attempts) AS base;
CREATE TABLE crupier.chain_tpl AS SELECT * FROM chain_tpl;
-- The templates' rows apart: joined to the tables themselves, each batch
-- hashed every action written so far (at 800,000 attempts, 20 GB of
-- temporary files a batch, each batch slower than the one before).
CREATE TABLE crupier.chain_tpl_attempts AS
	SELECT a.* FROM crupier.attempts a JOIN chain_tpl t ON t.id = a.id;
CREATE TABLE crupier.chain_tpl_actions AS
	SELECT x.* FROM crupier.actions x JOIN chain_tpl t ON t.id = x.attempt;
CREATE TABLE crupier.chain_tpl_skills AS
	SELECT s.* FROM crupier.attempt_skills s
	JOIN chain_tpl t ON t.id = s.attempt;
ANALYZE crupier.chain_tpl, crupier.chain_tpl_attempts,
	crupier.chain_tpl_actions, crupier.chain_tpl_skills;
CREATE TABLE crupier.chain_who AS SELECT * FROM chain_who;
ALTER TABLE crupier.attempts DISABLE TRIGGER USER;
ALTER TABLE crupier.actions DISABLE TRIGGER USER;
ALTER TABLE crupier.attempt_skills DISABLE TRIGGER USER;
ALTER TABLE crupier.verdicts DISABLE TRIGGER USER;
COMMIT;

SET session_replication_role = replica;
DO $$
DECLARE
	n bigint := current_setting('chain.attempts')::bigint;
	ntpl bigint := (SELECT templates FROM crupier.chain_fill_ctx);
	base bigint := (SELECT base FROM crupier.chain_fill_ctx);
	-- Two years of minutes spread over the attempts, in order.
	step double precision := 2 * 365 * 24 * 60 * 60.0 / greatest(n, 1);
	lo bigint := 1;
	hi bigint;
BEGIN
	IF ntpl = 0 THEN
		RAISE EXCEPTION 'chain_fill: no closed attempt to copy';
	END IF;
	WHILE lo <= n LOOP
		hi := least(lo + 19999, n);
		CREATE TEMP TABLE chain_g ON COMMIT DROP AS
			SELECT base + g AS id, t.id AS tpl, w.trainee,
			w.login, w.class, w.site, w.audience,
			timestamptz '2024-01-01 00:00:00+00'
			+ make_interval(secs => g * step) - t.t0 AS shift,
			g % 101 = 0 AS awaiting
			FROM generate_series(lo, hi) g
			JOIN crupier.chain_tpl t ON t.k = (g / 200) % ntpl
			JOIN crupier.chain_who w ON w.n = g % 200;
		INSERT INTO crupier.attempts (id, trainee, scenario,
			scenario_sha256, profile, kind, exam, started, ended,
			status, score, pass_mark, passed, time_exceeded, origin,
			sealed, fail_reason, fail_skill, critical, max_critical,
			hints, free_hints, clock_start_ms, timed_out, attempt_no,
			batch, code_hash, attempt_count, shoe_seed, uuid, owner,
			site, class, late, audience)
		OVERRIDING SYSTEM VALUE
		SELECT g.id, g.trainee, a.scenario, a.scenario_sha256,
			a.profile, a.kind, a.exam,
			to_char((a.started::timestamptz + g.shift)
			AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
			to_char((a.ended::timestamptz + g.shift)
			AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
			a.status, a.score, a.pass_mark, a.passed,
			a.time_exceeded, a.origin, a.sealed, a.fail_reason,
			a.fail_skill, a.critical, a.max_critical, a.hints,
			a.free_hints, a.clock_start_ms, a.timed_out,
			a.attempt_no, a.batch, a.code_hash, a.attempt_count,
			a.shoe_seed, gen_random_uuid(), g.login, g.site,
			g.class, a.late, g.audience
		FROM chain_g g JOIN crupier.chain_tpl_attempts a ON a.id = g.tpl;
		INSERT INTO crupier.actions (attempt, idx, coup, skill,
			expected_key, given_key, correct, wrong_amount, ms,
			article, replay, given, choice_key, typed_amount,
			done_at, hint, critical, expected_text, given_text,
			cell, received_at)
		SELECT g.id, x.idx, x.coup, x.skill, x.expected_key,
			x.given_key, x.correct, x.wrong_amount, x.ms,
			x.article, x.replay, x.given, x.choice_key,
			x.typed_amount,
			to_char((x.done_at::timestamptz + g.shift)
			AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
			x.hint, x.critical, x.expected_text, x.given_text,
			x.cell, x.received_at + g.shift
		FROM chain_g g JOIN crupier.chain_tpl_actions x ON x.attempt = g.tpl;
		INSERT INTO crupier.attempt_skills (attempt, skill, actions,
			correct, accuracy, median_ms, weight, examined,
			pass_mark, passed, critical, hints, audience)
		SELECT g.id, s.skill, s.actions, s.correct, s.accuracy,
			s.median_ms, s.weight, s.examined, s.pass_mark,
			s.passed, s.critical, s.hints, g.audience
		FROM chain_g g JOIN crupier.chain_tpl_skills s
		ON s.attempt = g.tpl;
		INSERT INTO crupier.verdicts (attempt, status, score,
			pass_mark, passed, time_exceeded, timed_out,
			fail_reason, fail_skill, critical, max_critical, hints,
			free_hints, judge, audience)
		SELECT g.id, a.status, a.score, a.pass_mark,
			coalesce(a.passed, 0), a.time_exceeded, a.timed_out,
			a.fail_reason, a.fail_skill, a.critical,
			a.max_critical, a.hints, a.free_hints, 'judge',
			g.audience
		FROM chain_g g JOIN crupier.chain_tpl_attempts a ON a.id = g.tpl
		WHERE NOT g.awaiting;
		COMMIT;
		lo := hi + 1;
	END LOOP;
END $$;

RESET session_replication_role;
BEGIN;
ALTER TABLE crupier.attempts ENABLE TRIGGER USER;
ALTER TABLE crupier.actions ENABLE TRIGGER USER;
ALTER TABLE crupier.attempt_skills ENABLE TRIGGER USER;
ALTER TABLE crupier.verdicts ENABLE TRIGGER USER;
SELECT setval(pg_get_serial_sequence('crupier.attempts', 'id'),
	(SELECT max(id) FROM crupier.attempts));
DROP TABLE crupier.chain_fill_ctx, crupier.chain_tpl, crupier.chain_who,
	crupier.chain_tpl_attempts, crupier.chain_tpl_actions,
	crupier.chain_tpl_skills;
-- The recount groups and sorts every action.  The fill is the only
-- session, so its hashes and sorts may take the memory instead of each
-- spilling to temporary files beside the history (4 MB by default).  At
-- a million attempts its temporary files still reached 27 GB (the
-- actions it reads several times, kept once) beside 31 GB of tables.
SET LOCAL work_mem = '2GB';
SELECT crupier.agg_rebuild();
COMMIT;
VACUUM ANALYZE;
