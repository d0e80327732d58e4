#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# aggregates.sh: the history's aggregates kept on a results server
# (src/server/remote_agg.c) equal a recomputation from the rows
# (crupier.agg_rebuild) after every way the rows move: answers added one
# by one (as crupier.answer_add adds them) and many at once, an answer's
# evaluation rewritten (as the judge rewrites it: its skill, right or
# wrong, cell), answers deleted, an attempt moved to another class and
# site; and the class report's totals of each member
# (src/server/remote_members.c) after an attempt's life: started, its
# answers, closed, its verdict arriving later (agreeing, contradicting
# the claim, unjudgeable, rewritten, withdrawn), released, abandoned,
# deleted.  And each role reads, through the views day_agg, skill_agg,
# cell_times and attempt_agg, the figures of the attempts it may read and
# no others, the same as counted from those attempts' actions: a trainee
# whose attempts are in two classes is seen whole by himself, by halves
# by each teacher.
. "$top_srcdir/tests/lib.sh"
if [ "$CRUPIER_HAVE_POSTGRESQL" != yes ]; then
	echo "built --without-postgresql: skipped"
	exit 77
fi
. "$top_srcdir/tests/pg/cluster.sh"
. "$top_srcdir/tests/cli/exam_answers.sh"
cd "$tmp" || exit 99

check() {
	if [ "$2" = "$3" ]; then
		echo "ok $1"
	else
		echo "FAIL $1: got '$2', expected '$3'"
		failures=$((failures + 1))
	fi
}
# as ROLE SQL: the value(s), as ROLE.
as() {
	"$pg_psql" -X -q -At -v ON_ERROR_STOP=1 -U "$1" -d crupier -c "$2"
}

# A history: exams and drills of Ana and Beto, with their cells.
run() {
	name=$1; scenario=$2; shift 2
	answers "$scenario" "$@" >"$tmp/answers"
	"$CRUPIER" exam "$(exam_file "$scenario")" \
		--code-file "$tmp/code" --answers "$tmp/answers" \
		--trainee "$name" --results-dir "$tmp/results" >/dev/null 2>&1
}
run Ana iplyc-drawing-banca-6 banca_draws pay
run Ana iplyc-exam-traditional pay
run Ana iplyc-drawing-banca-6
run Beto iplyc-drawing-banca-6 pay
run Beto iplyc-exam-traditional punto_draws
"$CRUPIER" server init "$CRUPIER_PG_URI" >/dev/null || exit 99
for who in ana bob; do
	"$CRUPIER" server grant "$CRUPIER_PG_URI" $who --trainee >/dev/null
done
"$CRUPIER" server grant "$CRUPIER_PG_URI" tere --teacher >/dev/null
"$CRUPIER" server grant "$CRUPIER_PG_URI" tito --teacher >/dev/null
"$CRUPIER" server grant "$CRUPIER_PG_URI" sofia --supervisor \
	--site Rosario >/dev/null || exit 99
# Loaded one answer a statement, as answer_add adds them.
"$top_builddir/tests/pg/pg_load" "$CRUPIER_DB" "$CRUPIER_PG_URI" >/dev/null ||
	exit 99
check loaded "$(pg_sql "SELECT count(*) > 100 FROM actions")" t

# same NAME: every aggregate as kept equals the same counted again.
tables="attempt_agg day_figures day_ms skill_figures skill_ms spot_figures
cell_figures member_totals member_skills"
same() {
	sql=""
	for t in $tables; do
		sql="$sql CREATE TEMP TABLE kept_$t AS SELECT * FROM crupier.$t;"
	done
	sql="$sql SELECT crupier.agg_rebuild();"
	for t in $tables; do
		sql="$sql SELECT '$t', count(*) FROM ((SELECT * FROM kept_$t
			EXCEPT ALL SELECT * FROM crupier.$t) UNION ALL
			(SELECT * FROM crupier.$t EXCEPT ALL SELECT * FROM
			kept_$t)) d;"
	done
	got=$(pg_sql "$sql" | grep -v '|0$' | grep '|')
	if [ -z "$got" ]; then
		echo "ok $1"
	else
		echo "FAIL $1: kept and counted again differ:"; echo "$got"
		failures=$((failures + 1))
	fi
}
check some-figures "$(pg_sql "SELECT (SELECT count(*) FROM day_figures) > 3
	AND (SELECT count(*) FROM spot_figures WHERE mistakes > 0) > 0
	AND (SELECT count(*) FROM cell_figures) > 3
	AND (SELECT sum(attempts) FROM member_totals) = 5
	AND (SELECT sum(mistakes) FROM member_skills) > 0")" t
same one-at-a-time

# Many answers in one statement: a copy of Ana's exam as a new attempt.
pg_sql "INSERT INTO attempts (trainee, scenario, scenario_sha256, profile,
	kind, exam, started, status, uuid, owner) SELECT trainee, scenario,
	scenario_sha256, profile, kind, exam, '2026-12-01T10:00:00Z',
	'in_progress', gen_random_uuid(), owner FROM attempts WHERE id = 2;
	INSERT INTO actions (attempt, idx, coup, skill, expected_key,
	given_key, correct, wrong_amount, ms, article, replay, done_at, hint,
	critical, cell) SELECT (SELECT max(id) FROM attempts), idx, coup,
	skill, expected_key, given_key, correct, wrong_amount, ms + idx % 7,
	article, replay, '2026-12-01T10:' || lpad((idx % 60)::text, 2, '0')
	|| ':00Z', hint, critical, cell FROM actions WHERE attempt = 2" >/dev/null
same many-at-once

# The judge's rewriting: some answers' skill, verdict and cell change.
pg_sql "UPDATE actions SET correct = 1 - correct,
	skill = CASE WHEN idx % 5 = 0 THEN 'payouts' ELSE skill END,
	cell = CASE WHEN idx % 7 = 0 THEN NULL ELSE cell END,
	ms = ms + 13 WHERE idx % 3 = 0 AND attempt IN (1, 2)" >/dev/null
same judged
pg_sql "UPDATE actions SET hint = 1 - hint WHERE idx % 4 = 1 AND attempt = 3;
	UPDATE actions SET replay = 1 WHERE idx = 2 AND attempt = 4" >/dev/null
same hints-and-replays
pg_sql "DELETE FROM actions WHERE attempt = 3 AND idx % 2 = 0" >/dev/null
same deleted

# An attempt's life as the class report counts it: started (in
# progress), its answers (one a replay, one hinted right), closed as
# passed, awaiting its verdict; the judge agreeing, then rewriting it
# to contradict the claim with a lower score, then unjudgeable, then
# withdrawn; another exam judged better than the claim; released;
# abandoned; deleted with its answers.
pg_sql "INSERT INTO attempts (trainee, scenario, scenario_sha256, profile,
	kind, exam, started, status, uuid, owner) SELECT trainee, scenario,
	scenario_sha256, profile, kind, 1, '2027-01-01T10:00:00Z',
	'in_progress', gen_random_uuid(), owner FROM attempts WHERE id = 2" \
	>/dev/null || exit 99
life=$(pg_sql "SELECT max(id) FROM attempts")
same started
pg_sql "INSERT INTO actions (attempt, idx, coup, skill, expected_key,
	given_key, correct, wrong_amount, ms, article, replay, done_at, hint,
	critical) VALUES ($life, 0, 1, 'payouts', 'a', 'a', 1, 0, 900, '', 0,
	'2027-01-01T10:00:01Z', 0, 0), ($life, 1, 1, 'payouts', 'a', 'b', 0,
	0, 800, '', 1, '2027-01-01T10:00:02Z', 0, 0);
	INSERT INTO actions (attempt, idx, coup, skill, expected_key,
	given_key, correct, wrong_amount, ms, article, replay, done_at, hint,
	critical) VALUES ($life, 2, 2, 'drawing', 'a', 'a', 1, 0, 700, '', 0,
	'2027-01-01T10:00:03Z', 1, 0);
	INSERT INTO actions (attempt, idx, coup, skill, expected_key,
	given_key, correct, wrong_amount, ms, article, replay, done_at, hint,
	critical) VALUES ($life, 3, 3, 'drawing', 'a', 'b', 0, 0, 600, '', 0,
	'2027-01-01T10:00:04Z', 0, 0)" >/dev/null || exit 99
same answered
check replay-and-hint "$(pg_sql "SELECT actions || '/' || mistakes FROM
	member_skills WHERE skill = 'drawing' AND trainee = (SELECT trainee
	FROM attempts WHERE id = $life)")" \
	"$(pg_sql "SELECT count(*) || '/' || sum(CASE WHEN x.correct = 0 THEN 1
	ELSE 0 END) FROM actions x JOIN attempts a ON a.id = x.attempt WHERE
	x.replay = 0 AND x.skill = 'drawing' AND a.trainee = (SELECT trainee
	FROM attempts WHERE id = $life)")"
pg_sql "UPDATE attempts SET status = 'complete', ended =
	'2027-01-01T10:30:00Z', score = 99.5, pass_mark = 75, passed = 1,
	time_exceeded = 0, fail_reason = '', critical = 0, max_critical = 2
	WHERE id = $life" >/dev/null || exit 99
same closed-awaiting
verdict() {
	pg_sql "INSERT INTO verdicts (attempt, status, score, pass_mark, passed,
		time_exceeded, timed_out, fail_reason, critical, max_critical,
		unjudgeable) VALUES ($1) ON CONFLICT (attempt) DO UPDATE SET
		status = excluded.status, score = excluded.score,
		passed = excluded.passed, unjudgeable = excluded.unjudgeable" \
		>/dev/null || exit 99
}
verdict "$life, 'complete', 99.5, 75, 1, 0, 0, '', 0, 2, NULL"
same judged-agreeing
best() {
	pg_sql "SELECT passed || '/' || coalesce(best::text, '-') FROM
		member_totals WHERE trainee = (SELECT trainee FROM attempts
		WHERE id = $life) AND audience = (SELECT audience FROM attempts
		WHERE id = $life)"
}
check best-judged "$(best)" "$(pg_sql "SELECT sum(CASE WHEN exam = 1 AND
	crupier_passed(status, timed_out, score, pass_mark, passed,
	time_exceeded, fail_reason, critical, max_critical, verdict) = 1 THEN 1
	ELSE 0 END) || '/' || coalesce(max(CASE WHEN exam = 1 THEN
	crupier_score(status, timed_out, score, pass_mark, passed,
	time_exceeded, fail_reason, critical, max_critical, verdict) END)::text,
	'-') FROM attempts_shown WHERE trainee = (SELECT trainee FROM attempts
	WHERE id = $life) AND audience = (SELECT audience FROM attempts
	WHERE id = $life)")"
verdict "$life, 'complete', 10, 75, 0, 0, 0, '', 0, 2, NULL"
same judged-contradicting-lower
verdict "$life, 'complete', 10, 75, 0, 0, 0, '', 0, 2, 'no replay'"
same unjudgeable
pg_sql "DELETE FROM verdicts WHERE attempt = $life" >/dev/null || exit 99
same verdict-withdrawn
pg_sql "UPDATE attempts SET status = 'complete', exam = 1, score = 20,
	pass_mark = 75, passed = 0 WHERE id = 2" >/dev/null || exit 99
verdict "2, 'complete', 80, 75, 1, 0, 0, '', 0, 2, NULL"
same judged-better-than-claimed
pg_sql "UPDATE attempts SET released = '2027-01-02T00:00:00Z'
	WHERE id = $life" >/dev/null || exit 99
same released
pg_sql "UPDATE attempts SET status = 'abandoned' WHERE id = $life" \
	>/dev/null || exit 99
same abandoned
pg_sql "DELETE FROM verdicts WHERE attempt = $life;
	DELETE FROM actions WHERE attempt = $life;
	DELETE FROM attempt_agg WHERE attempt = $life;
	DELETE FROM attempts WHERE id = $life" >/dev/null || exit 99
same deleted-attempt

# Classes: Ana's attempts in two (tere's at Rosario, tito's), Beto's in
# tere's; each attempt moved, its figures with it.
pg_sql "INSERT INTO classes (name, site, teacher, created) SELECT 'A', id,
	'tere', 'x' FROM sites WHERE name = 'Rosario';
	INSERT INTO classes (name, teacher, created) VALUES ('B', 'tito', 'x');
	UPDATE trainees SET login = 'ana' WHERE name = 'Ana';
	UPDATE attempts a SET owner = 'ana', class = (SELECT id FROM classes
	WHERE name = CASE WHEN a.id % 2 = 0 THEN 'A' ELSE 'B' END),
	site = CASE WHEN a.id % 2 = 0 THEN 'Rosario' END
	FROM trainees t WHERE t.id = a.trainee AND t.name = 'Ana';
	UPDATE attempts a SET owner = 'beto', class = (SELECT id FROM classes
	WHERE name = 'A'), site = 'Rosario' FROM trainees t
	WHERE t.id = a.trainee AND t.name = 'Beto'" >/dev/null || exit 99
same moved
check audiences "$(pg_sql "SELECT count(DISTINCT audience) FROM day_figures
	WHERE trainee = (SELECT id FROM trainees WHERE name = 'Ana')")" 2

# seen ROLE: what ROLE reads through the readers' views equals what it
# counts itself from the actions of the attempts it may read, and the
# class report's totals what it counts from those attempts as shown.
median='(min(w.ms) FILTER (WHERE w.k = (w.c - 1) / 2) + min(w.ms)
	FILTER (WHERE w.k = w.c / 2)) / 2'
outcome='status, timed_out, score, pass_mark, passed, time_exceeded,
	fail_reason, critical, max_critical, verdict'
members="SELECT trainee, count(*), sum(exam), sum(CASE WHEN exam = 1 AND
	crupier.crupier_passed($outcome) = 1 THEN 1 ELSE 0 END), max(CASE
	WHEN exam = 1 THEN crupier.crupier_score($outcome) END), max(started)
	FROM crupier.attempts_shown GROUP BY trainee"
member_skills="SELECT a.trainee, g.skill, sum(g.actions), sum(g.mistakes)
	FROM crupier.attempts a JOIN crupier.attempt_agg g ON g.attempt = a.id
	WHERE g.skill <> '*' GROUP BY 1, 2"
seen() {
	got=$(as "$1" "
	SELECT 'skill', count(*) FROM ((SELECT trainee, skill, actions,
	 correct, hints, median_ms FROM crupier.skill_agg EXCEPT
	 SELECT w.trainee, w.skill, count(*), sum(w.r), sum(w.h), $median
	 FROM (SELECT a.trainee, x.skill, x.ms, CASE WHEN x.correct <> 0 AND
	 x.hint = 0 THEN 1 ELSE 0 END AS r, CASE WHEN x.hint <> 0 THEN 1
	 ELSE 0 END AS h, row_number() OVER (PARTITION BY a.trainee, x.skill
	 ORDER BY x.ms) - 1 AS k, count(*) OVER (PARTITION BY a.trainee,
	 x.skill) AS c FROM crupier.actions x JOIN crupier.attempts a ON
	 a.id = x.attempt WHERE x.replay = 0) w GROUP BY w.trainee, w.skill)
	 UNION ALL (SELECT w.trainee, w.skill, count(*), sum(w.r), sum(w.h),
	 $median FROM (SELECT a.trainee, x.skill, x.ms, CASE WHEN x.correct
	 <> 0 AND x.hint = 0 THEN 1 ELSE 0 END AS r, CASE WHEN x.hint <> 0
	 THEN 1 ELSE 0 END AS h, row_number() OVER (PARTITION BY a.trainee,
	 x.skill ORDER BY x.ms) - 1 AS k, count(*) OVER (PARTITION BY
	 a.trainee, x.skill) AS c FROM crupier.actions x JOIN
	 crupier.attempts a ON a.id = x.attempt WHERE x.replay = 0) w
	 GROUP BY w.trainee, w.skill EXCEPT SELECT trainee, skill, actions,
	 correct, hints, median_ms FROM crupier.skill_agg)) d;
	SELECT 'day', count(*) FROM ((SELECT trainee, day, skill, actions,
	 median_ms FROM crupier.day_agg EXCEPT SELECT w.trainee, w.day,
	 w.skill, count(*), $median FROM (SELECT a.trainee,
	 coalesce(substr(x.done_at, 1, 10), '') AS day, x.skill, x.ms,
	 row_number() OVER (PARTITION BY a.trainee, substr(x.done_at, 1, 10),
	 x.skill ORDER BY x.ms) - 1 AS k, count(*) OVER (PARTITION BY
	 a.trainee, substr(x.done_at, 1, 10), x.skill) AS c FROM
	 crupier.actions x JOIN crupier.attempts a ON a.id = x.attempt WHERE
	 x.replay = 0) w GROUP BY w.trainee, w.day, w.skill)
	 UNION ALL (SELECT w.trainee, w.day, w.skill, count(*), $median FROM
	 (SELECT a.trainee, coalesce(substr(x.done_at, 1, 10), '') AS day,
	 x.skill, x.ms, row_number() OVER (PARTITION BY a.trainee,
	 substr(x.done_at, 1, 10), x.skill ORDER BY x.ms) - 1 AS k, count(*)
	 OVER (PARTITION BY a.trainee, substr(x.done_at, 1, 10), x.skill) AS c
	 FROM crupier.actions x JOIN crupier.attempts a ON a.id = x.attempt
	 WHERE x.replay = 0) w GROUP BY w.trainee, w.day, w.skill EXCEPT
	 SELECT trainee, day, skill, actions, median_ms FROM crupier.day_agg))
	 d;
	SELECT 'cell', count(*) FROM ((SELECT trainee, cell, ms, n FROM
	 crupier.cell_times EXCEPT SELECT a.trainee, x.cell, x.ms, count(*)
	 FROM crupier.actions x JOIN crupier.attempts a ON a.id = x.attempt
	 WHERE x.replay = 0 AND x.cell <> '' GROUP BY 1, 2, 3) UNION ALL
	 (SELECT a.trainee, x.cell, x.ms, count(*) FROM crupier.actions x
	 JOIN crupier.attempts a ON a.id = x.attempt WHERE x.replay = 0 AND
	 x.cell <> '' GROUP BY 1, 2, 3 EXCEPT SELECT trainee, cell, ms, n FROM
	 crupier.cell_times)) d;
	SELECT 'attempt', count(*) FROM (SELECT attempt FROM
	 crupier.attempt_agg EXCEPT SELECT id FROM crupier.attempts) d;
	SELECT 'member', count(*) FROM ((SELECT trainee, sum(attempts),
	 sum(exams), sum(passed), max(best), max(last) FROM
	 crupier.member_totals GROUP BY trainee EXCEPT $members) UNION ALL
	 ($members EXCEPT SELECT trainee, sum(attempts), sum(exams),
	 sum(passed), max(best), max(last) FROM crupier.member_totals
	 GROUP BY trainee)) d;
	SELECT 'member-skill', count(*) FROM ((SELECT trainee, skill,
	 sum(actions), sum(mistakes) FROM crupier.member_skills GROUP BY 1, 2
	 EXCEPT $member_skills) UNION ALL ($member_skills EXCEPT SELECT
	 trainee, skill, sum(actions), sum(mistakes) FROM
	 crupier.member_skills GROUP BY 1, 2)) d;
	SELECT 'rows', (SELECT count(*) FROM crupier.skill_agg) > 0" 2>&1)
	if [ "$got" = "$(printf 'skill|0\nday|0\ncell|0\nattempt|0\nmember|0\nmember-skill|0\nrows|%s' "$2")" ]
	then
		echo "ok seen-by-$1"
	else
		echo "FAIL seen-by-$1:"; echo "$got"
		failures=$((failures + 1))
	fi
}
seen ana t
seen tere t
seen tito t
seen sofia t
seen bob f
# A teacher sees half of Ana: fewer actions than she does.
t=$(as tere "SELECT sum(actions) FROM crupier.skill_agg s JOIN
	crupier.trainees t ON t.id = s.trainee WHERE t.name = 'Ana'")
a=$(as ana "SELECT sum(actions) FROM crupier.skill_agg")
if [ "$t" -gt 0 ] && [ "$t" -lt "$a" ]; then
	echo "ok teacher-sees-his-half"
else
	echo "FAIL teacher-sees-his-half: tere $t, ana $a"
	failures=$((failures + 1))
fi

# A server of the schema before the totals, with a history (attempts in
# progress and closed, some judged, one verdict contradicting its
# claim, replays, hints, mistakes): brought up to date, its
# totals are counted once from the rows, the same as counted again.
pg_create_db old
"$top_builddir/tests/pg/pg_init_to" "$(pg_uri old)" 11 || exit 99
pg_sql "INSERT INTO trainees (name, created) VALUES ('Ana', 'x'),
	('Beto', 'x');
	INSERT INTO attempts (trainee, scenario, scenario_sha256, profile, kind,
	exam, started, status, score, pass_mark, passed, time_exceeded,
	fail_reason, critical, max_critical, uuid, owner)
	SELECT t.id, 's', 'h', 'iplyc', 'exam', g % 2,
	'2026-0' || (1 + g % 9) || '-01T10:00:00Z', CASE WHEN g % 5 = 0
	THEN 'in_progress' ELSE 'complete' END, 50 + 7 * g, 75,
	CASE WHEN 50 + 7 * g >= 75 THEN 1 ELSE 0 END, 0, '', 0, 2,
	gen_random_uuid(), lower(t.name) FROM trainees t,
	generate_series(1, 7) g;
	INSERT INTO actions (attempt, idx, coup, skill, expected_key,
	given_key, correct, wrong_amount, ms, article, replay, done_at, hint)
	SELECT a.id, i, 1, CASE WHEN i % 2 = 0 THEN 'payouts' ELSE 'drawing'
	END, 'a', 'b', CASE WHEN i % 3 = 0 THEN 0 ELSE 1 END, 0, 100 + i, '',
	CASE WHEN i = 4 THEN 1 ELSE 0 END, '2026-01-01T10:00:00Z',
	CASE WHEN i % 4 = 1 THEN 1 ELSE 0 END FROM attempts a,
	generate_series(0, 7) i" old >/dev/null || exit 99
pg_sql "INSERT INTO verdicts (attempt, status, score, pass_mark, passed,
	time_exceeded, timed_out, fail_reason, critical, max_critical)
	SELECT id, 'complete', CASE WHEN id = 4 THEN 10 ELSE score END,
	pass_mark, CASE WHEN id = 4 THEN 0 ELSE coalesce(passed, 0) END,
	time_exceeded, timed_out, fail_reason, critical, max_critical
	FROM attempts WHERE id % 3 <> 0 AND status <> 'in_progress'" old \
	>/dev/null || exit 99
"$CRUPIER" server init "$(pg_uri old)" >/dev/null || exit 99
check migrated-counted "$(pg_sql "SELECT count(*), sum(attempts)
	FROM member_totals" old)" "$(pg_sql "SELECT count(DISTINCT
	(trainee, audience)), count(*) FROM attempts" old)"
# Counted as the readers count them (as the administrator: every row).
got=$(pg_sql "SELECT count(*) FROM ((SELECT trainee, sum(attempts),
	sum(exams), sum(passed), max(best), max(last) FROM
	crupier.member_totals GROUP BY trainee EXCEPT $members) UNION ALL
	($members EXCEPT SELECT trainee, sum(attempts), sum(exams),
	sum(passed), max(best), max(last) FROM crupier.member_totals
	GROUP BY trainee)) d;
	SELECT count(*) FROM ((SELECT trainee, skill, sum(actions),
	sum(mistakes) FROM crupier.member_skills GROUP BY 1, 2 EXCEPT
	SELECT a.trainee, x.skill, count(*), sum(CASE WHEN x.correct = 0
	THEN 1 ELSE 0 END) FROM crupier.actions x JOIN crupier.attempts a
	ON a.id = x.attempt WHERE x.replay = 0 GROUP BY 1, 2) UNION ALL
	(SELECT a.trainee, x.skill, count(*), sum(CASE WHEN x.correct = 0
	THEN 1 ELSE 0 END) FROM crupier.actions x JOIN crupier.attempts a
	ON a.id = x.attempt WHERE x.replay = 0 GROUP BY 1, 2 EXCEPT
	SELECT trainee, skill, sum(actions), sum(mistakes) FROM
	crupier.member_skills GROUP BY 1, 2)) d;
	SELECT sum(passed) > 0 AND count(best) > 0 FROM member_totals" old |
	tr '\n' ' ')
check migrated-same "$got" "0 0 t "
finish
