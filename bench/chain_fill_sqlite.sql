-- SPDX-License-Identifier: GPL-3.0-or-later
-- chain_fill_sqlite.sql: the same chain's history as bench/chain_fill.sql
-- in a SQLite results file, for the readers timed side by side
-- (bench/chain.sh).  Run by bench/chain_fill_sqlite on a results file
-- whose closed attempts are the templates, inside its transaction, after
--
--   CREATE TEMP TABLE chain_n AS SELECT N AS n;
--
-- The same sites, classes, trainees and rosters; attempt g is template
-- (g / 200) mod templates sat by trainee g mod 200, started at the same
-- time as on the server, its actions and skills the template's shifted
-- with it.  The file keeps no verdicts: each attempt shows what it
-- claimed, which the server's judge agreed with (the server leaves one
-- in 101 awaiting judgement).  The aggregates are counted by
-- chain_fill_sqlite once the rows are in.
CREATE TEMP TABLE chain_tpl AS
	SELECT (SELECT count(*) FROM attempts b WHERE b.status <> 'in_progress'
	AND b.id < a.id) AS k, a.id,
	CAST(strftime('%s', a.started) AS INTEGER) AS t0
	FROM attempts a WHERE a.status <> 'in_progress';
CREATE TEMP TABLE chain_ctx AS
	SELECT (SELECT count(*) FROM chain_tpl) AS templates,
	(SELECT coalesce(max(id), 0) FROM attempts) AS base,
	CAST(strftime('%s', '2024-01-01T00:00:00') AS INTEGER) AS t,
	2 * 365 * 24 * 60 * 60.0 / max((SELECT n FROM chain_n), 1) AS step;
WITH RECURSIVE s(s) AS (SELECT 1 UNION ALL SELECT s + 1 FROM s WHERE s < 5)
INSERT OR IGNORE INTO sites (name, created)
	SELECT 'Site ' || s, '2024-01-01T00:00:00Z' FROM s;
INSERT OR IGNORE INTO site_supervisors (site, login)
	SELECT id, 'super' || substr(name, 6) FROM sites
	WHERE name LIKE 'Site _';
WITH RECURSIVE s(s) AS (SELECT 1 UNION ALL SELECT s + 1 FROM s WHERE s < 5),
	c(c) AS (SELECT 1 UNION ALL SELECT c + 1 FROM c WHERE c < 2)
INSERT OR IGNORE INTO classes (name, site, teacher, created)
	SELECT 'Class ' || s || '-' || c,
	(SELECT id FROM sites WHERE name = 'Site ' || s),
	'teacher' || ((s - 1) * 2 + c), '2024-01-01T00:00:00Z' FROM s, c;
CREATE TEMP TABLE chain_who AS
	WITH RECURSIVE t(t) AS (SELECT 0 UNION ALL SELECT t + 1 FROM t
	WHERE t < 199)
	SELECT t AS n, printf('Trainee %03d', t + 1) AS name,
	printf('t%03d', t + 1) AS login, c.id AS class
	FROM t JOIN classes c
	ON c.name = 'Class ' || (t / 40 + 1) || '-' || ((t / 20) % 2 + 1);
INSERT OR IGNORE INTO trainees (name, created)
	SELECT name, '2024-01-01T00:00:00Z' FROM chain_who;
INSERT OR IGNORE INTO class_members (class, trainee, login)
	SELECT class, name, login FROM chain_who;
-- Its id the rowid, so that the actions go in in their key's order
-- without a sort of all of them.
CREATE TEMP TABLE chain_g (id INTEGER PRIMARY KEY, tpl INTEGER,
	trainee INTEGER, shift INTEGER);
INSERT INTO chain_g
	WITH RECURSIVE g(g) AS (SELECT 1 UNION ALL SELECT g + 1 FROM g
	WHERE g < (SELECT n FROM chain_n))
	SELECT x.base + g AS id, p.id AS tpl, r.id AS trainee,
	x.t + CAST(g * x.step AS INTEGER) - p.t0 AS shift
	FROM g, chain_ctx x
	JOIN chain_tpl p ON p.k = (g / 200) % x.templates
	JOIN chain_who w ON w.n = g % 200
	JOIN trainees r ON r.name = w.name;
INSERT INTO attempts (id, trainee, scenario, scenario_sha256, profile, kind,
	exam, started, ended, status, score, pass_mark, passed, time_exceeded,
	origin, sealed, fail_reason, fail_skill, critical, max_critical, hints,
	free_hints, clock_start_ms, timed_out, attempt_no, batch, code_hash,
	attempt_count, shoe_seed, late)
SELECT g.id, g.trainee, a.scenario, a.scenario_sha256, a.profile, a.kind,
	a.exam,
	strftime('%Y-%m-%dT%H:%M:%SZ', strftime('%s', a.started) + g.shift,
	'unixepoch'),
	strftime('%Y-%m-%dT%H:%M:%SZ', strftime('%s', a.ended) + g.shift,
	'unixepoch'),
	a.status, a.score, a.pass_mark, a.passed, a.time_exceeded, a.origin,
	a.sealed, a.fail_reason, a.fail_skill, a.critical, a.max_critical,
	a.hints, a.free_hints, a.clock_start_ms, a.timed_out, a.attempt_no,
	a.batch, a.code_hash, a.attempt_count, a.shoe_seed, a.late
FROM chain_g g JOIN attempts a ON a.id = g.tpl ORDER BY g.id;
INSERT INTO actions (attempt, idx, coup, skill, expected_key, given_key,
	correct, wrong_amount, ms, article, replay, given, choice_key,
	typed_amount, done_at, hint, critical, expected_text, given_text, cell)
SELECT g.id, x.idx, x.coup, x.skill, x.expected_key, x.given_key, x.correct,
	x.wrong_amount, x.ms, x.article, x.replay, x.given, x.choice_key,
	x.typed_amount,
	strftime('%Y-%m-%dT%H:%M:%SZ', strftime('%s', x.done_at) + g.shift,
	'unixepoch'),
	x.hint, x.critical, x.expected_text, x.given_text, x.cell
FROM chain_g g JOIN actions x ON x.attempt = g.tpl ORDER BY g.id, x.idx;
INSERT INTO attempt_skills (attempt, skill, actions, correct, accuracy,
	median_ms, weight, examined, pass_mark, passed, critical, hints)
SELECT g.id, s.skill, s.actions, s.correct, s.accuracy, s.median_ms,
	s.weight, s.examined, s.pass_mark, s.passed, s.critical, s.hints
FROM chain_g g JOIN attempt_skills s ON s.attempt = g.tpl;
