#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# readers_agree.sh: every reader says the same of what passed
# (store/store_outcome.h), given odd stored values: results list (CSV and
# JSON), show, report, export and class report count one pass of eleven
# trainees' exams, whose rows say passed without a score, passed without
# a mark, passed and timed out, passed and abandoned, not passed, passed
# as 2, passed with a score of 150, passed over the time limit, passed
# with a failure reason recorded, passed with too many critical errors,
# and one real pass; passed as 2, over the time limit and with too many
# critical errors once more with the scoring model's figures (no failure
# reason recorded), from which show and report word their verdict.
. "$top_srcdir/tests/lib.sh"
command -v sqlite3 >/dev/null 2>&1 || { echo "no sqlite3: skipped"; exit 77; }
db="$tmp/results.db"
CRUPIER_DB=$db; export CRUPIER_DB

"$CRUPIER" class create Mañana --teacher tere >/dev/null || exit 99
for who in real noscore nomark overtime left failed two big late reason \
	critical two-model late-model critical-model; do
	"$CRUPIER" class add Mañana $who >/dev/null || exit 99
done
sqlite3 "$db" "INSERT OR IGNORE INTO trainees (name, created) SELECT
	trainee, 'x' FROM class_members;
	INSERT INTO attempts (trainee, scenario, scenario_sha256, profile,
	kind, exam, started, ended, status, score, pass_mark, passed,
	timed_out) SELECT id, 'iplyc-exam-traditional', 'h', 'iplyc', 'exam',
	1, '2026-11-01T10:00:00Z', '2026-11-01T10:30:00Z',
	CASE name WHEN 'left' THEN 'abandoned' ELSE 'complete' END,
	CASE name WHEN 'noscore' THEN NULL WHEN 'failed' THEN 40 ELSE 90 END,
	CASE name WHEN 'nomark' THEN 0 ELSE 75 END,
	CASE name WHEN 'failed' THEN 0 ELSE 1 END,
	CASE name WHEN 'overtime' THEN 1 ELSE 0 END FROM trainees;
	UPDATE attempts SET passed = 2 WHERE trainee IN
		(SELECT id FROM trainees WHERE name IN ('two', 'two-model'));
	UPDATE attempts SET score = 150 WHERE trainee =
		(SELECT id FROM trainees WHERE name = 'big');
	UPDATE attempts SET time_exceeded = 1 WHERE trainee IN
		(SELECT id FROM trainees WHERE name IN ('late', 'late-model'));
	UPDATE attempts SET fail_reason = 'skill', fail_skill = 'payouts'
		WHERE trainee = (SELECT id FROM trainees WHERE name = 'reason');
	UPDATE attempts SET critical = 5, max_critical = 2 WHERE trainee IN
		(SELECT id FROM trainees WHERE name IN ('critical',
		'critical-model'));
	UPDATE attempts SET fail_reason = '', critical = coalesce(critical,
		0), max_critical = coalesce(max_critical, 2), hints = 0,
		free_hints = 0 WHERE trainee IN (SELECT id FROM trainees WHERE
		name LIKE '%-model')" || exit 99

check() {
	if [ "$2" = "$3" ]; then
		echo "ok $1"
	else
		echo "FAIL $1: got '$2', expected '$3'"
		failures=$((failures + 1))
	fi
}
list_csv=$("$CRUPIER" results list --format csv | tr -d '\r' |
	awk -F, 'NR > 1 && $13 == "true"' | wc -l)
check list-csv "$list_csv" 1
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
check class-report "$("$CRUPIER" class report Mañana |
	grep -o '[0-9]* of [0-9]* passed' | awk '{ s += $1 } END { print s }')" 1
finish
