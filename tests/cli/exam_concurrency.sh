#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# exam_concurrency.sh: thirty trainees finish the same exam at once
# against one results database (WAL, BEGIN IMMEDIATE, busy timeout): no
# result is lost, every action of every exam is in the database, PRAGMA
# integrity_check says ok, and the thirty sealed results import.  The
# figures (exams, actions, seconds) are printed for the closing note.
. "$top_srcdir/tests/lib.sh"
# The integrity check reads the database with the sqlite3 shell: without
# it the test cannot do its whole job, so it is skipped, not passed.
command -v sqlite3 >/dev/null 2>&1 || { echo "sqlite3 shell not found: skipped"; exit 77; }

n=30
exam="$top_srcdir/scenarios/iplyc-exam-traditional.yaml"
db="$tmp/class.db"
printf 'una clave de examen bastante larga\n' >"$tmp/code"
# Every process waits a second after opening the database and creating
# its attempt, so that all thirty play their actions at the same time.
{ echo "sleep 1"; i=0; while [ $i -lt 400 ]; do echo expected; i=$((i + 1)); done; } \
	>"$tmp/answers"
CRUPIER_TEST_MODE=1; export CRUPIER_TEST_MODE

start=$(date +%s)
i=1
while [ $i -le $n ]; do
	"$CRUPIER" exam "$exam" --trainee "trainee $i" --db "$db" \
		--code-file "$tmp/code" --answers "$tmp/answers" \
		--results-dir "$tmp/results" >"$tmp/out.$i" 2>&1 &
	eval "pid_$i=\$!"
	i=$((i + 1))
done
bad=0
i=1
while [ $i -le $n ]; do
	eval "pid=\$pid_$i"
	if ! wait "$pid"; then
		echo "FAIL exam-concurrency: trainee $i:"
		cat "$tmp/out.$i"
		bad=$((bad + 1))
	fi
	i=$((i + 1))
done
end=$(date +%s)
if [ $bad -eq 0 ]; then echo "ok exam-concurrency-all-finished"; else failures=$((failures + bad)); fi

"$CRUPIER" results list --db "$db" --format csv >"$tmp/list.csv"
complete=$(grep -c ',complete,' "$tmp/list.csv")
actions=$(awk -F, 'NR > 1 { s += $14 } END { print s }' "$tmp/list.csv")
sealed=$(ls "$tmp/results" | grep -c '\.result$')
if [ "$complete" = $n ] && [ "$actions" = $((n * 206)) ] && [ "$sealed" = $n ]; then
	echo "ok exam-concurrency-nothing-lost"
else
	echo "FAIL exam-concurrency-nothing-lost: $complete complete, $actions actions, $sealed sealed"
	failures=$((failures + 1))
fi

check=$(sqlite3 "$db" 'PRAGMA integrity_check; SELECT count(*) FROM actions;' | tr '\n' ' ')
if [ "$check" = "ok $((n * 206)) " ]; then
	echo "ok exam-concurrency-integrity"
else
	echo "FAIL exam-concurrency-integrity: $check"
	failures=$((failures + 1))
fi

"$CRUPIER" results import --db "$tmp/supervisor.db" --code-file "$tmp/code" \
	"$tmp/results" >"$tmp/import.out" 2>&1
imported=$(grep -c 'imported as attempt' "$tmp/import.out")
if [ "$imported" = $n ]; then
	echo "ok exam-concurrency-import"
else
	echo "FAIL exam-concurrency-import: $imported imported"
	cat "$tmp/import.out"
	failures=$((failures + 1))
fi
echo "# $n exams at once, $actions actions committed, $((end - start)) s"
finish
