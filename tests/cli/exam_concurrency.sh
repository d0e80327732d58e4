#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# exam_concurrency.sh: thirty trainees sit the same exam at once against
# one results database (WAL, each action its own BEGIN IMMEDIATE ...
# COMMIT): no exam stops because another is writing, no result is lost,
# every action of every exam is in the database, PRAGMA integrity_check
# says ok, and the thirty sealed results import.
#
# Another program (the sqlite3 shell here; a teacher's tool, or a
# migration at the opening, does the same) holds the database's write
# lock as the exams start, and lets it go only once every exam has said
# on stderr that it waits for it: so each waits for longer than the
# store gives any other command (STORE_BUSY_TIMEOUT_MS), whatever the
# machine's load, and goes on.  Then the thirty write at once, each
# action as it is answered, which on a loaded machine keeps some waiting
# for seconds (30 exams beside a parallel build stopped 3 to 16 of them
# with "database is locked" before the exams waited for as long as it
# takes).  The figures (exams, actions, seconds) are printed for the
# closing note.
. "$top_srcdir/tests/lib.sh"
# The lock is held, and the integrity checked, with the sqlite3 shell:
# without it the test cannot do its whole job, so it is skipped, not
# passed.
command -v sqlite3 >/dev/null 2>&1 || { echo "sqlite3 shell not found: skipped"; exit 77; }

n=30
exam="$top_srcdir/tests/e2e/data/exams/iplyc-exam-traditional.yaml"
db="$tmp/class.db"
printf 'una clave de examen bastante larga\n' >"$tmp/code"
# Every process waits a second after opening the database and creating
# its attempt, so that all thirty play their actions at the same time.
{ echo "sleep 1"; i=0; while [ $i -lt 400 ]; do echo expected; i=$((i + 1)); done; } \
	>"$tmp/answers"
CRUPIER_TEST_MODE=1; export CRUPIER_TEST_MODE

# The database made, then its write lock taken and held by the shell,
# which reads its input from a FIFO kept open here.
"$CRUPIER" results list --db "$db" --create >/dev/null 2>&1 || exit 99
mkfifo "$tmp/hold" || exit 99
sqlite3 "$db" <"$tmp/hold" >"$tmp/holder.out" 2>&1 &
holder=$!
exec 3>"$tmp/hold"
printf '%s\n' '.timeout 60000' 'BEGIN IMMEDIATE;' \
	".shell touch '$tmp/held'" >&3
k=0
while [ ! -e "$tmp/held" ] && [ $k -lt 600 ]; do sleep 0.1; k=$((k + 1)); done
[ -e "$tmp/held" ] || { echo "the sqlite3 shell took no lock"; cat "$tmp/holder.out"; exit 99; }

start=$(date +%s)
i=1
while [ $i -le $n ]; do
	"$CRUPIER" exam "$exam" --trainee "trainee $i" --db "$db" \
		--code-file "$tmp/code" --answers "$tmp/answers" \
		--results-dir "$tmp/results" >"$tmp/out.$i" 2>&1 &
	eval "pid_$i=\$!"
	i=$((i + 1))
done

# Held until each exam has said that it waits, or has ended (it gave
# up: the test fails below); ten minutes at most, not to hang forever.
waiting=0
k=0
while [ $k -lt 6000 ]; do
	waiting=0
	ended=0
	i=1
	while [ $i -le $n ]; do
		eval "pid=\$pid_$i"
		if grep -q 'results database is busy' "$tmp/out.$i"; then
			waiting=$((waiting + 1))
		elif ! kill -0 "$pid" 2>/dev/null; then
			ended=$((ended + 1))
		fi
		i=$((i + 1))
	done
	[ $((waiting + ended)) -ge $n ] && break
	sleep 0.1
	k=$((k + 1))
done
echo 'COMMIT;' >&3
exec 3>&-
wait "$holder"
if [ $waiting -eq $n ]; then
	echo "ok exam-concurrency-told-waiting"
else
	echo "FAIL exam-concurrency-told-waiting: $waiting of $n said they wait"
	failures=$((failures + 1))
fi

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
went_on=$(cat "$tmp"/out.* | grep -c 'free again after .* the exam goes on')
if [ "$went_on" -ge $n ]; then
	echo "ok exam-concurrency-told-going-on"
else
	echo "FAIL exam-concurrency-told-going-on: $went_on of $n"
	failures=$((failures + 1))
fi

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
