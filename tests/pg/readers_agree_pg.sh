#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# readers_agree_pg.sh: tests/cli/readers_agree.sh on a results server:
# every reader says the same of what passed (store/store_outcome.h) when
# the judge's verdicts hold odd values: passed without a score, passed
# without a mark, passed and timed out, passed and abandoned, not passed,
# passed as 2, a score of 150 or of -5, a mark of 101, over the time
# limit, a failure reason recorded, too many critical errors; and one
# claimed pass the judge has not judged yet.  results list (CSV and
# JSON), show, report, export and class report count one pass of
# thirteen, the one real pass.
. "$top_srcdir/tests/lib.sh"
if [ "$CRUPIER_HAVE_POSTGRESQL" != yes ]; then
	echo "built --without-postgresql: skipped"
	exit 77
fi
command -v sqlite3 >/dev/null 2>&1 || { echo "no sqlite3: skipped"; exit 77; }
. "$top_srcdir/tests/pg/cluster.sh"

names="real noscore nomark overtime left failed two big negative mark101
late reason critical awaiting"
"$CRUPIER" server init "$CRUPIER_PG_URI" >/dev/null || exit 99
"$CRUPIER" server grant "$CRUPIER_PG_URI" tere --teacher >/dev/null || exit 99
tere=$(pg_uri crupier tere)
"$CRUPIER" class create Mañana --teacher tere --db "$tere" >/dev/null || exit 99
for who in $names; do
	"$CRUPIER" class add Mañana $who --db "$tere" >/dev/null || exit 99
done

# The attempts as a trainee's computer would claim them: every one
# passed with good values; the judge's verdicts below say otherwise.
db="$tmp/claims.db"
"$CRUPIER" results list --create --db "$db" >/dev/null || exit 99
for who in $names; do
	sqlite3 "$db" "INSERT INTO trainees (name, created) VALUES ('$who', 'x')"
done
sqlite3 "$db" "INSERT INTO attempts (trainee, scenario, scenario_sha256,
	profile, kind, exam, started, ended, status, score, pass_mark, passed,
	timed_out, time_exceeded, fail_reason, critical, max_critical, uuid)
	SELECT id, 'iplyc-exam-traditional', 'h', 'iplyc', 'exam', 1,
	'2026-11-01T10:00:00Z', '2026-11-01T10:30:00Z', 'complete', 90, 75, 1,
	0, 0, '', 0, 2, lower(hex(randomblob(4))) || '-' ||
	lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))),
	2) || '-a' || substr(lower(hex(randomblob(2))), 2) || '-' ||
	lower(hex(randomblob(6))) FROM trainees" || exit 99
"$top_builddir/tests/pg/pg_load" "$db" "$CRUPIER_PG_URI" >/dev/null || exit 99

# The judge's verdicts, odd each in its way, with the scoring model's
# figures (no failure reason but reason's); none for awaiting.  The
# attempts are the class's, for its teacher to read.
pg_sql "INSERT INTO verdicts (attempt, status, score, pass_mark, passed,
	time_exceeded, timed_out, fail_reason, critical, max_critical, judge)
	SELECT a.id, CASE t.name WHEN 'left' THEN 'abandoned' ELSE 'complete'
	END, CASE t.name WHEN 'noscore' THEN NULL WHEN 'failed' THEN 40
	WHEN 'big' THEN 150 WHEN 'negative' THEN -5 ELSE 90 END,
	CASE t.name WHEN 'nomark' THEN 0 WHEN 'mark101' THEN 101 ELSE 75 END,
	CASE t.name WHEN 'failed' THEN 0 WHEN 'two' THEN 2 ELSE 1 END,
	CASE t.name WHEN 'late' THEN 1 ELSE 0 END,
	CASE t.name WHEN 'overtime' THEN 1 ELSE 0 END,
	CASE t.name WHEN 'reason' THEN 'skill' ELSE '' END,
	CASE t.name WHEN 'critical' THEN 5 ELSE 0 END, 2, 'postgres'
	FROM attempts a JOIN trainees t ON t.id = a.trainee
	WHERE t.name <> 'awaiting';
	UPDATE attempts SET class = (SELECT id FROM classes)" >/dev/null || exit 99

check() {
	if [ "$2" = "$3" ]; then
		echo "ok $1"
	else
		echo "FAIL $1: got '$2', expected '$3'"
		failures=$((failures + 1))
	fi
}
CRUPIER_DB=$CRUPIER_PG_URI; export CRUPIER_DB
n=$("$CRUPIER" results list --format csv | tail -n +2 | wc -l)
check all-listed "$n" 14
check list-csv "$("$CRUPIER" results list --format csv | tr -d '\r' |
	awk -F, 'NR > 1 && $13 == "true"' | wc -l)" 1
check list-json "$("$CRUPIER" results list --format json |
	grep -c '"passed": true')" 1
check export-csv "$("$CRUPIER" results export | tr -d '\r' |
	awk -F, 'NR > 1 && $8 == "1"' | wc -l)" 1
expect_contains report "passed: 1" "$CRUPIER" results report
check report-verdicts "$("$CRUPIER" results report |
	grep -c 'Verdict: PASSED')" 1
shown=0
for id in $(seq 1 14); do
	"$CRUPIER" results show $id | grep -q '^Verdict: PASSED' &&
		shown=$((shown + 1))
done
check show "$shown" 1
check class-report "$("$CRUPIER" class report Mañana --db "$tere" |
	grep -o '[0-9]* of [0-9]* passed' | awk '{ s += $1 } END { print s }')" 1
finish
